/*
 * test_frame_stats.c - what --frame-stats prints (frame_stats.c): the
 * percentiles of known frame times, the first frame left out, the slowest
 * frames in order with their phases, and a late start counted once.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "frame_stats.h"

/* Runs print into two memory files; out and detail get their text. */
static void fs_print(FrameStats *fs, char *out, size_t outlen, char *detail, size_t detlen)
{
    FILE *o = fmemopen(out, outlen, "w"), *d = fmemopen(detail, detlen, "w");
    cr_assert(o && d);
    frame_stats_print(fs, o, d, 123.0);
    fclose(o);
    fclose(d);
}

Test(frame_stats, percentiles_leave_the_first_frame_out)
{
    FrameStats *fs = frame_stats_create(200);
    cr_assert_not_null(fs);
    frame_stats_frame(fs, 1, 0.500); /* the loading frame: not counted */
    for (long f = 2; f <= 101; f++)
        frame_stats_frame(fs, f, (double)(f - 1) / 1000.0); /* 1..100 ms */
    char out[256] = "", detail[2048] = "";
    fs_print(fs, out, sizeof out, detail, sizeof detail);
    cr_expect_str_eq(out, "frames 101 p50_ms 51.00 p99_ms 100.00 max_ms 100.00 ai_nodes_per_s 123\n");
    frame_stats_destroy(fs);
}

Test(frame_stats, slowest_frames_in_order_with_their_phases)
{
    FrameStats *fs = frame_stats_create(0);
    cr_assert_not_null(fs);
    frame_stats_frame(fs, 1, 0.9);
    const double took[] = {0.010, 0.040, 0.012, 0.030, 0.011, 0.050, 0.013, 0.020, 0.014, 0.045};
    for (int i = 0; i < 10; i++) {
        frame_stats_phase(fs, FS_UPDATE, 0.001);
        frame_stats_phase(fs, FS_DRAW, took[i] / 2);
        frame_stats_phase(fs, FS_THINK, 0.002);
        frame_stats_phase(fs, FS_THINK, 0.001); /* phases add up within a frame */
        frame_stats_phase(fs, FS_PRESENT, took[i] / 2 - 0.004);
        frame_stats_frame(fs, 2 + i, took[i]);
    }
    char out[256] = "", detail[2048] = "";
    fs_print(fs, out, sizeof out, detail, sizeof detail);
    const char *want = "slow frame 7: 50.00 ms (update 1.00, draw 25.00, think 3.00, present 21.00)\n"
                       "slow frame 11: 45.00 ms (update 1.00, draw 22.50, think 3.00, present 18.50)\n"
                       "slow frame 3: 40.00 ms (update 1.00, draw 20.00, think 3.00, present 16.00)\n"
                       "slow frame 5: 30.00 ms (update 1.00, draw 15.00, think 3.00, present 11.00)\n"
                       "slow frame 9: 20.00 ms (update 1.00, draw 10.00, think 3.00, present 6.00)\n"
                       "slow frame 10: 14.00 ms (update 1.00, draw 7.00, think 3.00, present 3.00)\n";
    cr_expect_str_eq(detail, want);
    frame_stats_destroy(fs);
}

Test(frame_stats, a_late_start_is_counted_once)
{
    FrameStats *fs = frame_stats_create(0);
    const double period = 0.016;
    /* Frame 2 runs over (30 ms): frame 3 starting when it ended is on
     * time; frame 4 starting 5 ms after it was due is late by 5 ms. */
    double t = 10.0;
    frame_stats_begin(fs, t, period);
    frame_stats_frame(fs, 1, 0.010);
    frame_stats_begin(fs, t += period, period);
    frame_stats_frame(fs, 2, 0.030);
    frame_stats_begin(fs, t += 0.030, period);
    frame_stats_frame(fs, 3, 0.010);
    frame_stats_begin(fs, t += period + 0.005, period);
    frame_stats_frame(fs, 4, 0.010);
    char out[256] = "", detail[2048] = "";
    fs_print(fs, out, sizeof out, detail, sizeof detail);
    cr_expect(strstr(detail, "frames started late: p99 5.00 ms, max 5.00 ms\n") != NULL, "%s", detail);
    frame_stats_destroy(fs);
}
