/*
 * endgame.c - the game-agnostic face of endgame tables (endgame.h): each
 * game's own table behind its EndgameOps.
 */
#define _POSIX_C_SOURCE 200809L
#include "endgame_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

Endgame *endgame_create(const Game *g, int max_seeds, char *err, size_t errlen)
{
    const EndgameOps *ops = g->rules->endgame;
    if (!ops) {
        snprintf(err, errlen, "%s has no endgame tables", g->rules->title);
        return NULL;
    }
    if (max_seeds < 0 || max_seeds > ENDGAME_MAX_SEEDS) {
        snprintf(err, errlen, "endgame tables hold 0..%d seeds", ENDGAME_MAX_SEEDS);
        return NULL;
    }
    Endgame *e = calloc(1, sizeof *e);
    if (e)
        e->t = ops->create(g, max_seeds);
    if (!e || !e->t) {
        free(e);
        snprintf(err, errlen, "out of memory for an endgame table of %d seeds", max_seeds);
        return NULL;
    }
    e->ops = ops;
    e->max_seeds = max_seeds;
    return e;
}

void endgame_destroy(Endgame *e)
{
    if (!e)
        return;
    e->ops->destroy(e->t);
    if (e->map)
        munmap(e->map, e->map_len);
    free(e);
}

int endgame_build(Endgame *e, uint64_t work)
{
    if (e->complete)
        return 1;
    int r = e->ops->build(e->t, work);
    e->complete = r > 0;
    return r;
}

double endgame_progress(const Endgame *e) { return e->complete ? 1.0 : e->ops->progress(e->t); }
int endgame_max_seeds(const Endgame *e) { return e->max_seeds; }
size_t endgame_bytes(const Endgame *e) { return e->ops->bytes(e->t); }

int endgame_probe(const Endgame *e, const Pos *p, int *lo, int *hi)
{
    int8_t buf[2];
    const int8_t *at = endgame_locate(e, p, buf);
    if (at)
        e->ops->bounds_at(p, at, lo, hi);
    return at != NULL;
}

const int8_t *endgame_locate(const Endgame *e, const Pos *p, int8_t buf[2])
{
    return e && e->complete ? e->ops->locate(e->t, p, buf) : NULL;
}

int endgame_coded(const Endgame *e) { return e && e->coded; }

int endgame_may_hold(const Endgame *e, const Pos *p)
{
    return e && e->complete && (!e->ops->board_seeds || e->ops->board_seeds(p) <= e->max_seeds);
}

void endgame_prefetch(const int8_t *where)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(where);
#else
    (void)where;
#endif
}

void endgame_bounds_at(const Endgame *e, const Pos *p, const int8_t *where, int *lo, int *hi)
{
    e->ops->bounds_at(p, where, lo, hi);
}

int endgame_seeds_within(const Game *g, size_t bytes)
{
    const EndgameOps *ops = g->rules->endgame;
    int n = 0;
    while (ops && n < ENDGAME_MAX_SEEDS && ops->bytes_for(g, n + 1) <= bytes)
        n++;
    return n;
}
