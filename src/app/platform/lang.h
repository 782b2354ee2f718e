/*
 * lang.h - the interface's words in English and French.  Every string a
 * player reads has an id and its English in lang_texts.h and its French in
 * lang_fr.c; tr() gives it in the language chosen.
 *
 * Texts with printf conversions take the same conversions, in the same
 * order, in every language (a test checks it).
 */
#ifndef TABULA_LANG_H
#define TABULA_LANG_H

typedef enum { LANG_EN, LANG_FR, LANG_COUNT } Lang;

typedef enum {
#define TEXT(id, english) id,
#include "lang_texts.h"
#undef TEXT
    T_COUNT
} TextId;

/* The text of `id` in the language in use. */
const char *tr(TextId id);
/* The language in use, and a change of it. */
Lang lang_current(void);
void lang_set(Lang l);
/* The system's preferred language among ours; English otherwise. */
Lang lang_system(void);
/* A language's own name ("English", "Français") and its code ("en"). */
const char *lang_name(Lang l);
const char *lang_code(Lang l);

/* The names of things the engine names in its own words. */
const char *level_title(int level);       /* a Level */
const char *speed_title(int speed);       /* an AnimSpeed */
const char *mode_title(int mode);         /* a PlayMode, or SETTINGS_MODE_ONLINE */

/* The tables themselves, for the test that keeps them complete. */
extern const char *const lang_en[T_COUNT];
extern const char *const lang_fr[T_COUNT];

#endif
