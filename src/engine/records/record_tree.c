/*
 * record_tree.c - records with variations (record.h): reading one (the
 * reader, record.c, keeps the tree as it goes) and writing a tree as PGN
 * writes one, every variation in parentheses after the move it replaces.
 */
#include "record_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- reading ---- */

int record_read_tree(const char *text, size_t len, Record *rec, VarTree *t, char *err, size_t errlen)
{
    RecordReport rep;
    return record_read_text(text, len, rec, 0, t, &rep, err, errlen);
}

/* ---- writing ---- */

/* Writing a tree: a match follows the moves as they are written, and the
 * move numbers are counted along the line it is on. */
typedef struct {
    const VarTree *t;
    RecordReplay rp;
    RecordText *o;
    MoveCount count[MATCH_MAX_PLIES + 1]; /* the moves counted before each ply */
} TreeWriter;

/* Plays n's move from the match's position (n's parent's), with the
 * number to write before it in num; -1 when it is not legal there. */
static int tw_play(TreeWriter *w, VarNode n, int fresh, char *num, size_t nlen)
{
    Match *m = w->rp.match;
    int ply = match_plies(m);
    MoveCount c = w->count[ply];
    record_number(&c, pos_side(match_pos(m)), fresh, num, nlen);
    if (match_play(m, vartree_move(w->t, n), NULL) != 0)
        return -1;
    w->count[ply + 1] = c;
    return 0;
}

/* Writes and plays n's move, after `open` ("(" or nothing). */
static int tw_move(TreeWriter *w, VarNode n, const char *open, int fresh)
{
    char mv[32], num[24], tok[64];
    const Game *g = w->rp.game;
    g->rules->format_move(g, match_pos(w->rp.match), vartree_move(w->t, n), mv, sizeof mv);
    if (tw_play(w, n, fresh, num, sizeof num) != 0)
        return -1;
    snprintf(tok, sizeof tok, "%s%s%s%s", open, num, num[0] ? " " : "", mv);
    record_text_word(w->o, tok, 0);
    return 0;
}

/* A move written whose variations are still to come: after them its line
 * goes on from it. */
typedef struct {
    VarNode main;
    VarNode var;  /* the next variation to write, VAR_NONE when done */
    int ply;      /* the ply of main */
} TreeFrame;

/*
 * The tree's moves, depth first without recursion: a line's move, then
 * each of its variations in parentheses (each written whole, its own
 * variations inside), then the line goes on.  The frames are the moves
 * whose variations are being written, innermost last; a line that ends
 * closes the variation of the frame on top, or is the main line's end.
 */
static int tw_moves(TreeWriter *w, TreeFrame *stack)
{
    const VarTree *t = w->t;
    Match *m = w->rp.match;
    VarNode cur = VAR_ROOT;
    int sp = 0, fresh = 0; /* fresh: the next move follows a parenthesis */
    for (;;) {
        VarNode c = vartree_first(t, cur);
        if (c != VAR_NONE) {
            int ply = match_plies(m);
            if (tw_move(w, c, "", fresh) != 0)
                return -1;
            fresh = 0;
            cur = c;
            if (vartree_next(t, c) == VAR_NONE)
                continue;
            stack[sp++] = (TreeFrame){c, vartree_next(t, c), ply};
        } else if (sp == 0) {
            return 0; /* the main line's end */
        } else {
            record_text_word(w->o, ")", 1);
            fresh = 1;
        }
        TreeFrame *f = &stack[sp - 1];
        while (match_plies(m) > f->ply)
            match_undo(m);
        char num[24];
        if (f->var != VAR_NONE) { /* the next variation of f's move */
            cur = f->var;
            f->var = vartree_next(t, cur);
            if (tw_move(w, cur, "(", 1) != 0)
                return -1;
        } else { /* f's line goes on after its move, played again */
            cur = f->main;
            sp--;
            if (tw_play(w, cur, 0, num, sizeof num) != 0)
                return -1;
        }
    }
}

/* The result and score of the tree's main line; -1 when a move of it is
 * not legal. */
static int tree_outcome(const Record *rec, const VarTree *t, EndReason *ending, char *result, size_t rlen, char *score,
                        size_t slen)
{
    char err[256];
    RecordReplay rp;
    if (record_replay_begin(&rp, rec, err, sizeof err) != 0)
        return -1;
    int rc = 0, same = 1; /* the main line is rec's game: its agreed end stands */
    for (VarNode n = vartree_first(t, VAR_ROOT); n != VAR_NONE && rc == 0; n = vartree_first(t, n)) {
        int i = match_plies(rp.match);
        same &= i < rec->nmoves && rec->moves[i] == vartree_move(t, n);
        rc = match_play(rp.match, vartree_move(t, n), NULL);
    }
    if (same && match_plies(rp.match) == rec->nmoves && rc == 0)
        rc = record_apply_ending(rec, rp.match);
    GameStatus st;
    match_status(rp.match, &st);
    record_outcome(&st, result, rlen, score, slen);
    *ending = st.over ? st.reason : END_NONE;
    record_replay_free(&rp);
    return rc;
}

int record_format_tree(const Record *rec, const VarTree *t, char *buf, size_t len)
{
    char err[256], result[16], score[32];
    EndReason ending;
    if (tree_outcome(rec, t, &ending, result, sizeof result, score, sizeof score) != 0)
        return -1;
    RecordText o = {.buf = buf, .len = len};
    record_text_tags(&o, rec, ending, result, score);
    record_text_put(&o, "\n");
    /* A frame per move with variations on the way: at most a frame a node. */
    TreeWriter *w = malloc(sizeof *w);
    TreeFrame *stack = malloc(sizeof *stack * (size_t)vartree_count(t));
    int bad = !w || !stack;
    if (!bad) {
        w->t = t;
        w->o = &o;
        w->count[0] = move_count_start();
        bad = record_replay_begin(&w->rp, rec, err, sizeof err) != 0;
        if (!bad) {
            bad = tw_moves(w, stack) != 0;
            record_replay_free(&w->rp);
        }
    }
    free(stack);
    free(w);
    /* As record_format: the result after the moves, on their last line. */
    record_text_put(&o, "%s%s\n", o.col ? " " : "", result);
    return bad || o.overflow ? -1 : (int)o.used;
}
