/* game_registry.c - the games Tabula offers, in menu order. */
#include "games.h"

#include <string.h>

const GameRules *const game_registry[] = {
    &kalah_rules,
    &oware_rules,
    &hasami_rules,
    &khan_rules,
    NULL,
};

const GameRules *game_find(const char *name)
{
    for (int i = 0; game_registry[i]; i++)
        if (strcmp(game_registry[i]->name, name) == 0)
            return game_registry[i];
    return NULL;
}
