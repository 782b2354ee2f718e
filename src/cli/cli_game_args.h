/* cli_game_args.h - the arguments every mode that plays a game takes:
 * --game G and --opt key=value, repeated, in any order among the mode's
 * own flags. */
#ifndef TABULA_CLI_GAME_ARGS_H
#define TABULA_CLI_GAME_ARGS_H

#include <stdio.h>

#include "game.h"

/* Twice the options a game has: room for each to be given twice. */
#define CLI_GAME_MAX_OPTS (GAME_MAX_OPTIONS * 2)

typedef struct {
    const char *name;                   /* --game's value, or NULL */
    const char *opt[CLI_GAME_MAX_OPTS]; /* --opt's values, in order */
    int nopt;
} CliGameArgs;

/* Takes the argument `a` with its value v when it is --game or --opt (an
 * --opt past CLI_GAME_MAX_OPTS is not taken): 1, else 0, and the mode
 * reads it as one of its own.  Nothing is checked before cli_game_read,
 * so that the options may come before the game. */
int cli_game_take(CliGameArgs *ga, const char *a, const char *v);

/* The game ga names (its name must be set) and its options: 0, or -1
 * after "MODE: unknown game 'G'" or "MODE: " and why an option was
 * refused on err. */
int cli_game_read(const CliGameArgs *ga, const char *mode, const GameRules **rules, GameOptions *opts, FILE *err);

#endif
