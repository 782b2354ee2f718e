/*
 * grid_view.h - a square board of N x N squares with men on it (Hasami
 * Shogi): where each square sits for a given window area, and drawing it
 * from a plain description the app fills in (men, the man in motion, men
 * lifting off, highlights, the trays of captured men).
 *
 * Squares are the engine's cells, row * n + col with row 0 at the top of
 * the notation.  Unflipped, row 0 is drawn at the top; flipped, the board
 * is turned half round.
 */
#ifndef TABULA_GRID_VIEW_H
#define TABULA_GRID_VIEW_H

#include "render.h"

#include <stdint.h>

#define GV_MAX_N 9
#define GV_CELLS (GV_MAX_N * GV_MAX_N)

typedef struct {
    int n;
    int flipped;
    SDL_FRect board;     /* the wooden board */
    float x0, y0, sq;    /* the top-left corner of the squares and their size */
    SDL_FRect tray[2];   /* where side s keeps the men it has taken */
} GridLayout;

typedef struct {
    float x, y;     /* centre */
    int side;       /* 0 black, 1 white */
    float scale;    /* 1 on the board; larger while lifted */
    float alpha;
} ManSprite;

typedef struct {
    const uint8_t *cell;       /* 0 empty, 1 + side; squares drawn as standing men */
    const ManSprite *moving;   /* men in the air, over everything */
    int nmoving;
    int taken[2];              /* men each side has captured, shown in its tray */
    int selected;              /* the picked man's square, or -1 */
    const uint8_t *dest;       /* per square: 1 a destination, 2 one that captures; NULL */
    const uint8_t *victims;    /* per square: 1 the hovered destination would take it; NULL */
    const uint8_t *movable;    /* per square: 1 a man the player may pick now; NULL */
    int hover, focus;          /* squares or -1 */
    int last_from, last_to;    /* the last move, or -1 */
    int hint_from, hint_to;    /* the hint's move, or -1 */
    int side_to_move;          /* -1 when over */
    const char *side_label[2]; /* over each tray */
    float time;                /* seconds, for gentle pulsing */
} GridDraw;

/* Lays out an n x n board centred in `area`, the trays beside it. */
void grid_layout(GridLayout *l, SDL_FRect area, int n, int flipped);
/* The square under (x, y), or -1. */
int grid_hit(const GridLayout *l, float x, float y);
/* The centre of a square on the screen. */
SDL_FPoint grid_centre(const GridLayout *l, int cell);
/* Where the k-th man taken by side s lies in its tray. */
SDL_FPoint grid_tray_spot(const GridLayout *l, int side, int k);

/* The parts that never move (board, lines, coordinates), for a cached
 * layer; grid_draw draws everything else over them. */
void grid_draw_board(Render *r, const GridLayout *l);
void grid_draw(Render *r, const GridLayout *l, const GridDraw *d);

#endif
