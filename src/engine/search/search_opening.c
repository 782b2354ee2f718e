/*
 * search_opening.c - how good a game's options are for the side that moves
 * first, for the choices the rules leave to that player before play (Khan:
 * Rouge picks the edge, which fixes the board's powers).
 *
 * The opening plies (Khan's set-up) are chosen by depth-1 searches of both
 * sides, then the position is searched to the given depth.  Every step is
 * deterministic, so a computer's choice is reproducible.
 */
#include "search.h"

#include <stdlib.h>

#define OPENING_TT_BYTES (1u << 20)

/* Runs a search to its end. */
static const SearchResult *opening_search(Search *s, const Pos *p, const uint64_t *hist, int nhist, int depth)
{
    SearchLimits lim = {0};
    lim.depth = depth;
    search_begin(s, p, hist, nhist, &lim);
    while (search_step(s, 1u << 16) == SEARCH_RUNNING)
        ;
    return search_result(s);
}

int search_opening_value(const Game *g, int plies, int depth, int *value)
{
    Search *s = search_create(g, OPENING_TT_BYTES);
    Pos *p = pos_new(g);
    uint64_t *hist = malloc(sizeof *hist * (size_t)(plies + 1));
    int rc = -1;
    if (!s || !p || !hist)
        goto done;
    g->rules->start(g, p);
    int nhist = 0;
    for (int i = 0; i < plies; i++) {
        const SearchResult *r = opening_search(s, p, hist, nhist, 1);
        if (r->move == MOVE_NONE)
            break; /* the game ended in its opening */
        hist[nhist++] = pos_hash(p);
        g->rules->play(g, p, r->move, NULL);
    }
    const SearchResult *r = opening_search(s, p, hist, nhist, depth);
    *value = pos_side(p) == 0 ? r->value : -r->value;
    rc = 0;
done:
    free(hist);
    pos_free(p);
    search_destroy(s);
    return rc;
}
