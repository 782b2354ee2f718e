/*
 * cli_puzzles.c - `tabula-cli puzzles` (cli_puzzles.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_puzzles.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli_game_args.h"
#include "game.h"
#include "pos_check.h"
#include "puzzle.h"
#include "record.h"

static int cp_usage(FILE *f)
{
    fprintf(f, "usage: tabula-cli puzzles generate --game G [--opt key=value]... [--count N] [--seed S]\n"
               "           [--min-seeds A] [--max-seeds B] [--nodes N] [--moves M] [--games G] [--prefix P]\n"
               "           [--depth D] [--out FILE]\n"
               "         plays games of G and keeps the positions the exact search proves to be\n"
               "         puzzles (Kalah, Oware), or that a search of D plies finds to be (Hasami\n"
               "         Shogi, Khan: A..B pieces on the board, --min-pieces and --max-pieces): the\n"
               "         set, in docs/puzzle-format.md's text, to FILE or standard output\n"
               "       tabula-cli puzzles verify FILE [--nodes N] [--every K]\n"
               "         proves every puzzle of FILE again (or every K-th), or finds it again by\n"
               "         its search; one line a puzzle that does not hold, then a summary; status 1\n"
               "         if any does not\n"
               "       tabula-cli puzzles defence FILE ID MOVE\n"
               "         the defence the search of puzzle ID of the grid set FILE finds to MOVE,\n"
               "         a move of the player that is not the answer: the opponent's best reply,\n"
               "         the men it takes, and MOVE's value at the puzzle's horizon\n");
    return f == stdout ? 0 : 2;
}

static double cp_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A whole number argument in lo..hi: 0, or -1 with a message. */
static int cp_number(const char *name, const char *v, long long lo, long long hi, long long *out, FILE *err)
{
    char *end;
    long long n = strtoll(v, &end, 10);
    if (!*v || *end || n < lo || n > hi) {
        fprintf(err, "puzzles: %s takes %lld..%lld\n", name, lo, hi);
        return -1;
    }
    *out = n;
    return 0;
}

static void cp_progress(void *ctx, int found, int games, int tried)
{
    FILE *err = ctx;
    fprintf(err, "\r%d puzzles from %d positions of %d games", found, tried, games);
    fflush(err);
}

/* One of generate's own flags and its value into o (or path): 0, 2 when
 * the value is refused (said on err), 1 when the flag is not one. */
static int cp_generate_flag(const char *a, const char *v, PuzzleGenOptions *o, const char **path, FILE *err)
{
    /* Each number's flag, its range and where it goes (an int or a 64-bit count). */
    const struct {
        const char *flag;
        long long lo, hi;
        int *i;
        uint64_t *u;
    } numbers[] = {
        {"--count", 1, 100000, &o->count, NULL},
        {"--seed", 0, (long long)1 << 62, NULL, &o->seed},
        {"--min-seeds", 0, 1000, &o->min_seeds, NULL},
        {"--max-seeds", 0, 1000, &o->max_seeds, NULL},
        {"--min-pieces", 0, 1000, &o->min_seeds, NULL},
        {"--max-pieces", 0, 1000, &o->max_seeds, NULL},
        {"--depth", 1, PUZZLE_MAX_DEPTH, &o->depth, NULL},
        {"--nodes", 1000, (long long)1 << 40, NULL, &o->max_nodes},
        {"--moves", 1, (PUZZLE_MAX_LINE + 1) / 2, &o->max_player_moves, NULL},
        {"--games", 1, 10000000, &o->max_games, NULL},
    };
    if (strcmp(a, "--prefix") == 0 || strcmp(a, "--out") == 0) {
        *(a[2] == 'p' ? &o->id_prefix : path) = v;
        return 0;
    }
    for (size_t k = 0; k < sizeof numbers / sizeof numbers[0]; k++) {
        long long n;
        if (strcmp(a, numbers[k].flag) != 0)
            continue;
        if (cp_number(a, v, numbers[k].lo, numbers[k].hi, &n, err) != 0)
            return 2;
        if (numbers[k].i)
            *numbers[k].i = (int)n;
        else
            *numbers[k].u = (uint64_t)n;
        return 0;
    }
    return 1;
}

/* The set made, its bands said on err, written to path (NULL: out). */
static int cp_generate_write(Game *g, const GameOptions *opts, PuzzleGenOptions *o, const char *path, FILE *out,
                             FILE *err)
{
    char why[256];
    o->progress = cp_progress;
    o->ctx = err;
    PuzzleSet set;
    double t0 = cp_now();
    int rc = puzzle_generate(g, opts, o, &set, why, sizeof why);
    fprintf(err, "\n");
    if (rc != 0) {
        fprintf(err, "puzzles: %s\n", why);
        return 2;
    }
    int bands[PUZZLE_BANDS + 1] = {0};
    for (int i = 0; i < set.n; i++)
        bands[set.puzzle[i].band]++;
    fprintf(err, "%d puzzles in %.1f s; bands", set.n, cp_now() - t0);
    for (int b = 1; b <= PUZZLE_BANDS; b++)
        fprintf(err, " %d", bands[b]);
    fprintf(err, "\n");
    char *text = puzzle_set_text(&set);
    rc = 0;
    if (!text) {
        fprintf(err, "puzzles: out of memory\n");
        rc = 1;
    } else if (path) {
        if (record_write_file(path, text, strlen(text), why, sizeof why) != 0) {
            fprintf(err, "puzzles: %s\n", why);
            rc = 1;
        }
    } else {
        fputs(text, out);
    }
    free(text);
    puzzle_set_free(&set);
    return rc;
}

static int cp_generate(int argc, char **argv, FILE *out, FILE *err)
{
    CliGameArgs ga = {0};
    const GameRules *rules;
    GameOptions opts;
    const char *path = NULL;
    PuzzleGenOptions o = {.seed = 1, .count = 300, .min_seeds = 4, .max_seeds = 24, .max_nodes = 2000000,
                          .max_player_moves = 3, .max_games = 100000, .id_prefix = "p"};
    char why[256];
    for (int i = 0; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0)
            return cp_usage(out);
        if (!v)
            return cp_usage(err);
        if (cli_game_take(&ga, a, v))
            continue;
        int rc = cp_generate_flag(a, v, &o, &path, err);
        if (rc == 1)
            return cp_usage(err);
        if (rc != 0)
            return rc;
    }
    if (!ga.name)
        return cp_usage(err);
    if (cli_game_read(&ga, "puzzles", &rules, &opts, err) != 0)
        return 2;
    if (strlen(o.id_prefix) > PUZZLE_ID_MAX - 6 || strpbrk(o.id_prefix, " |")) {
        fprintf(err, "puzzles: --prefix takes at most %d characters, no blank or '|'\n", PUZZLE_ID_MAX - 6);
        return 2;
    }
    Game *g = game_create(rules, &opts, why, sizeof why);
    if (!g) {
        fprintf(err, "puzzles: %s\n", why);
        return 2;
    }
    int rc = cp_generate_write(g, &opts, &o, path, out, err);
    game_destroy(g);
    return rc;
}

/* The set of the file at path: 0, or 1 with why on err. */
static int cp_read_set(const char *path, PuzzleSet *set, FILE *err)
{
    char *text = NULL, why[512];
    size_t len = 0;
    if (record_read_file(path, &text, &len, why, sizeof why) != 0) {
        fprintf(err, "puzzles: %s: %s\n", path, why);
        return 1;
    }
    int rc = puzzle_set_read(text, len, set, why, sizeof why);
    free(text);
    if (rc != 0) {
        fprintf(err, "puzzles: %s: %s\n", path, why);
        return 1;
    }
    return 0;
}

/* The defence to `move` at puzzle pz's position, on out as
 * "defence REPLY taken N value V" (V for the player, in hundredths). */
static int cp_defend(const Game *g, Search *s, const Puzzle *pz, const char *move, FILE *out, FILE *err)
{
    Pos *p = pos_new(g), *q = pos_new(g);
    char why[256], reply[PUZZLE_MOVE_MAX];
    Move m;
    int rc = 1;
    PuzzleDefence d;
    if (!p || !q || game_parse_position(g, pz->pos, p, NULL, why, sizeof why) != 0)
        fprintf(err, "puzzles: %s: the position does not read\n", pz->id);
    else if (game_parse_legal_move(g, p, move, &m) != 0)
        fprintf(err, "puzzles: %s: %s is not a legal move there\n", pz->id, move);
    else {
        pos_copy(g, q, p);
        g->rules->play(g, q, m, NULL);
        if (puzzle_defence(s, g, q, pz->depth, 0, &d) != 0) {
            fprintf(out, "defence none\n");
        } else {
            g->rules->format_move(g, q, d.reply, reply, sizeof reply);
            fprintf(out, "defence %s taken %d value %d\n", reply, d.taken, d.value);
        }
        rc = 0;
    }
    pos_free(p);
    pos_free(q);
    return rc;
}

static int cp_defence(int argc, char **argv, FILE *out, FILE *err)
{
    if (argc != 3)
        return cp_usage(argc >= 1 && strcmp(argv[0], "--help") == 0 ? out : err);
    PuzzleSet set;
    if (cp_read_set(argv[0], &set, err) != 0)
        return 1;
    int at = -1, rc = 1;
    for (int i = 0; i < set.n; i++)
        if (strcmp(set.puzzle[i].id, argv[1]) == 0)
            at = i;
    char why[256];
    Game *g = NULL;
    Search *s = NULL;
    if (!puzzle_by_search(set.rules))
        fprintf(err, "puzzles: the defence is the grid games' (Hasami Shogi, Khan)\n");
    else if (at < 0)
        fprintf(err, "puzzles: no puzzle %s in %s\n", argv[1], argv[0]);
    else if (!(g = game_create(set.rules, &set.opts, why, sizeof why)) || !(s = search_create(g, PUZZLE_TT_BYTES)))
        fprintf(err, "puzzles: %s\n", g ? "out of memory" : why);
    else
        rc = cp_defend(g, s, &set.puzzle[at], argv[2], out, err);
    search_destroy(s);
    game_destroy(g);
    puzzle_set_free(&set);
    return rc;
}

static int cp_verify(int argc, char **argv, FILE *out, FILE *err)
{
    if (argc < 1 || argv[0][0] == '-')
        return cp_usage(argc >= 1 && strcmp(argv[0], "--help") == 0 ? out : err);
    const char *path = argv[0];
    uint64_t nodes = 20000000;
    long long every = 1, n;
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 >= argc)
            return cp_usage(err);
        if (strcmp(argv[i], "--nodes") == 0 && cp_number(argv[i], argv[i + 1], 1000, (long long)1 << 40, &n, err) == 0)
            nodes = (uint64_t)n;
        else if (strcmp(argv[i], "--every") == 0 && cp_number(argv[i], argv[i + 1], 1, 1000000, &n, err) == 0)
            every = n;
        else
            return cp_usage(err);
    }
    char why[512];
    PuzzleSet set;
    if (cp_read_set(path, &set, err) != 0)
        return 1;
    Game *g = game_create(set.rules, &set.opts, why, sizeof why);
    Search *s = g ? search_create(g, PUZZLE_TT_BYTES) : NULL;
    if (!s) {
        fprintf(err, "puzzles: %s\n", g ? "out of memory" : why);
        game_destroy(g);
        puzzle_set_free(&set);
        return 1;
    }
    double t0 = cp_now();
    int checked = 0, failed = 0;
    for (int i = 0; i < set.n; i += (int)every) {
        checked++;
        if (puzzle_check(s, g, &set.puzzle[i], nodes, why, sizeof why) != 0) {
            fprintf(out, "%s: %s\n", set.puzzle[i].id, why);
            failed++;
        }
    }
    /* The grid games' puzzles are not proven: their summary says so. */
    fprintf(out, "%d of %d puzzles %s again, %d do not hold, in %.1f s\n", checked - failed, checked,
            puzzle_by_search(set.rules) ? "found by search" : "proven", failed, cp_now() - t0);
    search_destroy(s);
    game_destroy(g);
    puzzle_set_free(&set);
    return failed ? 1 : 0;
}

int cli_puzzles(int argc, char **argv, FILE *out, FILE *err)
{
    if (argc < 1)
        return cp_usage(err);
    if (strcmp(argv[0], "generate") == 0)
        return cp_generate(argc - 1, argv + 1, out, err);
    if (strcmp(argv[0], "verify") == 0)
        return cp_verify(argc - 1, argv + 1, out, err);
    if (strcmp(argv[0], "defence") == 0)
        return cp_defence(argc - 1, argv + 1, out, err);
    return cp_usage(strcmp(argv[0], "--help") == 0 ? out : err);
}
