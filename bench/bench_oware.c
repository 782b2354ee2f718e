/*
 * bench_oware.c - what Tabula proves of Oware endgames, and how fast.
 *
 *   bench_oware [--finish abapa|six] [--table N] [--time MS] [--count K]
 *               [--samples S] [SEEDS]...
 *
 * Opens the game's endgame table from the user's cache (as tabula-cli
 * solve does), or builds one of N seeds (default: the size the game keeps)
 * and says how long that took.  Then:
 *  - coverage: for each seed count the table holds, S random positions
 *    (any board, any split of the captured seeds, either side to move):
 *    the share whose value is exact, whose winner (or draw) is proven with
 *    the margin only bounded, and the mean width of the bounds;
 *  - solves: for each SEEDS (default 10 16 20), K random positions with
 *    that many seeds on the board, each solved with the table and a time
 *    limit of MS: the median time, how many came out exact, with the
 *    winner proven, or only bounded.
 * Positions come from a fixed seed, so two runs measure the same ones.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "endgame.h"
#include "pos_check.h"
#include "search.h"

#define BO_TT_BYTES ((size_t)64 << 20)

static double bo_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t bo_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* A random position with `seeds` on the board (each dropped in a pit
 * chosen at random, as sowing spreads them), the captured seeds split at random with both
 * stores under 25, and a random side to move; 0, or -1 when it is over. */
static int bo_random(const Game *g, Pos *p, int seeds, uint64_t *rng)
{
    int pit[12] = {0};
    for (int k = 0; k < seeds; k++)
        pit[bo_rand(rng) % 12]++;
    int rest = 48 - seeds, lo = rest - 24 > 0 ? rest - 24 : 0, hi = rest < 24 ? rest : 24;
    int a = lo + (int)(bo_rand(rng) % (uint64_t)(hi - lo + 1));
    char text[128], err[160];
    snprintf(text, sizeof text, "%d,%d,%d,%d,%d,%d/%d,%d,%d,%d,%d,%d/%d,%d/%d", pit[0], pit[1], pit[2], pit[3],
             pit[4], pit[5], pit[6], pit[7], pit[8], pit[9], pit[10], pit[11], a, rest - a,
             1 + (int)(bo_rand(rng) % 2));
    if (game_parse_position(g, text, p, NULL, err, sizeof err) != 0)
        return -1;
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    return st.over ? -1 : 0;
}

static int bo_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* "proven": the winner or a draw follows from the bounds. */
static int bo_decided(int lo, int hi) { return lo > 0 || hi < 0 || (lo == 0 && hi == 0); }

static Endgame *bo_table(const Game *g, int seeds)
{
    char dir[4096], path[4096], err[256];
    Endgame *e = NULL;
    if (seeds == endgame_cache_seeds(g) && endgame_cache_dir(dir, sizeof dir) == 0 &&
        endgame_cache_file(g, seeds, dir, path, sizeof path) == 0) {
        e = endgame_open(g, seeds, path, err, sizeof err);
        if (e)
            printf("table: %d seeds, %.1f MB, from %s\n", seeds, (double)endgame_bytes(e) / 1e6, path);
    }
    if (!e) {
        double t0 = bo_now();
        e = endgame_create(g, seeds, err, sizeof err);
        int r = 0;
        while (e && (r = endgame_build(e, (uint64_t)1 << 24)) == 0)
            ;
        if (!e || r < 0) {
            fprintf(stderr, "bench_oware: %s\n", e ? "out of memory" : err);
            endgame_destroy(e);
            return NULL;
        }
        printf("table: %d seeds, %.1f MB, built in %.1f s\n", seeds, (double)endgame_bytes(e) / 1e6, bo_now() - t0);
    }
    return e;
}

static void bo_coverage(const Game *g, const Endgame *e, int samples, uint64_t *rng)
{
    printf("\ncoverage of the table (%d random positions a seed count)\n", samples);
    printf("seeds  exact   winner proven  bounded only  mean width\n");
    Pos *p = pos_new(g);
    for (int s = 2; s <= endgame_max_seeds(e); s++) {
        int exact = 0, decided = 0, n = 0;
        long tries = 0;
        double width = 0;
        while (n < samples && tries++ < 100L * samples) {
            int lo, hi;
            if (bo_random(g, p, s, rng) != 0 || !endgame_probe(e, p, &lo, &hi))
                continue;
            n++;
            exact += lo == hi;
            decided += lo != hi && bo_decided(lo, hi);
            width += hi - lo;
        }
        if (n == 0) { /* finish=six: the game is over with so few */
            printf("%5d  (every position is the end of the game)\n", s);
            continue;
        }
        printf("%5d  %5.1f%%  %12.1f%%  %11.1f%%  %10.2f\n", s, 100.0 * exact / n, 100.0 * decided / n,
               100.0 * (n - exact - decided) / n, width / n);
    }
    pos_free(p);
}

static void bo_solves(const Game *g, const Endgame *e, int seeds, int count, int time_ms, uint64_t *rng)
{
    Search *s = search_create(g, BO_TT_BYTES);
    Pos *p = pos_new(g);
    double *secs = calloc((size_t)count, sizeof *secs);
    if (!s || !p || !secs) {
        fprintf(stderr, "bench_oware: out of memory\n");
        exit(1);
    }
    search_set_endgame(s, e);
    int exact = 0, decided = 0;
    double width = 0;
    for (int k = 0; k < count; k++) {
        while (bo_random(g, p, seeds, rng) != 0)
            ;
        search_clear(s);
        SearchLimits lim = {0};
        lim.exact = 1;
        lim.time_ms = time_ms;
        double t0 = bo_now();
        search_begin(s, p, NULL, 0, &lim);
        while (search_step(s, 1u << 20) == SEARCH_RUNNING)
            ;
        secs[k] = bo_now() - t0;
        const SearchResult *r = search_result(s);
        int known = r->exact || r->lo == r->hi;
        exact += known;
        decided += !known && bo_decided(r->lo, r->hi);
        width += known ? 0 : r->hi - r->lo;
    }
    qsort(secs, (size_t)count, sizeof *secs, bo_cmp);
    printf("%5d  %9d  %8.2f s  %5d  %13d  %12d  %10.2f\n", seeds, count, secs[count / 2], exact, decided,
           count - exact - decided, width / count);
    fflush(stdout);
    free(secs);
    pos_free(p);
    search_destroy(s);
}

int main(int argc, char **argv)
{
    const GameRules *rules = game_find("oware");
    GameOptions o;
    char err[160];
    game_options_default(rules, &o);
    int table = -1, time_ms = 10000, count = 9, samples = 20000, seeds[16], n = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--finish") == 0 && i + 1 < argc) {
            char kv[64];
            snprintf(kv, sizeof kv, "finish=%s", argv[++i]);
            if (game_options_set(rules, &o, kv, err, sizeof err) != 0) {
                fprintf(stderr, "bench_oware: %s\n", err);
                return 2;
            }
        } else if (strcmp(a, "--table") == 0 && i + 1 < argc) {
            table = atoi(argv[++i]);
        } else if (strcmp(a, "--time") == 0 && i + 1 < argc) {
            time_ms = atoi(argv[++i]);
        } else if (strcmp(a, "--count") == 0 && i + 1 < argc) {
            count = atoi(argv[++i]);
        } else if (strcmp(a, "--samples") == 0 && i + 1 < argc) {
            samples = atoi(argv[++i]);
        } else if (n < 16 && atoi(a) > 0 && atoi(a) <= 47) {
            seeds[n++] = atoi(a);
        } else {
            fprintf(stderr, "usage: bench_oware [--finish abapa|six] [--table N] [--time MS] [--count K] "
                            "[--samples S] [SEEDS]...\n");
            return 2;
        }
    }
    if (count < 1 || samples < 1 || time_ms < 1) {
        fprintf(stderr, "bench_oware: --count, --samples and --time take positive numbers\n");
        return 2;
    }
    Game *g = game_create(rules, &o, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench_oware: %s\n", err);
        return 1;
    }
    if (table < 0)
        table = endgame_cache_seeds(g);
    if (n == 0) {
        seeds[n++] = 10;
        seeds[n++] = 16;
        seeds[n++] = 20;
    }
    Endgame *e = bo_table(g, table);
    if (!e) {
        game_destroy(g);
        return 1;
    }
    uint64_t rng = 0x9e3779b97f4a7c15u;
    bo_coverage(g, e, samples, &rng);
    printf("\nsolves with the table, at most %d ms each\n", time_ms);
    printf("seeds  positions    median  exact  winner proven  bounded only  mean width\n");
    for (int i = 0; i < n; i++)
        bo_solves(g, e, seeds[i], count, time_ms, &rng);
    endgame_destroy(e);
    game_destroy(g);
    return 0;
}
