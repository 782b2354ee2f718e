/*
 * puzzle_defence.c - the defence to a move that is not a grid puzzle's
 * answer (puzzle.h): the opponent's best reply as the puzzle's own search
 * finds it, so that the window can play it out and tabula-cli name it,
 * and both name the same move.
 *
 * The puzzle's claim is a search of D plies from the decision; the wrong
 * move is one of them, so the defence is searched D - 1 plies from the
 * position after it: the same horizon, the same evaluation (the men
 * alone), an empty table, no history.  The reply is the search's first
 * root move, as puzzle_grid_goal_met reads the opponent's best reply.
 */
#include "puzzle.h"

#include <string.h>

static int pd_depth(int depth) { return depth > 1 ? depth - 1 : 1; }

void puzzle_defence_begin(Search *s, const Pos *q, int depth, uint64_t max_nodes)
{
    puzzle_search_begin(s, q, pd_depth(depth), max_nodes);
}

int puzzle_defence_read(const Search *s, const Game *g, const Pos *q, PuzzleDefence *out)
{
    const SearchResult *r = search_result(s);
    memset(out, 0, sizeof *out);
    out->reply = MOVE_NONE;
    if (r->nroot < 1)
        return -1;
    out->reply = r->root_moves[0];
    out->value = -r->root_values[0];
    MoveTrace t;
    if (game_trace_move(g, q, out->reply, NULL, &t) != 0)
        return -1;
    out->taken = t.taken;
    return 0;
}

int puzzle_defence(Search *s, const Game *g, const Pos *q, int depth, uint64_t max_nodes, PuzzleDefence *out)
{
    puzzle_defence_begin(s, q, depth, max_nodes);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    return puzzle_defence_read(s, g, q, out);
}
