/*
 * oware_table.c - Oware endgame tables (oware_table.h).
 *
 * A position is seen from the side to move: its own six pits first, then
 * the opponent's, so the table is independent of the stores and of which
 * player moves.  Its value is what the seeds still on the board bring the
 * mover (own minus opponent's) under perfect play, the game played out to
 * its end: the rule that stops the game at 25 is left to the caller, which
 * loses nothing of the result, since a side that reaches 25 has won
 * whatever follows.  Like every Oware database this makes the value
 * independent of the stores.
 *
 * Moves that capture nothing keep the seed count and can cycle.  A game
 * that goes round forever counts the seeds left on the board for nobody
 * (a value of 0 for them): our history-free stand-in for the repetition
 * rule, whose "each side takes its own" depends on where the cycle closes.
 *
 * Counts are built upwards, so positions with fewer seeds (after a
 * capture) are known.  Within a count, the values are the limit of the
 * game cut after n moves with 0 at the cut: sweeps over the count's
 * positions recompute each from its successors, in place, starting from 0,
 * until a sweep changes nothing.  That limit is reached once n exceeds the
 * longest forced sequence, and a sweep that changes nothing is already
 * there (in-place sweeps only lengthen the cut).
 */
#include "oware_table.h"

#include <stdlib.h>
#include <string.h>

#include "large_alloc.h"
#include "seed_rank.h"

#define OT_PITS 6
#define OT_LEN 12

struct OwareTable {
    int finish_six, max_seeds;
    SeedRank rank;
    int8_t *v;
    int complete;
    /* The resumable sweeps. */
    int level, sweep, changed;
    uint64_t cursor;
    uint8_t cur[OT_LEN];
    uint64_t done_work, total_work; /* for progress: an estimate */
};

/* Sweeps a count took when measured; only the progress estimate uses it. */
static uint64_t ot_expected_sweeps(int k)
{
    static const uint8_t measured[] = {1, 3, 7, 17, 22, 33, 33, 32, 32, 44, 36, 56, 79, 58, 46};
    return k < (int)sizeof measured ? measured[k] : 60;
}

size_t oware_table_entries(int max_seeds) { return (size_t)seed_ways(OT_LEN + 1, max_seeds); }

OwareTable *oware_table_create(int finish_six, int max_seeds)
{
    OwareTable *t = calloc(1, sizeof *t);
    if (!t || seed_rank_init(&t->rank, OT_LEN, max_seeds) != 0) {
        free(t);
        return NULL;
    }
    t->finish_six = finish_six;
    t->max_seeds = max_seeds;
    t->v = large_alloc(seed_rank_total(&t->rank));
    if (!t->v) {
        free(t);
        return NULL;
    }
    memset(t->v, 0, seed_rank_total(&t->rank)); /* where every sweep starts */
    for (int k = 0; k <= max_seeds; k++)
        t->total_work += seed_rank_count(&t->rank, k) * ot_expected_sweeps(k);
    return t;
}

void oware_table_destroy(OwareTable *t)
{
    if (!t)
        return;
    free(t->v);
    free(t);
}

size_t oware_table_bytes(const OwareTable *t) { return seed_rank_total(&t->rank); }
int8_t *oware_table_data(OwareTable *t) { return t->v; }
void oware_table_set_complete(OwareTable *t) { t->complete = 1; }

double oware_table_progress(const OwareTable *t)
{
    if (t->complete)
        return 1.0;
    double f = (double)t->done_work / (double)t->total_work;
    return f < 0.99 ? f : 0.99;
}

/* Sows the mover's pit m of a (k seeds, the mover's row first): the seeds
 * captured in *gain, the position after it in `out` seen from the next
 * mover. */
static void ot_play(const uint8_t *a, int m, uint8_t *out, int *gain)
{
    uint8_t b[OT_LEN];
    memcpy(b, a, OT_LEN);
    int seeds = b[m], loc = m;
    b[m] = 0;
    for (int s = 0; s < seeds; s++) {
        loc = loc == OT_LEN - 1 ? 0 : loc + 1;
        if (loc == m) /* the emptied pit is skipped */
            loc = loc == OT_LEN - 1 ? 0 : loc + 1;
        b[loc]++;
    }
    int taken = 0, last = loc;
    while (last >= OT_PITS && (b[last] == 2 || b[last] == 3))
        taken += b[last--];
    *gain = 0;
    if (taken && taken != seed_sum(b, OT_PITS, OT_LEN)) { /* a grand slam takes nothing */
        memset(b + last + 1, 0, (size_t)(loc - last));
        *gain = taken;
    }
    memcpy(out, b + OT_PITS, OT_PITS);
    memcpy(out + OT_PITS, b, OT_PITS);
}

/* The value of a (k seeds) from the table's current values. */
static int ot_settle(const OwareTable *t, const uint8_t *a, int k)
{
    int own = seed_sum(a, 0, OT_PITS), opp = k - own;
    if (k == 0)
        return 0;
    if (own == 0) /* only from a set-up position: the opponent takes all */
        return -k;
    if (t->finish_six && k <= 6)
        return own - opp;
    int best = -128;
    for (int m = 0; m < OT_PITS; m++) {
        if (!a[m] || (opp == 0 && a[m] < OT_PITS - m)) /* must feed a side without seeds */
            continue;
        uint8_t child[OT_LEN];
        int gain;
        ot_play(a, m, child, &gain);
        int v = gain - t->v[seed_rank(&t->rank, child, k - gain)];
        if (v > best)
            best = v;
    }
    return best == -128 ? k : best; /* no move feeds: the mover takes all */
}

int oware_table_build(OwareTable *t, uint64_t work)
{
    while (!t->complete) {
        int k = t->level;
        if (t->cursor == seed_rank_count(&t->rank, k)) {
            if (t->changed) {
                t->sweep++;
            } else {
                t->done_work = 0;
                for (int j = 0; j <= k; j++)
                    t->done_work += seed_rank_count(&t->rank, j) * ot_expected_sweeps(j);
                if (k == t->max_seeds) {
                    t->complete = 1;
                    break;
                }
                t->level++;
                t->sweep = 0;
            }
            t->changed = 0;
            t->cursor = 0;
            memset(t->cur, 0, sizeof t->cur);
            t->cur[OT_LEN - 1] = (uint8_t)t->level;
            continue;
        }
        if (work == 0)
            return 0;
        work--;
        int8_t v = (int8_t)ot_settle(t, t->cur, k);
        int8_t *slot = &t->v[t->rank.offset[k] + t->cursor];
        if (*slot != v) {
            *slot = v;
            t->changed = 1;
        }
        if (t->sweep < (int)ot_expected_sweeps(k))
            t->done_work++;
        t->cursor++;
        seed_next(t->cur, OT_LEN);
    }
    return 1;
}

const int8_t *oware_table_locate(const OwareTable *t, const uint8_t *a)
{
    int k = seed_sum(a, 0, OT_LEN);
    if (!t->complete || k > t->max_seeds)
        return NULL;
    return &t->v[seed_rank(&t->rank, a, k)];
}
