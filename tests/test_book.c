/*
 * test_book.c - opening books: files that round-trip and refuse damage,
 * the search taking book values as proofs (same values, fewer nodes), and
 * the books shipped in assets/book checked against the game itself: every
 * entry one of a perfect computer's positions or a reply to one, every
 * value the best of its moves' values, and the positions where the book
 * hands over to the search solved again by the exact search.  Estimates
 * (Oware's book): played at once by the level that plays the book, never
 * taken as proofs, and the shipped one whole.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "book.h"
#include "engine_util.h"
#include "search.h"

static SearchResult tb_solve(Search *s, const Pos *p, int analyze)
{
    SearchLimits lim = {0};
    lim.exact = 1;
    lim.analyze = analyze;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

/* Enters p's exact value and best move, as the book builder does. */
static void tb_enter(Book *b, const Game *g, const Pos *p, const SearchResult *r)
{
    BookEntry e;
    e.key = pos_hash(p);
    e.value = (int8_t)(r->value - g->rules->base_value(g, p));
    Move m = pos_side(p) ? g->rules->mirror_move(g, r->move) : r->move;
    e.move = (uint8_t)m;
    e.flags = 0;
    cr_assert_eq(book_put(b, &e), 0);
}

Test(book, files_round_trip_and_refuse_damage)
{
    const char *const small[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", small);
    Book *b = book_create(g);
    cr_assert_not_null(b);
    for (uint64_t k = 1; k <= 3000; k++) {
        BookEntry e = {k * 0x9E3779B97F4A7C15ull, (int8_t)(k % 41) - 20, (uint8_t)(k % 4), (uint8_t)(k % 2)};
        cr_assert_eq(book_put(b, &e), 0);
    }
    BookEntry again = {2 * 0x9E3779B97F4A7C15ull, 7, 1, 0}; /* a key put twice keeps the last */
    cr_assert_eq(book_put(b, &again), 0);
    cr_expect_eq(book_size(b), 3000);
    cr_expect_eq(book_find(b, again.key)->value, 7);
    cr_expect_null(book_find(b, 12345));

    char dir[] = "/tmp/tabula-book-XXXXXX", path[512], err[600];
    cr_assert_not_null(mkdtemp(dir));
    cr_assert_eq(book_file_name(g, dir, path, sizeof path), 0);
    cr_expect(strstr(path, "/kalah-pits-4-seeds-3-empty_capture-off.book") != NULL, "%s", path);
    cr_expect_null(book_load(g, path, err, sizeof err));
    cr_expect_str_eq(err, BOOK_ABSENT);
    cr_assert_eq(book_save(b, path, err, sizeof err), 0, "%s", err);
    Book *l = book_load(g, path, err, sizeof err);
    cr_assert_not_null(l, "%s", err);
    cr_expect_eq(book_size(l), book_size(b));
    for (size_t i = 0; i < book_size(b); i++) {
        const BookEntry *e = book_entry(b, i), *f = book_find(l, e->key);
        cr_assert_not_null(f);
        cr_expect(f->value == e->value && f->move == e->move && f->flags == e->flags);
    }
    book_destroy(l);

    /* The same book saved twice makes the same bytes; a flipped byte, a
     * cut file and another game's options are refused. */
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f);
    static unsigned char bytes[1 << 16];
    size_t n = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    cr_assert_gt(n, 30000);
    char path2[600];
    snprintf(path2, sizeof path2, "%s/copy.book", dir);
    cr_assert_eq(book_save(b, path2, err, sizeof err), 0);
    f = fopen(path2, "rb");
    static unsigned char bytes2[1 << 16];
    cr_expect_eq(fread(bytes2, 1, sizeof bytes2, f), n);
    fclose(f);
    cr_expect_eq(memcmp(bytes, bytes2, n), 0);

    bytes[n - 5] ^= 0x10;
    f = fopen(path2, "wb");
    fwrite(bytes, 1, n, f);
    fclose(f);
    cr_expect_null(book_load(g, path2, err, sizeof err));
    cr_expect(strstr(err, "checksum") != NULL, "%s", err);
    f = fopen(path2, "wb");
    fwrite(bytes, 1, n - 10, f);
    fclose(f);
    cr_expect_null(book_load(g, path2, err, sizeof err));
    cr_expect(strstr(err, "entries long") != NULL, "%s", err);
    const char *const other[] = {"pits=4", "seeds=3", "empty_capture=on", NULL};
    Game *g2 = eu_game("kalah", other);
    cr_expect_null(book_load(g2, path, err, sizeof err));
    cr_expect(strstr(err, "not a book of this game") != NULL, "%s", err);
    game_destroy(g2);

    /* A save that cannot be written leaves the file that was there. */
    char gone[600];
    snprintf(gone, sizeof gone, "%s/no/such/folder/x.book", dir);
    cr_expect_neq(book_save(b, gone, err, sizeof err), 0);
    l = book_load(g, path, err, sizeof err);
    cr_expect_not_null(l, "%s", err);
    book_destroy(l);

    remove(path);
    remove(path2);
    rmdir(dir);
    book_destroy(b);
    game_destroy(g);
}

/* A book of exact values changes no value the exact search finds, saves
 * it nodes, and answers a position it holds without searching.  Values
 * and moves kept from side 1's view come back right for both sides (the
 * hash of Kalah makes a position and its mirror one entry). */
Test(book, search_takes_book_values_as_proofs)
{
    const char *const small[] = {"pits=4", "seeds=3", NULL};
    Game *g = eu_game("kalah", small);
    Pos *p = pos_new(g);
    Book *b = book_create(g);
    Search *s = search_create(g, 8u << 20);
    uint64_t rng = 11;
    for (int k = 0; k < 60; k++) { /* positions two to five moves in */
        eu_random_position(g, p, &rng, 2 + k % 4);
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            continue;
        search_clear(s);
        SearchResult r = tb_solve(s, p, 0);
        cr_assert(r.exact);
        tb_enter(b, g, p, &r);
    }
    cr_assert_gt(book_size(b), 30);
    Search *with = search_create(g, 8u << 20);
    search_set_book(with, b);
    uint64_t nodes_with = 0, nodes_without = 0;
    int answered = 0;
    for (int k = 0; k < 40; k++) {
        eu_random_position(g, p, &rng, k % 4);
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            continue;
        search_clear(s);
        search_clear(with);
        SearchResult a = tb_solve(s, p, 1), c = tb_solve(with, p, 1);
        cr_assert(a.exact && c.exact);
        cr_assert_eq(a.nroot, c.nroot);
        for (int i = 0; i < a.nroot; i++) {
            int j = 0;
            while (c.root_moves[j] != a.root_moves[i])
                j++;
            cr_expect_eq(c.root_values[j], a.root_values[i], "move %d", a.root_moves[i]);
        }
        nodes_without += a.nodes;
        nodes_with += c.nodes;
        int v;
        Move m;
        if (book_probe(b, p, &v, &m)) { /* held: answered at once, with a best move */
            search_clear(with);
            SearchResult r = tb_solve(with, p, 0);
            cr_expect(r.exact && r.nodes == 0 && r.value == a.value && r.move == m);
            cr_expect_eq(r.value, a.root_values[0]);
            int best = 0;
            for (int i = 0; i < a.nroot; i++)
                best |= a.root_moves[i] == m && a.root_values[i] == a.value;
            cr_expect(best, "the book's move %d is not a best move", m);
            answered++;
        }
    }
    cr_expect_gt(answered, 3);
    cr_expect_lt(nodes_with * 2, nodes_without, "with the book %llu nodes, without %llu",
                 (unsigned long long)nodes_with, (unsigned long long)nodes_without);
    search_destroy(with);
    search_destroy(s);
    book_destroy(b);
    pos_free(p);
    game_destroy(g);
}

/* Runs an expert search to depth 6 of p with lim.book as given. */
static SearchResult tb_expert(Search *s, const Game *g, const Pos *p, int book)
{
    SearchLimits lim;
    level_limits(g, p, LEVEL_EXPERT, 1, &lim);
    lim.time_ms = 0;
    lim.depth = 6;
    lim.book = book;
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    return *search_result(s);
}

/* An estimate is played at once by a level that plays the book, with its
 * value and not as proven; a search that does not play the book, an
 * analysis and an exact search find what they find without it. */
Test(book, estimates_are_played_never_proofs)
{
    Game *g = eu_game("oware", NULL);
    Pos *p = eu_pos(g, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    Search *s = search_create(g, 8u << 20);
    SearchResult plain = tb_expert(s, g, p, 0);
    Move other = plain.move == 0 ? 1 : 0; /* a move the search does not choose */
    Book *b = book_create(g);
    BookEntry e = {pos_hash(p), 5, (uint8_t)other, BOOK_ESTIMATE};
    cr_assert_eq(book_put(b, &e), 0);
    int v, proven = 1;
    Move m;
    cr_expect_not(book_probe(b, p, &v, &m), "an estimate is not a proof");
    cr_assert(book_suggest(b, p, &v, &m, &proven));
    cr_expect(v == 5 && m == other && !proven);
    search_set_book(s, b);
    search_clear(s);
    SearchResult r = tb_expert(s, g, p, 1);
    cr_expect(r.move == other && r.value == 5 && !r.exact && r.nodes == 0, "move %d value %d exact %d nodes %llu",
              r.move, r.value, r.exact, (unsigned long long)r.nodes);
    search_clear(s);
    r = tb_expert(s, g, p, 0);
    cr_expect(r.move == plain.move && r.value == plain.value && r.nodes == plain.nodes);
    /* An exact search past a wrong estimate: F wins at once (22 to 3 and
     * three captured), the book says A, +1. */
    Pos *w = eu_pos(g, "0,0,0,0,0,1/2,4,4,4,4,4/22,3/1");
    BookEntry wrong = {pos_hash(w), 1, 0, BOOK_ESTIMATE};
    cr_assert_eq(book_put(b, &wrong), 0);
    search_clear(s);
    r = tb_solve(s, w, 0);
    cr_expect(r.exact && r.move == 5 && r.value == 25 - 3 && r.nodes > 0, "move %d value %d", r.move, r.value);
    search_clear(s);
    r = tb_solve(s, w, 1);
    cr_expect(r.exact && r.root_moves[0] == 5 && r.root_values[0] == 25 - 3);
    pos_free(w);
    book_destroy(b);
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}

/* ---- the books shipped in assets/book ---- */

typedef struct {
    const Game *g;
    const Book *b;
    Book *done[2]; /* positions walked as the computer's and as the replies' */
    int side;      /* the computer's side */
    uint64_t *frontier;
    Pos *fpos;     /* the frontier positions, pos_size apart */
    size_t nfront, cap;
    int bad;
} Walk;

/* p's book value, checked against its moves: a reply position's value is
 * the best of its moves', every move's position in the book; a computer
 * position's is its book move's, whose position is in the book, unless
 * the search in play takes over after it (kept for solving again). */
static int tb_walk(Walk *w, const Pos *p)
{
    const GameRules *r = w->g->rules;
    GameStatus st;
    r->status(w->g, p, NULL, 0, &st);
    if (st.over)
        return r->final_value(w->g, p, &st);
    int v, role = pos_side(p) != w->side;
    Move m;
    char text[GAME_TEXT_MAX];
    r->format_pos(w->g, p, text, sizeof text);
    if (!book_probe(w->b, p, &v, &m)) {
        w->bad++;
        cr_expect(0, "%s is not in the book", text);
        return 0;
    }
    int seen;
    Move sm;
    if (book_probe(w->done[role], p, &seen, &sm))
        return v;
    BookEntry e = {pos_hash(p), 0, 0, 0};
    cr_assert_eq(book_put(w->done[role], &e), 0);
    Move moves[GAME_MAX_MOVES];
    int n = r->legal(w->g, p, moves), legal = 0;
    for (int i = 0; i < n; i++)
        legal |= moves[i] == m;
    cr_expect(legal, "%s: the book's move %d is not legal", text, m);
    unsigned char child[512];
    Pos *c = (Pos *)(void *)child;
    if (role == 0) {
        if (book_find(w->b, pos_hash(p))->flags & BOOK_HANDOVER) {
            if (w->nfront == w->cap) {
                w->cap = w->cap ? 2 * w->cap : 256;
                w->fpos = realloc(w->fpos, w->cap * r->pos_size);
                cr_assert_not_null(w->fpos);
            }
            memcpy((unsigned char *)w->fpos + w->nfront++ * r->pos_size, p, r->pos_size);
            return v;
        }
        memcpy(child, p, r->pos_size);
        r->play(w->g, c, m, NULL);
        int cv = tb_walk(w, c);
        if (pos_side(c) != pos_side(p))
            cv = -cv;
        cr_expect_eq(cv, v, "%s: the book says %d, its move gives %d", text, v, cv);
        w->bad += cv != v;
        return v;
    }
    int best = -VALUE_INF;
    for (int i = 0; i < n; i++) {
        memcpy(child, p, r->pos_size);
        r->play(w->g, c, moves[i], NULL);
        int cv = tb_walk(w, c);
        if (pos_side(c) != pos_side(p))
            cv = -cv;
        if (cv > best)
            best = cv;
    }
    cr_expect_eq(best, v, "%s: the book says %d, the best of its moves %d", text, v, best);
    w->bad += best != v;
    return v;
}

/* The moves of their own a book of estimates holds for either side
 * (`tabula-book --game oware --estimate 22 --moves 3`, docs/engine.md). */
#define TB_ESTIMATED_MOVES 3

/* A book of estimates from p: the computer (side) has a legal move, not
 * called proven, in each of its positions of its first `left` moves after
 * every reply of the other side; those positions are entered in seen. */
static void tb_estimates(const Game *g, const Book *b, const Pos *p, int side, int left, Book *seen, int *bad)
{
    const GameRules *r = g->rules;
    GameStatus st;
    r->status(g, p, NULL, 0, &st);
    if (st.over || (pos_side(p) == side && left == 0))
        return;
    Move moves[GAME_MAX_MOVES];
    int n = r->legal(g, p, moves);
    unsigned char child[512];
    Pos *c = (Pos *)(void *)child;
    if (pos_side(p) != side) {
        for (int i = 0; i < n; i++) {
            memcpy(child, p, r->pos_size);
            r->play(g, c, moves[i], NULL);
            tb_estimates(g, b, c, side, left, seen, bad);
        }
        return;
    }
    char text[GAME_TEXT_MAX];
    r->format_pos(g, p, text, sizeof text);
    int v, proven = 0, legal = 0;
    Move m = MOVE_NONE;
    if (!book_suggest(b, p, &v, &m, &proven)) {
        cr_expect(0, "%s is not in the book", text);
        ++*bad;
        return;
    }
    for (int i = 0; i < n; i++)
        legal |= moves[i] == m;
    cr_expect(legal && !proven, "%s: move %d, proven %d", text, m, proven);
    *bad += !legal || proven;
    BookEntry e = {pos_hash(p), 0, 0, 0};
    cr_assert_eq(book_put(seen, &e), 0);
    memcpy(child, p, r->pos_size);
    r->play(g, c, m, NULL);
    tb_estimates(g, b, c, side, left - 1, seen, bad);
}

/* The game a book file was made for, from its first line. */
static Game *tb_book_game(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "%s", path);
    char line[512], name[64];
    cr_assert_not_null(fgets(line, sizeof line, f));
    fclose(f);
    int used = 0;
    cr_assert_eq(sscanf(line, "tabula-book %*d %63s %n", name, &used), 1, "%s", line);
    const char *opts[GAME_MAX_OPTIONS + 1];
    int n = 0;
    for (char *save, *t = strtok_r(line + used, " \n", &save); t && n < GAME_MAX_OPTIONS;
         t = strtok_r(NULL, " \n", &save))
        opts[n++] = t;
    opts[n] = NULL;
    return eu_game(name, opts);
}

Test(book, shipped_books_are_whole_and_exact, .timeout = 900)
{
    char dirname[1024];
    snprintf(dirname, sizeof dirname, "%s/assets/book", TABULA_SOURCE_DIR);
    DIR *d = opendir(dirname);
    cr_assert_not_null(d, "no folder %s", dirname);
    int books = 0, estimates = 0;
    for (struct dirent *de; (de = readdir(d)) != NULL;) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".book") != 0)
            continue;
        char path[2048], err[2400];
        snprintf(path, sizeof path, "%s/%s", dirname, de->d_name);
        Game *g = tb_book_game(path);
        Book *b = book_load(g, path, err, sizeof err);
        cr_assert_not_null(b, "%s", err);
        char want[2048];
        cr_assert_eq(book_file_name(g, dirname, want, sizeof want), 0);
        cr_expect_str_eq(want, path, "the file's name does not match its game");
        Pos *start = pos_new(g);
        g->rules->start(g, start);
        if (book_size(b) && (book_entry(b, 0)->flags & BOOK_ESTIMATE)) {
            Book *seen = book_create(g);
            int bad = 0;
            for (int side = 0; side < 2; side++)
                tb_estimates(g, b, start, side, TB_ESTIMATED_MOVES, seen, &bad);
            cr_expect_eq(book_size(seen), book_size(b), "%s: %zu of %zu entries reached", de->d_name,
                         book_size(seen), book_size(b));
            cr_expect_eq(bad, 0);
            printf("%s: %zu estimates\n", de->d_name, book_size(b));
            estimates++;
            book_destroy(seen);
            pos_free(start);
            book_destroy(b);
            game_destroy(g);
            continue;
        }
        Walk w = {g, b, {book_create(g), book_create(g)}, 0, NULL, NULL, 0, 0, 0};
        for (w.side = 0; w.side < 2; w.side++)
            tb_walk(&w, start);
        /* Every entry is one of the positions walked. */
        size_t reached = 0;
        for (size_t i = 0; i < book_size(b); i++)
            reached += book_find(w.done[0], book_entry(b, i)->key) || book_find(w.done[1], book_entry(b, i)->key);
        cr_expect_eq(reached, book_size(b), "%s: %zu of %zu entries reached", de->d_name, reached, book_size(b));
        cr_expect_eq(w.bad, 0);
        /* Where the book hands over: a sample solved again from scratch. */
        cr_assert_gt(w.nfront, 0);
        Search *s = search_create(g, 32u << 20);
        char why[160];
        Endgame *e = endgame_create(g, 12, why, sizeof why);
        cr_assert_not_null(e, "%s", why);
        while (endgame_build(e, 1u << 22) == 0)
            ;
        search_set_endgame(s, e);
        uint64_t rng = 3;
        for (int k = 0; k < 6; k++) {
            const Pos *p = (const Pos *)(const void *)((unsigned char *)w.fpos +
                                                       (game_rng_next(&rng) % w.nfront) * g->rules->pos_size);
            int v;
            Move m;
            cr_assert(book_probe(b, p, &v, &m));
            search_clear(s);
            SearchResult r = tb_solve(s, p, 0);
            char text[GAME_TEXT_MAX];
            g->rules->format_pos(g, p, text, sizeof text);
            cr_expect(r.exact && r.value == v, "%s: the book says %d, the search %d", text, v, r.value);
            unsigned char child[512]; /* and its move gives that value */
            memcpy(child, p, g->rules->pos_size);
            g->rules->play(g, (Pos *)(void *)child, m, NULL);
            search_clear(s);
            SearchResult cr = tb_solve(s, (Pos *)(void *)child, 0);
            int cv = pos_side((Pos *)(void *)child) == pos_side(p) ? cr.value : -cr.value;
            cr_expect(cr.exact && cv == v, "%s: the book's move %d gives %d, not %d", text, m, cv, v);
        }
        printf("%s: %zu entries, %zu hand-over positions\n", de->d_name, book_size(b), w.nfront);
        endgame_destroy(e);
        search_destroy(s);
        free(w.fpos);
        book_destroy(w.done[0]);
        book_destroy(w.done[1]);
        pos_free(start);
        book_destroy(b);
        game_destroy(g);
        books++;
    }
    closedir(d);
    cr_expect_geq(books, 4, "%d books in %s", books, dirname);
    cr_expect_eq(estimates, 1, "%d books of estimates in %s (Oware's)", estimates, dirname);
}
