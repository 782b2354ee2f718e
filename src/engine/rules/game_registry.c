/* game_registry.c - the games Tabula offers, in menu order. */
#include "games.h"

#include <string.h>

#define TABULA_GAME_RULES_ENTRY(name) &name##_rules,
const GameRules *const game_registry[] = {TABULA_GAMES(TABULA_GAME_RULES_ENTRY) NULL};

const GameRules *game_find(const char *name)
{
    for (int i = 0; game_registry[i]; i++)
        if (strcmp(game_registry[i]->name, name) == 0)
            return game_registry[i];
    return NULL;
}
