/*
 * pos_edit.h - a position as a player sets it up: a sketch.
 *
 * A position editor reads and changes positions of any game without
 * knowing its Pos struct.  A PosSketch holds what a player can touch, in
 * plain ints: the side to move, every place of the board, and the extras
 * some game has (Khan's marker, the reserves).  PosLayout says what the
 * places are:
 *
 *  - sowing games (Kalah, Oware): places 0..2*pits-1 are the pits as the
 *    notation and the events number them (player 1's A.. then player
 *    2's), 2*pits+s the store (captured seeds) of side s; each holds a
 *    count of seeds;
 *  - grid games (Hasami Shogi, Khan): place row*width+col holds a piece
 *    code, 0 the empty square, else an index into layout.piece (Hasami:
 *    1 a black man, 2 a white man; Khan: 1 a Rouge sbire, 2 Rouge's
 *    Kalista, 3 an Ocre sbire, 4 Ocre's Kalista).  Khan also has the
 *    marker (the square under the Khan, -1 when the next move is free),
 *    each side's reserve of captured sbires and, during the set-up, the
 *    pieces each side has still to place.
 *
 * What a position holds beyond its notation (the plies since a capture,
 * passes) is not in a sketch: a built position starts a fresh history, as
 * a parsed one does.  Game options (Kalah's pits, Khan's orientation) are
 * not either: they belong to the Game; to change one, make another Game
 * and build the sketch in it.
 *
 * Building never checks twice what the game checks: pos_sketch_build
 * checks only that each value of the sketch can be written (counts in
 * range, piece codes that exist), has the game write the sketch as its
 * position text (sketch_text, which checks what the text cannot say, such
 * as which square the Khan stands on), then reads that text with the
 * game's own read_pos and asks game_check_playable.  So a sketch is
 * refused for exactly the reasons a position's text is, plus the ones of
 * a position play cannot go on from, each with its PosCheck.
 *
 *     PosSketch sk;
 *     pos_sketch_read(g, current, &sk);         // or pos_sketch_start, _clear
 *     sk.place[3] = 0; sk.side = 1;             // what the player did
 *     if (pos_sketch_build(g, &sk, p, &why) != 0)
 *         show(why);                            // pos_check_text, or a translation
 */
#ifndef TABULA_POS_EDIT_H
#define TABULA_POS_EDIT_H

#include "game.h"
#include "pos_check.h"

#define POS_MAX_PLACES 96 /* Hasami Shogi's 81 squares; 2*8+2 places of the largest Kalah */
#define POS_MAX_PIECES 5  /* the empty square and Khan's four pieces */

typedef struct {
    char letter;      /* in the position text ('.' for the empty square) */
    int side;         /* whose piece: 0 or 1, -1 for the empty square */
    const char *name; /* in English: "man", "sbire", "Kalista"; "" for the empty square */
} PosPiece;

typedef struct PosLayout {
    int grid;          /* 0: a sowing game, places hold seeds; 1: squares hold pieces */
    int nplaces;       /* 2*pits + 2, or width * height */
    int width, height; /* grids: squares a row and rows (row 0 at the top);
                        * sowing games: pits a side, and 2 */
    int max_count;     /* sowing games: the most seeds a place can hold */
    int npieces;       /* grids: piece codes 0..npieces-1 */
    PosPiece piece[POS_MAX_PIECES];
    int has_marker;    /* a marker square (Khan) */
    int max_reserve;   /* the most each side's reserve holds; 0: no reserves */
    const char *side_title[2]; /* the sides in English: "player 1", "Black", "Rouge" */
} PosLayout;

typedef struct PosSketch {
    int side;                   /* to move: 0 or 1 */
    int place[POS_MAX_PLACES];  /* layout.nplaces of them: seeds, or a piece code */
    int marker;                 /* has_marker: the square, -1 for none; else -1 */
    int reserve[2];             /* max_reserve: each side's; else 0 */
    /* Pieces of each code still to be put on the board, in a set-up that
     * play is still making (Khan's); read only: a position's text says
     * it by the pieces missing, so building a sketch leaves it aside. */
    int to_place[POS_MAX_PIECES];
} PosSketch;

/* A grid square's name as the notation writes it ("e5": the file's letter,
 * the row from 1 at the top); a place outside the grid by its number. */
void pos_square_name(const PosLayout *l, int at, char *buf, size_t len);

/* What g's positions are made of: 0, or -1 when g has no sketch. */
int pos_layout(const Game *g, PosLayout *out);

/* An empty board: no seeds or pieces, side 0 to move, no marker, empty
 * reserves (it rarely builds: a start for an editor's "clear"). */
void pos_sketch_clear(const Game *g, PosSketch *sk);
/* The game's start position; -1 when g has no sketch or out of memory. */
int pos_sketch_start(const Game *g, PosSketch *sk);
/* Reads p into sk; -1 when g has no sketch. */
int pos_sketch_read(const Game *g, const Pos *p, PosSketch *sk);

/* The position text of sk (the notation game_parse_position reads): 0, or -1 with
 * why when a value cannot be written or the text cannot say it. */
int pos_sketch_text(const Game *g, const PosSketch *sk, char *buf, size_t len, PosCheck *why);
/* Builds the position of sk with every check: 0 with p set (its hash
 * from hash_full, a fresh history), or -1 with why filled and p unchanged. */
int pos_sketch_build(const Game *g, const PosSketch *sk, Pos *p, PosCheck *why);

#endif
