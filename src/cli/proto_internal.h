/*
 * proto_internal.h - the protocol session and its command table, shared by
 * the files that implement commands (protocol.c for the core commands,
 * proto_search.c for go/analyze/solve, proto_record.c for save/load).
 */
#ifndef TABULA_PROTO_INTERNAL_H
#define TABULA_PROTO_INTERNAL_H

#include <stddef.h>

#include "game.h"
#include "protocol.h"
#include "search.h"

#define PROTO_MAX_PLIES 4096
#define PROTO_MAX_ARGS 32

/* The current game: options, the start position and every position since,
 * so undo is a step back and the history feeds the repetition rule. */
typedef struct {
    Game *game;
    size_t psize;
    unsigned char *pos;            /* (PROTO_MAX_PLIES + 1) positions */
    uint64_t hist[PROTO_MAX_PLIES + 1];
    Move moves[PROTO_MAX_PLIES];
    int plies;
} ProtoGame;

struct Protocol {
    ProtoGame cur;
    Search *search;                /* made on first use, for the current game */
    Endgame *endgame;              /* the game's cached table, or one a long solve built */
    const Endgame *search_endgame; /* the table the search uses now */
    int cache_tried;               /* the cache was looked in for this game */
    char *book_dir;                /* where the books are, or NULL */
    Book *book;                    /* the current game's book, or NULL */
    int book_tried;                /* the book was looked for for this game */
};

/* An answer being built: the text after "= " (or the reason after "? "). */
typedef struct {
    char *buf;
    size_t cap, len;
    int failed;
} Answer;

void answer_printf(Answer *a, const char *fmt, ...);
/* Marks the answer as a failure with a reason; returns -1. */
int answer_fail(Answer *a, const char *fmt, ...);

typedef int (*ProtoHandler)(Protocol *pr, int argc, char **argv, Answer *out);
typedef struct {
    const char *name;
    ProtoHandler run;
} ProtoCommand;

/* Commands of the other files, NULL-name terminated. */
extern const ProtoCommand proto_search_commands[];
extern const ProtoCommand proto_record_commands[];

Pos *proto_pos(const ProtoGame *g);
Pos *proto_pos_at(const ProtoGame *g, int ply);
/* Replaces the session's game by a fresh one at its start (takes g). */
int proto_game_new(Protocol *pr, Game *g, Answer *out);
/* Plays a legal move (with the repetition settlement); -1 when full. */
int proto_game_play(ProtoGame *g, Move m);
void proto_game_status(const ProtoGame *g, GameStatus *st);

#endif
