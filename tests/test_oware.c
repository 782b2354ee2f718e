/*
 * test_oware.c - Oware (Abapa): hand-checked sowings, chain captures, the
 * grand slam, feeding, every end of the game, repetition; perft against
 * the rules file and an independent reference; events that replay;
 * incremental hashes; notation round trips.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine_util.h"
#include "pos_check.h"

static const char *const opts_six[] = {"finish=six", NULL};

static void check_move(const Game *g, const char *from, const char *move, const char *want)
{
    Pos *p = eu_pos(g, from), *before = eu_pos(g, from);
    EventList ev;
    char got[GAME_TEXT_MAX], replay[GAME_TEXT_MAX];
    eu_play(g, p, move, &ev);
    eu_text(g, p, got, sizeof got);
    cr_expect_str_eq(got, want, "%s after %s", from, move);
    eu_mancala_replay(g, before, &ev, replay, sizeof replay);
    cr_expect_str_eq(replay, want, "events of %s after %s", from, move);
    cr_expect_eq(pos_hash(p), g->rules->hash_full(g, p));
    pos_free(p);
    pos_free(before);
}

static GameStatus status_of(const Game *g, const char *text)
{
    Pos *p = eu_pos(g, text);
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    pos_free(p);
    return st;
}

Test(oware, start_and_options)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = pos_new(g);
    char t[GAME_TEXT_MAX];
    g->rules->start(g, p);
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    game_options_format(g->rules, &g->opts, t, sizeof t);
    cr_expect_str_eq(t, "finish=abapa");
    GameOptions o;
    char err[128];
    game_options_default(g->rules, &o);
    cr_expect_neq(game_options_set(g->rules, &o, "finish=seven", err, sizeof err), 0);
    cr_expect_neq(game_options_set(g->rules, &o, "pits=5", err, sizeof err), 0);
    cr_expect_eq(game_options_set(g->rules, &o, "finish=six", err, sizeof err), 0);
    pos_free(p);
    game_destroy(g);
}

Test(oware, sowing_and_skipping_the_origin)
{
    Game *g = eu_game("oware", NULL);
    check_move(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1", "F", "4,4,4,4,4,0/5,5,5,5,4,4/0,0/2");
    /* 12 seeds from A: B..L, then A is skipped and B gets the 12th. */
    check_move(g, "12,0,0,0,0,0/0,0,0,0,0,0/18,18/1", "A", "0,2,1,1,1,1/1,1,1,1,1,1/18,18/2");
    /* Player 2 sows round into player 1's row (4s capture nothing). */
    check_move(g, "3,3,3,0,0,0/0,0,0,0,0,3/18,18/2", "L", "4,4,4,0,0,0/0,0,0,0,0,0/18,18/1");
    game_destroy(g);
}

Test(oware, chain_capture_and_where_it_stops)
{
    Game *g = eu_game("oware", NULL);
    /* G, H, I become 2, 3, 2: all three taken. */
    check_move(g, "0,0,0,0,0,3/1,2,1,5,5,5/13,13/1", "F", "0,0,0,0,0,0/0,0,0,5,5,5/20,13/2");
    /* H becomes 5 and breaks the chain: only I is taken. */
    check_move(g, "0,0,0,0,0,3/1,4,1,5,5,5/11,13/1", "F", "0,0,0,0,0,0/2,5,0,5,5,5/13,13/2");
    /* A last seed on the mover's own side captures nothing. */
    check_move(g, "1,1,0,0,0,0/1,1,1,1,1,1/20,20/1", "A", "0,2,0,0,0,0/1,1,1,1,1,1/20,20/2");
    /* Player 2 captures on player 1's side: B 2, A 3. */
    check_move(g, "2,1,4,4,4,4/4,4,4,4,4,2/4,3/2", "L", "0,0,4,4,4,4/4,4,4,4,4,0/4,8/1");
    game_destroy(g);
}

Test(oware, grand_slam_captures_nothing)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = eu_pos(g, "1,0,0,0,0,3/1,2,1,0,0,0/20,20/1");
    EventList ev;
    eu_play(g, p, "F", &ev);
    char t[GAME_TEXT_MAX];
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "1,0,0,0,0,0/2,3,2,0,0,0/20,20/2");
    int slams = 0;
    for (int i = 0; i < ev.n; i++)
        slams += ev.ev[i].kind == EV_GRAND_SLAM;
    cr_expect_eq(slams, 1);
    pos_free(p);
    game_destroy(g);
}

Test(oware, feeding_is_forced_and_its_failure_ends_the_game)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = eu_pos(g, "1,0,0,0,0,2/0,0,0,0,0,0/22,23/1");
    char t[GAME_TEXT_MAX];
    eu_legal_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "F"); /* A would leave player 2 without seeds */
    pos_free(p);

    /* Nothing can reach player 2: player 1 takes the last two, 24-24. */
    GameStatus st = status_of(g, "1,1,0,0,0,0/0,0,0,0,0,0/22,24/1");
    cr_expect(st.over);
    cr_expect_eq(st.winner, -1);
    cr_expect_eq(st.score[0], 24);
    cr_expect_eq(st.score[1], 24);

    /* The grand slam leaves player 1 empty and player 2 unable to feed:
     * play ends the game with player 2 sweeping the 7 seeds left. */
    check_move(g, "0,0,0,0,0,3/1,2,1,0,0,0/20,21/1", "F", "0,0,0,0,0,0/0,0,0,0,0,0/20,28/2");
    p = eu_pos(g, "0,0,0,0,0,0/0,0,0,0,0,0/20,28/2");
    g->rules->status(g, p, NULL, 0, &st);
    cr_expect(st.over);
    cr_expect_eq(st.winner, 1);
    cr_expect_eq(game_perft(g, p, 1), 0);
    pos_free(p);
    game_destroy(g);
}

Test(oware, twenty_five_wins_at_once)
{
    Game *g = eu_game("oware", NULL);
    check_move(g, "0,0,0,0,0,1/1,4,4,4,4,4/24,2/1", "F", "0,0,0,0,0,0/0,4,4,4,4,4/26,2/2");
    Pos *p = eu_pos(g, "0,0,0,0,0,0/0,4,4,4,4,4/26,2/2");
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    cr_expect(st.over);
    cr_expect_eq(st.winner, 0);
    cr_expect_eq(st.score[0], 26); /* the 20 seeds left count for nobody */
    cr_expect_eq(st.score[1], 2);
    cr_expect_eq(g->rules->final_value(g, p, &st), -24);
    cr_expect_eq(game_perft(g, p, 1), 0);
    pos_free(p);
    game_destroy(g);
}

Test(oware, finish_six_sweeps_each_side_its_own)
{
    Game *six = eu_game("oware", opts_six), *abapa = eu_game("oware", NULL);
    const char *from = "0,0,0,0,0,1/1,1,1,1,1,1/20,21/1";
    check_move(six, from, "F", "0,0,0,0,0,0/0,0,0,0,0,0/22,26/2");
    check_move(abapa, from, "F", "0,0,0,0,0,0/0,1,1,1,1,1/22,21/2");
    GameStatus st = status_of(six, "1,1,1,0,0,0/1,1,1,0,0,0/20,22/1");
    cr_expect(st.over);
    cr_expect_eq(st.score[0], 23);
    cr_expect_eq(st.score[1], 25);
    st = status_of(abapa, "1,1,1,0,0,0/1,1,1,0,0,0/20,22/1");
    cr_expect(!st.over);
    game_destroy(six);
    game_destroy(abapa);
}

/* Two lone seeds chase each other round the board; the start comes back
 * every 12 plies and ends the game the third time, each side taking its
 * own seed: 24-24. */
Test(oware, third_repetition_ends_and_conclude_settles)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = eu_pos(g, "0,0,0,0,0,1/0,0,0,0,0,1/23,23/1");
    uint64_t hist[64];
    int n = 0;
    GameStatus st;
    for (int ply = 0; ply < 24; ply++) {
        g->rules->status(g, p, hist, n, &st);
        cr_assert(!st.over, "over early at ply %d", ply);
        Move moves[GAME_MAX_MOVES];
        cr_assert_eq(g->rules->legal(g, p, moves), 1);
        hist[n++] = pos_hash(p);
        g->rules->play(g, p, moves[0], NULL);
    }
    char t[GAME_TEXT_MAX];
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "0,0,0,0,0,1/0,0,0,0,0,1/23,23/1");
    g->rules->status(g, p, hist, n, &st);
    cr_expect(st.over);
    cr_expect_eq(st.reason, END_REPETITION);
    cr_expect_eq(st.winner, -1);
    cr_expect_eq(st.score[0], 24);
    /* Without the history it is not a repetition. */
    GameStatus fresh;
    g->rules->status(g, p, hist, 0, &fresh);
    cr_expect(!fresh.over);
    EventList ev = {0};
    g->rules->conclude(g, p, &st, &ev);
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "0,0,0,0,0,0/0,0,0,0,0,0/24,24/1");
    cr_expect_eq(ev.n, 2);
    cr_expect_eq(ev.ev[0].kind, EV_SWEEP);
    pos_free(p);
    game_destroy(g);
}

Test(oware, perft_from_start)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    const uint64_t want[] = {1, 6, 36, 190, 1014, 5219};
    for (int d = 0; d <= 5; d++)
        cr_expect_eq(game_perft(g, p, d), want[d], "depth %d", d);
    pos_free(p);
    game_destroy(g);
}

/* ---- an independent reference, written from the rules text alone: the
 * board as 12 counts and the scores, every end decided after the move ---- */

typedef struct {
    int h[12], cap[2], side, six, over;
} Ref;

static int ref_row(const Ref *r, int s)
{
    int t = 0;
    for (int i = 0; i < 6; i++)
        t += r->h[6 * s + i];
    return t;
}

static int ref_sow_end(const Ref *r, int from, int *board)
{
    memcpy(board, r->h, sizeof r->h);
    int seeds = board[from], at = from;
    board[from] = 0;
    while (seeds > 0) {
        at = (at + 1) % 12;
        if (at == from)
            continue;
        board[at]++;
        seeds--;
    }
    return at;
}

static int ref_moves(const Ref *r, int *out)
{
    int k = 0, s = r->side;
    for (int i = 6 * s; i < 6 * s + 6; i++) {
        if (!r->h[i])
            continue;
        if (ref_row(r, !s) == 0) {
            int b[12], fed = 0;
            ref_sow_end(r, i, b);
            for (int j = 6 * !s; j < 6 * !s + 6; j++)
                fed += b[j];
            if (!fed)
                continue;
        }
        out[k++] = i;
    }
    return k;
}

static void ref_decide_end(Ref *r)
{
    int mv[6];
    if (r->cap[0] >= 25 || r->cap[1] >= 25 || ref_row(r, 0) + ref_row(r, 1) == 0) {
        r->over = 1;
    } else if (r->six && ref_row(r, 0) + ref_row(r, 1) <= 6) {
        for (int i = 0; i < 12; i++) {
            r->cap[i / 6] += r->h[i];
            r->h[i] = 0;
        }
        r->over = 1;
    } else if (ref_moves(r, mv) == 0) {
        for (int i = 0; i < 12; i++) {
            r->cap[r->side] += r->h[i];
            r->h[i] = 0;
        }
        r->over = 1;
    }
}

static void ref_play(Ref *r, int from)
{
    int b[12];
    int at = ref_sow_end(r, from, b), s = r->side;
    int lo = 6 * !s, took = 0, mark[12] = {0};
    for (int i = at; i >= lo && i < lo + 6 && (b[i] == 2 || b[i] == 3); i--) {
        took += b[i];
        mark[i] = 1;
    }
    int theirs = 0;
    for (int j = lo; j < lo + 6; j++)
        theirs += b[j];
    if (took && took < theirs)
        for (int i = 0; i < 12; i++)
            if (mark[i]) {
                r->cap[s] += b[i];
                b[i] = 0;
            }
    memcpy(r->h, b, sizeof b);
    r->side = !s;
    ref_decide_end(r);
}

static uint64_t ref_perft(const Ref *r, int depth)
{
    if (depth == 0)
        return 1;
    if (r->over)
        return 0;
    int mv[6], n = ref_moves(r, mv);
    uint64_t t = 0;
    for (int i = 0; i < n; i++) {
        Ref c = *r;
        ref_play(&c, mv[i]);
        t += ref_perft(&c, depth - 1);
    }
    return t;
}

static void ref_text(const Ref *r, char *buf, size_t len)
{
    size_t u = 0;
    for (int i = 0; i < 12; i++)
        u += (size_t)snprintf(buf + u, len - u, "%d%c", r->h[i], (i + 1) % 6 ? ',' : '/');
    snprintf(buf + u, len - u, "%d,%d/%d", r->cap[0], r->cap[1], r->side + 1);
}

/* Deeper counts than the rules file, checked by the reference:
 * 27,332 at depth 6 and 139,157 at depth 7. */
Test(oware, perft_matches_reference)
{
    for (int six = 0; six <= 1; six++) {
        Game *g = eu_game("oware", six ? opts_six : NULL);
        Pos *p = pos_new(g);
        g->rules->start(g, p);
        Ref r = {{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, {0, 0}, 0, six, 0};
        for (int d = 1; d <= 7; d++)
            cr_expect_eq(game_perft(g, p, d), ref_perft(&r, d), "six=%d depth %d", six, d);
        pos_free(p);
        game_destroy(g);
    }
    Game *g = eu_game("oware", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    cr_expect_eq(game_perft(g, p, 6), 27332);
    cr_expect_eq(game_perft(g, p, 7), 139157);
    /* And from a sparse midgame position where feeding and captures bite. */
    Pos *q = eu_pos(g, "2,0,1,0,3,0/1,0,2,1,0,1/18,19/1");
    Ref rq = {{2, 0, 1, 0, 3, 0, 1, 0, 2, 1, 0, 1}, {18, 19}, 0, 0, 0};
    for (int d = 1; d <= 12; d++)
        cr_expect_eq(game_perft(g, q, d), ref_perft(&rq, d), "midgame depth %d", d);
    pos_free(p);
    pos_free(q);
    game_destroy(g);
}

Test(oware, random_games_agree_with_reference_hash_and_events)
{
    uint64_t rng = 777;
    for (int game = 0; game < 600; game++) {
        int six = game & 1;
        Game *g = eu_game("oware", six ? opts_six : NULL);
        Pos *p = pos_new(g), *prev = pos_new(g);
        g->rules->start(g, p);
        Ref r = {{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, {0, 0}, 0, six, 0};
        Move moves[GAME_MAX_MOVES];
        EventList ev;
        int n, plies = 0;
        while ((n = g->rules->legal(g, p, moves)) > 0 && plies++ < 400) {
            int ref_mv[6];
            cr_assert_eq(n, ref_moves(&r, ref_mv));
            Move m = moves[game_rng_next(&rng) % (uint64_t)n];
            pos_copy(g, prev, p);
            ev.n = 0;
            g->rules->play(g, p, m, &ev);
            ref_play(&r, m);
            char got[GAME_TEXT_MAX], want[GAME_TEXT_MAX], replay[GAME_TEXT_MAX];
            eu_text(g, p, got, sizeof got);
            ref_text(&r, want, sizeof want);
            cr_assert_str_eq(got, want);
            cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p));
            eu_mancala_replay(g, prev, &ev, replay, sizeof replay);
            cr_assert_str_eq(replay, got);
        }
        cr_assert_eq(r.over, n == 0);
        pos_free(p);
        pos_free(prev);
        game_destroy(g);
    }
}

Test(oware, notation_round_trip_and_rejections)
{
    Game *g = eu_game("oware", NULL);
    uint64_t rng = 5;
    for (int k = 0; k < 3000; k++) {
        int h[14] = {0};
        for (int s = 0; s < 48; s++)
            h[game_rng_next(&rng) % 14]++;
        char text[GAME_TEXT_MAX], again[GAME_TEXT_MAX];
        size_t u = 0;
        for (int i = 0; i < 12; i++)
            u += (size_t)snprintf(text + u, sizeof text - u, "%d%c", h[i], (i + 1) % 6 ? ',' : '/');
        snprintf(text + u, sizeof text - u, "%d,%d/%d", h[12], h[13], 1 + (k & 1));
        Pos *p = eu_pos(g, text);
        eu_text(g, p, again, sizeof again);
        cr_assert_str_eq(again, text);
        cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p));
        pos_free(p);
    }
    const char *bad[] = {
        "4,4,4,4,4,4/4,4,4,4,4,4/0,1/1", "4,4,4,4,4/4,4,4,4,4,4/0,0/1", "4,4,4,4,4,4/4,4,4,4,4,4/0,0/0",
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0/", "4,4,4,4,4,4/4,4,4,4,4,4", "48",
        "4;4,4,4,4,4/4,4,4,4,4,4/0,0/1",
    };
    Pos *p = pos_new(g);
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        cr_expect_neq(game_parse_position(g, bad[i], p, NULL, err, sizeof err), 0, "accepted '%s'", bad[i]);
        cr_expect_neq(err[0], '\0');
    }
    pos_free(p);
    game_destroy(g);
}
