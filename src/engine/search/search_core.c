/*
 * search_core.c - the node of the search: negamax alpha-beta with
 * principal-variation search over an explicit stack (search_internal.h).
 *
 * One frame a ply holds a node's window, moves and progress, and its
 * phase: entering, trying the next move, or reading the value a child
 * handed back (in Search.ret).  Nothing recurses, so search_core_run can
 * stop after any node and carry on later exactly where it stopped.
 *
 * Entering a node is a sequence of steps (core_enter), each of which may
 * settle the node's value and end it:
 *   1. the game is over (a rule, a repetition, no progress);
 *   2. the line since the last capture: a position met again;
 *   3. the endgame table, below the root;
 *   4. the opening book, below the root, in an exact search;
 *   5. the horizon: the evaluation;
 *   6. the bounds: what the game can still change and the transposition
 *      table's, against the window;
 *   7. the moves, generated and ordered.
 * Then each move in turn (core_next): the first with the full window, the
 * others with a null window that only asks whether they beat it, searched
 * again with the full window when one does (core_child).  A cut updates
 * the killers and the history (core_cut); a finished node stores its
 * value in the table (core_finish_node).
 *
 * Sides: a move does not always pass the turn (Kalah's extra turn), so a
 * child's value is negated only when the side to move changed.
 *
 * The table: values are stored relative to the node's base value (what
 * the stores already decide), so positions that differ only in their
 * stores share entries; win scores are stored as distances from the node.
 * In a depth-limited search an entry cuts only at exactly the depth it was
 * searched to, and never on the principal variation, which keeps the
 * result equal to plain minimax to that depth (tests check this); deeper
 * entries still order the moves.  Nodes nearer the horizon than the game's
 * tt_min_depth leave the table alone: where nodes are cheap, their small
 * subtrees cost less than a memory access.
 *
 * Proofs where positions come back (Oware's third repetition): a
 * position's value may depend on the line since the last capture.  The
 * exact search keeps a proof in its table for a position that starts such
 * a line (just after a capture, or a history without one), and for one
 * whose line holds no position twice and whose search met nothing that
 * depended on the line (no position met again, no table bounds away from
 * a capture): with no position twice before it and none twice in any line
 * below it, no repetition can end a line below it, whatever the line
 * before was.  A proof is taken from the table where the line holds no
 * position twice.  An endgame table's bounds are used only there too,
 * which is where they hold (oware_table.c).  A subtree that met a leaf
 * which is neither an end nor a proof (the stack's end) is never stored
 * as proven.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "search_internal.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

double search_elapsed_ms(const Search *s)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - s->t0.tv_sec) * 1e3 + (double)(now.tv_nsec - s->t0.tv_nsec) * 1e-6;
}

/* How often (a mask of the node count) the clock is read; a node limit is
 * checked at every node. */
#define SEARCH_TIME_CHECK 1023

/* Move ordering: a move's score is the sum of its ranks.  The table's move
 * comes first; then the game's priority, in steps of ORDER_PRIORITY_STEP;
 * then a killer (the newer one ORDER_KILLER_1, the older ORDER_KILLER_2),
 * then the history, capped below a killer.  A priority step outranks a
 * killer or the history, though not always both together: the newer
 * killer with a long history passes a move one step higher.  A seeded root orders by a
 * random score of ORDER_SEEDED_MASK instead. */
#define ORDER_HISTORY_MAX 29999
#define ORDER_KILLER_2 30000
#define ORDER_KILLER_1 40000
#define ORDER_PRIORITY_STEP 65536
#define ORDER_TT_MOVE (1 << 30)
#define ORDER_SEEDED_MASK 0xFFFF
_Static_assert(ORDER_HISTORY_MAX < ORDER_KILLER_2 && ORDER_KILLER_2 < ORDER_KILLER_1, "a killer outranks the history");
_Static_assert(ORDER_KILLER_1 < ORDER_PRIORITY_STEP, "a priority step outranks a killer");
_Static_assert((long long)MOVE_PRIORITY_MAX * ORDER_PRIORITY_STEP + ORDER_KILLER_1 + ORDER_HISTORY_MAX < ORDER_TT_MOVE,
               "the table's move outranks every other");
/* History: a cut adds depth squared (a constant in the exact search), and
 * the side's whole table is halved once an entry passes HISTORY_HALVE_AT. */
#define HISTORY_EXACT_BONUS 64
#define HISTORY_HALVE_AT (1 << 20)

/* ---- the table's value conventions ---- */

/* A value as the table keeps it: relative to the node's base value, so
 * positions that differ only in their stores share an entry, and a win or
 * loss as a distance from the node, so it holds wherever the node is met. */
static int search_to_tt(int v, int base, int ply)
{
    if (v >= VALUE_WIN_BOUND)
        return v + ply;
    if (v <= -VALUE_WIN_BOUND)
        return v - ply;
    return v - base;
}

/* And back, at the node's ply; an open bound stays open. */
static int search_from_tt(int v, int base, int ply)
{
    if (v <= -VALUE_INF || v >= VALUE_INF)
        return v;
    if (v >= VALUE_WIN_BOUND)
        return v - ply;
    if (v <= -VALUE_WIN_BOUND)
        return v + ply;
    return v + base;
}

/* Whether a node of this remaining depth reads and writes the table
 * (tt_min_depth in game.h).  A proof always does, and so do its shallow
 * first iterations, which take proofs from the table. */
static inline int core_uses_tt(const Search *s, int depth)
{
    return s->exact_core || s->lim.exact || depth >= s->tt_min_depth;
}

/* ---- move ordering ---- */

/* A move's slot in the history table (a hash of its 16 bits). */
static inline int search_hidx(Move m) { return (m ^ (m >> 12)) & (SEARCH_HISTORY - 1); }

/* The game's priority of move i of a node (its batch of the node's
 * moves, or its own), within the contract's range (game.h). */
static inline int core_priority(const Search *s, const Frame *f, const Pos *p, int i)
{
    int pr = s->r->move_priorities ? f->score[i] : s->r->move_priority ? s->r->move_priority(s->g, p, f->moves[i]) : 0;
    assert(pr >= 0 && pr <= MOVE_PRIORITY_MAX);
    return pr;
}

/* Scores the node's moves for core_pick: the table's move, then the
 * game's priority, then the killers, then the history (the ORDER_ ranks). */
static void core_order(Search *s, Frame *f, const Pos *p, int ply)
{
    int side = pos_side(p);
    if (s->r->move_priorities)
        s->r->move_priorities(s->g, p, f->moves, f->n, f->score);
    for (int i = 0; i < f->n; i++) {
        Move m = f->moves[i];
        int sc;
        if (m == f->tt_move)
            sc = ORDER_TT_MOVE;
        else {
            sc = core_priority(s, f, p, i) * ORDER_PRIORITY_STEP;
            if (m == s->killer[ply][0])
                sc += ORDER_KILLER_1;
            else if (m == s->killer[ply][1])
                sc += ORDER_KILLER_2;
            int h = s->history[side][search_hidx(m)];
            sc += h < ORDER_HISTORY_MAX ? h : ORDER_HISTORY_MAX;
            /* A seeded root tries its moves in a seeded order and a tie
             * keeps the first found, so equal moves vary from game to game
             * (reproducibly); the root is too small for order to cost much. */
            if (ply == 0 && s->lim.seed) {
                uint64_t st = s->lim.seed ^ ((uint64_t)m * 0x9E3779B97F4A7C15u);
                sc = (int)(game_rng_next(&st) & ORDER_SEEDED_MASK);
            }
        }
        f->score[i] = sc;
    }
}

/* Brings the best-scored remaining move to index i. */
static void core_pick(Frame *f)
{
    int best = f->i;
    for (int k = f->i + 1; k < f->n; k++)
        if (f->score[k] > f->score[best])
            best = k;
    if (best != f->i) {
        Move m = f->moves[best];
        int sc = f->score[best];
        f->moves[best] = f->moves[f->i];
        f->score[best] = f->score[f->i];
        f->moves[f->i] = m;
        f->score[f->i] = sc;
        if (f->ahead) {
            uint8_t k = f->kid[best];
            f->kid[best] = f->kid[f->i];
            f->kid[f->i] = k;
        }
    }
}

/* ---- the stack of nodes ---- */

/* The slot of a child played ahead (core_play_ahead) by the node at sp. */
static inline Pos *search_kid(const Search *s, int sp, int slot)
{
    return (Pos *)(void *)(s->kids + s->psize * ((size_t)sp * SEARCH_AHEAD_MOVES + (size_t)slot));
}

void search_core_begin(Search *s, const Pos *sub, int sub_ply, int depth, int alpha, int beta)
{
    memcpy(search_pos(s, 0), sub, s->psize);
    Frame *f = &s->frame[0];
    f->at = search_pos(s, 0);
    f->alpha = alpha;
    f->beta = beta;
    f->depth = depth;
    f->phase = PH_ENTER;
    f->eg_located = 0;
    s->sp = 0;
    s->sub_ply = sub_ply;
    s->core_active = 1;
    s->horizon = 0;
}

/* Ends the node on top of the stack with value v. */
static inline void core_return(Search *s, int v) { s->ret = v, s->sp--; }

/* A leaf that is neither an end of the game nor a proof. */
static inline void core_horizon(Search *s)
{
    s->horizon = 1;
    s->horizons++;
}

/* Move m of the node on top of the stack has an exact value: its line is
 * m, then the child's. */
static void core_line(Search *s, Move m)
{
    int sp = s->sp, n = s->line_len[sp + 1];
    if (n > SEARCH_MAX_PLY - 1)
        n = SEARCH_MAX_PLY - 1;
    s->line[sp][0] = m;
    memcpy(&s->line[sp][1], s->line[sp + 1], (size_t)n * sizeof(Move));
    s->line_len[sp] = n + 1;
}

/* The value of a finished game at ply, wins nearer the root worth more. */
static int core_final(Search *s, const Pos *p, const GameStatus *st, int ply)
{
    int v = search_scaled(s, s->r->final_value(s->g, p, st));
    if (s->lim.contempt && st->winner < 0 && st->reason != END_RULE)
        return pos_side(p) == pos_side((const Pos *)(const void *)s->root) ? v - s->lim.contempt : v + s->lim.contempt;
    if (v >= VALUE_WIN_BOUND)
        v -= ply;
    else if (v <= -VALUE_WIN_BOUND)
        v += ply;
    return v;
}

int search_dup(const uint64_t *hist, int n, int since)
{
    int from = n - since > 0 ? n - since : 0;
    for (int i = from; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (hist[i] == hist[j])
                return 1;
    return 0;
}

static inline uint64_t *core_eg_memo_slot(const Search *s, uint64_t hash)
{
    return &s->eg_memo[hash & (((uint64_t)1 << SEARCH_EG_MEMO_BITS) - 1)];
}

/* Where the endgame table keeps p's bounds (endgame_locate), a coded
 * table's answer kept by p's hash: the index and the tag together are the
 * whole hash, as sure as the transposition table's.  A tag of 0 is never
 * kept, so an empty slot answers nothing. */
static const int8_t *core_eg_locate(Search *s, const Pos *p, int8_t buf[2])
{
    if (!s->eg_memo)
        return endgame_locate(s->endgame, p, buf);
    if (!endgame_may_hold(s->endgame, p))
        return NULL;
    uint64_t h = pos_hash(p), tag = h & ~(uint64_t)0xFFFF;
    uint64_t *slot = core_eg_memo_slot(s, h);
    if (tag && (*slot & ~(uint64_t)0xFFFF) == tag) {
        buf[0] = (int8_t)(uint8_t)(*slot >> 8);
        buf[1] = (int8_t)(uint8_t)*slot;
        return buf;
    }
    const int8_t *at = endgame_locate(s->endgame, p, buf);
    if (at && tag)
        *slot = tag | (uint64_t)(uint8_t)at[0] << 8 | (uint8_t)at[1];
    return at;
}

/* Plays every move of a node with few at once and starts loading all
 * their table lines (the endgame table's for the children it holds): the
 * children then meet their probes in the cache, the memory waits
 * overlapping instead of coming one after another.  Worth it where the
 * children read the table: everywhere in the exact search, above the
 * game's tt_min_depth in a depth-limited one.  A coded endgame table is
 * not read ahead: decoding is no memory wait, and a child cut off before
 * its turn would have cost one for nothing. */
static void core_play_ahead(Search *s, Frame *f, const Pos *p)
{
    for (int i = 0; i < f->n; i++) {
        Pos *k = search_kid(s, s->sp, i);
        memcpy(k, p, s->psize);
        s->r->play(s->g, k, f->moves[i], NULL);
        int8_t unused[2]; /* a plain table answers where it keeps the bounds */
        f->kid_eg[i] = s->eg_coded ? NULL : endgame_locate(s->endgame, k, unused);
        if (f->kid_eg[i])
            endgame_prefetch(f->kid_eg[i]);
        else
            tt_prefetch(s->tt, pos_hash(k));
        if (s->eg_memo && endgame_may_hold(s->endgame, k))
            endgame_prefetch((const int8_t *)(const void *)core_eg_memo_slot(s, pos_hash(k)));
        f->kid[i] = (uint8_t)i;
    }
}

/* Pushes the child of the node's current move (index f->i) with window
 * (a, b) in the node's terms. */
static void core_push_child(Search *s, Frame *f, int a, int b, int null_window, int reduce)
{
    Frame *c = &s->frame[s->sp + 1];
    f->null_window = (uint8_t)null_window;
    f->reduced = (uint8_t)reduce;
    if (f->child_same) {
        c->alpha = a;
        c->beta = b;
    } else {
        c->alpha = -b;
        c->beta = -a;
    }
    c->depth = s->exact_core ? f->depth : f->depth - 1 - reduce;
    c->phase = PH_ENTER;
    c->eg_located = f->ahead && !s->eg_coded;
    if (c->eg_located)
        c->eg_at = f->kid_eg[f->kid[f->i]];
    s->sp++;
}

/* Ends a node whose moves are all searched, or one cut off: its value
 * goes to the table as a bound or an exact value, a proof's only where it
 * is one (the header). */
static void core_finish_node(Search *s, Frame *f, const Pos *p, int ply)
{
    /* Fail low: an upper bound; fail high: a lower bound; else exact. */
    int lo = f->best > f->orig_alpha ? f->best : -VALUE_INF;
    int hi = f->best < f->beta ? f->best : VALUE_INF;
    int depth = f->depth;
    if (s->exact_core) {
        /* Kept as a proof only when it is one, and one for the position
         * wherever it is met (this file's header). */
        if (s->horizons != f->horizons0 || (!f->fresh && (f->dup || s->lined != f->lined0))) {
            core_return(s, f->best);
            return;
        }
        int work = 0; /* log2 of the nodes the proof took */
        for (uint64_t n = s->nodes - f->nodes0; n > 1 && work < 255 - TT_DEPTH_SOLVED; n >>= 1)
            work++;
        depth = TT_DEPTH_SOLVED + work;
    }
    if (core_uses_tt(s, f->depth))
        tt_store(s->tt, pos_hash(p), lo == -VALUE_INF ? lo : search_to_tt(lo, f->base, ply),
                 hi == VALUE_INF ? hi : search_to_tt(hi, f->base, ply), search_tt_move(s, p, f->best_move), depth);
    core_return(s, f->best);
}

/* ---- entering a node: the steps of the header ---- */

/* Counts the node against the slice's budget and the search's limits: 1
 * when it may be searched, else 0 and in *stop what stops the core. */
static int core_count(Search *s, Frame *f, uint64_t *budget, CoreState *stop)
{
    *stop = CORE_PAUSED;
    if (*budget == 0)
        return 0;
    (*budget)--;
    s->nodes++;
    f->nodes0 = s->nodes;
    s->line_len[s->sp] = 0;
    if ((s->nodes & SEARCH_TIME_CHECK) == 0 || s->lim.nodes) {
        double ms = s->lim.time_ms || s->lim.prove_ms ? search_elapsed_ms(s) : 0;
        if ((s->lim.nodes && s->nodes >= s->lim.nodes) || (s->lim.time_ms && ms >= s->lim.time_ms)) {
            s->stopped = 1;
            s->core_active = 0;
            *stop = CORE_STOPPED;
            return 0;
        }
        if (s->exact_core && s->lim.prove_ms && ms >= s->lim.prove_ms && s->drive == DRIVE_MTD) {
            s->core_active = 0;
            *stop = CORE_GAVE_UP;
            return 0;
        }
    }
    return 1;
}

/* Step 1: a finished game is worth its final value. */
static int core_over(Search *s, const Pos *p, int ply)
{
    s->hist[s->nhist + ply] = pos_hash(p);
    GameStatus st;
    s->r->status(s->g, p, s->hist, s->nhist + ply, &st);
    if (!st.over)
        return 0;
    s->lined += st.reason == END_REPETITION;
    core_return(s, core_final(s, p, &st, ply));
    return 1;
}

/* Step 2: where positions come back, what the line since the last
 * capture holds decides which proofs stand here (the header). */
static int core_line_since_capture(Search *s, Frame *f, const Pos *p, int ply)
{
    f->fresh = 1;
    f->dup = f->reps = 0;
    if (!s->r->repeats || pos_header(p)->quiet == 0)
        return 0;
    int quiet = pos_header(p)->quiet, n = s->nhist + ply;
    const Frame *up = s->sp > 0 ? &s->frame[s->sp - 1] : NULL;
    f->fresh = 0;
    f->reps = (uint8_t)game_repetitions(s->hist, n, quiet, pos_hash(p));
    f->dup = up ? (uint8_t)(up->dup || up->reps) : (uint8_t)search_dup(s->hist, n, quiet);
    s->lined += f->reps > 0;
    /* A position met again on the line: what follows depends on the line,
     * and a proof that goes round the cycle to its third time may never
     * end.  Only the tables, built layer by layer, can settle cycles. */
    if (f->reps > 0 && s->exact_core && s->sp > 0) {
        core_horizon(s);
        core_return(s, s->evaluate(s->g, p));
        return 1;
    }
    return 0;
}

/* Step 3: a node the endgame table holds is settled by it, below the root
 * and where the line allows (the header). */
static int core_probe_endgame(Search *s, Frame *f, const Pos *p, int ply)
{
    if (ply == 0 || !s->endgame || f->dup)
        return 0;
    int8_t buf[2];
    const int8_t *at = f->eg_located ? f->eg_at : core_eg_locate(s, p, buf);
    if (!at)
        return 0;
    int lo, hi;
    endgame_bounds_at(s->endgame, p, at, &lo, &hi);
    int mid = search_times_unit(s, lo) + search_times_unit(s, hi - lo) / 2; /* an estimate */
    lo = search_scaled(s, lo);
    hi = search_scaled(s, hi);
    s->lined += !f->fresh;
    if (lo == hi) {
        core_return(s, lo);
        return 1;
    }
    /* Bounds only: the table has settled all it can without the line, and
     * a search on with the line would wander the layer's cycles without
     * end.  What the bounds decide is proven; inside them, a search takes
     * their middle as its estimate. */
    if (lo >= f->beta) {
        core_return(s, lo);
        return 1;
    }
    if (hi <= f->alpha) {
        core_return(s, hi);
        return 1;
    }
    core_horizon(s);
    core_return(s, mid);
    return 1;
}

/* Step 4: the book's value, below the root of an exact search. */
static int core_probe_book(Search *s, const Pos *p, int ply)
{
    int v;
    Move bm;
    if (ply == 0 || !s->book || !s->lim.exact || !book_probe(s->book, p, &v, &bm))
        return 0;
    core_return(s, search_scaled(s, v));
    return 1;
}

/* Step 5: at the horizon of a depth-limited search, or at the stack's
 * end, the evaluation. */
static int core_at_horizon(Search *s, const Frame *f, const Pos *p)
{
    if ((s->exact_core || f->depth > 0) && s->sp < SEARCH_MAX_PLY - 1)
        return 0;
    core_horizon(s);
    core_return(s, s->evaluate(s->g, p));
    return 1;
}

/* Step 6: what the game can still change and what the transposition
 * table knows bound the value: cut when the window is outside, narrow it
 * otherwise (below the root, which must name a move).  Also finds the
 * table's move for the ordering. */
static int core_bounds(Search *s, Frame *f, const Pos *p, int ply)
{
    f->base = s->r->base_value ? search_times_unit(s, s->r->base_value(s->g, p)) : 0;
    int lo = -VALUE_INF, hi = VALUE_INF;
    if (s->r->value_bounds) {
        int blo, bhi;
        s->r->value_bounds(s->g, p, &blo, &bhi);
        blo = search_scaled(s, blo);
        bhi = search_scaled(s, bhi);
        lo = blo > lo ? blo : lo;
        hi = bhi < hi ? bhi : hi;
    }
    f->tt_move = MOVE_NONE;
    const TtEntry *e = core_uses_tt(s, f->depth) ? tt_probe(s->tt, pos_hash(p)) : NULL;
    if (e) {
        /* The exact search orders by proofs only: the moves the shallow
         * iterations liked lead it astray (a third more nodes on
         * Kalah(6,4)). */
        if (!s->exact_core || tt_solved(e->depth))
            f->tt_move = search_tt_move(s, p, e->move);
        /* An exact search's shallow iterations take proofs too: they only
         * find a move to fall back on. */
        int proof = tt_solved(e->depth) && (s->exact_core || s->lim.exact) && (f->fresh || !f->dup);
        /* A node inside a wide window (on the principal variation) is
         * searched again rather than cut by an entry of its depth: the
         * variation would end there.  There are few. */
        int pv_node = f->beta - f->alpha > 1;
        if (proof || (!s->exact_core && e->depth == f->depth && !pv_node)) {
            /* A depth-limited entry may stand for leaves at the horizon:
             * what it decides is not proven. */
            if (!proof)
                core_horizon(s);
            int tlo = search_from_tt(e->lo, f->base, ply), thi = search_from_tt(e->hi, f->base, ply);
            if (tlo > lo)
                lo = tlo;
            if (thi < hi)
                hi = thi;
        }
    }
    if (s->sp == 0)
        return 0;
    if (lo >= f->beta || lo == hi) {
        core_return(s, lo);
        return 1;
    }
    if (hi <= f->alpha) {
        core_return(s, hi);
        return 1;
    }
    if (lo > f->alpha)
        f->alpha = lo;
    if (hi < f->beta)
        f->beta = hi;
    return 0;
}

/* Step 7: the moves, played ahead where the children read the table, and
 * ordered; the node then tries them (PH_NEXT). */
static void core_generate(Search *s, Frame *f, const Pos *p, int ply)
{
    f->n = s->r->legal(s->g, p, f->moves);
    if (f->n == 0) { /* no move although not over: judge it as it stands */
        core_return(s, s->evaluate(s->g, p));
        return;
    }
    f->ahead = core_uses_tt(s, f->depth - 1) && f->n <= SEARCH_AHEAD_MOVES;
    if (f->ahead)
        core_play_ahead(s, f, p);
    core_order(s, f, p, ply);
    f->i = 0;
    f->best = -VALUE_INF;
    f->best_move = f->moves[0];
    f->orig_alpha = f->alpha;
    f->phase = PH_NEXT;
}

/* Enters the node on top of the stack: the steps in order, until one
 * settles its value. */
static void core_enter(Search *s, Frame *f, const Pos *p, int ply)
{
    f->horizons0 = s->horizons;
    f->lined0 = s->lined;
    if (core_over(s, p, ply) || core_line_since_capture(s, f, p, ply) || core_probe_endgame(s, f, p, ply) ||
        core_probe_book(s, p, ply) || core_at_horizon(s, f, p) || core_bounds(s, f, p, ply))
        return;
    core_generate(s, f, p, ply);
}

/* ---- the moves of a node ---- */

/* Late-move reductions (SearchLimits.reduce): the moves after the first
 * LMR_FROM of a node with at least LMR_DEPTH plies to go, which the game
 * does not rank (no capture, no extra turn) and which are not killers,
 * are searched a ply less deep first. */
#define LMR_FROM 3
#define LMR_DEPTH 3
static int core_reduces(const Search *s, const Frame *f, int ply)
{
    if (!s->lim.reduce || s->exact_core || ply == 0 || f->i < LMR_FROM || f->depth < LMR_DEPTH)
        return 0;
    Move m = f->moves[f->i];
    if (m == f->tt_move || m == s->killer[ply][0] || m == s->killer[ply][1])
        return 0;
    return f->score[f->i] < ORDER_PRIORITY_STEP;
}

/* The next move of the node, or its end once every move is tried. */
static void core_next(Search *s, Frame *f, const Pos *p, int ply)
{
    if (f->i >= f->n) {
        core_finish_node(s, f, p, ply);
        return;
    }
    core_pick(f);
    Pos *cp;
    if (f->ahead) {
        cp = search_kid(s, s->sp, f->kid[f->i]);
    } else {
        cp = search_pos(s, s->sp + 1);
        memcpy(cp, p, s->psize);
        s->r->play(s->g, cp, f->moves[f->i], NULL);
        if (core_uses_tt(s, f->depth - 1))
            tt_prefetch(s->tt, pos_hash(cp));
    }
    f->child_same = pos_side(cp) == pos_side(p);
    s->frame[s->sp + 1].at = cp;
    f->phase = PH_CHILD;
    /* The first move gets the full window, the others a null window that
     * only asks whether they beat it. */
    int reduce = core_reduces(s, f, ply);
    if (f->i == 0 || (f->beta - f->alpha <= 1 && !reduce))
        core_push_child(s, f, f->alpha, f->beta, 0, 0);
    else
        core_push_child(s, f, f->alpha, f->alpha + 1, 1, reduce);
}

/* A cut by move m: it becomes the ply's first killer, and its history
 * grows by the depth it cut at (the whole side's table halved before an
 * entry grows too large). */
static void core_cut(Search *s, const Frame *f, const Pos *p, int ply, Move m)
{
    int side = pos_side(p);
    if (m != s->killer[ply][0]) {
        s->killer[ply][1] = s->killer[ply][0];
        s->killer[ply][0] = m;
    }
    int *h = &s->history[side][search_hidx(m)];
    *h += s->exact_core ? HISTORY_EXACT_BONUS : f->depth * f->depth;
    if (*h > HISTORY_HALVE_AT)
        for (int k = 0; k < SEARCH_HISTORY; k++)
            s->history[side][k] /= 2;
}

/* The child of the current move handed back its value (in s->ret). */
static void core_child(Search *s, Frame *f, const Pos *p, int ply)
{
    int v = f->child_same ? s->ret : -s->ret;
    if (f->reduced && v > f->alpha) { /* a reduced move beat the best: again at full depth */
        core_push_child(s, f, f->alpha, f->alpha + 1, 1, 0);
        return;
    }
    if (f->null_window && v > f->alpha && v < f->beta && f->beta - f->alpha > 1) {
        core_push_child(s, f, f->alpha, f->beta, 0, 0); /* re-search with the full window */
        return;
    }
    Move m = f->moves[f->i];
    if (v > f->best) {
        f->best = v;
        f->best_move = m;
    }
    if (v > f->alpha) {
        f->alpha = v;
        if (v < f->beta)
            core_line(s, m);
    }
    if (f->alpha >= f->beta) {
        core_cut(s, f, p, ply, m);
        core_finish_node(s, f, p, ply);
        return;
    }
    f->i++;
    f->phase = PH_NEXT;
}

CoreState search_core_run(Search *s, uint64_t *budget)
{
    for (;;) {
        if (s->sp < 0) {
            s->core_active = 0;
            return CORE_DONE;
        }
        Frame *f = &s->frame[s->sp];
        Pos *p = f->at;
        int ply = s->sp + s->sub_ply;
        switch (f->phase) {
        case PH_ENTER: {
            CoreState stop;
            if (!core_count(s, f, budget, &stop))
                return stop;
            core_enter(s, f, p, ply);
            break;
        }
        case PH_NEXT:
            core_next(s, f, p, ply);
            break;
        case PH_CHILD:
            core_child(s, f, p, ply);
            break;
        }
    }
}
