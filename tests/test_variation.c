/*
 * test_variation.c - the tree of variations (src/engine/variation.c): a
 * branch made, promoted and deleted leaves the tree expected; long random
 * sequences of adds, promotions and deletions agree after every step with
 * a plain tree of allocated nodes written here; deleted numbers come back;
 * a full tree refuses more without damage; a line thousands deep.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "variation.h"

/* The moves from the root to n as a string of small moves ('a' + move),
 * for comparing paths at a glance. */
static const char *path_text(const VarTree *t, VarNode n)
{
    static char s[64];
    Move moves[64];
    int d = vartree_path(t, n, moves, 63);
    cr_assert_lt(d, 64);
    for (int i = 0; i < d; i++)
        s[i] = (char)('a' + moves[i]);
    s[d] = '\0';
    return s;
}

/* n's children's moves in order, as a string. */
static const char *children_text(const VarTree *t, VarNode n)
{
    static char s[64];
    int k = 0;
    for (VarNode c = vartree_first(t, n); c != VAR_NONE && k < 63; c = vartree_next(t, c))
        s[k++] = (char)('a' + vartree_move(t, c));
    s[k] = '\0';
    return s;
}

Test(variation, a_branch_made_promoted_and_deleted)
{
    VarTree *t = vartree_create();
    cr_assert_not_null(t);
    cr_expect_eq(vartree_count(t), 1);
    cr_expect_eq(vartree_move(t, VAR_ROOT), MOVE_NONE);
    cr_expect_eq(vartree_parent(t, VAR_ROOT), VAR_NONE);
    /* The main line a b c d, then from after a: e f, and from there g. */
    VarNode a = vartree_add(t, VAR_ROOT, 0);
    VarNode b = vartree_add(t, a, 1);
    VarNode c = vartree_add(t, b, 2);
    VarNode d = vartree_add(t, c, 3);
    VarNode e = vartree_add(t, a, 4);
    VarNode f = vartree_add(t, e, 5);
    VarNode g = vartree_add(t, a, 6);
    cr_assert_eq(vartree_count(t), 8);
    cr_expect_eq(vartree_add(t, a, 4), e, "a move already studied is the same node");
    cr_expect_eq(vartree_add(t, VAR_ROOT, 0), a);
    cr_expect_eq(vartree_count(t), 8);
    cr_expect_str_eq(children_text(t, a), "beg");
    cr_expect_str_eq(path_text(t, f), "aef");
    cr_expect_eq(vartree_depth(t, f), 3);
    cr_expect(vartree_is_main(t, d));
    cr_expect_not(vartree_is_main(t, f));
    cr_expect_eq(vartree_line_end(t, a), d);
    cr_expect_eq(vartree_line_end(t, e), f);
    cr_expect_eq(vartree_find(t, a, 6), g);
    cr_expect_eq(vartree_find(t, a, 7), VAR_NONE);

    /* Promoting f raises e, the node where its line leaves the main one. */
    cr_expect_eq(vartree_promote(t, f), e);
    cr_expect_str_eq(children_text(t, a), "ebg");
    cr_expect(vartree_is_main(t, f));
    cr_expect_not(vartree_is_main(t, d));
    cr_expect_eq(vartree_line_end(t, VAR_ROOT), f);
    cr_expect_eq(vartree_promote(t, f), VAR_NONE, "the main line already");
    /* g, last, becomes first; the others keep their order. */
    cr_expect_eq(vartree_promote(t, g), g);
    cr_expect_str_eq(children_text(t, a), "geb");
    /* Promoting inside a variation of a variation only raises it there. */
    VarNode h = vartree_add(t, e, 7);
    cr_expect_str_eq(children_text(t, e), "fh");
    cr_expect_eq(vartree_promote(t, h), h);
    cr_expect_str_eq(children_text(t, e), "hf");
    cr_expect_not(vartree_is_main(t, h), "e is still second");
    cr_expect_str_eq(path_text(t, h), "aeh");

    /* Deleting e takes f and h with it; b and g keep their order. */
    cr_expect_eq(vartree_delete(t, e), a);
    cr_expect_str_eq(children_text(t, a), "gb");
    cr_expect_eq(vartree_count(t), 6);
    cr_expect_eq(vartree_move(t, f), MOVE_NONE, "a deleted node is no node");
    cr_expect_eq(vartree_parent(t, h), VAR_NONE);
    cr_expect_eq(vartree_add(t, f, 1), VAR_NONE);
    cr_expect_eq(vartree_delete(t, e), VAR_NONE);
    cr_expect_eq(vartree_delete(t, VAR_ROOT), VAR_NONE, "the root stays");
    cr_expect_str_eq(path_text(t, d), "abcd");
    cr_expect_eq(vartree_line_end(t, VAR_ROOT), g);
    /* Deleting the main continuation makes the next child the main one. */
    cr_expect_eq(vartree_delete(t, g), a);
    cr_expect(vartree_is_main(t, d));
    cr_expect_eq(vartree_line_end(t, VAR_ROOT), d);

    /* The numbers of deleted nodes are handed out again. */
    VarNode x = vartree_add(t, d, 9), y = vartree_add(t, d, 10), z = vartree_add(t, d, 11);
    VarNode got[3] = {x, y, z}, freed[4] = {e, f, g, h};
    for (int i = 0; i < 3; i++) {
        int reused = 0;
        for (int j = 0; j < 4; j++)
            reused += got[i] == freed[j];
        cr_expect_eq(reused, 1, "node %d is not a deleted one's number", got[i]);
    }
    cr_expect_str_eq(children_text(t, d), "jkl");

    vartree_clear(t);
    cr_expect_eq(vartree_count(t), 1);
    cr_expect_eq(vartree_first(t, VAR_ROOT), VAR_NONE);
    cr_expect_eq(vartree_move(t, a), MOVE_NONE);
    cr_expect_eq(vartree_add(t, VAR_ROOT, 3), 1, "a cleared tree numbers from 1 again");
    vartree_destroy(t);
}

/* ---- the reference: a plain tree of allocated nodes ---- */

typedef struct RefNode {
    Move move;
    int id; /* the tree's number for this node */
    struct RefNode *parent;
    struct RefNode **kids;
    int nkids, cap;
} RefNode;

static RefNode *ref_new(RefNode *parent, Move m, int id)
{
    RefNode *r = calloc(1, sizeof *r);
    cr_assert_not_null(r);
    r->move = m;
    r->id = id;
    r->parent = parent;
    if (parent) {
        if (parent->nkids == parent->cap) {
            parent->cap = parent->cap ? 2 * parent->cap : 4;
            parent->kids = realloc(parent->kids, sizeof *parent->kids * (size_t)parent->cap);
            cr_assert_not_null(parent->kids);
        }
        parent->kids[parent->nkids++] = r;
    }
    return r;
}

static int ref_index(const RefNode *r)
{
    for (int i = 0; i < r->parent->nkids; i++)
        if (r->parent->kids[i] == r)
            return i;
    cr_assert_fail("a node not among its parent's children");
    return -1;
}

/* Frees r's subtree, clearing the numbers it held in byid. */
static void ref_free(RefNode *r, RefNode **byid)
{
    for (int i = 0; i < r->nkids; i++)
        ref_free(r->kids[i], byid);
    byid[r->id] = NULL;
    free(r->kids);
    free(r);
}

static void ref_delete(RefNode *r, RefNode **byid)
{
    RefNode *p = r->parent;
    int i = ref_index(r);
    memmove(p->kids + i, p->kids + i + 1, sizeof *p->kids * (size_t)(p->nkids - i - 1));
    p->nkids--;
    ref_free(r, byid);
}

/* The node promote raises (NULL: none), raised. */
static RefNode *ref_promote(RefNode *r)
{
    while (r->parent && r->parent->kids[0] == r)
        r = r->parent;
    if (!r->parent)
        return NULL;
    RefNode *p = r->parent;
    int i = ref_index(r);
    memmove(p->kids + 1, p->kids, sizeof *p->kids * (size_t)i);
    p->kids[0] = r;
    return r;
}

/* Everything the tree says of every number agrees with the reference. */
static void ref_check(const VarTree *t, RefNode *const *byid, int high, int step)
{
    int live = 0;
    for (int id = 0; id < high; id++) {
        const RefNode *r = byid[id];
        if (!r) {
            cr_assert_eq(vartree_move(t, id), MOVE_NONE, "step %d: %d is deleted", step, id);
            cr_assert_eq(vartree_parent(t, id), VAR_NONE, "step %d", step);
            cr_assert_eq(vartree_first(t, id), VAR_NONE, "step %d", step);
            cr_assert_eq(vartree_next(t, id), VAR_NONE, "step %d", step);
            continue;
        }
        live++;
        cr_assert_eq(vartree_move(t, id), r->move, "step %d: node %d", step, id);
        cr_assert_eq(vartree_parent(t, id), r->parent ? r->parent->id : VAR_NONE, "step %d: node %d", step, id);
        /* The children in order. */
        VarNode c = vartree_first(t, id);
        for (int i = 0; i < r->nkids; i++, c = vartree_next(t, c))
            cr_assert_eq(c, r->kids[i]->id, "step %d: child %d of %d", step, i, id);
        cr_assert_eq(c, VAR_NONE, "step %d: node %d has more children", step, id);
        /* Depth, path and whether it is on the main line, from the root. */
        Move want[512], got[512];
        int d = 0, main = 1;
        for (const RefNode *x = r; x->parent; x = x->parent)
            d++;
        cr_assert_lt(d, 512);
        int i = d;
        for (const RefNode *x = r; x->parent; x = x->parent) {
            want[--i] = x->move;
            main &= x->parent->kids[0] == x;
        }
        cr_assert_eq(vartree_depth(t, id), d, "step %d: node %d", step, id);
        cr_assert_eq(vartree_path(t, id, got, 512), d, "step %d", step);
        cr_assert_eq(memcmp(got, want, sizeof want[0] * (size_t)d), 0, "step %d: path of %d", step, id);
        cr_assert_eq(vartree_is_main(t, id), main, "step %d: node %d", step, id);
        const RefNode *end = r;
        while (end->nkids)
            end = end->kids[0];
        cr_assert_eq(vartree_line_end(t, id), end->id, "step %d: node %d", step, id);
        for (int k = 0; k < r->nkids; k++)
            cr_assert_eq(vartree_find(t, id, r->kids[k]->move), r->kids[k]->id, "step %d", step);
    }
    cr_assert_eq(vartree_count(t), live, "step %d", step);
}

/* A random live node: one of the numbers below high that byid holds. */
static int ref_pick(RefNode *const *byid, int high, unsigned *rng)
{
    for (;;) {
        *rng = *rng * 1103515245u + 12345u;
        int id = (int)((*rng >> 8) % (unsigned)high);
        if (byid[id])
            return id;
    }
}

Test(variation, random_operations_against_a_plain_tree)
{
    static RefNode *byid[VAR_MAX_NODES];
    memset(byid, 0, sizeof byid);
    VarTree *t = vartree_create();
    cr_assert_not_null(t);
    byid[0] = ref_new(NULL, MOVE_NONE, 0);
    int high = 1; /* numbers handed out so far */
    unsigned rng = 48;
    for (int step = 0; step < 20000; step++) {
        rng = rng * 1103515245u + 12345u;
        int op = (int)((rng >> 8) % 16);
        int id = ref_pick(byid, high, &rng);
        RefNode *r = byid[id];
        if (op < 12) { /* add: few moves, so a move already there is often met */
            rng = rng * 1103515245u + 12345u;
            Move m = (Move)((rng >> 8) % 5);
            RefNode *there = NULL;
            for (int i = 0; i < r->nkids; i++)
                if (r->kids[i]->move == m)
                    there = r->kids[i];
            int freed = 0;
            for (int k = 0; k < high; k++)
                freed += byid[k] == NULL;
            VarNode n = vartree_add(t, id, m);
            if (there) {
                cr_assert_eq(n, there->id, "step %d: the existing child", step);
            } else {
                cr_assert_geq(n, 0, "step %d", step);
                cr_assert_null(n < high ? byid[n] : NULL, "step %d: %d is in use", step, n);
                /* A deleted number first, a new one only when none is free. */
                cr_assert(freed ? n < high : n == high, "step %d: node %d (%d free below %d)", step, n, freed, high);
                if (n == high)
                    high++;
                byid[n] = ref_new(r, m, n);
            }
        } else if (op < 14) {
            RefNode *up = ref_promote(r);
            cr_assert_eq(vartree_promote(t, id), up ? up->id : VAR_NONE, "step %d: promote %d", step, id);
        } else {
            if (id == 0) {
                cr_assert_eq(vartree_delete(t, id), VAR_NONE, "step %d", step);
            } else {
                int parent = r->parent->id;
                cr_assert_eq(vartree_delete(t, id), parent, "step %d: delete %d", step, id);
                ref_delete(r, byid);
            }
        }
        ref_check(t, byid, high, step);
    }
    cr_expect_gt(high, 100, "the tree grew only to %d numbers", high);
    ref_free(byid[0], byid);
    vartree_destroy(t);
}

Test(variation, a_full_tree_refuses_more_and_stays_whole)
{
    VarTree *t = vartree_create();
    cr_assert_not_null(t);
    /* A main line of 100 moves, and below each node of it 4 leaves... */
    VarNode line[100];
    VarNode n = VAR_ROOT;
    for (int i = 0; i < 100; i++)
        n = line[i] = vartree_add(t, n, (Move)i);
    /* ...then one long line from the last until the tree is full. */
    VarNode x = line[99];
    int added = 0;
    for (;;) {
        VarNode y = vartree_add(t, x, (Move)(added % 300));
        if (y == VAR_NONE)
            break;
        x = y;
        added++;
    }
    cr_assert_eq(vartree_count(t), VAR_MAX_NODES);
    cr_assert_eq(added, VAR_MAX_NODES - 101);
    /* Full: nothing new anywhere, but a move already there is found. */
    cr_expect_eq(vartree_add(t, VAR_ROOT, 500), VAR_NONE);
    cr_expect_eq(vartree_add(t, x, 1), VAR_NONE);
    cr_expect_eq(vartree_add(t, line[10], 11), line[11]);
    cr_expect_eq(vartree_count(t), VAR_MAX_NODES);
    cr_expect_eq(vartree_depth(t, x), VAR_MAX_NODES - 1);
    cr_expect_eq(vartree_line_end(t, VAR_ROOT), x);
    cr_expect(vartree_is_main(t, x));
    static Move path[VAR_MAX_NODES];
    cr_expect_eq(vartree_path(t, x, path, VAR_MAX_NODES), VAR_MAX_NODES - 1);
    for (int i = 0; i < 100; i++)
        cr_expect_eq(path[i], (Move)i);
    cr_expect_eq(path[VAR_MAX_NODES - 2], (Move)((added - 1) % 300));
    /* A short buffer gets the first moves, and the count of all. */
    Move few[3];
    cr_expect_eq(vartree_path(t, x, few, 3), VAR_MAX_NODES - 1);
    cr_expect_eq(few[2], 2);
    /* Deleting the long line (deeper than any recursion should go) frees
     * it all, and the numbers serve again. */
    VarNode first_of_long = vartree_first(t, line[99]);
    cr_expect_eq(vartree_delete(t, first_of_long), line[99]);
    cr_expect_eq(vartree_count(t), 101);
    cr_expect_eq(vartree_line_end(t, VAR_ROOT), line[99]);
    VarNode v = vartree_add(t, line[50], 7);
    cr_expect_neq(v, VAR_NONE);
    cr_expect_lt(v, VAR_MAX_NODES);
    cr_expect_eq(vartree_depth(t, v), 52);
    cr_expect_eq(vartree_parent(t, v), line[50]);
    vartree_destroy(t);
}
