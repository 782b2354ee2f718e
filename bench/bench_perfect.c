/*
 * bench_perfect.c - the perfect level as the window runs it, timed: games
 * of Kalah against an opponent that plays the medium level's move, or a
 * random one a third of the time (so the games leave the book's main
 * lines), the perfect computer on each side in turn.  Every computer move
 * runs with the perfect level's limits, every opponent's position gets the
 * hint's exact analysis, each search with the window's table sizes, the
 * opening book from assets/book and the endgame table the game keeps.
 * Prints how many moves and hints were proven and how long they took.
 *
 *   bench_perfect [--opt KEY=VALUE]... [--games N] [--seed N] [--table-seeds N]
 *   bench_perfect --small [--games N]
 *   (default: Kalah(6,4), 20 games; the table is read from the cache, or
 *   built first and its time printed, unless --table-seeds 0.  --small: every board of up to 6 pits
 *   and 3 seeds under both capture rules, a line each)
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "book.h"
#include "endgame.h"
#include "search.h"

#define BP_MAX_SAMPLES 4096

static double bp_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static SearchResult bp_run(Search *s, const Pos *p, const SearchLimits *lim, double *ms)
{
    double t0 = bp_now();
    search_begin(s, p, NULL, 0, lim);
    while (search_step(s, 1u << 14) == SEARCH_RUNNING)
        ;
    *ms = (bp_now() - t0) * 1e3;
    return *search_result(s);
}

static int bp_cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void bp_report(const char *what, double *ms, int n, int proven, int compact)
{
    if (n == 0)
        return;
    qsort(ms, (size_t)n, sizeof *ms, bp_cmp);
    if (compact)
        printf("  %s %4d, %5.1f%% proven, max %6.1f ms", what, n, 100.0 * proven / n, ms[n - 1]);
    else
        printf("  %-14s %5d  proven %5.1f%%  median %7.1f ms  p99 %7.1f ms  max %7.1f ms\n", what, n,
               100.0 * proven / n, ms[n / 2], ms[(n * 99) / 100], ms[n - 1]);
}

/* Plays `games` games of Kalah with options o against the perfect level
 * and prints the figures. */
static int bp_board(const GameOptions *o, int games, int table_seeds, uint64_t rng, int compact)
{
    const GameRules *rules = game_find("kalah");
    char err[4200], opts[GAME_TEXT_MAX];
    game_options_format(rules, o, opts, sizeof opts);
    Game *g = game_create(rules, o, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench_perfect: %s\n", err);
        return -1;
    }
    printf(compact ? "kalah %-38s" : "kalah %s\n", opts);
    char path[4096];
    Book *book = NULL;
    if (book_file_name(g, TABULA_SOURCE_DIR "/assets/book", path, sizeof path) == 0)
        book = book_load(g, path, err, sizeof err);
    if (table_seeds < 0)
        table_seeds = endgame_cache_seeds(g);
    Endgame *e = NULL;
    char dir[4096], cached[4200];
    if (table_seeds > 0 && endgame_cache_dir(dir, sizeof dir) == 0 &&
        endgame_cache_file(g, table_seeds, dir, cached, sizeof cached) == 0) {
        double t0 = bp_now();
        e = endgame_open(g, table_seeds, cached, err, sizeof err);
        if (e)
            printf("  endgame table of %d seeds (%.1f MB) loaded from the cache in %.1f s\n", table_seeds,
                   endgame_bytes(e) / 1e6, bp_now() - t0);
    }
    if (table_seeds > 0 && !e) {
        double t0 = bp_now();
        e = endgame_create(g, table_seeds, err, sizeof err);
        if (!e) {
            fprintf(stderr, "bench_perfect: %s\n", err);
            game_destroy(g);
            book_destroy(book);
            return -1;
        }
        while (endgame_build(e, (uint64_t)1 << 22) == 0)
            ;
        printf("  endgame table of %d seeds (%.1f MB) built in %.1f s\n", table_seeds, endgame_bytes(e) / 1e6,
               bp_now() - t0);
    }
    Search *ai = search_create(g, 32u << 20), *hint = search_create(g, 16u << 20), *opp = search_create(g, 16u << 20);
    Pos *p = pos_new(g);
    if (!ai || !hint || !opp || !p) {
        fprintf(stderr, "bench_perfect: out of memory\n");
        exit(1);
    }
    search_set_endgame(ai, e);
    search_set_endgame(hint, e);
    search_set_book(ai, book);
    search_set_book(hint, book);
    g->rules->start(g, p);
    SearchLimits exact = {0};
    exact.exact = 1;
    double solve_ms;
    SearchResult sv = bp_run(ai, p, &exact, &solve_ms);
    if (!compact && book)
        printf("  book of %zu entries (%.0f KB); ", book_size(book), book_size(book) * 11 / 1024.0);
    else if (!compact)
        printf("  no book; ");
    if (!compact)
        printf("solve from the start: %+d in %.1f ms\n", sv.value, solve_ms);
    static double move_ms[BP_MAX_SAMPLES], hint_ms[BP_MAX_SAMPLES];
    int nmove = 0, nhint = 0, move_proven = 0, hint_proven = 0, won = 0, drawn = 0;
    for (int k = 0; k < games; k++) {
        int side = k & 1; /* the computer's */
        g->rules->start(g, p);
        for (;;) {
            GameStatus st;
            g->rules->status(g, p, NULL, 0, &st);
            if (st.over) {
                won += st.winner == side;
                drawn += st.winner < 0;
                break;
            }
            SearchLimits lim;
            double ms;
            SearchResult r;
            if (pos_side(p) == side) {
                level_limits(g, p, LEVEL_PERFECT, 1000, &lim);
                r = bp_run(ai, p, &lim, &ms);
                if (nmove < BP_MAX_SAMPLES) {
                    move_ms[nmove++] = ms;
                    move_proven += r.exact;
                }
            } else {
                hint_limits(g, p, 1000, &lim);
                SearchResult h = bp_run(hint, p, &lim, &ms);
                int all = h.nroot > 0;
                for (int i = 0; i < h.nroot; i++)
                    all &= h.root_exact[i];
                if (nhint < BP_MAX_SAMPLES) {
                    hint_ms[nhint++] = ms;
                    hint_proven += all;
                }
                level_limits(g, p, LEVEL_MEDIUM, 1000, &lim);
                lim.seed = game_rng_next(&rng) | 1;
                r = bp_run(opp, p, &lim, &ms);
                if (game_rng_next(&rng) % 3 == 0) {
                    Move moves[GAME_MAX_MOVES];
                    int n = g->rules->legal(g, p, moves);
                    r.move = moves[game_rng_next(&rng) % (uint64_t)n];
                }
            }
            g->rules->play(g, p, r.move, NULL);
        }
    }
    if (compact)
        printf(" %+3d  %2d/%2d/%2d", sv.value, won, drawn, games - won - drawn);
    else
        printf("  %d games: the perfect computer won %d, drew %d, lost %d\n", games, won, drawn, games - won - drawn);
    bp_report(compact ? "moves" : "computer moves", move_ms, nmove, move_proven, compact);
    bp_report("hints", hint_ms, nhint, hint_proven, compact);
    if (compact)
        printf("\n");
    pos_free(p);
    search_destroy(ai);
    search_destroy(hint);
    search_destroy(opp);
    endgame_destroy(e);
    book_destroy(book);
    game_destroy(g);
    return 0;
}

int main(int argc, char **argv)
{
    const GameRules *rules = game_find("kalah");
    GameOptions o;
    char err[256];
    int games = 20, table_seeds = -1, small = 0;
    uint64_t rng = 1;
    game_options_default(rules, &o);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--small") == 0) {
            small = 1;
            continue;
        }
        if (i + 1 < argc && strcmp(argv[i], "--opt") == 0 && game_options_set(rules, &o, argv[i + 1], err, sizeof err) == 0)
            i++;
        else if (i + 1 < argc && strcmp(argv[i], "--games") == 0)
            games = atoi(argv[++i]);
        else if (i + 1 < argc && strcmp(argv[i], "--seed") == 0)
            rng = strtoull(argv[++i], NULL, 10);
        else if (i + 1 < argc && strcmp(argv[i], "--table-seeds") == 0)
            table_seeds = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: bench_perfect [--opt KEY=VALUE]... [--games N] [--seed N] [--table-seeds N] | --small\n");
            return 2;
        }
    }
    if (!small)
        return bp_board(&o, games, table_seeds, rng, 0) == 0 ? 0 : 1;
    printf("board, value from the start, the perfect computer's wins/draws/losses, its moves and the hints\n");
    for (int pits = 1; pits <= 6; pits++)
        for (int seeds = 1; seeds <= 3; seeds++)
            for (int empty = 0; empty < 2; empty++) {
                char kv[32];
                game_options_default(rules, &o);
                snprintf(kv, sizeof kv, "pits=%d", pits);
                game_options_set(rules, &o, kv, err, sizeof err);
                snprintf(kv, sizeof kv, "seeds=%d", seeds);
                game_options_set(rules, &o, kv, err, sizeof err);
                game_options_set(rules, &o, empty ? "empty_capture=on" : "empty_capture=off", err, sizeof err);
                if (bp_board(&o, games, -1, rng, 1) != 0)
                    return 1;
            }
    return 0;
}
