/*
 * game_play.h - the play of the game scene (game_play.c): moves played,
 * the computer and the hint searched in bounded slices, the level
 * changed mid-game, moves taken back and played again.
 */
#ifndef TABULA_GAME_PLAY_H
#define TABULA_GAME_PLAY_H

#include "game_scene.h"

/* Plays mv for whoever is to move, a human's pick or the computer's. */
void sg_play(GameScene *g, App *a, Move mv);
/* Once a frame: the computer's (or Rouge's orientation) and the hint's
 * search for budget seconds; on_top: nothing is over the game, so the
 * loop may draw fewer frames while only a search runs. */
void sg_play_think(GameScene *g, App *a, double budget, int on_top);
/* Each tick once nothing moves: plays the computer's move when it is
 * found and has been shown thinking long enough. */
void sg_play_due(GameScene *g, App *a);
/* Every move's value on the board, the hint's or an analysis's, and what
 * of it is proven for the header's legend. */
void sg_show_hint(GameScene *g, const SearchResult *r);
/* Starts the hint for the human to move (or says why not). */
void sg_hint(GameScene *g, App *a);
/* The player changed the level: a search in progress starts again. */
void sg_level_changed(GameScene *g, App *a);
/* Asks for the endgame table early when the computer or a hint will use it. */
void sg_want_table(GameScene *g, App *a);
/* Back to the human's previous decision, and forward again. */
void sg_undo(GameScene *g, App *a);
void sg_redo(GameScene *g, App *a);
/* After undo, redo or a load: the position as it stands, no search, no
 * stale hint. */
void sg_after_jump(GameScene *g);
/* The first side chooses value v of the option chosen at the start
 * (Khan: Rouge's home edge, the orientation): the game starts again
 * with it. */
void sg_choose_start(GameScene *g, App *a, int v);
/* A new game whose first side chooses an option at the start: offered to
 * a human on the board, or made at once by search for the computer
 * (scene_game_offer_choice).  Nothing for the other games. */
void sg_offer_choice(GameScene *g, App *a);
#endif
