/*
 * test_oware_table.c - Oware endgame tables against an independent method:
 * a plain minimax over histories written here, on its own sowing rules
 * (the 25-seed stop, the third repetition with each side taking its own,
 * feeding, the grand slam, finish=six), which the table's bounds must
 * contain wherever it finishes, and equal where the table says exact;
 * the examples of the issue that found the old table wrong; a table built
 * in small steps against one built at once; saving and loading, damaged
 * files included.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "endgame.h"
#include "engine_util.h"
#include "oware_table.h"
#include "pos_check.h"
#include "search.h"
#include "seed_rank.h"

/* ---- the reference: plain minimax over the line's history ---- */

#define REF_UNKNOWN (-1000)
#define REF_HIST 65536
#define REF_MEMO (1u << 20)
#define REF_BUDGET 4000 /* nodes for one position: where it does not finish, more rarely helps */

/* A position seen from the mover: pits 0-5 its own, 6-11 the opponent's,
 * and the seeds each has captured. */
typedef struct {
    uint8_t pit[12];
    int own, opp;
} RefPos;

typedef struct {
    int six;
    long budget;                /* nodes left for the position asked */
    uint64_t hist[REF_HIST];    /* the line since the last capture */
    int nh;
    uint64_t *memo_key;         /* values of positions with no line behind them */
    int *memo_val;
    uint8_t *memo_used;
} Ref;

static int ref_sum(const uint8_t *a, int from, int to)
{
    int s = 0;
    for (int i = from; i < to; i++)
        s += a[i];
    return s;
}

/* Pit m sown: the child from the next mover's view, what was captured. */
static void ref_sow(const RefPos *a, int m, RefPos *c, int *gain)
{
    uint8_t b[12];
    memcpy(b, a->pit, 12);
    int n = b[m], at = m;
    b[m] = 0;
    for (int i = 0; i < n; i++) {
        at = (at + 1) % 12;
        if (at == m)
            at = (at + 1) % 12;
        b[at]++;
    }
    int last = at, taken = 0;
    while (last >= 6 && (b[last] == 2 || b[last] == 3))
        taken += b[last--];
    *gain = 0;
    if (taken && taken != ref_sum(b, 6, 12)) {
        for (int i = last + 1; i <= at; i++)
            b[i] = 0;
        *gain = taken;
    }
    memcpy(c->pit, b + 6, 6);
    memcpy(c->pit + 6, b, 6);
    c->own = a->opp;
    c->opp = a->own + *gain;
}

/* A real position: the board, the stores, and which side is to move. */
static uint64_t ref_key(const RefPos *a, int side)
{
    uint64_t k = 0;
    for (int i = 0; i < 12; i++)
        k = k * 25 + a->pit[i];
    return (k * 32 + (uint64_t)a->own) * 2 + (uint64_t)side;
}

static int ref_fresh(Ref *r, const RefPos *a);

/* The final margin for the mover, REF_UNKNOWN when the budget ran out. */
static int ref_search(Ref *r, const RefPos *a, int side, int alpha, int beta)
{
    if (--r->budget < 0)
        return REF_UNKNOWN;
    int s = ref_sum(a->pit, 0, 12), own = ref_sum(a->pit, 0, 6), opp = s - own;
    uint64_t k = ref_key(a, side);
    int seen = 0;
    for (int i = 0; i < r->nh; i++)
        seen += r->hist[i] == k;
    if (seen >= 2) /* the third time: each side takes its own */
        return (a->own + own) - (a->opp + opp);
    if (s == 0)
        return a->own - a->opp;
    if (own == 0)
        return a->own - (a->opp + s);
    if (r->six && s <= 6)
        return (a->own + own) - (a->opp + opp);
    RefPos child[6];
    int gain[6], order[6], n = 0;
    for (int m = 0; m < 6; m++)
        if (a->pit[m] && (opp > 0 || a->pit[m] >= 6 - m))
            ref_sow(a, m, &child[n], &gain[n]), n++;
    if (n == 0) /* no move feeds: the mover takes every seed */
        return (a->own + s) - a->opp;
    /* The seeds on the board bound what is still to change. */
    if (a->own - a->opp + s <= alpha)
        return a->own - a->opp + s;
    if (a->own - a->opp - s >= beta)
        return a->own - a->opp - s;
    int no = 0;
    for (int i = 0; i < n; i++) /* captures first */
        if (gain[i])
            order[no++] = i;
    for (int i = 0; i < n; i++)
        if (!gain[i])
            order[no++] = i;
    cr_assert_lt(r->nh, REF_HIST);
    r->hist[r->nh++] = k;
    int best = -100;
    for (int t = 0; t < n && alpha < beta; t++) {
        int i = order[t], v;
        if (gain[i] && a->own + gain[i] >= 25) {
            v = a->own + gain[i] - a->opp;
        } else {
            int cv = gain[i] ? ref_fresh(r, &child[i]) : ref_search(r, &child[i], side ^ 1, -beta, -alpha);
            if (cv == REF_UNKNOWN) {
                r->nh--;
                return REF_UNKNOWN;
            }
            v = -cv;
        }
        best = v > best ? v : best;
        alpha = best > alpha ? best : alpha;
    }
    r->nh--;
    return best;
}

/* A position with no line behind it (after a capture, or asked): its
 * value does not depend on anything before, so it is remembered. */
static int ref_fresh(Ref *r, const RefPos *a)
{
    uint64_t k = ref_key(a, 0), h = (k * 0x9E3779B97F4A7C15ull) >> 44;
    while (r->memo_used[h] && r->memo_key[h] != k)
        h = (h + 1) & (REF_MEMO - 1);
    if (r->memo_used[h])
        return r->memo_val[h];
    uint64_t *saved = malloc(sizeof(uint64_t) * (size_t)(r->nh + 1));
    int nh = r->nh;
    memcpy(saved, r->hist, sizeof(uint64_t) * (size_t)nh);
    r->nh = 0;
    int v = ref_search(r, a, 0, -100, 100);
    memcpy(r->hist, saved, sizeof(uint64_t) * (size_t)nh);
    r->nh = nh;
    free(saved);
    if (v != REF_UNKNOWN) {
        r->memo_used[h] = 1;
        r->memo_key[h] = k;
        r->memo_val[h] = v;
    }
    return v;
}

static Ref *ref_create(int six)
{
    Ref *r = calloc(1, sizeof *r);
    cr_assert_not_null(r);
    r->six = six;
    r->memo_key = malloc(sizeof(uint64_t) * REF_MEMO);
    r->memo_val = malloc(sizeof(int) * REF_MEMO);
    r->memo_used = calloc(REF_MEMO, 1);
    cr_assert(r->memo_key && r->memo_val && r->memo_used);
    return r;
}

static void ref_destroy(Ref *r)
{
    free(r->memo_key);
    free(r->memo_val);
    free(r->memo_used);
    free(r);
}

/* ---- the table against it ---- */

static OwareTable *ot_built(int six, int seeds, uint64_t step)
{
    OwareTable *t = oware_table_create(six, seeds);
    cr_assert_not_null(t);
    int r;
    while ((r = oware_table_build(t, step)) == 0)
        ;
    cr_assert_eq(r, 1);
    cr_expect_eq(oware_table_progress(t), 1.0);
    return t;
}

/* What was checked of the table and of the search. */
typedef struct {
    int asked, checked, exact, searched, proven;
    int due; /* positions checked since the last search */
} Tally;

/* The search's exact claim on the position, with no table: where it says
 * proven, the reference's value; 0 when the game is over there. */
static int ot_check_search(const Game *g, Search *s, const RefPos *a, int v, Tally *n)
{
    char text[96], err[160];
    snprintf(text, sizeof text, "%d,%d,%d,%d,%d,%d/%d,%d,%d,%d,%d,%d/%d,%d/1", a->pit[0], a->pit[1], a->pit[2],
             a->pit[3], a->pit[4], a->pit[5], a->pit[6], a->pit[7], a->pit[8], a->pit[9], a->pit[10], a->pit[11],
             a->own, a->opp);
    _Alignas(16) unsigned char buf[512];
    Pos *p = (Pos *)(void *)buf;
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    if (st.over)
        return 0;
    search_clear(s);
    SearchLimits lim = {0};
    lim.exact = 1;
    lim.nodes = 200000;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    const SearchResult *r = search_result(s);
    n->searched++;
    cr_expect(r->lo <= v && v <= r->hi, "%s: %d outside the search's proven %d..%d", text, v, r->lo, r->hi);
    if (r->exact) {
        n->proven++;
        cr_expect_eq(r->value, v, "%s: the search proved %d, the rules give %d", text, r->value, v);
    }
    return 1;
}

/* Checks one position: the table's bounds hold the reference's value
 * where it finished, and every so often the search's claim does too. */
static void ot_check(const OwareTable *t, Ref *ref, const RefPos *a, const Game *g, Search *s, Tally *n)
{
    int8_t buf[2];
    const int8_t *at = oware_table_bounds(t, a->pit, a->own, a->opp, buf);
    cr_assert_not_null(at);
    n->asked++;
    ref->budget = REF_BUDGET;
    int v = ref_fresh(ref, a);
    if (v == REF_UNKNOWN)
        return;
    int f = v - (a->own - a->opp);
    cr_assert(at[0] <= f && f <= at[1], "finish six %d, %d%d%d%d%d%d/%d%d%d%d%d%d stores %d,%d: value %d outside %d..%d",
              ref->six, a->pit[0], a->pit[1], a->pit[2], a->pit[3], a->pit[4], a->pit[5], a->pit[6], a->pit[7],
              a->pit[8], a->pit[9], a->pit[10], a->pit[11], a->own, a->opp, f, at[0], at[1]);
    n->checked++;
    n->exact += at[0] == at[1];
    if (++n->due >= 16 && ot_check_search(g, s, a, v, n)) /* every few, for time */
        n->due = 0;
}

/* Every position of up to 5 seeds with every split of the stores, and
 * 1500 random ones of 6 to 8, against the minimax over histories (which
 * finishes on most of them within its budget), under both finishes; and
 * the search's proven values, without a table, against it too.  The
 * sanitizers' build, where the minimax is five times slower, takes every
 * K-th of them (TABULA_TEST_SAMPLE=K, as tools/test.sh sets it). */
Test(oware_table, bounds_hold_the_minimax_over_histories)
{
    int every = eu_test_sample();
    for (int six = 0; six < 2; six++) {
        OwareTable *t = ot_built(six, 8, (uint64_t)1 << 30);
        Ref *ref = ref_create(six);
        Game *g = eu_game("oware", six ? (const char *const[]){"finish=six", NULL} : NULL);
        Search *s = search_create(g, 4u << 20);
        Tally n = {0};
        long counted = 0;
        for (int seeds = 0; seeds <= 5; seeds++) {
            uint8_t a[12] = {0};
            a[11] = (uint8_t)seeds;
            do {
                for (int own = 24 - seeds; own <= 24; own++) {
                    if (counted++ % every)
                        continue;
                    RefPos p;
                    memcpy(p.pit, a, 12);
                    p.own = own;
                    p.opp = 48 - seeds - own;
                    ot_check(t, ref, &p, g, s, &n);
                }
            } while (seed_next(a, 12));
        }
        uint64_t rng = 0x5EED + (uint64_t)six;
        for (int k = 0; k < 1500 / every; k++) {
            int seeds = 6 + (int)(game_rng_next(&rng) % 3);
            RefPos p;
            memset(&p, 0, sizeof p);
            for (int i = 0; i < seeds; i++)
                p.pit[game_rng_next(&rng) % 12]++;
            p.own = 24 - seeds + (int)(game_rng_next(&rng) % (uint64_t)(seeds + 1));
            p.opp = 48 - seeds - p.own;
            ot_check(t, ref, &p, g, s, &n);
        }
        cr_log_info("finish six %d: %d of %d positions settled by the minimax, %d of them exact in the table; "
                    "the search proved %d of %d",
                    six, n.checked, n.asked, n.exact, n.proven, n.searched);
        cr_expect_gt(n.checked, n.asked / 5, "the minimax settled only %d of %d", n.checked, n.asked);
        cr_expect_gt(n.exact, n.checked / 2, "only %d of %d exact", n.exact, n.checked);
        cr_expect_gt(n.proven, n.searched / 4, "the search proved only %d of %d", n.proven, n.searched);
        search_destroy(s);
        game_destroy(g);
        ref_destroy(ref);
        oware_table_destroy(t);
    }
}

/* The two positions an independent solver found the played-out table
 * wrong on: solved exactly now, with the table of their seeds. */
Test(oware_table, the_examples_the_old_table_got_wrong)
{
    static const struct {
        const char *pos;
        int value;
    } cases[] = {{"1,0,0,0,1,1/0,1,1,0,0,2/17,24/1", -9}, {"0,0,0,0,0,0/1,0,1,3,1,0/18,24/2", 8}};
    Game *g = eu_game("oware", NULL);
    char err[160];
    Endgame *e = endgame_create(g, 7, err, sizeof err);
    cr_assert_not_null(e, "%s", err);
    while (endgame_build(e, (uint64_t)1 << 30) == 0)
        ;
    Pos *p = pos_new(g);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_assert_eq(game_parse_position(g, cases[i].pos, p, NULL, err, sizeof err), 0, "%s", err);
        int lo, hi;
        cr_assert(endgame_probe(e, p, &lo, &hi));
        cr_expect(lo == cases[i].value && hi == cases[i].value, "%s: %d..%d, not %d", cases[i].pos, lo, hi,
                  cases[i].value);
        Search *s = search_create(g, 8u << 20);
        search_set_endgame(s, e);
        SearchLimits lim = {0};
        lim.exact = 1;
        search_begin(s, p, NULL, 0, &lim);
        while (search_step(s, 1u << 20) == SEARCH_RUNNING)
            ;
        cr_expect(search_result(s)->exact, "%s not proven", cases[i].pos);
        cr_expect_eq(search_result(s)->value, cases[i].value, "%s", cases[i].pos);
        search_destroy(s);
    }
    pos_free(p);
    endgame_destroy(e);
    game_destroy(g);
}

Test(oware_table, built_in_steps_equals_built_at_once)
{
    for (int six = 0; six < 2; six++) {
        OwareTable *once = ot_built(six, 7, (uint64_t)1 << 30), *steps = ot_built(six, 7, 3);
        cr_assert_eq(oware_table_bytes(once), oware_table_bytes(steps));
        cr_expect_eq(memcmp(oware_table_data(once), oware_table_data(steps), oware_table_bytes(once)), 0);
        oware_table_destroy(once);
        oware_table_destroy(steps);
    }
}

/* ---- on disk ---- */

/* A position of `board` seeds at random, the rest in the stores with
 * neither at 25, and a random side to move. */
static void ot_random_pos(const Game *g, Pos *p, int board, uint64_t *rng)
{
    int pit[12] = {0};
    for (int s = 0; s < board; s++)
        pit[game_rng_next(rng) % 12]++;
    int s1 = 24 - board + (int)(game_rng_next(rng) % (uint64_t)(board + 1));
    char text[GAME_TEXT_MAX];
    size_t u = 0;
    for (int i = 0; i < 12; i++)
        u += (size_t)snprintf(text + u, sizeof text - u, "%d%c", pit[i], i == 5 || i == 11 ? '/' : ',');
    snprintf(text + u, sizeof text - u, "%d,%d/%d", s1, 48 - board - s1, 1 + (int)(game_rng_next(rng) & 1));
    char err[160];
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
}

static Endgame *ot_endgame(const Game *g, int seeds)
{
    char err[160];
    Endgame *e = endgame_create(g, seeds, err, sizeof err);
    cr_assert_not_null(e, "%s", err);
    while (endgame_build(e, (uint64_t)1 << 30) == 0)
        ;
    return e;
}

static void ot_write(const char *path, const char *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(data, 1, n, f), n);
    fclose(f);
}

static char *ot_read(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    rewind(f);
    char *d = malloc(*n);
    cr_assert_eq(fread(d, 1, *n, f), *n);
    fclose(f);
    return d;
}

static uint64_t ot_fnv(const void *d, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ ((const uint8_t *)d)[i]) * 0x100000001b3ull;
    return h;
}

/* A file of `seeds` for the default options with the header and checksum
 * it would have, around the data `d` of n bytes, as version `version`. */
static void ot_write_file(const char *path, int version, int seeds, const void *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    fprintf(f, "tabula-endgame %d oware finish=abapa seeds=%d\nbytes=%zu fnv1a=%016llx\n", version, seeds, n,
            (unsigned long long)ot_fnv(d, n));
    cr_assert_eq(fwrite(d, 1, n, f), n);
    fclose(f);
}

/* A whole table as version 2 saved it: the bounds plain. */
static void ot_write_plain(const char *path, int seeds)
{
    OwareTable *t = ot_built(0, seeds, (uint64_t)1 << 30);
    ot_write_file(path, 2, seeds, oware_table_data(t), oware_table_bytes(t));
    oware_table_destroy(t);
}

/* The data after a file's two header lines. */
static char *ot_data_of(char *file, size_t n, size_t *len)
{
    char *line = memchr(file, '\n', n);
    cr_assert_not_null(line);
    line = memchr(line + 1, '\n', n - (size_t)(line + 1 - file));
    cr_assert_not_null(line);
    *len = n - (size_t)(line + 1 - file);
    return line + 1;
}

/* Every board of up to 10 seeds answers the same from the table built in
 * memory and from its file opened again (its compact form, decoded at each
 * probe), through the probe the search uses: at every store split up to 7
 * seeds, at one split of every board above (test_oware_compact compares
 * every entry of the compact form itself); a file whose compact data was
 * cut, with a header and checksum that agree, is refused with the compact
 * form's reason. */
static void ot_expect_boards(const Endgame *a, const Endgame *b, const Game *g, uint8_t *pit, int i, int left,
                             int seeds, uint64_t *n)
{
    if (i < 12) {
        for (int k = 0; k <= left; k++) {
            pit[i] = (uint8_t)k;
            ot_expect_boards(a, b, g, pit, i + 1, left - k, seeds, n);
        }
        return;
    }
    int board = seeds - left;
    _Alignas(16) unsigned char buf[512];
    Pos *p = (Pos *)(void *)buf;
    int first = 24 - board, last = 24;
    if (board > 7) /* one split, varied from board to board */
        first = last = 24 - board + (int)(*n % (uint64_t)(board + 1));
    for (int own = first; own <= last; own++) {
        char text[GAME_TEXT_MAX], err[160];
        size_t u = 0;
        for (int j = 0; j < 12; j++)
            u += (size_t)snprintf(text + u, sizeof text - u, "%d%c", pit[j], j == 5 || j == 11 ? '/' : ',');
        snprintf(text + u, sizeof text - u, "%d,%d/1", own, 48 - board - own);
        cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
        int lo, hi, lo2, hi2;
        int8_t at_buf[2];
        cr_assert(endgame_probe(a, p, &lo, &hi) && endgame_locate(b, p, at_buf), "%s", text);
        endgame_bounds_at(b, p, endgame_locate(b, p, at_buf), &lo2, &hi2);
        if (lo != lo2 || hi != hi2)
            cr_assert_fail("%s: %d..%d built, %d..%d opened", text, lo, hi, lo2, hi2);
        ++*n;
    }
}

Test(oware_table, an_opened_file_answers_every_position_as_built, .timeout = 300)
{
    enum { SEEDS = 10 };
    char dir[] = "/tmp/tabula-ot-XXXXXX", path[256], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.tbl", dir);
    Game *g = eu_game("oware", NULL);
    Endgame *e = ot_endgame(g, SEEDS);
    cr_assert_eq(endgame_save(e, g, path, err, sizeof err), 0, "%s", err);
    Endgame *opened = endgame_open(g, SEEDS, path, err, sizeof err);
    cr_assert_not_null(opened, "%s", err);
    size_t n, len;
    char *file = ot_read(path, &n);
    cr_log_info("%d seeds: a file of %zu bytes, %zu in memory", SEEDS, n, endgame_bytes(e));
    cr_expect_lt(n, endgame_bytes(e) / 4, "the file is not compact");
    uint8_t pit[12];
    uint64_t count = 0;
    ot_expect_boards(e, opened, g, pit, 0, SEEDS, SEEDS, &count);
    cr_log_info("%llu positions asked", (unsigned long long)count);
    cr_expect_gt(count, 900000, "only %llu positions asked", (unsigned long long)count); /* 972,230 */
    endgame_destroy(opened);

    char *d = ot_data_of(file, n, &len);
    ot_write_file(path, 3, SEEDS, d, len - 100);
    cr_expect_null(endgame_open(g, SEEDS, path, err, sizeof err), "a cut compact table opened");
    cr_expect(strstr(err, "truncated or damaged") != NULL, "%s", err);
    Endgame *x = endgame_create(g, SEEDS, err, sizeof err);
    cr_expect_neq(endgame_load(x, g, path, err, sizeof err), 0, "a cut compact table loaded");
    cr_expect(strstr(err, "truncated or damaged") != NULL, "%s", err);
    endgame_destroy(x);
    free(file);
    remove(path);
    rmdir(dir);
    endgame_destroy(e);
    game_destroy(g);
}

/* A search with the table as built (its bounds read ahead, a byte away)
 * and with the same table opened from its file (each probe decoded, the
 * answers kept by the search's hash): the same trees, so the same value,
 * move, line, nodes and root values, from positions a few seeds above
 * the table's. */
static void ot_search(const Game *g, const Endgame *e, const Pos *p, const SearchLimits *lim, SearchResult *out)
{
    Search *s = search_create(g, 4u << 20);
    cr_assert_not_null(s);
    search_set_endgame(s, e);
    search_begin(s, p, NULL, 0, lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    *out = *search_result(s);
    search_destroy(s);
}

Test(oware_table, a_search_reads_the_opened_file_as_the_built_table)
{
    enum { SEEDS = 8 };
    char dir[] = "/tmp/tabula-ot-XXXXXX", path[256], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.tbl", dir);
    Game *g = eu_game("oware", NULL);
    Endgame *built = ot_endgame(g, SEEDS);
    cr_assert_eq(endgame_save(built, g, path, err, sizeof err), 0, "%s", err);
    Endgame *opened = endgame_open(g, SEEDS, path, err, sizeof err);
    cr_assert_not_null(opened, "%s", err);
    cr_expect(endgame_coded(opened) && !endgame_coded(built));
    Pos *p = pos_new(g);
    uint64_t rng = 0x5eed7ab1e5ull, nodes = 0;
    int settled = 0;
    for (int k = 0; k < 24; k++) {
        SearchLimits lim = {0};
        lim.depth = 12 + k % 3;
        lim.analyze = k % 4 == 0;
        ot_random_pos(g, p, SEEDS + 1 + k % 6, &rng);
        SearchResult a, b;
        ot_search(g, built, p, &lim, &a);
        ot_search(g, opened, p, &lim, &b);
        cr_expect(a.move == b.move && a.value == b.value && a.exact == b.exact && a.nodes == b.nodes &&
                      a.pv_len == b.pv_len && memcmp(a.pv, b.pv, (size_t)a.pv_len * sizeof a.pv[0]) == 0 &&
                      a.nroot == b.nroot &&
                      memcmp(a.root_values, b.root_values, (size_t)a.nroot * sizeof a.root_values[0]) == 0,
                  "position %d: move %d value %d exact %d nodes %llu built, %d %d %d %llu opened", k, a.move,
                  a.value, a.exact, (unsigned long long)a.nodes, b.move, b.value, b.exact,
                  (unsigned long long)b.nodes);
        nodes += a.nodes;
        settled += a.exact;
    }
    cr_log_info("24 searches, %llu nodes each way, %d settled", (unsigned long long)nodes, settled);
    cr_expect_gt(nodes, 100000, "too small a search to compare (%llu nodes)", (unsigned long long)nodes);
    pos_free(p);
    endgame_destroy(opened);
    endgame_destroy(built);
    remove(path);
    rmdir(dir);
    game_destroy(g);
}

/* A save told to stop gives up with its reason and writes nothing, not
 * even its temporary file; the same save not told to stop writes it. */
Test(oware_table, a_save_told_to_stop_writes_nothing)
{
    char dir[] = "/tmp/tabula-ot-XXXXXX", path[256], part[300], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.tbl", dir);
    snprintf(part, sizeof part, "%s.part", path);
    Game *g = eu_game("oware", NULL);
    Endgame *e = ot_endgame(g, 6);
    atomic_int stop = 1;
    cr_expect_neq(endgame_save_until(e, g, path, &stop, err, sizeof err), 0, "a stopped save went on");
    cr_expect_str_eq(err, ENDGAME_STOPPED);
    cr_expect_neq(access(path, F_OK), 0, "a stopped save wrote the table");
    cr_expect_neq(access(part, F_OK), 0, "a stopped save left its temporary file");
    atomic_store(&stop, 0);
    cr_expect_eq(endgame_save_until(e, g, path, &stop, err, sizeof err), 0, "%s", err);
    Endgame *opened = endgame_open(g, 6, path, err, sizeof err);
    cr_expect_not_null(opened, "%s", err);
    endgame_destroy(opened);
    remove(path);
    rmdir(dir);
    endgame_destroy(e);
    game_destroy(g);
}

/* A saved table loads back equal; a damaged, cut, foreign or missing file
 * is refused with a reason and leaves the table empty. */
Test(oware_table, saved_tables_load_and_damaged_ones_are_refused)
{
    char dir[] = "/tmp/tabula-ot-XXXXXX", path[256], bad[256], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/t.tbl", dir);
    snprintf(bad, sizeof bad, "%s/bad.tbl", dir);
    Game *g = eu_game("oware", NULL), *six = eu_game("oware", (const char *const[]){"finish=six", NULL});
    Endgame *e = ot_endgame(g, 8);
    cr_assert_eq(endgame_save(e, g, path, err, sizeof err), 0, "%s", err);

    Endgame *back = endgame_create(g, 8, err, sizeof err);
    cr_assert_eq(endgame_load(back, g, path, err, sizeof err), 0, "%s", err);
    Pos *p = pos_new(g);
    uint64_t rng = 5;
    for (int k = 0; k < 2000; k++) {
        ot_random_pos(g, p, (int)(game_rng_next(&rng) % 9), &rng);
        int a, b, ah, bh;
        cr_assert(endgame_probe(e, p, &a, &ah) && endgame_probe(back, p, &b, &bh));
        cr_assert(a == b && ah == bh);
    }
    endgame_destroy(back);
    /* Opened in place (mapped read-only), it answers the same. */
    Endgame *opened = endgame_open(g, 8, path, err, sizeof err);
    cr_assert_not_null(opened, "%s", err);
    for (int k = 0; k < 2000; k++) {
        ot_random_pos(g, p, (int)(game_rng_next(&rng) % 9), &rng);
        int a, b, ah, bh;
        cr_assert(endgame_probe(e, p, &a, &ah) && endgame_probe(opened, p, &b, &bh));
        cr_assert(a == b && ah == bh);
    }
    cr_expect_neq(endgame_load(opened, g, path, err, sizeof err), 0, "a table read in place was written over");
    endgame_destroy(opened);

    size_t n;
    char *d = ot_read(path, &n);
    struct {
        const char *what;
        size_t len;
        size_t flip; /* a byte to change, or n */
    } cases[] = {{"checksum", n, n - 7}, {"bytes long", n - 1, n}, {"not a table", n, 2}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *copy = malloc(n);
        memcpy(copy, d, n);
        if (cases[i].flip < n)
            copy[cases[i].flip] ^= 0x11;
        ot_write(bad, copy, cases[i].len);
        free(copy);
        Endgame *x = endgame_create(g, 8, err, sizeof err);
        cr_expect_neq(endgame_load(x, g, bad, err, sizeof err), 0);
        cr_expect(strstr(err, cases[i].what) != NULL, "%s", err);
        int v, vh;
        cr_expect(!endgame_probe(x, p, &v, &vh), "a refused file left a table");
        endgame_destroy(x);
        cr_expect_null(endgame_open(g, 8, bad, err, sizeof err), "%s opened", cases[i].what);
        cr_expect(strstr(err, cases[i].what) != NULL, "%s", err);
    }
    cr_expect_null(endgame_open(g, 8, "/nonexistent/t.tbl", err, sizeof err));
    cr_expect_str_eq(err, ENDGAME_ABSENT);
    cr_expect_null(endgame_open(six, 8, path, err, sizeof err), "another game's table opened");
    /* The same file under other options or another size, and a table of
     * the format before (version 1): refused. */
    Endgame *other = endgame_create(six, 8, err, sizeof err), *small = endgame_create(g, 7, err, sizeof err);
    cr_expect_neq(endgame_load(other, six, path, err, sizeof err), 0);
    cr_expect_neq(endgame_load(small, g, path, err, sizeof err), 0);
    cr_expect_neq(endgame_load(small, g, "/nonexistent/t.tbl", err, sizeof err), 0);
    char *old = malloc(n);
    memcpy(old, d, n);
    char *version = strstr(old, "endgame 3 ");
    cr_assert_not_null(version, "%.60s", old);
    version[8] = '1';
    ot_write(bad, old, n);
    free(old);
    Endgame *x = endgame_create(g, 8, err, sizeof err);
    cr_expect_neq(endgame_load(x, g, bad, err, sizeof err), 0, "a version 1 table was taken");
    endgame_destroy(x);

    /* The second line names the program that built the table; a table of
     * an earlier version, without it, is read as it always was. */
    char *program = strstr(d, " program=Tabula " TABULA_VERSION "\n");
    cr_assert(program && program < d + 200, "%.120s", d);
    size_t cut = strlen(" program=Tabula " TABULA_VERSION), at = (size_t)(program - d);
    char *earlier = malloc(n - cut);
    memcpy(earlier, d, at);
    memcpy(earlier + at, d + at + cut, n - at - cut);
    ot_write(bad, earlier, n - cut);
    free(earlier);
    x = endgame_create(g, 8, err, sizeof err);
    cr_expect_eq(endgame_load(x, g, bad, err, sizeof err), 0, "an earlier version's table refused: %s", err);
    endgame_destroy(x);
    endgame_destroy(other);
    endgame_destroy(small);
    free(d);
    remove(path);
    remove(bad);
    rmdir(dir);
    pos_free(p);
    endgame_destroy(e);
    game_destroy(g);
    game_destroy(six);
}

/* A whole table of version 2, its bounds plain, is another version's:
 * refused, whether loaded or opened. */
Test(oware_table, a_plain_table_of_version_2_is_refused)
{
    char dir[] = "/tmp/tabula-ot-XXXXXX", bad[256], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(bad, sizeof bad, "%s/bad.tbl", dir);
    Game *g = eu_game("oware", NULL);
    ot_write_plain(bad, 8);
    Endgame *x = endgame_create(g, 8, err, sizeof err);
    cr_expect_neq(endgame_load(x, g, bad, err, sizeof err), 0, "a plain table was taken");
    cr_expect(strstr(err, "older version") != NULL, "%s", err);
    endgame_destroy(x);
    cr_expect_null(endgame_open(g, 8, bad, err, sizeof err), "a plain table opened");
    cr_expect(strstr(err, "older version") != NULL, "%s", err);
    remove(bad);
    rmdir(dir);
    game_destroy(g);
}

/* The cache: a folder under XDG_CACHE_HOME, a file named by the game, its
 * options and its seeds, absent before it is saved. */
Test(oware_table, the_cache_folder_holds_the_table)
{
    char dir[] = "/tmp/tabula-cache-XXXXXX", sub[4096], path[4096], sub6[4096], err[256];
    cr_assert_not_null(mkdtemp(dir));
    setenv("XDG_CACHE_HOME", dir, 1);
    Game *g = eu_game("oware", NULL);
    cr_assert_eq(endgame_cache_seeds(g), 14);
    cr_assert_eq(endgame_cache_dir(sub, sizeof sub), 0);
    cr_expect(strncmp(sub, dir, strlen(dir)) == 0 && strcmp(sub + strlen(dir), "/tabula") == 0, "%s", sub);
    cr_assert_eq(endgame_cache_file(g, 8, sub, path, sizeof path), 0);
    cr_expect(strstr(path, "/tabula/oware-finish-abapa-8.tbl") != NULL, "%s", path);
    cr_expect_null(endgame_open(g, 8, path, err, sizeof err));
    cr_expect_str_eq(err, ENDGAME_ABSENT);
    Endgame *e = ot_endgame(g, 8);
    cr_assert_eq(endgame_save(e, g, path, err, sizeof err), 0, "%s", err);
    endgame_destroy(e);
    e = endgame_open(g, 8, path, err, sizeof err);
    cr_expect_not_null(e, "%s", err);
    endgame_destroy(e);
    remove(path);
    /* Kalah keeps the largest table within 32 MiB for a board of 40 seeds
     * or more (16 seeds on six pits), none for the smaller ones that solve
     * without. */
    Game *kalah = eu_game("kalah", NULL);
    cr_expect_eq(endgame_cache_seeds(kalah), 16);
    cr_assert_eq(endgame_cache_file(kalah, 16, sub, path, sizeof path), 0);
    cr_expect(strstr(path, "/tabula/kalah-pits-6-empty_capture-off-16.tbl") != NULL, "%s", path);
    game_destroy(kalah);
    /* Its values do not depend on the seeds a pit starts with: one file
     * serves Kalah(6,4), (6,5) and (6,6). */
    const char *const six_seeds[] = {"seeds=6", NULL};
    kalah = eu_game("kalah", six_seeds);
    cr_assert_eq(endgame_cache_file(kalah, 16, sub, sub6, sizeof sub6), 0);
    cr_expect_str_eq(sub6, path);
    game_destroy(kalah);
    const char *const small[] = {"pits=6", "seeds=3", NULL};
    kalah = eu_game("kalah", small);
    cr_expect_eq(endgame_cache_seeds(kalah), 0);
    game_destroy(kalah);
    game_destroy(g);
    rmdir(sub);
    rmdir(dir);
}

/* A cache folder keeps the tables this program reads and loses those of an
 * older naming or version; anything else in it is left alone. */
Test(oware_table, old_tables_are_removed_from_the_cache)
{
    char dir[] = "/tmp/tabula-tidy-XXXXXX", path[4096], other[4200], err[256];
    cr_assert_not_null(mkdtemp(dir));
    Game *g = eu_game("oware", NULL);
    Endgame *e = ot_endgame(g, 6);
    cr_assert_eq(endgame_cache_file(g, 6, dir, path, sizeof path), 0);
    cr_assert_eq(endgame_save(e, g, path, err, sizeof err), 0, "%s", err);
    size_t n;
    char *d = ot_read(path, &n);
    /* The same table under the name an older version gave it. */
    snprintf(other, sizeof other, "%s/oware-finish-abapa-seeds-6.tbl", dir);
    ot_write(other, d, n);
    /* A table of an older version of Oware's tables, under its right name. */
    char *old = malloc(n);
    memcpy(old, d, n);
    char *version = strstr(old, "endgame 3 oware finish=abapa");
    cr_assert_not_null(version);
    version[8] = '2';
    snprintf(other, sizeof other, "%s/oware-finish-abapa-5.tbl", dir);
    memcpy(strstr(old, "seeds=6"), "seeds=5", 7);
    ot_write(other, old, n);
    free(old);
    /* Left alone: not a table, an unknown game, a table being written. */
    const char *keep[][2] = {{"notes.tbl", "not a table\n"},
                             {"chess-8.tbl", "tabula-endgame 1 chess seeds=8\n"},
                             {"readme.txt", "hello\n"}};
    for (int i = 0; i < 3; i++) {
        snprintf(other, sizeof other, "%s/%s", dir, keep[i][0]);
        ot_write(other, keep[i][1], strlen(keep[i][1]));
    }
    snprintf(other, sizeof other, "%s/oware-finish-abapa-9.tbl.part", dir);
    ot_write(other, d, n);

    int files = 0;
    uint64_t bytes = 0;
    endgame_cache_tidy(dir, game_find, &files, &bytes);
    cr_expect_eq(files, 2);
    cr_expect_eq(bytes, 2 * (uint64_t)n);
    cr_expect_eq(access(path, F_OK), 0, "the table in use was removed");
    const char *gone[] = {"oware-finish-abapa-seeds-6.tbl", "oware-finish-abapa-5.tbl"};
    const char *still[] = {"notes.tbl", "chess-8.tbl", "readme.txt", "oware-finish-abapa-9.tbl.part"};
    for (int i = 0; i < 2; i++) {
        snprintf(other, sizeof other, "%s/%s", dir, gone[i]);
        cr_expect_neq(access(other, F_OK), 0, "%s kept", gone[i]);
    }
    for (int i = 0; i < 4; i++) {
        snprintf(other, sizeof other, "%s/%s", dir, still[i]);
        cr_expect_eq(access(other, F_OK), 0, "%s removed", still[i]);
        remove(other);
    }
    /* Once tidy, nothing more goes. */
    files = 0;
    endgame_cache_tidy(dir, game_find, &files, NULL);
    cr_expect_eq(files, 0);
    remove(path);
    rmdir(dir);
    free(d);
    endgame_destroy(e);
    game_destroy(g);
}
