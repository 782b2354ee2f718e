/* cli_match.h - `tabula-cli match`: level against level over many games. */
#ifndef TABULA_CLI_MATCH_H
#define TABULA_CLI_MATCH_H

#include <stdio.h>

/* Runs the match described by argv (the words after "match"), printing
 * progress and the result table to out and problems to err.  Returns the
 * process exit status: 0, or 2 for bad arguments. */
int cli_match(int argc, char **argv, FILE *out, FILE *err);

#endif
