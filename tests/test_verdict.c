/*
 * test_verdict.c - games ended by the players (match_agree_draw,
 * match_resign), their records, the computer's answer to a draw offer and
 * its resignation (verdict.c), and levels that play differently.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "match.h"
#include "record.h"
#include "search.h"
#include "verdict.h"

static Move tv_move(const Match *m, const char *text)
{
    Move mv;
    const Game *g = match_game(m);
    cr_assert_eq(game_parse_legal_move(g, match_pos(m), text, &mv), 0, "%s is not legal", text);
    return mv;
}

Test(agreed, an_end_belongs_to_its_ply_through_undo_and_redo)
{
    Game *g = eu_game("kalah", NULL);
    Match *m = match_create(g, NULL);
    GameStatus st;
    cr_assert_eq(match_play(m, tv_move(m, "C"), NULL), 0);
    cr_assert_eq(match_resign(m, 1), 0);
    match_status(m, &st);
    cr_expect(st.over && st.winner == 0 && st.reason == END_RESIGNED, "over %d winner %d reason %d", st.over,
              st.winner, st.reason);
    cr_expect(st.score[0] == 0 && st.score[1] == 0, "an agreed end counts nothing");
    cr_expect_neq(match_play(m, tv_move(m, "F"), NULL), 0, "a move after the resignation");
    cr_expect_neq(match_agree_draw(m), 0, "a draw after the resignation");
    cr_assert_eq(match_undo(m), 0);
    match_status(m, &st);
    cr_expect(!st.over, "the ply before the resignation is still played");
    cr_assert_eq(match_redo(m, NULL), 0);
    match_status(m, &st);
    cr_expect(st.over && st.reason == END_RESIGNED, "redo comes back to the resignation");
    cr_assert_eq(match_withdraw_end(m), 0);
    match_status(m, &st);
    cr_expect(!st.over && match_plies(m) == 1, "withdrawn: the same position, going on");
    cr_expect_neq(match_withdraw_end(m), 0, "nothing left to withdraw");
    cr_assert_eq(match_agree_draw(m), 0);
    match_undo(m);
    cr_assert_eq(match_play(m, tv_move(m, "D"), NULL), 0); /* another line: the agreement is gone */
    match_undo(m);
    cr_assert_eq(match_play(m, tv_move(m, "C"), NULL), 0);
    match_status(m, &st);
    cr_expect(!st.over, "the draw agreed on a line no longer played came back");
    match_destroy(m);
    game_destroy(g);
}

/* The record of m, formatted. */
static int tv_format(const Match *m, char *text, size_t len)
{
    Record *rec = calloc(1, sizeof *rec);
    record_from_match(m, rec);
    int n = record_format(rec, text, len);
    free(rec);
    return n;
}

/* The text without the line that starts with `tag`. */
static void tv_drop_line(char *text, const char *tag)
{
    char *at = strstr(text, tag), *eol = at ? strchr(at, '\n') : NULL;
    cr_assert(eol, "no %s line", tag);
    memmove(at, eol + 1, strlen(eol + 1) + 1);
}

Test(agreed, records_of_a_resignation_and_a_draw_read_back)
{
    Game *g = eu_game("hasami", NULL);
    Match *m = match_create(g, NULL);
    static char text[1 << 16];
    Record *back = calloc(1, sizeof *back);
    char err[256];
    GameStatus st;
    cr_assert_eq(match_play(m, tv_move(m, "e9e5"), NULL), 0);
    cr_assert_eq(match_play(m, tv_move(m, "d1d4"), NULL), 0);
    cr_assert_eq(match_resign(m, 0), 0);
    cr_assert_gt(tv_format(m, text, sizeof text), 0);
    cr_expect(strstr(text, "[Termination \"resignation\"]\n[Result \"0-1\"]\n") != NULL, "%s", text);
    cr_expect(strstr(text, "[Score") == NULL, "an agreed end states no counts: %s", text);
    cr_assert_eq(record_parse(text, strlen(text), back, err, sizeof err), 0, "%s\n%s", err, text);
    cr_expect(back->nmoves == 2 && back->ending == END_RESIGNED && back->resigned == 0, "moves %d ending %d by %d",
              back->nmoves, back->ending, back->resigned);
    Match *again = record_match(g, back, err, sizeof err);
    cr_assert(again, "%s", err);
    match_status(again, &st);
    cr_expect(st.over && st.winner == 1 && st.reason == END_RESIGNED);
    match_destroy(again);

    /* A reader that knows no Termination (Tabula before 0.10): the moves
     * are all there, although the file looks cut short to it. */
    tv_drop_line(text, "[Termination");
    cr_expect_neq(record_parse(text, strlen(text), back, err, sizeof err), 0, "a 0-1 the moves do not reach");
    RecordReport rep;
    cr_assert_eq(record_read(text, strlen(text), back, &rep, err, sizeof err), 0, "%s", err);
    cr_expect(rep.problem == RECORD_CUT && back->nmoves == 2, "problem %d, %d moves", rep.problem, back->nmoves);

    match_withdraw_end(m);
    cr_assert_eq(match_agree_draw(m), 0);
    cr_assert_gt(tv_format(m, text, sizeof text), 0);
    cr_expect(strstr(text, "[Termination \"agreement\"]\n[Result \"1/2-1/2\"]\n") != NULL, "%s", text);
    cr_assert_eq(record_parse(text, strlen(text), back, err, sizeof err), 0, "%s\n%s", err, text);
    cr_expect(back->ending == END_AGREED && back->nmoves == 2);
    match_destroy(m);
    free(back);
    game_destroy(g);
}

Test(agreed, terminations_that_contradict_the_game_are_refused)
{
    static const char *const bad[] = {
        /* a draw agreed, with a winner */
        "[Game \"kalah\"]\n[Termination \"agreement\"]\n[Result \"1-0\"]\n\n1. C\n",
        /* a resignation without one */
        "[Game \"kalah\"]\n[Termination \"resignation\"]\n[Result \"1/2-1/2\"]\n\n1. C\n",
        "[Game \"kalah\"]\n[Termination \"resignation\"]\n\n1. C\n",
        /* a game the moves have ended */
        "[Game \"kalah\"]\n[Options \"pits=1 seeds=1\"]\n[Termination \"agreement\"]\n[Result \"1/2-1/2\"]\n\n1. A\n",
    };
    Record *rec = calloc(1, sizeof *rec);
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_neq(record_parse(bad[i], strlen(bad[i]), rec, err, sizeof err), 0, "accepted #%zu", i);
    /* Another Termination says nothing the moves do not. */
    const char *normal = "[Game \"kalah\"]\n[Termination \"normal\"]\n[Result \"*\"]\n\n1. C\n";
    cr_expect_eq(record_parse(normal, strlen(normal), rec, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rec->ending, END_NONE);
    free(rec);
}

/* A finished search of p at the limits of a draw offer to `level`. */
static const SearchResult *tv_judge(Search *s, const Game *g, const Pos *p, int level)
{
    SearchLimits lim;
    verdict_limits(g, p, level, 200, &lim);
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 16) == SEARCH_RUNNING)
        ;
    return search_result(s);
}

Test(verdict, sowing_games_go_by_proof)
{
    Game *g = eu_game("kalah", NULL);
    Search *s = search_create(g, 1u << 20);
    /* Player 1 has 30 of the 48 seeds: player 2 has lost, whatever is played. */
    Pos *lost = eu_pos(g, "0,0,0,0,0,1/0,0,0,0,0,1/30,16/2");
    const SearchResult *r = tv_judge(s, g, lost, LEVEL_SIMPLE);
    cr_expect(verdict_resigns(g, lost, 1, r), "a proven loss resigns");
    cr_expect(!verdict_resigns(g, lost, 0, r), "the winner does not");
    cr_expect_eq(verdict_draw(g, lost, 1, r), DRAW_ACCEPT_PROVEN);
    cr_expect_eq(verdict_draw(g, lost, 0, r), DRAW_DECLINE_WINS);
    /* 23 each and a seed each: F ends in the store, then the board is empty,
     * 24 to 24 whoever moves. */
    Pos *drawn = eu_pos(g, "0,0,0,0,0,1/0,0,0,0,0,1/23,23/1");
    r = tv_judge(s, g, drawn, LEVEL_MEDIUM);
    cr_expect(r->exact && r->value == 0, "exact %d value %d", r->exact, r->value);
    for (int side = 0; side < 2; side++) {
        cr_expect_eq(verdict_draw(g, drawn, side, r), DRAW_ACCEPT_PROVEN, "side %d", side);
        cr_expect(verdict_offers_draw(g, drawn, side, r), "a proven draw is offered, side %d", side);
        cr_expect(!verdict_resigns(g, drawn, side, r));
    }
    /* The start of Kalah(6,4) is a first player's win, but no search of a
     * level proves it in a moment: the second player does not resign. */
    Pos *start = pos_new(g);
    g->rules->start(g, start);
    SearchLimits lim;
    level_limits(g, start, LEVEL_MEDIUM, 200, &lim);
    search_begin(s, start, NULL, 0, &lim);
    while (search_step(s, 1u << 16) == SEARCH_RUNNING)
        ;
    cr_expect(!verdict_resigns(g, start, 1, search_result(s)));
    cr_expect_eq(verdict_draw(g, start, 0, search_result(s)), DRAW_DECLINE_OPEN);
    pos_free(start);
    pos_free(drawn);
    pos_free(lost);
    search_destroy(s);
    game_destroy(g);
    /* Oware: player 1 has captured 25 of the 48 seeds. */
    g = eu_game("oware", NULL);
    s = search_create(g, 1u << 20);
    lost = eu_pos(g, "1,0,0,0,0,1/0,0,0,0,1,0/25,20/2");
    r = tv_judge(s, g, lost, LEVEL_SIMPLE);
    cr_expect(verdict_resigns(g, lost, 1, r) && !verdict_resigns(g, lost, 0, r));
    cr_expect_eq(verdict_draw(g, lost, 0, r), DRAW_DECLINE_WINS);
    pos_free(lost);
    search_destroy(s);
    game_destroy(g);
}

Test(verdict, grid_games_weigh_the_lead)
{
    Game *g = eu_game("hasami", NULL);
    Search *s = search_create(g, 1u << 20);
    /* White 8 men against 5: far ahead declines, behind accepts. */
    Pos *p = eu_pos(g, "WWWWWWWW./........./........./........./........./........./........./........./BBBBB..../w");
    const SearchResult *r = tv_judge(s, g, p, LEVEL_MEDIUM);
    cr_expect_eq(verdict_draw(g, p, 1, r), DRAW_DECLINE_AHEAD);
    cr_expect_eq(verdict_draw(g, p, 0, r), DRAW_ACCEPT_BEHIND);
    cr_expect(!verdict_offers_draw(g, p, 1, r));
    pos_free(p);
    /* The start: level, and nothing has yet failed to move: play on. */
    p = pos_new(g);
    g->rules->start(g, p);
    r = tv_judge(s, g, p, LEVEL_HARD);
    cr_expect_eq(verdict_draw(g, p, 0, r), DRAW_DECLINE_OPEN);
    cr_expect_eq(verdict_draw(g, p, 1, r), DRAW_DECLINE_OPEN);
    cr_expect(!verdict_offers_draw(g, p, 0, r));
    /* The same board after 74 and 75 plies without a capture (the count of
     * the position's header: half of 150 takes a level draw, and offers one). */
    PosHeader *h = (PosHeader *)(void *)p;
    h->quiet = 74;
    cr_expect_eq(verdict_draw(g, p, 0, r), DRAW_DECLINE_OPEN);
    cr_expect(!verdict_offers_draw(g, p, 1, r));
    h->quiet = 75;
    cr_expect_eq(verdict_draw(g, p, 0, r), DRAW_ACCEPT_LEVEL);
    cr_expect_eq(verdict_draw(g, p, 1, r), DRAW_ACCEPT_LEVEL);
    cr_expect(verdict_offers_draw(g, p, 1, r));
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

Test(verdict, the_resignation_setting)
{
    cr_expect(!verdict_may_resign(RESIGN_NEVER, LEVEL_SIMPLE));
    cr_expect(verdict_may_resign(RESIGN_WEAK_LEVELS, LEVEL_SIMPLE));
    cr_expect(verdict_may_resign(RESIGN_WEAK_LEVELS, LEVEL_MEDIUM));
    cr_expect(!verdict_may_resign(RESIGN_WEAK_LEVELS, LEVEL_HARD));
    cr_expect(verdict_may_resign(RESIGN_ALWAYS, LEVEL_PERFECT));
}

/* The move level `level` plays in p. */
static Move tv_level_move(Search *s, const Game *g, const Pos *p, int level)
{
    SearchLimits lim;
    level_limits(g, p, level, 200, &lim);
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 16) == SEARCH_RUNNING)
        ;
    return search_result(s)->move;
}

/* simple, medium and hard each play another move than the level above in
 * some of 40 middlegames: the levels differ in play, not only in depth.
 * (expert and perfect think for a time, so their moves are the machine's.) */
static void tv_levels_differ(const char *name, int plies, int at_least)
{
    Game *g = eu_game(name, NULL);
    Search *s = search_create(g, 1u << 22);
    Pos *p = pos_new(g);
    uint64_t rng = 2026;
    int differ[2] = {0, 0}, shallow = 0, positions = 0;
    for (int k = 0; k < 40; k++) {
        eu_random_position(g, p, &rng, plies + (int)(k % 7));
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            continue;
        positions++;
        Move m[3];
        for (int lv = LEVEL_SIMPLE; lv <= LEVEL_HARD; lv++) {
            search_clear(s);
            m[lv] = tv_level_move(s, g, p, lv);
        }
        differ[0] += m[0] != m[1];
        differ[1] += m[1] != m[2];
        LevelProfile lp;
        g->rules->level_profile(g, p, LEVEL_SIMPLE, &lp);
        shallow += lp.depth == 1;
    }
    cr_assert_geq(positions, 30);
    cr_log_info("%s: simple/medium differ in %d, medium/hard in %d of %d", name, differ[0], differ[1], positions);
    cr_expect_geq(differ[0], at_least, "%s: simple and medium differ in %d of %d", name, differ[0], positions);
    cr_expect_geq(differ[1], at_least, "%s: medium and hard differ in %d of %d", name, differ[1], positions);
    if (strcmp(name, "hasami") == 0) /* a slip now and then, not always */
        cr_expect(shallow > 0 && shallow < positions / 2, "simple slips in %d of %d", shallow, positions);
    pos_free(p);
    search_destroy(s);
    game_destroy(g);
}

Test(levels, hasami_levels_play_differently) { tv_levels_differ("hasami", 20, 8); }
Test(levels, khan_levels_play_differently) { tv_levels_differ("khan", 14, 8); }
Test(levels, kalah_levels_play_differently) { tv_levels_differ("kalah", 10, 4); }
Test(levels, oware_levels_play_differently) { tv_levels_differ("oware", 16, 4); }
