/*
 * game_review.c - a finished game looked at again.  The player steps
 * through it.  A sowing board shows each position with every pit's value,
 * the best move ringed green and the move played ringed red (green twice
 * when it was the best), and the panel says what the move gave away,
 * "proven" only where the analysis proved it.  A grid board shows the best
 * move found as a green arrow and the move played as an arrow coloured by
 * its mark; the panel gives the engine's estimate in men (or the win or
 * loss it found, in moves) and marks each move good, inaccuracy, mistake
 * or blunder.
 *
 * The match itself is stepped with undo and redo, so the board, its
 * animation and the players' cards show the reviewed position exactly as
 * they showed it in play; leaving the review redoes every move.  The
 * analysis (review.h) runs in the frame's thinking time, the position
 * being looked at first.
 */
#include "game_review.h"

#include "game_files.h"
#include "game_play.h"
#include "game_think.h"
#include "move_list.h"
#include "move_number.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The narrowest column a move has in the chart, in pixels. */
#define SR_CHART_COLUMN 3.0f

#define REVIEW_TT_BYTES (16u << 20)

/* The review's own state, kept after it is left: the same game reviewed
 * again keeps what its analysis found. */
struct ReviewRun {
    Review *review;
    int plies;          /* the game's length */
    uint64_t end;       /* the hash of its final position */
    int shown;          /* the ply whose values the board shows, -1 */
    ReviewPly shown_ply; /* ... and what the analysis said of it then */
    Move shown_ring;     /* the move the board rings as the best, and its value */
    int shown_value;
    SDL_FRect list;     /* the move list, for pointing at a move */
    SDL_FRect chart;    /* the evaluation chart, for pointing at a ply; w 0: none */
    float line_h;
    int first;          /* the ply on the list's first line */
};


static const GameMode sg_mode_review;

int sg_can_review(const GameScene *g)
{
    GameStatus st;
    match_status(g->match, &st);
    return st.over && match_plies(g->match) > 0;
}

static int sr_grid(const GameScene *g) { return g->rules->value_kind == VALUE_KIND_WIN; }

/* The position on the board: before move i (the game's length: the end). */
static int sr_at(const GameScene *g) { return match_plies(g->match); }

/* The count at ply i of the game (move_number.h): its move's number,
 * its side, whether it begins a turn, as the records number them. */
static MoveCount sr_count(const GameScene *g, int ply)
{
    MoveCount c = move_count_start();
    for (int i = 0; i <= ply && i < g->review->plies; i++)
        move_count_ply(&c, review_ply(g->review->review, i)->side);
    return c;
}

/* Gives the board the values of the position shown, once they are known. */
static void sr_show_values(GameScene *g)
{
    int at = sr_at(g);
    const ReviewPly *p = review_ply(g->review->review, at);
    if (!p || !p->analysed || sg_board_busy(g)) {
        if (g->review->shown >= 0)
            sg_board_hint(g, NULL);
        g->hint_shown = 0;
        g->review->shown = -1;
        return;
    }
    /* A deeper analysis of the same ply (the full one after the quick
     * look) is shown as soon as it comes, so the board says what the
     * comment, the list and the chart say. */
    if (g->review->shown == at && memcmp(&g->review->shown_ply, p, sizeof *p) == 0)
        return;
    /* The board rings the first move as the best: the move played, when
     * it is as good as any. */
    SearchResult r;
    memset(&r, 0, sizeof r);
    r.nroot = p->nmoves;
    int lead = review_loss(p) == 0;
    if (lead) {
        r.root_moves[0] = p->played;
        r.root_values[0] = p->played_value;
        r.root_exact[0] = p->exact;
    }
    for (int k = 0, j = lead; k < p->nmoves; k++)
        if (!lead || p->moves[k] != p->played) {
            r.root_moves[j] = p->moves[k];
            r.root_exact[j] = p->exact;
            r.root_values[j++] = p->values[k];
        }
    r.move = r.root_moves[0];
    g->review->shown_ring = r.root_moves[0];
    g->review->shown_value = r.root_values[0];
    sg_board_hint(g, &r);
    g->hint_shown = 1;
    g->review->shown = at;
    g->review->shown_ply = *p;
}

void sg_review_start(GameScene *g, App *a)
{
    if (!sg_can_review(g))
        return;
    int n = match_plies(g->match);
    uint64_t end = pos_hash(match_pos(g->match));
    if (!g->review) {
        g->review = calloc(1, sizeof *g->review);
        if (!g->review)
            return;
    }
    if (!g->review->review) {
        g->review->review = review_create(match_game(g->match), REVIEW_TT_BYTES);
        if (!g->review->review)
            return;
    }
    /* The same game again keeps what was found the first time. */
    if (g->review->plies != n || g->review->end != end || review_plies(g->review->review) != n) {
        review_set_endgame(g->review->review, tables_want(a->tables, match_game(g->match)));
        review_set_book(g->review->review, tables_book(a->tables, match_game(g->match)));
        Move moves[MATCH_MAX_PLIES];
        for (int i = 0; i < n; i++)
            moves[i] = match_move_at(g->match, i);
        ReviewBudget budget = review_budget(match_game(g->match));
        if (a->cfg.review_nodes > 0) { /* a script's: the proof, the estimate and the quick look in proportion */
            uint64_t n0 = (uint64_t)a->cfg.review_nodes;
            budget = sr_grid(g) ? (ReviewBudget){0, n0, n0 / 16} : (ReviewBudget){n0, n0 / 3, n0 / 50};
        }
        if (review_begin(g->review->review, match_pos_at(g->match, 0), moves, n, &budget) != 0)
            return;
        g->review->plies = n;
        g->review->end = end;
    }
    g->gmode = &sg_mode_review;
    g->review->shown = -1;
    g->review->first = 0;
    sg_board_finish(g);
    while (match_plies(g->match) > 0)
        match_undo(g->match);
    sg_after_jump(g);
    sr_show_values(g);
}

/* Shows the position before move i: one move forward is sown on the
 * board, any other step is a jump. */
static void sr_goto(GameScene *g, App *a, int i)
{
    if (i < 0)
        i = 0;
    if (i > g->review->plies)
        i = g->review->plies;
    int at = sr_at(g);
    sg_board_finish(g);
    if (i == at)
        return;
    if (i == at + 1) {
        int mover = pos_side(match_pos(g->match));
        if (match_redo(g->match, &g->ev) != 0)
            return;
        g->hint_shown = 0;
        sg_board_hint(g, NULL);
        g->review->shown = -1;
        sg_board_played(g, a, match_move_at(g->match, at), mover);
        g->banner_until = 0; /* the panel says what happened; the values stay in view */
        g->banner_sound = -1;
        return;
    }
    while (match_plies(g->match) > i)
        match_undo(g->match);
    while (match_plies(g->match) < i && match_redo(g->match, NULL) == 0)
        ;
    sg_after_jump(g);
    g->review->shown = -1;
    sr_show_values(g);
}

void sg_review_leave(GameScene *g)
{
    if (g->gmode != &sg_mode_review)
        return;
    sg_board_finish(g);
    while (match_redo(g->match, NULL) == 0)
        ;
    g->gmode = g->home;
    sg_after_jump(g); /* the result comes back over the board */
}

static SearchState sr_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    GameScene *g = ctx;
    uint64_t before = review_nodes(g->review->review);
    SearchState st = review_step(g->review->review, sr_at(g) < g->review->plies ? sr_at(g) : -1, nodes);
    *done = review_nodes(g->review->review) - before;
    return st;
}

static void sr_think(GameScene *g, App *a, double budget_s)
{
    if (review_analysed(g->review->review) < g->review->plies)
        sg_slices(g, a, budget_s, sr_step, g);
    sr_show_values(g);
    a->calm = !sg_board_busy(g) && a->nstack > 0 && a->stack[a->nstack - 1] == &g->base &&
              review_analysed(g->review->review) < g->review->plies;
}

static void sr_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_PREV:
        sr_goto(g, a, sr_at(g) - 1);
        break;
    case GB_NEXT:
        sr_goto(g, a, sr_at(g) + 1);
        break;
    case GB_FLIP:
        g->user_flip ^= 1;
        break;
    case GB_DONE:
        sg_review_leave(g);
        break;
    default:
        break;
    }
}

static int sr_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind == IN_KEY && in->key == SDLK_a) { /* the position reviewed on an analysis board */
        g->open_analysis(g, a);
        return 1;
    }
    if (in->kind == IN_DOWN) {
        SDL_FRect l = g->review->list, c = g->review->chart;
        if (in->x >= l.x && in->x < l.x + l.w && in->y >= l.y && in->y < l.y + l.h && g->review->line_h > 0)
            sr_goto(g, a, g->review->first + (int)((in->y - l.y) / g->review->line_h));
        else if (c.w > 0 && in->x >= c.x && in->x < c.x + c.w && in->y >= c.y && in->y < c.y + c.h)
            sr_goto(g, a, (int)((in->x - c.x) / c.w * (float)(g->review->plies + 1)));
        return 1;
    }
    if (in->kind != IN_KEY)
        return 1;
    switch (in->key) {
    case SDLK_LEFT:
    case SDLK_UP:
    case SDLK_BACKSPACE:
        sr_button(g, a, GB_PREV);
        break;
    case SDLK_RIGHT:
    case SDLK_DOWN:
    case SDLK_RETURN:
    case SDLK_SPACE:
        sr_button(g, a, GB_NEXT);
        break;
    case SDLK_HOME:
    case SDLK_END:
        sr_goto(g, a, in->key == SDLK_HOME ? 0 : g->review->plies);
        break;
    case SDLK_f:
        sr_button(g, a, GB_FLIP);
        break;
    case SDLK_ESCAPE:
        sr_button(g, a, GB_DONE);
        break;
    default:
        break;
    }
    return 1;
}

static void sr_status(const GameScene *g, App *a, char *buf, size_t len)
{
    (void)a;
    int at = sr_at(g);
    if (at >= g->review->plies) {
        snprintf(buf, len, "%s", tr(T_REVIEW_FINAL));
    } else { /* the move to be played from the position shown, and whose */
        MoveCount c = sr_count(g, at);
        snprintf(buf, len, tr(T_REVIEW_STATUS), c.number, sr_count(g, g->review->plies - 1).number,
                 g->side_name[c.side]);
    }
}

static void sr_report(GameScene *g, App *a, char *buf, size_t len)
{
    (void)a;
    int proven = 0, lost[2] = {0, 0}, marks[2][4] = {{0}};
    const Game *gm = match_game(g->match);
    for (int i = 0; i < g->review->plies; i++) {
        const ReviewPly *p = review_ply(g->review->review, i);
        if (p->analysed && p->exact) {
            proven++;
            lost[p->side] += review_loss(p);
        }
        ReviewMark m = review_mark(gm, p);
        if (m != REVIEW_UNKNOWN)
            marks[p->side][m]++;
    }
    /* Whether the board's ring and value are the analysis' as it stands. */
    const ReviewPly *at = review_ply(g->review->review, sr_at(g));
    const char *board = "none";
    if (g->review->shown >= 0 && at) {
        int lead = review_loss(at) == 0;
        Move ring = lead ? at->played : at->moves[0];
        int value = lead ? at->played_value : at->values[0];
        board = g->review->shown == sr_at(g) && g->review->shown_ring == ring && g->review->shown_value == value
                    ? "current"
                    : "stale";
    }
    if (sr_grid(g)) /* inaccuracies, mistakes and blunders of each side */
        snprintf(buf, len, "review at %d of %d analysed %d marks %d/%d/%d-%d/%d/%d board %s", sr_at(g),
                 g->review->plies, review_analysed(g->review->review), marks[0][1], marks[0][2], marks[0][3],
                 marks[1][1], marks[1][2], marks[1][3], board);
    else
        snprintf(buf, len, "review at %d of %d analysed %d proven %d lost %d-%d board %s", sr_at(g), g->review->plies,
                 review_analysed(g->review->review), proven, lost[0], lost[1], board);
}

/* What the list shows beside a move, coloured by its mark: a tick, then
 * for a sowing game the seeds it gave away ("≈" before an estimate), for
 * a grid game the annotator's signs "?!", "?" and "??"; "..." while
 * unknown. */
static SDL_Color sr_mark(const GameScene *g, const ReviewPly *p, char *buf, size_t len)
{
    int loss = review_loss(p);
    ReviewMark m = review_mark(match_game(g->match), p);
    static const char *const signs[] = {"\xe2\x9c\x93", "?!", "?", "??"};
    if (m == REVIEW_UNKNOWN)
        snprintf(buf, len, "\xe2\x80\xa6");
    else if (sr_grid(g))
        snprintf(buf, len, "%s", signs[m]);
    else if (loss == 0)
        snprintf(buf, len, "%s\xe2\x9c\x93", p->exact ? "" : "\xe2\x89\x88");
    else
        snprintf(buf, len, "%s\xe2\x88\x92%d", p->exact ? "" : "\xe2\x89\x88", loss);
    return sg_mark_color(m);
}

/* A margin as a sentence writes it: "+3", "−12" (a true minus), "0". */
static void sr_signed(int v, char *buf, size_t len)
{
    snprintf(buf, len, "%s%d", v > 0 ? "+" : v < 0 ? "\xe2\x88\x92" : "", v < 0 ? -v : v);
}

/* Who a sentence names: "you" in the middle of it for the one human
 * playing the computer, else the player's name. */
static void sr_who(const GameScene *g, App *a, int side, char *buf, size_t len)
{
    if (sg_is_you(g, side))
        snprintf(buf, len, "%s", tr(T_YOU_LOWER));
    else
        sg_player_name(g, a, side, buf, len);
}

/* Where a comment is written: its column, how far down it may go, and
 * whether it is drawn or only measured.  A paragraph that would pass the
 * bottom is left out with all after it, never cut in the middle. */
typedef struct {
    Render *r;
    float x, y, w, bottom, px;
    int draw;
    int terse; /* 0: in full; 1: in short words; 2: the verdict alone */
    int cut;   /* a paragraph was left out */
} SrPen;

static void sr_text(SrPen *pen, FontId font, const char *text, SDL_Color c, float gap)
{
    float h = render_text_wrapped_height(pen->r, font, pen->px, text, pen->w);
    if (pen->cut || pen->y + h > pen->bottom) {
        pen->cut = 1;
        return;
    }
    if (pen->draw)
        render_text_wrapped(pen->r, font, pen->px, text, pen->x, pen->y, pen->w, c);
    pen->y += h + render_line_height(pen->r, pen->px) * gap;
}

/* A grid game's comment: the move's mark, the engine's estimate after it
 * and, when it was not the best, the best move and its estimate. */
static void sr_grid_comment(GameScene *g, const ReviewPly *p, const char *who, const char *best, SrPen *pen)
{
    char line[240], value[96];
    ReviewMark m = review_mark(match_game(g->match), p);
    if (m == REVIEW_UNKNOWN) {
        sr_text(pen, FONT_REGULAR, tr(T_REVIEW_WAITING), render_dim, 0);
        return;
    }
    static const TextId words[] = {T_MARK_GOOD, T_MARK_INACCURACY, T_MARK_MISTAKE, T_MARK_BLUNDER};
    int loss = review_loss(p);
    sr_text(pen, FONT_BOLD, tr(loss == 0 ? T_REVIEW_GRID_BEST : words[m]), sg_mark_color(m), 0.1f);
    sg_grid_value(g, p->played_value, value, sizeof value);
    snprintf(line, sizeof line, tr(pen->terse ? T_REVIEW_SHORT_ESTIMATE : T_REVIEW_GRID_ESTIMATE), who, value);
    sr_text(pen, FONT_REGULAR, line, render_ink, 0.1f);
    if (loss > 0) {
        sg_grid_value(g, p->best_value, value, sizeof value);
        snprintf(line, sizeof line, tr(T_REVIEW_GRID_INSTEAD), best, value);
        sr_text(pen, FONT_REGULAR, line, render_dim, 0.1f);
    }
}

/* A sowing game's comment: whether the move was best, by how much it was
 * not, and the best move's margin beside the one played. */
static void sr_sowing_comment(GameScene *g, const ReviewPly *p, const char *who, const char *best, SrPen *pen)
{
    char line[200], bv[16], pv[16];
    int loss = review_loss(p);
    sr_signed(p->best_value, bv, sizeof bv);
    sr_signed(p->played_value, pv, sizeof pv);
    SDL_Color c = render_dim;
    if (loss < 0) {
        snprintf(line, sizeof line, "%s", tr(T_REVIEW_WAITING));
    } else if (loss == 0) {
        TextId id = p->exact ? (pen->terse ? T_REVIEW_SHORT_PROVEN : T_REVIEW_BEST_PROVEN)
                             : (pen->terse ? T_REVIEW_SHORT_GUESS : T_REVIEW_BEST_GUESS);
        if (pen->terse)
            snprintf(line, sizeof line, tr(id), bv);
        else
            snprintf(line, sizeof line, tr(id), who, bv);
        c = sg_mark_color(REVIEW_GOOD);
    } else {
        TextId id = p->exact ? (loss == 1 ? T_REVIEW_LOST_1 : T_REVIEW_LOST_N) : (loss == 1 ? T_REVIEW_WORSE_1 : T_REVIEW_WORSE_N);
        snprintf(line, sizeof line, tr(id), loss);
        c = sg_mark_color(review_mark(match_game(g->match), p));
    }
    sr_text(pen, FONT_REGULAR, line, c, 0.1f);
    if (loss > 0) {
        if (pen->terse)
            snprintf(line, sizeof line, tr(T_REVIEW_SHORT_INSTEAD), best, bv, pv);
        else
            snprintf(line, sizeof line, tr(T_REVIEW_INSTEAD), best, bv, who, pv);
        sr_text(pen, FONT_REGULAR, line, render_dim, 0.1f);
    }
}

/* The comment on the move about to be played in the position shown,
 * written with `pen`; where its foot is. */
static float sr_comment_with(GameScene *g, App *a, SrPen *pen)
{
    int at = sr_at(g);
    const ReviewPly *p = review_ply(g->review->review, at);
    char line[200], mv[24], best[24];
    if (!p) {
        sr_text(pen, FONT_BOLD, tr(T_REVIEW_THE_END), render_ink, 0.3f);
        return pen->y;
    }
    sg_move_words_at(g, match_pos(g->match), p->played, mv, sizeof mv);
    sg_move_words_at(g, match_pos(g->match), p->best, best, sizeof best);
    char name[64], who[64];
    sg_player_name(g, a, p->side, name, sizeof name);
    sr_who(g, a, p->side, who, sizeof who);
    /* The tersest comment leaves out who played what: the list's row and
     * the board's red ring say it. */
    snprintf(line, sizeof line, tr(T_REVIEW_PLAYED), name, mv);
    if (pen->terse < 2)
        sr_text(pen, FONT_BOLD, line, render_ink, 0.15f);
    if (sr_grid(g))
        sr_grid_comment(g, p, who, best, pen);
    else
        sr_sowing_comment(g, p, who, best, pen);
    return pen->y + render_line_height(pen->r, pen->px) * 0.2f;
}

/* The comment in the column (x, w) from y down to bottom: in full where
 * it fits, else in its short words, else its verdict alone, else as
 * much as fits whole.  Where its foot is; *whole says whether it was
 * written in full. */
static float sr_comment(GameScene *g, App *a, float x, float y, float w, float bottom, int draw, int *whole)
{
    SrPen pen = {a->render, x, y, w, bottom, g->gl.text.list, 0, 0, 0};
    for (;;) {
        sr_comment_with(g, a, &pen);
        if (!pen.cut || pen.terse == 2)
            break;
        pen.terse++;
        pen.y = y;
        pen.cut = 0;
    }
    pen.y = y;
    pen.cut = 0;
    pen.draw = draw;
    float foot = sr_comment_with(g, a, &pen);
    if (whole)
        *whole = !pen.cut && pen.terse == 0;
    return foot;
}

/* Every move on its own line, the one being looked at highlighted and
 * kept in view. */
static void sr_list(GameScene *g, SDL_FRect area, Render *r)
{
    float px = g->gl.text.list, line = render_line_height(r, px) * 1.12f, icon = line * 0.78f;
    float x = area.x, y = area.y, w = area.w;
    int rows = (int)(area.h / line), at = sr_at(g);
    g->review->list = (SDL_FRect){x, y, w, rows > 0 ? (float)rows * line : 0};
    g->review->line_h = line;
    if (rows <= 0)
        return;
    if (at < g->review->first)
        g->review->first = at;
    if (at >= g->review->first + rows)
        g->review->first = at - rows + 1;
    if (g->review->first > g->review->plies + 1 - rows)
        g->review->first = g->review->plies + 1 - rows > 0 ? g->review->plies + 1 - rows : 0;
    float num_w = render_text_width(r, FONT_REGULAR, px, "000.");
    for (int k = 0; k < rows; k++) {
        int i = g->review->first + k;
        if (i > g->review->plies)
            break;
        float ly = y + (float)k * line;
        if (i == at)
            render_rounded(r, (SDL_FRect){x - line * 0.2f, ly - line * 0.06f, w + line * 0.4f, line}, line * 0.3f,
                           (SDL_Color){255, 208, 96, 46});
        SDL_Color ink = i == at ? render_ink : render_dim;
        if (i == g->review->plies) {
            render_text(r, FONT_REGULAR, px, tr(T_GAME_OVER), x + line * 0.2f, ly, ALIGN_LEFT, ink);
            continue;
        }
        const ReviewPly *p = review_ply(g->review->review, i);
        char num[16], mv[24], mark[16];
        /* The move's number where a turn begins, as the records write it. */
        MoveCount mc = sr_count(g, i);
        if (mc.turn) {
            move_count_label(&mc, "\xe2\x80\xa6", num, sizeof num);
            render_text(r, FONT_REGULAR, px, num, x + num_w, ly, ALIGN_RIGHT, render_dim);
        }
        sg_draw_side_icon(g, r, x + num_w + icon * 0.9f, ly + line * 0.45f, icon, p->side);
        sg_move_words(g, i, mv, sizeof mv);
        render_text(r, i == at ? FONT_BOLD : FONT_REGULAR, px, mv, x + num_w + icon * 1.6f, ly, ALIGN_LEFT, ink);
        SDL_Color c = sr_mark(g, p, mark, sizeof mark);
        render_text(r, FONT_BOLD, px, mark, x + w, ly, ALIGN_RIGHT, c);
    }
}

/* A position's value as the chart draws it, -1..1 with the first side
 * ahead above: squeezed so a man or a few seeds show and a found win
 * fills the half. */
static float sr_chart_value(const GameScene *g, const ReviewPly *p)
{
    int v = p->side == 0 ? p->best_value : -p->best_value;
    if (sr_grid(g))
        return v >= VALUE_WIN_BOUND ? 1.0f : v <= -VALUE_WIN_BOUND ? -1.0f : tanhf((float)v * 0.0045f);
    return tanhf((float)v * 0.12f);
}

/* The evaluation over the whole game, as lichess draws it: a bar a move,
 * up when the first side stands better and down when the second does
 * (their tokens at the left say which), the moves marked worse than good
 * dotted in their mark's colour, the position in view a gold line.  A
 * click on it goes to that move. */
static void sr_chart(GameScene *g, Render *r, SDL_FRect box)
{
    render_rounded(r, box, box.h * 0.12f, (SDL_Color){0, 0, 0, 70});
    float icon = box.h * 0.3f, x0 = box.x + icon * 1.5f, w = box.x + box.w - x0 - icon * 0.4f;
    float mid = box.y + box.h / 2, half = box.h / 2 - icon * 0.3f;
    sg_draw_side_icon(g, r, box.x + icon * 0.8f, box.y + icon * 0.75f, icon, 0);
    sg_draw_side_icon(g, r, box.x + icon * 0.8f, box.y + box.h - icon * 0.75f, icon, 1);
    render_fill_rect(r, (SDL_FRect){x0, mid - 0.5f, w, 1}, (SDL_Color){255, 236, 200, 90});
    int n = g->review->plies + 1;
    float bw = w / (float)n;
    g->review->chart = (SDL_FRect){x0, box.y, w, box.h};
    for (int i = 0; i < g->review->plies; i++) {
        const ReviewPly *p = review_ply(g->review->review, i);
        if (!p->analysed)
            continue;
        /* Whole-pixel columns meeting edge to edge: no seams between them. */
        float v = sr_chart_value(g, p) * half, left = floorf(x0 + bw * (float)i);
        float right = floorf(x0 + bw * (float)(i + 1));
        SDL_FRect bar = {left, v > 0 ? mid - v : mid, right - left > 1 ? right - left : 1, fabsf(v) > 1 ? fabsf(v) : 1};
        render_fill_rect(r, bar, (SDL_Color){255, 236, 200, 150});
    }
    /* The marks over the bars, so a thin bar does not hide them. */
    const Game *gm = match_game(g->match);
    for (int i = 0; i < g->review->plies; i++) {
        const ReviewPly *p = review_ply(g->review->review, i);
        ReviewMark m = review_mark(gm, p);
        if (m <= REVIEW_GOOD)
            continue;
        float v = sr_chart_value(g, p) * half;
        float dot = icon * (m == REVIEW_INACCURACY ? 0.16f : 0.22f);
        render_disc(r, x0 + bw * ((float)i + 0.5f), mid - v, fminf(dot, bw * 1.2f), sg_mark_color(m));
    }
    float at = x0 + bw * ((float)sr_at(g) + 0.5f);
    render_fill_rect(r, (SDL_FRect){at - 1, box.y + 2, 2, box.h - 4}, render_gold);
}

/* The chart reads when every move has a column of a few pixels and it
 * is not a sliver: the width to give it, at most `most` (0: leave it
 * out). */
static float sr_chart_width(const GameScene *g, Render *r, float most, float h)
{
    float lh = render_line_height(r, g->gl.text.small), icon = h * 0.3f;
    float want = fmaxf(lh * 7, (float)(g->review->plies + 1) * SR_CHART_COLUMN + icon * 1.9f);
    if (want > most || h < lh * 2.5f)
        return 0;
    return fmaxf(want, fminf(most, (float)(g->review->plies + 1) * SR_CHART_COLUMN * 2 + icon * 1.9f));
}

static void sr_panel(GameScene *g, App *a, SDL_FRect area)
{
    Render *r = a->render;
    float px = g->gl.text.small, lh = render_line_height(r, px);
    char head[96];
    /* The quick look at every move first, then the full analysis. */
    /* In percent: the status line counts moves ("move 4 of 14"), the
     * analysis positions, and two counts in two units beside each other
     * read as one. */
    int looked = review_looked(g->review->review), n = g->review->plies > 0 ? g->review->plies : 1;
    if (looked < g->review->plies)
        snprintf(head, sizeof head, tr(T_REVIEW_LOOKING), looked * 100 / n);
    else
        snprintf(head, sizeof head, tr(T_REVIEW_PROGRESS), review_analysed(g->review->review) * 100 / n);
    /* "Review", and how far the analysis is; in a narrow panel only the
     * latter (the status line says it is a review). */
    float hw = render_text_width(r, FONT_BOLD, px, tr(T_REVIEW_HEADING)) + lh;
    if (hw + render_text_width(r, FONT_REGULAR, px, head) > area.w)
        hw = 0;
    else
        render_text(r, FONT_BOLD, px, tr(T_REVIEW_HEADING), area.x, area.y, ALIGN_LEFT, render_gold);
    float hpx = render_text_fit(r, FONT_REGULAR, px, head, area.w - hw);
    render_text(r, FONT_REGULAR, hpx, head, area.x + area.w, area.y, ALIGN_RIGHT, render_dim);
    float top = area.y + lh * 1.3f, bottom = area.y + area.h;
    /* A wide, low panel (under the board): the comment beside the list,
     * the chart above the comment where it leaves room for three lines. */
    float list_w = render_text_width(r, FONT_REGULAR, g->gl.text.list, "000. 00 A 0 \xe2\x88\x92" "00");
    float chart_h = lh * 3.2f, list_lh = render_line_height(r, g->gl.text.list);
    g->review->chart = (SDL_FRect){0, 0, 0, 0};
    if (area.w > list_w * 2.6f) {
        float comment_w = area.w - list_w * 1.25f - lh, cy = top;
        if (bottom - top > chart_h + lh * 4) {
            sr_chart(g, r, (SDL_FRect){area.x, top, comment_w, chart_h});
            cy += chart_h + lh * 0.4f;
        } else {
            float chart_w = sr_chart_width(g, r, comment_w * 0.45f, bottom - top);
            int whole = 0;
            if (chart_w > 0)
                sr_comment(g, a, area.x, top, comment_w - chart_w - lh, bottom, 0, &whole);
            if (whole) { /* beside the comment, as tall as the panel */
                comment_w -= chart_w + lh;
                sr_chart(g, r, (SDL_FRect){area.x + comment_w + lh, top, chart_w, bottom - top});
            }
        }
        sr_comment(g, a, area.x, cy, comment_w, bottom, 1, NULL);
        float lx = area.x + area.w - (list_w * 1.25f - lh);
        sr_list(g, (SDL_FRect){lx, top, area.x + area.w - lx, bottom - top}, r);
        return;
    }
    /* A tall panel: the chart where the comment and six moves of the list
     * still fit under it. */
    if (bottom - top > chart_h + lh * 5 + list_lh * 8 && sr_chart_width(g, r, area.w, chart_h) > 0) {
        sr_chart(g, r, (SDL_FRect){area.x, top, area.w, chart_h});
        top += chart_h + lh * 0.4f;
    }
    float y = sr_comment(g, a, area.x, top, area.w, bottom, 1, NULL);
    sr_list(g, (SDL_FRect){area.x, y, area.w, bottom - y}, r);
}

void sg_review_free(GameScene *g)
{
    if (!g->review)
        return;
    review_destroy(g->review->review);
    free(g->review);
    g->review = NULL;
}

/* The move played in the position shown, beside the best, coloured by
 * its mark (cream: good enough). */
static void sr_view(const GameScene *g, BoardView *v)
{
    v->reviewing = 1;
    const ReviewPly *rp = g->hint_shown && match_can_redo(g->match) ? review_ply(g->review->review, sr_at(g)) : NULL;
    if (rp && rp->analysed) {
        ReviewMark m = review_mark(match_game(g->match), rp);
        v->played = rp->played;
        v->played_color = m == REVIEW_GOOD ? (SDL_Color){250, 238, 214, 255} : sg_mark_color(m);
    }
}

/* Four buttons, so the comment keeps its width: F flips the board. */
static int sr_buttons(const GameScene *g, GameButton *order)
{
    (void)g;
    static const GameButton review[] = {GB_PREV, GB_NEXT, GB_ANALYSE, GB_DONE};
    memcpy(order, review, sizeof review);
    return 4;
}

static int sr_enabled(const GameScene *g, const App *a, int b)
{
    (void)a;
    return b == GB_PREV ? match_plies(g->match) > 0 : b == GB_NEXT ? match_can_redo(g->match) : 1;
}

/* What the board's values mean, once they show. */
static int sr_explain(const GameScene *g, App *a, char *text, size_t len)
{
    if (!g->hint_shown)
        return 0;
    if (sr_grid(g)) {
        snprintf(text, len, "%s", tr(T_REVIEW_GRID_LEGEND));
        return 1;
    }
    int side = pos_side(match_pos(g->match));
    char name[64];
    if (sg_is_you(g, side))
        snprintf(name, sizeof name, "%s", tr(T_YOU_LOWER));
    else
        sg_short_name(g, a, side, name, sizeof name);
    snprintf(text, len, tr(T_REVIEW_LEGEND), name);
    return 1;
}

static const GameMode sg_mode_review = {
    .kind = GM_REVIEW,
    .flags = GM_PANEL,
    .input = sr_input,
    .button = sr_button,
    .buttons = sr_buttons,
    .enabled = sr_enabled,
    .think = sr_think,
    .status = sr_status,
    .explain = sr_explain,
    .panel = sr_panel,
    .view = sr_view,
    .report = sr_report,
    .save = sg_save,
};
