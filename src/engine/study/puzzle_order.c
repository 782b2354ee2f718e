/*
 * puzzle_order.c - the order a set's puzzles are offered in (puzzle.h).
 *
 * A band keeps the set's order (the order they were found, which is no
 * order of difficulty).  Every band at once ("Mixed") would then open on
 * whatever came first, often a hard one; instead it warms up with a few
 * of the easiest, then takes one of each band in turn, easiest first, so
 * that the hard ones come among easier ones and never first.
 */
#include "puzzle.h"

/* The easiest puzzles Mixed opens with before the bands take turns. */
#define PUZZLE_WARM_UP 3

/* The next puzzle of band b after set index *from (moved there): its
 * index, or -1 when the band has no more. */
static int po_next_of_band(const PuzzleSet *set, int b, int *from)
{
    for (int i = *from + 1; i < set->n; i++)
        if (set->puzzle[i].band == b) {
            *from = i;
            return i;
        }
    *from = set->n;
    return -1;
}

int puzzle_order(const PuzzleSet *set, int band, int *order)
{
    int n = 0;
    if (band != 0) {
        for (int i = 0; i < set->n; i++)
            if (set->puzzle[i].band == band)
                order[n++] = i;
        return n;
    }
    int from[PUZZLE_BANDS + 1];
    for (int b = 0; b <= PUZZLE_BANDS; b++)
        from[b] = -1;
    for (int k = 0, i; k < PUZZLE_WARM_UP && (i = po_next_of_band(set, 1, &from[1])) >= 0; k++)
        order[n++] = i;
    while (n < set->n) {
        int before = n;
        for (int b = 1; b <= PUZZLE_BANDS; b++) {
            int i = po_next_of_band(set, b, &from[b]);
            if (i >= 0)
                order[n++] = i;
        }
        if (n == before) /* a band outside 1..PUZZLE_BANDS: the set's reader refuses it */
            break;
    }
    return n;
}
