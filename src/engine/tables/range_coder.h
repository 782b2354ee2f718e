/*
 * range_coder.h - a binary range coder (the LZMA kind: 32-bit range,
 * carries through a cached byte) with static 12-bit probabilities, for
 * tables that are compressed in many small independent streams.
 *
 * The probability of a bit being 0 is p0 / 4096, p0 in 1..4095; nothing
 * adapts, so a stream can be decoded from its start with no state but
 * its model.  A stream leaves out the first byte the coder emits (always
 * zero) and is flushed with a value whose last three bytes are zero,
 * which are then stripped with every other trailing zero: the decoder
 * reads zeros past its stream's end, so a stream costs about half a byte
 * more than its information.
 */
#ifndef TABULA_RANGE_CODER_H
#define TABULA_RANGE_CODER_H

#include <stddef.h>
#include <stdint.h>

#define RC_PROB_BITS 12
#define RC_PROB_ONE (1u << RC_PROB_BITS)
#define RC_PROB_HALF (RC_PROB_ONE / 2)
#define RC_TOP (1u << 24)

/* One stream being written; the buffer is kept from stream to stream. */
typedef struct RcEncoder {
    uint64_t low;
    uint32_t range;
    uint8_t cache;
    uint64_t pending; /* bytes held back: the cache and the 0xff after it */
    int first;        /* the next byte out is the always-zero first one */
    int failed;       /* out of memory, or a first byte that was not zero */
    uint8_t *out;
    size_t n, cap;
} RcEncoder;

/* Starts a stream (the output emptied; the buffer kept). */
void rc_enc_begin(RcEncoder *e);
void rc_enc_bit(RcEncoder *e, uint32_t p0, int bit);
/* Ends the stream: e->out[0 .. e->n) is the whole of it.  0, or -1 when
 * something failed since rc_enc_begin. */
int rc_enc_finish(RcEncoder *e);
void rc_enc_free(RcEncoder *e);

/* One stream being read, from p up to end; past end it reads zeros, so a
 * damaged stream decodes to something but never reads beyond end. */
typedef struct RcDecoder {
    uint32_t range, code;
    const uint8_t *p, *end;
} RcDecoder;

static inline uint8_t rc_dec_byte(RcDecoder *d) { return d->p < d->end ? *d->p++ : 0; }

static inline void rc_dec_begin(RcDecoder *d, const uint8_t *p, const uint8_t *end)
{
    d->p = p;
    d->end = end;
    d->range = 0xFFFFFFFFu;
    d->code = 0;
    for (int i = 0; i < 4; i++)
        d->code = (d->code << 8) | rc_dec_byte(d);
}

/* A probability of 1/4096 can shrink the range by 12 bits at once, more
 * than one byte: hence the loop. */
static inline int rc_dec_bit(RcDecoder *d, uint32_t p0)
{
    uint32_t bound = (d->range >> RC_PROB_BITS) * p0;
    int bit;
    if (d->code < bound) {
        d->range = bound;
        bit = 0;
    } else {
        d->code -= bound;
        d->range -= bound;
        bit = 1;
    }
    while (d->range < RC_TOP) {
        d->range <<= 8;
        d->code = (d->code << 8) | rc_dec_byte(d);
    }
    return bit;
}

#endif
