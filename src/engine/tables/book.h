/*
 * book.h - values of chosen positions, worked out ahead of time and
 * shipped with the game: where the exact search cannot finish within a
 * move's time (the openings of Kalah(6,4)), a book holds each position's
 * game value and a best move.  The search takes an entry as a proof
 * (search_set_book), so a solve, a perfect move or an exact hint inside
 * the book costs one look-up.
 *
 * A book can also hold estimates (BOOK_ESTIMATE): the moves a long search
 * chose in the openings of a game no search proves there (Oware), which
 * the expert plays at once instead of its shorter search of the moment
 * (SearchLimits.book).  An estimate is never taken as a proof.
 *
 * An entry is keyed by the position's hash and holds what the search's
 * table would: the value minus the position's base value (what is already
 * decided, the stores), and the move in the table's terms (side 0's, for
 * the games whose hash makes a position and its mirror one).  Positions
 * whose values do not depend on the game's history are the only ones a
 * book can hold (Kalah).
 *
 * A book's file starts with a line naming the format, its version, the
 * game and its options, then one with the number of entries and a checksum
 * of them; loading checks all of it and refuses the file otherwise.
 * Saving writes a temporary file and renames it.
 */
#ifndef TABULA_BOOK_H
#define TABULA_BOOK_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef struct Book Book;

typedef struct {
    uint64_t key;  /* the position's hash */
    int8_t value;  /* the exact value minus the base value */
    uint8_t move;  /* a best move in the table's terms, BOOK_NO_MOVE when none is kept */
    uint8_t flags; /* BOOK_HANDOVER: after this move the search in play takes over;
                    * BOOK_ESTIMATE: value and move are a long search's, not proven */
} BookEntry;

#define BOOK_NO_MOVE 0xFF
#define BOOK_HANDOVER 1
#define BOOK_ESTIMATE 2

/* An empty book for g's positions; NULL when out of memory. */
Book *book_create(const Game *g);
void book_destroy(Book *b);
/* Adds or replaces key's entry; 0, or -1 when out of memory. */
int book_put(Book *b, const BookEntry *e);
size_t book_size(const Book *b);
/* key's entry, or NULL. */
const BookEntry *book_find(const Book *b, uint64_t key);
/* The i-th entry in key order (i < book_size). */
const BookEntry *book_entry(const Book *b, size_t i);

/* p's exact value (stores included, side to move's view) and a best move
 * (MOVE_NONE when the book keeps none): 1 when the book holds p proven,
 * else 0 (an estimate is not a proof). */
int book_probe(const Book *b, const Pos *p, int *value, Move *move);
/* The move to play in p and its value, proven or estimated (*proven says
 * which): 1 when the book holds p with a move, else 0. */
int book_suggest(const Book *b, const Pos *p, int *value, Move *move, int *proven);

int book_save(const Book *b, const char *path, char *err, size_t errlen);
/* The book of g saved at path, or NULL with the reason (BOOK_ABSENT when
 * there is no such file). */
#define BOOK_ABSENT "no book there"
Book *book_load(const Game *g, const char *path, char *err, size_t errlen);
/* The file name of g's book ("kalah-pits-6-seeds-4-empty_capture-off.book")
 * in folder dir; -1 when it does not fit. */
int book_file_name(const Game *g, const char *dir, char *buf, size_t len);

#endif
