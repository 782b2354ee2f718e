/*
 * net_session.c - a game over the wire (net_session.h).
 *
 * The greeting: the joiner says hello with the protocol, its version and
 * the code; the host answers with the game and its options, the start
 * position, the joiner's side, every move so far and "ready" with the
 * number of plies and the hash of the position.  The joiner replays the
 * moves through its own match, each checked by its hash, so both sides
 * start play from one position by construction, not by trust.
 *
 * Both sides apply every agreed change the same way and in the order the
 * lines cross: any move ends the offers that wait, a take-back undoes
 * plies back to the turn of the side that asked (at least one), a draw
 * or a resignation ends the match where it stands.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "net_session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_code.h"
#include "pos_check.h"

typedef enum { NS_GREETING, NS_PLAYING, NS_CLOSED } NsState;

struct NetSession {
    int host;
    Match *m;
    Game *own_game;   /* the joiner's, from the host's word */
    Match *own_match;
    int side;         /* 0 or 1; the joiner's is -1 until the host says */
    char code[NET_CODE_CHARS + 1];
    NsState state;
    int draw_asked, draw_offered;         /* this side's offer, the friend's */
    int takeback_asked, takeback_offered; /* this side's request, the friend's */
    uint32_t pings;
    EventList *events; /* the caller's, for the moves' events, or NULL */
    char *out;
    size_t out_len, out_cap;
};

/* ---- the outbox ---- */

static int ns_send(NetSession *s, const NetMsg *msg)
{
    char line[NET_LINE_MAX + 1];
    int n = net_wire_write(msg, line, sizeof line);
    if (n < 0)
        return -1;
    if (s->out_len + (size_t)n > s->out_cap) {
        size_t cap = s->out_cap ? s->out_cap * 2 : 1024;
        while (cap < s->out_len + (size_t)n)
            cap *= 2;
        char *grown = realloc(s->out, cap);
        if (!grown)
            return -1;
        s->out = grown;
        s->out_cap = cap;
    }
    memcpy(s->out + s->out_len, line, (size_t)n);
    s->out_len += (size_t)n;
    return 0;
}

static void ns_send_text(NetSession *s, NetVerb verb, const char *text)
{
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.verb = verb;
    snprintf(msg.text, sizeof msg.text, "%s", text);
    (void)ns_send(s, &msg);
}

static void ns_send_answer(NetSession *s, NetVerb verb, NetAnswer a)
{
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.verb = verb;
    msg.answer = a;
    (void)ns_send(s, &msg);
}

const char *net_session_outbox(const NetSession *s, size_t *len)
{
    *len = s->out_len;
    return s->out;
}

void net_session_sent(NetSession *s, size_t n)
{
    if (n == 0)
        return; /* the outbox may not be made yet */
    if (n > s->out_len)
        n = s->out_len;
    memmove(s->out, s->out + n, s->out_len - n);
    s->out_len -= n;
}

/* ---- making and ending ---- */

static NetSession *ns_new(int host, const char *code)
{
    NetSession *s = calloc(1, sizeof *s);
    if (s) {
        s->host = host;
        s->side = -1;
        snprintf(s->code, sizeof s->code, "%s", code);
    }
    return s;
}

NetSession *net_session_host(Match *m, int side, const char *code)
{
    NetSession *s = ns_new(1, code);
    if (s) {
        s->m = m;
        s->side = side;
    }
    return s;
}

NetSession *net_session_join(const char *code)
{
    NetSession *s = ns_new(0, code);
    NetMsg hello;
    memset(&hello, 0, sizeof hello);
    hello.verb = NET_HELLO;
    snprintf(hello.word[0], sizeof hello.word[0], "%s", NET_PROTOCOL);
    snprintf(hello.word[1], sizeof hello.word[1], "%s", TABULA_VERSION);
    snprintf(hello.word[2], sizeof hello.word[2], "%s", code);
    if (s && ns_send(s, &hello) != 0) {
        net_session_destroy(s);
        s = NULL;
    }
    return s;
}

void net_session_destroy(NetSession *s)
{
    if (!s)
        return;
    match_destroy(s->own_match);
    game_destroy(s->own_game);
    free(s->out);
    free(s);
}

Match *net_session_match(const NetSession *s) { return s->m; }
void net_session_events(NetSession *s, EventList *ev) { s->events = ev; }

/* Two matches of one game, from one start, through the same positions. */
static int ns_same_match(const Match *a, const Match *b)
{
    const Game *ga = match_game(a), *gb = match_game(b);
    char oa[NET_TEXT_MAX], ob[NET_TEXT_MAX];
    game_options_format(ga->rules, &ga->opts, oa, sizeof oa);
    game_options_format(gb->rules, &gb->opts, ob, sizeof ob);
    if (ga->rules != gb->rules || strcmp(oa, ob) != 0 || match_plies(a) != match_plies(b))
        return 0;
    for (int i = 0; i <= match_plies(a); i++)
        if (pos_hash(match_pos_at(a, i)) != pos_hash(match_pos_at(b, i)))
            return 0;
    return 1;
}

int net_session_lend(NetSession *s, Match *m)
{
    if (s->host || s->state != NS_PLAYING || !s->own_match || !ns_same_match(s->own_match, m))
        return -1;
    s->m = m;
    match_destroy(s->own_match);
    game_destroy(s->own_game);
    s->own_match = NULL;
    s->own_game = NULL;
    return 0;
}
int net_session_side(const NetSession *s) { return s->side; }
int net_session_playing(const NetSession *s) { return s->state == NS_PLAYING; }
int net_session_closed(const NetSession *s) { return s->state == NS_CLOSED; }
int net_session_draw_pending(const NetSession *s, int asked) { return asked ? s->draw_asked : s->draw_offered; }
int net_session_takeback_pending(const NetSession *s, int asked)
{
    return asked ? s->takeback_asked : s->takeback_offered;
}

/* Ends the connection: ev says why; `tell` queues a bye saying so. */
static int ns_close(NetSession *s, NetEvent *ev, const char *why, int tell)
{
    if (tell)
        ns_send_text(s, NET_BYE, why);
    s->state = NS_CLOSED;
    ev->kind = NET_EV_CLOSED;
    snprintf(ev->text, sizeof ev->text, "%s", why);
    return -1;
}

void net_session_bye(NetSession *s, const char *reason)
{
    if (s->state != NS_CLOSED)
        ns_send_text(s, NET_BYE, reason);
    s->state = NS_CLOSED;
}

/* ---- moves ---- */

/* Ply i of the match (0 first) as a move line. */
static int ns_send_ply(NetSession *s, int i)
{
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.verb = NET_MOVE;
    msg.number = (uint32_t)i + 1;
    match_move_text(s->m, i, msg.word[0], sizeof msg.word[0]);
    msg.hash = pos_hash(match_pos_at(s->m, i + 1));
    return ns_send(s, &msg);
}

static void ns_moved(NetSession *s)
{
    s->draw_asked = s->draw_offered = 0;
    s->takeback_asked = s->takeback_offered = 0;
}

/* The friend's move line, played when it is legal and leads to the
 * position its hash names; else the match stays as it was. */
static int ns_take_move(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    char why[NET_TEXT_MAX];
    Move mv;
    const Game *g = match_game(s->m);
    GameStatus st;
    match_status(s->m, &st);
    if (st.over || msg->number != (uint32_t)match_plies(s->m) + 1)
        return ns_close(s, ev, st.over ? "a move after the end of the game" : "a move out of its turn", 1);
    if (game_parse_legal_move(g, match_pos(s->m), msg->word[0], &mv) != 0 ||
        match_play(s->m, mv, s->state == NS_PLAYING ? s->events : NULL) != 0) {
        snprintf(why, sizeof why, "an illegal move (%.40s at ply %u)", msg->word[0], (unsigned)msg->number);
        return ns_close(s, ev, why, 1);
    }
    if (pos_hash(match_pos(s->m)) != msg->hash) {
        match_undo(s->m);
        snprintf(why, sizeof why, "the positions differ after ply %u", (unsigned)msg->number);
        return ns_close(s, ev, why, 1);
    }
    ev->kind = NET_EV_MOVED;
    ev->move = mv;
    ns_moved(s);
    return 0;
}

/* Undoes plies back to `side`'s turn, at least one. */
static void ns_take_back(NetSession *s, int side)
{
    if (match_undo(s->m) == 0)
        while (pos_side(match_pos(s->m)) != side && match_undo(s->m) == 0)
            continue;
    ns_moved(s);
}

/* Whether `side` has a move of its own to take back. */
static int ns_has_moved(const NetSession *s, int side)
{
    for (int i = 0; i < match_plies(s->m); i++)
        if (pos_side(match_pos_at(s->m, i)) == side)
            return 1;
    return 0;
}

/* ---- the greeting ---- */

static int ns_host_greeting(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    if (msg->verb != NET_HELLO)
        return ns_close(s, ev, "no greeting", 1);
    if (strcmp(msg->word[0], NET_PROTOCOL) != 0) {
        ns_send_text(s, NET_REFUSE, "another protocol (" NET_PROTOCOL " here)");
        return ns_close(s, ev, "a friend speaking another protocol", 0);
    }
    if (!net_code_equal(msg->word[2], s->code)) {
        ns_send_text(s, NET_REFUSE, "wrong code");
        return ns_close(s, ev, "a wrong code", 0);
    }
    const Game *g = match_game(s->m);
    NetMsg out;
    memset(&out, 0, sizeof out);
    out.verb = NET_GAME;
    snprintf(out.word[0], sizeof out.word[0], "%s", g->rules->name);
    game_options_format(g->rules, &g->opts, out.text, sizeof out.text);
    int ok = ns_send(s, &out) == 0;
    memset(&out, 0, sizeof out);
    out.verb = NET_START;
    g->rules->format_pos(g, match_pos_at(s->m, 0), out.word[0], sizeof out.word[0]);
    ok = ok && ns_send(s, &out) == 0;
    memset(&out, 0, sizeof out);
    out.verb = NET_SIDE;
    out.side = 2 - s->side;
    ok = ok && ns_send(s, &out) == 0;
    for (int i = 0; ok && i < match_plies(s->m); i++)
        ok = ns_send_ply(s, i) == 0;
    memset(&out, 0, sizeof out);
    out.verb = NET_READY;
    out.number = (uint32_t)match_plies(s->m);
    out.hash = pos_hash(match_pos(s->m));
    if (!ok || ns_send(s, &out) != 0)
        return ns_close(s, ev, "this game cannot be sent", 1);
    s->state = NS_PLAYING;
    ev->kind = NET_EV_READY;
    return 0;
}

/* The joiner's game from the host's "game" line. */
static int ns_join_game(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    char why[NET_TEXT_MAX], opts[NET_TEXT_MAX], *save = NULL;
    const GameRules *rules = game_find(msg->word[0]);
    if (!rules)
        return ns_close(s, ev, "a game this Tabula does not know", 1);
    GameOptions o;
    game_options_default(rules, &o);
    snprintf(opts, sizeof opts, "%s", msg->text);
    for (char *kv = strtok_r(opts, " ", &save); kv; kv = strtok_r(NULL, " ", &save))
        if (game_options_set(rules, &o, kv, why, sizeof why) != 0)
            return ns_close(s, ev, "options this Tabula does not know", 1);
    s->own_game = game_create(rules, &o, why, sizeof why);
    return s->own_game ? 0 : ns_close(s, ev, "options this Tabula does not know", 1);
}

static int ns_join_start(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    Pos *start = NULL;
    char why[NET_TEXT_MAX];
    if (msg->word[0][0]) {
        start = pos_new(s->own_game);
        if (!start || game_parse_position(s->own_game, msg->word[0], start, NULL, why, sizeof why) != 0) {
            pos_free(start);
            return ns_close(s, ev, "a start position that does not read", 1);
        }
    }
    s->own_match = match_create(s->own_game, start);
    pos_free(start);
    s->m = s->own_match;
    return s->m ? 0 : ns_close(s, ev, "out of memory", 1);
}

static int ns_join_greeting(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    char why[NET_TEXT_MAX];
    if (msg->verb == NET_REFUSE) {
        snprintf(why, sizeof why, "refused: %.160s", msg->text);
        return ns_close(s, ev, why, 0);
    }
    if (msg->verb == NET_GAME && !s->own_game)
        return ns_join_game(s, msg, ev);
    if (msg->verb == NET_START && s->own_game && !s->m)
        return ns_join_start(s, msg, ev);
    if (msg->verb == NET_SIDE && s->m && s->side < 0) {
        s->side = msg->side - 1;
        return 0;
    }
    if (msg->verb == NET_MOVE && s->side >= 0)
        return ns_take_move(s, msg, ev) == 0 ? (ev->kind = NET_EV_NONE, 0) : -1;
    if (msg->verb == NET_READY && s->side >= 0) {
        if (msg->number != (uint32_t)match_plies(s->m) || msg->hash != pos_hash(match_pos(s->m)))
            return ns_close(s, ev, "the positions differ at the start of play", 1);
        s->state = NS_PLAYING;
        ev->kind = NET_EV_READY;
        return 0;
    }
    return ns_close(s, ev, "a greeting out of order", 1);
}

/* ---- play ---- */

static int ns_answer(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    int draw = msg->verb == NET_DRAW, *asked = draw ? &s->draw_asked : &s->takeback_asked;
    int *offered = draw ? &s->draw_offered : &s->takeback_offered;
    GameStatus st;
    match_status(s->m, &st);
    if (msg->answer == NET_ASK) {
        if (st.over || *offered || (!draw && !ns_has_moved(s, 1 - s->side)))
            return ns_close(s, ev, draw ? "a draw offer out of place" : "a take-back out of place", 1);
        *offered = 1;
        ev->kind = draw ? NET_EV_DRAW_OFFERED : NET_EV_TAKEBACK_ASKED;
        return 0;
    }
    if (!*asked)
        return ns_close(s, ev, "an answer to nothing asked", 1);
    *asked = 0;
    if (msg->answer == NET_DECLINE) {
        ev->kind = draw ? NET_EV_DRAW_DECLINED : NET_EV_TAKEBACK_DECLINED;
        return 0;
    }
    if (draw)
        match_agree_draw(s->m);
    else
        ns_take_back(s, s->side);
    ev->kind = draw ? NET_EV_DRAW_AGREED : NET_EV_TAKEN_BACK;
    return 0;
}

static int ns_play_line(NetSession *s, const NetMsg *msg, NetEvent *ev)
{
    char why[NET_TEXT_MAX];
    GameStatus st;
    switch (msg->verb) {
    case NET_MOVE:
        if (pos_side(match_pos(s->m)) == s->side)
            return ns_close(s, ev, "a move out of its turn", 1);
        return ns_take_move(s, msg, ev);
    case NET_DRAW:
    case NET_TAKEBACK: return ns_answer(s, msg, ev);
    case NET_RESIGN:
        match_status(s->m, &st);
        if (st.over)
            return ns_close(s, ev, "a resignation after the end of the game", 1);
        match_resign(s->m, 1 - s->side);
        ev->kind = NET_EV_RESIGNED;
        return 0;
    case NET_PING: {
        NetMsg pong = *msg;
        pong.verb = NET_PONG;
        (void)ns_send(s, &pong);
        return 0;
    }
    case NET_PONG: return 0;
    case NET_BYE:
        snprintf(why, sizeof why, "the friend left: %.160s", msg->text);
        return ns_close(s, ev, why, 0);
    default: return ns_close(s, ev, "a greeting during play", 1);
    }
}

int net_session_receive(NetSession *s, const char *line, size_t len, NetEvent *ev)
{
    char why[NET_TEXT_MAX];
    NetMsg msg;
    memset(ev, 0, sizeof *ev);
    if (s->state == NS_CLOSED)
        return ns_close(s, ev, "the connection is over", 0);
    if (net_wire_read(line, len, &msg, why, sizeof why) != 0)
        return ns_close(s, ev, why, 1);
    if (msg.verb == NET_BYE && s->state == NS_GREETING) {
        snprintf(why, sizeof why, "the friend left: %.160s", msg.text);
        return ns_close(s, ev, why, 0);
    }
    if (s->state == NS_GREETING)
        return s->host ? ns_host_greeting(s, &msg, ev) : ns_join_greeting(s, &msg, ev);
    return ns_play_line(s, &msg, ev);
}

/* ---- this side's actions ---- */

/* Play has begun and the game is not over. */
static int ns_live(const NetSession *s)
{
    GameStatus st;
    if (s->state != NS_PLAYING)
        return 0;
    match_status(s->m, &st);
    return !st.over;
}

int net_session_play(NetSession *s, Move mv)
{
    if (!ns_live(s) || pos_side(match_pos(s->m)) != s->side || match_play(s->m, mv, s->events) != 0)
        return -1;
    ns_moved(s);
    return ns_send_ply(s, match_plies(s->m) - 1);
}

int net_session_offer_draw(NetSession *s)
{
    if (!ns_live(s) || s->draw_asked)
        return -1;
    s->draw_asked = 1;
    ns_send_answer(s, NET_DRAW, NET_ASK);
    return 0;
}

int net_session_answer_draw(NetSession *s, int accept)
{
    if (s->state != NS_PLAYING || !s->draw_offered)
        return -1;
    s->draw_offered = 0;
    if (accept)
        match_agree_draw(s->m);
    ns_send_answer(s, NET_DRAW, accept ? NET_ACCEPT : NET_DECLINE);
    return 0;
}

int net_session_may_ask_takeback(const NetSession *s)
{
    return ns_live(s) && !s->takeback_asked && ns_has_moved(s, s->side);
}

int net_session_ask_takeback(NetSession *s)
{
    if (!net_session_may_ask_takeback(s))
        return -1;
    s->takeback_asked = 1;
    ns_send_answer(s, NET_TAKEBACK, NET_ASK);
    return 0;
}

int net_session_answer_takeback(NetSession *s, int accept)
{
    if (s->state != NS_PLAYING || !s->takeback_offered)
        return -1;
    s->takeback_offered = 0;
    if (accept)
        ns_take_back(s, 1 - s->side);
    ns_send_answer(s, NET_TAKEBACK, accept ? NET_ACCEPT : NET_DECLINE);
    return 0;
}

int net_session_resign(NetSession *s)
{
    if (!ns_live(s))
        return -1;
    match_resign(s->m, s->side);
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.verb = NET_RESIGN;
    return ns_send(s, &msg);
}

void net_session_ping(NetSession *s)
{
    NetMsg msg;
    memset(&msg, 0, sizeof msg);
    msg.verb = NET_PING;
    msg.number = ++s->pings;
    (void)ns_send(s, &msg);
}
