/*
 * oware_compact.h - Oware's endgame table (oware_table.h) in a compact,
 * exact form that answers any one entry on its own: about a tenth of
 * the full table's size, a probe decoding at most a few small blocks.
 * oware_compact_internal.h describes the format.
 *
 * How it plugs in: it is the form of Oware's table files (oware.c's
 * EndgameOps, version 3); oware_table_bounds writes a position's two
 * bytes into the caller's buffer from it, from the same seed count, the
 * same store index (own - (24 - seeds)) and the same rank within the seed
 * count (seed_rank(a) - offset[seeds]) as the full table's.  The blob is
 * borrowed, so it can be a mapped file whose header and checksum were
 * checked first.
 */
#ifndef TABULA_OWARE_COMPACT_H
#define TABULA_OWARE_COMPACT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct OwareCompact OwareCompact;

/* The compact form of a complete table up to max_seeds, its bounds as
 * oware_table_data gives them: a blob of *len bytes in *out (the
 * caller's to free), the same bytes for the same table.  0, or -1 with a
 * reason in err: ENDGAME_STOPPED once another thread sets *stop (NULL:
 * never). */
int oware_compact_build(const int8_t *bounds, int max_seeds, const atomic_int *stop, uint8_t **out, size_t *len,
                        char *err, size_t errlen);

/* Reads a blob, which the caller keeps until oware_compact_close: every
 * header field, offset and length is checked against len, and a blob
 * that does not hold together is refused with the reason in err (NULL).
 * Damage inside the coded data goes unseen here (a checksum over the
 * file is for that) but never takes a probe outside the blob. */
OwareCompact *oware_compact_open(const uint8_t *bytes, size_t len, char *err, size_t errlen);
void oware_compact_close(OwareCompact *c);
int oware_compact_max_seeds(const OwareCompact *c);

/* The two bytes (lo, hi) the full table holds for the board of `seeds`
 * seeds with rank `rank` among them and the mover's store index
 * store_index (0 .. seeds).  0, or -1 (out zeroed) when the arguments
 * are out of range. */
int oware_compact_bounds(const OwareCompact *c, int seeds, int store_index, uint64_t rank, int8_t out[2]);

#endif
