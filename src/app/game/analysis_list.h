/*
 * analysis_list.h - the analysis board's moves as a player reads a study
 * (analysis_list.c): the main line in full, each variation in
 * parentheses after the move it replaces, dimmed, numbered as the move
 * list numbers turns; the position shown lit; a move pointed at is a node
 * to go to.
 */
#ifndef TABULA_ANALYSIS_LIST_H
#define TABULA_ANALYSIS_LIST_H

#include "game_scene.h"
#include "variation.h"

typedef struct AnalysisList AnalysisList;

AnalysisList *analysis_list_create(void);
void analysis_list_destroy(AnalysisList *l);
/* The words again after the tree changed (or the language). */
void analysis_list_invalidate(AnalysisList *l);
/* Draws tree's moves in area, `node` lit and in view. */
void analysis_list_draw(AnalysisList *l, GameScene *g, const VarTree *tree, VarNode node, Render *r, SDL_FRect area,
                        float px);
/* The node whose move is at (x, y) as last drawn; VAR_NONE when none. */
VarNode analysis_list_hit(const AnalysisList *l, float x, float y);
/* The text of the whole tree as drawn (for --print-result and tests). */
void analysis_list_text(AnalysisList *l, GameScene *g, const VarTree *tree, char *buf, size_t len);

#endif
