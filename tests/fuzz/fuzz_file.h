/* fuzz_file.h - the fuzz targets for files read from disk: the input is
 * written to a file of the process's own, which the reader then opens. */
#ifndef TABULA_FUZZ_FILE_H
#define TABULA_FUZZ_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char fuzz_path[64];

static void fuzz_file_remove(void) { unlink(fuzz_path); }

/* The path of a file holding data (the same path on every call, removed
 * when the process ends). */
static const char *fuzz_file(const uint8_t *data, size_t size)
{
    const char *path = fuzz_path;
    if (!fuzz_path[0]) {
        snprintf(fuzz_path, sizeof fuzz_path, "/tmp/tabula-fuzz-%ld", (long)getpid());
        atexit(fuzz_file_remove);
    }
    FILE *f = fopen(path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0)
        abort(); /* the machine, not the input */
    return path;
}

#endif
