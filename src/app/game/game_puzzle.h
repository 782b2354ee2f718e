/*
 * game_puzzle.h - the game screen as a puzzle trainer (game_puzzle.c): a
 * position of a shipped set on the real board, the player asked to find
 * the one move that reaches the goal; the answer checked against the
 * set's line, the opponent's reply played, a wrong move shown with the
 * proven values, a hint, the solution played out, and the player's
 * record kept (puzzle_progress.h).
 */
#ifndef TABULA_GAME_PUZZLE_H
#define TABULA_GAME_PUZZLE_H

#include "game_scene.h"
#include "puzzle.h"
#include "puzzle_action.h"

/* Makes g a puzzle trainer (its mode) on set (taken, freed with g), the
 * puzzles of `band` (0: every band) of the game at index game_index in
 * the registry, starting with the first the player has not solved.  0,
 * or -1 (out of memory; set is freed). */
int sg_puzzle_start(GameScene *g, App *a, PuzzleSet *set, int game_index, int band);
void sg_puzzle_free(GameScene *g);
/* What the in-game menu may ask of the puzzle, and whether it can now. */
void sg_puzzle_do(GameScene *g, App *a, PuzzleAction what);
int sg_puzzle_can(const GameScene *g, PuzzleAction what);

#endif
