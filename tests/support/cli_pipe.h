/*
 * cli_pipe.h - drives the built tabula-cli through pipes, as other tools
 * do: a whole script on its standard input, its standard output back.
 */
#ifndef TABULA_CLI_PIPE_H
#define TABULA_CLI_PIPE_H

#include <stddef.h>

/* Runs tabula-cli (TABULA_CLI_PATH) with `args` (may be NULL), feeding it
 * `input` of len bytes; fills out (NUL-terminated) and returns the exit
 * status, or -1 when it could not run. */
int cli_pipe_run(const char *args, const char *input, size_t len, char *out, size_t cap);

/* The answers in out, one per array entry, each without its framing
 * newlines ("= 3,3,3/..." or "? reason"); returns how many. */
int cli_pipe_answers(char *out, char **answers, int max);

#endif
