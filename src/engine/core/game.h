/*
 * game.h - the one interface every game of Tabula implements.
 *
 * A game is a set of rules (GameRules, a table of functions written once per
 * game) bound to option values (Game, created by game_create).  Positions
 * are plain memory blocks of rules->pos_size bytes that the caller owns and
 * may copy with memcpy: the search copies them on every move (copy-make),
 * so there is no undo.  Every position block starts with a PosHeader, which
 * lets game-agnostic code read the hash and the side to move directly.
 *
 * A new game fills the required parts of a GameRules (its rules, and how
 * the computer plays it: evaluate, move_priority, level_profile), declares
 * the table in games.h and lists it in game_registry.c.
 *
 * Nothing here allocates behind the caller's back except game_create and
 * pos_new; nothing prints, exits or keeps global state.  Functions that can
 * fail return 0 on success and a negative value on failure, and write a
 * one-line reason into the caller's buffer.
 */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include <stddef.h>
#include <stdint.h>

/* A move, encoded by its game; fits in 16 bits so the TT can pack it. */
typedef uint16_t Move;
#define MOVE_NONE ((Move)0xFFFF)
#define MOVE_PASS ((Move)0xFFFE)

#define GAME_MAX_MOVES 256
#define GAME_MAX_OPTIONS 8
#define GAME_MAX_EVENTS 512
#define GAME_TEXT_MAX 512

/* Values: the side to move's point of view.  Games whose value is in
 * seeds (Kalah, Oware) keep every value within +-VALUE_SEEDS_MAX; the grid
 * games use VALUE_WIN - plies for a win found by the search. */
#define VALUE_INF 32000
#define VALUE_WIN 30000
#define VALUE_WIN_BOUND 29000 /* |v| >= this: a proven win or loss */
#define VALUE_SEEDS_MAX 255

typedef enum { VALUE_KIND_SEEDS, VALUE_KIND_WIN } ValueKind;

/* An opaque position; really the game's own struct, starting with PosHeader. */
typedef struct Pos Pos;

typedef struct {
    uint64_t hash;   /* Zobrist key, kept up to date by play */
    uint8_t side;    /* 0 = first player (Kalah/Oware player 1, Black, Rouge) */
    uint8_t flags;   /* game-specific */
    uint16_t quiet;  /* plies since the last irreversible change (capture...) */
} PosHeader;

static inline const PosHeader *pos_header(const Pos *p) { return (const PosHeader *)(const void *)p; }

/* What play did, in order, for the window to animate and tests to replay.
 * Locations: mancala pits are 0..2*pits-1 and the store of side s is
 * 2*pits+s; grid cells are row*width+col with row 0 at the top. */
typedef enum {
    EV_PICKUP = 1,  /* side lifts `count` seeds from pit `from` */
    EV_HOP,         /* one seed (lifted from `from`) drops into `to` */
    EV_CAPTURE,     /* `count` seeds move from pit `from` to store `to` */
    EV_SWEEP,       /* end of game: `count` seeds from pit `from` to store `to` */
    EV_EXTRA_TURN,  /* `side` moves again */
    EV_GRAND_SLAM,  /* a capture of every seed was forfeited (Oware) */
    EV_STEP,        /* piece `piece` of `side` steps from `from` to `to` */
    EV_REMOVE,      /* the piece on `from` is captured by `side` */
    EV_PLACE,       /* `side` puts piece `piece` on `to` (set-up, reinsertion) */
    EV_MARKER,      /* a marker (the Khan) moves to `to` */
    EV_PASS         /* `side` passes */
} EventKind;

typedef struct {
    uint8_t kind;  /* EventKind */
    int8_t side;
    uint8_t piece; /* game-specific piece code, 0 for seeds */
    uint8_t pad;
    int16_t from, to;
    int16_t count;
} Event;

typedef struct {
    int n;
    Event ev[GAME_MAX_EVENTS];
} EventList;

/* Appends one event to ev; nothing when ev is NULL (the search plays
 * without events) or full. */
void game_event(EventList *ev, int kind, int side, int piece, int from, int to, int count);

/* Options are small integers described by OptionDesc; an option with names
 * is an enumeration whose value v is written names[v - min]. */
typedef struct {
    const char *key;
    int min, max, def;
    const char *const *names; /* NULL for a plain integer */
    const char *help;
    /* 1: the first side chooses this value before its first move (Khan:
     * Rouge picks its home edge, the orientation); a menu does not ask
     * for it, and a computer chooses by search_opening_value. */
    int chosen_at_start;
} OptionDesc;

typedef struct {
    int v[GAME_MAX_OPTIONS];
} GameOptions;

/* GameRules' options and noptions, from one array counted by the compiler
 * so the count cannot drift from the array; more than GAME_MAX_OPTIONS
 * fails to compile (an array of negative size). */
#define GAME_OPTIONS(array)                                                                                          \
    .options = (array), .noptions = GAME_COUNT_OPTIONS(array) +                                                     \
                                    0 * (int)sizeof(char[GAME_MAX_OPTIONS - GAME_COUNT_OPTIONS(array) + 1])
#define GAME_COUNT_OPTIONS(array) ((int)(sizeof(array) / sizeof((array)[0])))

typedef enum {
    END_NONE,
    END_RULE,       /* the rules ended it (no seeds, captures, Kalista taken...) */
    END_REPETITION, /* a position for the third time */
    END_NO_PROGRESS,/* too many plies without a capture */
    END_PASSES,     /* both sides passed */
    END_AGREED,     /* a draw the players agreed (match_agree_draw) */
    END_RESIGNED    /* a side resigned; the winner is the other (match_resign) */
} EndReason;

typedef struct {
    int over;       /* 1 when the game has ended */
    int winner;     /* 0 or 1, or -1 for a draw; meaningful when over */
    int score[2];   /* final counts per side (seeds, or men left); 0 and 0
                     * after an agreed end, which counts nothing */
    EndReason reason;
} GameStatus;

typedef struct Game Game;
struct EndgameOps;
struct PosCheck;  /* pos_check.h */
struct PosLayout; /* pos_edit.h */
struct PosSketch; /* pos_edit.h */

/* ---- how the computer plays a level ---- */

/* The computer's levels, weakest first (docs/engine.md, "The levels"). */
typedef enum {
    LEVEL_SIMPLE,
    LEVEL_MEDIUM,
    LEVEL_HARD,
    LEVEL_EXPERT,
    LEVEL_PERFECT,
    LEVEL_COUNT
} Level;

/* How one level searches and judges a position: what a game's
 * level_profile fills in.  level_limits (search.h) adds the rest, the same
 * for every game: the level's time where depth is 0, and with exact a
 * third of it for the proof. */
typedef struct {
    int depth;    /* plies; 0: deepen for the level's time, with the tables
                   * and book (level_uses_tables) */
    int exact;    /* 1: prove the value, then deepen for the rest of the time
                   * (the exact search: VALUE_KIND_SEEDS games only) */
    /* The value of a position at the search's horizon: the game's evaluate,
     * or another evaluation of its own (a simpler one for a weak level, one
     * that costs more for a strong one). */
    int (*evaluate)(const Game *g, const Pos *p);
    /* What a draw by repetition, no progress or passes costs the side to
     * move at the root, in value units, so that the level plays on rather
     * than draw with a lead in hand; 0: a draw is worth a draw. */
    int contempt;
    /* What evaluate returns for one value unit (a seed): 0 or 1 for the
     * game's own unit; more for an evaluation finer than a seed, in which
     * the search then counts (SearchLimits.unit).  Not with exact. */
    int unit;
    /* With unit: what a proven win or loss counts besides its margin
     * (SearchLimits.decisive); 0: margins alone. */
    int decisive;
    /* 1: late quiet moves searched a ply less deep first (SearchLimits.reduce). */
    int reduce;
    /* 1: plays the opening book's move where it has one (SearchLimits.book). */
    int book;
} LevelProfile;

/* The range of move_priority.  The search tries the table's move first,
 * then orders by priority, its killer moves and history ranking below a
 * step of priority (search_core.c, "ORDER_"; the newer killer with a long
 * history can pass a move one step higher). */
#define MOVE_PRIORITY_MAX 10000

/*
 * The rules of one game: a table of functions written once per game.  A
 * new game fills every member of the first two parts; the others are
 * optional (NULL or 0 when the game has none).  Positions are
 * rules->pos_size bytes starting with a PosHeader; every function takes
 * the Game bound to the options and never changes what p points to unless
 * it says so.
 */
typedef struct GameRules {
    /* ---- required: the rules ---- */
    const char *name;  /* protocol name, "kalah" */
    const char *title; /* display name, "Kalah" */
    const OptionDesc *options;
    int noptions; /* set both with GAME_OPTIONS */
    ValueKind value_kind;
    size_t pos_size;
    const char *side_names[2]; /* protocol names of the sides: "1","2" / "b","w" */
    /* 1 when a position can come back and a rule ends the game on it (a
     * third repetition): a value may then depend on the line that led to
     * the position, which the exact search keeps to itself. */
    int repeats;

    void (*start)(const Game *g, Pos *p);
    /* Reads a position's text into p: 0, or -1 with why filled (a code and
     * its numbers, pos_check.h) and p unchanged.  Every check of a
     * position's text is here, once. */
    int (*read_pos)(const Game *g, const char *text, Pos *p, struct PosCheck *why);
    void (*format_pos)(const Game *g, const Pos *p, char *buf, size_t len);
    /* Parses a move's text; 0 when it names a move of this game's notation
     * (legality is checked by the caller against legal()). */
    int (*parse_move)(const Game *g, const Pos *p, const char *text, Move *m);
    void (*format_move)(const Game *g, const Pos *p, Move m, char *buf, size_t len);
    /* A human-readable board picture, lines separated by '\n'. */
    void (*board_text)(const Game *g, const Pos *p, char *buf, size_t len);
    /* Every legal move once; 0 when the side to move has none (game over by
     * the rules).  moves must hold GAME_MAX_MOVES. */
    int (*legal)(const Game *g, const Pos *p, Move *moves);
    /* Plays a legal move in place; events may be NULL. */
    void (*play)(const Game *g, Pos *p, Move m, EventList *events);
    /* Whether the game is over; hist holds the hashes of the earlier
     * positions of the game, oldest first (for repetition rules). */
    void (*status)(const Game *g, const Pos *p, const uint64_t *hist, int nhist, GameStatus *st);
    /* The hash computed from scratch (play keeps it up to date). */
    uint64_t (*hash_full)(const Game *g, const Pos *p);
    /* The final value of a finished game for the side to move. */
    int (*final_value)(const Game *g, const Pos *p, const GameStatus *st);
    /* Range of final values (base included) still reachable from p; for
     * VALUE_KIND_WIN games -VALUE_WIN..VALUE_WIN (game_win_value_bounds). */
    void (*value_bounds)(const Game *g, const Pos *p, int *lo, int *hi);

    /* ---- required: how the computer plays ---- */
    /* Heuristic value for the side to move, in the game's value unit
     * (the whole value, base_value included). */
    int (*evaluate)(const Game *g, const Pos *p);
    /* Ordering hint, 0..MOVE_PRIORITY_MAX: larger is tried first
     * (captures, extra turns). */
    int (*move_priority)(const Game *g, const Pos *p, Move m);
    /* How level `level` (a Level) searches in p: its depth or a proof, its
     * evaluation and its contempt for draws.  The one place a game says how
     * its levels differ; every member of *out is set. */
    void (*level_profile)(const Game *g, const Pos *p, int level, LevelProfile *out);

    /* ---- optional: NULL when the game has none ---- */
    /* Cross-option validation after each value is in range; 0 or -1 with err. */
    int (*validate)(const GameOptions *o, char *err, size_t errlen);
    /* Immutable per-game data (Zobrist keys, tables); NULL on allocation failure. */
    void *(*data_create)(const GameOptions *o);
    void (*data_destroy)(void *data);
    /* Applies the settlement of an end that play could not see (a
     * repetition: each side takes its own seeds), reporting it as events. */
    void (*conclude)(const Game *g, Pos *p, const GameStatus *st, EventList *events);
    /* The part of the final value already decided (Kalah: own store minus
     * the opponent's), side to move's view; NULL means 0.  The hash need not
     * cover what only changes this part: the search stores values minus
     * base_value in its table, so positions that differ only in their
     * stores share entries. */
    int (*base_value)(const Game *g, const Pos *p);
    /* For a game whose hash is the same for a position and its mirror
     * image (the rows swapped and the other side to move: Kalah), the move
     * of the mirror, so the search's table keeps moves in side 0's terms;
     * NULL when the hash tells the sides apart. */
    Move (*mirror_move)(const Game *g, Move m);
    /* Who is ahead in material, for reports (tabula-cli match's "the side
     * ahead in material"): the side to move's lead, positive when it is
     * ahead, in value units.  NULL: the game does not say. */
    int (*material)(const Game *g, const Pos *p);
    /* A fixed mark of a board cell that the position does not hold, for
     * drawing (Khan: the cell's power 1..3); NULL when cells have none. */
    int (*cell_mark)(const Game *g, int cell);
    /* 1 when the exact search proves a position of g's size within about
     * a move's time, with the opening book and endgame table the game
     * ships or builds (Kalah up to 6 pits of 3 seeds, and 6 of 4): its
     * hints then show proven values, and it has the perfect level
     * (level_top).  It reads g's options only.  NULL: never. */
    int (*solvable)(const Game *g);
    /* Endgame tables (endgame.h); NULL when the game has none. */
    const struct EndgameOps *endgame;
    /* The plies without progress (PosHeader's quiet) that draw the game;
     * 0 when no such rule ends it.  The computer weighs it when a draw is
     * offered (verdict.h). */
    int no_progress;

    /* ---- optional: setting up a position (pos_edit.h) ---- */
    /* Whether play can go on from p, which read_pos accepted: 0, or -1
     * with why when the rules have already ended the game there or play
     * could not have reached it.  NULL: status without a history says. */
    int (*playable)(const Game *g, const Pos *p, struct PosCheck *why);
    /* What the places of a sketch are (the pits, the squares, the pieces);
     * NULL when the game has no sketch (and then no sketch_read, sketch_text). */
    void (*pos_layout)(const Game *g, struct PosLayout *out);
    /* p as a sketch: every place, the side to move, the extras. */
    void (*sketch_read)(const Game *g, const Pos *p, struct PosSketch *sk);
    /* The position text of a sketch whose values are each in range, for
     * read_pos to check: 0, or -1 with why for what the text cannot say
     * (Khan: the marker on a square, where the text has its power). */
    int (*sketch_text)(const Game *g, const struct PosSketch *sk, char *buf, size_t len, struct PosCheck *why);

    /* ---- optional: search tuning (speed only; the values stay the same) ---- */
    /* The least remaining depth at which a depth-limited search reads its
     * transposition table (0 means 1, everywhere): where nodes are cheap, a
     * small subtree costs less to search again than a memory access. */
    int tt_min_depth;
    /* move_priority for the n moves of a node at once, into out[0..n),
     * where reading the position once costs less than reading it for each
     * move (Hasami Shogi's line table); NULL: move_priority for each. */
    void (*move_priorities)(const Game *g, const Pos *p, const Move *moves, int n, int *out);

    /* ---- optional: a fitted evaluation (tools/evalfit) ---- */
    /* The features a game's fitted evaluation weighs in p, for the side to
     * move, into out (at most EVAL_MAX_FEATURES); their number.  The
     * evaluation is base_value times eval_unit plus the weighed features;
     * tools/evalfit fits the weights.  NULL: the game has none. */
    int (*eval_features)(const Game *g, const Pos *p, int *out);
    const char *const *eval_feature_names;
    int eval_unit;
} GameRules;

#define EVAL_MAX_FEATURES 64

struct Game {
    const GameRules *rules;
    GameOptions opts;
    void *data;
};

/* ---- the registry ---- */

/* Every game built, in menu order; NULL-terminated. */
extern const GameRules *const game_registry[];
/* The rules called `name`, or NULL. */
const GameRules *game_find(const char *name);

/* ---- options ---- */

/* Fills o with the defaults of `rules`. */
void game_options_default(const GameRules *rules, GameOptions *o);
/* Parses one "key=value" into o; 0, or -1 with a reason (unknown key, bad value). */
int game_options_set(const GameRules *rules, GameOptions *o, const char *kv, char *err, size_t errlen);
/* Writes "key=value key=value ..." for every option. */
void game_options_format(const GameRules *rules, const GameOptions *o, char *buf, size_t len);
/* The index of the option chosen at the start of play, or -1. */
int game_choice_option(const GameRules *rules);
/* Writes the value text of option i ("on", "6"). */
void game_option_value_text(const GameRules *rules, int i, int v, char *buf, size_t len);

/* ---- a game ---- */

/* Binds rules to options (validated).  Returns NULL and fills err when the
 * options are invalid or memory ran out.  Free with game_destroy. */
Game *game_create(const GameRules *rules, const GameOptions *o, char *err, size_t errlen);
void game_destroy(Game *g);

/* A fresh zeroed position block of the game's size; free with pos_free. */
Pos *pos_new(const Game *g);
void pos_free(Pos *p);
void pos_copy(const Game *g, Pos *dst, const Pos *src);
static inline uint64_t pos_hash(const Pos *p) { return pos_header(p)->hash; }
static inline int pos_side(const Pos *p) { return pos_header(p)->side; }

/* Counts move sequences of length depth (finished games have no moves;
 * repetition is not considered, as in every perft). */
uint64_t game_perft(const Game *g, const Pos *p, int depth);

/* Parses `text` when it names a legal move in p; 0, or -1 when it does not. */
int game_parse_legal_move(const Game *g, const Pos *p, const char *text, Move *m);

/* How many of the last `since` positions of hist (oldest first) have the
 * hash `hash`: a repetition count, since only positions after the last
 * irreversible change can equal the present one. */
int game_repetitions(const uint64_t *hist, int nhist, int since, uint64_t hash);

/* The draws of the games that are won outright (Hasami Shogi, Khan), in
 * the order they are checked: two passes in a row, `limit` plies without
 * progress, a position for the third time.  1 with st's reason set when
 * one applies (the rest of st is the caller's), else 0. */
int game_drawn(GameStatus *st, int passes, int quiet, int limit, const uint64_t *hist, int nhist, uint64_t hash);
/* final_value and value_bounds of those games: VALUE_WIN to the winner,
 * 0 for a draw. */
int game_win_final_value(const Game *g, const Pos *p, const GameStatus *st);
void game_win_value_bounds(const Game *g, const Pos *p, int *lo, int *hi);

/* The most cells a walk passes through, its start and end included. */
#define MOVE_TRACE_PATH 8

/* What a move does, as its events tell: where the piece goes and what it
 * takes.  The one reading of a move's events that the window's boards,
 * its move list and its previews share. */
typedef struct {
    /* The piece's first and last places: a grid's cells (from -1 for a
     * piece put on the board), or the pit sown from and where its last
     * seed lands; both -1 when nothing moved (a pass). */
    int from, to;
    int piece; /* a piece put on the board: its event's piece code; else -1 */
    int taken; /* seeds captured and pieces removed (not the end's sweep) */
    /* A piece that walks on a grid: the cells it stands on, from `from`
     * to `to`, a step apart as the rules walked it (Khan's orthogonal
     * steps round the pieces in its way; a Hasami slide is one step);
     * npath 0 for anything else. */
    int path[MOVE_TRACE_PATH];
    int npath;
} MoveTrace;

/* Reads ev, the events of one move. */
void game_trace_events(const EventList *ev, MoveTrace *out);
/* Plays m, legal in p, on a copy of p and reads its events, which go to
 * ev as well when ev is not NULL: 0, or -1 out of memory (out says
 * nothing moved). */
int game_trace_move(const Game *g, const Pos *p, Move m, EventList *ev, MoveTrace *out);

/* Appends formatted text at *used, never past len (the text is cut). */
void game_append(char *buf, size_t len, size_t *used, const char *fmt, ...);

/* A fixed-seed 64-bit generator for Zobrist keys and tests (splitmix64). */
uint64_t game_rng_next(uint64_t *state);

#endif
