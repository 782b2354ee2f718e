/*
 * level.c - the computer's levels as search limits (search.h, "levels").
 *
 * What differs from game to game (a level's depth, its evaluation, its
 * contempt for draws, whether it proves) is the game's level_profile
 * (game.h); what is the same for every game lives here: the time of a
 * level that deepens for its time, the share of it a proof may take, and
 * the hint.
 */
#include "search.h"

#include <assert.h>
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

void level_limits(const Game *g, const Pos *p, int level, int expert_ms, SearchLimits *out)
{
    assert(level >= 0 && level < LEVEL_COUNT);
    LevelProfile lp;
    g->rules->level_profile(g, p, level, &lp);
    int ms = expert_ms > 0 ? expert_ms : LEVEL_DEFAULT_MS;
    memset(out, 0, sizeof *out);
    out->evaluate = lp.evaluate;
    out->contempt = lp.contempt;
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
        out->exact = 1;
        out->time_ms *= LEVEL_HINT_PROVE_TIMES;
    }
    out->analyze = 1;
    out->contempt = 0;
}
