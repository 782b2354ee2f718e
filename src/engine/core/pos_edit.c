/*
 * pos_edit.c - sketches of positions (pos_edit.h): the game-agnostic part.
 *
 * The games say what their places are and translate between their
 * positions and sketches (GameRules.pos_layout, sketch_read, sketch_text);
 * this file checks only what a sketch can hold and the text cannot (an int
 * out of the range of its place), then goes through the position text,
 * where the game's own read_pos does every other check.  Going through the
 * text costs a few microseconds a build, nothing for an editor, and is
 * what keeps each check in one place.
 */
#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

void pos_sketch_clear(const Game *g, PosSketch *sk)
{
    (void)g; /* every game's empty board is all zeros */
    memset(sk, 0, sizeof *sk);
    sk->marker = -1;
}

int pos_sketch_read(const Game *g, const Pos *p, PosSketch *sk)
{
    if (!g->rules->sketch_read)
        return -1;
    pos_sketch_clear(g, sk);
    g->rules->sketch_read(g, p, sk);
    return 0;
}

int pos_sketch_start(const Game *g, PosSketch *sk)
{
    if (!g->rules->sketch_read)
        return -1;
    Pos *p = pos_new(g);
    if (!p)
        return -1;
    g->rules->start(g, p);
    pos_sketch_read(g, p, sk);
    pos_free(p);
    return 0;
}

/* Whether each value of sk fits its place in layout l: what the text
 * could not even write. */
static int pos_sketch_in_range(const PosLayout *l, const PosSketch *sk, PosCheck *why)
{
    if (sk->side != 0 && sk->side != 1)
        return pos_refuse(why, POS_BAD_VALUE, -1, sk->side, 1, -1);
    for (int i = 0; i < l->nplaces; i++) {
        int v = sk->place[i];
        if (!l->grid && (v < 0 || v > l->max_count)) {
            int owner = i < 2 * l->width ? i / l->width : i - 2 * l->width;
            return pos_refuse(why, POS_COUNT_RANGE, owner, v, l->max_count, i);
        }
        if (l->grid && (v < 0 || v >= l->npieces))
            return pos_refuse(why, POS_BAD_VALUE, -1, v, l->npieces - 1, i);
    }
    int m = sk->marker;
    if (l->has_marker ? m < -1 || m >= l->nplaces : m != -1)
        return pos_refuse(why, POS_BAD_VALUE, -1, m, l->nplaces - 1, -2);
    for (int s = 0; s < 2; s++)
        if (sk->reserve[s] < 0 || sk->reserve[s] > l->max_reserve)
            return pos_refuse(why, POS_COUNT_RANGE, s, sk->reserve[s], l->max_reserve, -1);
    return 0;
}

int pos_sketch_text(const Game *g, const PosSketch *sk, char *buf, size_t len, PosCheck *why)
{
    PosLayout l;
    if (len)
        buf[0] = '\0';
    pos_refuse(why, POS_OK, -1, -1, -1, -1);
    if (pos_layout(g, &l) != 0 || !g->rules->sketch_text) /* a game without sketches: no value fits */
        return pos_refuse(why, POS_BAD_VALUE, -1, sk->side, -1, -1);
    if (pos_sketch_in_range(&l, sk, why) != 0)
        return -1;
    return g->rules->sketch_text(g, sk, buf, len, why) == 0 ? 0 : -1;
}

int pos_sketch_build(const Game *g, const PosSketch *sk, Pos *p, PosCheck *why)
{
    char text[GAME_TEXT_MAX];
    if (pos_sketch_text(g, sk, text, sizeof text, why) != 0)
        return -1;
    /* A scratch position, so that p changes only when every check passed. */
    Pos *t = pos_new(g);
    if (!t)
        return pos_refuse(why, POS_NO_MEMORY, -1, -1, -1, -1);
    int rc = game_parse_position(g, text, t, why, NULL, 0) == 0 && game_check_playable(g, t, why) == 0 ? 0 : -1;
    if (rc == 0)
        pos_copy(g, p, t);
    pos_free(t);
    return rc;
}
