/*
 * cli_bench.c - the fixed benchmark (cli_bench.h).  Positions come from
 * fixed move sequences played from the start, so they stay valid as the
 * games evolve; depths keep the whole run to a few seconds.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli_bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game.h"
#include "search.h"

typedef struct {
    const char *game;
    const char *opts[3];
    int plies;   /* moves played from the start, chosen by a fixed rule */
    int depth;   /* 0: solve exactly */
    int expert;  /* 1: as the expert searches (its evaluation, reductions), to that depth */
} BenchCase;

static const BenchCase bench_cases[] = {
    {"kalah", {NULL}, 0, 12, 0},
    {"kalah", {NULL}, 9, 12, 0},
    {"kalah", {NULL}, 21, 14, 0},
    {"kalah", {"empty_capture=on", NULL}, 5, 12, 0},
    {"oware", {NULL}, 0, 11, 0},
    {"oware", {NULL}, 14, 11, 0},
    {"oware", {NULL}, 40, 13, 0},
    {"hasami", {NULL}, 0, 4, 0},
    {"hasami", {NULL}, 20, 4, 0},
    {"khan", {NULL}, 12, 4, 0},
    {"khan", {NULL}, 30, 5, 0},
    {"kalah", {"pits=4", "seeds=4", NULL}, 0, 0, 0},
    {"kalah", {"pits=6", "seeds=3", NULL}, 0, 0, 0},
    {"kalah", {NULL}, 9, 20, 1},
    {"oware", {NULL}, 14, 15, 1},
};

static double bench_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Plays `plies` moves from the start: move (ply * 7 + 3) mod count, a
 * fixed and varied choice. */
static void bench_position(const Game *g, Pos *p, int plies)
{
    g->rules->start(g, p);
    for (int i = 0; i < plies; i++) {
        Move moves[GAME_MAX_MOVES];
        int n = g->rules->legal(g, p, moves);
        if (n == 0)
            return;
        g->rules->play(g, p, moves[(i * 7 + 3) % n], NULL);
    }
}

int cli_bench(int argc, char **argv, FILE *out, FILE *err)
{
    (void)argv;
    if (argc > 0) {
        fprintf(err, "usage: tabula-cli bench\n");
        return 2;
    }
    uint64_t total_nodes = 0;
    double total_ms = 0;
    int index = 0;
    for (size_t c = 0; c < sizeof bench_cases / sizeof bench_cases[0]; c++) {
        const BenchCase *bc = &bench_cases[c];
        const GameRules *r = game_find(bc->game);
        if (!r)
            continue; /* a game not built yet */
        GameOptions o;
        char msg[256];
        game_options_default(r, &o);
        for (int i = 0; bc->opts[i]; i++)
            game_options_set(r, &o, bc->opts[i], msg, sizeof msg);
        Game *g = game_create(r, &o, msg, sizeof msg);
        Search *s = g ? search_create(g, 64u << 20) : NULL;
        Pos *p = g ? pos_new(g) : NULL;
        if (!g || !s || !p) {
            fprintf(err, "tabula-cli bench: out of memory\n");
            return 1;
        }
        bench_position(g, p, bc->plies);
        SearchLimits lim;
        memset(&lim, 0, sizeof lim);
        if (bc->expert) {
            level_limits(g, p, LEVEL_EXPERT, 1000, &lim);
            lim.time_ms = 0;
        }
        lim.depth = bc->depth;
        lim.exact = bc->depth == 0;
        double t0 = bench_ms();
        search_begin(s, p, NULL, 0, &lim);
        while (search_step(s, 1u << 20) == SEARCH_RUNNING)
            ;
        double ms = bench_ms() - t0;
        const SearchResult *res = search_result(s);
        char pos[GAME_TEXT_MAX], mv[32], opts[128];
        r->format_pos(g, p, pos, sizeof pos);
        r->format_move(g, p, res->move, mv, sizeof mv);
        game_options_format(r, &o, opts, sizeof opts);
        char kind[16];
        if (lim.exact)
            snprintf(kind, sizeof kind, "solve");
        else if (bc->expert)
            snprintf(kind, sizeof kind, "expert %d", bc->depth);
        else
            snprintf(kind, sizeof kind, "depth %d", bc->depth);
        fprintf(out, "%2d %-6s %-8s value %6d move %-5s nodes %11llu time_ms %8.1f  %s  %s\n", ++index, r->name, kind,
                res->value, mv, (unsigned long long)res->nodes, ms, pos, opts);
        total_nodes += res->nodes;
        total_ms += ms;
        pos_free(p);
        search_destroy(s);
        game_destroy(g);
    }
    fprintf(out, "OVERALL nodes %llu time_ms %.0f nps %.0f\n", (unsigned long long)total_nodes, total_ms,
            total_ms > 0 ? (double)total_nodes / (total_ms / 1000.0) : 0.0);
    return 0;
}
