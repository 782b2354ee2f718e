/*
 * test_window.c - the game window run headless (SDL's dummy video driver)
 * with scripted input through its normal event path: whole games to the
 * end with mouse, touch and keyboard, a hint, a level changed mid-game,
 * the menu, screenshots, and clean failures on bad input.
 */
#define _POSIX_C_SOURCE 200809L /* popen, mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* Pit centres of player 1's row (A..F) as fractions of a 1280x760-shaped
 * window, which is what --size 640x380 keeps. */
static const double tw_pit_x[6] = {0.174, 0.25, 0.326, 0.401, 0.477, 0.552};
static const double tw_row_y = 0.618;

static char tw_dir[256];

static void tw_setup(void)
{
    snprintf(tw_dir, sizeof tw_dir, "/tmp/tabula-window-XXXXXX");
    cr_assert_not_null(mkdtemp(tw_dir));
}

static void tw_teardown(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tw_dir);
    cr_expect_eq(system(cmd), 0);
}

/* Runs the game with args, returns its exit status; its stdout+stderr in out. */
static int tw_run(const char *args, char *out, size_t cap)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "'%s' --size 640x380 %s 2>&1", TABULA_GAME_PATH, args);
    FILE *p = popen(cmd, "r");
    cr_assert_not_null(p);
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
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
        u += (size_t)snprintf(script + u, sizeof script - u, "%d %s %.3f %.3f\n", f, i % 3 == 2 ? "touch" : "click",
                              tw_pit_x[i % 6], tw_row_y);
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
    cr_expect_eq(tw_run("--game chess --frames 2", out, sizeof out), 1);
    cr_expect(strstr(out, "chess") != NULL, "%s", out);
    cr_expect_eq(tw_run("--game kalah --opt pits=12 --frames 2", out, sizeof out), 1);
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
