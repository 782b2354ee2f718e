/*
 * main.c - tabula-evalfit: fits a game's evaluation weights (evalfit.h)
 * and prints them as the game's rules file keeps them.  `tabula-evalfit
 * --help` says how to run it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evalfit.h"

static void usage(FILE *to)
{
    EvalFitParams d;
    evalfit_defaults(&d);
    fprintf(to,
            "usage: tabula-evalfit --game G [--opt KEY=VALUE]... [--seed N] [--positions N]\n"
            "                      [--depth D] [--play-depth D] [--keep-one-in N] [--random-plies N]\n"
            "                      [--random-one-in N] [--tt MB] [--no-table] [--holdout N] [--fitted]\n"
            "                      [--data FILE]\n"
            "  fits the weights of G's evaluation on positions of its own play labelled by\n"
            "  searches of D and D+1 plies (with G's endgame table from the cache, unless\n"
            "  --no-table), and prints them in the game's value units.  --fitted: the\n"
            "  searches judge by the evaluation built in (a second round).  --data: the\n"
            "  labelled positions are read from FILE when it exists, else written to it.\n"
            "  Defaults: seed %llu,\n"
            "  %d positions, depth %d, play depth %d, one in %d positions kept, up to %d\n"
            "  random plies, a random move one in %d, table %d MB, every 5th position held out.\n",
            (unsigned long long)d.seed, d.positions, d.depth, d.play_depth, d.keep_one_in, d.random_plies,
            d.random_one_in, d.tt_mb);
}

static void progress(int done, int total, void *ctx)
{
    (void)ctx;
    fprintf(stderr, "\rlabelled %d of %d", done, total);
    if (done == total)
        fprintf(stderr, "\n");
}

/* A whole number from 1 (0 where zero_ok) to max, or exit. */
static long long number(const char *flag, const char *v, long long max, int zero_ok)
{
    char *end;
    long long x = strtoll(v, &end, 10);
    if (!*v || *end || x < (zero_ok ? 0 : 1) || x > max) {
        fprintf(stderr, "tabula-evalfit: %s needs a whole number up to %lld, got '%s'\n", flag, max, v);
        exit(2);
    }
    return x;
}

int main(int argc, char **argv)
{
    EvalFitParams prm;
    evalfit_defaults(&prm);
    const GameRules *rules = NULL;
    GameOptions opts;
    int use_table = 1, holdout = 5;
    const char *data_path = NULL;
    char err[256];
    char *opt_args[64];
    int nopt = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(a, "--no-table") == 0) {
            use_table = 0;
            continue;
        }
        if (strcmp(a, "--fitted") == 0) {
            prm.fitted = 1;
            continue;
        }
        if (!v) {
            usage(stderr);
            return 2;
        }
        i++;
        if (strcmp(a, "--game") == 0 && !(rules = game_find(v))) {
            fprintf(stderr, "tabula-evalfit: unknown game '%s'\n", v);
            return 2;
        } else if (strcmp(a, "--opt") == 0 && nopt < 64)
            opt_args[nopt++] = argv[i];
        else if (strcmp(a, "--seed") == 0)
            prm.seed = (uint64_t)number(a, v, 1LL << 62, 1);
        else if (strcmp(a, "--positions") == 0)
            prm.positions = (int)number(a, v, 10000000, 0);
        else if (strcmp(a, "--depth") == 0)
            prm.depth = (int)number(a, v, 60, 0);
        else if (strcmp(a, "--play-depth") == 0)
            prm.play_depth = (int)number(a, v, 30, 0);
        else if (strcmp(a, "--keep-one-in") == 0)
            prm.keep_one_in = (int)number(a, v, 1000, 0);
        else if (strcmp(a, "--random-plies") == 0)
            prm.random_plies = (int)number(a, v, 100, 1);
        else if (strcmp(a, "--random-one-in") == 0)
            prm.random_one_in = (int)number(a, v, 1000000, 0);
        else if (strcmp(a, "--tt") == 0)
            prm.tt_mb = (int)number(a, v, 65536, 0);
        else if (strcmp(a, "--data") == 0)
            data_path = v;
        else if (strcmp(a, "--holdout") == 0)
            holdout = (int)number(a, v, 1000, 1);
        else if (strcmp(a, "--game") != 0) {
            usage(stderr);
            return 2;
        }
    }
    if (!rules) {
        usage(stderr);
        return 2;
    }
    if (!rules->eval_features) {
        fprintf(stderr, "tabula-evalfit: %s has no fitted evaluation\n", rules->name);
        return 2;
    }
    game_options_default(rules, &opts);
    for (int i = 0; i < nopt; i++)
        if (game_options_set(rules, &opts, opt_args[i], err, sizeof err) != 0) {
            fprintf(stderr, "tabula-evalfit: %s\n", err);
            return 2;
        }
    Game *g = game_create(rules, &opts, err, sizeof err);
    if (!g) {
        fprintf(stderr, "tabula-evalfit: %s\n", err);
        return 2;
    }
    Endgame *table = NULL;
    char dir[4096], path[4096];
    if (use_table && endgame_cache_seeds(g) > 0 && endgame_cache_dir(dir, sizeof dir) == 0 &&
        endgame_cache_file(g, endgame_cache_seeds(g), dir, path, sizeof path) == 0) {
        table = endgame_open(g, endgame_cache_seeds(g), path, err, sizeof err);
        fprintf(stderr, table ? "labelling with the endgame table %s\n" : "no endgame table (%s): %s\n",
                table ? path : err, table ? "" : path);
    }
    EvalFitData d;
    FILE *exists = data_path ? fopen(data_path, "r") : NULL;
    if (exists) {
        fclose(exists);
        if (evalfit_load(g, data_path, &d, err, sizeof err) != 0) {
            fprintf(stderr, "tabula-evalfit: %s\n", err);
            return 1;
        }
        fprintf(stderr, "read %d labelled positions from %s\n", d.n, data_path);
    } else {
        if (evalfit_collect(g, table, &prm, &d, progress, NULL) != 0) {
            fprintf(stderr, "tabula-evalfit: out of memory\n");
            return 1;
        }
        if (data_path && evalfit_save(&d, data_path, err, sizeof err) != 0) {
            fprintf(stderr, "tabula-evalfit: %s\n", err);
            return 1;
        }
    }
    double w[EVAL_MAX_FEATURES], rms0, rms1, all0, all1;
    if (evalfit_solve(&d, holdout, w, &rms0, &rms1) != 0 || evalfit_solve(&d, 0, w, &all0, &all1) != 0) {
        fprintf(stderr, "tabula-evalfit: the features do not determine the weights\n");
        return 1;
    }
    char optext[512];
    game_options_format(rules, &opts, optext, sizeof optext);
    if (exists)
        printf("%s (%s): %d positions read from %s\n", rules->name, optext, d.n, data_path);
    else
        printf("%s (%s): %d positions, seed %llu, labels at depth %d and %d%s\n", rules->name, optext, d.n,
               (unsigned long long)prm.seed, prm.depth, prm.depth + 1, table ? " with the endgame table" : "");
    printf("rms error in value units, held out one in %d: stores alone %.3f, fitted %.3f (all: %.3f, %.3f)\n",
           holdout, rms0, rms1, all0, all1);
    for (int j = 0; j < d.nf; j++)
        printf("  %-16s %+8.4f\n", rules->eval_feature_names[j], w[j]);
    printf("weights (%d to a value unit):\n    ", rules->eval_unit);
    for (int j = 0; j < d.nf; j++)
        printf("%ld,%s", lround(w[j] * rules->eval_unit), j + 1 < d.nf ? " " : "\n");
    evalfit_free(&d);
    endgame_destroy(table);
    game_destroy(g);
    return 0;
}
