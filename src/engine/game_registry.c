/* game_registry.c - the games Tabula offers, in menu order. */
#include "games.h"

const GameRules *const game_registry[] = {
    &kalah_rules,
    &oware_rules,
    &hasami_rules,
    &khan_rules,
    NULL,
};
