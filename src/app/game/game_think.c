/*
 * game_think.c - the game screen's searches run in bounded slices of the
 * frame's thinking time, whoever runs them (the computer, the hint, the
 * weighing of a draw offer, the review, the analysis, a puzzle), and the
 * endgame table and book each is given by its level.
 */
#include "game_think.h"

#define GAME_MIN_THINK_S 0.6

/* Simple and medium see a few plies (a few thousand nodes a move), hard
 * some more; the table is cleared when made, so a small one also costs
 * less time and memory at every new game. */
size_t sg_ai_tt_bytes(int level)
{
    switch (level) {
    case LEVEL_SIMPLE: return 1u << 20;
    case LEVEL_MEDIUM: return 2u << 20;
    case LEVEL_HARD: return 8u << 20;
    default: return GAME_TT_BYTES;
    }
}

int sg_size_search(GameScene *g, Search **s, size_t *have, const Endgame **cur, size_t bytes)
{
    if (*have == bytes)
        return 0;
    Search *made = search_create(match_game(g->match), bytes);
    if (!made)
        return -1;
    search_destroy(*s);
    *s = made;
    *have = bytes;
    *cur = NULL;
    return 0;
}

void sg_stop_searches(GameScene *g)
{
    if (g->ai_active)
        search_stop(g->ai);
    if (g->hint_active)
        search_stop(g->hint);
    g->ai_active = g->ai_ready = 0;
    g->hint_active = 0;
}

void sg_attach_table(GameScene *g, App *a, Search *s, const Endgame **cur, int level)
{
    const Game *gm = match_game(g->match);
    const Endgame *e = level_uses_tables(gm, match_pos(g->match), level) ? tables_want(a->tables, gm) : NULL;
    if (e != *cur) { /* values found with and without it need not agree */
        search_clear(s);
        search_set_endgame(s, e);
        *cur = e;
    }
    search_set_book(s, tables_book(a->tables, match_game(g->match)));
}

/* The time is spent in steps of about a millisecond, each sized by the
 * recent speed, with the clock read between them: the speed changes from
 * one moment to the next (the renderer's threads share the cores), and a
 * frame must not overrun by more than one step. */
int sg_slices(GameScene *g, App *a, double budget_s, SearchState (*step)(void *ctx, uint64_t nodes, uint64_t *done),
              void *ctx)
{
    double freq = (double)SDL_GetPerformanceFrequency();
    Uint64 start = SDL_GetPerformanceCounter(), now = start;
    SearchState st = SEARCH_RUNNING;
    for (;;) {
        double left = budget_s - (double)(now - start) / freq;
        if (left <= 0)
            break;
        uint64_t nodes = (uint64_t)(g->ai_nps * (left < 0.001 ? left : 0.001));
        if (nodes < 256)
            nodes = 256;
        uint64_t done = 0;
        st = step(ctx, nodes, &done);
        Uint64 after = SDL_GetPerformanceCounter();
        double dt = (double)(after - now) / freq;
        if (dt > 0.0002 && done > 0) /* a running average steadies the steps */
            g->ai_nps = g->ai_nps * 0.7 + 0.3 * ((double)done / dt);
        a->ai_nodes += done;
        a->ai_seconds += dt;
        now = after;
        if (st == SEARCH_DONE)
            break;
    }
    return st == SEARCH_DONE;
}

static SearchState sg_search_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    Search *s = ctx;
    uint64_t before = search_result(s)->nodes;
    SearchState st = search_step(s, nodes);
    *done = search_result(s)->nodes - before;
    return st;
}

int sg_slice(GameScene *g, App *a, Search *s, double budget_s) { return sg_slices(g, a, budget_s, sg_search_step, s); }

int sg_ai_due(const GameScene *g, const App *a)
{
    double wait = a->settings.speed == SPEED_INSTANT ? 0 : GAME_MIN_THINK_S;
    return g->ai_ready && match_plies(g->match) == g->ai_ply && a->now - g->ai_started >= wait;
}
