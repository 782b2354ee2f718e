/*
 * puzzle.h - puzzles: positions where exactly one move wins (or keeps the
 * draw) and every other move loses, proven by the engine's own exact
 * search (puzzle.c), or in the grid games one move gains men (or wins)
 * and every other does clearly worse, found by a fixed-depth search
 * (puzzle_grid.c); made from positions of real games (puzzle_gen.c).
 *
 * A puzzle is a position, what is asked, the line that answers it (the
 * player's moves and the opponent's best replies, as played), its
 * difficulty band and how it is known.  In Kalah and Oware the whole line
 * is proven: at each of the player's turns one move reaches the asked
 * result with best play and every other move loses, and each reply of the
 * opponent is one of its best.  Hasami Shogi and Khan cannot be solved:
 * there the same holds by a search of `depth` plies that counts the men
 * (found by search, not proven).  A set of puzzles is a text file, one
 * puzzle a line (docs/puzzle-format.md):
 *
 *     tabula-puzzles 1 kalah pits=6 seeds=4
 *     k0001 | 2,0,3,1,0,4/1,2,0,3,1,2/14,15/1 | win 6 | D | 1 | proven
 *     tabula-puzzles 1 hasami corner2=off diagonal=off defeat=2 lead=3
 *     hs0001 | .WW.WWWWW/W......../.../w | gain 1 | c1c4 | 2 | search 4
 *
 * puzzle_check proves (or finds by search) a puzzle again from its text
 * alone: the test of the shipped sets and `tabula-cli puzzles verify`.
 */
#ifndef TABULA_PUZZLE_H
#define TABULA_PUZZLE_H

#include "game.h"
#include "search.h"

#define PUZZLE_MAX_LINE 9   /* the answer's moves and replies */
#define PUZZLE_BANDS 3      /* 1 the easiest */
#define PUZZLE_ID_MAX 16
#define PUZZLE_MOVE_MAX 16
#define PUZZLE_MAX_DEPTH 12 /* the deepest confirming search a set may ask */

typedef enum {
    PUZZLE_WIN,  /* win: the sowing games, the answer's proven margin is
                  * `amount` (at least 1); the grid games, the line wins
                  * the game (amount 0) */
    PUZZLE_DRAW, /* keep the draw: the answer's value is 0 */
    PUZZLE_GAIN  /* the grid games: along the line the player takes
                  * `amount` more men (or sbires) than it loses */
} PuzzleGoal;

typedef struct {
    char id[PUZZLE_ID_MAX];
    char pos[GAME_TEXT_MAX];   /* the position, in the protocol's notation */
    PuzzleGoal goal;
    int amount;                /* PUZZLE_WIN: the margin with best play */
    int nline;
    char line[PUZZLE_MAX_LINE][PUZZLE_MOVE_MAX]; /* the answer, then as played */
    int band;                  /* 1..PUZZLE_BANDS */
    int proven;                /* 1: proven by the exact search; 0: found by search */
    int depth;                 /* found by search: the plies of the search that confirms it */
} Puzzle;

typedef struct {
    const GameRules *rules;
    GameOptions opts;
    int n;
    Puzzle *puzzle;
} PuzzleSet;

/* 1 when the puzzles of the game are found by search (the grid games,
 * whose value is a win: goals `gain N` and `win`, proof `search D`); 0
 * when they are proven (the sowing games: `win N` and `draw`, `proven`). */
int puzzle_by_search(const GameRules *rules);

/* Reads a set: 0, or -1 with err naming the line and what is wrong.  The
 * positions and moves are checked against the game (they read and are
 * legal), the goals and proofs against the kind of game; whether the
 * claims hold is puzzle_check's. */
int puzzle_set_read(const char *text, size_t len, PuzzleSet *set, char *err, size_t errlen);
/* The set's text; a malloc'd string (NULL when out of memory). */
char *puzzle_set_text(const PuzzleSet *set);
void puzzle_set_free(PuzzleSet *set);

/* The order the puzzles of `band` (0: every band, "Mixed") are offered
 * in: their indices in set to order (room for set->n), how many.  A band
 * keeps the set's order; Mixed starts with a few of the easiest band,
 * then takes one of each band in turn, the easiest first. */
int puzzle_order(const PuzzleSet *set, int band, int *order);

/* The transposition table of the searches that prove puzzles.  Each
 * position is proven from an empty table (puzzle_move_values clears it),
 * so a proof does not lean on what earlier searches left there, and the
 * same budget proves it again anywhere: in Oware a cold table is what
 * makes the proof repeatable. */
#define PUZZLE_TT_BYTES (8u << 20)

/* Every legal move of a position with its value, proven or not. */
typedef struct {
    int n;
    Move move[GAME_MAX_MOVES];
    int value[GAME_MAX_MOVES];  /* the final margin for the side to move */
    int exact[GAME_MAX_MOVES];
    uint64_t nodes;             /* the proof's nodes */
} MoveValues;

/* The exact values of every move of p (a fresh history), within about
 * max_nodes (0: no limit), from an empty table (s of PUZZLE_TT_BYTES):
 * 0 when every one is proven, -1 when some is not (out left with what was
 * found). */
int puzzle_move_values(Search *s, const Game *g, const Pos *p, uint64_t max_nodes, MoveValues *out);

/* What a position asks when exactly one move wins (or keeps the draw) and
 * every other loses: 0 with goal, amount and the move's index in mv set;
 * -1 when it asks nothing (a single legal move asks nothing either). */
int puzzle_unique(const MoveValues *mv, PuzzleGoal *goal, int *amount, int *answer);

/* Proves the puzzle again from its text (in the grid games: finds it
 * again by its search of pz->depth plies, docs/puzzle-format.md): 0, or
 * -1 with why (which step of the line fails, and how).  s is a search of
 * the set's game g with a table of PUZZLE_TT_BYTES; max_nodes bounds each
 * search (0: no bound). */
int puzzle_check(Search *s, const Game *g, const Puzzle *pz, uint64_t max_nodes, char *why, size_t len);

/* ---- found by search: the grid games (puzzle_grid.c) ---- */

/* The value of every move of p (a fresh history) by the search of `depth`
 * plies that judges grid puzzles: the men only (puzzle_material), from an
 * empty table (s of PUZZLE_TT_BYTES), no draw contempt; values in
 * hundredths of a man for the side to move, VALUE_WIN - plies for a win
 * found.  0, or -1 when max_nodes (0: no bound) ran out before the depth. */
int puzzle_search_values(Search *s, const Game *g, const Pos *p, int depth, uint64_t max_nodes, MoveValues *out);

/* Starts the search of puzzle_search_values at p, for a caller that
 * steps it (search_step) and reads search_result itself. */
void puzzle_search_begin(Search *s, const Pos *p, int depth, uint64_t max_nodes);

/* The men the side to move has on the board less the other side's, in
 * PUZZLE_MAN a man (Hasami Shogi's men; Khan's sbires and Kalista): the
 * evaluation of puzzle_search_values. */
#define PUZZLE_MAN 100
int puzzle_material(const Game *g, const Pos *p);

/* What a grid position asks of the side to move, material m0 (in men)
 * the puzzle's start: one move wins (goal PUZZLE_WIN) while no other
 * does, or one move reaches m0 + amount men (PUZZLE_GAIN, amount at least
 * 1) while every other reaches a man less or worse.  0 with the move's
 * index in mv; -1 when it asks nothing (as a single legal move). */
int puzzle_grid_unique(const MoveValues *mv, int m0, PuzzleGoal *goal, int *amount, int *answer);

/* ---- a wrong move's defence (puzzle_defence.c) ---- */

/* What the search of a grid puzzle of `depth` plies finds against a move
 * that is not the answer: the opponent's best reply, searched depth - 1
 * plies from the position after the move (the puzzle's horizon), the
 * first of its best as puzzle_grid_goal_met reads them. */
typedef struct {
    Move reply;   /* MOVE_NONE when the opponent has no move */
    int value;    /* the wrong move's value for the player: its men less
                   * the opponent's at the horizon, in PUZZLE_MAN a man,
                   * or a win or loss found (+-VALUE_WIN less the plies) */
    int taken;    /* the men (sbires, the Kalista) the reply itself takes */
} PuzzleDefence;

/* Starts the defence's search at q, the position after the wrong move
 * (the opponent to move); step it with search_step, then read it. */
void puzzle_defence_begin(Search *s, const Pos *q, int depth, uint64_t max_nodes);
/* The defence the finished search found at q: 0, or -1 when it has none. */
int puzzle_defence_read(const Search *s, const Game *g, const Pos *q, PuzzleDefence *out);
/* Both, to the end of the search (tabula-cli's). */
int puzzle_defence(Search *s, const Game *g, const Pos *q, int depth, uint64_t max_nodes, PuzzleDefence *out);

/* The key of a position among its mirrors (docs/puzzle-format.md, "Each
 * position once"): the smallest of their texts.  Sowing games: the rows,
 * stores and side to move swapped; Hasami Shogi: the board turned and
 * reflected and the colours swapped; Khan: the colours swapped.  0, or
 * -1 when the text does not read. */
int puzzle_position_key(const Game *g, const char *pos, char *out, size_t len);

/* ---- making puzzles (puzzle_gen.c) ---- */

typedef struct {
    uint64_t seed;          /* the same seed, the same set */
    int count;              /* puzzles wanted */
    int min_seeds, max_seeds; /* seeds (grid games: pieces) on the board of a position tried */
    uint64_t max_nodes;     /* a proof's budget, a position */
    int max_player_moves;   /* the longest line, in the player's moves */
    int max_games;          /* games played at most */
    int depth;              /* grid games: the confirming search's plies (0: the game's, puzzle_grid.c) */
    const char *id_prefix;  /* the identifiers: PREFIX0001 ... */
    /* Called after each game (may be NULL). */
    void (*progress)(void *ctx, int found, int games, int tried);
    void *ctx;
} PuzzleGenOptions;

/* Plays games of g (random openings, then searches of varied depths on
 * both sides), tries the positions with min_seeds..max_seeds seeds (or
 * pieces) on the board, and keeps those the exact search proves to be
 * puzzles (the grid games: that the search of opt->depth plies finds to
 * be, docs/puzzle-format.md), each position once (with its mirrors,
 * puzzle_position_key), their lines extended while the player's move
 * stays the only one, rated into bands by what it takes to find the
 * answer.  out gets the set (puzzle_set_free); 0, or -1 with err when g
 * is a game without puzzles or memory runs out. */
int puzzle_generate(const Game *g, const GameOptions *o, const PuzzleGenOptions *opt, PuzzleSet *out, char *err,
                    size_t errlen);

#endif
