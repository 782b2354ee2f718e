/*
 * khan.c - the rules of Khan (docs/rules.md, "Khan") behind the GameRules table.
 *
 * The board is 6x6, cell = row*6+col with row 0 = notation row 1 (Ocre's
 * back row) at the top.  Each cell has a power 1..3 from the layout L0
 * rotated clockwise by `orientation` quarter turns.  A piece moves exactly
 * as many orthogonal steps as the power of its start cell, along a path
 * that never crosses an occupied cell nor revisits a cell; destinations are
 * found by a depth-first walk that collects them in a 64-bit cell mask, so
 * different paths to one cell make one move.
 *
 * The Khan is kept as the power of the cell under it (0 when the next move
 * is free): that is all the rules need, and all the notation records.
 *
 * Move encoding (16 bits): bits 0-5 the start cell, bits 6-11 the target
 * cell, bits 12-13 the kind (0 a move, 1 a sbire placed or reinserted, 2 the
 * Kalista placed).  MOVE_PASS is the pass.
 *
 * Event piece codes: 0 a sbire, 1 a Kalista.
 * Status scores: the number of pieces each side has on the board.
 */
#include "games.h"
#include "pos_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KHAN_CELLS 36
#define KHAN_SBIRES 5
#define KHAN_NO_PROGRESS 200
#define KHAN_NONE 0xFF

enum { MK_MOVE = 0, MK_SBIRE = 1, MK_KALISTA = 2 };
enum { PIECE_SBIRE = 0, PIECE_KALISTA = 1 };

/* Cell contents: 0 empty, else 1 + side*2 + piece code. */
#define CELL_OF(side, piece) ((uint8_t)(1 + (side) * 2 + (piece)))
#define CELL_SIDE(v) (((v) - 1) >> 1)
#define CELL_PIECE(v) (((v) - 1) & 1)

typedef struct {
    PosHeader h;          /* quiet: plies since the last capture, placement or reinsertion */
    uint8_t cell[KHAN_CELLS];
    uint8_t khan;         /* power of the cell under the Khan, 0 when the move is free */
    uint8_t reserve[2];   /* captured sbires each side may reinsert */
    uint8_t place_s[2];   /* sbires still to place in the set-up */
    uint8_t place_k[2];   /* 1 while the Kalista is still to place */
    uint8_t kalista[2];   /* the Kalista's cell, KHAN_NONE off the board */
    uint8_t passes;       /* passes in a row that led here (0..2) */
} KhanPos;

typedef struct {
    uint8_t power[KHAN_CELLS];
    uint8_t nadj[KHAN_CELLS];
    uint8_t adj[KHAN_CELLS][4];
    uint64_t z_cell[5][KHAN_CELLS];
    uint64_t z_khan[4];
    uint64_t z_side;
    uint64_t z_reserve[2][KHAN_SBIRES + 1];
    uint64_t z_place_s[2][KHAN_SBIRES + 1];
    uint64_t z_place_k[2][2];
    uint64_t z_passes[3];
} KhanData;

static const uint8_t khan_layout[6][6] = {
    {2, 2, 3, 1, 2, 2}, {1, 3, 1, 3, 1, 3}, {3, 1, 2, 2, 3, 1},
    {2, 3, 1, 3, 1, 2}, {2, 1, 3, 1, 3, 2}, {1, 3, 2, 2, 1, 3},
};

static const OptionDesc khan_options[] = {
    {"orientation", 0, 3, 0, NULL, "quarter turns clockwise of the power layout", 1},
};

static const char *const khan_side_words[2] = {"Rouge", "Ocre"};

static inline KhanPos *kpos(Pos *p) { return (KhanPos *)(void *)p; }
static inline const KhanPos *kcpos(const Pos *p) { return (const KhanPos *)(const void *)p; }
static inline const KhanData *kdata(const Game *g) { return (const KhanData *)g->data; }

static inline Move khan_encode(int from, int to, int kind) { return (Move)(from | to << 6 | kind << 12); }
static inline int khan_move_from(Move m) { return m & 63; }
static inline int khan_move_to(Move m) { return (m >> 6) & 63; }
static inline int khan_move_kind(Move m) { return (m >> 12) & 3; }

/* ---- per-game data ---- */

static void *khan_data_create(const GameOptions *o)
{
    KhanData *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    uint8_t grid[6][6], next[6][6];
    memcpy(grid, khan_layout, sizeof grid);
    /* A clockwise quarter turn moves the left column, read bottom up, to the top row. */
    for (int t = 0; t < o->v[0]; t++) {
        for (int r = 0; r < 6; r++)
            for (int c = 0; c < 6; c++)
                next[r][c] = grid[5 - c][r];
        memcpy(grid, next, sizeof grid);
    }
    static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (int r = 0; r < 6; r++) {
        for (int c = 0; c < 6; c++) {
            int i = r * 6 + c;
            d->power[i] = grid[r][c];
            for (int k = 0; k < 4; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr >= 0 && nr < 6 && nc >= 0 && nc < 6)
                    d->adj[i][d->nadj[i]++] = (uint8_t)(nr * 6 + nc);
            }
        }
    }
    uint64_t seed = 0x6B68616E2D7A6F62ull; /* "khan-zob" */
    for (int v = 1; v < 5; v++)
        for (int i = 0; i < KHAN_CELLS; i++)
            d->z_cell[v][i] = game_rng_next(&seed);
    for (int k = 0; k < 4; k++)
        d->z_khan[k] = game_rng_next(&seed);
    d->z_side = game_rng_next(&seed);
    for (int s = 0; s < 2; s++) {
        for (int n = 0; n <= KHAN_SBIRES; n++) {
            d->z_reserve[s][n] = game_rng_next(&seed);
            d->z_place_s[s][n] = game_rng_next(&seed);
        }
        d->z_place_k[s][0] = game_rng_next(&seed);
        d->z_place_k[s][1] = game_rng_next(&seed);
    }
    for (int k = 0; k < 3; k++)
        d->z_passes[k] = game_rng_next(&seed);
    return d;
}

static void khan_data_destroy(void *data)
{
    free(data);
}

static uint64_t khan_hash_full(const Game *g, const Pos *pp)
{
    const KhanData *d = kdata(g);
    const KhanPos *p = kcpos(pp);
    uint64_t h = d->z_khan[p->khan] ^ d->z_passes[p->passes];
    for (int i = 0; i < KHAN_CELLS; i++)
        if (p->cell[i])
            h ^= d->z_cell[p->cell[i]][i];
    if (p->h.side)
        h ^= d->z_side;
    for (int s = 0; s < 2; s++)
        h ^= d->z_reserve[s][p->reserve[s]] ^ d->z_place_s[s][p->place_s[s]] ^ d->z_place_k[s][p->place_k[s]];
    return h;
}

/* ---- move generation ---- */

static inline int khan_in_setup(const KhanPos *p, int side)
{
    return p->place_s[side] + p->place_k[side] > 0;
}

/* A Kalista is gone for good only once the set-up put it on the board. */
static inline int khan_kalista_lost(const KhanPos *p, int side)
{
    return p->kalista[side] == KHAN_NONE && !p->place_k[side];
}

/* Adds to *dest every cell reachable from `at` in exactly `steps` more
 * steps through empty, unvisited cells, ending on an empty or enemy cell. */
static void khan_reach(const KhanData *d, const KhanPos *p, int side, int at, int steps, uint64_t visited,
                       uint64_t *dest)
{
    for (int k = 0; k < d->nadj[at]; k++) {
        int nb = d->adj[at][k];
        if (visited >> nb & 1)
            continue;
        int v = p->cell[nb];
        if (steps == 1) {
            if (v == 0 || CELL_SIDE(v) != side)
                *dest |= 1ull << nb;
        } else if (v == 0) {
            khan_reach(d, p, side, nb, steps - 1, visited | 1ull << nb, dest);
        }
    }
}

static uint64_t khan_dests(const KhanData *d, const KhanPos *p, int from)
{
    uint64_t dest = 0;
    khan_reach(d, p, CELL_SIDE(p->cell[from]), from, d->power[from], 1ull << from, &dest);
    return dest;
}

/* Writes one legal path from `at` to `to` (the cells after `at`) into path;
 * 1 when found.  The first path in neighbour order is the one walked. */
static int khan_path(const KhanData *d, const KhanPos *p, int side, int at, int to, int steps, uint64_t visited,
                     uint8_t *path)
{
    for (int k = 0; k < d->nadj[at]; k++) {
        int nb = d->adj[at][k];
        if (visited >> nb & 1)
            continue;
        int v = p->cell[nb];
        if (steps == 1) {
            if (nb == to && (v == 0 || CELL_SIDE(v) != side)) {
                path[0] = (uint8_t)nb;
                return 1;
            }
        } else if (v == 0 && khan_path(d, p, side, nb, to, steps - 1, visited | 1ull << nb, path + 1)) {
            path[0] = (uint8_t)nb;
            return 1;
        }
    }
    return 0;
}

/* Writes the moves of the side to move's pieces whose start power is
 * `power` (0: any power) or, with `other`, is not `power`; returns their count. */
static int khan_gen_moves(const KhanData *d, const KhanPos *p, int power, int other, Move *moves)
{
    int side = p->h.side, n = 0;
    for (int i = 0; i < KHAN_CELLS; i++) {
        int v = p->cell[i];
        if (!v || CELL_SIDE(v) != side)
            continue;
        if (power && (d->power[i] == power) == other)
            continue;
        for (uint64_t dest = khan_dests(d, p, i); dest; dest &= dest - 1)
            moves[n++] = khan_encode(i, __builtin_ctzll(dest), MK_MOVE);
    }
    return n;
}

static int khan_over_by_rules(const KhanPos *p)
{
    return khan_kalista_lost(p, 0) || khan_kalista_lost(p, 1) || p->passes >= 2 ||
           p->h.quiet >= KHAN_NO_PROGRESS;
}

static int khan_legal(const Game *g, const Pos *pp, Move *moves)
{
    const KhanData *d = kdata(g);
    const KhanPos *p = kcpos(pp);
    int side = p->h.side;
    if (khan_over_by_rules(p))
        return 0;
    int n = 0;
    if (khan_in_setup(p, side)) {
        int lo = side == 0 ? 24 : 0;
        for (int i = lo; i < lo + 12; i++) {
            if (p->cell[i])
                continue;
            if (p->place_k[side])
                moves[n++] = khan_encode(0, i, MK_KALISTA);
            if (p->place_s[side])
                moves[n++] = khan_encode(0, i, MK_SBIRE);
        }
        return n;
    }
    n = khan_gen_moves(d, p, p->khan, 0, moves);
    if (n == 0 && p->khan) {
        n = khan_gen_moves(d, p, p->khan, 1, moves);
        if (p->reserve[side])
            for (int i = 0; i < KHAN_CELLS; i++)
                if (!p->cell[i] && d->power[i] == p->khan)
                    moves[n++] = khan_encode(0, i, MK_SBIRE);
    }
    if (n == 0)
        moves[n++] = MOVE_PASS;
    return n;
}

/* ---- playing ---- */

/* Changes a small counter and its hash key together. */
static void khan_set_count(uint8_t *field, int value, const uint64_t *keys, uint64_t *h)
{
    *h ^= keys[*field] ^ keys[value];
    *field = (uint8_t)value;
}

static void khan_put(const KhanData *d, KhanPos *p, int cell, int v)
{
    if (p->cell[cell])
        p->h.hash ^= d->z_cell[p->cell[cell]][cell];
    p->cell[cell] = (uint8_t)v;
    if (v) {
        p->h.hash ^= d->z_cell[v][cell];
        if (CELL_PIECE(v) == PIECE_KALISTA)
            p->kalista[CELL_SIDE(v)] = (uint8_t)cell;
    }
}

static void khan_end_turn(const KhanData *d, KhanPos *p, int khan, int passes)
{
    khan_set_count(&p->khan, khan, d->z_khan, &p->h.hash);
    khan_set_count(&p->passes, passes, d->z_passes, &p->h.hash);
    p->h.side ^= 1;
    p->h.hash ^= d->z_side;
}

static void khan_play(const Game *g, Pos *pp, Move m, EventList *ev)
{
    const KhanData *d = kdata(g);
    KhanPos *p = kpos(pp);
    int side = p->h.side;
    uint64_t *h = &p->h.hash;
    if (m == MOVE_PASS) {
        game_event(ev, EV_PASS, side, 0, -1, -1, 1);
        game_event(ev, EV_MARKER, side, 0, -1, -1, 1);
        p->h.quiet++;
        khan_end_turn(d, p, 0, p->passes < 2 ? p->passes + 1 : 2);
        return;
    }
    int to = khan_move_to(m);
    int kind = khan_move_kind(m);
    if (kind != MK_MOVE) {
        int piece = kind == MK_KALISTA ? PIECE_KALISTA : PIECE_SBIRE;
        khan_put(d, p, to, CELL_OF(side, piece));
        game_event(ev, EV_PLACE, side, piece, -1, to, 1);
        p->h.quiet = 0;
        if (khan_in_setup(p, side)) {
            if (piece == PIECE_KALISTA)
                khan_set_count(&p->place_k[side], 0, d->z_place_k[side], h);
            else
                khan_set_count(&p->place_s[side], p->place_s[side] - 1, d->z_place_s[side], h);
            if (!khan_in_setup(p, side)) {
                p->h.side ^= 1;
                *h ^= d->z_side;
            }
            return;
        }
        khan_set_count(&p->reserve[side], p->reserve[side] - 1, d->z_reserve[side], h);
        game_event(ev, EV_MARKER, side, 0, -1, to, 1);
        khan_end_turn(d, p, d->power[to], 0);
        return;
    }
    int from = khan_move_from(m);
    int mover = p->cell[from];
    int steps = d->power[from];
    uint8_t path[3];
    if (ev && khan_path(d, p, side, from, to, steps, 1ull << from, path)) {
        int at = from;
        for (int k = 0; k < steps; k++) {
            game_event(ev, EV_STEP, side, CELL_PIECE(mover), at, path[k], 1);
            at = path[k];
        }
    }
    int victim = p->cell[to];
    if (victim) {
        game_event(ev, EV_REMOVE, side, CELL_PIECE(victim), to, to, 1);
        if (CELL_PIECE(victim) == PIECE_KALISTA)
            p->kalista[side ^ 1] = KHAN_NONE;
        else
            khan_set_count(&p->reserve[side ^ 1], p->reserve[side ^ 1] + 1, d->z_reserve[side ^ 1], h);
        p->h.quiet = 0;
    } else {
        p->h.quiet++;
    }
    khan_put(d, p, from, 0);
    khan_put(d, p, to, mover);
    game_event(ev, EV_MARKER, side, 0, from, to, 1);
    khan_end_turn(d, p, d->power[to], 0);
}

/* ---- status and values ---- */

static void khan_status(const Game *g, const Pos *pp, const uint64_t *hist, int nhist, GameStatus *st)
{
    (void)g;
    const KhanPos *p = kcpos(pp);
    memset(st, 0, sizeof *st);
    for (int i = 0; i < KHAN_CELLS; i++)
        if (p->cell[i])
            st->score[CELL_SIDE(p->cell[i])]++;
    st->winner = -1;
    st->over = 1;
    if (khan_kalista_lost(p, 0) || khan_kalista_lost(p, 1)) {
        st->winner = khan_kalista_lost(p, 0) ? 1 : 0;
        st->reason = END_RULE;
        return;
    }
    /* Repetitions count from the last capture, placement or reinsertion. */
    if (game_drawn(st, p->passes, p->h.quiet, KHAN_NO_PROGRESS, hist, nhist, p->h.hash))
        return;
    st->over = 0;
    st->winner = 0;
}

/* The evaluation's weights, in the value unit of a sbire (KHAN_WORTH_SBIRE,
 * on the board or still to place; the Kalista still to place too): a
 * captured sbire that can come back; each square a piece can move to, and
 * more for the side to move's pieces the Khan lets move now; each square
 * the Kalista can step to, or a cost when it can step nowhere; the enemy
 * Kalista within reach, for the side to move and for the other. */
#define KHAN_WORTH_SBIRE 100
#define KHAN_WORTH_RESERVE 40
#define KHAN_WORTH_REACH 2
#define KHAN_WORTH_REACH_NOW 3
#define KHAN_WORTH_KALISTA_REACH 4
#define KHAN_KALISTA_STUCK 30
#define KHAN_WORTH_THREAT_TO_MOVE 150
#define KHAN_WORTH_THREAT 60

/* Material and Kalista distance, as the seed weighed them, and the Khan's
 * grip: the moves available under it are real, the rest potential. */
static int khan_evaluate(const Game *g, const Pos *pp)
{
    const KhanData *d = kdata(g);
    const KhanPos *p = kcpos(pp);
    int me = p->h.side;
    int score[2] = {0, 0};
    uint64_t reach[2] = {0, 0};
    for (int s = 0; s < 2; s++)
        score[s] += KHAN_WORTH_SBIRE * (p->place_s[s] + p->place_k[s]) + KHAN_WORTH_RESERVE * p->reserve[s];
    for (int i = 0; i < KHAN_CELLS; i++) {
        int v = p->cell[i];
        if (!v)
            continue;
        int s = CELL_SIDE(v);
        uint64_t dest = khan_dests(d, p, i);
        int mob = __builtin_popcountll(dest);
        reach[s] |= dest;
        score[s] += CELL_PIECE(v) == PIECE_SBIRE ? KHAN_WORTH_SBIRE : 0;
        score[s] += KHAN_WORTH_REACH * mob;
        if (s == me && (p->khan == 0 || d->power[i] == p->khan))
            score[s] += KHAN_WORTH_REACH_NOW * mob;
        if (CELL_PIECE(v) == PIECE_KALISTA) /* a Kalista that cannot step away is exposed */
            score[s] += mob ? KHAN_WORTH_KALISTA_REACH * mob : -KHAN_KALISTA_STUCK;
    }
    for (int s = 0; s < 2; s++) {
        int k = p->kalista[s ^ 1];
        if (k != KHAN_NONE && (reach[s] >> k & 1))
            score[s] += s == me ? KHAN_WORTH_THREAT_TO_MOVE : KHAN_WORTH_THREAT;
    }
    return score[me] - score[me ^ 1];
}

/* Simple searches 1 ply as the seed program did; medium and hard 3 and 5
 * (the seed program's 2 and 3 were too close to tell apart: medium scored
 * 36% against hard over 800 games, docs/measurements.md); expert deepens
 * for its time (the game has no perfect level).  One evaluation, and a
 * draw is a draw. */
static void khan_level_profile(const Game *g, const Pos *p, int level, LevelProfile *out)
{
    (void)g;
    (void)p;
    static const int depth[LEVEL_HARD + 1] = {1, 3, 5};
    out->depth = level <= LEVEL_HARD ? depth[level] : 0;
    out->exact = 0;
    out->evaluate = khan_evaluate;
    out->contempt = 0;
    out->unit = 1;
    out->reduce = 0;
    out->decisive = 0;
    out->book = 0;
}

/* Taking the Kalista first, then any capture. */
#define KHAN_PRIORITY_KALISTA 1000
#define KHAN_PRIORITY_CAPTURE 100

static int khan_move_priority(const Game *g, const Pos *pp, Move m)
{
    (void)g;
    const KhanPos *p = kcpos(pp);
    if (m == MOVE_PASS || khan_move_kind(m) != MK_MOVE)
        return 0;
    int v = p->cell[khan_move_to(m)];
    if (!v)
        return 0;
    return CELL_PIECE(v) == PIECE_KALISTA ? KHAN_PRIORITY_KALISTA : KHAN_PRIORITY_CAPTURE;
}

static int khan_cell_mark(const Game *g, int cell)
{
    return cell >= 0 && cell < KHAN_CELLS ? kdata(g)->power[cell] : 0;
}

/* ---- text ---- */

static const char khan_cell_chars[5] = {'.', 'S', 'K', 's', 'k'};

static void khan_start(const Game *g, Pos *pp)
{
    KhanPos *p = kpos(pp);
    memset(p, 0, sizeof *p);
    for (int s = 0; s < 2; s++) {
        p->place_s[s] = KHAN_SBIRES;
        p->place_k[s] = 1;
        p->kalista[s] = KHAN_NONE;
    }
    p->h.hash = khan_hash_full(g, pp);
}

static void khan_format_pos(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    const KhanPos *p = kcpos(pp);
    char text[64];
    int n = 0;
    for (int r = 0; r < 6; r++) {
        for (int c = 0; c < 6; c++)
            text[n++] = khan_cell_chars[p->cell[r * 6 + c]];
        text[n++] = '/';
    }
    text[n] = '\0';
    snprintf(buf, len, "%s%c/%c/%d,%d", text, p->khan ? '0' + p->khan : '-', p->h.side ? 'o' : 'r',
             p->reserve[0], p->reserve[1]);
}

/* Reads a reserve count 0..5 up to `stop`; -1 when it is not one. */
static int khan_parse_count(const char *s, char stop, const char **end)
{
    if (*s < '0' || *s > '9' || s[1] != stop)
        return -1;
    *end = s + 1;
    return *s - '0' <= KHAN_SBIRES ? *s - '0' : -1;
}

/* Checks the set-up order and the whereabouts of every piece once the
 * text has been read into p; 0, or -1 with why. */
static int khan_check(const KhanData *d, KhanPos *p, int sbires[2], int kalistas[2], PosCheck *why)
{
    int side = p->h.side;
    for (int s = 0; s < 2; s++) {
        if (kalistas[s] > 1)
            return pos_refuse(why, POS_TWO_KALISTAS, s, kalistas[s], 1, -1);
        if (sbires[s] + p->reserve[s] > KHAN_SBIRES)
            return pos_refuse(why, POS_TOO_MANY_SBIRES, s, sbires[s] + p->reserve[s], KHAN_SBIRES, -1);
    }
    int missing[2];
    for (int s = 0; s < 2; s++)
        missing[s] = KHAN_SBIRES - sbires[s] - p->reserve[s] + 1 - kalistas[s];
    if (p->khan) {
        /* In play every piece is on the board or in reserve, save a Kalista just taken. */
        for (int s = 0; s < 2; s++)
            if (sbires[s] + p->reserve[s] != KHAN_SBIRES)
                return pos_refuse(why, POS_SBIRES_MISSING, s, sbires[s] + p->reserve[s], KHAN_SBIRES, -1);
        if (!kalistas[side ^ 1])
            return pos_refuse(why, POS_NO_KALISTA, side ^ 1, 0, 1, -1);
        int under = 0;
        for (int i = 0; i < KHAN_CELLS; i++)
            if (p->cell[i] && CELL_SIDE(p->cell[i]) != side && d->power[i] == p->khan)
                under = 1;
        if (!under)
            return pos_refuse(why, POS_KHAN_POWER, side ^ 1, 0, p->khan, -1);
        return 0;
    }
    if (!missing[0] && !missing[1])
        return 0;
    /* A free move with pieces missing: the set-up is under way. */
    if (p->reserve[0] || p->reserve[1]) {
        int s = p->reserve[0] ? 0 : 1;
        return pos_refuse(why, POS_SETUP_RESERVE, s, p->reserve[s], 0, -1);
    }
    if (missing[0] && missing[1] != KHAN_SBIRES + 1)
        return pos_refuse(why, POS_SETUP_ORDER, 1, KHAN_SBIRES + 1 - missing[1], KHAN_SBIRES + 1, -1);
    int placing = missing[0] ? 0 : 1;
    if (side != placing)
        return pos_refuse(why, POS_SETUP_SIDE, placing, -1, -1, -1);
    for (int i = 0; i < KHAN_CELLS; i++) {
        int v = p->cell[i];
        if (v && (CELL_SIDE(v) == 0 ? i < 24 : i >= 12))
            return pos_refuse(why, POS_SETUP_HOME, CELL_SIDE(v), -1, -1, i);
    }
    for (int s = 0; s < 2; s++) {
        p->place_k[s] = (uint8_t)(1 - kalistas[s]);
        p->place_s[s] = (uint8_t)(KHAN_SBIRES - sbires[s]);
    }
    return 0;
}

static int khan_read_pos(const Game *g, const char *text, Pos *pp, PosCheck *why)
{
    const KhanData *d = kdata(g);
    KhanPos q;
    memset(&q, 0, sizeof q);
    int sbires[2] = {0, 0}, kalistas[2] = {0, 0};
    q.kalista[0] = q.kalista[1] = KHAN_NONE;
    const char *s = text;
    for (int r = 0; r < 6; r++) {
        for (int c = 0; c < 6; c++, s++) {
            const char *hit = *s ? memchr(khan_cell_chars, *s, sizeof khan_cell_chars) : NULL;
            if (!hit)
                return pos_refuse(why, POS_SYNTAX_ROW, -1, -1, 6, r + 1);
            int v = (int)(hit - khan_cell_chars);
            q.cell[r * 6 + c] = (uint8_t)v;
            if (v && CELL_PIECE(v) == PIECE_KALISTA) {
                kalistas[CELL_SIDE(v)]++;
                q.kalista[CELL_SIDE(v)] = (uint8_t)(r * 6 + c);
            } else if (v) {
                sbires[CELL_SIDE(v)]++;
            }
        }
        if (*s++ != '/')
            return pos_refuse(why, POS_SYNTAX_ROW, -1, -1, 6, r + 1);
    }
    if (*s == '-')
        q.khan = 0;
    else if (*s >= '1' && *s <= '3')
        q.khan = (uint8_t)(*s - '0');
    else
        return pos_refuse(why, POS_SYNTAX_KHAN, -1, -1, -1, -1);
    if (s[1] != '/' || (s[2] != 'r' && s[2] != 'o') || s[3] != '/')
        return pos_refuse(why, POS_SYNTAX_FIELDS, -1, -1, -1, -1);
    q.h.side = s[2] == 'o';
    s += 4;
    const char *end;
    int r0 = khan_parse_count(s, ',', &end);
    int r1 = r0 < 0 ? -1 : khan_parse_count(end + 1, '\0', &end);
    if (r0 < 0 || r1 < 0)
        return pos_refuse(why, POS_SYNTAX_RESERVES, -1, -1, KHAN_SBIRES, -1);
    q.reserve[0] = (uint8_t)r0;
    q.reserve[1] = (uint8_t)r1;
    if (khan_check(d, &q, sbires, kalistas, why) != 0)
        return -1;
    memcpy(pp, &q, sizeof q);
    kpos(pp)->h.hash = khan_hash_full(g, pp);
    return 0;
}

/* The capture of a Kalista ends the game: play stops there. */
static int khan_playable(const Game *g, const Pos *pp, PosCheck *why)
{
    (void)g;
    const KhanPos *p = kcpos(pp);
    for (int k = 0; k < 2; k++)
        if (khan_kalista_lost(p, p->h.side ^ k))
            return pos_refuse(why, POS_OVER_KALISTA, p->h.side ^ k, -1, -1, -1);
    return 0;
}

static void khan_pos_layout(const Game *g, PosLayout *out)
{
    (void)g;
    static const PosPiece pieces[5] = {
        {'.', -1, ""}, {'S', 0, "sbire"}, {'K', 0, "Kalista"}, {'s', 1, "sbire"}, {'k', 1, "Kalista"},
    };
    memset(out, 0, sizeof *out);
    out->grid = 1;
    out->nplaces = KHAN_CELLS;
    out->width = out->height = 6;
    out->npieces = 5;
    memcpy(out->piece, pieces, sizeof pieces);
    out->has_marker = 1;
    out->max_reserve = KHAN_SBIRES;
    out->side_title[0] = khan_side_words[0];
    out->side_title[1] = khan_side_words[1];
}

/* A sketch's piece codes are the cells' (CELL_OF).  The text keeps only
 * the power under the Khan; the sketch puts the marker on the first piece
 * of the side that just moved on a square of that power, which gives the
 * same power back. */
static void khan_sketch_read(const Game *g, const Pos *pp, PosSketch *sk)
{
    const KhanData *d = kdata(g);
    const KhanPos *p = kcpos(pp);
    sk->side = p->h.side;
    sk->marker = -1;
    for (int i = 0; i < KHAN_CELLS; i++) {
        int v = p->cell[i];
        sk->place[i] = v;
        if (p->khan && sk->marker < 0 && v && CELL_SIDE(v) != p->h.side && d->power[i] == p->khan)
            sk->marker = i;
    }
    for (int s = 0; s < 2; s++) {
        sk->reserve[s] = p->reserve[s];
        sk->to_place[CELL_OF(s, PIECE_SBIRE)] = p->place_s[s];
        sk->to_place[CELL_OF(s, PIECE_KALISTA)] = p->place_k[s];
    }
}

/* The Khan goes on the piece that has just moved: its square must hold
 * one of that side's, which the text, holding the power only, cannot say. */
static int khan_sketch_text(const Game *g, const PosSketch *sk, char *buf, size_t len, PosCheck *why)
{
    KhanPos q;
    memset(&q, 0, sizeof q);
    for (int i = 0; i < KHAN_CELLS; i++)
        q.cell[i] = (uint8_t)sk->place[i];
    if (sk->marker >= 0) {
        int v = sk->place[sk->marker];
        if (!v || CELL_SIDE(v) == sk->side)
            return pos_refuse(why, POS_MARKER_SQUARE, sk->side ^ 1, v, -1, sk->marker);
        q.khan = kdata(g)->power[sk->marker];
    }
    q.h.side = (uint8_t)sk->side;
    q.reserve[0] = (uint8_t)sk->reserve[0];
    q.reserve[1] = (uint8_t)sk->reserve[1];
    khan_format_pos(g, (const Pos *)(const void *)&q, buf, len);
    return 0;
}

static int khan_parse_cell(const char *s)
{
    if (s[0] < 'a' || s[0] > 'f' || s[1] < '1' || s[1] > '6')
        return -1;
    return (s[1] - '1') * 6 + (s[0] - 'a');
}

static int khan_parse_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    (void)g;
    (void)p;
    if (strcmp(text, "pass") == 0) {
        *m = MOVE_PASS;
        return 0;
    }
    if (strlen(text) != 4)
        return -1;
    if (text[1] == '@') {
        int to = khan_parse_cell(text + 2);
        if (to < 0 || (text[0] != 'S' && text[0] != 'K'))
            return -1;
        *m = khan_encode(0, to, text[0] == 'K' ? MK_KALISTA : MK_SBIRE);
        return 0;
    }
    int from = khan_parse_cell(text), to = khan_parse_cell(text + 2);
    if (from < 0 || to < 0)
        return -1;
    *m = khan_encode(from, to, MK_MOVE);
    return 0;
}

static void khan_format_move(const Game *g, const Pos *p, Move m, char *buf, size_t len)
{
    (void)g;
    (void)p;
    int to = khan_move_to(m);
    if (m == MOVE_PASS)
        snprintf(buf, len, "pass");
    else if (khan_move_kind(m) == MK_MOVE)
        snprintf(buf, len, "%c%c%c%c", 'a' + khan_move_from(m) % 6, '1' + khan_move_from(m) / 6, 'a' + to % 6,
                 '1' + to / 6);
    else
        snprintf(buf, len, "%c@%c%c", khan_move_kind(m) == MK_KALISTA ? 'K' : 'S', 'a' + to % 6, '1' + to / 6);
}

static void khan_board_text(const Game *g, const Pos *pp, char *buf, size_t len)
{
    const KhanData *d = kdata(g);
    const KhanPos *p = kcpos(pp);
    size_t used = 0;
    if (len == 0)
        return;
    buf[0] = '\0';
    game_append(buf, len, &used, "    a  b  c  d  e  f     (power + piece: K/S Rouge, k/s Ocre)\n");
    for (int r = 0; r < 6; r++) {
        game_append(buf, len, &used, "%d  ", r + 1);
        for (int c = 0; c < 6; c++)
            game_append(buf, len, &used, " %d%c", d->power[r * 6 + c], khan_cell_chars[p->cell[r * 6 + c]]);
        game_append(buf, len, &used, "\n");
    }
    if (p->khan)
        game_append(buf, len, &used, "Khan on power %d; ", p->khan);
    else
        game_append(buf, len, &used, "Khan lifted (free move); ");
    game_append(buf, len, &used, "%s to move; reserves Rouge %d, Ocre %d", khan_side_words[p->h.side],
                p->reserve[0], p->reserve[1]);
    if (khan_in_setup(p, p->h.side))
        game_append(buf, len, &used, "; set-up: %d piece(s) to place",
                    p->place_s[p->h.side] + p->place_k[p->h.side]);
}

const GameRules khan_rules = {
    .name = "khan",
    .title = "Khan",
    GAME_OPTIONS(khan_options),
    .value_kind = VALUE_KIND_WIN,
    .pos_size = sizeof(KhanPos),
    .side_names = {"r", "o"},
    .repeats = 1,
    .start = khan_start,
    .read_pos = khan_read_pos,
    .format_pos = khan_format_pos,
    .parse_move = khan_parse_move,
    .format_move = khan_format_move,
    .board_text = khan_board_text,
    .legal = khan_legal,
    .play = khan_play,
    .status = khan_status,
    .hash_full = khan_hash_full,
    .final_value = game_win_final_value,
    .value_bounds = game_win_value_bounds,

    .evaluate = khan_evaluate,
    .move_priority = khan_move_priority,
    .level_profile = khan_level_profile,

    .data_create = khan_data_create,
    .data_destroy = khan_data_destroy,
    .cell_mark = khan_cell_mark,
    .no_progress = KHAN_NO_PROGRESS,
    .playable = khan_playable,
    .pos_layout = khan_pos_layout,
    .sketch_read = khan_sketch_read,
    .sketch_text = khan_sketch_text,
};
