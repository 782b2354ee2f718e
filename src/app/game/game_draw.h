/*
 * game_draw.h - the game scene's picture (game_draw.c): the header, the
 * board, the players' cards, the move list and the buttons.
 */
#ifndef TABULA_GAME_DRAW_H
#define TABULA_GAME_DRAW_H

#include "game_scene.h"

void sg_draw(GameScene *g, App *a, double alpha);
/* The panel's buttons shown now, in their order; how many. */
int sg_buttons_shown(const GameScene *g, GameButton *order);
/* Lays the screen out for the window as it is now (the board included). */
void sg_layout(GameScene *g, App *a);

#endif
