/*
 * settings.h - the player's settings, kept in settings.ini in the per-user
 * folder (SDL_GetPrefPath).  A file that cannot be read gives the defaults
 * and a notice, and is not written over until the player changes a setting.
 */
#ifndef TABULA_SETTINGS_H
#define TABULA_SETTINGS_H

#include <stddef.h>

#include "app.h"

void settings_default(Settings *s);
/* Reads path into s (defaults for anything missing).  0 when the file was
 * read or does not exist; -1 with a reason when it is damaged (s then
 * holds the defaults). */
int settings_load(const char *path, Settings *s, char *err, size_t errlen);
/* Writes s atomically; 0, or -1 with a reason. */
int settings_save(const char *path, const Settings *s, char *err, size_t errlen);

#endif
