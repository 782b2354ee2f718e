/*
 * analysis_list.c - the analysis board's moves as a study reads (see
 * analysis_list.h).  The words are made again only when the tree changes:
 * each move is played aside from the start to number its turn and to
 * write it as the move list does.
 */
#include "analysis_list.h"

#include "move_list.h"
#include "move_number.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Variations nested deeper than this show as "(…)": a record can nest
 * them without end, the panel cannot. */
#define AL_MAX_NEST 12

typedef enum { AL_MOVE, AL_OPEN, AL_CLOSE, AL_MORE } AlKind;

typedef struct {
    AlKind kind;
    VarNode node;
    int level;      /* 0: the main line */
    char text[40];
    SDL_FRect rc;   /* where it was last drawn; w 0: not drawn */
} AlToken;

struct AnalysisList {
    AlToken *tok;
    int n, cap;
    int valid;
    const VarTree *tree; /* the tree last drawn or written */
};

AnalysisList *analysis_list_create(void) { return calloc(1, sizeof(AnalysisList)); }

void analysis_list_destroy(AnalysisList *l)
{
    if (!l)
        return;
    free(l->tok);
    free(l);
}

void analysis_list_invalidate(AnalysisList *l) { l->valid = 0; }

static AlToken *al_push(AnalysisList *l, AlKind kind, VarNode node, int level)
{
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 256;
        AlToken *t = realloc(l->tok, (size_t)cap * sizeof *t);
        if (!t)
            return NULL;
        l->tok = t;
        l->cap = cap;
    }
    AlToken *t = &l->tok[l->n++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    t->node = node;
    t->level = level;
    if (kind != AL_MOVE)
        snprintf(t->text, sizeof t->text, "%s", kind == AL_OPEN ? "(" : kind == AL_CLOSE ? ")" : "(\xe2\x80\xa6)");
    return t;
}

/* The move of node n from position p, numbered when its turn starts or
 * `force` (the first move after a parenthesis). */
static void al_move(AnalysisList *l, const GameScene *g, VarNode n, const Pos *p, int level, MoveCount *st,
                    int force)
{
    AlToken *t = al_push(l, AL_MOVE, n, level);
    if (!t)
        return;
    /* Numbered as the record numbers it (move_number.h): "N." where a
     * move begins, "N…" where a line starts with the second side. */
    int side = pos_side(p), first = st->side < 0;
    char words[32], num[16] = "";
    if ((move_count_ply(st, side) && side == 0) || first || force) {
        move_count_label(st, "\xe2\x80\xa6", num, sizeof num - 1);
        strcat(num, " ");
    }
    sg_move_words_at(g, p, vartree_move(l->tree, n), words, sizeof words);
    snprintf(t->text, sizeof t->text, "%s%s", num, words);
}

static void al_play(const AnalysisList *l, const GameScene *g, unsigned char *pos, VarNode n)
{
    const Game *gm = match_game(g->match);
    gm->rules->play(gm, (Pos *)(void *)pos, vartree_move(l->tree, n), NULL);
}

/* The line after `parent` (its position in pos, which is played on):
 * each move, then the variations that replace it in parentheses. */
static void al_line(AnalysisList *l, const GameScene *g, VarNode parent, unsigned char *pos, int level, MoveCount st,
                    int force)
{
    size_t psize = match_game(g->match)->rules->pos_size;
    for (VarNode c0 = vartree_first(l->tree, parent); c0 != VAR_NONE; c0 = vartree_first(l->tree, parent)) {
        MoveCount before = st;
        al_move(l, g, c0, (const Pos *)(const void *)pos, level, &st, force);
        force = 0;
        for (VarNode ci = vartree_next(l->tree, c0); ci != VAR_NONE; ci = vartree_next(l->tree, ci)) {
            if (level + 1 > AL_MAX_NEST) {
                al_push(l, AL_MORE, ci, level + 1);
                break;
            }
            unsigned char *vpos = malloc(psize);
            if (!vpos)
                break;
            memcpy(vpos, pos, psize);
            MoveCount vs = before;
            al_push(l, AL_OPEN, ci, level + 1);
            al_move(l, g, ci, (const Pos *)(const void *)vpos, level + 1, &vs, 1);
            al_play(l, g, vpos, ci);
            al_line(l, g, ci, vpos, level + 1, vs, 0);
            al_push(l, AL_CLOSE, ci, level + 1);
            free(vpos);
            force = 1;
        }
        al_play(l, g, pos, c0);
        parent = c0;
    }
}

static void al_build(AnalysisList *l, const GameScene *g)
{
    if (l->valid)
        return;
    l->n = 0;
    size_t psize = match_game(g->match)->rules->pos_size;
    unsigned char *pos = malloc(psize);
    if (!pos)
        return;
    memcpy(pos, match_pos_at(g->match, 0), psize);
    al_line(l, g, VAR_ROOT, pos, 0, move_count_start(), 1);
    free(pos);
    l->valid = 1;
}

void analysis_list_draw(AnalysisList *l, GameScene *g, const VarTree *tree, VarNode node, Render *r, SDL_FRect area,
                        float px)
{
    l->tree = tree;
    al_build(l, g);
    float lh = render_line_height(r, px), space = render_text_width(r, FONT_REGULAR, px, " ");
    /* Lay the words out in lines, then show the lines around the node
     * shown. */
    float x = 0;
    int line = 0, lit_line = 0;
    for (int i = 0; i < l->n; i++) {
        AlToken *t = &l->tok[i];
        float vpx = t->level ? px * 0.92f : px;
        float w = render_text_width(r, t->level ? FONT_REGULAR : FONT_BOLD, vpx, t->text);
        if (t->kind == AL_CLOSE && x > 0) /* against the move it closes */
            x -= space;
        if (x > 0 && x + w > area.w) {
            x = 0;
            line++;
        }
        t->rc = (SDL_FRect){x, (float)line, w, lh};
        x += w + (t->kind == AL_OPEN ? 0 : space);
        if (t->kind == AL_MOVE && t->node == node)
            lit_line = line;
    }
    int rows = (int)(area.h / lh);
    if (rows < 1)
        rows = 1;
    int first = lit_line - rows + 2;
    if (first > line - rows + 1)
        first = line - rows + 1;
    if (first < 0)
        first = 0;
    for (int i = 0; i < l->n; i++) {
        AlToken *t = &l->tok[i];
        int row = (int)t->rc.y - first;
        if (row < 0 || row >= rows) {
            t->rc.w = 0;
            continue;
        }
        t->rc.x += area.x;
        t->rc.y = area.y + (float)row * lh;
        float vpx = t->level ? px * 0.92f : px;
        SDL_Color c = t->level ? render_dim : render_ink;
        if (t->kind == AL_MOVE && t->node == node) {
            render_rounded(r, (SDL_FRect){t->rc.x - space * 0.4f, t->rc.y, t->rc.w + space * 0.8f, lh}, lh * 0.2f,
                           render_gold);
            c = (SDL_Color){40, 24, 8, 255};
        }
        render_text(r, t->level ? FONT_REGULAR : FONT_BOLD, vpx, t->text, t->rc.x, t->rc.y + (px - vpx) * 0.5f,
                    ALIGN_LEFT, c);
    }
}

VarNode analysis_list_hit(const AnalysisList *l, float x, float y)
{
    for (int i = 0; i < l->n; i++) {
        const AlToken *t = &l->tok[i];
        if (t->kind == AL_MOVE && t->rc.w > 0 && x >= t->rc.x && x < t->rc.x + t->rc.w && y >= t->rc.y &&
            y < t->rc.y + t->rc.h)
            return t->node;
    }
    return VAR_NONE;
}

void analysis_list_text(AnalysisList *l, GameScene *g, const VarTree *tree, char *buf, size_t len)
{
    l->tree = tree;
    al_build(l, g);
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < l->n && used + 1 < len; i++) {
        const AlToken *t = &l->tok[i];
        int k = snprintf(buf + used, len - used, "%s%s", used && l->tok[i - 1].kind != AL_OPEN && t->kind != AL_CLOSE ? " " : "",
                         t->text);
        if (k < 0 || (size_t)k >= len - used)
            break;
        used += (size_t)k;
    }
}
