/*
 * oware.c - Oware under the Abapa rules (docs/rules.md, "Oware").
 *
 * Pits 0..11 as in the notation (A..F player 1, G..L player 2); the
 * captured seeds of side s are "store" location 12+s.  A move is the pit.
 *
 * The ends, and who takes the seeds left on the board:
 *  - a side reaches 25: over at once; seeds left on the board count for
 *    nobody (they are never sown again);
 *  - the side to move cannot feed an opponent who has no seeds: it takes
 *    every seed left (play applies this as sweeps);
 *  - finish=six and 6 seeds or fewer on the board: each side takes its own
 *    (play applies it);
 *  - the same pits and side to move for the third time: each side takes
 *    its own (status sees it from the history, conclude applies it);
 *  - a parsed position whose side to move has no seeds at all cannot arise
 *    in play; we call it over with the opponent taking the rest.
 * status reports the final counts of every end without changing the
 * position, so the search needs no special case.
 *
 * The hash covers the pits, the captured counts and the side to move.
 */
#include "endgame.h"
#include "games.h"
#include "mancala.h"
#include "oware_internal.h"
#include "oware_table.h"
#include "pos_edit.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_FINISH };
enum { FINISH_ABAPA, FINISH_SIX };

typedef struct {
    uint64_t z_pit[2 * OWARE_PITS][OWARE_SEEDS + 1];
    uint64_t z_store[2][OWARE_SEEDS + 1];
    uint64_t z_side;
} OwareData;

static const char *const oware_finish_names[] = {"abapa", "six"};

static const OptionDesc oware_options[] = {
    {"finish", 0, 1, 0, oware_finish_names, "abapa: play to 25; six: also end when 6 seeds or fewer remain", 0},
};

static inline OwarePos *oware_pos(Pos *p) { return (OwarePos *)(void *)p; }
static inline const OwareData *oware_data(const Game *g) { return (const OwareData *)g->data; }

static void *oware_data_create(const GameOptions *o)
{
    (void)o;
    OwareData *d = malloc(sizeof *d);
    if (!d)
        return NULL;
    uint64_t seed = 0x4f77617265ULL; /* fixed: hashes are reproducible */
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        for (int c = 0; c <= OWARE_SEEDS; c++)
            d->z_pit[i][c] = c ? game_rng_next(&seed) : 0;
    for (int s = 0; s < 2; s++)
        for (int c = 0; c <= OWARE_SEEDS; c++)
            d->z_store[s][c] = c ? game_rng_next(&seed) : 0;
    d->z_side = game_rng_next(&seed);
    return d;
}

static void oware_data_destroy(void *data) { free(data); }

static uint64_t oware_hash_full(const Game *g, const Pos *pp)
{
    const OwarePos *p = oware_cpos(pp);
    const OwareData *d = oware_data(g);
    uint64_t h = (p->h.side ? d->z_side : 0) ^ d->z_store[0][p->store[0]] ^ d->z_store[1][p->store[1]];
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        h ^= d->z_pit[i][p->pit[i]];
    return h;
}

static inline void oware_set(const OwareData *d, OwarePos *p, int i, int v)
{
    p->h.hash ^= d->z_pit[i][p->pit[i]] ^ d->z_pit[i][v];
    p->pit[i] = (uint8_t)v;
}

static inline void oware_add_store(const OwareData *d, OwarePos *p, int s, int v)
{
    p->h.hash ^= d->z_store[s][p->store[s]] ^ d->z_store[s][p->store[s] + v];
    p->store[s] = (uint8_t)(p->store[s] + v);
}

static void oware_start(const Game *g, Pos *pp)
{
    OwarePos *p = oware_pos(pp);
    memset(p, 0, sizeof *p);
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        p->pit[i] = 4;
    p->h.hash = oware_hash_full(g, pp);
}

/* Whether sowing from pit m gives the opponent at least one seed. */
static inline int oware_feeds(const OwarePos *p, int m, int side)
{
    int to_end = side * OWARE_PITS + OWARE_PITS - m; /* seeds that stay on our side */
    return p->pit[m] >= to_end;
}

/* Moves of the side to move, ignoring whether the game is over. */
static int oware_moves(const OwarePos *p, Move *moves)
{
    int side = p->h.side, k = 0;
    int must_feed = oware_row_sum(p, !side) == 0;
    for (int i = side * OWARE_PITS; i < side * OWARE_PITS + OWARE_PITS; i++)
        if (p->pit[i] && (!must_feed || oware_feeds(p, i, side)))
            moves[k++] = (Move)i;
    return k;
}

/* Whether the game is over by the rules alone (no history): 1 with the
 * final counts and why (may be NULL: the search asks at every node), 0
 * when it goes on. */
static int oware_rule_end(const Game *g, const OwarePos *p, int score[2], PosCheck *why)
{
    int side = p->h.side;
    int own[2] = {oware_row_sum(p, 0), oware_row_sum(p, 1)};
    score[0] = p->store[0];
    score[1] = p->store[1];
    if (p->store[0] >= OWARE_WIN || p->store[1] >= OWARE_WIN) {
        int s = p->store[1] >= OWARE_WIN;
        pos_refuse(why, POS_OVER_CAPTURED, s, p->store[s], OWARE_WIN, -1);
        return 1;
    }
    if (own[side] == 0) { /* only from a parsed position; the other takes the rest */
        score[!side] += own[!side];
        pos_refuse(why, POS_OVER_EMPTY_ROW, side, 0, -1, -1);
        return 1;
    }
    if (g->opts.v[OPT_FINISH] == FINISH_SIX && own[0] + own[1] <= 6) {
        score[0] += own[0];
        score[1] += own[1];
        pos_refuse(why, POS_OVER_FEW_SEEDS, -1, own[0] + own[1], 6, -1);
        return 1;
    }
    if (own[!side] == 0) {
        Move moves[GAME_MAX_MOVES];
        if (oware_moves(p, moves) == 0) {
            score[side] += own[0] + own[1];
            pos_refuse(why, POS_OVER_NO_FEED, side, -1, -1, -1);
            return 1;
        }
    }
    return 0;
}

static int oware_legal(const Game *g, const Pos *pp, Move *moves)
{
    const OwarePos *p = oware_cpos(pp);
    int score[2];
    if (oware_rule_end(g, p, score, NULL))
        return 0;
    return oware_moves(p, moves);
}

/* Moves every seed on the board to a store (taker -1: each side its own;
 * 0 or 1: that side takes all), as sweep events. */
static void oware_sweep(const OwareData *d, OwarePos *p, int taker, EventList *ev)
{
    for (int i = 0; i < 2 * OWARE_PITS; i++) {
        if (!p->pit[i])
            continue;
        int s = taker >= 0 ? taker : i >= OWARE_PITS;
        game_event(ev, EV_SWEEP, s, 0, i, 2 * OWARE_PITS + s, p->pit[i]);
        oware_add_store(d, p, s, p->pit[i]);
        oware_set(d, p, i, 0);
    }
}

static void oware_play(const Game *g, Pos *pp, Move m, EventList *ev)
{
    OwarePos *p = oware_pos(pp);
    const OwareData *d = oware_data(g);
    int side = p->h.side, seeds = p->pit[m];
    game_event(ev, EV_PICKUP, side, 0, m, m, seeds);
    oware_set(d, p, m, 0);
    int loc = m;
    for (int k = 0; k < seeds; k++) {
        loc = loc == 11 ? 0 : loc + 1;
        if (loc == m)
            loc = loc == 11 ? 0 : loc + 1;
        oware_set(d, p, loc, p->pit[loc] + 1);
        game_event(ev, EV_HOP, side, 0, m, loc, 1);
    }
    /* Captures run backwards from the last pit while on the opponent's
     * side with 2 or 3 seeds; taking every seed there is a grand slam,
     * which is played but captures nothing. */
    int opp_lo = (!side) * OWARE_PITS, opp_hi = opp_lo + OWARE_PITS - 1;
    int first = loc, last = loc, taken = 0, captured = 0;
    while (last >= opp_lo && last <= opp_hi && (p->pit[last] == 2 || p->pit[last] == 3)) {
        taken += p->pit[last];
        last--;
    }
    if (taken) {
        if (taken == oware_row_sum(p, !side)) {
            game_event(ev, EV_GRAND_SLAM, side, 0, first, first, taken);
        } else {
            for (int i = first; i > last; i--) {
                game_event(ev, EV_CAPTURE, side, 0, i, 2 * OWARE_PITS + side, p->pit[i]);
                oware_add_store(d, p, side, p->pit[i]);
                oware_set(d, p, i, 0);
            }
            captured = 1;
        }
    }
    if (captured)
        p->h.quiet = 0;
    else if (p->h.quiet < UINT16_MAX)
        p->h.quiet++;
    p->h.side = (uint8_t)!side;
    p->h.hash ^= d->z_side;

    /* Ends play can see: the opponent cannot feed us, or finish=six. */
    if (p->store[0] >= OWARE_WIN || p->store[1] >= OWARE_WIN)
        return;
    int own[2] = {oware_row_sum(p, 0), oware_row_sum(p, 1)};
    int next = !side;
    Move moves[GAME_MAX_MOVES];
    if (g->opts.v[OPT_FINISH] == FINISH_SIX && own[0] + own[1] <= 6)
        oware_sweep(d, p, -1, ev);
    else if (own[side] == 0 && oware_moves(p, moves) == 0)
        oware_sweep(d, p, next, ev);
}

static void oware_status(const Game *g, const Pos *pp, const uint64_t *hist, int nhist, GameStatus *st)
{
    const OwarePos *p = oware_cpos(pp);
    memset(st, 0, sizeof *st);
    if (oware_rule_end(g, p, st->score, NULL)) {
        st->over = 1;
        st->reason = END_RULE;
    } else {
        /* Only positions since the last capture can repeat this one. */
        if (game_repetitions(hist, nhist, p->h.quiet, p->h.hash) < 2)
            return;
        st->over = 1;
        st->reason = END_REPETITION;
        st->score[0] += oware_row_sum(p, 0);
        st->score[1] += oware_row_sum(p, 1);
    }
    st->winner = st->score[0] == st->score[1] ? -1 : st->score[1] > st->score[0];
}

static void oware_conclude(const Game *g, Pos *pp, const GameStatus *st, EventList *ev)
{
    OwarePos *p = oware_pos(pp);
    const OwareData *d = oware_data(g);
    if (!st->over)
        return;
    /* Realise the counts status reported: each side its own seeds, or one
     * taker for all of them (nothing moves after a win by 25). */
    int own[2] = {oware_row_sum(p, 0), oware_row_sum(p, 1)};
    int take[2] = {st->score[0] - p->store[0], st->score[1] - p->store[1]};
    if (own[0] + own[1] == 0 || take[0] + take[1] == 0)
        return;
    if (take[0] == own[0] && take[1] == own[1])
        oware_sweep(d, p, -1, ev);
    else
        oware_sweep(d, p, take[1] > take[0], ev);
}

static int oware_final_value(const Game *g, const Pos *p, const GameStatus *st)
{
    (void)g;
    int s = pos_side(p);
    return st->score[s] - st->score[!s];
}

static void oware_value_bounds(const Game *g, const Pos *pp, int *lo, int *hi)
{
    const OwarePos *p = oware_cpos(pp);
    int board = oware_row_sum(p, 0) + oware_row_sum(p, 1);
    int base = oware_base_value(g, pp);
    *lo = base - board;
    *hi = base + board;
}

static void oware_to_board(const OwarePos *p, MancalaBoard *b)
{
    b->npits = OWARE_PITS;
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        b->pit[i] = p->pit[i];
    b->store[0] = p->store[0];
    b->store[1] = p->store[1];
    b->side = p->h.side;
}

static int oware_read_pos(const Game *g, const char *text, Pos *pp, PosCheck *why)
{
    MancalaBoard b;
    if (mancala_parse(text, OWARE_PITS, OWARE_SEEDS, &b, why) != 0)
        return -1;
    OwarePos *p = oware_pos(pp);
    memset(p, 0, sizeof *p);
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        p->pit[i] = (uint8_t)b.pit[i];
    p->store[0] = (uint8_t)b.store[0];
    p->store[1] = (uint8_t)b.store[1];
    p->h.side = (uint8_t)b.side;
    p->h.hash = oware_hash_full(g, pp);
    return 0;
}

/* The ends of the rules, and a count play cannot reach before the end:
 * each capture takes 2 or 3 seeds from every pit it empties, so nobody
 * has captured exactly one (only the sweeps of an end give single seeds). */
static int oware_playable(const Game *g, const Pos *pp, PosCheck *why)
{
    const OwarePos *p = oware_cpos(pp);
    int score[2];
    if (oware_rule_end(g, p, score, why))
        return -1;
    for (int s = 0; s < 2; s++)
        if (p->store[s] == 1)
            return pos_refuse(why, POS_ONE_CAPTURED, s, 1, -1, -1);
    return 0;
}

static void oware_layout(const Game *g, PosLayout *out)
{
    (void)g;
    mancala_pos_layout(OWARE_PITS, out);
}

static void oware_sketch_read(const Game *g, const Pos *pp, PosSketch *sk)
{
    (void)g;
    MancalaBoard b;
    oware_to_board(oware_cpos(pp), &b);
    mancala_sketch_read(&b, sk);
}

static void oware_format_pos(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    MancalaBoard b;
    oware_to_board(oware_cpos(pp), &b);
    mancala_format(&b, buf, len);
}

static int oware_parse_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    (void)g;
    (void)p;
    return mancala_parse_move(text, OWARE_PITS, m);
}

static void oware_format_move(const Game *g, const Pos *p, Move m, char *buf, size_t len)
{
    (void)g;
    (void)p;
    mancala_format_move(m, buf, len);
}

static void oware_board_text(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    MancalaBoard b;
    oware_to_board(oware_cpos(pp), &b);
    mancala_board_text(&b, "captured", buf, len);
}

/* The endgame tables: OWARE_CACHE_SEEDS seeds with every split of the
 * stores, kept in the user's cache (the sizes and build times are in
 * docs/measurements.md). */
#define OWARE_CACHE_SEEDS 14

static void *oware_endgame_create(const Game *g, int max_seeds)
{
    return oware_table_create(g->opts.v[OPT_FINISH] == FINISH_SIX, max_seeds);
}

/* A saved table is its compact form (oware_compact.h): a tenth of the
 * full one, answered by decoding each probe from the mapped file. */
static void *oware_endgame_reading(const Game *g, int max_seeds, const int8_t *data, size_t len, char *err,
                                   size_t errlen)
{
    return oware_table_reading_compact(g->opts.v[OPT_FINISH] == FINISH_SIX, max_seeds, (const uint8_t *)data, len,
                                       err, errlen);
}

static int oware_endgame_save_form(const void *t, const atomic_int *stop, uint8_t **out, size_t *len, char *err,
                                   size_t errlen)
{
    return oware_table_compact(t, stop, out, len, err, errlen);
}

static int oware_endgame_load_form(void *t, const uint8_t *d, size_t len, char *err, size_t errlen)
{
    return oware_table_load_compact(t, d, len, err, errlen);
}

static void oware_endgame_destroy(void *t) { oware_table_destroy(t); }
static int oware_endgame_build(void *t, uint64_t work) { return oware_table_build(t, work); }
static double oware_endgame_progress(const void *t) { return oware_table_progress(t); }
static size_t oware_endgame_bytes(const void *t) { return oware_table_bytes(t); }
static int8_t *oware_endgame_data(void *t) { return oware_table_data(t); }
static void oware_endgame_set_complete(void *t) { oware_table_set_complete(t); }
static size_t oware_endgame_bytes_for(const Game *g, int max_seeds)
{
    (void)g;
    return oware_table_bytes_for(max_seeds);
}

static const int8_t *oware_endgame_locate(const void *t, const Pos *pp, int8_t buf[2])
{
    const OwarePos *p = oware_cpos(pp);
    int side = p->h.side;
    uint8_t a[2 * OWARE_PITS];
    memcpy(a, p->pit + side * OWARE_PITS, OWARE_PITS); /* the mover's row first */
    memcpy(a + OWARE_PITS, p->pit + (1 - side) * OWARE_PITS, OWARE_PITS);
    return oware_table_bounds(t, a, p->store[side], p->store[!side], buf);
}

static int oware_endgame_board_seeds(const Pos *pp)
{
    const OwarePos *p = oware_cpos(pp);
    int n = 0;
    for (int i = 0; i < 2 * OWARE_PITS; i++)
        n += p->pit[i];
    return n;
}

/* The bounds of what the board still adds to the stores' difference. */
static void oware_endgame_bounds_at(const Pos *pp, const int8_t *where, int *lo, int *hi)
{
    const OwarePos *p = oware_cpos(pp);
    int base = p->store[p->h.side] - p->store[!p->h.side];
    *lo = base + where[0];
    *hi = base + where[1];
}

static int oware_endgame_cache_seeds(const Game *g)
{
    (void)g;
    return OWARE_CACHE_SEEDS;
}

/* Version 2: bounds with the stores, instead of a played-out value;
 * version 3: the same bounds in compact form (oware_compact.h). */
static const EndgameOps oware_endgame = {
    3,
    oware_endgame_bytes_for, oware_endgame_create, oware_endgame_reading, oware_endgame_destroy, oware_endgame_build,
    oware_endgame_progress, oware_endgame_bytes, oware_endgame_locate, oware_endgame_bounds_at,
    oware_endgame_data,
    oware_endgame_set_complete, oware_endgame_cache_seeds, NULL, oware_endgame_save_form, oware_endgame_load_form,
    oware_endgame_board_seeds,
};

const GameRules oware_rules = {
    .name = "oware",
    .title = "Oware",
    GAME_OPTIONS(oware_options),
    .value_kind = VALUE_KIND_SEEDS,
    .pos_size = sizeof(OwarePos),
    .side_names = {"1", "2"},
    .repeats = 1,
    .start = oware_start,
    .read_pos = oware_read_pos,
    .format_pos = oware_format_pos,
    .parse_move = oware_parse_move,
    .format_move = oware_format_move,
    .board_text = oware_board_text,
    .legal = oware_legal,
    .play = oware_play,
    .status = oware_status,
    .hash_full = oware_hash_full,
    .final_value = oware_final_value,
    .value_bounds = oware_value_bounds,

    .evaluate = oware_evaluate,
    .move_priority = oware_move_priority,
    .level_profile = oware_level_profile,
    .eval_features = oware_eval_features,
    .eval_feature_names = oware_eval_feature_names,
    .eval_unit = OWARE_UNIT,

    .data_create = oware_data_create,
    .data_destroy = oware_data_destroy,
    .conclude = oware_conclude,
    .base_value = oware_base_value,
    .endgame = &oware_endgame,
    .playable = oware_playable,
    .pos_layout = oware_layout,
    .sketch_read = oware_sketch_read,
    .sketch_text = mancala_sketch_text,

    .tt_min_depth = 6, /* go depth=18 from the start: 2.25 s with the table everywhere, 1.8 s */
};
