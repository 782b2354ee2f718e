/*
 * kalah_eval.c - how the computer judges Kalah: the evaluations, the move
 * ordering and the levels.
 *
 * The simple evaluation is the store difference, the seed program's, kept
 * by the levels simple, medium and hard so that they play as they did.  The
 * fitted one (expert) adds what the board says of the seeds to come: for
 * each side, the seeds in each of its pits and each pit empty, a pit placed
 * by its distance to its store (so that one set of weights serves every
 * board), its moves that end in its store (an extra turn) and those that
 * capture, and the most one move captures.  As fitted, an empty pit far
 * from the store costs its owner three seeds and more, and an empty pit
 * beside it gains two.  The weights were fitted by tools/evalfit on
 * Kalah(6,6) positions labelled by deep searches and the endgame table
 * (the command is above them).  No proven result counts more than its
 * margin (SearchLimits.decisive): the hash leaves out the stores, which
 * that needs.
 */
#include "kalah_internal.h"

#include <string.h>

/* Each side's features, the side to move's first (KF_COUNT of them), then
 * the other side's, then one that is always 1: the move's own worth.  A
 * pit is placed by its distance to its owner's store, 1 to KALAH_NEAR
 * (the farther pits of a larger board count as the farthest). */
#define KALAH_NEAR 6
enum {
    KF_SEEDS,                         /* seeds in the pit at each distance from the store */
    KF_EMPTY = KF_SEEDS + KALAH_NEAR, /* the pit at each distance empty */
    KF_EXTRA = KF_EMPTY + KALAH_NEAR, /* moves that end in its store */
    KF_THREATS,                       /* moves that capture */
    KF_CAPTURE,                       /* the most seeds one move captures */
    KF_COUNT
};
#define KALAH_FEATURES (2 * KF_COUNT + 1)

const char *const kalah_eval_feature_names[KALAH_FEATURES] = {
    "seeds1", "seeds2", "seeds3", "seeds4", "seeds5", "seeds6",
    "empty1", "empty2", "empty3", "empty4", "empty5", "empty6",
    "extra", "threats", "capture",
    "their_seeds1", "their_seeds2", "their_seeds3", "their_seeds4", "their_seeds5", "their_seeds6",
    "their_empty1", "their_empty2", "their_empty3", "their_empty4", "their_empty5", "their_empty6",
    "their_extra", "their_threats", "their_capture",
    "to_move",
};

/* The weights of kalah_eval_features, in KALAH_UNIT to a seed, as
 *     tabula-evalfit --game kalah --opt seeds=6
 * prints them: its defaults, seed 1, 40,000 positions labelled at depths 12
 * and 13 with the 20-seed endgame table of Kalah(6,6) in the cache
 * (tabula-cli tables --game kalah --opt seeds=6). */
static const int kalah_weights[KALAH_FEATURES] = {
    /* the side to move: seeds in each pit by distance, each pit empty */
    12, 2, 0, -2, -2, -5, 62, 4, -47, -82, -111, -111,
    /* its extra turns, capturing moves, best capture */
    115, 34, 18,
    /* the other side, the same */
    -8, -1, 2, 3, 3, 7, -26, 9, 47, 71, 86, 81,
    -44, -31, -5,
    /* the move */
    -8,
};

int kalah_base_value(const Game *g, const Pos *pp)
{
    (void)g;
    const KalahPos *p = kalah_cpos(pp);
    return p->store[p->h.side] - p->store[!p->h.side];
}

int kalah_evaluate(const Game *g, const Pos *p) { return kalah_base_value(g, p); }

/* What side t's pit i (counted in its row) captures when sown: its last
 * seed alone in an own pit takes itself and the seeds facing it. */
static int kalah_capture_of(const Game *g, const KalahPos *p, int t, int i)
{
    int n = kalah_npits(g), cycle = 2 * n + 1, s = p->pit[t * n + i];
    int laps = s / cycle, rest = s % cycle, last = (i + s) % cycle;
    if (last >= n)
        return 0;
    /* A place at distance d (1..cycle) from the origin gets laps seeds,
     * and one more when d <= rest; the origin was emptied. */
    int d = last > i ? last - i : last - i + cycle;
    int before = last == i ? 0 : p->pit[t * n + last];
    if (before + laps + (d <= rest) != 1)
        return 0;
    int facing = 2 * n - 1 - (t * n + last), d_facing = n + 1 + (n - 1 - last) - i;
    int taken = p->pit[facing] + laps + (d_facing <= rest);
    if (!taken && !g->opts.v[OPT_EMPTY_CAPTURE])
        return 0;
    return taken + 1;
}

/* Side t's features into out[0..KF_COUNT). */
static void kalah_side_features(const Game *g, const KalahPos *p, int t, int *out)
{
    int n = kalah_npits(g), cycle = 2 * n + 1;
    memset(out, 0, sizeof(int) * KF_COUNT);
    for (int i = 0; i < n; i++) {
        int s = p->pit[t * n + i], d = n - i < KALAH_NEAR ? n - i : KALAH_NEAR;
        out[KF_SEEDS + d - 1] += s;
        if (!s) {
            out[KF_EMPTY + d - 1]++;
            continue;
        }
        out[KF_EXTRA] += (i + s) % cycle == n;
        int c = kalah_capture_of(g, p, t, i);
        out[KF_THREATS] += c > 0;
        if (c > out[KF_CAPTURE])
            out[KF_CAPTURE] = c;
    }
}

int kalah_eval_features(const Game *g, const Pos *pp, int *out)
{
    const KalahPos *p = kalah_cpos(pp);
    kalah_side_features(g, p, p->h.side, out);
    kalah_side_features(g, p, !p->h.side, out + KF_COUNT);
    out[2 * KF_COUNT] = 1;
    return KALAH_FEATURES;
}

/* The fitted evaluation: the stores, in KALAH_UNIT to a seed, and the
 * weighed features. */
static int kalah_evaluate_fitted(const Game *g, const Pos *p)
{
    int f[KALAH_FEATURES];
    kalah_eval_features(g, p, f);
    return mancala_weighed(kalah_base_value(g, p), KALAH_UNIT, kalah_weights, f, KALAH_FEATURES);
}

/* Extra-turn sowings first (the one nearest the store first, so the
 * others stay playable), then captures by size, then the pits nearest the
 * store: what a Kalah player looks at first. */
int kalah_move_priority(const Game *g, const Pos *pp, Move m)
{
    const KalahPos *p = kalah_cpos(pp);
    int n = kalah_npits(g), side = p->h.side, cycle = 2 * n + 1;
    int seeds = p->pit[m], idx = m - side * n;
    int last = (idx + seeds) % cycle;
    if (last == n)
        return 500 + idx;
    if (last < n && seeds < cycle) {
        int pit = side * n + last;
        if (pit != m && p->pit[pit] == 0 && p->pit[2 * n - 1 - pit])
            return 100 + p->pit[2 * n - 1 - pit];
    }
    return idx;
}

void kalah_level_profile(const Game *g, const Pos *pp, int level, LevelProfile *out)
{
    const KalahPos *p = kalah_cpos(pp);
    (void)g;
    static const MancalaExpert expert = {kalah_evaluate_fitted, KALAH_UNIT, 0, 1, 0};
    mancala_level_profile(p->row[0] + p->row[1], level, kalah_evaluate, &expert, out);
}
