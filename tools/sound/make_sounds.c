/*
 * make_sounds.c - synthesises Tabula's sound effects and writes them as
 * 16-bit mono WAV files into assets/sound/.  The committed WAVs come from
 * this program, so a sound can be retuned here and regenerated:
 *
 *     cmake --build build --target tabula-sounds && build/tools/tabula-sounds assets/sound
 *
 * Every sound is a sum of decaying partials plus a little seeded noise for
 * the attack, so the output is identical on every machine.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SND_RATE 44100
#define SND_PI 3.14159265358979323846

typedef struct {
    float *s;
    int n;
} Buffer;

static Buffer snd_buffer(double seconds)
{
    Buffer b;
    b.n = (int)(seconds * SND_RATE);
    b.s = calloc((size_t)b.n, sizeof *b.s);
    if (!b.s) {
        fprintf(stderr, "tabula-sounds: out of memory\n");
        exit(1);
    }
    return b;
}

/* A struck partial: frequency hz, amplitude amp, decay time tau seconds,
 * starting at `at` seconds. */
static void snd_partial(Buffer *b, double at, double hz, double amp, double tau)
{
    int start = (int)(at * SND_RATE);
    for (int i = start; i < b->n; i++) {
        double t = (double)(i - start) / SND_RATE;
        double env = exp(-t / tau) * (t < 0.002 ? t / 0.002 : 1.0); /* 2 ms attack: no click */
        b->s[i] += (float)(amp * env * sin(2 * SND_PI * hz * t));
    }
}

/* A short burst of filtered noise: the contact of wood on wood. */
static void snd_knock(Buffer *b, double at, double amp, double tau, uint32_t seed)
{
    int start = (int)(at * SND_RATE);
    double lp = 0;
    uint32_t x = seed * 2654435761u + 1;
    for (int i = start; i < b->n && i < start + (int)(tau * 8 * SND_RATE); i++) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        double noise = (double)(x & 0xFFFF) / 32768.0 - 1.0;
        lp += 0.35 * (noise - lp);
        double t = (double)(i - start) / SND_RATE;
        b->s[i] += (float)(amp * lp * exp(-t / tau));
    }
}

/* A seed dropping into a wooden pit: a knock and a hollow body. */
static void snd_wood(Buffer *b, double at, double pitch, double amp, uint32_t seed)
{
    snd_knock(b, at, amp * 0.9, 0.004, seed);
    snd_partial(b, at, pitch, amp * 0.55, 0.030);
    snd_partial(b, at, pitch * 2.76, amp * 0.25, 0.012);
    snd_partial(b, at, pitch * 5.40, amp * 0.10, 0.006);
}

/* A struck bell-like tone for the announcements. */
static void snd_chime(Buffer *b, double at, double hz, double amp)
{
    snd_partial(b, at, hz, amp, 0.35);
    snd_partial(b, at, hz * 2.0, amp * 0.35, 0.18);
    snd_partial(b, at, hz * 3.01, amp * 0.12, 0.09);
}

static int snd_write(const char *dir, const char *name, Buffer *b)
{
    float peak = 0;
    for (int i = 0; i < b->n; i++)
        peak = fmaxf(peak, fabsf(b->s[i]));
    float gain = peak > 0 ? 0.7f / peak : 1.0f; /* every sound peaks at the same level */
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        return 1;
    }
    uint32_t data = (uint32_t)b->n * 2;
    unsigned char h[44];
    memcpy(h, "RIFF", 4);
    uint32_t v[] = {36 + data, 0, 16, 0, SND_RATE, SND_RATE * 2, 0, data};
    memcpy(h + 8, "WAVEfmt ", 8);
    for (int k = 0; k < 4; k++) /* RIFF size */
        h[4 + k] = (unsigned char)(v[0] >> (8 * k));
    for (int k = 0; k < 4; k++) /* fmt chunk size */
        h[16 + k] = (unsigned char)(v[2] >> (8 * k));
    h[20] = 1, h[21] = 0; /* PCM */
    h[22] = 1, h[23] = 0; /* mono */
    for (int k = 0; k < 4; k++)
        h[24 + k] = (unsigned char)(v[4] >> (8 * k));
    for (int k = 0; k < 4; k++)
        h[28 + k] = (unsigned char)(v[5] >> (8 * k));
    h[32] = 2, h[33] = 0;  /* block align */
    h[34] = 16, h[35] = 0; /* bits */
    memcpy(h + 36, "data", 4);
    for (int k = 0; k < 4; k++)
        h[40 + k] = (unsigned char)(v[7] >> (8 * k));
    int bad = fwrite(h, 1, sizeof h, f) != sizeof h;
    for (int i = 0; i < b->n && !bad; i++) {
        int x = (int)lrintf(b->s[i] * gain * 32767.0f);
        x = x > 32767 ? 32767 : x < -32768 ? -32768 : x;
        unsigned char le[2] = {(unsigned char)(x & 0xFF), (unsigned char)((x >> 8) & 0xFF)};
        bad = fwrite(le, 1, 2, f) != 2;
    }
    if (fclose(f) != 0 || bad) {
        fprintf(stderr, "%s: write failed\n", path);
        return 1;
    }
    free(b->s);
    printf("%s: %d samples\n", path, b->n);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT_DIR\n", argv[0]);
        return 2;
    }
    int bad = 0;
    Buffer drop = snd_buffer(0.12);
    snd_wood(&drop, 0.0, 820, 1.0, 1);
    bad |= snd_write(argv[1], "drop.wav", &drop);

    /* A capture: a handful of seeds poured into the store, then settling. */
    Buffer capture = snd_buffer(0.45);
    for (int k = 0; k < 7; k++)
        snd_wood(&capture, 0.035 * k + 0.004 * (k % 3), 560 + 45 * (k % 4), 0.8 - 0.06 * k, 10 + (uint32_t)k);
    snd_partial(&capture, 0.0, 140, 0.35, 0.08);
    bad |= snd_write(argv[1], "capture.wav", &capture);

    Buffer extra = snd_buffer(0.8);
    snd_chime(&extra, 0.0, 659.25, 0.8);  /* E5 */
    snd_chime(&extra, 0.12, 987.77, 0.7); /* B5 */
    bad |= snd_write(argv[1], "extra.wav", &extra);

    Buffer end = snd_buffer(1.6);
    const double notes[] = {523.25, 659.25, 783.99, 1046.5}; /* C5 E5 G5 C6 */
    for (int k = 0; k < 4; k++)
        snd_chime(&end, 0.16 * k, notes[k], k == 3 ? 0.9 : 0.6);
    bad |= snd_write(argv[1], "end.wav", &end);
    return bad;
}
