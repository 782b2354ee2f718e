/*
 * looks.h - what the looks of games/ share among themselves: each game's
 * look, and two small helpers.  Private to src/app/games/.
 */
#ifndef TABULA_LOOKS_H
#define TABULA_LOOKS_H

#include "game_look.h"

#include "games.h"

/* Each game's look, look_NAME in look_NAME.c, for every game of games.h. */
#define TABULA_LOOK_DECLARE(name) extern const GameLook look_##name;
TABULA_GAMES(TABULA_LOOK_DECLARE)

/* The value of the option called key in o (0 when the rules have none). */
int look_option(const GameRules *rules, const GameOptions *o, const char *key);
/* A sowing side's pits in words: "pits A–F" (side 0), "pits G–L". */
void look_sowing_side_desc(int npits, int side, char *buf, size_t len);

#endif
