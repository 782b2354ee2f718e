/*
 * oware_table.c - Oware endgame tables (oware_table.h).
 *
 * What is known, and how.  A position is seen from the side to move: its
 * own six pits, the opponent's six, and the seeds each has captured (A
 * and B; A + B + the board's seeds = 48).  Its value is the final margin
 * the rules give with best play on both sides and an empty history: the
 * game stops as soon as a side has 25 (the seeds left count for nobody),
 * a third repetition ends it with each side taking its own, a side that
 * cannot be fed leaves the mover every seed, and with finish=six 6 seeds
 * or fewer end it with each side taking its own.  The table keeps, for
 * each position, the least and the greatest value that can be proven; the
 * value is exact where they meet.
 *
 * Layers.  A move that captures nothing keeps the seeds and the stores:
 * the positions of s seeds and stores (A, B), with the mover at A or at
 * B, form a closed game with exits (captures), and captures lead to fewer
 * seeds, already known.  Inside a layer nearly every position lies on one
 * great cycle of quiet moves, so the value of a line that never captures
 * is what the repetition gives where it happens, which best play can steer
 * but a table without history cannot know.  Two guarantees are proven
 * instead, for each side in turn as "Max" (the other being "Min"):
 *
 *  - reach: what Max can force by captures alone, without ever coming
 *    back to a position (an attractor: values fall from the highest, a
 *    Max position takes its first option to arrive, a Min position its
 *    last);
 *  - safety: Max is sure of at least t when he can keep every position of
 *    the line on the right side of t (each side's own seeds counting for
 *    it, as a repetition would count them) until he can force a capture
 *    worth t, or forever.  Values rise from the lowest: a position leaves
 *    Max's guarantee at t when its own repetition value and its reach are
 *    both below t, a Min position when any option has left, a Max
 *    position when all have.
 *
 * The safety guarantee is Max's lower bound; run with the roles swapped
 * it is Min's, which is Max's upper bound.  Both hold whatever the history
 * since the last capture, so long as no position in it has occurred twice
 * (search_core.c uses them only then): a repetition can only end the line
 * at a position Max kept on his side, and the capture that follows rises
 * strictly towards its target, so it revisits nothing.
 *
 * Storage: per seed count s, per store A of the mover (24 - s .. 24), per
 * board in seed_rank order, two bytes: the bounds of (final margin) - (A -
 * B).  A layer's quiet moves are kept as a reverse graph while it is
 * solved, its captures as a list of exits.
 */
#include "oware_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "large_alloc.h"
#include "oware_compact.h"
#include "seed_rank.h"

#define OT_PITS 6
#define OT_LEN 12
#define OT_TOTAL 48
#define OT_WIN 25
/* Values from Max's point of view lie in [-OT_W, OT_W]; the safety pass
 * takes a value's next one, and "no forced capture" sits below all. */
#define OT_W 48
#define OT_NONE (-OT_W - 1)
#define OT_NB (2 * OT_W + 4)
#define OT_OPT 0x80000000u /* an event that is one of a node's options */
#define OT_SETTLED 255u

/* What ends a position without a move: its mover's row is empty (only
 * from a set-up: the opponent takes the rest), 6 seeds or fewer with
 * finish=six (each takes its own), no move that feeds (the mover takes
 * every seed; also the empty board). */
enum { OT_LIVE, OT_EMPTY, OT_FINISH, OT_STUCK };

typedef enum { PH_ENUM, PH_FILL, PH_RUN, PH_NEXT, PH_DONE } Phase;
typedef enum { RUN_REACH_COUNT, RUN_REACH_FILL, RUN_REACH, RUN_SAFE_COUNT, RUN_SAFE_FILL, RUN_SAFE, RUN_STORE } RunStep;

struct OwareTable {
    int finish_six, max_seeds;
    SeedRank rank;
    uint64_t layer_off[ENDGAME_MAX_SEEDS + 2]; /* first entry of each seed count */
    int8_t *v;                                  /* lo, hi per entry */
    OwareCompact *compact; /* instead of v: the bounds coded, in a blob the caller keeps (a saved file) */
    size_t compact_len;
    int complete;

    /* The layer of s seeds being solved: its boards (node 2j is board j
     * with Max to move, 2j + 1 with Min to move). */
    int s;
    uint32_t n;
    int8_t *split;   /* own - opponent's seeds, the mover's view */
    uint8_t *kind;   /* OT_LIVE or how the position ends */
    uint8_t *nmv;    /* legal moves */
    uint32_t *rs, *radj;        /* quiet moves, reversed: the boards that reach j */
    uint32_t *xs, *xchild;      /* captures: board j's are xs[j] .. xs[j+1] */
    uint8_t *xgain;
    size_t nx, xcap;

    /* One run: the stores, which side is Max, the passes' state. */
    int a;           /* the store pair being solved: A = a, B = total - s - a, a <= B */
    int max_is_b;    /* this run's Max is the side with B */
    RunStep step;
    Phase phase;
    uint64_t cursor;
    uint8_t cur[OT_LEN];
    int8_t *reach, *wlo;
    uint8_t *state;  /* per node: OT_SETTLED, or the options still to come */
    uint32_t *ev;    /* a pass's first events, bucketed by value */
    uint64_t ev_off[OT_NB + 1], ev_fill[OT_NB];
    int bucket;      /* the bucket being processed */
    uint64_t idx;
    uint32_t *stack; /* options that arrive at the current value */
    size_t sp, stack_cap;

    uint64_t done_work, total_work; /* for progress */
};

/* ---- positions ---- */

size_t oware_table_bytes_for(int max_seeds)
{
    size_t entries = 0;
    for (int s = 0; s <= max_seeds; s++)
        entries += (size_t)(s + 1) * (size_t)seed_ways(OT_LEN, s);
    return 2 * entries;
}

/* Sows the mover's pit m of a: the seeds captured in *gain, the position
 * after it in `out` seen from the next mover. */
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

/* The mover's legal pits of a (s seeds): a side without seeds must be fed. */
static int ot_legal(const uint8_t *a, int s, int *moves)
{
    int own = seed_sum(a, 0, OT_PITS), n = 0;
    for (int m = 0; m < OT_PITS && own > 0; m++)
        if (a[m] && (s > own || a[m] >= OT_PITS - m))
            moves[n++] = m;
    return n;
}

static int8_t *ot_entry(const OwareTable *t, int s, int store, uint64_t r)
{
    return &t->v[2 * (t->layer_off[s] + (uint64_t)(store - (OT_WIN - 1 - s)) * seed_rank_count(&t->rank, s) + r)];
}

const int8_t *oware_table_bounds(const OwareTable *t, const uint8_t *a, int own, int opp, int8_t buf[2])
{
    int s = seed_sum(a, 0, OT_LEN);
    if (!t->complete || s > t->max_seeds || own >= OT_WIN || opp >= OT_WIN || own + opp + s != OT_TOTAL)
        return NULL;
    uint64_t r = seed_rank(&t->rank, a, s) - t->rank.offset[s];
    if (!t->compact)
        return ot_entry(t, s, own, r);
    return oware_compact_bounds(t->compact, s, own - (OT_WIN - 1 - s), r, buf) == 0 ? buf : NULL;
}

/* ---- the table ---- */

/* A table without its bounds yet. */
static OwareTable *ot_new(int finish_six, int max_seeds)
{
    if (max_seeds > OT_WIN - 1)
        return NULL; /* every store split must leave both sides short of 25 */
    OwareTable *t = calloc(1, sizeof *t);
    if (!t || seed_rank_init(&t->rank, OT_LEN, max_seeds) != 0) {
        free(t);
        return NULL;
    }
    t->finish_six = finish_six;
    t->max_seeds = max_seeds;
    for (int s = 0; s <= max_seeds; s++)
        t->layer_off[s + 1] = t->layer_off[s] + (uint64_t)(s + 1) * seed_rank_count(&t->rank, s);
    return t;
}

/* The compact blob's, checked to hold max_seeds; NULL with the reason. */
static OwareCompact *ot_open_compact(int max_seeds, const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    OwareCompact *c = oware_compact_open(bytes, len, err, errlen);
    if (c && oware_compact_max_seeds(c) != max_seeds) {
        snprintf(err, errlen, "the compact table holds %d seeds, not %d", oware_compact_max_seeds(c), max_seeds);
        oware_compact_close(c);
        c = NULL;
    }
    return c;
}

OwareTable *oware_table_reading_compact(int finish_six, int max_seeds, const uint8_t *bytes, size_t len, char *err,
                                        size_t errlen)
{
    OwareCompact *c = ot_open_compact(max_seeds, bytes, len, err, errlen);
    if (!c)
        return NULL;
    OwareTable *t = ot_new(finish_six, max_seeds);
    if (!t) {
        oware_compact_close(c);
        snprintf(err, errlen, "out of memory for a table of %d seeds", max_seeds);
        return NULL;
    }
    t->compact = c;
    t->compact_len = len;
    t->complete = 1;
    return t;
}

int oware_table_compact(const OwareTable *t, const atomic_int *stop, uint8_t **out, size_t *len, char *err,
                        size_t errlen)
{
    if (!t->complete || !t->v) {
        snprintf(err, errlen, t->complete ? "a table read from a file is saved already" : "the table is not complete");
        return -1;
    }
    return oware_compact_build(t->v, t->max_seeds, stop, out, len, err, errlen);
}

/* Every entry decoded in the full table's order; the blob was checked
 * whole first, so a refusal leaves t's bounds as they were. */
int oware_table_load_compact(OwareTable *t, const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    if (!t->v) {
        snprintf(err, errlen, "a table read from a file takes no other");
        return -1;
    }
    OwareCompact *c = ot_open_compact(t->max_seeds, bytes, len, err, errlen);
    if (!c)
        return -1;
    for (int s = 0; s <= t->max_seeds; s++) {
        uint64_t count = seed_rank_count(&t->rank, s);
        for (int si = 0; si <= s; si++)
            for (uint64_t r = 0; r < count; r++)
                oware_compact_bounds(c, s, si, r, ot_entry(t, s, OT_WIN - 1 - s + si, r));
    }
    oware_compact_close(c);
    t->complete = 1;
    return 0;
}

OwareTable *oware_table_create(int finish_six, int max_seeds)
{
    OwareTable *t = ot_new(finish_six, max_seeds);
    if (!t)
        return NULL;
    t->v = large_alloc(oware_table_bytes_for(max_seeds));
    if (!t->v) {
        free(t);
        return NULL;
    }
    /* Each seed count costs about its positions times its store splits. */
    for (int s = 0; s <= max_seeds; s++)
        t->total_work += seed_rank_count(&t->rank, s) * (uint64_t)(2 + 19 * (s + 1));
    t->phase = PH_NEXT;
    t->s = -1;
    return t;
}

static void ot_free_layer(OwareTable *t)
{
    free(t->split);
    free(t->kind);
    free(t->nmv);
    free(t->rs);
    free(t->radj);
    free(t->xs);
    free(t->xchild);
    free(t->xgain);
    free(t->reach);
    free(t->wlo);
    free(t->state);
    free(t->ev);
    t->split = t->reach = t->wlo = NULL;
    t->kind = t->nmv = t->xgain = t->state = NULL;
    t->rs = t->radj = t->xs = t->xchild = t->ev = NULL;
    t->nx = t->xcap = 0;
}

void oware_table_destroy(OwareTable *t)
{
    if (!t)
        return;
    ot_free_layer(t);
    free(t->stack);
    oware_compact_close(t->compact);
    free(t->v);
    free(t);
}

size_t oware_table_bytes(const OwareTable *t)
{
    return t->compact ? t->compact_len : oware_table_bytes_for(t->max_seeds);
}
int8_t *oware_table_data(OwareTable *t) { return t->v; }
void oware_table_set_complete(OwareTable *t) { t->complete = 1; }

double oware_table_progress(const OwareTable *t)
{
    if (t->complete)
        return 1.0;
    double f = (double)t->done_work / (double)t->total_work;
    return f < 0.99 ? f : 0.99;
}

/* ---- a layer's graph ---- */

/* Allocates the layer of s seeds: 0, or -1 out of memory. */
static int ot_alloc_layer(OwareTable *t)
{
    uint32_t n = t->n;
    t->split = malloc(n);
    t->kind = malloc(n);
    t->nmv = malloc(n);
    t->rs = calloc((size_t)n + 1, sizeof *t->rs);
    t->xs = malloc(((size_t)n + 1) * sizeof *t->xs);
    t->reach = malloc(2 * (size_t)n);
    t->wlo = malloc(2 * (size_t)n);
    t->state = malloc(2 * (size_t)n);
    return t->split && t->kind && t->nmv && t->rs && t->xs && t->reach && t->wlo && t->state ? 0 : -1;
}

static int ot_add_exit(OwareTable *t, int gain, uint32_t child)
{
    if (t->nx == t->xcap) {
        size_t cap = t->xcap ? t->xcap * 2 : (size_t)t->n + 16;
        uint32_t *c = realloc(t->xchild, cap * sizeof *c);
        if (c)
            t->xchild = c;
        uint8_t *g = c ? realloc(t->xgain, cap) : NULL;
        if (!g)
            return -1;
        t->xgain = g;
        t->xcap = cap;
    }
    t->xchild[t->nx] = child;
    t->xgain[t->nx++] = (uint8_t)gain;
    return 0;
}

/* First pass over the boards of s seeds: how each ends or moves, its
 * captures, and how many quiet moves reach each board. */
static int ot_enum(OwareTable *t, uint64_t *work)
{
    int s = t->s;
    uint64_t base = t->rank.offset[s];
    while (t->cursor < t->n) {
        if (*work == 0)
            return 0;
        (*work)--;
        const uint8_t *a = t->cur;
        uint32_t j = (uint32_t)t->cursor;
        int own = seed_sum(a, 0, OT_PITS), moves[OT_PITS];
        int n = ot_legal(a, s, moves);
        t->split[j] = (int8_t)(2 * own - s);
        t->nmv[j] = (uint8_t)n;
        t->xs[j] = (uint32_t)t->nx;
        t->kind[j] = s > 0 && own == 0 ? OT_EMPTY : t->finish_six && s <= 6 ? OT_FINISH : n == 0 ? OT_STUCK : OT_LIVE;
        for (int i = 0; t->kind[j] == OT_LIVE && i < n; i++) {
            uint8_t c[OT_LEN];
            int gain;
            ot_play(a, moves[i], c, &gain);
            if (gain == 0)
                t->rs[seed_rank(&t->rank, c, s) - base + 1]++;
            else if (ot_add_exit(t, gain, (uint32_t)(seed_rank(&t->rank, c, s - gain) - t->rank.offset[s - gain])) != 0)
                return -1;
        }
        t->cursor++;
        seed_next(t->cur, OT_LEN);
    }
    t->xs[t->n] = (uint32_t)t->nx;
    for (uint32_t j = 0; j < t->n; j++) /* start offsets: filled forwards, then moved back */
        t->rs[j + 1] += t->rs[j];
    t->radj = malloc(((size_t)t->rs[t->n] + 1) * sizeof *t->radj);
    return t->radj ? 1 : -1;
}

/* Second pass: the reverse graph itself.  rs[c] serves as c's filling
 * point and ends as c + 1's start; they are shifted back at the end. */
static int ot_fill(OwareTable *t, uint64_t *work)
{
    int s = t->s;
    uint64_t base = t->rank.offset[s];
    while (t->cursor < t->n) {
        if (*work == 0)
            return 0;
        (*work)--;
        uint32_t j = (uint32_t)t->cursor;
        int moves[OT_PITS], n = t->kind[j] == OT_LIVE ? ot_legal(t->cur, s, moves) : 0;
        for (int i = 0; i < n; i++) {
            uint8_t c[OT_LEN];
            int gain;
            ot_play(t->cur, moves[i], c, &gain);
            if (gain == 0) {
                uint64_t r = seed_rank(&t->rank, c, s) - base;
                t->radj[t->rs[r]++] = j;
            }
        }
        t->cursor++;
        seed_next(t->cur, OT_LEN);
    }
    for (uint32_t j = t->n; j > 0; j--)
        t->rs[j] = t->rs[j - 1];
    t->rs[0] = 0;
    return 1;
}

/* ---- a run: one side as Max, over the layer's two node roles ---- */

/* The stores of this run: Max's and Min's. */
static void ot_stores(const OwareTable *t, int *amax, int *bmin)
{
    int a = t->a, b = OT_TOTAL - t->s - t->a;
    *amax = t->max_is_b ? b : a;
    *bmin = t->max_is_b ? a : b;
}

/* A terminal node's value, from Max's view. */
static int ot_terminal(const OwareTable *t, uint32_t j, int min_moves)
{
    int A, B, s = t->s, sign = min_moves ? -1 : 1;
    ot_stores(t, &A, &B);
    switch (t->kind[j]) {
    case OT_EMPTY: /* the opponent of the mover takes the rest */
        return A - B - sign * s;
    case OT_FINISH: /* each takes its own */
        return A - B + sign * t->split[j];
    default: /* the mover takes every seed */
        return A - B + sign * s;
    }
}

/* What a repetition at node (j, role) gives Max: each side its own. */
static int ot_repeat(const OwareTable *t, uint32_t j, int min_moves)
{
    int A, B;
    ot_stores(t, &A, &B);
    return A - B + (min_moves ? -t->split[j] : t->split[j]);
}

/* Capture x of board j, from Max's view, the worst its child's bounds
 * allow: by Max (role 0) or by Min (role 1). */
static int ot_exit(const OwareTable *t, uint32_t j, size_t x, int min_moves)
{
    (void)j;
    int A, B, g = t->xgain[x], c = t->s - g;
    ot_stores(t, &A, &B);
    if (!min_moves) {
        if (A + g >= OT_WIN)
            return A + g - B;
        return A + g - B - ot_entry(t, c, B, t->xchild[x])[1];
    }
    if (B + g >= OT_WIN)
        return A - B - g;
    return A - B - g + ot_entry(t, c, A, t->xchild[x])[0];
}

/* A pass's first events, for node (j, role): in the reach pass a
 * terminal's value or each capture; in the safety pass the value above
 * which the node leaves (a terminal's, or its repetition and reach) and
 * each capture, one above its value.  emit(t, bucket, event). */
static void ot_events(OwareTable *t, uint32_t j, int role, int safety, void (*emit)(OwareTable *, int, uint32_t))
{
    uint32_t node = 2 * j + (uint32_t)role;
    int up = safety ? 1 : 0;
    if (t->kind[j] != OT_LIVE) {
        emit(t, ot_terminal(t, j, role) + up, node);
        return;
    }
    if (safety) {
        int rep = ot_repeat(t, j, role), reach = t->reach[node];
        emit(t, (rep > reach ? rep : reach) + 1, node);
    }
    for (size_t x = t->xs[j]; x < t->xs[j + 1]; x++)
        emit(t, ot_exit(t, j, x, role) + up, node | OT_OPT);
}

static void ot_count_event(OwareTable *t, int w, uint32_t e)
{
    (void)e;
    t->ev_off[w + OT_W + 2]++;
}

static void ot_fill_event(OwareTable *t, int w, uint32_t e) { t->ev[t->ev_fill[w + OT_W + 1]++] = e; }

/* Counts (fill 0) or places (fill 1) the events of every node. */
static int ot_bucket_events(OwareTable *t, uint64_t *work, int safety, int fill)
{
    while (t->cursor < 2 * (uint64_t)t->n) {
        if (*work == 0)
            return 0;
        (*work)--;
        uint32_t node = (uint32_t)t->cursor;
        ot_events(t, node >> 1, (int)(node & 1), safety, fill ? ot_fill_event : ot_count_event);
        t->cursor++;
    }
    if (!fill) {
        for (int b = 0; b < OT_NB; b++)
            t->ev_off[b + 1] += t->ev_off[b];
        for (int b = 0; b < OT_NB; b++)
            t->ev_fill[b] = t->ev_off[b];
        free(t->ev);
        t->ev = malloc((size_t)(t->ev_off[OT_NB] + 1) * sizeof *t->ev);
        if (!t->ev)
            return -1;
    }
    return 1;
}

/* Runs a pass's buckets: downwards (reach) or upwards (safety).  An event
 * at value w: in the reach pass a Max node takes its first option to
 * arrive and a Min node its last; in the safety pass a Max node leaves
 * with its last option and a Min node with its first.  A node settled at
 * w makes its parents' option arrive at w too (the stack).  The loop
 * keeps the arrays in locals: it is where the build spends its time. */
static int ot_buckets(OwareTable *t, uint64_t *work, int safety)
{
    const uint32_t counted = safety ? 0 : 1; /* the role whose options are counted down */
    int8_t *out = safety ? t->wlo : t->reach;
    uint8_t *st = t->state;
    const uint32_t *rs = t->rs, *radj = t->radj, *ev = t->ev;
    uint32_t *stack = t->stack;
    size_t sp = t->sp, cap = t->stack_cap;
    uint64_t left = *work;
    int r = 1;
    while (t->bucket >= 0 && t->bucket < OT_NB) {
        int b = t->bucket, w = b - OT_W - 1 - (safety ? 1 : 0);
        uint64_t at = t->ev_off[b] + t->idx, end = t->ev_off[b + 1];
        while (sp > 0 || at < end) {
            if (left == 0) {
                r = 0;
                t->idx = at - t->ev_off[b];
                goto out;
            }
            left--;
            uint32_t e = sp > 0 ? stack[--sp] : ev[at++], node = e & ~OT_OPT;
            if (st[node] == OT_SETTLED || ((e & OT_OPT) && (node & 1) == counted && --st[node] > 0))
                continue;
            st[node] = OT_SETTLED;
            out[node] = (int8_t)w;
            uint32_t j = node >> 1, parent_role = (node & 1) ^ 1;
            for (uint32_t k = rs[j]; k < rs[j + 1]; k++) {
                uint32_t p = 2 * radj[k] + parent_role;
                if (st[p] == OT_SETTLED)
                    continue;
                if (sp == cap) {
                    cap = cap ? cap * 2 : 4096;
                    uint32_t *grown = realloc(stack, cap * sizeof *stack);
                    if (!grown) {
                        r = -1;
                        goto out;
                    }
                    stack = grown;
                }
                stack[sp++] = p | OT_OPT;
            }
        }
        t->bucket += safety ? 1 : -1;
        t->idx = 0;
    }
out:
    t->stack = stack;
    t->stack_cap = cap;
    t->sp = sp;
    *work = left;
    return r;
}

/* Sets up the counters and marks for a pass. */
static void ot_begin_pass(OwareTable *t, int safety)
{
    /* The counted role starts at its number of options. */
    for (uint32_t j = 0; j < t->n; j++) {
        t->state[2 * j + (safety ? 0 : 1)] = t->nmv[j];
        t->state[2 * j + (safety ? 1 : 0)] = 0;
    }
    if (!safety)
        memset(t->reach, OT_NONE, 2 * (size_t)t->n);
    memset(t->ev_off, 0, sizeof t->ev_off);
    t->cursor = 0;
    t->sp = 0;
    t->idx = 0;
    t->bucket = safety ? 0 : OT_NB - 1;
}

static int8_t ot_clamp(int v, int s) { return (int8_t)(v < -s ? -s : v > s ? s : v); }

/* The run's results into the table: Max's lower bound at its own nodes,
 * Min's upper bound (the negation of Max's lower bound) at Min's. */
static int ot_store(OwareTable *t, uint64_t *work)
{
    int A, B, s = t->s;
    ot_stores(t, &A, &B);
    while (t->cursor < t->n) {
        if (*work == 0)
            return 0;
        (*work)--;
        uint32_t j = (uint32_t)t->cursor;
        ot_entry(t, s, A, j)[0] = ot_clamp(t->wlo[2 * j] - (A - B), s);
        ot_entry(t, s, B, j)[1] = ot_clamp((A - B) - t->wlo[2 * j + 1], s);
        t->cursor++;
    }
    return 1;
}

/* One run through its steps; 1 when done, 0 when the work ran out. */
static int ot_run(OwareTable *t, uint64_t *work)
{
    for (;;) {
        int r;
        switch (t->step) {
        case RUN_REACH_COUNT:
        case RUN_SAFE_COUNT:
            r = ot_bucket_events(t, work, t->step == RUN_SAFE_COUNT, 0);
            break;
        case RUN_REACH_FILL:
        case RUN_SAFE_FILL:
            r = ot_bucket_events(t, work, t->step == RUN_SAFE_FILL, 1);
            break;
        case RUN_REACH:
        case RUN_SAFE:
            r = ot_buckets(t, work, t->step == RUN_SAFE);
            break;
        default:
            return ot_store(t, work);
        }
        if (r <= 0)
            return r;
        t->step++;
        t->cursor = 0;
        if (t->step == RUN_SAFE_COUNT)
            ot_begin_pass(t, 1);
    }
}

/* The next run of the layer: Max on the pair's lower store, then on its
 * higher one, then the next pair; 0 when the layer is done. */
static int ot_next_run(OwareTable *t)
{
    int b = OT_TOTAL - t->s - t->a;
    if (!t->max_is_b && b != t->a) {
        t->max_is_b = 1;
    } else {
        t->a++;
        t->max_is_b = 0;
        if (t->a > OT_TOTAL - t->s - t->a)
            return 0;
    }
    t->step = RUN_REACH_COUNT;
    ot_begin_pass(t, 0);
    return 1;
}

int oware_table_build(OwareTable *t, uint64_t work)
{
    while (!t->complete) {
        uint64_t before = work;
        int r = 1;
        switch (t->phase) {
        case PH_NEXT:
            ot_free_layer(t);
            if (t->s == t->max_seeds) {
                t->phase = PH_DONE;
                continue;
            }
            t->s++;
            t->n = (uint32_t)seed_rank_count(&t->rank, t->s);
            if (ot_alloc_layer(t) != 0)
                return -1;
            memset(t->cur, 0, sizeof t->cur);
            t->cur[OT_LEN - 1] = (uint8_t)t->s;
            t->cursor = 0;
            t->phase = PH_ENUM;
            continue;
        case PH_ENUM:
            r = ot_enum(t, &work);
            break;
        case PH_FILL:
            r = ot_fill(t, &work);
            break;
        case PH_RUN:
            r = ot_run(t, &work);
            break;
        case PH_DONE:
            ot_free_layer(t);
            t->complete = 1;
            return 1;
        }
        t->done_work += before - work;
        if (r < 0)
            return -1;
        if (r == 0)
            return 0;
        if (t->phase == PH_ENUM) {
            t->phase = PH_FILL;
            memset(t->cur, 0, sizeof t->cur);
            t->cur[OT_LEN - 1] = (uint8_t)t->s;
            t->cursor = 0;
        } else if (t->phase == PH_FILL) {
            t->phase = PH_RUN;
            t->a = OT_WIN - 1 - t->s;
            t->max_is_b = 0;
            t->step = RUN_REACH_COUNT;
            ot_begin_pass(t, 0);
        } else if (!ot_next_run(t)) {
            t->phase = PH_NEXT;
        }
    }
    return 1;
}
