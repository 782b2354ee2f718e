/*
 * oware_internal.h - what the rules of Oware (oware.c) and their
 * evaluation (oware_eval.c) share: the position and its small readers.
 */
#ifndef TABULA_OWARE_INTERNAL_H
#define TABULA_OWARE_INTERNAL_H

#include "game.h"

#include <stdint.h>

#define OWARE_PITS 6
#define OWARE_SEEDS 48
#define OWARE_WIN 25
/* The fitted evaluation's unit: a seed is worth this much. */
#define OWARE_UNIT 32

/* Pits 0..11 as in the notation (A..F player 1, G..L player 2), sown in
 * that order; store[s] holds what side s has captured. */
typedef struct {
    PosHeader h;
    uint8_t pit[2 * OWARE_PITS];
    uint8_t store[2];
} OwarePos;

static inline const OwarePos *oware_cpos(const Pos *p) { return (const OwarePos *)(const void *)p; }

static inline int oware_row_sum(const OwarePos *p, int side)
{
    int s = 0;
    for (int i = side * OWARE_PITS; i < side * OWARE_PITS + OWARE_PITS; i++)
        s += p->pit[i];
    return s;
}

/* The pit where a sowing of `seeds` from `from` ends (the origin skipped). */
static inline int oware_last_pit(int from, int seeds)
{
    int steps = seeds + (seeds - 1) / 11;
    return (from + steps) % 12;
}

/* oware_eval.c: the value already decided (the side to move's captures
 * minus the other's), the evaluations, the ordering and the levels. */
int oware_base_value(const Game *g, const Pos *p);
int oware_evaluate(const Game *g, const Pos *p);
int oware_move_priority(const Game *g, const Pos *p, Move m);
void oware_level_profile(const Game *g, const Pos *p, int level, LevelProfile *out);
int oware_eval_features(const Game *g, const Pos *p, int *out);
extern const char *const oware_eval_feature_names[];

#endif
