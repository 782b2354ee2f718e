/*
 * net_wire.h - the lines two Tabulas exchange to play over the network
 * (docs/network.md): each message is one line of printable ASCII, read
 * strictly, as from a stranger, and written the one way it is read.
 */
#ifndef TABULA_NET_WIRE_H
#define TABULA_NET_WIRE_H

#include <stddef.h>
#include <stdint.h>

#define NET_PROTOCOL "tabula-net/1"
/* A line's bytes, its '\n' included: a longer one ends the connection. */
#define NET_LINE_MAX 256
#define NET_WORD_MAX 128 /* a word (a move, a position), its '\0' included */
#define NET_TEXT_MAX 200 /* a reason, a game's options, its '\0' included */
/* Plies a game may have on the wire: more is not a game. */
#define NET_PLIES_MAX 100000

typedef enum {
    NET_HELLO,    /* joiner: hello PROTOCOL VERSION CODE */
    NET_REFUSE,   /* host, then it closes: refuse REASON... */
    NET_GAME,     /* host: game NAME [KEY=VALUE]... */
    NET_START,    /* host: start [POSITION] (none: the game's own start) */
    NET_SIDE,     /* host: side 1|2, the joiner's */
    NET_MOVE,     /* move PLY MOVE HASH: the position's hash after it */
    NET_READY,    /* host, after the moves so far: ready PLIES HASH */
    NET_DRAW,     /* draw offer|accept|decline */
    NET_TAKEBACK, /* takeback request|accept|decline */
    NET_RESIGN,   /* resign */
    NET_PING,     /* ping N */
    NET_PONG,     /* pong N */
    NET_BYE,      /* bye REASON...: the sender closes */
    NET_VERB_COUNT
} NetVerb;

/* A draw offer's and a take-back's three steps. */
typedef enum { NET_ASK, NET_ACCEPT, NET_DECLINE } NetAnswer;

typedef struct {
    NetVerb verb;
    int side;        /* NET_SIDE */
    NetAnswer answer; /* NET_DRAW, NET_TAKEBACK */
    uint32_t number; /* plies (NET_MOVE: this move's, 1 for the first), or the ping's */
    uint64_t hash;   /* NET_MOVE, NET_READY */
    /* NET_HELLO: the protocol, the program's version, the code; NET_GAME:
     * the name; NET_START: the position ("" for the game's start);
     * NET_MOVE: the move. */
    char word[3][NET_WORD_MAX];
    /* NET_REFUSE, NET_BYE: the reason; NET_GAME: the options, one space
     * between them. */
    char text[NET_TEXT_MAX];
} NetMsg;

/* Reads the line `line` of len bytes (its '\n' left off) into m: 0, or -1
 * with the reason (a byte outside printable ASCII, a stray space, an
 * unknown verb, a missing or extra word, a number out of range...). */
int net_wire_read(const char *line, size_t len, NetMsg *m, char *err, size_t errlen);
/* Writes m as one line ending in '\n' into buf: its length, or -1 when m
 * is not a message net_wire_read would take or the line does not fit. */
int net_wire_write(const NetMsg *m, char *buf, size_t len);

#endif
