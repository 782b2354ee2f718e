/*
 * mancala_board.c - the parts of a sowing board that never move (its
 * wood, its hollows, the pits' letters), in either style
 * (mancala_view.h); mancala_view.c lays the board out and draws what
 * moves over it.
 */
#include "mancala_view.h"

#include <math.h>

/* The cups' plank: ends rounded almost to half circles (a radius of 1.2
 * cells on a board 2.7 high), so its outline reads apart from the light
 * board's square corners while the pits' letters keep their rim. */
#define MB_END_R 1.2f

/* The letters' ink and their engraving's other edge: dark on the light
 * board, pale on the dark plank, where dark letters would not read. */
typedef struct {
    SDL_Color ink, edge;
} LetterInk;

static const LetterInk mb_ink_light = {{74, 38, 14, 215}, {255, 230, 190, 60}};
static const LetterInk mb_ink_dark = {{238, 204, 164, 215}, {18, 6, 2, 150}};

/* The pits' letters, engraved in the rim beside each pit as a chess
 * board carries its files: the notation's names, A from the first
 * player's left. */
static int mb_letters(Render *r, const MancalaLayout *l)
{
    if (l->cell < 36)
        return 0; /* a thumbnail: too small to read */
    const LetterInk *ink = l->style == MV_CUPS ? &mb_ink_dark : &mb_ink_light;
    /* A small board's letters as tall as its rim allows, between the
     * rings round the pit (a fifth of its radius) and the board's edge. */
    float ring = l->pit_r * 1.2f, edge = l->board.h / 2 - l->row_off;
    float most = (edge - ring) / 0.8f / render_text_scale(r);
    float px = fminf(fmaxf(l->cell * 0.15f, 11 * render_pixel_ratio(r)), most);
    for (int i = 0; i < 2 * l->npits; i++) {
        char t[4] = {(char)('A' + i), '\0'};
        int bottom = i / l->npits == (l->flipped ? 1 : 0);
        float rim = ring + (edge - ring) / 2;
        float y = l->centre[i].y + (bottom ? rim : -rim) - px * 0.6f;
        float x = l->centre[i].x;
        render_text(r, FONT_BOLD, px, t, x + px * 0.07f, y + px * 0.09f, ALIGN_CENTER, ink->edge);
        render_text(r, FONT_BOLD, px, t, x, y, ALIGN_CENTER, ink->ink);
    }
    return 2 * l->npits;
}

/* The light board: a drop shadow, the wood, a darker bevel; long stores. */
static void mb_stores_board(Render *r, const MancalaLayout *l)
{
    float unit = l->pit_r / 4;
    SDL_FRect sh = {l->board.x + unit * 0.8f, l->board.y + unit * 1.6f, l->board.w, l->board.h};
    render_rounded(r, sh, l->pit_r * 0.9f, (SDL_Color){0, 0, 0, 90});
    render_rounded_textured(r, SPRITE_WOOD, l->board, l->pit_r * 0.9f, l->board.h / l->board.w * 2.2f);
    render_rounded_outline(r, l->board, l->pit_r * 0.9f, unit * 0.45f, (SDL_Color){60, 30, 10, 150});
    SDL_FRect inner = {l->board.x + unit * 0.45f, l->board.y + unit * 0.45f, l->board.w - unit * 0.9f,
                       l->board.h - unit * 0.9f};
    render_rounded_outline(r, inner, l->pit_r * 0.8f, unit * 0.25f, (SDL_Color){255, 230, 190, 45});
    for (int s = 0; s < 2; s++)
        render_sprite(r, SPRITE_STORE, l->store[s], 255);
}

/* A rounded rectangle `by` pixels inside rc, its radius following. */
static SDL_FRect mb_inset(SDL_FRect rc, float by)
{
    return (SDL_FRect){rc.x + by, rc.y + by, rc.w - 2 * by, rc.h - 2 * by};
}

/* The dark plank: its shadow, its edge seen below the top as a thick
 * plank shows it, a dark rim and a lighter chamfer round the top's wood
 * (filled shapes laid one inside the other: an outline this round, drawn
 * as a band, shows a kink where its arcs meet the straight ends); each
 * bowl carved with a collar round it, as the cups of a real board often
 * are. */
static void mb_cups_board(Render *r, const MancalaLayout *l)
{
    float unit = l->pit_r / 4, rad = l->cell * MB_END_R, thick = l->cell * 0.07f;
    SDL_FRect b = l->board;
    render_rounded(r, (SDL_FRect){b.x + unit * 0.8f, b.y + unit * 1.6f + thick, b.w, b.h}, rad, (SDL_Color){0, 0, 0, 100});
    render_rounded(r, (SDL_FRect){b.x, b.y + thick, b.w, b.h}, rad, (SDL_Color){40, 15, 6, 255});
    render_rounded(r, b, rad, (SDL_Color){34, 12, 4, 255});
    render_rounded(r, mb_inset(b, unit * 0.4f), rad - unit * 0.4f, (SDL_Color){150, 78, 44, 255});
    SDL_FRect top = mb_inset(b, unit * 0.7f);
    render_rounded_textured(r, SPRITE_WOOD_RED, top, rad - unit * 0.7f, top.h / top.w * 2.2f);
    for (int s = 0; s < 2; s++) {
        SDL_FRect cup = l->store[s];
        float cx = cup.x + cup.w / 2, cy = cup.y + cup.h / 2, cr = cup.w / 2 + unit * 0.55f;
        render_ring(r, cx + unit * 0.12f, cy + unit * 0.16f, cr, unit * 0.22f, (SDL_Color){255, 196, 150, 46});
        render_ring(r, cx, cy, cr, unit * 0.22f, (SDL_Color){20, 7, 2, 130});
        render_sprite(r, SPRITE_CUP, cup, 255);
    }
}

int mancala_draw_board(Render *r, const MancalaLayout *l)
{
    int cups = l->style == MV_CUPS;
    if (cups)
        mb_cups_board(r, l);
    else
        mb_stores_board(r, l);
    for (int i = 0; i < 2 * l->npits; i++) {
        SDL_FRect dst = {l->centre[i].x - l->pit_r, l->centre[i].y - l->pit_r, 2 * l->pit_r, 2 * l->pit_r};
        render_sprite(r, cups ? SPRITE_CUP : SPRITE_PIT, dst, 255);
    }
    return mb_letters(r, l);
}
