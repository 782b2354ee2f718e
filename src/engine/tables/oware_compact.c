/*
 * oware_compact.c - Oware's endgame table in compact form (oware_compact.h).
 *
 * Why it compresses.  The full table keeps, per seed count s, per store
 * index a (0 .. s) and per board (seed_rank order), two bytes lo, hi.  A
 * board's s + 1 pairs (its "row", split a after split a - 1) change little
 * from one split to the next, and a few rows make up most boards: they go
 * in a dictionary, and a board is then a token naming one.
 *
 * The blob (all numbers little-endian):
 *
 *   header   "OWARECMP", u32 version, u32 max_seeds, u32 K (boards per
 *            block), u32 DB (dictionary rows per block), then u64 offsets
 *            of the layers s = 0 .. max_seeds and the blob's end
 *   layer s  u32 ndict, i8 vmin, i8 vmax (every lo and hi lies between;
 *            0 too), u16 0, u32 lengths of the token model, the dictionary
 *            row model, the literal row model, the dictionary data, the
 *            board data; then those three models, the dictionary's index,
 *            the boards' index, the dictionary data, the board data.
 *
 * Dictionary: the rows found on at least OC_DICT_MIN boards of the layer,
 * the most frequent first (ties: the first board), DB rows a block.
 * Boards: K a block; each a token: a dictionary id, a "near" (a
 * dictionary row with one split m changed by dlo, dhi), or a literal (its
 * row follows).  Each block is one range-coder stream (range_coder.h), so
 * a probe decodes at most K tokens, a few literal rows and one dictionary
 * block.  An index holds a u32 offset per OC_GROUP blocks then a u8
 * length per block (the builder refuses a block over 255 bytes).
 *
 * Models are static, two-pass: every binary decision has a context and
 * the context a 12-bit probability.  Contexts come in groups of
 * OC_SLOTS; a model is stored as a bitmap of the groups used, a 40-bit
 * mask of the slots used in each, and a u16 probability per slot used.
 * A row's split is coded given the previous split's (plo, phi), in the
 * group (a, plo, phi, what changed at the step before): same pair?  lo
 * the same?  up or down, and by how much (unary)?  the width the same?
 * wider or narrower, by how much?  A token: dictionary or not (context:
 * the previous token's class), near or literal, the id by its bit length
 * (a binary tree) then its next two bits modelled, the rest even.
 *
 * Damage: the opening checks every field, offset and length; in the data
 * itself a flipped bit only yields wrong answers, since every value
 * decoded is clamped to where its use is safe and every loop bounded.
 */
#include "oware_compact.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "range_coder.h"
#include "seed_rank.h"

#define OC_PITS 12
#define OC_MAGIC "OWARECMP"
#define OC_VERSION 1u
#define OC_BLOCK 8      /* boards a block (K) */
#define OC_DICT_BLOCK 2 /* dictionary rows a block (DB) */
#define OC_DICT_MIN 4   /* boards a row needs to enter the dictionary */
#define OC_GROUP 16     /* blocks a u32 offset of an index covers */
#define OC_MAX_BLOCK 64 /* the largest K or DB a blob may declare */
#define OC_HEAD 24
#define OC_LAYER_HEAD 28
#define OC_SLOTS 40
#define OC_CHANGES 5 /* classes of the step before: same, lo up, lo down, only hi, first */
#define OC_MAX_ROW (2 * (ENDGAME_MAX_SEEDS + 1))

/* Token contexts.  Classes: 0 first in its block, 1 after a literal or a
 * near, 2 + (bit length of the id, at most 20) after an id; near ids have
 * class OC_NEAR_CLASS of their own. */
#define OC_NEAR_CLASS 23
#define OC_CLASSES 24
enum {
    TC_NOT_DICT = 0,
    TC_NEAR = TC_NOT_DICT + OC_CLASSES,
    TC_BUCKET = TC_NEAR + OC_CLASSES,     /* + class * 32 + node of a 5-level tree */
    TC_MANTISSA = TC_BUCKET + OC_CLASSES * 32, /* + bucket * 4 + node of a 2-level tree */
    TC_SPLIT = TC_MANTISSA + 32 * 4,      /* + node of a 5-level tree */
    TC_DELTA = TC_SPLIT + 32,             /* + m * OC_SLOTS: dlo at 0, dhi at 20 */
    TC_COUNT = TC_DELTA + 32 * OC_SLOTS
};

enum { TOK_DICT, TOK_LITERAL, TOK_NEAR };
enum { M_TOKEN, M_DICT_ROW, M_LITERAL_ROW, M_MODELS };

typedef struct Token {
    int type;
    uint32_t id;
    int m, dlo, dhi;
} Token;

/* A static model: group g's probabilities at p[map[g] * OC_SLOTS]; map
 * 0 is a group of even odds, for the groups never used. */
typedef struct Model {
    uint32_t groups;
    uint32_t *map;
    uint16_t *p;
} Model;

/* The shape of a layer's rows: s + 1 splits, values in vmin .. vmax. */
typedef struct RowShape {
    int s, vmin, vmax, width;
} RowShape;

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

/* The number of bits v needs (0 for 0); portable, unlike a builtin. */
static int bit_length(uint32_t v)
{
    int n = 0;
    while (v) {
        v >>= 1;
        n++;
    }
    return n;
}

static int clamp_int(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static uint64_t layer_boards(int s) { return seed_ways(OC_PITS, s); }

static uint64_t ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

/* The bytes of an index over n blocks. */
static uint64_t index_bytes(uint64_t n) { return 4 * (ceil_div(n, OC_GROUP) + 1) + n; }

static uint32_t row_groups(const RowShape *rs)
{
    return (uint32_t)(rs->s + 1) * (uint32_t)(rs->width * rs->width) * OC_CHANGES;
}

static uint32_t model_groups(const RowShape *rs, int which)
{
    return which == M_TOKEN ? (uint32_t)ceil_div(TC_COUNT, OC_SLOTS) : row_groups(rs);
}

/* ---- one binarisation for counting, encoding and decoding ---- */

typedef enum { CM_COUNT, CM_ENCODE, CM_DECODE } CoderMode;

typedef struct Coder {
    CoderMode mode;
    uint32_t (*count)[2]; /* CM_COUNT: per context, the zeros and ones seen */
    const Model *model;   /* CM_ENCODE, CM_DECODE */
    RcEncoder *enc;
    RcDecoder *dec;
} Coder;

static uint32_t model_p0(const Model *m, uint32_t ctx)
{
    uint32_t g = ctx / OC_SLOTS;
    if (g >= m->groups) /* only a damaged stream leads here */
        return RC_PROB_HALF;
    return m->p[m->map[g] * OC_SLOTS + ctx % OC_SLOTS];
}

/* Codes `bit` (ignored when decoding) in context ctx; the bit coded. */
static int code_bit(Coder *c, uint32_t ctx, int bit)
{
    switch (c->mode) {
    case CM_COUNT:
        c->count[ctx][bit]++;
        return bit;
    case CM_ENCODE:
        rc_enc_bit(c->enc, model_p0(c->model, ctx), bit);
        return bit;
    default:
        return rc_dec_bit(c->dec, model_p0(c->model, ctx));
    }
}

static int code_even(Coder *c, int bit)
{
    if (c->mode == CM_COUNT)
        return bit;
    if (c->mode == CM_ENCODE) {
        rc_enc_bit(c->enc, RC_PROB_HALF, bit);
        return bit;
    }
    return rc_dec_bit(c->dec, RC_PROB_HALF);
}

/* mag in unary, slots ctx .. ctx + 7 (the last for every further step).
 * A legal mag is below limit (twice a row's width of values, which no
 * difference reaches); the bound keeps damaged data finite. */
static int code_unary(Coder *c, uint32_t ctx, int mag, int limit)
{
    int k = 0;
    while (k < limit && code_bit(c, ctx + (uint32_t)(k < 7 ? k : 7), c->mode != CM_DECODE && mag > k))
        k++;
    return k;
}

/* A nonzero difference: its sign at ctx, |v| - 1 in unary from ctx + 1. */
static int code_step(Coder *c, uint32_t ctx, int v, int limit)
{
    int up = code_bit(c, ctx, c->mode != CM_DECODE && v > 0);
    int mag = code_unary(c, ctx + 1 + 8 * (uint32_t)up, c->mode != CM_DECODE ? abs(v) - 1 : 0, limit);
    return up ? 1 + mag : -1 - mag;
}

/* One split's (lo, hi) after the previous split's, in the slots from ctx:
 * 0 same pair, 1 same lo, 2.. lo's step, 19 same width, 20.. its step. */
static void code_pair(Coder *c, uint32_t ctx, int plo, int phi, int limit, int *lo, int *hi)
{
    int enc = c->mode != CM_DECODE;
    if (code_bit(c, ctx, enc && *lo == plo && *hi == phi)) {
        *lo = plo;
        *hi = phi;
        return;
    }
    int same_lo = code_bit(c, ctx + 1, enc && *lo == plo);
    int l = same_lo ? plo : plo + code_step(c, ctx + 2, enc ? *lo - plo : 0, limit);
    int pw = phi - plo, w = pw;
    /* with lo the same, the pair differs: the width must */
    if (same_lo || !code_bit(c, ctx + 19, enc && *hi - *lo == pw))
        w = pw + code_step(c, ctx + 20, enc ? (*hi - *lo) - pw : 0, limit);
    *lo = l;
    *hi = l + w;
}

/* Splits 0 .. upto - 1 of a row: coded from row, or decoded into it. */
static void code_row(Coder *c, const RowShape *rs, int8_t *row, int upto)
{
    int plo = 0, phi = 0, change = OC_CHANGES - 1;
    for (int a = 0; a < upto; a++) {
        uint32_t g = ((uint32_t)(a * rs->width + plo - rs->vmin) * (uint32_t)rs->width + (uint32_t)(phi - rs->vmin)) *
                         OC_CHANGES +
                     (uint32_t)change;
        int lo = c->mode == CM_DECODE ? 0 : row[2 * a], hi = c->mode == CM_DECODE ? 0 : row[2 * a + 1];
        code_pair(c, g * OC_SLOTS, plo, phi, 2 * rs->width, &lo, &hi);
        lo = clamp_int(lo, rs->vmin, rs->vmax);
        hi = clamp_int(hi, rs->vmin, rs->vmax);
        row[2 * a] = (int8_t)lo;
        row[2 * a + 1] = (int8_t)hi;
        if (a > 0)
            change = lo == plo && hi == phi ? 0 : lo > plo ? 1 : lo < plo ? 2 : 3;
        plo = lo;
        phi = hi;
    }
}

/* An id: bucket = bit length of id + 1 - 1 (a 5-level tree in the
 * class's contexts), the next two bits modelled, the rest even. */
static uint32_t code_id(Coder *c, int cls, uint32_t id, int *bucket)
{
    uint32_t v = c->mode == CM_DECODE ? 0 : id + 1;
    int b = c->mode == CM_DECODE ? 0 : bit_length(v) - 1;
    uint32_t node = 1;
    for (int i = 4; i >= 0; i--)
        node = node * 2 + (uint32_t)code_bit(c, TC_BUCKET + (uint32_t)cls * 32 + node, (b >> i) & 1);
    b = (int)node - 32;
    uint32_t x = 1, top = 1;
    int i = b - 1;
    for (; i >= 0 && i >= b - 2; i--) {
        int bit = code_bit(c, TC_MANTISSA + (uint32_t)b * 4 + top, (int)(v >> i) & 1);
        top = top * 2 + (uint32_t)bit;
        x = x * 2 + (uint32_t)bit;
    }
    for (; i >= 0; i--)
        x = x * 2 + (uint32_t)code_even(c, (int)(v >> i) & 1);
    *bucket = b;
    return x - 1;
}

/* A near token's patch: split m (a 5-level tree), dlo, dhi. */
static void code_patch(Coder *c, Token *t, int limit)
{
    uint32_t node = 1;
    for (int i = 4; i >= 0; i--)
        node = node * 2 + (uint32_t)code_bit(c, TC_SPLIT + node, (t->m >> i) & 1);
    t->m = (int)node - 32;
    uint32_t ctx = TC_DELTA + (uint32_t)t->m * OC_SLOTS;
    int enc = c->mode != CM_DECODE;
    t->dlo = code_bit(c, ctx, enc && t->dlo == 0) ? 0 : code_step(c, ctx + 1, enc ? t->dlo : 0, limit);
    /* the split differs: with dlo zero, dhi cannot be */
    if (t->dlo != 0 && code_bit(c, ctx + 20, enc && t->dhi == 0))
        t->dhi = 0;
    else
        t->dhi = code_step(c, ctx + 21, enc ? t->dhi : 0, limit);
}

/* One token in the token model; *cls the class it leaves. */
static void code_token(Coder *c, int *cls, Token *t, int limit)
{
    int enc = c->mode != CM_DECODE;
    if (!code_bit(c, TC_NOT_DICT + (uint32_t)*cls, enc && t->type != TOK_DICT)) {
        int b;
        t->id = code_id(c, *cls, t->id, &b);
        t->type = TOK_DICT;
        *cls = 2 + (b < 20 ? b : 20);
        return;
    }
    int near = code_bit(c, TC_NEAR + (uint32_t)*cls, enc && t->type == TOK_NEAR);
    *cls = 1;
    t->type = near ? TOK_NEAR : TOK_LITERAL;
    if (near) {
        int b;
        t->id = code_id(c, OC_NEAR_CLASS, t->id, &b);
        code_patch(c, t, limit);
    }
}

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
        code_row(&c, &L->shape, row, L->shape.s + 1);
    code_row(&c, &L->shape, row, upto);
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
        code_token(&c, &cls, &t, 2 * L->shape.width);
        if (j == rank)
            break;
        /* an earlier board's literal row is read past; ids cost nothing */
        c.model = &L->model[M_LITERAL_ROW];
        if (t.type == TOK_LITERAL)
            code_row(&c, &L->shape, row, seeds + 1);
    }
    int a = store_index;
    if (t.type == TOK_LITERAL) {
        c.model = &L->model[M_LITERAL_ROW];
        code_row(&c, &L->shape, row, a + 1);
    } else {
        dict_row(oc, L, t.id, row, a + 1);
        if (t.type == TOK_NEAR && t.m == a) {
            row[2 * a] = (int8_t)clamp_int(row[2 * a] + t.dlo, L->shape.vmin, L->shape.vmax);
            row[2 * a + 1] = (int8_t)clamp_int(row[2 * a + 1] + t.dhi, L->shape.vmin, L->shape.vmax);
        }
    }
    out[0] = row[2 * a];
    out[1] = row[2 * a + 1];
    return 0;
}

int oware_compact_max_seeds(const OwareCompact *oc) { return oc->max_seeds; }

/* ---- opening a blob ---- */

static void model_free(Model *m)
{
    free(m->map);
    free(m->p);
    m->map = NULL;
    m->p = NULL;
    m->groups = 0;
}

/* One used group's probabilities: those its 5-byte mask names, taken from
 * *prob (which moves on); the others even. */
static int model_read_group(uint16_t *p, const uint8_t *mask, const uint8_t **prob, const uint8_t *end)
{
    for (int k = 0; k < OC_SLOTS; k++) {
        p[k] = RC_PROB_HALF;
        if (!(mask[k / 8] >> (k % 8) & 1))
            continue;
        if (end - *prob < 2)
            return -1;
        uint32_t v = (uint32_t)(*prob)[0] | (uint32_t)(*prob)[1] << 8;
        *prob += 2;
        if (v < 1 || v >= RC_PROB_ONE) /* 0 would stall the coder */
            return -1;
        p[k] = (uint16_t)v;
    }
    return 0;
}

/* A model of `groups` groups from exactly len bytes at b (its bitmap of
 * used groups, their slot masks, their probabilities). */
static int model_read(Model *m, uint32_t groups, const uint8_t *b, size_t len)
{
    size_t bitmap = (size_t)ceil_div(groups, 8);
    if (bitmap > len || (groups % 8 && b[bitmap - 1] >> (groups % 8) != 0))
        return -1;
    uint32_t used = 0;
    for (uint32_t g = 0; g < groups; g++)
        used += b[g / 8] >> (g % 8) & 1;
    if ((uint64_t)used * 5 > len - bitmap)
        return -1;
    m->groups = groups;
    m->map = calloc(groups ? groups : 1, sizeof *m->map);
    m->p = malloc(((size_t)used + 1) * OC_SLOTS * sizeof *m->p);
    if (!m->map || !m->p) {
        model_free(m);
        return -1;
    }
    for (int k = 0; k < OC_SLOTS; k++)
        m->p[k] = RC_PROB_HALF;
    const uint8_t *mask = b + bitmap, *prob = mask + 5 * (size_t)used, *end = b + len;
    uint32_t u = 0;
    for (uint32_t g = 0; g < groups; g++) {
        if (!(b[g / 8] >> (g % 8) & 1))
            continue;
        m->map[g] = ++u;
        if (model_read_group(m->p + (size_t)u * OC_SLOTS, mask + 5 * (size_t)(u - 1), &prob, end) != 0) {
            model_free(m);
            return -1;
        }
    }
    if (prob != end) {
        model_free(m);
        return -1;
    }
    return 0;
}

/* An index of n blocks at b, over data_len bytes of data: each group's
 * lengths must add up to the next group's offset, the last to data_len,
 * so that no block reaches outside the data. */
static int index_read(BlockIndex *x, uint64_t n, const uint8_t *b, const uint8_t *data, size_t data_len)
{
    uint64_t groups = ceil_div(n, OC_GROUP);
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
    L->boards = layer_boards(s);
    L->ndict = get_u32(b);
    int vmin = (int8_t)b[4], vmax = (int8_t)b[5];
    if (vmin > 0 || vmax < 0 || b[6] || b[7])
        return layer_refuse(err, errlen, s, "a damaged range of values");
    if (L->ndict > L->boards)
        return layer_refuse(err, errlen, s, "more dictionary rows than boards");
    L->shape = (RowShape){s, vmin, vmax, vmax - vmin + 1};
    uint64_t part[5], ndblk = ceil_div(L->ndict, (uint64_t)oc->db), nblk = ceil_div(L->boards, (uint64_t)oc->k);
    for (int i = 0; i < 5; i++)
        part[i] = get_u32(b + 8 + 4 * i);
    uint64_t need = OC_LAYER_HEAD + part[0] + part[1] + part[2] + index_bytes(ndblk) + index_bytes(nblk) + part[3] + part[4];
    if (need != len)
        return layer_refuse(err, errlen, s, "its parts do not add up to its length");
    const uint8_t *at = b + OC_LAYER_HEAD;
    for (int m = 0; m < M_MODELS; m++) {
        if (model_read(&L->model[m], model_groups(&L->shape, m), at, (size_t)part[m]) != 0)
            return layer_refuse(err, errlen, s, "a damaged model");
        at += part[m];
    }
    const uint8_t *board_ix = at + index_bytes(ndblk), *dict_data = board_ix + index_bytes(nblk);
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
            model_free(&oc->layer[s].model[m]);
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

/* ---- building ---- */

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
    lb->tok = calloc(n, sizeof *lb->tok);
    int ok = ix && tmp && group_of && g && lb->dict_board && lb->tok;
    if (ok) {
        uint32_t ng = lb_group_rows(lb, ix, tmp, g, group_of);
        qsort(g, ng, sizeof *g, group_order);
        uint32_t *id_of = tmp; /* per group number */
        lb->ndict = 0;
        for (uint32_t i = 0; i < ng; i++) {
            id_of[g[i].number] = g[i].count >= OC_DICT_MIN ? lb->ndict : UINT32_MAX;
            if (g[i].count >= OC_DICT_MIN)
                lb->dict_board[lb->ndict++] = g[i].first;
        }
        for (uint64_t r = 0; r < n; r++) {
            uint32_t id = id_of[group_of[r]];
            lb->tok[r] = (Token){id == UINT32_MAX ? TOK_LITERAL : TOK_DICT, id == UINT32_MAX ? 0 : id, 0, 0, 0};
        }
    }
    free(ix);
    free(tmp);
    free(group_of);
    free(g);
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
    lb->tok[r] = (Token){TOK_NEAR, best, best_m, x[2 * best_m] - y[2 * best_m], x[2 * best_m + 1] - y[2 * best_m + 1]};
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
        code_token(c, &cls, &t, 2 * lb->shape.width);
        if (t.type == TOK_LITERAL) {
            lb_use(lb, c, M_LITERAL_ROW);
            code_row(c, &lb->shape, lb->rows + r * (size_t)lb->rl, lb->s + 1);
        }
    }
}

/* Dictionary block k: its rows. */
static void lb_code_dict(LayerBuild *lb, Coder *c, uint64_t k)
{
    lb_use(lb, c, M_DICT_ROW);
    for (uint64_t i = k * OC_DICT_BLOCK; i < lb->ndict && i < (k + 1) * OC_DICT_BLOCK; i++)
        code_row(c, &lb->shape, lb->rows + lb->dict_board[i] * (size_t)lb->rl, lb->s + 1);
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

/* The model the counts give, in the blob's form (see model_read). */
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
        lb->count[m] = calloc((size_t)model_groups(&lb->shape, m) * OC_SLOTS, sizeof *lb->count[m]);
        if (!lb->count[m])
            return -1;
    }
    Coder c = {.mode = CM_COUNT};
    for (uint64_t k = 0; k < ceil_div(lb->ndict, OC_DICT_BLOCK); k++)
        lb_code_dict(lb, &c, k);
    for (uint64_t k = 0; k < ceil_div(lb->n, OC_BLOCK); k++)
        lb_code_boards(lb, &c, k);
    for (int m = 0; m < M_MODELS; m++) {
        uint32_t groups = model_groups(&lb->shape, m);
        model_write(&lb->model_bytes[m], lb->count[m], groups);
        if (lb->model_bytes[m].failed ||
            model_read(&lb->model[m], groups, lb->model_bytes[m].b, lb->model_bytes[m].n) != 0)
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
    ok = ok && !data->failed && !index->failed && index->n == index_bytes(nblocks);
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
        model_free(&lb->model[m]);
    }
    buf_free(&lb->dict_data);
    buf_free(&lb->dict_index);
    buf_free(&lb->board_data);
    buf_free(&lb->board_index);
}

/* Layer s, its bounds at `layer` (the table's order), onto the blob. */
static int build_layer(ByteBuf *blob, const int8_t *layer, int s, const atomic_int *stop, char *err, size_t errlen)
{
    LayerBuild lb = {.s = s, .rl = 2 * (s + 1), .n = layer_boards(s), .why = "out of memory", .stop = stop};
    int ok = lb.n <= UINT32_MAX && !lb_stopped(&lb) && lb_gather(&lb, layer) == 0;
    if (ok && (lb.shape.vmin < -127 || lb.shape.vmax > 127)) {
        lb.why = "a value out of range";
        ok = 0;
    }
    ok = ok && lb_dictionary(&lb) == 0 && !lb_stopped(&lb) && lb_near(&lb) == 0 && lb_models(&lb) == 0 &&
         lb_encode(&lb, ceil_div(lb.ndict, OC_DICT_BLOCK), lb_code_dict, &lb.dict_data, &lb.dict_index) == 0 &&
         lb_encode(&lb, ceil_div(lb.n, OC_BLOCK), lb_code_boards, &lb.board_data, &lb.board_index) == 0;
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
        entry += (uint64_t)(s + 1) * layer_boards(s);
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
