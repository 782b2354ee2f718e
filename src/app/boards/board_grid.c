/*
 * board_grid.c - the grid games' board in the game scene (Hasami Shogi,
 * Khan): pieces picked and put down by pointer, touch (drag and drop too)
 * or keys, from the board or, for Khan's set-up and reinsertions, from the
 * trays beside it; their destinations and what each would capture asked
 * of the engine; the walk along the path, the taken pieces lifting off to
 * their trays and the Khan riding with the piece that moved, animated
 * from the engine's events.
 */
#include "game_scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Seconds of a slide (or one of Khan's steps) and of the lift-off at each
 * animation speed. */
static const double bg_slide_s[SPEED_COUNT] = {0.55, 0.32, 0.16, 0};
static const double bg_step_s[SPEED_COUNT] = {0.3, 0.18, 0.09, 0};
static const double bg_lift_s[SPEED_COUNT] = {0.7, 0.45, 0.22, 0};

#define BG_SBIRES 5

/* ---- reading the position ---- */

/* What the position shows, read from its notation: the pieces on the
 * squares ('B'/'W' in Hasami; 'S'/'K' Rouge and 's'/'k' Ocre in Khan) and
 * after them, in Khan, the Khan's power, the side and the reserves. */
static void bg_read(GameScene *g, const Pos *p, uint8_t *cell, int *khan_power)
{
    GridBoard *b = &g->grid;
    const Game *gm = match_game(g->match);
    char text[GAME_TEXT_MAX];
    gm->rules->format_pos(gm, p, text, sizeof text);
    memset(cell, 0, GV_SPOTS);
    int n = b->n, k = 0, on_board[2] = {0, 0}, sbires[2] = {0, 0}, kalista[2] = {0, 0};
    const char *s = text;
    for (; *s && k < n * n; s++) {
        if (*s == '/')
            continue;
        int v = grid_piece_letter(*s);
        cell[k++] = (uint8_t)v;
        if (v) {
            on_board[GV_SIDE(v)]++;
            sbires[GV_SIDE(v)] += GV_KIND(v) == 0;
            kalista[GV_SIDE(v)] += GV_KIND(v) == 1;
        }
    }
    *khan_power = 0;
    if (!b->khan) { /* each side's tray: the men it has taken */
        for (int sd = 0; sd < 2; sd++) {
            int taken = n - on_board[sd ^ 1] > 0 ? n - on_board[sd ^ 1] : 0;
            for (int i = 0; i < taken && i < GV_TRAY_MAX; i++)
                cell[grid_tray_cell(sd, i)] = GV_PIECE(sd ^ 1, 0);
            b->figure[sd] = taken;
            snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_TAKEN_N), taken);
        }
        return;
    }
    /* Khan: "/<power or ->/<side>/<R>,<O>" */
    while (*s == '/')
        s++;
    *khan_power = *s >= '1' && *s <= '3' ? *s - '0' : 0;
    int reserve[2] = {0, 0};
    const char *comma = strrchr(text, ',');
    if (comma && comma > text) {
        const char *r0 = comma - 1;
        while (r0 > text && r0[-1] >= '0' && r0[-1] <= '9')
            r0--;
        reserve[0] = (int)strtol(r0, NULL, 10);
        reserve[1] = (int)strtol(comma + 1, NULL, 10);
    }
    GameStatus st;
    match_status(g->match, &st);
    /* Each side's tray holds its own pieces: the Kalista on spot 0 until
     * it is placed, then the sbires still to place or captured (which it
     * may reinsert). */
    for (int sd = 0; sd < 2; sd++) {
        int to_place = BG_SBIRES - sbires[sd] - reserve[sd];
        int kal_to_place = !kalista[sd] && !st.over;
        if (kal_to_place)
            cell[grid_tray_cell(sd, 0)] = GV_PIECE(sd, 1);
        int in_tray = (to_place > 0 ? to_place : 0) + reserve[sd];
        for (int i = 0; i < in_tray && i + kal_to_place < GV_TRAY_MAX; i++)
            cell[grid_tray_cell(sd, i + kal_to_place)] = GV_PIECE(sd, 0);
        b->figure[sd] = on_board[sd];
        b->to_place[sd] = (to_place > 0 ? to_place : 0) + kal_to_place;
        if (b->to_place[sd])
            snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_TO_PLACE_N), b->to_place[sd]);
        else
            snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_RESERVE_N), reserve[sd]);
    }
}

static void bg_deselect(GridBoard *b)
{
    b->selected = -1;
    b->dragging = 0;
    memset(b->dest, 0, sizeof b->dest);
    memset(b->victims, 0, sizeof b->victims);
}

/* The squares a move's notation names: "e9e5", or "S@b5" (from = -1);
 * 0 for a pass. */
static int bg_squares(const GameScene *g, const char *t, int *from, int *to)
{
    int n = g->grid.n;
    if (strlen(t) != 4)
        return 0;
    *from = t[1] == '@' ? -1 : (t[1] - '1') * n + (t[0] - 'a');
    *to = (t[3] - '1') * n + (t[2] - 'a');
    return *from >= -1 && *from < n * n && *to >= 0 && *to < n * n;
}

/* The tray spot a piece placed by `side` comes from: its Kalista's spot
 * (the first, while it waits there), or its last sbire. */
static int bg_tray_source(const GridBoard *b, int side, int kalista)
{
    if (kalista)
        return grid_tray_cell(side, 0);
    for (int k = GV_TRAY_MAX - 1; k >= 0; k--) {
        uint8_t v = b->cell[grid_tray_cell(side, k)];
        if (v && GV_KIND(v) == 0)
            return grid_tray_cell(side, k);
    }
    return -1;
}

/* The spots a move of the position on the board goes from and to. */
static int bg_move_spots(const GameScene *g, Move m, int *from, int *to)
{
    char t[16];
    const Game *gm = match_game(g->match);
    if (m == MOVE_NONE || m == MOVE_PASS)
        return 0;
    gm->rules->format_move(gm, match_pos(g->match), m, t, sizeof t);
    if (!bg_squares(g, t, from, to))
        return 0;
    if (*from < 0)
        *from = bg_tray_source(&g->grid, pos_side(match_pos(g->match)), t[0] == 'K');
    return *from >= 0;
}

/* Spot a stands for the piece on spot b: the same spot, or two of a
 * tray's interchangeable sbires. */
static int bg_same_piece(const GridBoard *b, int a, int c)
{
    if (a == c)
        return 1;
    if (a < GV_CELLS || c < GV_CELLS || (a - GV_CELLS) / GV_TRAY_MAX != (c - GV_CELLS) / GV_TRAY_MAX)
        return 0;
    return b->cell[a] && b->cell[a] == b->cell[c];
}

/* The pieces of the side to move that have a move, when a human may pick;
 * its others are dimmed (in Khan, those the Khan holds back). */
static void bg_refresh_movable(GameScene *g)
{
    GridBoard *b = &g->grid;
    memset(b->movable, 0, sizeof b->movable);
    memset(b->dim, 0, sizeof b->dim);
    if (!sg_human_turn(g))
        return;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves), from, to;
    for (int i = 0; i < n; i++)
        if (bg_move_spots(g, moves[i], &from, &to))
            for (int s = 0; s < GV_SPOTS; s++)
                if (bg_same_piece(b, s, from))
                    b->movable[s] = 1;
    /* Only on a turn that moves a piece: none is held back while placing. */
    int moving = 0;
    for (int s = 0; s < b->n * b->n; s++)
        moving |= b->movable[s];
    int side = pos_side(match_pos(g->match));
    for (int s = 0; moving && s < b->n * b->n; s++)
        b->dim[s] = b->cell[s] && GV_SIDE(b->cell[s]) == side && !b->movable[s];
}

static void bg_sync(GameScene *g)
{
    GridBoard *b = &g->grid;
    const Game *gm = match_game(g->match);
    for (int i = 0; i < b->n * b->n; i++) /* the match may be new: Rouge's edge just chosen */
        b->marks[i] = gm->rules->cell_mark ? (uint8_t)gm->rules->cell_mark(gm, i) : 0;
    int khan_power;
    bg_read(g, match_pos(g->match), b->cell, &khan_power);
    b->anim = 0;
    b->nremoved = 0;
    b->last_from = b->last_to = -1;
    int plies = match_plies(g->match);
    if (plies) {
        char t[16];
        match_move_text(g->match, plies - 1, t, sizeof t);
        if (!bg_squares(g, t, &b->last_from, &b->last_to))
            b->last_from = b->last_to = -1;
    }
    /* The Khan sits on the piece that moved last, unless it was lifted. */
    b->marker = khan_power ? b->last_to : -1;
    bg_deselect(b);
    bg_refresh_movable(g);
    b->pass_at = -1;
}

/* What the move would take, asked of the engine: the pieces it removes. */
static int bg_captures(GameScene *g, Move m, uint8_t *mark)
{
    const Game *gm = match_game(g->match);
    Pos *p = pos_new(gm);
    if (!p)
        return 0;
    pos_copy(gm, p, match_pos(g->match));
    g->ev.n = 0;
    gm->rules->play(gm, p, m, &g->ev);
    int n = 0;
    for (int i = 0; i < g->ev.n; i++)
        if (g->ev.ev[i].kind == EV_REMOVE) {
            if (mark)
                mark[g->ev.ev[i].from] = 1;
            n++;
        }
    g->ev.n = 0;
    pos_free(p);
    return n;
}

static void bg_select(GameScene *g, int spot)
{
    GridBoard *b = &g->grid;
    bg_deselect(b);
    b->selected = spot;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves), from, to;
    for (int i = 0; i < n; i++)
        if (bg_move_spots(g, moves[i], &from, &to) && bg_same_piece(b, from, spot)) {
            b->dest[to] = bg_captures(g, moves[i], NULL) ? 2 : 1;
            b->dest_move[to] = moves[i];
        }
}

/* The hovered or focused square: the pieces its move would take. */
static void bg_point_at(GameScene *g, int cell)
{
    GridBoard *b = &g->grid;
    memset(b->victims, 0, sizeof b->victims);
    if (b->selected >= 0 && cell >= 0 && cell < GV_CELLS && b->dest[cell] == 2)
        bg_captures(g, b->dest_move[cell], b->victims);
}

/* ---- a move shown ---- */

static void bg_announce_pass(GameScene *g, App *a, int mover)
{
    char name[64], msg[128];
    sg_player_name(g, a, mover, name, sizeof name);
    const char *lifted = g->grid.khan ? tr(T_KHAN_LIFTED) : "";
    if (sg_is_you(g, mover))
        snprintf(msg, sizeof msg, tr(T_YOU_PASS), lifted);
    else
        snprintf(msg, sizeof msg, tr(T_X_PASSES), name, lifted);
    sg_banner(g, a, msg, 0, 1.8);
}

static void bg_played(GameScene *g, App *a, Move mv, int mover)
{
    GridBoard *b = &g->grid;
    bg_deselect(b);
    memset(b->movable, 0, sizeof b->movable);
    memset(b->dim, 0, sizeof b->dim);
    b->hint_from = b->hint_to = -1;
    b->nseg = 0;
    b->nremoved = 0;
    b->carries_marker = 0;
    /* What the board shows once the move is over; the trays' labels and
     * the cards' figures change when the pieces land, not before. */
    int khan_power, figure[2] = {b->figure[0], b->figure[1]};
    char labels[2][32];
    memcpy(labels, b->tray_label, sizeof labels);
    bg_read(g, match_pos(g->match), b->next, &khan_power);
    memcpy(b->tray_label, labels, sizeof labels);
    memcpy(b->figure, figure, sizeof figure);
    for (int i = 0; i < g->ev.n; i++) {
        const Event *e = &g->ev.ev[i];
        if (e->kind == EV_STEP && b->nseg < 3) {
            if (b->nseg == 0) {
                b->path[0] = e->from;
                b->piece = b->cell[e->from];
            }
            b->path[++b->nseg] = e->to;
        } else if (e->kind == EV_PLACE && b->nseg == 0) {
            b->path[0] = bg_tray_source(b, e->side, e->piece == 1);
            b->path[1] = e->to;
            b->piece = GV_PIECE(e->side, e->piece);
            b->nseg = b->path[0] >= 0;
        } else if (e->kind == EV_REMOVE && b->nremoved < GV_CELLS) {
            b->removed_piece[b->nremoved] = b->cell[e->from];
            b->removed[b->nremoved++] = e->from;
        } else if (e->kind == EV_MARKER) {
            b->carries_marker = e->to >= 0;
        }
    }
    if (b->nseg == 0) {
        if (mv == MOVE_PASS)
            bg_announce_pass(g, a, mover);
        bg_sync(g);
        return;
    }
    /* Each taken piece flies to a tray spot that the move fills. */
    uint8_t used[GV_SPOTS] = {0};
    for (int k = 0; k < b->nremoved; k++) {
        b->removed_to[k] = -1;
        for (int s = GV_CELLS; s < GV_SPOTS; s++)
            if (!used[s] && b->next[s] == b->removed_piece[k] && b->cell[s] != b->next[s]) {
                used[s] = 1;
                b->removed_to[k] = (int16_t)s;
                break;
            }
    }
    AnimSpeed sp = a->settings.speed;
    int walk = b->nseg > 1 || (b->khan && b->path[0] < GV_CELLS);
    b->seg_s = walk ? bg_step_s[sp] : bg_slide_s[sp];
    b->lift_s = b->nremoved ? bg_lift_s[sp] : 0;
    if (b->seg_s <= 0) {
        bg_sync(g);
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, 0.8f);
        return;
    }
    b->anim = 1;
    b->t = 0;
    b->landed = 0;
    b->marker = -1; /* the Khan leaves the last piece and rides with this one */
    b->cell[b->path[0]] = 0; /* the piece is in the air */
}

static int bg_busy(const GameScene *g) { return g->grid.anim; }

static void bg_finish(GameScene *g)
{
    if (g->grid.anim)
        bg_sync(g);
}

static void bg_advance(GameScene *g, App *a, double dt)
{
    GridBoard *b = &g->grid;
    if (!b->anim)
        return;
    double walked = b->seg_s * b->nseg;
    int step_before = (int)(b->t / b->seg_s);
    b->t += dt;
    int step_now = (int)(b->t / b->seg_s);
    if (!b->landed && step_now > step_before && step_now < b->nseg)
        audio_play(a->audio, SOUND_DROP, 0.25f); /* each of Khan's steps taps the board */
    if (!b->landed && b->t >= walked) {
        b->landed = 1;
        for (int k = 0; k < b->nremoved; k++)
            b->cell[b->removed[k]] = 0;
        b->cell[b->path[b->nseg]] = (uint8_t)b->piece;
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, b->nremoved ? 0.9f : 0.6f);
    }
    if (b->t >= walked + b->lift_s)
        bg_sync(g); /* the animation ends exactly on the engine's position */
}

static int bg_score(const GameScene *g, int side) { return g->grid.figure[side]; }

/* ---- input ---- */

static void bg_try(GameScene *g, App *a, int spot)
{
    GridBoard *b = &g->grid;
    if (spot < 0)
        return;
    if (b->selected >= 0 && spot < GV_CELLS && b->dest[spot]) {
        g->play(g, a, b->dest_move[spot]);
        return;
    }
    if (b->movable[spot]) {
        if (b->selected == spot)
            bg_deselect(b);
        else
            bg_select(g, spot);
        return;
    }
    int side = pos_side(match_pos(g->match));
    if (b->cell[spot] && GV_SIDE(b->cell[spot]) == side)
        sg_banner(g, a,
                  tr(b->dim[spot] && b->khan        ? T_KHAN_HOLDS
                     : spot >= GV_CELLS             ? T_CANNOT_COME_IN
                     : b->khan && b->to_place[side] ? T_PLACE_ALL_FIRST
                                                    : T_NO_MOVE),
                  0, 1.6);
    bg_deselect(b);
}

/* The home edge as seen (0 top, 1 right, 2 bottom, 3 left) names the
 * orientation that puts it at Rouge's end, the bottom of the layout. */
static int bg_edge_orientation(const GameScene *g, int seen)
{
    int actual = g->grid.layout.flipped ? (seen + 2) % 4 : seen;
    static const int orientation[4] = {2, 1, 0, 3}; /* a clockwise quarter turn brings the right edge down */
    return orientation[actual];
}

static int bg_choosing_by_hand(const GameScene *g) { return g->choosing_edge && !sg_is_computer(g, 0); }

static int bg_pointer(GameScene *g, App *a, const Input *in)
{
    GridBoard *b = &g->grid;
    if (bg_choosing_by_hand(g)) {
        int e = grid_edge_hit(&b->layout, in->x, in->y);
        if (in->kind == IN_MOVE)
            b->edge_hover = e;
        else if (in->kind == IN_DOWN && e >= 0)
            g->choose_orientation(g, a, bg_edge_orientation(g, e));
        return e >= 0;
    }
    int cell = grid_hit(&b->layout, in->x, in->y);
    if (in->kind == IN_MOVE) {
        if (cell != b->hover) {
            b->hover = cell;
            bg_point_at(g, cell);
        }
        if (b->dragging) {
            float dx = in->x - b->drag_x, dy = in->y - b->drag_y;
            b->drag_moved |= dx * dx + dy * dy > b->layout.sq * b->layout.sq * 0.04f;
            b->drag_x = in->x;
            b->drag_y = in->y;
        }
        return cell >= 0;
    }
    if (in->kind == IN_UP) {
        int was = b->dragging && b->drag_moved;
        b->dragging = 0;
        /* A piece dropped on one of its destinations moves there. */
        if (was && cell >= 0 && cell < GV_CELLS && b->selected >= 0 && b->dest[cell])
            bg_try(g, a, cell);
        return cell >= 0;
    }
    SDL_FRect r = b->layout.board;
    int on = in->x >= r.x && in->x < r.x + r.w && in->y >= r.y && in->y < r.y + r.h;
    bg_finish(g);
    if (!sg_human_turn(g) || cell < 0)
        return on || cell >= 0;
    b->hover = cell;
    bg_try(g, a, cell);
    if (b->selected == cell) { /* picked up: it may be dragged */
        b->dragging = 1;
        b->drag_moved = 0;
        b->drag_x = in->x;
        b->drag_y = in->y;
    }
    return 1;
}

/* Moves the keyboard focus one square as the player sees the board; from
 * a tray spot, back onto the board. */
static void bg_step_focus(GameScene *g, int dr, int dc)
{
    GridBoard *b = &g->grid;
    if (b->layout.flipped) {
        dr = -dr;
        dc = -dc;
    }
    if (b->focus < 0 || b->focus >= GV_CELLS) {
        b->focus = b->selected >= 0 && b->selected < GV_CELLS ? b->selected
                   : b->layout.flipped                       ? b->n / 2
                                                             : b->n * b->n - 1 - b->n / 2;
        /* A piece picked from a tray: straight to a square it may take. */
        for (int i = 0; b->selected >= GV_CELLS && i < b->n * b->n; i++) {
            int sq = b->layout.flipped ? i : b->n * b->n - 1 - i;
            if (b->dest[sq]) {
                b->focus = sq;
                break;
            }
        }
    } else {
        int r = b->focus / b->n + dr, c = b->focus % b->n + dc;
        if (r >= 0 && r < b->n && c >= 0 && c < b->n)
            b->focus = r * b->n + c;
    }
    b->hover = b->focus;
    bg_point_at(g, b->focus);
}

/* Tab: the next piece the player may pick, on the board or in a tray. */
static void bg_next_man(GameScene *g, int dir)
{
    GridBoard *b = &g->grid;
    int from = b->focus < 0 ? 0 : b->focus;
    for (int k = 1; k <= GV_SPOTS; k++) {
        int i = ((from + dir * k) % GV_SPOTS + GV_SPOTS) % GV_SPOTS;
        if (b->movable[i] && (i < GV_CELLS || !bg_same_piece(b, i, from) || from == i)) {
            b->focus = b->hover = i;
            return;
        }
    }
}

/* Choosing the edge by keys: an arrow points at that edge, Enter takes it. */
static int bg_edge_key(GameScene *g, App *a, const Input *in)
{
    GridBoard *b = &g->grid;
    switch (in->key) {
    case SDLK_UP: b->edge_hover = 0; return 1;
    case SDLK_RIGHT: b->edge_hover = 1; return 1;
    case SDLK_DOWN: b->edge_hover = 2; return 1;
    case SDLK_LEFT: b->edge_hover = 3; return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        g->choose_orientation(g, a, bg_edge_orientation(g, b->edge_hover >= 0 ? b->edge_hover : 2));
        return 1;
    default:
        return 0;
    }
}

static int bg_key(GameScene *g, App *a, const Input *in)
{
    GridBoard *b = &g->grid;
    if (bg_choosing_by_hand(g))
        return bg_edge_key(g, a, in);
    switch (in->key) {
    case SDLK_LEFT:
        bg_step_focus(g, 0, -1);
        return 1;
    case SDLK_RIGHT:
        bg_step_focus(g, 0, 1);
        return 1;
    case SDLK_UP:
        bg_step_focus(g, -1, 0);
        return 1;
    case SDLK_DOWN:
        bg_step_focus(g, 1, 0);
        return 1;
    case SDLK_TAB:
        bg_next_man(g, (in->mod & KMOD_SHIFT) ? -1 : 1);
        return 1;
    case SDLK_BACKSPACE:
        bg_deselect(b);
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        bg_finish(g);
        if (!sg_human_turn(g))
            return 1;
        if (b->focus < 0)
            bg_next_man(g, 1);
        else
            bg_try(g, a, b->focus);
        return 1;
    default:
        return 0;
    }
}

static void bg_hint(GameScene *g, const SearchResult *r)
{
    GridBoard *b = &g->grid;
    b->hint_from = b->hint_to = -1;
    if (!r)
        return;
    b->hint_move = r->nroot ? r->root_moves[0] : r->move;
    if (!bg_move_spots(g, b->hint_move, &b->hint_from, &b->hint_to))
        b->hint_from = b->hint_to = -1;
    else
        b->hint_takes = bg_captures(g, b->hint_move, NULL);
}

/* A player whose only move is the pass passes, after a moment to read it. */
static void bg_idle(GameScene *g, App *a)
{
    GridBoard *b = &g->grid;
    if (!sg_human_turn(g)) {
        b->pass_at = -1;
        return;
    }
    Move moves[GAME_MAX_MOVES];
    if (match_legal(g->match, moves) != 1 || moves[0] != MOVE_PASS)
        return;
    if (b->pass_at < 0)
        b->pass_at = a->now + 0.8;
    else if (a->now >= b->pass_at)
        g->play(g, a, MOVE_PASS);
}

/* ---- drawing ---- */

/* A tray is wide enough for the words of its label at a legible size. */
static void bg_measure(GameScene *g, App *a)
{
    GridBoard *b = &g->grid;
    Render *r = a->render;
    float px = 9 * render_pixel_ratio(r);
    const char *words[] = {tr(T_TAKEN_N), tr(T_TO_PLACE_N), tr(T_RESERVE_N)};
    b->tray_least = 0;
    for (int i = b->khan ? 1 : 0; i < (b->khan ? 3 : 1); i++) {
        char word[32]; /* the label's words, over its count */
        snprintf(word, sizeof word, "%.*s", (int)strcspn(words[i], "%"), words[i]);
        b->tray_least = fmaxf(b->tray_least, render_text_width(r, FONT_BOLD, px, word) * 1.15f);
    }
}

static float bg_fit(const GameScene *g, float w, float h)
{
    GridLayout l;
    grid_layout(&l, (SDL_FRect){0, 0, w, h}, g->grid.n, 0, g->grid.tray_least);
    return l.board.h;
}

static void bg_layout(GameScene *g, App *a)
{
    GridBoard *b = &g->grid;
    grid_layout(&b->layout, g->board_area, b->n, sg_flipped(g, a), b->tray_least);
}

static SDL_FRect bg_board_rect(const GameScene *g) { return g->grid.layout.board; }

static void bg_draw_still(GameScene *g, App *a)
{
    g->labels_drawn = grid_draw_board(a->render, &g->grid.layout, g->grid.khan ? g->grid.marks : NULL);
}

static float bg_ease(double t) { return (float)(t * t * (3 - 2 * t)); }

/* The piece on its way at time t: along the current segment of its path,
 * lifted a little (a slide) or hopping from square to square (steps). */
static ManSprite bg_walker(const GridBoard *b, double t)
{
    const GridLayout *l = &b->layout;
    int seg = (int)(t / b->seg_s);
    if (seg >= b->nseg)
        seg = b->nseg - 1;
    double k = (t - b->seg_s * seg) / b->seg_s;
    k = k > 1 ? 1 : k;
    SDL_FPoint p0 = grid_centre(l, b->path[seg]), p1 = grid_centre(l, b->path[seg + 1]);
    float e = bg_ease(k);
    float lift = b->nseg > 1 ? 0.18f : 0.12f;
    return (ManSprite){p0.x + (p1.x - p0.x) * e, p0.y + (p1.y - p0.y) * e, b->piece,
                       1.0f + lift * sinf((float)k * 3.14159f), 1.0f, b->carries_marker};
}

static void bg_draw(GameScene *g, App *a, double alpha)
{
    GridBoard *b = &g->grid;
    const GridLayout *l = &b->layout;
    ManSprite moving[GV_CELLS + 1];
    int nmoving = 0;
    uint8_t cell[GV_SPOTS];
    memcpy(cell, b->cell, sizeof cell);
    double t = b->t + alpha / 120.0;
    double walked = b->seg_s * b->nseg;
    if (b->anim) {
        if (t < walked) {
            moving[nmoving++] = bg_walker(b, t);
        } else { /* the taken pieces fly to their trays, or fade where there is none */
            double k = b->lift_s > 0 ? (t - walked) / b->lift_s : 1;
            k = k > 1 ? 1 : k;
            float e = bg_ease(k);
            for (int i = 0; i < b->nremoved; i++) {
                SDL_FPoint p0 = grid_centre(l, b->removed[i]);
                SDL_FPoint p1 = b->removed_to[i] >= 0 ? grid_centre(l, b->removed_to[i]) : (SDL_FPoint){p0.x, p0.y - l->sq};
                moving[nmoving++] = (ManSprite){p0.x + (p1.x - p0.x) * e,
                                                p0.y + (p1.y - p0.y) * e - sinf(e * 3.14159f) * l->sq * 0.6f,
                                                b->removed_piece[i], 1.0f + 0.3f * sinf(e * 3.14159f) - 0.1f * e,
                                                b->removed_to[i] >= 0 ? 1.0f : 1.0f - e, 0};
            }
        }
    }
    int tray_need[2] = {0, 0};
    for (int i = 0; b->anim && i < b->nremoved; i++)
        if (b->removed_to[i] >= GV_CELLS) {
            int k = b->removed_to[i] - GV_CELLS;
            if (k % GV_TRAY_MAX + 1 > tray_need[k / GV_TRAY_MAX])
                tray_need[k / GV_TRAY_MAX] = k % GV_TRAY_MAX + 1;
        }
    int dragging = b->dragging && b->drag_moved && b->selected >= 0;
    if (dragging) {
        cell[b->selected] = 0;
        moving[nmoving++] = (ManSprite){b->drag_x, b->drag_y, b->cell[b->selected], 1.15f, 1.0f, 0};
    }
    GameStatus st;
    match_status(g->match, &st);
    int human = sg_human_turn(g) && !b->anim;
    /* A review shows the best move's arrow, and the move played beside it
     * when it was not the best, coloured by its mark (cream: good enough). */
    int review = g->reviewing && g->hint_shown && !b->anim, played_from = -1, played_to = -1;
    SDL_Color played_color = {0, 0, 0, 0};
    const ReviewPly *rp = review && match_can_redo(g->match) ? review_ply(g->review, match_plies(g->match)) : NULL;
    if (rp && rp->analysed && rp->played != b->hint_move && bg_move_spots(g, rp->played, &played_from, &played_to)) {
        ReviewMark m = review_mark(match_game(g->match), rp);
        played_color = m == REVIEW_GOOD ? (SDL_Color){250, 238, 214, 255} : sg_mark_color(m);
    }
    int marker = b->anim && b->landed && b->carries_marker ? b->path[b->nseg] : b->marker;
    GridDraw d = {
        .style = b->style,
        .cell = cell,
        .moving = moving,
        .nmoving = nmoving,
        .selected = human ? b->selected : -1,
        .dest = human && b->selected >= 0 ? b->dest : NULL,
        .victims = human && b->selected >= 0 ? b->victims : NULL,
        .movable = human ? b->movable : NULL,
        .dim = human && b->selected < 0 ? b->dim : NULL,
        .hover = human ? b->hover : -1,
        .focus = human ? b->focus : -1,
        .last_from = b->anim ? -1 : b->last_from,
        .last_to = b->anim ? -1 : b->last_to,
        .hint_from = g->hint_shown && (human || review) ? b->hint_from : -1,
        .hint_to = g->hint_shown && (human || review) ? b->hint_to : -1,
        .played_from = played_from,
        .played_to = played_to,
        .played_color = played_color,
        .marker = marker,
        .edges = bg_choosing_by_hand(g),
        .edge_hover = b->edge_hover,
        .side_to_move = st.over || g->choosing_edge ? -1 : pos_side(match_pos(g->match)),
        .tray_label = {b->tray_label[0], b->tray_label[1]},
        .tray_need = {tray_need[0], tray_need[1]},
        .time = (float)a->now,
    };
    grid_draw(a->render, l, &d);
}

/* A square as the notation names it ("e5"), or a tray's spot: "tray1.0"
 * is the first spot of the second side's tray. */
static int bg_locate(const GameScene *g, const char *name, SDL_FPoint *at)
{
    const GridBoard *b = &g->grid;
    int spot = -1, n = b->n;
    if (name[0] >= 'a' && name[0] < 'a' + n && name[1] >= '1' && name[1] < '1' + n && !name[2])
        spot = (name[1] - '1') * n + (name[0] - 'a');
    else if (strncmp(name, "tray", 4) == 0 && (name[4] == '0' || name[4] == '1') && name[5] == '.' && name[6] >= '0' &&
             name[6] < '0' + GV_TRAY_MAX && !name[7])
        spot = grid_tray_cell(name[4] - '0', name[6] - '0');
    if (spot < 0)
        return 0;
    *at = grid_centre(&b->layout, spot);
    return 1;
}

const BoardOps board_grid = {
    .busy_text = T_MOVING,
    .your_turn = T_PICK_PIECE,
    .sync = bg_sync,
    .played = bg_played,
    .busy = bg_busy,
    .advance = bg_advance,
    .finish = bg_finish,
    .score = bg_score,
    .measure = bg_measure,
    .fit = bg_fit,
    .layout = bg_layout,
    .board_rect = bg_board_rect,
    .draw_still = bg_draw_still,
    .draw = bg_draw,
    .pointer = bg_pointer,
    .key = bg_key,
    .hint = bg_hint,
    .idle = bg_idle,
    .locate = bg_locate,
};
