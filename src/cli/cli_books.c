/*
 * cli_books.c - where tabula-cli finds the opening books (cli_books.h).
 */
#define _POSIX_C_SOURCE 200809L /* readlink */
#include "cli_books.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int cli_book_dir(char *out, size_t len)
{
    const char *forced = getenv("TABULA_ASSETS");
    char exe[2048] = "", probe[4200];
    struct stat st;
    if (forced && *forced)
        return snprintf(out, len, "%s/book", forced) < (int)len ? 0 : -1;
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash)
            slash[1] = '\0';
    }
    const char *tries[] = {"assets", TABULA_DATA_RELATIVE, "../assets", TABULA_INSTALL_ASSETS, TABULA_SOURCE_ASSETS};
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        if (tries[i][0] != '/' && !exe[0])
            continue;
        snprintf(probe, sizeof probe, "%s%s/book", tries[i][0] == '/' ? "" : exe, tries[i]);
        if (stat(probe, &st) == 0 && S_ISDIR(st.st_mode))
            return snprintf(out, len, "%s", probe) < (int)len ? 0 : -1;
    }
    return -1;
}

