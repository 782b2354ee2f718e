/*
 * test_endgame.c - Kalah endgame tables against independent methods: a
 * plain minimax to the end of the game on thousands of random small
 * positions, the exact search with and without a table, a table built in
 * one-position steps against one built at once, and a table holding a
 * whole small game against the search's solution of it.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "endgame.h"
#include "engine_util.h"
#include "pos_check.h"
#include "search.h"

static Endgame *te_table(const Game *g, int seeds, uint64_t step)
{
    char err[160];
    Endgame *e = endgame_create(g, seeds, err, sizeof err);
    cr_assert_not_null(e, "%s", err);
    int calls = 0;
    while (!endgame_build(e, step))
        calls++;
    cr_expect_eq(endgame_progress(e), 1.0);
    cr_expect(step > 1 || calls > 1000, "a one-position budget built it in %d calls", calls);
    return e;
}

/* A position of game g (pits, seeds per pit) with `board` seeds spread at
 * random over the pits and the rest split between the stores. */
static void te_random_pos(const Game *g, Pos *p, int pits, int seeds, int board, uint64_t *rng)
{
    int pit[16] = {0}, total = 2 * pits * seeds;
    for (int s = 0; s < board; s++)
        pit[game_rng_next(rng) % (uint64_t)(2 * pits)]++;
    int s1 = (int)(game_rng_next(rng) % (uint64_t)(total - board + 1));
    char text[GAME_TEXT_MAX];
    size_t u = 0;
    for (int i = 0; i < 2 * pits; i++)
        u += (size_t)snprintf(text + u, sizeof text - u, "%d%c", pit[i], i == pits - 1 || i == 2 * pits - 1 ? '/' : ',');
    snprintf(text + u, sizeof text - u, "%d,%d/%d", s1, total - board - s1, 1 + (int)(game_rng_next(rng) & 1));
    char err[160];
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
}

/* Every table entry probed here equals plain minimax's value. */
static void te_check_minimax(const char *const *opts, int pits, int seeds, int table_seeds, int samples)
{
    Game *g = eu_game("kalah", opts);
    Endgame *e = te_table(g, table_seeds, (uint64_t)1 << 30);
    Pos *p = pos_new(g);
    uint64_t rng = 0x5EED0000u + (uint64_t)pits;
    for (int k = 0; k < samples; k++) {
        te_random_pos(g, p, pits, seeds, (int)(game_rng_next(&rng) % (uint64_t)(table_seeds + 1)), &rng);
        int v = 0, hi = 0;
        char text[GAME_TEXT_MAX];
        g->rules->format_pos(g, p, text, sizeof text);
        cr_assert(endgame_probe(e, p, &v, &hi), "%s not in the table", text);
        cr_assert_eq(hi, v, "%s: Kalah's table is exact, its bounds %d..%d", text, v, hi);
        cr_assert_eq(v, eu_minimax(g, p), "%s: table %d", text, v);
    }
    /* One seed more than it holds: not in the table. */
    te_random_pos(g, p, pits, seeds, table_seeds + 1, &rng);
    int v, hi;
    cr_expect(!endgame_probe(e, p, &v, &hi));
    pos_free(p);
    endgame_destroy(e);
    game_destroy(g);
}

Test(endgame, kalah_table_equals_plain_minimax)
{
    static const char *const three[] = {"pits=3", "seeds=4", NULL};
    static const char *const four_empty[] = {"pits=4", "seeds=3", "empty_capture=on", NULL};
    static const char *const six[] = {NULL};
    te_check_minimax(three, 3, 4, 12, 2000);
    te_check_minimax(four_empty, 4, 3, 10, 2000);
    te_check_minimax(six, 6, 4, 8, 1000);
}

/* Built one position at a time across calls, the table equals one built
 * in a single call. */
Test(endgame, built_in_steps_equals_built_at_once)
{
    static const char *const four[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", four);
    Endgame *once = te_table(g, 9, (uint64_t)1 << 30), *steps = te_table(g, 9, 1);
    cr_expect_eq(endgame_bytes(once), endgame_bytes(steps));
    Pos *p = pos_new(g);
    uint64_t rng = 99;
    for (int k = 0; k < 20000; k++) {
        te_random_pos(g, p, 4, 3, (int)(game_rng_next(&rng) % 10), &rng);
        int a = 0, b = 0, ah = 0, bh = 0;
        cr_assert(endgame_probe(once, p, &a, &ah) && endgame_probe(steps, p, &b, &bh));
        cr_assert_eq(a, b);
        cr_assert_eq(ah, bh);
    }
    pos_free(p);
    endgame_destroy(once);
    endgame_destroy(steps);
    game_destroy(g);
}

/* The exact search gives the same values with a table as without, on
 * random positions of Kalah(6,3) and Kalah(5,4) with the empty capture. */
Test(endgame, search_with_table_equals_without)
{
    static const char *const six[] = {"seeds=3", NULL};
    static const char *const five[] = {"pits=5", "seeds=4", "empty_capture=on", NULL};
    const char *const *opts[] = {six, five};
    uint64_t rng = 4242;
    for (int gi = 0; gi < 2; gi++) {
        Game *g = eu_game("kalah", opts[gi]);
        Endgame *e = te_table(g, 10, (uint64_t)1 << 30);
        Search *with = search_create(g, 16u << 20), *without = search_create(g, 16u << 20);
        search_set_endgame(with, e);
        Pos *p = pos_new(g);
        for (int k = 0; k < 12; k++) {
            g->rules->start(g, p);
            int plies = 8 + (int)(game_rng_next(&rng) % 16);
            for (int i = 0; i < plies; i++) {
                Move moves[GAME_MAX_MOVES];
                int n = g->rules->legal(g, p, moves);
                if (n == 0)
                    break;
                g->rules->play(g, p, moves[game_rng_next(&rng) % (uint64_t)n], NULL);
            }
            SearchLimits lim = {0};
            lim.exact = 1;
            SearchResult r[2];
            Search *s[2] = {with, without};
            for (int t = 0; t < 2; t++) {
                search_clear(s[t]);
                search_begin(s[t], p, NULL, 0, &lim);
                while (search_step(s[t], 1u << 20) == SEARCH_RUNNING)
                    ;
                r[t] = *search_result(s[t]);
            }
            char text[GAME_TEXT_MAX];
            g->rules->format_pos(g, p, text, sizeof text);
            cr_expect(r[0].exact && r[1].exact, "%s", text);
            cr_expect_eq(r[0].value, r[1].value, "%s: with %d, without %d", text, r[0].value, r[1].value);
            cr_expect_leq(r[0].nodes, r[1].nodes, "%s: the table made it slower", text);
        }
        pos_free(p);
        search_destroy(with);
        search_destroy(without);
        endgame_destroy(e);
        game_destroy(g);
    }
}

/* Kalah(4,2) has 16 seeds: a 16-seed table holds the whole game, and its
 * value of the start is the search's exact solution. */
Test(endgame, whole_game_table_equals_the_solution)
{
    static const char *const opts[] = {"pits=4", "seeds=2", NULL};
    Game *g = eu_game("kalah", opts);
    Endgame *e = te_table(g, 16, (uint64_t)1 << 30);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    int v = 0, hi = 0;
    cr_assert(endgame_probe(e, p, &v, &hi));
    cr_assert_eq(v, hi);
    Search *s = search_create(g, 16u << 20);
    SearchLimits lim = {0};
    lim.exact = 1;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    cr_expect_eq(v, search_result(s)->value);
    search_destroy(s);
    pos_free(p);
    endgame_destroy(e);
    game_destroy(g);
}

Test(endgame, refused_where_there_are_none)
{
    char err[160] = "";
    Game *hasami = eu_game("hasami", NULL);
    cr_expect_null(endgame_create(hasami, 10, err, sizeof err));
    cr_expect(strstr(err, "Hasami") != NULL, "%s", err);
    game_destroy(hasami);
    Game *kalah = eu_game("kalah", NULL);
    cr_expect_null(endgame_create(kalah, ENDGAME_MAX_SEEDS + 1, err, sizeof err));
    cr_expect(strstr(err, "seeds") != NULL, "%s", err);
    game_destroy(kalah);
}
