/*
 * screens.h - the screens around the games: the main menu, the saved
 * games, the settings and the rules.  main.c hands them to every scene
 * as App.screens; only the menu and the saved games start a game
 * (scene_game.h).
 */
#ifndef TABULA_SCREENS_H
#define TABULA_SCREENS_H

#include "app.h"

Scene *scene_menu_create(App *a);
/* over_game: opened over a game, which stays below (else from the menu). */
Scene *scene_load_create(App *a, int over_game);
Scene *scene_settings_create(App *a);
Scene *scene_rules_create(App *a, const char *game);
/* The position editor for a game of `rules` with options o, showing p (NULL:
 * the start); over_game: opened over a game, which stays below and which
 * Back, or the analysis board's Done, goes back to. */
/* The puzzles: a game and a difficulty chosen, the player's record shown;
 * its Start opens the game screen as a puzzle trainer. */
Scene *scene_puzzles_create(App *a);
/* Play a friend online: host the game chosen in the menu, or join. */
Scene *scene_online_create(App *a);
Scene *scene_setup_create(App *a, const GameRules *rules, const GameOptions *o, const Pos *p, int over_game);

#endif
