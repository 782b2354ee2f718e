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

/* The most seeds the notation writes in one place (three digits). */
#define MANCALA_MAX_COUNT 255

/* Parses "a,b,.../g,h,.../s1,s2/side" with exactly npits pits per side,
 * each count 0..MANCALA_MAX_COUNT, and `total` seeds in all, pits and
 * stores.  0, or -1 with why filled (pos_check.h). */
int mancala_parse(const char *text, int npits, int total, MancalaBoard *b, struct PosCheck *why);
void mancala_format(const MancalaBoard *b, char *buf, size_t len);

/* The sketches of both games (pos_edit.h): the layout of npits pits a
 * side; a board as a sketch; GameRules.sketch_text of both. */
void mancala_pos_layout(int npits, struct PosLayout *out);
void mancala_sketch_read(const MancalaBoard *b, struct PosSketch *sk);
int mancala_sketch_text(const Game *g, const struct PosSketch *sk, char *buf, size_t len, struct PosCheck *why);

/* A pit letter (either case) naming pit 0..2*npits-1; 0, or -1. */
int mancala_parse_move(const char *text, int npits, Move *m);
void mancala_format_move(Move m, char *buf, size_t len);

/* The board as text: player 2's row above (right to left), the stores at
 * the sides, player 1's row below, letters under and over the pits. */
void mancala_board_text(const MancalaBoard *b, const char *store_word, char *buf, size_t len);

#define MANCALA_LATE_SEEDS 20

typedef int Evaluate(const Game *g, const Pos *p);

/* A fitted evaluation's value: base (the stores' difference, in seeds)
 * times unit, plus each feature times its weight. */
static inline int mancala_weighed(int base, int unit, const int *weights, const int *features, int n)
{
    int v = unit * base;
    for (int i = 0; i < n; i++)
        v += weights[i] * features[i];
    return v;
}

/* How a game's expert judges and searches (LevelProfile's members). */
typedef struct {
    Evaluate *evaluate;
    int unit, decisive, reduce, book;
} MancalaExpert;

/* The level profile of both games (GameRules.level_profile), with
 * seeds_on_board seeds in the pits: depths simple 2,
 * medium 6 (8 with MANCALA_LATE_SEEDS seeds or fewer), hard 10 (14), judged
 * by `simple`, the stores; expert deepens for its time as `expert` says;
 * perfect proves (in seeds, by `simple`).  Every level takes a draw as a
 * draw. */
void mancala_level_profile(int seeds_on_board, int level, Evaluate *simple, const MancalaExpert *expert,
                           LevelProfile *out);

#endif
