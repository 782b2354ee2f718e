/*
 * game_analysis.h - the analysis board (game_analysis.c): a position
 * studied with both sides played by hand, the moves kept as a tree of
 * variations, the engine's values of every move on the board as the hint
 * shows them, its best line and a gauge in the panel.
 */
#ifndef TABULA_GAME_ANALYSIS_H
#define TABULA_GAME_ANALYSIS_H

#include "game_scene.h"

/* Makes g an analysis board of its match's start with the main line
 * moves[0..n-1] (or tree, taken, when not NULL), the position after `at`
 * of them shown.  0, or -1 when memory ran out. */
int sg_analysis_start(GameScene *g, App *a, const Move *moves, int n, int at, VarTree *tree);
void sg_analysis_free(GameScene *g);
/* A move played on the board: a step along the line, or a new variation. */
void sg_analysis_play(GameScene *g, App *a, Move mv);
void sg_analysis_think(GameScene *g, App *a, double budget_s);
void sg_analysis_input(GameScene *g, App *a, const Input *in);
void sg_analysis_button(GameScene *g, App *a, int b);
void sg_analysis_status(const GameScene *g, App *a, char *buf, size_t len);
void sg_analysis_panel(GameScene *g, App *a, SDL_FRect area);
/* The small window's panel: 1 shows the moves, 0 the engine's account;
 * -1 where the panel has room for both. */
int sg_analysis_moves_view(const GameScene *g);
/* For --print-result: the node, the tree, what the engine says. */
void sg_analysis_report(GameScene *g, char *buf, size_t len);

/* What the in-game menu may ask of an analysis. */
void sg_analysis_promote(GameScene *g, App *a);
void sg_analysis_delete(GameScene *g, App *a);
void sg_analysis_copy(GameScene *g, App *a);
void sg_analysis_paste(GameScene *g, App *a);

#endif
