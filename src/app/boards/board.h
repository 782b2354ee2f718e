/*
 * board.h - the boards a game screen hosts: the sowing games' pits and
 * seeds (board_mancala.c) and the grid games' squares and pieces
 * (board_grid.c).  A board shows the position and animates each move
 * from the engine's events, and turns pointing and keys into moves.
 *
 * A board owns its state (what it shows, its animation, the pointer's
 * place, the hint's marks) behind the opaque Board.  Its host hands it a
 * read-only view of the game with every call (BoardView) and gets back
 * what the player did (BoardAction) or what the board has to announce
 * (BoardNotice); a board never sees the scene that hosts it.
 */
#ifndef TABULA_BOARD_H
#define TABULA_BOARD_H

#include <SDL.h>

#include "app.h"
#include "grid_view.h"
#include "mancala_view.h"
#include "lang.h"
#include "match.h"
#include "search.h"

/* What kind of board a game is played on, and its features; fixed for a
 * game and its options (the game's look says, games/game_look.h). */
typedef enum { BOARD_SOWING, BOARD_GRID } BoardKind;

/* What the trays beside a grid board hold: the men each side has taken,
 * or each side's own pieces still to place or to bring back. */
typedef enum { TRAYS_TAKEN, TRAYS_RESERVE } TrayKind;

typedef struct {
    BoardKind kind;
    int size;        /* pits a side, or squares a side */
    MancalaStyle sowing; /* sowing: the board's and the seeds' look */
    GridStyle style; /* grid: how the pieces look */
    TrayKind trays;  /* grid */
    /* grid: a marker rides with the last piece moved and binds the next
     * move to squares of its power (the Khan). */
    int marker;
    int steps;       /* grid: a piece walks square by square (else it slides) */
    int takes_on_landing; /* grid: a move takes the piece it lands on (written "b2×c3") */
    /* grid: the option the first side chooses at the start (Khan's
     * orientation) is chosen by pointing at the board's home edge. */
    int edge_choice;
    /* grid: the look's words for what the board itself says: a capture's
     * count ("1 man", "%d men"), and with a marker, a pass that lifts it,
     * a piece it holds back, the move it binds (its power, twice) or
     * leaves free. */
    TextId taken_1, taken_n;
    TextId marker_lifted, marker_holds, marker_binds, marker_free;
} BoardFlavour;

/* The game as the board reads it, handed with every call. */
typedef struct {
    const Match *match;
    int human_turn;      /* a human may pick a move now */
    int reviewing;       /* a finished game stepped through */
    int values;          /* the hint's or the review's values are shown */
    /* In a review, the move played from the position shown, when it is
     * analysed (MOVE_NONE otherwise), and the colour of its mark. */
    Move played;
    SDL_Color played_color;
    int choosing;        /* the first side chooses its home edge on the board, by hand */
} BoardView;

/* What the player did on the board. */
typedef enum {
    BOARD_NOTHING,
    BOARD_MOVE,    /* play `move` */
    BOARD_CHOICE,  /* the start option takes the value `choice` (Khan's orientation) */
    BOARD_REFUSED  /* a piece or pit that cannot move: say `text` */
} BoardActionKind;

typedef struct {
    BoardActionKind kind;
    Move move;
    int choice;
    TextId text;  /* refused: why, for `secs` seconds */
    double secs;
} BoardAction;

/* What a move shown has to announce (an extra turn, a pass), worded for
 * the player who moved: `you` when it is the one human playing the
 * computer, else `named` with that player's name and then `detail`. */
typedef struct {
    int shown;           /* 0: nothing to announce */
    int side;            /* the player who moved */
    TextId you, named;
    const char *detail;  /* a second %s of `you` and `named`, or "" */
    double delay, secs;  /* from now, for how long */
    int sound;           /* a SoundId as the notice appears, or -1 */
} BoardNotice;

typedef struct Board Board;

typedef struct {
    void (*destroy)(Board *b);
    /* Shows the position as it stands, without animation. */
    void (*sync)(Board *b, const BoardView *v);
    /* The move mv was just played by `mover`, with these events. */
    void (*played)(Board *b, App *a, const BoardView *v, const EventList *ev, Move mv, int mover, BoardNotice *out);
    int (*busy)(const Board *b);
    /* One tick of the animation, with its sounds; ends on sync. */
    void (*advance)(Board *b, App *a, const BoardView *v, double dt);
    /* Jumps to the end of the animation. */
    void (*finish)(Board *b, const BoardView *v);
    /* The figure beside a player's name: seeds in the store, men taken,
     * pieces on the board. */
    int (*score)(const Board *b, int side);
    /* The height the board (its labels and trays included) comes out in
     * an area of w x h: what the layout makes as large as it can. */
    float (*fit)(const Board *b, float w, float h);
    void (*layout)(Board *b, App *a, SDL_FRect area, int flipped);
    /* Where the board itself is on the screen, once laid out. */
    SDL_FRect (*rect)(const Board *b);
    /* What does not change from frame to frame (the cached layer); the
     * number of location labels drawn. */
    int (*draw_still)(Board *b, App *a);
    void (*draw)(Board *b, App *a, const BoardView *v, double alpha);
    /* Pointer input; 1 when it was on the board. */
    int (*pointer)(Board *b, App *a, const BoardView *v, const Input *in, BoardAction *out);
    /* Keys that move on the board; 1 when used. */
    int (*key)(Board *b, App *a, const BoardView *v, const Input *in, BoardAction *out);
    /* Shows a hint's or a review's values; NULL takes them away. */
    void (*hint)(Board *b, const BoardView *v, const SearchResult *r);
    /* Each tick while nothing moves: a pass the player cannot avoid. */
    void (*idle)(Board *b, App *a, const BoardView *v, BoardAction *out);
    /* The centre of a named place on the board ("C", "e5"); 0 if none. */
    int (*locate)(const Board *b, const char *name, SDL_FPoint *at);
    /* The status line's words: while a move is shown, on the player's
     * turn, and for the hint's move (0 when it has none). */
    TextId busy_text;
    TextId last_move_legend; /* how the last move is marked ("blue ring: the last move") */
    TextId emptied_legend;   /* how what its capture took is marked ("dashed red: taken") */
    void (*turn_text)(const Board *b, const BoardView *v, char *buf, size_t len);
    int (*hint_text)(const Board *b, const BoardView *v, char *buf, size_t len);
    /* What binds the player's move, when something does (the Khan's
     * power); 0 when nothing needs saying. */
    int (*explain)(const Board *b, const BoardView *v, char *buf, size_t len);
    /* What the layer cached by draw_still depends on, beyond its area. */
    uint64_t (*still_key)(const Board *b);
    /* What the board shows at a place now, to be compared with the
     * engine's position: the seeds in a pit or store (the events'
     * numbering), or the piece on a square or tray spot (grid_view.h's
     * spots and GV_PIECE codes, 0 for none). */
    int (*shown)(const Board *b, int place);
    /* The places marked as emptied by the last move's capture, by name
     * ("D,J", "c5"), or "-": for --print-result. */
    void (*emptied)(const Board *b, char *buf, size_t len);
} BoardOps;

/* Every board starts with this. */
struct Board {
    const BoardOps *ops;
    BoardFlavour flavour;
};

/* A board of flavour f; NULL when out of memory.  Free with ops->destroy. */
Board *board_create(const BoardFlavour *f);

/* A side's token, size across, centred on (x, y): its own man or piece
 * on a grid board, a light or dark disc on a sowing board. */
void board_draw_side_icon(const BoardFlavour *f, Render *r, float x, float y, float size, int side);
/* A move's notation t in a player's words (taken: it took something):
 * the grid games' squares joined by a dash, or by a cross when taking on
 * a board with a marker, drops as "+d5" and "★b6", a pass in words. */
void board_move_words(const BoardFlavour *f, const char *t, int taken, char *buf, size_t len);
/* A thumbnail of position p of game g in area (a saved game's preview). */
void board_draw_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p);

/* The boards' kinds, which board.c picks by the flavour. */
Board *board_mancala_create(const BoardFlavour *f);
Board *board_grid_create(const BoardFlavour *f);
void board_mancala_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p);
void board_grid_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p);

#endif
