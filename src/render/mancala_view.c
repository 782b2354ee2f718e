/*
 * mancala_view.c - layout and drawing of a sowing board (mancala_view.h).
 *
 * Seeds rest on a sunflower spiral (golden-angle steps, radius growing
 * with the square root of the index), which packs them evenly and gives
 * every seed a spot that does not depend on how many others are there, so
 * nothing jumps when a seed arrives.  Past what a pit holds flat, further
 * seeds start a second, offset layer on top.
 */
#include "mancala_view.h"

#include <math.h>
#include <stdio.h>

#define MV_GOLDEN 2.39996323f
#define MV_PIT_LAYER 14
#define MV_STORE_LAYER 40
#define MV_BOWL_LAYER 24
#define MV_ROW_OFFSET 0.6f

static const SDL_Color mv_taken = {255, 150, 90, 235}; /* a pit a move would capture from */
static const SDL_Color mv_focus = {255, 255, 255, 235};
static const SDL_Color mv_last = {120, 190, 255, 200};
static const SDL_Color mv_good = {110, 214, 120, 255};
static const SDL_Color mv_bad = {236, 112, 96, 255};
static const SDL_Color mv_label_bg = {40, 22, 10, 190};
static const SDL_Color mv_emptied = {236, 84, 64, 215}; /* a pit the last capture emptied */

/* The board in pit spacings ("cells"): a store is 1.3 wide, margins of
 * 0.35 run round it, the rows sit 0.6 either side of the middle so the
 * gap between them holds a hint's badge, and the rim outside the pits
 * holds their letters.  Above and below the board, a band for the counts.
 * The cups' board keeps the rows and the rims; a round bowl of radius
 * MV_BOWL_R, centred MV_BOWL_X from each end, takes the store's place,
 * a tenth of a cell from the nearest pit. */
#define MV_BOARD_H 2.7f
#define MV_LABEL_BAND 0.5f
#define MV_PIT_R 0.41f
#define MV_BOWL_R 0.72f
#define MV_BOWL_X 0.95f
#define MV_CUPS_END (MV_BOWL_X + MV_BOWL_R + 0.1f - (0.5f - MV_PIT_R))

static float mv_units_w(int npits, MancalaStyle style)
{
    if (style == MV_CUPS)
        return (float)npits + 2 * MV_CUPS_END;
    return (float)npits + 2 * 1.3f + 0.7f;
}

float mancala_aspect(int npits, MancalaStyle style)
{
    return mv_units_w(npits, style) / (MV_BOARD_H + 2 * MV_LABEL_BAND);
}

/* The stores at the ends, the bottom side's on the right: long hollows
 * inside the margins, or round bowls. */
static void mv_place_stores(MancalaLayout *l, int bottom)
{
    float cell = l->cell, bw = l->board.w, bh = l->board.h;
    if (l->style == MV_CUPS) {
        float r = cell * MV_BOWL_R, y = l->board.y + bh / 2 - r;
        l->store[bottom] = (SDL_FRect){l->board.x + bw - cell * MV_BOWL_X - r, y, 2 * r, 2 * r};
        l->store[1 - bottom] = (SDL_FRect){l->board.x + cell * MV_BOWL_X - r, y, 2 * r, 2 * r};
    } else {
        float left = l->board.x + cell * 0.35f, sw = cell * 1.05f, sh = bh - cell * 0.7f;
        SDL_FRect right = {l->board.x + bw - cell * 0.35f - cell * 1.175f, l->board.y + cell * 0.35f, sw, sh};
        SDL_FRect leftr = {left + cell * 0.125f, l->board.y + cell * 0.35f, sw, sh};
        l->store[bottom] = right;
        l->store[1 - bottom] = leftr;
    }
    for (int s = 0; s < 2; s++) {
        l->centre[2 * l->npits + s].x = l->store[s].x + l->store[s].w / 2;
        l->centre[2 * l->npits + s].y = l->store[s].y + l->store[s].h / 2;
    }
}

void mancala_layout(MancalaLayout *l, SDL_FRect area, int npits, int flipped, MancalaStyle style)
{
    float units_w = mv_units_w(npits, style), units_h = MV_BOARD_H + 2 * MV_LABEL_BAND;
    float cell = area.w / units_w;
    if (cell > area.h / units_h)
        cell = area.h / units_h;
    float bw = cell * units_w, bh = cell * MV_BOARD_H;
    l->npits = npits;
    l->flipped = flipped;
    l->style = style;
    l->cell = cell;
    l->board.x = area.x + (area.w - bw) / 2;
    l->board.y = area.y + (area.h - bh) / 2;
    l->board.w = bw;
    l->board.h = bh;
    l->pit_r = cell * MV_PIT_R;
    l->seed_r = cell * 0.1f;
    l->row_off = cell * MV_ROW_OFFSET;
    float mid = l->board.y + bh / 2;
    float row_top = mid - l->row_off, row_bottom = mid + l->row_off;
    float first = style == MV_CUPS ? l->board.x + cell * MV_CUPS_END : l->board.x + cell * 0.35f + cell * 1.3f;
    int bottom = flipped ? 1 : 0; /* the side sitting at the bottom */
    for (int i = 0; i < npits; i++) {
        float x = first + cell * ((float)i + 0.5f);
        /* The bottom side's pits run left to right, the top side's right
         * to left, so sowing goes round counter-clockwise. */
        l->centre[bottom * npits + i].x = x;
        l->centre[bottom * npits + i].y = row_bottom;
        l->centre[(1 - bottom) * npits + (npits - 1 - i)].x = x;
        l->centre[(1 - bottom) * npits + (npits - 1 - i)].y = row_top;
    }
    mv_place_stores(l, bottom);
}

int mancala_hit(const MancalaLayout *l, float x, float y)
{
    for (int i = 0; i < 2 * l->npits; i++) {
        float dx = x - l->centre[i].x, dy = y - l->centre[i].y;
        if (dx * dx + dy * dy <= l->pit_r * l->pit_r * 1.1f)
            return i;
    }
    for (int s = 0; s < 2; s++) {
        const SDL_FRect *b = &l->store[s];
        if (x >= b->x && x <= b->x + b->w && y >= b->y && y <= b->y + b->h)
            return 2 * l->npits + s;
    }
    return -1;
}

SDL_FPoint mancala_seed_spot(const MancalaLayout *l, int loc, int index)
{
    int store = loc >= 2 * l->npits, bowl = store && l->style == MV_CUPS;
    int per_layer = bowl ? MV_BOWL_LAYER : store ? MV_STORE_LAYER : MV_PIT_LAYER;
    int layer = index / per_layer, k = index % per_layer;
    float rx = store ? l->store[loc - 2 * l->npits].w * 0.36f : l->pit_r * 0.72f;
    float ry = bowl ? rx : store ? l->store[loc - 2 * l->npits].h * 0.43f : l->pit_r * 0.72f;
    float rad = sqrtf(((float)k + 0.5f) / (float)per_layer);
    float a = (float)k * MV_GOLDEN + (float)layer * 1.3f;
    SDL_FPoint p = l->centre[loc];
    p.x += cosf(a) * rad * rx + (float)layer * l->seed_r * 0.45f;
    p.y += sinf(a) * rad * ry - (float)layer * l->seed_r * 0.55f;
    return p;
}

SDL_FPoint mancala_lift_point(const MancalaLayout *l, int loc)
{
    SDL_FPoint p = l->centre[loc];
    p.y -= l->pit_r * 0.35f;
    return p;
}

static void mv_seed(Render *r, const MancalaLayout *l, const SeedSprite *s)
{
    float rad = l->seed_r * 1.25f * s->scale;
    float lift = (s->scale - 1) * l->seed_r * 4;
    Uint8 a = (Uint8)(255 * (s->alpha < 0 ? 0 : s->alpha > 1 ? 1 : s->alpha));
    SDL_FRect sh = {s->x - rad * 1.1f + lift * 0.3f, s->y - rad * 0.9f + lift * 0.6f + rad * 0.25f, rad * 2.2f,
                    rad * 2.2f};
    render_sprite(r, SPRITE_SHADOW, sh, a);
    SDL_FRect dst = {s->x - rad, s->y - rad, rad * 2, rad * 2};
    SpriteId first = l->style == MV_CUPS ? SPRITE_NICKER0 : SPRITE_SEED0;
    render_sprite(r, (SpriteId)(first + s->colour % 6), dst, a);
}

/* A small dark pill with a number or word, centred on (x, y). */
static void mv_pill(Render *r, float x, float y, float px, const char *text, SDL_Color ink, SDL_Color bg)
{
    float k = px * render_text_scale(r); /* the size the text is drawn at */
    float w = render_text_width(r, FONT_BOLD, px, text) + k * 0.9f;
    if (w < k * 1.7f)
        w = k * 1.7f;
    SDL_FRect box = {x - w / 2, y - k * 0.72f, w, k * 1.44f};
    render_rounded(r, box, k * 0.72f, bg);
    render_text(r, FONT_BOLD, px, text, x, y - k * 0.6f, ALIGN_CENTER, ink);
}

/* A label's size: `share` of a cell, at least `least_pt` points, at most
 * what fits `room` pixels of height once the larger-text setting is
 * applied (room / per is the tallest the text may be drawn). */
static float mv_label_px(Render *r, const MancalaLayout *l, float share, float least_pt, float room, float per)
{
    float px = fmaxf(l->cell * share, least_pt * render_pixel_ratio(r));
    float most = room / per / render_text_scale(r);
    return px < most ? px : most;
}

/* In a small board the letters and a hint's values are as large as a
 * reader needs, not a share of the board: the pits give way so that the
 * rings round a pit (at most a fifth of its radius out) leave the rim
 * room for a letter, and the gap between the rows room for a value. */
void mancala_fit_labels(MancalaLayout *l, Render *r)
{
    float cell = l->cell, scale = render_text_scale(r);
    float letter_h = fmaxf(cell * 0.15f, 11 * render_pixel_ratio(r)) * scale * 0.8f;
    float badge_half = mv_label_px(r, l, 0.17f, 9.5f, cell * 0.36f, 1.56f) * scale * 0.78f;
    float edge = l->board.h / 2 - l->row_off; /* a pit's centre to the board's edge */
    float by_letter = (edge - letter_h - cell * 0.06f) / 1.2f, by_badge = (l->row_off - badge_half) / 1.12f;
    float pit_r = fminf(cell * MV_PIT_R, fminf(by_letter, by_badge));
    l->pit_r = fmaxf(pit_r, cell * MV_PIT_R * 0.78f);
    l->seed_r = cell * 0.1f * l->pit_r / (cell * MV_PIT_R);
}

static int mv_is_bottom(const MancalaLayout *l, int loc)
{
    int side = loc >= 2 * l->npits ? loc - 2 * l->npits : loc / l->npits;
    return side == (l->flipped ? 1 : 0);
}

/* A hint's or the review's value of a pit, in the gap between the rows
 * beside the mover's pit, where it covers no seed: green when the mover
 * finishes ahead, red behind, grey level; "≈" marks an estimate. */
static void mv_value_badge(Render *r, const MancalaLayout *l, int pit, int value, int estimate)
{
    char t[24];
    /* A true minus sign: a hyphen reads as a dash beside a number. */
    snprintf(t, sizeof t, "%s%s%d", estimate ? "\xe2\x89\x88" : "", value > 0 ? "+" : value < 0 ? "\xe2\x88\x92" : "",
             value < 0 ? -value : value);
    SDL_Color bg = value > 0   ? (SDL_Color){34, 118, 56, 240}
                   : value < 0 ? (SDL_Color){150, 48, 36, 240}
                               : (SDL_Color){86, 80, 72, 240};
    float px = mv_label_px(r, l, 0.17f, 9.5f, l->cell * 0.36f, 1.56f), k = px * render_text_scale(r);
    float mid = l->board.y + l->board.h / 2;
    float y = mid + (mv_is_bottom(l, pit) ? 1 : -1) * l->cell * 0.03f;
    float w = render_text_width(r, FONT_BOLD, px, t) + k * 0.9f;
    if (w < k * 2.0f)
        w = k * 2.0f;
    SDL_FRect box = {l->centre[pit].x - w / 2, y - k * 0.78f, w, k * 1.56f};
    render_rounded(r, box, k * 0.78f, bg);
    render_rounded_outline(r, box, k * 0.78f, k * 0.1f, (SDL_Color){255, 255, 255, 60});
    render_text(r, FONT_BOLD, px, t, l->centre[pit].x, y - k * 0.62f, ALIGN_CENTER, (SDL_Color){255, 255, 255, 255});
}

/* Pit i's rings: the last move's, whose turn (the mover's playable pits
 * glow, the one under the pointer more), the best move green and the move
 * played red (the best move played: two thin green rings, both inside the
 * pit's letter in the rim), the keyboard's focus. */
static void mv_pit_rings(Render *r, const MancalaLayout *l, const MancalaDraw *d, int i, float pulse)
{
    float unit = l->pit_r / 4;
    SDL_FPoint c = l->centre[i];
    if (d->last_from == i)
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.7f, unit * 0.45f, mv_last);
    if (d->legal & (1u << i)) {
        SDL_Color g = render_gold;
        g.a = (Uint8)(90 + 70 * pulse);
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.15f, unit * 0.55f, g);
    }
    if (d->hover == i && (d->legal & (1u << i)))
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.15f, unit * 0.9f, render_gold);
    int played = (d->played_mask & (1u << i)) != 0;
    if (d->hint_best == i && played) {
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.25f, unit * 0.45f, mv_good);
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.95f, unit * 0.45f, mv_good);
    } else if (d->hint_best == i) {
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.9f, unit * 0.7f, mv_good);
    } else if (played) {
        render_ring(r, c.x, c.y, l->pit_r + unit * 0.9f, unit * 0.7f, mv_bad);
    }
    if (d->focus == i)
        render_ring(r, c.x, c.y, l->pit_r + unit * 1.35f, unit * 0.4f, mv_focus);
}

/* The pits the last move's capture emptied: a dashed red ring inside
 * each, unlike the preview's solid orange one round it, kept until the
 * next move so that a player who looked away sees what was taken. */
static void mv_emptied_marks(Render *r, const MancalaLayout *l, const MancalaDraw *d)
{
    float unit = l->pit_r / 4, step = 6.2831853f / 10;
    for (int i = 0; i < 2 * l->npits; i++)
        if (d->last_taken & (1u << i))
            for (int k = 0; k < 10; k++)
                render_arc(r, l->centre[i].x, l->centre[i].y, l->pit_r * 0.62f, unit * 0.5f, k * step,
                           k * step + step * 0.6f, mv_emptied);
}

/* The hovered move's preview: the pits it would capture from, ringed in
 * the colour of a capture as Aualé marks them, and where it ends. */
static void mv_preview(Render *r, const MancalaLayout *l, const MancalaDraw *d)
{
    float unit = l->pit_r / 4;
    int n = l->npits;
    for (int i = 0; i < 2 * n; i++)
        if (d->preview_taken & (1u << i))
            render_ring(r, l->centre[i].x, l->centre[i].y, l->pit_r + unit * 0.35f, unit * 0.8f, mv_taken);
    if (d->preview_to < 0)
        return;
    SDL_FPoint c = l->centre[d->preview_to];
    SDL_Color g = render_gold;
    g.a = 230;
    if (d->preview_to >= 2 * n) {
        const SDL_FRect *b = &l->store[d->preview_to - 2 * n];
        render_rounded_outline(r, (SDL_FRect){b->x - unit * 0.3f, b->y - unit * 0.3f, b->w + unit * 0.6f, b->h + unit * 0.6f},
                               b->w / 2, unit * 0.6f, g);
    } else {
        render_disc(r, c.x, c.y, unit * 0.9f, g);
        render_ring(r, c.x, c.y, l->pit_r * 0.55f, unit * 0.45f, g);
    }
}

/* The counts, in the bands above and below the board, by each pit and
 * store; the font size they use. */
static float mv_counts(Render *r, const MancalaLayout *l, const MancalaDraw *d)
{
    int n = l->npits;
    float band = l->cell * MV_LABEL_BAND, px = mv_label_px(r, l, 0.18f, 10, band * 0.92f, 1.44f * 1.3f);
    for (int i = 0; i < 2 * n && d->show_counts; i++) {
        char t[16];
        snprintf(t, sizeof t, "%d", d->count[i]);
        float y = mv_is_bottom(l, i) ? l->board.y + l->board.h + band * 0.52f : l->board.y - band * 0.52f;
        mv_pill(r, l->centre[i].x, y, px, t, render_ink, mv_label_bg);
    }
    for (int s = 0; s < 2 && d->show_counts; s++) {
        char t[16];
        snprintf(t, sizeof t, "%d", d->count[2 * n + s]);
        const SDL_FRect *b = &l->store[s];
        int bottom = mv_is_bottom(l, 2 * n + s);
        float y = bottom ? l->board.y + l->board.h + band * 0.52f : l->board.y - band * 0.52f;
        mv_pill(r, b->x + b->w / 2, y, px * 1.3f, t, d->side_to_move == s ? render_gold : render_ink, mv_label_bg);
    }
    return px;
}

void mancala_draw(Render *r, const MancalaLayout *l, const MancalaDraw *d)
{
    int n = l->npits;
    float pulse = 0.5f + 0.5f * sinf(d->time * 3.2f);
    for (int i = 0; i < 2 * n; i++)
        mv_pit_rings(r, l, d, i, pulse);
    mv_emptied_marks(r, l, d);
    for (int i = 0; i < d->nseeds; i++)
        mv_seed(r, l, &d->seeds[i]);
    mv_preview(r, l, d);
    float px = mv_counts(r, l, d);
    for (int i = 0; i < 2 * n; i++)
        if ((d->hint_mask & (1u << i)) && !(d->preview_text && d->hover == i))
            mv_value_badge(r, l, i, d->hint_value[i], (d->hint_estimate >> i) & 1);
    if (d->preview_text && d->hover >= 0 && d->hover < 2 * n) {
        SDL_FPoint c = l->centre[d->hover];
        float y = mv_is_bottom(l, d->hover) ? c.y - l->pit_r * 1.2f : c.y + l->pit_r * 1.2f;
        mv_pill(r, c.x, y, px * 0.95f, d->preview_text, (SDL_Color){40, 20, 5, 255}, render_gold);
    }
    for (int i = 0; i < d->nflying; i++)
        mv_seed(r, l, &d->flying[i]);
}
