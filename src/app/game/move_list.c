/*
 * move_list.c - what the move list and the players' cards say of the
 * game: each move in a player's words, what each ply took, and each
 * side's token.  Shared by the panel in play and the review.
 */
#include "move_list.h"

#include <stdio.h>
#include <string.h>

void sg_draw_side_icon(const GameScene *g, Render *r, float x, float y, float size, int side)
{
    if (g->grid.n) {
        grid_draw_side_piece(r, g->grid.style, x, y, size, side);
        return;
    }
    /* The sowing games' sides: ivory and walnut, both rimmed in gold. */
    render_disc(r, x, y, size * 0.4f, side == 0 ? (SDL_Color){242, 228, 196, 255} : (SDL_Color){122, 74, 40, 255});
    render_ring(r, x, y, size * 0.4f, size * 0.07f, render_gold);
}

int sg_ply_taken(GameScene *g, int i)
{
    if (i < 0 || i >= match_plies(g->match) || i >= MATCH_MAX_PLIES)
        return 0;
    uint64_t key = pos_hash(match_pos_at(g->match, i + 1)) ^ ((uint64_t)match_move_at(g->match, i) << 48) ^ 1;
    if (g->ply_taken_key[i] == key)
        return g->ply_taken[i];
    const Game *gm = match_game(g->match);
    Pos *p = pos_new(gm);
    int taken = 0;
    if (p) {
        pos_copy(gm, p, match_pos_at(g->match, i));
        EventList ev;
        ev.n = 0;
        gm->rules->play(gm, p, match_move_at(g->match, i), &ev);
        for (int k = 0; k < ev.n; k++)
            taken += ev.ev[k].kind == EV_CAPTURE ? ev.ev[k].count : ev.ev[k].kind == EV_REMOVE ? 1 : 0;
        pos_free(p);
    }
    g->ply_taken[i] = (int16_t)taken;
    g->ply_taken_key[i] = key;
    return taken;
}

/* A move's notation as a player reads it: the grid games' squares joined
 * by a dash (a cross when it takes), Khan's drops as "+d5" (a sbire) or
 * "★b6" (the Kalista), a pass in words. */
void sg_notation_words(const GameScene *g, const char *t, int taken, char *buf, size_t len)
{
    if (strcmp(t, "pass") == 0) {
        snprintf(buf, len, "%s", tr(T_PASS_WORD));
    } else if (!g->grid.n || strlen(t) != 4) {
        snprintf(buf, len, "%s", t);
    } else if (t[1] == '@') {
        snprintf(buf, len, "%s%.2s", t[0] == 'K' ? "\xe2\x98\x85" : "+", t + 2);
    } else {
        snprintf(buf, len, "%.2s%s%.2s", t, taken && g->grid.khan ? "\xc3\x97" : "\xe2\x80\x93", t + 2);
    }
}

void sg_move_words(GameScene *g, int i, char *buf, size_t len)
{
    char t[16];
    match_move_text(g->match, i, t, sizeof t);
    sg_notation_words(g, t, sg_ply_taken(g, i), buf, len);
}
