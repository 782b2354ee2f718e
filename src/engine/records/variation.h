/*
 * variation.h - the moves of an analysis as a tree of variations, as a
 * player branches on the analysis board: from any position, another move
 * than the one already studied starts a variation beside it.
 *
 *     VarTree *t = vartree_create();
 *     VarNode a = vartree_add(t, VAR_ROOT, m1);  // the main line's first move
 *     VarNode b = vartree_add(t, VAR_ROOT, m2);  // a variation beside it
 *     vartree_promote(t, b);                      // b becomes the main line
 *
 * The root is the start position (no move); each other node is the
 * position after its move.  A node's first child is its main continuation,
 * the others are variations, in the order they were made.  Nodes are
 * small integers that stay valid until deleted (vartree_delete,
 * vartree_clear); the tree knows nothing of the rules: a caller adds only
 * moves it has checked.
 */
#ifndef TABULA_VARIATION_H
#define TABULA_VARIATION_H

#include "game.h"

typedef int VarNode;
#define VAR_ROOT 0
#define VAR_NONE (-1)
/* The most moves a tree holds, all lines together. */
#define VAR_MAX_NODES 20000

typedef struct VarTree VarTree;

/* An empty tree (the root alone); NULL when out of memory. */
VarTree *vartree_create(void);
void vartree_destroy(VarTree *t);
/* Back to the root alone. */
void vartree_clear(VarTree *t);
/* The nodes, the root included. */
int vartree_count(const VarTree *t);

/* The child of `parent` reached by m: the existing one when m was already
 * studied from there, else a new last child.  VAR_NONE when the tree is
 * full or `parent` is not a node. */
VarNode vartree_add(VarTree *t, VarNode parent, Move m);

/* The move that leads to n (MOVE_NONE for the root). */
Move vartree_move(const VarTree *t, VarNode n);
/* n's parent, VAR_NONE for the root. */
VarNode vartree_parent(const VarTree *t, VarNode n);
/* n's first child (its main continuation), VAR_NONE when none. */
VarNode vartree_first(const VarTree *t, VarNode n);
/* The next child of n's parent after n, VAR_NONE when none. */
VarNode vartree_next(const VarTree *t, VarNode n);
/* The child of n reached by m, VAR_NONE when none. */
VarNode vartree_find(const VarTree *t, VarNode n, Move m);
/* Moves from the root to n (0 for the root). */
int vartree_depth(const VarTree *t, VarNode n);
/* The moves from the root to n, at most max; returns how many there are. */
int vartree_path(const VarTree *t, VarNode n, Move *moves, int max);
/* 1 when n is on the main line (every node from the root to it a first child). */
int vartree_is_main(const VarTree *t, VarNode n);
/* The end of the line through n: first children from n on. */
VarNode vartree_line_end(const VarTree *t, VarNode n);

/* Makes the variation n is on the main continuation where it branches
 * off: the nearest node from n up that is not a first child becomes the
 * first child of its parent (the old first child becomes its second).
 * Nothing changes when n is on the main line.  Returns the node moved up
 * (VAR_NONE when none). */
VarNode vartree_promote(VarTree *t, VarNode n);
/* Deletes n and everything after it; its parent's other children keep
 * their order.  Returns n's parent (VAR_NONE: n was the root or not a
 * node; the root cannot be deleted). */
VarNode vartree_delete(VarTree *t, VarNode n);

#endif
