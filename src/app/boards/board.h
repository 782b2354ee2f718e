/*
 * board.h - the boards the game scene hosts: the sowing games' pits and
 * seeds (board_mancala.c) and the grid games' squares and men
 * (board_grid.c).  A board shows the position and animates each move from
 * the engine's events, and turns pointing and keys into moves.  It reads
 * the scene's state (game_scene.h) and calls only what describes it
 * (game_state.c); what it asks of the scene, a move played or Khan's
 * orientation chosen, goes through the callbacks the scene hands it
 * (GameScene.play, GameScene.choose_orientation).
 */
#ifndef TABULA_BOARD_H
#define TABULA_BOARD_H

#include <SDL.h>

#include "app.h"
#include "grid_view.h"
#include "lang.h"
#include "search.h"

typedef struct GameScene GameScene;

/* What differs between the sowing games' board and the grid games': how
 * the position is shown and animated, and how a player points at a move.
 * The game scene owns the match, the searches, the panel and the files. */
typedef struct {
    TextId busy_text;  /* the status line while a move is being shown */
    TextId your_turn;  /* the status line when it is the player's move */
    /* Shows the position as it stands, without animation. */
    void (*sync)(GameScene *g);
    /* The move mv was just played by `mover`; g->ev holds its events. */
    void (*played)(GameScene *g, App *a, Move mv, int mover);
    int (*busy)(const GameScene *g);
    /* One tick of the animation, with its sounds; ends on sync. */
    void (*advance)(GameScene *g, App *a, double dt);
    /* Jumps to the end of the animation. */
    void (*finish)(GameScene *g);
    /* The figure beside a player's name: seeds in the store, men taken. */
    int (*score)(const GameScene *g, int side);
    /* Measures what the board's layout needs of the window (may be NULL). */
    void (*measure)(GameScene *g, App *a);
    /* The height the board (its labels and trays included) comes out in
     * an area of w x h: what the layout makes as large as it can. */
    float (*fit)(const GameScene *g, float w, float h);
    /* Lays the board out in g->board_area. */
    void (*layout)(GameScene *g, App *a);
    /* Where the board itself is on the screen, once laid out. */
    SDL_FRect (*board_rect)(const GameScene *g);
    /* What does not change from frame to frame (the cached layer). */
    void (*draw_still)(GameScene *g, App *a);
    void (*draw)(GameScene *g, App *a, double alpha);
    /* Pointer input; 1 when it was on the board. */
    int (*pointer)(GameScene *g, App *a, const Input *in);
    /* Keys that move on the board; 1 when used. */
    int (*key)(GameScene *g, App *a, const Input *in);
    /* Shows a hint's result; NULL takes the hint away. */
    void (*hint)(GameScene *g, const SearchResult *r);
    /* Each tick while nothing is shown moving (may be NULL). */
    void (*idle)(GameScene *g, App *a);
    /* The centre of a named place on the board ("C", "e5"); 0 if none. */
    int (*locate)(const GameScene *g, const char *name, SDL_FPoint *at);
} BoardOps;

/* The grid games' board: what it shows and the move being animated.
 * Spots are squares, then the trays' spots (grid_view.h). */
typedef struct {
    GridLayout layout;
    int n;
    GridStyle style;
    int khan;                   /* Khan: sbires and Kalistas, powers, set-up, the Khan */
    uint8_t marks[GV_CELLS];    /* each square's power (Khan), from the engine */
    uint8_t cell[GV_SPOTS];     /* shown: GV_PIECE or 0 */
    int figure[2];              /* beside each player's name: men taken (Hasami), pieces on the board (Khan) */
    char tray_label[2][32];
    int to_place[2];            /* Khan's set-up: pieces each side has still to place */
    int marker;                 /* the square under the Khan, -1 */
    int selected, hover, focus; /* spots, -1 */
    uint8_t movable[GV_SPOTS];  /* pieces the player may pick */
    uint8_t dim[GV_SPOTS];      /* the mover's pieces that may not move now */
    uint8_t dest[GV_CELLS];     /* for the picked piece: 1 may go, 2 goes and captures */
    Move dest_move[GV_CELLS];   /* the move to each of those squares */
    uint8_t victims[GV_CELLS];  /* pieces the hovered destination would take */
    int dragging, drag_moved;
    float drag_x, drag_y;
    int last_from, last_to;
    int hint_from, hint_to;
    float tray_least;           /* the trays' least width, for their labels */
    Move hint_move;             /* the hint's move, and whether it takes */
    int hint_takes;
    double pass_at;             /* when a player with no move passes, -1 */
    int edge_hover;             /* choosing Rouge's edge: the edge pointed at, -1 */
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

extern const BoardOps board_mancala, board_grid;

#endif
