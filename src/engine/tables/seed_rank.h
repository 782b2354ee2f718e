/*
 * seed_rank.h - numbering the ways seeds lie in a row of pits, for the
 * endgame tables: every position of at most max_seeds seeds over len pits
 * gets one index, those of k seeds after those of fewer, each count in the
 * combinatorial number system (lexicographic order of the first len-1
 * pits; the last takes what is left).
 */
#ifndef TABULA_SEED_RANK_H
#define TABULA_SEED_RANK_H

#include <stdint.h>

#include "endgame.h"

#define SEED_RANK_MAX_LEN 16

typedef struct SeedRank {
    int len, max_seeds;
    uint64_t offset[ENDGAME_MAX_SEEDS + 2]; /* first index of each seed count */
    /* below[n][r][c]: ranks of n pits holding r seeds whose first pit holds
     * fewer than c (the part of a rank one pit contributes). */
    uint64_t below[SEED_RANK_MAX_LEN][ENDGAME_MAX_SEEDS + 1][ENDGAME_MAX_SEEDS + 2];
} SeedRank;

/* Ways to put r seeds in n pits. */
uint64_t seed_ways(int n, int r);
/* 0, or -1 when len or max_seeds is out of range. */
int seed_rank_init(SeedRank *sr, int len, int max_seeds);
/* The index of a (k seeds, k <= max_seeds). */
uint64_t seed_rank(const SeedRank *sr, const uint8_t *a, int k);
/* The next position with a's seed count in index order; 0 after the last. */
int seed_next(uint8_t *a, int len);
static inline int seed_sum(const uint8_t *a, int from, int to)
{
    int s = 0;
    for (int i = from; i < to; i++)
        s += a[i];
    return s;
}

static inline uint64_t seed_rank_total(const SeedRank *sr) { return sr->offset[sr->max_seeds + 1]; }
/* The positions of exactly k seeds. */
static inline uint64_t seed_rank_count(const SeedRank *sr, int k) { return sr->offset[k + 1] - sr->offset[k]; }

#endif
