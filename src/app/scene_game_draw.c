/*
 * scene_game_draw.c - the game scene's picture: the table, the status
 * line, the board with its seeds in flight, the players' panel with the
 * move list, the buttons and the banner.  It lays out the view (pixel
 * rectangles for hit tests) but never touches the match.
 */
#include "game_scene.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>


static const TextId gd_button_label[GB_COUNT] = {T_BTN_MENU, T_BTN_HINT, T_BTN_FLIP, T_BTN_PAUSE,
                                                T_BTN_STEP, T_BTN_PREV, T_BTN_NEXT, T_BTN_DONE};

static void gd_layout(GameScene *g, App *a)
{
    Render *r = a->render;
    float w = (float)render_width(r), h = (float)render_height(r), u = render_unit(r);
    float bar = u * 11;
    g->status_bar = (SDL_FRect){0, 0, w, bar};
    if (w >= h * 1.25f) {
        float pw = w * 0.26f;
        g->panel = (SDL_FRect){w - pw - u * 2, bar, pw, h - bar - u * 2};
        g->board_area = (SDL_FRect){u * 2, bar + u * 4, w - pw - u * 6, h - bar - u * 10};
    } else {
        float ph = h * 0.30f;
        g->panel = (SDL_FRect){u * 2, h - ph - u * 2, w - u * 4, ph};
        g->board_area = (SDL_FRect){u * 2, bar + u * 4, w - u * 4, h - ph - bar - u * 10};
    }
    g->board->layout(g, a);

    /* Buttons along the bottom of the panel, two a row in this order. */
    static const GameButton play_order[] = {GB_MENU, GB_HINT, GB_FLIP, GB_PAUSE, GB_STEP};
    static const GameButton review_order[] = {GB_PREV, GB_NEXT, GB_FLIP, GB_DONE};
    const GameButton *order = g->reviewing ? review_order : play_order;
    int norder = g->reviewing ? 4 : 5;
    memset(g->button_shown, 0, sizeof g->button_shown);
    for (int k = 0; k < norder; k++)
        g->button_shown[order[k]] = g->reviewing || (order[k] != GB_PAUSE && order[k] != GB_STEP) || g->mode == MODE_CVC;
    int shown = 0;
    for (int b = 0; b < GB_COUNT; b++)
        shown += g->button_shown[b];
    float bh = u * 6.5f, gap = u * 1.2f;
    int cols = 2, rows = (shown + cols - 1) / cols;
    float bw = (g->panel.w - u * 3 - gap * (float)(cols - 1)) / (float)cols;
    float y0 = g->panel.y + g->panel.h - u * 1.5f - (float)rows * bh - (float)(rows - 1) * gap;
    int k = 0;
    for (int j = 0; j < norder; j++) {
        int b = order[j];
        if (!g->button_shown[b])
            continue;
        int row = k / cols, col = k % cols;
        g->button[b] = (SDL_FRect){g->panel.x + u * 1.5f + (float)col * (bw + gap), y0 + (float)row * (bh + gap), bw, bh};
        k++;
    }
}

static void gd_status(GameScene *g, App *a)
{
    Render *r = a->render;
    float u = render_unit(r);
    GameStatus st;
    match_status(g->match, &st);
    int side = pos_side(match_pos(g->match));
    char text[128], name[64];
    sg_player_name(g, a, side, name, sizeof name);
    if (g->reviewing)
        sg_review_status(g, text, sizeof text);
    else if (g->choosing_edge && sg_is_computer(g, 0))
        snprintf(text, sizeof text, "%s", tr(T_ROUGE_CHOOSING));
    else if (g->choosing_edge)
        snprintf(text, sizeof text, "%s", tr(T_ROUGE_CLICK_EDGE));
    else if (st.over)
        snprintf(text, sizeof text, "%s", tr(T_GAME_OVER));
    else if (g->board->busy(g))
        snprintf(text, sizeof text, "%s", tr(g->board->busy_text));
    else if (sg_is_computer(g, side) && g->paused)
        snprintf(text, sizeof text, "%s", tr(T_PAUSED_STEP));
    else if (sg_is_computer(g, side))
        snprintf(text, sizeof text, tr(T_X_THINKING), name);
    else if (g->hint_active)
        snprintf(text, sizeof text, "%s", tr(T_LOOKING_HINT));
    else if (sg_is_you(g, side) && g->hint_shown && g->hint_mask)
        snprintf(text, sizeof text, "%s", tr(g->hint_estimate ? T_HINT_ESTIMATED : T_HINT_PROVEN));
    else if (sg_is_you(g, side) && g->grid.khan && g->grid.to_place[side])
        snprintf(text, sizeof text, "%s", tr(T_PLACE_FROM_TRAY));
    else if (sg_is_you(g, side))
        snprintf(text, sizeof text, "%s", tr(g->board->your_turn));
    else
        snprintf(text, sizeof text, tr(T_X_TO_MOVE), name);
    float px = render_text_fit(r, FONT_BOLD, u * 4.6f, text, g->board_area.w * 0.9f);
    float cx = g->board_area.x + g->board_area.w / 2;
    render_text(r, FONT_BOLD, px, text, cx, u * 2.6f, ALIGN_CENTER, render_ink);
    /* A turning dot while the computer thinks. */
    if (!st.over && sg_is_computer(g, side) && !g->paused && !g->board->busy(g) && !g->reviewing) {
        float tw = render_text_width(r, FONT_BOLD, px, text);
        float ang = (float)a->now * 6.0f;
        render_disc(r, cx - tw / 2 - u * 3 + cosf(ang) * u, u * 2.6f + px * 0.6f + sinf(ang) * u, u * 0.6f, render_gold);
    }
    float tpx = render_text_fit(r, FONT_REGULAR, u * 2.6f, g->title, g->board_area.w * 0.9f);
    render_text(r, FONT_REGULAR, tpx, g->title, cx, u * 2.6f + px * 1.35f, ALIGN_CENTER, render_dim);
}

static void gd_buttons(GameScene *g, App *a, const GameStatus *st)
{
    Render *r = a->render;
    for (int b = 0; b < GB_COUNT; b++) {
        if (!g->button_shown[b])
            continue;
        char label[48];
        if (b == GB_HINT)
            snprintf(label, sizeof label, tr(T_HINT_N), scene_game_hints_left(&g->base, a));
        else if (b == GB_PAUSE)
            snprintf(label, sizeof label, "%s", tr(g->paused ? T_RESUME : T_BTN_PAUSE));
        else
            snprintf(label, sizeof label, "%s", tr(gd_button_label[b]));
        int enabled = b == GB_HINT   ? scene_game_hints_left(&g->base, a) > 0 && !st->over
                      : b == GB_PREV ? match_plies(g->match) > 0
                      : b == GB_NEXT ? match_can_redo(g->match)
                                     : 1;
        ui_draw_button(r, g->button[b], label, g->button_hover == b ? 1 : 0, enabled);
    }
}

/* The endgame tables' line at the foot of the move list, once the game
 * has asked for them; the height it took. */
static float gd_tables(GameScene *g, App *a, float x, float w, float bottom)
{
    double done = 0;
    TablesState st = tables_state(a->tables, match_game(g->match), &done);
    if (st != TABLES_LOADING && st != TABLES_BUILDING && st != TABLES_READY)
        return 0;
    Render *r = a->render;
    float u = render_unit(r), h = u * 3.2f, y = bottom - u * 2.4f;
    char text[96];
    if (st == TABLES_BUILDING)
        snprintf(text, sizeof text, tr(T_TABLES_BUILDING), (int)(done * 100.0));
    else if (st == TABLES_READY)
        snprintf(text, sizeof text, tr(T_TABLES_READY), tables_seeds(a->tables));
    else
        snprintf(text, sizeof text, "%s", tr(T_TABLES_LOADING));
    float px = render_text_fit(r, FONT_REGULAR, u * 2.0f, text, w);
    render_text(r, FONT_REGULAR, px, text, x, y - u * 0.6f, ALIGN_LEFT, st == TABLES_READY ? render_gold : render_dim);
    if (st == TABLES_BUILDING) {
        SDL_FRect bar = {x, y + u * 1.9f, w, u * 0.5f};
        render_rounded(r, bar, u * 0.25f, (SDL_Color){45, 25, 10, 200});
        bar.w = w * (float)done;
        if (bar.w > u * 0.5f)
            render_rounded(r, bar, u * 0.25f, render_gold);
    }
    return h;
}

static void gd_panel(GameScene *g, App *a)
{
    Render *r = a->render;
    float u = render_unit(r);
    GameStatus st;
    match_status(g->match, &st);
    int side = pos_side(match_pos(g->match));
    int flipped = sg_flipped(g, a);
    float x = g->panel.x + u * 1.5f, w = g->panel.w - u * 3, y = g->panel.y + u * 1.5f;
    /* The player at the top of the board first, as they sit. */
    for (int k = 0; k < 2; k++) {
        int s = k == 0 ? !flipped : flipped;
        char name[64], score[16];
        sg_player_name(g, a, s, name, sizeof name);
        snprintf(score, sizeof score, "%d", g->board->score(g, s));
        SDL_FRect card = {x, y, w, u * 7.5f};
        int turn = !st.over && side == s;
        render_rounded(r, card, u * 1.5f, turn ? (SDL_Color){110, 70, 30, 230} : (SDL_Color){45, 25, 10, 170});
        if (turn)
            render_rounded_outline(r, card, u * 1.5f, u * 0.35f, render_gold);
        if (g->board == &board_grid) { /* the side's own men: black or white, Rouge or Ocre */
            grid_draw_side_piece(r, g->grid.style, card.x + u * 3, card.y + card.h / 2, u * 3.6f, s);
        } else {
            render_disc(r, card.x + u * 3, card.y + card.h / 2, u * 1.3f,
                        s == 0 ? (SDL_Color){240, 225, 190, 255} : (SDL_Color){90, 60, 40, 255});
            render_ring(r, card.x + u * 3, card.y + card.h / 2, u * 1.3f, u * 0.3f, render_gold);
        }
        float room = card.w - u * 9.0f - render_text_width(r, FONT_BOLD, u * 4.2f, score);
        /* In a narrow panel a computer's name goes without its level. */
        if (sg_is_computer(g, s) && render_text_width(r, FONT_BOLD, u * 2.8f, name) * 0.75f > room) {
            if (g->mode == MODE_CVC)
                snprintf(name, sizeof name, tr(T_COMPUTER_N_SHORT), s + 1);
            else
                snprintf(name, sizeof name, "%s", tr(T_COMPUTER_SHORT));
        }
        float npx = render_text_fit(r, FONT_BOLD, u * 2.8f, name, room);
        render_text(r, FONT_BOLD, npx, name, card.x + u * 5.5f, card.y + u * 1.0f, ALIGN_LEFT, render_ink);
        const char *sub = g->side_desc[s];
        /* The perfect level says whether its last move was proven best. */
        if (sg_is_computer(g, s) && a->settings.level == LEVEL_PERFECT && g->ai_proof[s] >= 0)
            sub = tr(g->ai_proof[s] ? T_PERFECT_PROVEN : T_PERFECT_SEARCHED);
        float spx = render_text_fit(r, FONT_REGULAR, u * 2.0f, sub, room);
        render_text(r, FONT_REGULAR, spx, sub, card.x + u * 5.5f, card.y + u * 4.3f, ALIGN_LEFT, render_dim);
        render_text(r, FONT_BOLD, u * 4.2f, score, card.x + card.w - u * 1.5f, card.y + u * 1.3f, ALIGN_RIGHT,
                    turn ? render_gold : render_ink);
        y += card.h + u * 1.2f;
    }
    float buttons = g->panel.y + g->panel.h;
    for (int b = 0; b < GB_COUNT; b++)
        if (g->button_shown[b] && g->button[b].y < buttons)
            buttons = g->button[b].y;
    if (g->reviewing) {
        sg_review_panel(g, a, (SDL_FRect){x, y + u * 1.0f, w, buttons - u * 1.5f - (y + u * 1.0f)});
        gd_buttons(g, a, &st);
        return;
    }
    /* The moves, one line per turn (a turn can hold several sowings). */
    float top = y + u * 1.0f, bottom = buttons - u * 1.5f;
    bottom -= gd_tables(g, a, x, w, bottom);
    render_text(r, FONT_BOLD, u * 2.4f, tr(T_MOVES), x, y, ALIGN_LEFT, render_gold);
    top += u * 2.5f;
    float line = u * 3.0f;
    int max_lines = (int)((bottom - top) / line);
    char lines[64][64];
    int nlines = 0, turn_no = 0, plies = match_plies(g->match), prev_side = -1;
    int first_line = 0;
    for (int i = 0; i < plies; i++) {
        int s = pos_side(match_pos_at(g->match, i));
        char mv[16];
        match_move_text(g->match, i, mv, sizeof mv);
        if (s != prev_side) {
            turn_no++;
            if (nlines == 64) {
                memmove(lines, lines[1], sizeof lines[0] * 63);
                nlines--;
                first_line++;
            }
            snprintf(lines[nlines++], sizeof lines[0], "%3d. %s  %s", turn_no, g->side_short[s], mv);
            prev_side = s;
        } else {
            /* A long turn (Khan's set-up) goes on over the next lines. */
            size_t len = strlen(lines[nlines - 1]);
            snprintf(lines[nlines - 1] + len, sizeof lines[0] - len, " %s", mv);
            if (render_text_width(r, FONT_BOLD, u * 2.3f, lines[nlines - 1]) > g->panel.w - u * 4) {
                lines[nlines - 1][len] = '\0';
                if (nlines == 64) {
                    memmove(lines, lines[1], sizeof lines[0] * 63);
                    nlines--;
                }
                snprintf(lines[nlines++], sizeof lines[0], "         %s", mv);
            }
        }
    }
    int start = nlines > max_lines ? nlines - max_lines : 0;
    for (int i = start; i < nlines && max_lines > 0; i++) {
        int last = i == nlines - 1;
        render_text(r, last ? FONT_BOLD : FONT_REGULAR, u * 2.3f, lines[i], x, top + (float)(i - start) * line, ALIGN_LEFT,
                    last ? render_ink : render_dim);
    }
    if (nlines == 0 && max_lines > 0)
        render_text(r, FONT_REGULAR, u * 2.2f, tr(T_NONE_YET), x, top, ALIGN_LEFT, render_dim);
    (void)first_line;

    gd_buttons(g, a, &st);
}

static void gd_banner(GameScene *g, App *a)
{
    if (!g->banner[0] || a->now < g->banner_at || a->now > g->banner_until)
        return;
    Render *r = a->render;
    float u = render_unit(r);
    double left = g->banner_until - a->now, in = a->now - g->banner_at;
    float alpha = (float)(left < 0.3 ? left / 0.3 : in < 0.2 ? in / 0.2 : 1.0);
    SDL_FRect board = g->board == &board_grid ? g->grid.layout.board : g->layout.board;
    float cx = board.x + board.w / 2, cy = board.y + board.h / 2;
    float px = render_text_fit(r, FONT_BOLD, u * 4.4f, g->banner, board.w * 1.05f);
    float tw = render_text_width(r, FONT_BOLD, px, g->banner);
    SDL_FRect box = {cx - tw / 2 - u * 3, cy - px * 0.95f, tw + u * 6, px * 1.9f};
    render_rounded(r, box, u * 2, (SDL_Color){30, 15, 5, (Uint8)(220 * alpha)});
    render_rounded_outline(r, box, u * 2, u * 0.35f, (SDL_Color){255, 208, 96, (Uint8)(255 * alpha)});
    render_text(r, FONT_BOLD, px, g->banner, cx, cy - px * 0.62f, ALIGN_CENTER, (SDL_Color){255, 236, 200, (Uint8)(255 * alpha)});
}

void scene_game_draw(Scene *s, App *a, double alpha)
{
    GameScene *g = (GameScene *)s;
    if (g->described_in != lang_current()) /* changed in the settings */
        sg_describe(g, g->rules, &g->opts);
    gd_layout(g, a);
    /* The table, the board and the panel's wood are one cached layer: they
     * change only with the window's size or the board's orientation. */
    uint64_t key = 0x6d616e63ULL ^ (uint64_t)g->npits << 8 ^ (uint64_t)g->layout.flipped << 16 ^
                   (uint64_t)(g->mode == MODE_CVC) << 17 ^ (uint64_t)g->grid.khan << 18 ^ (uint64_t)(g->opts.v[0] & 3) << 20 ^
                   (uint64_t)g->grid.layout.flipped << 22;
    if (render_layer_begin(a->render, key)) {
        ui_draw_table(a->render);
        g->board->draw_still(g, a);
        ui_draw_panel(a->render, g->panel);
        render_layer_end(a->render);
    }
    gd_status(g, a);
    g->board->draw(g, a, alpha);
    gd_panel(g, a);
    gd_banner(g, a);
}
