/*
 * gamepad.h - game controllers through SDL's game-controller API, turned
 * into the keys the screens already understand, so every menu, the
 * boards and the overlay work with a pad alone:
 *
 *   d-pad or left stick   arrows (move the focus)
 *   A                     Enter (choose, play)
 *   B                     Escape (back; nothing on the main menu)
 *   Start                 Escape (the pause overlay in a game)
 *   X                     Tab (next piece, next game's rules)
 *   Y                     H (a hint)
 *   LB / RB               U / R (undo, redo)
 *   Back                  F (turn the board)
 *   right stick press     P (pause computer against computer)
 */
#ifndef TABULA_GAMEPAD_H
#define TABULA_GAMEPAD_H

#include <SDL.h>

/* What the left stick last reported, so a push counts once. */
typedef struct {
    int stick_x, stick_y; /* -1, 0 or 1 */
} Gamepad;

/* Opens a controller SDL announces; closes none (SDL does on removal). */
void gamepad_added(const SDL_Event *e);
/* The key a controller event stands for; 0 when it stands for none. */
SDL_Keycode gamepad_key(Gamepad *pad, const SDL_Event *e);

#endif
