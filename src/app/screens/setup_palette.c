/*
 * setup_palette.c - the position editor's palette.
 */
#include "setup_palette.h"

#include "lang.h"

#include <math.h>

/* Tiles a row and their size for a band w wide. */
static int sp_fit(Render *r, const SetupEdit *e, float w, float tile, float *side)
{
    float u = render_unit(r), least = fmaxf(u * 6, 30 * render_pixel_ratio(r));
    int per_row = e->ntools;
    *side = fminf(tile, (w - u * (float)(per_row - 1)) / (float)per_row);
    while (*side < least && per_row > 1) {
        per_row = (per_row + 1) / 2;
        *side = fminf(tile, (w - u * (float)(per_row - 1)) / (float)per_row);
    }
    return per_row;
}

float setup_palette_height(Render *r, const SetupEdit *e, float w, float tile)
{
    float side, u = render_unit(r), px = render_size(r, 2.3f, 10);
    int per_row = sp_fit(r, e, w, tile, &side), rows = (e->ntools + per_row - 1) / per_row;
    return (float)rows * side + (float)(rows - 1) * u + render_line_height(r, px) * 1.3f;
}

const char *setup_palette_name(const SetupEdit *e)
{
    const Tool *tl = &e->tool[e->chosen];
    switch (tl->kind) {
    case TOOL_ADD:
        return tr(T_SETUP_ADD_SEED);
    case TOOL_TAKE:
        return tr(T_SETUP_TAKE_SEED);
    case TOOL_MARKER:
        return tr(e->look->marker_name);
    case TOOL_ERASE:
        return tr(T_SETUP_EMPTY_SQUARE);
    default:
        return tr(e->look->piece_names[tl->piece]);
    }
}

/* A tool's picture: the piece itself, the marker's collar, or a sign. */
static void sp_picture(Render *r, const SetupEdit *e, const Tool *tl, float cx, float cy, float side)
{
    if (tl->kind == TOOL_PIECE) {
        grid_draw_piece(r, e->board.flavour.style, cx, cy, side * 0.8f,
                        grid_piece_letter(e->board.lay.piece[tl->piece].letter), 0);
        return;
    }
    if (tl->kind == TOOL_MARKER) {
        grid_draw_piece(r, e->board.flavour.style, cx, cy, side * 0.8f, 0, 1);
        return;
    }
    /* A seed with a plus or a minus; a cross for the empty square. */
    const char *glyph = tl->kind == TOOL_ADD ? "+" : tl->kind == TOOL_TAKE ? "\xe2\x88\x92" : "\xc3\x97";
    if (tl->kind != TOOL_ERASE)
        render_disc(r, cx, cy, side * 0.3f, (SDL_Color){150, 96, 52, 255});
    float px = side * 0.5f;
    render_text(r, FONT_BOLD, px, glyph, cx, cy - render_line_height(r, px) / 2, ALIGN_CENTER, render_ink);
}

void setup_palette_draw(Render *r, const SetupEdit *e, SDL_FRect band, float tile, int hover, int named,
                        SDL_FRect *rects)
{
    float side, u = render_unit(r), px = render_size(r, 2.3f, 10);
    int per_row = named ? sp_fit(r, e, band.w, tile, &side) : e->ntools;
    if (!named)
        side = fminf(tile, (band.w - u * (float)(per_row - 1)) / (float)per_row);
    float y = band.y;
    for (int i = 0; i < e->ntools; i++) {
        int col = i % per_row, in_row = e->ntools - (i - col) < per_row ? e->ntools - (i - col) : per_row;
        if (i > 0 && col == 0)
            y += side + u;
        float x0 = band.x + (band.w - side * (float)in_row - u * (float)(in_row - 1)) / 2;
        SDL_FRect t = {x0 + (float)col * (side + u), y, side, side};
        rects[i] = t;
        int chosen = i == e->chosen;
        render_rounded(r, t, u * 1.2f, chosen ? (SDL_Color){255, 214, 130, 60} : (SDL_Color){20, 10, 2, 90});
        render_rounded_outline(r, t, u * 1.2f, chosen ? u * 0.5f : u * 0.15f,
                               chosen ? render_gold : (SDL_Color){255, 220, 170, (Uint8)(i == hover ? 140 : 60)});
        sp_picture(r, e, &e->tool[i], t.x + side / 2, t.y + side / 2, side);
    }
    if (!named)
        return;
    const char *name = setup_palette_name(e);
    float fit = render_text_fit(r, FONT_BOLD, px, name, band.w);
    render_text(r, FONT_BOLD, fit, name, band.x + band.w / 2, y + side + render_line_height(r, px) * 0.15f,
                ALIGN_CENTER, render_gold);
}
