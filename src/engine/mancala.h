/*
 * mancala.h - what Kalah and Oware share: the position notation
 * (docs/protocol.md: "P1PITS/P2PITS/STORE1,STORE2/SIDE"), pit-letter moves, the
 * board picture and how the levels play.  Each game keeps its
 * own rules; only the text and the numbers that are truly common live here.
 */
#ifndef TABULA_MANCALA_H
#define TABULA_MANCALA_H

#include "game.h"

#define MANCALA_MAX_PITS 8 /* per side */

/* The plain contents of a sowing-game position, as written in the notation. */
typedef struct {
    int npits;                        /* per side */
    int pit[2 * MANCALA_MAX_PITS];    /* player 1's pits then player 2's */
    int store[2];
    int side;                         /* 0 or 1 */
} MancalaBoard;

/* Parses "a,b,.../g,h,.../s1,s2/side" with exactly npits pits per side.
 * Checks the syntax and each count (0..255) but not the seed total, which
 * each game checks.  0, or -1 with a one-line reason in err. */
int mancala_parse(const char *text, int npits, MancalaBoard *b, char *err, size_t errlen);
void mancala_format(const MancalaBoard *b, char *buf, size_t len);

/* A pit letter (either case) naming pit 0..2*npits-1; 0, or -1. */
int mancala_parse_move(const char *text, int npits, Move *m);
void mancala_format_move(Move m, char *buf, size_t len);

/* The board as text: player 2's row above (right to left), the stores at
 * the sides, player 1's row below, letters under and over the pits. */
void mancala_board_text(const MancalaBoard *b, const char *store_word, char *buf, size_t len);

#define MANCALA_LATE_SEEDS 20

/* The level profile of both games (GameRules.level_profile), with
 * seeds_on_board seeds in the pits: the seed program's depths, simple 2,
 * medium 6 (8 with MANCALA_LATE_SEEDS seeds or fewer), hard 8 (12); expert
 * deepens for its time and perfect proves; every level judges by
 * `evaluate` and takes a draw as a draw. */
void mancala_level_profile(int seeds_on_board, int level, int (*evaluate)(const Game *g, const Pos *p),
                           LevelProfile *out);

#endif
