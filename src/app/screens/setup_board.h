/*
 * setup_board.h - the board of the position editor: a PosSketch (the
 * engine's pos_edit.h) drawn on the game's own board, and the places on
 * it found by pointing, by name and by the arrow keys.
 *
 * The sketch may be a position no rules allow (49 seeds in Oware, a Khan
 * side without its Kalista): the editor shows what the player made and
 * says why it is refused, so this board draws the sketch itself with the
 * render layer's views and never builds a position to show it.
 */
#ifndef TABULA_SETUP_BOARD_H
#define TABULA_SETUP_BOARD_H

#include "board.h"
#include "game_look.h"
#include "grid_view.h"
#include "mancala_view.h"
#include "pos_edit.h"

typedef struct {
    PosLayout lay;
    BoardFlavour flavour;
    uint8_t marks[GV_CELLS]; /* each square's mark (Khan's powers) */
    int flipped;
    MancalaLayout ml;
    GridLayout gl;
} SetupBoard;

/* What the board shows besides the sketch. */
typedef struct {
    int focus, hover;        /* places, or -1 */
    int lifted;              /* the place a drag started from, or -1 */
    float drag_x, drag_y;    /* where the dragged seed or piece is */
    float time;              /* seconds, for the pulsing marks */
} SetupMarks;

/* The board of game g (look and options o): 0, or -1 when g has no sketch. */
int setup_board_init(SetupBoard *b, const GameLook *look, const GameOptions *o, const Game *g);
void setup_board_layout(SetupBoard *b, SDL_FRect area, int flipped);
/* How tall the board (with its labels) comes out in area. */
float setup_board_height(const SetupBoard *b, SDL_FRect area);
/* Where the board stands once laid out. */
SDL_FRect setup_board_rect(const SetupBoard *b);
/* The place under (x, y), or -1. */
int setup_board_hit(const SetupBoard *b, float x, float y);
/* The place seen next to `place` in the direction of an arrow key, or
 * `place` itself at the edge; a first press (place -1) takes the first. */
int setup_board_step(const SetupBoard *b, int place, SDL_Keycode key);
/* A place by its name on the board ("C", "store1", "e5"): 1 with at set. */
int setup_board_locate(const SetupBoard *b, const char *name, SDL_FPoint *at);
/* The centre of a place. */
SDL_FPoint setup_board_centre(const SetupBoard *b, int place);
/* Draws the board, its labels and the sketch: the labels drawn. */
int setup_board_draw(Render *r, const SetupBoard *b, const PosSketch *sk, const SetupMarks *m);

#endif
