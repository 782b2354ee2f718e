/*
 * bench_oware_compact.c - the compact form of a saved Oware endgame table
 * (oware_compact.h): builds it, checks every entry against the file,
 * and prints its size, the build's time and the median and p99 time of
 * random probes.  Nothing is saved.
 *
 *   bench_oware_compact [FILE] [PROBES]
 *   (default: ~/.cache/tabula/oware-finish-abapa-14.tbl, 1000000 probes)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "oware_compact.h"
#include "oware_table.h"
#include "seed_rank.h"

static double bc_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A table file's bounds (its two header lines skipped; the engine's
 * loader checks the checksum, here the size must match the seeds). */
static int8_t *bc_load(const char *path, int *seeds)
{
    FILE *f = fopen(path, "rb");
    char line[512];
    size_t n = 0;
    if (!f || !fgets(line, sizeof line, f) || !strstr(line, "seeds=") ||
        sscanf(strstr(line, "seeds="), "seeds=%d", seeds) != 1 || !fgets(line, sizeof line, f) ||
        sscanf(line, "bytes=%zu", &n) != 1 || n != oware_table_bytes_for(*seeds)) {
        fprintf(stderr, "%s: not an Oware table file\n", path);
        if (f)
            fclose(f);
        return NULL;
    }
    int8_t *d = malloc(n);
    if (!d || fread(d, 1, n, f) != n) {
        fprintf(stderr, "%s: short\n", path);
        free(d);
        d = NULL;
    }
    fclose(f);
    return d;
}

static int bc_cmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* Every entry through oware_compact_bounds; the entries that differ. */
static uint64_t bc_check_all(const OwareCompact *oc, const int8_t *d, int seeds, uint64_t *entries)
{
    uint64_t at = 0, wrong = 0;
    for (int s = 0; s <= seeds; s++)
        for (int a = 0; a <= s; a++)
            for (uint64_t r = 0; r < seed_ways(12, s); r++, at++) {
                int8_t got[2];
                oware_compact_bounds(oc, s, a, r, got);
                wrong += got[0] != d[2 * at] || got[1] != d[2 * at + 1];
            }
    *entries = at;
    return wrong;
}

/* Random probes, each timed alone: median and p99 in microseconds. */
static void bc_probes(const OwareCompact *oc, const int8_t *d, int seeds, int probes)
{
    uint64_t layer[ENDGAME_MAX_SEEDS + 2] = {0}, x = 88172645463325252ull, wrong = 0;
    for (int s = 0; s <= seeds; s++)
        layer[s + 1] = layer[s] + (uint64_t)(s + 1) * seed_ways(12, s);
    double *t = malloc((size_t)probes * sizeof *t);
    if (!t)
        return;
    for (int i = 0; i < probes; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        uint64_t g = x % layer[seeds + 1];
        int s = 0;
        while (layer[s + 1] <= g)
            s++;
        uint64_t n = seed_ways(12, s), a = (g - layer[s]) / n, r = (g - layer[s]) % n;
        int8_t got[2];
        double t0 = bc_now();
        oware_compact_bounds(oc, s, (int)a, r, got);
        t[i] = bc_now() - t0;
        wrong += got[0] != d[2 * g] || got[1] != d[2 * g + 1];
    }
    qsort(t, (size_t)probes, sizeof *t, bc_cmp);
    printf("random probes: %d, wrong %llu, median %.2f us, p99 %.2f us\n", probes, (unsigned long long)wrong,
           t[probes / 2] * 1e6, t[(size_t)((double)probes * 0.99)] * 1e6);
    free(t);
}

int main(int argc, char **argv)
{
    char path[1024];
    const char *home = getenv("HOME");
    snprintf(path, sizeof path, "%s/.cache/tabula/oware-finish-abapa-14.tbl", home ? home : ".");
    int seeds, probes = argc > 2 ? atoi(argv[2]) : 1000000;
    int8_t *d = bc_load(argc > 1 ? argv[1] : path, &seeds);
    if (!d || probes < 1)
        return 1;
    uint8_t *blob;
    size_t len;
    char err[256];
    double t0 = bc_now();
    if (oware_compact_build(d, seeds, NULL, &blob, &len, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    double built = bc_now() - t0;
    t0 = bc_now();
    OwareCompact *oc = oware_compact_open(blob, len, err, sizeof err);
    double opened = bc_now() - t0;
    if (!oc) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    printf("%d seeds: %zu bytes compact (%.2f MB) of %zu (%.1f%%); built in %.1f s, opened in %.1f ms\n", seeds, len,
           (double)len / 1e6, oware_table_bytes_for(seeds), 100.0 * (double)len / (double)oware_table_bytes_for(seeds),
           built, opened * 1e3);
    fflush(stdout);
    uint64_t entries;
    t0 = bc_now();
    uint64_t wrong = bc_check_all(oc, d, seeds, &entries);
    printf("every entry: %llu of %llu differ (%.1f s)\n", (unsigned long long)wrong, (unsigned long long)entries,
           bc_now() - t0);
    bc_probes(oc, d, seeds, probes);
    oware_compact_close(oc);
    free(blob);
    free(d);
    return wrong != 0;
}
