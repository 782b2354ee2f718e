/*
 * test_progress.c - puzzles.ini (puzzle_progress.c): a record survives a
 * save and a load; solving and failing count by band and keep the streak;
 * a damaged file gives an empty record and the line that is wrong, and is
 * left as it was; a newer version's fields and games are passed over.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle_progress.h"

static char tp_dir[256], tp_path[300];

static void tp_setup(void)
{
    snprintf(tp_dir, sizeof tp_dir, "/tmp/tabula-progress-XXXXXX");
    cr_assert_not_null(mkdtemp(tp_dir));
    snprintf(tp_path, sizeof tp_path, "%s/puzzles.ini", tp_dir);
}

static void tp_teardown(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tp_dir);
    cr_expect_eq(system(cmd), 0);
}

TestSuite(progress, .init = tp_setup, .fini = tp_teardown);

static void tp_write(const char *text)
{
    FILE *f = fopen(tp_path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

static Puzzle tp_puzzle(const char *id, int band)
{
    Puzzle pz;
    memset(&pz, 0, sizeof pz);
    snprintf(pz.id, sizeof pz.id, "%s", id);
    pz.band = band;
    return pz;
}

Test(progress, counts_streaks_and_solved_puzzles_survive_a_save)
{
    PuzzleProgress p, back;
    char err[256];
    progress_default(&p);
    Puzzle a = tp_puzzle("ka0001", 1), b = tp_puzzle("ka0012", 3), c = tp_puzzle("ow0300", 2);
    progress_record(&p, 0, &a, 1, 1);
    progress_record(&p, 0, &b, 1, 1);
    cr_expect_eq(p.game[0].streak, 2);
    progress_record(&p, 0, &b, 0, 1); /* failed: the streak ends, the best stays */
    progress_record(&p, 0, &a, 1, 0); /* solved at a second try: no streak */
    progress_record(&p, 1, &c, 1, 1);
    cr_expect_eq(p.game[0].solved[1], 2);
    cr_expect_eq(p.game[0].solved[3], 1);
    cr_expect_eq(p.game[0].failed[3], 1);
    cr_expect_eq(p.game[0].streak, 0);
    cr_expect_eq(p.game[0].best_streak, 2);
    cr_expect(progress_is_done(&p, 0, "ka0012"));
    cr_expect(!progress_is_done(&p, 0, "ka0002"));
    cr_expect(progress_is_done(&p, 1, "ow0300"));
    cr_assert_eq(progress_save(tp_path, &p, err, sizeof err), 0, "%s", err);
    cr_assert_eq(progress_load(tp_path, &back, err, sizeof err), 0, "%s", err);
    cr_expect_eq(memcmp(&p, &back, sizeof p), 0, "the record read back differs");
}

Test(progress, an_absent_file_is_an_empty_record)
{
    PuzzleProgress p;
    char err[256];
    cr_assert_eq(progress_load(tp_path, &p, err, sizeof err), 0);
    cr_expect_eq(p.game[0].best_streak, 0);
}

Test(progress, a_damaged_file_is_refused_and_left_as_it_was)
{
    static const char *const damaged[] = {
        "kalah_solved = 1 2\n",            /* a band missing */
        "kalah_solved = 1 -2 3\n",         /* a count below zero */
        "kalah_streak = 5 2\n",            /* the streak above the best */
        "kalah_done = 0g\n",               /* not hex */
        "# ok\nkalah solved 1 2 3\n",      /* no '=': line 2 */
    };
    for (size_t i = 0; i < sizeof damaged / sizeof damaged[0]; i++) {
        tp_write(damaged[i]);
        PuzzleProgress p;
        char err[256];
        cr_expect_eq(progress_load(tp_path, &p, err, sizeof err), -1, "accepted: %s", damaged[i]);
        cr_expect(strstr(err, i == 4 ? "line 2" : "line 1") != NULL, "%s", err);
        cr_expect_eq(p.game[0].solved[1], 0);
        FILE *f = fopen(tp_path, "r");
        char text[128] = "";
        cr_assert_not_null(f);
        text[fread(text, 1, sizeof text - 1, f)] = '\0';
        fclose(f);
        cr_expect_str_eq(text, damaged[i]);
    }
}

Test(progress, a_newer_version_s_fields_and_games_are_passed_over)
{
    tp_write("kalah_solved = 1 2 3\nkalah_rating = 1500\nchess_solved = 9 9 9\n");
    PuzzleProgress p;
    char err[256];
    cr_assert_eq(progress_load(tp_path, &p, err, sizeof err), 0, "%s", err);
    cr_expect_eq(p.game[0].solved[3], 3);
}

Test(progress, a_puzzle_s_number_is_the_end_of_its_identifier)
{
    cr_expect_eq(progress_number("ka0012"), 12);
    cr_expect_eq(progress_number("ow0300"), 300);
    cr_expect_eq(progress_number("k"), 0);
    cr_expect_eq(progress_number("ka0000"), 0);
    cr_expect_eq(progress_number("ka99999"), 0);
}
