/*
 * bench_soak.c - plays many games computer against computer across the four
 * games and their option sets, at the fast levels after a random opening,
 * and checks after every move what must always hold:
 *  - seeds or men are conserved: the numbers a mancala position's text
 *    holds always add up to the seeds of the start; on a grid, the men on
 *    the board change only by the pieces play said it placed and removed;
 *  - the hash play kept equals the hash computed from scratch;
 *  - the position's text parses back to a position with the same hash and
 *    the same legal moves;
 *  - the status agrees with the moves: a game not over has a move;
 *  - a finished game's record, written and read back, replays to the same
 *    final position.
 * Prints the games, the moves, the violations (the first few in full) and
 * the time; exits 1 when anything was violated.
 *
 *   bench_soak [--games N] [--seed S] [--verbose]   (default 10000 games)
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pos_check.h"
#include "record.h"
#include "search.h"

#define SOAK_TT_BYTES ((size_t)1 << 20)
#define SOAK_MAX_PLIES 400 /* the grid games' own draw rules end theirs sooner */
#define SOAK_MOVE_NODES 3000

typedef struct {
    const char *game;
    const char *opts[4];
} SoakSet;

static const SoakSet soak_sets[] = {
    {"kalah", {NULL}},
    {"kalah", {"empty_capture=on", NULL}},
    {"kalah", {"pits=4", "seeds=3", NULL}},
    {"kalah", {"pits=6", "seeds=6", "empty_capture=on", NULL}},
    {"oware", {NULL}},
    {"oware", {"finish=six", NULL}},
    {"hasami", {NULL}},
    {"hasami", {"diagonal=on", NULL}},
    {"hasami", {"defeat=1", "lead=0", NULL}},
    {"hasami", {"corner2=on", NULL}},
    {"khan", {NULL}},
    {"khan", {"orientation=1", NULL}},
    {"khan", {"orientation=2", NULL}},
};
#define SOAK_NSETS ((int)(sizeof soak_sets / sizeof soak_sets[0]))

typedef struct {
    long games, moves, violations;
    int verbose;
} Soak;

static double soak_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void soak_fail(Soak *k, const Game *g, const Pos *p, const char *what)
{
    char text[GAME_TEXT_MAX];
    g->rules->format_pos(g, p, text, sizeof text);
    if (k->violations++ < 10 || k->verbose)
        printf("VIOLATION %s: %s at %s (game %ld)\n", g->rules->name, what, text, k->games + 1);
}

static int soak_is_mancala(const Game *g) { return g->rules->value_kind == VALUE_KIND_SEEDS; }

/* A mancala position's seeds: every number of its text but the side. */
static int soak_seeds(const Game *g, const Pos *p)
{
    char text[GAME_TEXT_MAX];
    g->rules->format_pos(g, p, text, sizeof text);
    char *side = strrchr(text, '/');
    if (side)
        *side = '\0';
    int sum = 0;
    for (const char *c = text; *c;) {
        if (isdigit((unsigned char)*c)) {
            char *end;
            sum += (int)strtol(c, &end, 10);
            c = end;
        } else {
            c++;
        }
    }
    return sum;
}

/* A grid position's men: the letters of its board's rows (the fields of
 * its text at least six long; the side and the rest are shorter). */
static int soak_men(const Game *g, const Pos *p)
{
    char text[GAME_TEXT_MAX];
    g->rules->format_pos(g, p, text, sizeof text);
    int men = 0;
    for (char *save = NULL, *f = strtok_r(text, "/", &save); f; f = strtok_r(NULL, "/", &save))
        if (strlen(f) >= 6)
            for (const char *c = f; *c; c++)
                men += isalpha((unsigned char)*c) != 0;
    return men;
}

/* The legal moves, sorted, for comparing two positions' sets. */
static int soak_move_cmp(const void *a, const void *b)
{
    Move x = *(const Move *)a, y = *(const Move *)b;
    return (x > y) - (x < y);
}

static int soak_sorted_legal(const Game *g, const Pos *p, Move *moves)
{
    int n = g->rules->legal(g, p, moves);
    qsort(moves, (size_t)n, sizeof *moves, soak_move_cmp);
    return n;
}

/* What must hold of p, with n legal moves, not over. */
static void soak_check(Soak *k, const Game *g, const Pos *p, Pos *scratch, int amount)
{
    if (pos_hash(p) != g->rules->hash_full(g, p))
        soak_fail(k, g, p, "the kept hash differs from the one computed from scratch");
    if (soak_is_mancala(g) ? soak_seeds(g, p) != amount : soak_men(g, p) != amount)
        soak_fail(k, g, p, soak_is_mancala(g) ? "seeds not conserved" : "men on the board not what play said");
    char text[GAME_TEXT_MAX], err[160];
    g->rules->format_pos(g, p, text, sizeof text);
    if (game_parse_position(g, text, scratch, NULL, err, sizeof err) != 0) {
        soak_fail(k, g, p, "its text does not parse back");
        return;
    }
    if (pos_hash(scratch) != pos_hash(p))
        soak_fail(k, g, p, "its text parses to another hash");
    Move a[GAME_MAX_MOVES], b[GAME_MAX_MOVES];
    int na = soak_sorted_legal(g, p, a), nb = soak_sorted_legal(g, scratch, b);
    if (na != nb || memcmp(a, b, sizeof *a * (size_t)na) != 0)
        soak_fail(k, g, p, "its text gives other legal moves");
}

/* One game: a random opening of a few plies, then the two levels. */
static void soak_game(Soak *k, const Game *g, Search *s, Pos *p, Pos *scratch, Record *rec, uint64_t *rng)
{
    g->rules->start(g, p);
    memset(rec, 0, sizeof *rec);
    rec->rules = g->rules;
    rec->opts = g->opts;
    uint64_t hist[SOAK_MAX_PLIES + 1];
    int opening = 2 + (int)(game_rng_next(rng) % 7), nhist = 0;
    int level[2] = {LEVEL_SIMPLE + (int)(game_rng_next(rng) % 2), LEVEL_SIMPLE + (int)(game_rng_next(rng) % 2)};
    int amount = soak_is_mancala(g) ? soak_seeds(g, p) : soak_men(g, p);
    GameStatus st;
    for (int ply = 0; ply < SOAK_MAX_PLIES; ply++) {
        hist[nhist++] = pos_hash(p);
        g->rules->status(g, p, hist, nhist - 1, &st);
        Move moves[GAME_MAX_MOVES];
        int n = g->rules->legal(g, p, moves);
        if (st.over) { /* as a record's replay ends it: a draw rule shares what is left */
            if (st.reason != END_RULE && g->rules->conclude)
                g->rules->conclude(g, p, &st, NULL);
            break;
        }
        soak_check(k, g, p, scratch, amount);
        if (n == 0) {
            soak_fail(k, g, p, "not over, yet no legal move");
            return;
        }
        Move m;
        if (ply < opening) {
            m = moves[game_rng_next(rng) % (uint64_t)n];
        } else {
            SearchLimits lim;
            level_limits(g, p, level[pos_side(p)], 1000, &lim);
            lim.seed = game_rng_next(rng);
            /* The checks need many games more than strong moves. */
            if (lim.nodes == 0 || lim.nodes > SOAK_MOVE_NODES)
                lim.nodes = SOAK_MOVE_NODES;
            search_begin(s, p, hist, nhist - 1, &lim);
            while (search_step(s, 1u << 20) == SEARCH_RUNNING)
                ;
            m = search_result(s)->move;
        }
        EventList ev;
        ev.n = 0;
        g->rules->play(g, p, m, &ev);
        rec->moves[rec->nmoves++] = m;
        k->moves++;
        if (!soak_is_mancala(g))
            for (int i = 0; i < ev.n; i++)
                amount += (ev.ev[i].kind == EV_PLACE) - (ev.ev[i].kind == EV_REMOVE);
    }
    k->games++;
    /* The record, written and read back, ends where play ended. */
    static char text[RECORD_MAX_BYTES / 8];
    static Record back;
    char err[200];
    int len = record_format(rec, text, sizeof text);
    if (len < 0 || record_parse(text, (size_t)len, &back, err, sizeof err) != 0) {
        soak_fail(k, g, p, len < 0 ? "the record cannot be written" : "the record does not read back");
        return;
    }
    Match *m = record_match(g, &back, err, sizeof err);
    if (!m) {
        soak_fail(k, g, p, "the record does not replay");
        return;
    }
    if (back.nmoves != rec->nmoves || memcmp(match_pos(m), p, g->rules->pos_size) != 0)
        soak_fail(k, g, p, "the record replays to another position");
    match_destroy(m);
}

int main(int argc, char **argv)
{
    long games = 10000;
    uint64_t seed = 1;
    Soak k = {0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc && atol(argv[i + 1]) > 0) {
            games = atol(argv[++i]);
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--verbose") == 0) {
            k.verbose = 1;
        } else {
            fprintf(stderr, "usage: bench_soak [--games N] [--seed S] [--verbose]\n");
            return 2;
        }
    }
    Game *g[SOAK_NSETS];
    Search *s[SOAK_NSETS];
    Pos *p[SOAK_NSETS], *scratch[SOAK_NSETS];
    long per_games[SOAK_NSETS] = {0}, per_moves[SOAK_NSETS] = {0};
    static Record rec;
    for (int i = 0; i < SOAK_NSETS; i++) {
        const GameRules *r = game_find(soak_sets[i].game);
        GameOptions o;
        char err[160];
        game_options_default(r, &o);
        for (const char *const *kv = soak_sets[i].opts; *kv; kv++)
            if (game_options_set(r, &o, *kv, err, sizeof err) != 0) {
                fprintf(stderr, "bench_soak: %s\n", err);
                return 2;
            }
        g[i] = game_create(r, &o, err, sizeof err);
        if (!g[i] || !(s[i] = search_create(g[i], SOAK_TT_BYTES)) || !(p[i] = pos_new(g[i])) ||
            !(scratch[i] = pos_new(g[i]))) {
            fprintf(stderr, "bench_soak: out of memory\n");
            return 1;
        }
    }
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    double t0 = soak_now();
    for (long n = 0; n < games; n++) {
        int i = (int)(n % SOAK_NSETS);
        long before = k.moves;
        soak_game(&k, g[i], s[i], p[i], scratch[i], &rec, &rng);
        per_games[i]++;
        per_moves[i] += k.moves - before;
    }
    double secs = soak_now() - t0;
    for (int i = 0; i < SOAK_NSETS; i++) {
        char opts[GAME_TEXT_MAX];
        game_options_format(g[i]->rules, &g[i]->opts, opts, sizeof opts);
        printf("%-7s %-44s %6ld games %8ld moves\n", g[i]->rules->name, opts, per_games[i], per_moves[i]);
        search_destroy(s[i]);
        pos_free(p[i]);
        pos_free(scratch[i]);
        game_destroy(g[i]);
    }
    printf("soak: %ld games, %ld moves, %ld violations, %.1f s\n", k.games, k.moves, k.violations, secs);
    return k.violations ? 1 : 0;
}
