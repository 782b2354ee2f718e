/*
 * settings.c - settings.ini: "key = value" lines, unknown keys ignored
 * (a newer version's file still loads), values out of range refused.
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
    SETTING(last_game, 0, 3),              SETTING(mode, 0, MODE_COUNT - 1), SETTING(kalah_pits, 1, 8),
    SETTING(kalah_seeds, 1, 10),           SETTING(kalah_capture, 0, 1),   SETTING(oware_finish, 0, 1),
    SETTING(hasami_corner2, 0, 1),         SETTING(hasami_diagonal, 0, 1), SETTING(hasami_defeat, 1, 4),
    SETTING(hasami_lead, 0, 8),            SETTING(language, 0, LANG_COUNT), SETTING(large_text, 0, 1),
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
    s->kalah_pits = 6;
    s->kalah_seeds = 4;
    s->hasami_defeat = 2; /* the rules file's defaults */
    s->hasami_lead = 3;
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
        for (size_t i = 0; i < SETTING_COUNT; i++) {
            if (strcmp(setting_keys[i].key, key) != 0)
                continue;
            if (value < setting_keys[i].lo || value > setting_keys[i].hi) {
                snprintf(err, errlen, "%s, line %d: %s must be %d..%d", path, line, key, setting_keys[i].lo,
                         setting_keys[i].hi);
                rc = -1;
            }
            *setting_field(&read, &setting_keys[i]) = value;
        }
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
    char text[2048];
    size_t u = (size_t)snprintf(text, sizeof text, "# Tabula settings\n");
    for (size_t i = 0; i < SETTING_COUNT; i++)
        u += (size_t)snprintf(text + u, sizeof text - u, "%s = %d\n", setting_keys[i].key,
                              *setting_field((Settings *)(void *)s, &setting_keys[i]));
    return record_write_file(path, text, u, err, errlen);
}

const char *anim_speed_name(AnimSpeed s)
{
    static const char *const names[SPEED_COUNT] = {"slow", "normal", "fast", "instant"};
    return s >= 0 && s < SPEED_COUNT ? names[s] : "?";
}
