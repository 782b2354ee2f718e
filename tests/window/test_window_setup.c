/*
 * test_window_setup.c - the position editor in the window, driven by
 * scripts: a position made by hand equal to the same position given by
 * text (tabula-cli reads the editor's text back unchanged, and the
 * analysis board opened from the editor shows it), the refusals the
 * editor can meet, each with its reason in the player's words (one in
 * French), the game that was open untouched when the editor closes, and
 * the keyboard's way of typing counts.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "window_util.h"

static char ts_dir[256];

static void ts_setup(void) { wu_tempdir(ts_dir, sizeof ts_dir, "tabula-setup"); }
static void ts_teardown(void) { wu_remove(ts_dir); }

TestSuite(setup_window, .init = ts_setup, .fini = ts_teardown, .timeout = 300);

/* Runs the window with the script `events` (';' between lines) and extra
 * arguments; the line of --print-result's account that starts with `key`
 * ("result ", "view "), without it. */
static void ts_run_line(const char *events, const char *extra, const char *key, char *result, size_t len)
{
    char path[512], cmd[2048], out[16384];
    snprintf(path, sizeof path, "%s/script.events", ts_dir);
    wu_write_events(path, events);
    snprintf(cmd, sizeof cmd,
             "'%s' --size 1280x760 --data-dir '%s/data' --speed instant --fixed-step --events '%s' --frames 90 "
             "--print-result %s",
             TABULA_GAME_PATH, ts_dir, path, extra);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *r = strstr(out, key);
    cr_assert_not_null(r, "%s", out);
    r += strlen(key);
    size_t n = strcspn(r, "\n");
    cr_assert_lt(n, len);
    memcpy(result, r, n);
    result[n] = '\0';
}

/* The line --print-result gives, without "result ". */
static void ts_run(const char *events, const char *extra, char *result, size_t len)
{
    ts_run_line(events, extra, "result ", result, len);
}

/* What the editor says at the end of a run: "ready pos TEXT" or
 * "refused CODE WORDS", after "setup GAME ". */
static const char *ts_editor(const char *result, const char *game)
{
    char key[64];
    snprintf(key, sizeof key, "setup %s ", game);
    const char *s = strstr(result, key);
    cr_assert_not_null(s, "no editor in: %s", result);
    return s + strlen(key);
}

/* tabula-cli's `show` of the position given by text. */
static void ts_cli_show(const char *game, const char *pos, char *buf, size_t len)
{
    char cmd[1024], out[4096];
    snprintf(cmd, sizeof cmd, "printf 'game %s\\nposition %s\\nshow\\n' | '%s'", game, pos, TABULA_CLI_PATH);
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

/* The editor's position is `expected`, and tabula-cli given that text
 * shows the same position. */
static void ts_expect_position(const char *result, const char *game, const char *expected)
{
    char want[256], shown[512];
    snprintf(want, sizeof want, "ready pos %s", expected);
    cr_assert_str_eq(ts_editor(result, game), want);
    ts_cli_show(game, expected, shown, sizeof shown);
    cr_assert_str_eq(shown, expected);
}

/* ---- a position made by hand is the position of its text ---- */

Test(setup_window, kalah_seed_dragged_to_a_store_and_side_changed)
{
    char r[4096];
    ts_run("10 key Escape;14 click @setup;20 press @C;24 move @D;28 release @store0;30 click @side", "--game kalah --mode hvh",
           r, sizeof r);
    ts_expect_position(r, "kalah", "4,4,3,4,4,4/4,4,4,4,4,4/1,0/2");
}

Test(setup_window, hasami_board_cleared_and_men_placed)
{
    char r[4096];
    ts_run("10 key Escape;14 click @setup;20 click @clear;22 click @tool0;24 click @a9;26 click @b9;28 click @c9;"
           "30 click @tool1;32 click @a1;34 click @b1;36 click @c1;38 click @d1;40 click @d1",
           "--game hasami --mode hvh", r, sizeof r);
    /* d1 clicked twice with the same piece: put, then taken away again. */
    ts_expect_position(r, "hasami", "WWW....../........./........./........./........./........./........./........./BBB....../b");
}

Test(setup_window, khan_pieces_marker_reserves_and_side)
{
    char r[4096];
    ts_run("10 key Escape;14 click @setup;20 click @clear;22 click @tool1;24 click @b6;26 click @tool3;28 click @e1;"
           "30 click @tool0;32 click @c5;34 click @tool4;36 click @c5;40 click @side;42 click @reserve0>;"
           "43 click @reserve0>;44 click @reserve0>;45 click @reserve0>;46 click @reserve1>;47 click @reserve1>;"
           "48 click @reserve1>;49 click @reserve1>;50 click @reserve1>",
           "--game khan --mode hvh --opt orientation=0", r, sizeof r);
    ts_expect_position(r, "khan", "....k./....../....../....../..S.../.K..../3/o/4,5");
}

Test(setup_window, oware_counts_typed_on_the_keyboard)
{
    /* D clicked (4 -> 5), then "1" "2" typed make it 12; Tab goes round
     * the board, the buttons and the panel back to the board, where Right
     * and Enter add a seed to E; Delete takes one from it again. */
    char r[4096];
    ts_run("10 key Escape;14 click @setup;20 click @D;22 key 1;23 key 2;30 key Tab;31 key Tab;32 key Tab;33 key Right;"
           "34 key Return;35 key Return;36 key Delete",
           "--game oware --mode hvh", r, sizeof r);
    cr_assert(strstr(ts_editor(r, "oware"), "refused 10 The board holds 57 seeds; Oware has 48.") != NULL, "%s", r);
}

Test(setup_window, analysis_board_opened_on_the_position_made)
{
    char r[4096];
    ts_run("10 key Escape;14 click @setup;20 press @C;24 move @D;28 release @store0;40 click @analyse",
           "--game kalah --mode hvh", r, sizeof r);
    cr_assert(strncmp(r, "analysis ", 9) == 0, "%s", r);
    cr_assert(strstr(r, " pos 4,4,3,4,4,4/4,4,4,4,4,4/1,0/1") != NULL, "%s", r);
    cr_assert(strstr(r, "setup") == NULL, "%s", r);
}

Test(setup_window, a_gamepad_walks_the_board_and_counts_seeds)
{
    /* The keys start on the board: the d-pad's first press lights its
     * first pit, A, the next goes right to B, where A (the button) adds a
     * seed, then to C, where Y takes one; the right shoulder chooses Take,
     * so A takes one from D; the left shoulder chooses Add again, and A
     * puts it back on C. */
    char r[4096];
    ts_run("10 key Escape;14 click @setup;24 pad dpright;26 pad dpright;28 pad a;30 pad dpright;32 pad y;"
           "34 pad rightshoulder;36 pad dpright;38 pad a;40 pad leftshoulder;42 pad dpleft;44 pad a",
           "--game kalah --mode hvh", r, sizeof r);
    ts_expect_position(r, "kalah", "4,5,4,3,4,4/4,4,4,4,4,4/0,0/1");
}

/* ---- the board has the window's room ---- */

/* The board's size in the view's account ("... layout L board WxH"). */
static void ts_board(const char *view, const char **layout, float *w, float *h)
{
    const char *l = strstr(view, " layout "), *b = strstr(view, " board ");
    cr_assert(l && b && sscanf(b, " board %fx%f", w, h) == 2, "%s", view);
    *layout = l + strlen(" layout ");
}

Test(setup_window, a_sowing_board_takes_the_window_width)
{
    /* Kalah's long board goes across a wide window, the panel under it:
     * beside it, it had 56 % of the width. */
    char v[1024];
    const char *layout;
    float w, h;
    ts_run_line("10 key Escape;14 click @setup", "--game kalah --mode hvh", "view ", v, sizeof v);
    ts_board(v, &layout, &w, &h);
    cr_assert(strncmp(layout, "setup-below ", 12) == 0, "%s", v);
    cr_assert_geq(w, 1280 * 0.85f, "%s", v);
    /* A square board keeps the panel at the side, which gives it more. */
    ts_run_line("10 key Escape;14 click @setup", "--game hasami --mode hvh", "view ", v, sizeof v);
    ts_board(v, &layout, &w, &h);
    cr_assert(strncmp(layout, "setup ", 6) == 0, "%s", v);
    cr_assert_geq(h, 760 * 0.7f, "%s", v);
}

/* ---- the open game is untouched ---- */

Test(setup_window, the_game_is_as_it_was_after_the_editor_closes)
{
    char before[4096], after[4096], analysed[4096];
    ts_run("10 click @C", "--game kalah --mode hvh", before, sizeof before);
    /* Seeds added and the side changed, then Back. */
    ts_run("10 click @C;40 key Escape;44 click @setup;50 click @A;52 click @A;54 click @side;56 click @back",
           "--game kalah --mode hvh", after, sizeof after);
    cr_assert_str_eq(after, before);
    /* Or the position analysed, and the analysis board's Done. */
    ts_run("10 click @C;40 key Escape;44 click @setup;50 click @clear;52 click @start;54 click @analyse;70 click @done",
           "--game kalah --mode hvh", analysed, sizeof analysed);
    cr_assert_str_eq(analysed, before);
}

/* ---- what the rules cannot reach is refused, and why ---- */

/* The editor's refusal at the end of `events` on `game`: its code and words. */
static void ts_refused(const char *game, const char *events, const char *extra, int code, const char *words)
{
    char r[4096], args[256], want[512];
    snprintf(args, sizeof args, "--game %s --mode hvh %s", game, extra);
    ts_run(events, args, r, sizeof r);
    snprintf(want, sizeof want, "refused %d %s", code, words);
    cr_assert_str_eq(ts_editor(r, game), want);
    cr_assert(strstr(r, "analysis") == NULL, "%s", r);
}

#define TS_OPEN "10 key Escape;14 click @setup;"

Test(setup_window, refuses_oware_with_more_than_48_seeds)
{
    ts_refused("oware", TS_OPEN "20 click @A;40 click @analyse", "", 10, "The board holds 49 seeds; Oware has 48.");
}

Test(setup_window, refuses_a_kalah_side_to_move_that_has_already_lost)
{
    /* Player 1's seeds dragged away one by one would take long: A..F are
     * emptied by typing 0, and their 24 seeds typed into player 1's store. */
    ts_refused("kalah",
               TS_OPEN "20 click @A;21 key 0;22 click @B;23 key 0;24 click @C;25 key 0;26 click @D;27 key 0;"
                       "28 click @E;29 key 0;30 click @F;31 key 0;32 click @store0;33 key 2;34 key 4",
               "", 21, "Player 1 has no seeds left: the game is already over.");
}

Test(setup_window, refuses_hasami_with_ten_men)
{
    ts_refused("hasami", TS_OPEN "20 click @tool0;22 click @e5", "", 11, "Black has 10 men; a side has 9 at most.");
}

Test(setup_window, refuses_hasami_already_lost)
{
    ts_refused("hasami", TS_OPEN "20 click @clear;22 click @tool0;24 click @a9;26 click @tool1;28 click @a1;30 click @b1;32 click @c1",
               "", 26, "Black is down to 1 (2 men or fewer lose): the game is already over.");
}

Test(setup_window, refuses_a_khan_side_without_its_kalista)
{
    /* Rouge moved last (the Khan on its sbire), with every sbire of both
     * sides there: the set-up is over, and Rouge has no Kalista. */
    ts_refused("khan",
               TS_OPEN "20 click @clear;22 click @tool3;24 click @e1;30 click @tool0;32 click @c5;34 click @tool4;"
                       "36 click @c5;40 click @reserve0>;41 click @reserve0>;42 click @reserve0>;43 click @reserve0>;"
                       "44 click @reserve1>;45 click @reserve1>;46 click @reserve1>;47 click @reserve1>;"
                       "48 click @reserve1>;50 click @side",
               "--opt orientation=0", 15, "Rouge has no Kalista, yet has just moved: only the other side's move can take it.");
}

Test(setup_window, refuses_two_kalistas)
{
    ts_refused("khan", TS_OPEN "20 click @clear;22 click @tool1;24 click @b6;26 click @c6", "--opt orientation=0", 14,
               "Rouge has two Kalistas; a side has only one.");
}

Test(setup_window, refuses_the_khan_on_a_piece_of_the_side_to_move)
{
    ts_refused("khan",
               TS_OPEN "20 click @clear;22 click @tool1;24 click @b6;26 click @tool3;28 click @e1;30 click @tool0;"
                       "32 click @c5;34 click @tool4;36 click @c5",
               "--opt orientation=0", 9, "Ocre has just moved: the Khan belongs on one of its pieces, not on c5.");
}

Test(setup_window, refusal_in_french)
{
    ts_refused("oware", TS_OPEN "20 click @A", "--lang fr", 10,
               "Le plateau compte 49 graines\xc2\xa0; Aw\xc3\xa9l\xc3\xa9 se joue avec 48.");
}
