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

#include "match.h"

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
    Match *opening = match_create(g, NULL);
    int rc = -1, nhist;
    if (!s || !opening)
        goto done;
    for (int i = 0; i < plies; i++) {
        const uint64_t *hist = match_history(opening, &nhist);
        const SearchResult *r = opening_search(s, match_pos(opening), hist, nhist, 1);
        if (r->move == MOVE_NONE || match_play(opening, r->move, NULL) != 0)
            break; /* the game ended in its opening */
    }
    const uint64_t *hist = match_history(opening, &nhist);
    const SearchResult *r = opening_search(s, match_pos(opening), hist, nhist, depth);
    *value = pos_side(match_pos(opening)) == 0 ? r->value : -r->value;
    rc = 0;
done:
    match_destroy(opening);
    search_destroy(s);
    return rc;
}
