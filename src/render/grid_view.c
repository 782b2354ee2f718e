/*
 * grid_view.c - the square board of the grid games (see grid_view.h).
 *
 * Khan's board is a frame of dark wood holding n x n squares of stone,
 * each cut with as many grooves along its edges as its power and paler
 * or darker by it, the files and rows written on the frame; its pieces
 * are turned and lacquered, its reserves lie in wooden trays beside it.
 * Hasami Shogi's is a shogi board: pale kaya, thin ink lines, the four
 * star points and a thick edge, its koma pointing at the opponent, the
 * men taken on wooden stands (komadai) beside it.
 * What the player may do glows gold, the last move is tinted, a hint is a
 * green arrow (and in a review the move played beside it, coloured by
 * what it lost), pieces a move would take are marked red, and the Khan is
 * a golden sun at the shoulder of the piece it rides, carrying the power
 * it commands.
 */
#include "grid_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The marks laid on the board, by style: Khan's warm lights on its
 * brown wood; on a shogi board's pale kaya, deeper amber and ink, which
 * stand out from it as the gold would not. */
typedef struct {
    SDL_Color focus, hover, last, last_rim, pick, pick_square, dest;
} GvTints;

static const GvTints gv_tints[2] = {
    [GV_KHAN] = {{255, 255, 255, 235}, {255, 240, 200, 160}, {255, 216, 92, 78}, {255, 222, 130, 170},
                 {255, 208, 96, 255}, {255, 208, 96, 90}, {255, 208, 96, 255}},
    [GV_SHOGI] = {{30, 20, 10, 235}, {90, 56, 20, 170}, {226, 136, 30, 92}, {176, 92, 16, 210},
                  {196, 104, 14, 255}, {226, 136, 30, 110}, {168, 84, 10, 255}},
};

static const GvTints *gv_tint(GridStyle style) { return &gv_tints[style == GV_SHOGI ? GV_SHOGI : GV_KHAN]; }
static const SDL_Color gv_good = {110, 214, 120, 255};
static const SDL_Color gv_bad = {236, 92, 76, 255};

/* The board's margin round its squares, and a tray's width and its gap
 * to the board, as fractions of the board's side and of a square: as wide
 * as the room allows between the least (a piece's width) and the most. */
#define GV_MARGIN 0.06f
#define GV_TRAY_W 1.3f
#define GV_TRAY_GAP 0.3f
#define GV_TRAY_W_LEAST 1.0f
#define GV_TRAY_GAP_LEAST 0.2f
/* The length of a tray's label end, in squares: a small board's label
 * takes two lines to stay legible in a narrow tray. */
static float gv_tray_head(const GridLayout *l) { return l->sq < 40 ? 1.25f : 0.72f; }

static float gv_square_of(float side, int n) { return side * (1 - 2 * GV_MARGIN) / (float)n; }

/* The width over the height of the board with a tray at either side. */
static float gv_aspect(int n, float tray, float gap) { return 1 + 2 * (tray + gap) * gv_square_of(1, n); }

/* A tray's spots run down its length from under its label: a
 * column of koma close together (Hasami's men taken), or Khan's pieces
 * apart. */
static float gv_tray_step(const GridLayout *l) { return l->sq * (l->n > 6 ? 0.62f : 0.9f); }

void grid_layout(GridLayout *l, SDL_FRect area, int n, int flipped)
{
    l->n = n < 1 ? 1 : n > GV_MAX_N ? GV_MAX_N : n;
    l->flipped = flipped;
    l->area = area;
    /* The board as tall as the area, its trays narrowing before it does. */
    float side = fminf(area.h, area.w / gv_aspect(l->n, GV_TRAY_W_LEAST, GV_TRAY_GAP_LEAST));
    float sq = gv_square_of(side, l->n);
    float part = sq > 0 ? ((area.w - side) / 2) / (sq * (GV_TRAY_W + GV_TRAY_GAP)) : 1;
    part = part > 1 ? 1 : part;
    float tray_w = GV_TRAY_W * part, gap_w = GV_TRAY_GAP * part;
    if (tray_w < GV_TRAY_W_LEAST || gap_w < GV_TRAY_GAP_LEAST) {
        tray_w = GV_TRAY_W_LEAST;
        gap_w = GV_TRAY_GAP_LEAST;
    }
    l->sq = sq;
    l->board = (SDL_FRect){area.x + (area.w - side) / 2, area.y + (area.h - side) / 2, side, side};
    l->x0 = l->board.x + side * GV_MARGIN;
    l->y0 = l->board.y + side * GV_MARGIN;
    /* Each tray is as long as its label and its pieces need. */
    float tw = l->sq * tray_w, gap = l->sq * gap_w;
    float th = l->sq * (gv_tray_head(l) + 1.05f) + gv_tray_step(l) * (float)(l->n > 6 ? GV_TRAY_MAX - 1 : 5);
    if (th > side)
        th = side;
    /* The side at the bottom keeps its tray at its right hand. */
    int bottom = flipped ? 1 : 0;
    l->tray[bottom] = (SDL_FRect){l->board.x + side + gap, l->board.y + side - th, tw, th};
    l->tray[bottom ^ 1] = (SDL_FRect){l->board.x - gap - tw, l->board.y, tw, th};
}

static void gv_rc(const GridLayout *l, int cell, int *row, int *col)
{
    *row = cell / l->n;
    *col = cell % l->n;
    if (l->flipped) {
        *row = l->n - 1 - *row;
        *col = l->n - 1 - *col;
    }
}

/* A tray's label stands at its end nearest the board's middle row of
 * pieces' owner: at the head of the top side's tray, at the foot of the
 * bottom side's; the spots run from the label along the tray. */
static int gv_tray_at_foot(const GridLayout *l, int side) { return side == (l->flipped ? 1 : 0); }


static SDL_FPoint gv_tray_spot(const GridLayout *l, int side, int k)
{
    const SDL_FRect *t = &l->tray[side];
    float along = l->sq * (gv_tray_head(l) + 0.5f) + (float)k * gv_tray_step(l);
    return (SDL_FPoint){t->x + t->w / 2, gv_tray_at_foot(l, side) ? t->y + t->h - along : t->y + along};
}

SDL_FPoint grid_centre(const GridLayout *l, int cell)
{
    if (cell >= GV_CELLS) {
        int k = cell - GV_CELLS;
        return gv_tray_spot(l, k / GV_TRAY_MAX, k % GV_TRAY_MAX);
    }
    int row, col;
    gv_rc(l, cell, &row, &col);
    return (SDL_FPoint){l->x0 + ((float)col + 0.5f) * l->sq, l->y0 + ((float)row + 0.5f) * l->sq};
}

int grid_hit(const GridLayout *l, float x, float y)
{
    /* Not laid out yet (the pointer moved before the first frame): nothing
     * there, rather than an infinite column turned into an int. */
    if (!(l->sq > 0.0f))
        return -1;
    float fcol = floorf((x - l->x0) / l->sq), frow = floorf((y - l->y0) / l->sq);
    if (fcol >= 0.0f && frow >= 0.0f && fcol < (float)l->n && frow < (float)l->n) {
        int col = (int)fcol, row = (int)frow;
        if (l->flipped) {
            row = l->n - 1 - row;
            col = l->n - 1 - col;
        }
        return row * l->n + col;
    }
    float reach = l->sq * 0.45f;
    for (int s = 0; s < 2; s++)
        for (int k = 0; k < GV_TRAY_MAX; k++) {
            SDL_FPoint p = gv_tray_spot(l, s, k);
            if ((x - p.x) * (x - p.x) + (y - p.y) * (y - p.y) < reach * reach)
                return grid_tray_cell(s, k);
        }
    return -1;
}

int grid_edge_hit(const GridLayout *l, float x, float y)
{
    const SDL_FRect *b = &l->board;
    if (x < b->x || y < b->y || x >= b->x + b->w || y >= b->y + b->h)
        return -1;
    float dx = (x - b->x) / b->w - 0.5f, dy = (y - b->y) / b->h - 0.5f;
    if (fabsf(dx) > fabsf(dy))
        return dx > 0 ? 1 : 3;
    return dy > 0 ? 2 : 0;
}

/* Files along the foot, rows along the left, as the notation has them,
 * on the board's frame. */
static void gv_coordinates(Render *r, const GridLayout *l, GridStyle style)
{
    float span = l->sq * (float)l->n;
    float margin = l->x0 - l->board.x, ts = render_text_scale(r);
    float px = fminf(fmaxf(l->sq * 0.28f, 8 * render_pixel_ratio(r)), margin * 0.72f / ts), k = px * ts;
    /* Dark on the shogi board's pale kaya, pale on Khan's dark frame. */
    const SDL_Color ink = style == GV_SHOGI ? (SDL_Color){62, 32, 10, 240} : (SDL_Color){240, 218, 170, 240};
    for (int i = 0; i < l->n; i++) {
        char t[16];
        int file = l->flipped ? l->n - 1 - i : i, row = l->flipped ? l->n - 1 - i : i;
        snprintf(t, sizeof t, "%c", 'a' + file);
        render_text(r, FONT_BOLD, px, t, l->x0 + ((float)i + 0.5f) * l->sq, l->y0 + span + (margin - k * 1.15f) / 2,
                    ALIGN_CENTER, ink);
        snprintf(t, sizeof t, "%d", row + 1);
        render_text(r, FONT_BOLD, px, t, l->board.x + margin / 2, l->y0 + ((float)i + 0.5f) * l->sq - k * 0.6f,
                    ALIGN_CENTER, ink);
    }
}

/* Khan's board: a frame of dark wood, a brass line round the field,
 * and a stone per square, cut with its power's grooves (khan_cellN.png),
 * with a dark joint between the stones. */
static void gv_khan_board(Render *r, const GridLayout *l, const uint8_t *marks)
{
    float unit = l->sq / 8, span = l->sq * (float)l->n;
    SDL_FRect sh = {l->board.x + unit * 0.8f, l->board.y + unit * 1.6f, l->board.w, l->board.h};
    render_rounded(r, sh, unit * 2.5f, (SDL_Color){0, 0, 0, 110});
    render_rounded_textured(r, SPRITE_WOOD_DARK, l->board, unit * 2.5f, 1);
    render_rounded(r, l->board, unit * 2.5f, (SDL_Color){40, 16, 4, 110}); /* stained to walnut */
    render_rounded_outline(r, l->board, unit * 2.5f, fmaxf(unit * 0.4f, 1), (SDL_Color){24, 12, 4, 220});
    SDL_FRect bevel = {l->board.x + unit * 0.4f, l->board.y + unit * 0.4f, l->board.w - unit * 0.8f,
                       l->board.h - unit * 0.8f};
    render_rounded_outline(r, bevel, unit * 2.1f, fmaxf(unit * 0.25f, 1), (SDL_Color){255, 220, 170, 60});
    float pad = unit * 0.45f;
    SDL_FRect field = {l->x0 - pad, l->y0 - pad, span + 2 * pad, span + 2 * pad};
    SDL_FRect brass = {field.x - pad, field.y - pad, field.w + 2 * pad, field.h + 2 * pad};
    render_rounded(r, brass, unit * 0.7f, (SDL_Color){206, 160, 78, 255});
    render_rounded_outline(r, brass, unit * 0.7f, fmaxf(unit * 0.15f, 1), (SDL_Color){90, 60, 20, 200});
    render_rounded(r, field, unit * 0.4f, (SDL_Color){26, 22, 18, 255});
    float joint = fmaxf(unit * 0.12f, 0.5f);
    for (int i = 0; i < l->n * l->n; i++) {
        int power = marks && marks[i] >= 1 && marks[i] <= 3 ? marks[i] : 1;
        SDL_FPoint c = grid_centre(l, i);
        float h = l->sq / 2 - joint;
        render_sprite(r, (SpriteId)(SPRITE_KHAN_CELL1 + power - 1), (SDL_FRect){c.x - h, c.y - h, 2 * h, 2 * h}, 255);
    }
}

/* A block of kaya seen from above and a little in front: its top, the
 * side facing the player `depth` deep below it, its shadow on the table. */
static void gv_kaya_block(Render *r, SDL_FRect top, float radius, float depth, float unit)
{
    SDL_FRect sh = {top.x + unit * 0.7f, top.y + depth + unit * 1.0f, top.w, top.h};
    render_rounded(r, sh, radius, (SDL_Color){0, 0, 0, 95});
    SDL_FRect side = {top.x, top.y + depth, top.w, top.h};
    render_rounded(r, side, radius, (SDL_Color){150, 106, 52, 255});
    render_rounded_outline(r, side, radius, unit * 0.3f, (SDL_Color){70, 44, 18, 200});
    render_rounded_textured(r, SPRITE_KAYA, top, radius, 1);
    render_rounded_outline(r, top, radius, unit * 0.3f, (SDL_Color){120, 84, 40, 190});
}

/* A shogi board: kaya, thick, ruled in thin ink, its four star points
 * a third of the way in. */
static void gv_shogi_board(Render *r, const GridLayout *l)
{
    float unit = l->sq / 8;
    gv_kaya_block(r, l->board, unit * 0.8f, unit * 1.3f, unit);
    const SDL_Color ink = {34, 24, 14, 235};
    float span = l->sq * (float)l->n, w = fmaxf(unit * 0.26f, 1);
    for (int i = 0; i <= l->n; i++) {
        float t = (float)i * l->sq, lw = i == 0 || i == l->n ? w * 1.6f : w;
        render_fill_rect(r, (SDL_FRect){l->x0 - lw / 2, l->y0 + t - lw / 2, span + lw, lw}, ink);
        render_fill_rect(r, (SDL_FRect){l->x0 + t - lw / 2, l->y0 - lw / 2, lw, span + lw}, ink);
    }
    if (l->n == 9)
        for (int k = 0; k < 4; k++)
            render_disc(r, l->x0 + (float)(3 + (k % 2) * 3) * l->sq, l->y0 + (float)(3 + (k / 2) * 3) * l->sq,
                        fmaxf(unit * 0.65f, 1.5f), ink);
}

int grid_draw_board(Render *r, const GridLayout *l, GridStyle style, const uint8_t *marks)
{
    if (style == GV_SHOGI)
        gv_shogi_board(r, l);
    else
        gv_khan_board(r, l, marks);
    gv_coordinates(r, l, style);
    return 2 * l->n;
}

/* A piece's picture; a koma points away from its owner, down the screen
 * for the side at the top (the second side, unless `turned`). */
static SpriteId gv_sprite(GridStyle style, int piece, int turned)
{
    if (style == GV_SHOGI) {
        int down = GV_SIDE(piece) ^ (turned ? 1 : 0);
        if (GV_SIDE(piece))
            return down ? SPRITE_KOMA_TO_DOWN : SPRITE_KOMA_TO_UP;
        return down ? SPRITE_KOMA_FU_DOWN : SPRITE_KOMA_FU_UP;
    }
    if (GV_KIND(piece))
        return GV_SIDE(piece) ? SPRITE_KALISTA_OCRE : SPRITE_KALISTA_ROUGE;
    return GV_SIDE(piece) ? SPRITE_SBIRE_OCRE : SPRITE_SBIRE_ROUGE;
}

/* The Khan's sun, `size` across, centred on (x, y), with the power it
 * commands (1 to 3; 0 unknown) in gold pips on its black face, set as a
 * die's. */
static void gv_sun(Render *r, float x, float y, float size, int power)
{
    float sh = size * 1.25f;
    render_sprite(r, SPRITE_SHADOW, (SDL_FRect){x - sh / 2 + size * 0.06f, y - sh / 2 + size * 0.12f, sh, sh}, 255);
    render_sprite(r, SPRITE_KHAN_SUN, (SDL_FRect){x - size / 2, y - size / 2, size, size}, 255);
    static const float at[4][3][2] = {{{0}}, {{0, 0}}, {{-1, -1}, {1, 1}}, {{-1, -1}, {0, 0}, {1, 1}}};
    float step = size * 0.13f, pip = fmaxf(size * 0.082f, 1.2f);
    for (int k = 0; power >= 1 && power <= 3 && k < power; k++)
        render_disc(r, x + at[power][k][0] * step, y + at[power][k][1] * step, pip, (SDL_Color){255, 214, 110, 255});
}

/* The Khan on the piece it rides: a gold ring round the piece, and its
 * sun at the piece's shoulder, large enough to read its pips. */
static void gv_khan(Render *r, float x, float y, float rad, float unit, int power)
{
    render_ring(r, x, y, rad + unit * 0.55f, unit * 0.95f, (SDL_Color){20, 14, 10, 190});
    render_ring(r, x, y, rad + unit * 0.55f, fmaxf(unit * 0.4f, 1), (SDL_Color){250, 206, 100, 255});
    gv_sun(r, x + rad * 0.7f, y - rad * 0.7f, rad * 1.6f, power);
}

/* A piece centred on (x, y) in a square `size` across; a koma's picture
 * carries its own shadow and fills more of its square, as koma do. */
static void gv_man(Render *r, GridStyle style, float x, float y, float size, int piece, float scale, float alpha,
                   int turned)
{
    float rad = size * (style == GV_SHOGI ? 0.5f : GV_KIND(piece) ? 0.46f : 0.42f) * scale;
    float lift = (scale - 1) * size * 0.5f;
    Uint8 a = (Uint8)(255 * (alpha < 0 ? 0 : alpha > 1 ? 1 : alpha));
    SDL_FRect sh = {x - rad * 1.05f + lift * 0.3f, y - rad * 0.95f + lift * 0.6f + rad * 0.12f, rad * 2.2f, rad * 2.2f};
    if (style != GV_SHOGI)
        render_sprite(r, SPRITE_SHADOW, sh, a);
    render_sprite(r, gv_sprite(style, piece, turned), (SDL_FRect){x - rad, y - rad - lift * 0.2f, rad * 2, rad * 2}, a);
}

void grid_draw_side_piece(Render *r, GridStyle style, float x, float y, float size, int side)
{
    gv_man(r, style, x, y, size, GV_PIECE(side & 1, 0), 1.0f, 1.0f, 0);
}

void grid_draw_piece(Render *r, GridStyle style, float x, float y, float size, int piece, int marker)
{
    if (piece)
        gv_man(r, style, x, y, size, piece, 1.0f, 1.0f, 0);
    if (marker && piece)
        gv_khan(r, x, y, size * 0.42f, size / 8, 0);
    else if (marker) /* the Khan alone: its sun */
        gv_sun(r, x, y, size * 0.7f, 0);
}

static void gv_square(Render *r, const GridLayout *l, int cell, SDL_Color c)
{
    SDL_FPoint p = grid_centre(l, cell);
    render_fill_rect(r, (SDL_FRect){p.x - l->sq / 2, p.y - l->sq / 2, l->sq, l->sq}, c);
}

/* A straight arrow from a to b, for the hint. */
static void gv_arrow(Render *r, SDL_FPoint a, SDL_FPoint b, float w, SDL_Color c)
{
    float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    dx /= len;
    dy /= len;
    float head = w * 2.4f, shaft = len - head > 0 ? len - head : 0;
    int steps = (int)(shaft / (w * 0.4f));
    for (int i = 0; i <= steps; i++) {
        float t = (float)i / (float)(steps > 0 ? steps : 1);
        render_disc(r, a.x + dx * shaft * t, a.y + dy * shaft * t, w / 2, c);
    }
    for (int i = 0; i < 8; i++) { /* the head: discs narrowing to the tip */
        float t = (float)i / 7;
        render_disc(r, b.x - dx * head * (1 - t), b.y - dy * head * (1 - t), w * (1.3f - t * 1.0f), c);
    }
}

/* An arrow along the squares of a walk (n >= 2), its head on the last
 * step, so a piece's arrow bends where the piece turns. */
static void gv_arrow_path(Render *r, const GridLayout *l, const int *path, int n, float w, SDL_Color c)
{
    for (int k = 0; k + 2 < n; k++) { /* every step but the last, as a shaft */
        SDL_FPoint a = grid_centre(l, path[k]), b = grid_centre(l, path[k + 1]);
        float dx = b.x - a.x, dy = b.y - a.y, len = sqrtf(dx * dx + dy * dy);
        int steps = (int)(len / (w * 0.4f));
        for (int i = 0; i <= steps; i++) {
            float t = (float)i / (float)(steps > 0 ? steps : 1);
            render_disc(r, a.x + dx * t, a.y + dy * t, w / 2, c);
        }
    }
    gv_arrow(r, grid_centre(l, path[n - 2]), grid_centre(l, path[n - 1]), w, c);
}

/* A piece put on the board from a tray: a ring on its square and a short
 * arrow into it from the tray's side, within the square, so it crosses
 * no piece on the way (the tray's piece has its own ring). */
static void gv_arrow_placed(Render *r, const GridLayout *l, int tray_spot, int to, float w, SDL_Color c)
{
    SDL_FPoint a = grid_centre(l, tray_spot), b = grid_centre(l, to);
    /* The trays stand beside the board: the arrow comes in level. */
    float dx = a.x < b.x ? -1.0f : 1.0f, dy = 0;
    render_ring(r, b.x, b.y, l->sq * 0.47f, w * 0.55f, c);
    gv_arrow(r, (SDL_FPoint){b.x + dx * l->sq * 0.42f, b.y + dy * l->sq * 0.42f},
             (SDL_FPoint){b.x - dx * l->sq * 0.12f, b.y - dy * l->sq * 0.12f}, w * 0.8f, c);
}

/* A move's arrow: along its walk, into its square for a piece placed,
 * else straight. */
static void gv_move_arrow(Render *r, const GridLayout *l, int from, int to, const int *path, int n, float w,
                          SDL_Color c)
{
    if (from >= l->n * l->n)
        gv_arrow_placed(r, l, from, to, w, c);
    else if (path && n >= 2)
        gv_arrow_path(r, l, path, n, w, c);
    else
        gv_arrow(r, grid_centre(l, from), grid_centre(l, to), w, c);
}

/* The outline of a square, or a ring round a tray spot. */
static void gv_outline(Render *r, const GridLayout *l, int spot, float inset, float width, SDL_Color c)
{
    SDL_FPoint p = grid_centre(l, spot);
    float unit = l->sq / 8;
    if (spot >= GV_CELLS) {
        render_ring(r, p.x, p.y, l->sq * 0.47f, width, c);
        return;
    }
    render_rounded_outline(r, (SDL_FRect){p.x - l->sq / 2 + inset, p.y - l->sq / 2 + inset, l->sq - 2 * inset, l->sq - 2 * inset},
                           unit, width, c);
}

/* Khan's tray: the board's dark wood, a channel down it lined in black
 * where the pieces lie, its label on the wood at the end. */
static void gv_reserve_tray(Render *r, const GridLayout *l, SDL_FRect box, int foot)
{
    float unit = l->sq / 8, head = l->sq * gv_tray_head(l), in = unit * 0.6f;
    SDL_FRect sh = {box.x + unit * 0.6f, box.y + unit * 1.2f, box.w, box.h};
    render_rounded(r, sh, unit * 2, (SDL_Color){0, 0, 0, 100});
    render_rounded_textured(r, SPRITE_WOOD_DARK, box, unit * 2, 1);
    render_rounded(r, box, unit * 2, (SDL_Color){40, 16, 4, 110});
    render_rounded_outline(r, box, unit * 2, fmaxf(unit * 0.35f, 1), (SDL_Color){24, 12, 4, 220});
    SDL_FRect ch = {box.x + in, foot ? box.y + in : box.y + head, box.w - 2 * in, box.h - head - in};
    if (ch.h <= 0)
        return;
    render_rounded(r, ch, fminf(ch.w, ch.h) / 2, (SDL_Color){22, 16, 12, 235});
    /* The channel's lip: in shade at its top, catching the light below. */
    render_rounded_outline(r, ch, fminf(ch.w, ch.h) / 2, fmaxf(unit * 0.3f, 1), (SDL_Color){0, 0, 0, 120});
    SDL_FRect lip = {ch.x, ch.y + unit * 0.25f, ch.w, ch.h};
    render_rounded_outline(r, lip, fminf(ch.w, ch.h) / 2, fmaxf(unit * 0.2f, 1), (SDL_Color){255, 220, 170, 45});
}

/* A tray beside the board holding a side's pieces off the board, as long
 * as the `used` spots it holds need; its label (what the pieces are, how
 * many) at its end, in gold on the side to move's. */
static void gv_tray(Render *r, const GridLayout *l, int side, const char *label, int lit, int used, int stand)
{
    const SDL_FRect *t = &l->tray[side];
    float unit = l->sq / 8;
    float len = l->sq * (gv_tray_head(l) + 1.05f) + gv_tray_step(l) * (float)(used > 1 ? used - 1 : 0);
    if (len > t->h)
        len = t->h;
    int foot = gv_tray_at_foot(l, side);
    SDL_FRect box = {t->x, foot ? t->y + t->h - len : t->y, t->w, len};
    if (stand) {
        /* A komadai: a small stand of the board's kaya beside it, as thick
         * as a stand is, a groove round its top. */
        gv_kaya_block(r, box, unit * 0.8f, unit * 0.9f, unit);
        SDL_FRect top = {box.x + unit * 0.7f, box.y + unit * 0.7f, box.w - unit * 1.4f, box.h - unit * 1.4f};
        render_rounded_outline(r, top, unit * 0.5f, fmaxf(unit * 0.22f, 1), (SDL_Color){120, 84, 40, 150});
    } else {
        gv_reserve_tray(r, l, box, foot);
    }
    /* The label at a legible size: on one line ("To place 5"), a little
     * smaller if need be; else on two ("To place" over "5"); else the
     * count alone, as a count on a stand always is: the players' cards
     * say what it counts. */
    float px = fmaxf(l->sq * 0.24f, 9 * render_pixel_ratio(r)), room = t->w - unit * 1.2f;
    float least = fmaxf(px * 0.7f, 9 * render_pixel_ratio(r));
    float cy = foot ? box.y + box.h - l->sq * gv_tray_head(l) / 2 : box.y + l->sq * gv_tray_head(l) / 2;
    SDL_Color ink = stand ? (lit ? (SDL_Color){120, 40, 0, 255} : (SDL_Color){62, 32, 10, 240})
                    : lit ? render_gold : render_ink;
    float cx = box.x + box.w / 2;
    const char *space = strrchr(label, ' ');
    float one = px * fminf(1, room / fmaxf(1, render_text_width(r, FONT_BOLD, px, label)));
    if (space && one < least) {
        char first[32];
        snprintf(first, sizeof first, "%.*s", (int)(space - label), label);
        float two = px * fminf(1, room / fmaxf(1, render_text_width(r, FONT_BOLD, px, first)));
        if (two >= least) {
            float lh = render_line_height(r, two);
            render_text(r, FONT_BOLD, two, first, cx, cy - lh, ALIGN_CENTER, ink);
            render_text(r, FONT_BOLD, render_text_fit(r, FONT_BOLD, two, space + 1, room), space + 1, cx, cy, ALIGN_CENTER, ink);
            return;
        }
        label = space + 1;
        space = NULL;
    }
    if (!space) /* a count alone reads as one */
        px *= 1.3f;
    px = render_text_fit(r, FONT_BOLD, px, label, room);
    render_text(r, FONT_BOLD, px, label, cx, cy - px * 0.6f, ALIGN_CENTER, ink);
}

/* Choosing a home edge: the four edges offered, the pointed one lit, as
 * strips along the field's edge rows (where the side's pieces will stand),
 * clear of the frame that carries the coordinates. */
static void gv_edges(Render *r, const GridLayout *l, int hover, float pulse)
{
    float span = l->sq * (float)l->n, t = l->sq * 0.22f, in = l->sq * 0.06f, len = span - 2 * (t + in * 2);
    for (int e = 0; e < 4; e++) {
        SDL_FRect band = e == 0   ? (SDL_FRect){l->x0 + t + in * 2, l->y0 + in, len, t}
                         : e == 1 ? (SDL_FRect){l->x0 + span - in - t, l->y0 + t + in * 2, t, len}
                         : e == 2 ? (SDL_FRect){l->x0 + t + in * 2, l->y0 + span - in - t, len, t}
                                  : (SDL_FRect){l->x0 + in, l->y0 + t + in * 2, t, len};
        SDL_Color c = e == hover ? render_gold : (SDL_Color){232, 176, 72, (Uint8)(150 + 60 * pulse)};
        render_rounded(r, band, t / 2, c);
        render_rounded_outline(r, band, t / 2, fmaxf(t * 0.12f, 1), (SDL_Color){40, 20, 6, 160});
    }
}

/* The trays, each as full as the pieces in it (or on their way to it). */
static void gv_trays(Render *r, const GridLayout *l, const GridDraw *d)
{
    for (int s = 0; s < 2; s++) {
        int used = 0;
        for (int k = 0; k < GV_TRAY_MAX; k++)
            if (d->cell[grid_tray_cell(s, k)])
                used = k + 1;
        if (d->tray_need[s] > used) /* a piece on its way to the tray */
            used = d->tray_need[s];
        if (d->tray_label[s])
            gv_tray(r, l, s, d->tray_label[s], d->side_to_move == s, used, d->stands);
    }
}

/* Standing pieces, on the board and in the trays; the ones the player may
 * pick wear a soft gold ring, the mover's others are dimmed, the ones a
 * move would take are crossed out in red. */
static void gv_standing(Render *r, const GridLayout *l, const GridDraw *d, float pulse)
{
    int cells = l->n * l->n;
    float unit = l->sq / 8;
    for (int i = 0; i < GV_SPOTS; i++) {
        if (!d->cell[i] || (i >= cells && i < GV_CELLS))
            continue;
        SDL_FPoint p = grid_centre(l, i);
        /* Koma on a stand lie smaller, each clear of the next. */
        float size = i < GV_CELLS ? l->sq : l->sq * (d->style == GV_SHOGI ? 0.76f : 0.9f);
        if (d->movable && d->movable[i] && d->selected < 0) {
            SDL_Color g = gv_tint(d->style)->pick;
            g.a = (Uint8)(70 + 60 * pulse);
            render_ring(r, p.x, p.y, size * 0.5f, unit * 0.5f, g);
        }
        gv_man(r, d->style, p.x, p.y, size, d->cell[i], 1.0f, d->dim && d->dim[i] ? 0.42f : 1.0f, l->flipped);
        if (i == d->marker)
            gv_khan(r, p.x, p.y, size * 0.42f, unit, d->marker_power);
        if (d->victims && i < cells && d->victims[i]) {
            render_ring(r, p.x, p.y, l->sq * 0.44f, unit * 0.7f, gv_bad);
            float s = l->sq * 0.16f;
            for (int k = -2; k <= 2; k++) { /* a red cross over the piece */
                render_disc(r, p.x + (float)k * s * 0.5f, p.y + (float)k * s * 0.5f, unit * 0.45f, gv_bad);
                render_disc(r, p.x + (float)k * s * 0.5f, p.y - (float)k * s * 0.5f, unit * 0.45f, gv_bad);
            }
        }
    }
}

/* The picked piece's ring and where it may go: gold dots, red-rimmed
 * where it captures. */
static void gv_choices(Render *r, const GridLayout *l, const GridDraw *d, float pulse)
{
    float unit = l->sq / 8;
    const GvTints *t = gv_tint(d->style);
    if (d->selected >= 0) {
        SDL_FPoint p = grid_centre(l, d->selected);
        render_ring(r, p.x, p.y, l->sq * 0.47f, unit * 0.7f, t->pick);
    }
    for (int i = 0; d->dest && i < l->n * l->n; i++) {
        if (!d->dest[i])
            continue;
        SDL_FPoint p = grid_centre(l, i);
        if (d->dest[i] == 2) {
            render_ring(r, p.x, p.y, l->sq * 0.24f, unit * 0.55f, gv_bad);
            render_disc(r, p.x, p.y, l->sq * 0.12f, t->dest);
        } else {
            SDL_Color dot = t->dest;
            dot.a = (Uint8)(170 + 60 * pulse);
            render_disc(r, p.x, p.y, l->sq * 0.11f, dot);
        }
    }
}

/* The move played (a review's, coloured by its mark) under the best
 * move's green arrow where they cross. */
static void gv_arrows(Render *r, const GridLayout *l, const GridDraw *d)
{
    float unit = l->sq / 8;
    if (d->played_color.a && d->played_from >= 0 && d->played_to >= 0) {
        SDL_Color c = d->played_color;
        c.a = 200;
        SDL_FPoint a = grid_centre(l, d->played_from);
        render_ring(r, a.x, a.y, l->sq * 0.47f, unit * 0.6f, c);
        gv_move_arrow(r, l, d->played_from, d->played_to, d->played_path, d->played_npath, unit * 0.9f, c);
    }
    if (d->hint_from >= 0 && d->hint_to >= 0) {
        SDL_Color g = gv_good;
        g.a = 210;
        SDL_FPoint a = grid_centre(l, d->hint_from);
        render_ring(r, a.x, a.y, l->sq * 0.47f, unit * 0.6f, g);
        gv_move_arrow(r, l, d->hint_from, d->hint_to, d->hint_path, d->hint_npath, unit * 1.1f, g);
    }
}

/* The squares whose pieces the last move took: a faint red cross on each,
 * the hovered capture's cross without its piece, kept until the next move
 * so that a player who looked away sees what was taken. */
static void gv_emptied(Render *r, const GridLayout *l, const GridDraw *d)
{
    float unit = l->sq / 8, s = l->sq * 0.16f;
    SDL_Color c = gv_bad;
    c.a = 170;
    for (int i = 0; d->emptied && i < l->n * l->n; i++) {
        if (!d->emptied[i])
            continue;
        SDL_FPoint p = grid_centre(l, i);
        for (int k = -2; k <= 2; k++) {
            render_disc(r, p.x + (float)k * s * 0.5f, p.y + (float)k * s * 0.5f, unit * 0.4f, c);
            render_disc(r, p.x + (float)k * s * 0.5f, p.y - (float)k * s * 0.5f, unit * 0.4f, c);
        }
    }
}

void grid_draw(Render *r, const GridLayout *l, const GridDraw *d)
{
    int cells = l->n * l->n;
    float unit = l->sq / 8;
    const GvTints *t = gv_tint(d->style);
    float pulse = 0.5f + 0.5f * sinf(d->time * 3.2f);
    /* The last move, as the best boards mark it: the square it left and
     * the square it reached lit in the same warm tint, under the pieces. */
    if (d->last_to >= 0) {
        if (d->last_from >= 0 && d->last_from < cells)
            gv_square(r, l, d->last_from, t->last);
        gv_square(r, l, d->last_to, t->last);
        gv_outline(r, l, d->last_to, unit * 0.35f, unit * 0.35f, t->last_rim);
    }
    gv_emptied(r, l, d);
    gv_trays(r, l, d);
    if (d->selected >= 0 && d->selected < cells)
        gv_square(r, l, d->selected, t->pick_square);
    gv_standing(r, l, d, pulse);
    gv_choices(r, l, d, pulse);
    gv_arrows(r, l, d);
    if (d->hover >= 0 && d->hover < GV_SPOTS)
        gv_outline(r, l, d->hover, 0, unit * 0.5f, t->hover);
    if (d->focus >= 0 && d->focus < GV_SPOTS)
        gv_outline(r, l, d->focus, unit * 0.4f, unit * 0.6f, t->focus);
    if (d->edges)
        gv_edges(r, l, d->edge_hover, pulse);
    for (int i = 0; i < d->nmoving; i++) {
        const ManSprite *m = &d->moving[i];
        gv_man(r, d->style, m->x, m->y, l->sq, m->piece, m->scale, m->alpha, l->flipped);
        if (m->marker)
            gv_khan(r, m->x, m->y, l->sq * 0.42f * m->scale, unit, d->marker_power);
    }
}
