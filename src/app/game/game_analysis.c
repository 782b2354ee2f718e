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

#include "analysis.h"
#include "analysis_list.h"
#include "game_files.h"
#include "game_play.h"
#include "game_think.h"
#include "move_list.h"
#include "pos_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ANALYSIS_TT_BYTES (32u << 20)

/* The analysis board's own state.  The match follows the line from the
 * start to the position shown (node), so the board, its animation and the
 * cards show it as in play. */
typedef struct AnalysisRun AnalysisRun;
struct AnalysisRun {
    VarTree *tree;              /* the moves studied, as variations */
    VarNode node;               /* the position shown */
    Analysis *analysis;
    VarNode analysed_node;      /* the node the analysis runs on, VAR_NONE */
    unsigned seen;
    int due;                    /* a result waits for the board to be still */
    int running;
    const Endgame *table;
    AnalysisList *alist;
    SDL_FRect list_area;
    /* The small window's panel shows the engine's account or the moves,
     * one at a time (a tap on it, L, or the menu switches): the panel's
     * area, and whether the moves are shown. */
    SDL_FRect panel_area;
    int cramped;
    int moves;
    int over_game;              /* opened over a game: Done goes back to it */
};

static int ga_grid(const GameScene *g) { return g->rules->value_kind == VALUE_KIND_WIN; }

/* The match follows the line to `node`: one move forward is played and
 * animated, anything else replays the line at once. */
static void ga_goto(GameScene *g, App *a, VarNode node)
{
    if (node == VAR_NONE)
        return;
    static Move path[MATCH_MAX_PLIES];
    int n = vartree_path(g->study->tree, node, path, MATCH_MAX_PLIES);
    if (n > MATCH_MAX_PLIES)
        return;
    sg_board_finish(g);
    int plies = match_plies(g->match), same = 0;
    while (same < plies && same < n && match_move_at(g->match, same) == path[same])
        same++;
    g->study->node = node;
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

static const GameMode sg_mode_analysis;

int sg_analysis_start(GameScene *g, App *a, const Move *moves, int n, int at, VarTree *tree)
{
    g->study = calloc(1, sizeof *g->study);
    if (!g->study) {
        vartree_destroy(tree);
        return -1;
    }
    g->study->tree = tree ? tree : vartree_create();
    g->study->analysis = g->study->tree ? analysis_create(match_game(g->match), ANALYSIS_TT_BYTES) : NULL;
    g->study->alist = g->study->analysis ? analysis_list_create() : NULL;
    if (!g->study->alist)
        return -1;
    g->gmode = g->home = &sg_mode_analysis;
    g->study->analysed_node = VAR_NONE;
    VarNode node = VAR_ROOT, shown = VAR_ROOT;
    for (int i = 0; i < n && node != VAR_NONE; i++) {
        node = vartree_add(g->study->tree, node, moves[i]);
        if (i + 1 == at)
            shown = node;
    }
    while (match_plies(g->match) > 0)
        match_undo(g->match);
    g->study->node = VAR_ROOT;
    ga_goto(g, a, shown);
    return 0;
}

void sg_analysis_placed(GameScene *g, int over_game)
{
    if (g->study)
        g->study->over_game = over_game;
}

void sg_analysis_free(GameScene *g)
{
    if (!g->study)
        return;
    analysis_destroy(g->study->analysis);
    vartree_destroy(g->study->tree);
    analysis_list_destroy(g->study->alist);
    free(g->study);
    g->study = NULL;
}

static void ga_changed(GameScene *g) { analysis_list_invalidate(g->study->alist); }

static void ga_play(GameScene *g, App *a, Move mv)
{
    if (vartree_depth(g->study->tree, g->study->node) + 1 >= MATCH_MAX_PLIES) {
        sg_banner(g, a, tr(T_AN_FULL), 0, 2.0);
        return;
    }
    int known = vartree_find(g->study->tree, g->study->node, mv) != VAR_NONE;
    VarNode n = vartree_add(g->study->tree, g->study->node, mv);
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
    uint64_t before = analysis_nodes(g->study->analysis);
    SearchState st = analysis_step(g->study->analysis, nodes);
    *done = analysis_nodes(g->study->analysis) - before;
    return st;
}

/* The values of the position shown on the board, once it is still. */
static void ga_show(GameScene *g)
{
    const SearchResult *r = analysis_result(g->study->analysis);
    if (!g->study->due || sg_board_busy(g) || g->study->analysed_node != g->study->node)
        return;
    g->study->due = 0;
    if (r->nroot == 0)
        return;
    sg_show_hint(g, r);
}

static void ga_think(GameScene *g, App *a, double budget_s)
{
    if (g->study->analysed_node != g->study->node) {
        const Game *gm = match_game(g->match);
        const Endgame *e = tables_want(a->tables, gm);
        if (e != g->study->table) {
            analysis_set_endgame(g->study->analysis, e);
            g->study->table = e;
        }
        analysis_set_book(g->study->analysis, tables_book(a->tables, gm));
        int nh;
        const uint64_t *hist = match_history(g->match, &nh);
        AnalysisBudget b = analysis_budget(gm);
        if (a->cfg.review_nodes > 0) /* a script's: the same figure for every run */
            b = (AnalysisBudget){b.exact_nodes ? (uint64_t)a->cfg.review_nodes : 0, (uint64_t)a->cfg.review_nodes * 4, 0};
        analysis_begin(g->study->analysis, match_pos(g->match), hist, nh, &b);
        g->study->analysed_node = g->study->node;
        g->study->seen = 0;
        g->study->running = 1;
    }
    if (g->study->running && sg_slices(g, a, budget_s, ga_step, g))
        g->study->running = 0;
    if (analysis_changed(g->study->analysis, &g->study->seen))
        g->study->due = 1;
    ga_show(g);
    a->calm = g->study->running && !sg_board_busy(g) && a->nstack > 0 && a->stack[a->nstack - 1] == &g->base;
}

/* ---- moving about the tree ---- */

/* The node where the variation n is on leaves its parent line: the
 * position before its first move. */
static VarNode ga_branch_point(const GameScene *g, VarNode n)
{
    for (VarNode c = n; c != VAR_ROOT && c != VAR_NONE; c = vartree_parent(g->study->tree, c)) {
        VarNode p = vartree_parent(g->study->tree, c);
        if (vartree_first(g->study->tree, p) != c)
            return p;
    }
    return VAR_ROOT;
}

static void ga_best(GameScene *g, App *a)
{
    const SearchResult *r = analysis_result(g->study->analysis);
    if (g->study->analysed_node == g->study->node && r->nroot > 0)
        ga_play(g, a, r->root_moves[0]);
}

static void ga_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_PREV:
        if (g->study->node != VAR_ROOT)
            ga_goto(g, a, vartree_parent(g->study->tree, g->study->node));
        break;
    case GB_NEXT:
        if (vartree_first(g->study->tree, g->study->node) != VAR_NONE)
            ga_goto(g, a, vartree_first(g->study->tree, g->study->node));
        break;
    case GB_FLIP:
        g->user_flip ^= 1;
        break;
    case GB_DONE:
        if (g->study->over_game)
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
    if (vartree_is_main(g->study->tree, g->study->node)) {
        sg_banner(g, a, tr(T_AN_MAIN_ALREADY), 0, 1.6);
        return;
    }
    vartree_promote(g->study->tree, g->study->node);
    ga_changed(g);
    sg_banner(g, a, tr(T_AN_PROMOTED), 0, 1.6);
}

void sg_analysis_delete(GameScene *g, App *a)
{
    if (g->study->node == VAR_ROOT) {
        sg_banner(g, a, tr(T_AN_NO_DELETE), 0, 1.6);
        return;
    }
    VarNode gone = g->study->node, up = vartree_parent(g->study->tree, gone);
    ga_goto(g, a, up);
    vartree_delete(g->study->tree, gone);
    ga_changed(g);
    sg_banner(g, a, tr(T_AN_DELETED), 0, 1.6);
}

static void ga_key(GameScene *g, App *a, const Input *in)
{
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
            ga_goto(g, a, ga_branch_point(g, g->study->node));
        else
            ga_button(g, a, GB_PREV);
        break;
    case SDLK_RIGHT:
        if (shift) { /* into the first variation from here */
            VarNode c = vartree_first(g->study->tree, g->study->node);
            if (c != VAR_NONE && vartree_next(g->study->tree, c) != VAR_NONE)
                ga_goto(g, a, vartree_next(g->study->tree, c));
        } else {
            ga_button(g, a, GB_NEXT);
        }
        break;
    case SDLK_UP:
    case SDLK_HOME:
        ga_goto(g, a, VAR_ROOT);
        break;
    case SDLK_DOWN:
    case SDLK_END:
        ga_goto(g, a, vartree_line_end(g->study->tree, g->study->node));
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
            sg_save_tree(g, a, g->study->tree);
        break;
    case SDLK_f:
        ga_button(g, a, GB_FLIP);
        break;
    case SDLK_l:
        g->study->moves ^= 1;
        break;
    default:
        break;
    }
}

static int ga_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

/* A click on the list goes to a move; on the small window's panel, it
 * turns to its other view.  0: not the analysis's. */
static int ga_click(GameScene *g, App *a, const Input *in)
{
    AnalysisRun *st = g->study;
    int cramped = sg_analysis_moves_view(g) >= 0;
    if (!ga_in(st->list_area, in->x, in->y) && !(cramped && ga_in(st->panel_area, in->x, in->y)))
        return 0;
    VarNode n = analysis_list_hit(st->alist, in->x, in->y);
    if (n != VAR_NONE)
        ga_goto(g, a, n);
    else if (cramped)
        st->moves ^= 1;
    return 1;
}

/* The arrows go through the moves; the screen keeps Escape and M (the
 * menu), and Tab, Enter and Backspace go to the board (a move picked by
 * keys).  0: not the analysis's. */
static int ga_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind == IN_DOWN)
        return ga_click(g, a, in);
    if (in->kind != IN_KEY)
        return 0;
    switch (in->key) {
    case SDLK_ESCAPE:
    case SDLK_m:
    case SDLK_TAB:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_BACKSPACE:
        return 0;
    default:
        ga_key(g, a, in);
        return 1;
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
    vartree_clear(g->study->tree);
    g->study->node = VAR_ROOT;
    g->study->analysed_node = VAR_NONE;
    ga_changed(g);
    sg_after_jump(g);
    sg_banner(g, a, tr(T_AN_PASTED), 0, 1.6);
}

/* ---- what the screen says ---- */

static void ga_status(const GameScene *g, App *a, char *buf, size_t len)
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

int sg_analysis_moves_view(const GameScene *g) { return g->study && g->study->cramped ? g->study->moves : -1; }

static void ga_panel(GameScene *g, App *a, SDL_FRect area)
{
    Render *r = a->render;
    float px = g->gl.text.small, lh = render_line_height(r, px);
    g->study->panel_area = area;
    /* A panel too low for the engine's whole account (heading, gauge,
     * evaluation, a best line on two lines) and a line of moves shows one
     * of them at a time; by its height alone, so the choice stays put
     * while the account changes. */
    g->study->cramped = area.h < lh * 6.9f;
    const SearchResult *res = analysis_result(g->study->analysis);
    int fresh = g->study->analysed_node == g->study->node;
    GameStatus st;
    match_status(g->match, &st);
    char state[64] = "";
    if (st.over)
        state[0] = '\0';
    else if (!fresh || (analysis_proving(g->study->analysis) && res->nroot == 0))
        snprintf(state, sizeof state, "%s", tr(analysis_proving(g->study->analysis) ? T_AN_PROVING : T_AN_SEARCHING));
    else if (res->exact)
        snprintf(state, sizeof state, "%s", tr(T_AN_PROVEN));
    else if (res->nroot > 0)
        snprintf(state, sizeof state, tr(T_AN_DEPTH), res->depth);
    if (g->study->cramped) {
        /* Two tabs, the one shown lit: a tap on the panel turns to the other. */
        int moves = g->study->moves;
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
    g->study->list_area = (SDL_FRect){area.x, y, area.w, bottom - y};
    if (bottom - y >= lh)
        analysis_list_draw(g->study->alist, g, g->study->tree, g->study->node, r, g->study->list_area, g->gl.text.list);
}

static void ga_report(GameScene *g, App *a, char *buf, size_t len)
{
    (void)a;
    const SearchResult *res = analysis_result(g->study->analysis);
    char tree[900], best[32] = "-";
    analysis_list_text(g->study->alist, g, g->study->tree, tree, sizeof tree);
    int fresh = g->study->analysed_node == g->study->node && res->nroot > 0;
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
             vartree_depth(g->study->tree, g->study->node), vartree_count(g->study->tree) - 1, best, fresh ? res->value : 0,
             fresh && res->exact ? "proven" : "estimated", fresh ? res->depth : 0, values, tree,
             view < 0 ? "both" : view ? "moves" : "engine");
}

void sg_analysis_toggle_moves(GameScene *g)
{
    if (g->study)
        g->study->moves ^= 1;
}

static int ga_buttons(const GameScene *g, GameButton *order)
{
    (void)g;
    static const GameButton analysis[] = {GB_PREV, GB_NEXT, GB_MENU, GB_DONE};
    memcpy(order, analysis, sizeof analysis);
    return 4;
}

static int ga_enabled(const GameScene *g, const App *a, int b)
{
    (void)a;
    if (b == GB_ANALYSE)
        return 0;
    return b == GB_PREV ? match_plies(g->match) > 0
           : b == GB_NEXT ? vartree_first(g->study->tree, g->study->node) != VAR_NONE
                          : 1;
}

/* What the board's values mean; both sides are played by hand, so a
 * sowing game's legend names the side they are for. */
static int ga_explain(const GameScene *g, App *a, char *text, size_t len)
{
    GameStatus st;
    if (!g->hint_shown || sg_over(g, &st))
        return 0;
    if (g->rules->value_kind != VALUE_KIND_SEEDS) {
        snprintf(text, len, "%s", tr(T_HINT_GRID_LEGEND));
        return 1;
    }
    char name[64];
    sg_player_name(g, a, pos_side(match_pos(g->match)), name, sizeof name);
    snprintf(text, len, tr(g->hint_proven ? T_AN_LEGEND_PROVEN : T_AN_LEGEND_ESTIMATE), name);
    return 1;
}

static void ga_save(GameScene *g, App *a) { sg_save_tree(g, a, g->study->tree); }

static const GameMode sg_mode_analysis = {
    .kind = GM_ANALYSIS,
    .flags = GM_STUDY | GM_PANEL | GM_MOVES,
    .play = ga_play,
    .input = ga_input,
    .button = ga_button,
    .buttons = ga_buttons,
    .enabled = ga_enabled,
    .think = ga_think,
    .status = ga_status,
    .explain = ga_explain,
    .panel = ga_panel,
    .report = ga_report,
    .save = ga_save,
};
