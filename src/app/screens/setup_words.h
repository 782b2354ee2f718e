/*
 * setup_words.h - why a position is refused, in a player's words and the
 * language in use: the window's counterpart of the engine's English
 * (pos_check_text), written from the same PosCheck.
 *
 * The sides are named as the window names them (the look's side names)
 * and the places as the board and the notation show them: pits by their
 * letters, squares like "e5", stores as a side's store.
 */
#ifndef TABULA_SETUP_WORDS_H
#define TABULA_SETUP_WORDS_H

#include <stddef.h>

#include "game_look.h"
#include "pos_check.h"

/* Writes why c refuses a position of g (whose look is look), "" for
 * POS_OK.  A NULL look falls back to the engine's English. */
void setup_refusal_text(const GameLook *look, const Game *g, const PosCheck *c, char *buf, size_t len);

#endif
