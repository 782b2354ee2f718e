/*
 * scene_game.c - the game screen as a scene: it owns the state
 * (game_scene.h), routes input, ticks and thinking time to its parts, and
 * opens the dialogs over the game.  The parts: the play (game_play.c),
 * the files (game_files.c), the review (game_review.c), the picture
 * (game_draw.c); the board itself (how the position is shown and
 * animated, how a move is picked) is the game family's BoardOps
 * (src/app/boards/).  None of them calls back into this file: a board
 * asks for a move through the callbacks set here, the dialogs act
 * through the GameControls handed to them.
 */
#include "scene_game.h"

#include "game_analysis.h"
#include "game_controls.h"
#include "game_draw.h"
#include "game_files.h"
#include "game_offer.h"
#include "game_play.h"
#include "game_puzzle.h"
#include "game_review.h"
#include "mode_online.h"
#include "mode_play.h"
#include "pos_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const GameControls sg_controls;
static void sg_restart(Scene *s, App *a);
static void sg_analyse(GameScene *g, App *a);

/* A banner appearing plays its sound. */
static void sg_sounds(GameScene *g, App *a)
{
    if (g->banner_sound >= 0 && a->now >= g->banner_at) {
        audio_play(a->audio, (SoundId)g->banner_sound, 0.8f);
        g->banner_sound = -1;
    }
}

static void sg_open_overlay(GameScene *g, App *a) { app_push(a, scene_overlay_create(a, &g->base, &sg_controls)); }
static void sg_ctl_offer_draw(Scene *s, App *a);
static void sg_ctl_resign(Scene *s, App *a);

/* A question over the game, when one was filled in. */
static void sg_show_card(GameScene *g, App *a, const AskCard *card)
{
    if (card->question != ASK_NONE)
        app_push(a, scene_ask_create(a, &g->base, &sg_controls, card->question, card->title, card->subtitle,
                                     tr(card->yes), tr(card->no)));
}

/* What the player did on the board: a move, the start option chosen, or
 * a pit or piece that cannot move, said in the header. */
static void sg_board_act(GameScene *g, App *a, const BoardAction *act)
{
    switch (act->kind) {
    case BOARD_MOVE:
        g->gmode->play(g, a, act->move);
        break;
    case BOARD_CHOICE:
        sg_choose_start(g, a, act->choice);
        break;
    case BOARD_REFUSED:
        sg_banner(g, a, tr(act->text), 0, act->secs);
        break;
    default:
        break;
    }
}

static int sg_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

/* The buttons that are the same in every mode; the rest are the mode's. */
static void sg_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_MENU:
        sg_open_overlay(g, a);
        break;
    case GB_FLIP:
        g->user_flip ^= 1;
        break;
    case GB_AGAIN:
        sg_restart(&g->base, a);
        break;
    case GB_ANALYSE:
        sg_analyse(g, a);
        break;
    case GB_DRAW:
        sg_ctl_offer_draw(&g->base, a);
        break;
    case GB_RESIGN:
        sg_ctl_resign(&g->base, a);
        break;
    default:
        g->gmode->button(g, a, b);
        break;
    }
}

/* The game over: the arrows and Tab go round the result's buttons (Play
 * again, Review, Take back, Menu, Flip), Enter presses one; 1 when used. */
static int sg_result_key(GameScene *g, App *a, const Input *in)
{
    GameButton order[GB_COUNT];
    int n = sg_buttons_shown(g, order), at = 0;
    if (n == 0)
        return 0;
    for (int k = 0; k < n; k++)
        if ((int)order[k] == g->button_focus)
            at = k;
    switch (in->key) {
    case SDLK_UP:
    case SDLK_LEFT:
        g->button_focus = order[(at + n - 1) % n];
        return 1;
    case SDLK_DOWN:
    case SDLK_RIGHT:
    case SDLK_TAB:
        g->button_focus = order[(at + ((in->key == SDLK_TAB && (in->mod & KMOD_SHIFT)) ? n - 1 : 1)) % n];
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        sg_button(g, a, order[at]);
        return 1;
    default:
        return 0;
    }
}

/* A pointer on the panel's buttons: which one it is over; a press. */
static int sg_buttons_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        g->button_hover = -1;
        for (int b = 0; b < GB_COUNT; b++)
            if (g->button_shown[b] && sg_in(g->button[b], in->x, in->y))
                g->button_hover = b;
    }
    if (in->kind != IN_DOWN || g->button_hover < 0)
        return 0;
    sg_button(g, a, g->button_hover);
    return 1;
}

/* The keys that are the same in every mode the mode left; the rest go to
 * the board. */
static void sg_key(GameScene *g, App *a, const Input *in)
{
    BoardView v = sg_view(g);
    BoardAction act = {BOARD_NOTHING, MOVE_NONE, 0, T_COUNT, 0};
    GameStatus over;
    if (sg_over(g, &over) && g->button_focus >= 0 && sg_result_key(g, a, in))
        return;
    switch (in->key) {
    case SDLK_ESCAPE:
    case SDLK_m:
        sg_open_overlay(g, a);
        break;
    case SDLK_f:
        g->user_flip ^= 1;
        break;
    case SDLK_d:
        sg_ctl_offer_draw(&g->base, a);
        break;
    default:
        g->board->ops->key(g->board, a, &v, in, &act);
        sg_board_act(g, a, &act);
        break;
    }
}

/* The buttons first, then the mode, then what every mode shares: the
 * menu's keys, a tap on the table, the board. */
static void sg_input(Scene *s, App *a, const Input *in)
{
    GameScene *g = (GameScene *)s;
    if (in->kind == IN_ALT) /* no second action on a game's board */
        return;
    if (sg_buttons_input(g, a, in) || g->gmode->input(g, a, in))
        return;
    if (in->kind == IN_KEY) {
        sg_key(g, a, in);
        return;
    }
    BoardView v = sg_view(g);
    BoardAction act = {BOARD_NOTHING, MOVE_NONE, 0, T_COUNT, 0};
    int on_board = g->board->ops->pointer(g->board, a, &v, in, &act);
    sg_board_act(g, a, &act);
    if (in->kind == IN_DOWN && !on_board && !sg_in(g->panel, in->x, in->y))
        sg_open_overlay(g, a); /* a tap on the table opens the menu */
}

static void sg_think(Scene *s, App *a, double budget)
{
    GameScene *g = (GameScene *)s;
    g->gmode->think(g, a, budget);
}

/* The one-line account --print-result shows. */
static void sg_report(GameScene *g, App *a)
{
    GameStatus st;
    char pos[GAME_TEXT_MAX];
    const Game *gm = match_game(g->match);
    gm->rules->format_pos(gm, match_pos(g->match), pos, sizeof pos);
    match_status(g->match, &st);
    char what[1500];
    g->gmode->report(g, a, what, sizeof what);
    snprintf(a->result, sizeof a->result, "%s pos %s", what, pos);
    /* Whether the computer's last move and the hint shown were proven. */
    size_t used = strlen(a->result);
    const StartChoice *choice = g->look->choice;
    if (choice && g->choosing)
        snprintf(a->result + used, sizeof a->result - used, " choosing %s", choice->report);
    else if (choice)
        snprintf(a->result + used, sizeof a->result - used, " %s %s", choice->report,
                 game_look_choice_name(g->look, g->opts.v[g->choice_option]));
    used = strlen(a->result);
    int side = pos_side(match_pos(g->match)), last = g->ai_proof[!side] >= 0 ? g->ai_proof[!side] : g->ai_proof[side];
    if (last >= 0)
        snprintf(a->result + used, sizeof a->result - used, " ai %s", last ? "proven" : "searched");
    used = strlen(a->result);
    if (g->hint_shown && g->gmode->kind != GM_REVIEW) /* the review's values are not a hint */
        snprintf(a->result + used, sizeof a->result - used, " hint %s", g->hint_proven ? "proven" : "estimated");
    /* The capture marks drawn: none while a move is shown. */
    char emptied[160] = "-";
    if (!sg_board_busy(g))
        g->board->ops->emptied(g->board, emptied, sizeof emptied);
    used = strlen(a->result);
    snprintf(a->result + used, sizeof a->result - used, " taken-marks %s", emptied);
    SDL_FRect b = g->board->ops->rect(g->board);
    snprintf(a->view, sizeof a->view, "notices %d over_board %d labels %d layout %s board %.0fx%.0f", g->notices_drawn,
             g->notices_over_board, g->labels_drawn, g->gl.compact ? "compact" : g->gl.below ? "below" : "side", b.w, b.h);
    /* The endgame table, once the game asked for one. */
    static const char *const table_state[] = {"none", "loading", "building", "ready", "failed"};
    TablesState ts = tables_state(a->tables, gm, NULL);
    used = strlen(a->result);
    if (ts != TABLES_NONE)
        snprintf(a->result + used, sizeof a->result - used, " tables %s %d", table_state[ts], tables_seeds(a->tables));
    /* The status line, which numbers the moves in a review. */
    char status[256];
    g->gmode->status(g, a, status, sizeof status);
    used = strlen(a->result);
    snprintf(a->result + used, sizeof a->result - used, " status [%s]", status);
    /* The explanation, where one was drawn. */
    used = strlen(a->result);
    if (g->note_text[0])
        snprintf(a->result + used, sizeof a->result - used, " note [%s]", g->note_text);
    /* The move list as it was last drawn, its numbers with it (last: the
     * position's fields read from the line's start stay together). */
    used = strlen(a->result);
    if (g->list_text[0] && g->gmode->kind == GM_PLAY)
        snprintf(a->result + used, sizeof a->result - used, " list [%s]", g->list_text);
}

static void sg_update(Scene *s, App *a, double dt)
{
    GameScene *g = (GameScene *)s;
    sg_report(g, a);
    BoardView v = sg_view(g);
    if (sg_board_busy(g))
        g->board->ops->advance(g->board, a, &v, dt);
    sg_sounds(g, a);
    if (sg_board_busy(g))
        return;
    if (g->gmode->flags & GM_MOVES) { /* a pass the player cannot avoid is theirs to play */
        BoardAction act = {BOARD_NOTHING, MOVE_NONE, 0, T_COUNT, 0};
        v = sg_view(g);
        g->board->ops->idle(g->board, a, &v, &act);
        sg_board_act(g, a, &act);
    }
    if (g->gmode->idle) {
        AskCard card = {ASK_NONE, "", "", T_COUNT, T_COUNT};
        g->gmode->idle(g, a, &card);
        sg_show_card(g, a, &card);
    }
}

static void sg_destroy(Scene *s)
{
    GameScene *g = (GameScene *)s;
    search_destroy(g->ai);
    search_destroy(g->hint);
    sg_review_free(g);
    sg_analysis_free(g);
    sg_puzzle_free(g);
    sg_offer_free(g);
    sg_online_free(g);
    if (g->board)
        g->board->ops->destroy(g->board);
    match_destroy(g->match);
    game_destroy(g->game);
    free(g);
}

/* Places a script may name: the board's ("C", "e5", "tray0.1") and the
 * panel's buttons by their job ("menu", "hint", "flip", "pause", "step",
 * "back", "next", "done", and over: "again", "review", "takeback"). */
static int sg_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    static const char *const buttons[GB_COUNT] = {"menu", "hint",   "flip",   "pause",    "step",   "back",
                                                  "next", "done",   "again",  "review",   "takeback", "analyse",
                                                  "solution", "retry", "nextpuzzle", "draw", "resign"};
    GameScene *g = (GameScene *)s;
    sg_layout(g, a);
    for (int b = 0; b < GB_COUNT; b++)
        if (strcmp(name, buttons[b]) == 0 && g->button_shown[b]) {
            *x = g->button[b].x + g->button[b].w / 2;
            *y = g->button[b].y + g->button[b].h / 2;
            return 1;
        }
    SDL_FPoint at;
    if (!g->board->ops->locate(g->board, name, &at))
        return 0;
    *x = at.x;
    *y = at.y;
    return 1;
}

static void sg_draw_scene(Scene *s, App *a, double alpha) { sg_draw((GameScene *)s, a, alpha); }

/* Closing the app: keep the game in progress to offer it back. */
static void sg_quit(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (g->gmode->flags & GM_STUDY) /* an analysis, a puzzle is not the game in progress */
        return;
    sg_review_leave(g); /* the whole game, not the position reviewed */
    sg_autosave(g, a);
}

static const SceneVt sg_vt = {sg_input, sg_update, sg_think, sg_draw_scene, sg_destroy, 0, sg_quit, sg_locate};

/* The scene of match m on game gm (which it takes, both freed on failure
 * too). */
static GameScene *sg_new(App *a, Game *gm, Match *m, PlayMode mode, char *err, size_t errlen)
{
    GameScene *g = calloc(1, sizeof *g);
    if (!g) {
        match_destroy(m);
        game_destroy(gm);
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        return NULL;
    }
    g->game = gm;
    g->base.vt = &sg_vt;
    g->rules = gm->rules;
    g->ai_proof[0] = g->ai_proof[1] = -1;
    g->opts = gm->opts;
    g->mode = mode;
    g->match = m;
    g->look = game_look(gm->rules);
    g->choice_option = game_choice_option(gm->rules);
    g->look->board(&g->opts, &g->flavour);
    g->board = board_create(&g->flavour);
    /* The smallest tables until each search first runs (sg_size_search):
     * no computer plays with two players, an analysis board has its own
     * search, and most games ask for no hint. */
    g->ai = search_create(gm, 0);
    g->hint = search_create(gm, 0);
    if (!g->board || !g->ai || !g->hint) {
        snprintf(err, errlen, "%s", tr(T_OOM_COMPUTER));
        sg_destroy(&g->base);
        return NULL;
    }
    sg_describe(g);
    g->button_hover = g->button_focus = -1;
    g->over_at = -1;
    g->banner_sound = -1;
    g->ai_nps = 2e6;
    g->remote_side = -1;
    g->gmode = g->home = &sg_mode_play;
    g->open_analysis = sg_analyse;
    sg_offer_reset(g);
    sg_board_sync(g);
    sg_want_table(g, a);
    return g;
}

/* The scene of a new game of rules and options o from start (NULL: the
 * game's start). */
static GameScene *sg_open(App *a, const GameRules *rules, const GameOptions *o, const Pos *start, PlayMode mode,
                          char *err, size_t errlen)
{
    Game *gm;
    Match *m;
    return sg_new_game(rules, o, start, &gm, &m, err, errlen) == 0 ? sg_new(a, gm, m, mode, err, errlen) : NULL;
}

Scene *scene_game_create(App *a, const GameRules *rules, const GameOptions *o, PlayMode mode, char *err, size_t errlen)
{
    GameScene *g = sg_open(a, rules, o, NULL, mode, err, errlen);
    return g ? &g->base : NULL;
}

Scene *scene_game_host(App *a, const GameRules *rules, const GameOptions *o, int side, const char *address, int port,
                       const char *code, char *err, size_t errlen)
{
    GameScene *g = sg_open(a, rules, o, NULL, MODE_HVH, err, errlen);
    if (g && sg_online_host(g, a, side, address, port, code, err, errlen) != 0) {
        sg_destroy(&g->base);
        g = NULL;
    }
    return g ? &g->base : NULL;
}

Scene *scene_game_join(App *a, NetSession *s, NetLink *k, const char *address, int port, const char *code, char *err,
                       size_t errlen)
{
    const Match *theirs = net_session_match(s);
    const Game *gm = match_game(theirs);
    GameScene *g = sg_open(a, gm->rules, &gm->opts, match_pos_at(theirs, 0), MODE_HVH, err, errlen);
    for (int i = 0; g && i < match_plies(theirs); i++)
        (void)match_play(g->match, match_move_at(theirs, i), NULL); /* the session checks they agree */
    if (!g) {
        net_session_destroy(s);
        net_link_close(k);
        return NULL;
    }
    sg_board_sync(g);
    if (sg_online_join(g, a, s, k, address, port, code, err, errlen) != 0) {
        sg_destroy(&g->base);
        return NULL;
    }
    return &g->base;
}

static void sg_restart(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    char err[256];
    Scene *fresh = scene_game_create(a, g->rules, &g->opts, g->mode, err, sizeof err);
    if (!fresh) {
        app_message(tr(T_CANNOT_START_NEW), err);
        return;
    }
    ((GameScene *)fresh)->user_flip = g->user_flip;
    scene_game_offer_choice(fresh, a);
    app_switch(a, fresh);
}

void scene_game_offer_choice(Scene *s, App *a) { sg_offer_choice((GameScene *)s, a); }


/* The game scene of a parsed record, its history replayed. */
static Scene *sg_from_record(App *a, const Record *rec, PlayMode mode, char *err, size_t errlen)
{
    Game *gm = game_create(rec->rules, &rec->opts, err, errlen);
    Match *m = gm ? record_match(gm, rec, err, errlen) : NULL;
    if (gm && !m)
        game_destroy(gm);
    GameScene *g = m ? sg_new(a, gm, m, mode, err, errlen) : NULL;
    if (!g)
        return NULL;
    g->paused = mode == MODE_CVC;
    sg_after_jump(g);
    return &g->base;
}

/* A record with variations (a saved analysis) opens on the analysis
 * board, at its start; NULL when the file has none or is not read so. */
static Scene *sg_load_analysis(App *a, const char *path)
{
    char *text = NULL, why[512];
    size_t len = 0;
    if (record_read_file(path, &text, &len, why, sizeof why) != 0)
        return NULL;
    Record *rec = malloc(sizeof *rec);
    VarTree *t = vartree_create();
    Scene *s = NULL;
    if (rec && t && record_read_tree(text, len, rec, t, why, sizeof why) == 0 && vartree_count(t) > rec->nmoves + 1) {
        Game *gm = game_create(rec->rules, &rec->opts, why, sizeof why);
        Pos *start = gm ? pos_new(gm) : NULL;
        if (start && (rec->start[0] ? game_parse_position(gm, rec->start, start, NULL, why, sizeof why) == 0
                                    : (gm->rules->start(gm, start), 1))) {
            s = scene_analysis_create(a, rec->rules, &rec->opts, start, NULL, 0, 0, t, why, sizeof why);
            t = NULL; /* taken, or freed on failure */
        }
        pos_free(start);
        game_destroy(gm);
    }
    vartree_destroy(t);
    free(rec);
    free(text);
    return s;
}

Scene *scene_game_load(App *a, const char *path, int mode, int level, char *err, size_t errlen)
{
    Scene *study = sg_load_analysis(a, path);
    if (study)
        return study;
    SavedPlayers who;
    RecordReport rep;
    Record *rec = sg_read_record(path, &who, &rep, err, errlen);
    if (!rec)
        return NULL;
    /* The level first: the new scene asks for an endgame table by it. */
    int was = a->settings.level;
    if (level < 0)
        level = who.level;
    if (level >= 0)
        a->settings.level = level;
    /* The players the command line names, else the record's, else (a
     * record that names none) those chosen in the menu. */
    PlayMode menu = a->settings.mode < MODE_COUNT ? (PlayMode)a->settings.mode : MODE_HVH; /* not online: a record */
    PlayMode players = mode >= 0 ? (PlayMode)mode : who.mode >= 0 ? (PlayMode)who.mode : menu;
    Scene *s = sg_from_record(a, rec, players, err, errlen);
    if (!s) {
        a->settings.level = was;
    } else if (rep.problem == RECORD_CUT) { /* what was read, and that the rest was not */
        GameScene *g = (GameScene *)s;
        sg_record_words(&rep, g->banner, sizeof g->banner);
        g->banner_at = a->now;
        g->banner_until = a->now + 6.0;
    }
    free(rec);
    return s;
}

Scene *scene_analysis_create(App *a, const GameRules *rules, const GameOptions *o, const Pos *start, const Move *moves,
                             int n, int at, VarTree *tree, char *err, size_t errlen)
{
    GameScene *g = sg_open(a, rules, o, start, MODE_HVH, err, errlen);
    if (!g) {
        vartree_destroy(tree);
        return NULL;
    }
    if (sg_analysis_start(g, a, moves, n, at, tree) != 0) { /* tree taken, freed */
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        sg_destroy(&g->base);
        return NULL;
    }
    return &g->base;
}

Scene *scene_puzzle_create(App *a, const GameRules *rules, const GameOptions *o, PuzzleSet *set, int game_index,
                           int band, char *err, size_t errlen)
{
    GameScene *g = sg_open(a, rules, o, NULL, MODE_HVC, err, errlen);
    if (!g) {
        puzzle_set_free(set);
        return NULL;
    }
    if (sg_puzzle_start(g, a, set, game_index, band) != 0) {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        sg_destroy(&g->base);
        return NULL;
    }
    return &g->base;
}

void scene_analysis_placed(Scene *s, int over_game, int flipped)
{
    GameScene *g = (GameScene *)s;
    sg_analysis_placed(g, over_game);
    g->user_flip = flipped;
}

/* The position shown (the review's, the analysis board's) in the position
 * editor, over this scene, which stays as it is. */
static void sg_setup(GameScene *g, App *a)
{
    Scene *s = a->screens->setup(a, g->rules, &g->opts, match_pos(g->match), 1);
    if (!s) {
        app_message(tr(T_CANNOT_START), tr(T_OUT_OF_MEMORY));
        return;
    }
    app_push(a, s);
}

/* The game, or the position the review shows, on an analysis board over
 * it: a copy, the game itself untouched underneath. */
static void sg_analyse(GameScene *g, App *a)
{
    if (!g->gmode->enabled(g, a, GB_ANALYSE))
        return;
    static Move moves[MATCH_MAX_PLIES];
    int n = match_line(g->match);
    for (int i = 0; i < n; i++)
        moves[i] = match_move_at(g->match, i);
    char err[256];
    Scene *s = scene_analysis_create(a, g->rules, &g->opts, match_pos_at(g->match, 0), moves, n,
                                     match_plies(g->match), NULL, err, sizeof err);
    if (!s) {
        app_message(tr(T_CANNOT_START), err);
        return;
    }
    GameScene *an = (GameScene *)s;
    sg_analysis_placed(an, 1);
    an->user_flip = g->user_flip;
    an->labels_drawn = g->labels_drawn; /* the same board: its cached picture serves */
    app_push(a, s);
}

/* A game against the computer from the position the analysis shows, the
 * player taking the side to move, at the level chosen. */
static void sg_play_from_here(GameScene *g, App *a)
{
    GameStatus st;
    if (sg_over(g, &st))
        return;
    char err[256];
    PlayMode mode = pos_side(match_pos(g->match)) == 0 ? MODE_HVC : MODE_CVH;
    GameScene *fresh = sg_open(a, g->rules, &g->opts, match_pos(g->match), mode, err, sizeof err);
    if (!fresh) {
        app_message(tr(T_CANNOT_START_NEW), err);
        return;
    }
    fresh->user_flip = g->user_flip;
    app_switch(a, &fresh->base);
}

/* ---- what the dialogs over the game may ask of it ---- */

static const char *sg_ctl_title(const Scene *s) { return ((const GameScene *)s)->title; }
static const char *sg_ctl_rules_name(const Scene *s) { return ((const GameScene *)s)->rules->name; }
static int sg_ctl_hints_left(const Scene *s, const App *a) { return sg_hints_left((const GameScene *)s, a); }
static void sg_ctl_hint(Scene *s, App *a) { sg_hint((GameScene *)s, a); }
/* Over the network, undo is a take-back the friend is asked for. */
static int sg_ctl_remote(const Scene *s) { return (((const GameScene *)s)->gmode->flags & GM_REMOTE) != 0; }
static void sg_ctl_undo(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (sg_ctl_remote(s))
        g->gmode->button(g, a, GB_TAKE_BACK);
    else
        sg_undo(g, a);
}
static void sg_ctl_redo(Scene *s, App *a)
{
    if (!sg_ctl_remote(s))
        sg_redo((GameScene *)s, a);
}
static int sg_ctl_can_undo(const Scene *s)
{
    const GameScene *g = (const GameScene *)s;
    return sg_ctl_remote(s) ? g->gmode->enabled(g, NULL, GB_TAKE_BACK) : match_plies(g->match) > 0;
}
static int sg_ctl_can_redo(const Scene *s) { return !sg_ctl_remote(s) && match_can_redo(((const GameScene *)s)->match); }
static void sg_ctl_save(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (g->gmode->save)
        g->gmode->save(g, a);
}
static void sg_ctl_level_changed(Scene *s, App *a) { sg_level_changed((GameScene *)s, a); }
static void sg_ctl_analyse(Scene *s, App *a) { sg_analyse((GameScene *)s, a); }
static int sg_ctl_analysing(const Scene *s) { return ((const GameScene *)s)->gmode->kind == GM_ANALYSIS; }
static void sg_ctl_promote(Scene *s, App *a) { sg_analysis_promote((GameScene *)s, a); }
static void sg_ctl_delete(Scene *s, App *a) { sg_analysis_delete((GameScene *)s, a); }
static void sg_ctl_copy(Scene *s, App *a) { sg_analysis_copy((GameScene *)s, a); }
static void sg_ctl_paste(Scene *s, App *a) { sg_analysis_paste((GameScene *)s, a); }
static void sg_ctl_play_here(Scene *s, App *a) { sg_play_from_here((GameScene *)s, a); }
static void sg_ctl_setup(Scene *s, App *a) { sg_setup((GameScene *)s, a); }
static int sg_ctl_moves_view(const Scene *s) { return sg_analysis_moves_view((const GameScene *)s); }
static void sg_ctl_toggle_moves(Scene *s, App *a)
{
    (void)a;
    sg_analysis_toggle_moves((GameScene *)s);
}
static int sg_ctl_puzzling(const Scene *s) { return ((const GameScene *)s)->gmode->kind == GM_PUZZLE; }
static int sg_ctl_puzzle_can(const Scene *s, int what)
{
    const GameScene *g = (const GameScene *)s;
    return sg_ctl_puzzling(s) && sg_puzzle_can(g, (PuzzleAction)what);
}
static void sg_ctl_puzzle_do(Scene *s, App *a, int what)
{
    GameScene *g = (GameScene *)s;
    if (!sg_ctl_puzzle_can(s, what))
        return;
    if (what == PZ_DO_ANALYSE)
        sg_analyse(g, a);
    else
        sg_puzzle_do(g, a, (PuzzleAction)what);
}
static void sg_ctl_flip(Scene *s, App *a)
{
    (void)a;
    ((GameScene *)s)->user_flip ^= 1;
}

static int sg_ctl_top_level(const Scene *s) { return level_top(match_game(((const GameScene *)s)->match)); }

static int sg_ctl_can_offer(const Scene *s) { return sg_can_offer((const GameScene *)s); }
static void sg_ctl_offer_draw(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    AskCard card = {ASK_NONE, "", "", T_COUNT, T_COUNT};
    if (g->gmode->offer_draw)
        g->gmode->offer_draw(g, a, &card);
    else
        sg_offer_draw(g, a, &card);
    sg_show_card(g, a, &card);
}
static void sg_ctl_resign(Scene *s, App *a)
{
    AskCard card;
    sg_ask_resign((GameScene *)s, a, &card);
    sg_show_card((GameScene *)s, a, &card);
}
static void sg_ctl_answer(Scene *s, App *a, int question, int yes)
{
    GameScene *g = (GameScene *)s;
    if (!g->gmode->answer || !g->gmode->answer(g, a, question, yes))
        sg_offer_answer(g, a, question, yes);
}

static const GameControls sg_controls = {
    .title = sg_ctl_title,
    .rules_name = sg_ctl_rules_name,
    .hints_left = sg_ctl_hints_left,
    .hint = sg_ctl_hint,
    .undo = sg_ctl_undo,
    .redo = sg_ctl_redo,
    .can_undo = sg_ctl_can_undo,
    .can_redo = sg_ctl_can_redo,
    .save = sg_ctl_save,
    .level_changed = sg_ctl_level_changed,
    .top_level = sg_ctl_top_level,
    .restart = sg_restart,
    .flip = sg_ctl_flip,
    .analyse = sg_ctl_analyse,
    .analysing = sg_ctl_analysing,
    .promote = sg_ctl_promote,
    .delete_here = sg_ctl_delete,
    .copy_pos = sg_ctl_copy,
    .paste_pos = sg_ctl_paste,
    .play_here = sg_ctl_play_here,
    .setup = sg_ctl_setup,
    .moves_view = sg_ctl_moves_view,
    .toggle_moves = sg_ctl_toggle_moves,
    .puzzling = sg_ctl_puzzling,
    .puzzle_can = sg_ctl_puzzle_can,
    .puzzle_do = sg_ctl_puzzle_do,
    .can_offer = sg_ctl_can_offer,
    .offer_draw = sg_ctl_offer_draw,
    .resign = sg_ctl_resign,
    .remote = sg_ctl_remote,
    .answer = sg_ctl_answer,
};
