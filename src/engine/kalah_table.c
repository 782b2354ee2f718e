/*
 * kalah_table.c - Kalah endgame tables (kalah_table.h).
 *
 * A position is seen from the side to move: its own pits first, then the
 * opponent's, each row in sowing order, so pit j is opposite pit 2P-1-j.
 * What is still to win depends only on these pits (the stores are already
 * decided), so the table keeps, per position, the final margin the board
 * seeds still bring the mover under perfect play: -k..k for k seeds.
 *
 * Seeds on the board never increase.  A move that leaves their number
 * unchanged puts no seed in a store, so all its seeds stay in the mover's
 * row, each nearer the mover's store: the sum over all seeds of their
 * distance to their own row's store strictly falls.  The moves that keep
 * the count therefore form no cycle, and a depth-first walk that first
 * settles every unknown successor of equal count settles each position
 * from settled ones.  Counts are built upwards, so successors with fewer
 * seeds are always known.  The walk keeps its stack between calls, which
 * is what makes the build resumable.
 *
 * Positions of k seeds over L = 2P pits are ranked in the combinatorial
 * number system (lexicographic order of the first L-1 counts).
 */
#include "kalah_table.h"

#include <stdlib.h>
#include <string.h>

#define KT_MAX_L 16
#define KT_UNKNOWN INT8_MIN
#define KT_STACK 1024 /* > the longest chain of count-keeping moves (k * 2P) */

struct KalahTable {
    int npits, len, empty_capture, max_seeds;
    uint64_t offset[ENDGAME_MAX_SEEDS + 2]; /* first index of each seed count */
    /* below[n][r][c]: ranks of n pits holding r seeds whose first pit holds
     * fewer than c (the part of a rank one pit contributes). */
    uint32_t below[KT_MAX_L][ENDGAME_MAX_SEEDS + 1][ENDGAME_MAX_SEEDS + 2];
    int8_t *v;
    /* The resumable walk. */
    int level;
    uint64_t cursor;                     /* next rank of the level to visit */
    uint8_t cur[KT_MAX_L];               /* its position */
    int sp;
    uint8_t stack[KT_STACK][KT_MAX_L];
};

/* Ways to put r seeds in n pits. */
static uint64_t kt_ways(int n, int r)
{
    if (n == 0)
        return r == 0;
    uint64_t w = 1; /* C(r + n - 1, n - 1), exactly, step by step */
    for (int i = 1; i < n; i++)
        w = w * (uint64_t)(r + i) / (uint64_t)i;
    return w;
}

size_t kalah_table_entries(int npits, int max_seeds)
{
    /* Up to k seeds over L pits: the ways to put exactly k over L + 1. */
    return (size_t)kt_ways(2 * npits + 1, max_seeds);
}

static uint64_t kt_rank(const KalahTable *t, const uint8_t *a, int k)
{
    uint64_t r = 0;
    int rem = k;
    for (int i = 0; i < t->len - 1; i++) {
        r += t->below[t->len - 1 - i][rem][a[i]];
        rem -= a[i];
    }
    return r;
}

static int kt_sum(const uint8_t *a, int from, int to)
{
    int s = 0;
    for (int i = from; i < to; i++)
        s += a[i];
    return s;
}

KalahTable *kalah_table_create(int npits, int empty_capture, int max_seeds)
{
    if (npits < 1 || 2 * npits > KT_MAX_L || max_seeds < 0 || max_seeds > ENDGAME_MAX_SEEDS)
        return NULL;
    KalahTable *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->npits = npits;
    t->len = 2 * npits;
    t->empty_capture = empty_capture;
    t->max_seeds = max_seeds;
    for (int k = 0; k <= max_seeds + 1; k++)
        t->offset[k] = k ? t->offset[k - 1] + kt_ways(t->len, k - 1) : 0;
    for (int n = 0; n < t->len; n++)
        for (int r = 0; r <= max_seeds; r++)
            for (int c = 1; c <= r + 1; c++)
                t->below[n][r][c] = t->below[n][r][c - 1] + (uint32_t)kt_ways(n, r - (c - 1));
    t->v = malloc(t->offset[max_seeds + 1]);
    if (!t->v) {
        free(t);
        return NULL;
    }
    memset(t->v, KT_UNKNOWN, t->offset[max_seeds + 1]);
    t->cur[t->len - 1] = 0; /* level 0: the empty board */
    return t;
}

void kalah_table_destroy(KalahTable *t)
{
    if (!t)
        return;
    free(t->v);
    free(t);
}

size_t kalah_table_bytes(const KalahTable *t) { return t->offset[t->max_seeds + 1]; }
int kalah_table_npits(const KalahTable *t) { return t->npits; }

double kalah_table_progress(const KalahTable *t)
{
    if (t->level > t->max_seeds)
        return 1.0;
    return (double)(t->offset[t->level] + t->cursor) / (double)t->offset[t->max_seeds + 1];
}

/* Plays the mover's pit m of a: the seeds the mover banks minus the
 * opponent's (captures, and the sweep when the game ends) in *gain, the
 * position after it in `out` seen from whoever moves next.  Returns 0 when
 * the game ended, 1 when the turn passes, 2 for an extra turn. */
static int kt_play(const KalahTable *t, const uint8_t *a, int m, uint8_t *out, int *gain)
{
    int n = t->npits, cycle = 2 * n + 1;
    uint8_t b[KT_MAX_L];
    memcpy(b, a, (size_t)t->len);
    int seeds = b[m], c = m, g = 0;
    b[m] = 0;
    for (int s = 0; s < seeds; s++) {
        c = c + 1 == cycle ? 0 : c + 1;
        if (c == n)
            g++;
        else
            b[c < n ? c : c - 1]++;
    }
    int again = c == n;
    if (c < n && b[c] == 1 && (b[2 * n - 1 - c] || t->empty_capture)) {
        g += b[2 * n - 1 - c] + 1;
        b[2 * n - 1 - c] = 0;
        b[c] = 0;
    }
    int own = kt_sum(b, 0, n), opp = kt_sum(b, n, 2 * n);
    if (own == 0 || opp == 0) {
        *gain = g + own - opp;
        return 0;
    }
    *gain = g;
    if (again) {
        memcpy(out, b, (size_t)t->len);
        return 2;
    }
    memcpy(out, b + n, (size_t)n);
    memcpy(out + n, b, (size_t)n);
    return 1;
}

static int8_t *kt_slot(KalahTable *t, const uint8_t *a, int k) { return &t->v[t->offset[k] + kt_rank(t, a, k)]; }

/* Settles a (k seeds) from its successors; 0 when one of equal count is
 * still unknown (pushed onto the stack instead). */
static int kt_settle(KalahTable *t, const uint8_t *a, int k)
{
    int n = t->npits, own = kt_sum(a, 0, n);
    if (own == 0 || own == k) { /* a finished game: each side keeps its row */
        *kt_slot(t, a, k) = (int8_t)(2 * own - k);
        return 1;
    }
    int best = -128;
    for (int m = 0; m < n; m++) {
        if (!a[m])
            continue;
        uint8_t child[KT_MAX_L];
        int gain, kind = kt_play(t, a, m, child, &gain), v = gain;
        if (kind) {
            int ck = kt_sum(child, 0, t->len);
            int8_t cv = *kt_slot(t, child, ck);
            if (cv == KT_UNKNOWN) {
                memcpy(t->stack[t->sp++], child, (size_t)t->len);
                return 0;
            }
            v += kind == 2 ? cv : -cv;
        }
        if (v > best)
            best = v;
    }
    *kt_slot(t, a, k) = (int8_t)best;
    return 1;
}

/* The next position with a's seed count in rank order; 0 after the last. */
static int kt_next(uint8_t *a, int len)
{
    /* The counts of a are lexicographic on the first len-1 pits, the last
     * takes what is left: raise the rightmost pit that can take one more
     * from what the pits after it hold, and empty those. */
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

int kalah_table_build(KalahTable *t, uint64_t work)
{
    while (t->level <= t->max_seeds) {
        int k = t->level;
        if (t->sp > 0) {
            if (work == 0)
                return 0;
            work--;
            if (kt_settle(t, t->stack[t->sp - 1], k))
                t->sp--; /* settled; otherwise what it waits for is now on top */
            continue;
        }
        if (t->cursor == t->offset[k + 1] - t->offset[k]) {
            /* Level done: the next starts at all seeds in the last pit. */
            t->level++;
            t->cursor = 0;
            memset(t->cur, 0, sizeof t->cur);
            t->cur[t->len - 1] = (uint8_t)t->level;
            continue;
        }
        if (t->v[t->offset[k] + t->cursor] == KT_UNKNOWN) {
            if (work == 0)
                return 0;
            memcpy(t->stack[t->sp++], t->cur, (size_t)t->len);
            continue; /* the stack settles it (and what it needs) first */
        }
        t->cursor++;
        kt_next(t->cur, t->len);
    }
    return 1;
}

int kalah_table_value(const KalahTable *t, const uint8_t *a, int *value)
{
    int k = kt_sum(a, 0, t->len);
    if (k > t->max_seeds || t->level <= t->max_seeds)
        return 0;
    *value = t->v[t->offset[k] + kt_rank(t, a, k)];
    return 1;
}
