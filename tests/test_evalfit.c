/*
 * test_evalfit.c - the evaluation fitter (tools/evalfit) on a small set:
 * the same seed gives the same positions, labels and weights; the weights
 * predict the labels better than the stores alone; a saved set reads back
 * the same; a damaged set is refused with its line.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine_util.h"
#include "evalfit.h"

static void small_params(EvalFitParams *p)
{
    evalfit_defaults(p);
    p->positions = 400;
    p->depth = 4;
    p->play_depth = 2;
    p->tt_mb = 4;
}

Test(evalfit, a_seed_gives_the_same_fit)
{
    Game *g = eu_game("oware", NULL);
    EvalFitParams prm;
    small_params(&prm);
    EvalFitData a, b;
    cr_assert_eq(evalfit_collect(g, NULL, &prm, &a, NULL, NULL), 0);
    cr_assert_eq(evalfit_collect(g, NULL, &prm, &b, NULL, NULL), 0);
    cr_assert_eq(a.n, 400);
    cr_assert_eq(a.nf, b.nf);
    for (int i = 0; i < a.n; i++) {
        cr_assert_str_eq(a.text[i], b.text[i]);
        cr_assert_eq(a.target[i], b.target[i]);
    }
    double wa[EVAL_MAX_FEATURES], wb[EVAL_MAX_FEATURES], rms0, rms1;
    cr_assert_eq(evalfit_solve(&a, 5, wa, &rms0, &rms1), 0);
    cr_assert_eq(evalfit_solve(&b, 5, wb, &rms0, &rms1), 0);
    for (int j = 0; j < a.nf; j++)
        cr_expect_eq(wa[j], wb[j], "%s", g->rules->eval_feature_names[j]);
    /* The features explain part of what the stores alone miss, on
     * positions the fit did not see. */
    cr_expect_lt(rms1, rms0, "fitted %.3f, stores %.3f", rms1, rms0);
    /* Another seed, other positions. */
    EvalFitData c;
    prm.seed = 2;
    cr_assert_eq(evalfit_collect(g, NULL, &prm, &c, NULL, NULL), 0);
    int same = 0;
    for (int i = 0; i < c.n; i++)
        same += strcmp(a.text[i], c.text[i]) == 0;
    cr_expect_lt(same, c.n / 2);
    evalfit_free(&a);
    evalfit_free(&b);
    evalfit_free(&c);
    game_destroy(g);
}

/* The labels are plain minimax values of depth 4 and 5 (the search is
 * exact at a fixed depth): checked here on the first positions. */
Test(evalfit, labels_are_the_mean_of_two_depths)
{
    Game *g = eu_game("oware", NULL);
    EvalFitParams prm;
    small_params(&prm);
    prm.positions = 12;
    EvalFitData d;
    cr_assert_eq(evalfit_collect(g, NULL, &prm, &d, NULL, NULL), 0);
    uint64_t hist[64];
    for (int i = 0; i < d.n; i++) {
        Pos *p = eu_pos(g, d.text[i]);
        int a = eu_minimax_line(g, p, hist, 0, 4, 0), b = eu_minimax_line(g, p, hist, 0, 5, 0);
        cr_expect_eq(d.target[i] + d.base[i], (a + b) / 2.0, "%s: %d and %d", d.text[i], a, b);
        pos_free(p);
    }
    evalfit_free(&d);
    game_destroy(g);
}

Test(evalfit, saved_set_reads_back_and_damage_is_refused)
{
    Game *g = eu_game("oware", NULL);
    EvalFitParams prm;
    small_params(&prm);
    prm.positions = 50;
    EvalFitData a, b;
    cr_assert_eq(evalfit_collect(g, NULL, &prm, &a, NULL, NULL), 0);
    char path[] = "/tmp/tabula-evalfit-XXXXXX", err[256];
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    cr_assert_eq(evalfit_save(&a, path, err, sizeof err), 0, "%s", err);
    cr_assert_eq(evalfit_load(g, path, &b, err, sizeof err), 0, "%s", err);
    cr_assert_eq(b.n, a.n);
    for (int i = 0; i < a.n; i++) {
        cr_expect_str_eq(b.text[i], a.text[i]);
        cr_expect_eq(b.target[i], a.target[i]);
        cr_expect_eq(memcmp(b.features + i * b.nf, a.features + i * a.nf, sizeof(int) * (size_t)a.nf), 0);
    }
    evalfit_free(&b);
    FILE *f = fopen(path, "a");
    fprintf(f, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/3 1.5\n");
    fclose(f);
    cr_expect_neq(evalfit_load(g, path, &b, err, sizeof err), 0);
    char want[64];
    snprintf(want, sizeof want, ":%d:", a.n + 1);
    cr_expect(strstr(err, want) != NULL, "%s", err);
    remove(path);
    evalfit_free(&a);
    game_destroy(g);
}
