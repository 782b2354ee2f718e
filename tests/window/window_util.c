/*
 * window_util.c - scratch folders and commands for the window tests.
 */
#define _POSIX_C_SOURCE 200809L /* popen, mkdtemp */
#include "window_util.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

void wu_tempdir(char *dir, size_t len, const char *prefix)
{
    snprintf(dir, len, "/tmp/%s-XXXXXX", prefix);
    cr_assert_not_null(mkdtemp(dir));
}

void wu_remove(const char *dir)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
}

int wu_run(const char *cmd, char *out, size_t cap)
{
    char full[4096];
    snprintf(full, sizeof full, "%s 2>&1", cmd);
    FILE *p = popen(full, "r");
    cr_assert_not_null(p);
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    /* What does not fit is read and dropped: a program whose output is
     * cut off mid-write would die of a broken pipe and seem to fail. */
    char rest[4096];
    while (fread(rest, 1, sizeof rest, p) > 0)
        ;
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

void wu_write_events(const char *path, const char *events)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    for (const char *e = events; *e; e++)
        fputc(*e == ';' ? '\n' : *e, f);
    fputc('\n', f);
    fclose(f);
}
