/* cli_game_args.c - --game and --opt for every mode (cli_game_args.h). */
#include "cli_game_args.h"

#include <string.h>

int cli_game_take(CliGameArgs *ga, const char *a, const char *v)
{
    if (strcmp(a, "--game") == 0) {
        ga->name = v;
        return 1;
    }
    if (strcmp(a, "--opt") == 0 && ga->nopt < CLI_GAME_MAX_OPTS) {
        ga->opt[ga->nopt++] = v;
        return 1;
    }
    return 0;
}

int cli_game_read(const CliGameArgs *ga, const char *mode, const GameRules **rules, GameOptions *opts, FILE *err)
{
    *rules = game_find(ga->name);
    if (!*rules) {
        fprintf(err, "%s: unknown game '%s'\n", mode, ga->name);
        return -1;
    }
    game_options_default(*rules, opts);
    for (int i = 0; i < ga->nopt; i++) {
        char why[256];
        if (game_options_set(*rules, opts, ga->opt[i], why, sizeof why) != 0) {
            fprintf(err, "%s: %s\n", mode, why);
            return -1;
        }
    }
    return 0;
}
