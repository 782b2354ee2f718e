/*
 * game_play.c - the play of the game scene: a move played (a player's
 * pick or the computer's), the computer's search and the hint run in
 * bounded slices across frames, the level changed in the middle of a
 * game, taking moves back and playing them again, and the option the
 * first side chooses at the start (Khan's orientation).
 *
 * The computer starts thinking as soon as the position is its own, even
 * while the previous move is still being animated; its move is played
 * once the animation is over and it has "thought" for at least a moment,
 * so its moves can be followed.
 */
#include "game_play.h"

#include "game_offer.h"
#include "game_think.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void sg_clear_hint(GameScene *g)
{
    g->hint_shown = 0;
    sg_board_hint(g, NULL);
}

void sg_play(GameScene *g, App *a, Move mv)
{
    sg_board_finish(g);
    int mover = pos_side(match_pos(g->match));
    if (match_play(g->match, mv, &g->ev) != 0)
        return;
    sg_clear_hint(g);
    sg_stop_searches(g);
    sg_board_played(g, a, mv, mover);
}

/* The table loads or builds while the player thinks, not from the
 * computer's first move or the first hint: it takes a minute to build. */
void sg_want_table(GameScene *g, App *a)
{
    int computer_wants =
        g->mode != MODE_HVH && level_uses_tables(match_game(g->match), match_pos(g->match), a->settings.level);
    if (computer_wants || a->settings.hints_per_game > 0)
        (void)tables_want(a->tables, match_game(g->match));
}

static void sg_begin_ai(GameScene *g, App *a)
{
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    level_limits(gm, match_pos(g->match), a->settings.level, a->settings.expert_ms, &lim);
    if (a->cfg.seed) /* a different order at every ply, the same game for the same seed */
        lim.seed = a->cfg.seed * 0x100000001B3u + (uint64_t)match_plies(g->match) + 1;
    /* Out of memory for the level's table: the search keeps the one it has. */
    (void)sg_size_search(g, &g->ai, &g->ai_tt, &g->ai_table, sg_ai_tt_bytes(sg_level(g, a)));
    sg_attach_table(g, a, g->ai, &g->ai_table, sg_level(g, a));
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(g->ai, match_pos(g->match), hist, nh, &lim);
    g->ai_active = 1;
    g->ai_ready = 0;
    g->ai_ply = match_plies(g->match);
    g->ai_started = a->now;
    g->ai_nodes_seen = 0;
}

/* The start option a computer takes (Khan: Rouge's home edge): each
 * value's opening played out and searched (search_opening_value, a few
 * milliseconds each), the best. */
static int sg_choice_by_search(const GameScene *g)
{
    const OptionDesc *d = &g->rules->options[g->choice_option];
    int best = d->def, best_v = -VALUE_WIN - 1;
    for (int o = d->min; o <= d->max; o++) {
        GameOptions opts = g->opts;
        opts.v[g->choice_option] = o;
        char err[128];
        Game *gm = game_create(g->rules, &opts, err, sizeof err);
        int v = -VALUE_WIN;
        if (gm && search_opening_value(gm, 12, 4, &v) != 0)
            v = -VALUE_WIN;
        game_destroy(gm);
        if (v > best_v) {
            best_v = v;
            best = o;
        }
    }
    return best;
}

void sg_offer_choice(GameScene *g, App *a)
{
    if (g->choice_option < 0 || match_plies(g->match) > 0)
        return;
    /* The computer chooses before the first frame is drawn, so the board
     * is drawn once in its orientation rather than turned a few frames
     * in, which costs a frame the whole table drawn again. */
    if (sg_is_computer(g, 0)) {
        sg_choose_start(g, a, sg_choice_by_search(g));
        return;
    }
    g->choosing = 1;
    sg_describe(g);
}

void sg_hint(GameScene *g, App *a)
{
    if (g->choosing) { /* the player's own choice, but not a move a hint can weigh */
        sg_banner(g, a, tr(g->look->choice->no_hint), 0, 2.0);
        return;
    }
    if (!sg_human_turn(g)) {
        sg_banner(g, a, tr(T_HINTS_OWN_TURN), 0, 1.5);
        return;
    }
    if (g->hint_active || g->hint_shown)
        return;
    if (sg_hints_left(g, a) <= 0) {
        sg_banner(g, a, tr(T_NO_HINTS_LEFT), 0, 1.5);
        return;
    }
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    hint_limits(gm, match_pos(g->match), a->settings.expert_ms, &lim);
    (void)sg_size_search(g, &g->hint, &g->hint_tt, &g->hint_table, GAME_HINT_TT_BYTES);
    sg_attach_table(g, a, g->hint, &g->hint_table, LEVEL_EXPERT);
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(g->hint, match_pos(g->match), hist, nh, &lim);
    g->hint_active = 1;
    g->hint_ply = match_plies(g->match);
    g->hints_used++;
}

void sg_level_changed(GameScene *g, App *a)
{
    sg_want_table(g, a);
    g->ai_proof[0] = g->ai_proof[1] = -1;
    /* A search in progress starts again at the new level. */
    if (g->ai_active || g->ai_ready) {
        search_stop(g->ai);
        g->ai_active = g->ai_ready = 0;
    }
}

void sg_choose_start(GameScene *g, App *a, int v)
{
    GameOptions opts = g->opts;
    opts.v[g->choice_option] = v;
    char err[256];
    Game *game;
    Match *m;
    if (sg_new_game(g->rules, &opts, NULL, &game, &m, err, sizeof err) != 0) {
        app_message(tr(T_CANNOT_START), err);
        return;
    }
    Search *ai = search_create(game, 0); /* each sized when it first runs */
    Search *hint = ai ? search_create(game, 0) : NULL;
    if (!hint) {
        search_destroy(ai);
        match_destroy(m);
        app_message(tr(T_CANNOT_START), tr(T_OOM_COMPUTER));
        game_destroy(game);
        return;
    }
    sg_stop_searches(g);
    search_destroy(g->ai);
    search_destroy(g->hint);
    match_destroy(g->match);
    game_destroy(g->game);
    g->game = game;
    g->match = m;
    g->ai = ai;
    g->ai_table = g->hint_table = NULL;
    g->ai_tt = g->hint_tt = 0;
    g->hint = hint;
    g->opts = opts;
    g->choosing = 0;
    sg_describe(g);
    g->board->ops->layout(g->board, a, g->board_area, sg_flipped(g, a));
    sg_board_sync(g);
    char msg[96];
    snprintf(msg, sizeof msg, tr(g->look->choice->chosen), game_look_choice_name(g->look, v));
    sg_banner(g, a, msg, 0, 1.6);
}

void sg_play_think(GameScene *g, App *a, double budget, int on_top)
{
    GameStatus st;
    if (sg_over(g, &st))
        return;
    if (g->choosing)
        return;
    int side = pos_side(match_pos(g->match)), weighing = sg_offer_weighing(g);
    if (sg_is_computer(g, side) && !(g->paused && !g->step_once)) {
        if (!g->ai_active && !g->ai_ready)
            sg_begin_ai(g, a);
        if (g->ai_active && sg_slice(g, a, g->ai, budget * (g->hint_active || weighing ? 0.5 : 1.0))) {
            const SearchResult *r = search_result(g->ai);
            g->ai_active = 0;
            g->ai_ready = 1;
            g->ai_move = r->move;
            g->ai_proof[side] = r->exact;
        }
    }
    /* Only a search runs: the loop may draw fewer frames. */
    a->calm = (g->ai_active || g->hint_active || weighing) && !sg_board_busy(g) && a->now >= g->banner_until && on_top;
    if (g->hint_active && sg_slice(g, a, g->hint, budget * 0.5)) {
        const SearchResult *r = search_result(g->hint);
        g->hint_active = 0;
        sg_show_hint(g, r);
    }
}

void sg_show_hint(GameScene *g, const SearchResult *r)
{
    g->hint_shown = 1;
    g->hint_proven = 1;
    for (int i = 0; i < r->nroot; i++)
        g->hint_proven &= r->root_exact[i];
    g->hint_lo = r->lo;
    g->hint_hi = r->hi;
    sg_board_hint(g, r);
}

void sg_play_due(GameScene *g, App *a)
{
    if (sg_ai_due(g, a)) {
        g->ai_ready = 0;
        g->step_once = 0;
        sg_play(g, a, g->ai_move);
    }
}

/* After undo, redo or a load: no animation, no search, no stale hint. */
void sg_after_jump(GameScene *g)
{
    sg_stop_searches(g);
    g->ai_proof[0] = g->ai_proof[1] = -1;
    g->hint_shown = 0;
    sg_board_hint(g, NULL);
    g->button_focus = -1;
    g->over_at = -1;
    g->banner_sound = -1;
    GameStatus st;
    match_status(g->match, &st);
    g->end_sounded = st.over; /* a finished game loaded or redone is not announced again */
    sg_offer_reset(g);
    sg_board_sync(g);
}

static int sg_versus_computer(const GameScene *g) { return g->mode == MODE_HVC || g->mode == MODE_CVH; }

void sg_undo(GameScene *g, App *a)
{
    /* A draw agreed or a resignation is taken back first; against the
     * computer, back to the person's last decision, as after a move: the
     * computer would resign its lost position again at once. */
    int withdrawn = match_withdraw_end(g->match) == 0;
    if (withdrawn && (match_plies(g->match) == 0 ||
                      !(sg_versus_computer(g) && sg_is_computer(g, pos_side(match_pos(g->match)))))) {
        sg_after_jump(g);
        return;
    }
    if (match_plies(g->match) == 0) {
        sg_banner(g, a, tr(T_NOTHING_TO_UNDO), 0, 1.2);
        return;
    }
    /* Against the computer, back to the human's last decision: the
     * computer's replies and every extra-turn move in between go too. */
    match_undo(g->match);
    while (sg_versus_computer(g) && match_plies(g->match) > 0 &&
           sg_is_computer(g, pos_side(match_pos(g->match))))
        match_undo(g->match);
    if (g->mode == MODE_CVC)
        g->paused = 1;
    sg_after_jump(g);
}

void sg_redo(GameScene *g, App *a)
{
    if (!match_can_redo(g->match)) {
        sg_banner(g, a, tr(T_NOTHING_TO_REDO), 0, 1.2);
        return;
    }
    match_redo(g->match, NULL);
    while (sg_versus_computer(g) && match_can_redo(g->match) && sg_is_computer(g, pos_side(match_pos(g->match))))
        match_redo(g->match, NULL);
    sg_after_jump(g);
}
