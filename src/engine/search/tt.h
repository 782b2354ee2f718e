/*
 * tt.h - the transposition table a Search owns: buckets of four packed
 * entries, each holding a lower and an upper bound, replaced by depth and
 * age.
 */
#ifndef TABULA_TT_H
#define TABULA_TT_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

/* An entry proven to the end of the game (exact search) has a depth of
 * TT_DEPTH_SOLVED plus the base-2 logarithm of the nodes its proof took:
 * the table keeps the costliest proofs when it must choose.  Depth-limited
 * entries stay below it. */
#define TT_DEPTH_SOLVED 128
static inline int tt_solved(int depth) { return depth >= TT_DEPTH_SOLVED; }

typedef struct {
    uint64_t key;
    int16_t lo, hi;  /* bounds on the value; -VALUE_INF / VALUE_INF for none */
    Move move;
    uint8_t depth;
    uint8_t age;
} TtEntry;

typedef struct Tt Tt;

/* A table of about `bytes` (whole buckets of 64 bytes, at least one);
 * NULL when out of memory. */
Tt *tt_create(size_t bytes);
void tt_destroy(Tt *t);
void tt_clear(Tt *t);
/* A new search begins: older entries become the first to be replaced. */
void tt_new_search(Tt *t);
/* Starts loading key's bucket into the cache (a probe of it follows soon). */
void tt_prefetch(const Tt *t, uint64_t key);
/* The entry for key, or NULL. */
const TtEntry *tt_probe(const Tt *t, uint64_t key);
/* Stores bounds lo..hi found at depth; an entry of the same key and depth
 * (or both proven) keeps whichever bounds are tighter. */
void tt_store(Tt *t, uint64_t key, int lo, int hi, Move move, int depth);

#endif
