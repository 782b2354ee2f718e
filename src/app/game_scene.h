/*
 * game_scene.h - the game scene's state, shared by its logic
 * (scene_game.c) and its drawing (scene_game_draw.c).  Private to them.
 */
#ifndef TABULA_GAME_SCENE_H
#define TABULA_GAME_SCENE_H

#include "app.h"
#include "game_layout.h"
#include "grid_view.h"
#include "lang.h"
#include "mancala_view.h"
#include "match.h"
#include "review.h"
#include "sowing_anim.h"

/* The computer's and the hint's transposition tables. */
#define GAME_TT_BYTES (32u << 20)
#define GAME_HINT_TT_BYTES (16u << 20)

/* The panel's buttons; the last three only while reviewing a game. */
typedef enum { GB_MENU, GB_HINT, GB_FLIP, GB_PAUSE, GB_STEP, GB_PREV, GB_NEXT, GB_DONE, GB_COUNT } GameButton;

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

extern const BoardOps board_mancala, board_grid;

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

struct GameScene {
    Scene base;
    Match *match;
    const GameRules *rules;
    GameOptions opts;
    PlayMode mode;
    int npits;
    char title[128];
    char side_desc[2][48];   /* under each player's name in the panel */
    char side_desc_short[2][48]; /* the part of it kept in a narrow card */
    char side_name[2][16];   /* "Player 1", "Black" */
    TextId score_caption;    /* under the figure on a card: "in store", "taken" */

    SowingAnim anim;
    EventList ev;
    int last_from;
    int over_pushed;
    double over_at;        /* game time the end was seen, -1 before */

    /* The computer's search for the current position. */
    Search *ai;
    int ai_active, ai_ready;
    int ai_ply;
    Move ai_move;
    double ai_started;
    double ai_nps;         /* measured nodes a second, sizes the slices */
    uint64_t ai_nodes_seen;
    int ai_proof[2];       /* `perfect`: each computer's last move was proven best (1),
                            * only the strongest search's (0), or none yet (-1) */
    const Endgame *ai_table, *hint_table; /* the endgame table each search uses */

    /* The hint. */
    Search *hint;
    int hint_active, hint_ply, hints_used;
    int hint_shown;
    int hint_value[MV_MAX_PITS * 2];
    uint32_t hint_mask;
    uint32_t hint_estimate; /* pits whose hint value is not proven */
    int hint_best;
    int hint_lo, hint_hi; /* what the hint proved of the mover's final margin */

    /* Input and what it shows. */
    MancalaLayout layout;
    GameLayout gl;
    SDL_FRect board_area, panel;
    SDL_FRect button[GB_COUNT];
    int button_shown[GB_COUNT];
    int hover, focus, button_hover;
    int preview_for;       /* pit the preview was computed for, -1 */
    int preview_to;
    char preview_text[48];
    int user_flip;
    int paused, step_once;

    /* A notice (an extra turn, a pass, a save) in the header, under the
     * status line, never over the board. */
    char banner[96];
    double banner_at, banner_until;
    int notices_drawn, notices_over_board; /* frames, for --print-result */
    int labels_drawn;      /* the board's location labels the last time it was drawn */

    /* What each ply took (seeds captured, men or pieces taken), for the
     * move list, cached with the hash of the position it led to. */
    int16_t ply_taken[MATCH_MAX_PLIES];
    uint64_t ply_taken_key[MATCH_MAX_PLIES];
    int banner_sound;      /* SoundId to play when the banner appears, -1 */
    int end_sounded;

    const BoardOps *board;
    GridBoard grid;

    /* Khan: Rouge first chooses its home edge, the board's orientation. */
    int choosing_edge;
    int edge_tried, edge_value[4];  /* the computer's look at each orientation */
    Lang described_in;              /* the language of title and side names */

    /* Reviewing the finished game (scene_game_review.c): the match is
     * stepped back and forth through its moves with undo and redo. */
    Review *review;
    int reviewing;
    int review_plies;               /* the game's length */
    uint64_t review_end;            /* the hash of its final position */
    int review_shown;               /* the ply whose values the board shows, -1 */
    SDL_FRect review_list;          /* the move list, for pointing at a move */
    float review_line_h;
    int review_first;               /* the ply on the list's first line */
};

int sg_is_computer(const GameScene *g, int side);
/* The side is the one human playing the computer ("You"). */
int sg_is_you(const GameScene *g, int side);
/* The title and the sides' names, in the language in use. */
void sg_describe(GameScene *g, const GameRules *rules, const GameOptions *o);
/* Rouge takes the home edge that makes the board's orientation `o` (Khan):
 * the game starts again with that option. */
void sg_choose_orientation(GameScene *g, App *a, int o);
/* 1 when a human is to move in a game still going. */
int sg_human_turn(const GameScene *g);
/* Plays mv for whoever is to move, a human's pick or the computer's. */
void sg_play(GameScene *g, App *a, Move mv);
/* A notice in the header for secs seconds, after delay. */
void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs);
int sg_flipped(const GameScene *g, const App *a);
/* Player names for the side panel and the result ("You", "Computer"...). */
void sg_player_name(const GameScene *g, const App *a, int side, char *buf, size_t len);
/* The same without a computer's level: for the result, where both are named. */
void sg_short_name(const GameScene *g, const App *a, int side, char *buf, size_t len);
void scene_game_draw(Scene *s, App *a, double alpha);
/* Lays the screen out for the window as it is now (the board included). */
void sg_layout(GameScene *g, App *a);
/* A side's token, size across, centred on (x, y): its own man or piece
 * in the grid games, a light or dark disc in the sowing games. */
void sg_draw_side_icon(const GameScene *g, Render *r, float x, float y, float size, int side);
/* The move of ply i as the move list writes it for a player: "e9–e5",
 * Khan's "b2×c3" and "+d5", a pit's letter; the records keep the notation. */
void sg_move_words(GameScene *g, int i, char *buf, size_t len);
/* What ply i took: seeds captured, men or pieces removed. */
int sg_ply_taken(GameScene *g, int i);
/* After undo, redo or a load: the seeds as the position has them, no
 * search, no stale hint (scene_game_io.c). */
void sg_after_jump(GameScene *g, App *a);
/* Runs step(ctx, nodes, &done) for budget_s seconds in steps of about a
 * millisecond sized by the measured speed; 1 when it reports done. */
int sg_slices(GameScene *g, App *a, double budget_s, SearchState (*step)(void *ctx, uint64_t nodes, uint64_t *done),
              void *ctx);

/* The review (scene_game_review.c). */
void sg_review_think(GameScene *g, App *a, double budget_s);
void sg_review_input(GameScene *g, App *a, const Input *in);
void sg_review_button(GameScene *g, App *a, int b);
/* Back to the end of the game and its result. */
void sg_review_leave(GameScene *g, App *a);
/* The status line, and the panel below the players' cards. */
void sg_review_status(const GameScene *g, char *buf, size_t len);
void sg_review_panel(GameScene *g, App *a, SDL_FRect area);
/* For --print-result: where the review is, what it found so far. */
void sg_review_report(const GameScene *g, char *buf, size_t len);

/* Gives search s (whose table is *cur) the game's endgame table when the
 * level uses one (expert and perfect) and it is ready; asks for it. */
void sg_attach_table(GameScene *g, App *a, Search *s, const Endgame **cur, int level);

/* Writes or removes the autosave as the app closes. */
void sg_quit(Scene *s, App *a);

#endif
