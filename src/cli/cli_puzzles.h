/* cli_puzzles.h - `tabula-cli puzzles`: makes a set of puzzles proven by
 * the exact search (generate), and proves a set again (verify). */
#ifndef TABULA_CLI_PUZZLES_H
#define TABULA_CLI_PUZZLES_H

#include <stdio.h>

/* argv: the words after "puzzles".  The set (generate) or the account of
 * each puzzle (verify) goes to out, progress and errors to err.  Returns
 * the exit status: 0, 1 when a puzzle does not hold or a file cannot be
 * written, 2 for bad arguments. */
int cli_puzzles(int argc, char **argv, FILE *out, FILE *err);

#endif
