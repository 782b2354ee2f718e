/*
 * oware_eval.c - how the computer judges Oware: the evaluations, the move
 * ordering and the levels.
 *
 * The simple evaluation is the captured difference, the seed program's,
 * kept by the levels simple, medium and hard so that they play as they did.
 * The fitted one (expert) adds what the board says about the captures to
 * come: for each side, the seeds in each of its houses, each house empty
 * or vulnerable (one or two seeds, which a sowing makes two or three), its
 * heaps (a house that laps the board), its moves that stay at home (the
 * tempo a side has before it must feed the other), its moves that capture
 * and the most one captures now.  Where a house lies matters: the first
 * houses empty cost their owner two seeds or more.  It counts OWARE_UNIT
 * to a seed; tools/evalfit fitted its weights on positions labelled by
 * deep searches and the endgame table (the command is above them).
 */
#include "mancala.h"
#include "oware_internal.h"

#include <string.h>

/* What a proven win or loss counts besides its margin at expert: more
 * than any estimate (the stores differ by 24 at most before an end), so
 * that the computer plays to win the game, not to lose it by little.  The
 * hash covers the stores, as SearchLimits.decisive needs. */
#define OWARE_DECISIVE (100 * OWARE_UNIT)

/* A house of this many seeds or more laps the board. */
#define OWARE_HEAP 12

/* Each side's features, the side to move's first (OF_COUNT of them), then
 * the other side's, then one that is always 1: the move's own worth. */
enum {
    OF_SEEDS,                  /* seeds in each house, its first (leftmost) first */
    OF_EMPTY = OF_SEEDS + 6,   /* each house empty */
    OF_WEAK = OF_EMPTY + 6,    /* each house of one or two seeds */
    OF_HEAP = OF_WEAK + 6,     /* houses of OWARE_HEAP seeds or more */
    OF_HOME,    /* moves whose seeds all stay in its row */
    OF_THREATS, /* moves that capture */
    OF_CAPTURE, /* the most seeds one move captures */
    OF_COUNT
};
#define OWARE_FEATURES (2 * OF_COUNT + 1)

const char *const oware_eval_feature_names[OWARE_FEATURES] = {
    "seeds1", "seeds2", "seeds3", "seeds4", "seeds5", "seeds6",
    "empty1", "empty2", "empty3", "empty4", "empty5", "empty6",
    "weak1", "weak2", "weak3", "weak4", "weak5", "weak6",
    "heap", "home", "threats", "capture",
    "their_seeds1", "their_seeds2", "their_seeds3", "their_seeds4", "their_seeds5", "their_seeds6",
    "their_empty1", "their_empty2", "their_empty3", "their_empty4", "their_empty5", "their_empty6",
    "their_weak1", "their_weak2", "their_weak3", "their_weak4", "their_weak5", "their_weak6",
    "their_heap", "their_home", "their_threats", "their_capture",
    "to_move",
};

/* The weights of oware_eval_features, in OWARE_UNIT to a seed, as
 *     tabula-evalfit --game oware
 * prints them: its defaults, seed 1, 40,000 positions labelled at depths 12
 * and 13 with the 14-seed endgame table in the cache (tabula-cli tables
 * --game oware).  A change of the features or of the search that plays the
 * sampling games asks for the command again. */
static const int oware_weights[OWARE_FEATURES] = {
    /* the side to move: seeds in each house, each house empty, each of one or two seeds */
    0, -3, -4, -3, -2, 1, -64, -86, -82, -52, -17, 24, -17, -24, -23, -10, 4, 23,
    /* its heaps, home moves, capturing moves, best capture */
    38, 12, 14, 32,
    /* the other side, the same */
    -1, 2, 4, 4, 2, -1, 49, 84, 82, 59, 26, -16, 7, 21, 26, 17, 0, -21,
    -41, -9, -13, -10,
    /* the move */
    -10,
};

int oware_base_value(const Game *g, const Pos *pp)
{
    (void)g;
    const OwarePos *p = oware_cpos(pp);
    return p->store[p->h.side] - p->store[!p->h.side];
}

int oware_evaluate(const Game *g, const Pos *p) { return oware_base_value(g, p); }

/* What sowing house m (of side t) captures on the board pit: the 2s and
 * 3s it makes, back from its last seed, unless that takes the other's
 * whole row (a grand slam captures nothing). */
static int oware_capture_of(const uint8_t *pit, int m, int t)
{
    int n = pit[m], laps = n / 11, rest = n % 11;
    int last = oware_last_pit(m, n);
    int lo = (!t) * OWARE_PITS, hi = lo + OWARE_PITS - 1, taken = 0, j = last;
    /* The seeds a pit holds after the sowing: each lap gives every other
     * pit one, and the first `rest` past m one more. */
#define OWARE_AFTER(k) (pit[k] + laps + (((k) - m + 12) % 12 <= rest))
    while (j >= lo && j <= hi) {
        int c = OWARE_AFTER(j);
        if (c != 2 && c != 3)
            break;
        taken += c;
        j--;
    }
    if (taken) {
        int row = 0;
        for (int k = lo; k <= hi; k++)
            row += OWARE_AFTER(k);
        if (taken == row)
            taken = 0;
    }
#undef OWARE_AFTER
    return taken;
}

/* Side t's features into out[0..OF_COUNT). */
static void oware_side_features(const OwarePos *p, int t, int *out)
{
    memset(out, 0, sizeof(int) * OF_COUNT);
    int first = t * OWARE_PITS;
    for (int i = 0; i < OWARE_PITS; i++) {
        int n = p->pit[first + i];
        out[OF_SEEDS + i] = n;
        out[OF_EMPTY + i] = n == 0;
        out[OF_WEAK + i] = n == 1 || n == 2;
        out[OF_HEAP] += n >= OWARE_HEAP;
        if (!n)
            continue;
        out[OF_HOME] += n < OWARE_PITS - i;
        int c = oware_capture_of(p->pit, first + i, t);
        out[OF_THREATS] += c > 0;
        if (c > out[OF_CAPTURE])
            out[OF_CAPTURE] = c;
    }
}

int oware_eval_features(const Game *g, const Pos *pp, int *out)
{
    (void)g;
    const OwarePos *p = oware_cpos(pp);
    oware_side_features(p, p->h.side, out);
    oware_side_features(p, !p->h.side, out + OF_COUNT);
    out[2 * OF_COUNT] = 1;
    return OWARE_FEATURES;
}

/* The fitted evaluation: the captures made, in OWARE_UNIT to a seed, and
 * the weighed features. */
static int oware_evaluate_fitted(const Game *g, const Pos *p)
{
    int f[OWARE_FEATURES];
    oware_eval_features(g, p, f);
    return mancala_weighed(oware_base_value(g, p), OWARE_UNIT, oware_weights, f, OWARE_FEATURES);
}

/* Captures first, by what the last pit alone would take. */
int oware_move_priority(const Game *g, const Pos *pp, Move m)
{
    (void)g;
    const OwarePos *p = oware_cpos(pp);
    int seeds = p->pit[m];
    if (seeds > 11)
        return 1;
    int last = oware_last_pit(m, seeds);
    int opp_lo = (!p->h.side) * OWARE_PITS;
    if (last < opp_lo || last >= opp_lo + OWARE_PITS)
        return 0;
    int after = p->pit[last] + 1;
    return after == 2 || after == 3 ? 10 + after : 0;
}

void oware_level_profile(const Game *g, const Pos *pp, int level, LevelProfile *out)
{
    (void)g;
    const OwarePos *p = oware_cpos(pp);
    static const MancalaExpert expert = {oware_evaluate_fitted, OWARE_UNIT, OWARE_DECISIVE, 1, 1};
    mancala_level_profile(oware_row_sum(p, 0) + oware_row_sum(p, 1), level, oware_evaluate, &expert, out);
}
