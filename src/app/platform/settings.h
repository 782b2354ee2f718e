/*
 * settings.h - the player's settings, kept in settings.ini in the per-user
 * folder (SDL_GetPrefPath).  A file that cannot be read gives the defaults
 * and a notice, and is not written over until the player changes a setting.
 */
#ifndef TABULA_SETTINGS_H
#define TABULA_SETTINGS_H

#include <stddef.h>

#include "game.h"
#include "search.h"
#include "verdict.h"

/* Room for every registered game's options. */
#define SETTINGS_MAX_GAMES 8

/* How fast a move is shown (the sowing's flights, a man's slide). */
typedef enum { SPEED_SLOW, SPEED_NORMAL, SPEED_FAST, SPEED_INSTANT, SPEED_COUNT } AnimSpeed;

typedef enum { MODE_HVH, MODE_HVC, MODE_CVH, MODE_CVC, MODE_COUNT } PlayMode;
/* The menu's players may also be a friend over the network: kept in the
 * settings as this mode, which no game scene has (its Play opens the
 * online screen). */
#define SETTINGS_MODE_ONLINE MODE_COUNT

typedef struct {
    AnimSpeed speed;
    int hints_per_game;
    int level;          /* Level */
    int expert_ms;
    int auto_turn;      /* two players on one device: turn the board to the mover */
    int sound;          /* 0 off, 1 on */
    int volume;         /* 0..10 */
    int show_counts;
    int fullscreen;
    int last_game;      /* index in game_registry */
    int mode;           /* PlayMode of the last game */
    /* Each game's options as last chosen in the menu, by the game's index
     * in game_registry; kept in the file as "<game>_<option> = value". */
    GameOptions options[SETTINGS_MAX_GAMES];
    int language;   /* 0: the system's, else 1 + Lang */
    int large_text; /* 0 or 1: every text a quarter larger */
    int resign;     /* ResignSetting: the levels at which the computer resigns a lost game */
} Settings;

void settings_default(Settings *s);
/* How many games the registry holds (last_game is below it). */
int settings_games(void);
/* Reads path into s (defaults for anything missing).  0 when the file was
 * read or does not exist; -1 with a reason when it is damaged (s then
 * holds the defaults).  A game's option is read under its key, or under
 * an older key that ends its key's last word ("kalah_capture" for
 * "kalah_empty_capture"). */
int settings_load(const char *path, Settings *s, char *err, size_t errlen);
/* Writes s atomically; 0, or -1 with a reason. */
int settings_save(const char *path, const Settings *s, char *err, size_t errlen);

/* The speed's name on the command line: "slow" ... "instant". */
const char *anim_speed_name(AnimSpeed s);

#endif
