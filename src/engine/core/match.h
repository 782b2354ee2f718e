/*
 * match.h - one game as it is played: a start position, the moves played,
 * the positions they led to and the line that redo can play again.
 *
 *     Match *m = match_create(game, NULL);      // the standard start
 *     match_play(m, move, &events);             // -1 when not legal here
 *     match_status(m, &st);                     // the end, history-aware
 *     match_undo(m); match_redo(m, &events);
 *     match_destroy(m);
 *
 * Every client that plays a game move by move goes through a match: the
 * window, the protocol, records and `tabula-cli match`.  It holds the one
 * sequence that playing a move means (check it is legal, play it, keep the
 * hash for the repetition rule, ask the status, and settle an end that
 * only the history shows, such as Oware's repetition, through the rules'
 * conclude), so no client repeats it.
 *
 * A match borrows its game, which must outlive it.  Positions are kept for
 * every ply, so undo is a step back and the history needs no
 * recomputation; the pointers match_pos and match_pos_at return stay valid
 * until the match is reset or destroyed (a later move overwrites the
 * positions past the current ply).
 */
#ifndef TABULA_MATCH_H
#define TABULA_MATCH_H

#include "game.h"

/* The longest match: longer games are refused, move by move. */
#define MATCH_MAX_PLIES 4096

typedef struct Match Match;

/* A match of g from `start` (copied; NULL: the rules' start position).
 * NULL when out of memory. */
Match *match_create(const Game *g, const Pos *start);
void match_destroy(Match *m);
/* Starts over from `start` (NULL: the rules' start), forgetting every move. */
void match_reset(Match *m, const Pos *start);

const Game *match_game(const Match *m);
const Pos *match_pos(const Match *m);
/* The position before ply i (0: the start); 0 <= i <= match_line: the
 * positions of the moves taken back stay readable until another move
 * replaces them. */
const Pos *match_pos_at(const Match *m, int i);
int match_plies(const Match *m);
/* The plies of the line redo can reach (match_plies when none was taken
 * back). */
int match_line(const Match *m);
/* The move of ply i, 0 <= i < match_line. */
Move match_move_at(const Match *m, int i);
/* The hashes of the positions before the current one, oldest first, for
 * the repetition rule and the search (search_begin's hist). */
const uint64_t *match_history(const Match *m, int *n);

/* The status of the current position, history-aware.  After an end that
 * only the history shows, it is the status that ended the game (reason
 * END_REPETITION), although conclude has since settled the position. */
void match_status(const Match *m, GameStatus *st);
/* The legal moves of the current position; 0 when the game is over. */
int match_legal(const Match *m, Move *moves);

/* Plays mv, filling ev (may be NULL) with what happened, then applies the
 * settlement of an end only the history shows.  Another move than the
 * next of the redo line forgets that line.  0, or -1 when the move is not
 * legal, the game is over or the match is MATCH_MAX_PLIES long. */
int match_play(Match *m, Move mv, EventList *ev);
/* Takes back the last ply; -1 at the start. */
int match_undo(Match *m);
int match_can_redo(const Match *m);
/* Plays again the move last taken back; -1 when there is none. */
int match_redo(Match *m, EventList *ev);

/* Ends the game where it stands, without a move: a draw both players
 * agreed, or `side` resigning (the other wins).  The status is then over
 * with reason END_AGREED or END_RESIGNED and no counts.  The end belongs
 * to the current ply: undo steps back past it and redo comes back to it,
 * as to a move, until another move replaces the line.  0, or -1 when the
 * game is already over. */
int match_agree_draw(Match *m);
int match_resign(Match *m, int side);
/* Takes back an agreed end at the current ply, leaving the position as it
 * is (a resignation withdrawn); -1 when there is none. */
int match_withdraw_end(Match *m);

/* The notation of the move of ply i, in the position before it. */
void match_move_text(const Match *m, int i, char *buf, size_t len);

#endif
