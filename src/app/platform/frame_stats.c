/*
 * frame_stats.c - frame times and the phases of the slowest frames
 * (frame_stats.h).
 */
#include "frame_stats.h"

#include <stdlib.h>
#include <string.h>

#define FS_SLOWEST 6

typedef struct {
    long frame;
    double ms;
    double phase_ms[FS_PHASES];
} SlowFrame;

struct FrameStats {
    double *ms;
    long cap, n;
    double phase[FS_PHASES]; /* the frame being measured, seconds */
    SlowFrame slow[FS_SLOWEST]; /* slowest first */
    int nslow;
    double *late; /* each frame's start after it was due, ms */
    long nlate;
    double last_start, last_took;
};

FrameStats *frame_stats_create(long cap)
{
    FrameStats *fs = calloc(1, sizeof *fs);
    if (!fs)
        return NULL;
    fs->cap = cap > 0 ? cap : 1L << 20;
    fs->ms = malloc(sizeof *fs->ms * (size_t)fs->cap);
    fs->late = malloc(sizeof *fs->late * (size_t)fs->cap);
    fs->last_start = -1;
    if (!fs->ms || !fs->late) {
        frame_stats_destroy(fs);
        return NULL;
    }
    return fs;
}

void frame_stats_destroy(FrameStats *fs)
{
    if (fs) {
        free(fs->ms);
        free(fs->late);
    }
    free(fs);
}

void frame_stats_phase(FrameStats *fs, FramePhase ph, double seconds)
{
    if (fs && ph >= 0 && ph < FS_PHASES)
        fs->phase[ph] += seconds;
}

void frame_stats_frame(FrameStats *fs, long frame, double seconds)
{
    if (!fs)
        return;
    double ms = seconds * 1000.0;
    fs->last_took = seconds;
    if (frame > 1 && fs->n < fs->cap) {
        fs->ms[fs->n++] = ms;
        /* Kept in order, slowest first: a handful, so insertion will do. */
        int at = fs->nslow;
        while (at > 0 && fs->slow[at - 1].ms < ms)
            at--;
        if (at < FS_SLOWEST) {
            int last = fs->nslow < FS_SLOWEST ? fs->nslow : FS_SLOWEST - 1;
            memmove(&fs->slow[at + 1], &fs->slow[at], sizeof fs->slow[0] * (size_t)(last - at));
            fs->slow[at].frame = frame;
            fs->slow[at].ms = ms;
            for (int p = 0; p < FS_PHASES; p++)
                fs->slow[at].phase_ms[p] = fs->phase[p] * 1000.0;
            if (fs->nslow < FS_SLOWEST)
                fs->nslow++;
        }
    }
    memset(fs->phase, 0, sizeof fs->phase);
}

void frame_stats_begin(FrameStats *fs, double seconds, double period)
{
    if (!fs)
        return;
    if (fs->last_start >= 0 && fs->nlate < fs->cap) {
        /* Due a period after the last start, or when the last frame
         * ended if it ran over: its own overrun is counted once, there. */
        double due = fs->last_start + (fs->last_took > period ? fs->last_took : period);
        double late = (seconds - due) * 1000.0;
        fs->late[fs->nlate++] = late > 0 ? late : 0;
    }
    fs->last_start = seconds;
}

static int fs_cmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

void frame_stats_print(FrameStats *fs, FILE *out, FILE *detail, double ai_nodes_per_s)
{
    if (!fs || fs->n == 0)
        return;
    long n = fs->n;
    double *ms = malloc(sizeof *ms * (size_t)n);
    if (!ms)
        return;
    memcpy(ms, fs->ms, sizeof *ms * (size_t)n);
    qsort(ms, (size_t)n, sizeof *ms, fs_cmp);
    long p99 = (n * 99) / 100 < n ? (n * 99) / 100 : n - 1;
    if (fs->nlate > 1) {
        long g = fs->nlate - 1; /* the second frame follows the first's loading */
        double *late = fs->late + 1;
        qsort(late, (size_t)g, sizeof *late, fs_cmp);
        long g99 = (g * 99) / 100 < g ? (g * 99) / 100 : g - 1;
        fprintf(detail, "frames started late: p99 %.2f ms, max %.2f ms\n", late[g99], late[g - 1]);
    }
    for (int k = 0; k < fs->nslow; k++) {
        const SlowFrame *s = &fs->slow[k];
        fprintf(detail, "slow frame %ld: %.2f ms (update %.2f, draw %.2f, think %.2f, present %.2f)\n", s->frame,
                s->ms, s->phase_ms[FS_UPDATE], s->phase_ms[FS_DRAW], s->phase_ms[FS_THINK], s->phase_ms[FS_PRESENT]);
    }
    fflush(detail);
    fprintf(out, "frames %ld p50_ms %.2f p99_ms %.2f max_ms %.2f ai_nodes_per_s %.0f\n", n + 1, ms[n / 2], ms[p99],
            ms[n - 1], ai_nodes_per_s);
    fflush(out);
    free(ms);
}
