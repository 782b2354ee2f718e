/*
 * hasami.c - the rules of Hasami Shogi (docs/rules.md, "Hasami Shogi") behind the
 * GameRules table.
 *
 * The board is a 9x9 mailbox, cell = row*9+col with row 0 = notation row 1
 * (White's home row) at the top.  Black (side 0) starts on the bottom row
 * and moves first.  A man slides like a rook; after the move the mover's
 * captures are found from the moved man: a line capture along each
 * direction (the diagonals too with `diagonal`), and the corner capture
 * (a run along an edge from a corner, of one man, or of any length with
 * `corner2`).  The win rules (`defeat`, `lead`) only ever favour the side
 * that just moved, so they follow from the men counts and the side to move
 * and need no field of their own.
 *
 * Move encoding (16 bits): bits 0-6 the start cell, bits 7-13 the target
 * cell.  MOVE_PASS is the pass.  Event piece code: 0 (a man).
 * Status scores: the men each side has on the board.
 */
#include "games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HS_N 9
#define HS_CELLS 81
#define HS_NO_PROGRESS 150
/* Most games between equal levels end by repetition; the levels above
 * `simple` play on while they are less than this much (a third of a man)
 * behind (docs/measurements.md, "Hasami Shogi evaluation"). */
#ifndef HS_CONTEMPT
#define HS_CONTEMPT 30
#endif

/* The evaluation's weights (hs_evaluate), in hundredths of a man: each
 * contact for the side ahead, each enemy man half-flanked by the side to
 * move. */
#define HS_CONTACT 10
#define HS_PRESSURE 5
/* In an endgame (the side behind down to HS_HUNT_MEN men), HS_HUNT for
 * each move of the side behind that does not put the man moved where it
 * can be taken at once: the side ahead hunts by taking them away, since a
 * side left with only losing moves must still move.  At most the lead less
 * HS_HUNT_KEEP, so that the side ahead never gives a man back to be rid of
 * the count. */
#define HS_HUNT 4
#define HS_HUNT_KEEP 30
#define HS_HUNT_MEN 4

enum { OPT_CORNER2, OPT_DIAGONAL, OPT_DEFEAT, OPT_LEAD };

/* Cell contents: 0 empty, 1 a black man, 2 a white man. */
#define HS_MAN(side) ((uint8_t)((side) + 1))

typedef struct {
    PosHeader h;         /* quiet: plies since the last capture */
    uint8_t cell[HS_CELLS];
    uint8_t men[2];
    uint8_t passes;      /* passes in a row that led here (0..2) */
} HasamiPos;

typedef struct {
    int corner2, diagonal, defeat, lead;
    uint64_t z_cell[3][HS_CELLS];
    uint64_t z_side;
    uint64_t z_passes[3];
} HasamiData;

static const char *const hs_on_off[] = {"off", "on"};

static const OptionDesc hs_options[] = {
    {"corner2", 0, 1, 0, hs_on_off, "capture a run along an edge from a corner"},
    {"diagonal", 0, 1, 0, hs_on_off, "line captures along the diagonals too"},
    {"defeat", 1, 4, 2, NULL, "a side with this many men or fewer has lost"},
    {"lead", 0, 8, 3, NULL, "a lead of more than this many men wins (0: off)"},
};

/* The eight directions: the four orthogonal ones first. */
static const int hs_dr[8] = {-1, 0, 1, 0, -1, -1, 1, 1};
static const int hs_dc[8] = {0, 1, 0, -1, -1, 1, -1, 1};

static inline HasamiPos *hpos(Pos *p) { return (HasamiPos *)(void *)p; }
static inline const HasamiPos *hcpos(const Pos *p) { return (const HasamiPos *)(const void *)p; }
static inline const HasamiData *hdata(const Game *g) { return (const HasamiData *)g->data; }

static inline Move hs_encode(int from, int to) { return (Move)(from | to << 7); }
static inline int hs_from(Move m) { return m & 127; }
static inline int hs_to(Move m) { return (m >> 7) & 127; }
static inline int hs_inside(int r, int c) { return r >= 0 && r < HS_N && c >= 0 && c < HS_N; }

/* ---- per-game data ---- */

static void *hs_data_create(const GameOptions *o)
{
    HasamiData *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->corner2 = o->v[OPT_CORNER2];
    d->diagonal = o->v[OPT_DIAGONAL];
    d->defeat = o->v[OPT_DEFEAT];
    d->lead = o->v[OPT_LEAD];
    uint64_t seed = 0x686173616D692D7AULL; /* "hasami-z" */
    for (int v = 1; v < 3; v++)
        for (int i = 0; i < HS_CELLS; i++)
            d->z_cell[v][i] = game_rng_next(&seed);
    d->z_side = game_rng_next(&seed);
    /* No pass is the usual case and has no key, so a board reached with
     * and without the search's help hashes alike. */
    d->z_passes[1] = game_rng_next(&seed);
    d->z_passes[2] = game_rng_next(&seed);
    return d;
}

static void hs_data_destroy(void *data)
{
    free(data);
}

static uint64_t hs_hash_full(const Game *g, const Pos *pp)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    uint64_t h = d->z_passes[p->passes];
    for (int i = 0; i < HS_CELLS; i++)
        if (p->cell[i])
            h ^= d->z_cell[p->cell[i]][i];
    if (p->h.side)
        h ^= d->z_side;
    return h;
}

/* ---- the end ---- */

/* The side that just moved has won by `defeat` or `lead`: 1, else 0. */
static int hs_mover_won(const HasamiData *d, const HasamiPos *p)
{
    int moved = p->h.side ^ 1;
    int mine = p->men[moved], theirs = p->men[moved ^ 1];
    return theirs <= d->defeat || (d->lead > 0 && mine - theirs > d->lead);
}

static int hs_over_by_rules(const HasamiData *d, const HasamiPos *p)
{
    return hs_mover_won(d, p) || p->passes >= 2 || p->h.quiet >= HS_NO_PROGRESS;
}

/* ---- move generation ---- */

static int hs_gen(const HasamiPos *p, int side, Move *moves)
{
    int n = 0;
    uint8_t own = HS_MAN(side);
    for (int i = 0; i < HS_CELLS; i++) {
        if (p->cell[i] != own)
            continue;
        int r0 = i / HS_N, c0 = i % HS_N;
        for (int k = 0; k < 4; k++) {
            int r = r0 + hs_dr[k], c = c0 + hs_dc[k];
            while (hs_inside(r, c) && !p->cell[r * HS_N + c]) {
                if (moves)
                    moves[n] = hs_encode(i, r * HS_N + c);
                n++;
                r += hs_dr[k];
                c += hs_dc[k];
            }
        }
    }
    return n;
}

static int hs_legal(const Game *g, const Pos *pp, Move *moves)
{
    const HasamiPos *p = hcpos(pp);
    if (hs_over_by_rules(hdata(g), p))
        return 0;
    int n = hs_gen(p, p->h.side, moves);
    if (n == 0)
        moves[n++] = MOVE_PASS;
    return n;
}

/* ---- captures ---- */

/* The enemy men a man of `side` on `to` takes along direction k: the
 * length of the run of them that starts beside it and is closed by
 * another of its men, else 0. */
static int hs_line_run(const uint8_t *cell, int side, int to, int k)
{
    uint8_t enemy = HS_MAN(side ^ 1);
    int r = to / HS_N, c = to % HS_N;
    /* The squares between `to` and the edge along k. */
    int room_r = hs_dr[k] < 0 ? r : hs_dr[k] > 0 ? HS_N - 1 - r : HS_N;
    int room_c = hs_dc[k] < 0 ? c : hs_dc[k] > 0 ? HS_N - 1 - c : HS_N;
    int room = room_r < room_c ? room_r : room_c, step = hs_dr[k] * HS_N + hs_dc[k], j = 1;
    while (j <= room && cell[to + j * step] == enemy)
        j++;
    return j > 1 && j <= room && cell[to + j * step] == HS_MAN(side) ? j - 1 : 0;
}

/* Whether a man on (r, c) can take part in a corner capture: it must
 * stand on an edge or one square in from one. */
static int hs_near_edge(int r, int c)
{
    return r <= 1 || r >= HS_N - 2 || c <= 1 || c >= HS_N - 2;
}

/* Marks in cap[] the enemy men the man of `side` standing on `to` (just
 * moved there, the board already updated) captures; returns how many. */
static int hs_find_captures(const HasamiData *d, const uint8_t *cell, int side, int to, uint8_t *cap)
{
    uint8_t own = HS_MAN(side), enemy = HS_MAN(side ^ 1);
    int n = 0;
    int r0 = to / HS_N, c0 = to % HS_N;
    int ndirs = d->diagonal ? 8 : 4;
    for (int k = 0; k < ndirs; k++) {
        int run = hs_line_run(cell, side, to, k);
        for (int j = 1; j <= run; j++) {
            int at = (r0 + j * hs_dr[k]) * HS_N + c0 + j * hs_dc[k];
            n += !cap[at];
            cap[at] = 1;
        }
    }
    /* Corners: from each corner along each of its two edges, a run of
     * enemy men, the square past it and the squares inside it all the
     * mover's, the man just moved among them (so it stands on an edge or
     * one square in from one). */
    if (!hs_near_edge(r0, c0))
        return n;
    for (int corner = 0; corner < 4; corner++) {
        int cr = corner < 2 ? 0 : HS_N - 1, cc = corner % 2 ? HS_N - 1 : 0;
        int in_r = cr ? -1 : 1, in_c = cc ? -1 : 1;
        for (int along = 0; along < 2; along++) {
            int er = along ? in_r : 0, ec = along ? 0 : in_c; /* along the edge */
            int ir = along ? 0 : in_r, ic = along ? in_c : 0; /* towards the inside */
            int run = 0;
            while (run < HS_N && cell[(cr + run * er) * HS_N + cc + run * ec] == enemy)
                run++;
            if (run == 0 || run == HS_N || (run > 1 && !d->corner2))
                continue;
            int past = (cr + run * er) * HS_N + cc + run * ec;
            int ok = cell[past] == own, involved = past == to;
            for (int j = 0; j < run && ok; j++) {
                int inner = (cr + j * er + ir) * HS_N + cc + j * ec + ic;
                ok = cell[inner] == own;
                involved |= inner == to;
            }
            if (!ok || !involved)
                continue;
            for (int j = 0; j < run; j++) {
                int at = (cr + j * er) * HS_N + cc + j * ec;
                n += !cap[at];
                cap[at] = 1;
            }
        }
    }
    return n;
}

/* ---- playing ---- */

static void hs_event(EventList *ev, int kind, int side, int from, int to)
{
    if (!ev || ev->n >= GAME_MAX_EVENTS)
        return;
    Event *e = &ev->ev[ev->n++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->side = (int8_t)side;
    e->from = (int16_t)from;
    e->to = (int16_t)to;
    e->count = 1;
}

static void hs_set_passes(const HasamiData *d, HasamiPos *p, int passes)
{
    p->h.hash ^= d->z_passes[p->passes] ^ d->z_passes[passes];
    p->passes = (uint8_t)passes;
}

static void hs_play(const Game *g, Pos *pp, Move m, EventList *ev)
{
    const HasamiData *d = hdata(g);
    HasamiPos *p = hpos(pp);
    int side = p->h.side;
    if (m == MOVE_PASS) {
        hs_event(ev, EV_PASS, side, -1, -1);
        hs_set_passes(d, p, p->passes < 2 ? p->passes + 1 : 2);
        p->h.quiet++;
    } else {
        int from = hs_from(m), to = hs_to(m);
        uint8_t own = HS_MAN(side);
        hs_event(ev, EV_STEP, side, from, to);
        p->cell[from] = 0;
        p->cell[to] = own;
        p->h.hash ^= d->z_cell[own][from] ^ d->z_cell[own][to];
        uint8_t cap[HS_CELLS];
        memset(cap, 0, sizeof cap);
        int taken = hs_find_captures(d, p->cell, side, to, cap);
        if (taken) {
            uint8_t enemy = HS_MAN(side ^ 1);
            for (int i = 0; i < HS_CELLS; i++) {
                if (!cap[i])
                    continue;
                hs_event(ev, EV_REMOVE, side, i, i);
                p->cell[i] = 0;
                p->h.hash ^= d->z_cell[enemy][i];
            }
            p->men[side ^ 1] = (uint8_t)(p->men[side ^ 1] - taken);
            p->h.quiet = 0;
        } else {
            p->h.quiet++;
        }
        hs_set_passes(d, p, 0);
    }
    p->h.side ^= 1;
    p->h.hash ^= d->z_side;
}

/* ---- status and values ---- */

static void hs_status(const Game *g, const Pos *pp, const uint64_t *hist, int nhist, GameStatus *st)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    memset(st, 0, sizeof *st);
    st->score[0] = p->men[0];
    st->score[1] = p->men[1];
    st->over = 1;
    st->winner = -1;
    if (hs_mover_won(d, p)) {
        st->winner = p->h.side ^ 1;
        st->reason = END_RULE;
        return;
    }
    /* Repetitions count from the last capture: before it there were more men. */
    if (game_drawn(st, p->passes, p->h.quiet, HS_NO_PROGRESS, hist, nhist, p->h.hash))
        return;
    st->over = 0;
    st->winner = 0;
}

static int hs_classic_depth(const Game *g, const Pos *pp, int level)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    if (level <= 0)
        return 3;
    if (level == 1)
        return 4;
    return p->men[0] + p->men[1] <= 8 ? 6 : 5;
}

/* The seed's simplest level: the men only. */
static int hs_evaluate_material(const Game *g, const Pos *pp)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side;
    return 100 * (p->men[me] - p->men[me ^ 1]);
}

/* Whether a man of `side` can slide to the empty square `to` from along
 * direction k; its start in *from. */
static int hs_reaches(const uint8_t *cell, int side, int to, int k, int *from)
{
    int r = to / HS_N + hs_dr[k], c = to % HS_N + hs_dc[k];
    while (hs_inside(r, c) && !cell[r * HS_N + c]) {
        r += hs_dr[k];
        c += hs_dc[k];
    }
    *from = r * HS_N + c;
    return hs_inside(r, c) && cell[*from] == HS_MAN(side);
}

/* Every corner capture takes a man on a corner.  Without one of the
 * enemy's there, a move takes only line captures, and those do not
 * depend on the man that makes them: it slides in along one ray, empty
 * up to it, and each run it takes lies on another. */
static int hs_corner_threat(const uint8_t *cell, int side)
{
    uint8_t enemy = HS_MAN(side ^ 1);
    return cell[0] == enemy || cell[HS_N - 1] == enemy || cell[HS_CELLS - HS_N] == enemy ||
           cell[HS_CELLS - 1] == enemy;
}

/* Whether a man of `side` arriving on `to` can complete a corner
 * capture, given a corner threat (hs_corner_threat): an enemy man stands
 * on a corner and `to` is beside it, or, with `corner2` (runs along an
 * edge), anywhere on the two lines along the edges. */
static int hs_corner_move(const HasamiData *d, const uint8_t *cell, int side, int to)
{
    int r = to / HS_N, c = to % HS_N;
    if (d->corner2)
        return hs_near_edge(r, c);
    uint8_t enemy = HS_MAN(side ^ 1);
    int cr = r == 0 || r == 1 ? 0 : r == HS_N - 1 || r == HS_N - 2 ? HS_N - 1 : -1;
    int cc = c == 0 || c == 1 ? 0 : c == HS_N - 1 || c == HS_N - 2 ? HS_N - 1 : -1;
    /* Beside the corner: one step from it along an edge. */
    return cr >= 0 && cc >= 0 && abs(r - cr) + abs(c - cc) == 1 && cell[cr * HS_N + cc] == enemy;
}

/* The men the man of `side` on `from` takes by sliding to `to`. */
static int hs_move_takes(const HasamiData *d, const uint8_t *board, int side, int from, int to)
{
    int n = 0;
    if (!hs_corner_threat(board, side) || !hs_corner_move(d, board, side, to)) {
        for (int k = 0; k < (d->diagonal ? 8 : 4); k++)
            n += hs_line_run(board, side, to, k);
        return n;
    }
    uint8_t cell[HS_CELLS], cap[HS_CELLS];
    memcpy(cell, board, sizeof cell);
    cell[to] = cell[from];
    cell[from] = 0;
    memset(cap, 0, sizeof cap);
    return hs_find_captures(d, cell, side, to, cap);
}

/* The most men `side` could take with one move.  Every capture ends
 * beside a taken man, so only the empty squares next to an enemy are
 * tried.  The line runs are counted once, from the enemy men, for the
 * square they can be taken from, and one man that can slide there is
 * enough; only a square where a corner capture can be completed is
 * tried from every man that reaches it. */
static int hs_best_capture(const HasamiData *d, const HasamiPos *p, int side)
{
    const uint8_t *cell = p->cell;
    uint8_t enemy = HS_MAN(side ^ 1);
    int ndirs = d->diagonal ? 8 : 4, best = 0, corner = hs_corner_threat(cell, side), nnear = 0;
    uint8_t line[HS_CELLS], near[HS_CELLS], near_list[HS_CELLS];
    memset(near, 0, sizeof near);
    for (int e = 0; e < HS_CELLS; e++) {
        if (cell[e] != enemy)
            continue;
        for (int k = 0; k < ndirs; k++) {
            int r = e / HS_N - hs_dr[k], c = e % HS_N - hs_dc[k], to = r * HS_N + c; /* behind it */
            if (!hs_inside(r, c) || cell[to])
                continue;
            if (!near[to]) {
                near[to] = 1;
                line[to] = 0;
                near_list[nnear++] = (uint8_t)to;
            }
            line[to] = (uint8_t)(line[to] + hs_line_run(cell, side, to, k));
        }
    }
    for (int i = 0; i < nnear; i++) {
        int to = near_list[i], at_corner = corner && hs_corner_move(d, cell, side, to);
        if (!at_corner && line[to] <= best)
            continue;
        for (int k = 0, from; k < 4; k++) {
            if (!hs_reaches(cell, side, to, k, &from))
                continue;
            int taken = at_corner ? hs_move_takes(d, cell, side, from, to) : line[to];
            best = taken > best ? taken : best;
            if (!at_corner) /* the same from wherever the man comes */
                break;
        }
    }
    return best;
}

/* The evaluation of 2026-11-24 (the "-classic" levels).  Men count most.
 * Then the captures in the air, as a one-move lookahead past the search's
 * horizon: the side to move is likely to make its best capture, the other
 * side's best is a threat the mover may still parry.  Mobility and edge or
 * corner terms lost or did nothing in matches (docs/measurements.md,
 * "Hasami Shogi evaluation"). */
static int hs_evaluate_classic(const Game *g, const Pos *pp)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side;
    return 100 * (p->men[me] - p->men[me ^ 1]) + 60 * hs_best_capture(d, p, me) -
           30 * hs_best_capture(d, p, me ^ 1);
}

/* Half-flanks: an enemy man with a man of `side` beside it on a line and
 * the square across from that one empty, so that one more man there would
 * take it.  Counted for both sides at once, into half[side]. */
static void hs_half_flanks(const HasamiData *d, const HasamiPos *p, int half[2])
{
    int ndirs = d->diagonal ? 8 : 4;
    half[0] = half[1] = 0;
    for (int e = 0; e < HS_CELLS; e++) {
        int man = p->cell[e];
        if (!man)
            continue;
        int r = e / HS_N, c = e % HS_N;
        for (int k = 0; k < ndirs; k++) {
            int r1 = r + hs_dr[k], c1 = c + hs_dc[k], r2 = r - hs_dr[k], c2 = c - hs_dc[k];
            if (!hs_inside(r1, c1) || !hs_inside(r2, c2))
                continue;
            int by = p->cell[r1 * HS_N + c1];
            if (by && by != man && !p->cell[r2 * HS_N + c2])
                half[by - 1]++;
        }
    }
}

/* Whether an enemy man can slide to the empty square `sq`, other than
 * the men on the squares of `keep` (nkeep of them), which must stay. */
static int hs_reachable(const uint8_t *cell, int side, int sq, const int *keep, int nkeep)
{
    for (int j = 0, from; j < 4; j++) {
        if (!hs_reaches(cell, side, sq, j, &from))
            continue;
        int kept = 0;
        for (int i = 0; i < nkeep; i++)
            kept |= keep[i] == from;
        if (!kept)
            return 1;
    }
    return 0;
}

/* Whether the man of `side` on `to` can be taken by the other side's next
 * move: along a line, the run of men it stands in flanked on one end and
 * the square at the other end empty and reachable; or on an edge, in the
 * run from a corner that a corner capture takes, every square but one
 * that the capture needs already held and that one reachable. */
static int hs_takeable(const HasamiData *d, const uint8_t *cell, int side, int to, const uint8_t *reach)
{
    static const int axes[4] = {0, 1, 4, 5}; /* one direction of each line; its opposite below */
    uint8_t own = HS_MAN(side), enemy = HS_MAN(side ^ 1);
    int r0 = to / HS_N, c0 = to % HS_N;
    for (int a = 0; a < (d->diagonal ? 4 : 2); a++) {
        int k = axes[a], end[2], ok = 1;
        for (int s = 0; s < 2 && ok; s++) {
            int dr = s ? -hs_dr[k] : hs_dr[k], dc = s ? -hs_dc[k] : hs_dc[k];
            int r = r0 + dr, c = c0 + dc;
            while (hs_inside(r, c) && cell[r * HS_N + c] == own) {
                r += dr;
                c += dc;
            }
            ok = hs_inside(r, c); /* the board's edge never flanks */
            end[s] = r * HS_N + c;
        }
        for (int s = 0; s < 2 && ok; s++)
            if (cell[end[s]] == enemy && !cell[end[s ^ 1]]) {
                /* A slide toward the far end along this line would come
                 * through the run itself (men slide along the lines only). */
                int through_run = k < 4 ? 1 << (s ? k : k + 2) : 0;
                if (reach ? (reach[end[s ^ 1]] & ~through_run) != 0
                          : hs_reachable(cell, side ^ 1, end[s ^ 1], NULL, 0))
                    return 1;
            }
    }
    if (r0 != 0 && r0 != HS_N - 1 && c0 != 0 && c0 != HS_N - 1)
        return 0; /* the runs a corner capture takes lie along the edges */
    for (int corner = 0; corner < 4; corner++) {
        int cr = corner & 1 ? HS_N - 1 : 0, cc = corner & 2 ? HS_N - 1 : 0;
        int inr = cr ? -1 : 1, inc = cc ? -1 : 1;
        for (int e = 0; e < 2; e++) {
            int er = e ? inr : 0, ec = e ? 0 : inc; /* along the edge */
            int ir = e ? 0 : inr, ic = e ? inc : 0; /* inwards */
            int len = 0, has_to = 0;
            while (len < HS_N - 1 && cell[(cr + len * er) * HS_N + cc + len * ec] == own) {
                has_to |= (cr + len * er) * HS_N + cc + len * ec == to;
                len++;
            }
            if (!has_to || len > (d->corner2 ? HS_N - 1 : 1))
                continue;
            int need[HS_N], n = 0, empty = -1, held = 0;
            need[n++] = (cr + len * er) * HS_N + cc + len * ec; /* past the run */
            for (int j = 0; j < len; j++)
                need[n++] = (cr + j * er + ir) * HS_N + cc + j * ec + ic;
            for (int i = 0; i < n; i++) {
                held += cell[need[i]] == enemy;
                empty = cell[need[i]] ? empty : need[i];
            }
            if (held == n - 1 && empty >= 0 && hs_reachable(cell, side ^ 1, empty, need, n))
                return 1;
        }
    }
    return 0;
}

/* Whether a man of `side` stands next to `to` along a capturing line:
 * every capture takes a man next to the man that moves, and a man with no
 * man beside it cannot be taken at once, since a line or corner capture
 * needs one of its flanks held already. */
static int hs_beside(const HasamiData *d, const uint8_t *cell, int side, int to)
{
    int r0 = to / HS_N, c0 = to % HS_N;
    for (int k = 0; k < (d->diagonal ? 8 : 4); k++) {
        int r = r0 + hs_dr[k], c = c0 + hs_dc[k];
        if (hs_inside(r, c) && cell[r * HS_N + c] == HS_MAN(side))
            return 1;
    }
    return 0;
}

/* Marks in reach the empty squares a man on `from` slides over in the
 * direction k. */
static void hs_mark_slide(const uint8_t *cell, int from, int k, uint8_t *reach)
{
    int r = from / HS_N + hs_dr[k], c = from % HS_N + hs_dc[k];
    while (hs_inside(r, c) && !cell[r * HS_N + c]) {
        reach[r * HS_N + c] |= (uint8_t)(1 << k);
        r += hs_dr[k];
        c += hs_dc[k];
    }
}

/* Marks in reach the empty squares the men of `side` can slide to, a bit
 * for each direction they slide in. */
static void hs_reach_map(const uint8_t *cell, int side, uint8_t *reach)
{
    memset(reach, 0, HS_CELLS);
    for (int i = 0; i < HS_CELLS; i++)
        if (cell[i] == HS_MAN(side))
            for (int k = 0; k < 4; k++)
                hs_mark_slide(cell, i, k, reach);
}

/* The reach map of `side` once a man has left `from` (empty in cell),
 * from the map with it in place: the men it stopped now slide through. */
static void hs_reach_through(const uint8_t *cell, int side, int from, const uint8_t *base, uint8_t *reach)
{
    memcpy(reach, base, HS_CELLS);
    for (int k = 0, man; k < 4; k++)
        if (hs_reaches(cell, side, from, k, &man)) {
            int back = (k + 2) & 3; /* it slides back toward `from`, and on past it */
            reach[from] |= (uint8_t)(1 << back);
            hs_mark_slide(cell, from, back, reach);
        }
}

/* The moves of `side` after which the man moved (its captures made) cannot
 * be taken at once.  A square with no man beside it is safe; for the
 * others the other side's reach is mapped once, and amended for each man
 * that moves: the square it lands on never stands between a capturer and
 * the square the capture needs, since that square lies on a line through
 * it, beyond its own run. */
static int hs_safe_moves(const HasamiData *d, const HasamiPos *p, int side)
{
    uint8_t cell[HS_CELLS], base[HS_CELLS], reach[HS_CELLS], own = HS_MAN(side), mine[HS_CELLS];
    int nmine = 0, n = 0, based = 0;
    memcpy(cell, p->cell, sizeof cell);
    uint8_t near[HS_CELLS] = {0}; /* the men beside each square along a capturing line */
    for (int i = 0; i < HS_CELLS; i++) {
        if (!cell[i])
            continue;
        if (cell[i] == own)
            mine[nmine++] = (uint8_t)i;
        for (int k = 0; k < (d->diagonal ? 8 : 4); k++) {
            int r = i / HS_N + hs_dr[k], c = i % HS_N + hs_dc[k];
            if (hs_inside(r, c))
                near[r * HS_N + c]++;
        }
    }
    for (int m = 0; m < nmine; m++) {
        int from = mine[m], mapped = 0;
        cell[from] = 0;
        for (int k = 0; k < 4; k++) {
            int r = from / HS_N + hs_dr[k], c = from % HS_N + hs_dc[k];
            for (int step = 1; hs_inside(r, c) && !cell[r * HS_N + c]; step++) {
                int to = r * HS_N + c;
                r += hs_dr[k];
                c += hs_dc[k];
                if (near[to] == (step == 1)) {
                    n++; /* no man beside it but the one that left: nothing to check */
                    continue;
                }
                if (!mapped) { /* before the man lands, for every square it may land on */
                    if (!based) {
                        hs_reach_map(p->cell, side ^ 1, base);
                        based = 1;
                    }
                    hs_reach_through(cell, side ^ 1, from, base, reach);
                    mapped = 1;
                }
                cell[to] = own;
                if (hs_beside(d, cell, side ^ 1, to) && hs_move_takes(d, p->cell, side, from, to) > 0) {
                    uint8_t cap[HS_CELLS], after[HS_CELLS]; /* the men it takes are gone */
                    memset(cap, 0, sizeof cap);
                    hs_find_captures(d, cell, side, to, cap);
                    for (int x = 0; x < HS_CELLS; x++)
                        after[x] = cap[x] ? 0 : cell[x];
                    n += !hs_takeable(d, after, side, to, NULL);
                } else {
                    n += !hs_takeable(d, cell, side, to, reach);
                }
                cell[to] = 0;
            }
        }
        cell[from] = own;
    }
    return n;
}

/* Today's evaluation: the classic one, and what turns a lead into a win.
 * Between levels that both see every capture coming, a game is won only
 * where men stand in contact: the side ahead gains by contact (trades
 * bring it nearer the `defeat` and `lead` wins, and threats are where
 * the deeper search finds what the other misses), the side behind by
 * keeping away; and the side to move values the men it half-flanks.
 * Measured against the classic evaluation (docs/measurements.md, "Hasami
 * Shogi evaluation"). */
static int hs_evaluate(const Game *g, const Pos *pp)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side, lead = p->men[me] - p->men[me ^ 1], half[2];
    hs_half_flanks(d, p, half);
    int contact = half[0] + half[1];
    int v = hs_evaluate_classic(g, pp) + HS_PRESSURE * half[me];
    return lead > 0 ? v + HS_CONTACT * contact : lead < 0 ? v - HS_CONTACT * contact : v;
}

/* The evaluation of the levels hard and expert: today's and the hunt.  It
 * nearly doubles the endgames hard wins, and expert wins more of them
 * too, though it searches fewer nodes a second there (docs/measurements.md,
 * "Turning an endgame lead into a win"). */
static int hs_evaluate_hunt(const Game *g, const Pos *pp)
{
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side, lead = p->men[me] - p->men[me ^ 1], behind = lead > 0 ? me ^ 1 : me;
    int v = hs_evaluate(g, pp);
    if (lead != 0 && p->men[behind] <= HS_HUNT_MEN) {
        int most = 100 * abs(lead) - HS_HUNT_KEEP, hunt = HS_HUNT * hs_safe_moves(hdata(g), p, behind);
        hunt = hunt < most ? hunt : most;
        v += lead > 0 ? -hunt : hunt;
    }
    return v;
}

static int hs_move_priority(const Game *g, const Pos *pp, Move m)
{
    if (m == MOVE_PASS)
        return 0;
    const HasamiPos *p = hcpos(pp);
    return 100 * hs_move_takes(hdata(g), p->cell, p->h.side, hs_from(m), hs_to(m));
}

/* ---- text ---- */

static const char hs_cell_chars[3] = {'.', 'B', 'W'};

static void hs_start(const Game *g, Pos *pp)
{
    HasamiPos *p = hpos(pp);
    memset(p, 0, sizeof *p);
    for (int c = 0; c < HS_N; c++) {
        p->cell[c] = HS_MAN(1);
        p->cell[(HS_N - 1) * HS_N + c] = HS_MAN(0);
    }
    p->men[0] = p->men[1] = HS_N;
    p->h.hash = hs_hash_full(g, pp);
}

static void hs_format_pos(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    char text[HS_CELLS + HS_N + 4];
    int n = 0;
    for (int r = 0; r < HS_N; r++) {
        for (int c = 0; c < HS_N; c++)
            text[n++] = hs_cell_chars[p->cell[r * HS_N + c]];
        text[n++] = '/';
    }
    text[n++] = p->h.side ? 'w' : 'b';
    text[n] = '\0';
    snprintf(buf, len, "%s", text);
}

static int hs_parse_pos(const Game *g, const char *text, Pos *pp, char *err, size_t errlen)
{
    HasamiPos q;
    memset(&q, 0, sizeof q);
    const char *s = text;
    for (int r = 0; r < HS_N; r++) {
        for (int c = 0; c < HS_N; c++, s++) {
            const char *hit = *s ? memchr(hs_cell_chars, *s, sizeof hs_cell_chars) : NULL;
            if (!hit) {
                snprintf(err, errlen, "row %d must be 9 squares of B W . (then '/')", r + 1);
                return -1;
            }
            int v = (int)(hit - hs_cell_chars);
            q.cell[r * HS_N + c] = (uint8_t)v;
            if (v)
                q.men[v - 1]++;
        }
        if (*s++ != '/') {
            snprintf(err, errlen, "row %d must be 9 squares of B W . (then '/')", r + 1);
            return -1;
        }
    }
    if ((s[0] != 'b' && s[0] != 'w') || s[1] != '\0') {
        snprintf(err, errlen, "the side to move must be b or w after the nine rows");
        return -1;
    }
    q.h.side = s[0] == 'w';
    for (int side = 0; side < 2; side++) {
        if (q.men[side] > HS_N) {
            snprintf(err, errlen, "%s has %d men (at most 9)", side ? "White" : "Black", q.men[side]);
            return -1;
        }
    }
    memcpy(pp, &q, sizeof q);
    hpos(pp)->h.hash = hs_hash_full(g, pp);
    return 0;
}

static int hs_parse_square(const char *s)
{
    if (s[0] < 'a' || s[0] > 'i' || s[1] < '1' || s[1] > '9')
        return -1;
    return (s[1] - '1') * HS_N + (s[0] - 'a');
}

static int hs_parse_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    (void)g;
    (void)p;
    if (strcmp(text, "pass") == 0) {
        *m = MOVE_PASS;
        return 0;
    }
    if (strlen(text) != 4)
        return -1;
    int from = hs_parse_square(text), to = hs_parse_square(text + 2);
    if (from < 0 || to < 0)
        return -1;
    *m = hs_encode(from, to);
    return 0;
}

static void hs_format_move(const Game *g, const Pos *p, Move m, char *buf, size_t len)
{
    (void)g;
    (void)p;
    if (m == MOVE_PASS) {
        snprintf(buf, len, "pass");
        return;
    }
    int from = hs_from(m), to = hs_to(m);
    snprintf(buf, len, "%c%c%c%c", 'a' + from % HS_N, '1' + from / HS_N, 'a' + to % HS_N, '1' + to / HS_N);
}

static void hs_board_text(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    size_t used = 0;
    if (len == 0)
        return;
    buf[0] = '\0';
    game_append(buf, len, &used, "   a b c d e f g h i\n");
    for (int r = 0; r < HS_N; r++) {
        game_append(buf, len, &used, "%d ", r + 1);
        for (int c = 0; c < HS_N; c++)
            game_append(buf, len, &used, " %c", hs_cell_chars[p->cell[r * HS_N + c]]);
        game_append(buf, len, &used, "\n");
    }
    game_append(buf, len, &used, "%s to move; men Black %d, White %d; %d plies without a capture",
              p->h.side ? "White" : "Black", p->men[0], p->men[1], p->h.quiet);
}

const GameRules hasami_rules = {
    .name = "hasami",
    .title = "Hasami Shogi",
    .options = hs_options,
    .noptions = 4,
    .repeats = 1,
    .value_kind = VALUE_KIND_WIN,
    .draw_contempt = HS_CONTEMPT,
    .pos_size = sizeof(HasamiPos),
    .side_names = {"b", "w"},
    .validate = NULL,
    .data_create = hs_data_create,
    .data_destroy = hs_data_destroy,
    .start = hs_start,
    .parse_pos = hs_parse_pos,
    .format_pos = hs_format_pos,
    .parse_move = hs_parse_move,
    .format_move = hs_format_move,
    .legal = hs_legal,
    .play = hs_play,
    .status = hs_status,
    .conclude = NULL,
    .evaluate = hs_evaluate,
    .evaluate_material = hs_evaluate_material,
    .evaluate_classic = hs_evaluate_classic,
    .evaluate_technique = hs_evaluate_hunt,
    .base_value = NULL,
    .move_priority = hs_move_priority,
    .hash_full = hs_hash_full,
    .value_bounds = game_win_value_bounds,
    .final_value = game_win_final_value,
    .classic_depth = hs_classic_depth,
    .board_text = hs_board_text,
};
