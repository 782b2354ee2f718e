/*
 * pos_check.h - why a position is refused, as a code a program can act on
 * and a player can be told in any language.
 *
 * Every check of a position lives once, in its game's rules file: the
 * game's read_pos (GameRules) reads the text and, when something is wrong,
 * fills a PosCheck instead of writing words.  Words come after, from the
 * code: pos_check_text writes the English the protocol and the records
 * show, and a window can write its own translation from the same fields.
 * game_parse_position is the one reader of a position's text: read_pos,
 * then pos_check_text for a caller that wants the English, so the English
 * is the same whichever door a position comes in by.
 *
 * The checks come in two stages.  read_pos (game_parse_position) accepts
 * what the notation can say and the rules allow as a position, finished
 * games included: a record may start from one, and the protocol's
 * `position` then `status` tells who has won.  game_check_playable then
 * refuses what play cannot go on from: a game the rules have already
 * ended, or could not have reached (Hasami Shogi: the side that just moved
 * below the defeat count).  A position editor wants both; the protocol only
 * the first.
 */
#ifndef TABULA_POS_CHECK_H
#define TABULA_POS_CHECK_H

#include "game.h"

/* Why a position is refused: every code once, in order, with the fields
 * of PosCheck its words need in its comment ("side" is the side concerned,
 * 0 or 1).  The enum and every table that words the codes (pos_check.c's
 * English, a window's translation) are built from this one list, each
 * entry naming the writer of its code, so a code added here and worded
 * nowhere yet fails to compile rather than show no words. */
#define POS_PROBLEMS(X)                                                                                    \
    X(POS_OK) /* not refused */                                                                            \
    /* The text does not read (game_parse_position only: a sketch always                                   \
     * writes text that reads). */                                                                         \
    X(POS_SYNTAX_ROW)     /* a row: sowing games, side = whose row, expected = pits a row;                 \
                           * grids, at = the row (1 at the top), expected = squares a row */               \
    X(POS_SYNTAX_STORES)  /* the two stores (sowing games) */                                              \
    X(POS_SYNTAX_SIDE)    /* the side to move, at the end */                                               \
    X(POS_SYNTAX_KHAN)    /* Khan: the Khan's field (1, 2, 3 or -) */                                      \
    X(POS_SYNTAX_FIELDS)  /* Khan: the /KHAN/SIDE/R,O fields after the rows */                             \
    X(POS_SYNTAX_RESERVES) /* Khan: the reserves, expected = the most one holds */                         \
                                                                                                           \
    /* What a sketch holds (pos_sketch_build only, pos_edit.h). */                                         \
    X(POS_COUNT_RANGE)    /* a count out of range, negative or too large: at = the place (a                \
                           * pit or store), or -1 for side's reserve; found, expected = the most */        \
    X(POS_BAD_VALUE)      /* a value no position has: a piece code (at = the square), the                  \
                           * side to move or the marker's square (at = -1); found */                       \
    X(POS_MARKER_SQUARE)  /* Khan: the Khan's square (at) holds no piece of side, the side                 \
                           * that just moved */                                                            \
                                                                                                           \
    /* The material. */                                                                                    \
    X(POS_SEED_TOTAL)     /* found seeds in pits and stores, the game has expected */                      \
    X(POS_TOO_MANY_MEN)   /* Hasami Shogi: side has found men, at most expected */                         \
    X(POS_TOO_MANY_SBIRES) /* Khan: side has found sbires on the board and in reserve, at most expected */ \
    X(POS_SBIRES_MISSING) /* Khan, Khan on a power (so after the set-up): side has found sbires on         \
                           * the board and in reserve, expected */                                         \
    X(POS_TWO_KALISTAS)   /* Khan: side has two Kalistas (found) */                                        \
    X(POS_NO_KALISTA)     /* Khan, after the set-up: side, the side that just moved, has no                \
                           * Kalista (it cannot lose it on its own move) */                                \
    X(POS_KHAN_POWER)     /* Khan: no piece of side, the side that just moved, stands on a square          \
                           * of the Khan's power (expected) */                                             \
                                                                                                           \
    /* Khan's set-up: pieces neither on the board nor in reserve are still                                 \
     * to place. */                                                                                        \
    X(POS_SETUP_RESERVE)  /* side has found sbires in reserve, but none is taken in the set-up */          \
    X(POS_SETUP_ORDER)    /* side has placed pieces before the other side placed all expected */           \
    X(POS_SETUP_SIDE)     /* side is still placing its pieces but is not to move */                        \
    X(POS_SETUP_HOME)     /* a piece of side stands on square at, off its home rows */                     \
                                                                                                           \
    /* Play cannot go on (game_check_playable). */                                                         \
    X(POS_OVER_EMPTY_ROW) /* Kalah, Oware: side has no seeds in its pits; the game has ended */            \
    X(POS_OVER_NO_FEED)   /* Oware: side, to move, cannot give the other side (without seeds) any */       \
    X(POS_OVER_CAPTURED)  /* Oware: side has captured found seeds, expected win */                         \
    X(POS_OVER_FEW_SEEDS) /* Oware, finish=six: found seeds on the board, expected or fewer end it */      \
    X(POS_ONE_CAPTURED)   /* Oware: side has captured one seed; a capture takes 2 or 3 from a pit */       \
    X(POS_OVER_DEFEAT)    /* Hasami Shogi: side has found men, expected or fewer lose */                   \
    X(POS_OVER_LEAD)      /* Hasami Shogi: side leads by found men, more than expected wins */             \
    X(POS_OVER_KALISTA)   /* Khan: side has lost its Kalista */                                            \
    X(POS_GAME_OVER)      /* a game without reasons of its own says it is over: side = the                 \
                           * winner, -1 for a draw */                                                      \
                                                                                                           \
    X(POS_NO_MEMORY)      /* pos_sketch_build could not get a scratch position */

typedef enum {
#define POS_PROBLEM_ENUM(code) code,
    POS_PROBLEMS(POS_PROBLEM_ENUM)
#undef POS_PROBLEM_ENUM
    POS_PROBLEM_COUNT
} PosProblem;

/* A refusal: the code and the numbers its message needs (-1 where none). */
typedef struct PosCheck {
    PosProblem problem;
    int side;
    int found, expected;
    int at; /* a place: a pit or store, a square (row * width + col), a row */
} PosCheck;

/* Fills why (when not NULL) and returns -1: what a check says on failure. */
int pos_refuse(PosCheck *why, PosProblem problem, int side, int found, int expected, int at);

/* The English of a refusal for a position of g ("the position holds 47
 * seeds, Oware has 48"), as game_parse_position writes it. */
void pos_check_text(const Game *g, const PosCheck *c, char *buf, size_t len);

/* Parses a position's text: 0, or -1 with why (may be NULL) and err (may
 * be NULL, errlen 0) filled and p unchanged.  Finished games are
 * accepted. */
int game_parse_position(const Game *g, const char *text, Pos *p, PosCheck *why, char *err, size_t errlen);

/* Whether play can go on from p (as read_pos accepted it): 0, or -1 with
 * why filled when the rules have already ended the game there or could
 * not have reached it; the game's `playable`, else its status without a
 * history (POS_GAME_OVER). */
int game_check_playable(const Game *g, const Pos *p, PosCheck *why);

#endif
