/*
 * bench_perft.c - move-generation speed of every game: perft from the start
 * position to a fixed depth, run several times, the median printed.
 * A figure, never a test: these machines are shared and noisy.
 *
 *     build/bench/bench_perft [runs]
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int bench_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Depths that take a fraction of a second each. */
static int bench_depth(const char *name)
{
    if (strcmp(name, "kalah") == 0)
        return 10;
    if (strcmp(name, "oware") == 0)
        return 10;
    if (strcmp(name, "hasami") == 0)
        return 4;
    return 7; /* khan: through the set-up phase */
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 5;
    if (runs < 1 || runs > 99)
        runs = 5;
    printf("%-8s %5s %14s %10s %14s\n", "game", "depth", "leaves", "ms", "leaves/s");
    for (int i = 0; game_registry[i]; i++) {
        const GameRules *r = game_registry[i];
        GameOptions o;
        char err[128];
        game_options_default(r, &o);
        Game *g = game_create(r, &o, err, sizeof err);
        if (!g) {
            fprintf(stderr, "%s: %s\n", r->name, err);
            return 1;
        }
        Pos *p = pos_new(g);
        r->start(g, p);
        int depth = bench_depth(r->name);
        double t[99];
        uint64_t leaves = 0;
        for (int k = 0; k < runs; k++) {
            double t0 = bench_now();
            leaves = game_perft(g, p, depth);
            t[k] = bench_now() - t0;
        }
        qsort(t, (size_t)runs, sizeof t[0], bench_cmp);
        double med = t[runs / 2];
        printf("%-8s %5d %14llu %10.1f %14.0f\n", r->name, depth, (unsigned long long)leaves, med * 1e3,
               med > 0 ? (double)leaves / med : 0.0);
        pos_free(p);
        game_destroy(g);
    }
    return 0;
}
