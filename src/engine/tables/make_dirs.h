/*
 * make_dirs.h - a folder and its parents, made when missing.
 */
#ifndef TABULA_MAKE_DIRS_H
#define TABULA_MAKE_DIRS_H

/* Makes dir and each folder above it that is missing (mkdir -p); 0 when
 * it is there afterwards, else -1 with errno set. */
int make_dirs(const char *dir);

#endif
