/*
 * search.c - one resumable, game-agnostic search (search.h): its API and
 * the drivers that decide what the core searches next.
 *
 * The search is three layers, each a small set of static functions:
 *  - the drivers (here): iterative deepening, analyze, MTD(f); which
 *    position, depth and window to search next, and what the value found
 *    means for the result;
 *  - the node (search_core.c): negamax alpha-beta with principal-variation
 *    search over an explicit stack, a node entered in numbered steps (end,
 *    repetition, endgame table, book, horizon, bounds and table, moves);
 *  - ordering and table: the table's move, the game's priority
 *    (move_priority), two killers a ply and a history (search_core.c); the
 *    transposition table (tt.c).
 * The computer's levels turn into limits in level.c.
 *
 * Nothing recurses and nothing blocks: search_step runs the core in slices
 * of nodes, and between two core searches asks the current drive what
 * comes next.  The result always holds the last completed iteration's
 * move, so there is an answer whenever the search is stopped.
 *
 * The drives:
 *  - DEEPEN: iterative deepening with a full window, depth 1, 2, 3... until
 *    a limit, a proven result or a search that reached the end of every
 *    line;
 *  - ANALYZE: at each depth every root move searched with a full window,
 *    for a value of every move (the hint, `analyze`, the review);
 *  - MTD (exact, Kalah and Oware): after a few shallow iterations for a
 *    move to fall back on, null-window searches to the end of the game,
 *    the seeds still on the board bounding what each node can reach
 *    (value_bounds), until the lower and upper bounds meet; MTD_ANALYZE:
 *    the same for each root move in turn.  The perfect level gives up the
 *    proof after its share of the time (prove_ms) and deepens instead.
 * Unlike the chess engines it follows, the deepening has no aspiration
 * window: each iteration searches the root with the full window.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "search_internal.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* An exact search deepens to this depth before it tries to prove. */
#define SEARCH_EXACT_WARMUP 6

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
    s->unit = s->tt_unit = 1;
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
    free(s->eg_memo);
    free(s->hist);
    free(s);
}

void search_clear(Search *s)
{
    tt_clear(s->tt);
    if (s->eg_memo) { /* fresh pages, not written ones: a search that never runs holds none */
        free(s->eg_memo);
        s->eg_memo = calloc((size_t)1 << SEARCH_EG_MEMO_BITS, sizeof *s->eg_memo);
    }
    memset(s->killer, 0xFF, sizeof s->killer);
    memset(s->history, 0, sizeof s->history);
}

/* A coded table's probes decode (endgame_coded): the search keeps their
 * answers, for every iteration meets the same positions again.  Without
 * the memory for them, each probe decodes. */
void search_set_endgame(Search *s, const Endgame *e)
{
    free(s->eg_memo);
    s->eg_coded = endgame_coded(e);
    s->eg_memo = s->eg_coded ? calloc((size_t)1 << SEARCH_EG_MEMO_BITS, sizeof *s->eg_memo) : NULL;
    s->endgame = e;
}
void search_set_book(Search *s, const Book *b) { s->book = b; }

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

/* The result of a completed iteration or proof; a proven value is also
 * what is proven of the root. */
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
static inline const Pos *search_root(const Search *s) { return (const Pos *)(const void *)s->root; }

/* Where the drivers keep a root move's child: the position slot past the
 * core's. */
static inline Pos *search_child_slot(const Search *s) { return search_pos(s, SEARCH_MAX_PLY + 1); }

/* The root's child for root move i, into out. */
static void search_child(Search *s, int i, Pos *out)
{
    memcpy(out, s->root, s->psize);
    s->r->play(s->g, out, s->root_moves[i], NULL);
}

/* A value v of root move i's child, from the root's side. */
static int search_root_view(Search *s, int i, int v)
{
    Pos *child = search_child_slot(s);
    search_child(s, i, child);
    return pos_side(child) == pos_side(search_root(s)) ? v : -v;
}

/* Starts the core search the drive asks for next. */
static void drive_next_core(Search *s)
{
    switch (s->drive) {
    case DRIVE_DEEPEN:
        s->exact_core = 0;
        search_core_begin(s, search_root(s), 0, s->depth, -VALUE_INF, VALUE_INF);
        break;
    case DRIVE_ANALYZE:
    case DRIVE_MTD_ANALYZE: {
        /* A root move's child, the root in its history. */
        Pos *child = search_child_slot(s);
        search_child(s, s->root_index, child);
        s->hist[s->nhist] = pos_hash(search_root(s));
        s->nhist++;
        if (s->drive == DRIVE_ANALYZE) {
            s->exact_core = 0;
            search_core_begin(s, child, 1, s->depth - 1, -VALUE_INF, VALUE_INF);
        } else {
            s->exact_core = 1;
            search_core_begin(s, child, 1, TT_DEPTH_SOLVED, s->mtd_beta - 1, s->mtd_beta);
        }
        s->nhist--;
        break;
    }
    case DRIVE_MTD:
        s->exact_core = 1;
        search_core_begin(s, search_root(s), 0, TT_DEPTH_SOLVED, s->mtd_beta - 1, s->mtd_beta);
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
 * moves, where its history allows (search_core.c's header): 1 and the bounds. */
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
    if (!endgame_probe(s->endgame, p, lo, hi))
        return 0;
    *lo = search_scaled(s, *lo);
    *hi = search_scaled(s, *hi);
    return 1;
}

/* MTD(f)'s bounds for p: what the game can still change and what the
 * table proves.  The table's lower bound comes without a move, so at the
 * root the search starts one below it: its first window finds the move. */
static void mtd_reset(Search *s, int guess, const Pos *p)
{
    int lo = -VALUE_INF, hi = VALUE_INF, tlo, thi;
    if (s->r->value_bounds) {
        s->r->value_bounds(s->g, p, &lo, &hi);
        lo = search_scaled(s, lo);
        hi = search_scaled(s, hi);
    }
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

/* MTD_ANALYZE: starts proving root move root_index, from the middle of
 * its bounds. */
static void drive_prove_root_move(Search *s)
{
    Pos *child = search_child_slot(s);
    search_child(s, s->root_index, child);
    mtd_reset(s, 0, child);
    s->mtd_beta = s->mtd_lo + (s->mtd_hi - s->mtd_lo) / 2;
    s->mtd_tainted = 0;
    mtd_next(s);
}

/* DEEPEN: an iteration is done.  An exact search past its warm-up goes on
 * to prove (MTD); else the next depth, until proven or the last depth. */
static void drive_deepen_done(Search *s, int v)
{
    search_set_result(s, s->frame[0].best_move, v, s->depth, !s->horizon);
    int proven = s->result.exact;
    if (s->lim.exact && search_is_seeds(s) && !proven && s->depth >= SEARCH_EXACT_WARMUP && !s->gave_up) {
        s->drive = DRIVE_MTD;
        mtd_reset(s, v, search_root(s));
        s->mtd_move = s->result.move;
        if (!mtd_next(s))
            s->drive = DRIVE_DONE;
    } else if (proven || s->depth >= s->max_depth) {
        s->drive = DRIVE_DONE;
    } else {
        s->depth++;
    }
}

/* MTD: a null window answered; narrow the bounds, done once they meet. */
static void drive_mtd_done(Search *s, int v)
{
    s->all_exact &= !s->horizon; /* a line longer than the stack is not proven */
    if (!s->horizon) {           /* this window proved a bound, whatever the others do */
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
}

/* ANALYZE: a root move's value at this depth; after the last move, the
 * sorted result, then proofs (MTD_ANALYZE), the next depth, or the end. */
static void drive_analyze_done(Search *s, int v)
{
    int value = search_root_view(s, s->root_index, v);
    s->root_values[s->root_index] = value;
    s->root_exact[s->root_index] = !s->horizon || value >= VALUE_WIN_BOUND || value <= -VALUE_WIN_BOUND;
    s->all_exact &= s->root_exact[s->root_index];
    if (++s->root_index < s->nroot)
        return;
    search_sort_root(s);
    search_set_result(s, s->result.root_moves[0], s->result.root_values[0], s->depth, s->all_exact);
    s->root_index = 0;
    if (s->lim.exact && search_is_seeds(s) && !s->all_exact && s->depth >= SEARCH_EXACT_WARMUP) {
        s->drive = DRIVE_MTD_ANALYZE;
        drive_prove_root_move(s);
    } else if (s->all_exact || s->depth >= s->max_depth) {
        s->drive = DRIVE_DONE;
    } else {
        s->depth++;
        s->all_exact = 1;
    }
}

/* MTD_ANALYZE: a null window of a root move answered; once its bounds
 * meet, its value, then the next move, or the sorted result. */
static void drive_mtd_analyze_done(Search *s, int v)
{
    s->mtd_tainted |= s->horizon;
    if (v >= s->mtd_beta)
        s->mtd_lo = v;
    else
        s->mtd_hi = v;
    if (mtd_next(s))
        return;
    s->root_values[s->root_index] = search_root_view(s, s->root_index, s->mtd_lo);
    s->root_exact[s->root_index] = !s->mtd_tainted;
    if (++s->root_index < s->nroot) {
        drive_prove_root_move(s);
        return;
    }
    search_sort_root(s);
    int all = 1;
    for (int i = 0; i < s->nroot; i++)
        all &= s->root_exact[i];
    search_set_result(s, s->result.root_moves[0], s->result.root_values[0], s->depth, all);
    s->drive = DRIVE_DONE;
}

/* A core search finished with s->ret: the drive decides what comes next. */
static void drive_on_value(Search *s)
{
    switch (s->drive) {
    case DRIVE_DEEPEN:
        drive_deepen_done(s, s->ret);
        break;
    case DRIVE_MTD:
        drive_mtd_done(s, s->ret);
        break;
    case DRIVE_ANALYZE:
        drive_analyze_done(s, s->ret);
        break;
    case DRIVE_MTD_ANALYZE:
        drive_mtd_analyze_done(s, s->ret);
        break;
    default:
        s->drive = DRIVE_DONE;
        break;
    }
}

/* ---- beginning a search ---- */

/* What is known of the root before searching: the game's own bounds and
 * the endgame table's. */
static void search_root_bounds(Search *s, const Pos *root)
{
    int tlo, thi;
    s->proven_lo = -VALUE_INF;
    s->proven_hi = VALUE_INF;
    if (s->r->value_bounds) {
        s->r->value_bounds(s->g, root, &s->proven_lo, &s->proven_hi);
        s->proven_lo = search_scaled(s, s->proven_lo);
        s->proven_hi = search_scaled(s, s->proven_hi);
    }
    if (search_table_bounds(s, root, 0, &tlo, &thi)) {
        s->proven_lo = tlo > s->proven_lo ? tlo : s->proven_lo;
        s->proven_hi = thi < s->proven_hi ? thi : s->proven_hi;
    }
}

/* The move to play before any iteration completes: the root's move of the
 * highest priority, the first of them on a tie. */
static Move search_fallback_move(const Search *s, const Pos *root)
{
    int best = 0, best_p = -1;
    for (int i = 0; i < s->nroot && s->r->move_priority; i++) {
        int pr = s->r->move_priority(s->g, root, s->root_moves[i]);
        if (pr > best_p) {
            best_p = pr;
            best = i;
        }
    }
    return s->root_moves[best];
}

/* A root the book holds with a move is answered at once: by an exact
 * search where the book has proven it, by a search that plays the book
 * (SearchLimits.book) where it has a move at all. */
static void search_book_answer(Search *s, const Pos *root)
{
    int v, proven = 0;
    Move bm;
    if (s->lim.analyze || !s->book)
        return;
    int held = s->lim.exact ? book_probe(s->book, root, &v, &bm)
                            : s->lim.book && book_suggest(s->book, root, &v, &bm, &proven);
    if (!held)
        return;
    proven |= s->lim.exact;
    for (int i = 0; i < s->nroot; i++)
        if (s->root_moves[i] == bm) {
            search_set_result(s, bm, proven ? search_scaled(s, v) : search_times_unit(s, v), 0, proven);
            s->drive = DRIVE_DONE;
        }
}

/* A value in the search's unit, in the game's: a proven win or loss
 * without its decisive part, rounded to the nearest, halves away from
 * zero; a win of the grid games or an open bound as it is. */
static int search_unscaled(const Search *s, int v)
{
    int u = s->unit;
    if (v <= -VALUE_WIN_BOUND || v >= VALUE_WIN_BOUND)
        return v;
    if (s->decisive && v >= s->decisive)
        v -= s->decisive;
    else if (s->decisive && v <= -s->decisive)
        v += s->decisive;
    return v >= 0 ? (v + u / 2) / u : -((-v + u / 2) / u);
}

/* The result as search_result shows it: in the game's unit. */
static void search_publish(Search *s)
{
    SearchResult *r = &s->shown;
    *r = s->result;
    r->value = search_unscaled(s, r->value);
    r->lo = search_unscaled(s, r->lo);
    r->hi = search_unscaled(s, r->hi);
    for (int i = 0; i < r->nroot; i++)
        r->root_values[i] = search_unscaled(s, r->root_values[i]);
}

static void search_begin_root(Search *s, const Pos *root, const uint64_t *hist, int nhist, const SearchLimits *limits)
{
    memcpy(s->root, root, s->psize);
    s->lim = *limits;
    s->evaluate = limits->evaluate ? limits->evaluate : s->r->evaluate;
    /* An exact search proves in the game's unit (search.h). */
    assert(!limits->exact || limits->unit <= 1);
    assert(!limits->exact || !limits->decisive);
    s->unit = limits->unit > 1 && !limits->exact ? limits->unit : 1;
    s->decisive = limits->exact ? 0 : limits->decisive;
    if (s->unit != s->tt_unit || s->decisive != s->tt_decisive) { /* the table counts otherwise */
        tt_clear(s->tt);
        s->tt_unit = s->unit;
        s->tt_decisive = s->decisive;
    }
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

    GameStatus st;
    s->r->status(s->g, root, s->hist, s->nhist, &st);
    s->nroot = st.over ? 0 : s->r->legal(s->g, root, s->root_moves);
    s->proven_lo = -VALUE_INF;
    s->proven_hi = VALUE_INF;
    if (!st.over)
        search_root_bounds(s, root);
    s->result.lo = s->proven_lo;
    s->result.hi = s->proven_hi;
    if (s->nroot == 0) {
        s->drive = DRIVE_DONE;
        if (st.over) {
            s->result.value = search_scaled(s, s->r->final_value(s->g, root, &st));
            s->result.exact = 1;
            s->result.lo = s->result.hi = s->result.value;
        }
        return;
    }
    s->result.move = search_fallback_move(s, root);
    s->drive = limits->analyze ? DRIVE_ANALYZE : DRIVE_DEEPEN;
    search_book_answer(s, root);
}

void search_begin(Search *s, const Pos *root, const uint64_t *hist, int nhist, const SearchLimits *limits)
{
    search_begin_root(s, root, hist, nhist, limits);
    search_publish(s);
}

SearchState search_step(Search *s, uint64_t node_budget)
{
    uint64_t budget = node_budget ? node_budget : 1;
    while (s->drive != DRIVE_DONE && s->drive != DRIVE_IDLE) {
        if (!s->core_active)
            drive_next_core(s);
        CoreState cs = search_core_run(s, &budget);
        if (cs == CORE_PAUSED)
            break;
        if (cs == CORE_GAVE_UP) { /* no proof in time: the deepening goes on from where it was */
            s->gave_up = 1;
            s->drive = DRIVE_DEEPEN;
            s->depth++;
            continue;
        }
        if (cs == CORE_STOPPED) {
            s->drive = DRIVE_DONE;
            break;
        }
        drive_on_value(s);
    }
    s->result.nodes = s->nodes;
    s->result.elapsed_ms = (int)search_elapsed_ms(s);
    s->result.lo = s->proven_lo;
    s->result.hi = s->proven_hi;
    search_publish(s);
    return s->drive == DRIVE_DONE || s->drive == DRIVE_IDLE ? SEARCH_DONE : SEARCH_RUNNING;
}

void search_stop(Search *s)
{
    s->core_active = 0;
    s->drive = DRIVE_DONE;
}

const SearchResult *search_result(const Search *s) { return &s->shown; }
