/*
 * gamepad.c - controller buttons and the left stick as keys (gamepad.h).
 */
#include "gamepad.h"

/* How far the stick must lean to count, and how far back to let go:
 * apart, so a stick resting near the line does not chatter. */
#define PAD_PUSH 20000
#define PAD_RELEASE 12000

void gamepad_added(const SDL_Event *e)
{
    if (e->type == SDL_CONTROLLERDEVICEADDED && SDL_IsGameController(e->cdevice.which))
        SDL_GameControllerOpen(e->cdevice.which);
}

static SDL_Keycode pad_button_key(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return SDLK_RIGHT;
    case SDL_CONTROLLER_BUTTON_A:
        return SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_B:
    case SDL_CONTROLLER_BUTTON_START:
        return SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_X:
        return SDLK_TAB;
    case SDL_CONTROLLER_BUTTON_Y:
        return SDLK_h;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return SDLK_u;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return SDLK_r;
    case SDL_CONTROLLER_BUTTON_BACK:
        return SDLK_f;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
        return SDLK_p;
    default:
        return 0;
    }
}

/* A stick axis's new lean (-1, 0, 1) from its value and its old lean. */
static int pad_lean(int old, Sint16 value)
{
    if (value > PAD_PUSH)
        return 1;
    if (value < -PAD_PUSH)
        return -1;
    return value > -PAD_RELEASE && value < PAD_RELEASE ? 0 : old;
}

SDL_Keycode gamepad_key(Gamepad *pad, const SDL_Event *e)
{
    if (e->type == SDL_CONTROLLERBUTTONDOWN)
        return pad_button_key(e->cbutton.button);
    if (e->type != SDL_CONTROLLERAXISMOTION)
        return 0;
    if (e->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX) {
        int lean = pad_lean(pad->stick_x, e->caxis.value), was = pad->stick_x;
        pad->stick_x = lean;
        return lean && lean != was ? (lean > 0 ? SDLK_RIGHT : SDLK_LEFT) : 0;
    }
    if (e->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY) {
        int lean = pad_lean(pad->stick_y, e->caxis.value), was = pad->stick_y;
        pad->stick_y = lean;
        return lean && lean != was ? (lean > 0 ? SDLK_DOWN : SDLK_UP) : 0;
    }
    return 0;
}
