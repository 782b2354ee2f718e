/*
 * search_internal.h - what the search's two halves share (search.c: the
 * API and the drivers; search_core.c: the node).  Not for other callers:
 * they see search.h.
 *
 * A driver starts a core search of one position with a window
 * (search_core_begin), runs it in slices (search_core_run) until its value
 * is in Search.ret, and decides what to search next.  The core keeps its
 * own stack of frames, so a slice can end after any node.
 */
#ifndef TABULA_SEARCH_INTERNAL_H
#define TABULA_SEARCH_INTERNAL_H

#include <time.h>

#include "search.h"
#include "tt.h"

#define SEARCH_HISTORY 4096
#define SEARCH_AHEAD_MOVES 8 /* a node with this many moves or fewer plays them all at once */

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
    uint8_t reduced;      /* and a ply less deep (a late move, SearchLimits.reduce) */
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

/* The coded endgame table's answers a search keeps: 2 MB (8 MB kept a
 * few more, for 5% more nodes in a second: not worth the window's memory). */
#define SEARCH_EG_MEMO_BITS 18

typedef enum { DRIVE_IDLE, DRIVE_DEEPEN, DRIVE_ANALYZE, DRIVE_MTD, DRIVE_MTD_ANALYZE, DRIVE_DONE } Drive;

struct Search {
    const Game *g;
    const GameRules *r;
    size_t psize;
    Tt *tt;
    const Endgame *endgame; /* exact values of small positions, or NULL */
    int eg_coded;           /* the table decodes each probe (endgame_coded): never read ahead */
    uint64_t *eg_memo;      /* with a coded table: its answers by hash (core_eg_locate), or NULL */
    const Book *book;       /* values of chosen positions (proven, or estimates to play), or NULL */
    int (*evaluate)(const Game *g, const Pos *p); /* the limits', or the rules' */
    int unit;               /* the search's values for one of the game's (SearchLimits.unit) */
    int decisive;           /* added to a proven win, taken from a proven loss (SearchLimits.decisive) */
    int tt_unit, tt_decisive; /* how the values in the table count */

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

    SearchResult result;   /* in the search's unit */
    SearchResult shown;    /* the same in the game's unit: search_result */
};

static inline Pos *search_pos(const Search *s, int ply) { return (Pos *)(void *)(s->pos + s->psize * (size_t)ply); }

/* A move as the table keeps it, and back: side 0's terms where the game's
 * hash makes a position and its mirror one entry (mirror_move). */
static inline Move search_tt_move(const Search *s, const Pos *p, Move m)
{
    return s->r->mirror_move && pos_side(p) && m != MOVE_NONE ? s->r->mirror_move(s->g, m) : m;
}

/* A proven value of the game's (an end, a table's bound, what the stores
 * decide) in the search's unit, a win or a loss moved past every estimate
 * (SearchLimits.decisive); a win of the grid games, or an open bound,
 * stays as it is. */
static inline int search_scaled(const Search *s, int v)
{
    if (v <= -VALUE_WIN_BOUND || v >= VALUE_WIN_BOUND)
        return v;
    return v * s->unit + (v > 0 ? s->decisive : v < 0 ? -s->decisive : 0);
}

/* An amount of the game's (the stores' difference, an estimate) in the
 * search's unit. */
static inline int search_times_unit(const Search *s, int v) { return v * s->unit; }

/* Milliseconds since search_begin (search_core.c, which reads the clock
 * in the node; search.c reads it at the end). */
double search_elapsed_ms(const Search *s);

/* Whether a position occurs twice among the last `since` of hist[0..n). */
int search_dup(const uint64_t *hist, int n, int since);

/* What search_core_run returns. */
typedef enum {
    CORE_GAVE_UP = -2, /* the proof's share of the time is over (SearchLimits.prove_ms) */
    CORE_STOPPED = -1, /* a node or time limit stopped it (Search.stopped) */
    CORE_PAUSED = 0,   /* the slice's node budget ran out: call again */
    CORE_DONE = 1      /* the subroot's value is in Search.ret */
} CoreState;

/* Starts a core search of position sub (a copy is taken) to depth, window
 * (alpha, beta); sub_ply is its distance from the real root.  With
 * Search.exact_core the search runs to the end of the game (depth is then
 * the table depth its proofs are stored with). */
void search_core_begin(Search *s, const Pos *sub, int sub_ply, int depth, int alpha, int beta);

/* Runs the core search for at most *budget nodes, counting them off. */
CoreState search_core_run(Search *s, uint64_t *budget);

#endif
