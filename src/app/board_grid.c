/*
 * board_grid.c - the grid games' board in the game scene (Hasami Shogi):
 * men picked and put down by pointer, touch (drag and drop too) or keys,
 * their destinations and what each would capture asked of the engine, the
 * slide and the taken men lifting off to the capturer's tray animated
 * from the engine's events.
 */
#include "game_scene.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Seconds of the slide and of the lift-off at each animation speed. */
static const double bg_slide_s[SPEED_COUNT] = {0.55, 0.32, 0.16, 0};
static const double bg_lift_s[SPEED_COUNT] = {0.7, 0.45, 0.22, 0};

/* The men on the board as the notation writes them ('B', 'W', '.'), and
 * the men each side has taken. */
static void bg_read(const GameScene *g, const Pos *p, uint8_t *cell, int *taken)
{
    const Game *gm = match_game(g->match);
    char text[GAME_TEXT_MAX];
    gm->rules->format_pos(gm, p, text, sizeof text);
    int n = g->grid.n, k = 0, men[2] = {0, 0};
    for (const char *s = text; *s && k < n * n; s++) {
        if (*s == '/')
            continue;
        cell[k] = *s == 'B' ? 1 : *s == 'W' ? 2 : 0;
        if (cell[k])
            men[cell[k] - 1]++;
        k++;
    }
    for (int s = 0; s < 2; s++)
        taken[s] = n - men[s ^ 1] > 0 ? n - men[s ^ 1] : 0;
}

static void bg_deselect(GridBoard *b)
{
    b->selected = -1;
    b->dragging = 0;
    memset(b->dest, 0, sizeof b->dest);
    memset(b->victims, 0, sizeof b->victims);
}

/* The squares a move's notation ("e9e5") names; 0 for a pass. */
static int bg_squares(const GameScene *g, const char *t, int *from, int *to)
{
    int n = g->grid.n;
    if (strlen(t) != 4)
        return 0;
    *from = (t[1] - '1') * n + (t[0] - 'a');
    *to = (t[3] - '1') * n + (t[2] - 'a');
    return *from >= 0 && *from < n * n && *to >= 0 && *to < n * n;
}

/* The same for a move of the position on the board. */
static int bg_move_squares(const GameScene *g, Move m, int *from, int *to)
{
    char t[16];
    const Game *gm = match_game(g->match);
    if (m == MOVE_NONE || m == MOVE_PASS)
        return 0;
    gm->rules->format_move(gm, match_pos(g->match), m, t, sizeof t);
    return bg_squares(g, t, from, to);
}

/* The men of the side to move that have a move, when a human may pick. */
static void bg_refresh_movable(GameScene *g)
{
    GridBoard *b = &g->grid;
    memset(b->movable, 0, sizeof b->movable);
    if (!sg_human_turn(g))
        return;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves), from, to;
    for (int i = 0; i < n; i++)
        if (bg_move_squares(g, moves[i], &from, &to))
            b->movable[from] = 1;
}

static void bg_sync(GameScene *g)
{
    GridBoard *b = &g->grid;
    bg_read(g, match_pos(g->match), b->cell, b->taken);
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
    bg_deselect(b);
    bg_refresh_movable(g);
    b->pass_at = -1;
}

/* What the move would take, asked of the engine: the men it removes. */
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

static void bg_select(GameScene *g, int cell)
{
    GridBoard *b = &g->grid;
    bg_deselect(b);
    b->selected = cell;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves), from, to;
    for (int i = 0; i < n; i++)
        if (bg_move_squares(g, moves[i], &from, &to) && from == cell) {
            b->dest[to] = bg_captures(g, moves[i], NULL) ? 2 : 1;
            b->dest_move[to] = moves[i];
        }
}

/* The hovered or focused square: the men its move would take. */
static void bg_point_at(GameScene *g, int cell)
{
    GridBoard *b = &g->grid;
    memset(b->victims, 0, sizeof b->victims);
    if (b->selected >= 0 && cell >= 0 && b->dest[cell] == 2)
        bg_captures(g, b->dest_move[cell], b->victims);
}

static void bg_played(GameScene *g, App *a, Move mv, int mover)
{
    GridBoard *b = &g->grid;
    bg_deselect(b);
    memset(b->movable, 0, sizeof b->movable);
    b->hint_from = b->hint_to = -1;
    b->from = b->to = -1;
    b->nremoved = 0;
    b->side = mover;
    for (int i = 0; i < g->ev.n; i++) {
        const Event *e = &g->ev.ev[i];
        if (e->kind == EV_STEP) {
            b->from = e->from;
            b->to = e->to;
        } else if (e->kind == EV_REMOVE && b->nremoved < GV_CELLS) {
            b->removed[b->nremoved++] = e->from;
        }
    }
    if (mv == MOVE_PASS || b->from < 0) {
        char name[64], msg[96];
        sg_player_name(g, a, mover, name, sizeof name);
        snprintf(msg, sizeof msg, strcmp(name, "You") == 0 ? "You cannot move: you pass" : "%s cannot move and passes",
                 name);
        sg_banner(g, a, msg, 0, 1.8);
        bg_sync(g);
        return;
    }
    AnimSpeed sp = a->settings.speed;
    b->slide_s = bg_slide_s[sp];
    b->lift_s = b->nremoved ? bg_lift_s[sp] : 0;
    if (b->slide_s <= 0) {
        bg_sync(g);
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, 0.8f);
        return;
    }
    b->anim = 1;
    b->t = 0;
    b->landed = 0;
    b->cell[b->from] = 0; /* the man is in the air */
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
    b->t += dt;
    if (!b->landed && b->t >= b->slide_s) {
        b->landed = 1;
        b->cell[b->to] = (uint8_t)(b->side + 1);
        for (int k = 0; k < b->nremoved; k++)
            b->cell[b->removed[k]] = 0;
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, b->nremoved ? 0.9f : 0.6f);
    }
    if (b->t >= b->slide_s + b->lift_s)
        bg_sync(g); /* the animation ends exactly on the engine's position */
}

static int bg_score(const GameScene *g, int side) { return g->grid.taken[side]; }

static void bg_try(GameScene *g, App *a, int cell)
{
    GridBoard *b = &g->grid;
    if (cell < 0)
        return;
    if (b->selected >= 0 && b->dest[cell]) {
        sg_play(g, a, b->dest_move[cell]);
        return;
    }
    if (b->movable[cell]) {
        if (b->selected == cell)
            bg_deselect(b);
        else
            bg_select(g, cell);
        return;
    }
    if (b->cell[cell] && b->cell[cell] - 1 == pos_side(match_pos(g->match)))
        sg_banner(g, a, "That man has no move", 0, 1.2);
    bg_deselect(b);
}

static int bg_pointer(GameScene *g, App *a, const Input *in)
{
    GridBoard *b = &g->grid;
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
        /* A man dropped on one of its destinations moves there. */
        if (was && cell >= 0 && b->selected >= 0 && b->dest[cell])
            bg_try(g, a, cell);
        return cell >= 0;
    }
    SDL_FRect r = b->layout.board;
    int on = in->x >= r.x && in->x < r.x + r.w && in->y >= r.y && in->y < r.y + r.h;
    bg_finish(g);
    if (!sg_human_turn(g) || cell < 0)
        return on;
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

/* Moves the keyboard focus one square as the player sees the board. */
static void bg_step_focus(GameScene *g, int dr, int dc)
{
    GridBoard *b = &g->grid;
    if (b->layout.flipped) {
        dr = -dr;
        dc = -dc;
    }
    if (b->focus < 0) {
        b->focus = b->selected >= 0 ? b->selected : (b->layout.flipped ? 0 : b->n * b->n - 1 - b->n / 2);
    } else {
        int r = b->focus / b->n + dr, c = b->focus % b->n + dc;
        if (r >= 0 && r < b->n && c >= 0 && c < b->n)
            b->focus = r * b->n + c;
    }
    b->hover = b->focus;
    bg_point_at(g, b->focus);
}

/* Tab: the next man the player may pick. */
static void bg_next_man(GameScene *g, int dir)
{
    GridBoard *b = &g->grid;
    int cells = b->n * b->n;
    for (int k = 1; k <= cells; k++) {
        int i = ((b->focus < 0 ? 0 : b->focus) + dir * k + cells) % cells;
        if (b->movable[i]) {
            b->focus = b->hover = i;
            return;
        }
    }
}

static int bg_key(GameScene *g, App *a, const Input *in)
{
    GridBoard *b = &g->grid;
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
    if (!bg_move_squares(g, r->nroot ? r->root_moves[0] : r->move, &b->hint_from, &b->hint_to))
        b->hint_from = b->hint_to = -1;
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
        sg_play(g, a, MOVE_PASS);
}

/* ---- drawing ---- */

static void bg_layout(GameScene *g, App *a) { grid_layout(&g->grid.layout, g->board_area, g->grid.n, sg_flipped(g, a)); }

static void bg_draw_still(GameScene *g, App *a) { grid_draw_board(a->render, &g->grid.layout); }

static float bg_ease(double t) { return (float)(t * t * (3 - 2 * t)); }

static void bg_draw(GameScene *g, App *a, double alpha)
{
    GridBoard *b = &g->grid;
    const GridLayout *l = &b->layout;
    ManSprite moving[GV_CELLS + 1];
    int nmoving = 0;
    uint8_t cell[GV_CELLS];
    memcpy(cell, b->cell, sizeof cell);
    int taken[2] = {b->taken[0], b->taken[1]};
    double t = b->t + alpha / 120.0;
    if (b->anim) {
        if (t < b->slide_s) { /* the man glides, lifted a little */
            double k = t / b->slide_s;
            SDL_FPoint p0 = grid_centre(l, b->from), p1 = grid_centre(l, b->to);
            float e = bg_ease(k);
            moving[nmoving++] = (ManSprite){p0.x + (p1.x - p0.x) * e, p0.y + (p1.y - p0.y) * e, b->side,
                                            1.0f + 0.12f * sinf((float)k * 3.14159f), 1.0f};
        } else { /* the taken men fly to the capturer's tray */
            double k = b->lift_s > 0 ? (t - b->slide_s) / b->lift_s : 1;
            k = k > 1 ? 1 : k;
            float e = bg_ease(k);
            for (int i = 0; i < b->nremoved; i++) {
                SDL_FPoint p0 = grid_centre(l, b->removed[i]), p1 = grid_tray_spot(l, b->side, b->taken[b->side] + i);
                moving[nmoving++] = (ManSprite){p0.x + (p1.x - p0.x) * e,
                                                p0.y + (p1.y - p0.y) * e - sinf(e * 3.14159f) * l->sq * 0.6f, b->side ^ 1,
                                                1.0f + 0.3f * sinf(e * 3.14159f) - 0.1f * e, 1.0f};
            }
        }
    }
    int dragging = b->dragging && b->drag_moved && b->selected >= 0;
    if (dragging) {
        cell[b->selected] = 0;
        moving[nmoving++] = (ManSprite){b->drag_x, b->drag_y, b->cell[b->selected] - 1, 1.15f, 1.0f};
    }
    GameStatus st;
    match_status(g->match, &st);
    int human = sg_human_turn(g) && !b->anim;
    GridDraw d = {
        .cell = cell,
        .moving = moving,
        .nmoving = nmoving,
        .taken = {taken[0], taken[1]},
        .selected = human ? b->selected : -1,
        .dest = human && b->selected >= 0 ? b->dest : NULL,
        .victims = human && b->selected >= 0 ? b->victims : NULL,
        .movable = human ? b->movable : NULL,
        .hover = human ? b->hover : -1,
        .focus = human ? b->focus : -1,
        .last_from = b->anim ? -1 : b->last_from,
        .last_to = b->anim ? -1 : b->last_to,
        .hint_from = g->hint_shown && human ? b->hint_from : -1,
        .hint_to = g->hint_shown && human ? b->hint_to : -1,
        .side_to_move = st.over ? -1 : pos_side(match_pos(g->match)),
        .side_label = {NULL, NULL},
        .time = (float)a->now,
    };
    grid_draw(a->render, l, &d);
}

const BoardOps board_grid = {
    .busy_text = "Moving\xe2\x80\xa6",
    .your_turn = "Your turn: pick a man, then where it goes",
    .sync = bg_sync,
    .played = bg_played,
    .busy = bg_busy,
    .advance = bg_advance,
    .finish = bg_finish,
    .score = bg_score,
    .layout = bg_layout,
    .draw_still = bg_draw_still,
    .draw = bg_draw,
    .pointer = bg_pointer,
    .key = bg_key,
    .hint = bg_hint,
    .idle = bg_idle,
};
