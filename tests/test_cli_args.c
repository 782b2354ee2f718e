/*
 * test_cli_args.c - the arguments the modes that play a game share
 * (--game, --opt): the same refusals, word for word and with the same
 * exit status, in match, tables and puzzles generate, and the options
 * taken before the game as after it.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_pipe.h"

static char out[1 << 16];

/* Runs tabula-cli with args, standard error included in out. */
static int run(const char *args)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s 2>&1", args);
    return cli_pipe_run(cmd, "", 0, out, sizeof out);
}

static const char *const modes[] = {"match", "tables", "puzzles generate"};
/* What each mode needs besides the game to get as far as reading it. */
static const char *const rest[] = {"--a simple --b simple --games 1", "", ""};
static const char *const prefix[] = {"match", "tables", "puzzles"};

Test(cli_args, an_unknown_game_is_refused_by_name)
{
    for (int i = 0; i < 3; i++) {
        char args[256], want[128];
        snprintf(args, sizeof args, "%s --game chess %s", modes[i], rest[i]);
        snprintf(want, sizeof want, "%s: unknown game 'chess'\n", prefix[i]);
        cr_expect_eq(run(args), 2, "%s", args);
        cr_expect_eq(strncmp(out, want, strlen(want)), 0, "%s: %s", args, out);
    }
}

Test(cli_args, a_bad_option_is_refused_with_the_games_reason)
{
    static const char *const opts[] = {"bogus=1", "pits=99", "pits"};
    static const char *const why[] = {"unknown option 'bogus' for kalah", "option pits must be an integer from 1 to 8",
                                      "option 'pits' is not key=value"};
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) {
            char args[256], want[160];
            snprintf(args, sizeof args, "%s --game kalah --opt %s %s", modes[i], opts[k], rest[i]);
            snprintf(want, sizeof want, "%s: %s\n", prefix[i], why[k]);
            cr_expect_eq(run(args), 2, "%s", args);
            cr_expect_eq(strncmp(out, want, strlen(want)), 0, "%s: %s", args, out);
        }
}

/* A refusal of match is followed by its usage; those of tables and
 * puzzles are not. */
Test(cli_args, only_match_adds_its_usage)
{
    run("match --game chess --a simple --b simple --games 1");
    cr_expect(strstr(out, "\nusage: tabula-cli match --game G") != NULL, "%s", out);
    run("tables --game chess");
    cr_expect_str_eq(out, "tables: unknown game 'chess'\n");
    run("puzzles generate --game kalah --opt bogus=1");
    cr_expect_str_eq(out, "puzzles: unknown option 'bogus' for kalah\n");
}

Test(cli_args, no_game_or_no_value_is_a_usage_error)
{
    static const char *const args[] = {"tables", "tables --seeds 2", "tables --game", "tables --game kalah --opt",
                                       "puzzles generate --count 2", "puzzles generate --game",
                                       "match --a simple --b simple --games 1", "match --game"};
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        cr_expect_eq(run(args[i]), 2, "%s", args[i]);
        cr_expect(strstr(out, "usage: tabula-cli ") != NULL, "%s: %s", args[i], out);
    }
    static const char want[] = "match: --game, --a, --b and --games are required\n";
    run("match --a simple --b simple --games 1");
    cr_expect_eq(strncmp(out, want, strlen(want)), 0, "%s", out);
}

/* The options are read once the arguments are: before the game or after,
 * the later of two settings of one option counts. */
Test(cli_args, options_in_any_order)
{
    char dir[] = "/tmp/tabula-cli-args-XXXXXX", args[512], path[300];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.tbl", dir);
    snprintf(args, sizeof args, "tables --opt pits=4 --game kalah --opt seeds=2 --opt seeds=3 --seeds 2 --out %s",
             path);
    cr_assert_eq(cli_pipe_run(args, "", 0, out, sizeof out), 0, "%s", out);
    static const char built[] = "kalah pits=4 seeds=3 empty_capture=off: 2 seeds, ";
    cr_expect_eq(strncmp(out, built, strlen(built)), 0, "%s", out);
    unlink(path);
    rmdir(dir);
    cr_expect_eq(run("match --opt pits=4 --opt seeds=3 --a simple --b simple --games 1 --game kalah --quiet"), 0);
    static const char played[] = "match kalah pits=4 seeds=3 empty_capture=off: A=simple B=simple, 1 games\n";
    cr_expect_eq(strncmp(out, played, strlen(played)), 0, "%s", out);
}
