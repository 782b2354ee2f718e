/*
 * evalfit.c - positions of a game's own play, labelled by deep searches,
 * and the least-squares weights of its evaluation's features (evalfit.h).
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "evalfit.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pos_check.h"
#include "search.h"

/* A game stops being sampled after this many plies. */
#define EVALFIT_MAX_PLIES 400
/* The ridge, a share of the mean diagonal of the normal equations: enough
 * to keep a feature that barely varies from taking a wild weight. */
#define EVALFIT_RIDGE 1e-6

void evalfit_defaults(EvalFitParams *p)
{
    memset(p, 0, sizeof *p);
    p->seed = 1;
    p->positions = 40000;
    p->keep_one_in = 4;
    p->random_plies = 8;
    p->play_depth = 4;
    p->random_one_in = 10;
    p->depth = 12;
    p->tt_mb = 64;
}

/* The hashes kept so far, an open-addressed set (0 marks a free slot; a
 * zero hash is taken as 1). */
typedef struct {
    uint64_t *slot;
    size_t mask;
} HashSet;

static int set_init(HashSet *s, int n)
{
    size_t size = 16;
    while (size < (size_t)n * 2)
        size <<= 1;
    s->slot = calloc(size, sizeof *s->slot);
    s->mask = size - 1;
    return s->slot ? 0 : -1;
}

/* Adds h: 1 when it was new. */
static int set_add(HashSet *s, uint64_t h)
{
    h = h ? h : 1;
    for (size_t i = h & s->mask;; i = (i + 1) & s->mask) {
        if (s->slot[i] == h)
            return 0;
        if (!s->slot[i]) {
            s->slot[i] = h;
            return 1;
        }
    }
}

static SearchResult search_to_depth(const Game *g, Search *s, const Pos *p, int depth, int fitted)
{
    SearchLimits lim = {0};
    if (fitted) {
        LevelProfile lp;
        g->rules->level_profile(g, p, LEVEL_EXPERT, &lp);
        lim.evaluate = lp.evaluate;
        lim.unit = lp.unit;
    }
    lim.depth = depth;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, (uint64_t)1 << 20) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

/* The next move of a sampling game: random now and then (and in the
 * opening), else the shallow search's. */
static Move pick_move(const Game *g, Search *s, const Pos *p, int ply, const EvalFitParams *prm, int random_plies,
                      uint64_t *rng)
{
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves);
    if (ply < random_plies || game_rng_next(rng) % (uint64_t)prm->random_one_in == 0)
        return moves[game_rng_next(rng) % (uint64_t)n];
    return search_to_depth(g, s, p, prm->play_depth, 0).move;
}

/* Step 1: the positions, into pos (d->n of them at most prm->positions). */
static int collect_positions(const Game *g, const EvalFitParams *prm, unsigned char *pos, int *count)
{
    size_t psize = g->rules->pos_size;
    Search *s = search_create(g, (size_t)4 << 20);
    Pos *p = pos_new(g);
    uint64_t *hist = malloc(sizeof *hist * (EVALFIT_MAX_PLIES + 1));
    HashSet seen;
    if (!s || !p || !hist || set_init(&seen, prm->positions) != 0) {
        search_destroy(s);
        pos_free(p);
        free(hist);
        return -1;
    }
    uint64_t rng = prm->seed;
    int n = 0;
    while (n < prm->positions) {
        g->rules->start(g, p);
        int random_plies = (int)(game_rng_next(&rng) % (uint64_t)(prm->random_plies + 1));
        for (int ply = 0; ply < EVALFIT_MAX_PLIES && n < prm->positions; ply++) {
            GameStatus st;
            hist[ply] = pos_hash(p);
            g->rules->status(g, p, hist, ply, &st);
            if (st.over)
                break;
            if (ply >= random_plies && game_rng_next(&rng) % (uint64_t)prm->keep_one_in == 0 &&
                set_add(&seen, pos_hash(p)))
                memcpy(pos + psize * (size_t)n++, p, psize);
            g->rules->play(g, p, pick_move(g, s, p, ply, prm, random_plies, &rng), NULL);
        }
    }
    *count = n;
    search_destroy(s);
    pos_free(p);
    free(hist);
    free(seen.slot);
    return 0;
}

int evalfit_collect(const Game *g, const Endgame *table, const EvalFitParams *prm, EvalFitData *d,
                    void (*progress)(int done, int total, void *ctx), void *ctx)
{
    const GameRules *r = g->rules;
    memset(d, 0, sizeof *d);
    int probe[EVAL_MAX_FEATURES];
    Pos *tmp = pos_new(g);
    if (!tmp)
        return -1;
    r->start(g, tmp);
    d->nf = r->eval_features(g, tmp, probe);
    pos_free(tmp);
    unsigned char *pos = malloc(r->pos_size * (size_t)prm->positions);
    d->features = malloc(sizeof *d->features * (size_t)prm->positions * (size_t)d->nf);
    d->target = malloc(sizeof *d->target * (size_t)prm->positions);
    d->base = malloc(sizeof *d->base * (size_t)prm->positions);
    d->text = calloc((size_t)prm->positions, sizeof *d->text);
    Search *s = search_create(g, (size_t)prm->tt_mb << 20);
    if (!pos || !d->features || !d->target || !d->base || !d->text || !s ||
        collect_positions(g, prm, pos, &d->n) != 0) {
        free(pos);
        search_destroy(s);
        evalfit_free(d);
        return -1;
    }
    search_set_endgame(s, table);
    for (int i = 0; i < d->n; i++) {
        const Pos *p = (const Pos *)(const void *)(pos + r->pos_size * (size_t)i);
        SearchResult a = search_to_depth(g, s, p, prm->depth, prm->fitted);
        SearchResult b = search_to_depth(g, s, p, prm->depth + 1, prm->fitted);
        double label = a.exact ? a.value : b.exact ? b.value : (a.value + b.value) / 2.0;
        d->base[i] = r->base_value ? r->base_value(g, p) : 0;
        d->target[i] = label - d->base[i];
        r->eval_features(g, p, d->features + (size_t)i * (size_t)d->nf);
        char text[256];
        r->format_pos(g, p, text, sizeof text);
        d->text[i] = strdup(text);
        if (!d->text[i]) {
            search_destroy(s);
            free(pos);
            evalfit_free(d);
            return -1;
        }
        if (progress && (i % 256 == 255 || i == d->n - 1))
            progress(i + 1, d->n, ctx);
    }
    search_destroy(s);
    free(pos);
    return 0;
}

/* Solves a x = b for the symmetric positive definite a (n by n), in
 * place, by Cholesky's method; 0, or -1 when a is not positive definite. */
static int cholesky_solve(double *a, double *b, int n)
{
    for (int j = 0; j < n; j++) {
        double diag = a[j * n + j];
        for (int k = 0; k < j; k++)
            diag -= a[j * n + k] * a[j * n + k];
        if (diag <= 0)
            return -1;
        a[j * n + j] = sqrt(diag);
        for (int i = j + 1; i < n; i++) {
            double v = a[i * n + j];
            for (int k = 0; k < j; k++)
                v -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = v / a[j * n + j];
        }
    }
    for (int i = 0; i < n; i++) { /* L y = b */
        double v = b[i];
        for (int k = 0; k < i; k++)
            v -= a[i * n + k] * b[k];
        b[i] = v / a[i * n + i];
    }
    for (int i = n - 1; i >= 0; i--) { /* L^T x = y */
        double v = b[i];
        for (int k = i + 1; k < n; k++)
            v -= a[k * n + i] * b[k];
        b[i] = v / a[i * n + i];
    }
    return 0;
}

static int in_fit(int i, int holdout) { return holdout <= 0 || i % holdout != 0; }

int evalfit_solve(const EvalFitData *d, int holdout, double *w, double *rms_base, double *rms_fit)
{
    int nf = d->nf;
    double *a = calloc((size_t)nf * (size_t)nf, sizeof *a);
    if (!a)
        return -1;
    memset(w, 0, sizeof *w * (size_t)nf);
    for (int i = 0; i < d->n; i++) {
        if (!in_fit(i, holdout))
            continue;
        const int *f = d->features + (size_t)i * (size_t)nf;
        for (int j = 0; j < nf; j++) {
            w[j] += f[j] * d->target[i];
            for (int k = 0; k <= j; k++)
                a[j * nf + k] += (double)f[j] * f[k];
        }
    }
    double trace = 0;
    for (int j = 0; j < nf; j++) {
        for (int k = 0; k < j; k++)
            a[k * nf + j] = a[j * nf + k];
        trace += a[j * nf + j];
    }
    for (int j = 0; j < nf; j++)
        a[j * nf + j] += EVALFIT_RIDGE * trace / nf;
    int rc = cholesky_solve(a, w, nf);
    free(a);
    if (rc != 0)
        return -1;
    double e0 = 0, e1 = 0;
    int m = 0;
    for (int i = 0; i < d->n; i++) {
        if (holdout > 0 && in_fit(i, holdout))
            continue;
        const int *f = d->features + (size_t)i * (size_t)nf;
        double pred = 0;
        for (int j = 0; j < nf; j++)
            pred += w[j] * f[j];
        e0 += d->target[i] * d->target[i];
        e1 += (d->target[i] - pred) * (d->target[i] - pred);
        m++;
    }
    *rms_base = m ? sqrt(e0 / m) : 0;
    *rms_fit = m ? sqrt(e1 / m) : 0;
    return 0;
}

int evalfit_save(const EvalFitData *d, const char *path, char *err, size_t errlen)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.part", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        return -1;
    }
    for (int i = 0; i < d->n; i++)
        fprintf(f, "%s %.17g\n", d->text[i], d->target[i] + d->base[i]);
    if (fclose(f) != 0 || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

int evalfit_load(const Game *g, const char *path, EvalFitData *d, char *err, size_t errlen)
{
    const GameRules *r = g->rules;
    memset(d, 0, sizeof *d);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return -1;
    }
    int cap = 0, lineno = 0, rc = 0;
    char line[512], why[256];
    Pos *p = pos_new(g);
    int probe[EVAL_MAX_FEATURES];
    if (!p) {
        fclose(f);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    r->start(g, p);
    d->nf = r->eval_features(g, p, probe);
    while (rc == 0 && fgets(line, sizeof line, f)) {
        lineno++;
        char *sp = strrchr(line, ' '), *end;
        double label = sp ? strtod(sp + 1, &end) : 0;
        if (!sp || end == sp + 1 || (*end != '\n' && *end != '\0')) {
            snprintf(err, errlen, "%s:%d: expected a position and its label", path, lineno);
            rc = -1;
            break;
        }
        *sp = '\0';
        if (game_parse_position(g, line, p, NULL, why, sizeof why) != 0) {
            snprintf(err, errlen, "%s:%d: %s", path, lineno, why);
            rc = -1;
            break;
        }
        if (d->n == cap) {
            cap = cap ? cap * 2 : 1024;
            int *nf = realloc(d->features, sizeof *nf * (size_t)cap * (size_t)d->nf);
            d->features = nf ? nf : d->features;
            double *nt = realloc(d->target, sizeof *nt * (size_t)cap);
            d->target = nt ? nt : d->target;
            double *nb = realloc(d->base, sizeof *nb * (size_t)cap);
            d->base = nb ? nb : d->base;
            char **tx = realloc(d->text, sizeof *tx * (size_t)cap);
            d->text = tx ? tx : d->text;
            if (!nf || !nt || !nb || !tx) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
                break;
            }
        }
        d->base[d->n] = r->base_value ? r->base_value(g, p) : 0;
        d->target[d->n] = label - d->base[d->n];
        r->eval_features(g, p, d->features + (size_t)d->n * (size_t)d->nf);
        d->text[d->n] = strdup(line);
        if (!d->text[d->n]) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
            break;
        }
        d->n++;
    }
    fclose(f);
    pos_free(p);
    if (rc != 0)
        evalfit_free(d);
    return rc;
}

void evalfit_free(EvalFitData *d)
{
    if (d->text)
        for (int i = 0; i < d->n; i++)
            free(d->text[i]);
    free(d->text);
    free(d->features);
    free(d->target);
    free(d->base);
    memset(d, 0, sizeof *d);
}
