/*
 * tables.h - what makes the window's exact play fast: the endgame table of
 * the game being played, loaded from the cache, or built and saved on
 * first use, on a thread of its own so the window never waits for it; and
 * the game's opening book, shipped in the assets.  One game's table and
 * book at a time.
 */
#ifndef TABULA_TABLES_H
#define TABULA_TABLES_H

#include "book.h"
#include "endgame.h"

typedef enum { TABLES_NONE, TABLES_LOADING, TABLES_BUILDING, TABLES_READY, TABLES_FAILED } TablesState;

typedef struct Tables Tables;

/* dir: the cache folder (NULL: the user's); books: the folder of the
 * opening books; shipped: the folder of the tables the program ships
 * (NULL: none), read before the cache; seeds: the size to use (0: the
 * game's own); build: 0 to only load a table already there.  NULL when out
 * of memory. */
Tables *tables_create(const char *dir, const char *books, const char *shipped, int seeds, int build);
/* Stops any work in progress (a partly built table is dropped). */
void tables_destroy(Tables *t);
/* The complete table of g when it is ready, else NULL; asks for it the
 * first time (a table of another game in the works is dropped).  NULL
 * at once for the games that keep none. */
const Endgame *tables_want(Tables *t, const Game *g);
/* What is happening to g's table, and how far the build is (0..1). */
TablesState tables_state(Tables *t, const Game *g, double *progress);
/* The seeds of the table of g (0 before any was asked for). */
int tables_seeds(const Tables *t);
/* g's opening book, or NULL when it has none (a damaged one is said so on
 * stderr and left out); read the first time it is asked for. */
const Book *tables_book(Tables *t, const Game *g);

#endif
