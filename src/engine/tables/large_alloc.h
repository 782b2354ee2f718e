/*
 * large_alloc.h - memory for the big tables the search reads at random
 * (the transposition table, endgame tables).
 */
#ifndef TABULA_LARGE_ALLOC_H
#define TABULA_LARGE_ALLOC_H

#include <stddef.h>

/* bytes of uninitialised memory, released with free(); NULL when out of
 * memory.  Where the system allows it, a large block is asked for in huge
 * pages. */
void *large_alloc(size_t bytes);

#endif
