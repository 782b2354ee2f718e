/*
 * game_draw.c - the game scene's picture: the table, the header
 * (the status line, and under it a notice, an explanation or the game's
 * title), the board with its seeds or pieces in flight, and the panel:
 * the players' cards, the move list and the buttons.  It lays out the
 * view (pixel rectangles for hit tests) but never touches the match.
 *
 * Nothing is drawn over the board but the board's own marks: notices
 * take the header's second line, and the panel stands beside or under
 * the board (game_layout.c).
 */
#include "game_draw.h"

#include "move_list.h"
#include "move_number.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const TextId gd_button_label[GB_COUNT] = {T_BTN_MENU, T_BTN_HINT,  T_BTN_FLIP,   T_BTN_PAUSE,
                                                T_BTN_STEP, T_BTN_PREV,  T_BTN_NEXT,   T_BTN_DONE,
                                                T_BTN_AGAIN, T_BTN_REVIEW, T_BTN_TAKE_BACK, T_BTN_ANALYSE,
                                                T_BTN_SOLUTION, T_BTN_RETRY, T_BTN_NEW_PUZZLE, T_BTN_DRAW,
                                                T_BTN_RESIGN};

static const SDL_Color gd_capture = {255, 176, 120, 255};

/* ---- layout ---- */

int sg_buttons_shown(const GameScene *g, GameButton *order) { return g->gmode->buttons(g, order); }

static void gd_button_text(GameScene *g, App *a, int b, char *label, size_t len)
{
    if (b == GB_HINT && g->gmode->kind == GM_PLAY) /* a puzzle's hint is not counted: it fails the puzzle */
        snprintf(label, len, tr(T_HINT_N), sg_hints_left(g, a));
    else if (b == GB_PAUSE)
        snprintf(label, len, "%s", tr(g->paused ? T_RESUME : T_BTN_PAUSE));
    else
        snprintf(label, len, "%s", tr(gd_button_label[b]));
}

static float gd_board_fit(const void *ctx, float w, float h)
{
    const GameScene *g = ctx;
    return g->board->ops->fit(g->board, w, h);
}

void sg_layout(GameScene *g, App *a)
{
    GameButton order[GB_COUNT];
    char labels[GL_MAX_BUTTONS][48], names[1][64];
    float ratio = render_pixel_ratio(a->render);
    g->small_window = (float)render_width(a->render) < ratio * 800 || (float)render_height(a->render) < ratio * 500;
    int n = sg_buttons_shown(g, order);
    GameLayoutNeeds need = {gd_board_fit, g, {NULL}, n, 0, NULL, (g->gmode->flags & GM_PANEL) != 0};
    for (int k = 0; k < n && k < GL_MAX_BUTTONS; k++) {
        gd_button_text(g, a, order[k], labels[k], sizeof labels[k]);
        /* Pause and Resume take turns in one place: room for the longer. */
        if (order[k] == GB_PAUSE && strlen(tr(T_RESUME)) > strlen(labels[k]))
            snprintf(labels[k], sizeof labels[k], "%s", tr(T_RESUME));
        need.button_label[k] = labels[k];
        /* A small window's strip leaves Flip to the in-game menu (and F),
         * the review's Analyse to A (and the menu at the result); a small
         * window has no draw offer or resignation button at all. */
        if (order[k] == GB_FLIP || order[k] == GB_ANALYSE)
            need.optional |= 1u << k;
    }
    /* The cards as wide as the widest name they may show in this game at
     * any level, so that the board keeps its size when the level changes. */
    int was = a->settings.level;
    float widest = -1;
    for (int lv = 0; lv <= level_top(match_game(g->match)); lv++)
        for (int s = 0; s < 2; s++) {
            a->settings.level = lv;
            char name[64];
            sg_player_name(g, a, s, name, sizeof name);
            float w = render_text_width(a->render, FONT_BOLD, g->gl.text.name > 0 ? g->gl.text.name : 12, name);
            if (w > widest) {
                widest = w;
                snprintf(names[0], sizeof names[0], "%s", name);
            }
        }
    a->settings.level = was;
    need.widest_name = names[0];
    /* A small window measures the cards by the names they will show: a
     * computer's without its level. */
    if ((float)render_width(a->render) < render_pixel_ratio(a->render) * 800 && g->mode != MODE_HVH)
        need.widest_name = tr(T_COMPUTER_SHORT);
    game_layout(&g->gl, a->render, &need);
    g->board_area = g->gl.board_area;
    g->panel = g->gl.panel;
    memset(g->button_shown, 0, sizeof g->button_shown);
    for (int k = 0; k < n && k < GL_MAX_BUTTONS; k++) {
        g->button[order[k]] = g->gl.button[k];
        g->button_shown[order[k]] = g->gl.button[k].w > 0;
    }
    g->board->ops->layout(g->board, a, g->board_area, sg_flipped(g, a));
}

/* ---- the header ---- */

static void gd_status_text(GameScene *g, App *a, char *text, size_t len) { g->gmode->status(g, a, text, len); }

/* After what the line says, what the board's marks of the last move and
 * of what its capture took mean, while they are drawn (in every mode: a
 * review, an analysis and a puzzle draw them too). */
static void gd_marks_legend(GameScene *g, char *text, size_t len)
{
    if (match_plies(g->match) == 0 || sg_board_busy(g))
        return;
    char emptied[160];
    g->board->ops->emptied(g->board, emptied, sizeof emptied);
    const char *marks[2] = {tr(g->board->ops->last_move_legend),
                            strcmp(emptied, "-") != 0 ? tr(g->board->ops->emptied_legend) : NULL};
    for (int k = 0; k < 2; k++) {
        size_t used = strlen(text);
        if (marks[k] && !strstr(text, marks[k]))
            snprintf(text + used, len - used, "%s%s", used ? " \xc2\xb7 " : "", marks[k]);
    }
}

/* Under the status line: what the numbers on the board mean, why pieces
 * are held back, or else the game and its options; then what the marks
 * mean.  1 when it is the rule binding the move (Khan's), which must be
 * read while it applies. */
static int gd_explain(GameScene *g, App *a, char *text, size_t len)
{
    BoardView v = sg_view(g);
    if (g->gmode->explain && g->gmode->explain(g, a, text, len)) {
        gd_marks_legend(g, text, len);
        return 0;
    }
    /* What binds the move, on a human's turn when something does. */
    if (g->board->ops->explain(g->board, &v, text, len))
        return 1;
    snprintf(text, len, "%s", g->title);
    gd_marks_legend(g, text, len);
    return 0;
}

/* A line too long for its width at seven tenths of its size loses its
 * last parts (" · " between them) first: the marks' legend, then the
 * options, never the beginning, which says what matters now. */
static float gd_fit_line(Render *r, FontId font, float px, char *text, float max_w)
{
    for (;;) {
        char *dot = strstr(text, " \xc2\xb7 "), *last = NULL;
        for (; dot; dot = strstr(dot + 1, " \xc2\xb7 "))
            last = dot;
        if (!last || render_text_width(r, font, px, text) * RENDER_FIT_LEAST <= max_w)
            break;
        *last = '\0';
    }
    return render_text_fit(r, font, px, text, max_w);
}

/* The notice under the status line, fading in and out; it is counted
 * against the board's rectangle for the tests, which must never meet. */
static void gd_notice(GameScene *g, App *a, float cx, float y, float px, float max_w)
{
    Render *r = a->render;
    double left = g->banner_until - a->now, in = a->now - g->banner_at;
    float alpha = (float)(left < 0.3 ? left / 0.3 : in < 0.2 ? in / 0.2 : 1.0);
    px = render_text_fit(r, FONT_BOLD, px, g->banner, max_w * 0.94f);
    float tw = render_text_width(r, FONT_BOLD, px, g->banner), h = render_line_height(r, px);
    SDL_FRect box = {cx - tw / 2 - h * 0.7f, y - h * 0.12f, tw + h * 1.4f, h * 1.24f};
    render_rounded(r, box, box.h / 2, (SDL_Color){40, 22, 8, (Uint8)(225 * alpha)});
    render_rounded_outline(r, box, box.h / 2, h * 0.08f, (SDL_Color){255, 208, 96, (Uint8)(255 * alpha)});
    render_text(r, FONT_BOLD, px, g->banner, cx, y, ALIGN_CENTER, (SDL_Color){255, 236, 200, (Uint8)(255 * alpha)});
    SDL_FRect b = g->board->ops->rect(g->board);
    g->notices_drawn++;
    if (box.x < b.x + b.w && b.x < box.x + box.w && box.y < b.y + b.h && b.y < box.y + box.h)
        g->notices_over_board++;
}

/* The game over, its result takes the strip where the moves were: not in
 * a review or a puzzle, whose panels say where they are. */
static int gd_result_in_strip(const GameScene *g)
{
    GameStatus st;
    return sg_over(g, &st) && g->gmode->kind != GM_REVIEW && g->gmode->kind != GM_PUZZLE;
}

/* A notice fits the small window's strip at px when every word of it
 * fits the strip's width and all of it its height (n: the note's room). */
static int gd_banner_fits(GameScene *g, Render *r, SDL_FRect n, float px)
{
    float pad = render_line_height(r, px) * 0.3f;
    char word[96];
    for (const char *s = g->banner; *s;) {
        size_t k = strcspn(s, " ");
        snprintf(word, sizeof word, "%.*s", (int)(k < sizeof word - 1 ? k : sizeof word - 1), s);
        if (render_text_width(r, FONT_BOLD, px, word) > n.w - 2 * pad)
            return 0;
        s += k + (s[k] == ' ');
    }
    return render_text_wrapped_height(r, FONT_BOLD, px, g->banner, n.w - 2 * pad) + 2 * pad <= n.h;
}

/* The size a notice takes in the small window's strip, a little smaller
 * if it must, or 0: a sentence, or larger text, takes the header's line
 * while it shows, unless even squeezed it would not fit there; then the
 * strip, where the moves were once the game is over. */
static float gd_banner_strip_px(GameScene *g, Render *r)
{
    SDL_FRect n = g->gl.note;
    float least = g->gl.text.status * 0.75f;
    if (g->banner_wide && render_text_width(r, FONT_BOLD, least, g->banner) + render_line_height(r, least) * 1.4f <=
                              g->gl.header.w * 0.94f)
        return 0;
    if (gd_result_in_strip(g) && n.h > 0)
        n.h = g->gl.list.y + g->gl.list.h - n.y;
    for (float px = g->gl.text.small; n.h > 0 && px >= g->gl.text.small * 0.8f; px -= 0.5f)
        if (gd_banner_fits(g, r, n, px))
            return px;
    return 0;
}

static int gd_banner_in_strip(GameScene *g, Render *r) { return gd_banner_strip_px(g, r) > 0; }

/* The notice shows in the small window's strip. */
static int gd_banner_shown_in_strip(GameScene *g, App *a)
{
    return g->banner[0] && a->now >= g->banner_at && a->now <= g->banner_until && gd_banner_in_strip(g, a->render);
}

/* The strip's rule binding the move, too long for the note's room at
 * the least size it may take: it takes the last moves' room too. */
static int gd_note_takes_list(GameScene *g, App *a)
{
    char text[160];
    SDL_FRect n = g->gl.note;
    if (!g->gl.compact || n.h <= 0 || g->gl.list.h <= 0 || gd_result_in_strip(g) || gd_banner_shown_in_strip(g, a))
        return 0;
    return gd_explain(g, a, text, sizeof text) &&
           render_text_wrapped_height(a->render, FONT_REGULAR, g->gl.text.small * 0.8f, text, n.w) > n.h;
}

/* The small window's strip: the notice while it shows, in a gold-rimmed
 * box, or else the explanation, wrapped to the strip's width. */
static void gd_note(GameScene *g, App *a)
{
    Render *r = a->render;
    SDL_FRect n = g->gl.note;
    if ((gd_result_in_strip(g) || gd_note_takes_list(g, a)) && n.h > 0) /* why it ended, or the rule, where the moves were */
        n.h = g->gl.list.y + g->gl.list.h - n.y;
    if (n.h <= 0)
        return;
    char text[160];
    float px = g->gl.text.small, pad = render_line_height(r, px) * 0.3f;
    if (gd_banner_shown_in_strip(g, a)) {
        px = gd_banner_strip_px(g, r);
        pad = render_line_height(r, px) * 0.3f;
        double left = g->banner_until - a->now, in = a->now - g->banner_at;
        float alpha = (float)(left < 0.3 ? left / 0.3 : in < 0.2 ? in / 0.2 : 1.0);
        float h = render_text_wrapped_height(r, FONT_BOLD, px, g->banner, n.w - 2 * pad) + 2 * pad;
        SDL_FRect box = {n.x, n.y, n.w, h};
        render_rounded(r, box, pad * 2, (SDL_Color){40, 22, 8, (Uint8)(225 * alpha)});
        render_rounded_outline(r, box, pad * 2, pad * 0.25f, (SDL_Color){255, 208, 96, (Uint8)(255 * alpha)});
        render_bounds_push(r, box);
        render_text_wrapped(r, FONT_BOLD, px, g->banner, n.x + pad, n.y + pad, n.w - 2 * pad,
                            (SDL_Color){255, 236, 200, (Uint8)(255 * alpha)});
        render_bounds_pop(r);
        g->notices_drawn++;
        return;
    }
    gd_explain(g, a, text, sizeof text);
    char *cut = strstr(text, " \xc2\xb7 ");
    if (gd_result_in_strip(g) && cut && !g->look->counts_decide_nothing) {
        /* why it ended first, then the counts the chips show too */
        char swapped[sizeof text];
        size_t head = (size_t)(cut - text), tail = strlen(cut + 4); /* " · " is 4 bytes */
        memcpy(swapped, cut + 4, tail);
        memcpy(swapped + tail, cut, 4);
        memcpy(swapped + tail + 4, text, head);
        swapped[tail + 4 + head] = '\0';
        memcpy(text, swapped, tail + 4 + head + 1);
    }
    /* A long explanation a little smaller, then without its last parts
     * ("Hasami Shogi · lost at 2 men · ..."), rather than over the moves. */
    for (;;) {
        while (px > g->gl.text.small * 0.8f && render_text_wrapped_height(r, FONT_REGULAR, px, text, n.w) > n.h)
            px -= 0.5f;
        char *dot = strstr(text, " \xc2\xb7 "), *last = NULL;
        for (; dot; dot = strstr(dot + 1, " \xc2\xb7 "))
            last = dot;
        if (render_text_wrapped_height(r, FONT_REGULAR, px, text, n.w) <= n.h || !last)
            break;
        *last = '\0';
        px = g->gl.text.small;
    }
    if (render_text_wrapped_height(r, FONT_REGULAR, px, text, n.w) <= n.h) {
        render_text_wrapped(r, FONT_REGULAR, px, text, n.x, n.y, n.w, render_dim);
        snprintf(g->note_text, sizeof g->note_text, "%s", text);
    }
}

static void gd_header(GameScene *g, App *a)
{
    Render *r = a->render;
    const GameText *t = &g->gl.text;
    SDL_FRect h = g->gl.header;
    char text[160];
    gd_status_text(g, a, text, sizeof text);
    float cx = h.x + h.w / 2, y = h.y + g->gl.margin * (g->gl.compact ? 0.4f : 0.8f);
    int notice = g->banner[0] && a->now >= g->banner_at && a->now <= g->banner_until;
    if (g->gl.compact && notice && !gd_banner_in_strip(g, r)) { /* in the header's line while it shows */
        gd_notice(g, a, cx, y, t->status, h.w);
        gd_note(g, a);
        return;
    }
    float px = render_text_fit(r, FONT_BOLD, t->status, text, h.w * 0.98f);
    render_text(r, FONT_BOLD, px, text, cx, y, ALIGN_CENTER, render_ink);
    if (g->gl.compact) {
        gd_note(g, a);
        return;
    }
    y += render_line_height(r, t->status) * 1.1f;
    if (notice) {
        gd_notice(g, a, cx, y, t->line, h.w);
        return;
    }
    gd_explain(g, a, text, sizeof text);
    float lpx = gd_fit_line(r, FONT_REGULAR, t->line, text, h.w * 0.98f);
    render_text(r, FONT_REGULAR, lpx, text, cx, y, ALIGN_CENTER, render_dim);
    snprintf(g->note_text, sizeof g->note_text, "%s", text);
}

/* ---- the panel ---- */

/* A computer thinking: a gold tail turning round its token. */
static void gd_spinner(Render *r, float x, float y, float size, double now)
{
    float a0 = (float)fmod(now * 5.0, 6.2831853);
    render_arc(r, x, y, size * 0.58f, size * 0.13f, a0, a0 + 4.2f, render_gold);
}

/* A small window's chip: the count beside the token (its right edge at
 * icon_right), what it counts under it where that fits. */
static void gd_chip(GameScene *g, Render *r, SDL_FRect card, const char *score, float icon_right, float iy, int turn)
{
    const GameText *t = &g->gl.text;
    const char *caption = tr(g->score_caption);
    float right = card.x + card.w - card.h * 0.16f, left = card.x + card.h * 0.14f;
    float spx = render_text_fit(r, FONT_BOLD, t->score, score, right - icon_right - card.h * 0.1f);
    float score_h = render_line_height(r, spx);
    render_text(r, FONT_BOLD, spx, score, right, iy - score_h * 0.5f, ALIGN_RIGHT, turn ? render_gold : render_ink);
    if (render_text_width(r, FONT_REGULAR, t->small * 0.8f, caption) <= right - left) {
        float cpx = render_text_fit(r, FONT_REGULAR, t->small, caption, right - left);
        render_text(r, FONT_REGULAR, cpx, caption, right, card.y + card.h - render_line_height(r, cpx) - card.h * 0.06f,
                    ALIGN_RIGHT, render_dim);
    }
}

/* The card's name, shortened to fit `room`, and the line under it: what
 * the side is (or desc), a thinking computer's depth, or whether the
 * perfect level's last move was proven. */
static void gd_card_words(const GameScene *g, const App *a, int s, float room, int thinking, char *name, size_t nlen,
                          const char *desc, char *sub, size_t slen)
{
    Render *r = a->render;
    const GameText *t = &g->gl.text;
    sg_player_name(g, a, s, name, nlen);
    /* In a narrow card a computer's name goes without its level. */
    if (sg_is_computer(g, s) && render_text_width(r, FONT_BOLD, t->name, name) * 0.8f > room) {
        if (g->mode == MODE_CVC)
            snprintf(name, nlen, tr(T_COMPUTER_N_SHORT), s + 1);
        else
            snprintf(name, nlen, "%s", tr(T_COMPUTER_SHORT));
    }
    snprintf(sub, slen, "%s", desc);
    if (render_text_width(r, FONT_REGULAR, t->small, sub) * 0.9f > room)
        snprintf(sub, slen, "%s", g->side_desc_short[s]);
    if (thinking) {
        int depth = search_result(g->ai)->depth;
        if (a->settings.level >= LEVEL_EXPERT && depth > 0)
            snprintf(sub, slen, tr(T_THINKING_DEPTH), depth);
        else
            snprintf(sub, slen, "%s", tr(T_THINKING));
    } else if (sg_is_computer(g, s) && sg_level(g, a) == LEVEL_PERFECT && g->ai_proof[s] >= 0) {
        snprintf(sub, slen, "%s", tr(g->ai_proof[s] ? T_PERFECT_PROVEN : T_PERFECT_SEARCHED));
    }
}

/* A player's card.  Its still pass draws all but what a thinking
 * computer shows (the spinner and the depth reached), which changes from
 * frame to frame and is the live pass's. */
static void gd_card_content(GameScene *g, App *a, SDL_FRect card, int s, int live)
{
    Render *r = a->render;
    const GameText *t = &g->gl.text;
    GameStatus st;
    match_status(g->match, &st);
    /* The side to move's card is lit; while the first side chooses its
     * start option, its own; once the game is over, the winner's. */
    int turn = !st.over ? (g->choosing ? s == 0 : pos_side(match_pos(g->match)) == s) : st.winner == s;
    int thinking = turn && sg_is_computer(g, s) && !g->paused && (g->ai_active || g->ai_ready);
    if (live && !thinking)
        return;
    float rad = card.h * 0.22f;
    float icon = card.h * 0.62f, ix = card.x + card.h * 0.18f + icon / 2, iy = card.y + card.h / 2;
    if (g->gl.compact) { /* a chip: the token and the count over what it counts */
        icon = card.h * 0.46f;
        ix = card.x + card.h * 0.14f + icon / 2;
        iy = card.y + (card.h - render_line_height(r, t->small)) * 0.5f;
    }
    if (live) {
        gd_spinner(r, ix, iy, icon, a->now);
    } else {
        render_rounded(r, card, rad, turn ? (SDL_Color){255, 208, 96, 40} : (SDL_Color){255, 244, 224, 16});
        render_rounded_outline(r, card, rad, turn ? card.h * 0.045f : card.h * 0.02f,
                               turn ? render_gold : (SDL_Color){255, 240, 210, 40});
        sg_draw_side_icon(g, r, ix, iy, icon, s);
    }

    char score[16], name[64], sub[96];
    snprintf(score, sizeof score, "%d", sg_board_score(g, s));
    const char *caption = tr(g->score_caption);
    if (g->gl.compact) {
        if (!live)
            gd_chip(g, r, card, score, ix + icon / 2, iy, turn);
        return;
    }
    float name_h = render_line_height(r, t->name), small_h = render_line_height(r, t->small);
    float score_px = t->score, cap_px = t->small;
    float tx = ix + icon / 2 + card.h * 0.2f, right = card.x + card.w - card.h * 0.25f;
    float score_w = fmaxf(render_text_width(r, FONT_BOLD, score_px, score), render_text_width(r, FONT_REGULAR, cap_px, caption));
    /* A narrow card: the figure alone on the right, what it counts
     * written under the name instead of the side's description (the
     * token says whose pieces they are). */
    int narrow = render_text_width(r, FONT_BOLD, t->name, tr(T_COMPUTER_SHORT)) > right - score_w - card.h * 0.2f - tx;
    if (narrow)
        score_w = render_text_width(r, FONT_BOLD, score_px, score);
    float room = right - score_w - card.h * 0.2f - tx;
    gd_card_words(g, a, s, room, thinking, name, sizeof name, narrow ? caption : g->side_desc[s], sub, sizeof sub);
    float top = card.y + (card.h - name_h - small_h) / 2;
    if (live || !thinking) {
        float spx = render_text_fit(r, FONT_REGULAR, t->small, sub, room);
        render_text(r, FONT_REGULAR, spx, sub, tx, top + name_h, ALIGN_LEFT, thinking ? render_gold : render_dim);
    }
    if (live)
        return;
    float npx = render_text_fit(r, FONT_BOLD, t->name, name, room);
    render_text(r, FONT_BOLD, npx, name, tx, top, ALIGN_LEFT, render_ink);
    float score_h = render_line_height(r, score_px);
    float block = narrow ? score_h : score_h * 0.9f + render_line_height(r, cap_px);
    float sy = card.y + (card.h - block) / 2;
    render_text(r, FONT_BOLD, score_px, score, right, sy - score_h * 0.08f, ALIGN_RIGHT, turn ? render_gold : render_ink);
    if (!narrow)
        render_text(r, FONT_REGULAR, cap_px, caption, right, sy + score_h * 0.9f, ALIGN_RIGHT, render_dim);
}

static void gd_card(GameScene *g, App *a, SDL_FRect card, int s, int live)
{
    render_bounds_push(a->render, card);
    gd_card_content(g, a, card, s, live);
    render_bounds_pop(a->render);
}

/* The endgame tables' line at the foot of the move list, once the game
 * has asked for them; the height it took. */
static float gd_tables(GameScene *g, App *a, SDL_FRect list)
{
    double done = 0;
    TablesState st = tables_state(a->tables, match_game(g->match), &done);
    if (st != TABLES_LOADING && st != TABLES_BUILDING && st != TABLES_READY)
        return 0;
    Render *r = a->render;
    char text[96];
    if (st == TABLES_BUILDING)
        snprintf(text, sizeof text, tr(T_TABLES_BUILDING), (int)(done * 100.0));
    else if (st == TABLES_READY)
        snprintf(text, sizeof text, tr(T_TABLES_READY), tables_seeds(a->tables));
    else
        snprintf(text, sizeof text, "%s", tr(T_TABLES_LOADING));
    /* One line, or two in a narrow list. */
    float px = g->gl.text.small, lh = render_line_height(r, px), bar_h = lh * 0.3f;
    int lines = render_text_width(r, FONT_REGULAR, px, text) > list.w ? 2 : 1;
    float h = lh * (float)lines + (st == TABLES_BUILDING ? bar_h * 2 : 0), y = list.y + list.h - h;
    if (h > list.h * 0.5f)
        return 0;
    SDL_Color ink = st == TABLES_READY ? render_gold : render_dim;
    if (lines == 1)
        render_text(r, FONT_REGULAR, px, text, list.x, y, ALIGN_LEFT, ink);
    else
        render_text_wrapped(r, FONT_REGULAR, px, text, list.x, y, list.w, ink);
    if (st == TABLES_BUILDING) {
        SDL_FRect bar = {list.x, y + lh * (float)lines + bar_h * 0.5f, list.w, bar_h};
        render_rounded(r, bar, bar_h / 2, (SDL_Color){45, 25, 10, 200});
        bar.w = list.w * (float)done;
        if (bar.w > bar_h)
            render_rounded(r, bar, bar_h / 2, render_gold);
    }
    return h + lh * 0.3f;
}

/* One piece of the move list: a turn's number, its side's token, a move,
 * or what a move took. */
typedef enum { MT_NUMBER, MT_SIDE, MT_MOVE, MT_TAKEN } MoveTokenKind;

typedef struct {
    MoveTokenKind kind;
    int line, side, ply;
    float x;
    char text[24];
} MoveToken;

#define GD_LIST_PLIES 240
#define GD_LIST_TOKENS (3 * GD_LIST_PLIES + 8)

static void gd_token(MoveToken *tok, int *n, MoveTokenKind kind, int line, float x, int side, int ply, const char *text)
{
    if (*n >= GD_LIST_TOKENS)
        return;
    MoveToken *k = &tok[(*n)++];
    k->kind = kind;
    k->line = line;
    k->x = x;
    k->side = side;
    k->ply = ply;
    snprintf(k->text, sizeof k->text, "%s", text ? text : "");
}

/* The moves, numbered as the records number them (move_number.h): a
 * move is the first player's turn and the second's reply on one row (a
 * turn holds a sowing game's extra turns and Khan's set-up); one move a
 * line in a narrow list, moves following one another in columns in a
 * wide one; the latest lines in view. */
/* The move list's measures at the width it has. */
typedef struct {
    float px, lh, space, icon, num_w;
    float reply_x, col_w; /* where a move's reply starts, and a move's column, in a wide list */
    int per_line; /* a move a line */
    int aligned;  /* room for the replies' column */
    int numbered; /* the turns' numbers shown */
    int grid;
} MoveListFit;

static MoveListFit gd_moves_fit(const GameScene *g, Render *r, SDL_FRect list)
{
    MoveListFit f = {.px = g->gl.text.list, .grid = g->flavour.kind == BOARD_GRID};
    f.lh = render_line_height(r, f.px) * 1.12f;
    f.per_line = list.w < render_text_width(r, FONT_REGULAR, f.px, "000. 00 a0-a0 a0-a0 a0-a0 00. 00 a0-a0");
    f.space = render_text_width(r, FONT_REGULAR, f.px, " ");
    f.icon = f.lh * 0.78f;
    f.num_w = render_text_width(r, FONT_REGULAR, f.px, "000.");
    const char *widest = f.grid ? "a0\xe2\x80\x93" "a0 \xc3\x97" "0" : "A B \xc3\x97" "00";
    /* A list too narrow for a turn's number beside its move: the token
     * alone says whose it is. */
    f.numbered = list.w >= f.num_w + f.icon + f.space * 2 +
                               render_text_width(r, FONT_BOLD, f.px, f.grid ? "a0\xc3\x97" "a0" : "A B \xc3\x97" "0");
    if (!f.numbered) { /* and a little smaller where a move and its capture would not fit */
        f.num_w = 0;
        float need = f.icon + f.space * 2 + render_text_width(r, FONT_BOLD, f.px, widest);
        if (need > list.w) {
            f.px = fmaxf(f.px * list.w / need, f.px * 0.8f);
            f.lh = render_line_height(r, f.px) * 1.12f;
            f.space = render_text_width(r, FONT_REGULAR, f.px, " ");
            f.icon = f.lh * 0.78f;
        }
    }
    /* Moves and their replies start on columns, so a wide list reads as
     * a table. */
    float turn_w = f.icon + f.space * 4 + render_text_width(r, FONT_BOLD, f.px, widest);
    f.reply_x = f.num_w + turn_w;
    f.col_w = f.reply_x + turn_w;
    /* Two columns of moves, some rows holding two and some one, read as
     * a jumble: a move a line until three fit. */
    f.per_line |= list.w < f.col_w * 3;
    f.aligned = list.w >= f.col_w;
    return f;
}

/* The last moves laid out as tokens on lines; the last line's index. */
/* A move's words in the list and what it took ("×3"), and their width. */
typedef struct {
    char words[24], took[12];
    float w;
} ListMove;

static void gd_list_move(GameScene *g, Render *r, const MoveListFit *f, int i, ListMove *m)
{
    sg_move_words(g, i, m->words, sizeof m->words);
    m->took[0] = '\0';
    /* What the move being shown takes is counted once it has. */
    int taken = i == match_plies(g->match) - 1 && sg_board_busy(g) ? 0 : sg_ply_taken(g, i);
    if (taken && !g->flavour.takes_on_landing)
        snprintf(m->took, sizeof m->took, "\xc3\x97%d", taken);
    m->w = render_text_width(r, FONT_BOLD, f->px, m->words) +
           (m->took[0] ? f->space * 0.5f + render_text_width(r, FONT_BOLD, f->px, m->took) : 0);
}

/* The width of the turn that ply i of the list begins (its moves), and
 * in *next the ply after it. */
static float gd_turn_width(const GameScene *g, const MoveListFit *f, const ListMove *moves, int first, int i, int *next)
{
    int plies = match_plies(g->match), side = pos_side(match_pos_at(g->match, i)), k = i + 1;
    float w = moves[i - first].w;
    for (; k < plies && pos_side(match_pos_at(g->match, k)) == side; k++)
        w += f->space + moves[k - first].w;
    *next = k;
    return w;
}

/* Where a move's reply starts, from the start of its row's move, after a
 * first turn ending at `end`: on the reply column when it is free. */
static float gd_reply_at(const MoveListFit *f, float end)
{
    float at = end + f->space * 2;
    return !f->aligned || at > f->reply_x ? at : f->reply_x;
}

/* The width of the move that begins at ply i: its first turn and the
 * reply beside it, as far as they are played. */
static float gd_move_width(const GameScene *g, const MoveListFit *f, const ListMove *moves, int first, int i)
{
    int next, plies = match_plies(g->match);
    float end = f->num_w + f->icon + f->space * 1.5f + gd_turn_width(g, f, moves, first, i, &next);
    if (next >= plies || pos_side(match_pos_at(g->match, next)) != 1 || pos_side(match_pos_at(g->match, i)) != 0)
        return end;
    return gd_reply_at(f, end) + f->icon + f->space * 1.5f + gd_turn_width(g, f, moves, first, next, &next);
}

/* Where the turn beginning at ply i starts, from *x on *line, and whether
 * it shows the move's number: a move (the first player's turn, or the
 * list's first) at the next column where it fits whole with its reply,
 * the reply beside it on the same row; either on a new line when it does
 * not fit there or the turn before wrapped.  *x becomes the turn's head,
 * its number's column; mx is where the row's move began. */
static int gd_turn_place(const GameScene *g, const MoveListFit *f, SDL_FRect list, const ListMove *moves, int first,
                         int i, int wrapped, float mx, float *x, int *line)
{
    int next;
    if (pos_side(match_pos_at(g->match, i)) == 0 || i == first) {
        if (*x > 0 && !f->per_line)
            *x = ceilf((*x + f->space * 2) / f->col_w) * f->col_w;
        if (*x > 0 && (f->per_line || wrapped || *x + gd_move_width(g, f, moves, first, i) > list.w)) {
            ++*line;
            *x = 0;
        }
        return 1;
    }
    float at = mx + gd_reply_at(f, *x - mx); /* where its token goes */
    if (!wrapped && at + f->icon + f->space * 1.5f + gd_turn_width(g, f, moves, first, i, &next) <= list.w) {
        *x = at - f->num_w - f->space;
        return 0;
    }
    ++*line; /* on a line of its own, numbered "N…" */
    *x = 0;
    return 1;
}

/* The last moves laid out as tokens on lines; the last line's index.  A
 * turn (a side's moves in a row) starts where it fits whole; one too long
 * for a line goes on under itself on lines of its own, so its moves never
 * sit under another turn's number. */
static int gd_moves_layout(GameScene *g, Render *r, SDL_FRect list, const MoveListFit *f, MoveToken *tok, int *ntok)
{
    int plies = match_plies(g->match), first = plies > GD_LIST_PLIES ? plies - GD_LIST_PLIES : 0;
    static ListMove moves[GD_LIST_PLIES];
    /* Moves are counted from the start, whatever is laid out. */
    MoveCount c = move_count_start();
    for (int i = 0; i < first; i++)
        move_count_ply(&c, pos_side(match_pos_at(g->match, i)));
    for (int i = first; i < plies; i++)
        gd_list_move(g, r, f, i, &moves[i - first]);
    int line = 0, wrapped = 0;
    float x = 0, mx = 0; /* mx: where the row's move started */
    for (int i = first; i < plies; i++) {
        int s = pos_side(match_pos_at(g->match, i));
        const ListMove *m = &moves[i - first];
        if (move_count_ply(&c, s) || i == first) { /* a new turn */
            int numbered = gd_turn_place(g, f, list, moves, first, i, wrapped, mx, &x, &line);
            if (s == 0 || i == first)
                mx = x;
            wrapped = 0;
            char num[16];
            move_count_label(&c, "\xe2\x80\xa6", num, sizeof num);
            if (f->numbered && numbered)
                gd_token(tok, ntok, MT_NUMBER, line, x + f->num_w, s, i, num);
            gd_token(tok, ntok, MT_SIDE, line, x + f->num_w + f->space + f->icon / 2, s, i, NULL);
            x += f->num_w + f->icon + f->space * 1.5f;
        } else if (x + f->space + m->w > list.w) { /* a long turn goes on under itself */
            line++;
            wrapped = 1;
            x = f->num_w + f->icon + f->space * 1.5f;
        } else {
            x += f->space;
        }
        gd_token(tok, ntok, MT_MOVE, line, x, s, i, m->words);
        x += render_text_width(r, FONT_BOLD, f->px, m->words);
        if (m->took[0]) {
            x += f->space * 0.5f;
            gd_token(tok, ntok, MT_TAKEN, line, x, s, i, m->took);
            x += render_text_width(r, FONT_BOLD, f->px, m->took);
        }
    }
    return line;
}

/* The lines in view as text for --print-result: " | " between lines. */
static void gd_moves_text(GameScene *g, const MoveToken *tok, int ntok, int first_line)
{
    size_t used = 0;
    int line = first_line;
    g->list_text[0] = '\0';
    for (int k = 0; k < ntok; k++) {
        const MoveToken *m = &tok[k];
        if (m->line < first_line || m->kind == MT_SIDE)
            continue;
        const char *sep = m->line != line ? " | " : used ? " " : "";
        line = m->line;
        game_append(g->list_text, sizeof g->list_text, &used, "%s%s", sep, m->text);
    }
}

/* The last moves, numbered as the records number them, the newest lit, the oldest lines
 * left out when the list is full. */
static void gd_moves(GameScene *g, App *a, SDL_FRect list)
{
    Render *r = a->render;
    static MoveToken tok[GD_LIST_TOKENS];
    int ntok = 0, plies = match_plies(g->match);
    MoveListFit f = gd_moves_fit(g, r, list);
    int line = gd_moves_layout(g, r, list, &f, tok, &ntok);
    int max_lines = (int)(list.h / f.lh);
    g->list_text[0] = '\0';
    if (max_lines <= 0)
        return;
    if (ntok == 0) {
        render_text_wrapped(r, FONT_REGULAR, f.px, tr(T_NONE_YET), list.x, list.y, list.w, render_dim);
        return;
    }
    int first_line = line + 1 > max_lines ? line + 1 - max_lines : 0;
    gd_moves_text(g, tok, ntok, first_line);
    for (int k = 0; k < ntok; k++) {
        const MoveToken *m = &tok[k];
        if (m->line < first_line)
            continue;
        float y = list.y + (float)(m->line - first_line) * f.lh, x0 = list.x + m->x;
        int last = m->ply == plies - 1;
        switch (m->kind) {
        case MT_NUMBER:
            render_text(r, FONT_REGULAR, f.px, m->text, x0, y, ALIGN_RIGHT, render_dim);
            break;
        case MT_SIDE: /* a man fills less of its square than a disc */
            sg_draw_side_icon(g, r, x0, y + f.lh * 0.45f, f.grid ? f.icon * 1.25f : f.icon, m->side);
            break;
        case MT_MOVE:
            render_text(r, last ? FONT_BOLD : FONT_REGULAR, f.px, m->text, x0, y, ALIGN_LEFT,
                        last ? render_gold : render_ink);
            break;
        case MT_TAKEN:
            render_text(r, FONT_BOLD, f.px, m->text, x0, y, ALIGN_LEFT, gd_capture);
            break;
        }
    }
}

static void gd_buttons(GameScene *g, App *a)
{
    GameStatus st;
    match_status(g->match, &st);
    for (int b = 0; b < GB_COUNT; b++) {
        if (!g->button_shown[b])
            continue;
        char label[48];
        gd_button_text(g, a, b, label, sizeof label);
        int enabled = g->gmode->enabled(g, a, b);
        int state = g->button_focus == b ? 2 : g->button_hover == b ? 1 : 0;
        ui_draw_button(a->render, g->button[b], label, state, enabled);
    }
}

/* The panel's tray, which changes only with the layout: in the cached
 * layer, so its translucent fill is not blended again every frame. */
static void gd_panel_tray(const GameScene *g, Render *r)
{
    SDL_FRect p = g->gl.panel;
    float rad = g->gl.margin * 1.4f;
    render_rounded(r, p, rad, (SDL_Color){12, 8, 4, 105});
    render_rounded_outline(r, p, rad, g->gl.margin * 0.12f, (SDL_Color){255, 236, 200, 36});
}

/* The panel but its live part: it changes only now and then, so it is
 * drawn as a part of the cached layer (sg_draw). */
static void gd_panel(GameScene *g, App *a)
{
    Render *r = a->render;
    /* The player at the top of the board first, as they sit. */
    int flipped = sg_flipped(g, a);
    for (int k = 0; k < 2 && g->gl.card[k].w > 0; k++)
        gd_card(g, a, g->gl.card[k], k == 0 ? !flipped : flipped, 0);
    SDL_FRect list = g->gl.list;
    if (list.w > 0 && list.h > 0) {
        render_bounds_push(r, list);
        if (g->gmode->panel) {
            g->gmode->panel(g, a, list);
        } else if (g->gl.list_bare) { /* the last moves: under the notice in the strip, or under the cards */
            GameStatus st;
            match_status(g->match, &st);
            if (!g->gl.compact || (match_plies(g->match) > 0 && !st.over && !gd_note_takes_list(g, a)))
                gd_moves(g, a, list);
        } else {
            float lh = render_line_height(r, g->gl.text.small);
            render_text(r, FONT_BOLD, g->gl.text.small, tr(T_MOVES), list.x, list.y, ALIGN_LEFT, render_gold);
            list.y += lh * 1.2f;
            list.h -= lh * 1.2f;
            list.h -= gd_tables(g, a, list);
            gd_moves(g, a, list);
        }
        render_bounds_pop(r);
    }
    gd_buttons(g, a);
}

/* What changes every frame on the panel: a thinking computer's card. */
static void gd_panel_live(GameScene *g, App *a)
{
    int flipped = sg_flipped(g, a);
    for (int k = 0; k < 2 && g->gl.card[k].w > 0; k++)
        gd_card(g, a, g->gl.card[k], k == 0 ? !flipped : flipped, 1);
}

/* What the cached layer holds depends on these: a new key draws it again. */
static uint64_t gd_layer_key(const GameScene *g)
{
    const float f[8] = {g->board_area.x, g->board_area.y, g->board_area.w, g->board_area.h,
                        g->gl.panel.x,    g->gl.panel.y,    g->gl.panel.w,    g->gl.panel.h};
    uint64_t k = 1469598103934665603ULL;
    const unsigned char *b = (const unsigned char *)f;
    for (size_t i = 0; i < sizeof f; i++)
        k = (k ^ b[i]) * 1099511628211ULL;
    return (k ^ g->board->ops->still_key(g->board)) * 1099511628211ULL;
}

void sg_draw(GameScene *g, App *a, double alpha)
{
    Render *r = a->render;
    if (g->described_in != lang_current()) /* changed in the settings */
        sg_describe(g);
    sg_layout(g, a);
    /* The layer changes only with the window's size, the layout or the
     * board's orientation; its panel part when what the panel shows
     * changes, which the hash of its drawing tells. */
    render_record_begin(r);
    gd_panel(g, a);
    uint64_t panel_key = render_record_end(r);
    if (render_layer_begin(r, gd_layer_key(g))) {
        ui_draw_table(r);
        g->labels_drawn = g->board->ops->draw_still(g->board, a);
        gd_panel_tray(g, r);
        render_layer_end(r);
    }
    if (render_layer_part_begin(r, panel_key, g->gl.panel)) {
        gd_panel(g, a);
        render_layer_part_end(r);
    }
    render_layer_show(r);
    gd_panel_live(g, a);
    g->note_text[0] = '\0';
    gd_header(g, a);
    BoardView v = sg_view(g);
    g->board->ops->draw(g->board, a, &v, alpha);
}
