/*
 * games.h - every game built, in menu order: the one list a new game
 * joins.  The engine's registry (game_registry.c) and the window's looks
 * (src/app/games/game_look.c, the look of NAME being look_NAME) are made
 * from it.
 */
#ifndef TABULA_GAMES_H
#define TABULA_GAMES_H

#include "game.h"

#define TABULA_GAMES(X) X(kalah) X(oware) X(hasami) X(khan)

#define TABULA_GAME_RULES_DECLARE(name) extern const GameRules name##_rules;
TABULA_GAMES(TABULA_GAME_RULES_DECLARE)

#endif
