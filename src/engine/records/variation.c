/*
 * variation.c - the tree of variations of an analysis (variation.h).
 *
 * Nodes live in parallel arrays indexed by their number: a node knows its
 * move, its parent, its first child and its next sibling, so a parent's
 * children are a singly linked list in their order (the first is the main
 * continuation).  Deleted nodes go on a free list threaded through `next`
 * and are handed out again before any new number, so numbers stay small
 * and a long session of branching and deleting never runs out of them.
 * Nothing recurses: a line may be thousands of moves deep.
 */
#include "variation.h"

#include <stdlib.h>

struct VarTree {
    int count;      /* nodes in use, the root included */
    int high;       /* numbers handed out so far: every node is below it */
    VarNode free;   /* the first deleted node, VAR_NONE when none */
    Move move[VAR_MAX_NODES];
    VarNode parent[VAR_MAX_NODES];
    VarNode first[VAR_MAX_NODES];
    VarNode next[VAR_MAX_NODES];
    unsigned char used[VAR_MAX_NODES];
};

VarTree *vartree_create(void)
{
    VarTree *t = malloc(sizeof *t);
    if (t)
        vartree_clear(t);
    return t;
}

void vartree_destroy(VarTree *t)
{
    free(t);
}

void vartree_clear(VarTree *t)
{
    /* Only the root is set: the arrays past `high` are never read. */
    t->count = 1;
    t->high = 1;
    t->free = VAR_NONE;
    t->move[VAR_ROOT] = MOVE_NONE;
    t->parent[VAR_ROOT] = VAR_NONE;
    t->first[VAR_ROOT] = VAR_NONE;
    t->next[VAR_ROOT] = VAR_NONE;
    t->used[VAR_ROOT] = 1;
}

int vartree_count(const VarTree *t)
{
    return t->count;
}

/* 1 when n is a node of t: callers may hold numbers of deleted nodes. */
static int var_valid(const VarTree *t, VarNode n)
{
    return n >= 0 && n < t->high && t->used[n];
}

/* A fresh number, a deleted one first; VAR_NONE when the tree is full. */
static VarNode var_alloc(VarTree *t)
{
    VarNode n;
    if (t->free != VAR_NONE) {
        n = t->free;
        t->free = t->next[n];
    } else if (t->high < VAR_MAX_NODES) {
        n = t->high++;
    } else {
        return VAR_NONE;
    }
    t->used[n] = 1;
    t->count++;
    return n;
}

static void var_release(VarTree *t, VarNode n)
{
    t->used[n] = 0;
    t->next[n] = t->free;
    t->free = n;
    t->count--;
}

VarNode vartree_add(VarTree *t, VarNode parent, Move m)
{
    if (!var_valid(t, parent))
        return VAR_NONE;
    VarNode last = VAR_NONE;
    for (VarNode c = t->first[parent]; c != VAR_NONE; c = t->next[c]) {
        if (t->move[c] == m)
            return c;
        last = c;
    }
    VarNode n = var_alloc(t);
    if (n == VAR_NONE)
        return VAR_NONE;
    t->move[n] = m;
    t->parent[n] = parent;
    t->first[n] = VAR_NONE;
    t->next[n] = VAR_NONE;
    if (last == VAR_NONE)
        t->first[parent] = n;
    else
        t->next[last] = n;
    return n;
}

Move vartree_move(const VarTree *t, VarNode n)
{
    return var_valid(t, n) ? t->move[n] : MOVE_NONE;
}

VarNode vartree_parent(const VarTree *t, VarNode n)
{
    return var_valid(t, n) ? t->parent[n] : VAR_NONE;
}

VarNode vartree_first(const VarTree *t, VarNode n)
{
    return var_valid(t, n) ? t->first[n] : VAR_NONE;
}

VarNode vartree_next(const VarTree *t, VarNode n)
{
    return var_valid(t, n) ? t->next[n] : VAR_NONE;
}

VarNode vartree_find(const VarTree *t, VarNode n, Move m)
{
    if (!var_valid(t, n))
        return VAR_NONE;
    VarNode c = t->first[n];
    while (c != VAR_NONE && t->move[c] != m)
        c = t->next[c];
    return c;
}

int vartree_depth(const VarTree *t, VarNode n)
{
    if (!var_valid(t, n))
        return 0;
    int d = 0;
    for (; n != VAR_ROOT; n = t->parent[n])
        d++;
    return d;
}

int vartree_path(const VarTree *t, VarNode n, Move *moves, int max)
{
    int d = vartree_depth(t, n);
    /* From n up, each move lands at its place from the root; the moves
     * past max are counted but not written. */
    for (int i = d - 1; i >= 0; i--, n = t->parent[n])
        if (i < max)
            moves[i] = t->move[n];
    return d;
}

int vartree_is_main(const VarTree *t, VarNode n)
{
    if (!var_valid(t, n))
        return 0;
    for (; n != VAR_ROOT; n = t->parent[n])
        if (t->first[t->parent[n]] != n)
            return 0;
    return 1;
}

VarNode vartree_line_end(const VarTree *t, VarNode n)
{
    if (!var_valid(t, n))
        return VAR_NONE;
    while (t->first[n] != VAR_NONE)
        n = t->first[n];
    return n;
}

/* The child of p just before c in p's list, VAR_NONE when c is first. */
static VarNode var_before(const VarTree *t, VarNode p, VarNode c)
{
    VarNode b = VAR_NONE;
    for (VarNode x = t->first[p]; x != c; x = t->next[x])
        b = x;
    return b;
}

VarNode vartree_promote(VarTree *t, VarNode n)
{
    if (!var_valid(t, n))
        return VAR_NONE;
    while (n != VAR_ROOT && t->first[t->parent[n]] == n)
        n = t->parent[n];
    if (n == VAR_ROOT)
        return VAR_NONE; /* the main line already */
    VarNode p = t->parent[n];
    t->next[var_before(t, p, n)] = t->next[n];
    t->next[n] = t->first[p];
    t->first[p] = n;
    return n;
}

VarNode vartree_delete(VarTree *t, VarNode n)
{
    if (!var_valid(t, n) || n == VAR_ROOT)
        return VAR_NONE;
    VarNode p = t->parent[n];
    VarNode b = var_before(t, p, n);
    if (b == VAR_NONE)
        t->first[p] = t->next[n];
    else
        t->next[b] = t->next[n];
    /* Frees the subtree leaf by leaf without recursion: go down first
     * children to a leaf, free it, and its next sibling (or, when it was
     * the last, its parent, now a leaf) comes next. */
    VarNode x = n;
    for (;;) {
        while (t->first[x] != VAR_NONE)
            x = t->first[x];
        VarNode up = t->parent[x], sib = t->next[x];
        var_release(t, x);
        if (x == n)
            break;
        t->first[up] = sib;
        x = sib != VAR_NONE ? sib : up;
    }
    return p;
}
