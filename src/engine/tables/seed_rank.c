/*
 * seed_rank.c - numbering seed positions (seed_rank.h).
 */
#include "seed_rank.h"

#include <string.h>

uint64_t seed_ways(int n, int r)
{
    if (n == 0)
        return r == 0;
    uint64_t w = 1; /* C(r + n - 1, n - 1), exactly, step by step */
    for (int i = 1; i < n; i++)
        w = w * (uint64_t)(r + i) / (uint64_t)i;
    return w;
}

int seed_rank_init(SeedRank *sr, int len, int max_seeds)
{
    if (len < 1 || len > SEED_RANK_MAX_LEN || max_seeds < 0 || max_seeds > ENDGAME_MAX_SEEDS)
        return -1;
    memset(sr, 0, sizeof *sr);
    sr->len = len;
    sr->max_seeds = max_seeds;
    for (int k = 1; k <= max_seeds + 1; k++)
        sr->offset[k] = sr->offset[k - 1] + seed_ways(len, k - 1);
    for (int n = 0; n < len; n++)
        for (int r = 0; r <= max_seeds; r++)
            for (int c = 1; c <= r + 1; c++)
                sr->below[n][r][c] = sr->below[n][r][c - 1] + seed_ways(n, r - (c - 1));
    return 0;
}

uint64_t seed_rank(const SeedRank *sr, const uint8_t *a, int k)
{
    uint64_t r = sr->offset[k];
    int rem = k;
    for (int i = 0; i < sr->len - 1; i++) {
        r += sr->below[sr->len - 1 - i][rem][a[i]];
        rem -= a[i];
    }
    return r;
}

int seed_next(uint8_t *a, int len)
{
    /* Raise the rightmost pit that can take one more from what the pits
     * after it hold, and empty those. */
    int rest = a[len - 1];
    for (int i = len - 2; i >= 0; i--) {
        if (rest > 0) {
            a[i]++;
            rest--;
            memset(a + i + 1, 0, (size_t)(len - 1 - i - 1));
            a[len - 1] = (uint8_t)rest;
            return 1;
        }
        rest += a[i];
    }
    return 0;
}
