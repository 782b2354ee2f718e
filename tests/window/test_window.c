/*
 * test_window.c - the game window run headless (SDL's dummy video driver)
 * with scripted input through its normal event path: whole games to the
 * end with mouse, touch and keyboard, a hint, a level changed mid-game,
 * the menu, screenshots, and clean failures on bad input.
 */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "window_util.h"

static char tw_dir[256];

static void tw_setup(void) { wu_tempdir(tw_dir, sizeof tw_dir, "tabula-window"); }

static void tw_teardown(void) { wu_remove(tw_dir); }

/* Runs the game with args, returns its exit status; its stdout+stderr in out. */
static int tw_run(const char *args, char *out, size_t cap)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "'%s' --size 640x380 %s", TABULA_GAME_PATH, args);
    return wu_run(cmd, out, cap);
}

static void tw_write(const char *name, const char *text, char *path, size_t len)
{
    snprintf(path, len, "%s/%s", tw_dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Reads a PNG's size from its IHDR chunk. */
static int tw_png_size(const char *path, unsigned *w, unsigned *h)
{
    unsigned char b[24];
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    size_t n = fread(b, 1, sizeof b, f);
    fclose(f);
    if (n != sizeof b || memcmp(b, "\x89PNG\r\n\x1a\n", 8) != 0 || memcmp(b + 12, "IHDR", 4) != 0)
        return -1;
    *w = (unsigned)b[16] << 24 | (unsigned)b[17] << 16 | (unsigned)b[18] << 8 | b[19];
    *h = (unsigned)b[20] << 24 | (unsigned)b[21] << 16 | (unsigned)b[22] << 8 | b[23];
    return 0;
}

TestSuite(window, .init = tw_setup, .fini = tw_teardown, .timeout = 600);

/* A human (mouse and touch) against the computer at `simple`: a hint at
 * the start, the level raised to `medium` from the overlay, then pits
 * tried in turn until the game is over. */
Test(window, scripted_game_to_the_end_with_hint_and_level_change)
{
    char script[65536], path[300], args[600], out[8192];
    size_t u = 0;
    u += (size_t)snprintf(script + u, sizeof script - u,
                          "10 key h\n40 key Escape\n42 key Down\n44 key Down\n46 key Right\n48 key Escape\n");
    for (int i = 0, f = 80; i < 600; i++, f += 10)
        u += (size_t)snprintf(script + u, sizeof script - u, "%d %s @%c\n", f, i % 3 == 2 ? "touch" : "click",
                              'A' + i % 6);
    tw_write("game.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--game kalah --mode hvc --level simple --speed instant --fixed-step "
             "--events '%s' --frames 7000 --until-over --print-result",
             path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result over ") != NULL, "game did not finish: %s", out);
    cr_expect(strstr(out, " hints 1 ") != NULL, "hint not used: %s", out);
    cr_expect(strstr(out, " level medium ") != NULL, "level not changed: %s", out);
    cr_expect(strstr(out, "pos 0,0,0,0,0,0/0,0,0,0,0,0/") != NULL, "board not swept: %s", out);
}

/* Perfect Kalah(6,4) from the first move: the computer's opening moves
 * come from the book (proven, at once, without an endgame table), and the
 * hint then shows the exact margin of every pit. */
Test(window, kalah_perfect_opening_from_the_book)
{
    char path[300], args[800], out[8192];
    tw_write("hint.events", "60 key h\n", path, sizeof path);
    snprintf(args, sizeof args,
             "--game kalah --mode cvh --level perfect --speed instant --fixed-step --data-dir '%s' "
             "--events '%s' --frames 120 --print-result",
             tw_dir, path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing 2 plies 2 hints 1 level perfect pos 4,4,0,5,5,0/5,5,5,5,4,4/2,0/2 "
                          "ai proven hint proven") != NULL,
              "%s", out);
}

/* Keyboard only: Right moves the focus over the legal pits, Enter plays.
 * (Oware is played by the computer-vs-computer test below.) */
Test(window, keyboard_only_game)
{
    char script[65536], path[300], args[600], out[8192];
    size_t u = 0;
    for (int i = 0, f = 10; i < 1400; i++, f += 6)
        u += (size_t)snprintf(script + u, sizeof script - u, "%d key %s\n", f, i % 2 ? "Return" : "Right");
    tw_write("keys.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--game kalah --mode hvc --level simple --speed instant --fixed-step --events '%s' --frames 9000 "
             "--until-over --print-result",
             path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result over ") != NULL, "game did not finish: %s", out);
}

/* A game controller alone: the stick and A start the game from the menu,
 * Y asks a hint, Start opens the overlay and B closes it, then the d-pad
 * and A play the game to its end. */
Test(window, gamepad_only_game_from_the_menu)
{
    char script[65536], path[300], args[600], out[8192];
    size_t u = (size_t)snprintf(script, sizeof script,
                                "5 stick lefty 1\n8 stick lefty -1\n11 pad a\n"
                                "30 pad y\n60 pad start\n64 pad dpdown\n68 pad dpdown\n72 pad b\n");
    for (int i = 0, f = 100; i < 1400; i++, f += 6)
        u += (size_t)snprintf(script + u, sizeof script - u, "%d pad %s\n", f, i % 2 ? "a" : "dpright");
    tw_write("pad.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--mode hvc --level simple --speed instant --fixed-step --events '%s' --frames 9000 --until-over "
             "--print-result",
             path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result over ") != NULL, "game did not finish: %s", out);
    cr_expect(strstr(out, " hints 1 ") != NULL, "hint not asked with Y: %s", out);
}

/* A finished game loaded, reviewed from its result screen (Down, Enter)
 * and stepped three moves on: every move's loss proven, 20 seeds given
 * away by player 1 and 6 by player 2 (as tabula-cli's solve finds them
 * position by position), the board's ring and value the analysis' as it
 * stands; then End and Escape give back the whole game. */
Test(window, review_steps_through_a_finished_game)
{
    char rec[300], script[300], args[900], out[8192];
    tw_write("done.tabula",
             "[Game \"kalah\"]\n[Options \"pits=4 seeds=3 empty_capture=off\"]\n[Result \"0-1\"]\n\n"
             "1. B D E H 2. A D C H G 3. B C D H G 0-1\n",
             rec, sizeof rec);
    tw_write("review.events", "80 key Down\n85 key Return\n100 key Right\n140 key Right\n180 key Right\n", script,
             sizeof script);
    snprintf(args, sizeof args, "--load '%s' --speed instant --fixed-step --events '%s' --frames 400 --print-result", rec,
             script);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result review at 3 of 14 analysed 14 proven 14 lost 20-6 board current pos 3,0,4,0/0,5,5,4/2,1/2") != NULL,
              "%s", out);
    tw_write("leave.events", "80 key Down\n85 key Return\n100 key Right\n140 key End\n160 key Escape\n", script,
             sizeof script);
    snprintf(args, sizeof args, "--load '%s' --speed instant --fixed-step --events '%s' --frames 300 --print-result", rec,
             script);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result over 2 8-16 plies 14 ") != NULL, "%s", out);
}

/* The review's board says what its comment says: Khan's blunder at move
 * 2, where the quick look and the full analysis find different best moves,
 * shows the full analysis' best (b2-a4) on the board once it comes, not
 * the quick look's (the board kept b2-b3 while the comment said b2-a4). */
Test(window, review_board_follows_the_deeper_analysis)
{
    char rec[300], script[300], args[1200], out[8192];
    tw_write("khan-review.tabula",
             "[Game \"khan\"]\n[Start \"....../.kS.../..S.s./....../....../.....K/-/r/3,4\"]\n[Result \"1-0\"]\n\n"
             "1. f6c6 e3d3 2. c3b2 1-0\n",
             rec, sizeof rec);
    tw_write("khan-review.events", "60 key Down\n65 key Return\n80 key Right\n", script, sizeof script);
    snprintf(args, sizeof args,
             "--size 1280x760 --load '%s' --speed instant --fixed-step --events '%s' --frames 300 --print-result", rec,
             script);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result review at 1 of 3 analysed 3 marks 0/0/1-0/0/1 board current ") != NULL, "%s", out);
}

/* The grid games' review, from the result screen of a loaded game: each
 * side threw away a win it had at once (Black ignores a capture that wins,
 * White then leaves the man to be taken; Rouge skips taking the Kalista,
 * Ocre then leaves it to be taken), and both blunders are marked; a click
 * on the evaluation chart goes to the move under it. */
Test(window, grid_review_marks_the_blunders)
{
    const char *records[2] = {
        "[Game \"hasami\"]\n[Player1 \"Player 1\"]\n[Player2 \"Player 2\"]\n[Start \"W.......W/........./........./B......../....W..../....B..../........./"
        "........./........B/b\"]\n[Result \"1-0\"]\n\n1. i9i8 a1a2 2. a4e4 1-0\n",
        "[Game \"khan\"]\n[Player1 \"Player 1\"]\n[Player2 \"Player 2\"]\n[Start \"....../.kS.../..S.s./....../....../.....K/-/r/3,4\"]\n[Result \"1-0\"]\n\n"
        "1. f6c6 e3d3 2. c3b2 1-0\n",
    };
    const char *want[2] = {"result review at 1 of 3 analysed 3 marks 0/0/1-0/0/1 board current pos W.......W/",
                           "result review at 1 of 3 analysed 3 marks 0/0/1-0/0/1 board current pos ....../.kS.../..S.s./....../....../..K.../2/o/3,4"};
    for (int i = 0; i < 2; i++) {
        char rec[300], script[300], args[900], out[8192];
        tw_write(i ? "khan-done.tabula" : "hasami-done.tabula", records[i], rec, sizeof rec);
        tw_write("grid-review.events", "80 key Down\n85 key Return\n100 key Right\n", script, sizeof script);
        /* A small budget finds the same marks, in time under the sanitizers too. */
        snprintf(args, sizeof args,
                 "--load '%s' --review-nodes 20000 --speed instant --fixed-step --events '%s' --frames 300 "
                 "--print-result",
                 rec, script);
        cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
        cr_expect(strstr(out, want[i]) != NULL, "%s", out);
    }
    /* In a window tall enough for the evaluation chart, a click at its
     * right end goes to the final position. */
    char rec[300], script[300], args[900], out[8192];
    tw_write("khan-done.tabula", records[1], rec, sizeof rec);
    tw_write("chart.events", "80 key Down\n85 key Return\n100 key Right\n150 click 0.975 0.29\n", script,
             sizeof script);
    snprintf(args, sizeof args,
             "--size 1280x760 --load '%s' --review-nodes 20000 --speed instant --fixed-step --events '%s' "
             "--frames 300 --print-result",
             rec, script);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result review at 3 of 3 analysed 3 ") != NULL, "%s", out);
}

/* Oware's endgame table: built in the background on first use into the
 * data folder while the computer plays, then loaded from there. */
Test(window, oware_endgame_table_is_built_then_loaded)
{
    char args[800], out[4096], table[400];
    snprintf(args, sizeof args,
             "--game oware --mode cvc --level expert --speed fast --fixed-step --data-dir '%s' --table-seeds 8 "
             "--frames 900 --print-result",
             tw_dir);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, " tables ready 8") != NULL, "%s", out);
    snprintf(table, sizeof table, "%s/oware-finish-abapa-8.tbl", tw_dir);
    FILE *f = fopen(table, "rb");
    cr_assert_not_null(f, "no table at %s", table);
    fclose(f);
    snprintf(args, sizeof args,
             "--game oware --mode cvc --level perfect --speed fast --fixed-step --data-dir '%s' --table-seeds 8 "
             "--frames 30 --print-result",
             tw_dir);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, " tables ready 8") != NULL, "%s", out);
    /* A damaged file is said so, and built again. */
    f = fopen(table, "r+b");
    cr_assert_not_null(f);
    fseek(f, -3, SEEK_END);
    fputc('x', f);
    fclose(f);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "checksum") != NULL, "%s", out);
}

/* The table is made while the player thinks over the first move, in a
 * data folder that --data-dir names before it exists. */
Test(window, endgame_table_starts_with_the_game)
{
    char args[800], out[4096], table[400];
    snprintf(args, sizeof args,
             "--game oware --mode hvc --level perfect --fixed-step --data-dir '%s/not/yet' --table-seeds 8 "
             "--frames 400 --print-result",
             tw_dir);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "plies 0 ") != NULL, "%s", out);
    /* Oware is not solved: a setting of perfect plays its strongest, expert. */
    cr_expect(strstr(out, " level expert ") != NULL, "%s", out);
    /* How far the thread got in 400 frames depends on the build (a
     * sanitised one is slow); that it started and has a folder does not. */
    int ready = strstr(out, " tables ready 8") != NULL;
    cr_expect(ready || strstr(out, " tables building 8") || strstr(out, " tables loading 8"), "%s", out);
    snprintf(table, sizeof table, "%s/not/yet", tw_dir);
    struct stat st;
    cr_expect(stat(table, &st) == 0 && S_ISDIR(st.st_mode), "no folder %s", table);
    if (ready) {
        snprintf(table, sizeof table, "%s/not/yet/oware-finish-abapa-8.tbl", tw_dir);
        FILE *f = fopen(table, "rb");
        cr_assert_not_null(f, "no table at %s", table);
        fclose(f);
    }
}

/* Computer against computer plays a whole game unattended. */
Test(window, computer_vs_computer_finishes)
{
    char out[4096];
    cr_assert_eq(tw_run("--game oware --opt finish=six --mode cvc --level simple --speed fast --fixed-step "
                        "--frames 6000 --until-over --print-result",
                        out, sizeof out),
                 0, "%s", out);
    cr_expect(strstr(out, "result over ") != NULL, "%s", out);
}

/* The board's size of a game is the same at every level and from the
 * first move to the result: the text around it (the computer's name with
 * its level, the result's buttons) never resizes it. */
Test(window, the_board_keeps_its_size_whatever_the_text)
{
    static const char *const levels[] = {"simple", "medium", "hard", "expert", "perfect"};
    char args[800], out[4096], first[64] = "", path[300];
    for (int i = 0; i < 6; i++) {
        if (i < 5)
            snprintf(args, sizeof args, "--size 1280x760 --game hasami --mode hvc --level %s --fixed-step --frames 5 "
                     "--print-result", levels[i]);
        else { /* a finished game, its result beside the board */
            snprintf(path, sizeof path, "%s/../../tools/gallery/hasami-end.tabula", TABULA_WINDOW_TEST_DIR);
            snprintf(args, sizeof args, "--size 1280x760 --load '%s' --fixed-step --frames 60 --print-result", path);
        }
        cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
        const char *b = strstr(out, " board ");
        cr_assert_not_null(b, "%s", out);
        char size[64];
        snprintf(size, sizeof size, "%.*s", (int)strcspn(b, "\n"), b);
        if (i == 0)
            snprintf(first, sizeof first, "%s", size);
        cr_expect_str_eq(size, first, "%s", i < 5 ? levels[i] : "the result");
    }
}

/* The pits a capture emptied, or the squares it took from, stay marked
 * until the next move is played. */
Test(window, a_capture_stays_marked_until_the_next_move)
{
    static const struct {
        const char *fixture, *moves, *next, *marks;
    } cases[] = {
        {"kalah-capture", "10 click @B", "30 click @J", "taken-marks D,I "},
        {"oware-capture", "10 click @F", "30 click @J", "taken-marks G,H,I "},
        {"hasami-capture", "10 click @e9\n14 click @e5", NULL, "taken-marks d5 "},
    };
    char out[8192], path[400], events[400], args[1200];
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        for (int next = 0; next < 2; next++) {
            if (next && !cases[k].next) /* Hasami's fixture: the capture ends the game */
                continue;
            snprintf(args, sizeof args, "%s%s%s\n", cases[k].moves, next ? "\n" : "", next ? cases[k].next : "");
            tw_write("marks.events", args, events, sizeof events);
            snprintf(path, sizeof path, "%s/../../tools/gallery/%s.tabula", TABULA_WINDOW_TEST_DIR, cases[k].fixture);
            snprintf(args, sizeof args,
                     "--load '%s' --mode hvh --speed instant --fixed-step --events '%s' --frames %d --print-result", path,
                     events, next ? 60 : 25);
            cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
            cr_expect_not_null(strstr(out, next ? "taken-marks - " : cases[k].marks), "%s: %s", cases[k].fixture, out);
        }
}

/* The menu's rows stay in place whichever game is chosen, and the level
 * row stays (disabled) for two players: the same click twice does the same
 * thing twice. */
Test(window, the_menus_rows_keep_their_places)
{
    static const char *const games[] = {"kalah", "oware", "hasami", "khan"};
    char path[300], args[800], out[4096], first[256] = "";
    for (int g = 0; g < 4; g++) {
        char events[200];
        snprintf(events, sizeof events, "3 click @card.%s\n6 click @players<\n9 click @players<\n", games[g]);
        tw_write("cards.events", events, path, sizeof path);
        snprintf(args, sizeof args, "--fixed-step --events '%s' --frames 15 --print-result", path);
        cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
        cr_assert_null(strstr(out, "no place"), "%s", out);
        const char *view = strstr(out, "view menu game ");
        cr_assert_not_null(view, "%s", out);
        cr_expect(strncmp(view + 15, games[g], strlen(games[g])) == 0, "the card did not choose %s: %s", games[g], view);
        const char *rows = strstr(view, " players ");
        cr_assert_not_null(rows, "%s", view);
        char these[256];
        snprintf(these, sizeof these, "%.*s", (int)strcspn(rows, "\n"), rows);
        if (g == 0)
            snprintf(first, sizeof first, "%s", these);
        cr_expect_str_eq(these, first, "%s moved the rows", games[g]);
    }
}

/* The in-game menu opened while the computer is to move holds its move:
 * nothing is played behind the card, however long it stays open; once it
 * closes, the move is played. */
Test(window, the_menu_card_holds_the_computers_move)
{
    char path[300], args[800], out[4096];
    tw_write("held.events", "2 key Escape\n", path, sizeof path);
    snprintf(args, sizeof args, "--game kalah --mode cvh --level medium --fixed-step --events '%s' --frames 400 "
             "--print-result", path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing 1 plies 0 ") != NULL, "a move was played behind the card: %s", out);
    tw_write("released.events", "2 key Escape\n300 key Escape\n", path, sizeof path);
    snprintf(args, sizeof args, "--game kalah --mode cvh --level medium --fixed-step --events '%s' --frames 400 "
             "--print-result", path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing 1 plies 0 ") == NULL && strstr(out, "result playing ") != NULL,
              "no move once the card closed: %s", out);
}

/* The pointer over a grid board before its first frame is drawn: the board
 * is not laid out yet, and points at nothing (the sanitizer builds once
 * stopped on an infinite column turned into an int). */
Test(window, pointer_before_the_first_frame)
{
    char path[300], args[800], out[4096];
    tw_write("early.events", "0 move 0.5 0.5\n1 move 0.3 0.6\n", path, sizeof path);
    static const char *const games[] = {"hasami --mode hvh", "khan --mode cvc"};
    for (int i = 0; i < 2; i++) {
        snprintf(args, sizeof args, "--game %s --fixed-step --events '%s' --frames 5 --print-result", games[i], path);
        cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s: %s", games[i], out);
        cr_expect(strstr(out, "result playing ") != NULL, "%s: %s", games[i], out);
    }
}

/* From the menu: Enter on Play starts the default game; a screenshot of
 * the window's size is written. */
Test(window, menu_starts_a_game_and_screenshot_is_written)
{
    char path[300], shot[300], args[800], out[4096];
    tw_write("menu.events", "5 key Return\n", path, sizeof path);
    snprintf(shot, sizeof shot, "%s/shot.png", tw_dir);
    snprintf(args, sizeof args, "--events '%s' --fixed-step --frames 20 --screenshot '%s' --print-result", path, shot);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing 1 plies 0 ") != NULL, "%s", out);
    unsigned w = 0, h = 0;
    cr_assert_eq(tw_png_size(shot, &w, &h), 0, "no PNG at %s", shot);
    cr_expect(w >= 640 && h >= 380, "screenshot %ux%u", w, h);
}

Test(window, bad_input_fails_cleanly)
{
    char out[4096], path[300], args[600];
    /* A bad command line (status 2), then bad files and assets (status 1). */
    cr_expect_eq(tw_run("--game chess --frames 2", out, sizeof out), 2);
    cr_expect(strstr(out, "chess") != NULL, "%s", out);
    cr_expect_eq(tw_run("--game kalah --opt pits=12 --frames 2", out, sizeof out), 2);
    cr_expect(strstr(out, "pits") != NULL, "%s", out);
    cr_expect_eq(tw_run("--mode sideways", out, sizeof out), 2);
    cr_expect_eq(tw_run("--events /nonexistent/file --frames 2", out, sizeof out), 1);
    cr_expect(strstr(out, "/nonexistent/file") != NULL, "%s", out);
    tw_write("bad.events", "10 jump 0.5 0.5\n", path, sizeof path);
    snprintf(args, sizeof args, "--events '%s' --frames 2", path);
    cr_expect_eq(tw_run(args, out, sizeof out), 1);
    cr_expect(strstr(out, "bad.events:1") != NULL, "%s", out);
    /* No assets where they are looked for: a clear message, no crash. */
    snprintf(args, sizeof args, "--frames 2");
    setenv("TABULA_ASSETS", tw_dir, 1);
    int rc = tw_run(args, out, sizeof out);
    unsetenv("TABULA_ASSETS");
    cr_expect_eq(rc, 1);
    cr_expect(strstr(out, "cannot load") != NULL, "%s", out);
}

/* Keyboard lines shared by the history test: `n` moves (Right then Enter,
 * ten frames apart) from frame `f`. */
static size_t tw_moves(char *buf, size_t cap, int f, int n)
{
    size_t u = 0;
    for (int i = 0; i < n; i++, f += 10)
        u += (size_t)snprintf(buf + u, cap - u, "%d key Right\n%d key Return\n", f, f + 2);
    return u;
}

/* The "result ..." line of a run in out, copied into line without the
 * endgame table's state, which depends on how far its thread has got. */
static void tw_result(const char *out, char *line, size_t len)
{
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "no result: %s", out);
    size_t n = strcspn(r, "\n");
    const char *t = strstr(r, " tables ");
    if (t && t < r + n)
        n = (size_t)(t - r);
    cr_assert_lt(n, len);
    memcpy(line, r, n);
    line[n] = '\0';
}

/* Runs a two-player Kalah game in the test's data folder with `script`. */
static void tw_history_run(const char *name, const char *script, long frames, const char *extra, char *result,
                           size_t len)
{
    char path[300], args[1200], out[8192];
    tw_write(name, script, path, sizeof path);
    snprintf(args, sizeof args,
             "--data-dir '%s' %s --speed instant --fixed-step --events '%s' --frames %ld --print-result", tw_dir,
             extra, path, frames);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    tw_result(out, result, len);
}

/* The window driven by keys through save, undo, redo and load, each end
 * state compared with the same moves simply played: four moves; four,
 * a save, two more, three undos and a redo; four, a save, two more and the
 * save loaded from the overlay, then two undos through the loaded history
 * (compared with two moves); the save opened with --load; the autosave
 * resumed from the menu. */
Test(window, save_undo_redo_load_match_plain_play)
{
    static const char game[] = "--game kalah --mode hvh";
    /* The in-game menu's rows by name, then the newest save with Enter. */
    static const char overlay_save[] = "50 key Escape\n54 click @save\n";
    static const char overlay_load[] = "100 key Escape\n104 click @load\n120 key Return\n";
    char script[4096], four[256], two[256], got[256];
    size_t u;

    tw_moves(script, sizeof script, 10, 4);
    tw_history_run("four.events", script, 60, game, four, sizeof four);
    cr_assert(strstr(four, "plies 4 ") != NULL, "%s", four);
    tw_moves(script, sizeof script, 10, 2);
    tw_history_run("two.events", script, 40, game, two, sizeof two);
    cr_assert(strstr(two, "plies 2 ") != NULL, "%s", two);

    u = tw_moves(script, sizeof script, 10, 4);
    u += (size_t)snprintf(script + u, sizeof script - u, "%s", overlay_save);
    u += tw_moves(script + u, sizeof script - u, 70, 2);
    snprintf(script + u, sizeof script - u, "90 key u\n92 key u\n94 key u\n96 key r\n");
    tw_history_run("undo.events", script, 110, game, got, sizeof got);
    cr_expect_str_eq(got, four, "undo/redo");

    char saves[400], cmd[500], file[600];
    snprintf(saves, sizeof saves, "%s/saves", tw_dir);
    snprintf(cmd, sizeof cmd, "ls '%s'", saves);
    FILE *ls = popen(cmd, "r");
    cr_assert_not_null(ls);
    char name[200] = "";
    cr_assert_not_null(fgets(name, sizeof name, ls), "nothing saved in %s", saves);
    pclose(ls);
    name[strcspn(name, "\n")] = '\0';
    snprintf(file, sizeof file, "--load '%s/%s'", saves, name);
    tw_history_run("load.events", "", 5, file, got, sizeof got);
    cr_expect_str_eq(got, four, "--load");

    /* The autosave of the undo run, offered first by the menu. */
    tw_history_run("resume.events", "5 key Return\n", 15, "", got, sizeof got);
    cr_expect_str_eq(got, four, "autosave resumed");

    u = tw_moves(script, sizeof script, 10, 4);
    u += (size_t)snprintf(script + u, sizeof script - u, "%s", overlay_save);
    u += tw_moves(script + u, sizeof script - u, 70, 2);
    u += (size_t)snprintf(script + u, sizeof script - u, "%s", overlay_load);
    tw_history_run("overlay-load.events", script, 125, game, got, sizeof got);
    cr_expect_str_eq(got, four, "loaded from the overlay");
    snprintf(script + u, sizeof script - u, "130 key u\n132 key u\n");
    tw_history_run("overlay-load-undo.events", script, 140, game, got, sizeof got);
    cr_expect_str_eq(got, two, "undo through a loaded game");
}

/* A save damaged in its moves opens as far as it reads (A and G; Q is no
 * move), the file untouched (test_window_load.c tries more kinds of
 * damage, and the refusals). */
Test(window, damaged_save_opens_its_readable_part_and_is_kept)
{
    static const char junk[] = "[Game \"kalah\"]\n1. A G 2. Q\n";
    char path[300], args[1000], out[4096], back[256] = "";
    tw_write("broken.tabula", junk, path, sizeof path);
    snprintf(args, sizeof args, "--data-dir '%s' --load '%s' --frames 5 --print-result", tw_dir, path);
    cr_expect_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing 1 plies 2 ") != NULL, "%s", out);
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    back[fread(back, 1, sizeof back - 1, f)] = '\0';
    fclose(f);
    cr_expect_str_eq(back, junk);
}

/* Two players on one device: Black by two clicks, White by dragging a man
 * to its square (through a point given as fractions of the window), Black
 * again by keys alone (Tab to a man, Return to pick it, Up, Return to put
 * it down); the engine's position after each. */
Test(window, hasami_moves_by_click_drag_and_keys)
{
    char script[1024], path[300], args[600], out[4096];
    snprintf(script, sizeof script,
             "10 click @e9\n20 click @e5\n"
             "60 press @a1\n64 move 0.3 0.4\n68 move @a3\n72 release @a4\n"
             "110 key Tab\n112 key Return\n114 key Up\n116 key Return\n");
    tw_write("hasami.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--game hasami --mode hvh --speed fast --fixed-step --events '%s' --frames 200 --print-result", path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing w plies 3 ") != NULL, "%s", out);
    cr_expect(strstr(out, "pos .WWWWWWWW/........./........./W...B..../........./........./........./........./"
                          "BBBB.BBBB/w") != NULL,
              "%s", out);
}

/* A man that would capture: picked, then dropped where it takes three. */
Test(window, hasami_capture_in_the_window)
{
    char script[512], path[300], save[300], args[900], out[4096];
    /* E1 of the rules file, padded so that nobody has lost yet. */
    const char *pos = "W......WW/........./........./........./..BWWW.../........./......B../........./BB......./b";
    char rec[512];
    snprintf(rec, sizeof rec, "[Game \"hasami\"]\n[Start \"%s\"]\n\n*\n", pos);
    tw_write("e1.tabula", rec, save, sizeof save);
    snprintf(script, sizeof script, "10 click @g7\n20 click @g5\n");
    tw_write("capture.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--load '%s' --mode hvh --speed fast --fixed-step --events '%s' --frames 120 --print-result", save, path);
    int rc = tw_run(args, out, sizeof out);
    cr_assert_eq(rc, 0, "%s", out);
    cr_expect(strstr(out, "pos W......WW/........./........./........./..B...B../") != NULL, "%s", out);
}

/* The computer plays Hasami Shogi against itself to the end. */
Test(window, hasami_computer_vs_computer_finishes)
{
    char out[4096];
    cr_assert_eq(tw_run("--game hasami --opt lead=1 --mode cvc --level simple --speed fast --fixed-step "
                        "--frames 20000 --until-over --print-result",
                        out, sizeof out),
                 0, "%s", out);
    cr_expect(strstr(out, "result over ") != NULL, "%s", out);
}

/* A whole opening by hand against the computer: Rouge takes the south edge
 * (a click near it), places five sbires by clicks (its tray's spot 1, under
 * the Kalista waiting on spot 0, then a square) and drags its Kalista in;
 * the computer places Ocre's six; Rouge's first move by clicks. */
Test(window, khan_edge_setup_and_first_move)
{
    char script[2048], path[300], args[600], out[4096];
    size_t n = (size_t)snprintf(script, sizeof script, "10 click @c6\n");
    const char *squares[5] = {"a6", "b6", "c6", "d6", "e6"};
    for (int i = 0; i < 5; i++)
        n += (size_t)snprintf(script + n, sizeof script - n, "%d click @tray0.1\n%d click @%s\n", 30 + i * 20,
                              36 + i * 20, squares[i]);
    n += (size_t)snprintf(script + n, sizeof script - n, "140 press @tray0.0\n144 move 0.6 0.7\n148 move @f5\n152 release @f5\n");
    snprintf(script + n, sizeof script - n, "600 click @a6\n606 click @a5\n");
    tw_write("khan.events", script, path, sizeof path);
    snprintf(args, sizeof args,
             "--game khan --mode hvc --level simple --speed fast --fixed-step --events '%s' --frames 640 --print-result",
             path);
    cr_assert_eq(tw_run(args, out, sizeof out), 0, "%s", out);
    /* Rouge's men where the clicks put them, a6 moved up one (a power-1
     * square), Ocre's six on its home rows, Ocre to move. */
    cr_expect(strstr(out, "result playing o plies 13 ") != NULL, "%s", out);
    cr_expect(strstr(out, "/S....K/.SSSS./") != NULL, "%s", out);
    char line[512];
    tw_result(out, line, sizeof line);
    const char *pos = strstr(line, "pos ");
    cr_assert_not_null(pos, "%s", line);
    int ocre = 0;
    for (int i = 4; i < 4 + 14 && pos[i]; i++)
        ocre += pos[i] == 's' || pos[i] == 'k';
    cr_expect_eq(ocre, 6, "Ocre's pieces on rows 1-2: %s", line);
}

/* A computer Rouge takes its edge before the first frame, so the board is
 * drawn in its orientation from the start (not turned a few frames in,
 * which draws the whole table again); a human Rouge is offered the
 * choice. */
Test(window, khan_computer_takes_its_edge_at_once)
{
    char out[4096];
    cr_assert_eq(tw_run("--game khan --mode cvh --level simple --frames 2 --print-result", out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing r plies 0 ") != NULL, "%s", out);
    cr_expect(strstr(out, " edge ") != NULL && strstr(out, "choosing edge") == NULL, "%s", out);
    cr_assert_eq(tw_run("--game khan --mode hvc --level simple --frames 2 --print-result", out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "choosing edge") != NULL, "%s", out);
}

/* The board as large as the window allows, the panel where it leaves the
 * board bigger: under a long sowing board in a wide window, beside a
 * square board; on a large screen and on a tall one.  In the smallest
 * window a grid board is at least 280 pixels (7/8 of its height), larger
 * text or not: the panel gives way to the compact strip, as it does for
 * a sowing board there, which keeps its last moves in view at the cost
 * of a sixth of the width. */
Test(window, board_fills_the_window_at_every_size)
{
    static const struct {
        const char *game, *size;
        int large;
        const char *layout;
        double least_w, least_h; /* the board's share of the window, at least */
    } cases[] = {
        {"kalah", "1280x760", 0, "below", 0.9, 0.0},    {"oware", "1920x1080", 0, "below", 0.9, 0.0},
        {"kalah", "480x320", 0, "compact", 0.83, 0.0},  {"kalah", "480x320", 1, "compact", 0.75, 0.0},
        {"kalah", "600x900", 0, "below", 0.9, 0.0},     {"hasami", "1280x760", 0, "side", 0.0, 0.8},
        {"khan", "1920x1080", 0, "side", 0.0, 0.8},     {"hasami", "600x900", 0, "below", 0.7, 0.0},
        {"hasami", "480x320", 0, "compact", 0.0, 0.875}, {"hasami", "480x320", 1, "compact", 0.0, 0.875},
        {"khan", "480x320", 0, "compact", 0.0, 0.875},   {"khan", "480x320", 1, "compact", 0.0, 0.875},
    };
    char ini[300];
    tw_write("settings.ini", "large_text = 1\n", ini, sizeof ini);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char cmd[900], out[4096], data[400] = "";
        int w = 0, h = 0;
        sscanf(cases[i].size, "%dx%d", &w, &h);
        if (cases[i].large)
            snprintf(data, sizeof data, "--data-dir '%s'", tw_dir);
        snprintf(cmd, sizeof cmd, "'%s' --size %s --game %s %s %s --fixed-step --frames 5 --print-result", TABULA_GAME_PATH,
                 cases[i].size, cases[i].game, strcmp(cases[i].game, "khan") == 0 ? "--opt orientation=0" : "", data);
        cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
        const char *view = strstr(out, "view ");
        cr_assert_not_null(view, "%s", out);
        char layout[16] = "";
        float bw = 0, bh = 0;
        const char *at = strstr(view, " layout ");
        cr_assert(at && sscanf(at, " layout %15s board %fx%f", layout, &bw, &bh) == 3, "%s", view);
        cr_expect_str_eq(layout, cases[i].layout, "%s at %s (large %d): %s", cases[i].game, cases[i].size, cases[i].large,
                         view);
        cr_expect(bw >= cases[i].least_w * w && bh >= cases[i].least_h * h, "%s at %s (large %d): board %.0fx%.0f",
                  cases[i].game, cases[i].size, cases[i].large, bw, bh);
        cr_expect(strstr(out, "text_overflows 0\n") != NULL, "%s at %s (large %d): %s", cases[i].game, cases[i].size,
                  cases[i].large, out);
    }
}
