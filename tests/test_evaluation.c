/*
 * test_evaluation.c - the fitted evaluations of the sowing games: each
 * feature on hand-made positions, what the weights make of a vulnerable
 * house and a heap, and the search that judges by them (in finer units
 * than a seed, proven results beyond every estimate, late moves reduced)
 * against plain minimax and against itself in slices.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine_util.h"
#include "search.h"

static void features_of(const Game *g, const char *text, int *f, int *n)
{
    Pos *p = eu_pos(g, text);
    *n = g->rules->eval_features(g, p, f);
    pos_free(p);
}

/* The feature called name in g's list. */
static int feature(const Game *g, const int *f, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(g->rules->eval_feature_names[i], name) == 0)
            return f[i];
    cr_assert_fail("no feature %s", name);
    return 0;
}

/* Player 1 to move: E's three seeds make H two (G one stops the chain),
 * and player 2's I makes A two; D's twelve seeds lap the board and end at
 * home. */
Test(evaluation, oware_features_by_hand)
{
    Game *g = eu_game("oware", NULL);
    int f[EVAL_MAX_FEATURES], n;
    features_of(g, "1,0,2,12,3,0/0,1,4,1,0,4/10,10/1", f, &n);
    cr_assert_eq(n, 45);
    const struct {
        const char *name;
        int want;
    } want[] = {
        {"seeds1", 1},        {"seeds2", 0},       {"seeds3", 2},       {"seeds4", 12},       {"seeds5", 3},
        {"seeds6", 0},        {"empty2", 1},       {"empty6", 1},       {"empty1", 0},        {"weak1", 1},
        {"weak3", 1},         {"weak2", 0},        {"heap", 1},         {"home", 2},          {"threats", 1},
        {"capture", 2},       {"their_seeds3", 4}, {"their_empty1", 1}, {"their_empty5", 1},  {"their_weak2", 1},
        {"their_weak4", 1},   {"their_weak3", 0},  {"their_heap", 0},   {"their_home", 2},    {"their_threats", 1},
        {"their_capture", 2}, {"to_move", 1},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_expect_eq(feature(g, f, n, want[i].name), want[i].want, "%s", want[i].name);
    /* Seen from player 2, the same board swaps the two lists. */
    int f2[EVAL_MAX_FEATURES];
    features_of(g, "1,0,2,12,3,0/0,1,4,1,0,4/10,10/2", f2, &n);
    for (int i = 0; i < 22; i++) {
        cr_expect_eq(f2[i], f[22 + i], "%s", g->rules->eval_feature_names[i]);
        cr_expect_eq(f2[22 + i], f[i], "%s", g->rules->eval_feature_names[22 + i]);
    }
    game_destroy(g);
}

/* F's seed would make G two, player 2's whole row: a grand slam takes
 * nothing, so it is no capture. */
Test(evaluation, oware_grand_slam_is_no_capture)
{
    Game *g = eu_game("oware", NULL);
    int f[EVAL_MAX_FEATURES], n;
    features_of(g, "10,10,10,10,4,1/1,0,0,0,0,0/2,0/1", f, &n);
    cr_expect_eq(feature(g, f, n, "threats"), 0);
    cr_expect_eq(feature(g, f, n, "capture"), 0);
    cr_expect_eq(feature(g, f, n, "their_empty2"), 1);
    game_destroy(g);
}

/* Kalah(6,4), player 1 to move: C's seed lands in the empty D, facing I's
 * two (a capture of three); F's seed ends in the store, and so does
 * player 2's L; pits are placed by their distance to the store. */
Test(evaluation, kalah_features_by_hand)
{
    Game *g = eu_game("kalah", NULL);
    int f[EVAL_MAX_FEATURES], n;
    features_of(g, "0,3,1,0,5,1/4,0,2,1,3,1/13,14/1", f, &n);
    cr_assert_eq(n, 31);
    const struct {
        const char *name;
        int want;
    } want[] = {
        {"seeds1", 1},       {"seeds2", 5},       {"seeds3", 0},        {"seeds4", 1},          {"seeds5", 3},
        {"seeds6", 0},       {"empty3", 1},       {"empty6", 1},        {"empty1", 0},          {"extra", 1},
        {"threats", 1},      {"capture", 3},      {"their_seeds6", 4},  {"their_seeds5", 0},    {"their_empty5", 1},
        {"their_empty6", 0}, {"their_extra", 1},  {"their_threats", 0}, {"their_capture", 0},   {"to_move", 1},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_expect_eq(feature(g, f, n, want[i].name), want[i].want, "%s", want[i].name);
    /* Thirteen seeds in A lap the board and end in A itself, alone: it
     * takes the facing L, one seed there and one more from the lap. */
    features_of(g, "13,0,0,0,0,0/0,0,0,0,0,1/17,17/1", f, &n);
    cr_expect_eq(feature(g, f, n, "capture"), 3);
    game_destroy(g);
}

/* The expert's evaluation of p, in seeds. */
static double expert_value(const Game *g, const char *text)
{
    Pos *p = eu_pos(g, text);
    LevelProfile lp;
    g->rules->level_profile(g, p, LEVEL_EXPERT, &lp);
    cr_assert_gt(lp.unit, 1);
    double v = (double)lp.evaluate(g, p) / lp.unit;
    pos_free(p);
    return v;
}

/* What the fitted weights make of the board, the stores equal: a house of
 * one seed on the left costs its owner, the same against the other side
 * gains; a heap of twelve that laps the board is worth more than the
 * seed it took from the store (nothing else changes: F captures with
 * neither count). */
Test(evaluation, oware_weights_judge_the_board)
{
    Game *g = eu_game("oware", NULL);
    double level = expert_value(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    double weak = expert_value(g, "1,7,4,4,4,4/4,4,4,4,4,4/0,0/1");
    double their_weak = expert_value(g, "4,4,4,4,4,4/1,7,4,4,4,4/0,0/1");
    cr_expect_lt(weak, level, "a vulnerable house: %.2f against %.2f", weak, level);
    cr_expect_gt(their_weak, level, "the other's vulnerable house: %.2f against %.2f", their_weak, level);
    double eleven = expert_value(g, "4,4,4,4,4,11/3,3,3,2,1,1/2,2/1");
    double heap = expert_value(g, "4,4,4,4,4,12/3,3,3,2,1,1/1,2/1");
    cr_expect_gt(heap, eleven, "a heap: %.2f against %.2f", heap, eleven);
    game_destroy(g);
}

/* ---- the search judging by the expert's evaluation ---- */

static SearchResult run(Search *s, const Pos *p, const SearchLimits *lim, uint64_t budget)
{
    search_begin(s, p, NULL, 0, lim);
    while (search_step(s, budget) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

/* The expert's limits for p at a fixed depth; reductions as asked. */
static SearchLimits expert_at_depth(const Game *g, const Pos *p, int depth, int reduce)
{
    SearchLimits lim;
    level_limits(g, p, LEVEL_EXPERT, 1000, &lim);
    lim.time_ms = 0;
    lim.depth = depth;
    lim.reduce = reduce;
    return lim;
}

/* What search_result shows of a value in the search's unit. */
static int shown(int v, const SearchLimits *lim)
{
    if (lim->decisive && v >= lim->decisive)
        v -= lim->decisive;
    else if (lim->decisive && v <= -lim->decisive)
        v += lim->decisive;
    int u = lim->unit;
    return v >= 0 ? (v + u / 2) / u : -((-v + u / 2) / u);
}

static void check_expert_against_minimax(const char *name, int decisive, int positions, int max_plies)
{
    Game *g = eu_game(name, NULL);
    Pos *p = pos_new(g);
    Search *s = search_create(g, 1 << 20);
    uint64_t rng = 7, hist[256];
    for (int k = 0; k < positions; k++) {
        eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % (uint64_t)max_plies));
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            continue;
        for (int d = 1; d <= 5; d++) {
            SearchLimits lim = expert_at_depth(g, p, d, 0);
            cr_assert(lim.unit > 1);
            cr_assert_eq(lim.decisive > 0, decisive);
            SearchResult r = run(s, p, &lim, 1u << 30);
            int want = shown(eu_minimax_scaled(g, p, hist, r.exact && r.depth < d ? r.depth : d, &lim), &lim);
            char t[GAME_TEXT_MAX];
            g->rules->format_pos(g, p, t, sizeof t);
            cr_assert_eq(r.value, want, "%s depth %d: search %d, minimax %d", t, d, r.value, want);
        }
    }
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}

/* Oware counts proven results beyond its estimates; Kalah, whose table
 * shares entries across stores, does not. */
Test(evaluation, expert_without_reductions_equals_minimax)
{
    check_expert_against_minimax("oware", 1, 60, 90);
    check_expert_against_minimax("kalah", 0, 60, 40);
}

/* Reductions search fewer nodes to the same depth, and find the same
 * proven end where there is one. */
Test(evaluation, oware_reductions_search_less)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = eu_pos(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    Search *s = search_create(g, 1 << 20);
    SearchLimits plain = expert_at_depth(g, p, 11, 0), reduced = expert_at_depth(g, p, 11, 1);
    uint64_t a = run(s, p, &plain, 1u << 30).nodes;
    search_clear(s);
    uint64_t b = run(s, p, &reduced, 1u << 30).nodes;
    cr_expect_lt(b, a, "reduced %llu, plain %llu", (unsigned long long)b, (unsigned long long)a);
    /* A win at once: F's seed makes G three, and 25 captured. */
    Pos *w = eu_pos(g, "0,0,0,0,0,1/2,4,4,4,4,4/22,3/1");
    SearchLimits lim = expert_at_depth(g, w, 6, 1);
    SearchResult r = run(s, w, &lim, 1u << 30);
    cr_expect_eq(r.move, 5);
    cr_expect_eq(r.value, 25 - 3);
    cr_expect(r.exact);
    pos_free(w);
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}
