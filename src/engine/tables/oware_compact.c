/*
 * oware_compact.c - Oware's endgame table in compact form (oware_compact.h):
 * opening a blob and answering a probe from it.  The format:
 * oware_compact_internal.h.
 */
#include "oware_compact.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "oware_compact_internal.h"

#define OC_MAX_ROW (2 * (ENDGAME_MAX_SEEDS + 1))

typedef struct BlockIndex {
    const uint8_t *sup, *len, *data;
    size_t data_len;
    uint64_t blocks;
} BlockIndex;

typedef struct CompactLayer {
    uint64_t boards;
    uint32_t ndict;
    RowShape shape;
    Model model[M_MODELS];
    BlockIndex dict, board;
} CompactLayer;

struct OwareCompact {
    int max_seeds, k, db;
    CompactLayer layer[ENDGAME_MAX_SEEDS + 1];
};

/* ---- little-endian numbers ---- */

static uint32_t get_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get_u64(const uint8_t *p) { return (uint64_t)get_u32(p) | (uint64_t)get_u32(p + 4) << 32; }

/* ---- reading ---- */

/* Where block k's stream lies, clamped to the data whatever the index. */
static void block_span(const BlockIndex *x, uint64_t k, RcDecoder *d)
{
    uint64_t g = k / OC_GROUP;
    size_t at = get_u32(x->sup + 4 * g);
    for (uint64_t i = g * OC_GROUP; i < k; i++)
        at += x->len[i];
    size_t end = at + x->len[k];
    if (at > x->data_len)
        at = x->data_len;
    if (end > x->data_len)
        end = x->data_len;
    rc_dec_begin(d, x->data + at, x->data + end);
}

/* Dictionary row id, splits 0 .. upto - 1, into row. */
static void dict_row(const OwareCompact *oc, const CompactLayer *L, uint32_t id, int8_t *row, int upto)
{
    if (id >= L->ndict) { /* a damaged token */
        memset(row, 0, (size_t)(2 * upto));
        return;
    }
    RcDecoder d;
    block_span(&L->dict, id / (uint32_t)oc->db, &d);
    Coder c = {.mode = CM_DECODE, .model = &L->model[M_DICT_ROW], .dec = &d};
    for (uint32_t i = id - id % (uint32_t)oc->db; i < id; i++)
        oc_code_row(&c, &L->shape, row, L->shape.s + 1);
    oc_code_row(&c, &L->shape, row, upto);
}

int oware_compact_bounds(const OwareCompact *oc, int seeds, int store_index, uint64_t rank, int8_t out[2])
{
    out[0] = out[1] = 0;
    if (!oc || seeds < 0 || seeds > oc->max_seeds || store_index < 0 || store_index > seeds)
        return -1;
    const CompactLayer *L = &oc->layer[seeds];
    if (rank >= L->boards)
        return -1;
    RcDecoder d;
    block_span(&L->board, rank / (uint64_t)oc->k, &d);
    Coder c = {.mode = CM_DECODE, .dec = &d};
    int8_t row[OC_MAX_ROW] = {0};
    int cls = 0;
    Token t;
    for (uint64_t j = rank - rank % (uint64_t)oc->k;; j++) {
        memset(&t, 0, sizeof t);
        c.model = &L->model[M_TOKEN];
        oc_code_token(&c, &cls, &t, 2 * L->shape.width);
        if (j == rank)
            break;
        /* an earlier board's literal row is read past; ids cost nothing */
        c.model = &L->model[M_LITERAL_ROW];
        if (t.type == TOK_LITERAL)
            oc_code_row(&c, &L->shape, row, seeds + 1);
    }
    int a = store_index;
    if (t.type == TOK_LITERAL) {
        c.model = &L->model[M_LITERAL_ROW];
        oc_code_row(&c, &L->shape, row, a + 1);
    } else {
        dict_row(oc, L, t.id, row, a + 1);
        if (t.type == TOK_NEAR && t.m == a) {
            row[2 * a] = (int8_t)oc_clamp_int(row[2 * a] + t.dlo, L->shape.vmin, L->shape.vmax);
            row[2 * a + 1] = (int8_t)oc_clamp_int(row[2 * a + 1] + t.dhi, L->shape.vmin, L->shape.vmax);
        }
    }
    out[0] = row[2 * a];
    out[1] = row[2 * a + 1];
    return 0;
}

int oware_compact_max_seeds(const OwareCompact *oc) { return oc->max_seeds; }

/* ---- opening a blob ---- */

/* An index of n blocks at b, over data_len bytes of data: each group's
 * lengths must add up to the next group's offset, the last to data_len,
 * so that no block reaches outside the data. */
static int index_read(BlockIndex *x, uint64_t n, const uint8_t *b, const uint8_t *data, size_t data_len)
{
    uint64_t groups = oc_ceil_div(n, OC_GROUP);
    x->sup = b;
    x->len = b + 4 * (groups + 1);
    x->data = data;
    x->data_len = data_len;
    x->blocks = n;
    if (get_u32(b) != 0)
        return -1;
    for (uint64_t g = 0; g < groups; g++) {
        uint64_t at = get_u32(b + 4 * g);
        for (uint64_t k = g * OC_GROUP; k < n && k < (g + 1) * OC_GROUP; k++)
            at += x->len[k];
        if (at != get_u32(b + 4 * (g + 1)))
            return -1;
    }
    return get_u32(b + 4 * groups) == data_len ? 0 : -1;
}

static int layer_refuse(char *err, size_t errlen, int s, const char *why)
{
    snprintf(err, errlen, "compact Oware table, layer of %d seeds: %s", s, why);
    return -1;
}

/* Layer s from exactly len bytes at b. */
static int layer_read(OwareCompact *oc, int s, const uint8_t *b, size_t len, char *err, size_t errlen)
{
    CompactLayer *L = &oc->layer[s];
    if (len < OC_LAYER_HEAD)
        return layer_refuse(err, errlen, s, "shorter than its header");
    L->boards = oc_layer_boards(s);
    L->ndict = get_u32(b);
    int vmin = (int8_t)b[4], vmax = (int8_t)b[5];
    if (vmin > 0 || vmax < 0 || b[6] || b[7])
        return layer_refuse(err, errlen, s, "a damaged range of values");
    if (L->ndict > L->boards)
        return layer_refuse(err, errlen, s, "more dictionary rows than boards");
    L->shape = (RowShape){s, vmin, vmax, vmax - vmin + 1};
    uint64_t part[5], ndblk = oc_ceil_div(L->ndict, (uint64_t)oc->db), nblk = oc_ceil_div(L->boards, (uint64_t)oc->k);
    for (int i = 0; i < 5; i++)
        part[i] = get_u32(b + 8 + 4 * i);
    uint64_t need = OC_LAYER_HEAD + part[0] + part[1] + part[2] + oc_index_bytes(ndblk) + oc_index_bytes(nblk) +
                    part[3] + part[4];
    if (need != len)
        return layer_refuse(err, errlen, s, "its parts do not add up to its length");
    const uint8_t *at = b + OC_LAYER_HEAD;
    for (int m = 0; m < M_MODELS; m++) {
        if (oc_model_read(&L->model[m], oc_model_groups(&L->shape, m), at, (size_t)part[m]) != 0)
            return layer_refuse(err, errlen, s, "a damaged model");
        at += part[m];
    }
    const uint8_t *board_ix = at + oc_index_bytes(ndblk), *dict_data = board_ix + oc_index_bytes(nblk);
    if (index_read(&L->dict, ndblk, at, dict_data, (size_t)part[3]) != 0 ||
        index_read(&L->board, nblk, board_ix, dict_data + part[3], (size_t)part[4]) != 0)
        return layer_refuse(err, errlen, s, "a damaged index");
    return 0;
}

void oware_compact_close(OwareCompact *oc)
{
    if (!oc)
        return;
    for (int s = 0; s <= ENDGAME_MAX_SEEDS; s++)
        for (int m = 0; m < M_MODELS; m++)
            oc_model_free(&oc->layer[s].model[m]);
    free(oc);
}

/* The header's fixed fields; 0, or -1 with the reason. */
static int header_read(OwareCompact *oc, const uint8_t *b, size_t len, char *err, size_t errlen)
{
    if (len < OC_HEAD || memcmp(b, OC_MAGIC, 8) != 0) {
        snprintf(err, errlen, "not a compact Oware table");
        return -1;
    }
    if (get_u32(b + 8) != OC_VERSION) {
        snprintf(err, errlen, "a compact Oware table of version %u; this program reads version %u", get_u32(b + 8),
                 OC_VERSION);
        return -1;
    }
    uint32_t seeds = get_u32(b + 12), k = get_u32(b + 16), db = get_u32(b + 20);
    if (seeds > ENDGAME_MAX_SEEDS || k < 1 || k > OC_MAX_BLOCK || db < 1 || db > OC_MAX_BLOCK) {
        snprintf(err, errlen, "compact Oware table: a damaged header");
        return -1;
    }
    oc->max_seeds = (int)seeds;
    oc->k = (int)k;
    oc->db = (int)db;
    size_t head = OC_HEAD + 8 * (seeds + 2);
    if (len < head || get_u64(b + head - 8) != len) {
        snprintf(err, errlen, "compact Oware table: %zu bytes where its header says %llu (truncated or damaged)", len,
                 len < head ? 0ull : (unsigned long long)get_u64(b + head - 8));
        return -1;
    }
    if (get_u64(b + OC_HEAD) != head) {
        snprintf(err, errlen, "compact Oware table: damaged layer offsets");
        return -1;
    }
    return 0;
}

OwareCompact *oware_compact_open(const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    OwareCompact *oc = calloc(1, sizeof *oc);
    if (!oc) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (header_read(oc, bytes, len, err, errlen) != 0) {
        free(oc);
        return NULL;
    }
    for (int s = 0; s <= oc->max_seeds; s++) {
        uint64_t from = get_u64(bytes + OC_HEAD + 8 * (size_t)s), to = get_u64(bytes + OC_HEAD + 8 * (size_t)(s + 1));
        if (to < from || to > len) {
            snprintf(err, errlen, "compact Oware table: damaged layer offsets");
            oware_compact_close(oc);
            return NULL;
        }
        if (layer_read(oc, s, bytes + from, (size_t)(to - from), err, errlen) != 0) {
            oware_compact_close(oc);
            return NULL;
        }
    }
    return oc;
}
