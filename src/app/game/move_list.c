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
    board_draw_side_icon(&g->flavour, r, x, y, size, side);
}

int sg_ply_taken(GameScene *g, int i)
{
    if (i < 0 || i >= match_line(g->match) || i >= MATCH_MAX_PLIES)
        return 0;
    uint64_t key = pos_hash(match_pos_at(g->match, i + 1)) ^ ((uint64_t)match_move_at(g->match, i) << 48) ^ 1;
    if (g->ply_taken_key[i] == key)
        return g->ply_taken[i];
    const Game *gm = match_game(g->match);
    MoveTrace t;
    game_trace_move(gm, match_pos_at(g->match, i), match_move_at(g->match, i), NULL, &t);
    int taken = t.taken;
    g->ply_taken[i] = (int16_t)taken;
    g->ply_taken_key[i] = key;
    return taken;
}

void sg_move_words_at(const GameScene *g, const Pos *p, Move m, char *buf, size_t len)
{
    const Game *gm = match_game(g->match);
    char t[16];
    gm->rules->format_move(gm, p, m, t, sizeof t);
    MoveTrace mt;
    game_trace_move(gm, p, m, NULL, &mt);
    board_move_words(&g->flavour, t, mt.taken, buf, len);
}

void sg_move_words(GameScene *g, int i, char *buf, size_t len)
{
    char t[16];
    match_move_text(g->match, i, t, sizeof t);
    board_move_words(&g->flavour, t, sg_ply_taken(g, i), buf, len);
}
