/*
 * game_think.h - the game screen's searches in slices of the frame
 * (game_think.c): every mode's thinking, the computer's, the hint's and
 * the draw offer's.
 */
#ifndef TABULA_GAME_THINK_H
#define TABULA_GAME_THINK_H

#include "game_scene.h"

/* Gives search s (whose table is *cur) the game's endgame table when the
 * level uses one (expert and perfect) and it is ready; asks for it. */
void sg_attach_table(GameScene *g, App *a, Search *s, const Endgame **cur, int level);
/* The transposition table's size the computer's search wants at `level`. */
size_t sg_ai_tt_bytes(int level);
/* Makes *s a search of g's game with a table of `bytes` unless *have says
 * it is one already (its endgame table *cur then attached again); 0, or -1
 * when memory ran out (the search there is kept). */
int sg_size_search(GameScene *g, Search **s, size_t *have, const Endgame **cur, size_t bytes);
/* Runs search s for budget_s seconds of the frame; 1 when it is done. */
int sg_slice(GameScene *g, App *a, Search *s, double budget_s);
/* Stops the computer's search and the hint (the game ended or jumped). */
void sg_stop_searches(GameScene *g);
/* The computer's move is found and has been shown thinking long enough. */
int sg_ai_due(const GameScene *g, const App *a);
/* Runs step(ctx, nodes, &done) for budget_s seconds in steps of about a
 * millisecond sized by the measured speed; 1 when it reports done. */
int sg_slices(GameScene *g, App *a, double budget_s, SearchState (*step)(void *ctx, uint64_t nodes, uint64_t *done),
              void *ctx);

#endif
