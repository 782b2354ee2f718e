/*
 * audio.c - a small mixer (audio.h).  The callback runs on SDL's audio
 * thread, so the voices are only changed with the device locked.
 */
#include "audio.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AUDIO_RATE 44100
#define AUDIO_VOICES 12

typedef struct {
    const float *data;
    int len, pos;
    float gain;
} Voice;

struct Audio {
    SDL_AudioDeviceID dev;
    float *sound[SOUND_COUNT];
    int len[SOUND_COUNT];
    Voice voice[AUDIO_VOICES];
    float volume; /* 0..1, 0 when sound is off */
};

static const char *const audio_file[SOUND_COUNT] = {"drop.wav", "capture.wav", "extra.wav", "end.wav"};

static void SDLCALL audio_mix(void *user, Uint8 *stream, int bytes)
{
    Audio *au = user;
    float *out = (float *)(void *)stream;
    int n = bytes / (int)sizeof(float);
    memset(out, 0, (size_t)bytes);
    for (int v = 0; v < AUDIO_VOICES; v++) {
        Voice *vc = &au->voice[v];
        if (!vc->data)
            continue;
        float g = vc->gain * au->volume;
        int k = 0;
        for (; k < n && vc->pos < vc->len; k++)
            out[k] += vc->data[vc->pos++] * g;
        if (vc->pos >= vc->len)
            vc->data = NULL;
    }
    for (int k = 0; k < n; k++) /* several voices at once must not wrap */
        out[k] = out[k] > 1.0f ? 1.0f : out[k] < -1.0f ? -1.0f : out[k];
}

/* One WAV, converted to the mixer's mono float samples. */
static int audio_load(Audio *au, SoundId id, const char *path, char *note, size_t note_len)
{
    SDL_AudioSpec spec;
    Uint8 *buf;
    Uint32 len;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        snprintf(note, note_len, "cannot read %s: %s", path, SDL_GetError());
        return -1;
    }
    SDL_AudioCVT cvt;
    if (SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_F32SYS, 1, AUDIO_RATE) < 0) {
        snprintf(note, note_len, "cannot convert %s: %s", path, SDL_GetError());
        SDL_FreeWAV(buf);
        return -1;
    }
    cvt.len = (int)len;
    cvt.buf = malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!cvt.buf) {
        SDL_FreeWAV(buf);
        snprintf(note, note_len, "out of memory");
        return -1;
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (cvt.needed && SDL_ConvertAudio(&cvt) < 0) {
        snprintf(note, note_len, "cannot convert %s: %s", path, SDL_GetError());
        free(cvt.buf);
        return -1;
    }
    au->sound[id] = (float *)(void *)cvt.buf;
    au->len[id] = (cvt.needed ? cvt.len_cvt : cvt.len) / (int)sizeof(float);
    return 0;
}

Audio *audio_open(const char *assets_dir, char *note, size_t note_len)
{
    note[0] = 0;
    if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(note, note_len, "no audio: %s", SDL_GetError());
        return NULL;
    }
    Audio *au = calloc(1, sizeof *au);
    if (!au) {
        snprintf(note, note_len, "no audio: out of memory");
        return NULL;
    }
    for (int i = 0; i < SOUND_COUNT; i++) {
        char path[1100];
        snprintf(path, sizeof path, "%s/sound/%s", assets_dir, audio_file[i]);
        if (audio_load(au, (SoundId)i, path, note, note_len) != 0) {
            audio_close(au);
            return NULL;
        }
    }
    SDL_AudioSpec want, have;
    memset(&want, 0, sizeof want);
    want.freq = AUDIO_RATE;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512; /* about 12 ms: a seed is heard as it lands */
    want.callback = audio_mix;
    want.userdata = au;
    au->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!au->dev) {
        snprintf(note, note_len, "no audio device: %s", SDL_GetError());
        audio_close(au);
        return NULL;
    }
    au->volume = 0.7f;
    SDL_PauseAudioDevice(au->dev, 0);
    return au;
}

void audio_close(Audio *au)
{
    if (!au)
        return;
    if (au->dev)
        SDL_CloseAudioDevice(au->dev);
    for (int i = 0; i < SOUND_COUNT; i++)
        free(au->sound[i]);
    free(au);
}

void audio_set(Audio *au, int on, int volume)
{
    if (!au)
        return;
    SDL_LockAudioDevice(au->dev);
    au->volume = on ? (float)(volume < 0 ? 0 : volume > 10 ? 10 : volume) / 10.0f : 0.0f;
    SDL_UnlockAudioDevice(au->dev);
}

void audio_play(Audio *au, SoundId id, float gain)
{
    if (!au || id < 0 || id >= SOUND_COUNT || !au->sound[id] || au->volume <= 0)
        return;
    SDL_LockAudioDevice(au->dev);
    /* A free voice, or else the one nearest its end. */
    int best = 0, left = -1;
    for (int v = 0; v < AUDIO_VOICES; v++) {
        const Voice *vc = &au->voice[v];
        int l = vc->data ? vc->len - vc->pos : -1;
        if (!vc->data) {
            best = v;
            break;
        }
        if (left < 0 || l < left)
            best = v, left = l;
    }
    au->voice[best] = (Voice){au->sound[id], au->len[id], 0, gain};
    SDL_UnlockAudioDevice(au->dev);
}
