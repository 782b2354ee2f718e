/*
 * puzzle_progress.h - the player's record in the puzzles, kept in
 * puzzles.ini in the per-user folder beside the settings: for each game,
 * the puzzles solved and failed in each band, the current streak and the
 * best one, and which puzzles are solved (so the next is a new one).  A
 * file that cannot be read gives an empty record and a reason, and is not
 * written over until the player solves or fails a puzzle after being told.
 */
#ifndef TABULA_PUZZLE_PROGRESS_H
#define TABULA_PUZZLE_PROGRESS_H

#include <stddef.h>

#include "puzzle.h"
#include "settings.h"

#define PROGRESS_MAX_PUZZLES 1024 /* puzzle numbers 1..this a game */

typedef struct {
    int solved[PUZZLE_BANDS + 1]; /* by band, 1..PUZZLE_BANDS */
    int failed[PUZZLE_BANDS + 1];
    int streak, best_streak;      /* solved in a row, at the first try */
    unsigned char done[PROGRESS_MAX_PUZZLES / 8]; /* bit n-1: puzzle number n solved */
} GameProgress;

typedef struct {
    GameProgress game[SETTINGS_MAX_GAMES]; /* by the game's index in game_registry */
} PuzzleProgress;

void progress_default(PuzzleProgress *p);
/* Reads path into p: 0 when read or absent (an empty record), -1 with the
 * reason (the file and line) when damaged, p then empty. */
int progress_load(const char *path, PuzzleProgress *p, char *err, size_t errlen);
/* Writes p atomically; 0, or -1 with a reason. */
int progress_save(const char *path, const PuzzleProgress *p, char *err, size_t errlen);
/* The number of a puzzle's identifier (its digits at the end: "ka0012"
 * is 12), or 0 when it has none in 1..PROGRESS_MAX_PUZZLES. */
int progress_number(const char *id);
/* A puzzle of game g, band b, solved (at the first try when first) or
 * failed. */
void progress_record(PuzzleProgress *p, int g, const Puzzle *pz, int solved, int first);
int progress_is_done(const PuzzleProgress *p, int g, const char *id);

#endif
