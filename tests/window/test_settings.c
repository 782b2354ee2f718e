/*
 * test_settings.c - settings.ini: every setting survives a save and a
 * load; a damaged or out-of-range file gives the defaults and a reason and
 * is left as it was; unknown keys (a newer version's) are ignored.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

static char ts_dir[256], ts_path[300];

static void ts_setup(void)
{
    snprintf(ts_dir, sizeof ts_dir, "/tmp/tabula-settings-XXXXXX");
    cr_assert_not_null(mkdtemp(ts_dir));
    snprintf(ts_path, sizeof ts_path, "%s/settings.ini", ts_dir);
}

static void ts_teardown(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", ts_dir);
    cr_expect_eq(system(cmd), 0);
}

static void ts_write(const char *text)
{
    FILE *f = fopen(ts_path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

static void ts_read(char *buf, size_t cap)
{
    FILE *f = fopen(ts_path, "r");
    cr_assert_not_null(f);
    size_t n = fread(buf, 1, cap - 1, f);
    buf[n] = '\0';
    fclose(f);
}

TestSuite(settings, .init = ts_setup, .fini = ts_teardown);

/* Every field away from its default, saved and read back. */
Test(settings, round_trip_of_every_setting)
{
    Settings s, back, def;
    settings_default(&def);
    memset(&s, 0, sizeof s);
    s.speed = SPEED_FAST;
    s.hints_per_game = 7;
    s.level = LEVEL_EXPERT;
    s.expert_ms = 2500;
    s.auto_turn = 1;
    s.sound = 0;
    s.volume = 3;
    s.show_counts = 0;
    s.fullscreen = 1;
    s.last_game = 2;
    s.mode = MODE_CVC;
    s.kalah_pits = 8;
    s.kalah_seeds = 10;
    s.kalah_capture = 1;
    s.oware_finish = 1;
    s.hasami_corner2 = 1;
    s.hasami_diagonal = 1;
    s.hasami_defeat = 4;
    s.hasami_lead = 0;
    s.language = 2;
    s.large_text = 1;
    char err[512] = "";
    cr_assert_eq(settings_save(ts_path, &s, err, sizeof err), 0, "%s", err);
    cr_assert_eq(settings_load(ts_path, &back, err, sizeof err), 0, "%s", err);
    cr_expect_eq(memcmp(&s, &back, sizeof s), 0, "a setting did not survive the round trip");
    /* And the defaults too (they differ from the zeroes in every field but a few). */
    cr_assert_eq(settings_save(ts_path, &def, err, sizeof err), 0, "%s", err);
    cr_assert_eq(settings_load(ts_path, &back, err, sizeof err), 0, "%s", err);
    cr_expect_eq(memcmp(&def, &back, sizeof def), 0);
}

Test(settings, missing_file_gives_the_defaults)
{
    Settings s, def;
    char err[512] = "";
    settings_default(&def);
    cr_expect_eq(settings_load(ts_path, &s, err, sizeof err), 0);
    cr_expect_eq(memcmp(&s, &def, sizeof s), 0);
}

Test(settings, unknown_keys_and_comments_are_ignored)
{
    Settings s;
    char err[512] = "";
    ts_write("# from a newer Tabula\nvolume = 4\ncolour_theme = 2\n\nhints_per_game = 0\n");
    cr_assert_eq(settings_load(ts_path, &s, err, sizeof err), 0, "%s", err);
    cr_expect_eq(s.volume, 4);
    cr_expect_eq(s.hints_per_game, 0);
    cr_expect_eq(s.kalah_pits, 6, "the rest keeps its default");
}

/* A damaged file: the defaults, a reason naming the line, the file untouched. */
Test(settings, damaged_file_gives_defaults_and_is_left_alone)
{
    static const char *const bad[] = {
        "volume = 4\nthis is not a setting\n",
        "volume = 4\nkalah_pits = 12\n",
        "volume = loud\n",
        "\x89PNG\r\n\x1a\n binary junk",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Settings s, def;
        char err[512] = "", before[256], after[256];
        settings_default(&def);
        ts_write(bad[i]);
        ts_read(before, sizeof before);
        cr_expect_eq(settings_load(ts_path, &s, err, sizeof err), -1, "file %zu accepted", i);
        cr_expect(strstr(err, "settings.ini") != NULL, "no reason for file %zu: %s", i, err);
        cr_expect_eq(memcmp(&s, &def, sizeof s), 0, "file %zu: not the defaults", i);
        ts_read(after, sizeof after);
        cr_expect_str_eq(after, before, "file %zu changed", i);
    }
}
