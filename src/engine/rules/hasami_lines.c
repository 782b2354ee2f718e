/*
 * hasami_lines.c - what the lines of a Hasami Shogi board hold, looked up
 * rather than walked.  A line of n squares (a row, a column, or with
 * `diagonal` a diagonal) has 3^n states; for each the table keeps, per
 * side, the men a man of that side landing on each empty square would take
 * along the line, the empty squares it can slide to along it, and the
 * half-flanks along it.  The evaluation reads a square's line captures from
 * the lines through it, where walking them from every enemy man took most
 * of a search's time.
 */
#include "hasami_internal.h"

#include <stdlib.h>

static const int pow3[HS_N + 2] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049};

/* Where the states of the lines of n squares start in the table: after
 * those of every shorter line, 3 + 9 + ... + 3^(n-1) of them. */
static int line_base(int n) { return (pow3[n] - 3) / 2; }

/* The men of `own` that a man landing on `at` takes along the line toward
 * `step`: a run of the other side's men closed by one of its own. */
static int line_run(const uint8_t *a, int n, int at, int step, uint8_t own)
{
    uint8_t enemy = (uint8_t)(3 - own);
    int j = at + step;
    while (j >= 0 && j < n && a[j] == enemy)
        j += step;
    int run = (j - at) * step - 1;
    return run > 0 && j >= 0 && j < n && a[j] == own ? run : 0;
}

/* Whether the nearest man from the empty square `at` toward `step` is one
 * of `own`'s, which can then slide there. */
static int line_reaches(const uint8_t *a, int n, int at, int step, uint8_t own)
{
    int j = at + step;
    while (j >= 0 && j < n && !a[j])
        j += step;
    return j >= 0 && j < n && a[j] == own;
}

static void line_fill(HasamiLine *e, const uint8_t *a, int n)
{
    for (int s = 0; s < 2; s++) {
        uint8_t own = HS_MAN(s);
        for (int i = 0; i < n; i++) {
            if (a[i])
                continue;
            int take = line_run(a, n, i, 1, own) + line_run(a, n, i, -1, own);
            e->take[s] |= (uint32_t)take << (3 * i);
            if (take)
                e->takes[s] |= (uint16_t)(1u << i);
            if (line_reaches(a, n, i, 1, own) || line_reaches(a, n, i, -1, own))
                e->reach[s] |= (uint16_t)(1u << i);
        }
    }
    /* A half-flank: a man with a man of the other side beside it and the
     * square across from that one empty, so that one more man there would
     * take it; counted for the side beside it. */
    for (int i = 0; i < n; i++)
        for (int step = -1; step <= 1; step += 2) {
            int by = i + step, across = i - step;
            if (!a[i] || by < 0 || by >= n || across < 0 || across >= n)
                continue;
            if (a[by] && a[by] != a[i] && !a[across])
                e->half[a[by] - 1]++;
        }
}

HasamiLine *hasami_lines_create(void)
{
    HasamiLine *t = calloc((size_t)line_base(HS_N + 1), sizeof *t);
    if (!t)
        return NULL;
    for (int n = 1; n <= HS_N; n++)
        for (int state = 0; state < pow3[n]; state++) {
            uint8_t a[HS_N];
            for (int i = 0, x = state; i < n; i++, x /= 3)
                a[i] = (uint8_t)(x % 3);
            line_fill(&t[line_base(n) + state], a, n);
        }
    return t;
}

void hasami_board_lines(const HasamiData *d, const uint8_t *cell, HasamiBoardLines *b)
{
    int row[HS_N] = {0}, col[HS_N] = {0};
    for (int r = 0; r < HS_N; r++)
        for (int c = 0; c < HS_N; c++) {
            int v = cell[r * HS_N + c];
            row[r] += v * pow3[c];
            col[c] += v * pow3[r];
        }
    for (int i = 0; i < HS_N; i++) {
        b->row[i] = &d->lines[line_base(HS_N) + row[i]];
        b->col[i] = &d->lines[line_base(HS_N) + col[i]];
    }
    b->diagonal = d->diagonal;
    if (!d->diagonal)
        return;
    int diag[HS_DIAGS] = {0}, anti[HS_DIAGS] = {0};
    for (int r = 0; r < HS_N; r++)
        for (int c = 0; c < HS_N; c++) {
            int v = cell[r * HS_N + c];
            diag[hs_diag(r, c)] += v * pow3[hs_diag_at(r, c)];
            anti[hs_anti(r, c)] += v * pow3[hs_anti_at(r, c)];
        }
    for (int k = 0; k < HS_DIAGS; k++) {
        int n = HS_N - abs(k - (HS_N - 1));
        b->diag[k] = &d->lines[line_base(n) + diag[k]];
        b->anti[k] = &d->lines[line_base(n) + anti[k]];
    }
}

void hasami_line_candidates(const HasamiBoardLines *b, int side, uint64_t set[2])
{
    set[0] = set[1] = 0;
    for (int i = 0; i < HS_N; i++) {
        for (unsigned m = b->row[i]->takes[side]; m; m &= m - 1)
            hs_set_add(set, i * HS_N + __builtin_ctz(m));
        for (unsigned m = b->col[i]->takes[side]; m; m &= m - 1)
            hs_set_add(set, __builtin_ctz(m) * HS_N + i);
    }
    for (int k = 0; k < HS_DIAGS && b->diagonal; k++) {
        /* The k-th diagonal starts on row max(0, k - 8), column max(0, 8 - k);
         * the k-th anti-diagonal on row max(0, k - 8), column k - that row. */
        int r0 = k > HS_N - 1 ? k - (HS_N - 1) : 0, dc0 = k < HS_N - 1 ? HS_N - 1 - k : 0;
        for (unsigned m = b->diag[k]->takes[side]; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            hs_set_add(set, (r0 + i) * HS_N + dc0 + i);
        }
        for (unsigned m = b->anti[k]->takes[side]; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            hs_set_add(set, (r0 + i) * HS_N + k - r0 - i);
        }
    }
}

void hasami_line_half_flanks(const HasamiBoardLines *b, int half[2])
{
    half[0] = half[1] = 0;
    for (int i = 0; i < HS_N; i++)
        for (int s = 0; s < 2; s++)
            half[s] += b->row[i]->half[s] + b->col[i]->half[s];
    for (int k = 0; k < HS_DIAGS && b->diagonal; k++)
        for (int s = 0; s < 2; s++)
            half[s] += b->diag[k]->half[s] + b->anti[k]->half[s];
}
