/*
 * hasami_eval.c - how the computer plays Hasami Shogi: each level's depth,
 * evaluation and contempt (hasami_level_profile), the evaluations (the
 * men, the captures in the air, contact, and the hunt of an endgame), and
 * the move ordering.  What each term is worth was measured in matches
 * (docs/measurements.md).
 */
#include "hasami_internal.h"

#include <stdlib.h>
#include <string.h>

/* The evaluation's weights, in hundredths of a man (HS_WORTH_MAN): the
 * most men the side to move could take with one move, and the most the
 * other side could (a threat the mover may still parry); each contact for
 * the side ahead, each enemy man half-flanked by the side to move. */
#define HS_WORTH_MAN 100
#define HS_WORTH_CAPTURE 60
#define HS_WORTH_THREAT 30
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

/* The levels above `simple` play on while they are less than this much (a
 * third of a man) behind rather than draw by repetition, no progress or
 * passes: between equal levels most games otherwise end by repetition
 * (docs/measurements.md). */
#define HS_CONTEMPT 30
/* The depths of simple, medium and hard; hard searches a ply deeper once
 * HS_LATE_MEN men or fewer are left.  Simple slips in one position in
 * HS_SIMPLE_SLIP (chosen by the position's hash, so the same game is
 * played again the same way): it searches one ply there, blind to the
 * reply, and may leave a man to be taken, as a beginner does. */
#define HS_DEPTH_SIMPLE 2
#define HS_SIMPLE_SLIP 4
#define HS_DEPTH_MEDIUM 3
#define HS_DEPTH_HARD 5
#define HS_LATE_MEN 8

static int hs_evaluate_hunt(const Game *g, const Pos *pp);

/* simple counts men only, as the original program's lowest level did, and
 * slips now and then;
 * medium judges by hasami_evaluate; hard and expert add the hunt,
 * which costs speed but converts endgames (docs/engine.md, "Evaluations").
 * No level proves: the game is won or lost, not scored in seeds. */
void hasami_level_profile(const Game *g, const Pos *pp, int level, LevelProfile *out)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    out->exact = 0;
    out->unit = 1;
    out->reduce = 0;
    out->decisive = 0;
    out->book = 0;
    out->contempt = level == LEVEL_SIMPLE ? 0 : HS_CONTEMPT;
    switch (level) {
    case LEVEL_SIMPLE:
        /* The hash's high bits: its low ones follow the squares moved. */
        out->depth = (p->h.hash >> 40) % HS_SIMPLE_SLIP == 0 ? 1 : HS_DEPTH_SIMPLE;
        out->evaluate = hasami_material;
        break;
    case LEVEL_MEDIUM:
        out->depth = HS_DEPTH_MEDIUM;
        out->evaluate = hasami_evaluate;
        break;
    case LEVEL_HARD:
        out->depth = p->men[0] + p->men[1] <= HS_LATE_MEN ? HS_DEPTH_HARD + 1 : HS_DEPTH_HARD;
        out->evaluate = hs_evaluate_hunt;
        break;
    default: /* expert: deepen for its time (the game has no perfect level) */
        out->depth = 0;
        out->evaluate = hs_evaluate_hunt;
        break;
    }
}

/* The men only: the simple level's evaluation, and the material of reports. */
int hasami_material(const Game *g, const Pos *pp)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side;
    return HS_WORTH_MAN * (p->men[me] - p->men[me ^ 1]);
}

/* Whether a man of `side` can slide to the empty square `to` from along
 * direction k; its start in *from. */
static int hs_reaches(const uint8_t *cell, int side, int to, int k, int *from)
{
    int r = to / HS_N + hasami_dr[k], c = to % HS_N + hasami_dc[k];
    while (hs_inside(r, c) && !cell[r * HS_N + c]) {
        r += hasami_dr[k];
        c += hasami_dc[k];
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
        return hasami_near_edge(r, c);
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
            n += hasami_line_run(board, side, to, k);
        return n;
    }
    uint8_t cell[HS_CELLS], cap[HS_CELLS];
    memcpy(cell, board, sizeof cell);
    cell[to] = cell[from];
    cell[from] = 0;
    memset(cap, 0, sizeof cap);
    return hasami_find_captures(d, cell, side, to, cap);
}

/* The most men a move of `side` to the empty square `to` takes, tried
 * from every man that reaches it. */
static int hs_best_move_to(const HasamiData *d, const uint8_t *cell, int side, int to)
{
    int best = 0;
    for (int k = 0, from; k < 4; k++)
        if (hs_reaches(cell, side, to, k, &from)) {
            int taken = hs_move_takes(d, cell, side, from, to);
            best = taken > best ? taken : best;
        }
    return best;
}

/* The most men one move of `side` takes by completing a corner capture
 * (its line captures included), on a board with an enemy man on a corner:
 * each empty square where one can be completed, beside an enemy man.
 * Without `corner2` those are the squares beside an enemy's corner. */
static int hs_best_corner_capture(const HasamiData *d, const uint8_t *cell, int side)
{
    static const int corners[4] = {0, HS_N - 1, HS_CELLS - HS_N, HS_CELLS - 1};
    uint8_t enemy = HS_MAN(side ^ 1);
    int best = 0;
    if (!d->corner2) {
        for (int i = 0; i < 4; i++) {
            int at = corners[i], r = at / HS_N, c = at % HS_N;
            if (cell[at] != enemy)
                continue;
            int beside[2] = {(r ? r - 1 : 1) * HS_N + c, r * HS_N + (c ? c - 1 : 1)};
            for (int j = 0; j < 2; j++)
                if (!cell[beside[j]]) {
                    int taken = hs_best_move_to(d, cell, side, beside[j]);
                    best = taken > best ? taken : best;
                }
        }
        return best;
    }
    for (int to = 0; to < HS_CELLS; to++) {
        int r = to / HS_N, c = to % HS_N, next_to_enemy = 0;
        if (cell[to] || !hasami_near_edge(r, c))
            continue;
        for (int k = 0; k < 4; k++) {
            int nr = r + hasami_dr[k], nc = c + hasami_dc[k];
            next_to_enemy |= hs_inside(nr, nc) && cell[nr * HS_N + nc] == enemy;
        }
        if (next_to_enemy) {
            int taken = hs_best_move_to(d, cell, side, to);
            best = taken > best ? taken : best;
        }
    }
    return best;
}

/* The most men `side` could take with one move.  Every capture ends
 * beside a taken man, so only the squares where a man landing takes men
 * along a line (the line table's) and, with an enemy man on a corner, those
 * where a corner capture can be completed are tried.  Line captures do not
 * depend on where the man comes from, so one man that slides there is
 * enough; a corner capture is tried from every man that reaches it. */
static int hs_best_capture(const HasamiData *d, const HasamiPos *p, int side, const HasamiBoardLines *b)
{
    uint64_t set[2];
    int best = 0;
    hasami_line_candidates(b, side, set);
    for (int w = 0; w < 2; w++)
        for (uint64_t m = set[w]; m; m &= m - 1) {
            int sq = w * 64 + __builtin_ctzll(m), r = sq / HS_N, c = sq % HS_N;
            int taken = hasami_square_take(b, side, r, c);
            if (taken > best && hasami_square_reached(b, side, r, c))
                best = taken;
        }
    if (hs_corner_threat(p->cell, side)) {
        int corner = hs_best_corner_capture(d, p->cell, side);
        best = corner > best ? corner : best;
    }
    return best;
}

/* The base of every evaluation above `simple`: men count most.  Then the
 * captures in the air, as a one-move lookahead past the search's horizon:
 * the side to move is likely to make its best capture, the other side's
 * best is a threat the mover may still parry.  Mobility and edge or corner
 * terms lost or did nothing in matches (docs/measurements.md). */
static int hs_men_and_captures(const HasamiData *d, const HasamiPos *p, const HasamiBoardLines *b)
{
    int me = p->h.side;
    return HS_WORTH_MAN * (p->men[me] - p->men[me ^ 1]) + HS_WORTH_CAPTURE * hs_best_capture(d, p, me, b) -
           HS_WORTH_THREAT * hs_best_capture(d, p, me ^ 1, b);
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
            int dr = s ? -hasami_dr[k] : hasami_dr[k], dc = s ? -hasami_dc[k] : hasami_dc[k];
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
        int r = r0 + hasami_dr[k], c = c0 + hasami_dc[k];
        if (hs_inside(r, c) && cell[r * HS_N + c] == HS_MAN(side))
            return 1;
    }
    return 0;
}

/* Marks in reach the empty squares a man on `from` slides over in the
 * direction k. */
static void hs_mark_slide(const uint8_t *cell, int from, int k, uint8_t *reach)
{
    int r = from / HS_N + hasami_dr[k], c = from % HS_N + hasami_dc[k];
    while (hs_inside(r, c) && !cell[r * HS_N + c]) {
        reach[r * HS_N + c] |= (uint8_t)(1 << k);
        r += hasami_dr[k];
        c += hasami_dc[k];
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
            int r = i / HS_N + hasami_dr[k], c = i % HS_N + hasami_dc[k];
            if (hs_inside(r, c))
                near[r * HS_N + c]++;
        }
    }
    for (int m = 0; m < nmine; m++) {
        int from = mine[m], mapped = 0;
        cell[from] = 0;
        for (int k = 0; k < 4; k++) {
            int r = from / HS_N + hasami_dr[k], c = from % HS_N + hasami_dc[k];
            for (int step = 1; hs_inside(r, c) && !cell[r * HS_N + c]; step++) {
                int to = r * HS_N + c;
                r += hasami_dr[k];
                c += hasami_dc[k];
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
                    hasami_find_captures(d, cell, side, to, cap);
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

/* The men and the captures in the air, and what turns a lead into a win.
 * Between levels that both see every capture coming, a game is won only
 * where men stand in contact: the side ahead gains by contact (trades
 * bring it nearer the `defeat` and `lead` wins, and threats are where
 * the deeper search finds what the other misses), the side behind by
 * keeping away; and the side to move values the men it half-flanks.
 * Measured against the men and captures alone (docs/measurements.md). */
int hasami_evaluate(const Game *g, const Pos *pp)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side, lead = p->men[me] - p->men[me ^ 1], half[2];
    HasamiBoardLines b;
    hasami_board_lines(d, p->cell, &b);
    hasami_line_half_flanks(&b, half);
    int contact = half[0] + half[1];
    int v = hs_men_and_captures(d, p, &b) + HS_PRESSURE * half[me];
    return lead > 0 ? v + HS_CONTACT * contact : lead < 0 ? v - HS_CONTACT * contact : v;
}

/* The evaluation of the levels hard and expert: hasami_evaluate
 * and the hunt.  It nearly doubles the endgames hard wins, and expert wins
 * more of them too, though it searches fewer nodes a second there
 * (docs/measurements.md). */
static int hs_evaluate_hunt(const Game *g, const Pos *pp)
{
    const HasamiPos *p = hcpos(pp);
    int me = p->h.side, lead = p->men[me] - p->men[me ^ 1], behind = lead > 0 ? me ^ 1 : me;
    int v = hasami_evaluate(g, pp);
    if (lead != 0 && p->men[behind] <= HS_HUNT_MEN) {
        int most = HS_WORTH_MAN * abs(lead) - HS_HUNT_KEEP, hunt = HS_HUNT * hs_safe_moves(hdata(g), p, behind);
        hunt = hunt < most ? hunt : most;
        v += lead > 0 ? -hunt : hunt;
    }
    return v;
}

/* Moves are ordered by the men they take, HS_PRIORITY_MAN a man: at most
 * the other side's nine, well within MOVE_PRIORITY_MAX. */
#define HS_PRIORITY_MAN 100

int hasami_move_priority(const Game *g, const Pos *pp, Move m)
{
    if (m == MOVE_PASS)
        return 0;
    const HasamiPos *p = hcpos(pp);
    return HS_PRIORITY_MAN * hs_move_takes(hdata(g), p->cell, p->h.side, hs_from(m), hs_to(m));
}

/* hasami_move_priority for a node's moves, their line captures read from
 * the line table. */
void hasami_move_priorities(const Game *g, const Pos *pp, const Move *moves, int n, int *out)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    int side = p->h.side, corner = hs_corner_threat(p->cell, side);
    HasamiBoardLines b;
    hasami_board_lines(d, p->cell, &b);
    for (int i = 0; i < n; i++) {
        if (moves[i] == MOVE_PASS) {
            out[i] = 0;
            continue;
        }
        int to = hs_to(moves[i]);
        if (corner && hs_corner_move(d, p->cell, side, to))
            out[i] = HS_PRIORITY_MAN * hs_move_takes(d, p->cell, side, hs_from(moves[i]), to);
        else
            out[i] = HS_PRIORITY_MAN * hasami_square_take(&b, side, to / HS_N, to % HS_N);
    }
}
