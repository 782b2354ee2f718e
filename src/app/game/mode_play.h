/*
 * mode_play.h - the game screen's mode for the game in play
 * (mode_play.c): the mode a game scene starts in and comes back to.
 */
#ifndef TABULA_MODE_PLAY_H
#define TABULA_MODE_PLAY_H

#include "game_scene.h"

extern const GameMode sg_mode_play;

#endif
