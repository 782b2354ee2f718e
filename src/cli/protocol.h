/*
 * protocol.h - the tabula-cli line protocol (docs/protocol.md) as a library, so
 * the program, its tests and its fuzzer drive the same code.
 */
#ifndef TABULA_PROTOCOL_H
#define TABULA_PROTOCOL_H

#include <stddef.h>

typedef struct Protocol Protocol;

/* A session at the default game (Kalah with default options); NULL when
 * out of memory.  Free with protocol_destroy. */
Protocol *protocol_create(void);
void protocol_destroy(Protocol *pr);

/* Handles one input line of len bytes (no newline; may hold any bytes).
 * Appends the whole answer, blank terminating line included, to the
 * caller's buffer out (capacity cap, always NUL-terminated) and returns the
 * answer's length; ignored lines answer nothing.  *quit is set to 1 when the
 * line asked to quit. */
size_t protocol_handle(Protocol *pr, const char *line, size_t len, char *out, size_t cap, int *quit);

/* The folder of the opening books (assets/book): solve and the exact
 * levels use the current game's book from there when it has one.  NULL
 * (the default): no books. */
void protocol_set_book_dir(Protocol *pr, const char *dir);

#endif
