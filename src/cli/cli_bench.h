/* cli_bench.h - `tabula-cli bench`: the fixed benchmark of the search. */
#ifndef TABULA_CLI_BENCH_H
#define TABULA_CLI_BENCH_H

#include <stdio.h>

/* Searches fixed positions of every game to fixed depths (the table
 * cleared between positions), then solves Kalah(4,4) and Kalah(6,3),
 * printing one line each and `OVERALL nodes N time_ms T nps X` last.
 * The node count is the search's signature.  Returns the exit status. */
int cli_bench(int argc, char **argv, FILE *out, FILE *err);

#endif
