/*
 * make_dirs.c - a folder and its parents, made when missing (make_dirs.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "make_dirs.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

int make_dirs(const char *dir)
{
    char buf[1024];
    if (snprintf(buf, sizeof buf, "%s", dir) >= (int)sizeof buf) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *c = buf + 1; *c; c++) {
        if (*c != '/')
            continue;
        *c = '\0';
        int rc = mkdir(buf, 0755);
        *c = '/';
        if (rc != 0 && errno != EEXIST)
            return -1;
    }
    return mkdir(buf, 0755) != 0 && errno != EEXIST ? -1 : 0;
}
