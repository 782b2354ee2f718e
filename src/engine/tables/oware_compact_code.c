/*
 * oware_compact_code.c - the coding that the reading and the building of
 * Oware's compact table share: bits in their contexts, differences, ids
 * and rows, and the models' form (the tokens built on them are inline in
 * oware_compact_internal.h, for the probe).  The format:
 * oware_compact_internal.h.
 */
#include "oware_compact_internal.h"

#include <stdlib.h>

#define OC_CHANGES 5 /* classes of the step before: same, lo up, lo down, only hi, first */

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

static uint32_t row_groups(const RowShape *rs)
{
    return (uint32_t)(rs->s + 1) * (uint32_t)(rs->width * rs->width) * OC_CHANGES;
}

uint32_t oc_model_groups(const RowShape *rs, int which)
{
    return which == M_TOKEN ? (uint32_t)oc_ceil_div(TC_COUNT, OC_SLOTS) : row_groups(rs);
}

static uint32_t model_p0(const Model *m, uint32_t ctx)
{
    uint32_t g = ctx / OC_SLOTS;
    if (g >= m->groups) /* only a damaged stream leads here */
        return RC_PROB_HALF;
    return m->p[m->map[g] * OC_SLOTS + ctx % OC_SLOTS];
}

int oc_code_bit(Coder *c, uint32_t ctx, int bit)
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
    while (k < limit && oc_code_bit(c, ctx + (uint32_t)(k < 7 ? k : 7), c->mode != CM_DECODE && mag > k))
        k++;
    return k;
}

int oc_code_step(Coder *c, uint32_t ctx, int v, int limit)
{
    int up = oc_code_bit(c, ctx, c->mode != CM_DECODE && v > 0);
    int mag = code_unary(c, ctx + 1 + 8 * (uint32_t)up, c->mode != CM_DECODE ? abs(v) - 1 : 0, limit);
    return up ? 1 + mag : -1 - mag;
}

/* One split's (lo, hi) after the previous split's, in the slots from ctx:
 * 0 same pair, 1 same lo, 2.. lo's step, 19 same width, 20.. its step. */
static void code_pair(Coder *c, uint32_t ctx, int plo, int phi, int limit, int *lo, int *hi)
{
    int enc = c->mode != CM_DECODE;
    if (oc_code_bit(c, ctx, enc && *lo == plo && *hi == phi)) {
        *lo = plo;
        *hi = phi;
        return;
    }
    int same_lo = oc_code_bit(c, ctx + 1, enc && *lo == plo);
    int l = same_lo ? plo : plo + oc_code_step(c, ctx + 2, enc ? *lo - plo : 0, limit);
    int pw = phi - plo, w = pw;
    /* with lo the same, the pair differs: the width must */
    if (same_lo || !oc_code_bit(c, ctx + 19, enc && *hi - *lo == pw))
        w = pw + oc_code_step(c, ctx + 20, enc ? (*hi - *lo) - pw : 0, limit);
    *lo = l;
    *hi = l + w;
}

void oc_code_row(Coder *c, const RowShape *rs, int8_t *row, int upto)
{
    int plo = 0, phi = 0, change = OC_CHANGES - 1;
    for (int a = 0; a < upto; a++) {
        uint32_t g = ((uint32_t)(a * rs->width + plo - rs->vmin) * (uint32_t)rs->width + (uint32_t)(phi - rs->vmin)) *
                         OC_CHANGES +
                     (uint32_t)change;
        int lo = c->mode == CM_DECODE ? 0 : row[2 * a], hi = c->mode == CM_DECODE ? 0 : row[2 * a + 1];
        code_pair(c, g * OC_SLOTS, plo, phi, 2 * rs->width, &lo, &hi);
        lo = oc_clamp_int(lo, rs->vmin, rs->vmax);
        hi = oc_clamp_int(hi, rs->vmin, rs->vmax);
        row[2 * a] = (int8_t)lo;
        row[2 * a + 1] = (int8_t)hi;
        if (a > 0)
            change = lo == plo && hi == phi ? 0 : lo > plo ? 1 : lo < plo ? 2 : 3;
        plo = lo;
        phi = hi;
    }
}

uint32_t oc_code_id(Coder *c, int cls, uint32_t id, int *bucket)
{
    uint32_t v = c->mode == CM_DECODE ? 0 : id + 1;
    int b = c->mode == CM_DECODE ? 0 : bit_length(v) - 1;
    uint32_t node = 1;
    for (int i = 4; i >= 0; i--)
        node = node * 2 + (uint32_t)oc_code_bit(c, TC_BUCKET + (uint32_t)cls * 32 + node, (b >> i) & 1);
    b = (int)node - 32;
    uint32_t x = 1, top = 1;
    int i = b - 1;
    for (; i >= 0 && i >= b - 2; i--) {
        int bit = oc_code_bit(c, TC_MANTISSA + (uint32_t)b * 4 + top, (int)(v >> i) & 1);
        top = top * 2 + (uint32_t)bit;
        x = x * 2 + (uint32_t)bit;
    }
    for (; i >= 0; i--)
        x = x * 2 + (uint32_t)code_even(c, (int)(v >> i) & 1);
    *bucket = b;
    return x - 1;
}

/* ---- the models' form ---- */

void oc_model_free(Model *m)
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

int oc_model_read(Model *m, uint32_t groups, const uint8_t *b, size_t len)
{
    size_t bitmap = (size_t)oc_ceil_div(groups, 8);
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
        oc_model_free(m);
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
            oc_model_free(m);
            return -1;
        }
    }
    if (prob != end) {
        oc_model_free(m);
        return -1;
    }
    return 0;
}
