/*
 * test_window_layout.c - screens fitted to the window, driven by scripts
 * and read from --print-result: every settings row in view at 1280x760
 * (and the focused one in a small window with larger text), the menu
 * opening at its top, the sowing games' last moves kept in the small
 * window, Khan's free move said while it applies, Khan's result without
 * a count that decided nothing, the editor's sowing board as wide as the
 * window.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "window_util.h"

static char tl_dir[256];

static void tl_setup(void) { wu_tempdir(tl_dir, sizeof tl_dir, "tabula-layout"); }
static void tl_teardown(void) { wu_remove(tl_dir); }

TestSuite(layout_window, .init = tl_setup, .fini = tl_teardown, .timeout = 300);

/* Runs the window at `size` (larger text when `large`) with the script
 * `events` (';' between lines) and extra arguments; its output, checked
 * for text drawn too long. */
static void tl_run(const char *size, int large, const char *events, const char *extra, char *out, size_t len)
{
    char path[512], cmd[2048];
    snprintf(path, sizeof path, "%s/data", tl_dir);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s' && echo 'large_text = %d' > '%s/settings.ini'", path,
             path, large, path);
    cr_assert_eq(system(cmd), 0);
    snprintf(path, sizeof path, "%s/script.events", tl_dir);
    wu_write_events(path, events);
    snprintf(cmd, sizeof cmd,
             "'%s' --size %s --data-dir '%s/data' --fixed-step --events '%s' --frames 60 --print-result %s",
             TABULA_GAME_PATH, size, tl_dir, path, extra);
    cr_assert_eq(wu_run(cmd, out, len), 0, "%s", out);
    cr_assert_not_null(strstr(out, "text_overflows 0\n"), "%s", out);
}

/* The number after `key` in out. */
static int tl_number(const char *out, const char *key)
{
    const char *s = strstr(out, key);
    cr_assert_not_null(s, "no '%s' in: %s", key, out);
    return atoi(s + strlen(key));
}

Test(layout_window, settings_show_every_row_at_1280x760)
{
    char out[8192];
    tl_run("1280x760", 0, "10 click @settings", "", out, sizeof out);
    cr_assert_eq(tl_number(out, "settings rows "), tl_number(out, " in_view "), "%s", out);
    cr_assert_eq(tl_number(out, " first "), 0, "%s", out);
}

Test(layout_window, settings_scroll_to_the_focus_in_a_small_window)
{
    char out[8192];
    tl_run("480x320", 1, "10 click @settings;20 key Down;22 key Down;24 key Down;26 key Down;28 key Down;"
                         "30 key Down;32 key Down;34 key Down;36 key Down;38 key Down;40 key Down",
           "", out, sizeof out);
    int first = tl_number(out, " first "), focus = tl_number(out, " focus "), in_view = tl_number(out, " in_view ");
    cr_assert_eq(focus, 11, "%s", out);
    cr_assert(first <= focus && focus < first + in_view, "%s", out);
}

Test(layout_window, the_menu_opens_at_its_top_in_a_small_window)
{
    char out[8192];
    tl_run("480x320", 1, "", "", out, sizeof out);
    cr_assert_eq(tl_number(out, "view menu game kalah first "), 0, "%s", out);
    tl_run("480x320", 0, "", "", out, sizeof out);
    cr_assert_eq(tl_number(out, "view menu game kalah first "), 0, "%s", out);
}

/* The small window's sowing games keep their last moves in view, beside
 * the board or under the cards, with larger text or without. */
Test(layout_window, the_small_windows_sowing_games_keep_their_moves)
{
    static const char *const games[] = {"kalah", "oware"};
    char out[8192], extra[200];
    for (int g = 0; g < 2; g++)
        for (int large = 0; large < 2; large++) {
            snprintf(extra, sizeof extra, "--game %s --mode hvc --frames 300", games[g]);
            tl_run("480x320", large, "10 click @C", extra, out, sizeof out);
            cr_assert_not_null(strstr(out, " list [C"), "%s, larger text %d: %s", games[g], large, out);
        }
}

/* Khan's free move (no piece of the mover's on the Khan's power) is said
 * while it applies, in the small window's strip too, in both languages. */
Test(layout_window, khans_free_move_is_said_in_the_small_window)
{
    char out[8192], extra[600];
    static const char *const sizes[] = {"1280x760", "480x320"};
    for (int k = 0; k < 2; k++)
        for (int large = 0; large < 2; large++) {
            snprintf(extra, sizeof extra, "--load '%s/../../tools/gallery/khan-free.tabula'", TABULA_WINDOW_TEST_DIR);
            tl_run(sizes[k], large, "", extra, out, sizeof out);
            cr_assert_not_null(strstr(out, " note [No piece of yours can obey the Khan: any may move]"), "%s, %d: %s",
                               sizes[k], large, out);
            snprintf(extra, sizeof extra, "--lang fr --load '%s/../../tools/gallery/khan-free.tabula'",
                     TABULA_WINDOW_TEST_DIR);
            tl_run(sizes[k], large, "", extra, out, sizeof out);
            cr_assert_not_null(strstr(out, " note [Aucune de vos pi"), "%s, %d: %s", sizes[k], large, out);
        }
}

/* Khan's end says why (the Kalista taken), without the pieces' count,
 * which decided nothing, in the big window and the small one's strip. */
Test(layout_window, khans_result_shows_no_count)
{
    char out[16384], extra[600];
    static const char *const sizes[] = {"1280x760", "480x320"};
    for (int k = 0; k < 2; k++) {
        snprintf(extra, sizeof extra, "--load '%s/../../tools/gallery/khan-end.tabula' --frames 120",
                 TABULA_WINDOW_TEST_DIR);
        tl_run(sizes[k], 1, "", extra, out, sizeof out);
        const char *note = strstr(out, " note [Kalista taken by Computer");
        cr_assert_not_null(note, "%s: %s", sizes[k], out);
        cr_assert(strncmp(note, " note [Kalista taken by Computer]", 33) == 0 || strncmp(note + 32, " \xc2\xb7 ", 4) == 0,
                  "%s: %s", sizes[k], out);
        cr_assert_null(strstr(out, "on the board)"), "the count shown: %s", out);
    }
}
