/*
 * move_list.h - the words of the move list and the sides' tokens
 * (move_list.c), for the panel in play and the review.
 */
#ifndef TABULA_MOVE_LIST_H
#define TABULA_MOVE_LIST_H

#include "game_scene.h"

/* A side's token, size across, centred on (x, y) (board_draw_side_icon). */
void sg_draw_side_icon(const GameScene *g, Render *r, float x, float y, float size, int side);
/* The move of ply i as the move list writes it for a player: "e9–e5",
 * Khan's "b2×c3" and "+d5", a pit's letter; the records keep the notation. */
void sg_move_words(GameScene *g, int i, char *buf, size_t len);
/* What ply i took: seeds captured, men or pieces removed. */
int sg_ply_taken(GameScene *g, int i);
/* Move m of position p in a player's words, as the move list writes it
 * (what it takes worked out by playing it aside). */
void sg_move_words_at(const GameScene *g, const Pos *p, Move m, char *buf, size_t len);

#endif
