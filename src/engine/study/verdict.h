/*
 * verdict.h - what the computer says to a draw offer, and when it offers a
 * draw or resigns itself: one judgement for the window, the protocol and
 * `tabula-cli match`.
 *
 *     SearchLimits lim;
 *     verdict_limits(g, p, level, expert_ms, &lim);   // search p with these
 *     ...search_begin / search_step until done...
 *     DrawAnswer a = verdict_draw(g, p, side, search_result(s));
 *     if (draw_accepted(a)) match_agree_draw(m);
 *
 * Sowing games (Kalah, Oware) go by proof alone: a draw is accepted when
 * the side cannot win (a proven draw or loss: the search's proof, or the
 * stores, where the other side already has more than half the seeds), and
 * a side resigns when its loss is proven.  The grid games go by the
 * level's search: a side with more men declines (a real lead plays on);
 * otherwise a draw is accepted when the side is behind, level with half
 * the no-progress count gone, or no more than a man and a half better
 * with two thirds of it gone.  A side resigns when its search sees the
 * loss forced.
 *
 * Every function reads a finished search of p, whose values are the side
 * to move's; `side` is the side that answers, which need not be to move
 * (a player offers a draw on the computer's turn or their own).
 */
#ifndef TABULA_VERDICT_H
#define TABULA_VERDICT_H

#include "game.h"
#include "search.h"

typedef enum {
    DRAW_ACCEPT_PROVEN, /* a sowing game: it cannot win, proven */
    DRAW_ACCEPT_BEHIND, /* a grid game: behind at its depth */
    DRAW_ACCEPT_LEVEL,  /* a grid game: level, and no progress for half the count */
    DRAW_ACCEPT_STUCK,  /* a grid game: a little better, no more men, and no
                         * progress for two thirds of the count */
    DRAW_DECLINE_WINS,  /* it has a proven win, or sees one forced */
    DRAW_DECLINE_AHEAD, /* a grid game: more men, or better and play still moves */
    DRAW_DECLINE_OPEN,  /* it may still win: nothing proven (sowing), or level
                         * with the game still moving (grid) */
    DRAW_ANSWERS
} DrawAnswer;

/* 1 for the answers that accept. */
int draw_accepted(DrawAnswer a);
/* A protocol word for the answer: "proven", "behind", "level", "stuck",
 * "wins", "ahead", "open". */
const char *draw_answer_name(DrawAnswer a);

/* The search that judges p for a draw offer at `level`: a sowing game's
 * proof (as the hint's, within three times the expert's time), a grid
 * game's level search without contempt. */
void verdict_limits(const Game *g, const Pos *p, int level, int expert_ms, SearchLimits *out);

/* What `side` answers to a draw offered in p, after a search of p. */
DrawAnswer verdict_draw(const Game *g, const Pos *p, int side, const SearchResult *r);
/* 1 when `side`, having searched p, resigns: its loss proven (sowing) or
 * seen forced (grid). */
int verdict_resigns(const Game *g, const Pos *p, int side, const SearchResult *r);
/* 1 when `side`, having searched p, offers a draw: a proven draw
 * (sowing), or level or worse with no more men and half the no-progress
 * count gone, its loss not seen forced (grid). */
int verdict_offers_draw(const Game *g, const Pos *p, int side, const SearchResult *r);

/* Whether the computer resigns at `level` under the resignation setting:
 * never, at simple and medium (the default), or at every level. */
typedef enum { RESIGN_NEVER, RESIGN_WEAK_LEVELS, RESIGN_ALWAYS, RESIGN_SETTINGS } ResignSetting;
int verdict_may_resign(ResignSetting s, int level);

/* Plies between two draw offers of one side, so that it does not nag. */
#define VERDICT_OFFER_GAP 20

#endif
