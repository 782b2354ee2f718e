/*
 * kalah_internal.h - what the rules of Kalah (kalah.c) and their
 * evaluation (kalah_eval.c) share: the position and the options.
 */
#ifndef TABULA_KALAH_INTERNAL_H
#define TABULA_KALAH_INTERNAL_H

#include "game.h"
#include "mancala.h"

#include <stdint.h>

enum { OPT_PITS, OPT_SEEDS, OPT_EMPTY_CAPTURE };

/* Pits 0..2P-1 as in the notation (player 1's A.. then player 2's);
 * store[s] is side s's store. */
typedef struct {
    PosHeader h;
    uint8_t pit[2 * MANCALA_MAX_PITS];
    uint8_t store[2];
    uint8_t row[2]; /* the seeds in each side's pits: the search asks at every node */
} KalahPos;

/* The fitted evaluation's unit: a seed is worth this much. */
#define KALAH_UNIT 32

static inline const KalahPos *kalah_cpos(const Pos *p) { return (const KalahPos *)(const void *)p; }
static inline int kalah_npits(const Game *g) { return g->opts.v[OPT_PITS]; }

/* kalah_eval.c: the value already decided (the side to move's store
 * minus the other's), the evaluations, the ordering and the levels. */
int kalah_base_value(const Game *g, const Pos *p);
int kalah_evaluate(const Game *g, const Pos *p);
int kalah_move_priority(const Game *g, const Pos *p, Move m);
void kalah_level_profile(const Game *g, const Pos *p, int level, LevelProfile *out);
int kalah_eval_features(const Game *g, const Pos *p, int *out);
extern const char *const kalah_eval_feature_names[];

#endif
