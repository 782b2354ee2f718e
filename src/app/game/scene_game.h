/*
 * scene_game.h - the game screen (scene_game.c): a game played, from the
 * menu, a saved file or the autosave.
 */
#ifndef TABULA_SCENE_GAME_H
#define TABULA_SCENE_GAME_H

#include "app.h"
#include "net_session.h"
#include "net_socket.h"
#include "puzzle.h"
#include "variation.h"

/* A game of `rules` with options; NULL with a reason. */
Scene *scene_game_create(App *a, const GameRules *rules, const GameOptions *o, PlayMode mode, char *err, size_t errlen);
/* A game with a friend over the network, hosted: this side plays `side`
 * (0 or 1), the friend joins at address and port (0: any) with code, the
 * waiting shown on the game screen.  NULL with a reason. */
Scene *scene_game_host(App *a, const GameRules *rules, const GameOptions *o, int side, const char *address, int port,
                       const char *code, char *err, size_t errlen);
/* A game joined: session s, its greeting done and play begun, over link
 * k (both taken, also on failure); address, port and code kept to come
 * back after a drop.  NULL with a reason. */
Scene *scene_game_join(App *a, NetSession *s, NetLink *k, const char *address, int port, const char *code, char *err,
                       size_t errlen);
/* A new game whose first side chooses an option before its first move
 * (Khan: Rouge's home edge): offered on the board to a human, made at
 * once by search for the computer.  Nothing for the other games. */
void scene_game_offer_choice(Scene *s, App *a);
/* A game replayed from a record file, played on as the record says: a
 * player named "Computer (LEVEL)" is the computer, at that level (which
 * becomes the settings' level for this run, not saved), unless mode or
 * level (-1: the record's) say otherwise.  NULL with the reason, which
 * names the file only when it could not be read. */
Scene *scene_game_load(App *a, const char *path, int mode, int level, char *err, size_t errlen);

/* The analysis board of a game of `rules` with options from start (NULL:
 * the standard one), the main line moves[0..n-1] (or the tree, which it
 * takes), the position after `at` of them shown.  NULL with a reason. */
Scene *scene_analysis_create(App *a, const GameRules *rules, const GameOptions *o, const Pos *start, const Move *moves,
                             int n, int at, VarTree *tree, char *err, size_t errlen);

/* The puzzle trainer on set (taken: freed with the scene, or on failure)
 * of the game of `rules` with options o, at index game_index in the
 * registry: the puzzles of `band` (0: every band), the first the player
 * has not solved shown.  NULL with a reason. */
Scene *scene_puzzle_create(App *a, const GameRules *rules, const GameOptions *o, PuzzleSet *set, int game_index,
                           int band, char *err, size_t errlen);

/* Where an analysis board made by scene_analysis_create stands: over a
 * game (its Done goes back there, else to the menu), the board flipped. */
void scene_analysis_placed(Scene *s, int over_game, int flipped);

#endif
