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

/* Makes g a puzzle trainer on set (taken, freed with g), the puzzles of
 * `band` (0: every band) of the game at index game_index in the
 * registry, starting with the first the player has not solved.  0, or -1
 * (out of memory; set is freed). */
int sg_puzzle_start(GameScene *g, App *a, PuzzleSet *set, int game_index, int band);
void sg_puzzle_free(GameScene *g);
/* A move picked on the board. */
void sg_puzzle_play(GameScene *g, App *a, Move mv);
void sg_puzzle_do(GameScene *g, App *a, PuzzleAction what);
/* Whether the action can be asked now. */
int sg_puzzle_can(const GameScene *g, PuzzleAction what);
/* Keys of the trainer (H, S, U, N, R, A); 1 when used. */
int sg_puzzle_key(GameScene *g, App *a, const Input *in);
/* Each frame: the reply or the solution's next move when due, and the
 * values of the player's decision searched in the frame's time. */
void sg_puzzle_think(GameScene *g, App *a, double budget_s);
/* The buttons the panel shows now, in order; their number. */
int sg_puzzle_buttons(const GameScene *g, GameButton *order);
void sg_puzzle_status(const GameScene *g, App *a, char *buf, size_t len);
void sg_puzzle_explain(const GameScene *g, App *a, char *buf, size_t len);
void sg_puzzle_panel(GameScene *g, App *a, SDL_FRect area);
/* For --print-result. */
void sg_puzzle_report(const GameScene *g, char *buf, size_t len);

#endif
