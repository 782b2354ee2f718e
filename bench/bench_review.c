/*
 * bench_review.c - how fast a review fills in: a saved game reviewed with
 * the budgets a player's review uses (review_budget), in slices of 20,000
 * nodes as the window's frames give them, the player looking at the first
 * position.  One line a game: its plies, then nodes and seconds until
 * every position has values (the quick look), until a tenth of them has
 * its full analysis, and until all have; and how many were proven.
 *
 *   bench_review [RECORD]...   (default: the gallery's Oware, Kalah,
 *                               Hasami Shogi and Khan games)
 *
 * QUICK=0 leaves out the quick look, for a comparison.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pos_check.h"
#include "record.h"
#include "review.h"

#define BENCH_TT_BYTES ((size_t)16 << 20) /* the window's review table */
#define BENCH_SLICE 20000

static double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A moment of the review: its nodes and seconds so far. */
typedef struct {
    uint64_t nodes;
    double secs;
} BenchMark;

static int bench_review(const char *path, int quick)
{
    char *text = NULL, err[200];
    size_t len = 0;
    static Record rec;
    if (record_read_file(path, &text, &len, err, sizeof err) != 0 || record_parse(text, len, &rec, err, sizeof err) != 0) {
        fprintf(stderr, "bench_review: %s: %s\n", path, err);
        free(text);
        return -1;
    }
    free(text);
    Game *g = game_create(rec.rules, &rec.opts, err, sizeof err);
    Pos *start = g ? pos_new(g) : NULL;
    Review *rv = start ? review_create(g, BENCH_TT_BYTES) : NULL;
    if (rv && !rec.start[0])
        g->rules->start(g, start);
    if (!rv || (rec.start[0] && game_parse_position(g, rec.start, start, NULL, err, sizeof err) != 0)) {
        fprintf(stderr, "bench_review: %s: %s\n", path, rv ? err : "out of memory");
        review_destroy(rv);
        pos_free(start);
        game_destroy(g);
        return -1;
    }
    ReviewBudget b = review_budget(g);
    if (!quick)
        b.quick_nodes = 0;
    int n = rec.nmoves, tenth = (n + 9) / 10;
    if (review_begin(rv, start, rec.moves, n, &b) != 0) {
        fprintf(stderr, "bench_review: %s: a move is not legal\n", path);
        return -1;
    }
    BenchMark all_looked = {0, 0}, tenth_full = {0, 0}, all_full = {0, 0};
    double t0 = bench_now();
    for (;;) {
        SearchState st = review_step(rv, 0, BENCH_SLICE);
        BenchMark now = {review_nodes(rv), bench_now() - t0};
        if (!all_looked.nodes && review_looked(rv) == n)
            all_looked = now;
        if (!tenth_full.nodes && review_analysed(rv) >= tenth)
            tenth_full = now;
        if (st == SEARCH_DONE) {
            all_full = now;
            break;
        }
    }
    int proven = 0;
    for (int i = 0; i < n; i++)
        proven += review_ply(rv, i)->exact;
    const char *name = strrchr(path, '/');
    printf("%-22s %-7s plies %3d  all valued %9llu nodes %6.2f s  a tenth full %10llu nodes %6.2f s  all full "
           "%10llu nodes %7.2f s  proven %d\n",
           name ? name + 1 : path, rec.rules->name, n, (unsigned long long)all_looked.nodes, all_looked.secs,
           (unsigned long long)tenth_full.nodes, tenth_full.secs, (unsigned long long)all_full.nodes, all_full.secs,
           proven);
    review_destroy(rv);
    pos_free(start);
    game_destroy(g);
    return 0;
}

int main(int argc, char **argv)
{
    static const char *const fixtures[] = {"oware-end", "kalah-review", "hasami-review", "khan-review"};
    const char *q = getenv("QUICK");
    int quick = !(q && strcmp(q, "0") == 0), failed = 0;
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            failed |= bench_review(argv[i], quick) != 0;
        return failed;
    }
    for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/tools/gallery/%s.tabula", TABULA_SOURCE_DIR, fixtures[i]);
        failed |= bench_review(path, quick) != 0;
    }
    return failed;
}
