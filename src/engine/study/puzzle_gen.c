/*
 * puzzle_gen.c - making puzzles from positions of real games (puzzle.h).
 *
 * Games are played from random openings by searches of random depths on
 * both sides, with now and then a random move, so the positions are those
 * of games people play, good and less good.  Each position with the asked
 * number of seeds on the board is tried once (with its mirror, the sides
 * swapped): the exact search values every move, and a position where
 * exactly one move wins (or keeps the draw) and every other move loses is
 * a puzzle.  Its line goes on, the opponent's best reply then the
 * player's move, while the player's move stays the only one.
 *
 * Difficulty is rated by what finding the answer takes: how many other
 * moves look at least as good to a two-ply look (the tempting ones), how
 * many moves the line asks of the player, and how many seeds are in play.
 * The set is then split into bands of equal size by that score, so every
 * band is filled.  Everything is driven by the seed and by node limits,
 * never by time: the same seed makes the same set.
 *
 * The grid games (Hasami Shogi, Khan) are played and tried the same way,
 * but a position is judged by the fixed search of puzzle_grid.c: first a
 * shallower one, cheap, then the confirming one of the set's depth; the
 * line goes on until the goal is met (the men gained and kept, or the
 * game won), and puzzle_check judges the whole puzzle once more before it
 * is kept.  Their positions are keyed with all their mirrors
 * (puzzle_position_key).
 */
#include "puzzle_internal.h"

#include "match.h"
#include "pos_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GEN_TT_BYTES (16u << 20)
#define GEN_PLAY_NODES 200000 /* a move of the games played */
#define GEN_MAX_PLIES 300
#define GEN_PER_GAME 3  /* puzzles from one game at most */
#define GEN_SPACING 6   /* plies between two puzzles of one game */
/* In the grid games at most a tenth of a set wins the game at once: a
 * Kalista left in reach is common in games played this loosely, and a set
 * of them would teach one thing. */
#define GEN_WIN_SHARE 10
/* The tempting moves a grid puzzle's score counts at most: a quiet answer
 * ties with half the board at two plies. */
#define GEN_TEMPTING_MAX 8

typedef struct {
    const Game *g;
    const PuzzleGenOptions *opt;
    PosLayout lay;
    Search *prove, *look;
    uint64_t *tried; /* the canonical hashes of the positions tried */
    int ntried, cap_tried;
    PuzzleSet *out;
    int cap_out;
    int *score;      /* each puzzle's difficulty score */
    const PuzzleGrid *grid; /* a grid game's parameters; NULL for the sowing games */
    int depth;       /* grid games: the confirming search's plies */
    int wins;        /* grid games: the puzzles whose goal is a win */
} Gen;

/* ---- positions ---- */

/* The seeds in the pits, or the pieces on the squares of a grid. */
static int gen_seeds_on_board(const Gen *gen, const PosSketch *sk)
{
    int n = 0;
    if (gen->grid) {
        for (int i = 0; i < gen->lay.nplaces; i++)
            n += sk->place[i] != 0;
        return n;
    }
    for (int i = 0; i < 2 * gen->lay.width; i++)
        n += sk->place[i];
    return n;
}

/* FNV-1a of a text. */
static uint64_t gen_text_hash(const char *t)
{
    uint64_t h = 1469598103934665603ull;
    for (; *t; t++)
        h = (h ^ (unsigned char)*t) * 1099511628211ull;
    return h;
}

/* One hash for a position and its mirror (the rows, the stores and the
 * side to move swapped): the smaller of their texts'. */
static uint64_t gen_canonical(const Gen *gen, const PosSketch *sk)
{
    PosSketch m = *sk;
    int w = gen->lay.width;
    for (int i = 0; i < w; i++) {
        m.place[i] = sk->place[i + w];
        m.place[i + w] = sk->place[i];
    }
    m.place[2 * w] = sk->place[2 * w + 1];
    m.place[2 * w + 1] = sk->place[2 * w];
    m.side = sk->side ^ 1;
    char a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];
    PosCheck why;
    if (pos_sketch_text(gen->g, sk, a, sizeof a, &why) != 0 || pos_sketch_text(gen->g, &m, b, sizeof b, &why) != 0)
        return 0;
    return gen_text_hash(strcmp(a, b) < 0 ? a : b);
}

/* The key of p (its sketch sk): the sowing games' own, above; the grid
 * games', every mirror of the position as one (puzzle_pos_key). */
static uint64_t gen_key(const Gen *gen, const Pos *p, const PosSketch *sk)
{
    if (!gen->grid)
        return gen_canonical(gen, sk);
    char key[GAME_TEXT_MAX];
    return puzzle_pos_key(gen->g, p, key, sizeof key) == 0 ? gen_text_hash(key) : 0;
}

/* 1 when the position was tried before; else it is noted. */
static int gen_seen(Gen *gen, uint64_t key)
{
    for (int i = 0; i < gen->ntried; i++)
        if (gen->tried[i] == key)
            return 1;
    if (gen->ntried == gen->cap_tried) {
        int cap = gen->cap_tried ? gen->cap_tried * 2 : 1024;
        uint64_t *grown = realloc(gen->tried, sizeof *grown * (size_t)cap);
        if (!grown)
            return 1; /* out of memory: try nothing more */
        gen->tried = grown;
        gen->cap_tried = cap;
    }
    gen->tried[gen->ntried++] = key;
    return 0;
}

/* ---- a puzzle from a position ---- */

/* Room for one more puzzle in the set: 0, or -1 when out of memory. */
static int gen_room(Gen *gen)
{
    PuzzleSet *out = gen->out;
    if (out->n < gen->cap_out)
        return 0;
    int cap = gen->cap_out ? gen->cap_out * 2 : 64;
    Puzzle *grown = realloc(out->puzzle, sizeof *grown * (size_t)cap);
    int *scores = realloc(gen->score, sizeof *scores * (size_t)cap);
    if (grown)
        out->puzzle = grown;
    if (scores)
        gen->score = scores;
    if (!grown || !scores)
        return -1;
    gen->cap_out = cap;
    return 0;
}

/* How many of the other moves look at least as good as the answer to a
 * two-ply search. */
static int gen_tempting(Gen *gen, const Pos *p, Move answer)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = 2;
    lim.analyze = 1;
    search_begin(gen->look, p, NULL, 0, &lim);
    while (search_step(gen->look, 1u << 16) == SEARCH_RUNNING)
        ;
    const SearchResult *r = search_result(gen->look);
    int answer_value = 0, n = 0;
    for (int i = 0; i < r->nroot; i++)
        if (r->root_moves[i] == answer)
            answer_value = r->root_values[i];
    for (int i = 0; i < r->nroot; i++)
        n += r->root_moves[i] != answer && r->root_values[i] >= answer_value;
    return n;
}

/* The player's only move at q, with the goal of the puzzle: its index in
 * mv, or -1. */
static int gen_only_move(Gen *gen, const Pos *q, PuzzleGoal goal, int amount, MoveValues *mv)
{
    PuzzleGoal g2;
    int a2, answer;
    if (puzzle_move_values(gen->prove, gen->g, q, gen->opt->max_nodes, mv) != 0 ||
        puzzle_unique(mv, &g2, &a2, &answer) != 0 || g2 != goal || a2 != amount)
        return -1;
    return answer;
}

/* Extends the line from q (after the answer) while the player's move
 * stays the only one; the number of the player's moves it holds. */
static int gen_extend(Gen *gen, Pos *q, int player, Puzzle *pz)
{
    const Game *g = gen->g;
    int moves = 1;
    Pos *next = pos_new(g);
    if (!next)
        return moves;
    while (moves < gen->opt->max_player_moves && pz->nline + 2 <= PUZZLE_MAX_LINE) {
        GameStatus st;
        g->rules->status(g, q, NULL, 0, &st);
        if (st.over)
            break;
        MoveValues mv;
        pos_copy(g, next, q);
        int steps = 0;
        char reply[PUZZLE_MOVE_MAX] = "";
        if (pos_side(q) != player) {
            /* The opponent's best reply: the first of the best, as valued. */
            if (puzzle_move_values(gen->prove, g, q, gen->opt->max_nodes, &mv) != 0)
                break;
            g->rules->format_move(g, next, mv.move[0], reply, sizeof reply);
            g->rules->play(g, next, mv.move[0], NULL);
            g->rules->status(g, next, NULL, 0, &st);
            if (st.over || pos_side(next) != player)
                break; /* the player has no move left to find */
            steps = 1;
        }
        int only = gen_only_move(gen, next, pz->goal, pz->amount, &mv);
        if (only < 0)
            break;
        if (steps)
            snprintf(pz->line[pz->nline++], PUZZLE_MOVE_MAX, "%s", reply);
        g->rules->format_move(g, next, mv.move[only], pz->line[pz->nline++], PUZZLE_MOVE_MAX);
        g->rules->play(g, next, mv.move[only], NULL);
        pos_copy(g, q, next);
        moves++;
    }
    pos_free(next);
    return moves;
}

/* Notes the positions of the puzzle's line as tried: each is the same
 * puzzle again, further on. */
static void gen_mark_line(Gen *gen, const Pos *p, const Puzzle *pz)
{
    Pos *q = pos_new(gen->g);
    if (!q)
        return;
    pos_copy(gen->g, q, p);
    for (int i = 0; i < pz->nline; i++) {
        Move m;
        PosSketch sk;
        if (game_parse_legal_move(gen->g, q, pz->line[i], &m) != 0)
            break;
        gen->g->rules->play(gen->g, q, m, NULL);
        if (pos_sketch_read(gen->g, q, &sk) == 0)
            gen_seen(gen, gen_key(gen, q, &sk));
    }
    pos_free(q);
}

/* Tries p, a position of a sowing game, as a puzzle: 1 when one was added. */
static int gen_try(Gen *gen, const Pos *p, int seeds)
{
    const Game *g = gen->g;
    MoveValues mv;
    PuzzleGoal goal;
    int amount, answer;
    if (puzzle_move_values(gen->prove, g, p, gen->opt->max_nodes, &mv) != 0 ||
        puzzle_unique(&mv, &goal, &amount, &answer) != 0)
        return 0;
    PuzzleSet *out = gen->out;
    if (gen_room(gen) != 0)
        return 0;
    Puzzle *pz = &out->puzzle[out->n];
    memset(pz, 0, sizeof *pz);
    snprintf(pz->id, sizeof pz->id, "%s%04d", gen->opt->id_prefix ? gen->opt->id_prefix : "p", out->n + 1);
    g->rules->format_pos(g, p, pz->pos, sizeof pz->pos);
    pz->goal = goal;
    pz->amount = amount;
    pz->proven = 1;
    g->rules->format_move(g, p, mv.move[answer], pz->line[pz->nline++], PUZZLE_MOVE_MAX);
    Pos *q = pos_new(g);
    int moves = 1;
    if (q) {
        pos_copy(g, q, p);
        g->rules->play(g, q, mv.move[answer], NULL);
        moves = gen_extend(gen, q, pos_side(p), pz);
        pos_free(q);
    }
    gen->score[out->n] = 4 * gen_tempting(gen, p, mv.move[answer]) + 6 * (moves - 1) + seeds / 3;
    gen_mark_line(gen, p, pz);
    out->n++;
    return 1;
}

/* ---- a grid game's puzzle ---- */

/* The one move of p that gains men (or wins) while every other does a man
 * worse: first by a shallower search, cheap, which most positions fail,
 * then by the confirming one.  0 with the goal and the move, or -1. */
static int gen_grid_answer(Gen *gen, const Pos *p, int m0, PuzzleGoal *goal, int *amount, Move *answer)
{
    MoveValues mv;
    int k, shallow = gen->depth - gen->grid->find_less;
    uint64_t nodes = gen->opt->max_nodes;
    if (shallow >= 1 && (puzzle_search_values(gen->prove, gen->g, p, shallow, nodes, &mv) != 0 ||
                         puzzle_grid_unique(&mv, m0, goal, amount, &k) != 0))
        return -1;
    if (puzzle_search_values(gen->prove, gen->g, p, gen->depth, nodes, &mv) != 0 ||
        puzzle_grid_unique(&mv, m0, goal, amount, &k) != 0)
        return -1;
    *answer = mv.move[k];
    return 0;
}

/* Goes on from q, after the player's move, until the goal is met: the
 * opponent's best reply (the first of the best, as valued) and the
 * player's only move, within max_player_moves in all.  The player's moves
 * the line holds, or -1 when it stops short of the goal. */
static int gen_grid_line(Gen *gen, Pos *q, int player, int m0, Puzzle *pz)
{
    const Game *g = gen->g;
    uint64_t nodes = gen->opt->max_nodes;
    for (int moves = 1;; moves++) {
        int met = puzzle_grid_goal_met(gen->prove, g, q, player, m0, pz->goal, pz->amount, gen->depth, nodes, NULL, 0);
        GameStatus st;
        g->rules->status(g, q, NULL, 0, &st);
        if (met != 0 || st.over)
            return met > 0 ? moves : -1;
        if (moves >= gen->opt->max_player_moves || pz->nline + 2 > PUZZLE_MAX_LINE)
            return -1;
        MoveValues mv;
        if (puzzle_search_values(gen->prove, g, q, gen->depth, nodes, &mv) != 0)
            return -1;
        g->rules->format_move(g, q, mv.move[0], pz->line[pz->nline], PUZZLE_MOVE_MAX);
        g->rules->play(g, q, mv.move[0], NULL);
        g->rules->status(g, q, NULL, 0, &st);
        PuzzleGoal goal;
        int amount, k;
        if (st.over || pos_side(q) != player || puzzle_search_values(gen->prove, g, q, gen->depth, nodes, &mv) != 0 ||
            puzzle_grid_unique(&mv, m0, &goal, &amount, &k) != 0 || goal != pz->goal || amount != pz->amount)
            return -1;
        pz->nline++;
        g->rules->format_move(g, q, mv.move[k], pz->line[pz->nline++], PUZZLE_MOVE_MAX);
        g->rules->play(g, q, mv.move[k], NULL);
    }
}

/* Tries p, a position of a grid game with `pieces` on the board, as a
 * puzzle: 1 when one was added.  What is kept is what puzzle_check finds
 * again from the text. */
static int gen_try_grid(Gen *gen, const Pos *p, int pieces)
{
    const Game *g = gen->g;
    Move legal[GAME_MAX_MOVES];
    if (g->rules->legal(g, p, legal) < 2) /* a forced move asks nothing */
        return 0;
    int m0 = puzzle_material(g, p) / PUZZLE_MAN, player = pos_side(p), amount;
    PuzzleGoal goal;
    Move answer;
    if (gen_grid_answer(gen, p, m0, &goal, &amount, &answer) != 0 ||
        (goal == PUZZLE_WIN && gen->wins >= (gen->opt->count + GEN_WIN_SHARE - 1) / GEN_WIN_SHARE))
        return 0;
    Puzzle pz;
    memset(&pz, 0, sizeof pz);
    snprintf(pz.id, sizeof pz.id, "%s%04d", gen->opt->id_prefix ? gen->opt->id_prefix : "p", gen->out->n + 1);
    g->rules->format_pos(g, p, pz.pos, sizeof pz.pos);
    pz.goal = goal;
    pz.amount = amount;
    pz.depth = gen->depth;
    g->rules->format_move(g, p, answer, pz.line[pz.nline++], PUZZLE_MOVE_MAX);
    Pos *q = pos_new(g);
    if (!q)
        return 0;
    pos_copy(g, q, p);
    g->rules->play(g, q, answer, NULL);
    int moves = gen_grid_line(gen, q, player, m0, &pz);
    pos_free(q);
    char why[256];
    if (moves < 0 || puzzle_check(gen->prove, g, &pz, gen->opt->max_nodes, why, sizeof why) != 0 || gen_room(gen) != 0)
        return 0;
    int tempting = gen_tempting(gen, p, answer);
    gen->out->puzzle[gen->out->n] = pz;
    gen->score[gen->out->n] =
        4 * (tempting < GEN_TEMPTING_MAX ? tempting : GEN_TEMPTING_MAX) + 6 * (moves - 1) + pieces / 3;
    gen_mark_line(gen, p, &pz);
    gen->wins += goal == PUZZLE_WIN;
    gen->out->n++;
    return 1;
}

/* ---- the games ---- */

/* A move for the side to move, one of its n legal moves: now and then a
 * random one, else a search of the side's depth. */
static Move gen_move(Gen *gen, const Pos *p, const Move *legal, int n, const uint64_t *hist, int nhist, int depth,
                     uint64_t *rng)
{
    if (game_rng_next(rng) % 8 == 0)
        return legal[game_rng_next(rng) % (uint64_t)n];
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = depth;
    lim.nodes = GEN_PLAY_NODES;
    lim.seed = game_rng_next(rng) | 1;
    search_begin(gen->look, p, hist, nhist, &lim);
    while (search_step(gen->look, 1u << 16) == SEARCH_RUNNING)
        ;
    return search_result(gen->look)->move;
}

/* One game: its positions in the seed range tried on the way. */
static void gen_game(Gen *gen, uint64_t *rng)
{
    const Game *g = gen->g;
    Match *game = match_create(g, NULL);
    if (!game)
        return;
    /* The sowing games: 2 to 9 random plies, then searches of 1 to 6; the
     * grid games': their set-up at random too (puzzle_grid.c). */
    const PuzzleGrid *pg = gen->grid;
    int opening = pg ? pg->setup_plies + pg->opening_min + (int)(game_rng_next(rng) % (uint64_t)pg->opening_span)
                     : 2 + (int)(game_rng_next(rng) % 8);
    uint64_t deepest = pg ? (uint64_t)pg->play_depth : 6;
    int depth[2] = {1 + (int)(game_rng_next(rng) % deepest), 1 + (int)(game_rng_next(rng) % deepest)};
    int found = 0, last = -GEN_SPACING;
    for (int ply = 0; ply < GEN_MAX_PLIES && gen->out->n < gen->opt->count; ply++) {
        const Pos *p = match_pos(game);
        Move legal[GAME_MAX_MOVES];
        int nlegal = match_legal(game, legal);
        if (nlegal == 0)
            break;
        PosSketch sk;
        if (ply >= opening && pos_sketch_read(g, p, &sk) == 0) {
            int seeds = gen_seeds_on_board(gen, &sk);
            uint64_t key = gen_key(gen, p, &sk);
            if (seeds >= gen->opt->min_seeds && seeds <= gen->opt->max_seeds && found < GEN_PER_GAME &&
                ply - last >= GEN_SPACING && key && !gen_seen(gen, key) &&
                (gen->grid ? gen_try_grid(gen, p, seeds) : gen_try(gen, p, seeds))) {
                found++;
                last = ply;
            }
        }
        int nhist;
        const uint64_t *hist = match_history(game, &nhist);
        Move m = ply < opening ? legal[game_rng_next(rng) % (uint64_t)nlegal]
                               : gen_move(gen, p, legal, nlegal, hist, nhist, depth[pos_side(p)], rng);
        if (match_play(game, m, NULL) != 0)
            break;
    }
    match_destroy(game);
}

/* Bands of equal size by score, the lowest scores the easiest: the
 * puzzles ranked by score (equal scores in the order found) and cut into
 * PUZZLE_BANDS runs, so no band is left empty by a tie. */
static void gen_bands(Gen *gen)
{
    int n = gen->out->n;
    int *order = malloc(sizeof *order * (size_t)(n ? n : 1));
    if (!order) {
        for (int i = 0; i < n; i++)
            gen->out->puzzle[i].band = 1;
        return;
    }
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = 1; i < n; i++) /* insertion sort, stable: a few hundred */
        for (int k = i; k > 0 && gen->score[order[k - 1]] > gen->score[order[k]]; k--) {
            int t = order[k];
            order[k] = order[k - 1];
            order[k - 1] = t;
        }
    for (int rank = 0; rank < n; rank++)
        gen->out->puzzle[order[rank]].band = 1 + rank * PUZZLE_BANDS / n;
    free(order);
}

int puzzle_generate(const Game *g, const GameOptions *o, const PuzzleGenOptions *opt, PuzzleSet *out, char *err,
                    size_t errlen)
{
    memset(out, 0, sizeof *out);
    Gen gen;
    memset(&gen, 0, sizeof gen);
    gen.g = g;
    gen.opt = opt;
    gen.out = out;
    gen.grid = puzzle_grid(g->rules);
    gen.depth = opt->depth > 0 ? opt->depth : gen.grid ? gen.grid->depth : 0;
    if (pos_layout(g, &gen.lay) != 0 || (gen.lay.grid && !gen.grid) || (!gen.lay.grid && puzzle_by_search(g->rules))) {
        snprintf(err, errlen, "%s: no puzzles are made in this game", g->rules->name);
        return -1;
    }
    if (gen.grid && gen.depth > PUZZLE_MAX_DEPTH) {
        snprintf(err, errlen, "the depth must be 1 to %d", PUZZLE_MAX_DEPTH);
        return -1;
    }
    out->rules = g->rules;
    out->opts = *o;
    gen.prove = search_create(g, PUZZLE_TT_BYTES);
    gen.look = search_create(g, GEN_TT_BYTES / 4);
    if (!gen.prove || !gen.look) {
        search_destroy(gen.prove);
        search_destroy(gen.look);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    uint64_t rng = opt->seed;
    int games = 0;
    for (; games < opt->max_games && out->n < opt->count; games++) {
        gen_game(&gen, &rng);
        if (opt->progress)
            opt->progress(opt->ctx, out->n, games + 1, gen.ntried);
    }
    gen_bands(&gen);
    search_destroy(gen.prove);
    search_destroy(gen.look);
    free(gen.tried);
    free(gen.score);
    return 0;
}
