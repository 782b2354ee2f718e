/*
 * evalfit.h - fits the weights of a game's evaluation (GameRules.
 * eval_features) on positions of its own play, labelled by deep searches.
 *
 * Three steps, each deterministic for its parameters and seed:
 *  1. positions: games from the start, a few random plies, then moves of a
 *     shallow search with now and then a random one; a share of the
 *     positions met is kept, each once;
 *  2. labels: each position's value by a search of `depth` plies and of
 *     depth + 1, averaged (the side that moves last at the horizon differs,
 *     and the captured difference it ends on leans that side's way), with
 *     the game's simple evaluation and its endgame table where one is given
 *     (exact there);
 *  3. the fit: the least-squares weights that best predict the label less
 *     the base value (the stores) from the features, with a small ridge.
 * tools/evalfit/main.c runs them; the tests run them on a small set.
 */
#ifndef TABULA_EVALFIT_H
#define TABULA_EVALFIT_H

#include "endgame.h"
#include "game.h"

typedef struct {
    uint64_t seed;      /* of the games' random plies and moves */
    int positions;      /* positions to keep */
    int keep_one_in;    /* of the positions met, one in this many is kept */
    int random_plies;   /* at most this many random plies open each game */
    int play_depth;     /* the plies of the search that plays the games */
    int random_one_in;  /* a random move instead, one move in this many */
    int depth;          /* the labels' search depth (and depth + 1) */
    int tt_mb;          /* the labels' transposition table */
    int fitted;         /* 1: the labels' searches judge by the expert's
                         * evaluation (the weights shipped) instead of the
                         * stores: a second round that learns from the first */
} EvalFitParams;

typedef struct {
    int n;              /* positions */
    int nf;             /* features */
    int *features;      /* n * nf */
    double *target;     /* n: the label less the base value, in value units */
    double *base;       /* n */
    char **text;        /* n: the positions' text (evalfit_save) */
} EvalFitData;

/* The parameters the shipped weights were made with (and --help shows). */
void evalfit_defaults(EvalFitParams *p);

/* Steps 1 and 2: positions and their labels into *d (freed with
 * evalfit_free); 0, or -1 when out of memory.  `progress` (may be NULL) is
 * called now and then with the positions labelled so far. */
int evalfit_collect(const Game *g, const Endgame *table, const EvalFitParams *p, EvalFitData *d,
                    void (*progress)(int done, int total, void *ctx), void *ctx);

/* Step 3: the weights, in value units (w[0..nf)), minimising the squared
 * error of sum(w * f) against the targets of the positions whose index
 * is not a multiple of `holdout` (0: all of them).  The root mean square
 * errors, in value units, of the base value alone and of the fit, over the
 * held-out positions (over all with no holdout), into *rms_base and
 * *rms_fit.  0, or -1 when the system is singular. */
int evalfit_solve(const EvalFitData *d, int holdout, double *w, double *rms_base, double *rms_fit);

/* Writes the positions and their labels, a line each ("POSITION LABEL"),
 * and reads them back with the features of the evaluation built in, so a
 * change of features is fitted again without labelling again: 0, or -1
 * with a reason in err. */
int evalfit_save(const EvalFitData *d, const char *path, char *err, size_t errlen);
int evalfit_load(const Game *g, const char *path, EvalFitData *d, char *err, size_t errlen);

void evalfit_free(EvalFitData *d);

#endif
