/*
 * sowing_anim.h - the seeds of a sowing board as the player sees them,
 * and the animation of a move built from the engine's events.
 *
 * Every seed keeps its colour as it travels.  A move becomes a timeline of
 * flights (lift from the pit into the hand, each hop in order, captures
 * and sweeps to a store); sowing_anim_advance moves time forward and seeds
 * leave and land as their flights start and end, so the counts shown are
 * always those of the seeds at rest.  No SDL: positions are (location,
 * index) pairs that the view turns into pixels.
 */
#ifndef TABULA_SOWING_ANIM_H
#define TABULA_SOWING_ANIM_H

#include "game.h"
#include "settings.h"

#include <stdint.h>

#define SA_LOCS 18
#define SA_MAX_SEEDS 160
#define SA_HAND (-1) /* "location" of the seeds held above the picked pit */
#define SA_MAX_FLIGHTS 1024

typedef struct {
    int from, from_index; /* location (or SA_HAND) and spot index */
    int to, to_index;
    uint8_t colour;
    double start, dur;
    uint8_t state;        /* 0 waiting, 1 in the air, 2 landed */
} Flight;

typedef struct {
    int nlocs;                           /* 2P + 2 */
    int count[SA_LOCS];                  /* seeds at rest */
    uint8_t colour[SA_LOCS][SA_MAX_SEEDS];
    int hand_loc;                        /* the pit the hand hovers over */
    int hand_count;
    uint8_t hand[SA_MAX_SEEDS];
    Flight flight[SA_MAX_FLIGHTS];
    int nflights;
    double t, end;                       /* the clock and the timeline's end */
    int announce;                        /* EV_EXTRA_TURN / EV_GRAND_SLAM seen, for the banner */
    double announce_at;
    int captured;                        /* seeds the move captures (not the end's sweep) */
    double capture_at;                   /* when they leave for the store */
    int landed_sown, landed_taken;       /* seeds landed from the hand / taken from a pit, for sounds */
} SowingAnim;

/* Sets the seeds at rest to counts[0..nlocs) with stable colours. */
void sowing_anim_reset(SowingAnim *a, int nlocs, const int *counts);
/* Builds the timeline of a move from its events (the counts at rest must
 * be those of the position before it); speed decides the pace. */
void sowing_anim_start(SowingAnim *a, const EventList *ev, AnimSpeed speed);
/* Advances the clock by dt seconds; returns 1 while something moves. */
int sowing_anim_advance(SowingAnim *a, double dt);
/* Ends the animation at once, every seed where it lands. */
void sowing_anim_finish(SowingAnim *a);
int sowing_anim_busy(const SowingAnim *a);
/* 0..1 progress of a flight at the current clock plus `ahead` seconds. */
double sowing_anim_progress(const SowingAnim *a, const Flight *f, double ahead);

#endif
