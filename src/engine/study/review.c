/*
 * review.c - a finished game analysed ply by ply (review.h).
 *
 * One search does every position, one after the other, so its table
 * carries what it learnt from one position into the next.  A quick look
 * at every position comes first (a small node budget each), so that the
 * player sees the whole game marked at once.  Then a Kalah or
 * Oware position gets an exact analysis first; a node budget stops it where
 * the game is too big to solve, and then an iterative-deepening analysis
 * gives values that are only estimates.  The grid games, which no search
 * solves, get the estimate alone.  The history of the
 * game up to each position goes to the search, so repetition rules see it.
 */
#include "review.h"

#include "match.h"

#include <stdlib.h>
#include <string.h>

/* The quick look tries a proof too where the game has one (a small Kalah
 * position is proven in fewer nodes than estimated), then estimates. */
enum { PHASE_IDLE, PHASE_QUICK_EXACT, PHASE_QUICK, PHASE_EXACT, PHASE_ESTIMATE };

struct Review {
    const Game *g;
    Search *search;
    ReviewBudget budget;
    int nplies;
    /* The game played over: the position before each ply, and their
     * hashes, the history each search gets. */
    Match *match;
    ReviewPly *ply;
    int current, phase, analysed, looked;
    uint64_t nodes;      /* searched since review_begin */
};

Review *review_create(const Game *g, size_t tt_bytes)
{
    Review *rv = calloc(1, sizeof *rv);
    if (!rv)
        return NULL;
    rv->g = g;
    rv->search = search_create(g, tt_bytes);
    rv->match = match_create(g, NULL);
    if (!rv->search || !rv->match) {
        search_destroy(rv->search);
        match_destroy(rv->match);
        free(rv);
        return NULL;
    }
    return rv;
}

static void review_free_game(Review *rv)
{
    free(rv->ply);
    rv->ply = NULL;
    rv->nplies = rv->analysed = rv->looked = 0;
    rv->nodes = 0;
    rv->current = -1;
    rv->phase = PHASE_IDLE;
}

void review_set_endgame(Review *rv, const Endgame *e)
{
    search_clear(rv->search);
    search_set_endgame(rv->search, e);
}

void review_set_book(Review *rv, const Book *b) { search_set_book(rv->search, b); }

void review_destroy(Review *rv)
{
    if (!rv)
        return;
    review_free_game(rv);
    search_destroy(rv->search);
    match_destroy(rv->match);
    free(rv);
}

int review_begin(Review *rv, const Pos *start, const Move *moves, int n, const ReviewBudget *budget)
{
    review_free_game(rv);
    search_stop(rv->search);
    rv->budget = *budget;
    if (n <= 0)
        return n == 0 ? 0 : -1;
    rv->ply = calloc((size_t)n, sizeof *rv->ply);
    if (!rv->ply)
        return -1;
    match_reset(rv->match, start);
    for (int i = 0; i < n; i++) {
        rv->ply[i].played = moves[i];
        rv->ply[i].side = pos_side(match_pos(rv->match));
        if (match_play(rv->match, moves[i], NULL) != 0) {
            review_free_game(rv);
            return -1;
        }
    }
    rv->nplies = n;
    return 0;
}

static void review_start(Review *rv, int i, int phase)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.analyze = 1;
    lim.exact = phase == PHASE_EXACT || phase == PHASE_QUICK_EXACT;
    lim.nodes = phase == PHASE_EXACT ? rv->budget.exact_nodes
                : phase == PHASE_ESTIMATE ? rv->budget.estimate_nodes
                                          : rv->budget.quick_nodes;
    rv->current = i;
    rv->phase = phase;
    int nhist;
    const uint64_t *hist = match_history(rv->match, &nhist);
    search_begin(rv->search, match_pos_at(rv->match, i), hist, i, &lim);
}

/* The values found for the current ply; `full` when they are the full
 * analysis's (or a quick look that proved them: nothing to add). */
static void review_fill(Review *rv, const SearchResult *r, int full)
{
    ReviewPly *p = &rv->ply[rv->current];
    p->exact = r->exact;
    p->depth = r->depth;
    p->best = r->nroot ? r->root_moves[0] : r->move;
    p->best_value = r->nroot ? r->root_values[0] : r->value;
    p->played_value = p->best_value;
    p->nmoves = 0;
    for (int k = 0; k < r->nroot; k++) {
        if (r->root_moves[k] == p->played)
            p->played_value = r->root_values[k];
        if (p->nmoves < REVIEW_MAX_MOVES) {
            p->moves[p->nmoves] = r->root_moves[k];
            p->values[p->nmoves++] = r->root_values[k];
        }
    }
    rv->looked += !p->analysed;
    p->analysed = 1;
    if (full) {
        p->full = 1;
        rv->analysed++;
    }
    rv->current = -1;
    rv->phase = PHASE_IDLE;
}

/* The exact analysis is for the games the exact search proves. */
static int review_first_phase(const Review *rv, int quick)
{
    int exact = rv->g->rules->value_kind == VALUE_KIND_SEEDS && rv->budget.exact_nodes > 0;
    if (quick)
        return exact ? PHASE_QUICK_EXACT : PHASE_QUICK;
    return exact || !rv->budget.estimate_nodes ? PHASE_EXACT : PHASE_ESTIMATE;
}

/* Whether ply i still wants the quick look (quick) or the full analysis. */
static int review_wants(const Review *rv, int i, int quick) { return quick ? !rv->ply[i].analysed : !rv->ply[i].full; }

/* The next ply to look at quickly (quick) or to analyse in full: the
 * focus, else the one nearest to it (the later one first: the player is
 * more often stepping forward); -1 when there is none. */
static int review_next(const Review *rv, int focus, int quick)
{
    if (focus < 0 || focus >= rv->nplies)
        focus = 0;
    for (int d = 0; d < rv->nplies; d++) {
        if (focus + d < rv->nplies && review_wants(rv, focus + d, quick))
            return focus + d;
        if (focus - d >= 0 && review_wants(rv, focus - d, quick))
            return focus - d;
    }
    return -1;
}

SearchState review_step(Review *rv, int focus, uint64_t nodes)
{
    uint64_t left = nodes ? nodes : 1;
    while (left > 0) {
        if (rv->phase == PHASE_IDLE) {
            int i = rv->budget.quick_nodes ? review_next(rv, focus, 1) : -1;
            if (i >= 0) {
                review_start(rv, i, review_first_phase(rv, 1));
            } else {
                i = review_next(rv, focus, 0);
                if (i < 0)
                    return SEARCH_DONE;
                review_start(rv, i, review_first_phase(rv, 0));
            }
        }
        uint64_t before = search_result(rv->search)->nodes;
        SearchState st = search_step(rv->search, left);
        const SearchResult *r = search_result(rv->search);
        uint64_t used = r->nodes - before;
        left = used >= left ? 0 : left - used;
        rv->nodes += used;
        if (st == SEARCH_RUNNING) {
            if (used == 0)
                break;
            continue;
        }
        if (rv->phase == PHASE_QUICK_EXACT && !r->exact)
            review_start(rv, rv->current, PHASE_QUICK);
        else if (rv->phase == PHASE_QUICK_EXACT || rv->phase == PHASE_QUICK)
            review_fill(rv, r, r->exact);
        else if (rv->phase == PHASE_EXACT && !r->exact && rv->budget.estimate_nodes)
            review_start(rv, rv->current, PHASE_ESTIMATE);
        else
            review_fill(rv, r, 1);
    }
    return review_next(rv, -1, 0) < 0 ? SEARCH_DONE : SEARCH_RUNNING;
}

int review_plies(const Review *rv) { return rv->nplies; }

int review_analysed(const Review *rv) { return rv->analysed; }

int review_looked(const Review *rv) { return rv->looked; }

ReviewBudget review_budget(const Game *g)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS)
        return (ReviewBudget){3000000, 1000000, 60000};
    return (ReviewBudget){0, 500000, 30000};
}

uint64_t review_nodes(const Review *rv) { return rv->nodes; }

const ReviewPly *review_ply(const Review *rv, int i) { return i >= 0 && i < rv->nplies ? &rv->ply[i] : NULL; }

int review_loss(const ReviewPly *p)
{
    if (!p || !p->analysed)
        return -1;
    return p->best_value > p->played_value ? p->best_value - p->played_value : 0;
}

/* The outcome a value promises: 1 a win, 0 neither, -1 a loss.  A sowing
 * game's value is its final margin, an outcome when proven; a grid game's
 * is one only when the search found the end of the game. */
static int review_outcome(const Game *g, const ReviewPly *p, int v)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS)
        return p->exact ? (v > 0) - (v < 0) : 0;
    return v >= VALUE_WIN_BOUND ? 1 : v <= -VALUE_WIN_BOUND ? -1 : 0;
}

ReviewMark review_mark(const Game *g, const ReviewPly *p)
{
    int loss = review_loss(p);
    if (loss < 0)
        return REVIEW_UNKNOWN;
    int best = review_outcome(g, p, p->best_value), played = review_outcome(g, p, p->played_value);
    if (played < best)
        return REVIEW_BLUNDER;
    if (g->rules->value_kind == VALUE_KIND_WIN && (best != 0 || played != 0))
        return REVIEW_GOOD; /* a win kept (faster or slower), or a loss that no move avoids */
    static const int seeds[3] = {1, 3, 6}, hundredths[3] = {40, 80, 160};
    const int *at = g->rules->value_kind == VALUE_KIND_SEEDS ? seeds : hundredths;
    return loss >= at[2] ? REVIEW_BLUNDER : loss >= at[1] ? REVIEW_MISTAKE : loss >= at[0] ? REVIEW_INACCURACY : REVIEW_GOOD;
}
