/*
 * settings.c - settings.ini: "key = value" lines, unknown keys ignored
 * (a newer version's file still loads), values out of range refused.
 * The games' options are read and written from their own descriptions
 * (game.h's OptionDesc), so a new option needs nothing here.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang.h"
#include "record.h"

typedef struct {
    const char *key;
    size_t offset;
    int lo, hi;
} SettingKey;

#define SETTING(name, lo, hi) {#name, offsetof(Settings, name), lo, hi}

static const SettingKey setting_keys[] = {
    SETTING(speed, 0, SPEED_COUNT - 1),    SETTING(hints_per_game, 0, 10), SETTING(level, 0, LEVEL_COUNT - 1),
    SETTING(expert_ms, 100, 30000),        SETTING(auto_turn, 0, 1),       SETTING(sound, 0, 1),
    SETTING(volume, 0, 10),                SETTING(show_counts, 0, 1),     SETTING(fullscreen, 0, 1),
    SETTING(last_game, 0, SETTINGS_MAX_GAMES - 1), SETTING(mode, 0, SETTINGS_MODE_ONLINE),
    SETTING(language, 0, LANG_COUNT),      SETTING(large_text, 0, 1),  SETTING(resign, 0, RESIGN_SETTINGS - 1),
};
#define SETTING_COUNT (sizeof setting_keys / sizeof setting_keys[0])

static int *setting_field(Settings *s, const SettingKey *k) { return (int *)(void *)((char *)s + k->offset); }

void settings_default(Settings *s)
{
    memset(s, 0, sizeof *s);
    s->speed = SPEED_NORMAL;
    s->hints_per_game = 3; /* as in the seed program */
    s->level = LEVEL_MEDIUM;
    s->expert_ms = 1000;
    s->sound = 1;
    s->volume = 7;
    s->show_counts = 1;
    s->mode = MODE_HVC;
    s->resign = RESIGN_WEAK_LEVELS; /* a winning beginner need not play a won game out */
    for (int g = 0; g < settings_games(); g++)
        game_options_default(game_registry[g], &s->options[g]);
}

int settings_games(void)
{
    int n = 0;
    while (game_registry[n] && n < SETTINGS_MAX_GAMES)
        n++;
    return n;
}

/* The game and option a key "<game>_<option>" names, or an older key
 * "<game>_<word>" for the option whose key ends in "_<word>"; 0 if none. */
static int settings_option_key(const char *key, int *game, int *opt)
{
    for (int g = 0; g < settings_games(); g++) {
        const GameRules *r = game_registry[g];
        size_t n = strlen(r->name);
        if (strncmp(key, r->name, n) != 0 || key[n] != '_')
            continue;
        const char *rest = key + n + 1;
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < r->noptions; i++) {
                const char *k = r->options[i].key, *us = strrchr(k, '_');
                if (r->options[i].chosen_at_start)
                    continue;
                if (pass == 0 ? strcmp(k, rest) == 0 : us && strcmp(us + 1, rest) == 0) {
                    *game = g;
                    *opt = i;
                    return 1;
                }
            }
    }
    return 0;
}

/* One "key = value" into s; 0, or -1 with a reason. */
static int settings_set(Settings *s, const char *key, int value, const char *path, int line, char *err, size_t errlen)
{
    int game, opt;
    if (settings_option_key(key, &game, &opt)) {
        const OptionDesc *d = &game_registry[game]->options[opt];
        if (value < d->min || value > d->max) {
            snprintf(err, errlen, "%s, line %d: %s must be %d..%d", path, line, key, d->min, d->max);
            return -1;
        }
        s->options[game].v[opt] = value;
        return 0;
    }
    for (size_t i = 0; i < SETTING_COUNT; i++) {
        if (strcmp(setting_keys[i].key, key) != 0)
            continue;
        int hi = setting_keys[i].offset == offsetof(Settings, last_game) ? settings_games() - 1 : setting_keys[i].hi;
        if (value < setting_keys[i].lo || value > hi) {
            snprintf(err, errlen, "%s, line %d: %s must be %d..%d", path, line, key, setting_keys[i].lo, hi);
            return -1;
        }
        *setting_field(s, &setting_keys[i]) = value;
    }
    return 0;
}

int settings_load(const char *path, Settings *s, char *err, size_t errlen)
{
    settings_default(s);
    char *text = NULL;
    size_t len = 0;
    FILE *probe = fopen(path, "rb");
    if (!probe)
        return 0; /* first start: the defaults */
    fclose(probe);
    if (record_read_file(path, &text, &len, err, errlen) != 0)
        return -1;
    Settings read = *s;
    int line = 0, rc = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        line++;
        char key[48];
        int value;
        if (l[0] == '#' || l[0] == '\r' || l[0] == '\0')
            continue;
        if (sscanf(l, " %47[a-z0-9_] = %d", key, &value) != 2) {
            snprintf(err, errlen, "%s, line %d: expected 'key = number'", path, line);
            rc = -1;
            break;
        }
        rc = settings_set(&read, key, value, path, line, err, errlen);
        if (rc)
            break;
    }
    free(text);
    if (rc == 0)
        *s = read;
    return rc;
}

int settings_save(const char *path, const Settings *s, char *err, size_t errlen)
{
    char text[4096];
    size_t u = (size_t)snprintf(text, sizeof text, "# Tabula settings\n");
    for (size_t i = 0; i < SETTING_COUNT; i++)
        u += (size_t)snprintf(text + u, sizeof text - u, "%s = %d\n", setting_keys[i].key,
                              *setting_field((Settings *)(void *)s, &setting_keys[i]));
    for (int g = 0; g < settings_games(); g++) {
        const GameRules *r = game_registry[g];
        for (int i = 0; i < r->noptions && u < sizeof text; i++)
            if (!r->options[i].chosen_at_start)
                u += (size_t)snprintf(text + u, sizeof text - u, "%s_%s = %d\n", r->name, r->options[i].key,
                                      s->options[g].v[i]);
    }
    if (u >= sizeof text) {
        snprintf(err, errlen, "the settings are too long to write");
        return -1;
    }
    return record_write_file(path, text, u, err, errlen);
}

const char *anim_speed_name(AnimSpeed s)
{
    static const char *const names[SPEED_COUNT] = {"slow", "normal", "fast", "instant"};
    return s >= 0 && s < SPEED_COUNT ? names[s] : "?";
}
