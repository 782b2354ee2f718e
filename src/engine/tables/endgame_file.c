/*
 * endgame_file.c - endgame tables on disk (endgame.h): saving, loading,
 * and the user's cache folder.
 */
#define _POSIX_C_SOURCE 200809L
#include "endgame_internal.h"
#include "make_dirs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define EF_FORMAT "tabula-endgame"
#define EF_HEAD_MAX (GAME_TEXT_MAX + 128)

#define EF_FNV_START 0xcbf29ce484222325ull

/* FNV-1a of n more bytes d after h (EF_FNV_START for none). */
static uint64_t ef_checksum_more(uint64_t h, const int8_t *d, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)d[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static uint64_t ef_checksum(const int8_t *d, size_t n) { return ef_checksum_more(EF_FNV_START, d, n); }

/* The options g's tables depend on. */
static void ef_options(const Game *g, char *buf, size_t len)
{
    const EndgameOps *ops = g->rules->endgame;
    if (ops && ops->table_options)
        ops->table_options(g, buf, len);
    else
        game_options_format(g->rules, &g->opts, buf, len);
}

/* The first line of a table's file: what it holds, in which version of
 * the game's tables. */
static void ef_title(const Endgame *e, const Game *g, char *buf, size_t len)
{
    char opts[GAME_TEXT_MAX];
    ef_options(g, opts, sizeof opts);
    snprintf(buf, len, "%s %d %s %s seeds=%d\n", EF_FORMAT, e->ops->version, g->rules->name, opts, e->max_seeds);
}

/* The bytes a file of e holds: its data, or the game's form for files
 * (*owned then the caller's to free); -1 with the reason. */
static int ef_saved_bytes(const Endgame *e, const atomic_int *stop, const int8_t **d, size_t *n, uint8_t **owned,
                          char *err, size_t errlen)
{
    *owned = NULL;
    if (!e->ops->save_form) {
        *n = e->ops->bytes(e->t);
        *d = e->ops->data(e->t);
        return 0;
    }
    if (e->ops->save_form(e->t, stop, owned, n, err, errlen) != 0)
        return -1;
    *d = (const int8_t *)*owned;
    return 0;
}

int endgame_save(const Endgame *e, const Game *g, const char *path, char *err, size_t errlen)
{
    return endgame_save_until(e, g, path, NULL, err, errlen);
}

int endgame_save_until(const Endgame *e, const Game *g, const char *path, const atomic_int *stop, char *err,
                       size_t errlen)
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
    size_t n;
    const int8_t *d;
    uint8_t *owned;
    if (ef_saved_bytes(e, stop, &d, &n, &owned, err, errlen) != 0)
        return -1;
    ef_title(e, g, title, sizeof title);
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        free(owned);
        return -1;
    }
    /* The second line ends with the program that built the table, for a
     * bug report: readers scan the size and the checksum and ignore the
     * rest of the line, as every earlier version did, so tables already
     * in a cache stay valid and these stay readable by older versions. */
    int ok = fprintf(f, "%sbytes=%zu fnv1a=%016llx program=Tabula %s\n", title, n,
                     (unsigned long long)ef_checksum(d, n), TABULA_VERSION) > 0 &&
             fwrite(d, 1, n, f) == n;
    free(owned);
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

/* The reason a file that cannot be opened gives: ENDGAME_ABSENT when
 * there is none. */
static void ef_open_failed(const char *path, char *err, size_t errlen)
{
    if (errno == ENOENT)
        snprintf(err, errlen, "%s", ENDGAME_ABSENT);
    else
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
}

/* Where the data of a table's file starts, its size and its checksum,
 * read from the file's first `len` bytes `head` and checked against what
 * e's game wants (its title and the size of its data); -1 with the reason. */
static int ef_read_head(const Endgame *e, const Game *g, const char *path, const char *head, size_t len,
                        size_t *at, size_t *n, uint64_t *sum, char *err, size_t errlen)
{
    char want[EF_HEAD_MAX];
    ef_title(e, g, want, sizeof want);
    size_t title_len = strlen(want);
    if (len < title_len || memcmp(head, want, title_len) != 0) {
        snprintf(err, errlen, "%s is not a table of this game and size (or of an older version)", path);
        return -1;
    }
    const char *sums = head + title_len, *end = memchr(sums, '\n', len - title_len);
    char line[EF_HEAD_MAX];
    unsigned long long s = 0;
    if (!end || (size_t)(end - sums) >= sizeof line) {
        snprintf(err, errlen, "%s: damaged header", path);
        return -1;
    }
    memcpy(line, sums, (size_t)(end - sums));
    line[end - sums] = '\0';
    /* A form of the game's own has the size it codes to (its reader checks
     * it); the data as it is, the table's. */
    int scanned = sscanf(line, "bytes=%zu fnv1a=%llx", n, &s);
    if (scanned != 2 || *n == 0 || (!e->ops->save_form && *n != e->ops->bytes_for(g, e->max_seeds))) {
        snprintf(err, errlen, "%s: damaged header", path);
        return -1;
    }
    *at = (size_t)(end + 1 - head);
    *sum = s;
    return 0;
}

/* The data after the header: exactly n bytes of the checksum sum. */
static int ef_check_data(const char *path, const int8_t *d, size_t got, size_t n, uint64_t sum, char *err,
                         size_t errlen)
{
    if (got != n) {
        snprintf(err, errlen, "%s: the data is not %zu bytes long", path, n);
        return -1;
    }
    if (ef_checksum(d, n) != sum) {
        snprintf(err, errlen, "%s: the checksum does not match (a damaged file)", path);
        return -1;
    }
    return 0;
}

/* Loads the file into e through a copy, which costs the table's size
 * again for a moment: a damaged file leaves e as it was. */
static int ef_load(Endgame *e, const Game *g, const char *path, char *err, size_t errlen)
{
    if (!e->ops->data || e->map) {
        snprintf(err, errlen, e->map ? "a table read from a file takes no other" : "%s tables are not saved",
                 g->rules->title);
        return -1;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        ef_open_failed(path, err, errlen);
        return -1;
    }
    char head[2 * EF_HEAD_MAX];
    size_t got = fread(head, 1, sizeof head, f), at, n;
    uint64_t sum;
    int8_t *d = NULL;
    int rc = ef_read_head(e, g, path, head, got, &at, &n, &sum, err, errlen);
    struct stat st;
    /* A size the header claims is not taken in memory before the file has it. */
    if (rc == 0 && fstat(fileno(f), &st) == 0 && (size_t)st.st_size - at != n) {
        snprintf(err, errlen, "%s: the data is not %zu bytes long", path, n);
        rc = -1;
    }
    if (rc == 0 && (fseek(f, (long)at, SEEK_SET) != 0 || !(d = malloc(n ? n : 1)))) {
        snprintf(err, errlen, "cannot read %s", path);
        rc = -1;
    }
    if (rc == 0) {
        size_t read = fread(d, 1, n, f);
        if (read == n && fgetc(f) != EOF)
            read++;
        rc = ef_check_data(path, d, read, n, sum, err, errlen);
    }
    if (rc == 0 && e->ops->load_form) {
        rc = e->ops->load_form(e->t, (const uint8_t *)d, n, err, errlen);
    } else if (rc == 0) {
        memcpy(e->ops->data(e->t), d, n);
        e->ops->set_complete(e->t);
    }
    if (rc == 0)
        e->complete = 1;
    free(d);
    fclose(f);
    return rc;
}

int endgame_load(Endgame *e, const Game *g, const char *path, char *err, size_t errlen)
{
    return ef_load(e, g, path, err, errlen);
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
    ef_options(g, opts, sizeof opts);
    for (char *c = opts; *c; c++)
        if (*c == ' ' || *c == '=')
            *c = '-';
    int w = snprintf(buf, len, "%s/%s-%s-%d.tbl", dir, g->rules->name, opts, seeds);
    return w > 0 && (size_t)w < len ? 0 : -1;
}

/* The checksum of the n bytes of fd from `at`, read in pieces: reading
 * through a mapping would count every page of the table as this process's
 * memory until it is unmapped. */
static int ef_fd_checksum(int fd, size_t at, size_t n, uint64_t *sum)
{
    enum { PIECE = 1 << 20 };
    int8_t *buf = malloc(PIECE);
    uint64_t h = EF_FNV_START;
    while (buf && n > 0) {
        ssize_t got = pread(fd, buf, n < PIECE ? n : PIECE, (off_t)at);
        if (got <= 0)
            break;
        h = ef_checksum_more(h, buf, (size_t)got);
        at += (size_t)got;
        n -= (size_t)got;
    }
    free(buf);
    *sum = h;
    return buf && n == 0 ? 0 : -1;
}

/* The table reads the file in place, mapped read-only: its pages are the
 * system's file cache, which every process reading the table shares and
 * the system may take back and read again, not this process's own memory. */
Endgame *endgame_open(const Game *g, int seeds, const char *path, char *err, size_t errlen)
{
    const EndgameOps *ops = g->rules->endgame;
    if (!ops || !ops->reading || seeds < 0 || seeds > ENDGAME_MAX_SEEDS) {
        snprintf(err, errlen, "%s has no endgame tables of %d seeds", g->rules->title, seeds);
        return NULL;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        ef_open_failed(path, err, errlen);
        return NULL;
    }
    Endgame *e = calloc(1, sizeof *e);
    struct stat st;
    char head[2 * EF_HEAD_MAX];
    ssize_t got = e && fstat(fd, &st) == 0 ? pread(fd, head, sizeof head, 0) : -1;
    size_t at, n;
    uint64_t sum, found;
    int rc = -1;
    if (got < 0) {
        snprintf(err, errlen, "cannot read %s: %s", path, e ? strerror(errno) : "out of memory");
    } else {
        e->ops = ops;
        e->max_seeds = seeds;
        if (ef_read_head(e, g, path, head, (size_t)got, &at, &n, &sum, err, errlen) == 0) {
            if ((size_t)st.st_size - at != n)
                snprintf(err, errlen, "%s: the data is not %zu bytes long", path, n);
            else if (ef_fd_checksum(fd, at, n, &found) != 0)
                snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
            else if (found != sum)
                snprintf(err, errlen, "%s: the checksum does not match (a damaged file)", path);
            else if ((e->map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd, 0)) == MAP_FAILED)
                snprintf(err, errlen, "cannot map %s: %s", path, strerror(errno));
            else
                rc = 0;
        }
    }
    close(fd);
    if (rc == 0) {
        e->map_len = (size_t)st.st_size;
        char why[256];
        e->t = ops->reading(g, seeds, (const int8_t *)e->map + at, n, why, sizeof why);
        if (!e->t)
            snprintf(err, errlen, "%s: %s", path, why);
    }
    if (rc != 0 || !e->t) {
        if (e && e->map == MAP_FAILED)
            e->map = NULL;
        endgame_destroy(e);
        return NULL;
    }
    e->complete = 1;
    e->coded = ops->save_form != NULL;
    return e;
}

Endgame *endgame_find(const Game *g, int seeds, const char *const *dirs, int n, char *path, size_t pathlen, char *err,
                      size_t errlen)
{
    char file[4096], why[4400];
    snprintf(err, errlen, "%s", ENDGAME_ABSENT);
    for (int i = 0; i < n; i++) {
        if (!dirs[i] || !dirs[i][0] || endgame_cache_file(g, seeds, dirs[i], file, sizeof file) != 0)
            continue;
        Endgame *e = endgame_open(g, seeds, file, why, sizeof why);
        if (e) {
            if (path)
                snprintf(path, pathlen, "%s", file);
            return e;
        }
        if (strcmp(why, ENDGAME_ABSENT) != 0)
            snprintf(err, errlen, "%s", why);
    }
    return NULL;
}

/* Whether the table file dir/name is stale (endgame_cache_tidy); 0 when it
 * is current or not a table this program knows. */
static int ef_stale(const char *dir, const char *name, const GameRules *(*find)(const char *name))
{
    char path[4096], head[EF_HEAD_MAX], want[4096], why[160];
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path)
        return 0;
    FILE *f = fopen(path, "rb");
    int got = f && fgets(head, sizeof head, f) != NULL;
    if (f)
        fclose(f);
    char format[32], game[32];
    int version, seeds, used;
    if (!got || sscanf(head, "%31s %d %31s %n", format, &version, game, &used) != 3 || strcmp(format, EF_FORMAT) != 0)
        return 0;
    const GameRules *rules = find(game);
    if (!rules || !rules->endgame)
        return 0;
    if (version != rules->endgame->version)
        return 1;
    /* The options, then "seeds=N" last. */
    GameOptions o;
    game_options_default(rules, &o);
    char *save = NULL, *tok = strtok_r(head + used, " \n", &save), *last = NULL;
    for (; tok; tok = strtok_r(NULL, " \n", &save)) {
        if (last && game_options_set(rules, &o, last, why, sizeof why) != 0)
            return 0;
        last = tok;
    }
    if (!last || sscanf(last, "seeds=%d", &seeds) != 1)
        return 0;
    Game *g = game_create(rules, &o, why, sizeof why);
    int stale = g && endgame_cache_file(g, seeds, dir, want, sizeof want) == 0 && strcmp(want, path) != 0;
    game_destroy(g);
    return stale;
}

void endgame_cache_tidy(const char *dir, const GameRules *(*find)(const char *name), int *files, uint64_t *bytes)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        size_t len = strlen(ent->d_name);
        if (len < 5 || strcmp(ent->d_name + len - 4, ".tbl") != 0 || !ef_stale(dir, ent->d_name, find))
            continue;
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        off_t size = stat(path, &st) == 0 ? st.st_size : 0;
        if (remove(path) == 0) {
            if (files)
                (*files)++;
            if (bytes)
                *bytes += (uint64_t)size;
        }
    }
    closedir(d);
}
