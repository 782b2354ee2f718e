/*
 * test_window_numbers.c - one move numbering everywhere (issue 60, point
 * 7): the move list in play, the review's status line, the analysis
 * board's tree and the record tabula-cli saves give every ply of a game
 * the same move number, a move being the first player's turn and the
 * second's reply, as PGN, lichess and Aualé count.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "window_util.h"

static char tn_dir[256];

static void tn_setup(void) { wu_tempdir(tn_dir, sizeof tn_dir, "tabula-numbers"); }
static void tn_teardown(void) { wu_remove(tn_dir); }

TestSuite(numbers, .init = tn_setup, .fini = tn_teardown, .timeout = 300);

/* Kalah(4,3) from a start with player 2 to move: F H (an extra turn),
 * then A C (another) G, B E, D. */
static const char *const tn_p2_start =
    "[Game \"kalah\"]\n[Options \"pits=4 seeds=3 empty_capture=off\"]\n[Start \"3,3,3,3/3,3,3,3/0,0/2\"]\n"
    "[Player1 \"Player 1\"]\n[Player2 \"Player 2\"]\n\n1... F H 2. A C G 3. B E 4. D *\n";
static const int tn_p2_numbers[] = {1, 1, 2, 2, 2, 3, 3, 4};

/* Writes text to a file of the test's folder; its path in path. */
static void tn_write(const char *name, const char *text, char *path, size_t len)
{
    snprintf(path, len, "%s/%s", tn_dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Runs the window on `record` with the script `events` (';' between
 * lines); the line --print-result gives. */
static void tn_window(const char *record, const char *events, char *result, size_t len)
{
    char script[400], cmd[2048], out[16384];
    snprintf(script, sizeof script, "%s/script.events", tn_dir);
    wu_write_events(script, events);
    snprintf(cmd, sizeof cmd,
             "'%s' --size 1280x760 --data-dir '%s/data' --load '%s' --speed instant --fixed-step --events '%s' "
             "--frames 300 --print-result",
             TABULA_GAME_PATH, tn_dir, record, script);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "%s", out);
    size_t n = strcspn(r, "\n");
    cr_assert_lt(n, len);
    memcpy(result, r, n);
    result[n] = '\0';
}

/* The text between "<key> [" and the next "]" of a result line. */
static void tn_field(const char *result, const char *key, char *buf, size_t len)
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

/* A number token: digits then ".", "..." or "…". */
static int tn_number(const char *w, int *n)
{
    char *end;
    long v = strtol(w, &end, 10);
    if (end == w || (strcmp(end, ".") && strcmp(end, "...") && strcmp(end, "\xe2\x80\xa6")))
        return 0;
    *n = (int)v;
    return 1;
}

/* The number each move of `text` is written under (the last number
 * before it), in order; how many moves.  Skipped: line marks "|", what a
 * move took ("×3") and results. */
static int tn_numbers(const char *text, int *num, int max)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", text);
    int n = 0, current = 0;
    for (char *w = strtok(buf, " \n"); w && n < max; w = strtok(NULL, " \n")) {
        if (tn_number(w, &current) || strcmp(w, "|") == 0 || strncmp(w, "\xc3\x97", 2) == 0 ||
            strcmp(w, "*") == 0 || strcmp(w, "1-0") == 0 || strcmp(w, "0-1") == 0)
            continue;
        num[n++] = current;
    }
    return n;
}

static void tn_expect_numbers(const char *what, const char *text, const int *want, int nwant)
{
    int got[64], n = tn_numbers(text, got, 64);
    cr_expect_eq(n, nwant, "%s: %d moves in '%s'", what, n, text);
    for (int i = 0; i < n && i < nwant; i++)
        cr_expect_eq(got[i], want[i], "%s: ply %d numbered %d, not %d, in '%s'", what, i + 1, got[i], want[i], text);
}

/* The moves of a record tabula-cli saves after loading `record`. */
static void tn_saved_moves(const char *record, char *moves, size_t len)
{
    char saved[400], cmd[1400], out[1024];
    snprintf(saved, sizeof saved, "%s/saved.tabula", tn_dir);
    snprintf(cmd, sizeof cmd, "printf 'load %s\\nsave %s\\n' | '%s'", record, saved, TABULA_CLI_PATH);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    FILE *f = fopen(saved, "r");
    cr_assert_not_null(f, "%s", out);
    char text[4096];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    const char *body = strstr(text, "\n\n");
    cr_assert_not_null(body, "%s", text);
    snprintf(moves, len, "%s", body + 2);
}

/* A game that starts with player 2: "1… F H", then "2. A C G" with the
 * reply G on its move's row, in the list, the tree and the record alike. */
Test(numbers, the_list_the_tree_and_the_record_agree)
{
    char rec[400], result[4096], text[2048];
    int nwant = (int)(sizeof tn_p2_numbers / sizeof tn_p2_numbers[0]);
    tn_write("p2.tabula", tn_p2_start, rec, sizeof rec);
    tn_window(rec, "", result, sizeof result);
    tn_field(result, "list", text, sizeof text);
    tn_expect_numbers("move list", text, tn_p2_numbers, nwant);
    cr_expect(strstr(text, "1\xe2\x80\xa6 F H") == text, "%s", text);
    cr_expect(strstr(text, "2. A C G") != NULL, "the reply off its move's row: %s", text);
    tn_window(rec, "20 key Escape;24 click @analyse", result, sizeof result);
    tn_field(result, "moves", text, sizeof text);
    tn_expect_numbers("analysis", text, tn_p2_numbers, nwant);
    tn_saved_moves(rec, text, sizeof text);
    tn_expect_numbers("record", text, tn_p2_numbers, nwant);
}

/* The review of a finished game names the move to be played as the
 * record numbers it, and whose it is: ply 8, player 2's H after player
 * 1's A D C, is move 2 of 3 (the old count said turn 4 of 6). */
Test(numbers, the_review_counts_as_the_record)
{
    static const char *const done =
        "[Game \"kalah\"]\n[Options \"pits=4 seeds=3 empty_capture=off\"]\n[Result \"0-1\"]\n\n"
        "1. B D E H 2. A D C H G 3. B C D H G 0-1\n";
    static const int want[] = {1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3};
    char rec[400], result[4096], text[2048];
    tn_write("done.tabula", done, rec, sizeof rec);
    tn_saved_moves(rec, text, sizeof text);
    tn_expect_numbers("record", text, want, 14);
    tn_window(rec, "80 key Down;85 key Return;100 key Right;110 key Right;120 key Right;130 key Right;"
                   "140 key Right;150 key Right;160 key Right",
              result, sizeof result);
    cr_expect(strstr(result, "result review at 7 of 14 ") != NULL, "%s", result);
    tn_field(result, "status", text, sizeof text);
    cr_expect_str_eq(text, "Review: move 2 of 3 (Player 2)");
    tn_window(rec, "80 key Down;85 key Return;100 key End;110 key Left", result, sizeof result);
    cr_expect(strstr(result, "result review at 13 of 14 ") != NULL, "%s", result);
    tn_field(result, "status", text, sizeof text);
    cr_expect_str_eq(text, "Review: move 3 of 3 (Player 2)");
}
