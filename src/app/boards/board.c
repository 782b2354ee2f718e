/*
 * board.c - what every board kind shares: making one by its flavour, the
 * sides' tokens, moves in a player's words and a position's thumbnail.
 */
#include "board.h"

#include "mancala_view.h"

#include <stdio.h>
#include <string.h>

Board *board_create(const BoardFlavour *f)
{
    return f->kind == BOARD_GRID ? board_grid_create(f) : board_mancala_create(f);
}

void board_draw_side_icon(const BoardFlavour *f, Render *r, float x, float y, float size, int side)
{
    if (f->kind == BOARD_GRID) {
        grid_draw_side_piece(r, f->style, x, y, size, side);
        return;
    }
    /* The sowing games' sides: ivory and walnut, both rimmed in gold. */
    render_disc(r, x, y, size * 0.4f, side == 0 ? (SDL_Color){242, 228, 196, 255} : (SDL_Color){122, 74, 40, 255});
    render_ring(r, x, y, size * 0.4f, size * 0.07f, render_gold);
}

void board_move_words(const BoardFlavour *f, const char *t, int taken, char *buf, size_t len)
{
    if (strcmp(t, "pass") == 0)
        snprintf(buf, len, "%s", tr(T_PASS_WORD));
    else if (f->kind != BOARD_GRID || strlen(t) != 4)
        snprintf(buf, len, "%s", t);
    else if (t[1] == '@')
        snprintf(buf, len, "%s%.2s", GV_KIND(grid_piece_letter(t[0])) == 1 ? "\xe2\x98\x85" : "+", t + 2);
    else
        snprintf(buf, len, "%.2s%s%.2s", t, taken && f->takes_on_landing ? "\xc3\x97" : "\xe2\x80\x93", t + 2);
}

void board_draw_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p)
{
    if (f->kind == BOARD_GRID)
        board_grid_preview(f, r, area, g, p);
    else
        board_mancala_preview(f, r, area, g, p);
}
