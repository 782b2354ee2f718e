/*
 * pos_layout.c - what a game's places are and their names (pos_edit.h):
 * a file of its own below both pos_check.c, whose English names squares,
 * and pos_edit.c, whose sketches are checked by pos_check.c, so that calls
 * between the three run one way.
 */
#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

void pos_square_name(const PosLayout *l, int at, char *buf, size_t len)
{
    if (l->width > 0 && at >= 0 && at < l->nplaces)
        snprintf(buf, len, "%c%d", 'a' + at % l->width, at / l->width + 1);
    else
        snprintf(buf, len, "%d", at);
}

int pos_layout(const Game *g, PosLayout *out)
{
    memset(out, 0, sizeof *out);
    if (!g->rules->pos_layout)
        return -1;
    g->rules->pos_layout(g, out);
    return 0;
}
