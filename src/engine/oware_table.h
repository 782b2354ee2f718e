/*
 * oware_table.h - Oware endgame tables on plain pit arrays (oware.c wraps
 * them behind endgame.h): every position with at most max_seeds on the
 * board, its value the margin the board seeds still bring the side to
 * move when the game is played out to its last seed.
 */
#ifndef TABULA_OWARE_TABLE_H
#define TABULA_OWARE_TABLE_H

#include <stddef.h>
#include <stdint.h>

typedef struct OwareTable OwareTable;

/* Positions (one byte each) of a table up to max_seeds. */
size_t oware_table_entries(int max_seeds);
/* finish_six: the game also ends, each side taking its own, at 6 seeds or
 * fewer (the finish=six option). */
OwareTable *oware_table_create(int finish_six, int max_seeds);
void oware_table_destroy(OwareTable *t);
int oware_table_build(OwareTable *t, uint64_t work);
double oware_table_progress(const OwareTable *t);
size_t oware_table_bytes(const OwareTable *t);
/* The values, one byte a position, for saving and loading a built table. */
int8_t *oware_table_data(OwareTable *t);
/* Marks a table whose data was filled from a saved copy as complete. */
void oware_table_set_complete(OwareTable *t);
/* a: the mover's pits then the opponent's, each in sowing order (12).  1
 * and the value when the table is complete and holds a. */
const int8_t *oware_table_locate(const OwareTable *t, const uint8_t *a);

#endif
