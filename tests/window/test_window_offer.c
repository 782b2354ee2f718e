/*
 * test_window_offer.c - draw offers and resignation in the window, driven
 * by scripts: the player resigns after the question (and takes it back),
 * the game saved with its Termination and opened again; the computer
 * declines an offer at the start of a grid game and accepts one in a
 * proven-drawn Kalah position; it resigns a proven-lost position at
 * simple, not when the setting says never; it offers a draw in a proven
 * draw, which the player declines (its move is then played) or accepts;
 * two players agree a draw on one device.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "window_util.h"

static char to_dir[256];

static void to_setup(void) { wu_tempdir(to_dir, sizeof to_dir, "tabula-offer"); }
static void to_teardown(void) { wu_remove(to_dir); }

TestSuite(offer_window, .init = to_setup, .fini = to_teardown, .timeout = 300);

/* Writes `text` to the file `name` in the test's folder; its path in path. */
static void to_file(const char *name, const char *text, char *path, size_t len)
{
    snprintf(path, len, "%s/%s", to_dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Runs the window with the script `events` (';' between lines); the line
 * --print-result gives, without "result ". */
static void to_run(const char *events, int frames, const char *extra, char *result, size_t len)
{
    char script[4096], path[512], cmd[2048], out[16384];
    size_t n = 0;
    for (const char *e = events; *e && n + 2 < sizeof script; e++)
        script[n++] = *e == ';' ? '\n' : *e;
    script[n++] = '\n';
    script[n] = '\0';
    to_file("script.events", script, path, sizeof path);
    snprintf(cmd, sizeof cmd,
             "'%s' --size 1280x760 --data-dir '%s/data' --speed instant --fixed-step --events '%s' --frames %d "
             "--print-result %s",
             TABULA_GAME_PATH, to_dir, path, frames, extra);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    const char *r = strstr(out, "result ");
    cr_assert_not_null(r, "%s", out);
    r += strlen("result ");
    size_t k = strcspn(r, "\n");
    cr_assert_lt(k, len);
    memcpy(result, r, k);
    result[k] = '\0';
}

static void to_expect(const char *result, const char *part)
{
    cr_expect_not_null(strstr(result, part), "\"%s\" not in: %s", part, result);
}

/* The one saved game of the data folder, whole. */
static void to_saved(char *buf, size_t len)
{
    char cmd[600], out[1024];
    snprintf(cmd, sizeof cmd, "ls '%s/data/saves'", to_dir);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    out[strcspn(out, "\n")] = '\0';
    char path[2400];
    snprintf(path, sizeof path, "%s/data/saves/%s", to_dir, out);
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "%s", path);
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
}

Test(offer_window, the_player_resigns_saves_and_takes_it_back)
{
    char r[1024], saved[4096], path[512];
    /* The question first: Play on leaves the game going. */
    to_run("10 click @resign;20 click @no", 40, "--game kalah --mode hvc", r, sizeof r);
    to_expect(r, "playing 1 plies 0");
    to_run("10 click @C;40 key Escape;44 click @resign;50 click @yes;60 key Escape;64 click @save", 90,
           "--game kalah --mode hvc --level simple", r, sizeof r);
    to_expect(r, "over 2 resignation plies");
    to_saved(saved, sizeof saved);
    cr_expect_not_null(strstr(saved, "[Termination \"resignation\"]\n[Result \"0-1\"]\n"), "%s", saved);
    /* Opened again: the same end; Take back withdraws the resignation. */
    to_file("resigned.tabula", saved, path, sizeof path);
    char extra[700];
    snprintf(extra, sizeof extra, "--load '%s'", path);
    to_run("", 20, extra, r, sizeof r);
    to_expect(r, "over 2 resignation");
    to_run("30 click @takeback", 50, extra, r, sizeof r);
    to_expect(r, "playing 1");
}

Test(offer_window, the_computer_weighs_an_offer)
{
    char r[1024], path[512], extra[700];
    to_run("10 key d", 40, "--game hasami --mode hvc --level hard", r, sizeof r);
    to_expect(r, "playing b plies 0");
    /* 23 seeds each and one seed a side: 24 to 24, however it is played. */
    to_file("drawn.tabula",
            "[Game \"kalah\"]\n[Start \"0,0,0,0,0,1/0,0,0,0,0,1/23,23/1\"]\n[Player1 \"You\"]\n"
            "[Player2 \"Computer (medium)\"]\n\n*\n",
            path, sizeof path);
    snprintf(extra, sizeof extra, "--load '%s'", path);
    to_run("10 key Escape;14 click @draw", 60, extra, r, sizeof r);
    to_expect(r, "over draw agreement plies 0");
    to_expect(r, " accepted proven "); /* and says why, as it says why it declines */
}

Test(offer_window, the_computer_resigns_a_proven_loss)
{
    char r[1024], path[512], extra[700];
    /* Player 1 has 30 of the 48 seeds, and the computer is to move. */
    to_file("lost.tabula",
            "[Game \"kalah\"]\n[Start \"0,0,0,0,0,1/0,0,0,0,0,1/30,16/2\"]\n[Player1 \"You\"]\n"
            "[Player2 \"Computer (simple)\"]\n\n*\n",
            path, sizeof path);
    snprintf(extra, sizeof extra, "--load '%s'", path);
    to_run("", 40, extra, r, sizeof r);
    to_expect(r, "over 1 resignation plies 0");
    /* Told never to resign, it plays the game out. */
    to_file("data/settings.ini", "resign = 0\n", path, sizeof path);
    to_run("", 60, extra, r, sizeof r);
    to_expect(r, "over 1 31-17 plies 1");
}

Test(offer_window, the_computer_offers_a_draw)
{
    char r[1024], path[512], extra[700];
    to_file("offer.tabula",
            "[Game \"kalah\"]\n[Start \"0,0,0,0,0,1/0,0,0,0,0,1/23,23/2\"]\n[Player1 \"You\"]\n"
            "[Player2 \"Computer (medium)\"]\n\n*\n",
            path, sizeof path);
    snprintf(extra, sizeof extra, "--load '%s'", path);
    /* Declined: the computer plays the move it found, and the game ends
     * drawn by the rules. */
    to_run("30 click @no", 70, extra, r, sizeof r);
    to_expect(r, "over draw 24-24 plies 1");
    to_run("30 click @yes", 50, extra, r, sizeof r);
    to_expect(r, "over draw agreement plies 0");
}

Test(offer_window, two_players_agree_a_draw)
{
    char r[1024];
    to_run("10 click @e9;12 click @e5;30 key d;36 click @no", 50, "--game hasami --mode hvh", r, sizeof r);
    to_expect(r, "playing w plies 1");
    to_run("10 click @e9;12 click @e5;30 key d;36 click @yes", 50, "--game hasami --mode hvh", r, sizeof r);
    to_expect(r, "over draw agreement plies 1");
    to_run("10 click @resign;16 click @yes", 30, "--game khan --mode hvh --opt orientation=0", r, sizeof r);
    to_expect(r, "over ");
    to_expect(r, "resignation plies 0");
}
