/*
 * bench_tables.c - builds endgame tables of the given sizes and prints,
 * for each, its bytes and the median build time and peak memory of
 * --repeat builds, each in a process of its own so that its peak is its
 * own.  Nothing is saved.
 *
 *   bench_tables [--game oware|kalah] [--opt KEY=VALUE]... [--repeat N] [SEEDS]...
 *   (default: oware, 8 10 12 14; kalah: the size the game keeps, 20 seeds
 *   for Kalah(6,4); 3 repeats)
 */
#define _DEFAULT_SOURCE /* wait4 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "endgame.h"

static double bt_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One build in a child process: its seconds and peak memory (MB) through
 * a pipe; -1 when it failed. */
static int bt_build(const Game *g, int seeds, double *secs, double *peak_mb, size_t *bytes)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        close(fd[0]);
        char err[160];
        double t0 = bt_now();
        Endgame *e = endgame_create(g, seeds, err, sizeof err);
        int r = 0;
        while (e && (r = endgame_build(e, (uint64_t)1 << 24)) == 0)
            ;
        double out[2] = {bt_now() - t0, e && r == 1 ? (double)endgame_bytes(e) : -1};
        if (!e || r != 1)
            fprintf(stderr, "bench_tables: %s\n", e ? "out of memory" : err);
        _exit(write(fd[1], out, sizeof out) == (ssize_t)sizeof out && out[1] >= 0 ? 0 : 1);
    }
    close(fd[1]);
    double in[2] = {0, -1};
    ssize_t got = read(fd[0], in, sizeof in);
    close(fd[0]);
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
        got != (ssize_t)sizeof in || in[1] < 0)
        return -1;
    *secs = in[0];
    *bytes = (size_t)in[1];
    *peak_mb = (double)ru.ru_maxrss / 1024.0;
    return 0;
}

static int bt_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
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
    int seeds[16], n = 0, repeat = 3;
    game_options_default(rules, &o);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--game") == 0) {
            i++;
        } else if (strcmp(argv[i], "--opt") == 0 && i + 1 < argc) {
            if (game_options_set(rules, &o, argv[++i], err, sizeof err) != 0) {
                fprintf(stderr, "bench_tables: %s\n", err);
                return 2;
            }
        } else if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0 &&
                   atoi(argv[i + 1]) <= 99) {
            repeat = atoi(argv[++i]);
        } else if (n < 16 && atoi(argv[i]) > 0 && atoi(argv[i]) <= ENDGAME_MAX_SEEDS) {
            seeds[n++] = atoi(argv[i]);
        } else {
            fprintf(stderr, "usage: bench_tables [--game oware|kalah] [--opt KEY=VALUE]... [--repeat N] [SEEDS]...\n");
            return 2;
        }
    }
    Game *g = game_create(rules, &o, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench_tables: %s\n", err);
        return 1;
    }
    if (n == 0 && strcmp(name, "oware") == 0) {
        for (int s = 8; s <= 14; s += 2)
            seeds[n++] = s;
    } else if (n == 0) {
        seeds[n++] = endgame_cache_seeds(g);
    }
    printf("%s tables, median of %d builds\n", name, repeat);
    for (int i = 0; i < n; i++) {
        double secs[99], peak[99];
        size_t bytes = 0;
        for (int k = 0; k < repeat; k++)
            if (bt_build(g, seeds[i], &secs[k], &peak[k], &bytes) != 0) {
                fprintf(stderr, "bench_tables: the build of %d seeds failed\n", seeds[i]);
                game_destroy(g);
                return 1;
            }
        qsort(secs, (size_t)repeat, sizeof *secs, bt_cmp);
        qsort(peak, (size_t)repeat, sizeof *peak, bt_cmp);
        printf("%s table %2d seeds: %7.1f MB  built in %7.2f s  peak memory %6.1f MB\n", name, seeds[i],
               (double)bytes / 1e6, secs[repeat / 2], peak[repeat / 2]);
        fflush(stdout);
    }
    game_destroy(g);
    return 0;
}
