/*
 * test_pos_edit.c - positions set up through sketches (pos_edit.h) and
 * the codes of refused positions (pos_check.h): every refusal reason made
 * by a sketch of each game it applies to (the syntax ones, and the Khan's
 * power, which a sketch cannot write, by text); sketches equal to the same
 * positions given as text; every position of random games of the four
 * games read into a sketch and built back the same; the English of every
 * code; Khan's pieces still to place, and what a move does
 * (game_trace_move).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "games.h"
#include "pos_edit.h"

/* ---- helpers ---- */

/* The square of a grid game named as the notation does ("c5"). */
static int sq(const Game *g, const char *name)
{
    PosLayout l;
    cr_assert_eq(pos_layout(g, &l), 0);
    return (name[1] - '1') * l.width + (name[0] - 'a');
}

/* A sketch of the position text, through a parsed position. */
static void sketch_of(const Game *g, const char *text, PosSketch *sk)
{
    Pos *p = eu_pos(g, text);
    cr_assert_eq(pos_sketch_read(g, p, sk), 0);
    pos_free(p);
}

/* Builds sk, which must be refused for `want` (side too, unless -2); the
 * position given must not change, and the reason must read. */
static PosCheck refused(const Game *g, const PosSketch *sk, PosProblem want, int side)
{
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    Pos *before = pos_new(g);
    pos_copy(g, before, p);
    PosCheck why;
    char text[256];
    cr_assert_eq(pos_sketch_build(g, sk, p, &why), -1, "%s: built, wanted refusal %d", g->rules->name, (int)want);
    pos_check_text(g, &why, text, sizeof text);
    cr_expect_eq(why.problem, want, "%s: refused for %d (%s), wanted %d", g->rules->name, (int)why.problem, text,
                 (int)want);
    if (side != -2)
        cr_expect_eq(why.side, side, "%s: side %d, wanted %d (%s)", g->rules->name, why.side, side, text);
    cr_expect_neq(text[0], '\0');
    cr_expect_null(strstr(text, "impossible position (reason"), "no words for %d", (int)why.problem);
    cr_expect_eq(memcmp(p, before, g->rules->pos_size), 0, "a refused build changed the position");
    pos_free(p);
    pos_free(before);
    return why;
}

/* Reads text, which must be refused for `want`; returns the English. */
static void text_refused(const Game *g, const char *text, PosProblem want, const char *words)
{
    Pos *p = pos_new(g);
    PosCheck why;
    char err[256], old[256];
    cr_assert_neq(game_parse_position(g, text, p, &why, err, sizeof err), 0, "accepted %s", text);
    cr_expect_eq(why.problem, want, "'%s': refused for %d (%s), wanted %d", text, (int)why.problem, err, (int)want);
    cr_expect_not_null(strstr(err, words), "'%s': '%s' does not say '%s'", text, err, words);
    /* Without a PosCheck to fill, the same English. */
    cr_assert_neq(game_parse_position(g, text, p, NULL, old, sizeof old), 0);
    cr_expect_str_eq(old, err);
    pos_free(p);
}

static Game *game_opts(const char *name, const char *opt)
{
    const char *opts[] = {opt, NULL};
    return eu_game(name, opt ? opts : NULL);
}

/* ---- the text does not read (no sketch writes such text) ---- */

Test(pos_edit, syntax_row)
{
    Game *k = game_opts("kalah", NULL), *h = game_opts("hasami", NULL), *kh = game_opts("khan", NULL);
    text_refused(k, "4,4,4/4,4,4/0,0/1", POS_SYNTAX_ROW, "player 1's row must be 6 comma-separated counts");
    text_refused(k, "4,4,4,4,4,4/4,4,4,4,4,-4/0,0/1", POS_SYNTAX_ROW, "player 2's row");
    text_refused(h, "WWWWWWWWW/b", POS_SYNTAX_ROW, "row 2 must be 9 squares of B W .");
    text_refused(kh, ".s.k.s/s.s.s./....../.x..../SS.SS./..K..S/-/r/0,0", POS_SYNTAX_ROW, "row 4");
    game_destroy(k);
    game_destroy(h);
    game_destroy(kh);
}

Test(pos_edit, syntax_stores)
{
    Game *g = game_opts("oware", NULL);
    text_refused(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0/1", POS_SYNTAX_STORES, "stores");
    game_destroy(g);
}

Test(pos_edit, syntax_side)
{
    Game *o = game_opts("oware", NULL), *h = game_opts("hasami", NULL);
    text_refused(o, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/3", POS_SYNTAX_SIDE, "1 or 2");
    text_refused(h, "WWWWWWWWW/........./........./........./........./........./........./........./BBBBBBBBB/x",
                 POS_SYNTAX_SIDE, "b or w");
    game_destroy(o);
    game_destroy(h);
}

Test(pos_edit, syntax_khan_fields_reserves)
{
    Game *g = game_opts("khan", NULL);
    text_refused(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/4/r/0,0", POS_SYNTAX_KHAN, "Khan");
    text_refused(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/x/0,0", POS_SYNTAX_FIELDS, "expected");
    text_refused(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,6", POS_SYNTAX_RESERVES, "reserves");
    game_destroy(g);
}

/* ---- what a sketch holds that no position can ---- */

Test(pos_edit, count_range)
{
    Game *k = game_opts("kalah", NULL), *o = game_opts("oware", NULL), *kh = game_opts("khan", NULL);
    PosSketch sk;
    pos_sketch_start(k, &sk);
    sk.place[2] = -1;
    sk.place[3] += 1;
    PosCheck why = refused(k, &sk, POS_COUNT_RANGE, 0);
    cr_expect_eq(why.at, 2);
    cr_expect_eq(why.found, -1);
    pos_sketch_start(o, &sk);
    sk.place[13] = 300; /* player 2's store */
    why = refused(o, &sk, POS_COUNT_RANGE, 1);
    cr_expect_eq(why.expected, 255);
    sketch_of(kh, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    sk.reserve[1] = 6;
    why = refused(kh, &sk, POS_COUNT_RANGE, 1);
    cr_expect_eq(why.at, -1);
    cr_expect_eq(why.expected, 5);
    game_destroy(k);
    game_destroy(o);
    game_destroy(kh);
}

Test(pos_edit, bad_value)
{
    Game *h = game_opts("hasami", NULL), *kh = game_opts("khan", NULL);
    PosSketch sk;
    pos_sketch_start(h, &sk);
    sk.place[40] = 3; /* no piece code 3 in Hasami Shogi */
    cr_expect_eq(refused(h, &sk, POS_BAD_VALUE, -2).at, 40);
    pos_sketch_start(h, &sk);
    sk.side = 2;
    cr_expect_eq(refused(h, &sk, POS_BAD_VALUE, -2).at, -1);
    pos_sketch_start(h, &sk);
    sk.marker = 4; /* Hasami Shogi has no marker */
    cr_expect_eq(refused(h, &sk, POS_BAD_VALUE, -2).at, -2);
    pos_sketch_start(kh, &sk);
    sk.marker = 36;
    cr_expect_eq(refused(kh, &sk, POS_BAD_VALUE, -2).at, -2);
    game_destroy(h);
    game_destroy(kh);
}

Test(pos_edit, marker_square)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    /* After Rouge's move (Ocre to move): the Khan on an empty square, then on Ocre's own piece. */
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/o/0,0", &sk);
    sk.marker = sq(g, "c3");
    cr_expect_eq(refused(g, &sk, POS_MARKER_SQUARE, 0).at, sq(g, "c3"));
    sk.marker = sq(g, "b1");
    refused(g, &sk, POS_MARKER_SQUARE, 0);
    sk.marker = sq(g, "a5"); /* Rouge's sbire: fine */
    Pos *p = pos_new(g);
    PosCheck why;
    cr_expect_eq(pos_sketch_build(g, &sk, p, &why), 0, "refused %d", (int)why.problem);
    pos_free(p);
    game_destroy(g);
}

/* ---- the material ---- */

Test(pos_edit, seed_total)
{
    Game *k = game_opts("kalah", "pits=4"), *o = game_opts("oware", NULL);
    PosSketch sk;
    pos_sketch_start(k, &sk);
    sk.place[8] = 1; /* one seed too many in player 1's store */
    PosCheck why = refused(k, &sk, POS_SEED_TOTAL, -2);
    cr_expect_eq(why.found, 33);
    cr_expect_eq(why.expected, 32);
    pos_sketch_start(o, &sk);
    sk.place[0] = 3;
    why = refused(o, &sk, POS_SEED_TOTAL, -2);
    char text[128];
    pos_check_text(o, &why, text, sizeof text);
    cr_expect_str_eq(text, "the position holds 47 seeds, Oware has 48");
    game_destroy(k);
    game_destroy(o);
}

Test(pos_edit, too_many_men)
{
    Game *g = game_opts("hasami", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    sk.place[sq(g, "e5")] = 1;
    PosCheck why = refused(g, &sk, POS_TOO_MANY_MEN, 0);
    cr_expect_eq(why.found, 10);
    cr_expect_eq(why.expected, 9);
    game_destroy(g);
}

Test(pos_edit, too_many_sbires)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    sk.place[sq(g, "c5")] = 1; /* a sixth Rouge sbire */
    cr_expect_eq(refused(g, &sk, POS_TOO_MANY_SBIRES, 0).found, 6);
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    sk.reserve[1] = 1; /* five on the board and one in reserve */
    refused(g, &sk, POS_TOO_MANY_SBIRES, 1);
    game_destroy(g);
}

Test(pos_edit, sbires_missing)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/o/0,0", &sk);
    sk.marker = sq(g, "a5");
    sk.place[sq(g, "f6")] = 0; /* a Rouge sbire neither on the board nor taken */
    cr_expect_eq(refused(g, &sk, POS_SBIRES_MISSING, 0).found, 4);
    game_destroy(g);
}

Test(pos_edit, two_kalistas)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    sk.place[sq(g, "a1")] = 4; /* a second Ocre Kalista */
    sk.place[sq(g, "b1")] = 0;
    refused(g, &sk, POS_TWO_KALISTAS, 1);
    game_destroy(g);
}

Test(pos_edit, no_kalista)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    /* Rouge has just moved (the Khan on its sbire) without its Kalista. */
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/o/0,0", &sk);
    sk.place[sq(g, "c6")] = 0;
    sk.marker = sq(g, "a5");
    refused(g, &sk, POS_NO_KALISTA, 0);
    game_destroy(g);
}

/* A sketch's marker always stands on a piece of the side that just
 * moved, so its power has one: only a text can fail this. */
Test(pos_edit, khan_power_by_text)
{
    Game *g = game_opts("khan", NULL);
    text_refused(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/3/r/0,0", POS_KHAN_POWER, "Khan's power");
    game_destroy(g);
}

/* ---- Khan's set-up ---- */

Test(pos_edit, setup_reserve)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    sketch_of(g, "....../....../....../....../SS.SS./..K.../-/r/0,0", &sk);
    sk.reserve[0] = 1;
    cr_expect_eq(refused(g, &sk, POS_SETUP_RESERVE, 0).found, 1);
    game_destroy(g);
}

Test(pos_edit, setup_order)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    sk.place[sq(g, "c6")] = 0; /* Rouge's Kalista still to place, Ocre all placed */
    PosCheck why = refused(g, &sk, POS_SETUP_ORDER, 1);
    char text[128];
    pos_check_text(g, &why, text, sizeof text);
    cr_expect_str_eq(text, "Ocre places its pieces only after Rouge has placed all 6");
    game_destroy(g);
}

Test(pos_edit, setup_side)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    pos_sketch_clear(g, &sk);
    sk.place[sq(g, "a6")] = 2;
    sk.side = 1; /* Rouge is still placing */
    refused(g, &sk, POS_SETUP_SIDE, 0);
    game_destroy(g);
}

Test(pos_edit, setup_home)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    pos_sketch_clear(g, &sk);
    sk.place[sq(g, "a4")] = 1; /* row 4: not Rouge's home rows 5-6 */
    cr_expect_eq(refused(g, &sk, POS_SETUP_HOME, 0).at, sq(g, "a4"));
    game_destroy(g);
}

/* ---- positions play cannot go on from ---- */

Test(pos_edit, over_empty_row)
{
    Game *k = game_opts("kalah", "pits=2"), *o = game_opts("oware", NULL);
    PosSketch sk;
    sketch_of(k, "0,1/0,0/1,14/1", &sk); /* game_parse_position takes it: a finished game */
    refused(k, &sk, POS_OVER_EMPTY_ROW, 1);
    pos_sketch_clear(o, &sk);
    sk.place[6] = 10; /* player 2 has seeds, player 1, to move, none */
    sk.place[12] = 20;
    sk.place[13] = 18;
    refused(o, &sk, POS_OVER_EMPTY_ROW, 0);
    game_destroy(k);
    game_destroy(o);
}

Test(pos_edit, over_no_feed)
{
    Game *g = game_opts("oware", NULL);
    PosSketch sk;
    pos_sketch_clear(g, &sk);
    sk.place[0] = 1; /* one seed in A cannot reach player 2's empty row */
    sk.place[12] = 24;
    sk.place[13] = 23;
    refused(g, &sk, POS_OVER_NO_FEED, 0);
    sk.place[0] = 0;
    sk.place[5] = 1; /* F's seed reaches G: play goes on */
    Pos *p = pos_new(g);
    cr_expect_eq(pos_sketch_build(g, &sk, p, NULL), 0);
    pos_free(p);
    game_destroy(g);
}

Test(pos_edit, over_captured)
{
    Game *g = game_opts("oware", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    for (int i = 6; i < 12; i++)
        sk.place[i] = 0;
    sk.place[0] = 0;
    sk.place[13] = 25 + 3;
    PosCheck why = refused(g, &sk, POS_OVER_CAPTURED, 1);
    cr_expect_eq(why.found, 28);
    cr_expect_eq(why.expected, 25);
    game_destroy(g);
}

Test(pos_edit, over_few_seeds)
{
    Game *six = game_opts("oware", "finish=six"), *abapa = game_opts("oware", NULL);
    PosSketch sk;
    pos_sketch_clear(six, &sk);
    sk.place[0] = 3;
    sk.place[7] = 3;
    sk.place[12] = 21;
    sk.place[13] = 21;
    cr_expect_eq(refused(six, &sk, POS_OVER_FEW_SEEDS, -2).found, 6);
    Pos *p = pos_new(abapa);
    cr_expect_eq(pos_sketch_build(abapa, &sk, p, NULL), 0, "finish=abapa plays on");
    pos_free(p);
    game_destroy(six);
    game_destroy(abapa);
}

Test(pos_edit, one_captured)
{
    Game *g = game_opts("oware", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    sk.place[3] = 3;
    sk.place[13] = 1;
    refused(g, &sk, POS_ONE_CAPTURED, 1);
    game_destroy(g);
}

Test(pos_edit, over_defeat)
{
    Game *g = game_opts("hasami", NULL);
    const char *text = "........./........./......B../........./..BWWW.../........./........./........./........./b";
    PosSketch sk;
    sketch_of(g, text, &sk); /* game_parse_position takes it: Black, to move, has lost */
    PosCheck why = refused(g, &sk, POS_OVER_DEFEAT, 0);
    cr_expect_eq(why.found, 2);
    cr_expect_eq(why.expected, 2);
    sk.side = 1; /* Black has just moved with two men: play would have ended before */
    refused(g, &sk, POS_OVER_DEFEAT, 0);
    Game *one = game_opts("hasami", "defeat=1");
    PosSketch sk1;
    sketch_of(one, text, &sk1);
    Pos *p = pos_new(one);
    cr_expect_eq(pos_sketch_build(one, &sk1, p, NULL), 0, "defeat=1 plays on");
    pos_free(p);
    game_destroy(one);
    game_destroy(g);
}

Test(pos_edit, over_lead)
{
    Game *g = game_opts("hasami", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    for (int c = 0; c < 4; c++)
        sk.place[c] = 0; /* White 5 men, Black 9: Black leads by 4 */
    sk.side = 1;
    PosCheck why = refused(g, &sk, POS_OVER_LEAD, 0);
    cr_expect_eq(why.found, 4);
    cr_expect_eq(why.expected, 3);
    sk.side = 0;
    refused(g, &sk, POS_OVER_LEAD, 0);
    Game *off = game_opts("hasami", "lead=0");
    Pos *p = pos_new(off);
    cr_expect_eq(pos_sketch_build(off, &sk, p, NULL), 0, "lead=0 plays on");
    pos_free(p);
    game_destroy(off);
    game_destroy(g);
}

Test(pos_edit, over_kalista)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    /* Rouge's sbire has just taken Ocre's Kalista on d1. */
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/o/0,0", &sk);
    sk.place[sq(g, "d1")] = 1;
    sk.place[sq(g, "a5")] = 0;
    sk.marker = sq(g, "d1");
    refused(g, &sk, POS_OVER_KALISTA, 1);
    game_destroy(g);
}

/* A game without a playable hook of its own: its status says. */
Test(pos_edit, game_over_from_status)
{
    GameRules bare = hasami_rules;
    bare.playable = NULL;
    GameOptions o;
    char err[128];
    game_options_default(&bare, &o);
    Game *g = game_create(&bare, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    PosSketch sk;
    sketch_of(g, "........./........./......B../........./..BWWW.../........./........./........./........./b", &sk);
    refused(g, &sk, POS_GAME_OVER, 1); /* White has won */
    game_destroy(g);
}

/* ---- the English ---- */

Test(pos_edit, every_code_has_its_words)
{
    const char *games[] = {"kalah", "oware", "hasami", "khan"};
    for (int gi = 0; gi < 4; gi++) {
        Game *g = game_opts(games[gi], NULL);
        char seen[POS_PROBLEM_COUNT][256];
        for (int c = POS_OK + 1; c < POS_PROBLEM_COUNT; c++) {
            PosCheck why = {(PosProblem)c, c % 2, 7, 5, 3};
            pos_check_text(g, &why, seen[c], sizeof seen[c]);
            cr_expect_neq(seen[c][0], '\0', "%s: no words for %d", games[gi], c);
            cr_expect_null(strstr(seen[c], "impossible position (reason"), "%s: no words for %d", games[gi], c);
            for (int d = POS_OK + 1; d < c; d++)
                cr_expect_str_neq(seen[c], seen[d], "%s: %d and %d say the same", games[gi], c, d);
        }
        PosCheck ok = {POS_OK, -1, -1, -1, -1};
        char text[16] = "x";
        pos_check_text(g, &ok, text, sizeof text);
        cr_expect_str_eq(text, "");
        game_destroy(g);
    }
}

/* ---- sketches and texts ---- */

/* Built from sk, the position must equal the text's, byte for byte. */
static void same_as_text(const Game *g, const PosSketch *sk, const char *text)
{
    Pos *want = eu_pos(g, text), *got = pos_new(g);
    PosCheck why;
    char a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];
    cr_assert_eq(pos_sketch_build(g, sk, got, &why), 0, "%s: refused %d", text, (int)why.problem);
    cr_expect_eq(why.problem, POS_OK);
    eu_text(g, got, a, sizeof a);
    cr_expect_str_eq(a, text);
    cr_expect_eq(memcmp(got, want, g->rules->pos_size), 0, "%s: not byte-equal", text);
    cr_expect_eq(pos_hash(got), g->rules->hash_full(g, got));
    cr_assert_eq(pos_sketch_text(g, sk, b, sizeof b, NULL), 0);
    cr_expect_str_eq(b, text);
    pos_free(want);
    pos_free(got);
}

Test(pos_edit, sketches_equal_texts)
{
    Game *k = game_opts("kalah", NULL);
    PosSketch sk;
    pos_sketch_clear(k, &sk);
    int kal[14] = {1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 5, 2, 12, 12};
    memcpy(sk.place, kal, sizeof kal);
    same_as_text(k, &sk, "1,0,2,2,2,2/2,2,2,2,5,2/12,12/1");
    sk.side = 1;
    same_as_text(k, &sk, "1,0,2,2,2,2/2,2,2,2,5,2/12,12/2");

    Game *o = game_opts("oware", NULL);
    pos_sketch_clear(o, &sk);
    int ow[14] = {0, 0, 0, 0, 0, 3, 1, 2, 1, 5, 5, 5, 13, 13};
    memcpy(sk.place, ow, sizeof ow);
    same_as_text(o, &sk, "0,0,0,0,0,3/1,2,1,5,5,5/13,13/1");

    Game *h = game_opts("hasami", "defeat=1");
    pos_sketch_clear(h, &sk);
    sk.place[sq(h, "c5")] = sk.place[sq(h, "g3")] = 1;
    sk.place[sq(h, "d5")] = sk.place[sq(h, "e5")] = sk.place[sq(h, "f5")] = 2;
    same_as_text(h, &sk, "........./........./......B../........./..BWWW.../........./........./........./........./b");

    Game *kh = game_opts("khan", NULL);
    pos_sketch_clear(kh, &sk); /* K3: the Khan on Ocre's sbire on e2, power 1 */
    sk.place[sq(kh, "f1")] = 4;
    sk.place[sq(kh, "e2")] = 3;
    sk.place[sq(kh, "a5")] = sk.place[sq(kh, "a6")] = 1;
    sk.place[sq(kh, "b6")] = 2;
    sk.marker = sq(kh, "e2");
    sk.reserve[0] = 3;
    sk.reserve[1] = 4;
    same_as_text(kh, &sk, ".....k/....s./....../....../S...../SK..../1/r/3,4");
    pos_sketch_clear(kh, &sk); /* a set-up under way */
    sk.place[sq(kh, "c6")] = 2;
    sk.place[sq(kh, "a5")] = 1;
    same_as_text(kh, &sk, "....../....../....../....../S...../..K.../-/r/0,0");

    game_destroy(k);
    game_destroy(o);
    game_destroy(h);
    game_destroy(kh);
}

Test(pos_edit, layouts)
{
    Game *k = game_opts("kalah", "pits=4"), *h = game_opts("hasami", NULL), *kh = game_opts("khan", NULL);
    PosLayout l;
    cr_assert_eq(pos_layout(k, &l), 0);
    cr_expect_eq(l.grid, 0);
    cr_expect_eq(l.nplaces, 10);
    cr_expect_eq(l.width, 4);
    cr_assert_eq(pos_layout(h, &l), 0);
    cr_expect_eq(l.nplaces, 81);
    cr_expect_eq(l.npieces, 3);
    cr_expect_eq(l.piece[2].letter, 'W');
    cr_expect_eq(l.piece[2].side, 1);
    cr_assert_eq(pos_layout(kh, &l), 0);
    cr_expect_eq(l.nplaces, 36);
    cr_expect_eq(l.has_marker, 1);
    cr_expect_eq(l.max_reserve, 5);
    cr_expect_str_eq(l.piece[4].name, "Kalista");
    cr_expect_str_eq(l.side_title[1], "Ocre");
    Game *big = game_opts("kalah", "pits=8");
    cr_assert_eq(pos_layout(big, &l), 0);
    cr_expect_eq(l.nplaces, 18);
    game_destroy(big);
    for (int i = 0; game_registry[i]; i++) {
        Game *g = game_opts(game_registry[i]->name, NULL);
        cr_expect_eq(pos_layout(g, &l), 0, "%s has no sketch", game_registry[i]->name);
        cr_expect(l.nplaces > 0 && l.nplaces <= POS_MAX_PLACES);
        cr_expect(l.npieces <= POS_MAX_PIECES);
        game_destroy(g);
    }
    game_destroy(k);
    game_destroy(h);
    game_destroy(kh);
}

/* The start sketch builds the rules' start; the empty board is Khan's
 * start, and refused in the others, each for its reason. */
Test(pos_edit, start_and_clear)
{
    static const struct {
        const char *name;
        PosProblem clear;
    } cases[] = {
        {"kalah", POS_SEED_TOTAL}, {"oware", POS_SEED_TOTAL}, {"hasami", POS_OVER_DEFEAT}, {"khan", POS_OK},
    };
    for (int i = 0; i < 4; i++) {
        Game *g = game_opts(cases[i].name, NULL);
        Pos *start = pos_new(g), *p = pos_new(g);
        g->rules->start(g, start);
        PosSketch sk;
        cr_assert_eq(pos_sketch_start(g, &sk), 0);
        cr_assert_eq(pos_sketch_build(g, &sk, p, NULL), 0, "%s: start refused", cases[i].name);
        cr_expect_eq(memcmp(p, start, g->rules->pos_size), 0, "%s: not the start", cases[i].name);
        pos_sketch_clear(g, &sk);
        PosCheck why;
        int rc = pos_sketch_build(g, &sk, p, &why);
        cr_expect_eq(rc, cases[i].clear == POS_OK ? 0 : -1, "%s", cases[i].name);
        cr_expect_eq(why.problem, cases[i].clear, "%s: %d", cases[i].name, (int)why.problem);
        pos_free(start);
        pos_free(p);
        game_destroy(g);
    }
}

/* Every position of random games read into a sketch and built back: the
 * position its text parses to, byte for byte, its hash hash_full's.  A
 * finished one (by the rules, which the text shows) is refused by the
 * playable checks. */
static void round_trip_games(const char *name, const char *opt, int games, int max_plies)
{
    Game *g = game_opts(name, opt);
    Pos *p = pos_new(g), *built = pos_new(g), *parsed = pos_new(g);
    uint64_t rng = 0x5eed0000u + (uint64_t)strlen(name);
    int checked = 0, finished = 0;
    for (int n = 0; n < games; n++) {
        g->rules->start(g, p);
        for (int ply = 0; ply <= max_plies; ply++) {
            char text[GAME_TEXT_MAX], back[GAME_TEXT_MAX];
            PosSketch sk;
            PosCheck why;
            GameStatus st;
            eu_text(g, p, text, sizeof text);
            g->rules->status(g, p, NULL, 0, &st);
            cr_assert_eq(pos_sketch_read(g, p, &sk), 0);
            int rc = pos_sketch_build(g, &sk, built, &why);
            if (st.over && st.reason == END_RULE) {
                cr_expect_eq(rc, -1, "%s: finished %s built", name, text);
                cr_expect_geq((int)why.problem, (int)POS_OVER_EMPTY_ROW, "%s: %s refused for %d", name, text,
                              (int)why.problem);
                finished++;
                break;
            }
            cr_assert_eq(rc, 0, "%s: %s refused for %d", name, text, (int)why.problem);
            eu_text(g, built, back, sizeof back);
            cr_assert_str_eq(back, text, "%s: read then built changed it", name);
            cr_assert_eq(game_parse_position(g, text, parsed, NULL, back, sizeof back), 0, "%s", back);
            cr_assert_eq(memcmp(built, parsed, g->rules->pos_size), 0, "%s: %s not byte-equal", name, text);
            cr_assert_eq(pos_hash(built), g->rules->hash_full(g, built), "%s: %s hash", name, text);
            checked++;
            Move moves[GAME_MAX_MOVES];
            int nm = g->rules->legal(g, p, moves);
            if (nm == 0 || st.over)
                break;
            g->rules->play(g, p, moves[game_rng_next(&rng) % (uint64_t)nm], NULL);
        }
    }
    cr_expect_gt(checked, games * 10, "%s: %d positions", name, checked);
    cr_expect_gt(finished, 0, "%s: no finished game seen", name);
    pos_free(p);
    pos_free(built);
    pos_free(parsed);
    game_destroy(g);
}

Test(pos_edit, round_trip_kalah) { round_trip_games("kalah", NULL, 60, 400); }
Test(pos_edit, round_trip_kalah_small) { round_trip_games("kalah", "pits=3", 60, 400); }
Test(pos_edit, round_trip_oware) { round_trip_games("oware", NULL, 60, 600); }
Test(pos_edit, round_trip_oware_six) { round_trip_games("oware", "finish=six", 60, 600); }
Test(pos_edit, round_trip_hasami) { round_trip_games("hasami", "defeat=4", 30, 600); }
Test(pos_edit, round_trip_hasami_default) { round_trip_games("hasami", NULL, 20, 300); }
Test(pos_edit, round_trip_khan) { round_trip_games("khan", NULL, 40, 400); }
Test(pos_edit, round_trip_khan_turned) { round_trip_games("khan", "orientation=3", 40, 400); }

/* The pieces still to place, which the text says by those missing. */
Test(pos_edit, khan_to_place)
{
    Game *g = game_opts("khan", NULL);
    PosSketch sk;
    cr_assert_eq(pos_sketch_start(g, &sk), 0);
    cr_expect_eq(sk.to_place[1], 5, "Rouge's sbires");
    cr_expect_eq(sk.to_place[2], 1, "Rouge's Kalista");
    cr_expect_eq(sk.to_place[3], 5, "Ocre's sbires");
    cr_expect_eq(sk.to_place[4], 1, "Ocre's Kalista");
    sketch_of(g, "....../....../....../....../SS.SS./..K.../-/r/0,0", &sk);
    cr_expect_eq(sk.to_place[1], 1);
    cr_expect_eq(sk.to_place[2], 0);
    cr_expect_eq(sk.to_place[3], 5);
    sketch_of(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0", &sk);
    for (int code = 0; code < POS_MAX_PIECES; code++)
        cr_expect_eq(sk.to_place[code], 0, "code %d: the set-up is over", code);
    Game *h = game_opts("hasami", NULL);
    cr_assert_eq(pos_sketch_start(h, &sk), 0);
    for (int code = 0; code < POS_MAX_PIECES; code++)
        cr_expect_eq(sk.to_place[code], 0, "Hasami has no set-up");
    game_destroy(h);
    game_destroy(g);
}

/* What a move does, played aside: its squares, its piece, what it takes;
 * the position it was played from unchanged. */
Test(pos_edit, trace_move)
{
    Game *g = game_opts("hasami", NULL);
    Pos *p = eu_pos(g, "WWWWW..../........./........./........./..BW...../........./........./........./BBBBBBBB./b");
    Pos *before = pos_new(g);
    pos_copy(g, before, p);
    Move m;
    cr_assert_eq(game_parse_legal_move(g, p, "e9e5", &m), 0);
    EventList ev;
    MoveTrace t;
    cr_assert_eq(game_trace_move(g, p, m, &ev, &t), 0);
    cr_expect_eq(t.from, sq(g, "e9"));
    cr_expect_eq(t.to, sq(g, "e5"));
    cr_expect_eq(t.piece, -1);
    cr_expect_eq(t.taken, 1);
    cr_expect_gt(ev.n, 1);
    cr_expect_eq(memcmp(p, before, g->rules->pos_size), 0);
    pos_free(before);
    pos_free(p);
    game_destroy(g);
    Game *k = game_opts("kalah", NULL);
    p = eu_pos(k, "3,2,3,0,4,4/4,4,5,4,4,4/4,3/1");
    cr_assert_eq(game_trace_move(k, p, 1, NULL, &t), 0);
    cr_expect_eq(t.from, 1);
    cr_expect_eq(t.to, 3);
    cr_expect_eq(t.taken, 6, "the last seed and the 5 across");
    pos_free(p);
    game_destroy(k);
    Game *kh = game_opts("khan", NULL);
    p = pos_new(kh);
    kh->rules->start(kh, p);
    cr_assert_eq(game_parse_legal_move(kh, p, "K@c6", &m), 0);
    cr_assert_eq(game_trace_move(kh, p, m, NULL, &t), 0);
    cr_expect_eq(t.from, -1);
    cr_expect_eq(t.to, sq(kh, "c6"));
    cr_expect_eq(t.piece, 1, "the Kalista");
    cr_expect_eq(t.taken, 0);
    pos_free(p);
    game_destroy(kh);
}
