/*
 * net_session.h - one game between two Tabulas over the wire (net_wire.h,
 * docs/network.md), without the sockets: the lines received go in, the
 * lines to send come out of an outbox, and every move either side plays
 * goes through the engine's match on both sides, checked by the hash of
 * the position it leads to.  What the other side sends is a stranger's
 * word: a line that does not read, a move the rules refuse or a position
 * that differs ends the connection with its reason, the game left as it
 * was before that line.
 */
#ifndef TABULA_NET_SESSION_H
#define TABULA_NET_SESSION_H

#include <stddef.h>

#include "match.h"
#include "net_wire.h"

typedef enum {
    NET_EV_NONE,          /* nothing the player sees (a ping, a step of the greeting) */
    NET_EV_READY,         /* the game is set on both sides: play from here */
    NET_EV_MOVED,         /* the friend's move, played on the match */
    NET_EV_DRAW_OFFERED,  /* the friend offers a draw */
    NET_EV_DRAW_AGREED,   /* the friend accepted this side's offer: the game is drawn */
    NET_EV_DRAW_DECLINED,
    NET_EV_TAKEBACK_ASKED, /* the friend asks to take back their last move */
    NET_EV_TAKEN_BACK,     /* the friend agreed: the match is back at this side's turn */
    NET_EV_TAKEBACK_DECLINED,
    NET_EV_RESIGNED,       /* the friend resigned: this side won */
    NET_EV_CLOSED,         /* the connection is over; text says why */
} NetEventKind;

typedef struct {
    NetEventKind kind;
    Move move;                /* NET_EV_MOVED */
    char text[NET_TEXT_MAX];  /* NET_EV_CLOSED: the reason */
} NetEvent;

typedef struct NetSession NetSession;

/* The host of match m (borrowed, with its game, for the session's life),
 * playing side `side` (0 or 1) with join code `code` (net_code.h).  NULL
 * when out of memory. */
NetSession *net_session_host(Match *m, int side, const char *code);
/* The friend who joins with `code`; the game, its options, its start and
 * the moves so far come from the host into a match of the session's own.
 * Its greeting is in the outbox at once. */
NetSession *net_session_join(const char *code);
void net_session_destroy(NetSession *s);

/* The match played (the joiner's: NULL until the host has said which
 * game), this side (0 or 1), whether play has begun and whether the
 * connection is over. */
Match *net_session_match(const NetSession *s);
int net_session_side(const NetSession *s);
int net_session_playing(const NetSession *s);
int net_session_closed(const NetSession *s);
/* 1 while an offer of a draw (asked: this side's) or a take-back waits. */
int net_session_draw_pending(const NetSession *s, int asked);
int net_session_takeback_pending(const NetSession *s, int asked);

/* Where the events of the moves played from here on go (either side's:
 * what a board animates), or NULL for none. */
void net_session_events(NetSession *s, EventList *ev);
/* The joiner's game, once play has begun, moved onto m (borrowed from
 * then on, as a host's is): m must be a match of the same game, options,
 * start and moves, position for position.  The session's own match is
 * freed.  0, or -1 with nothing changed when m differs. */
int net_session_lend(NetSession *s, Match *m);

/* The lines waiting to be sent, and how many of their bytes went. */
const char *net_session_outbox(const NetSession *s, size_t *len);
void net_session_sent(NetSession *s, size_t n);

/* One line from the other side (without its '\n'): 0 with what it meant in
 * ev, or -1 when it ended the connection (ev: NET_EV_CLOSED, a "bye" with
 * the reason queued unless the other side said bye or refused). */
int net_session_receive(NetSession *s, const char *line, size_t len, NetEvent *ev);

/* This side's actions, each sent: 0, or -1 when it is not allowed now
 * (not this side's turn, an illegal move, the game over, nothing asked). */
int net_session_play(NetSession *s, Move mv);
int net_session_offer_draw(NetSession *s);
int net_session_answer_draw(NetSession *s, int accept);
int net_session_ask_takeback(NetSession *s);
/* Whether this side may ask now: play going on, a move of its own to take
 * back, no request of its own waiting. */
int net_session_may_ask_takeback(const NetSession *s);
int net_session_answer_takeback(NetSession *s, int accept);
int net_session_resign(NetSession *s);
void net_session_ping(NetSession *s);
/* Ends the connection, telling the other side why. */
void net_session_bye(NetSession *s, const char *reason);

#endif
