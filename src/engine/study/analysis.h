/*
 * analysis.h - one position analysed for as long as a player studies it
 * (the analysis board), in bounded steps.
 *
 *     Analysis *an = analysis_create(game, 32 << 20);
 *     analysis_begin(an, pos, hist, nhist);
 *     while (analysis_step(an, 20000) == SEARCH_RUNNING)   // a slice a frame
 *         if (analysis_changed(an, &seen))
 *             show(analysis_result(an));
 *
 * Where the game has a proof (Kalah, Oware), an exact analysis of every
 * move comes first within a node budget; when it does not finish, an
 * iterative-deepening analysis of every move goes on, its values marked
 * as not proven, each deeper iteration replacing the last, until a depth
 * or node cap leaves the processor idle.  The grid games, which no search
 * solves, get the deepening analysis alone.  The result is always the
 * last complete one: every legal move with its value, best first, the
 * best line and the depth.
 */
#ifndef TABULA_ANALYSIS_H
#define TABULA_ANALYSIS_H

#include "search.h"

typedef struct Analysis Analysis;

typedef struct {
    uint64_t exact_nodes; /* the proof's budget (0: no proof tried) */
    uint64_t total_nodes; /* the analysis stops after this many (0: no cap) */
    int max_depth;        /* nor deeper than this (0: SEARCH_MAX_PLY) */
} AnalysisBudget;

/* The budget the analysis board uses for g: a proof within about a
 * second, then deepening for a few minutes at most. */
AnalysisBudget analysis_budget(const Game *g);

/* An analysis of positions of g (which must outlive it), its search with
 * a table of about tt_bytes.  NULL when out of memory. */
Analysis *analysis_create(const Game *g, size_t tt_bytes);
void analysis_destroy(Analysis *an);
void analysis_set_endgame(Analysis *an, const Endgame *e);
void analysis_set_book(Analysis *an, const Book *b);

/* Starts on p, with the hashes of the positions before it (for the
 * repetition rules), within budget b (NULL: analysis_budget). */
void analysis_begin(Analysis *an, const Pos *p, const uint64_t *hist, int nhist, const AnalysisBudget *b);
/* At most about `nodes` nodes.  SEARCH_DONE once proven, at a cap, or
 * when the position has no move. */
SearchState analysis_step(Analysis *an, uint64_t nodes);
/* Stops; the result stays. */
void analysis_stop(Analysis *an);
/* The last complete result (nroot 0 before the first); `exact` and
 * root_exact say what is proven. */
const SearchResult *analysis_result(const Analysis *an);
/* 1 when the result changed since *seen was last updated (then it is). */
int analysis_changed(const Analysis *an, unsigned *seen);
/* 1 while a proof is being tried (the result is empty until it ends or
 * gives way to the deepening). */
int analysis_proving(const Analysis *an);
uint64_t analysis_nodes(const Analysis *an);

#endif
