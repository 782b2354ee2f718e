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
    memcpy(s.options, def.options, sizeof s.options);
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
    /* Every game's options away from their defaults, within their range;
     * the one chosen at the start of play (Khan's) is not kept. */
    for (int g = 0; game_registry[g]; g++)
        for (int i = 0; i < game_registry[g]->noptions; i++) {
            const OptionDesc *d = &game_registry[g]->options[i];
            if (!d->chosen_at_start)
                s.options[g].v[i] = d->def == d->max ? d->min : d->max;
        }
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
    cr_expect_eq(s.options[0].v[0], 6, "the rest keeps its default (Kalah's pits)");
}

/* A file written before the options were read from the games' own
 * descriptions: "kalah_capture" is the option "empty_capture". */
Test(settings, an_older_key_of_an_option_still_reads)
{
    Settings s;
    char err[512] = "", text[4096];
    ts_write("kalah_pits = 5\nkalah_capture = 1\nhasami_lead = 0\n");
    cr_assert_eq(settings_load(ts_path, &s, err, sizeof err), 0, "%s", err);
    cr_expect_eq(s.options[0].v[0], 5);
    cr_expect_eq(s.options[0].v[2], 1, "empty_capture read from kalah_capture");
    cr_expect_eq(s.options[2].v[3], 0, "hasami's lead");
    /* Written back under the options' own keys, Khan's orientation left out. */
    cr_assert_eq(settings_save(ts_path, &s, err, sizeof err), 0, "%s", err);
    ts_read(text, sizeof text);
    cr_expect_neq(strstr(text, "kalah_empty_capture = 1\n"), NULL, "%s", text);
    cr_expect_eq(strstr(text, "kalah_capture ="), NULL, "%s", text);
    cr_expect_eq(strstr(text, "orientation"), NULL, "%s", text);
}

/* A damaged file: the defaults, a reason naming the line, the file untouched. */
Test(settings, damaged_file_gives_defaults_and_is_left_alone)
{
    static const char *const bad[] = {
        "volume = 4\nthis is not a setting\n",
        "volume = 4\nkalah_pits = 12\n",
        "hasami_defeat = 0\n",
        "last_game = 9\n",
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
