/*
 * lang.c - the language in use and the look-up of its texts.
 */
#include "lang.h"

#include <SDL.h>

#include "search.h"
#include <string.h>

static const char *const *const lang_tables[LANG_COUNT] = {lang_en, lang_fr};
static const char *const lang_codes[LANG_COUNT] = {"en", "fr"};
static const char *const lang_names[LANG_COUNT] = {"English", "Fran\xc3\xa7" "ais"};

/* The one piece of the interface's state every screen reads; set from the
 * settings at start and when the player changes them. */
static Lang lang_in_use = LANG_EN;

const char *tr(TextId id)
{
    if (id < 0 || id >= T_COUNT)
        return "?";
    const char *t = lang_tables[lang_in_use][id];
    return t ? t : lang_en[id];
}

Lang lang_current(void) { return lang_in_use; }

void lang_set(Lang l) { lang_in_use = l >= 0 && l < LANG_COUNT ? l : LANG_EN; }

const char *lang_name(Lang l) { return l >= 0 && l < LANG_COUNT ? lang_names[l] : "?"; }

const char *lang_code(Lang l) { return l >= 0 && l < LANG_COUNT ? lang_codes[l] : "?"; }

const char *level_title(int level)
{
    return level >= 0 && level < LEVEL_COUNT ? tr((TextId)(T_LEVEL_SIMPLE + level)) : "?";
}

const char *speed_title(int speed)
{
    return speed >= 0 && speed <= T_SPEED_INSTANT - T_SPEED_SLOW ? tr((TextId)(T_SPEED_SLOW + speed)) : "?";
}

const char *mode_title(int mode)
{
    return mode >= 0 && mode <= T_MODE_ONLINE - T_MODE_HVH ? tr((TextId)(T_MODE_HVH + mode)) : "?";
}

/* The system's languages are read once: the settings screen asks every
 * frame. */
Lang lang_system(void)
{
    static int known = -1;
    if (known >= 0)
        return (Lang)known;
    SDL_Locale *loc = SDL_GetPreferredLocales();
    /* The first of the system's languages that we speak. */
    for (int i = 0; loc && loc[i].language && known < 0; i++)
        for (int l = 0; l < LANG_COUNT && known < 0; l++)
            if (strcmp(loc[i].language, lang_codes[l]) == 0)
                known = l;
    SDL_free(loc);
    if (known < 0)
        known = LANG_EN;
    return (Lang)known;
}
