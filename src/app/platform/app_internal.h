/*
 * app_internal.h - what main.c needs from the loop and the input script.
 */
#ifndef TABULA_APP_INTERNAL_H
#define TABULA_APP_INTERNAL_H

#include "app.h"

/* Runs the loop with `first` as the only scene until the player quits,
 * the stack empties or --frames ran out.  0, or 1 on a fatal error. */
int app_run(App *a, Scene *first);

/* --events FILE: lines "FRAME click X Y", "FRAME touch X Y",
 * "FRAME move X Y", "FRAME key NAME" (X, Y fractions of the window, or
 * instead of them "@PLACE", a place the scene knows: a pit "@C", a square
 * "@e5", a tray spot "@tray0.2"),
 * NAME an SDL key name such as h, Escape, Return, Left), "FRAME pad
 * BUTTON" (SDL's controller button names: a, b, x, y, start, back,
 * dpup, dpdown, dpleft, dpright, leftshoulder, rightshoulder,
 * rightstick) and "FRAME stick leftx|lefty 1|-1" (the left stick pushed
 * to one end and let go). */
typedef struct AppScript AppScript;
AppScript *app_script_load(const char *path, char *err, size_t errlen);
/* Pushes the script's events for this frame into SDL's queue. */
void app_script_inject(AppScript *s, App *a);
void app_script_free(AppScript *s);

#endif
