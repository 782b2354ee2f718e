/*
 * app.h - the window application: the scene stack, input turned
 * into a small set of app inputs, the fixed-timestep loop.
 *
 * Scenes are a stack of callback tables (menu, game, overlay, game over);
 * input goes to the top scene only, every scene is updated, and drawing
 * starts from the lowest scene the top ones are drawn over.  Scene changes
 * asked for during a callback take effect when it returns.  This is the
 * platform layer's heart: it knows scenes only as these callback tables.
 */
#ifndef TABULA_APP_H
#define TABULA_APP_H

#include <SDL.h>

#include "audio.h"
#include "game.h"
#include "gamepad.h"
#include "render.h"
#include "search.h"
#include "settings.h"
#include "tables.h"

/* What the player asked, in output pixels; keys as SDL keycodes. */
/* IN_ALT: the second action at a point (the mouse's right button), which
 * only the screens that have one use (the position editor's "take"). */
/* IN_TEXT: characters typed (UTF-8), which only text fields take. */
typedef enum { IN_DOWN, IN_UP, IN_MOVE, IN_KEY, IN_ALT, IN_TEXT } InputKind;
typedef struct {
    InputKind kind;
    float x, y;
    SDL_Keycode key;
    SDL_Keymod mod;
    int pad;        /* the key came from a game controller's button */
    char text[32];  /* IN_TEXT */
} Input;

typedef struct App App;
typedef struct Scene Scene;

typedef struct {
    void (*input)(Scene *s, App *a, const Input *in);
    void (*update)(Scene *s, App *a, double dt);   /* fixed tick */
    void (*think)(Scene *s, App *a, double budget_s); /* once a frame: bounded search work */
    void (*draw)(Scene *s, App *a, double alpha);
    void (*destroy)(Scene *s);
    int transparent;                               /* drawn over the scene below */
    void (*quit)(Scene *s, App *a);                /* the app is closing (may be NULL) */
    /* Where a named place is, in output pixels (scripts name pits and
     * squares: "C", "e5"); 0 when the scene has no such place.  May be NULL. */
    int (*locate)(Scene *s, App *a, const char *name, float *x, float *y);
} SceneVt;

struct Scene {
    const SceneVt *vt;
};

/* What the command line asked for (see main.c --help). */
typedef struct {
    const char *game;
    const char *opts[GAME_MAX_OPTIONS];
    int nopts;
    PlayMode mode;
    int mode_given;     /* --mode was said: it wins over a loaded record's players */
    int level;          /* -1: the settings' (or a loaded record's) */
    uint64_t seed;
    long frames;
    const char *screenshot;
    const char *events;
    int frame_stats;
    int fixed_step;
    int speed;          /* -1: the settings' */
    int print_result;   /* print the game's state at exit (tests) */
    int until_over;     /* quit a moment after the game ends (tests) */
    int width, height;
    const char *load;      /* --load FILE */
    const char *data_dir;  /* --data-dir DIR: the per-user folder */
    int table_seeds;       /* --table-seeds N, 0: the game's own */
    long review_nodes;     /* --review-nodes N: the review's budget a position, 0: its own */
    int lang;              /* --lang: a Lang, or -1 for the settings' */
    const char *net_code;  /* --net-code CODE: the join code a hosted game uses (scripted runs) */
} AppConfig;

#define APP_MAX_SCENES 8

/* The screens any scene may open, installed by main.c.  A scene reaches
 * the screens above its own layer only through these (the in-game menu
 * opens the settings, the game-over card goes back to the main menu), so
 * calls between the app's modules run one way. */
typedef struct {
    Scene *(*menu)(App *a);
    /* The saved games; over_game: opened over a game, which stays below. */
    Scene *(*saved_games)(App *a, int over_game);
    Scene *(*settings)(App *a);
    Scene *(*rules)(App *a, const char *game);
    /* The position editor, showing p of a game of rules with options o. */
    Scene *(*setup)(App *a, const GameRules *rules, const GameOptions *o, const Pos *p, int over_game);
    /* The puzzles: a game and a band chosen, the player's record. */
    Scene *(*puzzles)(App *a);
} AppScreens;

struct App {
    SDL_Window *window;
    Render *render;
    Audio *audio;        /* NULL: silent */
    Settings settings;
    AppConfig cfg;
    Scene *stack[APP_MAX_SCENES];
    int nstack;
    Scene *pending[APP_MAX_SCENES];
    int npending, pops, clear;
    int quit;
    double now;          /* seconds of game time */
    long frame;
    char pref_dir[1024];  /* per-user folder, "" when there is none */
    char assets[1024];    /* the assets folder (the puzzle sets are read from it) */
    char notice[256];     /* a message for the menu to show once */
    char result[2048];   /* the top scene's one-line account, for --print-result */
    char view[160];      /* what the screen showed, for --print-result: notices, labels */
    int calm;            /* set by a scene each frame: only a search runs, nothing moves */
    uint64_t ai_nodes;   /* nodes searched inside the loop, for --frame-stats */
    double ai_seconds;   /* time inside search_step */
    double ai_wall;      /* wall time of the frames in which a search ran */
    Gamepad pad;
    Tables *tables;      /* endgame tables, loaded or built in the background */
    const AppScreens *screens;
};

/* Scene stack changes, applied when the current callback returns. */
void app_push(App *a, Scene *s);
void app_pop(App *a);
/* Replaces the whole stack by s. */
void app_switch(App *a, Scene *s);
void app_quit(App *a);

/* The clipboard's text, without the blanks and line ends around it (they
 * are the clipboard's, not the text's), cut to len: 0, or -1 when it
 * holds no text. */
int app_clipboard_text(char *buf, size_t len);

/* Shows a message to the player (stderr and a message box when possible). */
void app_message(const char *title, const char *text);
/* Saves the settings after the player changed one (and says so if it
 * fails), and applies the language and the text size. */
void app_settings_changed(App *a);
/* Applies the language and the text size of the settings (or of the
 * command line). */
void app_apply_look(App *a);
/* A file in the per-user folder; 0, or -1 when there is no such folder. */
int app_pref_file(const App *a, const char *name, char *path, size_t len);

#endif
