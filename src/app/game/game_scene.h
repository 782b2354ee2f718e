/*
 * game_scene.h - the game screen's core state, shared by the core
 * (scene_game.c), its modes (mode_play.c, game_review.c, game_analysis.c,
 * game_puzzle.c) and the parts they use (game_think.c, game_offer.c,
 * game_play.c, game_files.c, game_draw.c, move_list.c).  Each mode and the
 * offers keep their own state behind a pointer here that only their file
 * reads.  The board the screen hosts owns its own state (boards/board.h)
 * and sees none of this.  The functions
 * declared here only read and describe the state (game_state.c): the
 * lowest layer of the game screen.
 */
#ifndef TABULA_GAME_SCENE_H
#define TABULA_GAME_SCENE_H

#include "app.h"
#include "board.h"
#include "game_layout.h"
#include "game_look.h"
#include "lang.h"
#include "match.h"
#include "review.h"

/* The computer's transposition table at the levels that deepen for their
 * time (a depth-limited level's search fits in far less: game_think.c),
 * and the hint's. */
#define GAME_TT_BYTES (24u << 20)
#define GAME_HINT_TT_BYTES (16u << 20)

/* The panel's buttons: in play, while reviewing a game (PREV, NEXT,
 * DONE), and once the game is over (AGAIN, REVIEW, TAKE_BACK). */
typedef enum {
    GB_MENU,
    GB_HINT,
    GB_FLIP,
    GB_PAUSE,
    GB_STEP,
    GB_PREV,
    GB_NEXT,
    GB_DONE,
    GB_AGAIN,
    GB_REVIEW,
    GB_TAKE_BACK,
    GB_ANALYSE,
    /* a puzzle's (game_puzzle.c) */
    GB_SOLUTION,
    GB_RETRY,
    GB_NEW_PUZZLE,
    /* in play against a person or the computer (game_offer.c) */
    GB_DRAW,
    GB_RESIGN,
    GB_COUNT
} GameButton;

typedef struct GameScene GameScene;
typedef struct PuzzleRun PuzzleRun;

struct GameScene {
    Scene base;
    Game *game;              /* the rules bound to their options */
    Match *match;            /* the game played on them */
    const GameRules *rules;
    GameOptions opts;
    PlayMode mode;
    const GameLook *look;    /* how the window shows this game */
    char title[128];
    char side_desc[2][48];   /* under each player's name in the panel */
    char side_desc_short[2][48]; /* the part of it kept in a narrow card */
    char side_name[2][16];   /* "Player 1", "Black" */
    TextId score_caption;    /* under the figure on a card: "in store", "taken" */

    EventList ev;          /* what the last move played did */
    int button_focus;      /* the game over: the result's button the keys are on, -1 */
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
    /* The size each search's transposition table was made for: a search
     * gets its table when it first runs (sg_size_search), so a game
     * without hints, or at a simple level, never holds the big ones. */
    size_t ai_tt, hint_tt;

    /* The hint. */
    Search *hint;
    int hint_active, hint_ply, hints_used;
    int hint_shown;
    int hint_proven;      /* every value the hint shows is proven */
    int hint_lo, hint_hi; /* what the hint proved of the mover's final margin */

    /* Input and what it shows. */
    GameLayout gl;
    SDL_FRect board_area, panel;
    SDL_FRect button[GB_COUNT];
    int button_shown[GB_COUNT];
    int button_hover;
    int user_flip;
    int paused, step_once;

    /* A notice (an extra turn, a pass, a save) in the header, under the
     * status line, never over the board. */
    char banner[96];
    double banner_at, banner_until;
    int banner_wide;       /* a sentence too long for the small window's strip: it
                            * takes the header's line there while it shows */
    int notices_drawn, notices_over_board; /* frames, for --print-result */
    int labels_drawn;      /* the board's location labels the last time it was drawn */
    int small_window;      /* the last layout's window was small: the draw offer and the
                            * resignation are left to the in-game menu (and D) */

    /* What each ply took (seeds captured, men or pieces taken), for the
     * move list, cached with the hash of the position it led to. */
    int16_t ply_taken[MATCH_MAX_PLIES];
    uint64_t ply_taken_key[MATCH_MAX_PLIES];
    char list_text[640];   /* the move list's lines in view, " | " between them, for --print-result */
    char note_text[160];   /* the explanation as last drawn under the status or in the strip, or "" */
    int banner_sound;      /* SoundId to play when the banner appears, -1 */
    int end_sounded;

    Board *board;               /* the pits and seeds, or the squares and pieces */
    BoardFlavour flavour;       /* what kind of board, for the tokens and the words */

    /* The first side chooses an option before its first move (Khan:
     * Rouge's home edge, the board's orientation): its index, or -1. */
    int choice_option;
    int choosing;          /* a human is choosing it on the board */
    Lang described_in;              /* the language of title and side names */

    /* The mode the screen is in, and the one it returns to (playing,
     * reviewing, analysing, a puzzle): each owns its state behind its
     * pointer below, the screen sees it only through the mode's table. */
    const struct GameMode *gmode, *home;
    struct ReviewRun *review;       /* game_review.c: kept to review the same game again */
    struct AnalysisRun *study;      /* game_analysis.c */
    PuzzleRun *prun;                /* game_puzzle.c */
    int board_locked;               /* the board takes no move now (a puzzle's reply, its end) */
    /* The analysis board over the game, asked for by a mode (the review's
     * A, a finished puzzle): set by the screen, which opens it. */
    void (*open_analysis)(GameScene *g, App *a);

    struct OfferRun *offers;        /* game_offer.c: draw offers and resignation */
    /* A game with a friend over the network (mode_online.c): the side the
     * friend plays, -1 in every other game. */
    int remote_side;
    struct OnlineRun *online;       /* mode_online.c */
};

/* The questions a card asks over the game (scene_ask.c), and what the
 * card says: the parts of the game scene that ask fill it in, the scene
 * shows it. */
typedef enum {
    ASK_NONE,
    ASK_RESIGN,
    ASK_DRAW_FROM_COMPUTER,
    ASK_DRAW_FROM_PLAYER,
    ASK_DRAW_FROM_FRIEND,    /* over the network (mode_online.c) */
    ASK_TAKEBACK_FROM_FRIEND
} AskQuestion;
typedef struct {
    AskQuestion question;
    char title[96], subtitle[160];
    TextId yes, no;
} AskCard;

/* What the screen asks of the mode it is in.  The screen (scene_game.c)
 * keeps what is the same in every mode (the menu, flip, the analysis
 * board, the draw offer's cards, the board's pointer and keys) and hands
 * the rest here; a NULL hook is the game in play's own (game_draw.c). */
typedef enum { GM_PLAY, GM_REVIEW, GM_ANALYSIS, GM_PUZZLE, GM_ONLINE } GameModeKind;
enum {
    GM_STUDY = 1,  /* not the game in progress: nothing autosaved, no offers */
    GM_PANEL = 2,  /* its panel needs the room of a list */
    GM_MOVES = 4,  /* the board takes moves (a person's turn, a pass to play) */
    GM_OFFERS = 8, /* a draw may be offered, the game resigned */
    GM_REMOTE = 16, /* the other side plays over the network: no hint, no level,
                     * no new game here, a take-back asked of the friend */
};
typedef struct GameMode {
    GameModeKind kind;
    unsigned flags;
    /* A move picked on the board. */
    void (*play)(GameScene *g, App *a, Move mv);
    /* Input the screen's own keys did not take; 1 when used. */
    int (*input)(GameScene *g, App *a, const Input *in);
    /* A panel button the screen does not handle itself. */
    void (*button)(GameScene *g, App *a, int b);
    /* The panel's buttons now, in order; how many. */
    int (*buttons)(const GameScene *g, GameButton *order);
    /* Whether button b may be pressed now (else it is shown dimmed). */
    int (*enabled)(const GameScene *g, const App *a, int b);
    /* The frame's thinking time. */
    void (*think)(GameScene *g, App *a, double budget_s);
    /* Each tick once the board is still; a question to ask the player
     * (the computer's draw offer) is filled into card. */
    void (*idle)(GameScene *g, App *a, AskCard *card);
    /* The header's status line and the line under it (0: the screen's own). */
    void (*status)(const GameScene *g, App *a, char *buf, size_t len);
    int (*explain)(const GameScene *g, App *a, char *buf, size_t len);
    /* The panel under the cards. */
    void (*panel)(GameScene *g, App *a, SDL_FRect area);
    /* What the board is shown besides the position (a reviewed move). */
    void (*view)(const GameScene *g, BoardView *v);
    /* For --print-result: where the mode is, what it found. */
    void (*report)(GameScene *g, App *a, char *buf, size_t len);
    /* Ctrl+S and the menu's Save; NULL: nothing to save here. */
    void (*save)(GameScene *g, App *a);
    /* The player offers a draw (NULL: game_offer.c's way). */
    void (*offer_draw)(GameScene *g, App *a, AskCard *card);
    /* A card's answer the mode asked for or answers its own way (the
     * resignation sent to the friend); 1 when taken, NULL: none. */
    int (*answer)(GameScene *g, App *a, int question, int yes);
} GameMode;

/* ---- what the state says of itself (game_state.c) ---- */

/* A game of rules with options o and its match from start (NULL: the
 * game's start): 0, or -1 with the reason in err and nothing made. */
int sg_new_game(const GameRules *rules, const GameOptions *o, const Pos *start, Game **gm, Match **m, char *err,
                size_t errlen);
int sg_is_computer(const GameScene *g, int side);
/* The level the computer plays in this game: the setting, at most the
 * game's strongest (level_in_game: perfect only where the game is solved). */
int sg_level(const GameScene *g, const App *a);
/* The side is the one human playing the computer ("You"). */
int sg_is_you(const GameScene *g, int side);
/* The title and the sides' names, in the language in use (so again
 * after it changes). */
void sg_describe(GameScene *g);
/* The game's status; 1 when it is over. */
int sg_over(const GameScene *g, GameStatus *st);
/* 1 when a human is to move in a game still going (not in a review). */
int sg_human_turn(const GameScene *g);
/* The colour of a reviewed move's mark, the same on the board and in the
 * panel. */
SDL_Color sg_mark_color(ReviewMark m);
/* A notice in the header for secs seconds, after delay. */
void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs);
/* The same for a sentence, which the small window shows in its header
 * rather than its narrow strip. */
void sg_banner_wide(GameScene *g, App *a, const char *text, double delay, double secs);
int sg_flipped(const GameScene *g, const App *a);
/* Player names for the side panel and the result ("You", "Computer"...). */
void sg_player_name(const GameScene *g, const App *a, int side, char *buf, size_t len);
/* The same without a computer's level: for the result, where both are named. */
void sg_short_name(const GameScene *g, const App *a, int side, char *buf, size_t len);
int sg_hints_left(const GameScene *g, const App *a);
/* A finished game's result: who won ("You win!", "Black wins", "A draw")
 * and how, the final counts and why it ended ("Black 7 – 3 White (men
 * left) · a lead of 4 men"). */
void sg_result(const GameScene *g, const App *a, const GameStatus *st, char *title, size_t tlen, char *detail,
               size_t dlen);

/* A grid game's value in words, the side's view after the move: "ahead by
 * 1.3 men", "level", "a win in 6 moves". */
void sg_grid_value(const GameScene *g, int v, char *buf, size_t len);

/* ---- the board, through the view it is handed ---- */

/* What the board reads of the game now. */
BoardView sg_view(const GameScene *g);
/* The board shows the position as it stands, its animation finished. */
void sg_board_sync(GameScene *g);
void sg_board_finish(GameScene *g);
int sg_board_busy(const GameScene *g);
/* The hint's or the review's values on the board (NULL: none). */
void sg_board_hint(GameScene *g, const SearchResult *r);
/* Move mv, just played by `mover` (g->ev holds what it did), shown with
 * what the board announces. */
void sg_board_played(GameScene *g, App *a, Move mv, int mover);
/* The board's figure beside a side's name. */
int sg_board_score(const GameScene *g, int side);

#endif
