/*
 * proto_internal.h - the protocol session and its command table, shared by
 * the files that implement commands (protocol.c for the core commands,
 * proto_search.c for go/analyze/solve, proto_record.c for save/load).
 */
#ifndef TABULA_PROTO_INTERNAL_H
#define TABULA_PROTO_INTERNAL_H

#include <stddef.h>

#include "game.h"
#include "match.h"
#include "protocol.h"
#include "search.h"

#define PROTO_MAX_ARGS 32

/* The current game: the rules bound to their options, and the match
 * played on them (its start, its moves, undo and the history). */
typedef struct {
    Game *game;
    Match *match;
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

/* The current position. */
const Pos *proto_pos(const ProtoGame *g);
/* Replaces the session's game by g (taken) and the match m on it (taken;
 * NULL: a fresh match at the start); -1 with the answer failed when out
 * of memory, both then freed. */
int proto_game_new(Protocol *pr, Game *g, Match *m, Answer *out);
void proto_game_status(const ProtoGame *g, GameStatus *st);

#endif
