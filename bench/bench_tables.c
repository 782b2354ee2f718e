/*
 * bench_tables.c - builds endgame tables of the given sizes and prints,
 * for each, its positions, bytes, build time and the process's peak memory
 * so far.  Nothing is saved.
 *
 *   bench_tables [--game oware|kalah] [--opt KEY=VALUE]... [SEEDS]...
 *   (default: oware, 12 14 16; kalah: the size the game keeps, 20 seeds
 *   for Kalah(6,4))
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, getrusage */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "endgame.h"

static double bt_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    const char *name = "oware";
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--game") == 0)
            name = argv[i + 1];
    const GameRules *rules = game_find(name);
    if (!rules) {
        fprintf(stderr, "bench_tables: no game '%s'\n", name);
        return 2;
    }
    GameOptions o;
    char err[160];
    int seeds[16], n = 0;
    game_options_default(rules, &o);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0) {
            i++;
        } else if (strcmp(argv[i], "--opt") == 0 && i + 1 < argc) {
            if (game_options_set(rules, &o, argv[++i], err, sizeof err) != 0) {
                fprintf(stderr, "bench_tables: %s\n", err);
                return 2;
            }
        } else if (n < 16 && atoi(argv[i]) > 0 && atoi(argv[i]) <= ENDGAME_MAX_SEEDS) {
            seeds[n++] = atoi(argv[i]);
        } else {
            fprintf(stderr, "usage: bench_tables [--game oware|kalah] [--opt KEY=VALUE]... [SEEDS]...\n");
            return 2;
        }
    }
    Game *g = game_create(rules, &o, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench_tables: %s\n", err);
        return 1;
    }
    if (n == 0 && strcmp(name, "oware") == 0) {
        seeds[n++] = 12;
        seeds[n++] = 14;
        seeds[n++] = 16;
    } else if (n == 0) {
        seeds[n++] = endgame_cache_seeds(g);
    }
    for (int i = 0; i < n; i++) {
        double t0 = bt_now();
        Endgame *e = endgame_create(g, seeds[i], err, sizeof err);
        if (!e) {
            fprintf(stderr, "bench_tables: %s\n", err);
            game_destroy(g);
            return 1;
        }
        while (!endgame_build(e, (uint64_t)1 << 24))
            ;
        double secs = bt_now() - t0;
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        printf("%s table %2d seeds: %10zu positions  %6.1f MB  built in %7.2f s  peak memory %6.1f MB\n", name, seeds[i],
               endgame_bytes(e), (double)endgame_bytes(e) / 1e6, secs, (double)ru.ru_maxrss / 1024.0);
        fflush(stdout);
        endgame_destroy(e);
    }
    game_destroy(g);
    return 0;
}
