/*
 * endgame_file.c - endgame tables on disk (endgame.h): saving, loading,
 * and the user's cache folder.
 */
#define _POSIX_C_SOURCE 200809L
#include "endgame_internal.h"
#include "make_dirs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EF_FORMAT "tabula-endgame"
#define EF_HEAD_MAX (GAME_TEXT_MAX + 128)

static uint64_t ef_checksum(const int8_t *d, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a */
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)d[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* The first line of a table's file: what it holds, in which version of
 * the game's tables. */
static void ef_title(const Endgame *e, const Game *g, char *buf, size_t len)
{
    char opts[GAME_TEXT_MAX];
    game_options_format(g->rules, &g->opts, opts, sizeof opts);
    snprintf(buf, len, "%s %d %s %s seeds=%d\n", EF_FORMAT, e->ops->version, g->rules->name, opts, e->max_seeds);
}

int endgame_save(const Endgame *e, const Game *g, const char *path, char *err, size_t errlen)
{
    if (!e->complete || !e->ops->data) {
        snprintf(err, errlen, "only a complete table can be saved");
        return -1;
    }
    char tmp[4096], title[EF_HEAD_MAX];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp) {
        snprintf(err, errlen, "the path is too long");
        return -1;
    }
    size_t n = e->ops->bytes(e->t);
    const int8_t *d = e->ops->data(e->t);
    ef_title(e, g, title, sizeof title);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        return -1;
    }
    /* The second line ends with the program that built the table, for a
     * bug report: readers scan the size and the checksum and ignore the
     * rest of the line, as every earlier version did, so tables already
     * in a cache stay valid and these stay readable by older versions. */
    int ok = fprintf(f, "%sbytes=%zu fnv1a=%016llx program=Tabula %s\n", title, n,
                     (unsigned long long)ef_checksum(d, n), TABULA_VERSION) > 0 &&
             fwrite(d, 1, n, f) == n;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

/* The table's file opened for reading; NULL with ENDGAME_ABSENT when
 * there is none, or the reason it cannot be opened. */
static FILE *ef_open_read(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            snprintf(err, errlen, "%s", ENDGAME_ABSENT);
        else
            snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
    }
    return f;
}

/* Loads the file into e.  in_place: read straight into the table, whose
 * contents a damaged file then spoils (for a table made only to be
 * loaded, which is thrown away on failure); otherwise into a copy first,
 * which costs the table's size again for a moment. */
static int ef_load(Endgame *e, const Game *g, const char *path, int in_place, char *err, size_t errlen)
{
    if (!e->ops->data) {
        snprintf(err, errlen, "%s tables are not saved", g->rules->title);
        return -1;
    }
    FILE *f = ef_open_read(path, err, errlen);
    if (!f)
        return -1;
    char want[EF_HEAD_MAX], title[EF_HEAD_MAX], sums[EF_HEAD_MAX];
    ef_title(e, g, want, sizeof want);
    size_t n = e->ops->bytes(e->t), got_n = 0;
    unsigned long long sum = 0;
    int rc = -1;
    if (!fgets(title, sizeof title, f) || strcmp(title, want) != 0) {
        snprintf(err, errlen, "%s is not a table of this game and size (or of an older version)", path);
    } else if (!fgets(sums, sizeof sums, f) || sscanf(sums, "bytes=%zu fnv1a=%llx", &got_n, &sum) != 2 || got_n != n) {
        snprintf(err, errlen, "%s: damaged header", path);
    } else {
        int8_t *table = e->ops->data(e->t);
        int8_t *d = in_place ? table : malloc(n);
        if (!d) {
            snprintf(err, errlen, "out of memory for %s", path);
        } else if (fread(d, 1, n, f) != n || fgetc(f) != EOF) {
            snprintf(err, errlen, "%s: the data is not %zu bytes long", path, n);
        } else if (ef_checksum(d, n) != (uint64_t)sum) {
            snprintf(err, errlen, "%s: the checksum does not match (a damaged file)", path);
        } else {
            if (d != table)
                memcpy(table, d, n);
            e->ops->set_complete(e->t);
            e->complete = 1;
            rc = 0;
        }
        if (d != table)
            free(d);
    }
    fclose(f);
    return rc;
}

/* A damaged file must leave a table that is already there untouched. */
int endgame_load(Endgame *e, const Game *g, const char *path, char *err, size_t errlen)
{
    return ef_load(e, g, path, 0, err, errlen);
}

int endgame_cache_seeds(const Game *g) { return g->rules->endgame ? g->rules->endgame->cache_seeds(g) : 0; }

int endgame_cache_dir(char *buf, size_t len)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int w;
    if (xdg && xdg[0] == '/')
        w = snprintf(buf, len, "%s/tabula", xdg);
    else if (home && home[0])
        w = snprintf(buf, len, "%s/.cache/tabula", home);
    else
        return -1;
    if (w < 0 || (size_t)w >= len)
        return -1;
    return make_dirs(buf);
}

int endgame_cache_file(const Game *g, int seeds, const char *dir, char *buf, size_t len)
{
    char opts[GAME_TEXT_MAX];
    game_options_format(g->rules, &g->opts, opts, sizeof opts);
    for (char *c = opts; *c; c++)
        if (*c == ' ' || *c == '=')
            *c = '-';
    int w = snprintf(buf, len, "%s/%s-%s-%d.tbl", dir, g->rules->name, opts, seeds);
    return w > 0 && (size_t)w < len ? 0 : -1;
}

Endgame *endgame_open(const Game *g, int seeds, const char *path, char *err, size_t errlen)
{
    /* A file that is not there costs no table: the table is hundreds of
     * megabytes to allocate and clear before a load could find that out. */
    FILE *f = ef_open_read(path, err, errlen);
    if (!f)
        return NULL;
    fclose(f);
    Endgame *e = endgame_create(g, seeds, err, errlen);
    if (e && ef_load(e, g, path, 1, err, errlen) != 0) {
        endgame_destroy(e);
        e = NULL;
    }
    return e;
}
