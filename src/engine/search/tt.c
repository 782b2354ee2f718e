/*
 * tt.c - the transposition table (tt.h).
 *
 * A bucket is four 16-byte entries, one cache line.  Each entry keeps both
 * a lower and an upper bound: MTD(f) proves a value by raising one and
 * lowering the other over several null-window passes, and an entry that
 * kept only the last bound would forget half the proof.  An entry of the
 * same key and depth (or two proofs) is merged; one of the same key and
 * another depth is replaced (a proven entry is never replaced by a
 * depth-limited one).  Otherwise two ways of a bucket keep the dearest
 * entries (the highest depth minus eight times the age, so deep results of
 * the current search survive and old ones fade) and two the newest: a
 * new entry takes the place of the cheaper of the first two when it is
 * dearer, and that one, or the new entry, then pushes the oldest of the
 * last two out.  The newest matter most to MTD(f), whose next pass walks
 * the same lines again; a proof's depth grows with the nodes it took, so
 * what was dear to find outlives the rest.
 * Keys are stored whole: a collision needs equal 64-bit hashes.  Values
 * are stored as given; the search converts them (relative to the stores,
 * win distances) before and after.
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

#include "large_alloc.h"

#define TT_WAYS 4

typedef struct {
    TtEntry e[TT_WAYS];
} TtBucket;

struct Tt {
    TtBucket *b;
    uint64_t n;   /* buckets */
    int pow2;     /* n is a power of two */
    uint8_t age;
};

/* Any number of buckets, so a table fills the memory it is given (the
 * window's 24 MB): a power of two takes the key's low bits, as a mask
 * would, and the others the remainder, a division per probe. */
static inline uint64_t tt_index(const Tt *t, uint64_t key) { return t->pow2 ? key & (t->n - 1) : key % t->n; }

Tt *tt_create(size_t bytes)
{
    Tt *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    size_t n = bytes / sizeof(TtBucket) ? bytes / sizeof(TtBucket) : 1;
    t->b = large_alloc(n * sizeof(TtBucket)); /* tt_clear fills it */
    if (!t->b) {
        free(t);
        return NULL;
    }
    t->n = n;
    t->pow2 = (n & (n - 1)) == 0;
    tt_clear(t);
    return t;
}

void tt_destroy(Tt *t)
{
    if (!t)
        return;
    free(t->b);
    free(t);
}

void tt_clear(Tt *t)
{
    /* An empty entry has lo > hi, which no store produces. */
    for (uint64_t i = 0; i < t->n; i++)
        for (int k = 0; k < TT_WAYS; k++) {
            memset(&t->b[i].e[k], 0, sizeof(TtEntry));
            t->b[i].e[k].lo = 1;
        }
    t->age = 0;
}

static inline int tt_score(const Tt *t, const TtEntry *e)
{
    if (e->lo > e->hi)
        return -(1 << 30); /* empty */
    return e->depth - 8 * (uint8_t)(t->age - e->age);
}

void tt_new_search(Tt *t) { t->age = (uint8_t)(t->age + 1); }

void tt_prefetch(const Tt *t, uint64_t key)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&t->b[tt_index(t, key)]);
#else
    (void)t;
    (void)key;
#endif
}

const TtEntry *tt_probe(const Tt *t, uint64_t key)
{
    const TtBucket *b = &t->b[tt_index(t, key)];
    for (int i = 0; i < TT_WAYS; i++)
        if (b->e[i].key == key && b->e[i].lo <= b->e[i].hi)
            return &b->e[i];
    return NULL;
}

void tt_store(Tt *t, uint64_t key, int lo, int hi, Move move, int depth)
{
    TtBucket *b = &t->b[tt_index(t, key)];
    for (int i = 0; i < TT_WAYS; i++) {
        TtEntry *e = &b->e[i];
        if (e->key == key && e->lo <= e->hi) {
            if (tt_solved(e->depth) && !tt_solved(depth))
                return; /* a proven value outranks any depth-limited one */
            if (e->depth == depth || (tt_solved(e->depth) && tt_solved(depth))) {
                /* Same search depth: both bounds hold, keep the tighter. */
                if (e->lo > lo && e->lo <= hi)
                    lo = e->lo;
                if (e->hi < hi && e->hi >= lo)
                    hi = e->hi;
                if (e->depth > depth)
                    depth = e->depth;
            }
            if (move == MOVE_NONE)
                move = e->move;
            e->lo = (int16_t)lo;
            e->hi = (int16_t)hi;
            e->move = move;
            e->depth = (uint8_t)depth;
            e->age = t->age;
            return;
        }
    }
    TtEntry ne = {key, (int16_t)lo, (int16_t)hi, move, (uint8_t)depth, t->age};
    /* Two ways keep the dearest entries, two the newest. */
    int v = tt_score(t, &b->e[0]) <= tt_score(t, &b->e[1]) ? 0 : 1;
    if (tt_score(t, &ne) >= tt_score(t, &b->e[v])) {
        TtEntry old = b->e[v];
        b->e[v] = ne;
        ne = old;
    }
    b->e[3] = b->e[2];
    b->e[2] = ne;
}
