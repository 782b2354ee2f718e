/* cli_tables.h - `tabula-cli tables`: builds a game's endgame table into
 * the user's cache (or a named file), with progress. */
#ifndef TABULA_CLI_TABLES_H
#define TABULA_CLI_TABLES_H

#include <stdio.h>

/* argv: the words after "tables".  Progress goes to err, the summary (seeds,
 * size, build time, peak memory, where it was saved) to out.  Returns the
 * exit status: 0, 1 when building or saving failed, 2 for bad arguments. */
int cli_tables(int argc, char **argv, FILE *out, FILE *err);

#endif
