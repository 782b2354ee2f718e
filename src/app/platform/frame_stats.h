/*
 * frame_stats.h - what --frame-stats prints: the frame times' percentiles
 * and, for the slowest frames, where their time went (input and ticks,
 * drawing, the search before the present, the present), so a frame that
 * waits can be traced to its cause.
 */
#ifndef TABULA_FRAME_STATS_H
#define TABULA_FRAME_STATS_H

#include <stdio.h>

typedef enum { FS_UPDATE, FS_DRAW, FS_THINK, FS_PRESENT, FS_PHASES } FramePhase;

typedef struct FrameStats FrameStats;

/* Room for cap frames (0: about a million); NULL when out of memory. */
FrameStats *frame_stats_create(long cap);
void frame_stats_destroy(FrameStats *fs);
/* Adds seconds spent in a phase of the frame being measured. */
void frame_stats_phase(FrameStats *fs, FramePhase ph, double seconds);
/* Closes frame number `frame` (1 first), which took `seconds` from its
 * start to its present. */
void frame_stats_frame(FrameStats *fs, long frame, double seconds);
/* A frame starts at `seconds` (any clock), due `period` seconds after
 * the last one started (or when the last one ended, if it ran over): how
 * late it is shows a wait the frame times cannot (work after the
 * present, a sleep that overslept). */
void frame_stats_begin(FrameStats *fs, double seconds, double period);
/* Prints "frames N p50_ms .. p99_ms .. max_ms .. ai_nodes_per_s .." on
 * out, and on detail how late frames started and the slowest frames'
 * phases.  The first frame, which
 * builds the caches, is left out. */
void frame_stats_print(FrameStats *fs, FILE *out, FILE *detail, double ai_nodes_per_s);

#endif
