/*
 * test_kalah.c - Kalah rules: hand-checked moves for every rule, perft
 * against the rules file and against an independent reference sower,
 * events that replay, incremental hashes, notation round trips.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine_util.h"
#include "pos_check.h"

static const char *const opts_on[] = {"empty_capture=on", NULL};

static void check_move(const Game *g, const char *from, const char *move, const char *want)
{
    Pos *p = eu_pos(g, from);
    EventList ev;
    char got[GAME_TEXT_MAX], replay[GAME_TEXT_MAX];
    eu_play(g, p, move, &ev);
    eu_text(g, p, got, sizeof got);
    cr_expect_str_eq(got, want, "%s after %s", from, move);
    eu_mancala_replay(g, eu_pos(g, from), &ev, replay, sizeof replay);
    cr_expect_str_eq(replay, want, "events of %s after %s", from, move);
    cr_expect_eq(pos_hash(p), g->rules->hash_full(g, p));
    pos_free(p);
}

Test(kalah, start_position_and_options)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    char t[GAME_TEXT_MAX];
    g->rules->start(g, p);
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    eu_legal_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "A B C D E F");
    game_options_format(g->rules, &g->opts, t, sizeof t);
    cr_expect_str_eq(t, "pits=6 seeds=4 empty_capture=off");
    game_destroy(g);

    const char *const small[] = {"pits=3", "seeds=2", NULL};
    g = eu_game("kalah", small);
    g->rules->start(g, p);
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "2,2,2/2,2,2/0,0/1");
    game_destroy(g);
    pos_free(p);

    const GameRules *r = game_find("kalah");
    GameOptions o;
    char err[128];
    game_options_default(r, &o);
    cr_expect_neq(game_options_set(r, &o, "pits=9", err, sizeof err), 0);
    cr_expect_neq(game_options_set(r, &o, "seeds=0", err, sizeof err), 0);
    cr_expect_neq(game_options_set(r, &o, "empty_capture=maybe", err, sizeof err), 0);
    cr_expect_neq(game_options_set(r, &o, "colour=red", err, sizeof err), 0);
    cr_expect_eq(game_options_set(r, &o, "pits=8", err, sizeof err), 0);
    cr_expect_eq(o.v[0], 8);
}

Test(kalah, extra_turn)
{
    Game *g = eu_game("kalah", NULL);
    check_move(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1", "C", "4,4,0,5,5,5/4,4,4,4,4,4/1,0/1");
    /* Player 2 ends in their own store (L with 1 seed). */
    check_move(g, "4,4,4,4,4,4/4,4,4,4,4,1/3,0/2", "L", "4,4,4,4,4,4/4,4,4,4,4,0/3,1/2");
    game_destroy(g);
}

Test(kalah, capture_takes_opposite_and_last_seed)
{
    Game *g = eu_game("kalah", NULL);
    /* A's one seed lands in empty B; K opposite holds 5: 6 to the store. */
    check_move(g, "1,0,2,2,2,2/2,2,2,2,5,2/12,12/1", "A", "0,0,2,2,2,2/2,2,2,2,0,2/18,12/2");
    /* Player 2: G's seed lands in empty H, opposite E holds 3. */
    check_move(g, "2,2,2,2,3,2/1,0,2,2,2,2/14,12/2", "G", "2,2,2,2,0,2/0,0,2,2,2,2/14,16/1");
    game_destroy(g);
}

Test(kalah, empty_opposite_capture_by_option)
{
    Game *off = eu_game("kalah", NULL), *on = eu_game("kalah", opts_on);
    const char *from = "1,0,2,2,2,2/2,2,2,2,0,7/12,12/1";
    check_move(off, from, "A", "0,1,2,2,2,2/2,2,2,2,0,7/12,12/2");
    check_move(on, from, "A", "0,0,2,2,2,2/2,2,2,2,0,7/13,12/2");
    game_destroy(off);
    game_destroy(on);
}

Test(kalah, sowing_skips_opponent_store_not_origin)
{
    Game *g = eu_game("kalah", NULL);
    /* F's 10 seeds: own store, G..L, then A, B, C (player 2's store skipped). */
    check_move(g, "1,1,1,1,1,10/2,2,2,2,2,2/11,10/1", "F", "2,2,2,1,1,0/3,3,3,3,3,3/12,10/2");
    /* 13 seeds go all the way round into the emptied A, which captures L. */
    check_move(g, "13,0,0,0,0,0/1,1,1,1,1,1/15,14/1", "A", "0,1,1,1,1,1/2,2,2,2,2,0/19,14/2");
    game_destroy(g);
}

Test(kalah, end_sweeps_remaining_seeds)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = eu_pos(g, "0,0,0,0,0,1/3,0,0,0,0,0/20,24/1");
    EventList ev;
    eu_play(g, p, "F", &ev);
    char t[GAME_TEXT_MAX];
    eu_text(g, p, t, sizeof t);
    cr_expect_str_eq(t, "0,0,0,0,0,0/0,0,0,0,0,0/21,27/2");
    cr_assert_eq(ev.n, 3);
    cr_expect_eq(ev.ev[2].kind, EV_SWEEP);
    cr_expect_eq(ev.ev[2].from, 6);
    cr_expect_eq(ev.ev[2].to, 13);
    cr_expect_eq(ev.ev[2].count, 3);
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    cr_expect(st.over);
    cr_expect_eq(st.winner, 1);
    cr_expect_eq(st.score[0], 21);
    cr_expect_eq(st.score[1], 27);
    Move moves[GAME_MAX_MOVES];
    cr_expect_eq(g->rules->legal(g, p, moves), 0);
    cr_expect_eq(game_perft(g, p, 1), 0);
    pos_free(p);
    game_destroy(g);
}

Test(kalah, perft_from_start)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    const uint64_t want[] = {1, 6, 35, 185, 942, 4690};
    for (int d = 0; d <= 5; d++)
        cr_expect_eq(game_perft(g, p, d), want[d], "depth %d", d);
    pos_free(p);
    game_destroy(g);
}

/* ---- an independent reference: the classic array of 2P+2 holes with
 * the stores at P and 2P+1, sowing by skipping the opponent's store ---- */

typedef struct {
    int P, ec;
    int h[2 * 8 + 2];
    int side;
} Ref;

static int ref_over(const Ref *r)
{
    int a = 0, b = 0;
    for (int i = 0; i < r->P; i++) {
        a += r->h[i];
        b += r->h[r->P + 1 + i];
    }
    return a == 0 || b == 0;
}

static void ref_play(Ref *r, int hole)
{
    int P = r->P, n = 2 * P + 2, mine = r->side ? 2 * P + 1 : P, theirs = r->side ? P : 2 * P + 1;
    int seeds = r->h[hole], at = hole;
    r->h[hole] = 0;
    while (seeds) {
        at = (at + 1) % n;
        if (at == theirs)
            continue;
        r->h[at]++;
        seeds--;
    }
    int own_lo = r->side ? P + 1 : 0;
    if (at != mine && at >= own_lo && at < own_lo + P && r->h[at] == 1) {
        int opp = 2 * P - at;
        if (r->h[opp] || r->ec) {
            r->h[mine] += r->h[opp] + 1;
            r->h[opp] = r->h[at] = 0;
        }
    }
    if (ref_over(r)) {
        for (int i = 0; i < P; i++) {
            r->h[P] += r->h[i];
            r->h[2 * P + 1] += r->h[P + 1 + i];
            r->h[i] = r->h[P + 1 + i] = 0;
        }
        r->side = !r->side;
    } else if (at != mine) {
        r->side = !r->side;
    }
}

static uint64_t ref_perft(const Ref *r, int depth)
{
    if (depth == 0)
        return 1;
    if (ref_over(r))
        return 0;
    uint64_t total = 0;
    int lo = r->side ? r->P + 1 : 0;
    for (int i = lo; i < lo + r->P; i++) {
        if (!r->h[i])
            continue;
        Ref c = *r;
        ref_play(&c, i);
        total += ref_perft(&c, depth - 1);
    }
    return total;
}

static void ref_from_start(Ref *r, int P, int seeds, int ec)
{
    memset(r, 0, sizeof *r);
    r->P = P;
    r->ec = ec;
    for (int i = 0; i < P; i++)
        r->h[i] = r->h[P + 1 + i] = seeds;
}

static void ref_text(const Ref *r, char *buf, size_t len)
{
    size_t u = 0;
    for (int i = 0; i < 2 * r->P; i++) {
        int hole = i < r->P ? i : i + 1;
        u += (size_t)snprintf(buf + u, len - u, "%d%c", r->h[hole], (i + 1) % r->P ? ',' : '/');
    }
    snprintf(buf + u, len - u, "%d,%d/%d", r->h[r->P], r->h[2 * r->P + 1], r->side + 1);
}

/* Deeper counts than the rules file gives, checked by the reference:
 * Kalah(6,4) 23,233 at depth 6 and 114,430 at depth 7. */
Test(kalah, perft_matches_reference_sower)
{
    struct {
        const char *opts[4];
        int P, seeds, ec, depth;
    } cases[] = {
        {{NULL}, 6, 4, 0, 7},
        {{"empty_capture=on", NULL}, 6, 4, 1, 6},
        {{"pits=4", "seeds=3", NULL}, 4, 3, 0, 8},
        {{"pits=3", "seeds=1", "empty_capture=on", NULL}, 3, 1, 1, 10},
        {{"pits=8", "seeds=10", NULL}, 8, 10, 0, 4},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Game *g = eu_game("kalah", cases[c].opts);
        Pos *p = pos_new(g);
        g->rules->start(g, p);
        Ref r;
        ref_from_start(&r, cases[c].P, cases[c].seeds, cases[c].ec);
        for (int d = 1; d <= cases[c].depth; d++)
            cr_expect_eq(game_perft(g, p, d), ref_perft(&r, d), "case %zu depth %d", c, d);
        pos_free(p);
        game_destroy(g);
    }
    Game *g = eu_game("kalah", NULL);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    cr_expect_eq(game_perft(g, p, 6), 23233);
    cr_expect_eq(game_perft(g, p, 7), 114430);
    pos_free(p);
    game_destroy(g);
}

/* Random games under every rule: the position after each move equals the
 * reference's, the incremental hash equals the recomputed one, and the
 * events alone rebuild the position. */
Test(kalah, random_games_agree_with_reference_hash_and_events)
{
    uint64_t rng = 12345;
    for (int game = 0; game < 400; game++) {
        int P = 1 + (int)(game_rng_next(&rng) % 8), seeds = 1 + (int)(game_rng_next(&rng) % 10);
        int ec = (int)(game_rng_next(&rng) & 1);
        char o1[32], o2[32];
        snprintf(o1, sizeof o1, "pits=%d", P);
        snprintf(o2, sizeof o2, "seeds=%d", seeds);
        const char *const opts[] = {o1, o2, ec ? "empty_capture=on" : "empty_capture=off", NULL};
        Game *g = eu_game("kalah", opts);
        Pos *p = pos_new(g), *prev = pos_new(g);
        g->rules->start(g, p);
        Ref r;
        ref_from_start(&r, P, seeds, ec);
        EventList ev;
        Move moves[GAME_MAX_MOVES];
        int n;
        while ((n = g->rules->legal(g, p, moves)) > 0) {
            Move m = moves[game_rng_next(&rng) % (uint64_t)n];
            pos_copy(g, prev, p);
            ev.n = 0;
            g->rules->play(g, p, m, &ev);
            ref_play(&r, m < P ? m : m + 1);
            char got[GAME_TEXT_MAX], want[GAME_TEXT_MAX], replay[GAME_TEXT_MAX];
            eu_text(g, p, got, sizeof got);
            ref_text(&r, want, sizeof want);
            cr_assert_str_eq(got, want);
            cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p));
            eu_mancala_replay(g, prev, &ev, replay, sizeof replay);
            cr_assert_str_eq(replay, got);
        }
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        cr_assert(st.over);
        cr_assert_eq(st.score[0] + st.score[1], 2 * P * seeds);
        pos_free(p);
        pos_free(prev);
        game_destroy(g);
    }
}

Test(kalah, notation_round_trip)
{
    uint64_t rng = 99;
    for (int k = 0; k < 3000; k++) {
        int P = 1 + (int)(game_rng_next(&rng) % 8), seeds = 1 + (int)(game_rng_next(&rng) % 10);
        char o1[32], o2[32];
        snprintf(o1, sizeof o1, "pits=%d", P);
        snprintf(o2, sizeof o2, "seeds=%d", seeds);
        const char *const opts[] = {o1, o2, NULL};
        Game *g = eu_game("kalah", opts);
        /* Scatter the seeds over the 2P pits and 2 stores. */
        int h[18] = {0}, total = 2 * P * seeds;
        for (int s = 0; s < total; s++)
            h[game_rng_next(&rng) % (uint64_t)(2 * P + 2)]++;
        char text[GAME_TEXT_MAX], again[GAME_TEXT_MAX];
        size_t u = 0;
        for (int i = 0; i < 2 * P; i++)
            u += (size_t)snprintf(text + u, sizeof text - u, "%d%c", h[i], (i + 1) % P ? ',' : '/');
        snprintf(text + u, sizeof text - u, "%d,%d/%d", h[2 * P], h[2 * P + 1], 1 + (int)(k & 1));
        Pos *p = eu_pos(g, text);
        eu_text(g, p, again, sizeof again);
        cr_assert_str_eq(again, text);
        cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p));
        pos_free(p);
        game_destroy(g);
    }
}

Test(kalah, malformed_and_impossible_positions_rejected)
{
    Game *g = eu_game("kalah", NULL);
    const char *bad[] = {
        "",
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0",        /* no side */
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0/3",      /* side 3 */
        "4,4,4,4,4/4,4,4,4,4,4,4/0,0/1",      /* 5 pits then 7 */
        "4,4,4,4,4,4,4/4,4,4,4,4/0,0/1",
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1 ",     /* trailing space */
        "4,4,4,4,4,4/4,4,4,4,4,4/1,0/1",      /* 49 seeds */
        "4,4,4,4,4,3/4,4,4,4,4,4/0,0/1",      /* 47 seeds */
        "4,4,4,4,4,-4/4,4,4,4,4,4/8,0/1",
        "4,4,4,4,4,4/4,4,4,4,4,4/0/1",
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0/1",
        "a,4,4,4,4,4/4,4,4,4,4,4/0,0/1",
        "4,4,4,4,4,4/4,4,4,4,4,4/0000,0/1",
        "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1/1",
        "4,4,4,4,4,4,/4,4,4,4,4,4/0,0/1",
    };
    Pos *p = pos_new(g);
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        cr_expect_neq(game_parse_position(g, bad[i], p, NULL, err, sizeof err), 0, "accepted '%s'", bad[i]);
        cr_expect_neq(err[0], '\0', "no reason for '%s'", bad[i]);
    }
    Move m;
    cr_expect_neq(g->rules->parse_move(g, p, "M", &m), 0); /* only A..L on 6 pits */
    cr_expect_neq(g->rules->parse_move(g, p, "AB", &m), 0);
    cr_expect_neq(g->rules->parse_move(g, p, "", &m), 0);
    Pos *q = eu_pos(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    cr_expect_neq(game_parse_legal_move(g, q, "G", &m), 0); /* player 2's pit */
    Pos *e = eu_pos(g, "0,4,4,4,4,4/4,4,4,4,4,4/4,0/1");
    cr_expect_neq(game_parse_legal_move(g, e, "A", &m), 0); /* empty pit */
    cr_expect_eq(game_parse_legal_move(g, e, "b", &m), 0);  /* either case */
    pos_free(p);
    pos_free(q);
    pos_free(e);
    game_destroy(g);
}

Test(kalah, parsed_finished_position_counts_seeds_for_their_owner)
{
    Game *g = eu_game("kalah", NULL);
    Pos *p = eu_pos(g, "0,0,0,0,0,0/1,2,3,0,0,0/20,22/2");
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    cr_expect(st.over);
    cr_expect_eq(st.score[0], 20);
    cr_expect_eq(st.score[1], 28);
    cr_expect_eq(g->rules->final_value(g, p, &st), 8);
    int lo, hi;
    Pos *q = eu_pos(g, "1,0,0,0,0,0/1,2,3,0,0,0/20,21/2");
    g->rules->value_bounds(g, q, &lo, &hi);
    cr_expect_eq(lo, 1 - 7);
    cr_expect_eq(hi, 1 + 7);
    pos_free(p);
    pos_free(q);
    game_destroy(g);
}
