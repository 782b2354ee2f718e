/*
 * test_window_analysis.c - the analysis board in the window, driven by
 * scripts: opened over a game from the in-game menu, the values it shows
 * for a solved Kalah position equal to tabula-cli's exact analysis, a
 * variation made, promoted and deleted, and an analysis saved, opened
 * again as the same tree, and read by a reader of games as its main line.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "window_util.h"

static char ta_dir[256];

static void ta_setup(void) { wu_tempdir(ta_dir, sizeof ta_dir, "tabula-analysis"); }
static void ta_teardown(void) { wu_remove(ta_dir); }

TestSuite(analysis_window, .init = ta_setup, .fini = ta_teardown, .timeout = 300);

/* Runs the window on Kalah(4,3), two players, with the script `events`
 * (';' between lines) and extra arguments; the line --print-result gives. */
static void ta_run(const char *events, const char *extra, char *result, size_t len)
{
    char path[512], cmd[2048], out[16384];
    snprintf(path, sizeof path, "%s/script.events", ta_dir);
    wu_write_events(path, events);
    snprintf(cmd, sizeof cmd,
             "'%s' --size 1280x760 --data-dir '%s/data' --speed instant --fixed-step --events '%s' --frames 300 "
             "--print-result %s",
             TABULA_GAME_PATH, ta_dir, path, extra);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "%s", out);
    size_t n = strcspn(r, "\n");
    cr_assert_lt(n, len);
    memcpy(result, r, n);
    result[n] = '\0';
}

static const char *const ta_kalah = "--game kalah --opt pits=4 --opt seeds=3 --mode hvh";

/* The text between "<key> [" and the next "]" of a result line. */
static void ta_field(const char *result, const char *key, char *buf, size_t len)
{
    char open[32];
    snprintf(open, sizeof open, "%s [", key);
    const char *s = strstr(result, open);
    cr_assert_not_null(s, "no %s in %s", key, result);
    s += strlen(open);
    size_t n = strcspn(s, "]");
    cr_assert_lt(n, len);
    memcpy(buf, s, n);
    buf[n] = '\0';
}

/* tabula-cli's answer to `commands` (its last answer line, without "= "). */
static void ta_cli(const char *commands, char *buf, size_t len)
{
    char cmd[1024], out[4096];
    snprintf(cmd, sizeof cmd, "printf '%s' | '%s'", commands, TABULA_CLI_PATH);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *last = NULL;
    for (const char *s = strstr(out, "= "); s; s = strstr(s + 1, "\n= "))
        last = s[0] == '\n' ? s + 3 : s + 2;
    cr_assert_not_null(last, "%s", out);
    size_t n = strcspn(last, "\n");
    cr_assert_lt(n, len);
    memcpy(buf, last, n);
    buf[n] = '\0';
}

Test(analysis_window, values_equal_the_exact_analysis)
{
    char result[2048], shown[512], exact[512];
    ta_run("10 key Escape;14 click @analyse", ta_kalah, result, sizeof result);
    cr_expect(strstr(result, "result analysis at 0 nodes 0 best B value 6 proven") != NULL, "%s", result);
    ta_field(result, "values", shown, sizeof shown);
    ta_cli("game kalah pits=4 seeds=3\\nanalyze level=perfect\\n", exact, sizeof exact);
    cr_expect_str_eq(shown, exact);
    /* After a move, the other side's values. */
    ta_run("10 click @A;40 key Escape;44 click @analyse", ta_kalah, result, sizeof result);
    ta_field(result, "values", shown, sizeof shown);
    ta_cli("game kalah pits=4 seeds=3\\nplay A\\nanalyze level=perfect\\n", exact, sizeof exact);
    cr_expect_str_eq(shown, exact);
    cr_expect(strstr(result, " proven ") != NULL, "%s", result);
}

/* A game of A then F analysed: back one move, G starts a variation;
 * promoted, it becomes the main line; deleted, it goes. */
Test(analysis_window, a_variation_made_promoted_and_deleted)
{
    static const char *const base = "10 click @A;40 click @F;80 key Escape;84 click @analyse;150 key Left;170 click @G";
    char result[2048], events[512];
    ta_run(base, ta_kalah, result, sizeof result);
    cr_expect(strstr(result, "analysis at 2 nodes 3 ") != NULL, "%s", result);
    cr_expect(strstr(result, "moves [1. A F (1\xe2\x80\xa6 G)]") != NULL, "%s", result);
    snprintf(events, sizeof events, "%s;220 key P", base);
    ta_run(events, ta_kalah, result, sizeof result);
    cr_expect(strstr(result, "moves [1. A G (1\xe2\x80\xa6 F)]") != NULL, "%s", result);
    snprintf(events, sizeof events, "%s;220 key Delete", base);
    ta_run(events, ta_kalah, result, sizeof result);
    cr_expect(strstr(result, "analysis at 1 nodes 2 ") != NULL, "%s", result);
    cr_expect(strstr(result, "moves [1. A F]") != NULL, "%s", result);
    /* The game underneath is untouched: Done goes back to it. */
    snprintf(events, sizeof events, "%s;220 key Delete;240 click @done", base);
    ta_run(events, ta_kalah, result, sizeof result);
    cr_expect(strstr(result, "result playing 2 plies 2 ") != NULL, "%s", result);
}

/* The saved analysis: its file holds the variation in parentheses, opens
 * on the analysis board as the same tree, and tabula-cli (a reader of
 * games) loads its main line. */
Test(analysis_window, a_saved_analysis_opens_again)
{
    char result[2048], path[700] = "", cmd[1600], answer[512];
    ta_run("10 click @A;40 click @F;80 key Escape;84 click @analyse;150 key Left;170 click @G;200 key Escape;"
           "204 click @save",
           ta_kalah, result, sizeof result);
    char saves[400];
    snprintf(saves, sizeof saves, "%s/data/saves", ta_dir);
    DIR *d = opendir(saves);
    cr_assert_not_null(d, "no saves folder");
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, "kalah-analysis-"))
            snprintf(path, sizeof path, "%s/%s", saves, e->d_name);
    closedir(d);
    cr_assert(path[0], "no saved analysis");
    FILE *f = fopen(path, "r");
    char text[2048];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    cr_expect(strstr(text, "1. A F (1... G)") != NULL, "%s", text);
    snprintf(cmd, sizeof cmd, "--load '%s'", path);
    ta_run("", cmd, result, sizeof result);
    cr_expect(strstr(result, "result analysis at 0 nodes 3 ") != NULL, "%s", result);
    cr_expect(strstr(result, "moves [1. A F (1\xe2\x80\xa6 G)]") != NULL, "%s", result);
    snprintf(cmd, sizeof cmd, "load %s\\nshow\\n", path);
    ta_cli(cmd, answer, sizeof answer);
    char after[512];
    ta_cli("game kalah pits=4 seeds=3\\nplay A\\nplay F\\nshow\\n", after, sizeof after);
    cr_expect_str_eq(answer, after, "the main line, A then F");
}

/* A window too low for the engine's account and the moves together shows
 * one of them, the other by L or the menu; a large one shows both. */
Test(analysis_window, a_low_window_shows_the_moves_or_the_engine)
{
    static const char *const base =
        "10 click @C;14 click @F;50 click @J;90 key Escape;94 click @analyse;160 key Left;180 click @K";
    static const char *const kalah64 = "--game kalah --mode hvh";
    char result[2048], events[512], ini[400], extra[256];
    ta_run(base, kalah64, result, sizeof result);
    cr_expect(strstr(result, " panel both ") != NULL, "%s", result);
    snprintf(ini, sizeof ini, "%s/data/settings.ini", ta_dir);
    FILE *f = fopen(ini, "w");
    cr_assert_not_null(f);
    fputs("large_text = 1\n", f);
    fclose(f);
    snprintf(extra, sizeof extra, "%s --size 480x320 --lang fr", kalah64); /* the best line on two lines */
    ta_run(base, extra, result, sizeof result);
    cr_expect(strstr(result, " panel engine ") != NULL, "%s", result);
    snprintf(events, sizeof events, "%s;200 key L", base);
    ta_run(events, extra, result, sizeof result);
    cr_expect(strstr(result, " panel moves ") != NULL, "%s", result);
    snprintf(events, sizeof events, "%s;200 key Escape;204 click @moves", base);
    ta_run(events, extra, result, sizeof result);
    cr_expect(strstr(result, " panel moves ") != NULL, "%s", result);
    cr_expect(strstr(result, "moves [1. C F J (1\xe2\x80\xa6 K)]") != NULL, "%s", result);
}
