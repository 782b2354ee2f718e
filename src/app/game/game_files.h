/*
 * game_files.h - the game scene's files (game_files.c): saves, the
 * autosave, and a record read back with who played it.
 */
#ifndef TABULA_GAME_FILES_H
#define TABULA_GAME_FILES_H

#include "game_scene.h"
#include "record.h"
#include "variation.h"

/* Saves into the per-user saves folder; the banner says where or why not. */
void sg_save(GameScene *g, App *a);
/* The same for an analysis: its variations kept, its main line the game. */
void sg_save_tree(GameScene *g, App *a, const VarTree *tree);
/* The app is closing: keeps a game in progress to offer it back, removes
 * the autosave of a finished one. */
void sg_autosave(GameScene *g, App *a);
/* Who played a saved game, as its names say: a PlayMode, or -1 when it
 * names no player; the computer's level, or -1. */
typedef struct {
    int mode;
    int level;
} SavedPlayers;

/* Reads what can be read of a saved game (the caller frees it): rep says
 * whether it was cut short (RECORD_CUT: the moves before the cut).  NULL
 * with the reason in a player's words, the parser's on stderr. */
Record *sg_read_record(const char *path, SavedPlayers *who, RecordReport *rep, char *err, size_t errlen);
/* A record's problem in a player's words: why it cannot be opened, or
 * where its readable part ends. */
void sg_record_words(const RecordReport *rep, char *buf, size_t len);

#endif
