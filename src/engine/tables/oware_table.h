/*
 * oware_table.h - Oware endgame tables on plain pit arrays (oware.c wraps
 * them behind endgame.h): for every position with at most max_seeds on
 * the board and every split of the captured seeds, bounds on its final
 * margin under the rules, with an empty history: a lower and an upper
 * bound that meet where the value is exact (oware_table.c says how).
 */
#ifndef TABULA_OWARE_TABLE_H
#define TABULA_OWARE_TABLE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct OwareTable OwareTable;

/* Bytes of a table up to max_seeds. */
size_t oware_table_bytes_for(int max_seeds);
/* finish_six: the game also ends, each side taking its own, at 6 seeds or
 * fewer (the finish=six option). */
OwareTable *oware_table_create(int finish_six, int max_seeds);
void oware_table_destroy(OwareTable *t);
/* Builds for about `work` steps (a step is a position or an event); 1 once
 * the table is complete. */
int oware_table_build(OwareTable *t, uint64_t work);
double oware_table_progress(const OwareTable *t);
size_t oware_table_bytes(const OwareTable *t);
/* The bounds, two bytes a position, for saving and loading a built table. */
int8_t *oware_table_data(OwareTable *t);
/* Marks a table whose data was filled from a saved copy as complete. */
void oware_table_set_complete(OwareTable *t);
/* The compact form (oware_compact.h) of a complete table, for its file:
 * *out (the caller's to free) of *len bytes; 0, or -1 with the reason
 * (a table read from a file has none to give). */
int oware_table_compact(const OwareTable *t, const atomic_int *stop, uint8_t **out, size_t *len, char *err,
                        size_t errlen);
/* Fills a table of oware_table_create, not built, from a compact form of
 * len bytes and marks it complete: 0, or -1 with the reason (the blob
 * does not hold together or holds another size) and t as it was. */
int oware_table_load_compact(OwareTable *t, const uint8_t *bytes, size_t len, char *err, size_t errlen);
/* A complete table that answers from a compact form of len bytes, which
 * the caller keeps until the table is destroyed (a mapped file): it
 * decodes each probe, so it needs only a few MB of its own; NULL with the
 * reason. */
OwareTable *oware_table_reading_compact(int finish_six, int max_seeds, const uint8_t *bytes, size_t len, char *err,
                                        size_t errlen);
/* a: the mover's pits then the opponent's, each in sowing order (12);
 * own, opp: the seeds each has captured.  The bounds (two bytes: the
 * least and the greatest final margin the board can still add to own -
 * opp), where the table keeps them (built in memory, or read plain) or
 * decoded into buf (read in compact form), so a caller can still ask for
 * the memory of a plain table early; NULL when the table is not complete,
 * does not hold a, or the game is already over (a store of 25 or more). */
const int8_t *oware_table_bounds(const OwareTable *t, const uint8_t *a, int own, int opp, int8_t buf[2]);

#endif
