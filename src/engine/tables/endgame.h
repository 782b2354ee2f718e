/*
 * endgame.h - endgame tables: what is proven of every position with at
 * most a given number of seeds on the board, for the games that have them
 * (Kalah: the exact value; Oware: a lower and an upper bound, which meet
 * where the value is exact).  A table is built in bounded steps, so a
 * window can build it across frames, and the search probes it at every
 * node once it is complete (search_set_endgame).
 */
#ifndef TABULA_ENDGAME_H
#define TABULA_ENDGAME_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

#define ENDGAME_MAX_SEEDS 24

typedef struct Endgame Endgame;

/* A table of g's positions with at most max_seeds on the board, not yet
 * built; NULL with a reason when the game has no tables or memory ran out. */
Endgame *endgame_create(const Game *g, int max_seeds, char *err, size_t errlen);
void endgame_destroy(Endgame *e);
/* Builds for at most about `work` steps; 1 once the table is complete, 0
 * before, -1 when the building ran out of memory (the table stays
 * incomplete). */
int endgame_build(Endgame *e, uint64_t work);
/* 0..1, how much of the table is built. */
double endgame_progress(const Endgame *e);
int endgame_max_seeds(const Endgame *e);
size_t endgame_bytes(const Endgame *e);
/* The proven bounds of p's final value (side to move's view, stores
 * included), *lo == *hi where it is exact: 1 when the table is complete
 * and holds p, else 0.  They hold for p with an empty history (as a
 * parsed position, or just after a capture); Oware's also hold whatever
 * history since the last capture, so long as no position in it occurred
 * twice (oware_table.c). */
int endgame_probe(const Endgame *e, const Pos *p, int *lo, int *hi);
/* The same in two steps, so a search can ask for the memory as soon as it
 * makes a position and read it when it gets there: where p's bounds are
 * kept (NULL when the table is not complete or does not hold p), and the
 * bounds read from there.  Where they are kept is the table's memory, or
 * buf, the caller's, for a table that keeps them coded (read from a file)
 * and decodes them into it: buf must then last as long as the answer. */
const int8_t *endgame_locate(const Endgame *e, const Pos *p, int8_t buf[2]);
void endgame_prefetch(const int8_t *where);
/* Whether each probe decodes what it reads (a table read from a file in
 * compact form): a few µs a probe, worth keeping by a caller that meets
 * the same positions again, where a plain table's answer is a byte away. */
int endgame_coded(const Endgame *e);
/* Whether the table may hold p (its seeds), a quick test before a lookup
 * elsewhere: 0 means endgame_locate answers NULL. */
int endgame_may_hold(const Endgame *e, const Pos *p);
void endgame_bounds_at(const Endgame *e, const Pos *p, const int8_t *where, int *lo, int *hi);

/* Saving and loading a complete table.  A file starts with a line naming
 * the format, its version, the game, its options and the seeds, then the
 * size and a checksum of the data; loading checks every one of them and
 * leaves e as it was when any is wrong.  Saving writes a temporary file
 * and renames it, so a file is whole or absent. */
#define ENDGAME_ABSENT "no table there yet"
int endgame_save(const Endgame *e, const Game *g, const char *path, char *err, size_t errlen);
/* The same, given up (-1, nothing written, the reason ENDGAME_STOPPED) as
 * soon as *stop is set by another thread: a table whose file form takes
 * long to make (Oware's, about 20 s at 14 seeds) must not hold up a
 * window that closes. */
#define ENDGAME_STOPPED "stopped"
int endgame_save_until(const Endgame *e, const Game *g, const char *path, const atomic_int *stop, char *err,
                       size_t errlen);
/* A missing file's reason is ENDGAME_ABSENT. */
int endgame_load(Endgame *e, const Game *g, const char *path, char *err, size_t errlen);
/* The size of g's tables kept in a cache (0: none are kept). */
int endgame_cache_seeds(const Game *g);
/* The user's cache folder, $XDG_CACHE_HOME/tabula, else ~/.cache/tabula,
 * made when missing; -1 when none can be named or made. */
int endgame_cache_dir(char *buf, size_t len);
/* The file in folder dir that holds g's table of `seeds` (named by the
 * game, its options and the seeds); -1 when the name does not fit. */
int endgame_cache_file(const Game *g, int seeds, const char *dir, char *buf, size_t len);
/* The table of g of `seeds` saved at path, complete, or NULL with the
 * reason (ENDGAME_ABSENT when there is no such file).  It reads the file
 * in place, mapped read-only (its pages shared with every other process
 * reading it), after checking all of it as endgame_load does. */
Endgame *endgame_open(const Game *g, int seeds, const char *path, char *err, size_t errlen);

/* g's table of `seeds` from the first of the n folders dirs (NULL or ""
 * entries skipped) that holds one under the name endgame_cache_file gives
 * it, its path in path (when not NULL); NULL with the reason when none
 * opens: a damaged file's, else ENDGAME_ABSENT.  A damaged file does not
 * hide a good one in a later folder. */
Endgame *endgame_find(const Game *g, int seeds, const char *const *dirs, int n, char *path, size_t pathlen, char *err,
                      size_t errlen);

/* Removes from folder dir the table files no version of the games' tables
 * this program has would read: a file whose first line names a game (found
 * by `find`, the registry's game_find) and options under which its name is
 * not the one endgame_cache_file gives it (an older naming), or another
 * version of that game's tables.  Other files, unknown games and tables
 * being written (".part") are left alone.  The files removed and their
 * bytes are added to *files and *bytes (either may be NULL). */
void endgame_cache_tidy(const char *dir, const GameRules *(*find)(const char *name), int *files, uint64_t *bytes);

/* The most seeds a table of g may hold within `bytes` (0 when none). */
int endgame_seeds_within(const Game *g, size_t bytes);

/* What a game implements (GameRules.endgame). */
typedef struct EndgameOps {
    int version; /* of what a saved table holds: a file of another is refused */
    size_t (*bytes_for)(const Game *g, int max_seeds);
    void *(*create)(const Game *g, int max_seeds);
    /* A complete table reading what a saved one holds from the len bytes
     * `data`, which stay the caller's (a file mapped read-only, shared by
     * every process that reads it); NULL with the reason when they do not
     * hold together or memory ran out. */
    void *(*reading)(const Game *g, int max_seeds, const int8_t *data, size_t len, char *err, size_t errlen);
    void (*destroy)(void *t);
    int (*build)(void *t, uint64_t work); /* 1 complete, 0 not yet, -1 out of memory */
    double (*progress)(const void *t);
    size_t (*bytes)(const void *t);
    /* Where p's bounds are kept (the table's memory, or buf filled), or
     * NULL; the final value's bounds from what is kept there (the stores
     * added). */
    const int8_t *(*locate)(const void *t, const Pos *p, int8_t buf[2]);
    void (*bounds_at)(const Pos *p, const int8_t *where, int *lo, int *hi);
    int8_t *(*data)(void *t); /* the bytes a saved table holds */
    void (*set_complete)(void *t);
    /* The size the game keeps in the user's cache for g's options; 0: none. */
    int (*cache_seeds)(const Game *g);
    /* The options g's table depends on, written as game_options_format
     * writes them, which name its file (one table serves every game that
     * differs only in the others); NULL: all of them. */
    void (*table_options)(const Game *g, char *buf, size_t len);
    /* A form of its own for the file (NULL: data() as it is, of
     * bytes_for's size): the bytes to save, *out the caller's to free, 0
     * or -1 with the reason; and a table filled from them (0, or -1 with
     * the reason and t left incomplete). */
    int (*save_form)(const void *t, const atomic_int *stop, uint8_t **out, size_t *len, char *err, size_t errlen);
    int (*load_form)(void *t, const uint8_t *d, size_t len, char *err, size_t errlen);
    /* The seeds on p's board: a table of fewer holds no p (NULL: every
     * position is asked of locate).  Cheaper than locate for a caller that
     * keeps a coded table's answers and looks p up there first. */
    int (*board_seeds)(const Pos *p);
} EndgameOps;

#endif
