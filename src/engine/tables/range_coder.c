/*
 * range_coder.c - the encoder of range_coder.h (the decoder is inline
 * there, for the probes).
 */
#include "range_coder.h"

#include <stdlib.h>

static void rc_put(RcEncoder *e, uint8_t b)
{
    if (e->first) {
        /* low starts at 0 and stays below 2^32 until the first shift, so
         * this byte carries nothing: the decoder assumes it */
        e->first = 0;
        if (b != 0)
            e->failed = 1;
        return;
    }
    if (e->n == e->cap) {
        size_t cap = e->cap ? 2 * e->cap : 256;
        uint8_t *out = realloc(e->out, cap);
        if (!out) {
            e->failed = 1;
            return;
        }
        e->out = out;
        e->cap = cap;
    }
    e->out[e->n++] = b;
}

/* Moves the top byte of low out, unless it may still take a carry. */
static void rc_shift(RcEncoder *e)
{
    if ((uint32_t)e->low < 0xFF000000u || (e->low >> 32) != 0) {
        uint8_t carry = (uint8_t)(e->low >> 32);
        uint8_t held = e->cache;
        do {
            rc_put(e, (uint8_t)(held + carry));
            held = 0xFF;
        } while (--e->pending != 0);
        e->cache = (uint8_t)(e->low >> 24);
    }
    e->pending++;
    e->low = (e->low & 0x00FFFFFFu) << 8;
}

void rc_enc_begin(RcEncoder *e)
{
    e->low = 0;
    e->range = 0xFFFFFFFFu;
    e->cache = 0;
    e->pending = 1;
    e->first = 1;
    e->failed = 0;
    e->n = 0;
}

void rc_enc_bit(RcEncoder *e, uint32_t p0, int bit)
{
    uint32_t bound = (e->range >> RC_PROB_BITS) * p0;
    if (!bit) {
        e->range = bound;
    } else {
        e->low += bound;
        e->range -= bound;
    }
    while (e->range < RC_TOP) {
        e->range <<= 8;
        rc_shift(e);
    }
}

int rc_enc_finish(RcEncoder *e)
{
    /* Any value in [low, low + range) decodes the same; the one whose low
     * 24 bits are zero (range >= 2^24 leaves one) ends in zero bytes,
     * which the decoder supplies itself. */
    e->low = (e->low + 0xFFFFFFu) & ~(uint64_t)0xFFFFFFu;
    for (int i = 0; i < 5; i++)
        rc_shift(e);
    while (e->n > 0 && e->out[e->n - 1] == 0)
        e->n--;
    return e->failed ? -1 : 0;
}

void rc_enc_free(RcEncoder *e)
{
    free(e->out);
    e->out = NULL;
    e->n = e->cap = 0;
}
