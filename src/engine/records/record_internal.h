/*
 * record_internal.h - what record.c (records of one line of play) and
 * record_tree.c (records with variations) share, so the move text has one
 * reader and one way of being written.  Not for the engine's clients.
 */
#ifndef TABULA_RECORD_INTERNAL_H
#define TABULA_RECORD_INTERNAL_H

#include "move_number.h"
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

/* Reads a record: strictly, or (readable) up to its first unreadable
 * move; with its variations into tree when tree is not NULL. */
int record_read_text(const char *text, size_t len, Record *rec, int readable, VarTree *tree, RecordReport *rep,
                     char *err, size_t errlen);

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
/* Counts a move of `side` on c (move_number.h) and gives the number to
 * write before it, or "": a number begins each move and the record;
 * `fresh`, the first move after a parenthesis, always gets one ("N." for
 * the first player, "N..." for the second). */
void record_number(MoveCount *c, int side, int fresh, char *buf, size_t len);

#endif
