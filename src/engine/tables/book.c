/*
 * book.c - values of chosen positions worked out ahead of time (book.h).
 *
 * The entries sit in one array in the order they came; an open-addressing
 * index of their positions (linear probing, kept at most half full) finds
 * a key.  A saved file lists the entries sorted by key, so the same book
 * always makes the same file.
 */
#define _POSIX_C_SOURCE 200809L
#include "book.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BOOK_FORMAT "tabula-book"
#define BOOK_VERSION 1
#define BOOK_HEAD_MAX (GAME_TEXT_MAX + 128)
#define BOOK_RECORD 11 /* bytes of an entry on disk: key, value, move, flags */

struct Book {
    Game *g; /* the book's own copy of the game and its options */
    BookEntry *e;
    size_t n, cap;
    uint32_t *slot; /* index + 1 of the entry, 0 for none */
    size_t nslots;  /* a power of two */
};

Book *book_create(const Game *g)
{
    char err[128];
    Book *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->g = game_create(g->rules, &g->opts, err, sizeof err);
    b->nslots = 1024;
    b->slot = calloc(b->nslots, sizeof *b->slot);
    if (!b->g || !b->slot) {
        book_destroy(b);
        return NULL;
    }
    return b;
}

void book_destroy(Book *b)
{
    if (!b)
        return;
    game_destroy(b->g);
    free(b->e);
    free(b->slot);
    free(b);
}

size_t book_size(const Book *b) { return b->n; }
const BookEntry *book_entry(const Book *b, size_t i) { return &b->e[i]; }

/* The slot holding key, or the empty one where it would go. */
static size_t book_slot(const Book *b, uint64_t key)
{
    size_t mask = b->nslots - 1, i = (size_t)(key ^ key >> 29) & mask;
    while (b->slot[i] && b->e[b->slot[i] - 1].key != key)
        i = (i + 1) & mask;
    return i;
}

const BookEntry *book_find(const Book *b, uint64_t key)
{
    size_t i = book_slot(b, key);
    return b->slot[i] ? &b->e[b->slot[i] - 1] : NULL;
}

static int book_grow_index(Book *b)
{
    size_t n = b->nslots * 2;
    uint32_t *s = calloc(n, sizeof *s);
    if (!s)
        return -1;
    free(b->slot);
    b->slot = s;
    b->nslots = n;
    for (size_t k = 0; k < b->n; k++)
        b->slot[book_slot(b, b->e[k].key)] = (uint32_t)(k + 1);
    return 0;
}

int book_put(Book *b, const BookEntry *e)
{
    size_t i = book_slot(b, e->key);
    if (b->slot[i]) {
        b->e[b->slot[i] - 1] = *e;
        return 0;
    }
    if (b->n == UINT32_MAX - 1)
        return -1;
    if (b->n == b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        BookEntry *ne = realloc(b->e, cap * sizeof *ne);
        if (!ne)
            return -1;
        b->e = ne;
        b->cap = cap;
    }
    if (2 * (b->n + 1) > b->nslots) {
        if (book_grow_index(b) != 0)
            return -1;
        i = book_slot(b, e->key);
    }
    b->e[b->n] = *e;
    b->slot[i] = (uint32_t)++b->n;
    return 0;
}

/* p's entry, its value and move in p's terms; NULL when there is none. */
static const BookEntry *book_read(const Book *b, const Pos *p, int *value, Move *move)
{
    const BookEntry *e = b ? book_find(b, pos_hash(p)) : NULL;
    if (!e)
        return NULL;
    const GameRules *r = b->g->rules;
    *value = e->value + (r->base_value ? r->base_value(b->g, p) : 0);
    Move m = e->move == BOOK_NO_MOVE ? MOVE_NONE : e->move;
    if (m != MOVE_NONE && r->mirror_move && pos_side(p))
        m = r->mirror_move(b->g, m);
    *move = m;
    return e;
}

int book_probe(const Book *b, const Pos *p, int *value, Move *move)
{
    const BookEntry *e = book_read(b, p, value, move);
    return e && !(e->flags & BOOK_ESTIMATE);
}

int book_suggest(const Book *b, const Pos *p, int *value, Move *move, int *proven)
{
    const BookEntry *e = book_read(b, p, value, move);
    if (!e || *move == MOVE_NONE)
        return 0;
    *proven = !(e->flags & BOOK_ESTIMATE);
    return 1;
}

/* ---- files ---- */

static uint64_t book_fnv(uint64_t h, const unsigned char *d, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= d[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static void book_record(const BookEntry *e, unsigned char *out)
{
    for (int k = 0; k < 8; k++)
        out[k] = (unsigned char)(e->key >> (8 * k));
    out[8] = (unsigned char)e->value;
    out[9] = e->move;
    out[10] = e->flags;
}

static void book_unrecord(const unsigned char *in, BookEntry *e)
{
    e->key = 0;
    for (int k = 0; k < 8; k++)
        e->key |= (uint64_t)in[k] << (8 * k);
    e->value = (int8_t)in[8];
    e->move = in[9];
    e->flags = in[10];
}

static void book_title(const Game *g, char *buf, size_t len)
{
    char opts[GAME_TEXT_MAX];
    game_options_format(g->rules, &g->opts, opts, sizeof opts);
    snprintf(buf, len, "%s %d %s %s\n", BOOK_FORMAT, BOOK_VERSION, g->rules->name, opts);
}

static int book_by_key(const void *a, const void *b)
{
    uint64_t x = ((const BookEntry *)a)->key, y = ((const BookEntry *)b)->key;
    return x < y ? -1 : x > y;
}

int book_save(const Book *b, const char *path, char *err, size_t errlen)
{
    char tmp[4096], title[BOOK_HEAD_MAX];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp) {
        snprintf(err, errlen, "the path is too long");
        return -1;
    }
    size_t bytes = b->n * BOOK_RECORD;
    BookEntry *sorted = malloc((b->n ? b->n : 1) * sizeof *sorted);
    unsigned char *data = malloc(bytes ? bytes : 1);
    if (!sorted || !data) {
        free(sorted);
        free(data);
        snprintf(err, errlen, "out of memory for the book");
        return -1;
    }
    if (b->n)
        memcpy(sorted, b->e, b->n * sizeof *sorted);
    qsort(sorted, b->n, sizeof *sorted, book_by_key);
    for (size_t i = 0; i < b->n; i++)
        book_record(&sorted[i], data + i * BOOK_RECORD);
    free(sorted);
    book_title(b->g, title, sizeof title);
    FILE *f = fopen(tmp, "wb");
    int ok = f && fprintf(f, "%sentries=%zu fnv1a=%016llx\n", title, b->n,
                          (unsigned long long)book_fnv(0xcbf29ce484222325ull, data, bytes)) > 0 &&
             fwrite(data, 1, bytes, f) == bytes;
    free(data);
    if (!f || fclose(f) != 0 || !ok || rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

/* The bytes from f's position to its end, the position kept; -1 when the
 * file cannot tell. */
static long long book_bytes_left(FILE *f)
{
    long here = ftell(f);
    if (here < 0 || fseek(f, 0, SEEK_END) != 0)
        return -1;
    long end = ftell(f);
    if (end < 0 || fseek(f, here, SEEK_SET) != 0)
        return -1;
    return (long long)end - here;
}

Book *book_load(const Game *g, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errno == ENOENT)
            snprintf(err, errlen, "%s", BOOK_ABSENT);
        else
            snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    char want[BOOK_HEAD_MAX], title[BOOK_HEAD_MAX], sums[BOOK_HEAD_MAX];
    book_title(g, want, sizeof want);
    size_t n = 0;
    unsigned long long sum = 0;
    Book *b = NULL;
    unsigned char *data = NULL;
    if (!fgets(title, sizeof title, f) || strcmp(title, want) != 0) {
        snprintf(err, errlen, "%s is not a book of this game and options (or of another version)", path);
    } else if (!fgets(sums, sizeof sums, f) || sscanf(sums, "entries=%zu fnv1a=%llx", &n, &sum) != 2 ||
               n > (size_t)UINT32_MAX / 2) {
        snprintf(err, errlen, "%s: damaged header", path);
    } else if (book_bytes_left(f) != (long long)(n * BOOK_RECORD)) {
        /* Before any memory is asked for the count a damaged header gives. */
        snprintf(err, errlen, "%s: the data is not %zu entries long", path, n);
    } else if (!(data = malloc(n ? n * BOOK_RECORD : 1)) || !(b = book_create(g))) {
        snprintf(err, errlen, "out of memory for %s", path);
    } else if (fread(data, 1, n * BOOK_RECORD, f) != n * BOOK_RECORD || fgetc(f) != EOF) {
        snprintf(err, errlen, "%s: the data is not %zu entries long", path, n);
    } else if (book_fnv(0xcbf29ce484222325ull, data, n * BOOK_RECORD) != (uint64_t)sum) {
        snprintf(err, errlen, "%s: the checksum does not match (a damaged file)", path);
    } else {
        size_t i = 0;
        for (; i < n; i++) {
            BookEntry e;
            book_unrecord(data + i * BOOK_RECORD, &e);
            if (book_put(b, &e) != 0)
                break;
        }
        if (i == n) {
            free(data);
            fclose(f);
            return b;
        }
        snprintf(err, errlen, "out of memory for %s", path);
    }
    free(data);
    book_destroy(b);
    fclose(f);
    return NULL;
}

int book_file_name(const Game *g, const char *dir, char *buf, size_t len)
{
    char opts[GAME_TEXT_MAX];
    game_options_format(g->rules, &g->opts, opts, sizeof opts);
    for (char *c = opts; *c; c++)
        if (*c == ' ' || *c == '=')
            *c = '-';
    int w = snprintf(buf, len, "%s/%s-%s.book", dir, g->rules->name, opts);
    return w > 0 && (size_t)w < len ? 0 : -1;
}
