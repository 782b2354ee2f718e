/*
 * audio.h - the game's sound effects through SDL's own audio: a few short
 * WAVs mixed in the audio callback.  Without an audio device, or without
 * the sound files, the game plays silently: every call accepts NULL.
 */
#ifndef TABULA_AUDIO_H
#define TABULA_AUDIO_H

#include <stddef.h>

typedef enum { SOUND_DROP, SOUND_CAPTURE, SOUND_EXTRA, SOUND_END, SOUND_COUNT } SoundId;

typedef struct Audio Audio;

/* Opens the default device and loads the WAVs in assets_dir/sound; NULL (and
 * why, in note) when the game must stay silent. */
Audio *audio_open(const char *assets_dir, char *note, size_t note_len);
void audio_close(Audio *au);

/* Sound on or off, volume 0..10 (the settings' scale). */
void audio_set(Audio *au, int on, int volume);

/* Starts a sound at gain 0..1 of the set volume. */
void audio_play(Audio *au, SoundId id, float gain);

#endif
