/*
 * mancala_view.h - the sowing games' board: where every pit, store and
 * seed sits for a given window area, and drawing it from a plain
 * description the app fills in (counts, seed sprites, highlights).
 *
 * Locations are the engine's: pits 0..2P-1 in notation order, the store of
 * side s at 2P+s.  Player 1 (or player 2 when flipped) sits at the bottom:
 * their pits run left to right, their store is on the right.
 *
 * Two styles of board: a light one with long stores at its ends and
 * glass marbles, and a darker carved plank of round cups, each side's
 * captures in a round bowl at its end, with grey nicker seeds.  The
 * caller (the game's look) picks one; both keep the same rows, rims and
 * bands, so what is drawn over the pits sits alike on either.
 */
#ifndef TABULA_MANCALA_VIEW_H
#define TABULA_MANCALA_VIEW_H

#include "render.h"

#include <stdint.h>

#define MV_MAX_PITS 8
#define MV_LOCS (2 * MV_MAX_PITS + 2)

typedef enum {
    MV_STORES, /* light wood, long end stores, coloured glass marbles */
    MV_CUPS    /* a dark plank with rounded ends, round cups and bowls, nicker seeds */
} MancalaStyle;

typedef struct {
    int npits;
    int flipped;
    MancalaStyle style;
    SDL_FRect board;          /* the wooden board */
    SDL_FPoint centre[MV_LOCS];
    float pit_r;              /* pit radius */
    float row_off;            /* from the board's middle line to each row's centres */
    SDL_FRect store[2];       /* MV_CUPS: the square round each bowl */
    float seed_r;             /* seed radius */
    float cell;               /* the pit spacing everything is measured in */
} MancalaLayout;

typedef struct {
    float x, y;      /* centre */
    uint8_t colour;  /* 0..5 */
    float scale;     /* 1 at rest; larger while lifted */
    float alpha;     /* 0..1 */
} SeedSprite;

typedef struct {
    int count[MV_LOCS];          /* the numbers shown */
    const SeedSprite *seeds;     /* resting seeds, under the highlights */
    int nseeds;
    const SeedSprite *flying;    /* seeds in the air, over everything */
    int nflying;
    uint32_t legal;              /* pits the player may pick now */
    int focus, hover;            /* a location or -1 */
    int last_from;               /* pit of the last move or -1 */
    int preview_to;              /* where the hovered move's last seed lands, or -1 */
    const char *preview_text;    /* what it does ("Extra turn", "Captures 5"), or NULL */
    uint32_t preview_taken;      /* the pits the hovered move would capture from */
    uint32_t last_taken;         /* the pits the last move's capture emptied */
    uint32_t hint_mask;          /* pits with a hint value, all of the mover's row */
    uint32_t hint_estimate;      /* those whose value is an estimate, not proven */
    int hint_value[2 * MV_MAX_PITS];
    int hint_best;               /* the hint's move or -1 */
    uint32_t played_mask;        /* the review: the pit of the move played here */
    int side_to_move;            /* whose pits glow, -1 when over */
    float time;                  /* seconds, for gentle pulsing */
    int show_counts;             /* the numbers beside pits and stores */
} MancalaDraw;

/* The width over the height of what mancala_layout lays out: the board
 * with the bands above and below it where the counts stand. */
float mancala_aspect(int npits, MancalaStyle style);
/* Lays the board out centred in `area` for npits pits per side. */
void mancala_layout(MancalaLayout *l, SDL_FRect area, int npits, int flipped, MancalaStyle style);
/* Makes the pits of a small board give way to the letters in its rim and
 * the hint's values between its rows, at the sizes text needs. */
void mancala_fit_labels(MancalaLayout *l, Render *r);
/* The location under (x, y), or -1. */
int mancala_hit(const MancalaLayout *l, float x, float y);
/* Where seed number `index` of a location rests: spots fill a pit from the
 * middle outwards and never move when more seeds arrive. */
SDL_FPoint mancala_seed_spot(const MancalaLayout *l, int loc, int index);
/* The point above a location where lifted seeds gather. */
SDL_FPoint mancala_lift_point(const MancalaLayout *l, int loc);

/* The parts that never move (the board, its hollows and the pits'
 * letters), for a cached layer; mancala_draw draws everything else over
 * them.  Returns how many letters it wrote (none on a thumbnail). */
int mancala_draw_board(Render *r, const MancalaLayout *l);
void mancala_draw(Render *r, const MancalaLayout *l, const MancalaDraw *d);

#endif
