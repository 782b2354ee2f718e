/*
 * setup_edit.h - what the position editor edits: a game of chosen options,
 * a sketch of a position in it (the engine's pos_edit.h), the palette,
 * and whether the sketch builds into a position play can go on from.
 *
 * Every change is checked at once with all of the rules' checks
 * (pos_sketch_build), so the screen always knows whether the position is
 * ready or why it is refused.  The game that was open, if any, is never
 * touched: the editor has its own Game, made again when an option changes.
 */
#ifndef TABULA_SETUP_EDIT_H
#define TABULA_SETUP_EDIT_H

#include "game_look.h"
#include "setup_board.h"

#define SETUP_MAX_TOOLS (POS_MAX_PIECES + 1)

/* What the palette holds: sowing games add or take a seed; grid games put
 * a piece (its code), the marker, or empty a square. */
typedef enum { TOOL_ADD, TOOL_TAKE, TOOL_PIECE, TOOL_MARKER, TOOL_ERASE } ToolKind;

typedef struct {
    ToolKind kind;
    int piece; /* TOOL_PIECE: the sketch's code */
} Tool;

typedef struct {
    const GameRules *rules;
    const GameLook *look;
    GameOptions opts;
    Game *game;
    SetupBoard board;          /* the board of these options */
    PosSketch sk;
    int start_total;           /* sowing games: the seeds of the start position */
    Tool tool[SETUP_MAX_TOOLS];
    int ntools, chosen;
    int typed;                 /* the number being typed into `typed_at` */
    int typed_at;
    double typed_when;
    int ready;                 /* the sketch builds */
    PosCheck why;              /* else why not */
    char pos_text[GAME_TEXT_MAX]; /* ready: the position's text */
} SetupEdit;

/* The game of options o (rules and look set in e), showing p (NULL: the
 * start); keep: the sketch carries over when the board is the same.  0, or
 * -1 with e as it was. */
int setup_edit_set_game(SetupEdit *e, const GameOptions *o, const Pos *p, int keep);
/* Option i one step on (d: -1 or 1, wrapping).  A sketch not touched (the
 * start) becomes the new game's start, so more seeds a pit fill the pits. */
void setup_edit_option(SetupEdit *e, int i, int d);
/* Checks the sketch again after a change made to it directly. */
void setup_edit_check(SetupEdit *e);
/* The seeds in pits and stores. */
int setup_edit_total(const SetupEdit *e);
/* The palette's tool used on a place; alt: the second action (taking a
 * seed, emptying a square). */
void setup_edit_use(SetupEdit *e, int place, int alt);
/* A drag from one place to another (to -1: a piece leaves the board). */
void setup_edit_drop(SetupEdit *e, int from, int to);
/* A digit typed on a pit at time now: a count, two digits close together
 * making one number. */
void setup_edit_digit(SetupEdit *e, double now, int place, int digit);
void setup_edit_free(SetupEdit *e);

#endif
