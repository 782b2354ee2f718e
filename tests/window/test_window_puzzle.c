/*
 * test_window_puzzle.c - the puzzles in the window, driven by scripts:
 * the right move solves the puzzle and is kept in the record, which the
 * next run reads back (the next puzzle is a new one); a wrong move is
 * shown with the proven values; the hint lights the answer and counts
 * the puzzle as failed; a line of several moves with the opponent's
 * reply between; the solution played out; the analysis board opened on
 * the puzzle; the keyboard and the gamepad; a damaged record refused and
 * left as it was; a damaged set named with its reason; French.
 *
 * The first puzzle of the shipped Kalah set (assets/puzzles/kalah.txt)
 * is ka0001: 0,0,9,3,2,1/1,1,0,2,1,0/15,13/1, win 4, answer F, band 2,
 * the first of the medium band (most scripts choose it: every band at
 * once starts with the easy ones); the eighth, ka0008, the third of the
 * hard band, is answered B, then G in reply, then C.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "window_util.h"

static char tz_dir[256];

static void tz_setup(void) { wu_tempdir(tz_dir, sizeof tz_dir, "tabula-puzzle"); }
static void tz_teardown(void) { wu_remove(tz_dir); }

TestSuite(puzzle_window, .init = tz_setup, .fini = tz_teardown, .timeout = 300);

/* Runs the window with the script `events` (';' between lines) for
 * `frames` frames, with extra arguments and environment; the line
 * --print-result gives, without "result ". */
static void tz_run_env(const char *env, const char *events, int frames, const char *extra, char *result, size_t len)
{
    char path[512], cmd[2048], out[16384];
    snprintf(path, sizeof path, "%s/script.events", tz_dir);
    wu_write_events(path, events);
    snprintf(cmd, sizeof cmd,
             "%s '%s' --size 1280x760 --data-dir '%s/data' --speed instant --fixed-step --events '%s' --frames %d "
             "--print-result %s",
             env, TABULA_GAME_PATH, tz_dir, path, frames, extra);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "%s", out);
    r += strlen("result ");
    size_t n = strcspn(r, "\n");
    cr_assert_lt(n, len);
    memcpy(result, r, n);
    result[n] = '\0';
}

static void tz_run(const char *events, int frames, const char *extra, char *result, size_t len)
{
    tz_run_env("", events, frames, extra, result, len);
}

static void tz_expect(const char *result, const char *part)
{
    cr_expect_not_null(strstr(result, part), "\"%s\" not in: %s", part, result);
}

/* The record's file, whole ("" when there is none). */
static void tz_record(char *buf, size_t len)
{
    char path[400];
    snprintf(path, sizeof path, "%s/data/puzzles.ini", tz_dir);
    buf[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
}

Test(puzzle_window, the_menu_opens_the_puzzles_of_the_chosen_game)
{
    char r[4096];
    tz_run("5 click @puzzles", 15, "", r, sizeof r);
    tz_expect(r, "puzzles kalah band 0 count 300 solved 0/0/0 failed 0/0/0");
    /* The difficulty chosen: a hundred in a band. */
    tz_run("5 click @puzzles;10 click @band>;15 click @band>", 25, "", r, sizeof r);
    tz_expect(r, "puzzles kalah band 2 count 100");
    /* The next game's set. */
    tz_run("5 click @puzzles;10 click @game>", 20, "", r, sizeof r);
    tz_expect(r, "puzzles oware band 0 count 300");
}

Test(puzzle_window, the_right_move_solves_it_and_the_record_keeps_it)
{
    char r[4096], rec[4096];
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @F", 100, "", r, sizeof r);
    tz_expect(r, "puzzle ka0001 band 2 state solved step 1 failed 0 hinted 0 record 0/1/0 0/0/0 streak 1 best 1 saved yes");
    tz_expect(r, "pos 0,0,9,3,2,0/1,1,0,2,1,0/16,13/1");
    tz_record(rec, sizeof rec);
    cr_expect_not_null(strstr(rec, "kalah_solved = 0 1 0"), "%s", rec);
    cr_expect_not_null(strstr(rec, "kalah_streak = 1 1"), "%s", rec);
    /* Read back: the screen counts it, and the next puzzle is a new one. */
    tz_run("5 click @puzzles", 15, "", r, sizeof r);
    tz_expect(r, "solved 0/1/0 failed 0/0/0");
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start", 30, "", r, sizeof r);
    tz_expect(r, "puzzle ka0002 ");
}

Test(puzzle_window, a_wrong_move_is_shown_with_the_proven_values)
{
    char r[4096];
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @D", 120, "", r, sizeof r);
    tz_expect(r, "puzzle ka0001 band 2 state wrong step 0 failed 1");
    tz_expect(r, "record 0/0/0 0/1/0 streak 0");
    /* D is played, for the player to see, and the set's proof says why. */
    tz_expect(r, "why [After D you lose by 6 with best play. F wins by 4.]");
    tz_expect(r, "pos 0,0,9,0,3,2/1,1,0,2,1,0/16,13/1");
    /* Try again takes D back; the right move then solves it, but the
     * record keeps the first try: failed, not solved (this visit's
     * failure counted beside the first run's). */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @D;100 click @retry;110 click @F", 160, "", r, sizeof r);
    tz_expect(r, "state solved step 1 failed 1 hinted 0 record 0/0/0 0/2/0 streak 0");
}

/* The defence tabula-cli finds to `move` in puzzle `id` of the shipped
 * set `game`: its reply, as "defence REPLY". */
static void tz_cli_defence(const char *game, const char *id, const char *move, char *out, size_t len)
{
    char cmd[1024], got[512];
    snprintf(cmd, sizeof cmd, "'%s' puzzles defence '%s/puzzles/%s.txt' %s %s", TABULA_CLI_PATH, TABULA_ASSET_DIR, game,
             id, move);
    cr_assert_eq(wu_run(cmd, got, sizeof got), 0, "%s", got);
    cr_assert_eq(strncmp(got, "defence ", 8), 0, "%s", got);
    size_t n = strcspn(got + 8, " \n") + 8;
    cr_assert_lt(n, len);
    memcpy(out, got, n);
    out[n] = '\0';
}

Test(puzzle_window, a_grid_puzzle_plays_the_defence_to_a_wrong_move)
{
    char r[4096], cli[64];
    /* Hasami Shogi, the medium band's first: hs0001, White to move, c1c4
     * wins a man; c1c5 instead, and Black's defence is played out. */
    const char *hasami = "5 click @puzzles;8 click @game>;10 click @game>;12 click @band>;14 click @band>;20 click @start";
    char script[512];
    snprintf(script, sizeof script, "%s;40 click @c1;45 click @c5", hasami);
    tz_run(script, 200, "", r, sizeof r);
    tz_expect(r, "puzzle hs0001 band 2 state wrong step 0 failed 1");
    tz_cli_defence("hasami", "hs0001", "c1c5", cli, sizeof cli);
    tz_expect(r, cli);
    tz_expect(r, "why [Black answers b4\xe2\x80\x93" "c4 and takes 1 man. So c1\xe2\x80\x93" "c5 loses 1 man.]");
    /* Both moves on the board: the wrong one and the reply that takes. */
    tz_expect(r, "pos .W..WWWWW/W......../........./W.B....../");
    /* Try again takes both back: the same decision. */
    snprintf(script, sizeof script, "%s;40 click @c1;45 click @c5;160 click @retry", hasami);
    tz_run(script, 180, "", r, sizeof r);
    tz_expect(r, "puzzle hs0001 band 2 state solving step 0");
    tz_expect(r, "pos .WW.WWWWW/W......../........./WB......./");
    /* Khan, kh0002: b2b3 lets White's Kalista take Black's. */
    snprintf(script, sizeof script,
             "5 click @puzzles;8 click @game>;10 click @game>;12 click @game>;14 click @band>;16 click @band>;"
             "20 click @start;40 click @b2;45 click @b3");
    tz_run(script, 200, "", r, sizeof r);
    tz_expect(r, "puzzle kh0002 band 2 state wrong");
    tz_cli_defence("khan", "kh0002", "b2b3", cli, sizeof cli);
    tz_expect(r, cli);
    tz_expect(r, "and wins the game.]");
}

Test(puzzle_window, every_band_at_once_starts_with_the_easy_ones)
{
    char r[4096];
    /* The sets' first puzzles are of every band (ka0001 is medium); the
     * mixed band opens with a few of the easy band in each game. */
    const char *games[] = {"", "10 click @game>;", "10 click @game>;11 click @game>;",
                           "10 click @game>;11 click @game>;12 click @game>;"};
    /* The first, the second and the third puzzle. */
    const char *nexts[] = {"", ";30 key n", ";30 key n;33 key n"};
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++)
        for (size_t n = 0; n < sizeof nexts / sizeof nexts[0]; n++) {
            char script[512];
            snprintf(script, sizeof script, "5 click @puzzles;%s20 click @start%s", games[k], nexts[n]);
            tz_run(script, 40, "", r, sizeof r);
            tz_expect(r, " band 1 state solving");
        }
}

Test(puzzle_window, the_hint_lights_the_answer_and_fails_the_puzzle)
{
    char r[4096];
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;30 click @hint", 40, "", r, sizeof r);
    tz_expect(r, "state solving step 0 failed 1 hinted 1 record 0/0/0 0/1/0");
    /* The gamepad's Y asks for it too. */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;30 key n;40 pad y", 50, "", r, sizeof r);
    tz_expect(r, "puzzle ka0002 ");
    tz_expect(r, "hinted 1");
}

Test(puzzle_window, a_line_of_moves_with_the_reply_between)
{
    char r[4096];
    /* The hard band: ka0004, ka0005, then ka0008. */
    const char *to_eighth = "5 click @puzzles;8 click @band>;10 click @band>;12 click @band>;15 click @start;23 key n;26 key n";
    char script[512];
    snprintf(script, sizeof script, "%s;50 click @B", to_eighth);
    tz_run(script, 100, "", r, sizeof r);
    /* B, then the opponent's G played by itself: the player's move again. */
    tz_expect(r, "puzzle ka0008 band 3 state solving step 2 failed 0");
    tz_expect(r, "pos 0,0,1,0,0,5/0,8,0,0,9,1/17,7/1");
    snprintf(script, sizeof script, "%s;50 click @B;120 click @C", to_eighth);
    tz_run(script, 150, "", r, sizeof r);
    tz_expect(r, "puzzle ka0008 band 3 state solved step 3 failed 0 hinted 0 record 0/0/1 0/0/0");
}

Test(puzzle_window, the_solution_is_played_out_and_analysed)
{
    char r[4096];
    /* S shows the solution: the puzzle's one move from its start. */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;30 key s", 80, "", r, sizeof r);
    tz_expect(r, "state shown step 1 failed 1");
    tz_expect(r, "pos 0,0,9,3,2,0/1,1,0,2,1,0/16,13/1");
    /* A opens the analysis board on the puzzle's line, over it. */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;30 key s;80 key a", 100, "", r, sizeof r);
    tz_expect(r, "analysis at 1 ");
    tz_expect(r, "pos 0,0,9,3,2,0/1,1,0,2,1,0/16,13/1");
    /* Not while the puzzle is being solved: the answer would show. */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;30 key a", 40, "", r, sizeof r);
    tz_expect(r, "puzzle ka0001 band 2 state solving");
}

Test(puzzle_window, a_damaged_record_is_refused_and_left_as_it_was)
{
    char path[400], r[4096], rec[4096];
    snprintf(path, sizeof path, "mkdir -p '%s/data'", tz_dir);
    cr_assert_eq(system(path), 0);
    snprintf(path, sizeof path, "%s/data/puzzles.ini", tz_dir);
    const char *damaged = "# Tabula puzzles\nkalah_solved = 1 two 3\n";
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(damaged, f);
    fclose(f);
    tz_run("5 click @puzzles", 15, "", r, sizeof r);
    tz_expect(r, "record-problem Your puzzle record cannot be read");
    tz_expect(r, "line 2");
    /* A puzzle solved is not written over it. */
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @F", 100, "", r, sizeof r);
    tz_expect(r, "state solved step 1 failed 0 hinted 0 record 0/0/0 0/0/0 streak 0 best 0 saved no");
    tz_record(rec, sizeof rec);
    cr_expect_str_eq(rec, damaged);
}

Test(puzzle_window, a_damaged_set_is_named_and_cannot_be_started)
{
    char cmd[1200], r[4096];
    /* The assets as they are, but for a Kalah set cut in the middle of a line. */
    snprintf(cmd, sizeof cmd,
             "mkdir -p '%s/assets/puzzles' && for d in '%s'/*; do [ \"$(basename \"$d\")\" = puzzles ] || ln -s \"$d\" "
             "'%s/assets/'; done && head -c 200 '%s/puzzles/kalah.txt' >'%s/assets/puzzles/kalah.txt'",
             tz_dir, TABULA_ASSET_DIR, tz_dir, TABULA_ASSET_DIR, tz_dir);
    cr_assert_eq(system(cmd), 0);
    char env[400];
    snprintf(env, sizeof env, "TABULA_ASSETS='%s/assets'", tz_dir);
    tz_run_env(env, "5 click @puzzles;15 click @start", 25, "", r, sizeof r);
    tz_expect(r, "puzzles kalah band 0 count 0");
    tz_expect(r, "set-problem No puzzles for this game: ");
    tz_expect(r, "is damaged (line 4");
    /* Oware's set, missing here, is named too. */
    tz_run_env(env, "5 click @puzzles;10 click @game>", 20, "", r, sizeof r);
    tz_expect(r, "puzzles/oware.txt is not among the assets");
}

Test(puzzle_window, in_french)
{
    char r[4096];
    tz_run("5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @D", 120, "--lang fr", r, sizeof r);
    tz_expect(r, "why [Apr\xc3\xa8s D, vous perdez de 6 avec le meilleur jeu. F gagne de 4.]");
}
