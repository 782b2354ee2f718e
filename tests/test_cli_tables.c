/*
 * test_cli_tables.c - `tabula-cli tables` builds small tables: into the
 * cache folder the game reads ($XDG_CACHE_HOME/tabula, under the name the
 * game looks for) or into --out's file; what it says of them, and that
 * they load and hold the values plain minimax finds.  Games without
 * tables and sizes out of range are refused.
 */
#define _POSIX_C_SOURCE 200809L /* setenv, mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_pipe.h"
#include "endgame.h"
#include "engine_util.h"

static char out[1 << 16];

/* Checks out is the two lines a build prints: "HEAD in memory, built in
 * T s, peak memory M MB" (the times and memory vary) and "saved to PATH,
 * SIZE". */
static void expect_built(const char *head, const char *path, const char *size)
{
    size_t n = strlen(head);
    cr_assert_eq(strncmp(out, head, n), 0, "%s", out);
    double secs, mb;
    int used = 0;
    cr_assert_eq(sscanf(out + n, " in memory, built in %lf s, peak memory %lf MB\n%n", &secs, &mb, &used), 2, "%s",
                 out);
    cr_assert_gt(used, 0, "%s", out);
    char saved[600];
    snprintf(saved, sizeof saved, "saved to %s, %s\n", path, size);
    cr_expect_str_eq(out + n + used, saved);
}

Test(cli_tables, builds_into_the_cache_the_game_reads)
{
    char dir[] = "/tmp/tabula-cli-tables-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    setenv("XDG_CACHE_HOME", dir, 1);
    int rc = cli_pipe_run("tables --game kalah --opt pits=4 --opt seeds=3 --seeds 6 2>/dev/null", "", 0, out,
                          sizeof out);
    cr_assert_eq(rc, 0, "%s", out);
    static const char *const opts[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", opts);
    char cache[512], path[600], why[256];
    cr_assert_eq(endgame_cache_dir(cache, sizeof cache), 0);
    cr_assert_eq(endgame_cache_file(g, 6, cache, path, sizeof path), 0);
    unsetenv("XDG_CACHE_HOME");
    expect_built("kalah pits=4 seeds=3 empty_capture=off: 6 seeds, 3.0 kB", path, "3.1 kB"); /* with its header */
    Endgame *e = endgame_open(g, 6, path, why, sizeof why);
    cr_assert_not_null(e, "%s", why);
    /* Kalah's table holds exact values: the game's, to its end. */
    static const char *const positions[] = {"1,0,3,0/0,0,1,0/8,11/1", "0,2,0,1/1,0,0,2/9,9/1",
                                            "0,0,0,1/0,0,0,0/12,11/2", "2,0,0,0/0,0,0,3/10,9/1",
                                            "1,1,1,1/1,1,0,0/9,9/2"};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        Pos *p = eu_pos(g, positions[i]);
        int lo, hi;
        cr_expect_eq(endgame_probe(e, p, &lo, &hi), 1, "%s", positions[i]);
        cr_expect_eq(lo, hi, "%s", positions[i]);
        cr_expect_eq(lo, eu_minimax(g, p), "%s", positions[i]);
        pos_free(p);
    }
    endgame_destroy(e);
    game_destroy(g);
    unlink(path);
    rmdir(cache);
    rmdir(dir);
}

Test(cli_tables, builds_into_the_file_named)
{
    char dir[] = "/tmp/tabula-cli-tables-XXXXXX", args[400], path[300], why[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/oware-5.tbl", dir);
    snprintf(args, sizeof args, "tables --game oware --seeds 5 --out %s 2>/dev/null", path);
    cr_assert_eq(cli_pipe_run(args, "", 0, out, sizeof out), 0, "%s", out);
    expect_built("oware finish=abapa: 5 seeds, 69.5 kB", path, "8.0 kB"); /* compact */
    Game *g = eu_game("oware", NULL);
    Endgame *e = endgame_open(g, 5, path, why, sizeof why);
    cr_expect_not_null(e, "%s", why);
    cr_expect_eq(endgame_max_seeds(e), 5);
    endgame_destroy(e);
    game_destroy(g);
    unlink(path);
    rmdir(dir);
}

Test(cli_tables, refuses_what_it_cannot_build)
{
    cr_expect_eq(cli_pipe_run("tables --game hasami --out /tmp/never 2>&1", "", 0, out, sizeof out), 2);
    cr_expect_str_eq(out, "tables: Hasami Shogi has no endgame tables to build\n");
    cr_expect_eq(cli_pipe_run("tables --game kalah --seeds 25 2>&1", "", 0, out, sizeof out), 2);
    cr_expect_str_eq(out, "tables: --seeds takes 0..24\n");
    cr_expect_eq(cli_pipe_run("tables --game kalah --depth 3 2>&1", "", 0, out, sizeof out), 2);
    cr_expect_eq(strncmp(out, "usage: tabula-cli tables ", 25), 0, "%s", out);
    cr_expect_eq(cli_pipe_run("tables --help", "", 0, out, sizeof out), 0);
    cr_expect_eq(strncmp(out, "usage: tabula-cli tables ", 25), 0, "%s", out);
}
