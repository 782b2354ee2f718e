/*
 * oware_compact_internal.h - what the compact form of Oware's endgame
 * table (oware_compact.h) shares between its reading (oware_compact.c),
 * its building (oware_compact_build.c) and the coding both use
 * (oware_compact_code.c).  Not for other callers: they see
 * oware_compact.h.
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
#ifndef TABULA_OWARE_COMPACT_INTERNAL_H
#define TABULA_OWARE_COMPACT_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

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

enum { TOK_DICT, TOK_LITERAL, TOK_NEAR };
enum { M_TOKEN, M_DICT_ROW, M_LITERAL_ROW, M_MODELS };

/* 12 bytes: the builder keeps one for each of 4.5 million boards. */
typedef struct Token {
    uint32_t id;
    int16_t dlo, dhi; /* differences of two bounds in -127..127 */
    uint8_t type, m;
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

/* One binarisation serves counting, encoding and decoding, so that the
 * builder's models and the reader's decoding cannot drift apart. */
typedef enum { CM_COUNT, CM_ENCODE, CM_DECODE } CoderMode;

typedef struct Coder {
    CoderMode mode;
    uint32_t (*count)[2]; /* CM_COUNT: per context, the zeros and ones seen */
    const Model *model;   /* CM_ENCODE, CM_DECODE */
    RcEncoder *enc;
    RcDecoder *dec;
} Coder;

/* The format's small arithmetic, a line each. */
static inline int oc_clamp_int(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static inline uint64_t oc_layer_boards(int s) { return seed_ways(OC_PITS, s); }

static inline uint64_t oc_ceil_div(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

/* The bytes of an index over n blocks. */
static inline uint64_t oc_index_bytes(uint64_t n) { return 4 * (oc_ceil_div(n, OC_GROUP) + 1) + n; }

/* The groups of model `which` (M_TOKEN ..) for a layer of shape rs. */
uint32_t oc_model_groups(const RowShape *rs, int which);

/* A model of `groups` groups from exactly len bytes at b (its bitmap of
 * used groups, their slot masks, their probabilities): 0, or -1 with
 * nothing allocated.  oc_model_free releases it (and a zeroed one). */
int oc_model_read(Model *m, uint32_t groups, const uint8_t *b, size_t len);
void oc_model_free(Model *m);

/* Codes `bit` (ignored when decoding) in context ctx; the bit coded. */
int oc_code_bit(Coder *c, uint32_t ctx, int bit);

/* A nonzero difference: its sign at ctx, |v| - 1 in unary from ctx + 1. */
int oc_code_step(Coder *c, uint32_t ctx, int v, int limit);

/* An id: bucket = bit length of id + 1 - 1 (a 5-level tree in the
 * class's contexts), the next two bits modelled, the rest even. */
uint32_t oc_code_id(Coder *c, int cls, uint32_t id, int *bucket);

/* Splits 0 .. upto - 1 of a row: coded from row, or decoded into it. */
void oc_code_row(Coder *c, const RowShape *rs, int8_t *row, int upto);

/* ---- tokens: inline, since a probe reads up to a block of them and a
 * call for each costs it about 2% (bench_oware_compact) ---- */

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

/* A near token's patch: split m (a 5-level tree), dlo, dhi. */
static inline void oc_code_patch(Coder *c, Token *t, int limit)
{
    uint32_t node = 1;
    for (int i = 4; i >= 0; i--)
        node = node * 2 + (uint32_t)oc_code_bit(c, TC_SPLIT + node, (t->m >> i) & 1);
    t->m = (int)node - 32;
    uint32_t ctx = TC_DELTA + (uint32_t)t->m * OC_SLOTS;
    int enc = c->mode != CM_DECODE;
    t->dlo = oc_code_bit(c, ctx, enc && t->dlo == 0) ? 0 : oc_code_step(c, ctx + 1, enc ? t->dlo : 0, limit);
    /* the split differs: with dlo zero, dhi cannot be */
    if (t->dlo != 0 && oc_code_bit(c, ctx + 20, enc && t->dhi == 0))
        t->dhi = 0;
    else
        t->dhi = oc_code_step(c, ctx + 21, enc ? t->dhi : 0, limit);
}

/* One token in the token model; *cls the class it leaves (0 at the
 * start of a block).  limit bounds a near token's differences. */
static inline void oc_code_token(Coder *c, int *cls, Token *t, int limit)
{
    int enc = c->mode != CM_DECODE;
    if (!oc_code_bit(c, TC_NOT_DICT + (uint32_t)*cls, enc && t->type != TOK_DICT)) {
        int b;
        t->id = oc_code_id(c, *cls, t->id, &b);
        t->type = TOK_DICT;
        *cls = 2 + (b < 20 ? b : 20);
        return;
    }
    int near = oc_code_bit(c, TC_NEAR + (uint32_t)*cls, enc && t->type == TOK_NEAR);
    *cls = 1;
    t->type = near ? TOK_NEAR : TOK_LITERAL;
    if (near) {
        int b;
        t->id = oc_code_id(c, OC_NEAR_CLASS, t->id, &b);
        oc_code_patch(c, t, limit);
    }
}

#endif
