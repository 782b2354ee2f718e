/*
 * game_files.h - the game scene's files (game_files.c): saves, the
 * autosave, and a record read back with who played it.
 */
#ifndef TABULA_GAME_FILES_H
#define TABULA_GAME_FILES_H

#include "game_scene.h"

/* Saves into the per-user saves folder; the banner says where or why not. */
void sg_save(GameScene *g, App *a);
/* The app is closing: keeps a game in progress to offer it back, removes
 * the autosave of a finished one. */
void sg_autosave(GameScene *g, App *a);
/* Reads and parses a record (the caller frees it); *players from the
 * players' names ("Computer (LEVEL)" is the computer), *level the level
 * a name gives or -1.  NULL with the reason. */
Record *sg_read_record(const char *path, PlayMode *players, int *level, char *err, size_t errlen);

#endif
