/*
 * hasami_captures.c - what a move of Hasami Shogi captures: the one finder
 * that play (hasami.c) and the evaluation's look at a move
 * (hasami_eval.c) both call, in a file below both so that calls between
 * them run one way.
 */
#include "hasami_internal.h"

/* The eight directions: the four lines first, then the diagonals. */
const int hasami_dr[8] = {-1, 0, 1, 0, -1, -1, 1, 1};
const int hasami_dc[8] = {0, 1, 0, -1, -1, 1, -1, 1};

/* hasami_internal.h says what these two find. */
int hasami_line_run(const uint8_t *cell, int side, int to, int k)
{
    uint8_t enemy = HS_MAN(side ^ 1);
    int r = to / HS_N, c = to % HS_N;
    /* The squares between `to` and the edge along k. */
    int room_r = hasami_dr[k] < 0 ? r : hasami_dr[k] > 0 ? HS_N - 1 - r : HS_N;
    int room_c = hasami_dc[k] < 0 ? c : hasami_dc[k] > 0 ? HS_N - 1 - c : HS_N;
    int room = room_r < room_c ? room_r : room_c, step = hasami_dr[k] * HS_N + hasami_dc[k], j = 1;
    while (j <= room && cell[to + j * step] == enemy)
        j++;
    return j > 1 && j <= room && cell[to + j * step] == HS_MAN(side) ? j - 1 : 0;
}

int hasami_find_captures(const HasamiData *d, const uint8_t *cell, int side, int to, uint8_t *cap)
{
    uint8_t own = HS_MAN(side), enemy = HS_MAN(side ^ 1);
    int n = 0;
    int r0 = to / HS_N, c0 = to % HS_N;
    int ndirs = d->diagonal ? 8 : 4;
    for (int k = 0; k < ndirs; k++) {
        int run = hasami_line_run(cell, side, to, k);
        for (int j = 1; j <= run; j++) {
            int at = (r0 + j * hasami_dr[k]) * HS_N + c0 + j * hasami_dc[k];
            n += !cap[at];
            cap[at] = 1;
        }
    }
    /* Corners: from each corner along each of its two edges, a run of
     * enemy men, the square past it and the squares inside it all the
     * mover's, the man just moved among them (so it stands on an edge or
     * one square in from one). */
    if (!hasami_near_edge(r0, c0))
        return n;
    for (int corner = 0; corner < 4; corner++) {
        int cr = corner < 2 ? 0 : HS_N - 1, cc = corner % 2 ? HS_N - 1 : 0;
        int in_r = cr ? -1 : 1, in_c = cc ? -1 : 1;
        for (int along = 0; along < 2; along++) {
            int er = along ? in_r : 0, ec = along ? 0 : in_c; /* along the edge */
            int ir = along ? 0 : in_r, ic = along ? in_c : 0; /* towards the inside */
            int run = 0;
            while (run < HS_N && cell[(cr + run * er) * HS_N + cc + run * ec] == enemy)
                run++;
            if (run == 0 || run == HS_N || (run > 1 && !d->corner2))
                continue;
            int past = (cr + run * er) * HS_N + cc + run * ec;
            int ok = cell[past] == own, involved = past == to;
            for (int j = 0; j < run && ok; j++) {
                int inner = (cr + j * er + ir) * HS_N + cc + j * ec + ic;
                ok = cell[inner] == own;
                involved |= inner == to;
            }
            if (!ok || !involved)
                continue;
            for (int j = 0; j < run; j++) {
                int at = (cr + j * er) * HS_N + cc + j * ec;
                n += !cap[at];
                cap[at] = 1;
            }
        }
    }
    return n;
}
