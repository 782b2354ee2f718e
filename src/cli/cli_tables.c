/*
 * cli_tables.c - `tabula-cli tables` (cli_tables.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_tables.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_game_args.h"
#include "endgame.h"
#include "game.h"
#include "make_dirs.h"

static double ct_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* "3.0 kB" or "27.5 MB". */
static const char *ct_size(char *buf, size_t len, double bytes)
{
    snprintf(buf, len, "%.1f %s", bytes < 1e6 ? bytes / 1e3 : bytes / 1e6, bytes < 1e6 ? "kB" : "MB");
    return buf;
}

static int ct_usage(FILE *f)
{
    fprintf(f, "usage: tabula-cli tables --game G [--opt key=value]... [--seeds N] [--out FILE | --dir DIR]\n"
               "  builds G's endgame table (Oware: 14 seeds) into the cache the game reads\n"
               "  ($XDG_CACHE_HOME/tabula or ~/.cache/tabula), into FILE, or into DIR\n"
               "  under the name the cache gives it (made when missing)\n");
    return f == stdout ? 0 : 2;
}

/* Builds table e in slices, its progress on err each second; says what
 * was built on out and saves it to path.  0, or 1 on a failure said on err. */
static int ct_build(Endgame *e, const Game *g, int seeds, const char *path, FILE *out, FILE *err)
{
    const GameRules *rules = g->rules;
    char why[256];
    double t0 = ct_now(), shown = t0;
    /* A terminal sees one line rewritten each second; a log (the build
     * that makes the shipped tables) a line every 15 s. */
    int tty = isatty(fileno(err));
    double every = tty ? 1.0 : 15.0;
    int built;
    while ((built = endgame_build(e, (uint64_t)1 << 20)) == 0) {
        if (ct_now() - shown >= every) {
            shown = ct_now();
            fprintf(err, "%sbuilding %s, %d seeds: %3.0f%%, %.0f s%s", tty ? "\r" : "", rules->name, seeds,
                    100.0 * endgame_progress(e), shown - t0, tty ? "" : "\n");
            fflush(err);
        }
    }
    double secs = ct_now() - t0;
    if (tty)
        fprintf(err, "\r%60s\r", "");
    if (built < 0) {
        fprintf(err, "tables: out of memory while building %s's table of %d seeds\n", rules->title, seeds);
        return 1;
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    char optext[GAME_TEXT_MAX];
    game_options_format(rules, &g->opts, optext, sizeof optext);
    char size[32];
    fprintf(out, "%s %s: %d seeds, %s in memory, built in %.1f s, peak memory %.1f MB\n", rules->name, optext, seeds,
            ct_size(size, sizeof size, (double)endgame_bytes(e)), secs, (double)ru.ru_maxrss / 1024.0);
    if (endgame_save(e, g, path, why, sizeof why) != 0) {
        fprintf(err, "tables: %s\n", why);
        return 1;
    }
    /* Oware's file holds a compact form of what the memory held. */
    struct stat st;
    fprintf(out, "saved to %s, %s\n", path, ct_size(size, sizeof size, stat(path, &st) == 0 ? (double)st.st_size : 0));
    return 0;
}

/* The flags: the game, its options, --seeds and --out.  -1 to go on, or
 * the exit status once the usage or a refusal is said. */
static int ct_args(int argc, char **argv, CliGameArgs *ga, int *seeds, const char **path, const char **dir, FILE *out,
                   FILE *err)
{
    for (int i = 0; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
            return ct_usage(out);
        if (!v)
            return ct_usage(err);
        if (cli_game_take(ga, a, v))
            continue;
        if (strcmp(a, "--seeds") == 0) {
            char *end;
            long n = strtol(v, &end, 10);
            if (!*v || *end || n < 0 || n > ENDGAME_MAX_SEEDS) {
                fprintf(err, "tables: --seeds takes 0..%d\n", ENDGAME_MAX_SEEDS);
                return 2;
            }
            *seeds = (int)n;
        } else if (strcmp(a, "--out") == 0) {
            *path = v;
        } else if (strcmp(a, "--dir") == 0) {
            *dir = v;
        } else {
            return ct_usage(err);
        }
    }
    return ga->name ? -1 : ct_usage(err);
}

int cli_tables(int argc, char **argv, FILE *out, FILE *err)
{
    CliGameArgs ga = {0};
    const char *path = NULL, *into = NULL;
    GameOptions opts;
    const GameRules *rules;
    int seeds = -1;
    char why[256];
    int rc = ct_args(argc, argv, &ga, &seeds, &path, &into, out, err);
    if (rc >= 0)
        return rc;
    if (cli_game_read(&ga, "tables", &rules, &opts, err) != 0)
        return 2;
    Game *g = game_create(rules, &opts, why, sizeof why);
    if (!g) {
        fprintf(err, "tables: %s\n", why);
        return 2;
    }
    char dir[4096], cache[4096];
    if (seeds < 0)
        seeds = endgame_cache_seeds(g);
    if (into && !path) {
        if (make_dirs(into) != 0)
            fprintf(err, "tables: cannot make the folder %s\n", into);
        else if (endgame_cache_file(g, seeds, into, cache, sizeof cache) == 0)
            path = cache;
    } else if (!path && endgame_cache_dir(dir, sizeof dir) == 0 &&
               endgame_cache_file(g, seeds, dir, cache, sizeof cache) == 0) {
        path = cache;
        int files = 0;
        uint64_t bytes = 0;
        endgame_cache_tidy(dir, game_find, &files, &bytes);
        if (files)
            fprintf(out, "removed %d old table%s (%.0f MB) from %s\n", files, files > 1 ? "s" : "", (double)bytes / 1e6,
                    dir);
    }
    Endgame *e = NULL;
    if (!rules->endgame || seeds <= 0) {
        fprintf(err, "tables: %s has no endgame tables to build\n", rules->title);
        rc = 2;
    } else if (!path) {
        if (into)
            fprintf(err, "tables: no file could be named in %s\n", into);
        else
            fprintf(err, "tables: no cache folder could be named or made; give --out FILE\n");
        rc = 2;
    } else if ((e = endgame_create(g, seeds, why, sizeof why)) == NULL) {
        fprintf(err, "tables: %s\n", why);
        rc = 1;
    } else {
        rc = ct_build(e, g, seeds, path, out, err);
    }
    endgame_destroy(e);
    game_destroy(g);
    return rc;
}
