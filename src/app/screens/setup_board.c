/*
 * setup_board.c - the position editor's board: the sketch drawn with the
 * render layer's sowing and grid views, and its places found.
 */
#include "setup_board.h"

#include "lang.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SB_SEEDS_SHOWN 40 /* seeds drawn in one place; its count says the rest */

int setup_board_init(SetupBoard *b, const GameLook *look, const GameOptions *o, const Game *g)
{
    memset(b, 0, sizeof *b);
    if (pos_layout(g, &b->lay) != 0)
        return -1;
    look->board(o, &b->flavour);
    const GameRules *rules = g->rules;
    for (int i = 0; rules->cell_mark && b->lay.grid && i < b->lay.nplaces && i < GV_CELLS; i++)
        b->marks[i] = (uint8_t)rules->cell_mark(g, i);
    return 0;
}

void setup_board_layout(SetupBoard *b, SDL_FRect area, int flipped)
{
    b->flipped = flipped;
    if (b->lay.grid)
        grid_layout(&b->gl, area, b->lay.width, flipped);
    else
        mancala_layout(&b->ml, area, b->lay.width, flipped, b->flavour.sowing);
}

float setup_board_height(const SetupBoard *b, SDL_FRect area)
{
    if (!b->lay.grid)
        return fminf(area.h, area.w / mancala_aspect(b->lay.width, b->flavour.sowing));
    GridLayout l;
    grid_layout(&l, area, b->lay.width, 0);
    return l.board.h;
}

SDL_FRect setup_board_rect(const SetupBoard *b) { return b->lay.grid ? b->gl.board : b->ml.board; }

int setup_board_hit(const SetupBoard *b, float x, float y)
{
    int at = b->lay.grid ? grid_hit(&b->gl, x, y) : mancala_hit(&b->ml, x, y);
    return at >= 0 && at < b->lay.nplaces ? at : -1;
}

SDL_FPoint setup_board_centre(const SetupBoard *b, int place)
{
    return b->lay.grid ? grid_centre(&b->gl, place) : b->ml.centre[place];
}

/* The nearest place ahead in the key's direction as the board is seen,
 * a step sideways counting double: the same for pits and squares, either
 * way up. */
int setup_board_step(const SetupBoard *b, int place, SDL_Keycode key)
{
    if (place < 0)
        return 0;
    float dx = key == SDLK_RIGHT ? 1 : key == SDLK_LEFT ? -1 : 0;
    float dy = key == SDLK_DOWN ? 1 : key == SDLK_UP ? -1 : 0;
    if (dx == 0 && dy == 0)
        return place;
    SDL_FPoint from = setup_board_centre(b, place);
    int best = place;
    float best_cost = INFINITY;
    for (int i = 0; i < b->lay.nplaces; i++) {
        SDL_FPoint c = setup_board_centre(b, i);
        float ahead = (c.x - from.x) * dx + (c.y - from.y) * dy;
        float aside = fabsf((c.x - from.x) * dy - (c.y - from.y) * dx);
        if (i == place || ahead < 1.0f)
            continue;
        float cost = ahead + 2 * aside;
        if (cost < best_cost) {
            best_cost = cost;
            best = i;
        }
    }
    return best;
}

int setup_board_locate(const SetupBoard *b, const char *name, SDL_FPoint *at)
{
    int place = -1, n = b->lay.width;
    if (b->lay.grid) {
        if (name[0] >= 'a' && name[0] < 'a' + n && name[1] >= '1' && name[1] < '1' + n && !name[2])
            place = (name[1] - '1') * n + (name[0] - 'a');
    } else if (name[0] >= 'A' && name[0] < 'A' + 2 * n && !name[1]) {
        place = name[0] - 'A';
    } else if (strncmp(name, "store", 5) == 0 && (name[5] == '0' || name[5] == '1') && !name[6]) {
        place = 2 * n + name[5] - '0';
    }
    if (place < 0)
        return 0;
    *at = setup_board_centre(b, place);
    return 1;
}

/* The view's piece for a sketch's piece code. */
static uint8_t sb_piece(const SetupBoard *b, int code)
{
    return code > 0 && code < b->lay.npieces ? grid_piece_letter(b->lay.piece[code].letter) : 0;
}

static int sb_draw_grid(Render *r, const SetupBoard *b, const PosSketch *sk, const SetupMarks *m)
{
    const GridLayout *l = &b->gl;
    int labels = grid_draw_board(r, l, b->flavour.style, b->flavour.marker ? b->marks : NULL);
    uint8_t cell[GV_SPOTS];
    memset(cell, 0, sizeof cell);
    for (int i = 0; i < b->lay.nplaces && i < GV_CELLS; i++)
        cell[i] = sb_piece(b, sk->place[i]);
    /* Khan's reserves stand in the trays, named as in a game. */
    const char *labels_tray[2] = {NULL, NULL};
    char tray_text[2][48];
    for (int s = 0; s < 2 && b->lay.max_reserve > 0; s++) {
        for (int k = 0; k < sk->reserve[s] && k < GV_TRAY_MAX; k++)
            cell[grid_tray_cell(s, k)] = GV_PIECE(s, 0);
        snprintf(tray_text[s], sizeof tray_text[s], tr(T_RESERVE_N), sk->reserve[s]);
        labels_tray[s] = tray_text[s];
    }
    ManSprite lifted;
    int nlifted = 0;
    if (m->lifted >= 0 && cell[m->lifted]) {
        lifted = (ManSprite){m->drag_x, m->drag_y, cell[m->lifted], 1.15f, 1.0f, sk->marker == m->lifted};
        cell[m->lifted] = 0;
        nlifted = 1;
    }
    GridDraw d = {
        .style = b->flavour.style,
        .cell = cell,
        .moving = &lifted,
        .nmoving = nlifted,
        .selected = -1,
        .hover = m->hover,
        .focus = m->focus,
        .last_from = -1,
        .last_to = -1,
        .hint_from = -1,
        .hint_to = -1,
        .played_from = -1,
        .played_to = -1,
        .marker = nlifted && sk->marker == m->lifted ? -1 : sk->marker,
        /* The Khan shows its square's power, none while it is carried. */
        .marker_power = b->flavour.marker && !(nlifted && sk->marker == m->lifted) && sk->marker >= 0 &&
                                sk->marker < GV_CELLS ? b->marks[sk->marker] : 0,
        .edge_hover = -1,
        .side_to_move = sk->side,
        .tray_label = {labels_tray[0], labels_tray[1]},
        .time = m->time,
    };
    grid_draw(r, l, &d);
    /* The Khan put on an empty square (a position refused, and said why)
     * is shown where it was put: the view draws it only round a piece. */
    if (d.marker >= 0 && d.marker < GV_CELLS && !cell[d.marker]) {
        SDL_FPoint c = grid_centre(l, d.marker);
        grid_draw_piece(r, b->flavour.style, c.x, c.y, l->sq, 0, 1);
    }
    return labels;
}

static int sb_draw_sowing(Render *r, const SetupBoard *b, const PosSketch *sk, const SetupMarks *m)
{
    const MancalaLayout *l = &b->ml;
    int labels = mancala_draw_board(r, l);
    static SeedSprite seeds[POS_MAX_PLACES * SB_SEEDS_SHOWN];
    SeedSprite flying;
    MancalaDraw d;
    memset(&d, 0, sizeof d);
    int k = 0;
    for (int loc = 0; loc < b->lay.nplaces && loc < MV_LOCS; loc++) {
        int n = sk->place[loc] - (loc == m->lifted);
        d.count[loc] = n;
        for (int i = 0; i < n && i < SB_SEEDS_SHOWN; i++) {
            SDL_FPoint pt = mancala_seed_spot(l, loc, i);
            seeds[k++] = (SeedSprite){pt.x, pt.y, (uint8_t)((loc * 7 + i * 5) % 6), 1, 1};
        }
    }
    d.seeds = seeds;
    d.nseeds = k;
    if (m->lifted >= 0) {
        flying = (SeedSprite){m->drag_x, m->drag_y, (uint8_t)(m->lifted % 6), 1.3f, 1};
        d.flying = &flying;
        d.nflying = 1;
    }
    d.focus = m->focus;
    d.hover = m->hover;
    d.last_from = -1;
    d.preview_to = -1;
    d.hint_best = -1;
    d.side_to_move = sk->side;
    d.show_counts = 1;
    d.time = m->time;
    mancala_draw(r, l, &d);
    return labels;
}

int setup_board_draw(Render *r, const SetupBoard *b, const PosSketch *sk, const SetupMarks *m)
{
    return b->lay.grid ? sb_draw_grid(r, b, sk, m) : sb_draw_sowing(r, b, sk, m);
}
