/*
 * puzzle_internal.h - what the puzzles' reader and checker (puzzle.c),
 * the grid games' search and keys (puzzle_grid.c) and the generator
 * (puzzle_gen.c) share, and no one else needs.
 */
#ifndef TABULA_PUZZLE_INTERNAL_H
#define TABULA_PUZZLE_INTERNAL_H

#include "puzzle.h"

/* How the puzzles of one grid game are found and made: fixed for the
 * game, so that a set says only its depth (docs/puzzle-format.md). */
typedef struct {
    const char *name;    /* the game's protocol name */
    int depth;           /* the confirming search's plies, the default D */
    int find_less;       /* a position is first tried by a search this many plies shallower */
    int setup_plies;     /* plies of set-up before play (Khan: twelve placements) */
    int opening_min, opening_span; /* random plies after the set-up: min + rng % span */
    int play_depth;      /* the games are played by searches of 1..play_depth plies */
    int turns;           /* the board's quarter turns that keep the rules: 4, or 1 (none) */
    int reflect;         /* 1: the board reflected left-right keeps the rules */
} PuzzleGrid;

/* The grid game's parameters, or NULL when the rules are not a grid game
 * with puzzles. */
const PuzzleGrid *puzzle_grid(const GameRules *rules);

/* What puzzle_check asks of a kind of puzzle as it walks the line: one
 * proven exactly (the sowing games, puzzle.c) or found by a search of D
 * plies (the grid games, puzzle_grid.c; docs/puzzle-format.md).  Each
 * returns 0, or -1 with why; m0 is the player's men at the start, step
 * the move's number from 1. */
typedef struct {
    /* Whether pz's claim is one of this kind. */
    int (*fits)(const Puzzle *pz, char *why, size_t len);
    /* The values of the moves at p, where move `step` is played. */
    int (*values)(Search *s, const Game *g, const Pos *p, const Puzzle *pz, uint64_t max_nodes, int step,
                  MoveValues *mv, char *why, size_t len);
    /* The player's move `step` (index at in mv, -1 when absent) against the claim. */
    int (*player_move)(const Game *g, const Pos *p, const Puzzle *pz, int step, const MoveValues *mv, int m0, int at,
                       char *why, size_t len);
    /* The claim at q, after the whole line; NULL when the moves said all. */
    int (*line_end)(Search *s, const Game *g, const Pos *q, int player, int m0, const Puzzle *pz, uint64_t max_nodes,
                    char *why, size_t len);
} PuzzleKind;

extern const PuzzleKind puzzle_grid_kind;

/* Whether the grid puzzle's goal is met at q, after a move of the player
 * (side `player`, material m0 men at the start): PUZZLE_WIN, the game is
 * over and won by the player; PUZZLE_GAIN, it is not over, the player is
 * exactly `amount` men up on m0, and the opponent's best reply by the
 * search of `depth` plies does not take any back.  1 when met, 0 when
 * not, -1 when the search ran out of nodes; why (may be NULL) says why
 * not. */
int puzzle_grid_goal_met(Search *s, const Game *g, const Pos *q, int player, int m0, PuzzleGoal goal, int amount,
                         int depth, uint64_t max_nodes, char *why, size_t len);

/* puzzle_position_key for a position already read. */
int puzzle_pos_key(const Game *g, const Pos *p, char *out, size_t len);

#endif
