/*
 * record.h - game records: one text format (docs/record-format.md) that is
 * the save file, the undo history and a regression test at once.
 *
 *     [Game "kalah"]
 *     [Options "pits=6 seeds=4 empty_capture=off"]
 *     [Player1 "You"]
 *     [Player2 "Computer (hard)"]
 *     [Date "2026-11-23"]
 *     [Result "1-0"]
 *     [Score "27-21"]
 *
 *     1. C B 2. J 3. A ...
 *
 * Reading a record replays its moves through a match (match.h), so a
 * record whose moves are not legal is refused.  Writing a file goes to a
 * temporary file in the same folder, flushed and renamed over the old one:
 * a failure leaves the old file as it was.
 */
#ifndef TABULA_RECORD_H
#define TABULA_RECORD_H

#include "game.h"
#include "match.h"

#define RECORD_MAX_MOVES MATCH_MAX_PLIES
#define RECORD_MAX_BYTES (1 << 20)

typedef struct {
    const GameRules *rules;
    GameOptions opts;
    char start[GAME_TEXT_MAX];   /* start position; empty for the standard one */
    char player[2][64];
    char date[32];
    Move moves[RECORD_MAX_MOVES];
    int nmoves;
} Record;

/* Parses and replays a record.  0, or -1 with a one-line reason (with the
 * line number) in err; rec is then unspecified. */
int record_parse(const char *text, size_t len, Record *rec, char *err, size_t errlen);

/* Writes rec as text, Result and Score tags included (computed by
 * replaying).  Returns the length, or -1 when buf is too small or a move
 * is not legal. */
int record_format(const Record *rec, char *buf, size_t len);

/* A match of g, which must be a game of rec's rules and options, at rec's
 * start with rec's moves played (they can be taken back with undo).
 * NULL with a reason when a move is not legal or memory ran out. */
Match *record_match(const Game *g, const Record *rec, char *err, size_t errlen);
/* The match's game, start and moves as a record (players and date empty). */
void record_from_match(const Match *m, Record *rec);

/* Reads a whole file (at most RECORD_MAX_BYTES); the caller frees *text.
 * 0, or -1 with a reason. */
int record_read_file(const char *path, char **text, size_t *len, char *err, size_t errlen);
/* Replaces path by text atomically (temporary file, flush, rename).
 * 0, or -1 with a reason; the old file is then untouched. */
int record_write_file(const char *path, const char *text, size_t len, char *err, size_t errlen);

#endif
