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
 * Positions are numbered by seed_rank.h.
 */
#include "kalah_table.h"

#include <stdlib.h>
#include <string.h>

#include "large_alloc.h"
#include "seed_rank.h"

#define KT_MAX_L SEED_RANK_MAX_LEN
#define KT_UNKNOWN INT8_MIN
#define KT_STACK 1024 /* > the longest chain of count-keeping moves (k * 2P) */

struct KalahTable {
    int npits, len, empty_capture, max_seeds;
    SeedRank rank;
    int8_t *v;
    int borrowed; /* v belongs to the caller (kalah_table_reading) */
    /* The resumable walk. */
    int level;
    uint64_t cursor;                     /* next rank of the level to visit */
    uint8_t cur[KT_MAX_L];               /* its position */
    int sp;
    uint8_t stack[KT_STACK][KT_MAX_L];
};

size_t kalah_table_entries(int npits, int max_seeds)
{
    /* Up to k seeds over L pits: the ways to put exactly k over L + 1. */
    return (size_t)seed_ways(2 * npits + 1, max_seeds);
}

/* A table without its values yet. */
static KalahTable *kt_new(int npits, int empty_capture, int max_seeds)
{
    KalahTable *t = calloc(1, sizeof *t);
    if (!t || npits < 1 || seed_rank_init(&t->rank, 2 * npits, max_seeds) != 0) {
        free(t);
        return NULL;
    }
    t->npits = npits;
    t->len = 2 * npits;
    t->empty_capture = empty_capture;
    t->max_seeds = max_seeds;
    return t;
}

KalahTable *kalah_table_reading(int npits, int empty_capture, int max_seeds, const int8_t *values)
{
    KalahTable *t = kt_new(npits, empty_capture, max_seeds);
    if (t) {
        t->v = (int8_t *)values; /* never written: the table is complete */
        t->borrowed = 1;
        kalah_table_set_complete(t);
    }
    return t;
}

KalahTable *kalah_table_create(int npits, int empty_capture, int max_seeds)
{
    KalahTable *t = kt_new(npits, empty_capture, max_seeds);
    if (!t)
        return NULL;
    t->v = large_alloc(seed_rank_total(&t->rank));
    if (!t->v) {
        free(t);
        return NULL;
    }
    memset(t->v, KT_UNKNOWN, seed_rank_total(&t->rank));
    t->cur[t->len - 1] = 0; /* level 0: the empty board */
    return t;
}

void kalah_table_destroy(KalahTable *t)
{
    if (!t)
        return;
    if (!t->borrowed)
        free(t->v);
    free(t);
}

size_t kalah_table_bytes(const KalahTable *t) { return seed_rank_total(&t->rank); }
int kalah_table_npits(const KalahTable *t) { return t->npits; }
int kalah_table_max_seeds(const KalahTable *t) { return t->max_seeds; }
int8_t *kalah_table_data(KalahTable *t) { return t->v; }

void kalah_table_set_complete(KalahTable *t)
{
    t->level = t->max_seeds + 1;
    t->sp = 0;
}

double kalah_table_progress(const KalahTable *t)
{
    if (t->level > t->max_seeds)
        return 1.0;
    return (double)(t->rank.offset[t->level] + t->cursor) / (double)seed_rank_total(&t->rank);
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
    int seeds = b[m], g = 0;
    b[m] = 0;
    /* Whole laps first (each pit and the store one seed each, the origin
     * too), then the rest in runs: the rest of the own row, the store, the
     * opponent's row, the own row again. */
    int laps = seeds / cycle, left = seeds - laps * cycle;
    if (laps) {
        for (int i = 0; i < 2 * n; i++)
            b[i] = (uint8_t)(b[i] + laps);
        g += laps;
    }
    int c = m; /* the last location sown, in the mover's cycle (n: the store) */
    if (left) {
        int k = n - 1 - m < left ? n - 1 - m : left;
        for (int i = m + 1; i <= m + k; i++)
            b[i]++;
        c = m + k;
        left -= k;
        if (left) {
            g++, left--, c = n;
            k = n < left ? n : left;
            for (int i = n; i < n + k && i < KT_MAX_L; i++) /* (the bound only tells the compiler) */
                b[i]++;
            if (k)
                c = n + k; /* cycle location of pit n + k - 1 */
            left -= k;
            for (int i = 0; i < left; i++) /* left <= m: never past the origin */
                b[i]++;
            if (left)
                c = left - 1;
        }
    } /* else a whole number of laps, which ends on the origin */
    int again = c == n;
    if (c < n && b[c] == 1 && (b[2 * n - 1 - c] || t->empty_capture)) {
        g += b[2 * n - 1 - c] + 1;
        b[2 * n - 1 - c] = 0;
        b[c] = 0;
    }
    int own = seed_sum(b, 0, n), opp = seed_sum(b, n, 2 * n);
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

static int8_t *kt_slot(KalahTable *t, const uint8_t *a, int k) { return &t->v[seed_rank(&t->rank, a, k)]; }

/* Settles a (k seeds) from its successors; 0 when one of equal count is
 * still unknown (pushed onto the stack instead). */
static int kt_settle(KalahTable *t, const uint8_t *a, int k)
{
    int n = t->npits, own = seed_sum(a, 0, n);
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
            int8_t cv = *kt_slot(t, child, k - gain); /* the game goes on: only the stores took seeds */
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
        if (t->cursor == seed_rank_count(&t->rank, k)) {
            /* Level done: the next starts at all seeds in the last pit. */
            t->level++;
            t->cursor = 0;
            memset(t->cur, 0, sizeof t->cur);
            t->cur[t->len - 1] = (uint8_t)t->level;
            continue;
        }
        if (t->v[t->rank.offset[k] + t->cursor] == KT_UNKNOWN) {
            if (work == 0)
                return 0;
            memcpy(t->stack[t->sp++], t->cur, (size_t)t->len);
            continue; /* the stack settles it (and what it needs) first */
        }
        t->cursor++;
        seed_next(t->cur, t->len);
    }
    return 1;
}

const int8_t *kalah_table_locate(const KalahTable *t, const uint8_t *a)
{
    int k = seed_sum(a, 0, t->len);
    if (k > t->max_seeds || t->level <= t->max_seeds)
        return NULL;
    return &t->v[seed_rank(&t->rank, a, k)];
}
