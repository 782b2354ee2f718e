/* games.h - the rules tables of every game built; the registry lists them. */
#ifndef TABULA_GAMES_H
#define TABULA_GAMES_H

#include "game.h"

extern const GameRules kalah_rules;
extern const GameRules oware_rules;
extern const GameRules hasami_rules;
extern const GameRules khan_rules;

#endif
