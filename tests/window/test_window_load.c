/*
 * test_window_load.c - records opened with --load: a damaged one leaves
 * the player at the menu with the reason (the file untouched), a good one
 * goes on with the record's players and level unless --mode or --level
 * say otherwise; a bad --game or --opt is a bad command line; and the
 * rules' pager.
 */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "window_util.h"

static char wl_dir[256];

static void wl_setup(void) { wu_tempdir(wl_dir, sizeof wl_dir, "tabula-load"); }

static void wl_teardown(void) { wu_remove(wl_dir); }

TestSuite(window_load, .init = wl_setup, .fini = wl_teardown, .timeout = 300);

/* Writes len bytes as the file name in the test's folder; its path in path. */
static void wl_write(const char *name, const char *bytes, size_t len, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s", wl_dir, name);
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(bytes, 1, len, f), len);
    fclose(f);
}

/* Runs the game in the test's data folder; its exit status, its standard
 * output in out and its standard error in err. */
static int wl_run(const char *args, char *out, size_t outcap, char *err, size_t errcap)
{
    char cmd[2048], errpath[300];
    snprintf(errpath, sizeof errpath, "%s/stderr.txt", wl_dir);
    snprintf(cmd, sizeof cmd, "{ '%s' --size 640x380 --data-dir '%s' %s 2>'%s'; }", TABULA_GAME_PATH, wl_dir, args,
             errpath);
    int rc = wu_run(cmd, out, outcap);
    FILE *f = fopen(errpath, "rb");
    cr_assert_not_null(f);
    err[fread(err, 1, errcap - 1, f)] = '\0';
    fclose(f);
    return rc;
}

/* The "result ..." line of out, without its newline. */
static void wl_result(const char *out, char *line, size_t len)
{
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "no result: %s", out);
    size_t n = strcspn(r, "\n");
    cr_assert_lt(n, len);
    memcpy(line, r, n);
    line[n] = '\0';
}

/* The plies played in a result line. */
static int wl_plies(const char *line)
{
    const char *p = strstr(line, " plies ");
    cr_assert_not_null(p, "%s", line);
    return atoi(p + 7);
}

/* Whether the file holds exactly len bytes of `bytes`. */
static int wl_same(const char *path, const char *bytes, size_t len)
{
    char back[512];
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t n = fread(back, 1, sizeof back, f);
    fclose(f);
    return n == len && memcmp(back, bytes, len) == 0;
}

/* A record that cannot be opened: exit 0 after the frames asked, the menu
 * on top with a notice naming the file and why, the whole path on stderr,
 * the file byte for byte as it was. */
static void wl_refused(const char *name, const char *bytes, size_t len, const char *why)
{
    char path[300], args[600], out[4096], err[4096], line[700], want[400];
    wl_write(name, bytes, len, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --fixed-step --frames 20 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    snprintf(want, sizeof want, "result menu notice Cannot open %s: %s", name, why);
    cr_expect(strncmp(line, want, strlen(want)) == 0, "got '%s', want '%s...'", line, want);
    cr_expect(strstr(line, wl_dir) == NULL, "the notice names the whole path: %s", line);
    cr_expect(strstr(err, path) != NULL, "stderr does not name %s: %s", path, err);
    cr_expect(wl_same(path, bytes, len), "%s was changed", name);
}

Test(window_load, garbage_file_leaves_the_menu_with_a_notice)
{
    static const char junk[] = "\x7f" "ELF\x02\x01\x01\x00 not a record \xff\xfe";
    wl_refused("garbage.tabula", junk, sizeof junk - 1, "it is not a Tabula saved game");
}

Test(window_load, truncated_tag_leaves_the_menu_with_a_notice)
{
    static const char cut[] = "[Game \"kal";
    wl_refused("cut.tabula", cut, sizeof cut - 1, "it does not say which game it holds");
}

/* Tags alone are a game at its start, unless the start is impossible. */
Test(window_load, tags_only_with_an_impossible_start_is_refused)
{
    static const char tags[] = "[Game \"kalah\"]\n[Player1 \"You\"]\n[Start \"9,9,9/0,0,0/0,0/1\"]\n";
    wl_refused("start.tabula", tags, sizeof tags - 1, "its starting position is not one the rules allow");
}

Test(window_load, tags_only_is_a_game_at_its_start)
{
    static const char tags[] = "[Game \"kalah\"]\n[Options \"pits=4 seeds=3\"]\n";
    char path[300], args[600], out[4096], err[4096], line[700];
    wl_write("fresh.tabula", tags, sizeof tags - 1, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --fixed-step --frames 20 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, "result playing 1 plies 0 ") != NULL, "%s", line);
    cr_expect(strstr(line, "pos 3,3,3,3/3,3,3,3/0,0/1") != NULL, "%s", line);
}

/* A record that names no player is played by the players chosen in the
 * menu (here the computer first), not by two humans. */
Test(window_load, a_record_without_players_takes_the_menus)
{
    static const char tags[] = "[Game \"kalah\"]\n[Options \"pits=4 seeds=3\"]\n";
    char path[300], ini[300], args[600], out[4096], err[4096], line[700];
    wl_write("settings.ini", "mode = 2\nlevel = 0\n", 20, ini, sizeof ini);
    wl_write("noplayers.tabula", tags, sizeof tags - 1, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --speed instant --fixed-step --frames 60 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, " plies 0 ") == NULL && strstr(line, " ai ") != NULL, "the computer did not play: %s",
              line);
}

/* A finished game's record cut inside its moves opens as far as it reads
 * (as a chess program opens a cut PGN), the file left as it was: C F J A
 * are played, and E, player 1's pit on player 2's turn, is where the
 * damage starts. */
Test(window_load, a_cut_record_opens_as_far_as_it_reads)
{
    static const char cut[] = "[Game \"kalah\"]\n[Player1 \"Player 1\"]\n[Player2 \"Player 2\"]\n"
                              "[Result \"1-0\"]\n[Score \"30-18\"]\n\n1. C F 2. J 3. A E";
    char path[300], args[600], out[4096], err[4096], line[700];
    wl_write("cut-moves.tabula", cut, sizeof cut - 1, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --fixed-step --frames 20 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, "result playing 2 ") != NULL && wl_plies(line) == 4, "%s", line);
    cr_expect(wl_same(path, cut, sizeof cut - 1), "the file was changed");
}

/* Player 1 has sown A; the computer (player 2) is to move. */
static const char wl_vs_medium[] = "[Game \"kalah\"]\n[Player1 \"You\"]\n[Player2 \"Computer (medium)\"]\n\n1. A *\n";

/* The settings say simple; the record's computer plays at medium, and the
 * settings file is not rewritten for it.  --level still wins. */
Test(window_load, the_record_gives_the_computer_its_level)
{
    static const char settings[] = "level = 0\n";
    char path[300], ini[300], args[600], out[4096], err[4096], line[700];
    wl_write("settings.ini", settings, sizeof settings - 1, ini, sizeof ini);
    wl_write("medium.tabula", wl_vs_medium, sizeof wl_vs_medium - 1, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --speed instant --fixed-step --frames 20 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, " level medium ") != NULL, "%s", line);
    cr_expect(wl_same(ini, settings, sizeof settings - 1), "settings.ini was rewritten");
    snprintf(args, sizeof args, "--load '%s' --level hard --speed instant --fixed-step --frames 20 --print-result",
             path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, " level hard ") != NULL, "%s", line);
}

/* As recorded, the computer answers; with --mode hvh nobody does. */
Test(window_load, explicit_mode_wins_over_the_record)
{
    char path[300], args[600], out[4096], err[4096], line[700];
    wl_write("versus.tabula", wl_vs_medium, sizeof wl_vs_medium - 1, path, sizeof path);
    snprintf(args, sizeof args, "--load '%s' --speed instant --fixed-step --frames 60 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(wl_plies(line) > 1 && strstr(line, " ai ") != NULL, "the computer did not answer: %s", line);
    snprintf(args, sizeof args, "--load '%s' --mode hvh --speed instant --fixed-step --frames 60 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(strstr(line, "result playing 2 plies 1 ") != NULL && strstr(line, " ai ") == NULL,
              "not a two-player game: %s", line);
}

/* A record of two humans given to the computer as player 1. */
Test(window_load, explicit_mode_gives_the_computer_a_side)
{
    static const char humans[] = "[Game \"kalah\"]\n[Player1 \"Player 1\"]\n[Player2 \"Player 2\"]\n";
    char path[300], args[600], out[4096], err[4096], line[700];
    wl_write("humans.tabula", humans, sizeof humans - 1, path, sizeof path);
    snprintf(args, sizeof args,
             "--load '%s' --mode cvh --level simple --speed instant --fixed-step --frames 60 --print-result", path);
    cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
    wl_result(out, line, sizeof line);
    cr_expect(wl_plies(line) > 0 && strstr(line, " level simple ") != NULL, "the computer did not play: %s", line);
}

/* The rules from the menu (Down five times, Enter) at 640x380: Next,
 * Previous clicked twice (the second time on the first page, where it is
 * disabled), Left there too, then Next to the last page and once more,
 * back to the first. */
Test(window_load, rules_pager_stops_before_the_first_page)
{
    static const double prev_x = 0.381, next_x = 0.616, row_y = 0.892;
    char script[600], path[300], args[600], out[4096], err[4096], line[700];
    int n = snprintf(script, sizeof script,
                     "4 key Down\n6 key Down\n8 key Down\n10 key Down\n12 key Down\n14 key Return\n20 key Right\n"
                     "25 click %.3f %.3f\n30 click %.3f %.3f\n35 key Left\n",
                     prev_x, row_y, prev_x, row_y);
    n += snprintf(script + n, sizeof script - n, "40 key Right\n43 key Right\n46 key Right\n49 key Right\n");
    snprintf(script + n, sizeof script - n, "55 click %.3f %.3f\n", next_x, row_y);
    wl_write("rules.events", script, strlen(script), path, sizeof path);
    static const struct {
        int frames;
        const char *page;
    } at[] = {{24, "page 2/5"}, {28, "page 1/5"}, {38, "page 1/5"}, {52, "page 5/5"}, {60, "page 1/5"}};
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        snprintf(args, sizeof args, "--events '%s' --fixed-step --frames %d --print-result", path, at[i].frames);
        cr_assert_eq(wl_run(args, out, sizeof out, err, sizeof err), 0, "%s%s", out, err);
        wl_result(out, line, sizeof line);
        char want[64];
        snprintf(want, sizeof want, "result menu rules kalah %s", at[i].page);
        cr_expect_str_eq(line, want, "after %d frames", at[i].frames);
    }
}

/* A game or option that does not exist is a bad command line: status 2,
 * said on stderr, before any window (so no result is printed). */
Test(window_load, unknown_game_and_bad_option_exit_2)
{
    static const struct {
        const char *args, *said;
    } bad[] = {
        {"--game chess", "'chess' is not a game"},
        {"--game kalah --opt pits=12", "pits must be"},
        {"--game oware --opt pits=4", "unknown option 'pits' for oware"},
        {"--game kalah --opt pits", "not key=value"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char args[300], out[4096], err[4096];
        snprintf(args, sizeof args, "%s --frames 2 --print-result", bad[i].args);
        cr_expect_eq(wl_run(args, out, sizeof out, err, sizeof err), 2, "%s: %s%s", bad[i].args, out, err);
        cr_expect(strstr(err, bad[i].said) != NULL, "%s: %s", bad[i].args, err);
        cr_expect(strstr(out, "result") == NULL, "%s: a window ran: %s", bad[i].args, out);
    }
}
