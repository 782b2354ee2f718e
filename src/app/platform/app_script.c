/*
 * app_script.c - scripted input for tests and demos (--events FILE).
 * Events go through SDL_PushEvent so the game handles them exactly as it
 * handles a player's.
 */
#include "app_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How long an event waits for the place it names to come into view. */
#define SCRIPT_WAIT_FRAMES 10

typedef enum { SCRIPT_CLICK, SCRIPT_RCLICK, SCRIPT_TOUCH, SCRIPT_MOVE, SCRIPT_PRESS, SCRIPT_RELEASE, SCRIPT_KEY, SCRIPT_PAD, SCRIPT_STICK, SCRIPT_TEXT } ScriptKind;

typedef struct {
    long frame;
    ScriptKind kind;
    float x, y;
    char target[32];  /* "@C", "@e5": a place on the board, found when the event is sent */
    SDL_Keycode key;
    char text[32];    /* SCRIPT_TEXT: typed as it is */
    int button;       /* SDL_GameControllerButton, or the axis of a stick push */
} ScriptEvent;

struct AppScript {
    ScriptEvent *ev;
    int n, next;
};

/* A pointer's event: a place named on the board ("@C", "@e5", "@tray0")
 * or a point as fractions of the window.  0, or -1 when it does not read. */
static int script_pointer(ScriptEvent *e, const char *word, const char *arg, int k, float y)
{
    float x = 0;
    size_t n = strlen(arg);
    if (arg[0] == '@' && n < sizeof e->target) {
        memcpy(e->target, arg + 1, n); /* the name and its terminator */
    } else {
        if (k < 4)
            return -1;
        x = (float)atof(arg);
        if (x < 0 || x > 1 || y < 0 || y > 1)
            return -1;
    }
    static const struct {
        const char *word;
        ScriptKind kind;
    } kinds[] = {{"click", SCRIPT_CLICK}, {"rclick", SCRIPT_RCLICK}, {"touch", SCRIPT_TOUCH},
                 {"move", SCRIPT_MOVE},   {"press", SCRIPT_PRESS},   {"release", SCRIPT_RELEASE}};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(word, kinds[i].word) == 0) {
            e->kind = kinds[i].kind;
            e->x = x;
            e->y = y;
            return 0;
        }
    return -1;
}

/* One line of a script ("FRAME WORD ARG [Y]"): 1 an event, 0 a comment or
 * an empty line, -1 a line that does not read. */
static int script_line(const char *line, ScriptEvent *e)
{
    char word[32], arg[64];
    long frame;
    float y = 0;
    if (line[0] == '#' || line[0] == '\n')
        return 0;
    memset(e, 0, sizeof *e);
    int k = sscanf(line, "%ld %31s %63s %f", &frame, word, arg, &y);
    if (k < 3 || frame < 0)
        return -1;
    e->frame = frame;
    if (strcmp(word, "key") == 0) {
        e->kind = SCRIPT_KEY;
        e->key = SDL_GetKeyFromName(arg);
        return e->key == SDLK_UNKNOWN ? -1 : 1;
    }
    if (strcmp(word, "text") == 0) { /* "text 127.0.0.1": typed into the field with the keys */
        e->kind = SCRIPT_TEXT;
        snprintf(e->text, sizeof e->text, "%s", arg);
        return strlen(arg) < sizeof e->text ? 1 : -1;
    }
    if (strcmp(word, "pad") == 0) {
        e->kind = SCRIPT_PAD;
        e->button = SDL_GameControllerGetButtonFromString(arg);
        return e->button == SDL_CONTROLLER_BUTTON_INVALID ? -1 : 1;
    }
    if (strcmp(word, "stick") == 0) { /* "stick leftx 1": the left stick pushed fully right, then let go */
        e->kind = SCRIPT_STICK;
        e->button = SDL_GameControllerGetAxisFromString(arg);
        e->y = y;
        return e->button == SDL_CONTROLLER_AXIS_INVALID || k < 4 || (y != 1 && y != -1) ? -1 : 1;
    }
    return script_pointer(e, word, arg, k, y) == 0 ? 1 : -1;
}

AppScript *app_script_load(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "cannot open %s", path);
        return NULL;
    }
    AppScript *s = calloc(1, sizeof *s);
    int cap = 0, lineno = 0;
    char line[256];
    while (s && fgets(line, sizeof line, f)) {
        lineno++;
        ScriptEvent e;
        int got = script_line(line, &e);
        if (got < 0) {
            snprintf(err, errlen,
                     "%s:%d: expected 'FRAME click|rclick|touch|move|press|release X Y' (or @PLACE), 'FRAME key NAME', 'FRAME text WORD', "
                     "'FRAME pad BUTTON' or 'FRAME stick leftx|lefty 1|-1'",
                     path, lineno);
            app_script_free(s);
            fclose(f);
            return NULL;
        }
        if (got == 0)
            continue;
        if (s->n == cap) {
            cap = cap ? cap * 2 : 64;
            ScriptEvent *grown = realloc(s->ev, sizeof *grown * (size_t)cap);
            if (!grown) {
                app_script_free(s);
                s = NULL;
                break;
            }
            s->ev = grown;
        }
        s->ev[s->n++] = e;
    }
    fclose(f);
    if (!s)
        snprintf(err, errlen, "out of memory");
    return s;
}

static void script_push_button(SDL_Window *w, Uint32 type, int x, int y, Uint8 button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.button.windowID = SDL_GetWindowID(w);
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
    } else {
        e.button.button = button;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = x;
        e.button.y = y;
    }
    SDL_PushEvent(&e);
}

static void script_push_mouse(SDL_Window *w, Uint32 type, int x, int y)
{
    script_push_button(w, type, x, y, SDL_BUTTON_LEFT);
}

/* Where a named place is now, as fractions of the window: asked of the
 * scenes from the top down; 0 when none knows it. */
static int script_locate(App *a, const char *name, float *fx, float *fy)
{
    for (int i = a->nstack - 1; i >= 0; i--) {
        float x, y;
        const SceneVt *vt = a->stack[i]->vt;
        if (vt->locate && vt->locate(a->stack[i], a, name, &x, &y)) {
            *fx = x / (float)render_width(a->render);
            *fy = y / (float)render_height(a->render);
            return 1;
        }
    }
    return 0;
}

/* A mouse's event at (x, y) in the window's points. */
static void script_push_pointer(SDL_Window *window, ScriptKind kind, int x, int y)
{
    script_push_mouse(window, SDL_MOUSEMOTION, x, y);
    switch (kind) {
    case SCRIPT_CLICK:
        script_push_mouse(window, SDL_MOUSEBUTTONDOWN, x, y);
        script_push_mouse(window, SDL_MOUSEBUTTONUP, x, y);
        break;
    case SCRIPT_RCLICK:
        script_push_button(window, SDL_MOUSEBUTTONDOWN, x, y, SDL_BUTTON_RIGHT);
        script_push_button(window, SDL_MOUSEBUTTONUP, x, y, SDL_BUTTON_RIGHT);
        break;
    case SCRIPT_PRESS: /* a drag: press, moves, release */
        script_push_mouse(window, SDL_MOUSEBUTTONDOWN, x, y);
        break;
    case SCRIPT_RELEASE:
        script_push_mouse(window, SDL_MOUSEBUTTONUP, x, y);
        break;
    default: /* SCRIPT_MOVE: the motion alone */
        break;
    }
}

/* A finger, a controller's button or stick, or a key: pressed and let go;
 * a finger at (fx, fy), fractions of the window. */
static void script_push_device(const ScriptEvent *e, float fx, float fy)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    switch (e->kind) {
    case SCRIPT_TOUCH:
        ev.type = SDL_FINGERDOWN;
        ev.tfinger.x = fx;
        ev.tfinger.y = fy;
        ev.tfinger.pressure = 1;
        SDL_PushEvent(&ev);
        ev.type = SDL_FINGERUP;
        break;
    case SCRIPT_PAD:
        ev.type = SDL_CONTROLLERBUTTONDOWN;
        ev.cbutton.button = (Uint8)e->button;
        ev.cbutton.state = SDL_PRESSED;
        SDL_PushEvent(&ev);
        ev.type = SDL_CONTROLLERBUTTONUP;
        ev.cbutton.state = SDL_RELEASED;
        break;
    case SCRIPT_TEXT:
        ev.type = SDL_TEXTINPUT;
        snprintf(ev.text.text, sizeof ev.text.text, "%s", e->text);
        break;
    case SCRIPT_STICK:
        ev.type = SDL_CONTROLLERAXISMOTION;
        ev.caxis.axis = (Uint8)e->button;
        ev.caxis.value = e->y > 0 ? 32767 : -32768;
        SDL_PushEvent(&ev);
        ev.caxis.value = 0;
        break;
    default: /* SCRIPT_KEY */
        ev.type = SDL_KEYDOWN;
        ev.key.state = SDL_PRESSED;
        ev.key.keysym.sym = e->key;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(e->key);
        SDL_PushEvent(&ev);
        ev.type = SDL_KEYUP;
        ev.key.state = SDL_RELEASED;
        break;
    }
    SDL_PushEvent(&ev);
}

void app_script_inject(AppScript *s, App *a)
{
    int ww = 1280, wh = 720;
    SDL_Window *window = a->window;
    SDL_GetWindowSize(window, &ww, &wh);
    while (s->next < s->n && s->ev[s->next].frame <= a->frame) {
        const ScriptEvent *e = &s->ev[s->next];
        float ex = e->x, ey = e->y;
        if (e->target[0] && !script_locate(a, e->target, &ex, &ey)) {
            /* A place not in view yet (a menu row the screen scrolls to)
             * is waited for a moment, the events after it with it. */
            if (a->frame - e->frame < SCRIPT_WAIT_FRAMES)
                break;
            fprintf(stderr, "tabula: events: no place '%s' on the screen at frame %ld\n", e->target, a->frame);
            s->next++;
            continue;
        }
        s->next++;
        switch (e->kind) {
        case SCRIPT_MOVE:
        case SCRIPT_CLICK:
        case SCRIPT_RCLICK:
        case SCRIPT_PRESS:
        case SCRIPT_RELEASE:
            script_push_pointer(window, e->kind, (int)(ex * (float)ww), (int)(ey * (float)wh));
            break;
        default:
            script_push_device(e, ex, ey);
            break;
        }
    }
}

void app_script_free(AppScript *s)
{
    if (!s)
        return;
    free(s->ev);
    free(s);
}
