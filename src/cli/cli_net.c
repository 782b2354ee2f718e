/*
 * cli_net.c - `tabula-cli host` and `tabula-cli join` (cli_net.h): a game
 * over the network played by a computer level on this side, so that tests
 * and scripts can play the window, or each other, over the wire.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli_net.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli_game_args.h"
#include "net_code.h"
#include "net_host.h"
#include "net_session.h"
#include "net_socket.h"
#include "search.h"

#define CN_GREETING_S 10.0 /* a friend who connects and says nothing */
#define CN_PING_S 20.0     /* silence before a ping */
#define CN_SILENT_S 60.0   /* silence before giving up */
#define CN_PLY_CAP 1000    /* the side to move resigns a game this long */

typedef struct {
    int level, move_ms, wait_s;
    int drop_at;   /* the connection cut at this ply, once, as a network would (tests); 0: never */
    double pause_s;
    Search *search;
} CnPlayer;

static int cn_usage(FILE *f)
{
    fprintf(f, "usage: tabula-cli host --game G [--opt key=value]... [--side 1|2] [--address A] [--port P]\n"
               "                      [--code CODE] [--level L] [--time MS] [--wait S] [--pause S] [--drop-at PLY]\n"
               "       tabula-cli join ADDRESS PORT CODE [--level L] [--time MS]\n"
               "  plays one game over the network, this side's moves by a computer level (simple);\n"
               "  the host listens on A (127.0.0.1) and P (0: any), prints the port and the code,\n"
               "  and waits S seconds (60) for its friend, not listening for --pause S (30)\n"
               "  after five greetings refused; both print each move and the record;\n"
               "  --drop-at cuts the connection once at that ply without a word, for tests\n");
    return f == stdout ? 0 : 2;
}

/* This side's move, found by the level's search (made at the first move:
 * the joiner learns the game from the host); MOVE_NONE when out of memory. */
static Move cn_choose(CnPlayer *pl, const Match *m)
{
    if (!pl->search && !(pl->search = search_create(match_game(m), 16u << 20)))
        return MOVE_NONE;
    const Pos *p = match_pos(m);
    SearchLimits lim;
    level_limits(match_game(m), p, pl->level, pl->move_ms, &lim);
    int nh;
    const uint64_t *hist = match_history(m, &nh);
    search_begin(pl->search, p, hist, nh, &lim);
    while (search_step(pl->search, 1u << 16) == SEARCH_RUNNING)
        continue;
    return search_result(pl->search)->move;
}

static void cn_record(const Match *m, FILE *out)
{
    fprintf(out, "record");
    for (int i = 0; i < match_plies(m); i++) {
        char text[64];
        match_move_text(m, i, text, sizeof text);
        fprintf(out, " %s", text);
    }
    GameStatus st;
    match_status(m, &st);
    fprintf(out, "\nresult %s\n", !st.over ? "unfinished" : st.winner < 0 ? "draw" : st.winner == 0 ? "1" : "2");
}

/* Plays the session over link k to its end: 0 when the game ended, 1 when
 * the connection did first (said on err); the caller prints the record. */
static int cn_play(NetSession *s, NetLink *k, CnPlayer *pl, FILE *out, FILE *err)
{
    int said_bye = 0, pinged = 0;
    for (;;) {
        size_t len, sent;
        const char *box = net_session_outbox(s, &len);
        NetLinkState st = net_link_pump(k, box, len, &sent, 50);
        net_session_sent(s, sent);
        const char *line;
        size_t n;
        while (!net_session_closed(s) && (line = net_link_line(k, &n)) != NULL) {
            NetEvent ev;
            net_session_receive(s, line, n, &ev);
            if (ev.kind == NET_EV_CLOSED)
                fprintf(err, "tabula-cli: %s\n", ev.text);
            else if (ev.kind == NET_EV_MOVED)
                fprintf(out, "friend %d\n", match_plies(net_session_match(s)));
            else if (ev.kind == NET_EV_DRAW_OFFERED)
                net_session_answer_draw(s, 0);
            else if (ev.kind == NET_EV_TAKEBACK_ASKED)
                net_session_answer_takeback(s, 0);
        }
        if (net_session_closed(s) || st == NET_LINK_CLOSED) {
            net_session_outbox(s, &len);
            if (len > 0 && st != NET_LINK_CLOSED)
                continue; /* the last words go out first */
            if (st == NET_LINK_CLOSED && !net_session_closed(s))
                fprintf(err, "tabula-cli: %s\n", net_link_error(k));
            Match *m = net_session_match(s);
            GameStatus gs = {0};
            if (m)
                match_status(m, &gs);
            return gs.over ? 0 : 1;
        }
        if (pl->drop_at > 0 && net_session_playing(s) && match_plies(net_session_match(s)) >= pl->drop_at) {
            pl->drop_at = 0; /* a cut, not a goodbye: the friend is to come back */
            fprintf(err, "tabula-cli: connection cut at ply %d\n", match_plies(net_session_match(s)));
            return 1;
        }
        if (!net_session_playing(s)) {
            if (net_link_quiet(k) > CN_GREETING_S)
                net_session_bye(s, "nothing said in time");
            continue;
        }
        Match *m = net_session_match(s);
        GameStatus gs;
        match_status(m, &gs);
        if (gs.over) {
            if (!said_bye)
                net_session_bye(s, "the game is over");
            said_bye = 1;
        } else if (pos_side(match_pos(m)) == net_session_side(s)) {
            Move mv = match_plies(m) < CN_PLY_CAP ? cn_choose(pl, m) : MOVE_NONE;
            if (match_plies(m) >= CN_PLY_CAP)
                net_session_resign(s);
            else if (mv == MOVE_NONE || net_session_play(s, mv) != 0)
                net_session_bye(s, "out of memory for the computer");
            fprintf(out, "move %d\n", match_plies(m));
        } else if (net_link_quiet(k) > CN_SILENT_S) {
            net_session_bye(s, "no word for a minute");
        } else if (net_link_quiet(k) > CN_PING_S && !pinged) {
            net_session_ping(s); /* once a silence: the answer ends it */
            pinged = 1;
        }
        if (net_link_quiet(k) < CN_PING_S)
            pinged = 0;
        fflush(out);
    }
}

/* Flags shared by both: --level, --time; the host's too.  -1 to go on. */
static int cn_flag(const char *a, const char *v, CnPlayer *pl, FILE *err)
{
    if (strcmp(a, "--level") == 0) {
        if ((pl->level = level_from_name(v)) < 0) {
            fprintf(err, "tabula-cli: no level '%s'\n", v);
            return 2;
        }
    } else if (strcmp(a, "--time") == 0) {
        pl->move_ms = atoi(v);
    } else if (strcmp(a, "--wait") == 0) {
        pl->wait_s = atoi(v);
    } else if (strcmp(a, "--pause") == 0) {
        pl->pause_s = atof(v);
    } else if (strcmp(a, "--drop-at") == 0) {
        pl->drop_at = atoi(v);
    } else {
        return cn_usage(err);
    }
    return -1;
}

/* The host's wait: a friend with the right code, or the time out. */
static NetSession *cn_wait(NetHost *h, const CnPlayer *pl, NetLink **k, FILE *err)
{
    int pausing = 0;
    for (int tenths = 0; tenths < pl->wait_s * 10 && !net_host_error(h)[0]; tenths++) {
        NetSession *s = net_host_pump(h, 100, k);
        if (s)
            return s;
        if (net_host_pausing(h) && !pausing)
            fprintf(err, "tabula-cli: %d greetings refused; not listening for %.0f s\n", net_host_refused(h),
                    pl->pause_s);
        pausing = net_host_pausing(h);
    }
    fprintf(err, "tabula-cli: %s\n", net_host_error(h)[0] ? net_host_error(h) : "no friend came in time");
    return NULL;
}

/* The host's game through every connection of its friend: a connection
 * that drops before the end is waited for again, on the same address,
 * port and code, and the friend who comes back is sent the game as it
 * stands.  Takes h (closed here). */
static int cn_host_games(NetHost *h, const char *address, int port, Match *m, int side, const char *code,
                         CnPlayer *pl, FILE *out, FILE *err)
{
    char why[256];
    for (;;) {
        NetLink *k = NULL;
        NetSession *s = cn_wait(h, pl, &k, err);
        net_host_close(h); /* one friend: nobody else is listened to */
        int rc = s ? cn_play(s, k, pl, out, err) : 1;
        net_session_destroy(s);
        net_link_close(k);
        if (!s || rc == 0)
            return rc;
        fprintf(err, "tabula-cli: waiting for the friend to come back\n");
        if (!(h = net_host_open(address, port, m, side, code, pl->pause_s, why, sizeof why))) {
            fprintf(err, "tabula-cli: %s\n", why);
            return 1;
        }
    }
}

int cli_host(int argc, char **argv, FILE *out, FILE *err)
{
    CliGameArgs ga = {0};
    CnPlayer pl = {LEVEL_SIMPLE, 200, 60, 0, NET_HOST_PAUSE_S, NULL};
    const char *address = "127.0.0.1", *given = NULL;
    int port = 0, side = 0, rc;
    for (int i = 0; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v)
            return cn_usage(strcmp(a, "--help") == 0 ? out : err);
        if (cli_game_take(&ga, a, v))
            continue;
        if (strcmp(a, "--side") == 0)
            side = atoi(v) - 1;
        else if (strcmp(a, "--address") == 0)
            address = v;
        else if (strcmp(a, "--port") == 0)
            port = atoi(v);
        else if (strcmp(a, "--code") == 0)
            given = v;
        else if ((rc = cn_flag(a, v, &pl, err)) >= 0)
            return rc;
    }
    const GameRules *rules;
    GameOptions opts;
    char why[256], code[NET_CODE_CHARS + 1], shown[32];
    if (!ga.name || (side != 0 && side != 1))
        return cn_usage(err);
    if (cli_game_read(&ga, "host", &rules, &opts, err) != 0)
        return 2;
    if (given ? net_code_read(given, code, sizeof code) != 0 : net_code_new(code, sizeof code) != 0) {
        fprintf(err, "tabula-cli: %s\n", given ? "not a join code" : "no random source for a join code");
        return 2;
    }
    Game *g = game_create(rules, &opts, why, sizeof why);
    Match *m = g ? match_create(g, NULL) : NULL;
    NetHost *h = m ? net_host_open(address, port, m, side, code, pl.pause_s, why, sizeof why) : NULL;
    pl.search = h ? search_create(g, 16u << 20) : NULL;
    if (!pl.search) {
        fprintf(err, "tabula-cli: %s\n", h || !m ? "out of memory" : why);
        rc = 1;
    } else {
        net_code_show(code, shown, sizeof shown);
        port = net_host_port(h);
        fprintf(out, "listening %s %d\ncode %s\n", address, port, shown);
        fflush(out);
        rc = cn_host_games(h, address, port, m, side, code, &pl, out, err);
        h = NULL;
        cn_record(m, out);
    }
    net_host_close(h);
    search_destroy(pl.search);
    match_destroy(m);
    game_destroy(g);
    return rc;
}

int cli_join(int argc, char **argv, FILE *out, FILE *err)
{
    CnPlayer pl = {LEVEL_SIMPLE, 200, 60, 0, NET_HOST_PAUSE_S, NULL};
    char code[NET_CODE_CHARS + 1], why[256];
    int rc;
    if (argc < 3 || (argc - 3) % 2 != 0)
        return cn_usage(argc > 0 && strcmp(argv[0], "--help") == 0 ? out : err);
    for (int i = 3; i < argc; i += 2)
        if ((rc = cn_flag(argv[i], argv[i + 1], &pl, err)) >= 0)
            return rc;
    if (net_code_read(argv[2], code, sizeof code) != 0) {
        fprintf(err, "tabula-cli: '%s' is not a join code\n", argv[2]);
        return 2;
    }
    NetLink *k = net_connect(argv[0], atoi(argv[1]), why, sizeof why);
    NetSession *s = k ? net_session_join(code) : NULL;
    if (!s) {
        fprintf(err, "tabula-cli: %s\n", k ? "out of memory" : why);
        net_link_close(k);
        return 1;
    }
    rc = cn_play(s, k, &pl, out, err); /* it makes the search once the host says which game */
    if (net_session_match(s))
        cn_record(net_session_match(s), out);
    search_destroy(pl.search);
    net_session_destroy(s);
    net_link_close(k);
    return rc;
}
