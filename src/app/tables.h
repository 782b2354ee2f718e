/*
 * tables.h - endgame tables for the window: the cached table of the game
 * being played, loaded, or built and saved on first use, on a thread of
 * its own so the window never waits for it.  One game's table at a time.
 */
#ifndef TABULA_TABLES_H
#define TABULA_TABLES_H

#include "endgame.h"

typedef enum { TABLES_NONE, TABLES_LOADING, TABLES_BUILDING, TABLES_READY, TABLES_FAILED } TablesState;

typedef struct Tables Tables;

/* dir: the cache folder (NULL: the user's); seeds: the size to use (0:
 * the game's own); build: 0 to only load a table already there.  NULL
 * when out of memory. */
Tables *tables_create(const char *dir, int seeds, int build);
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

#endif
