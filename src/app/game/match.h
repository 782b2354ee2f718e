/*
 * match.h - one game being played in the window: the rules, the start
 * position, the moves played and the positions they led to (for undo, the
 * move list and the repetition rule).  No SDL: the window's scenes, the
 * records code and tests drive it alike.
 */
#ifndef TABULA_MATCH_H
#define TABULA_MATCH_H

#include "game.h"
#include "record.h"

#define MATCH_MAX_PLIES 2048

typedef struct Match Match;

/* A match of `rules` with options o from the start position; NULL with a
 * reason when the options are refused. */
Match *match_create(const GameRules *rules, const GameOptions *o, char *err, size_t errlen);
void match_destroy(Match *m);
/* A match replayed from a record (its moves become the undo history);
 * NULL with a reason when the record does not replay. */
Match *match_from_record(const Record *rec, char *err, size_t errlen);
/* The match as a record (players and date left empty). */
void match_to_record(const Match *m, Record *rec);

const Game *match_game(const Match *m);
const Pos *match_pos(const Match *m);
/* The position before ply i (0 = start); i <= match_plies. */
const Pos *match_pos_at(const Match *m, int i);
int match_plies(const Match *m);
Move match_move_at(const Match *m, int i);
/* The hashes of the positions before the current one, oldest first. */
const uint64_t *match_history(const Match *m, int *n);

/* The status of the current position (history-aware). */
void match_status(const Match *m, GameStatus *st);
/* Plays a legal move, filling ev (may be NULL) with what happened, then
 * applies the settlement of an end only the history shows (repetition).
 * -1 when the move is not legal, the game is over or the list is full. */
int match_play(Match *m, Move mv, EventList *ev);
/* Takes back the last ply; -1 at the start.  Redo is match_redo. */
int match_undo(Match *m);
int match_can_redo(const Match *m);
/* Plays again the move last taken back; -1 when there is none. */
int match_redo(Match *m, EventList *ev);

/* The legal moves of the current position (0 when over). */
int match_legal(const Match *m, Move *moves);
/* The move's notation in the position before ply i. */
void match_move_text(const Match *m, int i, char *buf, size_t len);

#endif
