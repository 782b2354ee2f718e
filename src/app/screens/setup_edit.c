/*
 * setup_edit.c - the position editor's sketch, palette and checks.
 */
#include "setup_edit.h"

#include <string.h>

#define SETUP_TYPE_SECS 1.2 /* digits typed this close together make one number */

/* Builds the sketch with every check: ready, or why not. */
void setup_edit_check(SetupEdit *e)
{
    Pos *p = pos_new(e->game);
    e->ready = 0;
    e->pos_text[0] = '\0';
    if (!p) {
        e->why = (PosCheck){POS_NO_MEMORY, -1, -1, -1, -1};
        return;
    }
    if (pos_sketch_build(e->game, &e->sk, p, &e->why) == 0) {
        e->ready = 1;
        e->rules->format_pos(e->game, p, e->pos_text, sizeof e->pos_text);
    }
    pos_free(p);
}

int setup_edit_total(const SetupEdit *e)
{
    int n = 0;
    for (int i = 0; i < e->board.lay.nplaces; i++)
        n += e->sk.place[i];
    return n;
}

/* The palette of the game: seeds added or taken, or each piece, the
 * marker and the empty square. */
static void se_tools(SetupEdit *e)
{
    const PosLayout *l = &e->board.lay;
    e->ntools = 0;
    if (!l->grid) {
        e->tool[e->ntools++] = (Tool){TOOL_ADD, 0};
        e->tool[e->ntools++] = (Tool){TOOL_TAKE, 0};
    } else {
        for (int k = 1; k < l->npieces && e->ntools < SETUP_MAX_TOOLS - 2; k++)
            e->tool[e->ntools++] = (Tool){TOOL_PIECE, k};
        if (l->has_marker)
            e->tool[e->ntools++] = (Tool){TOOL_MARKER, 0};
        e->tool[e->ntools++] = (Tool){TOOL_ERASE, 0};
    }
    if (e->chosen >= e->ntools)
        e->chosen = 0;
}

int setup_edit_set_game(SetupEdit *e, const GameOptions *o, const Pos *p, int keep)
{
    char err[256];
    Game *g = game_create(e->rules, o, err, sizeof err);
    SetupBoard board;
    if (!g || setup_board_init(&board, e->look, o, g) != 0) {
        game_destroy(g);
        return -1;
    }
    PosSketch sk;
    if (p)
        pos_sketch_read(g, p, &sk);
    else if (keep && e->game && board.lay.nplaces == e->board.lay.nplaces && board.lay.grid == e->board.lay.grid)
        sk = e->sk;
    else if (pos_sketch_start(g, &sk) != 0)
        pos_sketch_clear(g, &sk);
    PosSketch start;
    int total = 0;
    if (pos_sketch_start(g, &start) == 0)
        for (int i = 0; i < board.lay.nplaces && !board.lay.grid; i++)
            total += start.place[i];
    game_destroy(e->game);
    e->game = g;
    e->opts = *o;
    e->board = board;
    e->sk = sk;
    e->start_total = total;
    se_tools(e);
    setup_edit_check(e);
    return 0;
}

void setup_edit_option(SetupEdit *e, int i, int d)
{
    const OptionDesc *od = &e->rules->options[i];
    GameOptions o = e->opts;
    int v = o.v[i] + d;
    o.v[i] = v > od->max ? od->min : v < od->min ? od->max : v;
    PosSketch start;
    int untouched = pos_sketch_start(e->game, &start) == 0 && memcmp(&start, &e->sk, sizeof start) == 0;
    setup_edit_set_game(e, &o, NULL, !untouched);
}

static int se_max(const SetupEdit *e) { return e->board.lay.max_count; }

/* One seed more or less at a place. */
static void se_seed(SetupEdit *e, int place, int d)
{
    int *n = &e->sk.place[place];
    if (*n + d < 0 || *n + d > se_max(e))
        return;
    *n += d;
    setup_edit_check(e);
}

/* The chosen tool used on a square (grid games); alt: the second action,
 * which empties it. */
static void se_square(SetupEdit *e, int place, int alt)
{
    const Tool *t = &e->tool[e->chosen];
    PosSketch *sk = &e->sk;
    if (alt || t->kind == TOOL_ERASE || (t->kind == TOOL_PIECE && sk->place[place] == t->piece)) {
        sk->place[place] = 0;
        if (sk->marker == place)
            sk->marker = -1;
    } else if (t->kind == TOOL_PIECE) {
        sk->place[place] = t->piece;
    } else if (t->kind == TOOL_MARKER) {
        sk->marker = sk->marker == place ? -1 : place;
    }
    setup_edit_check(e);
}

/* A click or a key on a place: the palette's tool (alt: the second
 * action, taking). */
void setup_edit_use(SetupEdit *e, int place, int alt)
{
    if (place < 0)
        return;
    if (e->board.lay.grid)
        se_square(e, place, alt);
    else
        se_seed(e, place, alt || e->tool[e->chosen].kind == TOOL_TAKE ? -1 : 1);
}

/* A drag from one place to another: a seed, or a piece with the marker
 * it carries; to nowhere (-1), a piece leaves the board. */
void setup_edit_drop(SetupEdit *e, int from, int to)
{
    PosSketch *sk = &e->sk;
    if (to == from)
        return;
    if (!e->board.lay.grid) {
        if (to < 0 || sk->place[from] == 0 || sk->place[to] >= se_max(e))
            return;
        sk->place[from]--;
        sk->place[to]++;
    } else {
        if (to >= 0)
            sk->place[to] = sk->place[from];
        if (sk->marker == from)
            sk->marker = to;
        else if (to >= 0 && sk->marker == to)
            sk->marker = -1; /* the piece under it was taken away */
        sk->place[from] = 0;
    }
    setup_edit_check(e);
}

/* A digit typed on a pit: a count, two digits close together making one
 * number ("1" "2": twelve). */
void setup_edit_digit(SetupEdit *e, double now, int place, int digit)
{
    if (place < 0 || e->board.lay.grid)
        return;
    int v = digit;
    if (e->typed_at == place && now - e->typed_when < SETUP_TYPE_SECS && e->typed * 10 + digit <= se_max(e))
        v = e->typed * 10 + digit;
    if (v > se_max(e))
        return;
    e->typed = v;
    e->typed_at = place;
    e->typed_when = now;
    e->sk.place[place] = v;
    setup_edit_check(e);
}

void setup_edit_free(SetupEdit *e)
{
    game_destroy(e->game);
    e->game = NULL;
}
