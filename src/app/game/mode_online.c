/*
 * mode_online.c - a game with a friend over the network (mode_online.h).
 *
 * One session of the wire (net_session.h) plays every move on the
 * scene's own match, both sides', and leaves its events for the board to
 * animate; the friend's lines are read only while the board is still, so
 * each move is shown before the next is taken.  The network is pumped
 * once a frame, never waiting.
 *
 * A connection that drops keeps the game: the host listens again on the
 * same address, port and code, the joiner tries to come back every few
 * seconds, and the host's record is the one both play on from (the
 * joiner's match is brought to it before play resumes).  A friend silent
 * for a minute is told so and treated as gone: the game stays here, and
 * can be saved.
 */
#include "mode_online.h"

#include "game_files.h"
#include "game_offer.h"
#include "game_review.h"
#include "net_code.h"
#include "net_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OL_PING_S 20.0   /* a silence broken by a ping */
#define OL_SILENT_S 60.0 /* a silence that ends the connection */
#define OL_RETRY_S 2.0   /* between the joiner's tries to come back */

typedef enum { OL_WAITING, OL_PLAYING, OL_RECONNECTING, OL_CLOSED } OnlineState;

typedef struct OnlineRun OnlineRun;
struct OnlineRun {
    int host, side, port;
    char address[64], code[NET_CODE_CHARS + 1], reach[160];
    OnlineState state;
    int ever_joined;       /* the friend has been in: a wait is for them to come back */
    NetHost *listen;       /* the host waiting for its friend */
    NetSession *session;   /* the connection's game, playing or (the joiner coming back) greeting */
    NetLink *link;
    double next_try;       /* game time of the joiner's next try */
    int pinged;
    int ask_draw, ask_takeback; /* the friend's question, for a card */
    int said_bye;          /* the game is over: goodbye said */
    char reason[NET_TEXT_MAX]; /* why the last connection ended */
};

/* ---- the connection ---- */

static void ol_attach(GameScene *g, OnlineRun *o, NetSession *s, NetLink *k)
{
    o->session = s;
    o->link = k;
    net_session_events(s, &g->ev);
    o->state = OL_PLAYING;
    o->pinged = 0;
    o->ask_draw = o->ask_takeback = 0;
}

/* The lines still to go, sent if the link takes them now. */
static void ol_flush(OnlineRun *o)
{
    size_t len, sent = 0;
    const char *box = net_session_outbox(o->session, &len);
    if (len > 0 && net_link_pump(o->link, box, len, &sent, 0) != NET_LINK_CLOSED)
        net_session_sent(o->session, sent);
}

static void ol_let_go(OnlineRun *o)
{
    net_session_destroy(o->session);
    net_link_close(o->link);
    o->session = NULL;
    o->link = NULL;
}

/* The waiting room on the game's address, port and code: 0, or -1 with
 * the reason. */
static int ol_listen(GameScene *g, char *err, size_t errlen)
{
    OnlineRun *o = g->online;
    o->listen = net_host_open(o->address, o->port, g->match, o->side, o->code, NET_HOST_PAUSE_S, err, errlen);
    if (!o->listen)
        return -1;
    o->port = net_host_port(o->listen);
    o->state = OL_WAITING;
    return 0;
}

/* The connection ended (why): over for good when the game is or the
 * friend said goodbye (`again` 0); else the host waits for its friend
 * again and the joiner tries to come back. */
static void ol_drop(GameScene *g, App *a, const char *why, int again)
{
    OnlineRun *o = g->online;
    GameStatus st;
    if (o->session && !net_session_closed(o->session))
        net_session_bye(o->session, why);
    if (o->session)
        ol_flush(o);
    ol_let_go(o);
    snprintf(o->reason, sizeof o->reason, "%s", why);
    o->ask_draw = o->ask_takeback = 0;
    if (sg_over(g, &st) || !again) {
        o->state = OL_CLOSED;
    } else if (o->host) {
        char err[NET_TEXT_MAX];
        if (ol_listen(g, err, sizeof err) != 0) {
            o->state = OL_CLOSED;
            snprintf(o->reason, sizeof o->reason, "%s", err);
        }
    } else {
        o->state = OL_RECONNECTING;
        o->next_try = a->now + OL_RETRY_S;
    }
}

/* The joiner's record brought to the host's (in s's match): back to the
 * last ply both agree on, then the host's moves on.  0, or -1 when they
 * still differ. */
static int ol_follow(GameScene *g, const Match *host)
{
    int k = 0, n = match_plies(g->match) < match_plies(host) ? match_plies(g->match) : match_plies(host);
    while (k < n && pos_hash(match_pos_at(g->match, k + 1)) == pos_hash(match_pos_at(host, k + 1)))
        k++;
    while (match_plies(g->match) > k && match_undo(g->match) == 0)
        continue;
    for (int i = k; i < match_plies(host); i++)
        if (match_play(g->match, match_move_at(host, i), NULL) != 0)
            return -1;
    sg_board_sync(g);
    return match_plies(g->match) == match_plies(host) ? 0 : -1;
}

/* ---- what the friend said ---- */

static void ol_event(GameScene *g, App *a, const NetEvent *ev)
{
    OnlineRun *o = g->online;
    switch (ev->kind) {
    case NET_EV_MOVED:
        sg_board_played(g, a, ev->move, !o->side);
        break;
    case NET_EV_DRAW_OFFERED:
        o->ask_draw = 1;
        break;
    case NET_EV_DRAW_DECLINED:
        sg_banner_wide(g, a, tr(T_ONLINE_DRAW_DECLINED), 0, 3.0);
        break;
    case NET_EV_TAKEBACK_ASKED:
        o->ask_takeback = 1;
        break;
    case NET_EV_TAKEN_BACK:
        sg_board_sync(g);
        sg_banner_wide(g, a, tr(T_ONLINE_TAKEBACK_DONE), 0, 3.0);
        break;
    case NET_EV_TAKEBACK_DECLINED:
        sg_banner_wide(g, a, tr(T_ONLINE_TAKEBACK_DECLINED), 0, 3.0);
        break;
    default: /* a resignation or an agreed draw ends the match: the header says it */
        break;
    }
}

/* The friend's lines: all of them while greeting, one move at a time in
 * play (the board shows each before the next). */
static void ol_read(GameScene *g, App *a)
{
    OnlineRun *o = g->online;
    const char *line;
    size_t n;
    while (o->session && !net_session_closed(o->session) &&
           !(net_session_playing(o->session) && sg_board_busy(g)) && (line = net_link_line(o->link, &n)) != NULL) {
        NetEvent ev;
        if (net_session_receive(o->session, line, n, &ev) == 0 && o->state == OL_PLAYING)
            ol_event(g, a, &ev);
        else if (ev.kind == NET_EV_CLOSED)
            snprintf(o->reason, sizeof o->reason, "%s", ev.text);
    }
}

/* The joiner's try to come back: connect, greet, and once the host's game
 * is in, follow it and play on. */
static void ol_come_back(GameScene *g, App *a)
{
    OnlineRun *o = g->online;
    char err[NET_TEXT_MAX];
    if (!o->session) {
        if (a->now < o->next_try)
            return;
        o->next_try = a->now + OL_RETRY_S;
        o->link = net_connect(o->address, o->port, err, sizeof err);
        o->session = o->link ? net_session_join(o->code) : NULL;
        if (!o->session) {
            net_link_close(o->link);
            o->link = NULL;
        }
        return;
    }
    if (!net_session_playing(o->session))
        return;
    NetSession *s = o->session;
    NetLink *k = o->link;
    if (ol_follow(g, net_session_match(s)) != 0 || net_session_lend(s, g->match) != 0) {
        ol_drop(g, a, "the records differ", 0);
        return;
    }
    ol_attach(g, o, s, k);
    sg_banner_wide(g, a, tr(T_ONLINE_RECONNECTED), 0, 3.0);
}

/* The host's waiting room, a pass: the friend in, or still waiting. */
static void ol_wait(GameScene *g, App *a)
{
    OnlineRun *o = g->online;
    NetLink *k = NULL;
    NetSession *s = net_host_pump(o->listen, 0, &k);
    if (!s) {
        if (net_host_error(o->listen)[0]) {
            snprintf(o->reason, sizeof o->reason, "%s", net_host_error(o->listen));
            net_host_close(o->listen);
            o->listen = NULL;
            o->state = OL_CLOSED;
        }
        return;
    }
    net_host_close(o->listen); /* one friend: nobody else is listened to */
    o->listen = NULL;
    ol_attach(g, o, s, k);
    sg_banner_wide(g, a, tr(o->ever_joined ? T_ONLINE_BACK : T_ONLINE_JOINED), 0, 3.0);
    o->ever_joined = 1;
}

/* Once a frame: the waiting room, the lines both ways, the silences, the
 * goodbye once the game is over. */
static void ol_think(GameScene *g, App *a, double budget_s)
{
    (void)budget_s;
    OnlineRun *o = g->online;
    GameStatus st;
    if (o->listen)
        ol_wait(g, a);
    if (o->state == OL_RECONNECTING)
        ol_come_back(g, a);
    if (!o->session)
        return;
    size_t len, sent = 0;
    const char *box = net_session_outbox(o->session, &len);
    NetLinkState ls = net_link_pump(o->link, box, len, &sent, 0);
    net_session_sent(o->session, sent);
    ol_read(g, a);
    int over = sg_over(g, &st);
    if (over && o->state == OL_PLAYING && !o->said_bye) {
        net_session_bye(o->session, "the game is over");
        o->said_bye = 1;
        return; /* the goodbye goes out first */
    }
    if (ls == NET_LINK_CLOSED || net_session_closed(o->session)) {
        /* A goodbye ends it; a line the rules refuse, a broken link or
         * a stranger's word (the reason says) is waited out. */
        int bye = net_session_closed(o->session) && strncmp(o->reason, "the friend left", 15) == 0;
        char why[NET_TEXT_MAX];
        snprintf(why, sizeof why, "%s",
                 bye ? tr(T_ONLINE_LEFT) : net_session_closed(o->session) ? o->reason : net_link_error(o->link));
        ol_drop(g, a, why, !bye);
        return;
    }
    if (o->state != OL_PLAYING)
        return;
    double quiet = net_link_quiet(o->link);
    if (quiet > OL_SILENT_S) {
        ol_drop(g, a, "no word for a minute", 1);
    } else if (quiet > OL_PING_S && !o->pinged) {
        net_session_ping(o->session); /* its answer ends the silence */
        o->pinged = 1;
    } else if (quiet < OL_PING_S) {
        o->pinged = 0;
    }
}

/* ---- the mode ---- */

static int ol_live(const GameScene *g)
{
    const OnlineRun *o = g->online;
    return o->state == OL_PLAYING && o->session && net_session_playing(o->session);
}

static void ol_play(GameScene *g, App *a, Move mv)
{
    OnlineRun *o = g->online;
    sg_board_finish(g);
    if (!ol_live(g) || net_session_play(o->session, mv) != 0)
        return;
    sg_board_played(g, a, mv, o->side);
}

static void ol_ask_takeback(GameScene *g, App *a)
{
    if (g->gmode->enabled(g, a, GB_TAKE_BACK) && net_session_ask_takeback(g->online->session) == 0)
        sg_banner_wide(g, a, tr(T_ONLINE_TAKEBACK_SENT), 0, 3.0);
}

static int ol_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind != IN_KEY)
        return 0;
    int ctrl = (in->mod & KMOD_CTRL) != 0;
    if (in->key == SDLK_u || (ctrl && in->key == SDLK_z)) {
        ol_ask_takeback(g, a);
        return 1;
    }
    if (ctrl && in->key == SDLK_s) {
        sg_save(g, a);
        return 1;
    }
    return 0;
}

static void ol_button(GameScene *g, App *a, int b)
{
    if (b == GB_TAKE_BACK)
        ol_ask_takeback(g, a);
    else if (b == GB_REVIEW)
        sg_review_start(g, a);
}

static int ol_buttons(const GameScene *g, GameButton *order)
{
    int n = 0;
    GameStatus st;
    if (sg_over(g, &st)) {
        if (sg_can_review(g))
            order[n++] = GB_REVIEW;
        order[n++] = GB_MENU;
        order[n++] = GB_FLIP;
        return n;
    }
    order[n++] = GB_MENU;
    order[n++] = GB_FLIP;
    if (!g->small_window) { /* the small window leaves them to the in-game menu */
        order[n++] = GB_TAKE_BACK;
        order[n++] = GB_DRAW;
        order[n++] = GB_RESIGN;
    }
    return n;
}

static int ol_enabled(const GameScene *g, const App *a, int b)
{
    (void)a;
    const NetSession *s = g->online->session;
    switch (b) {
    case GB_TAKE_BACK:
        return ol_live(g) && net_session_may_ask_takeback(s);
    case GB_DRAW:
        return ol_live(g) && sg_can_offer(g) && !net_session_draw_pending(s, 1);
    case GB_RESIGN:
        return ol_live(g) && sg_can_offer(g);
    default:
        return 1;
    }
}

/* The friend's question on a card once the board is still and nothing
 * covers the game; the end's sound and a script's end. */
static void ol_idle(GameScene *g, App *a, AskCard *card)
{
    OnlineRun *o = g->online;
    GameStatus st;
    if (sg_over(g, &st)) {
        if (g->over_at < 0) {
            g->over_at = a->now;
            audio_play(a->audio, SOUND_END, 1.0f);
        }
        if (a->cfg.until_over && a->now - g->over_at > 0.3)
            app_quit(a);
        return;
    }
    if (a->stack[a->nstack - 1] != &g->base || !ol_live(g))
        return;
    card->yes = T_ASK_ACCEPT;
    card->no = T_ASK_DECLINE;
    card->subtitle[0] = '\0';
    if (o->ask_draw) {
        o->ask_draw = 0;
        card->question = ASK_DRAW_FROM_FRIEND;
        snprintf(card->title, sizeof card->title, "%s", tr(T_ONLINE_ASK_DRAW));
    } else if (o->ask_takeback) {
        o->ask_takeback = 0;
        card->question = ASK_TAKEBACK_FROM_FRIEND;
        card->yes = T_ONLINE_LET_TAKE_BACK;
        snprintf(card->title, sizeof card->title, "%s", tr(T_ONLINE_ASK_TAKEBACK));
    }
}

static int ol_answer(GameScene *g, App *a, int question, int yes)
{
    NetSession *s = g->online->session;
    switch (question) {
    case ASK_RESIGN:
        if (yes && ol_live(g))
            net_session_resign(s);
        return 1;
    case ASK_DRAW_FROM_FRIEND:
        if (ol_live(g))
            net_session_answer_draw(s, yes);
        return 1;
    case ASK_TAKEBACK_FROM_FRIEND:
        if (ol_live(g) && net_session_answer_takeback(s, yes) == 0 && yes) {
            sg_board_sync(g);
            sg_banner_wide(g, a, tr(T_ONLINE_TAKEBACK_DONE), 0, 3.0);
        }
        return 1;
    default:
        return 0;
    }
}

static void ol_offer_draw(GameScene *g, App *a, AskCard *card)
{
    card->question = ASK_NONE;
    if (g->gmode->enabled(g, a, GB_DRAW) && net_session_offer_draw(g->online->session) == 0)
        sg_banner_wide(g, a, tr(T_ONLINE_DRAW_SENT), 0, 3.0);
}

static void ol_status(const GameScene *g, App *a, char *text, size_t len)
{
    const OnlineRun *o = g->online;
    GameStatus st;
    char detail[8];
    if (sg_over(g, &st))
        sg_result(g, a, &st, text, len, detail, sizeof detail);
    else if (o->state == OL_WAITING)
        snprintf(text, len, "%s",
                 tr(o->ever_joined                                   ? T_ONLINE_WAITING_BACK
                    : o->listen && net_host_pausing(o->listen) ? T_ONLINE_PAUSING
                                                                     : T_ONLINE_WAITING));
    else if (o->state == OL_RECONNECTING)
        snprintf(text, len, "%s", tr(T_ONLINE_RECONNECTING));
    else if (o->state == OL_CLOSED)
        snprintf(text, len, tr(T_ONLINE_CLOSED), o->reason);
    else if (sg_board_busy(g))
        snprintf(text, len, "%s", tr(g->board->ops->busy_text));
    else if (pos_side(match_pos(g->match)) == o->side) {
        BoardView v = sg_view(g);
        g->board->ops->turn_text(g->board, &v, text, len);
    }
    else
        snprintf(text, len, "%s", tr(T_ONLINE_FRIEND_TURN));
}

/* The result; where the friend joins; that the game is kept. */
static int ol_explain(const GameScene *g, App *a, char *text, size_t len)
{
    const OnlineRun *o = g->online;
    GameStatus st;
    if (sg_over(g, &st)) {
        char title[96];
        sg_result(g, a, &st, title, sizeof title, text, len);
        return 1;
    }
    if (o->state == OL_WAITING && !o->ever_joined) {
        char shown[16];
        net_code_show(o->code, shown, sizeof shown);
        snprintf(text, len, tr(T_ONLINE_GIVE), o->reach, o->port, shown);
        return 1;
    }
    if (o->state != OL_PLAYING) {
        snprintf(text, len, "%s", tr(T_ONLINE_KEPT));
        return 1;
    }
    return 0;
}

static void ol_view(const GameScene *g, BoardView *v) { v->human_turn = v->human_turn && ol_live(g); }

static void ol_report(GameScene *g, App *a, char *buf, size_t len)
{
    static const char *const states[] = {"waiting", "playing", "reconnecting", "closed"};
    const OnlineRun *o = g->online;
    GameStatus st;
    const Game *gm = match_game(g->match);
    match_status(g->match, &st);
    (void)a;
    int n = snprintf(buf, len, "online %s %s side %s plies %d", o->host ? "host" : "join", states[o->state],
                     gm->rules->side_names[o->side], match_plies(g->match));
    if (n > 0 && (size_t)n < len && st.over)
        snprintf(buf + n, len - (size_t)n, " over %s", st.winner < 0 ? "draw" : gm->rules->side_names[st.winner]);
}

const GameMode sg_mode_online = {
    .kind = GM_ONLINE,
    .flags = GM_MOVES | GM_OFFERS | GM_REMOTE,
    .play = ol_play,
    .input = ol_input,
    .button = ol_button,
    .buttons = ol_buttons,
    .enabled = ol_enabled,
    .think = ol_think,
    .idle = ol_idle,
    .status = ol_status,
    .explain = ol_explain,
    .view = ol_view,
    .report = ol_report,
    .save = sg_save,
    .offer_draw = ol_offer_draw,
    .answer = ol_answer,
};

/* ---- making and ending ---- */

static OnlineRun *ol_new(GameScene *g, int host, int side, const char *address, int port, const char *code)
{
    OnlineRun *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->host = host;
    o->side = side;
    o->port = port;
    snprintf(o->address, sizeof o->address, "%s", address);
    snprintf(o->code, sizeof o->code, "%s", code);
    g->online = o;
    g->remote_side = !side;
    g->gmode = g->home = &sg_mode_online;
    return o;
}

int sg_online_host(GameScene *g, App *a, int side, const char *address, int port, const char *code, char *err,
                   size_t errlen)
{
    (void)a;
    OnlineRun *o = ol_new(g, 1, side, address, port, code);
    if (!o) {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        return -1;
    }
    if (ol_listen(g, err, errlen) != 0)
        return -1;
    /* Where the friend can reach this computer: its own addresses when it
     * listens on all of them. */
    if (strcmp(address, "0.0.0.0") != 0 && strcmp(address, "::") != 0)
        snprintf(o->reach, sizeof o->reach, "%s", address);
    else if (net_local_addresses(o->reach, sizeof o->reach, 3) == 0)
        snprintf(o->reach, sizeof o->reach, "127.0.0.1");
    return 0;
}

int sg_online_join(GameScene *g, App *a, NetSession *s, NetLink *k, const char *address, int port, const char *code,
                   char *err, size_t errlen)
{
    (void)a;
    OnlineRun *o = ol_new(g, 0, net_session_side(s), address, port, code);
    if (!o || net_session_lend(s, g->match) != 0) {
        if (o)
            snprintf(err, errlen, tr(T_ONLINE_FAILED), "the records differ");
        else
            snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        net_session_destroy(s);
        net_link_close(k);
        return -1;
    }
    ol_attach(g, o, s, k);
    o->ever_joined = 1;
    return 0;
}

void sg_online_free(GameScene *g)
{
    OnlineRun *o = g->online;
    if (!o)
        return;
    if (o->session && !net_session_closed(o->session)) {
        net_session_bye(o->session, "closed the game");
        ol_flush(o);
    }
    ol_let_go(o);
    net_host_close(o->listen);
    free(o);
    g->online = NULL;
}
