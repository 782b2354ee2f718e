/*
 * game_analysis.h - the analysis board (game_analysis.c): a position
 * studied with both sides played by hand, the moves kept as a tree of
 * variations, the engine's values of every move on the board as the hint
 * shows them, its best line and a gauge in the panel.
 */
#ifndef TABULA_GAME_ANALYSIS_H
#define TABULA_GAME_ANALYSIS_H

#include "game_scene.h"
#include "variation.h"

/* Makes g an analysis board (its mode) of its match's start with the main
 * line moves[0..n-1] (or tree, taken, when not NULL), the position after
 * `at` of them shown.  0, or -1 when memory ran out. */
int sg_analysis_start(GameScene *g, App *a, const Move *moves, int n, int at, VarTree *tree);
/* Opened over a game: Done goes back to it (else to the menu). */
void sg_analysis_placed(GameScene *g, int over_game);
void sg_analysis_free(GameScene *g);
/* The small window's panel: 1 shows the moves, 0 the engine's account;
 * -1 where the panel has room for both. */
int sg_analysis_moves_view(const GameScene *g);
void sg_analysis_toggle_moves(GameScene *g);
/* What the in-game menu may ask of an analysis. */
void sg_analysis_promote(GameScene *g, App *a);
void sg_analysis_delete(GameScene *g, App *a);
void sg_analysis_copy(GameScene *g, App *a);
void sg_analysis_paste(GameScene *g, App *a);

#endif
