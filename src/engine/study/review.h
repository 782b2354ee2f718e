/*
 * review.h - a finished game looked at again.  Every position of it is
 * analysed in bounded steps: first a quick look at every position, so that
 * the whole game has values within seconds; then, position by position,
 * an exact analysis (a proven value for every move) within a node budget,
 * and where that does not finish, a deeper estimate that is marked as not
 * proven.  Each move played is then measured against the best move of its
 * position.
 *
 *     Review *rv = review_create(game, 32 << 20);
 *     review_begin(rv, start, moves, n, &budget);
 *     while (review_step(rv, focus, 20000) == SEARCH_RUNNING)
 *         ;                          // or one slice per frame
 *     const ReviewPly *p = review_ply(rv, i);
 *
 * Values are the game's (seeds for Kalah and Oware; for the grid games
 * hundredths of a man, or VALUE_WIN less the plies to a win the search
 * found), from the point of view of the side that moved at that ply.  The
 * grid games have no exact analysis: their positions get the estimate
 * alone.
 */
#ifndef TABULA_REVIEW_H
#define TABULA_REVIEW_H

#include "search.h"

#define REVIEW_MAX_MOVES 16 /* values kept per position, best first */

typedef struct {
    Move played;       /* the move played from this position */
    int side;          /* who played it */
    int analysed;      /* 0 until the fields below are filled */
    int full;          /* 1: by the full analysis, not only the quick look */
    int exact;         /* 1: every value below is proven */
    int depth;         /* the depth the search completed */
    Move best;
    int best_value;
    int played_value;
    int nmoves;        /* the best REVIEW_MAX_MOVES moves and their values */
    Move moves[REVIEW_MAX_MOVES];
    int values[REVIEW_MAX_MOVES];
} ReviewPly;

/* How a move played compares with the best, as a player would put it. */
typedef enum {
    REVIEW_UNKNOWN = -1, /* not analysed yet */
    REVIEW_GOOD,
    REVIEW_INACCURACY,
    REVIEW_MISTAKE,
    REVIEW_BLUNDER
} ReviewMark;

typedef struct {
    uint64_t exact_nodes;     /* the exact analysis of one position stops after this */
    uint64_t estimate_nodes;  /* the estimate that replaces one it could not finish */
    uint64_t quick_nodes;     /* the quick look at every position first (0: none) */
} ReviewBudget;

/* The budgets a player's review uses for g: about a second of search a
 * position for a proof, a third of that for an estimate where there is
 * none (the grid games, which no search solves, an estimate of about a
 * second), and a quick look of about a twentieth of a second first. */
ReviewBudget review_budget(const Game *g);

typedef struct Review Review;

/* A review of games of g (which must outlive it), its search with a
 * transposition table of about tt_bytes; NULL when out of memory. */
Review *review_create(const Game *g, size_t tt_bytes);
void review_destroy(Review *rv);
/* Lets the analysis use a complete endgame table of the same game (NULL:
 * none), before review_begin; the table must outlive the review. */
void review_set_endgame(Review *rv, const Endgame *e);
/* Lets the exact analysis take the values of an opening book of the same
 * game (NULL: none); the book must outlive the review. */
void review_set_book(Review *rv, const Book *b);

/* Starts reviewing the game that went from `start` through moves[0..n-1];
 * every move must be legal in turn.  0, or -1 when a move is not legal or
 * memory ran out (the review then has no plies). */
int review_begin(Review *rv, const Pos *start, const Move *moves, int n, const ReviewBudget *budget);

/* Does at most about `nodes` nodes of analysis: the quick look at every
 * ply first, then the full analysis; in each, the ply `focus` first, then
 * the plies nearest to it (-1: in order).  SEARCH_DONE once every ply has
 * had its full analysis. */
SearchState review_step(Review *rv, int focus, uint64_t nodes);

int review_plies(const Review *rv);
/* The plies with their full analysis done. */
int review_analysed(const Review *rv);
/* The plies with values, the quick look's or the full analysis's. */
int review_looked(const Review *rv);
/* Nodes searched since review_begin. */
uint64_t review_nodes(const Review *rv);
/* The ply i (0 .. review_plies - 1): the position before the i-th move. */
const ReviewPly *review_ply(const Review *rv, int i);

/* Seeds (or the game's value unit) the move of ply i gave away against
 * the best move; 0 for a best move, -1 while unknown. */
int review_loss(const ReviewPly *p);

/* The mark of ply p's move in game g: by what it gave away (Kalah and
 * Oware: 1-2 seeds an inaccuracy, 3-5 a mistake, more a blunder; the grid
 * games: 0.4 of a man an inaccuracy, 0.8 a mistake, 1.6 a blunder), and a
 * blunder wherever it turned a win into no win or no loss into a loss:
 * a proven winning margin into a draw or a loss for the sowing games, a
 * win the search found into none (or into a loss it found) for the grid
 * games. */
ReviewMark review_mark(const Game *g, const ReviewPly *p);

#endif
