/*
 * hasami_lines.c - what a row or a column of Hasami Shogi holds, looked up
 * rather than walked.  A line of nine squares has 3^9 states; for each the
 * table keeps, per side, the men a man of that side landing on each empty
 * square would take along the line, the empty squares it can slide to
 * along the line, and the half-flanks along it.  The evaluation reads a
 * square's line captures from its row and its column, two lookups, where
 * walking the lines from every enemy man took most of a search's time.
 */
#include "hasami_internal.h"

#include <stdlib.h>

/* The men of `own` that a man landing on `at` takes along the line
 * toward `step`: a run of the other side's men closed by one of its own. */
static int line_run(const uint8_t *a, int at, int step, uint8_t own)
{
    uint8_t enemy = (uint8_t)(3 - own);
    int j = at + step;
    while (j >= 0 && j < HS_N && a[j] == enemy)
        j += step;
    int run = (j - at) * step - 1;
    return run > 0 && j >= 0 && j < HS_N && a[j] == own ? run : 0;
}

/* Whether the nearest man from the empty square `at` toward `step` is one
 * of `own`'s, which can then slide there. */
static int line_reaches(const uint8_t *a, int at, int step, uint8_t own)
{
    int j = at + step;
    while (j >= 0 && j < HS_N && !a[j])
        j += step;
    return j >= 0 && j < HS_N && a[j] == own;
}

static void line_fill(HasamiLine *e, const uint8_t *a)
{
    for (int s = 0; s < 2; s++) {
        uint8_t own = HS_MAN(s);
        for (int i = 0; i < HS_N; i++) {
            if (a[i])
                continue;
            int take = line_run(a, i, 1, own) + line_run(a, i, -1, own);
            e->take[s] |= (uint32_t)take << (3 * i);
            if (take)
                e->takes[s] |= (uint16_t)(1u << i);
            if (line_reaches(a, i, 1, own) || line_reaches(a, i, -1, own))
                e->reach[s] |= (uint16_t)(1u << i);
        }
    }
    for (int i = 0; i < HS_N; i++)
        for (int step = -1; step <= 1; step += 2) {
            int by = i + step, across = i - step;
            if (!a[i] || by < 0 || by >= HS_N || across < 0 || across >= HS_N)
                continue;
            if (a[by] && a[by] != a[i] && !a[across])
                e->half[a[by] - 1]++;
        }
}

HasamiLine *hasami_lines_create(void)
{
    HasamiLine *t = calloc(HS_LINE_STATES, sizeof *t);
    if (!t)
        return NULL;
    for (int state = 0; state < HS_LINE_STATES; state++) {
        uint8_t a[HS_N];
        for (int i = 0, x = state; i < HS_N; i++, x /= 3)
            a[i] = (uint8_t)(x % 3);
        line_fill(&t[state], a);
    }
    return t;
}

void hasami_line_states(const uint8_t *cell, int row[HS_N], int col[HS_N])
{
    static const int pow3[HS_N] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
    for (int i = 0; i < HS_N; i++)
        row[i] = col[i] = 0;
    for (int r = 0; r < HS_N; r++)
        for (int c = 0; c < HS_N; c++) {
            int v = cell[r * HS_N + c];
            row[r] += v * pow3[c];
            col[c] += v * pow3[r];
        }
}
