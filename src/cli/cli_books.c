/*
 * cli_books.c - where tabula-cli finds the opening books and the endgame
 * tables (cli_books.h): the folders of the assets the window would use
 * (asset_path.h), and the user's cache.
 */
#include "cli_books.h"

#include "asset_path.h"

#include <stdio.h>

/* The sub-folder `part` of the assets, found by it (asset_path.h). */
static int cb_assets_part(const char *part, char *out, size_t len)
{
    char exe[2048], assets[2200];
    int known = asset_program_dir(exe, sizeof exe) == 0;
    if (asset_find(known ? exe : NULL, part, assets, sizeof assets) != 0)
        return -1;
    return snprintf(out, len, "%s/%s", assets, part) < (int)len ? 0 : -1;
}

int cli_book_dir(char *out, size_t len) { return cb_assets_part("book", out, len); }

Endgame *cli_open_table(const Game *g, char *path, size_t pathlen, char *err, size_t errlen)
{
    char shipped[2400] = "", cache[2400] = "";
    /* The tables the program ships: the assets' own, or a build's beside
     * its programs (build/assets/tables). */
    if (cb_assets_part("tables", shipped, sizeof shipped) != 0)
        shipped[0] = '\0';
    if (endgame_cache_dir(cache, sizeof cache) != 0)
        cache[0] = '\0';
    const char *const dirs[] = {shipped, cache};
    return endgame_find(g, endgame_cache_seeds(g), dirs, 2, path, pathlen, err, errlen);
}
