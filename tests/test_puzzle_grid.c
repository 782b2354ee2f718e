/*
 * test_puzzle_grid.c - the grid games' puzzles, found by search
 * (puzzle.h, puzzle_grid.c, docs/puzzle-format.md): their text read and
 * written back, goals and proofs that do not fit the game refused, a
 * false claim found out (another amount, another answer, a reply that is
 * not a best one, a line that stops short), the mirrors of a position
 * sharing one key, the generator making the same set from the same seed,
 * the defence to a wrong move, the order the bands are offered in, and
 * every shipped Hasami Shogi and Khan puzzle found again from its
 * text, each position once with its mirrors.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "pos_check.h"
#include "puzzle.h"
#include "record.h"

#define TG_HASAMI_HEAD "tabula-puzzles 1 hasami corner2=off diagonal=off defeat=2 lead=3\n"
#define TG_KHAN_HEAD "tabula-puzzles 1 khan orientation=0\n"
/* White c1-c4 takes b4 between a4 and c4 (hs0001 of the shipped set). */
#define TG_HASAMI_POS "" \
    ".WW.WWWWW/W......../........./WB......./........./..B....../........./........B/...BBBBB./w"
/* Ocre a4-a2, Rouge's best e6-d6, then Ocre e1-e3 takes a sbire and keeps
 * it (kh0014). */
#define TG_KHAN_POS "....s./.....S/.s..S./k.s.../S.Ks../....S./2/o/1,1"

static Game *tg_game(const char *name)
{
    const GameRules *rules = game_find(name);
    cr_assert_not_null(rules);
    GameOptions o;
    char err[256];
    game_options_default(rules, &o);
    Game *g = game_create(rules, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    return g;
}

static int tg_read(const char *text, PuzzleSet *set, char *err, size_t len)
{
    return puzzle_set_read(text, strlen(text), set, err, len);
}

Test(puzzle_grid, a_set_reads_and_is_written_back)
{
    static const char *const text = TG_KHAN_HEAD "# found by search\n"
                                                 "t1 | " TG_KHAN_POS " | gain 1 | a4a2 e6d6 e1e3 | 3 | search 8\n"
                                                 "t2 | ..s.../.skss./...K.s/....../..S..S/..SS.S/3/o/0,0 | win | "
                                                 "b2d3 | 2 | search 8\n";
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tg_read(text, &set, err, sizeof err), 0, "%s", err);
    cr_assert_eq(set.n, 2);
    cr_assert_str_eq(set.rules->name, "khan");
    cr_expect_eq(set.puzzle[0].goal, PUZZLE_GAIN);
    cr_expect_eq(set.puzzle[0].amount, 1);
    cr_expect_eq(set.puzzle[0].nline, 3);
    cr_expect_eq(set.puzzle[0].proven, 0);
    cr_expect_eq(set.puzzle[0].depth, 8);
    cr_expect_eq(set.puzzle[1].goal, PUZZLE_WIN);
    cr_expect_eq(set.puzzle[1].amount, 0);
    char *back = puzzle_set_text(&set);
    cr_assert_not_null(back);
    cr_expect_str_eq(back, TG_KHAN_HEAD "t1 | " TG_KHAN_POS " | gain 1 | a4a2 e6d6 e1e3 | 3 | search 8\n"
                                        "t2 | ..s.../.skss./...K.s/....../..S..S/..SS.S/3/o/0,0 | win | b2d3 | 2 | "
                                        "search 8\n");
    free(back);
    puzzle_set_free(&set);
}

static void tg_refused(const char *text, const char *prefix)
{
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tg_read(text, &set, err, sizeof err), -1, "accepted: %s", text);
    cr_expect(strncmp(err, prefix, strlen(prefix)) == 0, "'%s' does not start with '%s'", err, prefix);
}

#define TG_KALAH "tabula-puzzles 1 kalah\nt1 | 2,0,3,1,0,4/1,2,0,3,1,2/14,15/1 | "
#define TG_HASAMI TG_HASAMI_HEAD "t1 | " TG_HASAMI_POS " | "

Test(puzzle_grid, goals_and_proofs_must_fit_the_game)
{
    /* A grid goal or proof in a sowing set. */
    tg_refused(TG_KALAH "gain 6 | D | 1 | proven\n", "line 2: t1: the goal must be 'win N'");
    tg_refused(TG_KALAH "win | D | 1 | proven\n", "line 2: t1: the goal must be 'win N'");
    tg_refused(TG_KALAH "win 6 | D | 1 | search 4\n", "line 2: t1: the proof must be 'proven'");
    /* A sowing goal or proof in a grid set. */
    tg_refused(TG_HASAMI "win 1 | c1c4 | 1 | search 4\n", "line 2: t1: the goal must be 'gain N'");
    tg_refused(TG_HASAMI "draw | c1c4 | 1 | search 4\n", "line 2: t1: the goal must be 'gain N'");
    tg_refused(TG_HASAMI "gain 1 | c1c4 | 1 | proven\n", "line 2: t1: the proof must be 'search D'");
    /* Amounts and depths out of range. */
    tg_refused(TG_HASAMI "gain 0 | c1c4 | 1 | search 4\n", "line 2: t1: the goal must be 'gain N'");
    tg_refused(TG_HASAMI "gain -1 | c1c4 | 1 | search 4\n", "line 2: t1: the goal must be 'gain N'");
    tg_refused(TG_HASAMI "gain 1 | c1c4 | 1 | search 0\n", "line 2: t1: the proof must be 'search D'");
    tg_refused(TG_HASAMI "gain 1 | c1c4 | 1 | search 13\n", "line 2: t1: the proof must be 'search D'");
    tg_refused(TG_HASAMI "gain 1 | c1c4 | 1 | search\n", "line 2: t1: the proof must be 'search D'");
    tg_refused(TG_HASAMI "gain 1 | c1c9 | 1 | search 4\n", "line 2: t1: move 1 of the line, 'c1c9'");
}

/* puzzle_check of one puzzle line under the header: 0 or -1, why filled. */
static int tg_check(const char *head, const char *line, char *why, size_t len)
{
    char text[1024];
    snprintf(text, sizeof text, "%s%s\n", head, line);
    PuzzleSet set;
    char err[512];
    cr_assert_eq(tg_read(text, &set, err, sizeof err), 0, "%s", err);
    Game *g = game_create(set.rules, &set.opts, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    cr_assert_not_null(s);
    int rc = puzzle_check(s, g, &set.puzzle[0], 0, why, len);
    search_destroy(s);
    game_destroy(g);
    puzzle_set_free(&set);
    return rc;
}

/* A legal move of pos other than `not`, in the notation. */
static void tg_other_move(const char *game, const char *pos, const char *not, char *out, size_t len)
{
    Game *g = tg_game(game);
    Pos *p = pos_new(g);
    char err[256];
    cr_assert_eq(game_parse_position(g, pos, p, NULL, err, sizeof err), 0, "%s", err);
    Move legal[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, legal);
    out[0] = '\0';
    for (int i = 0; i < n && !out[0]; i++) {
        g->rules->format_move(g, p, legal[i], out, len);
        if (strcmp(out, not) == 0)
            out[0] = '\0';
    }
    cr_assert(out[0], "no other move");
    pos_free(p);
    game_destroy(g);
}

Test(puzzle_grid, a_false_claim_is_found_out)
{
    char why[256], line[512], other[PUZZLE_MOVE_MAX];
    cr_assert_eq(tg_check(TG_HASAMI_HEAD, "t1 | " TG_HASAMI_POS " | gain 1 | c1c4 | 1 | search 4", why, sizeof why),
                 0, "%s", why);
    /* Another amount, another goal. */
    cr_assert_eq(tg_check(TG_HASAMI_HEAD, "t1 | " TG_HASAMI_POS " | gain 2 | c1c4 | 1 | search 4", why, sizeof why),
                 -1);
    cr_expect_str_eq(why, "move 1: the search finds a gain of 1, not as the puzzle says");
    cr_assert_eq(tg_check(TG_HASAMI_HEAD, "t1 | " TG_HASAMI_POS " | win | c1c4 | 1 | search 4", why, sizeof why), -1);
    cr_expect_str_eq(why, "move 1: the search finds a gain of 1, not as the puzzle says");
    /* Another answer. */
    tg_other_move("hasami", TG_HASAMI_POS, "c1c4", other, sizeof other);
    snprintf(line, sizeof line, "t1 | %s | gain 1 | %s | 1 | search 4", TG_HASAMI_POS, other);
    char expected[128];
    snprintf(expected, sizeof expected, "move 1: the answer is c1c4, not %s", other);
    cr_assert_eq(tg_check(TG_HASAMI_HEAD, line, why, sizeof why), -1);
    cr_expect_str_eq(why, expected);

    cr_assert_eq(tg_check(TG_KHAN_HEAD, "t1 | " TG_KHAN_POS " | gain 1 | a4a2 e6d6 e1e3 | 1 | search 8", why,
                          sizeof why),
                 0, "%s", why);
    /* The line stops before the sbire is taken, or at the reply. */
    cr_assert_eq(tg_check(TG_KHAN_HEAD, "t1 | " TG_KHAN_POS " | gain 1 | a4a2 | 1 | search 8", why, sizeof why), -1);
    cr_expect_str_eq(why, "after the line the player is 0 men up, not 1");
    cr_assert_eq(tg_check(TG_KHAN_HEAD, "t1 | " TG_KHAN_POS " | gain 1 | a4a2 e6d6 | 1 | search 8", why, sizeof why),
                 -1);
    cr_expect_str_eq(why, "the line ends with the opponent's reply");
    /* A reply that is not one of the best: Rouge has three, and e6-f6
     * loses the Kalista at once where e6-d6 loses a sbire. */
    cr_assert_eq(tg_check(TG_KHAN_HEAD, "t1 | " TG_KHAN_POS " | gain 1 | a4a2 e6f6 e1e3 | 1 | search 8", why,
                          sizeof why),
                 -1);
    cr_expect_str_eq(why, "move 2: the reply e6f6 is not one of the best");
}

/* How many puzzles the generator's test makes: three, or one in the
 * sanitizers' build (TABULA_TEST_SAMPLE set), twenty times slower there. */
static int tg_generated(void)
{
    return eu_test_sample() > 1 ? 1 : 3;
}

/* A generator run: its text, every puzzle found again. */
static char *tg_generate(Game *g, uint64_t seed, int depth)
{
    PuzzleGenOptions o = {.seed = seed, .count = tg_generated(), .min_seeds = 4, .max_seeds = 24,
                          .max_nodes = 2000000, .max_player_moves = 3, .max_games = 200, .depth = depth,
                          .id_prefix = "g"};
    PuzzleSet set;
    char err[256];
    cr_assert_eq(puzzle_generate(g, &g->opts, &o, &set, err, sizeof err), 0, "%s", err);
    cr_assert_eq(set.n, o.count);
    char *text = puzzle_set_text(&set);
    cr_assert_not_null(text);
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    for (int i = 0; i < set.n; i++) {
        char why[256];
        cr_expect_eq(set.puzzle[i].depth, depth);
        cr_expect_eq(puzzle_check(s, g, &set.puzzle[i], 0, why, sizeof why), 0, "%s: %s", set.puzzle[i].id, why);
    }
    search_destroy(s);
    puzzle_set_free(&set);
    return text;
}

/* Khan's search at 6 plies rather than the set's 8: the same code, a
 * seventh of the time. */
static void tg_one_seed_one_set(const char *game, int depth)
{
    Game *g = tg_game(game);
    char *a = tg_generate(g, 5, depth), *b = tg_generate(g, 5, depth), *c = tg_generate(g, 6, depth);
    cr_expect_str_eq(a, b);
    cr_expect_str_neq(a, c);
    free(a);
    free(b);
    free(c);
    game_destroy(g);
}

Test(puzzle_grid, one_seed_makes_one_hasami_set, .timeout = 300) { tg_one_seed_one_set("hasami", 4); }

Test(puzzle_grid, one_seed_makes_one_khan_set, .timeout = 300) { tg_one_seed_one_set("khan", 6); }

/* ---- mirrors ---- */

static void tg_key(const char *game, const char *pos, char *out, size_t len)
{
    Game *g = tg_game(game);
    cr_assert_eq(puzzle_position_key(g, pos, out, len), 0, "%s does not read", pos);
    game_destroy(g);
}

/* A Hasami Shogi text with its board changed square by square: the
 * square (r, c) of the result is (src_r, src_c) of the text. */
static void tg_hasami_image(const char *pos, int turn, int reflect, int colours, char *out)
{
    int n = 9, k = 0;
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            int sr = turn ? n - 1 - c : r, sc = turn ? r : c; /* a quarter turn clockwise */
            if (reflect)
                sc = n - 1 - sc;
            char v = pos[sr * (n + 1) + sc];
            out[k++] = !colours ? v : v == 'B' ? 'W' : v == 'W' ? 'B' : v;
        }
        out[k++] = '/';
    }
    char side = pos[n * (n + 1)];
    out[k++] = !colours ? side : side == 'b' ? 'w' : 'b';
    out[k] = '\0';
}

Test(puzzle_grid, the_defence_to_a_wrong_move_is_the_searchs_best_reply)
{
    Game *g = tg_game("hasami");
    Search *s = search_create(g, PUZZLE_TT_BYTES);
    Pos *p = pos_new(g);
    char err[256], text[PUZZLE_MOVE_MAX];
    cr_assert_eq(game_parse_position(g, TG_HASAMI_POS, p, NULL, err, sizeof err), 0, "%s", err);
    /* c1c5 instead of c1c4: Black's b4c4 takes it back at once (c5 between
     * c4 and c6), and White ends a man down on its start (9 men to 8). */
    Move m;
    cr_assert_eq(game_parse_legal_move(g, p, "c1c5", &m), 0);
    g->rules->play(g, p, m, NULL);
    PuzzleDefence d;
    cr_assert_eq(puzzle_defence(s, g, p, 4, 0, &d), 0);
    g->rules->format_move(g, p, d.reply, text, sizeof text);
    cr_expect_str_eq(text, "b4c4");
    cr_expect_eq(d.taken, 1);
    cr_expect_eq(d.value, 0);
    /* The same reply as the 3-ply search's best, read by hand. */
    MoveValues mv;
    cr_assert_eq(puzzle_search_values(s, g, p, 3, 0, &mv), 0);
    cr_expect_eq(mv.move[0], d.reply);
    cr_expect_eq(-mv.value[0], d.value);
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

Test(puzzle_grid, every_band_at_once_starts_with_the_easiest)
{
    /* Bands 3 2 3 1 2 1 1 1 3: a band in the set's order; all of them at
     * once three of the easiest first, then one of each band in turn. */
    static const int bands[] = {3, 2, 3, 1, 2, 1, 1, 1, 3};
    PuzzleSet set = {.n = 9};
    Puzzle pz[9];
    memset(pz, 0, sizeof pz);
    for (int i = 0; i < 9; i++)
        pz[i].band = bands[i];
    set.puzzle = pz;
    int order[9], n = puzzle_order(&set, 0, order);
    static const int mixed[] = {3, 5, 6, 7, 1, 0, 4, 2, 8};
    cr_assert_eq(n, 9);
    for (int i = 0; i < n; i++)
        cr_expect_eq(order[i], mixed[i], "place %d: %d, not %d", i, order[i], mixed[i]);
    n = puzzle_order(&set, 3, order);
    cr_assert_eq(n, 3);
    cr_expect(order[0] == 0 && order[1] == 2 && order[2] == 8);
}

Test(puzzle_grid, a_position_and_its_mirrors_have_one_key)
{
    char key[GAME_TEXT_MAX], other[GAME_TEXT_MAX], image[GAME_TEXT_MAX];
    tg_key("hasami", TG_HASAMI_POS, key, sizeof key);
    for (int t = 0; t < 2; t++)
        for (int f = 0; f < 2; f++)
            for (int c = 0; c < 2; c++) {
                tg_hasami_image(TG_HASAMI_POS, t, f, c, image);
                tg_key("hasami", image, other, sizeof other);
                cr_expect_str_eq(key, other, "turn %d reflect %d colours %d: %s", t, f, c, image);
            }
    /* The same men, another side to move: another position. */
    snprintf(image, sizeof image, "%s", TG_HASAMI_POS);
    image[strlen(image) - 1] = 'b';
    tg_key("hasami", image, other, sizeof other);
    cr_expect_str_neq(key, other);

    /* Khan: the colours, the reserves and the side to move swapped. */
    tg_key("khan", TG_KHAN_POS, key, sizeof key);
    tg_key("khan", "....S./.....s/.S..s./K.S.../s.kS../....s./2/r/1,1", other, sizeof other);
    cr_expect_str_eq(key, other);
    /* Its layout has no symmetry: the board reflected is another position. */
    tg_key("khan", ".s..../S...../.S..s./...s.k/..sK.S/.S..../2/o/1,1", other, sizeof other);
    cr_expect_str_neq(key, other);
}

/* ---- the shipped sets ---- */

/* Every shipped puzzle is found again in the gcc and clang builds; the
 * sanitizers' build, five times slower, checks every K-th
 * (TABULA_TEST_SAMPLE=K, as tools/test.sh sets it) and reads the rest. */
static void tg_shipped(const char *file, const char *game, int depth)
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
    cr_expect_geq(set.n, 100);
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
        cr_expect(!pz->proven && pz->depth == depth, "%s: not found by the set's search", pz->id);
        if (i % every == 0)
            cr_expect_eq(puzzle_check(s, g, pz, 0, why, sizeof why), 0, "%s: %s", pz->id, why);
        cr_assert_eq(puzzle_position_key(g, pz->pos, keys[i], sizeof keys[i]), 0);
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

Test(puzzle_grid, every_shipped_hasami_puzzle_is_found_again, .timeout = 600) { tg_shipped("hasami.txt", "hasami", 4); }

Test(puzzle_grid, every_shipped_khan_puzzle_is_found_again, .timeout = 600) { tg_shipped("khan.txt", "khan", 8); }
