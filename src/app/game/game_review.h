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
/* The screen goes into the review (its mode), at the game's start. */
void sg_review_start(GameScene *g, App *a);
/* Back to the end of the game and its result, in the mode it came from. */
void sg_review_leave(GameScene *g);
/* What the review kept (the scene closing). */
void sg_review_free(GameScene *g);

#endif
