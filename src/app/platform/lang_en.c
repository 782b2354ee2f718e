/*
 * lang_en.c - the interface in English: the table made from lang_texts.h.
 */
#include "lang.h"

#define DOT " \xc2\xb7 "        /* a middle dot between spaces */
#define ELLIPSIS "\xe2\x80\xa6"
#define DASH "\xe2\x80\x93"

const char *const lang_en[T_COUNT] = {
#define TEXT(id, english) [id] = english,
#include "lang_texts.h"
#undef TEXT
};
