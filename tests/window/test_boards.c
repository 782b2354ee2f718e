/*
 * test_boards.c - the boards as components (src/app/boards): each board
 * made from its game's look over a real Match, fed a move's events as
 * the game screen feeds them, its animation ticked to the end; what it
 * shows compared with the engine's position, and what a click on it
 * yields.  No window scene: an App with a software renderer over a
 * surface, SDL's dummy drivers.
 */
#include "board.h"
#include "game_look.h"
#include "pos_edit.h"
#include "sowing_anim.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TICK (1.0 / 120.0)
#define MAX_TICKS 4000 /* 33 s of game time: far more than any move's animation */

static SDL_Surface *surface;
static SDL_Renderer *sdl;
static App app;

static void setup(void)
{
    cr_assert_eq(TTF_Init(), 0);
    surface = SDL_CreateRGBSurfaceWithFormat(0, 800, 500, 32, SDL_PIXELFORMAT_ARGB8888);
    cr_assert_not_null(surface);
    sdl = SDL_CreateSoftwareRenderer(surface);
    cr_assert_not_null(sdl, "%s", SDL_GetError());
    char err[256] = "";
    memset(&app, 0, sizeof app);
    app.render = render_create(sdl, TABULA_ASSET_DIR, err, sizeof err);
    cr_assert_not_null(app.render, "%s", err);
    app.settings.speed = SPEED_NORMAL;
    lang_set(LANG_EN);
}

static void teardown(void)
{
    render_destroy(app.render);
    SDL_DestroyRenderer(sdl);
    SDL_FreeSurface(surface);
    TTF_Quit();
}

TestSuite(boards, .init = setup, .fini = teardown);

/* A game by its protocol name at its default options, in position text
 * (NULL: the start). */
typedef struct {
    Game *game;
    Match *match;
    Board *board;
    BoardView view;
} Fixture;

static void fx_open(Fixture *f, const char *name, const char *text)
{
    const GameRules *rules = game_find(name);
    cr_assert_not_null(rules, "%s", name);
    GameOptions o;
    game_options_default(rules, &o);
    char err[256];
    f->game = game_create(rules, &o, err, sizeof err);
    cr_assert_not_null(f->game, "%s", err);
    Pos *p = NULL;
    if (text) {
        p = pos_new(f->game);
        cr_assert_eq(game_parse_position(f->game, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
    }
    f->match = match_create(f->game, p);
    pos_free(p);
    cr_assert_not_null(f->match);
    BoardFlavour fl;
    game_look(rules)->board(&o, &fl);
    f->board = board_create(&fl);
    cr_assert_not_null(f->board);
    f->view = (BoardView){.match = f->match, .human_turn = 1, .played = MOVE_NONE};
    f->board->ops->layout(f->board, &app, (SDL_FRect){0, 0, 800, 500}, 0);
    f->board->ops->sync(f->board, &f->view);
}

static void fx_close(Fixture *f)
{
    f->board->ops->destroy(f->board);
    match_destroy(f->match);
    game_destroy(f->game);
}

/* A press on a named place of the board ("C", "e9", "tray0.0"). */
static BoardAction fx_click(Fixture *f, const char *place)
{
    SDL_FPoint at;
    cr_assert(f->board->ops->locate(f->board, place, &at), "no place %s", place);
    Input in = {.kind = IN_DOWN, .x = at.x, .y = at.y};
    BoardAction act = {.kind = BOARD_NOTHING, .move = MOVE_NONE};
    cr_assert(f->board->ops->pointer(f->board, &app, &f->view, &in, &act));
    return act;
}

/* Plays mv as the game screen does: the match, then the board told with
 * the events; the notice it announces.  The animation is not run. */
static BoardNotice fx_play(Fixture *f, Move mv)
{
    EventList ev;
    int mover = pos_side(match_pos(f->match));
    cr_assert_eq(match_play(f->match, mv, &ev), 0);
    BoardNotice note;
    f->board->ops->played(f->board, &app, &f->view, &ev, mv, mover, &note);
    return note;
}

/* Ticks the animation until the board is still; the ticks it took. */
static int fx_run(Fixture *f)
{
    int ticks = 0;
    while (f->board->ops->busy(f->board) && ticks < MAX_TICKS) {
        app.now += TICK;
        f->board->ops->advance(f->board, &app, &f->view, TICK);
        ticks++;
    }
    cr_assert_lt(ticks, MAX_TICKS, "the animation never ends");
    return ticks;
}

/* The board drawn once, as a frame would: it must not fail on the state
 * it holds. */
static void fx_draw(Fixture *f)
{
    render_begin(app.render);
    cr_assert_gt(f->board->ops->draw_still(f->board, &app), 0, "the board's places are labelled");
    f->board->ops->draw(f->board, &app, &f->view, 0);
    SDL_RenderFlush(sdl);
}

/* The legal move going from `from` to `to` by its trace; MOVE_NONE. */
static Move fx_find(Fixture *f, int from, int to)
{
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(f->match, moves);
    for (int i = 0; i < n; i++) {
        MoveTrace t;
        if (game_trace_move(f->game, match_pos(f->match), moves[i], NULL, &t) == 0 && t.from == from && t.to == to)
            return moves[i];
    }
    return MOVE_NONE;
}

/* The view's piece for a piece code of the sketch (grid_view.h). */
static int view_piece(const PosLayout *l, int code) { return code ? grid_piece_letter(l->piece[code].letter) : 0; }

/* Every square the grid board shows holds the piece of the engine's sketch. */
static void assert_grid_is_engine(Fixture *f)
{
    PosLayout l;
    PosSketch sk;
    cr_assert_eq(pos_layout(f->game, &l), 0);
    cr_assert_eq(pos_sketch_read(f->game, match_pos(f->match), &sk), 0);
    for (int i = 0; i < l.nplaces; i++)
        cr_assert_eq(f->board->ops->shown(f->board, i), view_piece(&l, sk.place[i]), "square %d", i);
}

/* ---- the sowing board ---- */

/* Player 1's B holds 2 seeds for C and D; D is empty: the last seed and
 * those of the pit across go to the store. */
#define KALAH_CAPTURE "3,2,3,0,4,4/4,4,5,4,4,4/4,3/1"

Test(boards, kalah_capture_ends_on_the_engines_seeds)
{
    Fixture f;
    fx_open(&f, "kalah", KALAH_CAPTURE);
    BoardAction act = fx_click(&f, "B");
    cr_assert_eq(act.kind, BOARD_MOVE);
    cr_assert_eq(act.move, 1);
    MoveTrace t;
    cr_assert_eq(game_trace_move(f.game, match_pos(f.match), act.move, NULL, &t), 0);
    cr_assert_eq(t.from, 1);
    cr_assert_eq(t.to, 3);
    cr_assert_gt(t.taken, 1);
    BoardNotice note = fx_play(&f, act.move);
    cr_assert(note.shown);
    cr_assert_eq(note.you, T_YOU_CAPTURE);
    char words[32];
    snprintf(words, sizeof words, "%d seeds", t.taken);
    cr_assert_str_eq(note.detail, words);
    cr_assert(f.board->ops->busy(f.board));
    cr_assert_eq(f.board->ops->shown(f.board, 1), 2, "the seeds rest in B until the hand lifts them");
    cr_assert_gt(fx_run(&f), 60, "a sowing at normal speed is seen");
    PosSketch sk;
    pos_sketch_read(f.game, match_pos(f.match), &sk);
    for (int loc = 0; loc < 14; loc++)
        cr_assert_eq(f.board->ops->shown(f.board, loc), sk.place[loc], "location %d", loc);
    cr_assert_eq(f.board->ops->score(f.board, 0), 4 + t.taken);
    fx_draw(&f);
    fx_close(&f);
}

Test(boards, kalah_click_on_the_opponents_pit_is_refused)
{
    Fixture f;
    fx_open(&f, "kalah", KALAH_CAPTURE);
    BoardAction act = fx_click(&f, "H");
    cr_assert_eq(act.kind, BOARD_REFUSED);
    cr_assert_eq(act.text, T_PIT_CANNOT);
    f.view.human_turn = 0; /* the computer's turn: a click does nothing */
    act = fx_click(&f, "B");
    cr_assert_eq(act.kind, BOARD_NOTHING);
    fx_close(&f);
}

/* The timeline alone: one hop per seed sown, the last ending where the
 * engine says the last seed lands, a flight to the store per seed taken,
 * and the seeds at rest at the end the engine's, as the animation itself
 * counts them (no sync). */
Test(boards, sowing_timeline_has_a_hop_per_seed)
{
    Fixture f;
    fx_open(&f, "kalah", KALAH_CAPTURE);
    PosSketch before, after;
    pos_sketch_read(f.game, match_pos(f.match), &before);
    EventList ev;
    cr_assert_eq(match_play(f.match, 1, &ev), 0); /* B: the capture */
    pos_sketch_read(f.game, match_pos(f.match), &after);
    MoveTrace t;
    game_trace_events(&ev, &t);
    SowingAnim *an = malloc(sizeof *an);
    cr_assert_not_null(an);
    sowing_anim_reset(an, 14, before.place);
    sowing_anim_start(an, &ev, SPEED_NORMAL);
    int hops = 0, last_to = -1, to_store = 0;
    double last_start = -1;
    for (int i = 0; i < an->nflights; i++) {
        to_store += an->flight[i].from >= 0 && an->flight[i].to == 12;
        if (an->flight[i].from == SA_HAND) {
            hops++;
            if (an->flight[i].start > last_start) {
                last_start = an->flight[i].start;
                last_to = an->flight[i].to;
            }
        }
    }
    cr_assert_eq(hops, before.place[1]);
    cr_assert_eq(last_to, t.to);
    cr_assert_eq(to_store, t.taken);
    cr_assert_eq(an->captured, t.taken);
    int ticks = 0;
    while (sowing_anim_advance(an, TICK) && ticks < MAX_TICKS)
        ticks++;
    cr_assert_lt(ticks, MAX_TICKS);
    for (int loc = 0; loc < 14; loc++)
        cr_assert_eq(an->count[loc], after.place[loc], "location %d", loc);
    free(an);
    fx_close(&f);
}

/* ---- the grid board ---- */

/* Black's man on e9 goes up to e5 and takes White's d5 against c5. */
#define HASAMI_CAPTURE "WWWWW..../........./........./........./..BW...../........./........./........./BBBBBBBB./b"

Test(boards, hasami_capture_by_clicks)
{
    Fixture f;
    fx_open(&f, "hasami", HASAMI_CAPTURE);
    assert_grid_is_engine(&f);
    /* White has 6 men of its 9: Black's stand holds 3, White's none. */
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(0, 2)), GV_PIECE(1, 0));
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(0, 3)), 0);
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(1, 0)), 0);
    BoardAction act = fx_click(&f, "e9");
    cr_assert_eq(act.kind, BOARD_NOTHING, "a man picked up");
    act = fx_click(&f, "e5");
    cr_assert_eq(act.kind, BOARD_MOVE);
    cr_assert_eq(act.move, fx_find(&f, 8 * 9 + 4, 4 * 9 + 4));
    BoardNotice note = fx_play(&f, act.move);
    cr_assert(note.shown);
    cr_assert_str_eq(note.detail, "1 man");
    cr_assert_eq(f.board->ops->shown(f.board, 8 * 9 + 4), 0, "the man is in the air");
    cr_assert_eq(f.board->ops->shown(f.board, 4 * 9 + 3), GV_PIECE(1, 0), "the taken man waits for the landing");
    fx_run(&f);
    assert_grid_is_engine(&f);
    cr_assert_eq(f.board->ops->shown(f.board, 4 * 9 + 3), 0);
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(0, 3)), GV_PIECE(1, 0), "the stand holds 4");
    cr_assert_eq(f.board->ops->score(f.board, 0), 4);
    fx_draw(&f);
    fx_close(&f);
}

/* The set-up from the trays: Rouge's Kalista, then its sbires, then
 * Ocre's; each placement leaves the trays as the sketch says; then the
 * first move on the board. */
Test(boards, khan_setup_and_move_equal_the_engine)
{
    Fixture f;
    fx_open(&f, "khan", NULL);
    for (int sd = 0; sd < 2; sd++) {
        cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(sd, 0)), GV_PIECE(sd, 1), "the Kalista waits");
        for (int k = 1; k <= 5; k++)
            cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(sd, k)), GV_PIECE(sd, 0));
        cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(sd, 6)), 0);
    }
    /* Rouge's Kalista from its tray spot to c6, by clicks. */
    BoardAction act = fx_click(&f, "tray0.0");
    cr_assert_eq(act.kind, BOARD_NOTHING);
    act = fx_click(&f, "c6");
    cr_assert_eq(act.kind, BOARD_MOVE);
    MoveTrace t;
    game_trace_move(f.game, match_pos(f.match), act.move, NULL, &t);
    cr_assert_eq(t.from, -1);
    cr_assert_eq(t.to, 5 * 6 + 2);
    cr_assert_eq(t.piece, 1, "the Kalista");
    fx_play(&f, act.move);
    fx_run(&f);
    assert_grid_is_engine(&f);
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(0, 0)), GV_PIECE(0, 0), "only sbires are left");
    cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(0, 5)), 0);
    /* The rest of the set-up, each side's first legal placement. */
    Move moves[GAME_MAX_MOVES];
    for (int ply = 0; ply < 11; ply++) {
        cr_assert_gt(match_legal(f.match, moves), 0);
        fx_play(&f, moves[0]);
        fx_run(&f);
        assert_grid_is_engine(&f);
    }
    for (int sd = 0; sd < 2; sd++)
        cr_assert_eq(f.board->ops->shown(f.board, grid_tray_cell(sd, 0)), 0, "every piece is placed");
    cr_assert_eq(f.board->ops->score(f.board, 0), 6);
    /* A move on the board: the piece walks its path and lands where the
     * engine put it. */
    int n = match_legal(f.match, moves);
    cr_assert_gt(n, 0);
    cr_assert_eq(game_trace_move(f.game, match_pos(f.match), moves[0], NULL, &t), 0);
    cr_assert_geq(t.from, 0);
    int piece = f.board->ops->shown(f.board, t.from);
    cr_assert_neq(piece, 0);
    fx_play(&f, moves[0]);
    cr_assert(f.board->ops->busy(f.board));
    fx_run(&f);
    assert_grid_is_engine(&f);
    cr_assert_eq(f.board->ops->shown(f.board, t.to), piece);
    cr_assert_eq(f.board->ops->shown(f.board, t.from), 0);
    fx_draw(&f);
    fx_close(&f);
}
