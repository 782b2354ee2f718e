/*
 * search.h - one resumable game-agnostic search: negamax alpha-beta with
 * iterative deepening and a transposition table, run in bounded slices.
 *
 *     Search *s = search_create(game, 64 << 20);
 *     search_begin(s, pos, hist, nhist, &limits);
 *     while (search_step(s, 20000) == SEARCH_RUNNING)
 *         ;                          // or one slice per frame
 *     const SearchResult *r = search_result(s);
 *
 * A Search owns its transposition table and everything it needs; two can
 * run side by side (the opponent's and a hint).  No threads, no longjmp:
 * search_step keeps an explicit stack and returns after about node_budget
 * nodes.  search_result always holds the best move of the last completed
 * iteration (before any iteration completed, the root's move of the
 * highest move_priority, the first of them on a tie).
 */
#ifndef TABULA_SEARCH_H
#define TABULA_SEARCH_H

#include "book.h"
#include "endgame.h"
#include "game.h"

#define SEARCH_MAX_PLY 128

typedef enum { SEARCH_RUNNING, SEARCH_DONE } SearchState;

typedef struct {
    int depth;          /* maximum depth in plies; 0 = no limit */
    uint64_t nodes;     /* stop after this many nodes; 0 = no limit */
    int time_ms;        /* stop after this long (wall clock); 0 = no limit */
    int exact;          /* 1: prove the game value (Kalah, Oware): no depth limit */
    int analyze;        /* 1: a value for every root move (the hint), not only the best */
    uint64_t seed;      /* nonzero: breaks ties between equally ordered root moves by this seed */
    int contempt;       /* a draw by repetition, no progress or passes is worth
                         * -contempt to the side to move at the root */
    int prove_ms;       /* with exact and time_ms: unproven after this long, deepen
                         * instead for the rest of the time (the perfect level) */
    /* The value at the horizon (a level's, LevelProfile); NULL: the game's
     * evaluate. */
    int (*evaluate)(const Game *g, const Pos *p);
    /* What evaluate returns for one of the game's value units (0 or 1: the
     * same unit).  The search counts in evaluate's unit, the game's values
     * (ends, stores, tables) multiplied by it, and reports in the game's,
     * rounded.  Contempt is in evaluate's unit.  An exact search counts in
     * the game's unit: it needs unit 1. */
    int unit;
    /* With unit: what a proven win adds to its margin and a proven loss
     * takes from it, in evaluate's unit, more than any estimate, so that
     * the search takes any proven win before any estimate, and any
     * estimate before a proven loss, as a player who wants to win the
     * game does; the margin decides between proven results.  0: margins
     * alone.  Only for a game whose hash tells apart positions whose
     * base_value differs (the table keeps values relative to it).  Not
     * with exact. */
    int decisive;
    /* 1: late moves that capture nothing are searched a ply less deep, and
     * again at full depth when they beat the best so far (late-move
     * reductions); the value then no longer equals plain minimax's. */
    int reduce;
    /* 1: a root the book (search_set_book) holds with a move, proven or
     * estimated, is answered at once with it, with no search (not with
     * analyze).  An exact search takes the book's proofs whatever this says,
     * and never its estimates. */
    int book;
} SearchLimits;

typedef struct {
    Move move;          /* best move of the last completed iteration */
    int value;          /* its value, side to move's point of view */
    int depth;          /* depth of the last completed iteration */
    int exact;          /* 1 when value is proven (solved, or a proven win/loss), and
                         * move is a move that reaches it */
    int lo, hi;         /* what is proven of the root's value so far, move or not:
                         * lo == hi when it is known (-VALUE_INF, VALUE_INF: nothing) */
    uint64_t nodes;     /* nodes searched since search_begin */
    int elapsed_ms;
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
    /* With limits.analyze: every root move and its value, best first. */
    int nroot;
    Move root_moves[GAME_MAX_MOVES];
    int root_values[GAME_MAX_MOVES];
    int root_exact[GAME_MAX_MOVES];
} SearchResult;

/* Creates a search for game g (which must outlive it) with a transposition
 * table of about tt_bytes; 0 gives the smallest table (1 KiB), for a search
 * that seldom or never runs, which still searches correctly.  NULL when out
 * of memory. */
typedef struct Search Search;
Search *search_create(const Game *g, size_t tt_bytes);
void search_destroy(Search *s);

/* Empties the transposition table (the bench does this between positions). */
void search_clear(Search *s);

/* Lets the search use the exact values of a complete endgame table of the
 * same game (NULL: none); the table must outlive the searches that use it.
 * Kalah's values do not change, only how fast they are found; Oware's
 * table plays the board out past 25, so a won game's margin may
 * (oware_table.h). */
void search_set_endgame(Search *s, const Endgame *e);

/* Lets the exact search (solve, perfect, exact analysis) take the values
 * of a book of the same game as proofs (NULL: none); the book must outlive
 * the searches that use it. */
void search_set_book(Search *s, const Book *b);

/* Starts a search of root.  hist holds the hashes of the positions before
 * root in the game (for repetition rules), oldest first; it is copied.
 * Any search in progress is abandoned. */
void search_begin(Search *s, const Pos *root, const uint64_t *hist, int nhist, const SearchLimits *limits);

/* Does at most about node_budget nodes of work; SEARCH_DONE once a limit is
 * reached, the game value is proven or the root has no move. */
SearchState search_step(Search *s, uint64_t node_budget);

/* Stops the search at once; the result stays that of the last iteration. */
void search_stop(Search *s);

const SearchResult *search_result(const Search *s);

/* ---- levels (level.c) ---- */

/* Level names as in docs/protocol.md ("simple"...); -1 for an unknown name. */
int level_from_name(const char *name);
/* The name of a Level; "?" for a number that is none. */
const char *level_name(int level);

/* The strongest level game g has: LEVEL_PERFECT where the game is proven
 * from any position of its size (GameRules.solvable: Kalah's boards with a
 * book and a table), else LEVEL_EXPERT.  Only there is a level called
 * perfect. */
int level_top(const Game *g);
/* The same for the rules and options of a game not yet made (a menu's). */
int level_top_for(const GameRules *r, const GameOptions *o);
/* `level` as g plays it: at most level_top(g) (a player's setting of
 * perfect is expert in a game that is not solved). */
int level_in_game(const Game *g, int level);
/* 0 when g has `level`, else -1 with the reason in err ("oware has no
 * perfect level: ..."). */
int level_check(const Game *g, int level, char *err, size_t errlen);

/* Whether level `level` (a Level) searches with the game's endgame table
 * and opening book where the game has them, in position p: a level that
 * deepens for its time, proves or plays the book (its LevelProfile), as
 * strong as the game plays (expert, perfect); a level of a fixed depth
 * stays as weak as its depth makes it. */
int level_uses_tables(const Game *g, const Pos *p, int level);

/* The limits level `level` (a Level, at most level_top(g); a higher one
 * is played as level_top) uses in position p: the game's level_profile,
 * with expert_ms (1000 when 0 or less) as the time of a level that
 * deepens for its time and a third of it for a proof. */
void level_limits(const Game *g, const Pos *p, int level, int expert_ms, SearchLimits *out);
/* The limits of a hint, a value for every move: proven values within
 * three times the expert's time where the game is solvable at its size
 * (the moves not proven by then keep an estimate), else the expert's
 * values; a draw counts as it is, without contempt. */
void hint_limits(const Game *g, const Pos *p, int expert_ms, SearchLimits *out);

/* How good the game g is for the side that moves first (side 0's view, in
 * the game's value unit): the first `plies` moves chosen by depth-1
 * searches of both sides, then a search of `depth` plies.  For a choice the
 * rules give that side before play (Khan's orientation): try each option
 * value's game and keep the best.  0, or -1 when out of memory. */
int search_opening_value(const Game *g, int plies, int depth, int *value);

#endif
