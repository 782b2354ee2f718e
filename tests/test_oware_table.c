/*
 * test_oware_table.c - Oware endgame tables against independent methods:
 * every position of up to 7 seeds against a threshold solver written here
 * on its own sowing rules, every sampled position against the game's own
 * rules (each value is what its best move brings), the exact search with a
 * table against the table's winner, a table built in one-position steps against one
 * built at once, and saving and loading, damaged files included.
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
#include "search.h"

#define REF_MAX 7

/* ---- the reference: its own rules and a different algorithm ---- */

/* A board seen from the mover: pits 0-5 its own, 6-11 the opponent's. */
typedef struct {
    uint8_t pit[12];
} RefBoard;

typedef struct {
    RefBoard *b;
    uint64_t *key; /* sorted, with b in the same order */
    int8_t *value;
    size_t n;
} RefLevel;

static uint64_t ref_key(const RefBoard *b)
{
    uint64_t k = 0;
    for (int i = 0; i < 12; i++)
        k = k << 4 | b->pit[i];
    return k;
}

static int ref_cmp(const void *x, const void *y)
{
    uint64_t a = ref_key(x), b = ref_key(y);
    return a < b ? -1 : a > b;
}

static void ref_enum(RefLevel *lv, RefBoard *cur, int pit, int left)
{
    if (pit == 11) {
        cur->pit[11] = (uint8_t)left;
        lv->b[lv->n++] = *cur;
        return;
    }
    for (int c = 0; c <= left; c++) {
        cur->pit[pit] = (uint8_t)c;
        ref_enum(lv, cur, pit + 1, left - c);
    }
}

static size_t ref_find(const RefLevel *lv, const RefBoard *b)
{
    uint64_t k = ref_key(b);
    size_t lo = 0, hi = lv->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (lv->key[mid] < k)
            lo = mid + 1;
        else
            hi = mid;
    }
    cr_assert(lo < lv->n && lv->key[lo] == k);
    return lo;
}

/* Sows the mover's pit m: the child seen from the next mover, and the
 * seeds captured.  Written from the rules, apart from oware_table.c. */
static int ref_sow(const RefBoard *b, int m, RefBoard *child)
{
    int board[12];
    for (int i = 0; i < 12; i++)
        board[i] = b->pit[i];
    int hand = board[m], at = m;
    board[m] = 0;
    while (hand > 0) {
        at = (at + 1) % 12;
        if (at != m) {
            board[at]++;
            hand--;
        }
    }
    int theirs = 0, run = 0;
    for (int i = 6; i < 12; i++)
        theirs += board[i];
    for (int i = at; i >= 6 && (board[i] == 2 || board[i] == 3); i--)
        run += board[i];
    int gain = 0;
    if (run > 0 && run < theirs) {
        for (int i = at; i >= 6 && (board[i] == 2 || board[i] == 3); i--)
            board[i] = 0;
        gain = run;
    }
    for (int i = 0; i < 12; i++)
        child->pit[i] = (uint8_t)board[(i + 6) % 12];
    return gain;
}

/* The mover's legal pits; -1 and the final value when the game is over. */
static int ref_moves(const RefBoard *b, int six, int moves[6], int *final)
{
    int own = 0, opp = 0, n = 0;
    for (int i = 0; i < 6; i++)
        own += b->pit[i], opp += b->pit[i + 6];
    if (own + opp == 0 || own == 0 || (six && own + opp <= 6)) {
        *final = own + opp == 0 ? 0 : own == 0 ? -opp : own - opp;
        return -1;
    }
    for (int m = 0; m < 6; m++) {
        if (!b->pit[m])
            continue;
        RefBoard c;
        ref_sow(b, m, &c);
        int fed = 0;
        for (int i = 0; i < 6; i++)
            fed += c.pit[i]; /* the child's own row: the opponent's now */
        if (opp > 0 || fed > 0)
            moves[n++] = m;
    }
    if (n == 0) {
        *final = own + opp; /* no move feeds: the mover takes all */
        return -1;
    }
    return n;
}

/* The level's values by thresholds: win[t] holds the positions whose
 * mover can force a result of at least t in a finite number of moves,
 * lose[t] those forced to at most -t; both grow until nothing changes.
 * A value is the largest such t, and 0 where neither side can force
 * anything (the game may go on forever, its seeds counting for nobody). */
static void ref_solve_level(RefLevel *levels, int k, int six)
{
    RefLevel *lv = &levels[k];
    uint8_t *win = calloc(lv->n, 1), *lose = calloc(lv->n, 1);
    for (size_t i = 0; i < lv->n; i++)
        lv->value[i] = 0;
    for (int t = 1; t <= k; t++) {
        memset(win, 0, lv->n);
        memset(lose, 0, lv->n);
        for (int changed = 1; changed;) {
            changed = 0;
            for (size_t i = 0; i < lv->n; i++) {
                int moves[6], final, n = ref_moves(&lv->b[i], six, moves, &final);
                int w = 0, l = 1;
                if (n < 0) {
                    w = final >= t;
                    l = final <= -t;
                }
                for (int j = 0; j < n; j++) {
                    RefBoard c;
                    int gain = ref_sow(&lv->b[i], moves[j], &c);
                    int cw, cl;
                    if (gain) {
                        int cv = levels[k - gain].value[ref_find(&levels[k - gain], &c)];
                        cw = gain - cv >= t;
                        cl = gain - cv <= -t;
                    } else {
                        size_t ci = ref_find(lv, &c);
                        cw = lose[ci];
                        cl = win[ci];
                    }
                    w |= cw;
                    l &= cl;
                }
                if (w > win[i] || l > lose[i]) {
                    win[i] |= (uint8_t)w;
                    lose[i] |= (uint8_t)l;
                    changed = 1;
                }
            }
        }
        for (size_t i = 0; i < lv->n; i++) {
            if (win[i])
                lv->value[i] = (int8_t)t;
            else if (lose[i])
                lv->value[i] = (int8_t)-t;
        }
    }
    free(win);
    free(lose);
}

static void ref_build(RefLevel *levels, int six)
{
    for (int k = 0; k <= REF_MAX; k++) {
        RefLevel *lv = &levels[k];
        size_t cap = 1;
        for (int i = 1; i <= 11; i++)
            cap = cap * (size_t)(k + i) / (size_t)i;
        lv->b = calloc(cap, sizeof *lv->b);
        lv->key = calloc(cap, sizeof *lv->key);
        lv->value = calloc(cap, 1);
        lv->n = 0;
        RefBoard cur;
        memset(&cur, 0, sizeof cur);
        ref_enum(lv, &cur, 0, k);
        cr_assert_eq(lv->n, cap);
        qsort(lv->b, lv->n, sizeof *lv->b, ref_cmp);
        for (size_t i = 0; i < lv->n; i++)
            lv->key[i] = ref_key(&lv->b[i]);
        ref_solve_level(levels, k, six);
    }
}

static void ref_free(RefLevel *levels)
{
    for (int k = 0; k <= REF_MAX; k++) {
        free(levels[k].b);
        free(levels[k].key);
        free(levels[k].value);
    }
}

static OwareTable *ot_built(int six, int seeds, uint64_t step)
{
    OwareTable *t = oware_table_create(six, seeds);
    cr_assert_not_null(t);
    while (!oware_table_build(t, step))
        ;
    cr_expect_eq(oware_table_progress(t), 1.0);
    return t;
}

Test(oware_table, every_small_position_equals_the_threshold_solver)
{
    for (int six = 0; six < 2; six++) {
        RefLevel levels[REF_MAX + 1];
        ref_build(levels, six);
        OwareTable *t = ot_built(six, REF_MAX, (uint64_t)1 << 30);
        int nonzero = 0;
        for (int k = 0; k <= REF_MAX; k++) {
            for (size_t i = 0; i < levels[k].n; i++) {
                const int8_t *at = oware_table_locate(t, levels[k].b[i].pit);
                cr_assert_not_null(at);
                int v = *at;
                cr_assert_eq(v, levels[k].value[i], "finish six %d, board %012llx: table %d, reference %d", six,
                             (unsigned long long)levels[k].key[i], v, levels[k].value[i]);
                nonzero += v != 0;
            }
        }
        cr_expect_gt(nonzero, 10000, "only %d positions are decided", nonzero);
        oware_table_destroy(t);
        ref_free(levels);
    }
}

/* ---- against the game's own rules ---- */

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
    cr_assert_eq(g->rules->parse_pos(g, text, p, err, sizeof err), 0, "%s: %s", text, err);
}

static Endgame *ot_endgame(const Game *g, int seeds)
{
    char err[160];
    Endgame *e = endgame_create(g, seeds, err, sizeof err);
    cr_assert_not_null(e, "%s", err);
    while (!endgame_build(e, (uint64_t)1 << 30))
        ;
    return e;
}

/* Each position's value is the best of its moves' values as oware.c plays
 * them (its sowing, captures, grand slam, feeding and sweeps), or its
 * final score when the rules end the game. */
Test(oware_table, each_value_is_its_best_move_by_the_game_rules)
{
    static const char *const six_opts[] = {"finish=six", NULL};
    const char *const *opts[] = {NULL, six_opts};
    for (int gi = 0; gi < 2; gi++) {
        Game *g = eu_game("oware", opts[gi]);
        Endgame *e = ot_endgame(g, 10);
        Pos *p = pos_new(g), *c = pos_new(g);
        uint64_t rng = 0x0A3E + (uint64_t)gi;
        int ended = 0;
        for (int k = 0; k < 4000; k++) {
            ot_random_pos(g, p, 1 + (int)(game_rng_next(&rng) % 10), &rng);
            char text[GAME_TEXT_MAX];
            eu_text(g, p, text, sizeof text);
            int v, cv;
            cr_assert(endgame_probe(e, p, &v), "%s", text);
            Move moves[GAME_MAX_MOVES];
            int n = g->rules->legal(g, p, moves);
            if (n == 0) {
                GameStatus st;
                g->rules->status(g, p, NULL, 0, &st);
                cr_assert(st.over, "%s", text);
                cr_assert_eq(v, g->rules->final_value(g, p, &st), "%s", text);
                ended++;
                continue;
            }
            int best = -VALUE_INF;
            for (int i = 0; i < n; i++) {
                memcpy(c, p, g->rules->pos_size);
                g->rules->play(g, c, moves[i], NULL);
                cr_assert(endgame_probe(e, c, &cv));
                if (-cv > best)
                    best = -cv;
            }
            cr_assert_eq(v, best, "%s: table %d, best move %d", text, v, best);
        }
        cr_expect_gt(ended, 20);
        pos_free(p);
        pos_free(c);
        endgame_destroy(e);
        game_destroy(g);
    }
}

static int ot_sign(int v) { return (v > 0) - (v < 0); }

/* The exact search with a table, at the root, names the table's winner.
 * Its margin may differ: a move that reaches 25 ends the game there, the
 * seeds left counting for nobody, where the table plays them out. */
Test(oware_table, exact_search_names_the_tables_winner)
{
    Game *g = eu_game("oware", NULL);
    Endgame *e = ot_endgame(g, 9);
    Search *s = search_create(g, 8u << 20);
    search_set_endgame(s, e);
    Pos *p = pos_new(g);
    uint64_t rng = 77;
    int same_margin = 0, tried = 0;
    for (int k = 0; k < 300; k++) {
        ot_random_pos(g, p, 2 + (int)(game_rng_next(&rng) % 8), &rng);
        Move moves[GAME_MAX_MOVES];
        if (g->rules->legal(g, p, moves) == 0)
            continue;
        SearchLimits lim = {0};
        lim.exact = 1;
        search_clear(s);
        search_begin(s, p, NULL, 0, &lim);
        while (search_step(s, 1u << 20) == SEARCH_RUNNING)
            ;
        int v;
        char text[GAME_TEXT_MAX];
        eu_text(g, p, text, sizeof text);
        cr_assert(endgame_probe(e, p, &v));
        cr_assert(search_result(s)->exact);
        cr_assert_eq(ot_sign(search_result(s)->value), ot_sign(v), "%s: search %d, table %d", text,
                     search_result(s)->value, v);
        same_margin += search_result(s)->value == v;
        tried++;
    }
    cr_expect_gt(same_margin, tried / 4, "only %d of %d margins agree", same_margin, tried);
    cr_expect_lt(same_margin, tried, "the 25 rule never showed");
    pos_free(p);
    search_destroy(s);
    endgame_destroy(e);
    game_destroy(g);
}

Test(oware_table, built_in_steps_equals_built_at_once)
{
    OwareTable *once = ot_built(0, 6, (uint64_t)1 << 30), *steps = ot_built(0, 6, 1);
    cr_assert_eq(oware_table_bytes(once), oware_table_bytes(steps));
    cr_expect_eq(memcmp(oware_table_data(once), oware_table_data(steps), oware_table_bytes(once)), 0);
    oware_table_destroy(once);
    oware_table_destroy(steps);
}

/* ---- on disk ---- */

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
        int a, b;
        cr_assert(endgame_probe(e, p, &a) && endgame_probe(back, p, &b));
        cr_assert_eq(a, b);
    }
    endgame_destroy(back);

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
        int v;
        cr_expect(!endgame_probe(x, p, &v), "a refused file left a table");
        endgame_destroy(x);
    }
    /* The same file under other options or another size. */
    Endgame *other = endgame_create(six, 8, err, sizeof err), *small = endgame_create(g, 7, err, sizeof err);
    cr_expect_neq(endgame_load(other, six, path, err, sizeof err), 0);
    cr_expect_neq(endgame_load(small, g, path, err, sizeof err), 0);
    cr_expect_neq(endgame_load(small, g, "/nonexistent/t.tbl", err, sizeof err), 0);
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

/* The cache: a folder under XDG_CACHE_HOME, a file named by the game, its
 * options and its seeds, absent before it is saved. */
Test(oware_table, the_cache_folder_holds_the_table)
{
    char dir[] = "/tmp/tabula-cache-XXXXXX", sub[4096], path[4096], err[256];
    cr_assert_not_null(mkdtemp(dir));
    setenv("XDG_CACHE_HOME", dir, 1);
    Game *g = eu_game("oware", NULL);
    cr_assert_eq(endgame_cache_seeds(g), 16);
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
    /* Kalah keeps the largest table within about 240 MB for a board of 40
     * seeds or more, none for the smaller ones that solve without. */
    Game *kalah = eu_game("kalah", NULL);
    cr_expect_eq(endgame_cache_seeds(kalah), 20);
    cr_assert_eq(endgame_cache_file(kalah, 20, sub, path, sizeof path), 0);
    cr_expect(strstr(path, "/tabula/kalah-pits-6-seeds-4-empty_capture-off-20.tbl") != NULL, "%s", path);
    game_destroy(kalah);
    const char *const small[] = {"pits=6", "seeds=3", NULL};
    kalah = eu_game("kalah", small);
    cr_expect_eq(endgame_cache_seeds(kalah), 0);
    game_destroy(kalah);
    game_destroy(g);
    rmdir(sub);
    rmdir(dir);
}
