/*
 * bench_solve.c - exact solves of Kalah boards from the start with our
 * search, one line each: value, nodes, time and nodes a second.  Run by
 * bench/bench_yardstick.sh beside the yardstick solver on the same boards.
 *
 *   bench_solve [PITS SEEDS EMPTY_CAPTURE]...   (default: 6 3 0  6 4 1)
 *
 * Like tabula-cli's solve, boards of 40 seeds or more first build a 32 MiB
 * endgame table, and its time counts; TABLE_SEEDS=N forces an N-seed table
 * (0: none).  DEPTH=N searches to depth N instead of solving (iterative
 * deepening, leaves valued by the stores, no endgame table), as the
 * yardstick's -d N does.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search.h"

#define BENCH_TT_BYTES ((size_t)64 << 20) /* the yardstick's default table */

static int bench_solve(int pits, int seeds, int empty, int table_seeds, int depth)
{
    const GameRules *rules = game_find("kalah");
    GameOptions o;
    char kv[64], err[160];
    game_options_default(rules, &o);
    snprintf(kv, sizeof kv, "pits=%d", pits);
    int bad = game_options_set(rules, &o, kv, err, sizeof err);
    snprintf(kv, sizeof kv, "seeds=%d", seeds);
    bad |= game_options_set(rules, &o, kv, err, sizeof err);
    bad |= game_options_set(rules, &o, empty ? "empty_capture=on" : "empty_capture=off", err, sizeof err);
    Game *g = bad ? NULL : game_create(rules, &o, err, sizeof err);
    Pos *p = g ? pos_new(g) : NULL;
    Search *s = p ? search_create(g, BENCH_TT_BYTES) : NULL;
    if (!s) {
        fprintf(stderr, "bench_solve: Kalah(%d,%d): %s\n", pits, seeds, bad || !g ? err : "out of memory");
        pos_free(p);
        game_destroy(g);
        return -1;
    }
    g->rules->start(g, p);
    Endgame *eg = NULL;
    double build_ms = 0;
    if (depth > 0)
        table_seeds = 0;
    else if (table_seeds < 0) /* as tabula-cli's solve: a table for the big boards */
        table_seeds = 2 * pits * seeds >= 40 ? endgame_seeds_within(g, (size_t)32 << 20) : 0;
    if (table_seeds > 0) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        eg = endgame_create(g, table_seeds, err, sizeof err);
        if (!eg) {
            fprintf(stderr, "bench_solve: %s\n", err);
            return -1;
        }
        while (endgame_build(eg, (uint64_t)1 << 20) == 0)
            ;
        clock_gettime(CLOCK_MONOTONIC, &b);
        build_ms = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
        search_set_endgame(s, eg);
    }
    SearchLimits lim = {0};
    lim.exact = depth == 0;
    lim.depth = depth;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, (uint64_t)1 << 20) == SEARCH_RUNNING)
        ;
    const SearchResult *r = search_result(s);
    double ms = r->elapsed_ms > 0 ? r->elapsed_ms : 1;
    printf("%s kalah pits=%d seeds=%d empty_capture=%s value %+d nodes %llu time_ms %d nps %.0f "
           "table_seeds %d table_ms %.0f\n",
           depth ? "depth" : "solve", pits, seeds, empty ? "on" : "off", r->value, (unsigned long long)r->nodes, r->elapsed_ms,
           (double)r->nodes * 1000.0 / ms, table_seeds, build_ms);
    endgame_destroy(eg);
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
    return 0;
}

int main(int argc, char **argv)
{
    static const int dflt[] = {6, 3, 0, 6, 4, 1};
    if (argc > 1 && (argc - 1) % 3 != 0) {
        fprintf(stderr, "usage: %s [PITS SEEDS EMPTY_CAPTURE]...\n", argv[0]);
        return 2;
    }
    const char *ts = getenv("TABLE_SEEDS"), *ds = getenv("DEPTH");
    int n = argc > 1 ? (argc - 1) / 3 : 2, rc = 0, table = ts ? atoi(ts) : -1, depth = ds ? atoi(ds) : 0;
    for (int i = 0; i < n; i++) {
        int pits = argc > 1 ? atoi(argv[1 + 3 * i]) : dflt[3 * i];
        int seeds = argc > 1 ? atoi(argv[2 + 3 * i]) : dflt[3 * i + 1];
        int empty = argc > 1 ? atoi(argv[3 + 3 * i]) : dflt[3 * i + 2];
        rc |= bench_solve(pits, seeds, empty, table, depth) != 0;
    }
    return rc;
}
