/*
 * cli_books.c - where tabula-cli finds the opening books (cli_books.h):
 * the book folder of the assets the window would use (asset_path.h).
 */
#include "cli_books.h"

#include "asset_path.h"

#include <stdio.h>

int cli_book_dir(char *out, size_t len)
{
    char exe[2048], assets[2200];
    int known = asset_program_dir(exe, sizeof exe) == 0;
    if (asset_find(known ? exe : NULL, "book", assets, sizeof assets) != 0)
        return -1;
    return snprintf(out, len, "%s/book", assets) < (int)len ? 0 : -1;
}
