/*
 * test_lang.c - the interface's two languages: both tables complete, the
 * same printf conversions in each text of both, and every screen drawn at
 * the smallest window size in each language with no text too long for
 * its place (the game counts texts it had to squeeze below seven tenths
 * of their size, or words wider than their column).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lang.h"
#include "window_util.h"

/* The printf conversions of a text in order, each copied whole with its
 * flags, width and precision: "%d%.70s...". */
static void tl_conversions(const char *t, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (const char *p = t; *p; p++) {
        if (*p != '%')
            continue;
        const char *q = p + 1;
        while (*q && strchr("-+ #0123456789.hlzjt", *q))
            q++;
        if (*q == '%') {
            p = q;
            continue;
        }
        size_t len = (size_t)(q - p) + (*q ? 1 : 0);
        if (n + len + 1 < cap) {
            memcpy(out + n, p, len);
            n += len;
            out[n] = '\0';
        }
        p = *q ? q : q - 1;
    }
}

Test(lang, both_tables_complete_with_the_same_conversions)
{
    const char *const *tables[LANG_COUNT] = {lang_en, lang_fr};
    for (int id = 0; id < T_COUNT; id++) {
        char conv[LANG_COUNT][64];
        for (int l = 0; l < LANG_COUNT; l++) {
            const char *t = tables[l][id];
            cr_assert_not_null(t, "text %d missing in %s", id, lang_code((Lang)l));
            cr_assert_neq(t[0], '\0', "text %d empty in %s", id, lang_code((Lang)l));
            tl_conversions(t, conv[l], sizeof conv[l]);
        }
        cr_expect_str_eq(conv[LANG_FR], conv[LANG_EN], "text %d: \"%s\" and \"%s\" take different arguments", id,
                         lang_en[id], lang_fr[id]);
    }
}

Test(lang, conversions_are_read_as_printf_reads_them)
{
    char c[64];
    tl_conversions("%d men, 100%% sure, %.2g s, %.70s and %c", c, sizeof c);
    cr_assert_str_eq(c, "%d%.2g%.70s%c");
}

/* ---- every screen at the smallest window, in both languages ---- */

static char tl_dir[256];

static void tl_setup(void) { wu_tempdir(tl_dir, sizeof tl_dir, "tabula-lang"); }

static void tl_teardown(void) { wu_remove(tl_dir); }

/* Writes the keys, one every third frame, as an events file. */
static void tl_keys(const char *path, const char *const *keys, int n)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    for (int i = 0; i < n; i++)
        fprintf(f, "%d key %s\n", 5 + 3 * i, keys[i]);
    fclose(f);
}

/* Runs the game at 480x320 (its smallest window) in `lang` with a fresh
 * data folder, with the larger-text setting when `large`; the texts that
 * did not fit, "" when all did. */
static void tl_run_sized(const char *lang, int large, const char *args, char *too_long, size_t cap)
{
    static int run;
    char cmd[2048], data[300], out[8192];
    snprintf(data, sizeof data, "%s/data%d", tl_dir, run++);
    cr_assert_eq(mkdir(data, 0755), 0, "%s", data);
    if (large) {
        char ini[400];
        snprintf(ini, sizeof ini, "%s/settings.ini", data);
        FILE *f = fopen(ini, "w");
        cr_assert_not_null(f);
        fputs("large_text = 1\n", f);
        fclose(f);
    }
    snprintf(cmd, sizeof cmd, "'%s' --size 480x320 --lang %s --data-dir '%s' --fixed-step --print-result %s",
             TABULA_GAME_PATH, lang, data, args);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s failed: %s", args, out);
    cr_assert_null(strstr(out, "no place"), "a scripted place is not on the screen: %s", out);
    const char *line = strstr(out, "text_overflows ");
    cr_assert_not_null(line, "%s", out);
    snprintf(too_long, cap, "%s", strncmp(line, "text_overflows 0\n", 17) == 0 ? "" : line);
}

static void tl_run(const char *lang, const char *args, char *too_long, size_t cap)
{
    tl_run_sized(lang, 0, args, too_long, cap);
}

TestSuite(lang_fit, .init = tl_setup, .fini = tl_teardown, .timeout = 600);

static const char *const tl_langs[] = {"en", "fr"};

/* Writes the clicks on named places (menu rows, their arrows), one every
 * third frame, as an events file. */
static void tl_clicks(const char *path, const char *const *places, int n)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    for (int i = 0; i < n; i++)
        fprintf(f, "%d click @%s\n", 5 + 3 * i, places[i]);
    fclose(f);
}

/* The menu with every game's options and values shown, then the settings
 * with each choice turned through its values: rows pointed at by name. */
Test(lang_fit, menu_and_settings)
{
    static const char *const places[] = {
        "empty_capture>",                                   /* Kalah: the other capture rule */
        "card.oware", "finish>",                            /* Oware: the other finish */
        "card.hasami", "corner2>", "diagonal>",             /* Hasami: edge runs, diagonals */
        "defeat>", "defeat>", "defeat>",                    /* every defeat count */
        "lead<", "lead<", "lead<",                          /* the lead rule off */
        "players>", "players>", "players>", "players>", "turn>", "players>", /* every mode, two players' turning */
        "card.khan",                                        /* Khan */
        "settings",
        "speed>", "speed>", "speed>", "speed>",             /* every speed */
        "level>", "level>", "level>", "level>", "level>",   /* every level */
        "expert_time>", "expert_time>", "expert_time>", "expert_time>", "expert_time>", "expert_time>",
        "expert_time>",                                     /* thinking times */
        "counts>", "large_text>", "large_text>",            /* counts, larger text (on, off) */
        "resign>", "resign>",                               /* the computer resigns: always, never */
    };
    char path[300], args[600], too_long[1024];
    snprintf(path, sizeof path, "%s/menu.events", tl_dir);
    tl_clicks(path, places, (int)(sizeof places / sizeof places[0]));
    for (int l = 0; l < 4; l++) { /* each language, then each with larger text */
        snprintf(args, sizeof args, "--events '%s' --frames 300", path);
        tl_run_sized(tl_langs[l % 2], l / 2, args, too_long, sizeof too_long);
        cr_expect_str_eq(too_long, "", "%s%s: %s", tl_langs[l % 2], l / 2 ? ", larger text" : "", too_long);
    }
    /* Every click landed where it was meant: the settings kept say so. */
    char ini[400], text[4096];
    snprintf(ini, sizeof ini, "%s/data3/settings.ini", tl_dir);
    FILE *f = fopen(ini, "r");
    cr_assert_not_null(f, "%s", ini);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    static const char *const kept[] = {"last_game = 3\n", "kalah_empty_capture = 1\n", "oware_finish = 1\n",
                                       "hasami_corner2 = 1\n", "hasami_diagonal = 1\n", "hasami_defeat = 1\n",
                                       "hasami_lead = 0\n", "mode = 1\n", "auto_turn = 1\n", "speed = 1\n",
                                       "level = 1\n", "show_counts = 0\n", "resign = 0\n"};
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
        cr_expect_neq(strstr(text, kept[i]), NULL, "'%.*s' is not in %s", (int)strlen(kept[i]) - 1, kept[i], text);
}

/* Every page of every game's rules. */
Test(lang_fit, rules)
{
    const char *keys[64];
    int n = 0;
    keys[n++] = "Down"; /* Play -> Set up a position -> Puzzles -> Saved games -> Settings -> How to play */
    keys[n++] = "Down";
    keys[n++] = "Down";
    keys[n++] = "Down";
    keys[n++] = "Down";
    keys[n++] = "Return";
    for (int g = 0; g < 4; g++) {
        for (int p = 0; p < 6; p++)
            keys[n++] = "Right";
        keys[n++] = "Tab";
    }
    char path[300], args[600], too_long[1024];
    snprintf(path, sizeof path, "%s/rules.events", tl_dir);
    tl_keys(path, keys, n);
    for (int l = 0; l < 2; l++) {
        snprintf(args, sizeof args, "--events '%s' --frames 120", path);
        tl_run(tl_langs[l], args, too_long, sizeof too_long);
        cr_expect_str_eq(too_long, "", "%s: %s", tl_langs[l], too_long);
    }
}

/* Each game's screen with the pause overlay gone through, then a game
 * played to its end and the result screen. */
Test(lang_fit, games_overlay_and_result)
{
    static const char *const keys[] = {"Escape", "Down", "Down", "Down", "Down", "Down", "Down",
                                       "Down", "Down", "Down", "Down", "Down", "Down"};
    static const char *const games[] = {"kalah", "oware", "hasami", "khan"};
    char path[300], args[600], too_long[1024];
    snprintf(path, sizeof path, "%s/overlay.events", tl_dir);
    tl_keys(path, keys, (int)(sizeof keys / sizeof keys[0]));
    for (int l = 0; l < 2; l++) {
        for (int g = 0; g < 4; g++) {
            snprintf(args, sizeof args, "--game %s --events '%s' --frames 60", games[g], path);
            tl_run(tl_langs[l], args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "%s %s: %s", tl_langs[l], games[g], too_long);
        }
        for (int g = 0; g < 4; g++) { /* the same with larger text */
            snprintf(args, sizeof args, "--game %s --events '%s' --frames 60", games[g], path);
            tl_run_sized(tl_langs[l], 1, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "%s %s, larger text: %s", tl_langs[l], games[g], too_long);
        }
        tl_run(tl_langs[l], "--game kalah --mode cvc --level simple --speed instant --frames 600", too_long,
               sizeof too_long);
        cr_expect_str_eq(too_long, "", "%s, a finished game: %s", tl_langs[l], too_long);
        /* The computer playing each game with larger text: every notice of
         * a move (captures, extra turns, the Khan) in the small strip or
         * the header, never spilling out of its box. */
        for (int g = 0; g < 4; g++) {
            snprintf(args, sizeof args, "--game %s --mode cvc --level simple --speed fast --frames 500", games[g]);
            tl_run_sized(tl_langs[l], 1, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "%s %s, the computer playing, larger text: %s", tl_langs[l], games[g],
                             too_long);
        }
        /* The perfect level's account of its move, under its name. */
        tl_run(tl_langs[l], "--game kalah --mode cvh --level perfect --speed fast --frames 240", too_long,
               sizeof too_long);
        cr_expect_str_eq(too_long, "", "%s, the perfect level: %s", tl_langs[l], too_long);
    }
}

/* Draws and resignation: the computer weighing an offer and its refusal
 * in the header (the resignation asked in a run of its own: the menu's
 * row waits for the answer, which a slow build may not give in time), the
 * question before resigning, two players' offer, a resignation's result,
 * the computer's offer and the draw agreed. */
Test(lang_fit, draws_and_resignation)
{
    char offer[300];
    snprintf(offer, sizeof offer, "%s/offer.tabula", tl_dir);
    FILE *f = fopen(offer, "w");
    cr_assert_not_null(f);
    fputs("[Game \"kalah\"]\n[Start \"2,2,0,1,0,1/1,1,0,1,0,1/18,20/2\"]\n[Player1 \"You\"]\n"
          "[Player2 \"Computer (medium)\"]\n\n*\n",
          f);
    fclose(f);
    static const char *const runs[][2] = {
        {"--game hasami --mode hvc --level hard", "10 key d\n"},
        {"--game hasami --mode hvc", "10 key Escape\n14 click @resign\n"},
        {"--game kalah --mode hvh", "10 key d\n"},
        {"--game hasami --mode hvh", "10 key Escape\n14 click @resign\n20 click @yes\n"},
        {"--game khan --mode hvc --opt orientation=0", "10 key Escape\n14 click @resign\n20 click @yes\n"},
        {"", "30 click @yes\n"},
    };
    char path[300], args[900], too_long[1024];
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        snprintf(path, sizeof path, "%s/offer-%zu.events", tl_dir, r);
        f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(runs[r][1], f);
        fclose(f);
        for (int l = 0; l < 4; l++) { /* each language, then each with larger text */
            if (runs[r][0][0])
                snprintf(args, sizeof args, "%s --events '%s' --frames 60", runs[r][0], path);
            else
                snprintf(args, sizeof args, "--load '%s' --events '%s' --frames 60", offer, path);
            tl_run_sized(tl_langs[l % 2], l / 2, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "run %zu, %s%s: %s", r, tl_langs[l % 2], l / 2 ? ", larger text" : "",
                             too_long);
        }
    }
}

/* The position editor of each game, opened from the game's menu, with a
 * refusal shown and its menu of every row gone through. */
Test(lang_fit, position_editor)
{
    static const char *const games[] = {"kalah", "oware", "hasami", "khan"};
    static const char *const square[] = {"A", "A", "e5", "c5"};
    char path[300], args[600], too_long[1024];
    for (int g = 0; g < 4; g++) {
        snprintf(path, sizeof path, "%s/setup-%s.events", tl_dir, games[g]);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fprintf(f, "10 key Escape\n14 click @setup\n20 click @tool0\n22 click @%s\n26 click @menu\n", square[g]);
        for (int i = 0; i < 12; i++)
            fprintf(f, "%d key Down\n", 30 + 2 * i);
        fclose(f);
        for (int l = 0; l < 4; l++) { /* each language, then each with larger text */
            snprintf(args, sizeof args, "--game %s --mode hvh --events '%s' --frames 60", games[g], path);
            tl_run_sized(tl_langs[l % 2], l / 2, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "%s %s%s: %s", games[g], tl_langs[l % 2], l / 2 ? ", larger text" : "",
                             too_long);
        }
    }
}

/* The puzzles' screen of each game, then a puzzle of each: the hint, the
 * solution played out, and the puzzle's menu gone through. */
Test(lang_fit, puzzles)
{
    char path[300], args[600], too_long[1024];
    for (int g = 0; g < 4; g++) {
        snprintf(path, sizeof path, "%s/puzzles-%d.events", tl_dir, g);
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fprintf(f, "5 click @puzzles\n");
        for (int k = 0; k < g; k++)
            fprintf(f, "%d click @game>\n", 8 + 2 * k);
        fprintf(f, "16 click @band>\n18 click @band>\n20 click @band<\n22 click @band<\n24 click @start\n");
        fprintf(f, "40 key h\n50 key s\n90 key Escape\n");
        for (int i = 0; i < 12; i++)
            fprintf(f, "%d key Down\n", 94 + 2 * i);
        fclose(f);
        for (int l = 0; l < 4; l++) { /* each language, then each with larger text */
            snprintf(args, sizeof args, "--events '%s' --frames 130", path);
            tl_run_sized(tl_langs[l % 2], l / 2, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "puzzles of game %d, %s%s: %s", g, tl_langs[l % 2],
                             l / 2 ? ", larger text" : "", too_long);
        }
    }
}

/* A finished game's review, stepped through every move to the end. */
Test(lang_fit, review)
{
    char rec[300], path[300], args[900], too_long[1024];
    snprintf(rec, sizeof rec, "%s/done.tabula", tl_dir);
    FILE *f = fopen(rec, "w");
    cr_assert_not_null(f);
    fputs("[Game \"kalah\"]\n[Options \"pits=4 seeds=3\"]\n\n1. B D E H 2. A D C H G 3. B C D H G 0-1\n", f);
    fclose(f);
    snprintf(path, sizeof path, "%s/review.events", tl_dir);
    f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("60 key Down\n65 key Return\n", f);
    for (int i = 0; i < 15; i++)
        fprintf(f, "%d key Right\n", 90 + 14 * i);
    fclose(f);
    for (int l = 0; l < 2; l++) {
        snprintf(args, sizeof args, "--load '%s' --speed instant --events '%s' --frames 320", rec, path);
        tl_run(tl_langs[l], args, too_long, sizeof too_long);
        cr_expect_str_eq(too_long, "", "%s: %s", tl_langs[l], too_long);
    }
}

/* Notices a player's keys bring in the small window: a hint asked while
 * Khan's home edge is still to choose, a hint in Kalah; each language,
 * each with larger text, in the header or the strip, never squeezed. */
Test(lang_fit, notices_from_the_keys)
{
    static const char *const runs[] = {"--game khan --mode hvc", "--game kalah --mode hvc"};
    char path[300], args[600], too_long[1024];
    snprintf(path, sizeof path, "%s/hint.events", tl_dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("10 key h\n", f);
    fclose(f);
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++)
        for (int l = 0; l < 4; l++) {
            snprintf(args, sizeof args, "%s --events '%s' --frames 40", runs[r], path);
            tl_run_sized(tl_langs[l % 2], l / 2, args, too_long, sizeof too_long);
            cr_expect_str_eq(too_long, "", "%s, %s%s: %s", runs[r], tl_langs[l % 2], l / 2 ? ", larger text" : "",
                             too_long);
        }
}
