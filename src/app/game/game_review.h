/*
 * game_review.h - a finished game looked at again (game_review.c): its
 * moves stepped through with each marked against the best, the analysis
 * run in the frame's thinking time.
 */
#ifndef TABULA_GAME_REVIEW_H
#define TABULA_GAME_REVIEW_H

#include "game_scene.h"

/* A finished game can be reviewed. */
int sg_can_review(const GameScene *g);
void sg_review_start(GameScene *g, App *a);
void sg_review_think(GameScene *g, App *a, double budget_s);
void sg_review_input(GameScene *g, App *a, const Input *in);
void sg_review_button(GameScene *g, App *a, int b);
/* Back to the end of the game and its result. */
void sg_review_leave(GameScene *g);
/* The status line, and the panel below the players' cards. */
void sg_review_status(const GameScene *g, char *buf, size_t len);
void sg_review_panel(GameScene *g, App *a, SDL_FRect area);
/* For --print-result: where the review is, what it found so far. */
void sg_review_report(const GameScene *g, char *buf, size_t len);

#endif
