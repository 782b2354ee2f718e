/*
 * test_analysis.c - the analysis board's engine: proven values of every
 * move of small Kalah positions against a plain minimax to the end, the
 * deepening that follows a proof too large for its budget, an analysis
 * done in slices of 1, 13 and 5000 nodes against one done at once, and a
 * finished position.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "analysis.h"
#include "engine_util.h"

/* The value of move m in p, side to move's view, by plain minimax. */
static int ta_move_value(const Game *g, const Pos *p, Move m)
{
    unsigned char child[512];
    memcpy(child, p, g->rules->pos_size);
    g->rules->play(g, (Pos *)(void *)child, m, NULL);
    int v = eu_minimax(g, (Pos *)(void *)child);
    return pos_side((Pos *)(void *)child) != pos_side(p) ? -v : v;
}

static SearchState ta_run(Analysis *an, uint64_t slice)
{
    SearchState st;
    int steps = 0;
    while ((st = analysis_step(an, slice)) == SEARCH_RUNNING && ++steps < 10000000)
        ;
    return st;
}

Test(analysis, proven_values_equal_plain_minimax)
{
    const char *const opts[] = {"pits=3", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *p = pos_new(g);
    Analysis *an = analysis_create(g, 1u << 20);
    cr_assert_not_null(an);
    uint64_t rng = 42;
    int checked = 0;
    for (int k = 0; k < 12; k++) {
        eu_random_position(g, p, &rng, k % 6);
        Move legal[GAME_MAX_MOVES];
        int n = g->rules->legal(g, p, legal);
        if (n == 0)
            continue;
        analysis_begin(an, p, NULL, 0, NULL);
        cr_assert_eq(ta_run(an, 4096), SEARCH_DONE);
        const SearchResult *r = analysis_result(an);
        cr_assert(r->exact, "position %d is proven", k);
        cr_assert_eq(r->nroot, n);
        for (int i = 0; i < r->nroot; i++) {
            cr_assert(r->root_exact[i]);
            cr_assert_eq(r->root_values[i], ta_move_value(g, p, r->root_moves[i]), "position %d move %d", k, i);
            if (i > 0)
                cr_assert_geq(r->root_values[i - 1], r->root_values[i], "best first");
        }
        cr_assert_eq(r->value, eu_minimax(g, p));
        cr_assert_eq(r->pv[0], r->root_moves[0], "the line starts with the best move");
        checked++;
    }
    cr_expect_gt(checked, 8);
    analysis_destroy(an);
    pos_free(p);
    game_destroy(g);
}

/* Kalah(6,4) from the start is not proven in 2000 nodes: the deepening
 * goes on, each result deeper than the last and none called proven. */
Test(analysis, deepens_where_the_proof_does_not_finish)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    Analysis *an = analysis_create(g, 1u << 20);
    AnalysisBudget b = {2000, 400000, 0};
    analysis_begin(an, p, NULL, 0, &b);
    unsigned seen = 0;
    int last_depth = 0, results = 0;
    while (analysis_step(an, 1000) == SEARCH_RUNNING) {
        if (analysis_changed(an, &seen) && analysis_result(an)->nroot > 0) {
            const SearchResult *r = analysis_result(an);
            cr_assert_gt(r->depth, last_depth, "each result deeper");
            cr_assert_eq(r->exact, 0);
            cr_assert_eq(r->nroot, 6);
            last_depth = r->depth;
            results++;
        }
    }
    cr_expect_gt(results, 3);
    cr_expect_geq(analysis_nodes(an), 400000);
    analysis_destroy(an);
    pos_free(p);
    game_destroy(g);
}

static void ta_collect(const Game *g, const Pos *p, uint64_t slice, SearchResult *out)
{
    Analysis *an = analysis_create(g, 1u << 20);
    AnalysisBudget b = {0, 60000, 0};
    analysis_begin(an, p, NULL, 0, &b);
    ta_run(an, slice);
    *out = *analysis_result(an);
    analysis_destroy(an);
}

Test(analysis, stepped_equals_one_shot)
{
    const char *games[] = {"hasami", "khan", "oware"};
    for (int k = 0; k < 3; k++) {
        Game *g = eu_game(games[k], NULL);
        Pos *p = pos_new(g);
        uint64_t rng = 7 + (uint64_t)k;
        eu_random_position(g, p, &rng, 12);
        SearchResult once, sliced;
        ta_collect(g, p, UINT64_MAX / 2, &once);
        cr_assert_gt(once.nroot, 0, "%s", games[k]);
        const uint64_t slices[] = {1, 13, 5000};
        for (int s = 0; s < 3; s++) {
            ta_collect(g, p, slices[s], &sliced);
            cr_assert_eq(sliced.depth, once.depth, "%s slice %llu", games[k], (unsigned long long)slices[s]);
            cr_assert_eq(sliced.nroot, once.nroot);
            cr_assert_eq(memcmp(sliced.root_moves, once.root_moves, sizeof once.root_moves[0] * (size_t)once.nroot), 0);
            cr_assert_eq(memcmp(sliced.root_values, once.root_values, sizeof once.root_values[0] * (size_t)once.nroot),
                         0, "%s slice %llu", games[k], (unsigned long long)slices[s]);
        }
        pos_free(p);
        game_destroy(g);
    }
}

Test(analysis, a_finished_position_has_nothing_to_analyse)
{
    const char *const opts[] = {"pits=3", "seeds=2", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *p = eu_pos(g, "0,0,0/1,2,0/5,4/1");
    Analysis *an = analysis_create(g, 1u << 20);
    analysis_begin(an, p, NULL, 0, NULL);
    cr_assert_eq(ta_run(an, 100), SEARCH_DONE);
    cr_assert_eq(analysis_result(an)->nroot, 0);
    analysis_destroy(an);
    pos_free(p);
    game_destroy(g);
}
