/*
 * game_layout.h - where the game screen's parts go for a window: the
 * status header, the board, and the panel (the players' cards, the move
 * list, the buttons).
 *
 * The panel stands beside the board or under it, whichever leaves the
 * board bigger: a long sowing board in a wide window takes the whole
 * width with the panel below, a square grid board takes the height with
 * the panel at its side.  Text sizes scale with the window but never
 * fall below a legible size in points, and the layout makes room for
 * them, the larger-text setting included.
 *
 * A small window where neither leaves the board room to play on gets a
 * compact arrangement: one status line over the board, the board as tall
 * as the rest, and beside it a narrow strip with each player's token and
 * count, the notice or explanation, the last moves and the buttons one
 * under another; the buttons a caller calls optional go (to the in-game
 * menu).
 */
#ifndef TABULA_GAME_LAYOUT_H
#define TABULA_GAME_LAYOUT_H

#include "render.h"

#define GL_MAX_BUTTONS 6

/* The text sizes of the game screen, in output pixels before the
 * larger-text setting (which render_text applies). */
typedef struct {
    float status, line, name, small, score, list, button;
} GameText;

typedef struct {
    int below;                 /* 1: the panel is under the board */
    int compact;               /* 1: the small window's strip beside the board */
    float margin;
    GameText text;
    SDL_FRect header;          /* the status line, the notice line under it */
    SDL_FRect board_area;      /* for the board, its labels and its trays */
    SDL_FRect panel;           /* the panel's backing, fitted to what it holds */
    SDL_FRect card[2];         /* the players' cards: the one sitting at the top first (w 0: none) */
    SDL_FRect list;            /* the move list, or the review */
    int list_bare;             /* the list is the last moves alone, without its heading (compact too) */
    SDL_FRect note;            /* compact: the notice or the explanation (h 0: in the header) */
    SDL_FRect button[GL_MAX_BUTTONS]; /* w 0: an optional button left out */
    int nbuttons;
} GameLayout;

/* What the layout must hold: the board (how tall it comes out in an
 * area of w x h, its labels and trays included), the buttons' labels,
 * and the widest name a card will show. */
typedef struct {
    float (*board_fit)(const void *ctx, float w, float h);
    const void *board_ctx;
    const char *button_label[GL_MAX_BUTTONS];
    int nbuttons;
    unsigned optional; /* bit k: button k may be left out in a small window */
    const char *widest_name;
    int list_first;   /* the list (a review) before the cards when the room is short */
} GameLayoutNeeds;

void game_layout(GameLayout *l, Render *r, const GameLayoutNeeds *need);

#endif
