/*
 * kalah.c - the rules of Kalah (docs/rules.md, "Kalah") behind GameRules.
 *
 * Pits are numbered 0..2P-1 as in the notation (player 1's A.. then player
 * 2's), the store of side s is location 2P+s.  A move is the pit number.
 * Sowing walks the mover's cycle of 2P+1 locations: own pits, own store,
 * the opponent's pits (the opponent's store is skipped, the origin pit is
 * not).
 *
 * The hash covers the pits as the side to move sees them, not the stores:
 * what is still to play depends only on the pits, and base_value (own store
 * minus the opponent's) carries the rest, so the search shares table
 * entries between positions that differ only in their stores.  It is also
 * blind to which chair moves: a position and its mirror image (the rows
 * swapped, the other side to move) are the same game for the mover and
 * share a hash and, through kalah_mirror_move, their table entries.  Pit
 * i+P's keys are pit i's turned by 32 bits, so the mirror's hash is the
 * hash turned by 32 bits: the side-1 view is kept that way and a turn
 * that passes only turns the hash.
 */
#include "games.h"
#include "kalah_internal.h"
#include "kalah_table.h"
#include "pos_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KALAH_MAX_SEEDS (2 * MANCALA_MAX_PITS * 10)

typedef struct {
    /* [side][pit][seeds]: the key of a pit for the position seen from side
     * (side 1's are side 0's of the mirror pit). */
    uint64_t z[2][2 * MANCALA_MAX_PITS][KALAH_MAX_SEEDS + 1];
} KalahData;

static const char *const kalah_on_off[] = {"off", "on"};

static const OptionDesc kalah_options[] = {
    {"pits", 1, MANCALA_MAX_PITS, 6, NULL, "pits per player", 0},
    {"seeds", 1, 10, 4, NULL, "seeds in each pit at the start", 0},
    {"empty_capture", 0, 1, 0, kalah_on_off, "capture the last seed even when the opposite pit is empty", 0},
};

static inline KalahPos *kalah_pos(Pos *p) { return (KalahPos *)(void *)p; }
static inline const KalahData *kalah_data(const Game *g) { return (const KalahData *)g->data; }

static inline uint64_t kalah_turn(uint64_t h) { return h << 32 | h >> 32; }

static void *kalah_data_create(const GameOptions *o)
{
    KalahData *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    int n = o->v[OPT_PITS];
    uint64_t seed = 0x4b616c6168ULL; /* fixed: hashes are reproducible */
    for (int i = 0; i < n; i++)
        for (int c = 0; c <= KALAH_MAX_SEEDS; c++) {
            uint64_t k = c ? game_rng_next(&seed) : 0;
            d->z[0][i][c] = k;
            d->z[0][i + n][c] = kalah_turn(k);
        }
    for (int i = 0; i < 2 * n; i++)
        for (int c = 0; c <= KALAH_MAX_SEEDS; c++)
            d->z[1][i][c] = kalah_turn(d->z[0][i][c]);
    return d;
}

static void kalah_data_destroy(void *data) { free(data); }

static uint64_t kalah_hash_full(const Game *g, const Pos *pp)
{
    const KalahPos *p = kalah_cpos(pp);
    const KalahData *d = kalah_data(g);
    uint64_t h = 0;
    for (int i = 0; i < 2 * kalah_npits(g); i++)
        h ^= d->z[p->h.side][i][p->pit[i]];
    return h;
}

static int kalah_row_sum(const KalahPos *p, int n, int side)
{
    int s = 0;
    for (int i = side * n; i < side * n + n; i++)
        s += p->pit[i];
    return s;
}

static void kalah_count_rows(KalahPos *p, int n)
{
    p->row[0] = (uint8_t)kalah_row_sum(p, n, 0);
    p->row[1] = (uint8_t)kalah_row_sum(p, n, 1);
}

static void kalah_start(const Game *g, Pos *pp)
{
    KalahPos *p = kalah_pos(pp);
    memset(p, 0, sizeof *p);
    for (int i = 0; i < 2 * kalah_npits(g); i++)
        p->pit[i] = (uint8_t)g->opts.v[OPT_SEEDS];
    kalah_count_rows(p, kalah_npits(g));
    p->h.hash = kalah_hash_full(g, pp);
}

/* The side whose pits are empty, which ends the game, or -1. */
static inline int kalah_empty_row(const KalahPos *p) { return p->row[0] == 0 ? 0 : p->row[1] == 0 ? 1 : -1; }
static inline int kalah_over(const KalahPos *p) { return kalah_empty_row(p) >= 0; }

static int kalah_legal(const Game *g, const Pos *pp, Move *moves)
{
    const KalahPos *p = kalah_cpos(pp);
    int n = kalah_npits(g), k = 0;
    if (kalah_over(p))
        return 0;
    for (int i = p->h.side * n; i < p->h.side * n + n; i++)
        if (p->pit[i])
            moves[k++] = (Move)i;
    return k;
}

/* Sets a pit's count, keeping the hash in step. */
static inline void kalah_set(const KalahData *d, KalahPos *p, int i, int v)
{
    p->h.hash ^= d->z[p->h.side][i][p->pit[i]] ^ d->z[p->h.side][i][v];
    p->pit[i] = (uint8_t)v;
}

/* Sows one seed into pit i (in side's hash view), as a hop from m. */
static inline void kalah_drop(const KalahData *d, KalahPos *p, int i, int m, EventList *ev)
{
    int c = p->pit[i];
    p->h.hash ^= d->z[p->h.side][i][c] ^ d->z[p->h.side][i][c + 1];
    p->pit[i] = (uint8_t)(c + 1);
    game_event(ev, EV_HOP, p->h.side, 0, m, i, 1);
}

static void kalah_play(const Game *g, Pos *pp, Move m, EventList *ev)
{
    KalahPos *p = kalah_pos(pp);
    const KalahData *d = kalah_data(g);
    int n = kalah_npits(g), side = p->h.side, store = 2 * n + side;
    int own = side * n, opp = (1 - side) * n;
    int seeds = p->pit[m];
    game_event(ev, EV_PICKUP, side, 0, m, m, seeds);
    kalah_set(d, p, m, 0);
    p->row[side] = (uint8_t)(p->row[side] - seeds);
    /* The cycle in runs: the rest of the own row, the store, the
     * opponent's row, then the whole own row (origin included) again. */
    int left = seeds, loc = m, from = m + 1;
    for (;;) {
        int k = own + n - from < left ? own + n - from : left;
        for (int i = from; i < from + k; i++)
            kalah_drop(d, p, i, m, ev);
        p->row[side] = (uint8_t)(p->row[side] + k);
        if (k)
            loc = from + k - 1;
        if (!(left -= k))
            break;
        p->store[side]++;
        loc = store;
        game_event(ev, EV_HOP, side, 0, m, store, 1);
        if (!--left)
            break;
        k = n < left ? n : left;
        for (int i = opp; i < opp + k; i++)
            kalah_drop(d, p, i, m, ev);
        p->row[1 - side] = (uint8_t)(p->row[1 - side] + k);
        loc = opp + k - 1;
        if (!(left -= k))
            break;
        from = own;
    }
    int again = loc == store;
    if (!again && loc >= own && loc < own + n && p->pit[loc] == 1) {
        int facing = 2 * n - 1 - loc, taken = p->pit[facing];
        if (taken || g->opts.v[OPT_EMPTY_CAPTURE]) {
            if (taken)
                game_event(ev, EV_CAPTURE, side, 0, facing, store, taken);
            game_event(ev, EV_CAPTURE, side, 0, loc, store, 1);
            p->store[side] = (uint8_t)(p->store[side] + taken + 1);
            p->row[side]--;
            p->row[1 - side] = (uint8_t)(p->row[1 - side] - taken);
            kalah_set(d, p, facing, 0);
            kalah_set(d, p, loc, 0);
        }
    }
    p->h.quiet = 0;
    if (kalah_over(p)) {
        for (int i = 0; i < 2 * n; i++) {
            if (!p->pit[i])
                continue;
            int owner = i >= n;
            game_event(ev, EV_SWEEP, owner, 0, i, 2 * n + owner, p->pit[i]);
            p->store[owner] = (uint8_t)(p->store[owner] + p->pit[i]);
            kalah_set(d, p, i, 0);
        }
        p->row[0] = p->row[1] = 0;
    } else if (again) {
        game_event(ev, EV_EXTRA_TURN, side, 0, store, store, 0);
        return;
    }
    /* The turn passes, also when the game ended: the side to move of a
     * finished game is then simply the one after the last mover. */
    p->h.side = (uint8_t)!side;
    p->h.hash = kalah_turn(p->h.hash);
}

static void kalah_status(const Game *g, const Pos *pp, const uint64_t *hist, int nhist, GameStatus *st)
{
    (void)hist;
    (void)nhist;
    const KalahPos *p = kalah_cpos(pp);
    (void)g;
    memset(st, 0, sizeof *st);
    if (!kalah_over(p))
        return;
    /* A finished game's seeds are all in the stores after play's sweep; a
     * parsed position may still hold some, and they count for their owner. */
    for (int s = 0; s < 2; s++)
        st->score[s] = p->store[s] + p->row[s];
    st->over = 1;
    st->reason = END_RULE;
    st->winner = st->score[0] == st->score[1] ? -1 : st->score[1] > st->score[0];
}

static int kalah_final_value(const Game *g, const Pos *p, const GameStatus *st)
{
    (void)g;
    int s = pos_side(p);
    return st->score[s] - st->score[!s];
}

static void kalah_value_bounds(const Game *g, const Pos *pp, int *lo, int *hi)
{
    const KalahPos *p = kalah_cpos(pp);
    int board = p->row[0] + p->row[1];
    int base = kalah_base_value(g, pp);
    *lo = base - board;
    *hi = base + board;
}

/* The same pit of the other row: positions that are each other's mirror
 * share a hash, and the search keeps their moves in one side's terms. */
static Move kalah_mirror_move(const Game *g, Move m)
{
    int n = kalah_npits(g);
    return (Move)(m < n ? m + n : m - n);
}

static int kalah_solvable(const Game *g)
{
    int n = kalah_npits(g), k = g->opts.v[OPT_SEEDS];
    return n <= 6 && (k <= 3 || (n == 6 && k == 4));
}

static void kalah_to_board(const Game *g, const KalahPos *p, MancalaBoard *b)
{
    b->npits = kalah_npits(g);
    for (int i = 0; i < 2 * b->npits; i++)
        b->pit[i] = p->pit[i];
    b->store[0] = p->store[0];
    b->store[1] = p->store[1];
    b->side = p->h.side;
}

static int kalah_read_pos(const Game *g, const char *text, Pos *pp, PosCheck *why)
{
    MancalaBoard b;
    int n = kalah_npits(g);
    if (mancala_parse(text, n, 2 * n * g->opts.v[OPT_SEEDS], &b, why) != 0)
        return -1;
    KalahPos *p = kalah_pos(pp);
    memset(p, 0, sizeof *p);
    for (int i = 0; i < 2 * n; i++)
        p->pit[i] = (uint8_t)b.pit[i];
    p->store[0] = (uint8_t)b.store[0];
    p->store[1] = (uint8_t)b.store[1];
    p->h.side = (uint8_t)b.side;
    kalah_count_rows(p, n);
    p->h.hash = kalah_hash_full(g, pp);
    return 0;
}

/* A row without seeds has ended the game: play sweeps the other row at
 * once, so the rules reach such a position only finished. */
static int kalah_playable(const Game *g, const Pos *pp, PosCheck *why)
{
    (void)g;
    int side = kalah_empty_row(kalah_cpos(pp));
    return side < 0 ? 0 : pos_refuse(why, POS_OVER_EMPTY_ROW, side, 0, -1, -1);
}

static void kalah_layout(const Game *g, PosLayout *out) { mancala_pos_layout(kalah_npits(g), out); }

static void kalah_sketch_read(const Game *g, const Pos *pp, PosSketch *sk)
{
    MancalaBoard b;
    kalah_to_board(g, kalah_cpos(pp), &b);
    mancala_sketch_read(&b, sk);
}

static void kalah_format_pos(const Game *g, const Pos *pp, char *buf, size_t len)
{
    MancalaBoard b;
    kalah_to_board(g, kalah_cpos(pp), &b);
    mancala_format(&b, buf, len);
}

static int kalah_parse_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    (void)p;
    return mancala_parse_move(text, kalah_npits(g), m);
}

static void kalah_format_move(const Game *g, const Pos *p, Move m, char *buf, size_t len)
{
    (void)g;
    (void)p;
    mancala_format_move(m, buf, len);
}

static void kalah_board_text(const Game *g, const Pos *pp, char *buf, size_t len)
{
    MancalaBoard b;
    kalah_to_board(g, kalah_cpos(pp), &b);
    mancala_board_text(&b, "stores", buf, len);
}

static void *kalah_endgame_create(const Game *g, int max_seeds)
{
    return kalah_table_create(kalah_npits(g), g->opts.v[OPT_EMPTY_CAPTURE], max_seeds);
}

static void *kalah_endgame_reading(const Game *g, int max_seeds, const int8_t *data, size_t len, char *err,
                                   size_t errlen)
{
    (void)len; /* the file's header said bytes_for's size */
    void *t = kalah_table_reading(kalah_npits(g), g->opts.v[OPT_EMPTY_CAPTURE], max_seeds, data);
    if (!t)
        snprintf(err, errlen, "out of memory for a table of %d seeds", max_seeds);
    return t;
}

static void kalah_endgame_destroy(void *t) { kalah_table_destroy(t); }
static int kalah_endgame_build(void *t, uint64_t work) { return kalah_table_build(t, work); }
static double kalah_endgame_progress(const void *t) { return kalah_table_progress(t); }
static size_t kalah_endgame_bytes(const void *t) { return kalah_table_bytes(t); }
static int8_t *kalah_endgame_data(void *t) { return kalah_table_data(t); }
static void kalah_endgame_set_complete(void *t) { kalah_table_set_complete(t); }

static const int8_t *kalah_endgame_locate(const void *t, const Pos *pp, int8_t buf[2])
{
    (void)buf; /* the values are kept plain */
    const KalahPos *p = kalah_cpos(pp);
    const KalahTable *kt = t;
    int n = kalah_table_npits(kt), side = p->h.side;
    if (p->row[0] + p->row[1] > kalah_table_max_seeds(kt))
        return NULL; /* most positions of the search: no need to rank them */
    uint8_t a[2 * MANCALA_MAX_PITS];
    memcpy(a, p->pit + side * n, (size_t)n); /* the mover's row first */
    memcpy(a + n, p->pit + (1 - side) * n, (size_t)n);
    return kalah_table_locate(kt, a);
}

/* Kalah's tables are exact: both bounds are the value. */
static void kalah_endgame_bounds_at(const Pos *pp, const int8_t *where, int *lo, int *hi)
{
    const KalahPos *p = kalah_cpos(pp);
    *lo = *hi = p->store[p->h.side] - p->store[!p->h.side] + *where;
}

static size_t kalah_endgame_bytes_for(const Game *g, int max_seeds)
{
    return kalah_table_entries(kalah_npits(g), max_seeds);
}

/* A board of 40 seeds or more keeps the largest table within
 * KALAH_CACHE_BYTES (six pits: 16 seeds, 30 MB, built in about 5 s): it
 * takes the exact search past the opening book within a fraction of a
 * second (docs/measurements.md: 20 seeds, 226 MB, answered the perfect
 * level's longest move in 50 ms rather than 230, at seven times the
 * memory).  Smaller boards are solved at once without one. */
#define KALAH_CACHE_FROM 40
#define KALAH_CACHE_BYTES ((size_t)32 << 20)

static int kalah_endgame_cache_seeds(const Game *g)
{
    if (2 * kalah_npits(g) * g->opts.v[OPT_SEEDS] < KALAH_CACHE_FROM)
        return 0;
    int k = 0;
    while (k < ENDGAME_MAX_SEEDS && kalah_table_entries(kalah_npits(g), k + 1) <= KALAH_CACHE_BYTES)
        k++;
    return k;
}

/* The values depend on the pits and the capture rule, not on the seeds a
 * pit starts with. */
static void kalah_endgame_table_options(const Game *g, char *buf, size_t len)
{
    snprintf(buf, len, "pits=%d empty_capture=%s", kalah_npits(g), g->opts.v[OPT_EMPTY_CAPTURE] ? "on" : "off");
}

static const EndgameOps kalah_endgame = {
    1,
    kalah_endgame_bytes_for, kalah_endgame_create, kalah_endgame_reading, kalah_endgame_destroy, kalah_endgame_build,
    kalah_endgame_progress, kalah_endgame_bytes, kalah_endgame_locate, kalah_endgame_bounds_at,
    kalah_endgame_data,
    kalah_endgame_set_complete, kalah_endgame_cache_seeds, kalah_endgame_table_options, NULL, NULL, NULL,
};

const GameRules kalah_rules = {
    .name = "kalah",
    .title = "Kalah",
    GAME_OPTIONS(kalah_options),
    .value_kind = VALUE_KIND_SEEDS,
    .pos_size = sizeof(KalahPos),
    .side_names = {"1", "2"},
    .start = kalah_start,
    .read_pos = kalah_read_pos,
    .format_pos = kalah_format_pos,
    .parse_move = kalah_parse_move,
    .format_move = kalah_format_move,
    .board_text = kalah_board_text,
    .legal = kalah_legal,
    .play = kalah_play,
    .status = kalah_status,
    .hash_full = kalah_hash_full,
    .final_value = kalah_final_value,
    .value_bounds = kalah_value_bounds,

    .evaluate = kalah_evaluate,
    .move_priority = kalah_move_priority,
    .level_profile = kalah_level_profile,
    .eval_features = kalah_eval_features,
    .eval_feature_names = kalah_eval_feature_names,
    .eval_unit = KALAH_UNIT,

    .data_create = kalah_data_create,
    .data_destroy = kalah_data_destroy,
    .base_value = kalah_base_value,
    .mirror_move = kalah_mirror_move,
    .solvable = kalah_solvable,
    .endgame = &kalah_endgame,
    .playable = kalah_playable,
    .pos_layout = kalah_layout,
    .sketch_read = kalah_sketch_read,
    .sketch_text = mancala_sketch_text,

    .tt_min_depth = 6, /* go depth=26 from the start: 3.15 s with the table everywhere, 2.13 s */
};
