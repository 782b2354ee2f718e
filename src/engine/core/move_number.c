/*
 * move_number.c - the number of a move (move_number.h).
 */
#include "move_number.h"

#include <stdio.h>

MoveCount move_count_start(void) { return (MoveCount){0, -1, 0}; }

int move_count_ply(MoveCount *c, int side)
{
    c->turn = side != c->side;
    /* A move begins with the first player's turn, or with the line. */
    if ((c->turn && side == 0) || c->side < 0)
        c->number++;
    c->side = side;
    return c->turn;
}

void move_count_label(const MoveCount *c, const char *dots, char *buf, size_t len)
{
    snprintf(buf, len, "%d%s", c->number, c->side == 0 ? "." : dots);
}

int match_move_number(const Match *m, int ply)
{
    MoveCount c = move_count_start();
    for (int i = 0; i <= ply && i < match_line(m); i++)
        move_count_ply(&c, pos_side(match_pos_at(m, i)));
    return c.number;
}
