/*
 * game_layout.c - the game screen's rectangles for a window (see
 * game_layout.h).
 *
 * Both arrangements are laid out in full and the one whose board comes
 * out bigger wins; the side panel wins a near tie, as it keeps a long
 * move list in view.  Sizes are measured from the texts they hold, so
 * the larger-text setting and the French labels get their room.
 */
#include "game_layout.h"

#include <math.h>
#include <string.h>

/* What both arrangements share: the measured sizes of their parts. */
typedef struct {
    float W, H, m, gap, pad, ratio;
    float header_h;
    float card_w, card_h;
    float button_w, button_h;
    float list_line;
    float status_h;          /* one status line */
    float chip_w;            /* a compact card: the token and the count */
    float kept_label_w;      /* the widest label of the buttons never left out */
} GlSizes;

static float gl_max(float a, float b) { return a > b ? a : b; }
static float gl_min(float a, float b) { return a < b ? a : b; }

static void gl_text(GameText *t, const Render *r)
{
    t->status = render_size(r, 4.0f, 15);
    t->line = render_size(r, 2.4f, 11);
    t->name = render_size(r, 2.6f, 12);
    t->small = render_size(r, 1.95f, 10);
    t->score = render_size(r, 4.2f, 17);
    t->list = render_size(r, 2.25f, 11);
    t->button = render_size(r, 2.3f, 11.5f);
}

static void gl_measure(GlSizes *z, Render *r, const GameText *t, const GameLayoutNeeds *need)
{
    z->W = (float)render_width(r);
    z->H = (float)render_height(r);
    z->ratio = render_pixel_ratio(r);
    z->m = render_size(r, 1.6f, 6);
    z->gap = render_size(r, 1.0f, 4);
    z->pad = render_size(r, 1.2f, 5);
    z->header_h = render_line_height(r, t->status) * 1.1f + render_line_height(r, t->line) * 1.25f + z->m * 0.8f;
    float name_h = render_line_height(r, t->name), small_h = render_line_height(r, t->small);
    z->card_h = name_h + small_h + name_h * 0.7f;
    float icon = z->card_h * 0.62f;
    float name_w = render_text_width(r, FONT_BOLD, t->name, need->widest_name ? need->widest_name : "");
    float score_w = gl_max(render_text_width(r, FONT_BOLD, t->score, "88"), render_text_width(r, FONT_REGULAR, t->small, "00000000"));
    z->card_w = icon + name_w + score_w + name_h * 2.2f;
    (void)icon;
    z->chip_w = z->card_h * 0.86f + render_text_width(r, FONT_BOLD, t->score, "88");
    z->status_h = render_line_height(r, t->status);
    float label_w = 0;
    z->kept_label_w = 0;
    for (int i = 0; i < need->nbuttons; i++) {
        float w = render_text_width(r, FONT_BOLD, t->button, need->button_label[i]);
        label_w = gl_max(label_w, w);
        if (!(need->optional & 1u << i))
            z->kept_label_w = gl_max(z->kept_label_w, w);
    }
    z->button_h = render_line_height(r, t->button) * 1.9f;
    z->button_w = label_w + z->button_h * 0.9f;
    z->list_line = render_line_height(r, t->list) * 1.12f;
}

/* Buttons in a grid of `cols` columns filling `area` from its top. */
static void gl_buttons(GameLayout *l, const GlSizes *z, SDL_FRect area, int cols)
{
    for (int k = 0; k < l->nbuttons; k++) {
        int row = k / cols, col = k % cols;
        float bw = (area.w - z->gap * (float)(cols - 1)) / (float)cols;
        l->button[k] = (SDL_FRect){area.x + (float)col * (bw + z->gap), area.y + (float)row * (z->button_h + z->gap), bw,
                                   z->button_h};
    }
}

static int gl_rows(int n, int cols) { return (n + cols - 1) / cols; }

/* The panel at the side: cards at the top, buttons at the foot, the
 * move list between.  Returns the board's height. */
static float gl_side(GameLayout *l, const GlSizes *z, const GameLayoutNeeds *need)
{
    float inner = gl_max(z->card_w, 2 * z->button_w + z->gap);
    float pw = gl_min(inner + 2 * z->pad, z->W * 0.38f);
    pw = gl_max(pw, gl_min(z->W * 0.22f, z->W * 0.38f));
    l->panel = (SDL_FRect){z->W - z->m - pw, z->m, pw, z->H - 2 * z->m};
    l->header = (SDL_FRect){z->m, 0, z->W - pw - 3 * z->m, z->header_h};
    l->board_area = (SDL_FRect){z->m, z->header_h, l->header.w, z->H - z->header_h - z->m};
    /* A small window gives the header its whole width, the panel starting
     * under it: its sentences would not fit beside the panel. */
    if (z->W < z->ratio * 900) {
        l->header.w = z->W - 2 * z->m;
        l->panel.y = z->header_h;
        l->panel.h = z->H - z->header_h - z->m;
    }
    float x = l->panel.x + z->pad, w = pw - 2 * z->pad, y = l->panel.y + z->pad;
    for (int k = 0; k < 2; k++, y += z->card_h + z->gap)
        l->card[k] = (SDL_FRect){x, y, w, z->card_h};
    int rows = gl_rows(l->nbuttons, 2);
    float bh = (float)rows * z->button_h + (float)(rows - 1) * z->gap;
    SDL_FRect buttons = {x, l->panel.y + l->panel.h - z->pad - bh, w, bh};
    gl_buttons(l, z, buttons, 2);
    y += z->gap;
    l->list = (SDL_FRect){x, y, w, gl_max(0, buttons.y - z->gap * 1.5f - y)};
    return need->board_fit(need->board_ctx, l->board_area.w, l->board_area.h);
}

/* The panel under the board: the cards, the move list and the buttons
 * side by side.  Returns the board's height. */
static float gl_below(GameLayout *l, const GlSizes *z, const GameLayoutNeeds *need)
{
    int cols = l->nbuttons > 4 ? 3 : 2;
    float room = z->W - 2 * z->m - 2 * z->pad;
    float card_w = gl_min(z->card_w, room * 0.45f);
    float buttons_w = (float)cols * z->button_w + (float)(cols - 1) * z->gap;
    if (card_w + buttons_w + z->gap > room) { /* narrow: two columns of buttons, shrunk */
        cols = 2;
        buttons_w = gl_max(room - card_w - z->gap, room * 0.3f);
        card_w = room - buttons_w - z->gap;
    }
    int rows = gl_rows(l->nbuttons, cols);
    float buttons_h = (float)rows * z->button_h + (float)(rows - 1) * z->gap;
    float list_w = room - card_w - buttons_w - 2 * z->gap * 1.5f;
    if (list_w < z->list_line * 6 && need->list_first) { /* a review needs its words more than the cards */
        list_w += card_w + z->gap * 1.5f;
        card_w = 0;
    }
    if (list_w < z->list_line * 6) /* too narrow to read: the cards and buttons share the room */
        list_w = 0;
    /* Then the last moves go under the cards, two lines of them at least. */
    float cards_h = 2 * z->card_h + z->gap, under = list_w == 0 && card_w > 0 ? z->list_line * 2 + z->gap : 0;
    float content_h = gl_max(cards_h + under, buttons_h);
    float ph = content_h + 2 * z->pad;
    l->board_area = (SDL_FRect){z->m, z->header_h, z->W - 2 * z->m, z->H - z->header_h - ph - 2 * z->m};
    float board_h = need->board_fit(need->board_ctx, l->board_area.w, l->board_area.h);
    /* What the board leaves goes to the move list, up to a point, then
     * round the whole, which stands in the middle of the window. */
    float spare = gl_max(0, l->board_area.h - board_h);
    float grow = list_w > 0 ? gl_min(spare, gl_max(0, z->H * 0.4f - ph)) : 0;
    ph += grow;
    spare -= grow;
    float top = spare / 2;
    l->header = (SDL_FRect){z->m, top, z->W - 2 * z->m, z->header_h};
    l->board_area = (SDL_FRect){z->m, top + z->header_h, z->W - 2 * z->m, board_h};
    l->panel = (SDL_FRect){z->m, l->board_area.y + board_h + z->m, z->W - 2 * z->m, ph};
    float x = l->panel.x + z->pad, y = l->panel.y + z->pad, h = ph - 2 * z->pad;
    float cy = y + (h - (cards_h + under)) / 2;
    for (int k = 0; k < 2; k++)
        l->card[k] = (SDL_FRect){x, cy + (float)k * (z->card_h + z->gap), card_w, z->card_h};
    if (under > 0) {
        l->list_bare = 1;
        l->list = (SDL_FRect){x, cy + cards_h + z->gap, card_w, y + h - (cy + cards_h + z->gap)};
        buttons_w = l->panel.x + l->panel.w - z->pad - (x + card_w + z->gap * 1.5f);
        SDL_FRect buttons = {l->panel.x + l->panel.w - z->pad - buttons_w, y + (h - buttons_h) / 2, buttons_w, buttons_h};
        gl_buttons(l, z, buttons, cols);
        return board_h;
    }
    if (card_w > 0)
        x += card_w + z->gap * 1.5f;
    l->list = (SDL_FRect){x, y, list_w, list_w > 0 ? h : 0};
    if (list_w > 0)
        x += list_w + z->gap * 1.5f;
    else
        buttons_w = l->panel.x + l->panel.w - z->pad - x;
    SDL_FRect buttons = {l->panel.x + l->panel.w - z->pad - buttons_w, y + (h - buttons_h) / 2, buttons_w, buttons_h};
    gl_buttons(l, z, buttons, cols);
    return board_h;
}

/* The panel under the board in a tall window: the two cards side by side,
 * the move list, then the buttons in a row or two.  Returns the board's
 * height. */
static float gl_stacked(GameLayout *l, const GlSizes *z, const GameLayoutNeeds *need)
{
    float room = z->W - 2 * z->m - 2 * z->pad;
    int cols = (int)((room + z->gap) / (z->button_w + z->gap));
    cols = cols < 2 ? 2 : cols > l->nbuttons ? l->nbuttons : cols;
    int rows = gl_rows(l->nbuttons, cols);
    float buttons_h = (float)rows * z->button_h + (float)(rows - 1) * z->gap;
    float lines = z->list_line * 5;
    float ph = z->card_h + z->gap * 1.5f + lines + z->gap * 1.5f + buttons_h + 2 * z->pad;
    l->board_area = (SDL_FRect){z->m, z->header_h, z->W - 2 * z->m, z->H - z->header_h - ph - 2 * z->m};
    float board_h = need->board_fit(need->board_ctx, l->board_area.w, l->board_area.h);
    /* The room the board leaves lengthens the list, to a point. */
    float spare = l->board_area.h - board_h, grow = spare < z->H * 0.25f ? spare : z->H * 0.25f;
    grow = grow > 0 ? grow : 0;
    ph += grow;
    float top = (spare - grow) / 2;
    l->header = (SDL_FRect){z->m, top, z->W - 2 * z->m, z->header_h};
    l->board_area = (SDL_FRect){z->m, top + z->header_h, z->W - 2 * z->m, board_h};
    l->panel = (SDL_FRect){z->m, l->board_area.y + board_h + z->m, z->W - 2 * z->m, ph};
    float x = l->panel.x + z->pad, y = l->panel.y + z->pad, cw = (room - z->gap) / 2;
    for (int k = 0; k < 2; k++)
        l->card[k] = (SDL_FRect){x + (float)k * (cw + z->gap), y, cw, z->card_h};
    y += z->card_h + z->gap * 1.5f;
    l->list = (SDL_FRect){x, y, room, lines + grow};
    y += lines + grow + z->gap * 1.5f;
    gl_buttons(l, z, (SDL_FRect){x, y, room, buttons_h}, cols);
    return board_h;
}

/* The least width of an area `h` high in which the board still comes out
 * `board_h` high: what it takes, its labels and trays included. */
static float gl_board_width(const GameLayoutNeeds *need, float w, float h, float board_h)
{
    float lo = 0, hi = w;
    for (int i = 0; i < 16; i++) {
        float mid = (lo + hi) / 2;
        if (need->board_fit(need->board_ctx, mid, h) >= board_h - 0.5f)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

/* The small window's arrangement (see game_layout.h).  Returns the
 * board's height. */
static float gl_compact(GameLayout *l, const GlSizes *z, const GameLayoutNeeds *need)
{
    float header_h = z->status_h * 1.15f + z->m * 0.5f;
    /* As narrow as the chips and the buttons allow, the labels a little
     * smaller if they must: every pixel goes to the board. */
    float pad = z->pad * 0.6f;
    float strip_least = gl_max(z->kept_label_w * 0.85f + z->button_h * 0.3f, z->chip_w) + 2 * pad;
    if (need->list_first) /* a review's comment, a few words a line */
        strip_least = gl_max(strip_least, z->W * 0.34f);
    float area_w = z->W - 3 * z->m - strip_least, area_h = z->H - header_h - z->m;
    if (area_w <= 0 || area_h <= 0)
        return 0;
    /* The board's area as wide as the board needs with its trays at their
     * widest (a tenth more than at their narrowest); the strip the rest. */
    float board_h = need->board_fit(need->board_ctx, area_w, area_h);
    float used = gl_min(area_w, gl_board_width(need, area_w, area_h, board_h) * 1.1f);
    float sw = z->W - 3 * z->m - used;
    l->compact = 1;
    l->list_bare = 1;
    l->panel = (SDL_FRect){z->W - z->m - sw, z->m, sw, z->H - 2 * z->m};
    l->header = (SDL_FRect){z->m, 0, used, header_h};
    l->board_area = (SDL_FRect){z->m, header_h, used, area_h};
    float x = l->panel.x + pad, w = sw - 2 * pad, y = l->panel.y + pad;
    /* A review's words need the strip's height more than the cards. */
    for (int k = 0; k < 2 && !need->list_first; k++, y += z->card_h + z->gap)
        l->card[k] = (SDL_FRect){x, y, w, z->card_h};
    if (need->list_first)
        l->card[0].w = l->card[1].w = 0;
    /* The buttons kept, two a row when every label fits half the strip. */
    int kept = 0;
    for (int k = 0; k < l->nbuttons; k++)
        kept += !(need->optional & 1u << k);
    int cols = (w - z->gap) / 2 >= z->kept_label_w + z->button_h * 0.5f ? 2 : 1;
    int rows = gl_rows(kept, cols);
    float bh = (float)rows * z->button_h + (float)(rows - 1) * z->gap;
    float by = l->panel.y + l->panel.h - pad - bh, bw = (w - z->gap * (float)(cols - 1)) / (float)cols;
    for (int k = 0, at = 0; k < l->nbuttons; k++) {
        if (need->optional & 1u << k) {
            l->button[k] = (SDL_FRect){0, 0, 0, 0};
            continue;
        }
        int row = at / cols, col = at % cols;
        l->button[k] = (SDL_FRect){x + (float)col * (bw + z->gap), by + (float)row * (z->button_h + z->gap), bw, z->button_h};
        at++;
    }
    /* Between the cards and the buttons: a review's words, or the notice
     * over the last moves. */
    float top = y + z->gap * 0.5f, mid = gl_max(0, by - z->gap - top);
    if (need->list_first) {
        l->list = (SDL_FRect){x, top, w, mid};
        l->note = (SDL_FRect){x, top, w, 0};
        return board_h;
    }
    float lines = gl_min(z->list_line * 3.2f, mid * 0.45f);
    if (lines < z->list_line) /* the last move at least, where the notice keeps a line */
        lines = mid >= z->list_line * 2.2f ? z->list_line : 0;
    l->list = (SDL_FRect){x, top + mid - lines, w, lines};
    l->note = (SDL_FRect){x, top, w, gl_max(0, mid - lines - z->gap)};
    return board_h;
}

void game_layout(GameLayout *l, Render *r, const GameLayoutNeeds *need)
{
    GameLayout side, below, compact;
    GlSizes z;
    memset(&side, 0, sizeof side);
    gl_text(&side.text, r);
    side.nbuttons = need->nbuttons < GL_MAX_BUTTONS ? need->nbuttons : GL_MAX_BUTTONS;
    gl_measure(&z, r, &side.text, need);
    side.margin = z.m;
    below = side;
    float hs = gl_side(&side, &z, need);
    /* Under the board: the panel's parts side by side in a wide window,
     * one under another in a tall one. */
    float hb = z.W >= z.H ? gl_below(&below, &z, need) : gl_stacked(&below, &z, need);
    below.below = 1;
    *l = hb > hs * 1.04f ? below : side;
    /* A window too small for a board to play on comfortably (300 points
     * high) gets the strip if it gives the board more. */
    compact = side;
    float hc = gl_compact(&compact, &z, need), best = gl_max(hs, hb);
    if (best < 300 * z.ratio && hc > best * 1.04f)
        *l = compact;
}
