/*
 * test_record_tree.c - records with variations (record_read_tree,
 * record_format_tree): random trees of nested variations of every game
 * written and read back unchanged, the readers of one game taking their
 * main line; texts written by hand, with comments and move numbers, read
 * as a player means them; illegal moves and unclosed parentheses anywhere
 * refused with the line to blame; a record without variations a tree of
 * one line that writes the same text as record_format.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "record.h"

static Record rec, back;
static char text[1 << 18], again[1 << 18];

static uint64_t rt_next(uint64_t *s)
{
    return game_rng_next(s);
}

/* A match of rec's game at the position of tree node n. */
static void rt_goto(Match *m, const VarTree *t, VarNode n)
{
    static Move path[MATCH_MAX_PLIES];
    int d = vartree_path(t, n, path, MATCH_MAX_PLIES);
    match_reset(m, NULL);
    for (int i = 0; i < d; i++)
        cr_assert_eq(match_play(m, path[i], NULL), 0, "move %d of the path is not legal", i + 1);
}

/* Plays up to `plies` random moves on m, adding them below n as first
 * children; the last node. */
static VarNode rt_extend(Match *m, VarTree *t, VarNode n, int plies, uint64_t *rng)
{
    Move moves[GAME_MAX_MOVES];
    for (int i = 0; i < plies; i++) {
        int k = match_legal(m, moves);
        if (k == 0)
            break;
        Move mv = moves[rt_next(rng) % (uint64_t)k];
        cr_assert_eq(match_play(m, mv, NULL), 0);
        n = vartree_add(t, n, mv);
        cr_assert_neq(n, VAR_NONE);
    }
    return n;
}

/* A random tree of game `name`: a main line of up to main_plies moves,
 * then `nvar` variations of a few moves each, branching from random nodes
 * (of the main line or of earlier variations, so they nest).  rec holds
 * the game and its players. */
static void random_tree(const char *name, const char *const *opts, uint64_t *rng, int main_plies, int nvar,
                        VarTree *t)
{
    Game *g = eu_game(name, opts);
    memset(&rec, 0, sizeof rec);
    rec.rules = g->rules;
    rec.opts = g->opts;
    snprintf(rec.player[0], sizeof rec.player[0], "You");
    snprintf(rec.player[1], sizeof rec.player[1], "Computer (hard)");
    vartree_clear(t);
    Match *m = match_create(g, NULL);
    cr_assert_not_null(m);
    rt_extend(m, t, VAR_ROOT, main_plies, rng);
    for (int k = 0; k < nvar; k++) {
        /* A random node: a random walk down from the root. */
        VarNode n = VAR_ROOT;
        while (vartree_first(t, n) != VAR_NONE && rt_next(rng) % 8 != 0) {
            VarNode c = vartree_first(t, n);
            for (uint64_t skip = rt_next(rng) % 3; skip > 0 && vartree_next(t, c) != VAR_NONE; skip--)
                c = vartree_next(t, c);
            n = c;
        }
        rt_goto(m, t, n);
        Move moves[GAME_MAX_MOVES];
        int nm = match_legal(m, moves);
        if (nm == 0)
            continue;
        Move mv = moves[rt_next(rng) % (uint64_t)nm];
        if (vartree_find(t, n, mv) != VAR_NONE)
            continue;
        cr_assert_eq(match_play(m, mv, NULL), 0);
        rt_extend(m, t, vartree_add(t, n, mv), (int)(rt_next(rng) % 7), rng);
    }
    match_destroy(m);
    game_destroy(g);
}

/* The two trees have the same moves in the same order everywhere. */
static void same_tree(const VarTree *a, VarNode na, const VarTree *b, VarNode nb)
{
    cr_assert_eq(vartree_move(a, na), vartree_move(b, nb));
    VarNode ca = vartree_first(a, na), cb = vartree_first(b, nb);
    for (; ca != VAR_NONE && cb != VAR_NONE; ca = vartree_next(a, ca), cb = vartree_next(b, cb))
        same_tree(a, ca, b, cb);
    cr_assert_eq(ca, VAR_NONE, "a child more in the first tree, below depth %d", vartree_depth(a, na));
    cr_assert_eq(cb, VAR_NONE, "a child more in the second tree, below depth %d", vartree_depth(b, nb));
}

/* The tree's main line equals moves[0..n). */
static void main_line_is(const VarTree *t, const Move *moves, int n)
{
    int i = 0;
    for (VarNode x = vartree_first(t, VAR_ROOT); x != VAR_NONE; x = vartree_first(t, x), i++) {
        cr_assert_lt(i, n, "the tree's main line is longer");
        cr_assert_eq(vartree_move(t, x), moves[i], "move %d of the main line", i + 1);
    }
    cr_assert_eq(i, n, "the tree's main line is shorter");
}

/* The deepest nesting of parentheses in s. */
static int nesting(const char *s)
{
    int d = 0, most = 0;
    for (; *s; s++) {
        d += *s == '(' ? 1 : *s == ')' ? -1 : 0;
        most = d > most ? d : most;
    }
    return most;
}

/* Random trees of a game written, read back and compared; returns the
 * deepest nesting written. */
static int round_trips(const char *name, const char *const *opts, uint64_t seed, int main_plies, int trees)
{
    VarTree *t = vartree_create(), *u = vartree_create();
    cr_assert(t && u);
    uint64_t rng = seed;
    int deepest = 0;
    char err[256];
    for (int k = 0; k < trees; k++) {
        random_tree(name, opts, &rng, main_plies, 5 + k % 30, t);
        int len = record_format_tree(&rec, t, text, sizeof text);
        cr_assert_gt(len, 0, "%s tree %d", name, k);
        cr_assert_eq(record_read_tree(text, (size_t)len, &back, u, err, sizeof err), 0, "%s\n%s", err, text);
        same_tree(t, VAR_ROOT, u, VAR_ROOT);
        cr_assert_eq(vartree_count(u), vartree_count(t));
        main_line_is(u, back.moves, back.nmoves);
        cr_assert_str_eq(back.player[1], "Computer (hard)");
        /* Written again, the same text. */
        int len2 = record_format_tree(&back, u, again, sizeof again);
        cr_assert_eq(len2, len);
        cr_assert_str_eq(again, text);
        /* The readers of one game take the main line, and only it. */
        cr_assert_eq(record_parse(text, (size_t)len, &back, err, sizeof err), 0, "%s\n%s", err, text);
        main_line_is(t, back.moves, back.nmoves);
        RecordReport rep;
        cr_assert_eq(record_read(text, (size_t)len, &back, &rep, err, sizeof err), 0, "%s", err);
        cr_assert_eq(rep.problem, RECORD_FINE, "%s\n%s", err, text);
        main_line_is(t, back.moves, back.nmoves);
        /* Lines of at most 72 columns, but for the result after the last
         * move (as record_format writes them). */
        for (const char *s = text, *nl; *s; s = nl + 1) {
            nl = strchr(s, '\n');
            cr_assert_not_null(nl);
            cr_assert_leq(nl - s, nl[1] ? 72 : 80, "a line of %d columns:\n%s", (int)(nl - s), text);
        }
        int d = nesting(text);
        deepest = d > deepest ? d : deepest;
    }
    vartree_destroy(t);
    vartree_destroy(u);
    return deepest;
}

Test(record_tree, trees_of_every_game_written_and_read_back)
{
    const char *const small[] = {"pits=4", "seeds=3", "empty_capture=on", NULL};
    const char *const six[] = {"finish=six", NULL};
    /* Kalah and Oware to their end (the Result is the main line's). */
    cr_expect_geq(round_trips("kalah", NULL, 1, 10000, 40), 2, "no variation nested in another");
    cr_expect_geq(round_trips("kalah", small, 2, 10000, 40), 2);
    cr_expect_geq(round_trips("oware", six, 3, 10000, 20), 2);
    cr_expect_geq(round_trips("hasami", NULL, 4, 120, 20), 2);
    cr_expect_geq(round_trips("khan", NULL, 5, 120, 20), 2);
}

/* ---- texts written by hand ---- */

/* The moves from the root to n, as text, space separated. */
static const char *path_text(const Game *g, const VarTree *t, VarNode n)
{
    static char s[1024];
    static Move path[MATCH_MAX_PLIES];
    int d = vartree_path(t, n, path, MATCH_MAX_PLIES);
    Match *m = match_create(g, NULL);
    size_t used = 0;
    s[0] = '\0';
    for (int i = 0; i < d; i++) {
        char mv[32];
        g->rules->format_move(g, match_pos(m), path[i], mv, sizeof mv);
        game_append(s, sizeof s, &used, "%s%s", i ? " " : "", mv);
        cr_assert_eq(match_play(m, path[i], NULL), 0);
    }
    match_destroy(m);
    return s;
}

/* The children of n, as their moves' text in order. */
static const char *children_text(const Game *g, const VarTree *t, VarNode n)
{
    static char s[1024];
    size_t used = 0;
    s[0] = '\0';
    Match *m = match_create(g, NULL);
    static Move path[MATCH_MAX_PLIES];
    int d = vartree_path(t, n, path, MATCH_MAX_PLIES);
    for (int i = 0; i < d; i++)
        match_play(m, path[i], NULL);
    for (VarNode c = vartree_first(t, n); c != VAR_NONE; c = vartree_next(t, c)) {
        char mv[32];
        g->rules->format_move(g, match_pos(m), vartree_move(t, c), mv, sizeof mv);
        game_append(s, sizeof s, &used, "%s%s", used ? " " : "", mv);
    }
    match_destroy(m);
    return s;
}

/* The node reached from n by the moves named in `moves`. */
static VarNode node_at(const Game *g, const VarTree *t, const char *moves)
{
    Match *m = match_create(g, NULL);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    VarNode n = VAR_ROOT;
    for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        Move mv;
        cr_assert_eq(game_parse_legal_move(g, match_pos(m), w, &mv), 0, "%s", w);
        n = vartree_find(t, n, mv);
        cr_assert_neq(n, VAR_NONE, "no node %s", moves);
        match_play(m, mv, NULL);
    }
    match_destroy(m);
    return n;
}

Test(record_tree, a_text_written_by_hand)
{
    /* Kalah(6,4): C ends in the store, so player 1 moves again: F, or D
     * in the variation; after C D player 2 plays H (an extra turn: then
     * J) or I.  Comments anywhere, over lines, even one holding what
     * looks like a tag; parentheses glued to the words around them or
     * not; move numbers as decoration. */
    const char *k = "[Game \"kalah\"]\n[Result \"*\"]\n\n"
                    "{Before the first move} 1. C F (1. D H(1... I){glued}J)\n"
                    "1... J {a comment\n"
                    "[Date \"not a tag\"]\n"
                    "over three lines} 2. B (2. A) *\n";
    char err[256];
    VarTree *t = vartree_create();
    Game *g = eu_game("kalah", NULL);
    cr_assert_eq(record_read_tree(k, strlen(k), &rec, t, err, sizeof err), 0, "%s", err);
    cr_expect_eq(vartree_count(t), 10);
    cr_expect_str_eq(children_text(g, t, VAR_ROOT), "C");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "C")), "F D");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "C D")), "H I");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "C D H")), "J");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "C F J")), "B A");
    cr_expect_str_eq(path_text(g, t, vartree_line_end(t, VAR_ROOT)), "C F J B");
    cr_expect_eq(rec.nmoves, 4);
    main_line_is(t, rec.moves, rec.nmoves);
    cr_expect_str_eq(rec.date, "", "a tag in a comment is the comment's");
    /* The game's readers see the main line alone. */
    cr_assert_eq(record_parse(k, strlen(k), &back, err, sizeof err), 0, "%s", err);
    cr_expect_eq(back.nmoves, 4);
    cr_expect_eq(memcmp(back.moves, rec.moves, sizeof rec.moves[0] * 4), 0);
    /* Written back: numbers where a line starts again, comments gone. */
    int len = record_format_tree(&rec, t, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(text, "[Game \"kalah\"]\n[Options \"pits=6 seeds=4 empty_capture=off\"]\n"
                           "[Program \"Tabula " TABULA_VERSION "\"]\n[Result \"*\"]\n\n"
                           "1. C F (1. D H (1... I) 1... J) 1... J 2. B (2. A) *\n");
    /* A variation at the very first move, and one of a variation's first
     * move (both branch from the same position). */
    const char *v = "[Game \"kalah\"]\n\n1. C (1. A (1. B) (1. E)) (1. D) F\n";
    cr_assert_eq(record_read_tree(v, strlen(v), &rec, t, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(children_text(g, t, VAR_ROOT), "C A B E D");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "C")), "F");
    len = record_format_tree(&rec, t, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(strstr(text, "\n\n") + 2, "1. C (1. A) (1. B) (1. E) (1. D) 1. F *\n",
                     "a variation of a variation's first move is written beside it");
    /* A game that player 2 starts: its first move is numbered "1...". */
    const char *s = "[Game \"kalah\"]\n[Start \"4,4,4,4,4,4/4,4,4,4,4,4/0,0/2\"]\n\n1... G (1... H 2. A) 2. B\n";
    cr_assert_eq(record_read_tree(s, strlen(s), &rec, t, err, sizeof err), 0, "%s", err);
    len = record_format_tree(&rec, t, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(strstr(text, "\n\n") + 2, "1... G (1... H 2. A) 2. B *\n");
    game_destroy(g);
    vartree_destroy(t);
}

Test(record_tree, a_hasami_tree_by_hand)
{
    /* Black's first move and two others in its place, White's answer to
     * one of them with a variation of its own. */
    const char *h = "[Game \"hasami\"]\n\n1. a9a5 (1. b9b5 a1a4 (1... i1i6)) (1. c9c5) e1e4 2. b9b6 *\n";
    char err[256];
    VarTree *t = vartree_create();
    Game *g = eu_game("hasami", NULL);
    cr_assert_eq(record_read_tree(h, strlen(h), &rec, t, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(children_text(g, t, VAR_ROOT), "a9a5 b9b5 c9c5");
    cr_expect_str_eq(children_text(g, t, node_at(g, t, "b9b5")), "a1a4 i1i6");
    cr_expect_str_eq(path_text(g, t, vartree_line_end(t, VAR_ROOT)), "a9a5 e1e4 b9b6");
    int len = record_format_tree(&rec, t, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(strstr(text, "\n\n") + 2, "1. a9a5 (1. b9b5 a1a4 (1... i1i6)) (1. c9c5) 1... e1e4 2. b9b6 *\n");
    game_destroy(g);
    vartree_destroy(t);
}

/* ---- refusals ---- */

Test(record_tree, illegal_moves_and_broken_variations_are_refused)
{
    static const struct {
        const char *moves; /* after "[Game \"kalah\"]\n\n" */
        const char *reason; /* in the reason given */
    } bad[] = {
        /* After C D player 2 is to move: D is player 1's pit. */
        {"1. C F (1. D D) 1... J\n", "line 3: move 3 'D' of a variation is not legal"},
        {"1. C F\n(1. D H\n(1... I A)) 1... J\n", "line 5: move 4 'A' of a variation is not legal"},
        {"1. C F (1. D H\n", "line 3: the variation opened here is never closed"},
        {"1. C F (1. D {H\n) 1... J\n", "line 3: the comment opened here is never closed"},
        {"1. C F ) J\n", "line 3: a ')' with no '(' before it"},
        {"1. C F } J\n", "line 3: a '}' with no '{' before it"},
        {"1. C F (1. D) J * (1... K)\n", "moves after the result"},
        {"(1. C) D\n", "line 3: a variation must follow the move it replaces"},
        {"1. C ((1. D)) F\n", "a variation must follow the move it replaces"},
        {"1. C F () J\n", "line 3: a variation without a move"},
        {"1. C F ({only a comment}) J\n", "a variation without a move"},
        {"1. C F (1. D *) J\n", "a result inside a variation"},
        {"1. C F (1. F) J\n", "the variation 'F' repeats a move given there"},
        {"1. C F (1. D) (1. D H) J\n", "the variation 'D' repeats"},
    };
    char t[512], err[256];
    VarTree *tree = vartree_create();
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(t, sizeof t, "[Game \"kalah\"]\n\n%s", bad[i].moves);
        err[0] = '\0';
        cr_expect_eq(record_read_tree(t, strlen(t), &rec, tree, err, sizeof err), -1, "accepted #%zu", i);
        cr_expect_not_null(strstr(err, bad[i].reason), "#%zu: '%s', expected '%s'", i, err, bad[i].reason);
        cr_expect_eq(vartree_count(tree), 1, "#%zu: a refused record leaves the root alone", i);
    }
    /* The readers of one game do not look into variations, but a record
     * whose parentheses or braces do not close is damaged for them too. */
    snprintf(t, sizeof t, "[Game \"kalah\"]\n\n%s", bad[0].moves);
    cr_expect_eq(record_parse(t, strlen(t), &rec, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rec.nmoves, 3);
    for (size_t i = 2; i < 7; i++) {
        snprintf(t, sizeof t, "[Game \"kalah\"]\n\n%s", bad[i].moves);
        cr_expect_neq(record_parse(t, strlen(t), &rec, err, sizeof err), 0, "#%zu", i);
        cr_expect_not_null(strstr(err, bad[i].reason), "#%zu: '%s', expected '%s'", i, err, bad[i].reason);
    }
    /* Opening a saved game, a variation or comment cut short is the end
     * of the file's readable part: the main line up to it. */
    RecordReport rep;
    const char *cut = "[Game \"kalah\"]\n[Result \"1-0\"]\n\n1. C F (1. D H\n(1... I) J\n";
    cr_assert_eq(record_read(cut, strlen(cut), &rec, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_CUT);
    cr_expect_eq(rep.line, 4, "the line where the variation opened");
    cr_expect_eq(rep.move, 3);
    cr_expect_eq(rec.nmoves, 2);
    const char *comment = "[Game \"kalah\"]\n\n1. C F {a comment cut\n";
    cr_assert_eq(record_read(comment, strlen(comment), &rec, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_CUT);
    cr_expect_eq(rec.nmoves, 2);
    const char *stray = "[Game \"kalah\"]\n\n1. C F ) J\n";
    cr_assert_eq(record_read(stray, strlen(stray), &rec, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_CUT);
    cr_expect_eq(rep.move, 3);
    vartree_destroy(tree);
}

/* ---- records of one line ---- */

Test(record_tree, a_record_without_variations_is_a_tree_of_one_line)
{
    uint64_t rng = 99;
    VarTree *t = vartree_create(), *u = vartree_create();
    char err[256];
    for (int k = 0; k < 30; k++) {
        const char *name = k % 3 == 0 ? "oware" : k % 3 == 1 ? "kalah" : "hasami";
        random_tree(name, NULL, &rng, k % 4 == 0 ? 9 : 200, 0, t);
        int len = record_format_tree(&rec, t, text, sizeof text);
        cr_assert_gt(len, 0);
        cr_assert_eq(record_parse(text, (size_t)len, &back, err, sizeof err), 0, "%s", err);
        /* The same text as record_format writes of the line. */
        int len2 = record_format(&back, again, sizeof again);
        cr_assert_eq(len2, len);
        cr_assert_str_eq(again, text);
        /* Read as a tree: one line, the record's moves. */
        cr_assert_eq(record_read_tree(again, (size_t)len2, &rec, u, err, sizeof err), 0, "%s", err);
        cr_assert_eq(vartree_count(u), back.nmoves + 1);
        main_line_is(u, back.moves, back.nmoves);
        cr_assert_eq(rec.nmoves, back.nmoves);
        cr_assert_eq(memcmp(rec.moves, back.moves, sizeof rec.moves[0] * (size_t)rec.nmoves), 0);
    }
    /* An empty tree: a record of no moves. */
    vartree_clear(t);
    int len = record_format_tree(&rec, t, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(strstr(text, "\n\n") + 2, "*\n");
    /* A buffer too small, or a tree whose move is not legal: -1. */
    random_tree("kalah", NULL, &rng, 30, 10, t);
    cr_expect_eq(record_format_tree(&rec, t, text, 100), -1);
    vartree_add(t, vartree_line_end(t, VAR_ROOT), 200);
    cr_expect_eq(record_format_tree(&rec, t, text, sizeof text), -1);
    vartree_destroy(t);
    vartree_destroy(u);
}
