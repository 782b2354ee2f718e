/*
 * test_oware_compact.c - the compact form of Oware's endgame table
 * against the full table it was built from: every entry of every layer
 * up to 10 seeds the same; the same bytes from the same table; truncated
 * blobs and damaged headers, offsets and lengths refused with a reason;
 * damage in the coded data answered without reading outside the blob
 * (run under the sanitizers to see that).
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "oware_compact.h"
#include "oware_table.h"
#include "seed_rank.h"

#define OC_TEST_SEEDS 10
#define OC_SMALL_SEEDS 7
#define OC_HEAD 24 /* the header's fixed part (oware_compact_internal.h) */

static OwareTable *full_table(int six, int seeds)
{
    OwareTable *t = oware_table_create(six, seeds);
    cr_assert_not_null(t);
    int r;
    while ((r = oware_table_build(t, 1u << 24)) == 0)
        ;
    cr_assert_eq(r, 1);
    return t;
}

/* The blob of t, checked to open. */
static uint8_t *compact_of(OwareTable *t, int seeds, size_t *len)
{
    uint8_t *blob;
    char err[200] = "";
    cr_assert_eq(oware_compact_build(oware_table_data(t), seeds, NULL, &blob, len, err, sizeof err), 0, "%s", err);
    return blob;
}

/* A copy of exactly len bytes, so that the sanitizers see any read past
 * its end. */
static uint8_t *copy_of(const uint8_t *b, size_t len)
{
    uint8_t *c = malloc(len ? len : 1);
    cr_assert_not_null(c);
    memcpy(c, b, len);
    return c;
}

/* Every entry of every layer of the compact form, against the full one. */
static void expect_all_equal(const OwareCompact *oc, const int8_t *bounds, int seeds)
{
    uint64_t at = 0, wrong = 0, entries = 0;
    for (int s = 0; s <= seeds; s++) {
        uint64_t n = seed_ways(12, s);
        for (int a = 0; a <= s; a++)
            for (uint64_t r = 0; r < n; r++, at++) {
                int8_t got[2];
                cr_assert_eq(oware_compact_bounds(oc, s, a, r, got), 0);
                if (got[0] != bounds[2 * at] || got[1] != bounds[2 * at + 1]) {
                    if (wrong++ < 5)
                        cr_log_error("s=%d a=%d r=%llu: (%d, %d) where the table has (%d, %d)", s, a,
                                     (unsigned long long)r, got[0], got[1], bounds[2 * at], bounds[2 * at + 1]);
                }
                entries++;
            }
    }
    cr_expect_eq(wrong, 0, "%llu of %llu entries differ", (unsigned long long)wrong, (unsigned long long)entries);
    cr_expect_eq(2 * entries, oware_table_bytes_for(seeds));
}

Test(oware_compact, every_entry_equals_the_full_table, .timeout = 300)
{
    OwareTable *t = full_table(0, OC_TEST_SEEDS);
    size_t len;
    uint8_t *blob = compact_of(t, OC_TEST_SEEDS, &len);
    cr_log_info("%d seeds: %zu bytes compact, %zu full", OC_TEST_SEEDS, len, oware_table_bytes(t));
    cr_expect_lt(len, oware_table_bytes(t) / 4);
    char err[200] = "";
    OwareCompact *oc = oware_compact_open(blob, len, err, sizeof err);
    cr_assert_not_null(oc, "%s", err);
    cr_expect_eq(oware_compact_max_seeds(oc), OC_TEST_SEEDS);
    expect_all_equal(oc, oware_table_data(t), OC_TEST_SEEDS);

    int8_t out[2] = {1, 1};
    cr_expect_eq(oware_compact_bounds(oc, OC_TEST_SEEDS + 1, 0, 0, out), -1);
    cr_expect_eq(oware_compact_bounds(oc, 3, 4, 0, out), -1);
    cr_expect_eq(oware_compact_bounds(oc, 3, 0, seed_ways(12, 3), out), -1);
    cr_expect_eq(oware_compact_bounds(oc, -1, 0, 0, out), -1);
    cr_expect(out[0] == 0 && out[1] == 0);
    oware_compact_close(oc);
    free(blob);
    oware_table_destroy(t);
}

Test(oware_compact, finish_six_too, .timeout = 120)
{
    OwareTable *t = full_table(1, OC_SMALL_SEEDS + 1);
    size_t len;
    uint8_t *blob = compact_of(t, OC_SMALL_SEEDS + 1, &len);
    char err[200] = "";
    OwareCompact *oc = oware_compact_open(blob, len, err, sizeof err);
    cr_assert_not_null(oc, "%s", err);
    expect_all_equal(oc, oware_table_data(t), OC_SMALL_SEEDS + 1);
    oware_compact_close(oc);
    free(blob);
    oware_table_destroy(t);
}

Test(oware_compact, the_same_table_gives_the_same_bytes, .timeout = 120)
{
    OwareTable *t = full_table(0, OC_SMALL_SEEDS + 1);
    size_t len1, len2;
    uint8_t *one = compact_of(t, OC_SMALL_SEEDS + 1, &len1);
    uint8_t *two = compact_of(t, OC_SMALL_SEEDS + 1, &len2);
    cr_assert_eq(len1, len2);
    cr_expect_eq(memcmp(one, two, len1), 0);
    /* a table of fewer seeds is the first layers of the same one */
    size_t len3;
    uint8_t *three = compact_of(t, OC_SMALL_SEEDS, &len3);
    cr_expect_lt(len3, len1);
    free(one);
    free(two);
    free(three);
    oware_table_destroy(t);
}

/* The blob refused, with a reason. */
static void expect_refused(const uint8_t *b, size_t len, const char *what)
{
    uint8_t *c = copy_of(b, len);
    char err[200] = "";
    OwareCompact *oc = oware_compact_open(c, len, err, sizeof err);
    cr_expect_null(oc, "%s: opened", what);
    cr_expect_neq(err[0], '\0', "%s: no reason given", what);
    oware_compact_close(oc);
    free(c);
}

static uint64_t read_u64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint32_t read_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void write_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

Test(oware_compact, truncated_blobs_are_refused, .timeout = 120)
{
    OwareTable *t = full_table(0, OC_SMALL_SEEDS);
    size_t len;
    uint8_t *blob = compact_of(t, OC_SMALL_SEEDS, &len);
    size_t cuts[] = {0, 1, 7, OC_HEAD - 1, OC_HEAD, OC_HEAD + 8, len / 3, len / 2, len - 100, len - 1};
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++)
        expect_refused(blob, cuts[i], "truncated");
    /* one byte more is no better */
    uint8_t *longer = calloc(len + 1, 1);
    memcpy(longer, blob, len);
    expect_refused(longer, len + 1, "one byte longer");
    free(longer);
    free(blob);
    oware_table_destroy(t);
}

/* blob with byte `at` set to v refused. */
static void expect_byte_refused(const uint8_t *blob, size_t len, size_t at, uint8_t v, const char *what)
{
    uint8_t *c = copy_of(blob, len);
    c[at] = v;
    expect_refused(c, len, what);
    free(c);
}

Test(oware_compact, damaged_headers_and_offsets_are_refused, .timeout = 120)
{
    OwareTable *t = full_table(0, OC_SMALL_SEEDS);
    size_t len;
    uint8_t *blob = compact_of(t, OC_SMALL_SEEDS, &len);
    expect_byte_refused(blob, len, 0, 'X', "magic");
    expect_byte_refused(blob, len, 8, 2, "version");
    expect_byte_refused(blob, len, 12, OC_SMALL_SEEDS + 1, "max seeds");
    expect_byte_refused(blob, len, 15, 0x80, "max seeds, high byte");
    expect_byte_refused(blob, len, 16, 0, "K of zero");
    expect_byte_refused(blob, len, 16, 200, "K too large");
    expect_byte_refused(blob, len, 16, 7, "another K");
    expect_byte_refused(blob, len, 20, 0, "DB of zero");
    expect_byte_refused(blob, len, 20, 3, "another DB");
    /* each layer offset moved by one, and by a lot */
    for (int s = 0; s <= OC_SMALL_SEEDS + 1; s++) {
        size_t at = OC_HEAD + 8 * (size_t)s;
        expect_byte_refused(blob, len, at, (uint8_t)(blob[at] + 1), "a layer offset");
        expect_byte_refused(blob, len, at + 5, 0x40, "a layer offset far out");
    }
    /* each layer's head: ndict, the value range, the parts' lengths */
    for (int s = 0; s <= OC_SMALL_SEEDS; s++) {
        size_t layer = (size_t)read_u64(blob + OC_HEAD + 8 * (size_t)s);
        uint8_t *c = copy_of(blob, len);
        write_u32(c + layer, 0xFFFFFFFFu);
        expect_refused(c, len, "ndict");
        free(c);
        expect_byte_refused(blob, len, layer + 4, 1, "vmin above 0");
        expect_byte_refused(blob, len, layer + 5, 0xFF, "vmax below 0");
        for (int part = 0; part < 5; part++)
            expect_byte_refused(blob, len, layer + 8 + 4 * (size_t)part + 1, 0x7F, "a part's length");
    }
    free(blob);
    oware_table_destroy(t);
}

static uint64_t xorshift(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Flips bytes anywhere past the header: what still opens answers every
 * probe (wrongly perhaps) without reading outside the blob. */
Test(oware_compact, damaged_data_never_reads_outside_the_blob, .timeout = 300)
{
    OwareTable *t = full_table(0, OC_SMALL_SEEDS);
    size_t len;
    uint8_t *blob = compact_of(t, OC_SMALL_SEEDS, &len);
    size_t head = OC_HEAD + 8 * (OC_SMALL_SEEDS + 2);
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    int opened = 0;
    for (int trial = 0; trial < 60; trial++) {
        uint8_t *c = copy_of(blob, len);
        int flips = 1 + (int)(xorshift(&rng) % 8);
        for (int f = 0; f < flips; f++) {
            /* odd trials anywhere past the header (mostly refused: the
             * models and indexes are checked), even ones in the coded
             * data of a layer (the dictionary's then the boards') */
            size_t from = head, to = len;
            if (trial % 2 == 0) {
                int s = (int)(xorshift(&rng) % (OC_SMALL_SEEDS + 1));
                size_t layer = (size_t)read_u64(blob + OC_HEAD + 8 * (size_t)s);
                to = (size_t)read_u64(blob + OC_HEAD + 8 * (size_t)(s + 1));
                from = to - read_u32(blob + layer + 20) - read_u32(blob + layer + 24);
            }
            if (to > from)
                c[from + xorshift(&rng) % (to - from)] ^= (uint8_t)(1 + xorshift(&rng) % 255);
        }
        char err[200] = "";
        OwareCompact *oc = oware_compact_open(c, len, err, sizeof err);
        if (oc) {
            opened++;
            for (int s = 0; s <= OC_SMALL_SEEDS; s++)
                for (int a = 0; a <= s; a++)
                    for (uint64_t r = 0; r < seed_ways(12, s); r++) {
                        int8_t out[2];
                        cr_assert_eq(oware_compact_bounds(oc, s, a, r, out), 0);
                    }
            oware_compact_close(oc);
        } else {
            cr_expect_neq(err[0], '\0');
        }
        free(c);
    }
    cr_log_info("%d of 60 damaged blobs opened and were probed everywhere", opened);
    cr_expect_geq(opened, 30);
    free(blob);
    oware_table_destroy(t);
}
