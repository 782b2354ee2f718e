/*
 * oware_compact_build.c - the compact form of Oware's endgame table
 * built from the full table's bounds (oware_compact_build in
 * oware_compact.h).  The format: oware_compact_internal.h.
 */
#include "oware_compact.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "oware_compact_internal.h"

/* ---- little-endian numbers ---- */

static void set_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static void set_u64(uint8_t *p, uint64_t v)
{
    set_u32(p, (uint32_t)v);
    set_u32(p + 4, (uint32_t)(v >> 32));
}

typedef struct ByteBuf {
    uint8_t *b;
    size_t n, cap;
    int failed;
} ByteBuf;

static void buf_put(ByteBuf *o, const void *p, size_t n)
{
    if (o->failed)
        return;
    if (o->n + n > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->n + n)
            cap *= 2;
        uint8_t *b = realloc(o->b, cap);
        if (!b) {
            o->failed = 1;
            return;
        }
        o->b = b;
        o->cap = cap;
    }
    if (n)
        memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void buf_u32(ByteBuf *o, uint32_t v)
{
    uint8_t x[4];
    set_u32(x, v);
    buf_put(o, x, 4);
}

static void buf_free(ByteBuf *o)
{
    free(o->b);
    memset(o, 0, sizeof *o);
}

/* One layer on its way into the blob. */
typedef struct LayerBuild {
    int s, rl;          /* seeds; bytes a row */
    uint64_t n;         /* boards */
    RowShape shape;
    int8_t *rows;       /* per board its row: (lo, hi) per split */
    uint32_t ndict;
    uint32_t *dict_board; /* per dictionary id, a board with that row */
    Token *tok;           /* per board */
    uint32_t (*count[M_MODELS])[2];
    ByteBuf model_bytes[M_MODELS];
    Model model[M_MODELS];
    ByteBuf dict_data, dict_index, board_data, board_index;
    const char *why; /* what failed */
    const atomic_int *stop; /* set by another thread: give up (NULL: never) */
    int stopped;
} LayerBuild;

/* Whether the build is to give up, the reason then noted. */
static int lb_stopped(LayerBuild *lb)
{
    if (!lb->stop || !atomic_load_explicit(lb->stop, memory_order_relaxed))
        return 0;
    lb->stopped = 1;
    return 1;
}

/* The layer's rows, turned from the table's split-major order, and the
 * range of their values. */
static int lb_gather(LayerBuild *lb, const int8_t *layer)
{
    lb->rows = malloc((size_t)lb->n * (size_t)lb->rl);
    if (!lb->rows)
        return -1;
    int vmin = 0, vmax = 0;
    for (int a = 0; a <= lb->s; a++)
        for (uint64_t r = 0; r < lb->n; r++) {
            const int8_t *e = layer + 2 * ((uint64_t)a * lb->n + r);
            lb->rows[r * (size_t)lb->rl + 2 * (size_t)a] = e[0];
            lb->rows[r * (size_t)lb->rl + 2 * (size_t)a + 1] = e[1];
            vmin = e[0] < vmin ? e[0] : vmin;
            vmin = e[1] < vmin ? e[1] : vmin;
            vmax = e[0] > vmax ? e[0] : vmax;
            vmax = e[1] > vmax ? e[1] : vmax;
        }
    lb->shape = (RowShape){lb->s, vmin, vmax, vmax - vmin + 1};
    return 0;
}

static const int8_t *lb_row(const LayerBuild *lb, uint64_t r) { return lb->rows + r * (size_t)lb->rl; }

static int rows_differ(const LayerBuild *lb, uint64_t x, uint64_t y)
{
    return memcmp(lb_row(lb, x), lb_row(lb, y), (size_t)lb->rl);
}

/* Board numbers (ascending on entry) sorted by their rows, stably: a
 * bottom-up merge sort, since qsort cannot be handed the rows. */
static void sort_by_row(const LayerBuild *lb, uint32_t *ix, uint32_t *tmp)
{
    uint64_t n = lb->n;
    uint32_t *from = ix, *to = tmp;
    for (uint64_t w = 1; w < n; w *= 2) {
        for (uint64_t lo = 0; lo < n; lo += 2 * w) {
            uint64_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            uint64_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                to[k++] = rows_differ(lb, from[j], from[i]) < 0 ? from[j++] : from[i++];
            while (i < mid)
                to[k++] = from[i++];
            while (j < hi)
                to[k++] = from[j++];
        }
        uint32_t *t = from;
        from = to;
        to = t;
    }
    if (from != ix)
        memcpy(ix, from, (size_t)n * sizeof *ix);
}

/* The boards that share a row. */
typedef struct RowGroup {
    uint32_t first, count, number;
} RowGroup;

/* The most frequent rows first; among as frequent, the first seen. */
static int group_order(const void *x, const void *y)
{
    const RowGroup *a = x, *b = y;
    if (a->count != b->count)
        return a->count > b->count ? -1 : 1;
    return a->first < b->first ? -1 : a->first > b->first;
}

/* Groups of equal rows (g, their number in group_of per board); ng. */
static uint32_t lb_group_rows(const LayerBuild *lb, uint32_t *ix, uint32_t *tmp, RowGroup *g, uint32_t *group_of)
{
    for (uint64_t r = 0; r < lb->n; r++)
        ix[r] = (uint32_t)r;
    sort_by_row(lb, ix, tmp);
    uint32_t ng = 0;
    for (uint64_t i = 0; i < lb->n;) {
        uint64_t j = i;
        while (j < lb->n && rows_differ(lb, ix[j], ix[i]) == 0)
            group_of[ix[j++]] = ng;
        g[ng] = (RowGroup){ix[i], (uint32_t)(j - i), ng};
        ng++;
        i = j;
    }
    return ng;
}

/* The dictionary, and each board's token as an id or a literal. */
static int lb_dictionary(LayerBuild *lb)
{
    uint64_t n = lb->n;
    uint32_t *ix = malloc(n * sizeof *ix), *tmp = malloc(n * sizeof *tmp), *group_of = malloc(n * sizeof *group_of);
    RowGroup *g = malloc(n * sizeof *g);
    lb->dict_board = malloc(n * sizeof *lb->dict_board);
    int ok = ix && tmp && group_of && g && lb->dict_board;
    uint32_t *id_of = tmp; /* per group number */
    if (ok) {
        uint32_t ng = lb_group_rows(lb, ix, tmp, g, group_of);
        qsort(g, ng, sizeof *g, group_order);
        lb->ndict = 0;
        for (uint32_t i = 0; i < ng; i++) {
            id_of[g[i].number] = g[i].count >= OC_DICT_MIN ? lb->ndict : UINT32_MAX;
            if (g[i].count >= OC_DICT_MIN)
                lb->dict_board[lb->ndict++] = g[i].first;
        }
    }
    /* The tokens only once the sorting's arrays are gone: at 14 seeds
     * this is the peak, on the table's 269 MB. */
    free(ix);
    free(g);
    lb->tok = ok ? calloc(n, sizeof *lb->tok) : NULL;
    ok = ok && lb->tok;
    if (ok) {
        for (uint64_t r = 0; r < n; r++) {
            uint32_t id = id_of[group_of[r]];
            lb->tok[r] = (Token){.type = id == UINT32_MAX ? TOK_LITERAL : TOK_DICT, .id = id == UINT32_MAX ? 0 : id};
        }
    }
    free(tmp);
    free(group_of);
    return ok ? 0 : -1;
}

/* A dictionary row with one split left out, by the hash of the rest. */
typedef struct NearKey {
    uint64_t hash;
    uint32_t id;
} NearKey;

static int near_key_order(const void *x, const void *y)
{
    const NearKey *a = x, *b = y;
    if (a->hash != b->hash)
        return a->hash < b->hash ? -1 : 1;
    return a->id < b->id ? -1 : a->id > b->id;
}

/* FNV-1a over the pairs, split m's a mark no pair can be, then mixed. */
static uint64_t masked_hash(const int8_t *row, int s, int m)
{
    uint64_t h = 1469598103934665603ull;
    for (int a = 0; a <= s; a++) {
        uint32_t v = a == m ? 0xFFFFu : (uint32_t)(uint8_t)row[2 * a] * 256u + (uint8_t)row[2 * a + 1];
        h = (h ^ v) * 1099511628211ull;
        h = (h ^ (uint32_t)a) * 1099511628211ull;
    }
    return h * 0x9E3779B97F4A7C15ull ^ (h >> 29);
}

static int same_but(const int8_t *x, const int8_t *y, int s, int m)
{
    for (int a = 0; a <= s; a++)
        if (a != m && (x[2 * a] != y[2 * a] || x[2 * a + 1] != y[2 * a + 1]))
            return 0;
    return 1;
}

/* Board r's literal row as a near token, when a dictionary row differs
 * from it in one split only: the smallest such id (then split). */
static void near_find(LayerBuild *lb, const NearKey *keys, uint64_t nk, uint64_t r)
{
    const int8_t *x = lb_row(lb, r);
    uint32_t best = UINT32_MAX;
    int best_m = 0;
    for (int m = 0; m <= lb->s; m++) {
        uint64_t h = masked_hash(x, lb->s, m), lo = 0, hi = nk;
        while (lo < hi) {
            uint64_t mid = lo + (hi - lo) / 2;
            if (keys[mid].hash < h)
                lo = mid + 1;
            else
                hi = mid;
        }
        for (; lo < nk && keys[lo].hash == h; lo++)
            if (same_but(x, lb_row(lb, lb->dict_board[keys[lo].id]), lb->s, m)) {
                if (keys[lo].id < best) {
                    best = keys[lo].id;
                    best_m = m;
                }
                break;
            }
    }
    if (best == UINT32_MAX)
        return;
    const int8_t *y = lb_row(lb, lb->dict_board[best]);
    lb->tok[r] = (Token){.type = TOK_NEAR,
                         .id = best,
                         .m = (uint8_t)best_m,
                         .dlo = (int16_t)(x[2 * best_m] - y[2 * best_m]),
                         .dhi = (int16_t)(x[2 * best_m + 1] - y[2 * best_m + 1])};
}

static int lb_near(LayerBuild *lb)
{
    uint64_t nk = (uint64_t)lb->ndict * (uint64_t)(lb->s + 1), q = 0;
    if (nk == 0)
        return 0;
    NearKey *keys = malloc((size_t)nk * sizeof *keys);
    if (!keys)
        return -1;
    for (uint32_t i = 0; i < lb->ndict; i++)
        for (int m = 0; m <= lb->s; m++)
            keys[q++] = (NearKey){masked_hash(lb_row(lb, lb->dict_board[i]), lb->s, m), i};
    qsort(keys, (size_t)nk, sizeof *keys, near_key_order);
    int stopped = 0;
    for (uint64_t r = 0; r < lb->n && !stopped; r++) {
        if (lb->tok[r].type == TOK_LITERAL)
            near_find(lb, keys, nk, r);
        stopped = r % 65536 == 0 && lb_stopped(lb);
    }
    free(keys);
    return stopped ? -1 : 0;
}

/* The coder counts into, or codes with, model `which`. */
static void lb_use(LayerBuild *lb, Coder *c, int which)
{
    c->count = lb->count[which];
    c->model = &lb->model[which];
}

/* Board block k: its tokens, each literal's row after it. */
static void lb_code_boards(LayerBuild *lb, Coder *c, uint64_t k)
{
    int cls = 0;
    for (uint64_t r = k * OC_BLOCK; r < lb->n && r < (k + 1) * OC_BLOCK; r++) {
        Token t = lb->tok[r];
        lb_use(lb, c, M_TOKEN);
        oc_code_token(c, &cls, &t, 2 * lb->shape.width);
        if (t.type == TOK_LITERAL) {
            lb_use(lb, c, M_LITERAL_ROW);
            oc_code_row(c, &lb->shape, lb->rows + r * (size_t)lb->rl, lb->s + 1);
        }
    }
}

/* Dictionary block k: its rows. */
static void lb_code_dict(LayerBuild *lb, Coder *c, uint64_t k)
{
    lb_use(lb, c, M_DICT_ROW);
    for (uint64_t i = k * OC_DICT_BLOCK; i < lb->ndict && i < (k + 1) * OC_DICT_BLOCK; i++)
        oc_code_row(c, &lb->shape, lb->rows + lb->dict_board[i] * (size_t)lb->rl, lb->s + 1);
}

/* p0 = (zeros + 0.4) / (all + 0.8), rounded, in integers so that every
 * machine builds the same bytes. */
static uint16_t prob_of(uint32_t zeros, uint32_t ones)
{
    uint64_t num = 10 * (uint64_t)zeros + 4, den = 10 * ((uint64_t)zeros + ones) + 8;
    uint64_t p = (2 * RC_PROB_ONE * num + den) / (2 * den);
    return (uint16_t)(p < 1 ? 1 : p > RC_PROB_ONE - 1 ? RC_PROB_ONE - 1 : p);
}

/* The slots of a group that were ever used, a bit each. */
static uint64_t group_mask(uint32_t (*count)[2])
{
    uint64_t mask = 0;
    for (int k = 0; k < OC_SLOTS; k++)
        if (count[k][0] || count[k][1])
            mask |= 1ull << k;
    return mask;
}

/* The model the counts give, in the blob's form (see oc_model_read). */
static void model_write(ByteBuf *o, uint32_t (*count)[2], uint32_t groups)
{
    uint8_t byte = 0;
    for (uint32_t g = 0; g < groups; g++) {
        if (group_mask(count + (size_t)g * OC_SLOTS))
            byte |= (uint8_t)(1u << (g % 8));
        if (g % 8 == 7 || g + 1 == groups) {
            buf_put(o, &byte, 1);
            byte = 0;
        }
    }
    for (uint32_t g = 0; g < groups; g++) {
        uint64_t mask = group_mask(count + (size_t)g * OC_SLOTS);
        uint8_t m[5] = {(uint8_t)mask, (uint8_t)(mask >> 8), (uint8_t)(mask >> 16), (uint8_t)(mask >> 24),
                        (uint8_t)(mask >> 32)};
        if (mask)
            buf_put(o, m, 5);
    }
    for (size_t c = 0; c < (size_t)groups * OC_SLOTS; c++)
        if (count[c][0] || count[c][1]) {
            uint16_t p = prob_of(count[c][0], count[c][1]);
            uint8_t b[2] = {(uint8_t)p, (uint8_t)(p >> 8)};
            buf_put(o, b, 2);
        }
}

/* Pass one counts every decision; the models are then written, and read
 * back as a reader will, so that the encoder codes with exactly what the
 * decoder will have. */
static int lb_models(LayerBuild *lb)
{
    for (int m = 0; m < M_MODELS; m++) {
        lb->count[m] = calloc((size_t)oc_model_groups(&lb->shape, m) * OC_SLOTS, sizeof *lb->count[m]);
        if (!lb->count[m])
            return -1;
    }
    Coder c = {.mode = CM_COUNT};
    for (uint64_t k = 0; k < oc_ceil_div(lb->ndict, OC_DICT_BLOCK); k++)
        lb_code_dict(lb, &c, k);
    for (uint64_t k = 0; k < oc_ceil_div(lb->n, OC_BLOCK); k++)
        lb_code_boards(lb, &c, k);
    for (int m = 0; m < M_MODELS; m++) {
        uint32_t groups = oc_model_groups(&lb->shape, m);
        model_write(&lb->model_bytes[m], lb->count[m], groups);
        if (lb->model_bytes[m].failed ||
            oc_model_read(&lb->model[m], groups, lb->model_bytes[m].b, lb->model_bytes[m].n) != 0)
            return -1;
        free(lb->count[m]);
        lb->count[m] = NULL;
    }
    return 0;
}

typedef void (*BlockCoder)(LayerBuild *, Coder *, uint64_t);

/* Blocks 0 .. nblocks - 1, each its own stream, into data; their index
 * (a u32 offset per OC_GROUP blocks, the end last, then a u8 length per
 * block) into index. */
static int lb_encode(LayerBuild *lb, uint64_t nblocks, BlockCoder code, ByteBuf *data, ByteBuf *index)
{
    uint8_t *len = malloc((size_t)nblocks + 1);
    if (!len)
        return -1;
    RcEncoder e = {0};
    Coder c = {.mode = CM_ENCODE, .enc = &e};
    int ok = 1;
    for (uint64_t k = 0; k < nblocks && ok; k++) {
        if (k % 4096 == 0 && lb_stopped(lb))
            ok = 0;
        if (k % OC_GROUP == 0)
            buf_u32(index, (uint32_t)data->n);
        rc_enc_begin(&e);
        code(lb, &c, k);
        ok = rc_enc_finish(&e) == 0;
        if (ok && e.n > 255) {
            lb->why = "a block longer than 255 bytes";
            ok = 0;
        }
        buf_put(data, e.out, e.n);
        len[k] = (uint8_t)e.n;
        if (data->n > UINT32_MAX) {
            lb->why = "more than 4 GB of data";
            ok = 0;
        }
    }
    buf_u32(index, (uint32_t)data->n);
    buf_put(index, len, (size_t)nblocks);
    rc_enc_free(&e);
    free(len);
    ok = ok && !data->failed && !index->failed && index->n == oc_index_bytes(nblocks);
    return ok ? 0 : -1;
}

/* The layer's head and parts, in the blob's order. */
static void lb_write(const LayerBuild *lb, ByteBuf *o)
{
    buf_u32(o, lb->ndict);
    uint8_t range[4] = {(uint8_t)(int8_t)lb->shape.vmin, (uint8_t)(int8_t)lb->shape.vmax, 0, 0};
    buf_put(o, range, 4);
    for (int m = 0; m < M_MODELS; m++)
        buf_u32(o, (uint32_t)lb->model_bytes[m].n);
    buf_u32(o, (uint32_t)lb->dict_data.n);
    buf_u32(o, (uint32_t)lb->board_data.n);
    for (int m = 0; m < M_MODELS; m++)
        buf_put(o, lb->model_bytes[m].b, lb->model_bytes[m].n);
    buf_put(o, lb->dict_index.b, lb->dict_index.n);
    buf_put(o, lb->board_index.b, lb->board_index.n);
    buf_put(o, lb->dict_data.b, lb->dict_data.n);
    buf_put(o, lb->board_data.b, lb->board_data.n);
}

static void lb_free(LayerBuild *lb)
{
    free(lb->rows);
    free(lb->dict_board);
    free(lb->tok);
    for (int m = 0; m < M_MODELS; m++) {
        free(lb->count[m]);
        buf_free(&lb->model_bytes[m]);
        oc_model_free(&lb->model[m]);
    }
    buf_free(&lb->dict_data);
    buf_free(&lb->dict_index);
    buf_free(&lb->board_data);
    buf_free(&lb->board_index);
}

/* Layer s, its bounds at `layer` (the table's order), onto the blob. */
static int build_layer(ByteBuf *blob, const int8_t *layer, int s, const atomic_int *stop, char *err, size_t errlen)
{
    LayerBuild lb = {.s = s, .rl = 2 * (s + 1), .n = oc_layer_boards(s), .why = "out of memory", .stop = stop};
    int ok = lb.n <= UINT32_MAX && !lb_stopped(&lb) && lb_gather(&lb, layer) == 0;
    if (ok && (lb.shape.vmin < -127 || lb.shape.vmax > 127)) {
        lb.why = "a value out of range";
        ok = 0;
    }
    ok = ok && lb_dictionary(&lb) == 0 && !lb_stopped(&lb) && lb_near(&lb) == 0 && lb_models(&lb) == 0 &&
         lb_encode(&lb, oc_ceil_div(lb.ndict, OC_DICT_BLOCK), lb_code_dict, &lb.dict_data, &lb.dict_index) == 0 &&
         lb_encode(&lb, oc_ceil_div(lb.n, OC_BLOCK), lb_code_boards, &lb.board_data, &lb.board_index) == 0;
    if (ok)
        lb_write(&lb, blob);
    else if (lb.stopped)
        snprintf(err, errlen, "%s", ENDGAME_STOPPED);
    else
        snprintf(err, errlen, "compacting the layer of %d seeds: %s", s, lb.why);
    lb_free(&lb);
    return ok ? 0 : -1;
}

int oware_compact_build(const int8_t *bounds, int max_seeds, const atomic_int *stop, uint8_t **out, size_t *len,
                        char *err, size_t errlen)
{
    *out = NULL;
    *len = 0;
    if (max_seeds < 0 || max_seeds > ENDGAME_MAX_SEEDS) {
        snprintf(err, errlen, "no compact table for %d seeds", max_seeds);
        return -1;
    }
    size_t head = OC_HEAD + 8 * (size_t)(max_seeds + 2);
    ByteBuf blob = {0};
    uint8_t fixed[OC_HEAD];
    memcpy(fixed, OC_MAGIC, 8);
    set_u32(fixed + 8, OC_VERSION);
    set_u32(fixed + 12, (uint32_t)max_seeds);
    set_u32(fixed + 16, OC_BLOCK);
    set_u32(fixed + 20, OC_DICT_BLOCK);
    buf_put(&blob, fixed, OC_HEAD);
    uint64_t layer_at[ENDGAME_MAX_SEEDS + 2] = {0};
    buf_put(&blob, layer_at, head - OC_HEAD); /* filled in below */
    uint64_t entry = 0;
    for (int s = 0; s <= max_seeds; s++) {
        layer_at[s] = blob.n;
        if (build_layer(&blob, bounds + 2 * entry, s, stop, err, errlen) != 0) {
            buf_free(&blob);
            return -1;
        }
        entry += (uint64_t)(s + 1) * oc_layer_boards(s);
    }
    layer_at[max_seeds + 1] = blob.n;
    if (blob.failed) {
        snprintf(err, errlen, "out of memory");
        buf_free(&blob);
        return -1;
    }
    for (int s = 0; s <= max_seeds + 1; s++)
        set_u64(blob.b + OC_HEAD + 8 * (size_t)s, layer_at[s]);
    *out = blob.b;
    *len = blob.n;
    return 0;
}
