/*
 * test_search.c - the search against independent methods: plain minimax
 * at fixed depths (every game), a plain solver to the end of the game, itself run in
 * slices of 1, 7 and 1000 nodes, with tiny and large tables, and two
 * searches alive at once; and the reference values of Kalah.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "engine_util.h"
#include "pos_check.h"
#include "search.h"
#include "tt.h"

static SearchResult run(Search *s, const Pos *p, const SearchLimits *lim, uint64_t budget)
{
    search_begin(s, p, NULL, 0, lim);
    while (search_step(s, budget) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

static void check_against_minimax(const char *name, const char *const *opts, int positions, int max_depth, int max_plies)
{
    Game *g = eu_game(name, opts);
    Pos *p = pos_new(g);
    Search *s = search_create(g, 1 << 20);
    uint64_t rng = 42, hist[256];
    for (int k = 0; k < positions; k++) {
        eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % (uint64_t)max_plies));
        for (int d = 1; d <= max_depth; d++) {
            SearchLimits lim = {0};
            lim.depth = d;
            SearchResult r = run(s, p, &lim, 1u << 30);
            GameStatus st;
            g->rules->status(g, p, NULL, 0, &st);
            if (st.over)
                continue;
            int want = eu_minimax_line(g, p, hist, 0, r.exact && r.depth < d ? r.depth : d, 0);
            char t[GAME_TEXT_MAX];
            g->rules->format_pos(g, p, t, sizeof t);
            cr_assert_eq(r.value, want, "%s %s depth %d (reached %d): search %d, minimax %d", name, t, d, r.depth,
                         r.value, want);
        }
    }
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}

Test(search, alpha_beta_equals_minimax_kalah)
{
    const char *const small[] = {"pits=4", "seeds=3", NULL};
    const char *const ec[] = {"empty_capture=on", NULL};
    check_against_minimax("kalah", small, 150, 6, 30);
    check_against_minimax("kalah", NULL, 100, 5, 40);
    check_against_minimax("kalah", ec, 60, 5, 40);
}

Test(search, alpha_beta_equals_minimax_oware)
{
    const char *const six[] = {"finish=six", NULL};
    check_against_minimax("oware", NULL, 120, 5, 60);
    check_against_minimax("oware", six, 60, 5, 80);
}

Test(search, alpha_beta_equals_minimax_khan)
{
    check_against_minimax("khan", NULL, 25, 3, 40);
}

/* A Hasami Shogi board of `men` men a side on random squares of a random
 * 5x5 corner or middle of the board, the side to move at random: fewer
 * moves than the opening's hundred, so minimax can go three plies deep,
 * and men close enough for captures, corner captures and wins. */
static void hasami_random_board(const Game *g, Pos *p, uint64_t *rng, int men)
{
    char text[100];
    int r0 = (int)(game_rng_next(rng) % 5), c0 = (int)(game_rng_next(rng) % 5);
    memset(text, '.', 90);
    for (int r = 1; r <= 8; r++)
        text[r * 10 - 1] = '/';
    for (int side = 0; side < 2; side++)
        for (int placed = 0; placed < men;) {
            int sq = (int)(game_rng_next(rng) % 25), at = (r0 + sq / 5) * 10 + c0 + sq % 5;
            if (text[at] == '.') {
                text[at] = side ? 'W' : 'B';
                placed++;
            }
        }
    text[89] = '/';
    text[90] = game_rng_next(rng) & 1 ? 'w' : 'b';
    text[91] = '\0';
    char err[128];
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
}

/* Hasami Shogi under four option sets: random boards of three to six men
 * a side to depth 3, and middlegames from random play to depth 2; some
 * boards are won within the depth, which the search must see as minimax
 * does. */
Test(search, alpha_beta_equals_minimax_hasami)
{
    static const char *const sets[][3] = {
        {NULL},
        {"diagonal=on", NULL},
        {"corner2=on", NULL},
        {"defeat=1", "lead=0", NULL},
    };
    uint64_t rng = 27, hist[8];
    int wins = 0;
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        Game *g = eu_game("hasami", sets[k]);
        Pos *p = pos_new(g);
        Search *s = search_create(g, 1 << 20);
        int checked = 0;
        for (int b = 0; b < 28; b++) {
            int random_play = b >= 24;
            if (random_play)
                eu_random_position(g, p, &rng, 20 + (int)(game_rng_next(&rng) % 40));
            else
                hasami_random_board(g, p, &rng, 3 + b % 4);
            GameStatus st;
            g->rules->status(g, p, NULL, 0, &st);
            if (st.over)
                continue;
            checked++;
            for (int d = 1; d <= (random_play ? 2 : 3); d++) {
                SearchLimits lim = {0};
                lim.depth = d;
                search_clear(s);
                SearchResult r = run(s, p, &lim, 1u << 30);
                int want = eu_minimax_line(g, p, hist, 0, r.exact && r.depth < d ? r.depth : d, 0);
                char t[GAME_TEXT_MAX];
                g->rules->format_pos(g, p, t, sizeof t);
                cr_assert_eq(r.value, want, "set %zu %s depth %d (reached %d): search %d, minimax %d", k, t, d,
                             r.depth, r.value, want);
                wins += d == 3 && (r.value >= VALUE_WIN_BOUND || r.value <= -VALUE_WIN_BOUND);
            }
        }
        cr_expect_geq(checked, 20, "set %zu: only %d positions still playing", k, checked);
        search_destroy(s);
        pos_free(p);
        game_destroy(g);
    }
    cr_expect_gt(wins, 3, "%d boards won or lost within three plies", wins);
}

/* p searched as lim says in slices of 1, 7 and 1000 nodes: the result of
 * one search without slices. */
static void expect_resumable(const Game *g, const Pos *p, const SearchLimits *lim)
{
    Search *one = search_create(g, 1 << 20);
    SearchResult want = run(one, p, lim, 1u << 30);
    search_destroy(one);
    const uint64_t budgets[] = {1, 7, 1000};
    for (int b = 0; b < 3; b++) {
        Search *s = search_create(g, 1 << 20);
        SearchResult got = run(s, p, lim, budgets[b]);
        cr_expect_eq(got.move, want.move, "%s budget %llu", g->rules->name, (unsigned long long)budgets[b]);
        cr_expect_eq(got.value, want.value);
        cr_expect_eq(got.nodes, want.nodes);
        cr_expect_eq(got.depth, want.depth);
        cr_expect_eq(got.nroot, want.nroot);
        for (int i = 0; i < got.nroot; i++)
            cr_expect_eq(got.root_values[i], want.root_values[i]);
        search_destroy(s);
    }
}

/* The same move, value and node count whatever the slices: a plain
 * search, and the sowing games' expert (its own evaluation and unit, with
 * reductions, whose values are the search's own). */
Test(search, resumable_equals_one_shot)
{
    const char *games[] = {"kalah", "oware", "khan"};
    uint64_t rng = 9;
    for (int gi = 0; gi < 3; gi++) {
        Game *g = eu_game(games[gi], NULL);
        Pos *p = pos_new(g);
        for (int k = 0; k < 6; k++) {
            eu_random_position(g, p, &rng, 4 + k * 5);
            SearchLimits lim = {0};
            lim.depth = gi == 2 ? 3 : 7;
            lim.analyze = k % 2;
            expect_resumable(g, p, &lim);
            if (gi == 2)
                continue;
            level_limits(g, p, LEVEL_EXPERT, 1000, &lim);
            lim.time_ms = 0;
            lim.depth = 11;
            lim.analyze = k % 2;
            cr_assert(lim.reduce && lim.unit > 1);
            expect_resumable(g, p, &lim);
        }
        pos_free(p);
        game_destroy(g);
    }
}

/* Exact values: the reference table of the rules file. */
Test(search, kalah_reference_values)
{
    struct {
        const char *opts[4];
        int value;
    } cases[] = {
        {{"pits=4", "seeds=4", "empty_capture=off", NULL}, 2},
        {{"pits=4", "seeds=4", "empty_capture=on", NULL}, 2},
        {{"pits=6", "seeds=3", "empty_capture=off", NULL}, 2},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Game *g = eu_game("kalah", cases[c].opts);
        Pos *p = pos_new(g);
        g->rules->start(g, p);
        Search *s = search_create(g, 64u << 20);
        SearchLimits lim = {0};
        lim.exact = 1;
        SearchResult r = run(s, p, &lim, 1u << 30);
        cr_expect(r.exact, "case %zu not proven", c);
        cr_expect_eq(r.value, cases[c].value, "case %zu: %d", c, r.value);
        search_destroy(s);
        pos_free(p);
        game_destroy(g);
    }
}

/* Exact search against a plain solver on small Kalah boards, with a table
 * large, tiny (collisions and replacement everywhere) and absent. */
Test(search, exact_equals_plain_solver)
{
    const char *const tiny[] = {"pits=3", "seeds=2", NULL};
    const char *const small[] = {"pits=4", "seeds=2", "empty_capture=on", NULL};
    const char *const *opts[] = {tiny, small};
    const int samples[] = {40, 6};
    uint64_t rng = 77, hist[512];
    for (int gi = 0; gi < 2; gi++) {
        Game *g = eu_game("kalah", opts[gi]);
        Pos *p = pos_new(g);
        for (int k = 0; k < samples[gi]; k++) {
            eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % 12));
            GameStatus st;
            g->rules->status(g, p, NULL, 0, &st);
            if (st.over)
                continue;
            int want = eu_minimax_line(g, p, hist, 0, -1, 0);
            /* 3136 bytes: 49 buckets, a table indexed by the remainder. */
            const size_t sizes[] = {64u << 20, 1024, 3136, 0};
            for (int t = 0; t < 4; t++) {
                Search *s = search_create(g, sizes[t]);
                SearchLimits lim = {0};
                lim.exact = 1;
                SearchResult r = run(s, p, &lim, 1u << 30);
                char text[GAME_TEXT_MAX];
                g->rules->format_pos(g, p, text, sizeof text);
                cr_expect(r.exact, "%s not proven", text);
                cr_expect_eq(r.value, want, "%s table %zu: search %d, solver %d", text, sizes[t], r.value, want);
                /* The move it names achieves that value. */
                unsigned char child[512];
                memcpy(child, p, g->rules->pos_size);
                g->rules->play(g, (Pos *)(void *)child, r.move, NULL);
                hist[0] = pos_hash(p);
                int v = eu_minimax_line(g, (Pos *)(void *)child, hist, 1, -1, 1);
                if (pos_side((Pos *)(void *)child) != pos_side(p))
                    v = -v;
                cr_expect_eq(v, want, "%s: move %d gives %d, not %d", text, r.move, v, want);
                search_destroy(s);
            }
        }
        pos_free(p);
        game_destroy(g);
    }
}

/* Kalah's position seen from the other chair: the rows and the stores
 * swapped, the other side to move ("a/b/s,t/1" <-> "b/a/t,s/2"). */
static void mirror_text(const char *in, char *out, size_t len)
{
    char a[128], b[128];
    int s1, s2, side;
    cr_assert_eq(sscanf(in, "%127[^/]/%127[^/]/%d,%d/%d", a, b, &s1, &s2, &side), 5);
    snprintf(out, len, "%s/%s/%d,%d/%d", b, a, s2, s1, 3 - side);
}

/* A Kalah position and its mirror image are one game for the mover: they
 * share a hash, so one search's table serves both.  Solving the mirror
 * after the position gives the same value and the mirrored move from the
 * table at once, and every move's value is its mirror's. */
Test(search, kalah_mirror_shares_the_table)
{
    const char *const small[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", small);
    Pos *p = pos_new(g);
    uint64_t rng = 5;
    int checked = 0;
    for (int k = 0; k < 30; k++) {
        eu_random_position(g, p, &rng, 1 + (int)(game_rng_next(&rng) % 8));
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            continue;
        char text[GAME_TEXT_MAX], mtext[GAME_TEXT_MAX];
        g->rules->format_pos(g, p, text, sizeof text);
        mirror_text(text, mtext, sizeof mtext);
        Pos *m = eu_pos(g, mtext);
        cr_expect_eq(pos_hash(m), pos_hash(p), "%s and %s", text, mtext);
        Search *s = search_create(g, 16u << 20);
        SearchLimits lim = {0};
        lim.exact = 1;
        SearchResult a = run(s, p, &lim, 1u << 30);
        SearchResult b = run(s, m, &lim, 1u << 30);
        cr_expect(a.exact && b.exact);
        cr_expect_eq(a.value, b.value, "%s %d, mirror %d", text, a.value, b.value);
        cr_expect_eq(g->rules->mirror_move(g, a.move), b.move, "%s", text);
        cr_expect_lt(b.nodes, 16, "%s: the mirror took %llu nodes", mtext, (unsigned long long)b.nodes);
        lim.analyze = 1;
        search_clear(s);
        a = run(s, p, &lim, 1u << 30);
        search_clear(s);
        b = run(s, m, &lim, 1u << 30);
        cr_assert_eq(a.nroot, b.nroot);
        for (int i = 0; i < a.nroot; i++) {
            int j = 0;
            while (j < b.nroot && b.root_moves[j] != g->rules->mirror_move(g, a.root_moves[i]))
                j++;
            cr_assert_lt(j, b.nroot);
            cr_expect_eq(a.root_values[i], b.root_values[j], "%s move %d", text, a.root_moves[i]);
        }
        search_destroy(s);
        pos_free(m);
        checked++;
    }
    cr_expect_gt(checked, 20);
    pos_free(p);
    game_destroy(g);
}

/* Oware endgames: the exact value does not depend on the transposition
 * table's size (a tiny one collides and replaces all the time).  With an
 * endgame table of 6 seeds under them, positions of 7 to 9 seeds; where
 * repetitions keep a value from being proven, neither run may claim it. */
Test(search, oware_exact_independent_of_table)
{
    Game *g = eu_game("oware", NULL);
    char err[160];
    Endgame *e = endgame_create(g, 9, err, sizeof err);
    cr_assert_not_null(e, "%s", err);
    while (endgame_build(e, (uint64_t)1 << 30) == 0)
        ;
    Pos *p = pos_new(g);
    uint64_t rng = 31;
    int checked = 0, proven = 0;
    for (int k = 0; k < 2000 && checked < 12; k++) {
        eu_random_position(g, p, &rng, 40 + (int)(game_rng_next(&rng) % 80));
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        int lo, hi;
        g->rules->value_bounds(g, p, &lo, &hi);
        if (st.over || hi - lo < 9 || hi - lo > 10)
            continue;
        checked++;
        SearchResult r[2];
        const size_t sizes[] = {32u << 20, 4096};
        for (int t = 0; t < 2; t++) {
            Search *s = search_create(g, sizes[t]);
            search_set_endgame(s, e);
            SearchLimits lim = {0};
            lim.exact = 1;
            lim.time_ms = 1500;
            r[t] = run(s, p, &lim, 1u << 30);
            search_destroy(s);
        }
        if (r[0].exact && r[1].exact) {
            proven++;
            cr_expect_eq(r[0].value, r[1].value);
        }
        /* What each proved of the value agrees with the other. */
        cr_expect(r[0].lo <= r[1].hi && r[1].lo <= r[0].hi, "%d..%d against %d..%d", r[0].lo, r[0].hi, r[1].lo, r[1].hi);
    }
    cr_expect_gt(checked, 6);
    cr_expect_gt(proven, 2, "only %d of %d proven", proven, checked);
    cr_log_info("%d of %d proven", proven, checked);
    pos_free(p);
    endgame_destroy(e);
    game_destroy(g);
}

/* analyze: sorted, its best equals go's value, and in exact mode every
 * root value equals the plain solver's value of that move. */
Test(search, analyze_agrees_with_go_and_solver)
{
    const char *const small[] = {"pits=4", "seeds=3", NULL};
    const char *const tiny[] = {"pits=3", "seeds=2", NULL};
    Game *g = eu_game("kalah", small), *gt = eu_game("kalah", tiny);
    Pos *pt = pos_new(gt);
    Pos *p = pos_new(g);
    uint64_t rng = 5, hist[512];
    for (int k = 0; k < 20; k++) {
        eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % 10));
        Search *s = search_create(g, 1 << 22);
        SearchLimits lim = {0};
        lim.depth = 6;
        SearchResult go = run(s, p, &lim, 1u << 30);
        if (go.move == MOVE_NONE)
            continue;
        lim.analyze = 1;
        SearchResult an = run(s, p, &lim, 1u << 30);
        cr_assert_gt(an.nroot, 0);
        for (int i = 1; i < an.nroot; i++)
            cr_expect_geq(an.root_values[i - 1], an.root_values[i]);
        cr_expect_eq(an.root_values[0], go.value);
        search_destroy(s);
        /* Exact analysis on a board small enough for plain minimax. */
        eu_random_position(gt, pt, &rng, (int)(game_rng_next(&rng) % 6));
        Search *st = search_create(gt, 1 << 22);
        SearchLimits ex = {0};
        ex.exact = 1;
        ex.analyze = 1;
        SearchResult x = run(st, pt, &ex, 1u << 30);
        for (int i = 0; i < x.nroot; i++) {
            unsigned char child[512];
            memcpy(child, pt, gt->rules->pos_size);
            gt->rules->play(gt, (Pos *)(void *)child, x.root_moves[i], NULL);
            hist[0] = pos_hash(pt);
            int v = eu_minimax_line(gt, (Pos *)(void *)child, hist, 1, -1, 1);
            if (pos_side((Pos *)(void *)child) != pos_side(pt))
                v = -v;
            cr_expect(x.root_exact[i]);
            cr_expect_eq(x.root_values[i], v, "root move %d", x.root_moves[i]);
        }
        search_destroy(st);
    }
    pos_free(p);
    pos_free(pt);
    game_destroy(g);
    game_destroy(gt);
}

/* Two searches stepped in turn give what each gives alone. */
Test(search, two_searches_side_by_side)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = pos_new(g), *q = pos_new(g);
    uint64_t rng = 3;
    eu_random_position(g, p, &rng, 10);
    eu_random_position(g, q, &rng, 25);
    SearchLimits lim = {0};
    lim.depth = 8;
    Search *a = search_create(g, 1 << 20), *b = search_create(g, 1 << 20);
    SearchResult wa = run(a, p, &lim, 1u << 30), wb = run(b, q, &lim, 1u << 30);
    search_destroy(a);
    search_destroy(b);
    a = search_create(g, 1 << 20);
    b = search_create(g, 1 << 20);
    search_begin(a, p, NULL, 0, &lim);
    search_begin(b, q, NULL, 0, &lim);
    int da = 0, db = 0;
    while (!da || !db) {
        if (!da)
            da = search_step(a, 100) == SEARCH_DONE;
        if (!db)
            db = search_step(b, 37) == SEARCH_DONE;
    }
    cr_expect_eq(search_result(a)->move, wa.move);
    cr_expect_eq(search_result(a)->value, wa.value);
    cr_expect_eq(search_result(a)->nodes, wa.nodes);
    cr_expect_eq(search_result(b)->move, wb.move);
    cr_expect_eq(search_result(b)->value, wb.value);
    search_destroy(a);
    search_destroy(b);
    pos_free(p);
    pos_free(q);
    game_destroy(g);
}

Test(search, limits_and_levels)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    Search *s = search_create(g, 1 << 20);
    SearchLimits lim = {0};
    lim.nodes = 5000;
    SearchResult r = run(s, p, &lim, 1u << 30);
    cr_expect_leq(r.nodes, 5000);
    cr_expect_neq(r.move, MOVE_NONE); /* always a move to play */
    SearchLimits lv;
    level_limits(g, p, LEVEL_SIMPLE, 1000, &lv);
    cr_expect_eq(lv.depth, 2);
    level_limits(g, p, LEVEL_MEDIUM, 1000, &lv);
    cr_expect_eq(lv.depth, 6);
    level_limits(g, p, LEVEL_HARD, 1000, &lv);
    cr_expect_eq(lv.depth, 10);
    level_limits(g, p, LEVEL_EXPERT, 1500, &lv);
    cr_expect_eq(lv.time_ms, 1500);
    level_limits(g, p, LEVEL_PERFECT, 1500, &lv);
    cr_expect(lv.exact && lv.time_ms == 1500 && lv.prove_ms == 500);
    /* Hints prove their values where the game is solvable at its size. */
    hint_limits(g, p, 1500, &lv);
    cr_expect(lv.exact && lv.analyze && lv.time_ms == 4500 && lv.contempt == 0);
    const char *const big[] = {"pits=6", "seeds=5", NULL};
    Game *g5 = eu_game("kalah", big);
    hint_limits(g5, p, 1500, &lv);
    cr_expect(!lv.exact && lv.analyze && lv.time_ms == 1500);
    game_destroy(g5);
    Game *ow = eu_game("oware", NULL);
    hint_limits(ow, p, 1500, &lv);
    cr_expect(!lv.exact && lv.analyze && lv.time_ms == 1500);
    game_destroy(ow);
    Pos *late = eu_pos(g, "1,0,0,2,0,1/0,3,0,0,1,0/20,20/1");
    level_limits(g, late, LEVEL_HARD, 1000, &lv);
    cr_expect_eq(lv.depth, 14); /* 20 seeds or fewer on the board */
    cr_expect_eq(level_from_name("expert"), LEVEL_EXPERT);
    cr_expect_eq(level_from_name("godlike"), -1);
    /* A finished game: no move, its final value, at once. */
    Pos *done = eu_pos(g, "0,0,0,0,0,0/0,0,0,0,0,0/20,28/1");
    lim.nodes = 0;
    r = run(s, done, &lim, 10);
    cr_expect_eq(r.move, MOVE_NONE);
    cr_expect_eq(r.value, -8);
    pos_free(p);
    pos_free(late);
    pos_free(done);
    search_destroy(s);
    game_destroy(g);
}

/* The perfect level that cannot prove a value within its share of the
 * time searches on by deepening, past the shallow iterations it began
 * with, instead of playing what they found. */
Test(search, perfect_deepens_when_no_proof_comes)
{
    const char *const big[] = {"pits=6", "seeds=6", NULL};
    Game *g = eu_game("kalah", big);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    Search *s = search_create(g, 16u << 20);
    SearchLimits lim;
    level_limits(g, p, LEVEL_PERFECT, 1000, &lim);
    lim.prove_ms = 5;
    SearchResult r = run(s, p, &lim, 1u << 12);
    cr_expect(!r.exact);
    cr_expect_gt(r.depth, 6, "depth %d: the warm-up's", r.depth);
    cr_expect_neq(r.move, MOVE_NONE);
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

/* A seed changes which of equal moves is played, never the value; the
 * same seed plays the same move. */
Test(search, seed_varies_ties_not_values)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    Search *s = search_create(g, 1u << 20);
    uint64_t rng = 5;
    int varied = 0;
    for (int k = 0; k < 40; k++) {
        eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % 20));
        SearchLimits lim = {0};
        lim.depth = 4;
        search_clear(s);
        SearchResult plain = run(s, p, &lim, 1u << 30);
        Move first = MOVE_NONE;
        for (uint64_t seed = 1; seed <= 6; seed++) {
            lim.seed = seed;
            search_clear(s);
            SearchResult a = run(s, p, &lim, 1u << 30);
            search_clear(s);
            SearchResult b = run(s, p, &lim, 1u << 30);
            cr_expect_eq(a.value, plain.value, "seed %llu changed the value", (unsigned long long)seed);
            cr_expect_eq(a.move, b.move, "seed %llu is not reproducible", (unsigned long long)seed);
            if (seed == 1)
                first = a.move;
            else if (a.move != first)
                varied = 1;
        }
    }
    cr_expect(varied, "no seed ever chose another of equal moves");
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}

/* Contempt: a move that repeats a position a third time is worth exactly
 * -contempt to the side that plays it (and 0 without), while the other
 * moves keep their values; only the levels above `simple` of a game that
 * asks for it use one. */
Test(search, contempt_prices_a_drawn_repetition)
{
    Game *g = eu_game("hasami", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    /* Black a9-a8, White i1-i2, back, and again: the start comes back. */
    static const char *const shuffle[] = {"a9a8", "i1i2", "a8a9", "i2i1", "a9a8", "i1i2", "a8a9"};
    uint64_t hist[8];
    for (int i = 0; i < 7; i++) {
        hist[i] = pos_hash(p);
        eu_play(g, p, shuffle[i], NULL);
    }
    Move back;
    cr_assert_eq(game_parse_legal_move(g, p, "i2i1", &back), 0);
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves), value[2][GAME_MAX_MOVES];
    Search *s = search_create(g, 1 << 20);
    for (int c = 0; c < 2; c++) {
        SearchLimits lim = {0};
        lim.depth = 2;
        lim.analyze = 1;
        lim.contempt = c ? 30 : 0;
        search_clear(s);
        search_begin(s, p, hist, 7, &lim);
        while (search_step(s, 1000) == SEARCH_RUNNING)
            ;
        const SearchResult *r = search_result(s);
        cr_assert_eq(r->nroot, n);
        for (int i = 0; i < n; i++) /* in the order of the legal moves */
            for (int j = 0; j < n; j++)
                if (r->root_moves[j] == moves[i])
                    value[c][i] = r->root_values[j];
    }
    for (int i = 0; i < n; i++)
        cr_expect_eq(value[1][i], moves[i] == back ? -30 : value[0][i], "move %d", i);
    for (int i = 0; i < n; i++)
        if (moves[i] == back)
            cr_expect_eq(value[0][i], 0);
    SearchLimits lv;
    LevelProfile lp;
    g->rules->level_profile(g, p, LEVEL_EXPERT, &lp);
    level_limits(g, p, LEVEL_EXPERT, 1000, &lv);
    cr_expect_eq(lv.contempt, lp.contempt);
    cr_expect_gt(lv.contempt, 0);
    /* The depth levels above the simplest have it too; the simplest does
     * not. */
    level_limits(g, p, LEVEL_HARD, 1000, &lv);
    cr_expect_eq(lv.contempt, lp.contempt);
    level_limits(g, p, LEVEL_SIMPLE, 1000, &lv);
    cr_expect_eq(lv.contempt, 0);
    Game *k = eu_game("kalah", NULL);
    Pos *kp = pos_new(k);
    k->rules->start(k, kp);
    level_limits(k, kp, LEVEL_HARD, 1000, &lv);
    cr_expect_eq(lv.contempt, 0);
    pos_free(kp);
    game_destroy(k);
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

/* A level's limits carry the evaluation its game's profile names (Hasami
 * Shogi: the men only for simple, the game's evaluation for medium, the
 * hunt from hard up and for the hint), and a search values its leaves by
 * the limits' evaluation, or by the game's without one. */
Test(search, levels_choose_their_evaluation)
{
    typedef int (*Evaluation)(const Game *g, const Pos *p);
    Game *g = eu_game("hasami", NULL);
    /* White, to move, two men ahead against three: the hunt counts. */
    Pos *p = eu_pos(g, "B......../....W..../........./..W....W./....W..../........./...B...../........./...W.B.../w");
    SearchLimits lv;
    LevelProfile lp[LEVEL_COUNT];
    for (int level = 0; level < LEVEL_COUNT; level++) {
        g->rules->level_profile(g, p, level, &lp[level]);
        level_limits(g, p, level, 700, &lv);
        cr_expect_eq(lv.evaluate, lp[level].evaluate, "level %d", level);
        cr_expect_eq(lv.contempt, lp[level].contempt, "level %d", level);
        cr_expect_eq(lv.depth, lp[level].depth, "level %d", level);
        cr_expect_eq(lv.time_ms, lp[level].depth ? 0 : 700, "level %d", level);
        cr_expect_eq(lv.exact, 0, "level %d", level);
    }
    cr_expect_eq(lp[LEVEL_SIMPLE].evaluate, g->rules->material);
    cr_expect_eq(lp[LEVEL_MEDIUM].evaluate, g->rules->evaluate);
    cr_expect_neq(lp[LEVEL_HARD].evaluate, g->rules->evaluate);
    cr_expect_eq(lp[LEVEL_EXPERT].evaluate, lp[LEVEL_HARD].evaluate);
    cr_expect_eq(lp[LEVEL_HARD].depth, 6); /* eight men or fewer */
    hint_limits(g, p, 700, &lv);
    cr_expect_eq(lv.evaluate, lp[LEVEL_EXPERT].evaluate);
    const Evaluation evals[] = {NULL, g->rules->material, lp[LEVEL_HARD].evaluate};
    Search *s = search_create(g, 1 << 20);
    int values[3];
    for (int c = 0; c < 3; c++) {
        Evaluation eval = evals[c] ? evals[c] : g->rules->evaluate;
        Move moves[GAME_MAX_MOVES];
        int n = g->rules->legal(g, p, moves), best = -VALUE_INF;
        unsigned char child[512];
        for (int i = 0; i < n; i++) {
            memcpy(child, p, g->rules->pos_size);
            g->rules->play(g, (Pos *)(void *)child, moves[i], NULL);
            int v = -eval(g, (Pos *)(void *)child);
            best = v > best ? v : best;
        }
        SearchLimits lim = {0};
        lim.depth = 1;
        lim.evaluate = evals[c];
        search_clear(s);
        values[c] = run(s, p, &lim, 1000).value;
        cr_expect_eq(values[c], best, "evaluation %d", c);
    }
    cr_expect(values[0] != values[1] && values[0] != values[2], "the evaluations agree here: %d %d %d", values[0],
              values[1], values[2]);
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

/* One bucket of four ways: the proof that took the most nodes outlives a
 * stream of cheap ones, and a depth-limited entry never displaces a proof. */
Test(search, table_keeps_the_costliest_proofs)
{
    Tt *t = tt_create(64);
    cr_assert_not_null(t);
    tt_store(t, 1, 3, 3, 7, TT_DEPTH_SOLVED + 20);
    for (uint64_t k = 2; k < 40; k++)
        tt_store(t, k, -1, 5, 0, TT_DEPTH_SOLVED + (int)(k % 3));
    const TtEntry *e = tt_probe(t, 1);
    cr_assert_not_null(e);
    cr_expect_eq(e->lo, 3);
    cr_expect_eq(e->move, 7);
    cr_expect(tt_probe(t, 38) && tt_probe(t, 39), "the two newest cheap proofs take the other ways");
    tt_store(t, 1, -9, 9, 2, 6);
    e = tt_probe(t, 1);
    cr_assert_not_null(e);
    cr_expect(tt_solved(e->depth) && e->lo == 3 && e->hi == 3);
    /* Two proofs of one position merge their bounds and keep the larger cost. */
    tt_store(t, 50, 0, VALUE_INF, 1, TT_DEPTH_SOLVED + 25);
    tt_store(t, 50, -VALUE_INF, 4, 1, TT_DEPTH_SOLVED + 2);
    e = tt_probe(t, 50);
    cr_assert_not_null(e);
    cr_expect(e->lo == 0 && e->hi == 4 && e->depth == TT_DEPTH_SOLVED + 25);
    tt_destroy(t);
}

/* The principal variation runs to the horizon or the end of the game,
 * every move legal, and the position it ends in is worth the search's
 * value: also through the last plies, where Kalah and Oware leave the
 * table alone (tt_min_depth), and past entries that would cut it short. */
Test(search, principal_variation_reaches_the_horizon)
{
    const char *const games[] = {"kalah", "oware"};
    for (int gi = 0; gi < 2; gi++) {
        Game *g = eu_game(games[gi], NULL);
        Pos *p = pos_new(g), *q = pos_new(g);
        Search *s = search_create(g, 16u << 20);
        uint64_t rng = 11;
        int checked = 0;
        for (int k = 0; k < 12; k++) {
            eu_random_position(g, p, &rng, (int)(game_rng_next(&rng) % 20));
            GameStatus st;
            g->rules->status(g, p, NULL, 0, &st);
            if (st.over)
                continue;
            SearchLimits lim = {0};
            lim.depth = 10;
            SearchResult r = run(s, p, &lim, 1u << 30);
            memcpy(q, p, g->rules->pos_size);
            int plies = 0;
            for (; plies < r.pv_len; plies++) {
                Move moves[GAME_MAX_MOVES];
                int n = g->rules->legal(g, q, moves), legal = 0;
                for (int i = 0; i < n; i++)
                    legal |= moves[i] == r.pv[plies];
                cr_assert(legal, "%s: move %d of the variation is illegal", games[gi], plies + 1);
                g->rules->play(g, q, r.pv[plies], NULL);
            }
            g->rules->status(g, q, NULL, 0, &st);
            char t[GAME_TEXT_MAX];
            g->rules->format_pos(g, p, t, sizeof t);
            cr_expect(r.pv_len == r.depth || st.over, "%s %s: a variation of %d plies from a search to depth %d",
                      games[gi], t, r.pv_len, r.depth);
            int leaf = st.over ? g->rules->final_value(g, q, &st) : g->rules->evaluate(g, q);
            if (pos_side(q) != pos_side(p))
                leaf = -leaf;
            cr_expect_eq(leaf, r.value, "%s %s: the variation ends worth %d, the search says %d", games[gi], t, leaf,
                         r.value);
            checked++;
        }
        cr_expect_gt(checked, 6);
        search_destroy(s);
        pos_free(q);
        pos_free(p);
        game_destroy(g);
    }
}

/* The levels that search with the endgame table and the book are the
 * expert and perfect ones, in every game and all through a game (the
 * levels' profiles say so, level_uses_tables reads them). */
Test(levels, expert_and_perfect_use_the_tables)
{
    static const char *const small[] = {"pits=4", "seeds=3", NULL}; /* a Kalah with a perfect level */
    for (int i = 0; game_registry[i]; i++)
        for (int k = 0; k < 1 + (strcmp(game_registry[i]->name, "kalah") == 0); k++) {
            Game *g = eu_game(game_registry[i]->name, k ? small : NULL);
            Pos *p = pos_new(g);
            uint64_t rng = 7;
            for (int plies = 0; plies <= 60; plies += 20) {
                eu_random_position(g, p, &rng, plies);
                for (int level = 0; level < LEVEL_COUNT; level++)
                    cr_expect_eq(level_uses_tables(g, p, level), level >= LEVEL_EXPERT, "%s level %s after %d plies",
                                 g->rules->name, level_name(level), plies);
            }
            pos_free(p);
            game_destroy(g);
        }
}
