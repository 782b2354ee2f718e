/*
 * search.c - one resumable, game-agnostic search (search.h).
 *
 * The core is negamax alpha-beta with principal-variation search, a
 * transposition table, and move ordering by the table's move, the game's
 * own priority (captures, extra turns), two killers per ply and a history
 * table.  It never recurses: a stack of frames, one per ply, holds each
 * node's window, moves and progress, so search_step can stop after any
 * number of nodes and carry on later exactly where it stopped.  The value
 * that a finished child hands back sits in `ret` until its parent reads it.
 *
 * Sides: a move does not always pass the turn (Kalah's extra turn), so a
 * child's value is negated only when the side to move changed.
 *
 * Values in the table are stored relative to the node's base value (what
 * the stores already decide) so positions that differ only in their
 * stores share entries; win scores are stored as distances from the node.
 * In a depth-limited search an entry cuts only at exactly the depth it was
 * searched to, which keeps the result equal to plain minimax to that depth
 * (tests check this); deeper entries still order the moves.  Nodes nearer
 * the horizon than the game's tt_min_depth leave the table alone: where
 * nodes are cheap, their small subtrees cost less than a memory access.
 *
 * The drivers above the core:
 *  - iterative deepening, full window, until a limit, a proven result or a
 *    search that reached the end of every line;
 *  - analyze: every root move searched with a full window at each depth;
 *  - exact (Kalah, Oware): a few shallow iterations for a move to fall back
 *    on, then MTD(f): null-window searches to the end of the game, the
 *    seeds still on the board bounding what each node can reach
 *    (value_bounds), until the lower and upper bounds meet.
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
#include "search.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tt.h"

#define SEARCH_HISTORY 4096
#define SEARCH_TIME_CHECK 1023
#define SEARCH_EXACT_WARMUP 6
#define SEARCH_AHEAD_MOVES 8 /* an exact node with this many moves or fewer plays them all at once */

/* Move ordering: a move's score is the sum of its ranks.  The table's move
 * comes first; then the game's priority, in steps of ORDER_PRIORITY_STEP;
 * then a killer (the newer one ORDER_KILLER_1, the older ORDER_KILLER_2),
 * then the history, capped below a killer.  A priority step outranks a
 * killer or the history, though not always both together: a killer with a
 * long history passes a move one step higher.  A seeded root orders by a
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

typedef enum { PH_ENTER, PH_NEXT, PH_CHILD } Phase;

typedef struct {
    int alpha, beta, orig_alpha;
    int depth;
    int best;
    Move best_move;
    Move tt_move;
    int base;
    int n, i;
    uint8_t phase;
    uint8_t child_same;   /* the child being searched has the same side */
    uint8_t null_window;  /* the child was searched with a null window */
    uint8_t ahead;        /* the children were played on entry, in Search.kids */
    uint8_t eg_located;   /* eg_at below says where the endgame table keeps this node */
    uint8_t dup;          /* a position occurs twice in the history since the last capture, this node aside */
    uint8_t reps;         /* this node's earlier occurrences in that history */
    uint8_t fresh;        /* nothing before this node can decide its value (no line since a capture) */
    uint32_t horizons0;   /* the search's horizon count when this node was entered */
    uint32_t lined0;      /* and its count of values that depend on the line */
    Pos *at;              /* the node's position: its ply's slot, or the parent's played-ahead child */
    uint64_t nodes0;      /* the search's node count when this node was entered */
    Move moves[GAME_MAX_MOVES];
    int score[GAME_MAX_MOVES];
    uint8_t kid[SEARCH_AHEAD_MOVES]; /* with ahead, per move: its child's slot */
    const int8_t *eg_at;  /* with eg_located: the node's endgame value, or NULL */
    const int8_t *kid_eg[SEARCH_AHEAD_MOVES]; /* with ahead, per slot: its child's */
} Frame;

typedef enum { DRIVE_IDLE, DRIVE_DEEPEN, DRIVE_ANALYZE, DRIVE_MTD, DRIVE_MTD_ANALYZE, DRIVE_DONE } Drive;

struct Search {
    const Game *g;
    const GameRules *r;
    size_t psize;
    Tt *tt;
    const Endgame *endgame; /* exact values of small positions, or NULL */
    const Book *book;       /* exact values of chosen positions, or NULL */
    int (*evaluate)(const Game *g, const Pos *p); /* the limits', or the rules' */

    /* The root and the history before it. */
    unsigned char *root;
    uint64_t *hist;        /* game history, then the path being searched */
    int nhist, hist_cap;
    SearchLimits lim;
    struct timespec t0;

    /* The core: positions and frames by ply below the subroot. */
    unsigned char *pos;    /* (SEARCH_MAX_PLY + 1) positions */
    unsigned char *kids;   /* SEARCH_AHEAD_MOVES children per ply */
    Frame *frame;
    int sp;
    int ret;
    int core_active;
    int sub_ply;           /* plies from the real root to the subroot (0 or 1) */
    int horizon;           /* a depth-0 leaf was met in this core search */
    uint32_t horizons;     /* leaves that were not ends or proofs, ever: a node
                            * whose count moved is not proven below */
    uint32_t lined;        /* values that depended on the line since the last
                            * capture (a position met again, a table's bounds
                            * away from a capture): a node whose count moved
                            * is proven only for its own line */
    int exact_core;        /* this core search runs to the end of the game */
    uint64_t nodes;
    int stopped;
    int tt_min_depth;      /* the rules', at least 1 */

    /* The principal variation below each ply of the core: a node's line
     * is its best move's, then that child's line, kept where the value is
     * exact (inside the window). */
    Move line[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY];
    int line_len[SEARCH_MAX_PLY + 1];

    /* Ordering. */
    Move killer[SEARCH_MAX_PLY + 1][2];
    int history[2][SEARCH_HISTORY];

    /* The drivers. */
    Drive drive;
    int depth;             /* iteration being searched */
    int max_depth;
    int proven_lo, proven_hi; /* the root's value, proven so far (SearchResult.lo, hi) */
    int mtd_tainted;          /* the root move being proven met a leaf that is no proof */
    int nroot;
    Move root_moves[GAME_MAX_MOVES];
    int root_values[GAME_MAX_MOVES];
    int root_exact[GAME_MAX_MOVES];
    int root_index;        /* analyze: the root move being searched */
    int mtd_lo, mtd_hi, mtd_beta;
    Move mtd_move;
    int gave_up;           /* the proof ran out of its time: deepening instead */
    int all_exact;

    SearchResult result;
};

static inline Pos *search_pos(const Search *s, int ply) { return (Pos *)(void *)(s->pos + s->psize * (size_t)ply); }
static inline Pos *search_kid(const Search *s, int sp, int slot)
{
    return (Pos *)(void *)(s->kids + s->psize * ((size_t)sp * SEARCH_AHEAD_MOVES + (size_t)slot));
}

static double search_elapsed_ms(const Search *s)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - s->t0.tv_sec) * 1e3 + (double)(now.tv_nsec - s->t0.tv_nsec) * 1e-6;
}

Search *search_create(const Game *g, size_t tt_bytes)
{
    Search *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->g = g;
    s->r = g->rules;
    s->psize = g->rules->pos_size;
    s->tt_min_depth = g->rules->tt_min_depth > 1 ? g->rules->tt_min_depth : 1;
    s->tt = tt_create(tt_bytes ? tt_bytes : 64 * sizeof(TtEntry));
    s->root = malloc(s->psize);
    s->pos = malloc(s->psize * (SEARCH_MAX_PLY + 2));
    s->frame = calloc(SEARCH_MAX_PLY + 2, sizeof(Frame));
    s->kids = malloc(s->psize * SEARCH_AHEAD_MOVES * (SEARCH_MAX_PLY + 2));
    if (!s->tt || !s->root || !s->pos || !s->frame || !s->kids) {
        search_destroy(s);
        return NULL;
    }
    s->drive = DRIVE_IDLE;
    memset(s->killer, 0xFF, sizeof s->killer);
    return s;
}

void search_destroy(Search *s)
{
    if (!s)
        return;
    tt_destroy(s->tt);
    free(s->root);
    free(s->pos);
    free(s->frame);
    free(s->kids);
    free(s->hist);
    free(s);
}

void search_clear(Search *s)
{
    tt_clear(s->tt);
    memset(s->killer, 0xFF, sizeof s->killer);
    memset(s->history, 0, sizeof s->history);
}

void search_set_endgame(Search *s, const Endgame *e) { s->endgame = e; }
void search_set_book(Search *s, const Book *b) { s->book = b; }

/* ---- the table's value conventions ---- */

static int search_to_tt(int v, int base, int ply)
{
    if (v >= VALUE_WIN_BOUND)
        return v + ply;
    if (v <= -VALUE_WIN_BOUND)
        return v - ply;
    return v - base;
}

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

/* A move as the table keeps it, and back: side 0's terms where the game's
 * hash makes a position and its mirror one entry (mirror_move). */
static inline Move search_tt_move(const Search *s, const Pos *p, Move m)
{
    return s->r->mirror_move && pos_side(p) && m != MOVE_NONE ? s->r->mirror_move(s->g, m) : m;
}

static inline int search_hidx(Move m) { return (m ^ (m >> 12)) & (SEARCH_HISTORY - 1); }

/* ---- the core ---- */

/* Starts a search of position sub (a copy is taken) to depth, window
 * (alpha, beta); sub_ply is its distance from the real root. */
static void core_begin(Search *s, const Pos *sub, int sub_ply, int depth, int alpha, int beta)
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

/* The value of a finished game at ply, wins nearer the root worth more. */
static int core_final(Search *s, const Pos *p, const GameStatus *st, int ply)
{
    int v = s->r->final_value(s->g, p, st);
    if (s->lim.contempt && st->winner < 0 && st->reason != END_RULE)
        return pos_side(p) == pos_side((const Pos *)(const void *)s->root) ? v - s->lim.contempt : v + s->lim.contempt;
    if (v >= VALUE_WIN_BOUND)
        v -= ply;
    else if (v <= -VALUE_WIN_BOUND)
        v += ply;
    return v;
}

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

/* Plays every move of a node with few at once and starts loading all
 * their table lines (the endgame table's for the children it holds): the
 * children then meet their probes in the cache, the memory waits
 * overlapping instead of coming one after another.  Worth it where the
 * children read the table: everywhere in the exact search, above the
 * game's tt_min_depth in a depth-limited one. */
static void core_play_ahead(Search *s, Frame *f, const Pos *p)
{
    for (int i = 0; i < f->n; i++) {
        Pos *k = search_kid(s, s->sp, i);
        memcpy(k, p, s->psize);
        s->r->play(s->g, k, f->moves[i], NULL);
        f->kid_eg[i] = endgame_locate(s->endgame, k);
        if (f->kid_eg[i])
            endgame_prefetch(f->kid_eg[i]);
        else
            tt_prefetch(s->tt, pos_hash(k));
        f->kid[i] = (uint8_t)i;
    }
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

/* Ends the node on top of the stack with value v. */
static inline void core_return(Search *s, int v) { s->ret = v, s->sp--; }

/* A leaf that is neither an end of the game nor a proof. */
static inline void core_horizon(Search *s)
{
    s->horizon = 1;
    s->horizons++;
}

/* Whether a position occurs twice among the last `since` of hist[0..n). */
static int search_dup(const uint64_t *hist, int n, int since)
{
    int from = n - since > 0 ? n - since : 0;
    for (int i = from; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (hist[i] == hist[j])
                return 1;
    return 0;
}

/* Whether a node of this remaining depth reads and writes the table
 * (tt_min_depth in game.h).  A proof always does, and so do its shallow
 * first iterations, which take proofs from the table. */
static inline int core_uses_tt(const Search *s, int depth)
{
    return s->exact_core || s->lim.exact || depth >= s->tt_min_depth;
}

static void core_finish_node(Search *s, Frame *f, const Pos *p, int ply)
{
    /* Fail low: an upper bound; fail high: a lower bound; else exact. */
    int lo = f->best > f->orig_alpha ? f->best : -VALUE_INF;
    int hi = f->best < f->beta ? f->best : VALUE_INF;
    int depth = f->depth;
    if (s->exact_core) {
        /* Kept as a proof only when it is one, and one for the position
         * wherever it is met (search.c's header). */
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

/* Pushes the child of frame sp for move index i with window (a, b) in
 * the parent's terms. */
static void core_push_child(Search *s, Frame *f, int a, int b, int null_window)
{
    Frame *c = &s->frame[s->sp + 1];
    f->null_window = (uint8_t)null_window;
    if (f->child_same) {
        c->alpha = a;
        c->beta = b;
    } else {
        c->alpha = -b;
        c->beta = -a;
    }
    c->depth = s->exact_core ? f->depth : f->depth - 1;
    c->phase = PH_ENTER;
    c->eg_located = f->ahead;
    if (f->ahead)
        c->eg_at = f->kid_eg[f->kid[f->i]];
    s->sp++;
}

/* Runs the core for at most budget nodes: 1 when the subroot's value is
 * in s->ret, 0 when the budget ran out, -1 when a limit stopped it, -2
 * when the proof's share of the time is over. */
static int core_run(Search *s, uint64_t *budget)
{
    for (;;) {
        if (s->sp < 0) {
            s->core_active = 0;
            return 1;
        }
        Frame *f = &s->frame[s->sp];
        Pos *p = f->at;
        int ply = s->sp + s->sub_ply;
        switch (f->phase) {
        case PH_ENTER: {
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
                    return -1;
                }
                if (s->exact_core && s->lim.prove_ms && ms >= s->lim.prove_ms && s->drive == DRIVE_MTD) {
                    s->core_active = 0;
                    return -2;
                }
            }
            f->horizons0 = s->horizons;
            f->lined0 = s->lined;
            s->hist[s->nhist + ply] = pos_hash(p);
            GameStatus st;
            s->r->status(s->g, p, s->hist, s->nhist + ply, &st);
            if (st.over) {
                s->lined += st.reason == END_REPETITION;
                core_return(s, core_final(s, p, &st, ply));
                continue;
            }
            /* Where positions come back, what the line since the last
             * capture holds decides which proofs stand here. */
            f->fresh = 1;
            f->dup = f->reps = 0;
            if (s->r->repeats && pos_header(p)->quiet > 0) {
                int quiet = pos_header(p)->quiet, n = s->nhist + ply;
                const Frame *up = s->sp > 0 ? &s->frame[s->sp - 1] : NULL;
                f->fresh = 0;
                f->reps = (uint8_t)game_repetitions(s->hist, n, quiet, pos_hash(p));
                f->dup = up ? (uint8_t)(up->dup || up->reps) : (uint8_t)search_dup(s->hist, n, quiet);
                s->lined += f->reps > 0;
                /* A position met again on the line: what follows depends
                 * on the line, and a proof that goes round the cycle to
                 * its third time may never end.  Only the tables, built
                 * layer by layer, can settle cycles. */
                if (f->reps > 0 && s->exact_core && s->sp > 0) {
                    core_horizon(s);
                    core_return(s, s->evaluate(s->g, p));
                    continue;
                }
            }
            int eg_lo = -VALUE_INF, eg_hi = VALUE_INF;
            if (ply > 0 && s->endgame && !f->dup) {
                const int8_t *at = f->eg_located ? f->eg_at : endgame_locate(s->endgame, p);
                if (at) {
                    endgame_bounds_at(s->endgame, p, at, &eg_lo, &eg_hi);
                    s->lined += !f->fresh;
                    if (eg_lo == eg_hi) {
                        core_return(s, eg_lo);
                        continue;
                    }
                    /* Bounds only: the table has settled all it can
                     * without the line, and a search on with the line
                     * would wander the layer's cycles without end.  What
                     * the bounds decide is proven; inside them, a search
                     * takes their middle as its estimate. */
                    if (eg_lo >= f->beta) {
                        core_return(s, eg_lo);
                        continue;
                    }
                    if (eg_hi <= f->alpha) {
                        core_return(s, eg_hi);
                        continue;
                    }
                    core_horizon(s);
                    core_return(s, eg_lo + (eg_hi - eg_lo) / 2);
                    continue;
                }
            }
            if (ply > 0 && s->book && s->lim.exact) {
                int v;
                Move bm;
                if (book_probe(s->book, p, &v, &bm)) {
                    core_return(s, v);
                    continue;
                }
            }
            if ((!s->exact_core && f->depth <= 0) || s->sp >= SEARCH_MAX_PLY - 1) {
                core_horizon(s);
                core_return(s, s->evaluate(s->g, p));
                continue;
            }
            f->base = s->r->base_value ? s->r->base_value(s->g, p) : 0;
            /* What the game can still change, and what the tables know,
             * bound the value: cut when the window is outside, narrow it
             * otherwise (below the root, which must name a move). */
            int lo = eg_lo, hi = eg_hi;
            if (s->r->value_bounds) {
                int blo, bhi;
                s->r->value_bounds(s->g, p, &blo, &bhi);
                lo = blo > lo ? blo : lo;
                hi = bhi < hi ? bhi : hi;
            }
            f->tt_move = MOVE_NONE;
            const TtEntry *e = core_uses_tt(s, f->depth) ? tt_probe(s->tt, pos_hash(p)) : NULL;
            if (e) {
                /* The exact search orders by proofs only: the moves the
                 * shallow iterations liked lead it astray (a third more
                 * nodes on Kalah(6,4)). */
                if (!s->exact_core || tt_solved(e->depth))
                    f->tt_move = search_tt_move(s, p, e->move);
                /* An exact search's shallow iterations take proofs too:
                 * they only find a move to fall back on. */
                int proof = tt_solved(e->depth) && (s->exact_core || s->lim.exact) && (f->fresh || !f->dup);
                /* A node inside a wide window (on the principal variation)
                 * is searched again rather than cut by an entry of its
                 * depth: the variation would end there.  There are few. */
                int pv_node = f->beta - f->alpha > 1;
                if (proof || (!s->exact_core && e->depth == f->depth && !pv_node)) {
                    /* A depth-limited entry may stand for leaves at the
                     * horizon: what it decides is not proven. */
                    if (!proof)
                        core_horizon(s);
                    int tlo = search_from_tt(e->lo, f->base, ply), thi = search_from_tt(e->hi, f->base, ply);
                    if (tlo > lo)
                        lo = tlo;
                    if (thi < hi)
                        hi = thi;
                }
            }
            if (s->sp > 0) {
                if (lo >= f->beta || lo == hi) {
                    core_return(s, lo);
                    continue;
                }
                if (hi <= f->alpha) {
                    core_return(s, hi);
                    continue;
                }
                if (lo > f->alpha)
                    f->alpha = lo;
                if (hi < f->beta)
                    f->beta = hi;
            }
            f->n = s->r->legal(s->g, p, f->moves);
            if (f->n == 0) { /* no move although not over: judge it as it stands */
                core_return(s, s->evaluate(s->g, p));
                continue;
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
            continue;
        }
        case PH_NEXT: {
            if (f->i >= f->n) {
                core_finish_node(s, f, p, ply);
                continue;
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
            /* The first move gets the full window, the others a null
             * window that only asks whether they beat it. */
            if (f->i == 0 || f->beta - f->alpha <= 1)
                core_push_child(s, f, f->alpha, f->beta, 0);
            else
                core_push_child(s, f, f->alpha, f->alpha + 1, 1);
            continue;
        }
        case PH_CHILD: {
            int v = f->child_same ? s->ret : -s->ret;
            if (f->null_window && v > f->alpha && v < f->beta) {
                core_push_child(s, f, f->alpha, f->beta, 0); /* re-search with the full window */
                continue;
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
                core_finish_node(s, f, p, ply);
                continue;
            }
            f->i++;
            f->phase = PH_NEXT;
            continue;
        }
        }
    }
}

/* ---- results ---- */

/* The principal variation: the line the core kept (len moves, line[0] =
 * first), then the table's moves as far as they go. */
static void search_fill_pv(Search *s, Move first, const Move *line, int len)
{
    SearchResult *r = &s->result;
    unsigned char *buf = s->pos; /* the core is idle when this runs */
    Pos *p = (Pos *)(void *)buf;
    memcpy(p, s->root, s->psize);
    r->pv_len = 0;
    if (len < 1 || line[0] != first)
        len = 0;
    Move m = first;
    uint64_t seen[SEARCH_MAX_PLY];
    while (m != MOVE_NONE && r->pv_len < SEARCH_MAX_PLY && r->pv_len < 64) {
        Move moves[GAME_MAX_MOVES];
        int n = s->r->legal(s->g, p, moves), ok = 0;
        for (int i = 0; i < n; i++)
            ok |= moves[i] == m;
        if (!ok)
            break;
        seen[r->pv_len] = pos_hash(p);
        r->pv[r->pv_len++] = m;
        s->r->play(s->g, p, m, NULL);
        for (int i = 0; i < r->pv_len; i++)
            if (seen[i] == pos_hash(p))
                return;
        if (r->pv_len < len) {
            m = line[r->pv_len];
            continue;
        }
        const TtEntry *e = tt_probe(s->tt, pos_hash(p));
        m = e ? search_tt_move(s, p, e->move) : MOVE_NONE;
    }
}

static void search_set_result(Search *s, Move move, int value, int depth, int exact)
{
    SearchResult *r = &s->result;
    r->move = move;
    r->value = value;
    r->depth = depth;
    r->exact = exact || value >= VALUE_WIN_BOUND || value <= -VALUE_WIN_BOUND;
    if (r->exact)
        s->proven_lo = s->proven_hi = value;
    /* Deepening searches the root itself with a full window: its line. */
    search_fill_pv(s, move, s->line[0], s->drive == DRIVE_DEEPEN ? s->line_len[0] : 0);
}

/* ---- the drivers ---- */

static int search_is_seeds(const Search *s) { return s->r->value_kind == VALUE_KIND_SEEDS; }

/* The root's child for root move i, into position slot 0 of the core. */
static void search_child(Search *s, int i, Pos *out)
{
    memcpy(out, s->root, s->psize);
    s->r->play(s->g, out, s->root_moves[i], NULL);
}

static void drive_next_core(Search *s)
{
    switch (s->drive) {
    case DRIVE_DEEPEN:
        s->exact_core = 0;
        core_begin(s, (const Pos *)(const void *)s->root, 0, s->depth, -VALUE_INF, VALUE_INF);
        break;
    case DRIVE_ANALYZE:
    case DRIVE_MTD_ANALYZE: {
        Pos *child = (Pos *)(void *)(s->pos + s->psize * (SEARCH_MAX_PLY + 1));
        search_child(s, s->root_index, child);
        s->hist[s->nhist] = pos_hash((const Pos *)(const void *)s->root);
        s->nhist++;
        if (s->drive == DRIVE_ANALYZE) {
            s->exact_core = 0;
            core_begin(s, child, 1, s->depth - 1, -VALUE_INF, VALUE_INF);
        } else {
            s->exact_core = 1;
            core_begin(s, child, 1, TT_DEPTH_SOLVED, s->mtd_beta - 1, s->mtd_beta);
        }
        s->nhist--;
        break;
    }
    case DRIVE_MTD:
        s->exact_core = 1;
        core_begin(s, (const Pos *)(const void *)s->root, 0, TT_DEPTH_SOLVED, s->mtd_beta - 1, s->mtd_beta);
        break;
    default:
        break;
    }
}

static void search_sort_root(Search *s)
{
    SearchResult *r = &s->result;
    r->nroot = s->nroot;
    for (int i = 0; i < s->nroot; i++) {
        r->root_moves[i] = s->root_moves[i];
        r->root_values[i] = s->root_values[i];
        r->root_exact[i] = s->root_exact[i];
    }
    for (int i = 1; i < r->nroot; i++) /* stable insertion sort, best first */
        for (int j = i; j > 0 && r->root_values[j] > r->root_values[j - 1]; j--) {
            Move m = r->root_moves[j];
            int v = r->root_values[j], x = r->root_exact[j];
            r->root_moves[j] = r->root_moves[j - 1];
            r->root_values[j] = r->root_values[j - 1];
            r->root_exact[j] = r->root_exact[j - 1];
            r->root_moves[j - 1] = m;
            r->root_values[j - 1] = v;
            r->root_exact[j - 1] = x;
        }
}

/* The next MTD(f) window from the bounds so far; 0 when they met. */
static int mtd_next(Search *s)
{
    if (s->mtd_lo >= s->mtd_hi)
        return 0;
    int f = s->mtd_beta;
    if (f <= s->mtd_lo)
        f = s->mtd_lo + 1;
    if (f > s->mtd_hi)
        f = s->mtd_hi;
    s->mtd_beta = f;
    return 1;
}

/* What the endgame table proves of p, the root or (child) one of its
 * moves, where its history allows (search.c's header): 1 and the bounds. */
static int search_table_bounds(Search *s, const Pos *p, int child, int *lo, int *hi)
{
    if (!s->endgame)
        return 0;
    if (s->r->repeats && pos_header(p)->quiet > 0) {
        int n = s->nhist;
        if (child)
            s->hist[n++] = pos_hash((const Pos *)(const void *)s->root);
        if (search_dup(s->hist, n, pos_header(p)->quiet))
            return 0;
    }
    return endgame_probe(s->endgame, p, lo, hi);
}

/* MTD(f)'s bounds for p: what the game can still change and what the
 * table proves.  The table's lower bound comes without a move, so at the
 * root the search starts one below it: its first window finds the move. */
static void mtd_reset(Search *s, int guess, const Pos *p)
{
    int lo = -VALUE_INF, hi = VALUE_INF, tlo, thi;
    if (s->r->value_bounds)
        s->r->value_bounds(s->g, p, &lo, &hi);
    int child = p != (const Pos *)(const void *)s->root;
    if (search_table_bounds(s, p, child, &tlo, &thi)) {
        if (child) /* a root move's value is all that is asked */
            tlo++;
        lo = tlo - 1 > lo ? tlo - 1 : lo;
        hi = thi < hi ? thi : hi;
    }
    s->mtd_lo = lo;
    s->mtd_hi = hi;
    if (guess < lo)
        guess = lo;
    if (guess > hi)
        guess = hi;
    s->mtd_beta = guess > lo ? guess : lo + 1;
}

/* A core search finished with s->ret: decide what comes next. */
static void drive_on_value(Search *s)
{
    int v = s->ret;
    switch (s->drive) {
    case DRIVE_DEEPEN: {
        int exact = !s->horizon;
        search_set_result(s, s->frame[0].best_move, v, s->depth, exact);
        int proven = s->result.exact;
        if (s->lim.exact && search_is_seeds(s) && !proven && s->depth >= SEARCH_EXACT_WARMUP && !s->gave_up) {
            s->drive = DRIVE_MTD;
            mtd_reset(s, v, (const Pos *)(const void *)s->root);
            s->mtd_move = s->result.move;
            if (!mtd_next(s))
                s->drive = DRIVE_DONE;
        } else if (proven || s->depth >= s->max_depth) {
            s->drive = DRIVE_DONE;
        } else {
            s->depth++;
        }
        break;
    }
    case DRIVE_MTD:
        s->all_exact &= !s->horizon; /* a line longer than the stack is not proven */
        if (!s->horizon) { /* this window proved a bound, whatever the others do */
            if (v >= s->mtd_beta && v > s->proven_lo)
                s->proven_lo = v;
            if (v < s->mtd_beta && v < s->proven_hi)
                s->proven_hi = v;
        }
        if (v >= s->mtd_beta) {
            s->mtd_lo = v;
            s->mtd_move = s->frame[0].best_move;
        } else {
            s->mtd_hi = v;
        }
        if (!mtd_next(s)) {
            search_set_result(s, s->mtd_move, s->mtd_lo, s->depth, s->all_exact);
            s->drive = DRIVE_DONE;
        }
        break;
    case DRIVE_ANALYZE: {
        Pos *child = (Pos *)(void *)(s->pos + s->psize * (SEARCH_MAX_PLY + 1));
        search_child(s, s->root_index, child);
        int same = pos_side(child) == pos_side((const Pos *)(const void *)s->root);
        int value = same ? v : -v;
        s->root_values[s->root_index] = value;
        s->root_exact[s->root_index] = !s->horizon || value >= VALUE_WIN_BOUND || value <= -VALUE_WIN_BOUND;
        s->all_exact &= s->root_exact[s->root_index];
        if (++s->root_index < s->nroot)
            break;
        search_sort_root(s);
        search_set_result(s, s->result.root_moves[0], s->result.root_values[0], s->depth, s->all_exact);
        s->root_index = 0;
        if (s->lim.exact && search_is_seeds(s) && !s->all_exact && s->depth >= SEARCH_EXACT_WARMUP) {
            s->drive = DRIVE_MTD_ANALYZE;
            s->mtd_tainted = 0;
            search_child(s, 0, child);
            mtd_reset(s, 0, child);
            s->mtd_beta = s->mtd_lo + (s->mtd_hi - s->mtd_lo) / 2;
            mtd_next(s);
        } else if (s->all_exact || s->depth >= s->max_depth) {
            s->drive = DRIVE_DONE;
        } else {
            s->depth++;
            s->all_exact = 1;
        }
        break;
    }
    case DRIVE_MTD_ANALYZE: {
        s->mtd_tainted |= s->horizon;
        if (v >= s->mtd_beta)
            s->mtd_lo = v;
        else
            s->mtd_hi = v;
        if (mtd_next(s))
            break;
        Pos *child = (Pos *)(void *)(s->pos + s->psize * (SEARCH_MAX_PLY + 1));
        search_child(s, s->root_index, child);
        int same = pos_side(child) == pos_side((const Pos *)(const void *)s->root);
        s->root_values[s->root_index] = same ? s->mtd_lo : -s->mtd_lo;
        s->root_exact[s->root_index] = !s->mtd_tainted;
        if (++s->root_index < s->nroot) {
            search_child(s, s->root_index, child);
            mtd_reset(s, 0, child);
            s->mtd_beta = s->mtd_lo + (s->mtd_hi - s->mtd_lo) / 2;
            s->mtd_tainted = 0;
            mtd_next(s);
            break;
        }
        search_sort_root(s);
        int all = 1;
        for (int i = 0; i < s->nroot; i++)
            all &= s->root_exact[i];
        search_set_result(s, s->result.root_moves[0], s->result.root_values[0], s->depth, all);
        s->drive = DRIVE_DONE;
        break;
    }
    default:
        s->drive = DRIVE_DONE;
        break;
    }
}

void search_begin(Search *s, const Pos *root, const uint64_t *hist, int nhist, const SearchLimits *limits)
{
    memcpy(s->root, root, s->psize);
    s->lim = *limits;
    s->evaluate = limits->evaluate ? limits->evaluate : s->r->evaluate;
    int need = nhist + SEARCH_MAX_PLY + 4;
    if (need > s->hist_cap) {
        uint64_t *h = realloc(s->hist, sizeof *h * (size_t)need);
        if (!h) {
            s->drive = DRIVE_DONE;
            memset(&s->result, 0, sizeof s->result);
            s->result.move = MOVE_NONE;
            return;
        }
        s->hist = h;
        s->hist_cap = need;
    }
    if (nhist)
        memcpy(s->hist, hist, sizeof *hist * (size_t)nhist);
    s->nhist = nhist;
    clock_gettime(CLOCK_MONOTONIC, &s->t0);
    tt_new_search(s->tt);
    memset(s->killer, 0xFF, sizeof s->killer);
    s->nodes = 0;
    s->stopped = 0;
    s->core_active = 0;
    memset(&s->result, 0, sizeof s->result);
    s->result.move = MOVE_NONE;
    s->depth = 1;
    s->max_depth = limits->depth > 0 && !limits->exact ? limits->depth : SEARCH_MAX_PLY - 2;
    if (s->max_depth > SEARCH_MAX_PLY - 2)
        s->max_depth = SEARCH_MAX_PLY - 2;
    s->all_exact = 1;
    s->root_index = 0;
    s->gave_up = 0;

    /* The root's moves, best-ordered first guess as the fallback move. */
    GameStatus st;
    s->r->status(s->g, root, s->hist, s->nhist, &st);
    s->nroot = st.over ? 0 : s->r->legal(s->g, root, s->root_moves);
    /* What is known before searching: the game's own bounds and the
     * endgame table's. */
    s->proven_lo = -VALUE_INF;
    s->proven_hi = VALUE_INF;
    int tlo, thi;
    if (!st.over && s->r->value_bounds)
        s->r->value_bounds(s->g, root, &s->proven_lo, &s->proven_hi);
    if (!st.over && search_table_bounds(s, root, 0, &tlo, &thi)) {
        s->proven_lo = tlo > s->proven_lo ? tlo : s->proven_lo;
        s->proven_hi = thi < s->proven_hi ? thi : s->proven_hi;
    }
    s->result.lo = s->proven_lo;
    s->result.hi = s->proven_hi;
    if (s->nroot == 0) {
        s->drive = DRIVE_DONE;
        if (st.over) {
            s->result.value = s->r->final_value(s->g, root, &st);
            s->result.exact = 1;
            s->result.lo = s->result.hi = s->result.value;
        }
        return;
    }
    int best = 0, best_p = -1;
    for (int i = 0; i < s->nroot && s->r->move_priority; i++) {
        int pr = s->r->move_priority(s->g, root, s->root_moves[i]);
        if (pr > best_p) {
            best_p = pr;
            best = i;
        }
    }
    s->result.move = s->root_moves[best];
    s->drive = limits->analyze ? DRIVE_ANALYZE : DRIVE_DEEPEN;
    /* A position the book holds, with a move, is answered at once. */
    int v;
    Move bm;
    if (limits->exact && !limits->analyze && s->book && book_probe(s->book, root, &v, &bm)) {
        for (int i = 0; i < s->nroot; i++)
            if (s->root_moves[i] == bm) {
                search_set_result(s, bm, v, 0, 1);
                s->drive = DRIVE_DONE;
            }
    }
}

SearchState search_step(Search *s, uint64_t node_budget)
{
    uint64_t budget = node_budget ? node_budget : 1;
    while (s->drive != DRIVE_DONE && s->drive != DRIVE_IDLE) {
        if (!s->core_active)
            drive_next_core(s);
        int rc = core_run(s, &budget);
        if (rc == 0)
            break;
        if (rc == -2) { /* no proof in time: the deepening goes on from where it was */
            s->gave_up = 1;
            s->drive = DRIVE_DEEPEN;
            s->depth++;
            continue;
        }
        if (rc < 0) {
            s->drive = DRIVE_DONE;
            break;
        }
        drive_on_value(s);
    }
    s->result.nodes = s->nodes;
    s->result.elapsed_ms = (int)search_elapsed_ms(s);
    s->result.lo = s->proven_lo;
    s->result.hi = s->proven_hi;
    return s->drive == DRIVE_DONE || s->drive == DRIVE_IDLE ? SEARCH_DONE : SEARCH_RUNNING;
}

void search_stop(Search *s)
{
    s->core_active = 0;
    s->drive = DRIVE_DONE;
}

const SearchResult *search_result(const Search *s) { return &s->result; }
