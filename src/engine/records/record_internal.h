/*
 * record_internal.h - what record.c (records of one line of play) and
 * record_tree.c (records with variations) share, so the move text has one
 * reader and one way of being written.  Not for the engine's clients.
 */
#ifndef TABULA_RECORD_INTERNAL_H
#define TABULA_RECORD_INTERNAL_H

#include "record.h"
#include "variation.h"

/* ---- replaying ---- */

/* A game of a record's rules and options, at its start, to replay moves. */
typedef struct {
    Game *game;
    Match *match;
} RecordReplay;

int record_replay_begin(RecordReplay *r, const Record *rec, char *err, size_t errlen);
void record_replay_free(RecordReplay *r);
/* The result token and score of a finished game, or "*" and no score. */
void record_outcome(const GameStatus *st, char *result, size_t rlen, char *score, size_t slen);
/* Ends m as rec says its game ended by agreement (nothing when it did not);
 * -1 when the moves have already ended it. */
int record_apply_ending(const Record *rec, Match *m);

/* ---- reading ---- */

/* A variation open while reading: the move it replaces, and that move's
 * ply (the line goes on from there when the variation ends). */
typedef struct {
    VarNode replaced;
    int ply;
} RecordOpen;

/* What reading a record keeps between its lines. */
typedef struct {
    Record *rec;
    char result_tag[16], score_tag[32], options[256];
    char termination[32]; /* the Termination tag, empty when none */
    int have_options;
    RecordReplay rp;  /* set up at the first move, or at the end */
    int replaying;
    int line;
    int ended;        /* a result token was read */
    int readable;     /* record_read: keep the moves up to the first that cannot be read */
    int cut;          /* ... and that one was met: the rest is not read */
    int comment;      /* the line of a '{' not yet closed, 0 when none */
    int depth;        /* variations open ('(' not yet closed) */
    int open_line;    /* the line of the outermost of them */
    /* record_read_tree: every line is replayed into the tree (NULL: the
     * main line alone is read, the variations are skipped). */
    VarTree *tree;
    VarNode at;       /* the node of the last move read: the match is there */
    int moved;        /* a move was read in the innermost line since it began */
    RecordOpen *opened; /* the variations open, outermost first */
    RecordReport *rep;
    char *err;
    size_t errlen;
} RecordReader;

/* Fails with the problem (and the line, when it is to blame) and a reason. */
int record_reader_fail(RecordReader *rd, RecordProblem problem, const char *fmt, ...);
/* Reads a record: strictly, or (readable) up to its first unreadable
 * move; with its variations into tree when tree is not NULL. */
int record_read_text(const char *text, size_t len, Record *rec, int readable, VarTree *tree, RecordReport *rep,
                     char *err, size_t errlen);

/* The tree's part of reading (record_tree.c), each 0 or -1 with a reason:
 * a '(' (a variation of the last move read begins), a ')' (it ends), and
 * a move read and played (depth 0: on the main line). */
int record_tree_open(RecordReader *rd);
int record_tree_close(RecordReader *rd);
int record_tree_move(RecordReader *rd, const char *tok, Move m);

/* ---- writing ---- */

/* Text written into a caller's buffer, remembering an overflow. */
typedef struct {
    char *buf;
    size_t len, used;
    size_t col;       /* the column of the move text's current line */
    int overflow;
} RecordText;

void record_text_put(RecordText *o, const char *fmt, ...);
/* A word of the move text: after a space, or glued to the word before it
 * (a parenthesis); a line break instead when the line would pass 72
 * columns. */
void record_text_word(RecordText *o, const char *w, int glued);
/* The tags of rec, with the result and score the moves give. */
/* The tags of rec; `ending` writes the Termination tag of a game ended by
 * agreement (END_AGREED, END_RESIGNED), anything else none. */
void record_text_tags(RecordText *o, const Record *rec, EndReason ending, const char *result, const char *score);
/* The move number to write before a move of `side` (may be empty): *turn
 * counts the first player's turns so far and is brought up to date; prev
 * is the side of the move before (-1: none, the first move of the
 * record); `fresh`: the first move after a parenthesis, which always gets
 * a number ("N." for the first player, "N..." for the second). */
void record_number(int side, int prev, int fresh, int *turn, char *buf, size_t len);

#endif
