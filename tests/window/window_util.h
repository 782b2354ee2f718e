/*
 * window_util.h - what the tests that run the game's programs share: a
 * scratch folder of their own and a command's output.
 */
#ifndef TABULA_WINDOW_UTIL_H
#define TABULA_WINDOW_UTIL_H

#include <stddef.h>

/* A new folder /tmp/<prefix>-XXXXXX in dir; fails the test otherwise. */
void wu_tempdir(char *dir, size_t len, const char *prefix);
/* Removes the folder and everything in it. */
void wu_remove(const char *dir);
/* Runs a shell command to its end; its exit status (-1 when it did not
 * exit), the first cap - 1 bytes of its standard output and error in out. */
int wu_run(const char *cmd, char *out, size_t cap);
/* Writes a script of scripted input: `events`' lines, ';' between them. */
void wu_write_events(const char *path, const char *events);

#endif
