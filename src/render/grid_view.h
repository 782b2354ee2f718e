/*
 * grid_view.h - a square board of N x N squares with pieces on it (Hasami
 * Shogi's koma, Khan's sbires and Kalistas): where each square sits for a
 * given window area, and drawing it from a plain description the app fills
 * in (pieces, pieces in motion, highlights, the trays beside the board).
 *
 * Squares are the engine's cells, row * n + col with row 0 at the top of
 * the notation.  Unflipped, row 0 is drawn at the top; flipped, the board
 * is turned half round.  Each side's tray has GV_TRAY_MAX spots, numbered
 * after the squares (grid_tray_cell), so a piece in a tray is picked,
 * dragged and drawn like one on the board.
 */
#ifndef TABULA_GRID_VIEW_H
#define TABULA_GRID_VIEW_H

#include "render.h"

#include <stdint.h>

#define GV_MAX_N 9
#define GV_CELLS (GV_MAX_N * GV_MAX_N)
#define GV_TRAY_MAX 9
#define GV_SPOTS (GV_CELLS + 2 * GV_TRAY_MAX)

/* What stands on a spot: 0 nothing, else GV_PIECE(side, piece), piece 0 a
 * man or sbire, 1 a Kalista. */
#define GV_PIECE(side, piece) ((uint8_t)(1 + (side) + 2 * (piece)))
#define GV_SIDE(v) (((v) - 1) & 1)
#define GV_KIND(v) (((v) - 1) >> 1)

static inline int grid_tray_cell(int side, int k) { return GV_CELLS + side * GV_TRAY_MAX + k; }

/* The piece a letter of the grid games' notation stands for: 'B'/'W' Hasami's
 * men, 'S'/'K' Rouge's sbire and Kalista, 's'/'k' Ocre's; 0 for anything else. */
static inline uint8_t grid_piece_letter(char c)
{
    switch (c) {
    case 'B': case 'S': return GV_PIECE(0, 0);
    case 'W': case 's': return GV_PIECE(1, 0);
    case 'K': return GV_PIECE(0, 1);
    case 'k': return GV_PIECE(1, 1);
    default: return 0;
    }
}

/* How the board and its pieces look: a shogi board of kaya with koma
 * pointing at the opponent (Hasami Shogi), or Khan's board of stone
 * squares in a wooden frame, with turned pieces and the Khan's sun. */
typedef enum { GV_SHOGI, GV_KHAN } GridStyle;

typedef struct {
    int n;
    int flipped;
    SDL_FRect board;     /* the wooden board */
    float x0, y0, sq;    /* the top-left corner of the squares and their size */
    SDL_FRect tray[2];   /* where side s keeps the men it has taken */
    SDL_FRect area;      /* what the board and its trays were given */
} GridLayout;

typedef struct {
    float x, y;     /* centre */
    int piece;      /* GV_PIECE */
    float scale;    /* 1 on the board; larger while lifted */
    float alpha;
    int marker;     /* 1 when it carries the marker (the Khan) */
} ManSprite;

typedef struct {
    GridStyle style;
    const uint8_t *cell;       /* GV_SPOTS: what stands on each square and tray spot */
    const ManSprite *moving;   /* pieces in the air, over everything */
    int nmoving;
    int selected;              /* the picked piece's spot, or -1 */
    const uint8_t *dest;       /* per square: 1 a destination, 2 one that captures; NULL */
    const uint8_t *victims;    /* per square: 1 the hovered destination would take it; NULL */
    const uint8_t *emptied;    /* per square: 1 the last move took the piece there; NULL */
    const uint8_t *movable;    /* per spot: 1 a piece the player may pick now; NULL */
    const uint8_t *dim;        /* per spot: 1 a piece of the mover's that may not move now; NULL */
    int hover, focus;          /* spots or -1 */
    int last_from, last_to;    /* the last move (from may be a tray spot), or -1 */
    int hint_from, hint_to;    /* the hint's move, or -1 */
    int played_from, played_to;/* a reviewed move that was not the best, or -1 */
    /* The squares each walks through, from and to included, as the
     * engine reports them (MoveTrace.path): its arrow follows them.  NULL
     * or fewer than 2: a straight arrow. */
    const int *hint_path, *played_path;
    int hint_npath, played_npath;
    SDL_Color played_color;    /* its arrow, by how much it lost; alpha 0: none */
    int marker;                /* the square under the marker (the Khan), or -1 */
    int marker_power;          /* the mark of that square, which the marker shows; 0 none */
    int edges;                 /* 1 while a home edge is being chosen: the edges are offered */
    int edge_hover;            /* the edge pointed at, as grid_edge_hit numbers them, or -1 */
    int side_to_move;          /* -1 when over */
    const char *tray_label[2]; /* at the end of each tray; NULL: no tray drawn */
    int stands;                /* the trays are wooden stands beside the board (the men taken) */
    int tray_need[2];          /* spots each tray must show while pieces fly to it */
    float time;                /* seconds, for gentle pulsing */
} GridDraw;

/* Lays out an n x n board centred in `area`, as tall as it allows, the
 * trays beside it narrowing (to a piece's width) before the board shrinks. */
void grid_layout(GridLayout *l, SDL_FRect area, int n, int flipped);
/* The square or tray spot under (x, y), or -1. */
int grid_hit(const GridLayout *l, float x, float y);
/* The board's edge nearest (x, y) as seen (0 top, 1 right, 2 bottom,
 * 3 left), or -1 off the board. */
int grid_edge_hit(const GridLayout *l, float x, float y);
/* The centre of a square or tray spot on the screen. */
SDL_FPoint grid_centre(const GridLayout *l, int cell);

/* The parts that never move (board, lines, coordinates, and each
 * square's mark when marks is not NULL: Khan's powers 1..3), for a cached
 * layer; grid_draw draws everything else over them.  Returns how many
 * coordinates it wrote. */
int grid_draw_board(Render *r, const GridLayout *l, GridStyle style, const uint8_t *marks);
void grid_draw(Render *r, const GridLayout *l, const GridDraw *d);
/* One of `side`'s common pieces centred on (x, y), `size` across: the
 * players' cards show whose men are whose. */
void grid_draw_side_piece(Render *r, GridStyle style, float x, float y, float size, int side);
/* Any piece (GV_PIECE; 0 for none) centred on (x, y), `size` across,
 * with the marker on it when marker is set (its sun alone, without a
 * piece): a palette's pieces and the marker alone. */
void grid_draw_piece(Render *r, GridStyle style, float x, float y, float size, int piece, int marker);

#endif
