/*
 * level.c - the computer's levels as search limits (search.h, "levels").
 *
 * What differs from game to game (a level's depth, its evaluation, its
 * contempt for draws, whether it proves) is the game's level_profile
 * (game.h); what is the same for every game lives here: the time of a
 * level that deepens for its time, the share of it a proof may take, which
 * levels search with the tables, and the hint.
 */
#include "search.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#define LEVEL_DEFAULT_MS 1000
/* A level that proves (the perfect level) spends at most this share of its
 * time on the proof, and deepens for the rest when none came. */
#define LEVEL_PROVE_SHARE 3
/* A hint that proves its values may take this many times the expert's time. */
#define LEVEL_HINT_PROVE_TIMES 3

static const char *const level_names[LEVEL_COUNT] = {"simple", "medium", "hard", "expert", "perfect"};

int level_from_name(const char *name)
{
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

const char *level_name(int level) { return level >= 0 && level < LEVEL_COUNT ? level_names[level] : "?"; }

int level_top(const Game *g) { return g->rules->solvable && g->rules->solvable(g) ? LEVEL_PERFECT : LEVEL_EXPERT; }

int level_top_for(const GameRules *r, const GameOptions *o)
{
    Game g = {r, *o, NULL}; /* solvable reads the options only (game.h) */
    return level_top(&g);
}

int level_in_game(const Game *g, int level) { return level > level_top(g) ? level_top(g) : level; }

int level_check(const Game *g, int level, char *err, size_t errlen)
{
    if (level <= level_top(g))
        return 0;
    snprintf(err, errlen, "%s has no %s level: the game is not solved at this size (%s is its strongest)",
             g->rules->name, level_name(level), level_name(level_top(g)));
    return -1;
}

int level_uses_tables(const Game *g, const Pos *p, int level)
{
    assert(level >= 0 && level < LEVEL_COUNT);
    LevelProfile lp;
    g->rules->level_profile(g, p, level_in_game(g, level), &lp);
    return lp.depth == 0 || lp.exact || lp.book;
}

void level_limits(const Game *g, const Pos *p, int level, int expert_ms, SearchLimits *out)
{
    assert(level >= 0 && level < LEVEL_COUNT);
    LevelProfile lp;
    g->rules->level_profile(g, p, level_in_game(g, level), &lp);
    int ms = expert_ms > 0 ? expert_ms : LEVEL_DEFAULT_MS;
    memset(out, 0, sizeof *out);
    out->evaluate = lp.evaluate;
    out->contempt = lp.contempt;
    out->unit = lp.unit;
    out->reduce = lp.reduce;
    out->decisive = lp.decisive;
    out->book = lp.book;
    if (lp.exact) {
        out->exact = 1;
        out->time_ms = ms;
        out->prove_ms = ms / LEVEL_PROVE_SHARE > 0 ? ms / LEVEL_PROVE_SHARE : 1;
    } else if (lp.depth > 0) {
        out->depth = lp.depth;
    } else {
        out->time_ms = ms;
    }
}

void hint_limits(const Game *g, const Pos *p, int expert_ms, SearchLimits *out)
{
    level_limits(g, p, LEVEL_EXPERT, expert_ms, out);
    if (g->rules->solvable && g->rules->solvable(g)) {
        /* A proof counts in the game's unit, its horizons judged by the
         * game's evaluate. */
        out->exact = 1;
        out->time_ms *= LEVEL_HINT_PROVE_TIMES;
        out->evaluate = NULL;
        out->unit = 0;
        out->decisive = 0;
    }
    out->analyze = 1;
    out->contempt = 0;
}
