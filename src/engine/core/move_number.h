/*
 * move_number.h - the number of a move, one count for the window's move
 * list, its review and analysis board, and the records.
 *
 * As PGN, lichess and Aualé count: a move is the first player's turn and
 * the second player's reply, numbered from 1; a turn is everything one
 * side plays before the other plays (a Kalah turn may hold several
 * sowings after extra turns, Khan's set-up is a turn).  A line that
 * starts with the second player starts at move 1 with its reply ("1…"),
 * and the first player's next turn is move 2.
 *
 *     MoveCount c = move_count_start();
 *     for each ply: move_count_ply(&c, side);   // c.number: its move
 */
#ifndef TABULA_MOVE_NUMBER_H
#define TABULA_MOVE_NUMBER_H

#include <stddef.h>

#include "match.h"

typedef struct {
    int number; /* the move of the last ply counted; 0 before the first */
    int side;   /* the side that played it; -1 before the first */
    int turn;   /* 1 when that ply began its side's turn */
} MoveCount;

/* The count at the start of a line, before its first ply. */
MoveCount move_count_start(void);
/* Counts the next ply of the line, played by `side` (0 or 1); 1 when it
 * begins a turn (a side's first ply in a row).  c->number is then its
 * move's number. */
int move_count_ply(MoveCount *c, int side);
/* The number as it is written before the ply last counted: "12." for the
 * first player's turn, "12" followed by `dots` for the second's ("..." in
 * records, "…" on the screen). */
void move_count_label(const MoveCount *c, const char *dots, char *buf, size_t len);

/* The number of the move ply i of m's line belongs to (0 <= i <
 * match_line), counted from the match's start. */
int match_move_number(const Match *m, int ply);

#endif
