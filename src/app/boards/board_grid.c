/*
 * board_grid.c - the grid games' board in the game scene (Hasami Shogi,
 * Khan): pieces picked and put down by pointer, touch (drag and drop too)
 * or keys, from the board or, for Khan's set-up and reinsertions, from the
 * trays beside it; their destinations and what each would capture asked
 * of the engine; the walk along the path, the taken pieces lifting off to
 * their trays and the Khan riding with the piece that moved, animated
 * from the engine's events.
 */
#include "board.h"

#include "pos_edit.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Seconds of a slide (or one of Khan's steps) and of the lift-off at each
 * animation speed. */
static const double bg_slide_s[SPEED_COUNT] = {0.55, 0.32, 0.16, 0};
static const double bg_step_s[SPEED_COUNT] = {0.3, 0.18, 0.09, 0};
static const double bg_lift_s[SPEED_COUNT] = {0.7, 0.45, 0.22, 0};

/* The board: what it shows and the move being animated.  Spots are
 * squares, then the trays' spots (grid_view.h). */
typedef struct {
    Board base;
    GridLayout layout;
    int n;
    int show_marks;             /* the squares carry marks (Khan's powers) */
    uint8_t marks[GV_CELLS];    /* each square's mark, from the engine */
    uint8_t cell[GV_SPOTS];     /* shown: GV_PIECE or 0 */
    int figure[2];              /* beside each player's name: men taken, or pieces on the board */
    char tray_label[2][32];
    int to_place[2];            /* reserve trays: pieces each side has still to place */
    int marker;                 /* the square under the marker, -1 */
    int selected, hover, focus; /* spots, -1 */
    uint8_t movable[GV_SPOTS];  /* pieces the player may pick */
    uint8_t dim[GV_SPOTS];      /* the mover's pieces that may not move now */
    uint8_t dest[GV_CELLS];     /* for the picked piece: 1 may go, 2 goes and captures */
    Move dest_move[GV_CELLS];   /* the move to each of those squares */
    uint8_t victims[GV_CELLS];  /* pieces the hovered destination would take */
    int dragging, drag_moved;
    float drag_x, drag_y;
    int last_from, last_to;
    uint8_t emptied[GV_CELLS];  /* the squares the last move took from, marked until the next */
    int hint_from, hint_to;
    int hint_path[MOVE_TRACE_PATH], hint_npath; /* the squares the hint's piece walks */
    Move hint_move;             /* the hint's move, and whether it takes */
    int hint_takes;
    double pass_at;             /* when a player with no move passes, -1 */
    int edge_hover;             /* choosing the home edge: the edge pointed at, -1 */
    EventList scratch;          /* a move played aside, to see what it takes */
    char notice_detail[32];     /* what the last move's notice counts */
    /* The move being shown: the piece along its path, then the taken
     * pieces lifting off to their trays (or fading, with nowhere to go). */
    int anim;
    double t, seg_s, lift_s;
    int path[4], nseg;          /* spots: the start, then each step's end */
    int piece, carries_marker;
    int nremoved;
    int16_t removed[GV_CELLS], removed_to[GV_CELLS];
    uint8_t removed_piece[GV_CELLS];
    uint8_t next[GV_SPOTS];     /* what the board shows once the move is over */
    int landed;
} GridBoard;

static GridBoard *bg_of(Board *b) { return (GridBoard *)(void *)b; }
static const GridBoard *bg_cof(const Board *b) { return (const GridBoard *)(const void *)b; }
static int bg_reserve(const GridBoard *b) { return b->base.flavour.trays == TRAYS_RESERVE; }

/* ---- reading the position ---- */

/* The view's piece for a piece code of the engine's sketch. */
static uint8_t bg_piece(const PosLayout *lay, int code)
{
    return code > 0 && code < lay->npieces ? grid_piece_letter(lay->piece[code].letter) : 0;
}

/* The pieces each side still owns in sk: on the board, to place, in reserve. */
static void bg_count_owned(const PosLayout *lay, const PosSketch *sk, int owned[2])
{
    owned[0] = sk->reserve[0];
    owned[1] = sk->reserve[1];
    for (int i = 0; i < lay->nplaces; i++)
        if (bg_piece(lay, sk->place[i]))
            owned[GV_SIDE(bg_piece(lay, sk->place[i]))]++;
    for (int code = 1; code < lay->npieces; code++)
        if (bg_piece(lay, code))
            owned[GV_SIDE(bg_piece(lay, code))] += sk->to_place[code];
}

/* Each side's stand: the men it has taken, all that the other side owned
 * at the start and owns no more. */
static void bg_read_taken(GridBoard *b, const Game *gm, const PosLayout *lay, const PosSketch *sk, uint8_t *cell)
{
    PosSketch start;
    int owned[2], at_start[2] = {0, 0};
    bg_count_owned(lay, sk, owned);
    if (pos_sketch_start(gm, &start) == 0)
        bg_count_owned(lay, &start, at_start);
    for (int sd = 0; sd < 2; sd++) {
        int taken = at_start[sd ^ 1] - owned[sd ^ 1] > 0 ? at_start[sd ^ 1] - owned[sd ^ 1] : 0;
        for (int i = 0; i < taken && i < GV_TRAY_MAX; i++)
            cell[grid_tray_cell(sd, i)] = GV_PIECE(sd ^ 1, 0);
        b->figure[sd] = taken;
        snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_TAKEN_N), taken);
    }
}

/* Each side's tray of its own pieces: its leader on spot 0 until it is
 * placed, then the common pieces still to place or captured (which it
 * may bring back). */
static void bg_read_reserves(GridBoard *b, const PosLayout *lay, const PosSketch *sk, uint8_t *cell)
{
    int to_place[2][2] = {{0, 0}, {0, 0}}; /* by side, then kind */
    for (int code = 1; code < lay->npieces; code++) {
        uint8_t piece = bg_piece(lay, code);
        if (piece)
            to_place[GV_SIDE(piece)][GV_KIND(piece) ? 1 : 0] += sk->to_place[code];
    }
    for (int sd = 0; sd < 2; sd++) {
        int leader = to_place[sd][1] > 0;
        if (leader)
            cell[grid_tray_cell(sd, 0)] = GV_PIECE(sd, 1);
        int in_tray = to_place[sd][0] + sk->reserve[sd];
        for (int i = 0; i < in_tray && i + leader < GV_TRAY_MAX; i++)
            cell[grid_tray_cell(sd, i + leader)] = GV_PIECE(sd, 0);
        b->to_place[sd] = to_place[sd][0] + to_place[sd][1];
        if (b->to_place[sd])
            snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_TO_PLACE_N), b->to_place[sd]);
        else
            snprintf(b->tray_label[sd], sizeof b->tray_label[sd], tr(T_RESERVE_N), sk->reserve[sd]);
    }
}

/* What position p shows, from the engine's sketch of it: the pieces on
 * the squares, the trays beside the board, and whether the marker stands
 * on a piece (*marked). */
static void bg_read(GridBoard *b, const BoardView *v, const Pos *p, uint8_t *cell, int *marked)
{
    const Game *gm = match_game(v->match);
    PosLayout lay;
    PosSketch sk;
    memset(cell, 0, GV_SPOTS);
    *marked = 0;
    if (pos_layout(gm, &lay) != 0 || pos_sketch_read(gm, p, &sk) != 0)
        return;
    int on_board[2] = {0, 0};
    for (int i = 0; i < lay.nplaces && i < GV_CELLS; i++) {
        cell[i] = bg_piece(&lay, sk.place[i]);
        if (cell[i])
            on_board[GV_SIDE(cell[i])]++;
    }
    *marked = sk.marker >= 0;
    if (!bg_reserve(b)) {
        bg_read_taken(b, gm, &lay, &sk, cell);
        return;
    }
    bg_read_reserves(b, &lay, &sk, cell);
    b->figure[0] = on_board[0];
    b->figure[1] = on_board[1];
}

static void bg_deselect(GridBoard *b)
{
    b->selected = -1;
    b->dragging = 0;
    memset(b->dest, 0, sizeof b->dest);
    memset(b->victims, 0, sizeof b->victims);
}

/* The tray spot a piece placed by `side` comes from: its Kalista's spot
 * (the first, while it waits there), or its last sbire. */
static int bg_tray_source(const GridBoard *b, int side, int leader)
{
    if (leader)
        return grid_tray_cell(side, 0);
    for (int k = GV_TRAY_MAX - 1; k >= 0; k--) {
        uint8_t c = b->cell[grid_tray_cell(side, k)];
        if (c && GV_KIND(c) == 0)
            return grid_tray_cell(side, k);
    }
    return -1;
}

/* The spots move m of the position on the board goes from and to, and
 * what it takes, played aside by the engine (its events into ev, when
 * not NULL); 0 when no piece moves. */
static int bg_trace(GridBoard *b, const BoardView *v, Move m, int *from, int *to, int *taken, EventList *ev)
{
    MoveTrace t;
    const Pos *p = match_pos(v->match);
    if (m == MOVE_NONE || m == MOVE_PASS || game_trace_move(match_game(v->match), p, m, ev, &t) != 0 || t.to < 0)
        return 0;
    *from = t.from >= 0 ? t.from : bg_tray_source(b, pos_side(p), t.piece == 1);
    *to = t.to;
    *taken = t.taken;
    return *from >= 0;
}

/* The squares move m of the position on the board walks, as the engine
 * walks them (its events); how many, 0 when no piece walks. */
static int bg_walk(const BoardView *v, Move m, int *path)
{
    MoveTrace t;
    if (m == MOVE_NONE || m == MOVE_PASS || game_trace_move(match_game(v->match), match_pos(v->match), m, NULL, &t) != 0)
        return 0;
    memcpy(path, t.path, sizeof t.path);
    return t.npath;
}

static int bg_move_spots(GridBoard *b, const BoardView *v, Move m, int *from, int *to)
{
    int taken;
    return bg_trace(b, v, m, from, to, &taken, NULL);
}

/* Spot a stands for the piece on spot c: the same spot, or two of a
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
 * its others are dimmed (those the marker holds back). */
static void bg_refresh_movable(GridBoard *b, const BoardView *v)
{
    memset(b->movable, 0, sizeof b->movable);
    memset(b->dim, 0, sizeof b->dim);
    if (!v->human_turn)
        return;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(v->match, moves), from, to;
    for (int i = 0; i < n; i++)
        if (bg_move_spots(b, v, moves[i], &from, &to))
            for (int s = 0; s < GV_SPOTS; s++)
                if (bg_same_piece(b, s, from))
                    b->movable[s] = 1;
    /* Only on a turn that moves a piece: none is held back while placing. */
    int moving = 0;
    for (int s = 0; s < b->n * b->n; s++)
        moving |= b->movable[s];
    int side = pos_side(match_pos(v->match));
    for (int s = 0; moving && s < b->n * b->n; s++)
        b->dim[s] = b->cell[s] && GV_SIDE(b->cell[s]) == side && !b->movable[s];
}

static void bg_sync(Board *bd, const BoardView *v)
{
    GridBoard *b = bg_of(bd);
    const Game *gm = match_game(v->match);
    b->show_marks = gm->rules->cell_mark != NULL;
    for (int i = 0; i < b->n * b->n; i++) /* the game may be new: the home edge just chosen */
        b->marks[i] = b->show_marks ? (uint8_t)gm->rules->cell_mark(gm, i) : 0;
    int marked;
    bg_read(b, v, match_pos(v->match), b->cell, &marked);
    b->anim = 0;
    b->nremoved = 0;
    b->last_from = b->last_to = -1;
    memset(b->emptied, 0, sizeof b->emptied);
    int plies = match_plies(v->match);
    MoveTrace t;
    if (plies && game_trace_move(gm, match_pos_at(v->match, plies - 1), match_move_at(v->match, plies - 1),
                                 &b->scratch, &t) == 0) {
        b->last_from = t.from;
        b->last_to = t.to;
        for (int i = 0; i < b->scratch.n; i++)
            if (b->scratch.ev[i].kind == EV_REMOVE && b->scratch.ev[i].from >= 0 && b->scratch.ev[i].from < GV_CELLS)
                b->emptied[b->scratch.ev[i].from] = 1;
    }
    /* The marker sits on the piece that moved last, unless it was lifted. */
    b->marker = marked ? b->last_to : -1;
    bg_deselect(b);
    bg_refresh_movable(b, v);
    b->pass_at = -1;
}

/* What the move would take, asked of the engine: how many pieces, and
 * their squares marked in mark when it is not NULL. */
static int bg_captures(GridBoard *b, const BoardView *v, Move m, uint8_t *mark)
{
    int from, to, taken = 0;
    if (!bg_trace(b, v, m, &from, &to, &taken, &b->scratch))
        return 0;
    for (int i = 0; mark && i < b->scratch.n; i++)
        if (b->scratch.ev[i].kind == EV_REMOVE)
            mark[b->scratch.ev[i].from] = 1;
    return taken;
}

static void bg_select(GridBoard *b, const BoardView *v, int spot)
{
    bg_deselect(b);
    b->selected = spot;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(v->match, moves), from, to, taken;
    for (int i = 0; i < n; i++)
        if (bg_trace(b, v, moves[i], &from, &to, &taken, NULL) && bg_same_piece(b, from, spot)) {
            b->dest[to] = taken ? 2 : 1;
            b->dest_move[to] = moves[i];
        }
}

/* The hovered or focused square: the pieces its move would take. */
static void bg_point_at(GridBoard *b, const BoardView *v, int cell)
{
    memset(b->victims, 0, sizeof b->victims);
    if (b->selected >= 0 && cell >= 0 && cell < GV_CELLS && b->dest[cell] == 2)
        bg_captures(b, v, b->dest_move[cell], b->victims);
}

/* ---- a move shown ---- */

/* The path of the move from its events, and the pieces it takes. */
static void bg_read_events(GridBoard *b, const EventList *ev)
{
    for (int i = 0; i < ev->n; i++) {
        const Event *e = &ev->ev[i];
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
}

static void bg_played(Board *bd, App *a, const BoardView *v, const EventList *ev, Move mv, int mover, BoardNotice *out)
{
    GridBoard *b = bg_of(bd);
    memset(out, 0, sizeof *out);
    bg_deselect(b);
    memset(b->movable, 0, sizeof b->movable);
    memset(b->dim, 0, sizeof b->dim);
    b->hint_from = b->hint_to = -1;
    b->nseg = 0;
    b->nremoved = 0;
    b->carries_marker = 0;
    /* What the board shows once the move is over; the trays' labels and
     * the cards' figures change when the pieces land, not before. */
    int marked, figure[2] = {b->figure[0], b->figure[1]};
    char labels[2][32];
    memcpy(labels, b->tray_label, sizeof labels);
    bg_read(b, v, match_pos(v->match), b->next, &marked);
    memcpy(b->tray_label, labels, sizeof labels);
    memcpy(b->figure, figure, sizeof figure);
    bg_read_events(b, ev);
    if (b->nseg == 0) {
        if (mv == MOVE_PASS)
            *out = (BoardNotice){1,   mover, T_YOU_PASS, T_X_PASSES,
                                 b->base.flavour.marker ? tr(b->base.flavour.marker_lifted) : "",
                                 0,   1.8,   -1};
        bg_sync(bd, v);
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
    int walk = b->nseg > 1 || (b->base.flavour.steps && b->path[0] < GV_CELLS);
    b->seg_s = walk ? bg_step_s[sp] : bg_slide_s[sp];
    b->lift_s = b->nremoved ? bg_lift_s[sp] : 0;
    if (b->nremoved > 0) { /* as the piece lands and the taken ones lift off */
        const BoardFlavour *f = &b->base.flavour;
        snprintf(b->notice_detail, sizeof b->notice_detail, tr(b->nremoved == 1 ? f->taken_1 : f->taken_n),
                 b->nremoved);
        *out = (BoardNotice){1, mover, T_YOU_CAPTURE, T_X_CAPTURES, b->notice_detail, b->seg_s * b->nseg, 1.6, -1};
    }
    if (b->seg_s <= 0) {
        bg_sync(bd, v);
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, 0.8f);
        return;
    }
    b->anim = 1;
    b->t = 0;
    b->landed = 0;
    b->marker = -1; /* the marker leaves the last piece and rides with this one */
    b->cell[b->path[0]] = 0; /* the piece is in the air */
}

static int bg_busy(const Board *b) { return bg_cof(b)->anim; }

static void bg_finish(Board *bd, const BoardView *v)
{
    if (bg_of(bd)->anim)
        bg_sync(bd, v);
}

static void bg_advance(Board *bd, App *a, const BoardView *v, double dt)
{
    GridBoard *b = bg_of(bd);
    if (!b->anim)
        return;
    double walked = b->seg_s * b->nseg;
    int step_before = (int)(b->t / b->seg_s);
    b->t += dt;
    int step_now = (int)(b->t / b->seg_s);
    if (!b->landed && step_now > step_before && step_now < b->nseg)
        audio_play(a->audio, SOUND_DROP, 0.25f); /* each step taps the board */
    if (!b->landed && b->t >= walked) {
        b->landed = 1;
        for (int k = 0; k < b->nremoved; k++)
            b->cell[b->removed[k]] = 0;
        b->cell[b->path[b->nseg]] = (uint8_t)b->piece;
        audio_play(a->audio, b->nremoved ? SOUND_CAPTURE : SOUND_DROP, b->nremoved ? 0.9f : 0.6f);
    }
    if (b->t >= walked + b->lift_s)
        bg_sync(bd, v); /* the animation ends exactly on the engine's position */
}

static int bg_score(const Board *b, int side) { return bg_cof(b)->figure[side]; }

/* ---- input ---- */

static void bg_try(GridBoard *b, const BoardView *v, int spot, BoardAction *out)
{
    if (spot < 0)
        return;
    if (b->selected >= 0 && spot < GV_CELLS && b->dest[spot]) {
        out->kind = BOARD_MOVE;
        out->move = b->dest_move[spot];
        return;
    }
    if (b->movable[spot]) {
        if (b->selected == spot)
            bg_deselect(b);
        else
            bg_select(b, v, spot);
        return;
    }
    int side = pos_side(match_pos(v->match));
    if (b->cell[spot] && GV_SIDE(b->cell[spot]) == side) {
        out->kind = BOARD_REFUSED;
        out->secs = 1.6;
        out->text = b->dim[spot] && b->base.flavour.marker       ? b->base.flavour.marker_holds
                    : spot >= GV_CELLS                           ? T_CANNOT_COME_IN
                    : bg_reserve(b) && b->to_place[side]          ? T_PLACE_ALL_FIRST
                                                                 : T_NO_MOVE;
    }
    bg_deselect(b);
}

/* The home edge as seen (0 top, 1 right, 2 bottom, 3 left) names the
 * orientation that puts it at the first side's end, the bottom of the
 * layout. */
static int bg_edge_orientation(const GridBoard *b, int seen)
{
    int actual = b->layout.flipped ? (seen + 2) % 4 : seen;
    static const int orientation[4] = {2, 1, 0, 3}; /* a clockwise quarter turn brings the right edge down */
    return orientation[actual];
}

static int bg_choosing(const GridBoard *b, const BoardView *v) { return v->choosing && b->base.flavour.edge_choice; }

static int bg_pointer(Board *bd, App *a, const BoardView *v, const Input *in, BoardAction *out)
{
    (void)a;
    GridBoard *b = bg_of(bd);
    if (bg_choosing(b, v)) {
        int e = grid_edge_hit(&b->layout, in->x, in->y);
        if (in->kind == IN_MOVE) {
            b->edge_hover = e;
        } else if (in->kind == IN_DOWN && e >= 0) {
            out->kind = BOARD_CHOICE;
            out->choice = bg_edge_orientation(b, e);
        }
        return e >= 0;
    }
    int cell = grid_hit(&b->layout, in->x, in->y);
    if (in->kind == IN_MOVE) {
        if (cell != b->hover) {
            b->hover = cell;
            bg_point_at(b, v, cell);
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
            bg_try(b, v, cell, out);
        return cell >= 0;
    }
    SDL_FRect r = b->layout.board;
    int on = in->x >= r.x && in->x < r.x + r.w && in->y >= r.y && in->y < r.y + r.h;
    bg_finish(bd, v);
    if (!v->human_turn || cell < 0)
        return on || cell >= 0;
    b->hover = cell;
    bg_try(b, v, cell, out);
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
static void bg_step_focus(GridBoard *b, const BoardView *v, int dr, int dc)
{
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
    bg_point_at(b, v, b->focus);
}

/* Tab: the next piece the player may pick, on the board or in a tray. */
static void bg_next_man(GridBoard *b, int dir)
{
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
static int bg_edge_key(GridBoard *b, const Input *in, BoardAction *out)
{
    switch (in->key) {
    case SDLK_UP: b->edge_hover = 0; return 1;
    case SDLK_RIGHT: b->edge_hover = 1; return 1;
    case SDLK_DOWN: b->edge_hover = 2; return 1;
    case SDLK_LEFT: b->edge_hover = 3; return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        out->kind = BOARD_CHOICE;
        out->choice = bg_edge_orientation(b, b->edge_hover >= 0 ? b->edge_hover : 2);
        return 1;
    default:
        return 0;
    }
}

static int bg_key(Board *bd, App *a, const BoardView *v, const Input *in, BoardAction *out)
{
    (void)a;
    GridBoard *b = bg_of(bd);
    if (bg_choosing(b, v))
        return bg_edge_key(b, in, out);
    switch (in->key) {
    case SDLK_LEFT:
        bg_step_focus(b, v, 0, -1);
        return 1;
    case SDLK_RIGHT:
        bg_step_focus(b, v, 0, 1);
        return 1;
    case SDLK_UP:
        bg_step_focus(b, v, -1, 0);
        return 1;
    case SDLK_DOWN:
        bg_step_focus(b, v, 1, 0);
        return 1;
    case SDLK_TAB:
        bg_next_man(b, (in->mod & KMOD_SHIFT) ? -1 : 1);
        return 1;
    case SDLK_BACKSPACE:
        bg_deselect(b);
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        bg_finish(bd, v);
        if (!v->human_turn)
            return 1;
        if (b->focus < 0)
            bg_next_man(b, 1);
        else
            bg_try(b, v, b->focus, out);
        return 1;
    default:
        return 0;
    }
}

static void bg_hint(Board *bd, const BoardView *v, const SearchResult *r)
{
    GridBoard *b = bg_of(bd);
    b->hint_from = b->hint_to = -1;
    if (!r)
        return;
    b->hint_move = r->nroot ? r->root_moves[0] : r->move;
    if (!bg_trace(b, v, b->hint_move, &b->hint_from, &b->hint_to, &b->hint_takes, NULL))
        b->hint_from = b->hint_to = -1;
    b->hint_npath = bg_walk(v, b->hint_move, b->hint_path);
}

/* A player whose only move is the pass passes, after a moment to read it. */
static void bg_idle(Board *bd, App *a, const BoardView *v, BoardAction *out)
{
    GridBoard *b = bg_of(bd);
    if (!v->human_turn) {
        b->pass_at = -1;
        return;
    }
    Move moves[GAME_MAX_MOVES];
    if (match_legal(v->match, moves) != 1 || moves[0] != MOVE_PASS)
        return;
    if (b->pass_at < 0) {
        b->pass_at = a->now + 0.8;
    } else if (a->now >= b->pass_at) {
        out->kind = BOARD_MOVE;
        out->move = MOVE_PASS;
    }
}

/* ---- words ---- */

static void bg_turn_text(const Board *bd, const BoardView *v, char *buf, size_t len)
{
    const GridBoard *b = bg_cof(bd);
    int side = pos_side(match_pos(v->match));
    snprintf(buf, len, "%s", tr(bg_reserve(b) && b->to_place[side] ? T_PLACE_FROM_TRAY : T_PICK_PIECE));
}

static int bg_hint_text(const Board *bd, const BoardView *v, char *buf, size_t len)
{
    const GridBoard *b = bg_cof(bd);
    if (b->hint_from < 0)
        return 0;
    char t[16], words[24];
    const Game *gm = match_game(v->match);
    gm->rules->format_move(gm, match_pos(v->match), b->hint_move, t, sizeof t);
    board_move_words(&b->base.flavour, t, b->hint_takes, words, sizeof words);
    snprintf(buf, len, tr(T_HINT_MOVE), words);
    return 1;
}

/* The marker's rule, on a human's turn when it binds: the pieces it
 * holds back, or a free move when none of the mover's stands on its
 * power. */
static int bg_explain(const Board *bd, const BoardView *v, char *buf, size_t len)
{
    const GridBoard *b = bg_cof(bd);
    int side = pos_side(match_pos(v->match));
    if (!b->base.flavour.marker || !v->human_turn || b->anim || b->marker < 0 || b->to_place[side])
        return 0;
    int power = b->marks[b->marker], held = 0, free_move = 1;
    for (int s = 0; s < b->n * b->n; s++) {
        held |= b->dim[s];
        if (b->cell[s] && GV_SIDE(b->cell[s]) == side && b->marks[s] == power && b->movable[s])
            free_move = 0;
    }
    if (!held && !free_move)
        return 0;
    if (held && !free_move)
        snprintf(buf, len, tr(b->base.flavour.marker_binds), power, power);
    else
        snprintf(buf, len, "%s", tr(b->base.flavour.marker_free));
    return 1;
}

/* ---- drawing ---- */

static float bg_fit(const Board *bd, float w, float h)
{
    const GridBoard *b = bg_cof(bd);
    GridLayout l;
    grid_layout(&l, (SDL_FRect){0, 0, w, h}, b->n, 0);
    return l.board.h;
}

static void bg_layout(Board *bd, App *a, SDL_FRect area, int flipped)
{
    (void)a;
    GridBoard *b = bg_of(bd);
    grid_layout(&b->layout, area, b->n, flipped);
}

static SDL_FRect bg_rect(const Board *b) { return bg_cof(b)->layout.board; }

static int bg_draw_still(Board *bd, App *a)
{
    GridBoard *b = bg_of(bd);
    return grid_draw_board(a->render, &b->layout, b->base.flavour.style, b->show_marks ? b->marks : NULL);
}

static uint64_t bg_still_key(const Board *bd)
{
    const GridBoard *b = bg_cof(bd);
    uint64_t k = (uint64_t)b->n << 1 | (uint64_t)b->layout.flipped;
    for (int i = 0; b->show_marks && i < b->n * b->n; i++) /* a new home edge turns the marks */
        k = (k ^ b->marks[i]) * 1099511628211ULL;
    return k;
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

/* The pieces in the air at time t: the one moving, then the taken ones
 * flying to their trays (or fading where there is none); how many. */
static int bg_moving(const GridBoard *b, double t, ManSprite *moving)
{
    const GridLayout *l = &b->layout;
    double walked = b->seg_s * b->nseg;
    if (!b->anim)
        return 0;
    if (t < walked) {
        moving[0] = bg_walker(b, t);
        return 1;
    }
    double k = b->lift_s > 0 ? (t - walked) / b->lift_s : 1;
    k = k > 1 ? 1 : k;
    float e = bg_ease(k);
    for (int i = 0; i < b->nremoved; i++) {
        SDL_FPoint p0 = grid_centre(l, b->removed[i]);
        SDL_FPoint p1 = b->removed_to[i] >= 0 ? grid_centre(l, b->removed_to[i]) : (SDL_FPoint){p0.x, p0.y - l->sq};
        moving[i] = (ManSprite){p0.x + (p1.x - p0.x) * e, p0.y + (p1.y - p0.y) * e - sinf(e * 3.14159f) * l->sq * 0.6f,
                                b->removed_piece[i], 1.0f + 0.3f * sinf(e * 3.14159f) - 0.1f * e,
                                b->removed_to[i] >= 0 ? 1.0f : 1.0f - e, 0};
    }
    return b->nremoved;
}

static void bg_draw(Board *bd, App *a, const BoardView *v, double alpha)
{
    GridBoard *b = bg_of(bd);
    const GridLayout *l = &b->layout;
    ManSprite moving[GV_CELLS + 1];
    uint8_t cell[GV_SPOTS];
    memcpy(cell, b->cell, sizeof cell);
    int nmoving = bg_moving(b, b->t + alpha / 120.0, moving);
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
    match_status(v->match, &st);
    int human = v->human_turn && !b->anim;
    /* A review shows the best move's arrow, and the move played beside it
     * when it was not the best, coloured by its mark. */
    int review = v->reviewing && v->values && !b->anim, played_from = -1, played_to = -1;
    if (!(review && v->played != MOVE_NONE && v->played != b->hint_move &&
          bg_move_spots(b, v, v->played, &played_from, &played_to)))
        played_from = played_to = -1;
    int played_path[MOVE_TRACE_PATH], played_npath = played_from >= 0 ? bg_walk(v, v->played, played_path) : 0;
    int marker = b->anim && b->landed && b->carries_marker ? b->path[b->nseg] : b->marker;
    GridDraw d = {
        .style = b->base.flavour.style,
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
        .emptied = b->anim ? NULL : b->emptied,
        .hint_from = v->values && (human || review) ? b->hint_from : -1,
        .hint_to = v->values && (human || review) ? b->hint_to : -1,
        .played_from = played_from,
        .played_to = played_to,
        .played_color = played_from >= 0 ? v->played_color : (SDL_Color){0, 0, 0, 0},
        .hint_path = b->hint_path,
        .hint_npath = b->hint_npath,
        .played_path = played_path,
        .played_npath = played_npath,
        .marker = marker,
        .marker_power = marker >= 0 && marker < GV_CELLS ? b->marks[marker] : 0,
        .edges = bg_choosing(b, v),
        .edge_hover = b->edge_hover,
        .side_to_move = st.over || v->choosing ? -1 : pos_side(match_pos(v->match)),
        .tray_label = {b->tray_label[0], b->tray_label[1]},
        .stands = !bg_reserve(b),
        .tray_need = {tray_need[0], tray_need[1]},
        .time = (float)a->now,
    };
    grid_draw(a->render, l, &d);
}

/* A square as the notation names it ("e5"), or a tray's spot: "tray1.0"
 * is the first spot of the second side's tray. */
static void bg_emptied(const Board *bd, char *buf, size_t len)
{
    const GridBoard *b = bg_cof(bd);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < b->n * b->n; i++)
        if (b->emptied[i])
            game_append(buf, len, &used, "%s%c%d", used ? "," : "", 'a' + i % b->n, i / b->n + 1);
    if (!used)
        snprintf(buf, len, "-");
}

static int bg_locate(const Board *bd, const char *name, SDL_FPoint *at)
{
    const GridBoard *b = bg_cof(bd);
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

static int bg_shown(const Board *b, int spot) { return spot >= 0 && spot < GV_SPOTS ? bg_cof(b)->cell[spot] : 0; }

static void bg_destroy(Board *b) { free(b); }

static const BoardOps bg_ops = {
    .destroy = bg_destroy,
    .sync = bg_sync,
    .played = bg_played,
    .busy = bg_busy,
    .advance = bg_advance,
    .finish = bg_finish,
    .score = bg_score,
    .fit = bg_fit,
    .layout = bg_layout,
    .rect = bg_rect,
    .draw_still = bg_draw_still,
    .draw = bg_draw,
    .pointer = bg_pointer,
    .key = bg_key,
    .hint = bg_hint,
    .idle = bg_idle,
    .locate = bg_locate,
    .busy_text = T_MOVING,
    .last_move_legend = T_LEGEND_LAST_SQUARES,
    .emptied = bg_emptied,
    .emptied_legend = T_LEGEND_TAKEN_SQUARES,
    .turn_text = bg_turn_text,
    .hint_text = bg_hint_text,
    .explain = bg_explain,
    .still_key = bg_still_key,
    .shown = bg_shown,
};

Board *board_grid_create(const BoardFlavour *f)
{
    GridBoard *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->base.ops = &bg_ops;
    b->base.flavour = *f;
    b->n = f->size;
    b->selected = b->hover = b->focus = -1;
    b->hint_from = b->hint_to = -1;
    b->marker = b->edge_hover = -1;
    b->last_from = b->last_to = -1;
    b->pass_at = -1;
    return &b->base;
}

void board_grid_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p)
{
    GridBoard *b = (GridBoard *)(void *)board_grid_create(f);
    Match *m = b ? match_create(g, p) : NULL;
    if (m) {
        BoardView v = {.match = m, .played = MOVE_NONE};
        bg_sync(&b->base, &v);
        GridLayout gl;
        grid_layout(&gl, area, b->n, 0);
        grid_draw_board(r, &gl, f->style, b->show_marks ? b->marks : NULL);
        uint8_t cell[GV_SPOTS];
        memcpy(cell, b->cell, sizeof cell);
        for (int s = GV_CELLS; s < GV_SPOTS; s++) /* the board alone: its trays are not drawn */
            cell[s] = 0;
        GridDraw gd = {.style = f->style, .cell = cell, .selected = -1, .hover = -1, .focus = -1, .last_from = -1,
                       .last_to = -1, .hint_from = -1, .hint_to = -1, .played_from = -1, .played_to = -1,
                       .marker = -1, .edge_hover = -1, .side_to_move = -1};
        grid_draw(r, &gl, &gd);
    }
    match_destroy(m);
    free(b);
}
