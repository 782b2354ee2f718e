/*
 * puzzle_grid.c - the puzzles of the grid games (Hasami Shogi, Khan),
 * found by search (puzzle.h): the search that judges them, what a
 * position asks, the check of a puzzle from its text, and the key of a
 * position among its mirrors (every game's).
 *
 * Neither game can be solved, so a grid puzzle is a claim of a fixed
 * search, not a proof: at each of the player's moves a search of D plies
 * that counts only the men finds that the line's move gains the asked
 * men (or wins) and that every other move does at least a man worse.
 * The search is the engine's own (search.h) with a material evaluation
 * and nothing else: no level's evaluation, no time, no contempt, and an
 * empty table each time, so the same text checks the same way anywhere.
 * docs/puzzle-format.md says exactly what is checked.
 */
#include "puzzle_internal.h"

#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

/* The grid games.  D is the deepest search that checks a whole set well
 * within the test's minute (docs/measurements.md): even, so that the
 * horizon falls after the opponent's reply and a gain counted there has
 * survived it.  Hasami Shogi has some fifty moves a turn (6 plies take a
 * second a position), Khan a handful under the Khan.  A position is first
 * tried a ply shallower in Hasami Shogi (at 2 only lone captures show, not
 * the threats a line is made of) and two in Khan.  Hasami Shogi's rules
 * keep every turn and reflection of the board; Khan's layout of powers has
 * no symmetry.  Khan's random opening is its set-up and a few moves: a
 * random move there often leaves a Kalista to be taken. */
static const PuzzleGrid pg_games[] = {
    {.name = "hasami", .depth = 4, .find_less = 1, .setup_plies = 0, .opening_min = 2, .opening_span = 8,
     .play_depth = 4, .turns = 4, .reflect = 1},
    {.name = "khan", .depth = 8, .find_less = 2, .setup_plies = 12, .opening_min = 0, .opening_span = 4,
     .play_depth = 5, .turns = 1, .reflect = 0},
};

const PuzzleGrid *puzzle_grid(const GameRules *rules)
{
    for (size_t i = 0; i < sizeof pg_games / sizeof pg_games[0]; i++)
        if (strcmp(rules->name, pg_games[i].name) == 0)
            return &pg_games[i];
    return NULL;
}

int puzzle_by_search(const GameRules *rules) { return rules->value_kind == VALUE_KIND_WIN; }

/* ---- the search that judges them ---- */

/* The status' counts are the pieces on the board in both games, so one
 * evaluation serves both and does not move when a level's is tuned. */
int puzzle_material(const Game *g, const Pos *p)
{
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    int me = pos_side(p);
    return PUZZLE_MAN * (st.score[me] - st.score[me ^ 1]);
}

void puzzle_search_begin(Search *s, const Pos *p, int depth, uint64_t max_nodes)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = depth;
    lim.analyze = 1;
    lim.nodes = max_nodes;
    lim.evaluate = puzzle_material;
    search_clear(s);
    search_begin(s, p, NULL, 0, &lim);
}

int puzzle_search_values(Search *s, const Game *g, const Pos *p, int depth, uint64_t max_nodes, MoveValues *out)
{
    (void)g; /* the search's own game: g names it for the reader */
    puzzle_search_begin(s, p, depth, max_nodes);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    const SearchResult *r = search_result(s);
    int all_exact = r->nroot > 0;
    out->n = r->nroot;
    out->nodes = r->nodes;
    for (int i = 0; i < r->nroot; i++) {
        out->move[i] = r->root_moves[i];
        out->value[i] = r->root_values[i];
        out->exact[i] = r->root_exact[i];
        all_exact &= r->root_exact[i] != 0;
    }
    /* Shallower than asked only when every line ended before the depth. */
    return out->n > 0 && (r->depth >= depth || all_exact) ? 0 : -1;
}

int puzzle_grid_unique(const MoveValues *mv, int m0, PuzzleGoal *goal, int *amount, int *answer)
{
    if (mv->n < 2) /* a move forced by the rules asks nothing */
        return -1;
    int best = -1;
    for (int i = 0; i < mv->n; i++)
        if (best < 0 || mv->value[i] > mv->value[best])
            best = i;
    if (best < 0)
        return -1;
    int v = mv->value[best], win = v >= VALUE_WIN_BOUND;
    if (!win && (v <= -VALUE_WIN_BOUND || v % PUZZLE_MAN != 0 || v / PUZZLE_MAN - m0 < 1))
        return -1;
    for (int i = 0; i < mv->n; i++) {
        if (i == best)
            continue;
        /* Another win, or another move within a man of the gain. */
        if (win ? mv->value[i] >= VALUE_WIN_BOUND : mv->value[i] > v - PUZZLE_MAN)
            return -1;
    }
    *goal = win ? PUZZLE_WIN : PUZZLE_GAIN;
    *amount = win ? 0 : v / PUZZLE_MAN - m0;
    *answer = best;
    return 0;
}

/* ---- the check ---- */

int puzzle_grid_goal_met(Search *s, const Game *g, const Pos *q, int player, int m0, PuzzleGoal goal, int amount,
                         int depth, uint64_t max_nodes, char *why, size_t len)
{
    char none[8];
    if (!why) {
        why = none;
        len = sizeof none;
    }
    GameStatus st;
    g->rules->status(g, q, NULL, 0, &st);
    if (goal == PUZZLE_WIN) {
        if (st.over && st.winner == player)
            return 1;
        snprintf(why, len, "after the line the game is not won");
        return 0;
    }
    if (st.over) {
        snprintf(why, len, "after the line the game is over");
        return 0;
    }
    /* The opponent is to move at q: its material is the player's, negated. */
    int gained = -puzzle_material(g, q) / PUZZLE_MAN - m0;
    if (gained != amount) {
        snprintf(why, len, "after the line the player is %d men up, not %d", gained, amount);
        return 0;
    }
    MoveValues mv;
    if (puzzle_search_values(s, g, q, depth, max_nodes, &mv) != 0) {
        snprintf(why, len, "after the line: the %d-ply search did not finish", depth);
        return -1;
    }
    /* The opponent's best reply, played out to the depth, leaves the
     * player's men where the line put them (or better). */
    if (mv.value[0] > -PUZZLE_MAN * (m0 + amount)) {
        char reply[PUZZLE_MOVE_MAX];
        g->rules->format_move(g, q, mv.move[0], reply, sizeof reply);
        snprintf(why, len, "after the line the reply %s takes men back", reply);
        return 0;
    }
    return 1;
}

/* The player's move at p (index `at` in mv, -1 when absent) against the
 * puzzle's claim: 0, or -1 with why. */
static int pg_check_player_move(const Game *g, const Pos *p, const Puzzle *pz, int step, const MoveValues *mv, int m0,
                                int at, char *why, size_t len)
{
    PuzzleGoal goal;
    int amount, answer;
    if (mv->n < 2) {
        snprintf(why, len, "move %d: the only legal move, not a choice", step);
        return -1;
    }
    if (puzzle_grid_unique(mv, m0, &goal, &amount, &answer) != 0) {
        snprintf(why, len, "move %d: no single move %s", step,
                 pz->goal == PUZZLE_WIN ? "wins while no other does"
                                        : "gains men while every other does a man worse");
        return -1;
    }
    if (goal != pz->goal || amount != pz->amount) {
        if (goal == PUZZLE_WIN)
            snprintf(why, len, "move %d: the search finds a win, not as the puzzle says", step);
        else
            snprintf(why, len, "move %d: the search finds a gain of %d, not as the puzzle says", step, amount);
        return -1;
    }
    if (answer != at) {
        char best[PUZZLE_MOVE_MAX];
        g->rules->format_move(g, p, mv->move[answer], best, sizeof best);
        snprintf(why, len, "move %d: the answer is %s, not %s", step, best, pz->line[step - 1]);
        return -1;
    }
    return 0;
}

static int pg_fits(const Puzzle *pz, char *why, size_t len)
{
    if (!pz->proven && pz->depth >= 1 && pz->depth <= PUZZLE_MAX_DEPTH &&
        (pz->goal == PUZZLE_WIN ? pz->amount == 0 : pz->goal == PUZZLE_GAIN && pz->amount >= 1))
        return 0;
    snprintf(why, len, "not a puzzle found by search ('gain N' or 'win', 'search D')");
    return -1;
}

static int pg_values(Search *s, const Game *g, const Pos *p, const Puzzle *pz, uint64_t max_nodes, int step,
                     MoveValues *mv, char *why, size_t len)
{
    if (puzzle_search_values(s, g, p, pz->depth, max_nodes, mv) == 0)
        return 0;
    snprintf(why, len, "move %d: the %d-ply search did not finish", step, pz->depth);
    return -1;
}

/* A search's claim holds only if it still holds after the line: the
 * opponent's best reply does not undo it. */
static int pg_line_end(Search *s, const Game *g, const Pos *q, int player, int m0, const Puzzle *pz,
                       uint64_t max_nodes, char *why, size_t len)
{
    return puzzle_grid_goal_met(s, g, q, player, m0, pz->goal, pz->amount, pz->depth, max_nodes, why, len) == 1 ? 0
                                                                                                              : -1;
}

const PuzzleKind puzzle_grid_kind = {
    .fits = pg_fits,
    .values = pg_values,
    .player_move = pg_check_player_move,
    .line_end = pg_line_end,
};

/* ---- each position once: the key among its mirrors ---- */

/* The piece code of the other side's piece of the same kind (Khan's
 * sbire for a sbire); the empty square stays. */
static int pg_other_colour(const PosLayout *lay, int code)
{
    const PosPiece *pc = &lay->piece[code];
    if (pc->side < 0)
        return code;
    for (int k = 0; k < lay->npieces; k++)
        if (lay->piece[k].side == (pc->side ^ 1) && strcmp(lay->piece[k].name, pc->name) == 0)
            return k;
    return code;
}

/* Square `at` of a square board of side n after `turns` clockwise quarter
 * turns, reflected left-right first with `reflect`. */
static int pg_transform(int at, int n, int turns, int reflect)
{
    int r = at / n, c = at % n;
    if (reflect)
        c = n - 1 - c;
    for (int t = 0; t < turns; t++) {
        int nr = c, nc = n - 1 - r;
        r = nr;
        c = nc;
    }
    return r * n + c;
}

/* The text of sk's image by one symmetry of a grid game into out; 0, or
 * -1 when it does not write. */
static int pg_image_text(const Game *g, const PosLayout *lay, const PosSketch *sk, int turns, int reflect,
                         int colours, char *out, size_t len)
{
    PosSketch m = *sk;
    int n = lay->width;
    for (int i = 0; i < lay->nplaces; i++) {
        int code = colours ? pg_other_colour(lay, sk->place[i]) : sk->place[i];
        m.place[pg_transform(i, n, turns, reflect)] = code;
    }
    if (sk->marker >= 0)
        m.marker = pg_transform(sk->marker, n, turns, reflect);
    if (colours) {
        m.side = sk->side ^ 1;
        m.reserve[0] = sk->reserve[1];
        m.reserve[1] = sk->reserve[0];
    }
    PosCheck why;
    return pos_sketch_text(g, &m, out, len, &why);
}

/* The sowing games' mirror: the rows, the stores and the side to move
 * swapped (as puzzle_gen.c's key of a position tried). */
static int pg_sowing_mirror_text(const Game *g, const PosLayout *lay, const PosSketch *sk, char *out, size_t len)
{
    PosSketch m = *sk;
    int w = lay->width;
    for (int i = 0; i < w; i++) {
        m.place[i] = sk->place[i + w];
        m.place[i + w] = sk->place[i];
    }
    m.place[2 * w] = sk->place[2 * w + 1];
    m.place[2 * w + 1] = sk->place[2 * w];
    m.side = sk->side ^ 1;
    PosCheck why;
    return pos_sketch_text(g, &m, out, len, &why);
}

int puzzle_pos_key(const Game *g, const Pos *p, char *out, size_t len)
{
    PosLayout lay;
    PosSketch sk;
    PosCheck why;
    char text[GAME_TEXT_MAX];
    if (pos_layout(g, &lay) != 0 || pos_sketch_read(g, p, &sk) != 0 ||
        pos_sketch_text(g, &sk, out, len, &why) != 0)
        return -1;
    if (!lay.grid) {
        if (pg_sowing_mirror_text(g, &lay, &sk, text, sizeof text) == 0 && strcmp(text, out) < 0)
            snprintf(out, len, "%s", text);
        return 0;
    }
    const PuzzleGrid *pg = puzzle_grid(g->rules);
    int turns = pg && lay.width == lay.height ? pg->turns : 1, reflect = pg && lay.width == lay.height && pg->reflect;
    for (int t = 0; t < turns; t++)
        for (int f = 0; f <= reflect; f++)
            for (int c = 0; c < 2; c++)
                if (pg_image_text(g, &lay, &sk, t, f, c, text, sizeof text) == 0 && strcmp(text, out) < 0)
                    snprintf(out, len, "%s", text);
    return 0;
}

int puzzle_position_key(const Game *g, const char *pos, char *out, size_t len)
{
    Pos *p = pos_new(g);
    char err[256];
    int rc = p && game_parse_position(g, pos, p, NULL, err, sizeof err) == 0 ? puzzle_pos_key(g, p, out, len) : -1;
    pos_free(p);
    return rc;
}
