/*
 * test_net_session.c - two sessions (net_session.h) joined by their
 * outboxes, without sockets: whole games of the four games end with equal
 * records on both sides; a game joined in the middle starts from the same
 * position; a wrong code, a tampered hash, an illegal move and a move out
 * of turn end the connection with the game as it was; draws, take-backs
 * and resignations agree on both sides.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "engine_util.h"
#include "net_session.h"

#define CODE "7KQ2M9XH3P"

/* Moves every line a's outbox holds into b; the events b saw, up to max,
 * into ev.  Returns how many lines went, or -1 after one b refused. */
static int ns_deliver(NetSession *a, NetSession *b, NetEvent *ev, int max, int *nev)
{
    size_t len;
    const char *out = net_session_outbox(a, &len);
    int lines = 0;
    while (len > 0) {
        const char *nl = memchr(out, '\n', len);
        cr_assert_not_null(nl, "an outbox without a line's end");
        NetEvent e;
        int rc = net_session_receive(b, out, (size_t)(nl - out), &e);
        if (e.kind != NET_EV_NONE && *nev < max)
            ev[(*nev)++] = e;
        net_session_sent(a, (size_t)(nl - out) + 1);
        out = net_session_outbox(a, &len);
        lines++;
        if (rc != 0)
            return -1;
    }
    return lines;
}

/* Both ways until both outboxes are empty; the events each side saw. */
static void ns_pump(NetSession *h, NetSession *j, NetEvent *hev, int *nh, NetEvent *jev, int *nj)
{
    /* A side that closed has its last lines (a refusal, a bye) delivered
     * too; a closed side takes no more, so this ends. */
    int moved;
    do {
        int a = ns_deliver(h, j, jev, 16, nj), b = ns_deliver(j, h, hev, 16, nh);
        moved = a != 0 || b != 0;
    } while (moved);
}

typedef struct {
    Game *g;
    Match *m;
    NetSession *host, *join;
    NetEvent hev[16], jev[16];
    int nh, nj;
} Pair;

static void pair_open(Pair *p, const char *game, int host_side, int plies_first, const char *code)
{
    memset(p, 0, sizeof *p);
    p->g = eu_game(game, NULL);
    p->m = match_create(p->g, NULL);
    cr_assert_not_null(p->m);
    uint64_t rng = 99;
    for (int i = 0; i < plies_first; i++) {
        Move moves[GAME_MAX_MOVES];
        int n = match_legal(p->m, moves);
        cr_assert_gt(n, 0);
        cr_assert_eq(match_play(p->m, moves[game_rng_next(&rng) % (uint64_t)n], NULL), 0);
    }
    p->host = net_session_host(p->m, host_side, CODE);
    p->join = net_session_join(code);
    cr_assert(p->host && p->join);
    ns_pump(p->host, p->join, p->hev, &p->nh, p->jev, &p->nj);
}

static void pair_close(Pair *p)
{
    net_session_destroy(p->host);
    net_session_destroy(p->join);
    match_destroy(p->m);
    game_destroy(p->g);
}

static void pair_pump(Pair *p)
{
    p->nh = p->nj = 0;
    ns_pump(p->host, p->join, p->hev, &p->nh, p->jev, &p->nj);
}

/* Both matches hold the same moves to the same position. */
static void pair_equal(const Pair *p)
{
    const Match *a = net_session_match(p->host), *b = net_session_match(p->join);
    cr_assert_not_null(b);
    cr_assert_eq(match_plies(a), match_plies(b));
    for (int i = 0; i < match_plies(a); i++)
        cr_assert_eq(match_move_at(a, i), match_move_at(b, i), "ply %d", i);
    cr_assert_eq(pos_hash(match_pos(a)), pos_hash(match_pos(b)));
    GameStatus sa, sb;
    match_status(a, &sa);
    match_status(b, &sb);
    cr_assert_eq(sa.over, sb.over);
    cr_assert_eq(sa.winner, sb.winner);
}

Test(net_session, whole_games_of_every_game_end_with_equal_records)
{
    const char *games[] = {"kalah", "oware", "hasami", "khan"};
    for (int gi = 0; gi < 4; gi++) {
        Pair p;
        pair_open(&p, games[gi], gi & 1, 0, CODE);
        cr_assert(net_session_playing(p.host) && net_session_playing(p.join), "%s: not ready", games[gi]);
        cr_expect_eq(p.nh, 1);
        cr_expect_eq(p.hev[0].kind, NET_EV_READY);
        cr_expect_eq(p.jev[p.nj - 1].kind, NET_EV_READY);
        cr_expect_eq(net_session_side(p.join), 1 - net_session_side(p.host));
        uint64_t rng = 5 + (uint64_t)gi;
        int plies = 0;
        GameStatus st;
        for (match_status(p.m, &st); !st.over && plies < 400; match_status(p.m, &st), plies++) {
            NetSession *mover = pos_side(match_pos(p.m)) == net_session_side(p.host) ? p.host : p.join;
            Move moves[GAME_MAX_MOVES];
            int n = match_legal(net_session_match(mover), moves);
            cr_assert_eq(net_session_play(mover, moves[game_rng_next(&rng) % (uint64_t)n]), 0);
            NetSession *other = mover == p.host ? p.join : p.host;
            cr_expect_eq(net_session_play(other, moves[0]), -1, "a move out of turn was sent");
            pair_pump(&p);
            NetEvent *seen = mover == p.host ? p.jev : p.hev;
            cr_assert_eq(seen[0].kind, NET_EV_MOVED, "%s ply %d", games[gi], plies);
        }
        if (!st.over) { /* a long game: the side to move resigns */
            NetSession *mover = pos_side(match_pos(p.m)) == net_session_side(p.host) ? p.host : p.join;
            cr_assert_eq(net_session_resign(mover), 0);
            pair_pump(&p);
        }
        pair_equal(&p);
        cr_expect(!net_session_closed(p.host) && !net_session_closed(p.join));
        pair_close(&p);
    }
}

Test(net_session, a_friend_joining_mid_game_starts_from_the_same_position)
{
    Pair p;
    pair_open(&p, "oware", 1, 37, CODE);
    cr_assert(net_session_playing(p.join));
    pair_equal(&p);
    cr_expect_eq(match_plies(net_session_match(p.join)), 37);
    pair_close(&p);
}

Test(net_session, a_wrong_code_is_refused)
{
    Pair p;
    pair_open(&p, "kalah", 0, 0, "7KQ2M9XH3Q");
    cr_expect(net_session_closed(p.host) && net_session_closed(p.join));
    cr_expect_eq(p.jev[0].kind, NET_EV_CLOSED);
    cr_expect_str_eq(p.jev[0].text, "refused: wrong code");
    cr_expect_str_eq(p.hev[0].text, "a wrong code");
    cr_expect_eq(match_plies(p.m), 0);
    pair_close(&p);
}

/* A line the joiner receives during play, forged; the joiner's match
 * must be as it was and the connection over with `why`. */
static void forged(const char *line, const char *why)
{
    Pair p;
    pair_open(&p, "kalah", 0, 4, CODE);
    Match *jm = net_session_match(p.join);
    int plies = match_plies(jm);
    uint64_t hash = pos_hash(match_pos(jm));
    NetEvent ev;
    cr_expect_eq(net_session_receive(p.join, line, strlen(line), &ev), -1, "took %s", line);
    cr_expect_eq(ev.kind, NET_EV_CLOSED);
    cr_expect(strstr(ev.text, why) != NULL, "%s: %s", line, ev.text);
    cr_expect_eq(match_plies(jm), plies);
    cr_expect_eq(pos_hash(match_pos(jm)), hash);
    /* The reason goes back, unless the other side left first. */
    size_t len;
    const char *out = net_session_outbox(p.join, &len);
    if (strncmp(line, "bye ", 4) == 0)
        cr_expect_eq(len, 0, "a bye answered: %.*s", (int)len, out);
    else
        cr_expect(len > 4 && strncmp(out, "bye ", 4) == 0, "no bye: %.*s", (int)len, out);
    pair_close(&p);
}

Test(net_session, a_forged_line_ends_the_connection_and_leaves_the_game)
{
    /* Four plies of Kalah from the start: it may be either side's turn;
     * the host plays side 0, so these lines come from the host. */
    forged("move 5 A 0123456789abcdef", "");
    forged("move 9 A 0123456789abcdef", "");
    forged("move 5 Z 0123456789abcdef", "");
    forged("hello tabula-net/1 0.11.0 " CODE, "greeting during play");
    forged("draw accept", "answer to nothing");
    forged("move 5 C 0123456789abcdef\r", "printable");
    forged("bye gone", "the friend left: gone");
}

Test(net_session, a_tampered_hash_leaves_the_position_as_it_was)
{
    Pair p;
    pair_open(&p, "kalah", 0, 0, CODE);
    Move moves[GAME_MAX_MOVES];
    match_legal(p.m, moves);
    cr_assert_eq(net_session_play(p.host, moves[0]), 0);
    size_t len;
    const char *out = net_session_outbox(p.host, &len);
    char line[NET_LINE_MAX];
    memcpy(line, out, len - 1);
    line[len - 1] = '\0';
    line[len - 2] = line[len - 2] == '0' ? '1' : '0'; /* the hash's last digit */
    NetEvent ev;
    cr_expect_eq(net_session_receive(p.join, line, strlen(line), &ev), -1);
    cr_expect(strstr(ev.text, "positions differ") != NULL, "%s", ev.text);
    cr_expect_eq(match_plies(net_session_match(p.join)), 0);
    pair_close(&p);
}

Test(net_session, draws_take_backs_and_resignations_agree)
{
    Pair p;
    pair_open(&p, "hasami", 0, 0, CODE);
    uint64_t rng = 3;
    for (int i = 0; i < 5; i++) {
        NetSession *mover = pos_side(match_pos(p.m)) == 0 ? p.host : p.join;
        Move moves[GAME_MAX_MOVES];
        int n = match_legal(net_session_match(mover), moves);
        cr_assert_eq(net_session_play(mover, moves[game_rng_next(&rng) % (uint64_t)n]), 0);
        pair_pump(&p);
    }
    /* After five plies the joiner (side 1) is to move; the host asks to take
     * back its last move: both go back two plies, to the host's turn. */
    cr_assert_eq(net_session_ask_takeback(p.host), 0);
    pair_pump(&p);
    cr_expect_eq(p.jev[0].kind, NET_EV_TAKEBACK_ASKED);
    cr_assert_eq(net_session_answer_takeback(p.join, 1), 0);
    pair_pump(&p);
    cr_expect_eq(p.hev[0].kind, NET_EV_TAKEN_BACK);
    cr_expect_eq(match_plies(p.m), 4);
    cr_expect_eq(pos_side(match_pos(p.m)), 0);
    pair_equal(&p);
    /* A declined draw, then an accepted one. */
    cr_assert_eq(net_session_offer_draw(p.join), 0);
    cr_expect_eq(net_session_offer_draw(p.join), -1, "two offers at once");
    pair_pump(&p);
    cr_assert_eq(net_session_answer_draw(p.host, 0), 0);
    pair_pump(&p);
    cr_expect_eq(p.jev[0].kind, NET_EV_DRAW_DECLINED);
    cr_assert_eq(net_session_offer_draw(p.host), 0);
    pair_pump(&p);
    cr_assert_eq(net_session_answer_draw(p.join, 1), 0);
    pair_pump(&p);
    cr_expect_eq(p.hev[0].kind, NET_EV_DRAW_AGREED);
    GameStatus st;
    match_status(p.m, &st);
    cr_expect(st.over && st.winner == -1);
    pair_equal(&p);
    cr_expect_eq(net_session_resign(p.host), -1, "a resignation after the end");
    pair_close(&p);

    pair_open(&p, "khan", 1, 0, CODE);
    cr_assert_eq(net_session_resign(p.join), 0);
    pair_pump(&p);
    cr_expect_eq(p.hev[0].kind, NET_EV_RESIGNED);
    match_status(p.m, &st);
    cr_expect(st.over && st.winner == 1, "the host (side 1) wins");
    pair_equal(&p);
    pair_close(&p);
}

/* The window's joiner plays on a match of its own: lent the session's
 * game copied move for move, the session plays on it, and both sides'
 * moves leave their events where the session was told; a match that
 * differs by one ply is refused, the session's own kept. */
Test(net_session, a_joiner_plays_on_a_lent_match_with_its_events)
{
    Pair p;
    pair_open(&p, "oware", 0, 9, CODE);
    const Match *own = net_session_match(p.join);
    /* the host's game: the session's own goes with its match */
    Match *copy = match_create(p.g, NULL), *short_one = match_create(p.g, NULL);
    cr_assert(copy && short_one);
    for (int i = 0; i < match_plies(own); i++) {
        cr_assert_eq(match_play(copy, match_move_at(own, i), NULL), 0);
        if (i + 1 < match_plies(own))
            cr_assert_eq(match_play(short_one, match_move_at(own, i), NULL), 0);
    }
    cr_assert_eq(net_session_lend(p.join, short_one), -1);
    cr_assert_eq(net_session_match(p.join), own);
    cr_assert_eq(net_session_lend(p.join, copy), 0);
    cr_assert_eq(net_session_match(p.join), copy);
    EventList ev;
    memset(&ev, 0, sizeof ev);
    net_session_events(p.join, &ev);
    Move moves[GAME_MAX_MOVES];
    int side = pos_side(match_pos(copy)), mover = net_session_side(p.join) == side ? 1 : 0;
    NetSession *to_move = mover ? p.join : p.host;
    cr_assert_gt(match_legal(copy, moves), 0);
    cr_assert_eq(net_session_play(to_move, moves[0]), 0);
    pair_pump(&p);
    cr_assert_gt(ev.n, 0, "no events for the move the joiner saw");
    cr_assert_eq(match_plies(copy), 10);
    pair_equal(&p);
    pair_close(&p);
    match_destroy(copy);
    match_destroy(short_one);
}
