/*
 * kalah_table.h - Kalah endgame tables on plain pit arrays (kalah.c wraps
 * them behind endgame.h): every position with at most max_seeds on the
 * board, its value the margin the board seeds still bring the side to move.
 */
#ifndef TABULA_KALAH_TABLE_H
#define TABULA_KALAH_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "endgame.h"

typedef struct KalahTable KalahTable;

/* Positions (one byte each) of a table of npits a side up to max_seeds. */
size_t kalah_table_entries(int npits, int max_seeds);
KalahTable *kalah_table_create(int npits, int empty_capture, int max_seeds);
/* A complete table that reads its values from `values` (as saved: one
 * byte a position), which the caller keeps until the table is destroyed. */
KalahTable *kalah_table_reading(int npits, int empty_capture, int max_seeds, const int8_t *values);
void kalah_table_destroy(KalahTable *t);
int kalah_table_build(KalahTable *t, uint64_t work);
double kalah_table_progress(const KalahTable *t);
size_t kalah_table_bytes(const KalahTable *t);
int kalah_table_npits(const KalahTable *t);
int kalah_table_max_seeds(const KalahTable *t);
/* The values, one byte a position, for saving and loading a built table. */
int8_t *kalah_table_data(KalahTable *t);
/* Marks a table whose data was filled from a saved copy as complete. */
void kalah_table_set_complete(KalahTable *t);
/* a: the mover's pits then the opponent's, each in sowing order.  Where
 * a's value is kept when the table is complete and holds a, else NULL. */
const int8_t *kalah_table_locate(const KalahTable *t, const uint8_t *a);

#endif
