/*
 * game_controls.h - the dialog over a game, the in-game menu
 * (scene_overlay.c).  It acts on the game only through the controls the
 * game scene hands it, so it does not know the game scene's insides and
 * calls run one way.
 */
#ifndef TABULA_GAME_CONTROLS_H
#define TABULA_GAME_CONTROLS_H

#include "app.h"

/* What a dialog may ask of the game below it; `game` is that scene, which
 * outlives the dialog. */
typedef struct {
    const char *(*title)(const Scene *game);
    const char *(*rules_name)(const Scene *game);
    int (*hints_left)(const Scene *game, const App *a);
    void (*hint)(Scene *game, App *a);
    void (*undo)(Scene *game, App *a);
    void (*redo)(Scene *game, App *a);
    /* Whether there is a move to take back, or one to play again. */
    int (*can_undo)(const Scene *game);
    int (*can_redo)(const Scene *game);
    /* Saves into the per-user saves folder; the banner says where or why not. */
    void (*save)(Scene *game, App *a);
    void (*level_changed)(Scene *game, App *a);
    /* The strongest level of the game (level_top): the level row goes no
     * higher. */
    int (*top_level)(const Scene *game);
    /* The same game again from its start. */
    void (*restart)(Scene *game, App *a);
    /* The board turned round (the small window's strip has no Flip). */
    void (*flip)(Scene *game, App *a);
    /* The game on an analysis board (a copy, pushed over it). */
    void (*analyse)(Scene *game, App *a);
    /* The scene is an analysis board, and what its menu does. */
    int (*analysing)(const Scene *game);
    void (*promote)(Scene *game, App *a);
    void (*delete_here)(Scene *game, App *a);
    void (*copy_pos)(Scene *game, App *a);
    void (*paste_pos)(Scene *game, App *a);
    /* A game against the computer from the position shown. */
    void (*play_here)(Scene *game, App *a);
    /* The small window's analysis panel: the moves (1) or the engine's
     * account (0) shown, -1 when both are; and the switch between them. */
    int (*moves_view)(const Scene *game);
    void (*toggle_moves)(Scene *game, App *a);
    /* The position shown in the position editor, over the game. */
    void (*setup)(Scene *game, App *a);
    /* The scene is a puzzle trainer; whether an action (a PuzzleAction of
     * game_puzzle.h: hint, solution, try again, next, analyse) can be
     * asked now, and asking it. */
    int (*puzzling)(const Scene *game);
    int (*puzzle_can)(const Scene *game, int what);
    void (*puzzle_do)(Scene *game, App *a, int what);
    /* Whether a player may offer a draw or resign now, and doing it (the
     * resignation is asked to be confirmed). */
    int (*can_offer)(const Scene *game);
    void (*offer_draw)(Scene *game, App *a);
    void (*resign)(Scene *game, App *a);
    /* The other side plays over the network: undo asks the friend, no
     * hint, level, redo, analysis or new game from here. */
    int (*remote)(const Scene *game);
    /* The answer to a question of scene_ask_create: 1 yes, 0 no. */
    void (*answer)(Scene *game, App *a, int question, int yes);
} GameControls;

Scene *scene_overlay_create(App *a, Scene *game, const GameControls *ctl);
/* A question over the game with two answers: `title` and `subtitle` (may
 * be empty), the yes and no rows' words; the answer goes to ctl->answer
 * with `question`, Escape saying no. */
Scene *scene_ask_create(App *a, Scene *game, const GameControls *ctl, int question, const char *title,
                        const char *subtitle, const char *yes, const char *no);

#endif
