/*
 * test_review.c - the review of a finished game: every move's value and
 * the best move against a plain minimax to the end of the game, a review
 * done in slices of 1, 7 and 1000 nodes against one done at once, what a
 * budget too small to prove anything gives, the focus, and a game that
 * does not replay; a quick look first giving the same proofs; an endgame
 * table proving, within a budget too small for the search, what it holds;
 * the grid games' estimates against a plain minimax of the depth they
 * reached, and the marks.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "engine_util.h"
#include "review.h"

/* The value of move m in p, side to move's view, by plain minimax. */
static int tr_move_value(const Game *g, const Pos *p, Move m)
{
    unsigned char child[512];
    memcpy(child, p, g->rules->pos_size);
    g->rules->play(g, (Pos *)(void *)child, m, NULL);
    int v = eu_minimax(g, (Pos *)(void *)child);
    return pos_side((Pos *)(void *)child) != pos_side(p) ? -v : v;
}

/* A random game to the end from start: its moves, and its positions. */
static int tr_random_game(const Game *g, const Pos *start, uint64_t *rng, Move *moves, unsigned char *positions)
{
    size_t ps = g->rules->pos_size;
    unsigned char cur[512];
    memcpy(cur, start, ps);
    int n = 0;
    for (;;) {
        Move legal[GAME_MAX_MOVES];
        int k = g->rules->legal(g, (Pos *)(void *)cur, legal);
        if (k == 0)
            return n;
        memcpy(positions + ps * (size_t)n, cur, ps);
        moves[n] = legal[game_rng_next(rng) % (uint64_t)k];
        g->rules->play(g, (Pos *)(void *)cur, moves[n], NULL);
        n++;
    }
}

static Pos *tr_start(const Game *g)
{
    Pos *p = pos_new(g);
    cr_assert_not_null(p);
    g->rules->start(g, p);
    return p;
}

static const ReviewBudget tr_plenty = {50u * 1000 * 1000, 1000 * 1000, 0};

Test(review, values_equal_plain_minimax)
{
    const char *const standard[] = {"pits=3", "seeds=2", NULL};
    const char *const empty[] = {"pits=3", "seeds=3", "empty_capture=on", NULL};
    const char *const *opts[] = {standard, empty};
    uint64_t rng = 0x5eed;
    int checked = 0, losses = 0;
    for (int o = 0; o < 2; o++) {
        Game *g = eu_game("kalah", opts[o]);
        Pos *start = tr_start(g);
        Review *rv = review_create(g, 1u << 20);
        cr_assert_not_null(rv);
        for (int game = 0; game < 6; game++) {
            Move moves[256];
            static unsigned char positions[256 * 512];
            int n = tr_random_game(g, start, &rng, moves, positions);
            cr_assert_eq(review_begin(rv, start, moves, n, &tr_plenty), 0);
            while (review_step(rv, -1, 100000) == SEARCH_RUNNING)
                ;
            cr_assert_eq(review_analysed(rv), n);
            for (int i = 0; i < n; i++) {
                const Pos *p = (const Pos *)(const void *)(positions + g->rules->pos_size * (size_t)i);
                const ReviewPly *rp = review_ply(rv, i);
                cr_assert(rp->analysed && rp->exact, "ply %d", i);
                cr_assert_eq(rp->played, moves[i]);
                cr_assert_eq(rp->side, pos_side(p));
                int best = eu_minimax(g, p), played = tr_move_value(g, p, moves[i]);
                cr_assert_eq(rp->best_value, best, "game %d ply %d", game, i);
                cr_assert_eq(rp->played_value, played, "game %d ply %d", game, i);
                cr_assert_eq(tr_move_value(g, p, rp->best), best, "game %d ply %d: the best move", game, i);
                cr_assert_eq(review_loss(rp), best - played);
                for (int k = 0; k < rp->nmoves; k++)
                    cr_assert_eq(rp->values[k], tr_move_value(g, p, rp->moves[k]));
                losses += best > played;
                checked++;
            }
        }
        review_destroy(rv);
        pos_free(start);
        game_destroy(g);
    }
    cr_expect_gt(checked, 100);
    cr_expect_gt(losses, 10, "random games throw seeds away");
}

/* Every ply of a review, to compare two reviews field by field. */
static void tr_collect(const Game *g, const Pos *start, const Move *moves, int n, const ReviewBudget *b,
                       uint64_t slice, ReviewPly *out)
{
    Review *rv = review_create(g, 1u << 20);
    cr_assert_not_null(rv);
    cr_assert_eq(review_begin(rv, start, moves, n, b), 0);
    int steps = 0;
    while (review_step(rv, -1, slice) == SEARCH_RUNNING)
        steps++;
    cr_assert(slice > 1000 || steps > n, "slices of %llu nodes took %d steps", (unsigned long long)slice, steps);
    for (int i = 0; i < n; i++)
        out[i] = *review_ply(rv, i);
    review_destroy(rv);
}

Test(review, stepped_equals_one_shot)
{
    const char *const opts[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *start = tr_start(g);
    uint64_t rng = 77;
    Move moves[256];
    static unsigned char positions[256 * 512];
    int n = tr_random_game(g, start, &rng, moves, positions);
    /* A budget that proves the late plies only, so both phases run. */
    ReviewBudget b = {20000, 5000, 0};
    static ReviewPly once[256], sliced[256];
    tr_collect(g, start, moves, n, &b, UINT64_MAX / 2, once);
    int proven = 0;
    for (int i = 0; i < n; i++)
        proven += once[i].exact;
    cr_assert(proven > 0 && proven < n, "%d of %d proven", proven, n);
    const uint64_t slices[] = {1, 7, 1000};
    for (int k = 0; k < 3; k++) {
        memset(sliced, 0, sizeof sliced);
        tr_collect(g, start, moves, n, &b, slices[k], sliced);
        for (int i = 0; i < n; i++)
            cr_assert_eq(memcmp(&once[i], &sliced[i], sizeof once[i]), 0, "slice %llu: ply %d differs",
                         (unsigned long long)slices[k], i);
    }
    pos_free(start);
    game_destroy(g);
}

Test(review, small_budget_gives_estimates)
{
    Game *g = eu_game("kalah", NULL);
    Pos *start = tr_start(g);
    Move moves[3];
    const char *names[3] = {"C", "A", "J"};
    for (int i = 0; i < 3; i++)
        cr_assert_eq(g->rules->parse_move(g, start, names[i], &moves[i]), 0);
    Review *rv = review_create(g, 1u << 20);
    ReviewBudget b = {5000, 20000, 0};
    cr_assert_eq(review_begin(rv, start, moves, 3, &b), 0);
    while (review_step(rv, -1, 4096) == SEARCH_RUNNING)
        ;
    const int legal[3] = {6, 5, 6}; /* pit C is empty after C */
    for (int i = 0; i < 3; i++) {
        const ReviewPly *p = review_ply(rv, i);
        cr_assert(p->analysed);
        /* The search's table holds what the previous plies' searches
         * found to a depth: that is still no proof. */
        cr_assert_eq(p->exact, 0, "ply %d: Kalah(6,4) is not solved in 5000 nodes", i);
        cr_assert_eq(p->nmoves, legal[i]);
        cr_assert_eq(p->moves[0], p->best);
        for (int k = 1; k < p->nmoves; k++)
            cr_assert_geq(p->values[k - 1], p->values[k], "best first");
    }
    /* C from the start ends in the store: player 1 moves again, then player 2. */
    cr_expect_eq(review_ply(rv, 1)->side, 0);
    cr_expect_eq(review_ply(rv, 2)->side, 1);
    review_destroy(rv);
    pos_free(start);
    game_destroy(g);
}

Test(review, focus_goes_first)
{
    const char *const opts[] = {"pits=3", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *start = tr_start(g);
    uint64_t rng = 5;
    Move moves[256];
    static unsigned char positions[256 * 512];
    int n = tr_random_game(g, start, &rng, moves, positions);
    cr_assert_gt(n, 6);
    Review *rv = review_create(g, 1u << 20);
    cr_assert_eq(review_begin(rv, start, moves, n, &tr_plenty), 0);
    while (!review_ply(rv, 5)->analysed)
        review_step(rv, 5, 1);
    cr_expect_eq(review_analysed(rv), 1, "only the focus");
    cr_expect_eq(review_ply(rv, 0)->analysed, 0);
    /* Then its neighbours, the next move first. */
    while (review_analysed(rv) < 3)
        review_step(rv, 5, 1);
    cr_expect(review_ply(rv, 6)->analysed && review_ply(rv, 4)->analysed, "the neighbours of the focus");
    cr_expect_eq(review_ply(rv, 0)->analysed, 0);
    cr_expect_null(review_ply(rv, n));
    review_destroy(rv);
    pos_free(start);
    game_destroy(g);
}

/* The value of move m in ply p as the review found it (INT32_MIN: none). */
static int tr_value_of(const ReviewPly *p, Move m)
{
    for (int k = 0; k < p->nmoves; k++)
        if (p->moves[k] == m)
            return p->values[k];
    return INT32_MIN;
}

/* With a quick look, every ply has a value before any has its full
 * analysis (unless the quick look proved it), and the full analysis then
 * gives the same proven values as a review without the quick look. */
Test(review, quick_look_first_then_the_same_proofs)
{
    const char *const opts[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *start = tr_start(g);
    uint64_t rng = 91;
    Move moves[256];
    static unsigned char positions[256 * 512];
    int n = tr_random_game(g, start, &rng, moves, positions);
    cr_assert_gt(n, 10);
    ReviewBudget quick = tr_plenty;
    quick.quick_nodes = 300;
    Review *rv = review_create(g, 1u << 20);
    cr_assert_eq(review_begin(rv, start, moves, n, &quick), 0);
    int proven_quickly = 0;
    while (review_looked(rv) < n) {
        cr_assert_eq(review_step(rv, -1, 50), SEARCH_RUNNING);
        proven_quickly = review_analysed(rv);
    }
    for (int i = 0; i < n; i++) {
        const ReviewPly *p = review_ply(rv, i);
        cr_assert(p->analysed, "ply %d has no value after the quick look", i);
        cr_assert_eq(p->full, p->exact, "ply %d: only a proof is final after the quick look", i);
    }
    cr_expect_lt(proven_quickly, n, "300 nodes do not prove the opening of Kalah(4,3)");
    while (review_step(rv, -1, 100000) == SEARCH_RUNNING)
        ;
    static ReviewPly plain[256];
    tr_collect(g, start, moves, n, &tr_plenty, UINT64_MAX / 2, plain);
    for (int i = 0; i < n; i++) {
        const ReviewPly *p = review_ply(rv, i);
        cr_assert(p->full && p->exact && plain[i].exact, "ply %d", i);
        cr_assert_eq(p->best_value, plain[i].best_value, "ply %d", i);
        cr_assert_eq(p->played_value, plain[i].played_value, "ply %d", i);
        cr_assert_eq(p->nmoves, plain[i].nmoves, "ply %d", i);
        for (int k = 0; k < p->nmoves; k++)
            cr_assert_eq(tr_value_of(p, plain[i].moves[k]), plain[i].values[k], "ply %d move %d", i, k);
    }
    review_destroy(rv);
    pos_free(start);
    game_destroy(g);
}

Test(review, refuses_a_game_that_does_not_replay)
{
    Game *g = eu_game("kalah", NULL);
    Pos *start = tr_start(g);
    Move moves[2] = {0, 0}; /* pit A twice: the second time it is empty */
    Review *rv = review_create(g, 1u << 20);
    cr_assert_eq(review_begin(rv, start, moves, 2, &tr_plenty), -1);
    cr_expect_eq(review_plies(rv), 0);
    cr_expect_eq(review_step(rv, -1, 1000), SEARCH_DONE);
    review_destroy(rv);
    pos_free(start);
    game_destroy(g);
}

/* Random games of Hasami Shogi and Khan reviewed on a small budget: every
 * move's value is the plain minimax of the depth the review reached, from
 * the position with the game's history before it. */
Test(review, grid_estimates_equal_plain_minimax)
{
    const char *const hasami_opts[] = {"defeat=1", "lead=0", NULL};
    const char *names[2] = {"hasami", "khan"};
    const char *starts[2] = {"....W..W./........./..W....../........./........./......B../........./B......../...B...../b",
                             NULL};
    uint64_t rng = 0x9a1d;
    int checked = 0, deep = 0;
    for (int gi = 0; gi < 2; gi++) {
        Game *g = eu_game(names[gi], gi == 0 ? hasami_opts : NULL);
        Pos *start = starts[gi] ? eu_pos(g, starts[gi]) : tr_start(g);
        unsigned char cur[512];
        memcpy(cur, start, g->rules->pos_size);
        /* Khan: past the placing of the pieces, into the play. */
        Move moves[64];
        static unsigned char positions[64 * 512];
        uint64_t hist[512];
        int n = 0;
        for (; n < (gi == 0 ? 14 : 30); n++) {
            Move legal[GAME_MAX_MOVES];
            GameStatus st;
            g->rules->status(g, (Pos *)(void *)cur, hist, n, &st);
            int k = st.over ? 0 : g->rules->legal(g, (Pos *)(void *)cur, legal);
            if (k == 0)
                break;
            memcpy(positions + g->rules->pos_size * (size_t)n, cur, g->rules->pos_size);
            hist[n] = pos_hash((Pos *)(void *)cur);
            moves[n] = legal[game_rng_next(&rng) % (uint64_t)k];
            g->rules->play(g, (Pos *)(void *)cur, moves[n], NULL);
        }
        Review *rv = review_create(g, 1u << 20);
        cr_assert_not_null(rv);
        /* No exact phase for these games, whatever its budget says. */
        const ReviewBudget b = {1000000, gi == 0 ? 4000 : 1500, 0};
        cr_assert_eq(review_begin(rv, start, moves, n, &b), 0);
        while (review_step(rv, -1, 1000) == SEARCH_RUNNING)
            ;
        cr_assert_eq(review_analysed(rv), n);
        int first = gi == 0 ? 0 : n - 8; /* Khan's placing is slow to minimax: its last plies only */
        for (int i = first; i < n; i++) {
            const Pos *p = (const Pos *)(const void *)(positions + g->rules->pos_size * (size_t)i);
            const ReviewPly *rp = review_ply(rv, i);
            cr_assert(rp->analysed, "%s ply %d", names[gi], i);
            cr_assert_leq(review_nodes(rv), (uint64_t)(n + 1) * 5000, "no exact phase ran");
            cr_assert(rp->depth >= 1 && rp->depth <= 7, "%s ply %d: depth %d", names[gi], i, rp->depth);
            deep += rp->depth >= 2;
            for (int k = 0; k < rp->nmoves; k++) {
                unsigned char child[512];
                memcpy(child, p, g->rules->pos_size);
                g->rules->play(g, (Pos *)(void *)child, rp->moves[k], NULL);
                hist[i] = pos_hash(p);
                int v = eu_minimax_line(g, (Pos *)(void *)child, hist, i + 1, rp->depth - 1, 1);
                if (pos_side((Pos *)(void *)child) != pos_side(p))
                    v = -v;
                cr_assert_eq(rp->values[k], v, "%s ply %d move %d of %d: review %d, minimax %d at depth %d", names[gi],
                             i, k, rp->nmoves, rp->values[k], v, rp->depth);
                checked++;
            }
            cr_assert_eq(rp->best, rp->moves[0]);
            cr_assert_eq(rp->best_value, rp->values[0]);
        }
        review_destroy(rv);
        pos_free(start);
        game_destroy(g);
    }
    cr_expect_gt(checked, 200);
    cr_expect_gt(deep, 10, "the budget reaches depth 2");
}

static ReviewPly tr_ply(int best, int played, int exact)
{
    ReviewPly p;
    memset(&p, 0, sizeof p);
    p.analysed = 1;
    p.exact = exact;
    p.best_value = best;
    p.played_value = played;
    return p;
}

Test(review, marks_by_what_a_move_gave_away)
{
    Game *kalah = eu_game("kalah", NULL), *hasami = eu_game("hasami", NULL);
    const struct {
        const Game *g;
        int best, played, exact;
        ReviewMark want;
    } cases[] = {
        {kalah, 5, 5, 1, REVIEW_GOOD},        {kalah, 5, 4, 1, REVIEW_INACCURACY},
        {kalah, 5, 3, 1, REVIEW_INACCURACY},  {kalah, 5, 2, 1, REVIEW_MISTAKE},
        {kalah, 8, 2, 1, REVIEW_BLUNDER},     {kalah, 1, 0, 1, REVIEW_BLUNDER},  /* a win thrown into a draw */
        {kalah, 0, -1, 1, REVIEW_BLUNDER},    {kalah, 1, 0, 0, REVIEW_INACCURACY}, /* an estimate: by the seeds only */
        {kalah, -2, -4, 1, REVIEW_INACCURACY},
        {hasami, 0, 0, 0, REVIEW_GOOD},       {hasami, 30, -9, 0, REVIEW_GOOD},
        {hasami, 30, -10, 0, REVIEW_INACCURACY}, {hasami, 100, 21, 0, REVIEW_INACCURACY},
        {hasami, 100, 20, 0, REVIEW_MISTAKE}, {hasami, 60, -100, 0, REVIEW_BLUNDER},
        {hasami, VALUE_WIN - 5, VALUE_WIN - 21, 0, REVIEW_GOOD},   /* a slower win is still a win */
        {hasami, VALUE_WIN - 5, 300, 0, REVIEW_BLUNDER},           /* a win thrown away */
        {hasami, 0, -VALUE_WIN + 8, 0, REVIEW_BLUNDER},            /* into a loss */
        {hasami, -VALUE_WIN + 20, -VALUE_WIN + 2, 0, REVIEW_GOOD}, /* lost whatever it plays */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ReviewPly p = tr_ply(cases[i].best, cases[i].played, cases[i].exact);
        cr_expect_eq(review_mark(cases[i].g, &p), cases[i].want, "case %zu: best %d played %d", i, cases[i].best,
                     cases[i].played);
    }
    ReviewPly unknown = tr_ply(3, 1, 1);
    unknown.analysed = 0;
    cr_expect_eq(review_mark(kalah, &unknown), REVIEW_UNKNOWN);
    game_destroy(kalah);
    game_destroy(hasami);
}

/* A review of plies a table holds, within a budget too small for the
 * search alone, proven by the table: the values of plain minimax. */
static int tr_table_review(const Game *g, const Endgame *e, const Pos *start, const Move *moves, int n,
                           const unsigned char *positions, int *held)
{
    const ReviewBudget tiny = {30, 30, 0};
    Review *rv = review_create(g, 1u << 20);
    cr_assert_not_null(rv);
    review_set_endgame(rv, e);
    cr_assert_eq(review_begin(rv, start, moves, n, &tiny), 0);
    while (review_step(rv, -1, 1000) == SEARCH_RUNNING)
        ;
    int proven = 0;
    for (int i = 0; i < n; i++) {
        const Pos *p = (const Pos *)(const void *)(positions + g->rules->pos_size * (size_t)i);
        const ReviewPly *rp = review_ply(rv, i);
        int lo, hi;
        if (!e || !endgame_probe(e, p, &lo, &hi))
            continue;
        (*held)++;
        if (!rp->exact)
            continue;
        proven++;
        cr_assert_eq(rp->best_value, eu_minimax(g, p), "ply %d", i);
        cr_assert_eq(rp->played_value, tr_move_value(g, p, moves[i]), "ply %d", i);
    }
    review_destroy(rv);
    return proven;
}

Test(review, endgame_table_proves_what_it_holds)
{
    const char *const opts[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    Pos *start = tr_start(g);
    char why[160];
    Endgame *e = endgame_create(g, 12, why, sizeof why);
    cr_assert_not_null(e, "%s", why);
    while (endgame_build(e, 1u << 22) == 0)
        ;
    uint64_t rng = 0x7ab1e;
    int held = 0, proven = 0, proven_alone = 0, held_alone = 0;
    for (int game = 0; game < 10; game++) {
        Move moves[256];
        static unsigned char positions[256 * 512];
        int n = tr_random_game(g, start, &rng, moves, positions);
        proven += tr_table_review(g, e, start, moves, n, positions, &held);
        /* The same plies without the table: the budget proves few of them. */
        Review *rv = review_create(g, 1u << 20);
        const ReviewBudget tiny = {30, 30, 0};
        cr_assert_eq(review_begin(rv, start, moves, n, &tiny), 0);
        while (review_step(rv, -1, 1000) == SEARCH_RUNNING)
            ;
        for (int i = 0; i < n; i++) {
            int lo, hi;
            const Pos *p = (const Pos *)(const void *)(positions + g->rules->pos_size * (size_t)i);
            if (endgame_probe(e, p, &lo, &hi)) {
                held_alone++;
                proven_alone += review_ply(rv, i)->exact;
            }
        }
        review_destroy(rv);
    }
    cr_assert_gt(held, 20, "the random games reach the table: %d plies", held);
    cr_assert_eq(proven, held, "every ply the table holds is proven");
    cr_assert_lt(proven_alone, held_alone, "without the table, %d of %d", proven_alone, held_alone);
    endgame_destroy(e);
    pos_free(start);
    game_destroy(g);
}
