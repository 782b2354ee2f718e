/*
 * record.h - game records: one text format (docs/record-format.md) that is
 * the save file, the undo history and a regression test at once.
 *
 *     [Game "kalah"]
 *     [Options "pits=6 seeds=4 empty_capture=off"]
 *     [Player1 "You"]
 *     [Player2 "Computer (hard)"]
 *     [Date "2026-11-23"]
 *     [Result "1-0"]
 *     [Score "27-21"]
 *
 *     1. C B 2. J 3. A ...
 *
 * Reading a record replays its moves through a match (match.h), so a
 * record whose moves are not legal is refused.  The move text may hold
 * variations in parentheses after the move they replace, nested freely,
 * and comments in braces, as in PGN:
 *
 *     1. C F (1. D H (1... I) 1... J) 1... J 2. B {a comment}
 *
 * record_parse and record_read read the main line alone (a saved analysis
 * opens as the game of its main line); record_read_tree reads the tree.
 * Writing a file goes to a temporary file in the same folder, flushed and
 * renamed over the old one: a failure leaves the old file as it was.
 */
#ifndef TABULA_RECORD_H
#define TABULA_RECORD_H

#include "game.h"
#include "match.h"
#include "variation.h"

#define RECORD_MAX_MOVES MATCH_MAX_PLIES
#define RECORD_MAX_BYTES (1 << 20)

typedef struct {
    const GameRules *rules;
    GameOptions opts;
    char start[GAME_TEXT_MAX];   /* start position; empty for the standard one */
    char player[2][64];
    char date[32];
    Move moves[RECORD_MAX_MOVES];
    int nmoves;
    /* How a game the moves leave unfinished ended: END_NONE (it did not),
     * END_AGREED or END_RESIGNED, with the side that resigned (the
     * Termination tag). */
    EndReason ending;
    int resigned;
} Record;

/* Parses and replays a record: its main line, the variations and
 * comments skipped unread (a parenthesis or brace never closed is
 * damaged).  0, or -1 with a one-line reason (with the line number) in
 * err; rec is then unspecified. */
int record_parse(const char *text, size_t len, Record *rec, char *err, size_t errlen);

/* What is wrong with a record, for words a player reads. */
typedef enum {
    RECORD_FINE,
    RECORD_CUT,          /* read up to a move that could not be: rec holds the moves before it */
    RECORD_NOT_TEXT,     /* a binary or foreign file, or too large */
    RECORD_NO_GAME,      /* no [Game] tag, or a tag that is not one */
    RECORD_UNKNOWN_GAME, /* a game Tabula does not have */
    RECORD_BAD_OPTIONS,  /* options out of range or unknown */
    RECORD_BAD_START,    /* a start position the rules cannot reach */
    RECORD_BAD_MOVE,     /* a move that cannot be played (record_parse only) */
    RECORD_BAD_RESULT,   /* a finished result the moves contradict */
    RECORD_DAMAGED       /* anything else: a tag after the moves, a line too long... */
} RecordProblem;

typedef struct {
    RecordProblem problem;
    int line;  /* the line to blame, 0 when none */
    int move;  /* RECORD_CUT, RECORD_BAD_MOVE: the move that could not be read, from 1 */
} RecordReport;

/* Reads what can be read of a record, as a player opens a saved game: the
 * tags must be sound, but the main line's moves are kept up to the first
 * that cannot be read or played (a file cut short, a damaged end, a
 * variation or comment never closed), which makes a Result or Score tag
 * the moves do not reach no error.  0 with
 * rep->problem RECORD_FINE or RECORD_CUT; -1 with the problem, and the
 * parser's reason in err. */
int record_read(const char *text, size_t len, Record *rec, RecordReport *rep, char *err, size_t errlen);

/* Writes rec as text, Result and Score tags included (computed by
 * replaying).  Returns the length, or -1 when buf is too small or a move
 * is not legal. */
int record_format(const Record *rec, char *buf, size_t len);

/* Reads a record with its variations, strictly as record_parse: every
 * line is replayed, each variation from the position before the move it
 * replaces, and a move that is not legal anywhere is refused with its line
 * of text.  rec gets the tags and the main line; t (cleared first) the
 * whole tree, each node's children in the order of the text: the main
 * continuation, then its variations.  A variation that repeats a move
 * already given at its place is refused, so the tree's main line is the
 * record's.  0, or -1 with a reason; rec is then unspecified and t holds
 * the root alone. */
int record_read_tree(const char *text, size_t len, Record *rec, VarTree *t, char *err, size_t errlen);

/* Writes a record of the tree t of moves from rec's start (rec's own
 * moves are not read): rec's tags, with the Result and Score of the
 * tree's main line, then the main line with every variation in
 * parentheses after the move it replaces.  The first move after a
 * parenthesis carries its number ("N." for the first player, "N..." for
 * the second).  A tree of one line writes what record_format writes of
 * that line.  Returns the length, or -1 when buf is too small, a move is
 * not legal or memory ran out. */
int record_format_tree(const Record *rec, const VarTree *t, char *buf, size_t len);

/* A match of g, which must be a game of rec's rules and options, at rec's
 * start with rec's moves played (they can be taken back with undo) and
 * its agreed end, if any.
 * NULL with a reason when a move is not legal or memory ran out. */
Match *record_match(const Game *g, const Record *rec, char *err, size_t errlen);
/* The match's game, start, moves and agreed end as a record (players and
 * date empty). */
void record_from_match(const Match *m, Record *rec);

/* Reads a whole file (at most RECORD_MAX_BYTES); the caller frees *text.
 * 0, or -1 with a reason. */
int record_read_file(const char *path, char **text, size_t *len, char *err, size_t errlen);
/* Replaces path by text atomically (temporary file, flush, rename).
 * 0, or -1 with a reason; the old file is then untouched. */
int record_write_file(const char *path, const char *text, size_t len, char *err, size_t errlen);

#endif
