/*
 * setup_layout.h - the position editor's arrangement with the panel under
 * the board: a long (sowing) board across a wide window, and under it one
 * band with the palette, the buttons by the board, the panel's rows in two
 * columns (Analyse and Back the last of them) and the position's text.
 *
 * The editor lays this out beside its usual one (the panel at the side)
 * and keeps whichever gives the board more, as the game screen does
 * (game_layout.c), so square boards and tall windows keep the side panel.
 */
#ifndef TABULA_SETUP_LAYOUT_H
#define TABULA_SETUP_LAYOUT_H

#include "setup_edit.h"
#include "ui.h"

/* What the band holds, measured by the editor. */
typedef struct {
    float header_h;             /* the title, the account and its second line */
    float palette_w, palette_h; /* the palette at its width */
    float strip_w;              /* the widest of Start, Clear, Flip */
    float text_h;               /* the position's line */
} SetupBandNeeds;

typedef struct {
    SDL_FRect header;  /* over the board: the title, then the account */
    SDL_FRect area;    /* the board's, as tall as the board */
    SDL_FRect band;    /* the panel under it */
    SDL_FRect palette; /* in the band: the palette, centred in its column */
    SDL_FRect strip[3];
    SDL_FRect text;    /* the position's line, at the foot of the band */
    SDL_FRect grid;    /* the rows' two columns */
    float label_w;     /* the choices' longest label: their values start after it */
    float pitch;       /* the grid's rows */
    float board_h;
} SetupBand;

/* Lays the band out for `ui`'s rows (built with no title, laid out once
 * by ui_layout for their sizes) in the window: the board's height it
 * gives, 0 when the band does not fit the window's width. */
float setup_band_layout(SetupBand *b, Render *r, const SetupBoard *board, const Ui *ui, const SetupBandNeeds *need);
/* Puts ui's rows in the band laid out: the rows before Analyse in two
 * columns, Analyse and Back side by side under them; the band is ui's
 * panel. */
void setup_band_place(Ui *ui, Render *r, const SetupBand *b);

#endif
