/*
 * test_puzzle.c - puzzles (puzzle.h): the text of a set read and written
 * back, each kind of damage refused with its line, a false claim found
 * out (another answer, another margin, two winning moves, a reply that is
 * not a best one), the generator making the same set from the same seed,
 * and every shipped puzzle proven again from its text, each position once
 * with its mirror.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "pos_edit.h"
#include "puzzle.h"
#include "record.h"

static Game *tp_game(const char *name, const char *opt)
{
    const GameRules *rules = game_find(name);
    cr_assert_not_null(rules);
    GameOptions o;
    char err[256];
    game_options_default(rules, &o);
    if (opt)
        cr_assert_eq(game_options_set(rules, &o, opt, err, sizeof err), 0, "%s", err);
    Game *g = game_create(rules, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    return g;
}

/* A set read from text: 0 or -1, err filled. */
static int tp_read(const char *text, PuzzleSet *set, char *err, size_t len)
{
    return puzzle_set_read(text, strlen(text), set, err, len);
}

/* Two puzzles of the shipped Kalah set's kind, found by the generator:
 * D alone wins by 6 (D: 6, F: -6, C: -8, A: -14), and F then E. */
static const char *const tp_kalah =
    "tabula-puzzles 1 kalah pits=6 seeds=4 empty_capture=off\n"
    "# a comment, then a blank line\n"
    "\n"
    "t1 | 2,0,3,1,0,4/1,2,0,3,1,2/14,15/1 | win 6 | D | 1 | proven\n"
    "t2 | 1,3,4,2,2,1/1,1,2,2,0,1/12,16/1 | win 4 | F E | 3 | proven\n";

Test(puzzle, a_set_reads_and_is_written_back)
{
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tp_read(tp_kalah, &set, err, sizeof err), 0, "%s", err);
    cr_assert_eq(set.n, 2);
    cr_assert_str_eq(set.rules->name, "kalah");
    cr_assert_str_eq(set.puzzle[1].id, "t2");
    cr_assert_eq(set.puzzle[1].goal, PUZZLE_WIN);
    cr_assert_eq(set.puzzle[1].amount, 4);
    cr_assert_eq(set.puzzle[1].nline, 2);
    cr_assert_str_eq(set.puzzle[1].line[1], "E");
    cr_assert_eq(set.puzzle[1].band, 3);
    char *text = puzzle_set_text(&set);
    cr_assert_not_null(text);
    cr_assert_str_eq(text, "tabula-puzzles 1 kalah pits=6 seeds=4 empty_capture=off\n"
                           "t1 | 2,0,3,1,0,4/1,2,0,3,1,2/14,15/1 | win 6 | D | 1 | proven\n"
                           "t2 | 1,3,4,2,2,1/1,1,2,2,0,1/12,16/1 | win 4 | F E | 3 | proven\n");
    free(text);
    puzzle_set_free(&set);
}

/* The damaged set `text` is refused, err starting with `prefix`. */
static void tp_refused(const char *text, const char *prefix)
{
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tp_read(text, &set, err, sizeof err), -1, "accepted: %s", text);
    cr_expect(strncmp(err, prefix, strlen(prefix)) == 0, "'%s' does not start with '%s'", err, prefix);
}

#define TP_HEAD "tabula-puzzles 1 kalah\n"
#define TP_POS "2,0,3,1,0,4/1,2,0,3,1,2/14,15/1"

Test(puzzle, damage_is_refused_with_its_line)
{
    tp_refused("", "line 1: not a puzzle set");
    tp_refused("tabula-puzzles 2 kalah\n", "line 1: version 2");
    tp_refused("tabula-puzzles 1 chess\n", "line 1: unknown game 'chess'");
    tp_refused("tabula-puzzles 1 kalah pits=12\n", "line 1: ");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 | D | 1\n", "line 2: expected six fields");
    tp_refused(TP_HEAD "t1 | 2,0,3/1,2/1 | win 6 | D | 1 | proven\n", "line 2: t1: the position does not read");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 0 | D | 1 | proven\n", "line 2: t1: the goal must be");
    tp_refused(TP_HEAD "t1 | " TP_POS " | lose 2 | D | 1 | proven\n", "line 2: t1: the goal must be");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 | B | 1 | proven\n", "line 2: t1: move 1 of the line, 'B'");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 |  | 1 | proven\n", "line 2: t1: the line has no move");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 | D | 4 | proven\n", "line 2: t1: the band must be 1 to 3");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 | D | 1 | guessed\n", "line 2: t1: the proof must be 'proven'");
    tp_refused(TP_HEAD "t1 | " TP_POS " | win 6 | D | 1 | proven\n\nt1 | " TP_POS " | win 6 | D | 1 | proven\n",
               "line 4: the identifier t1 is used twice");
}

/* puzzle_check of one puzzle line of Kalah(6,4): 0 or -1, why filled. */
static int tp_check(const char *line, char *why, size_t len)
{
    char text[1024];
    snprintf(text, sizeof text, TP_HEAD "%s\n", line);
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tp_read(text, &set, err, sizeof err), 0, "%s", err);
    Game *g = tp_game("kalah", NULL);
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    cr_assert_not_null(s);
    int rc = puzzle_check(s, g, &set.puzzle[0], 0, why, len);
    search_destroy(s);
    game_destroy(g);
    puzzle_set_free(&set);
    return rc;
}

Test(puzzle, a_false_claim_is_found_out)
{
    char why[256];
    cr_assert_eq(tp_check("t1 | " TP_POS " | win 6 | D | 1 | proven", why, sizeof why), 0, "%s", why);
    cr_assert_eq(tp_check("t1 | " TP_POS " | win 6 | F | 1 | proven", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 1: the answer is D, not F");
    cr_assert_eq(tp_check("t1 | " TP_POS " | win 5 | D | 1 | proven", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 1: the best play wins by 6, not as the puzzle says");
    cr_assert_eq(tp_check("t1 | " TP_POS " | draw | D | 1 | proven", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 1: the best play wins by 6, not as the puzzle says");
    /* I and L both win by 2 (I: 2, L: 2, H: -2, G: -4, J: -8): no single move wins. */
    cr_assert_eq(tp_check("t1 | 1,3,4,2,2,1/1,1,2,2,0,1/12,16/2 | win 2 | I | 1 | proven", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 1: no single move wins while every other loses");
    /* After D, player 2's best reply is G (-6); J loses by 8. */
    cr_assert_eq(tp_check("t1 | " TP_POS " | win 6 | D J | 1 | proven", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 2: the reply J is not one of the best");
}

/* Two generator runs of g with the seed: their texts. */
static char *tp_generate(Game *g, uint64_t seed)
{
    PuzzleGenOptions o = {.seed = seed, .count = 8, .min_seeds = 8, .max_seeds = 24, .max_nodes = 2000000,
                          .max_player_moves = 3, .max_games = 200, .id_prefix = "g"};
    PuzzleSet set;
    char err[256];
    cr_assert_eq(puzzle_generate(g, &g->opts, &o, &set, err, sizeof err), 0, "%s", err);
    cr_assert_eq(set.n, 8);
    char *text = puzzle_set_text(&set);
    cr_assert_not_null(text);
    /* What it made, it proves again. */
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    for (int i = 0; i < set.n; i++) {
        char why[256];
        cr_expect_eq(puzzle_check(s, g, &set.puzzle[i], o.max_nodes, why, sizeof why), 0, "%s: %s",
                     set.puzzle[i].id, why);
    }
    search_destroy(s);
    puzzle_set_free(&set);
    return text;
}

Test(puzzle, one_seed_makes_one_set)
{
    Game *g = tp_game("kalah", NULL);
    char *a = tp_generate(g, 5), *b = tp_generate(g, 5), *c = tp_generate(g, 6);
    cr_expect_str_eq(a, b);
    cr_expect_str_neq(a, c);
    free(a);
    free(b);
    free(c);
    game_destroy(g);
}

/* ---- the shipped sets ---- */

/* The smaller of a sowing position's text and its mirror's. */
static void tp_canonical(const Game *g, const char *pos, char *out, size_t len)
{
    Pos *p = pos_new(g);
    PosSketch sk, m;
    PosLayout lay;
    PosCheck why;
    char err[256], a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];
    cr_assert_eq(game_parse_position(g, pos, p, NULL, err, sizeof err), 0, "%s", err);
    cr_assert_eq(pos_layout(g, &lay), 0);
    cr_assert_eq(pos_sketch_read(g, p, &sk), 0);
    m = sk;
    for (int i = 0; i < lay.width; i++) {
        m.place[i] = sk.place[i + lay.width];
        m.place[i + lay.width] = sk.place[i];
    }
    m.place[2 * lay.width] = sk.place[2 * lay.width + 1];
    m.place[2 * lay.width + 1] = sk.place[2 * lay.width];
    m.side ^= 1;
    cr_assert_eq(pos_sketch_text(g, &sk, a, sizeof a, &why), 0);
    cr_assert_eq(pos_sketch_text(g, &m, b, sizeof b, &why), 0);
    snprintf(out, len, "%s", strcmp(a, b) < 0 ? a : b);
    pos_free(p);
}

/* Every shipped puzzle is proven in the gcc and clang builds; the
 * sanitizers' build, five times slower, proves every K-th
 * (TABULA_TEST_SAMPLE=K, which tools/test.sh sets there) and checks the
 * rest for everything but the proof. */
static void tp_shipped(const char *file, const char *game)
{
    int every = eu_test_sample();
    char path[1024], *text = NULL, err[512];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/assets/puzzles/%s", TABULA_SOURCE_DIR, file);
    cr_assert_eq(record_read_file(path, &text, &len, err, sizeof err), 0, "%s", err);
    PuzzleSet set;
    cr_assert_eq(puzzle_set_read(text, len, &set, err, sizeof err), 0, "%s: %s", path, err);
    free(text);
    cr_assert_str_eq(set.rules->name, game);
    cr_expect_geq(set.n, 300);
    Game *g = game_create(set.rules, &set.opts, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    cr_assert_not_null(s);
    int bands[PUZZLE_BANDS + 1] = {0};
    char(*keys)[GAME_TEXT_MAX] = malloc(sizeof *keys * (size_t)set.n);
    cr_assert_not_null(keys);
    for (int i = 0; i < set.n; i++) {
        const Puzzle *pz = &set.puzzle[i];
        char why[256];
        bands[pz->band]++;
        if (i % every == 0)
            cr_expect_eq(puzzle_check(s, g, pz, 0, why, sizeof why), 0, "%s: %s", pz->id, why);
        tp_canonical(g, pz->pos, keys[i], sizeof keys[i]);
        for (int k = 0; k < i; k++)
            cr_expect_str_neq(keys[k], keys[i], "%s and %s are one position", set.puzzle[k].id, pz->id);
    }
    for (int b = 1; b <= PUZZLE_BANDS; b++)
        cr_expect_geq(bands[b], set.n / (PUZZLE_BANDS + 1), "band %d holds %d of %d", b, bands[b], set.n);
    free(keys);
    search_destroy(s);
    game_destroy(g);
    puzzle_set_free(&set);
}

Test(puzzle, every_shipped_kalah_puzzle_is_proven_again, .timeout = 900) { tp_shipped("kalah.txt", "kalah"); }

Test(puzzle, every_shipped_oware_puzzle_is_proven_again, .timeout = 900) { tp_shipped("oware.txt", "oware"); }
