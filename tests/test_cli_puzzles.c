/*
 * test_cli_puzzles.c - `tabula-cli puzzles`: generate makes the set asked
 * for, the same for the same seed, in the format puzzle_set_read reads,
 * and verify proves it again; verify names a puzzle that does not hold
 * and fails.  A grid game's set is found by search and said so.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_pipe.h"
#include "puzzle.h"
#include "record.h"

static char out[1 << 16];
static char dir[] = "/tmp/tabula-cli-puzzles-XXXXXX";

static void make_dir(void) { cr_assert_not_null(mkdtemp(dir)); }

static char *read_text(const char *path, size_t *len)
{
    char *text, why[512];
    cr_assert_eq(record_read_file(path, &text, len, why, sizeof why), 0, "%s", why);
    return text;
}

/* Generates into dir/NAME; its text. */
static char *generate(const char *args, const char *name, size_t *len)
{
    char cmd[512], path[300];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    snprintf(cmd, sizeof cmd, "puzzles generate %s --out %s 2>/dev/null", args, path);
    cr_assert_eq(cli_pipe_run(cmd, "", 0, out, sizeof out), 0, "%s", cmd);
    cr_expect_str_eq(out, "", "the set goes to the file");
    return read_text(path, len);
}

/* Runs verify on dir/NAME: its exit status, the output in out. */
static int verify(const char *name)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "puzzles verify %s/%s 2>&1", dir, name);
    return cli_pipe_run(cmd, "", 0, out, sizeof out);
}

/* out's summary line, the time cut off. */
static void expect_summary(const char *want)
{
    size_t n = strlen(want);
    cr_expect_eq(strncmp(out, want, n), 0, "%s", out);
    double secs;
    cr_expect_eq(sscanf(out + n, ", in %lf s", &secs), 1, "%s", out);
}

static void write_text(const char *name, const char *text)
{
    char path[300], why[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    cr_assert_eq(record_write_file(path, text, strlen(text), why, sizeof why), 0, "%s", why);
}

static void remove_dir(const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        char path[300];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
}

Test(cli_puzzles, generate_then_verify_a_sowing_set)
{
    make_dir();
    size_t len, len2;
    char *text = generate("--game kalah --opt pits=4 --opt seeds=3 --count 3 --seed 7 --prefix k", "a.txt", &len);
    char *again = generate("--seed 7 --count 3 --opt seeds=3 --game kalah --opt pits=4 --prefix k", "b.txt", &len2);
    cr_expect(len == len2 && memcmp(text, again, len) == 0, "the same seed made another set:\n%s\n%s", text, again);
    PuzzleSet set;
    char why[512];
    cr_assert_eq(puzzle_set_read(text, len, &set, why, sizeof why), 0, "%s", why);
    cr_expect_str_eq(set.rules->name, "kalah");
    cr_expect_eq(set.n, 3);
    for (int i = 0; i < set.n; i++) {
        char id[16];
        snprintf(id, sizeof id, "k%04d", i + 1);
        cr_expect_str_eq(set.puzzle[i].id, id);
        cr_expect_eq(set.puzzle[i].proven, 1);
    }
    puzzle_set_free(&set);
    free(text);
    free(again);
    cr_expect_eq(verify("a.txt"), 0, "%s", out);
    expect_summary("3 of 3 puzzles proven again, 0 do not hold");
    remove_dir((const char *const[]){"a.txt", "b.txt", NULL});
}

/* A set written by hand: one puzzle that holds, then the same with
 * another answer and another margin. */
Test(cli_puzzles, verify_names_what_does_not_hold)
{
    make_dir();
    static const char head[] = "tabula-puzzles 1 kalah pits=4 seeds=3 empty_capture=off\n";
    char text[512];
    snprintf(text, sizeof text, "%sp1 | 1,0,3,0/0,0,1,0/8,11/1 | win 2 | A | 1 | proven\n", head);
    write_text("good.txt", text);
    cr_expect_eq(verify("good.txt"), 0, "%s", out);
    expect_summary("1 of 1 puzzles proven again, 0 do not hold");
    snprintf(text, sizeof text,
             "%sp1 | 1,0,3,0/0,0,1,0/8,11/1 | win 2 | C | 1 | proven\n"
             "p2 | 1,0,3,0/0,0,1,0/8,11/1 | win 3 | A | 1 | proven\n",
             head);
    write_text("bad.txt", text);
    cr_expect_eq(verify("bad.txt"), 1, "%s", out);
    static const char why[] = "p1: move 1: the answer is A, not C\n"
                              "p2: move 1: the best play wins by 2, not as the puzzle says\n";
    cr_expect_eq(strncmp(out, why, strlen(why)), 0, "%s", out);
    char *summary = out + strlen(why);
    memmove(out, summary, strlen(summary) + 1);
    expect_summary("0 of 2 puzzles proven again, 2 do not hold");
    cr_expect_eq(cli_pipe_run("puzzles verify /nonexistent/set.txt 2>&1", "", 0, out, sizeof out), 1);
    cr_expect_eq(strncmp(out, "puzzles: /nonexistent/set.txt: ", 31), 0, "%s", out);
    remove_dir((const char *const[]){"good.txt", "bad.txt", NULL});
}

Test(cli_puzzles, a_grid_set_is_found_by_search)
{
    make_dir();
    size_t len;
    char *text = generate("--game hasami --count 1 --seed 3", "h.txt", &len);
    cr_expect_eq(strncmp(text, "tabula-puzzles 1 hasami ", 24), 0, "%s", text);
    free(text);
    cr_expect_eq(verify("h.txt"), 0, "%s", out);
    expect_summary("1 of 1 puzzles found by search again, 0 do not hold");
    remove_dir((const char *const[]){"h.txt", NULL});
}
