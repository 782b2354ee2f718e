/*
 * setup_palette.h - the position editor's palette: a tile for each tool
 * (a seed added or taken; each piece, the marker, the empty square), the
 * chosen one framed in gold and named beneath.
 */
#ifndef TABULA_SETUP_PALETTE_H
#define TABULA_SETUP_PALETTE_H

#include "setup_edit.h"

/* The height the palette takes in a band w wide with tiles at most
 * `tile` across (they wrap into rows when they must). */
float setup_palette_height(Render *r, const SetupEdit *e, float w, float tile);
/* Draws it in band, the tiles at most `tile` across, each tool's tile
 * into rects; hover: a tile or -1; named: the chosen tool's name beneath
 * (else the tiles alone, in one row). */
void setup_palette_draw(Render *r, const SetupEdit *e, SDL_FRect band, float tile, int hover, int named,
                        SDL_FRect *rects);
/* The name of the chosen tool, in the language in use. */
const char *setup_palette_name(const SetupEdit *e);

#endif
