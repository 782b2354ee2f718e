/*
 * make_book.c - builds a book of exact values (src/engine/book.h) for the
 * openings of a sowing game, where the exact search cannot finish within a
 * move's time.  `tabula-book --help` says how to run it.
 *
 * The book covers every position a perfect computer can meet, on either
 * side: from the start, the computer's positions with the move it plays,
 * and after it every reply of the other side, to the point where the
 * exact search finishes on its own within a budget of nodes (300,000 by
 * default, a few hundredths of a second on this machine, from an empty
 * table, with the game's endgame table): such a position is
 * entered with its value and move, and its replies are left to the search
 * in play (marked BOOK_HANDOVER).  Every reply position is entered too,
 * with its value (the best of its moves), so a hint there is a look-up.
 *
 * The solves share one large transposition table and the endgame table
 * the game builds for itself, so each reuses what the ones before proved.
 * A position enters the book only once everything below it is done, and
 * the book is saved every few minutes: a build stopped half way goes on
 * from its last save (--resume).
 *
 * With --estimate DEPTH (Oware, which no search proves from its start) the
 * book holds estimates instead (BOOK_ESTIMATE): the computer's first
 * --moves moves on either side, each chosen by the expert's search to
 * DEPTH plies (its evaluation and reductions), after every reply of the
 * other side.  The searches share one table in a fixed order, so the same
 * command makes the same book.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "book.h"
#include "endgame.h"
#include "search.h"

typedef struct {
    const Game *g;
    Search *warm, *cold;
    Book *book;
    /* The positions done as the computer's (0) and as its opponent's (1):
     * a position met again in the same part is done, but one met in the
     * other part still has the rest of its tree to build (a computer
     * position was followed by one move, a reply position by all). */
    Book *done[2];
    uint64_t frontier_nodes;
    int side; /* the computer's side in the tree being built */
    const char *out;
    double t0, saved;
    uint64_t solves, tests, nodes;
} Builder;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static SearchResult solve(Search *s, const Pos *p, uint64_t nodes)
{
    SearchLimits lim = {0};
    lim.exact = 1;
    lim.nodes = nodes;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, (uint64_t)1 << 22) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

static void enter(Builder *b, const Pos *p, int value, Move m, int role, int flags)
{
    const GameRules *r = b->g->rules;
    BookEntry e;
    e.key = pos_hash(p);
    e.value = (int8_t)(value - (r->base_value ? r->base_value(b->g, p) : 0));
    if (m != MOVE_NONE && r->mirror_move && pos_side(p))
        m = r->mirror_move(b->g, m);
    e.move = m == MOVE_NONE ? BOOK_NO_MOVE : (uint8_t)m;
    /* A position entered in both parts keeps the move entered first: the
     * computer's part followed that one, and a reply's best is as good. */
    const BookEntry *was = book_find(b->book, e.key);
    e.flags = (uint8_t)flags;
    if (was) {
        e.flags |= was->flags;
        e.move = was->move;
    }
    if (book_put(b->book, &e) != 0 || book_put(b->done[role], &e) != 0) {
        fprintf(stderr, "tabula-book: out of memory\n");
        exit(1);
    }
    if (now_s() - b->saved > 300) {
        char err[256];
        if (book_save(b->book, b->out, err, sizeof err) != 0)
            fprintf(stderr, "tabula-book: %s\n", err);
        b->saved = now_s();
    }
}

/* The exact value of p (side to move's view), entering p and what follows
 * it in the book. */
static int build(Builder *b, const Pos *p, int ply)
{
    const GameRules *r = b->g->rules;
    GameStatus st;
    r->status(b->g, p, NULL, 0, &st);
    if (st.over)
        return r->final_value(b->g, p, &st);
    int role = pos_side(p) != b->side, v;
    Move m;
    if (book_probe(b->done[role], p, &v, &m))
        return v;
    unsigned char child[512];
    Pos *c = (Pos *)(void *)child;
    if (role == 0) {
        if (ply > 0) { /* within reach of the search in play? */
            search_clear(b->cold);
            SearchResult t = solve(b->cold, p, b->frontier_nodes);
            b->tests++;
            if (t.exact) {
                enter(b, p, t.value, t.move, role, BOOK_HANDOVER);
                return t.value;
            }
        }
        SearchResult s;
        if (book_probe(b->book, p, &v, &m)) { /* solved as a reply position */
            s.value = v;
            s.move = m;
            s.nodes = 0;
        } else {
            s = solve(b->warm, p, 0);
            b->solves++;
            b->nodes += s.nodes;
        }
        char text[GAME_TEXT_MAX];
        r->format_pos(b->g, p, text, sizeof text);
        printf("ply %2d %-40s value %+4d nodes %11llu  book %zu  solves %llu tests %llu  %.0f s\n", ply, text, s.value,
               (unsigned long long)s.nodes, book_size(b->book), (unsigned long long)b->solves,
               (unsigned long long)b->tests, now_s() - b->t0);
        fflush(stdout);
        memcpy(child, p, r->pos_size);
        r->play(b->g, c, s.move, NULL);
        int cv = build(b, c, ply + 1);
        if (pos_side(c) != pos_side(p))
            cv = -cv;
        if (cv != s.value) {
            fprintf(stderr, "tabula-book: %s: the solve says %d, the book's reply %d\n", text, s.value, cv);
            exit(1);
        }
        enter(b, p, s.value, s.move, role, 0);
        return s.value;
    }
    Move moves[GAME_MAX_MOVES];
    int n = r->legal(b->g, p, moves), best = -VALUE_INF;
    Move best_move = MOVE_NONE;
    for (int i = 0; i < n; i++) {
        memcpy(child, p, r->pos_size);
        r->play(b->g, c, moves[i], NULL);
        int cv = build(b, c, ply + 1);
        if (pos_side(c) != pos_side(p))
            cv = -cv;
        if (cv > best) {
            best = cv;
            best_move = moves[i];
        }
    }
    enter(b, p, best, best_move, role, 0);
    return best;
}

/* The estimates of p and what follows it: the computer's position with the
 * move the expert's search to depth chose, while it has moves left in the
 * book; every reply of the other side. */
static void estimate(Builder *b, const Pos *p, int depth, int moves_left)
{
    const GameRules *r = b->g->rules;
    GameStatus st;
    r->status(b->g, p, NULL, 0, &st);
    if (st.over)
        return;
    unsigned char child[512];
    Pos *c = (Pos *)(void *)child;
    if (pos_side(p) != b->side) {
        Move moves[GAME_MAX_MOVES];
        int n = r->legal(b->g, p, moves);
        for (int i = 0; i < n; i++) {
            memcpy(child, p, r->pos_size);
            r->play(b->g, c, moves[i], NULL);
            estimate(b, c, depth, moves_left);
        }
        return;
    }
    if (moves_left == 0 || book_find(b->done[0], pos_hash(p)))
        return;
    SearchLimits lim;
    level_limits(b->g, p, LEVEL_EXPERT, 1, &lim);
    lim.time_ms = 0;
    lim.depth = depth;
    lim.book = 0;
    search_begin(b->warm, p, NULL, 0, &lim);
    while (search_step(b->warm, (uint64_t)1 << 22) == SEARCH_RUNNING)
        ;
    SearchResult s = *search_result(b->warm);
    b->solves++;
    b->nodes += s.nodes;
    char text[GAME_TEXT_MAX];
    r->format_pos(b->g, p, text, sizeof text);
    printf("side %d %-40s value %+4d depth %d nodes %11llu  book %zu  %.0f s\n", b->side, text, s.value, s.depth,
           (unsigned long long)s.nodes, book_size(b->book), now_s() - b->t0);
    fflush(stdout);
    enter(b, p, s.value, s.move, 0, BOOK_ESTIMATE);
    memcpy(child, p, r->pos_size);
    r->play(b->g, c, s.move, NULL);
    estimate(b, c, depth, moves_left - 1);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: tabula-book --game G [--opt KEY=VALUE]... --out FILE [--resume]\n"
               "                   [--tt MB] [--table-seeds N] [--frontier NODES]\n"
               "                   [--estimate DEPTH [--moves N]]\n"
               "  Builds the book of exact opening values for a perfect computer on\n"
               "  either side (Kalah).  --tt: the shared table (4096 MB); --table-seeds:\n"
               "  the endgame table (the game's own size); --frontier: where the search\n"
               "  in play takes over, in nodes from an empty table (300000).\n"
               "  --estimate: a book of the expert's moves instead, searched to DEPTH\n"
               "  plies, for its first N moves on either side (3) after every reply\n"
               "  (Oware); no endgame table unless --table-seeds says.\n");
}

int main(int argc, char **argv)
{
    const char *game = NULL, *out = NULL;
    const char *opts[GAME_MAX_OPTIONS];
    int nopts = 0, resume = 0, table_seeds = -1, depth = 0, moves = 3;
    long long tt_mb = 4096, frontier = 300000;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--resume") == 0) {
            resume = 1;
            continue;
        }
        if (i + 1 >= argc) {
            usage(stderr);
            return 2;
        }
        const char *a = argv[i], *v = argv[++i];
        if (strcmp(a, "--game") == 0)
            game = v;
        else if (strcmp(a, "--opt") == 0 && nopts < GAME_MAX_OPTIONS)
            opts[nopts++] = v;
        else if (strcmp(a, "--out") == 0)
            out = v;
        else if (strcmp(a, "--tt") == 0)
            tt_mb = atoll(v);
        else if (strcmp(a, "--table-seeds") == 0)
            table_seeds = atoi(v);
        else if (strcmp(a, "--frontier") == 0)
            frontier = atoll(v);
        else if (strcmp(a, "--estimate") == 0)
            depth = atoi(v);
        else if (strcmp(a, "--moves") == 0)
            moves = atoi(v);
        else {
            usage(stderr);
            return 2;
        }
    }
    const GameRules *rules = game ? game_find(game) : NULL;
    if (!rules || !out || tt_mb < 1 || frontier < 1 || depth < 0 || depth > SEARCH_MAX_PLY || moves < 1) {
        usage(stderr);
        return 2;
    }
    GameOptions o;
    char err[256];
    game_options_default(rules, &o);
    for (int i = 0; i < nopts; i++)
        if (game_options_set(rules, &o, opts[i], err, sizeof err) != 0) {
            fprintf(stderr, "tabula-book: %s\n", err);
            return 2;
        }
    Game *g = game_create(rules, &o, err, sizeof err);
    if (!g) {
        fprintf(stderr, "tabula-book: %s\n", err);
        return 2;
    }
    Builder b = {0};
    b.g = g;
    b.out = out;
    b.frontier_nodes = (uint64_t)frontier;
    b.warm = search_create(g, (size_t)tt_mb << 20);
    b.cold = search_create(g, (size_t)64 << 20);
    b.book = resume ? book_load(g, out, err, sizeof err) : book_create(g);
    b.done[0] = book_create(g);
    b.done[1] = book_create(g);
    if (!b.warm || !b.cold || !b.book || !b.done[0] || !b.done[1]) {
        fprintf(stderr, "tabula-book: %s\n", resume && !b.book ? err : "out of memory");
        return 1;
    }
    b.t0 = b.saved = now_s();
    if (table_seeds < 0)
        table_seeds = depth ? 0 : endgame_cache_seeds(g);
    Endgame *e = NULL;
    if (table_seeds > 0) {
        e = endgame_create(g, table_seeds, err, sizeof err);
        if (!e) {
            fprintf(stderr, "tabula-book: %s\n", err);
            return 1;
        }
        while (!endgame_build(e, (uint64_t)1 << 22))
            ;
        printf("endgame table of %d seeds built in %.0f s\n", table_seeds, now_s() - b.t0);
        search_set_endgame(b.warm, e);
        search_set_endgame(b.cold, e);
    }
    unsigned char start[512];
    Pos *p = (Pos *)(void *)start;
    rules->start(g, p);
    for (b.side = 0; b.side < 2; b.side++) {
        if (depth) {
            estimate(&b, p, depth, moves);
            printf("computer as side %d: book %zu entries, %.0f s\n", b.side, book_size(b.book), now_s() - b.t0);
            continue;
        }
        int v = build(&b, p, 0);
        printf("computer as side %d: start value %+d, book %zu entries, %.0f s\n", b.side, v, book_size(b.book),
               now_s() - b.t0);
    }
    if (book_save(b.book, out, err, sizeof err) != 0) {
        fprintf(stderr, "tabula-book: %s\n", err);
        return 1;
    }
    printf("book %s: %zu entries, %llu solves (%llu nodes), %llu tests, %.0f s\n", out, book_size(b.book),
           (unsigned long long)b.solves, (unsigned long long)b.nodes, (unsigned long long)b.tests, now_s() - b.t0);
    endgame_destroy(e);
    book_destroy(b.book);
    book_destroy(b.done[0]);
    book_destroy(b.done[1]);
    search_destroy(b.warm);
    search_destroy(b.cold);
    game_destroy(g);
    return 0;
}
