/*
 * analysis.c - one position analysed as long as a player studies it
 * (analysis.h): a proof first where the game has one, then deeper and
 * deeper estimates, each complete iteration published as it ends.
 */
#include "analysis.h"

#include <stdlib.h>
#include <string.h>

enum { AN_IDLE, AN_EXACT, AN_DEEPEN, AN_DONE };

/* About a second of proof, as the review gives a position; then about
 * three minutes of deepening at most, so a board left open does not keep
 * a core busy for ever. */
#define AN_EXACT_NODES 3000000u
#define AN_TOTAL_NODES 600000000u

struct Analysis {
    const Game *g;
    Search *search;
    AnalysisBudget budget;
    int phase;
    unsigned char *pos;  /* the position analysed */
    uint64_t *hist;      /* the hashes before it */
    int nhist, hist_cap;
    uint64_t nodes;      /* of the phases finished */
    SearchResult result; /* the last complete one */
    unsigned version;
};

AnalysisBudget analysis_budget(const Game *g)
{
    AnalysisBudget b = {0, AN_TOTAL_NODES, 0};
    if (g->rules->solvable && g->rules->solvable(g))
        b.exact_nodes = AN_EXACT_NODES;
    return b;
}

Analysis *analysis_create(const Game *g, size_t tt_bytes)
{
    Analysis *an = calloc(1, sizeof *an);
    if (!an)
        return NULL;
    an->g = g;
    an->pos = calloc(1, g->rules->pos_size);
    an->search = an->pos ? search_create(g, tt_bytes) : NULL;
    if (!an->search) {
        free(an->pos);
        free(an);
        return NULL;
    }
    return an;
}

void analysis_destroy(Analysis *an)
{
    if (!an)
        return;
    search_destroy(an->search);
    free(an->hist);
    free(an->pos);
    free(an);
}

void analysis_set_endgame(Analysis *an, const Endgame *e) { search_set_endgame(an->search, e); }
void analysis_set_book(Analysis *an, const Book *b) { search_set_book(an->search, b); }

static void analysis_search(Analysis *an, int phase)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.analyze = 1;
    lim.exact = phase == AN_EXACT;
    if (phase == AN_EXACT) {
        lim.nodes = an->budget.exact_nodes;
    } else {
        lim.depth = an->budget.max_depth > 0 ? an->budget.max_depth : SEARCH_MAX_PLY;
        if (an->budget.total_nodes)
            lim.nodes = an->budget.total_nodes > an->nodes ? an->budget.total_nodes - an->nodes : 1;
    }
    an->phase = phase;
    search_begin(an->search, (const Pos *)(const void *)an->pos, an->hist, an->nhist, &lim);
}

void analysis_begin(Analysis *an, const Pos *p, const uint64_t *hist, int nhist, const AnalysisBudget *b)
{
    an->budget = b ? *b : analysis_budget(an->g);
    memcpy(an->pos, p, an->g->rules->pos_size);
    an->nhist = 0;
    if (nhist > an->hist_cap) {
        uint64_t *h = realloc(an->hist, (size_t)nhist * sizeof *h);
        if (!h) { /* no memory for the history: analyse without it */
            nhist = 0;
        } else {
            an->hist = h;
            an->hist_cap = nhist;
        }
    }
    if (nhist > 0)
        memcpy(an->hist, hist, (size_t)nhist * sizeof *hist);
    an->nhist = nhist;
    an->nodes = 0;
    memset(&an->result, 0, sizeof an->result);
    an->result.move = MOVE_NONE;
    an->version++;
    analysis_search(an, an->budget.exact_nodes ? AN_EXACT : AN_DEEPEN);
}

/* Publishes the search's result as the analysis's. */
static void analysis_publish(Analysis *an, const SearchResult *r)
{
    an->result = *r;
    an->result.nodes += an->nodes;
    an->version++;
}

SearchState analysis_step(Analysis *an, uint64_t nodes)
{
    if (an->phase == AN_IDLE || an->phase == AN_DONE)
        return SEARCH_DONE;
    const SearchResult *r = search_result(an->search);
    int depth = r->depth;
    SearchState st = search_step(an->search, nodes ? nodes : 1);
    r = search_result(an->search);
    if (an->phase == AN_EXACT) {
        if (st == SEARCH_RUNNING)
            return SEARCH_RUNNING;
        if (r->exact || r->nroot == 0) { /* proven, or nothing to play */
            analysis_publish(an, r);
            an->phase = AN_DONE;
            return SEARCH_DONE;
        }
        an->nodes += r->nodes;
        analysis_search(an, AN_DEEPEN);
        return SEARCH_RUNNING;
    }
    /* Deepening: each complete iteration as it ends. */
    if (r->nroot > 0 && (r->depth != depth || st == SEARCH_DONE))
        analysis_publish(an, r);
    if (st == SEARCH_DONE) {
        if (r->nroot == 0 && an->result.nroot == 0)
            analysis_publish(an, r);
        an->phase = AN_DONE;
    }
    return st;
}

void analysis_stop(Analysis *an)
{
    if (an->phase == AN_EXACT || an->phase == AN_DEEPEN)
        search_stop(an->search);
    an->phase = AN_DONE;
}

const SearchResult *analysis_result(const Analysis *an) { return &an->result; }

int analysis_changed(const Analysis *an, unsigned *seen)
{
    if (*seen == an->version)
        return 0;
    *seen = an->version;
    return 1;
}

int analysis_proving(const Analysis *an) { return an->phase == AN_EXACT; }

uint64_t analysis_nodes(const Analysis *an)
{
    if (an->phase == AN_EXACT || an->phase == AN_DEEPEN)
        return an->nodes + search_result(an->search)->nodes;
    return an->result.nodes;
}
