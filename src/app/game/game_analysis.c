/*
 * game_analysis.c - the analysis board.  The player moves for both sides;
 * a move already studied from the position shown is followed, any other
 * starts a variation beside it (variation.h).  The match always holds the
 * line from the start to the position shown, so the board and the cards
 * show it as in play; stepping one move forward animates it, any other
 * step is a jump.  The engine (analysis.h) analyses the position shown in
 * the frame's thinking time, a proof first where the game has one, and
 * the board shows every move's value as the hint does, the panel the
 * evaluation, its depth or "proven", the best line and a gauge.
 */
#include "game_analysis.h"

#include "analysis_list.h"
#include "game_files.h"
#include "game_play.h"
#include "move_list.h"
#include "pos_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ANALYSIS_TT_BYTES (32u << 20)

static int ga_grid(const GameScene *g) { return g->rules->value_kind == VALUE_KIND_WIN; }

/* The match follows the line to `node`: one move forward is played and
 * animated, anything else replays the line at once. */
static void ga_goto(GameScene *g, App *a, VarNode node)
{
    if (node == VAR_NONE)
        return;
    static Move path[MATCH_MAX_PLIES];
    int n = vartree_path(g->tree, node, path, MATCH_MAX_PLIES);
    if (n > MATCH_MAX_PLIES)
        return;
    sg_board_finish(g);
    int plies = match_plies(g->match), same = 0;
    while (same < plies && same < n && match_move_at(g->match, same) == path[same])
        same++;
    g->node = node;
    if (same == plies && n == plies + 1) {
        sg_play(g, a, path[plies]);
        g->banner_until = 0; /* the panel says where the board is; the values come */
        g->banner_sound = -1;
        return;
    }
    while (match_plies(g->match) > same)
        match_undo(g->match);
    for (int i = same; i < n; i++)
        if (match_play(g->match, path[i], NULL) != 0)
            break;
    sg_after_jump(g);
}

int sg_analysis_start(GameScene *g, App *a, const Move *moves, int n, int at, VarTree *tree)
{
    g->tree = tree ? tree : vartree_create();
    g->analysis = g->tree ? analysis_create(match_game(g->match), ANALYSIS_TT_BYTES) : NULL;
    g->alist = g->analysis ? analysis_list_create() : NULL;
    if (!g->alist)
        return -1;
    g->analysing = 1;
    g->analysed_node = VAR_NONE;
    VarNode node = VAR_ROOT, shown = VAR_ROOT;
    for (int i = 0; i < n && node != VAR_NONE; i++) {
        node = vartree_add(g->tree, node, moves[i]);
        if (i + 1 == at)
            shown = node;
    }
    while (match_plies(g->match) > 0)
        match_undo(g->match);
    g->node = VAR_ROOT;
    ga_goto(g, a, shown);
    return 0;
}

void sg_analysis_free(GameScene *g)
{
    analysis_destroy(g->analysis);
    vartree_destroy(g->tree);
    analysis_list_destroy(g->alist);
    g->analysis = NULL;
    g->tree = NULL;
    g->alist = NULL;
}

static void ga_changed(GameScene *g) { analysis_list_invalidate(g->alist); }

void sg_analysis_play(GameScene *g, App *a, Move mv)
{
    if (vartree_depth(g->tree, g->node) + 1 >= MATCH_MAX_PLIES) {
        sg_banner(g, a, tr(T_AN_FULL), 0, 2.0);
        return;
    }
    int known = vartree_find(g->tree, g->node, mv) != VAR_NONE;
    VarNode n = vartree_add(g->tree, g->node, mv);
    if (n == VAR_NONE) {
        sg_banner(g, a, tr(T_AN_FULL), 0, 2.0);
        return;
    }
    if (!known)
        ga_changed(g);
    ga_goto(g, a, n);
}

/* ---- the engine ---- */

static SearchState ga_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    GameScene *g = ctx;
    uint64_t before = analysis_nodes(g->analysis);
    SearchState st = analysis_step(g->analysis, nodes);
    *done = analysis_nodes(g->analysis) - before;
    return st;
}

/* The values of the position shown on the board, once it is still. */
static void ga_show(GameScene *g)
{
    const SearchResult *r = analysis_result(g->analysis);
    if (!g->analysis_due || sg_board_busy(g) || g->analysed_node != g->node)
        return;
    g->analysis_due = 0;
    if (r->nroot == 0)
        return;
    sg_show_hint(g, r);
}

void sg_analysis_think(GameScene *g, App *a, double budget_s)
{
    if (g->analysed_node != g->node) {
        const Game *gm = match_game(g->match);
        const Endgame *e = tables_want(a->tables, gm);
        if (e != g->analysis_table) {
            analysis_set_endgame(g->analysis, e);
            g->analysis_table = e;
        }
        analysis_set_book(g->analysis, tables_book(a->tables, gm));
        int nh;
        const uint64_t *hist = match_history(g->match, &nh);
        AnalysisBudget b = analysis_budget(gm);
        if (a->cfg.review_nodes > 0) /* a script's: the same figure for every run */
            b = (AnalysisBudget){b.exact_nodes ? (uint64_t)a->cfg.review_nodes : 0, (uint64_t)a->cfg.review_nodes * 4, 0};
        analysis_begin(g->analysis, match_pos(g->match), hist, nh, &b);
        g->analysed_node = g->node;
        g->analysis_seen = 0;
        g->analysis_running = 1;
    }
    if (g->analysis_running && sg_slices(g, a, budget_s, ga_step, g))
        g->analysis_running = 0;
    if (analysis_changed(g->analysis, &g->analysis_seen))
        g->analysis_due = 1;
    ga_show(g);
    a->calm = g->analysis_running && !sg_board_busy(g) && a->nstack > 0 && a->stack[a->nstack - 1] == &g->base;
}

/* ---- moving about the tree ---- */

/* The node where the variation n is on leaves its parent line: the
 * position before its first move. */
static VarNode ga_branch_point(const GameScene *g, VarNode n)
{
    for (VarNode c = n; c != VAR_ROOT && c != VAR_NONE; c = vartree_parent(g->tree, c)) {
        VarNode p = vartree_parent(g->tree, c);
        if (vartree_first(g->tree, p) != c)
            return p;
    }
    return VAR_ROOT;
}

static void ga_best(GameScene *g, App *a)
{
    const SearchResult *r = analysis_result(g->analysis);
    if (g->analysed_node == g->node && r->nroot > 0)
        sg_analysis_play(g, a, r->root_moves[0]);
}

void sg_analysis_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_PREV:
        if (g->node != VAR_ROOT)
            ga_goto(g, a, vartree_parent(g->tree, g->node));
        break;
    case GB_NEXT:
        if (vartree_first(g->tree, g->node) != VAR_NONE)
            ga_goto(g, a, vartree_first(g->tree, g->node));
        break;
    case GB_FLIP:
        g->user_flip ^= 1;
        break;
    case GB_DONE:
        if (g->analysis_over_game)
            app_pop(a);
        else
            app_switch(a, a->screens->menu(a));
        break;
    default:
        break;
    }
}

void sg_analysis_promote(GameScene *g, App *a)
{
    if (vartree_is_main(g->tree, g->node)) {
        sg_banner(g, a, tr(T_AN_MAIN_ALREADY), 0, 1.6);
        return;
    }
    vartree_promote(g->tree, g->node);
    ga_changed(g);
    sg_banner(g, a, tr(T_AN_PROMOTED), 0, 1.6);
}

void sg_analysis_delete(GameScene *g, App *a)
{
    if (g->node == VAR_ROOT) {
        sg_banner(g, a, tr(T_AN_NO_DELETE), 0, 1.6);
        return;
    }
    VarNode gone = g->node, up = vartree_parent(g->tree, gone);
    ga_goto(g, a, up);
    vartree_delete(g->tree, gone);
    ga_changed(g);
    sg_banner(g, a, tr(T_AN_DELETED), 0, 1.6);
}

void sg_analysis_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind == IN_DOWN) {
        VarNode n = analysis_list_hit(g->alist, in->x, in->y);
        if (n != VAR_NONE)
            ga_goto(g, a, n);
        else if (sg_analysis_moves_view(g) >= 0) /* the small window's panel: the other view */
            g->analysis_moves ^= 1;
        return;
    }
    if (in->kind != IN_KEY)
        return;
    int shift = (in->mod & KMOD_SHIFT) != 0, ctrl = (in->mod & KMOD_CTRL) != 0;
    SDL_Keycode key = in->key;
    /* A gamepad has no Shift: its shoulders (U, R) go out of and into
     * variations, Y (H) plays the best move. */
    if (key == SDLK_u || key == SDLK_r) {
        shift = 1;
        key = key == SDLK_u ? SDLK_LEFT : SDLK_RIGHT;
    } else if (key == SDLK_h) {
        key = SDLK_SPACE;
    }
    switch (key) {
    case SDLK_LEFT:
        if (shift) /* out of the variation, to where it branches off */
            ga_goto(g, a, ga_branch_point(g, g->node));
        else
            sg_analysis_button(g, a, GB_PREV);
        break;
    case SDLK_RIGHT:
        if (shift) { /* into the first variation from here */
            VarNode c = vartree_first(g->tree, g->node);
            if (c != VAR_NONE && vartree_next(g->tree, c) != VAR_NONE)
                ga_goto(g, a, vartree_next(g->tree, c));
        } else {
            sg_analysis_button(g, a, GB_NEXT);
        }
        break;
    case SDLK_UP:
    case SDLK_HOME:
        ga_goto(g, a, VAR_ROOT);
        break;
    case SDLK_DOWN:
    case SDLK_END:
        ga_goto(g, a, vartree_line_end(g->tree, g->node));
        break;
    case SDLK_SPACE:
        ga_best(g, a);
        break;
    case SDLK_p:
        sg_analysis_promote(g, a);
        break;
    case SDLK_DELETE:
        sg_analysis_delete(g, a);
        break;
    case SDLK_c:
        if (ctrl)
            sg_analysis_copy(g, a);
        break;
    case SDLK_v:
        if (ctrl)
            sg_analysis_paste(g, a);
        break;
    case SDLK_s:
        if (ctrl)
            sg_save(g, a);
        break;
    case SDLK_f:
        sg_analysis_button(g, a, GB_FLIP);
        break;
    case SDLK_l:
        g->analysis_moves ^= 1;
        break;
    default:
        break;
    }
}

/* ---- the position's text ---- */

void sg_analysis_copy(GameScene *g, App *a)
{
    const Game *gm = match_game(g->match);
    char text[GAME_TEXT_MAX], msg[GAME_TEXT_MAX + 64];
    gm->rules->format_pos(gm, match_pos(g->match), text, sizeof text);
    SDL_SetClipboardText(text);
    snprintf(msg, sizeof msg, tr(T_AN_COPIED), text);
    sg_banner(g, a, msg, 0, 2.5);
}

/* A position pasted starts a new analysis from it: the old one goes. */
void sg_analysis_paste(GameScene *g, App *a)
{
    char t[GAME_TEXT_MAX];
    if (app_clipboard_text(t, sizeof t) != 0) {
        sg_banner(g, a, tr(T_AN_PASTE_EMPTY), 0, 2.0);
        return;
    }
    const Game *gm = match_game(g->match);
    Pos *p = pos_new(gm);
    char err[200], msg[300];
    Match *m = NULL;
    if (p && game_parse_position(gm, t, p, NULL, err, sizeof err) == 0)
        m = match_create(gm, p);
    else if (p) {
        snprintf(msg, sizeof msg, tr(T_AN_PASTE_BAD), err);
        sg_banner(g, a, msg, 0, 3.0);
    }
    pos_free(p);
    if (!m)
        return;
    sg_board_finish(g);
    match_destroy(g->match);
    g->match = m;
    vartree_clear(g->tree);
    g->node = VAR_ROOT;
    g->analysed_node = VAR_NONE;
    ga_changed(g);
    sg_after_jump(g);
    sg_banner(g, a, tr(T_AN_PASTED), 0, 1.6);
}

/* ---- what the screen says ---- */

void sg_analysis_status(const GameScene *g, App *a, char *buf, size_t len)
{
    GameStatus st;
    match_status(g->match, &st);
    char name[64];
    if (st.over) {
        char title[96], detail[8];
        sg_result(g, a, &st, title, sizeof title, detail, sizeof detail);
        snprintf(buf, len, tr(T_ANALYSIS_OVER), title);
        return;
    }
    sg_player_name(g, a, pos_side(match_pos(g->match)), name, sizeof name);
    snprintf(buf, len, tr(T_ANALYSIS_STATUS), name);
}

/* The value for the side to move in words: seeds with a sign ("+4", "≈ +2"
 * when not proven), or the grid games' words. */
static void ga_value_words(const GameScene *g, const SearchResult *r, char *buf, size_t len)
{
    if (ga_grid(g)) {
        sg_grid_value(g, r->value, buf, len);
        return;
    }
    snprintf(buf, len, "%s%+d", r->exact ? "" : "\xe2\x89\x88 ", r->value);
}

/* The gauge: the first side's share of the evaluation, its token at the
 * left and the second's at the right. */
static void ga_gauge(GameScene *g, Render *r, SDL_FRect box, const SearchResult *res)
{
    int side = pos_side(match_pos(g->match));
    int v = side == 0 ? res->value : -res->value;
    float f;
    if (ga_grid(g))
        f = v >= VALUE_WIN_BOUND ? 1.0f : v <= -VALUE_WIN_BOUND ? -1.0f : tanhf((float)v * 0.0045f);
    else
        f = tanhf((float)v * 0.12f);
    float icon = box.h * 1.5f, x0 = box.x + icon * 1.2f, w = box.w - icon * 2.4f;
    sg_draw_side_icon(g, r, box.x + icon * 0.5f, box.y + box.h / 2, icon, 0);
    sg_draw_side_icon(g, r, box.x + box.w - icon * 0.5f, box.y + box.h / 2, icon, 1);
    render_rounded(r, (SDL_FRect){x0, box.y, w, box.h}, box.h * 0.5f, (SDL_Color){30, 20, 10, 255});
    float split = w * (0.5f + 0.5f * f);
    if (split > box.h)
        render_rounded(r, (SDL_FRect){x0, box.y, split, box.h}, box.h * 0.5f, (SDL_Color){236, 224, 196, 255});
    render_fill_rect(r, (SDL_FRect){x0 + w / 2 - 0.5f, box.y - 2, 1, box.h + 4}, render_gold);
}

/* Wrapped text, drawn; the y under it. */
static float ga_text(Render *r, FontId font, float px, const char *text, float x, float y, float w, SDL_Color c)
{
    return y + render_text_wrapped(r, font, px, text, x, y, w, c);
}

int sg_analysis_moves_view(const GameScene *g) { return g->analysis_cramped ? g->analysis_moves : -1; }

void sg_analysis_panel(GameScene *g, App *a, SDL_FRect area)
{
    Render *r = a->render;
    float px = g->gl.text.small, lh = render_line_height(r, px);
    g->analysis_panel_area = area;
    /* A panel too low for the engine's whole account (heading, gauge,
     * evaluation, a best line on two lines) and a line of moves shows one
     * of them at a time; by its height alone, so the choice stays put
     * while the account changes. */
    g->analysis_cramped = area.h < lh * 6.9f;
    const SearchResult *res = analysis_result(g->analysis);
    int fresh = g->analysed_node == g->node;
    GameStatus st;
    match_status(g->match, &st);
    char state[64] = "";
    if (st.over)
        state[0] = '\0';
    else if (!fresh || (analysis_proving(g->analysis) && res->nroot == 0))
        snprintf(state, sizeof state, "%s", tr(analysis_proving(g->analysis) ? T_AN_PROVING : T_AN_SEARCHING));
    else if (res->exact)
        snprintf(state, sizeof state, "%s", tr(T_AN_PROVEN));
    else if (res->nroot > 0)
        snprintf(state, sizeof state, tr(T_AN_DEPTH), res->depth);
    if (g->analysis_cramped) {
        /* Two tabs, the one shown lit: a tap on the panel turns to the other. */
        int moves = g->analysis_moves;
        const char *first = tr(T_ANALYSIS_HEADING), *second = tr(T_AN_MOVES_TAB);
        float x = area.x + render_text(r, FONT_BOLD, px, first, area.x, area.y, ALIGN_LEFT, moves ? render_dim : render_gold);
        x += render_text(r, FONT_REGULAR, px, " \xc2\xb7 ", x, area.y, ALIGN_LEFT, render_dim);
        render_text(r, FONT_BOLD, px, second, x, area.y, ALIGN_LEFT, moves ? render_gold : render_dim);
    } else {
        render_text(r, FONT_BOLD, px, tr(T_ANALYSIS_HEADING), area.x, area.y, ALIGN_LEFT, render_gold);
    }
    render_text(r, FONT_REGULAR, px, state, area.x + area.w, area.y, ALIGN_RIGHT, render_dim);
    float y = area.y + lh * 1.3f, bottom = area.y + area.h;
    if (sg_analysis_moves_view(g) == 1) {
        /* The small window: the moves in the engine's place. */
    } else if (st.over) {
        y = ga_text(r, FONT_REGULAR, px, tr(T_AN_GAME_OVER), area.x, y, area.w, render_ink);
    } else if (fresh && res->nroot > 0) {
        char who[64], value[64], line[160], words[600];
        sg_player_name(g, a, pos_side(match_pos(g->match)), who, sizeof who);
        ga_value_words(g, res, value, sizeof value);
        snprintf(line, sizeof line, tr(ga_grid(g) ? T_AN_EVAL_GRID : T_AN_EVAL_SEEDS), who, value);
        ga_gauge(g, r, (SDL_FRect){area.x, y + lh * 0.2f, area.w, lh * 0.6f}, res);
        y += lh * 1.2f;
        y = ga_text(r, FONT_BOLD, px, line, area.x, y, area.w, render_ink);
        /* The best line, in the move list's words, played aside. */
        const Game *gm = match_game(g->match);
        size_t psize = gm->rules->pos_size, used = 0;
        unsigned char pos[512];
        if (psize <= sizeof pos) {
            memcpy(pos, match_pos(g->match), psize);
            words[0] = '\0';
            for (int i = 0; i < res->pv_len && i < 12; i++) {
                char mv[32];
                sg_move_words_at(g, (const Pos *)(const void *)pos, res->pv[i], mv, sizeof mv);
                int k = snprintf(words + used, sizeof words - used, "%s%s", i ? " " : "", mv);
                if (k < 0 || (size_t)k >= sizeof words - used)
                    break;
                used += (size_t)k;
                gm->rules->play(gm, (Pos *)(void *)pos, res->pv[i], NULL);
            }
            snprintf(line, sizeof line, tr(T_AN_BEST_LINE), words);
            y = ga_text(r, FONT_REGULAR, px, line, area.x, y, area.w, render_dim);
        }
    } else {
        y += lh * 1.1f;
    }
    y += lh * 0.4f;
    g->analysis_list_area = (SDL_FRect){area.x, y, area.w, bottom - y};
    if (bottom - y >= lh)
        analysis_list_draw(g->alist, g, r, g->analysis_list_area, g->gl.text.list);
}

void sg_analysis_report(GameScene *g, char *buf, size_t len)
{
    const SearchResult *res = analysis_result(g->analysis);
    char tree[900], best[32] = "-";
    analysis_list_text(g->alist, g, tree, sizeof tree);
    int fresh = g->analysed_node == g->node && res->nroot > 0;
    if (fresh) {
        const Game *gm0 = match_game(g->match);
        gm0->rules->format_move(gm0, match_pos(g->match), res->root_moves[0], best, sizeof best);
    }
    /* Every move's value, best first, as `analyze` answers them. */
    char values[400] = "";
    size_t used = 0;
    const Game *gm = match_game(g->match);
    for (int i = 0; fresh && i < res->nroot; i++) {
        char mv[32];
        gm->rules->format_move(gm, match_pos(g->match), res->root_moves[i], mv, sizeof mv);
        int k = snprintf(values + used, sizeof values - used, "%s%s:%d", i ? " " : "", mv, res->root_values[i]);
        if (k < 0 || (size_t)k >= sizeof values - used)
            break;
        used += (size_t)k;
    }
    int view = sg_analysis_moves_view(g);
    snprintf(buf, len, "analysis at %d nodes %d best %s value %d %s depth %d values [%s] moves [%s] panel %s",
             vartree_depth(g->tree, g->node), vartree_count(g->tree) - 1, best, fresh ? res->value : 0,
             fresh && res->exact ? "proven" : "estimated", fresh ? res->depth : 0, values, tree,
             view < 0 ? "both" : view ? "moves" : "engine");
}
