/*
 * app.c - the loop.  A fixed tick of 1/120 s drives every animation and
 * game clock (at most 8 ticks caught up per frame, then the lag is
 * dropped); the drawing is interpolated between the last two ticks.  Once
 * a frame the top scenes get a bounded slice of search time: what the
 * frame has left after the recent cost of drawing.  There is no vsync: a
 * pacer sleeps to 60 frames a second, so the loop knows what drawing costs
 * and the present never blocks time the search could use.
 *
 * Input: SDL events become app Inputs in output pixels (so HiDPI pointer
 * positions match what is drawn); touch is handled as its own events and
 * the mouse events SDL synthesises from touches are ignored.  A script
 * given with --events is injected through SDL_PushEvent, so it travels
 * the same path as a real player's input.
 */
#include "app.h"
#include "app_internal.h"
#include "frame_stats.h"
#include "lang.h"
#include "settings.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define APP_TICK (1.0 / 120.0)
#define APP_MAX_CATCHUP 8
#define APP_FRAME_S (1.0 / 60.0)
/* While only a search runs, one frame in this many is drawn. */
#define APP_CALM_EVERY 3
/* The margin before a frame's present (see the loop): from half a
 * millisecond to six, a late frame adding one, an on-time one taking
 * back a two-hundredth of that, so about one frame in two hundred runs
 * late. */
#define APP_SLACK_MIN 0.0005
#define APP_SLACK_MAX 0.006
#define APP_SLACK_GROW 0.001
#define APP_SLACK_SHRINK 0.000005

void app_push(App *a, Scene *s)
{
    if (!s)
        return;
    if (a->npending < APP_MAX_SCENES)
        a->pending[a->npending++] = s;
    else if (s)
        s->vt->destroy(s);
}

void app_pop(App *a) { a->pops++; }

void app_switch(App *a, Scene *s)
{
    a->clear = 1;
    a->pops = 0;
    for (int i = 0; i < a->npending; i++)
        a->pending[i]->vt->destroy(a->pending[i]);
    a->npending = 0;
    app_push(a, s);
}

void app_quit(App *a) { a->quit = 1; }

static int app_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

int app_clipboard_text(char *buf, size_t len)
{
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    const char *t = clip ? clip : "";
    while (app_blank(*t))
        t++;
    size_t n = strlen(t);
    while (n > 0 && app_blank(t[n - 1]))
        n--;
    snprintf(buf, len, "%.*s", (int)n, t);
    SDL_free(clip);
    return n > 0 ? 0 : -1;
}

int app_pref_file(const App *a, const char *name, char *path, size_t len)
{
    if (!a->pref_dir[0])
        return -1;
    return snprintf(path, len, "%s%s", a->pref_dir, name) < (int)len ? 0 : -1;
}

void app_apply_look(App *a)
{
    if (a->cfg.lang >= 0)
        lang_set((Lang)a->cfg.lang);
    else
        lang_set(a->settings.language ? (Lang)(a->settings.language - 1) : lang_system());
    if (a->render)
        render_set_text_scale(a->render, a->settings.large_text ? 1.25f : 1.0f);
}

void app_settings_changed(App *a)
{
    char path[1200], err[512];
    audio_set(a->audio, a->settings.sound, a->settings.volume);
    app_apply_look(a);
    if (app_pref_file(a, "settings.ini", path, sizeof path) != 0)
        return;
    if (settings_save(path, &a->settings, err, sizeof err) != 0)
        snprintf(a->notice, sizeof a->notice, tr(T_SETTINGS_NOT_SAVED), err);
}

void app_message(const char *title, const char *text)
{
    fprintf(stderr, "tabula: %s: %s\n", title, text);
    if (!getenv("TABULA_NO_MESSAGE_BOX") && SDL_WasInit(SDL_INIT_VIDEO) &&
        strcmp(SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "", "dummy") != 0)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, text, NULL);
}

/* Applies the scene changes asked for during the last callback. */
static void app_apply_scene_changes(App *a)
{
    if (a->clear) {
        while (a->nstack > 0) {
            a->nstack--;
            a->stack[a->nstack]->vt->destroy(a->stack[a->nstack]);
        }
        a->clear = 0;
    }
    while (a->pops > 0 && a->nstack > 0) {
        a->nstack--;
        a->stack[a->nstack]->vt->destroy(a->stack[a->nstack]);
        a->pops--;
    }
    a->pops = 0;
    for (int i = 0; i < a->npending; i++) {
        if (a->nstack < APP_MAX_SCENES)
            a->stack[a->nstack++] = a->pending[i];
        else
            a->pending[i]->vt->destroy(a->pending[i]);
    }
    a->npending = 0;
}

static Scene *app_top(App *a) { return a->nstack ? a->stack[a->nstack - 1] : NULL; }

static void app_dispatch(App *a, const Input *in)
{
    Scene *top = app_top(a);
    if (top && top->vt->input)
        top->vt->input(top, a, in);
    app_apply_scene_changes(a);
}

/* Window points to output pixels. */
static void app_to_pixels(App *a, float x, float y, float *px, float *py)
{
    int ww, wh, ow, oh;
    SDL_GetWindowSize(a->window, &ww, &wh);
    SDL_GetRendererOutputSize(SDL_GetRenderer(a->window), &ow, &oh);
    *px = ww > 0 ? x * (float)ow / (float)ww : x;
    *py = wh > 0 ? y * (float)oh / (float)wh : y;
}

static void app_handle_sdl(App *a, const SDL_Event *e)
{
    Input in;
    memset(&in, 0, sizeof in);
    int ow, oh;
    SDL_GetRendererOutputSize(SDL_GetRenderer(a->window), &ow, &oh);
    switch (e->type) {
    case SDL_QUIT:
        a->quit = 1;
        return;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID)
            return;
        if (e->button.button == SDL_BUTTON_RIGHT && e->type == SDL_MOUSEBUTTONDOWN)
            in.kind = IN_ALT;
        else if (e->button.button == SDL_BUTTON_LEFT)
            in.kind = e->type == SDL_MOUSEBUTTONDOWN ? IN_DOWN : IN_UP;
        else
            return;
        app_to_pixels(a, (float)e->button.x, (float)e->button.y, &in.x, &in.y);
        break;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID)
            return;
        in.kind = IN_MOVE;
        app_to_pixels(a, (float)e->motion.x, (float)e->motion.y, &in.x, &in.y);
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
        in.kind = e->type == SDL_FINGERDOWN ? IN_DOWN : e->type == SDL_FINGERUP ? IN_UP : IN_MOVE;
        in.x = e->tfinger.x * (float)ow;
        in.y = e->tfinger.y * (float)oh;
        if (in.kind == IN_DOWN) { /* a tap also hovers, as a pointer would */
            Input hover = in;
            hover.kind = IN_MOVE;
            app_dispatch(a, &hover);
        }
        break;
    case SDL_KEYDOWN:
        in.kind = IN_KEY;
        in.key = e->key.keysym.sym;
        in.mod = (SDL_Keymod)e->key.keysym.mod;
        if (in.key == SDLK_F11 || (in.key == SDLK_RETURN && (in.mod & KMOD_ALT))) {
            Uint32 fs = SDL_GetWindowFlags(a->window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
            SDL_SetWindowFullscreen(a->window, fs ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
            return;
        }
        break;
    case SDL_TEXTINPUT:
        in.kind = IN_TEXT;
        snprintf(in.text, sizeof in.text, "%s", e->text.text);
        break;
    case SDL_CONTROLLERDEVICEADDED:
        gamepad_added(e);
        return;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERAXISMOTION:
        in.kind = IN_KEY;
        in.key = gamepad_key(&a->pad, e);
        in.pad = 1;
        if (!in.key)
            return;
        break;
    default:
        return;
    }
    app_dispatch(a, &in);
}

static double app_seconds(void) { return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency(); }

/* Sleeps what is left of the frame (not in scripted runs, which go as
 * fast as they can). */
static void app_pace(const App *a, double frame_start)
{
    if (a->cfg.fixed_step)
        return;
    double spare = APP_FRAME_S - (app_seconds() - frame_start);
    if (spare > 0.001)
        SDL_Delay((Uint32)(spare * 1000.0));
}

/* Gives the scenes budget seconds of search; nonzero when no scene is
 * left. */
static int app_think(App *a, double budget)
{
    a->calm = 0;
    for (int i = 0; i < a->nstack; i++)
        if (a->stack[i]->vt->think)
            a->stack[i]->vt->think(a->stack[i], a, budget);
    app_apply_scene_changes(a);
    return a->nstack == 0;
}

static void app_draw(App *a, double alpha)
{
    render_begin(a->render);
    SDL_Renderer *sdl = render_sdl(a->render);
    SDL_SetRenderDrawColor(sdl, 20, 40, 30, 255);
    SDL_RenderClear(sdl);
    int first = a->nstack - 1;
    while (first > 0 && a->stack[first]->vt->transparent)
        first--;
    for (int i = first < 0 ? 0 : first; i < a->nstack; i++)
        a->stack[i]->vt->draw(a->stack[i], a, alpha);
}

/* What the loop carries from one frame to the next. */
typedef struct {
    AppScript *script;
    FrameStats *stats;
    long cap;               /* the last frame (--frames), 0: none */
    double last, acc;       /* the clock last read, the time not yet ticked */
    double present_s;       /* what the copy to the screen costs, learnt */
    double slack;           /* the margin kept before the end of the period */
    int since_input, since_draw;
} AppLoop;

/* The script's events due, then SDL's. */
static void app_frame_input(App *a, AppLoop *l)
{
    if (l->script)
        app_script_inject(l->script, a);
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        app_handle_sdl(a, &e);
        l->since_input = 0;
    }
}

/* Fixed ticks for the time elapsed: scripted runs advance exactly one
 * frame of time per frame, so they replay identically on any machine. */
static void app_frame_update(App *a, AppLoop *l)
{
    double now = app_seconds();
    double elapsed = a->cfg.fixed_step ? APP_FRAME_S : now - l->last;
    l->last = now;
    l->acc += elapsed > 0.25 ? 0.25 : elapsed;
    int ticks = 0;
    while (l->acc >= APP_TICK && ticks < APP_MAX_CATCHUP) {
        for (int i = 0; i < a->nstack; i++)
            if (a->stack[i]->vt->update)
                a->stack[i]->vt->update(a->stack[i], a, APP_TICK);
        app_apply_scene_changes(a);
        a->now += APP_TICK;
        l->acc -= APP_TICK;
        ticks++;
    }
    if (ticks == APP_MAX_CATCHUP)
        l->acc = 0;
}

/* Draws the frame and hands it to the renderer, unless the computer
 * thinks over a still board (the scene said so last frame): then one
 * frame in APP_CALM_EVERY is drawn and the search gets the others whole;
 * input, an animation or the last frame bring back every frame.  1 when
 * it drew. */
static int app_frame_draw(App *a, AppLoop *l, int last_frame)
{
    l->since_input++;
    l->since_draw++;
    if (a->calm && l->since_input > 2 && l->since_draw < APP_CALM_EVERY && !last_frame)
        return 0;
    l->since_draw = 0;
    app_draw(a, l->acc / APP_TICK);
    if (last_frame && a->cfg.screenshot) {
        char err[256];
        if (render_screenshot(a->render, a->cfg.screenshot, err, sizeof err) != 0)
            app_message("Screenshot failed", err);
    }
    /* The drawing is handed to the renderer now and rasterised while the
     * search runs, so the present finds it done. */
    render_submit(a->render);
    return 1;
}

/* Searches while the renderer rasterises, in short pieces, until it is
 * done or the frame's time is up: the present then costs only the copy
 * to the screen.  1 when no scene is left. */
static int app_frame_think(App *a, const AppLoop *l, double frame_start, int drew)
{
    double present_at = frame_start + APP_FRAME_S - l->present_s - l->slack;
    for (;;) {
        double left = present_at - app_seconds();
        uint64_t nodes = a->ai_nodes;
        if (app_think(a, left < 0.001 ? (left > 0.0002 ? left : 0.0002) : 0.001) != 0)
            return 1;
        /* Nothing to search: the present may as well wait. */
        if (a->ai_nodes == nodes || left <= 0.0012 || (drew && render_pending(a->render) == 0))
            return 0;
    }
}

/* Shows the frame drawn, learning what the copy to the screen costs from
 * the presents that did not wait for the rasteriser: a slow one counts
 * at once, a fast one slowly, and a stall of the display server (tens of
 * milliseconds, now and then) is not planned for. */
static void app_frame_present(App *a, AppLoop *l)
{
    double start = app_seconds();
    int done = render_pending(a->render) != 1;
    SDL_RenderPresent(render_sdl(a->render));
    double copy = app_seconds() - start;
    if (copy > 0.004)
        copy = 0.004;
    if (done)
        l->present_s = copy > l->present_s ? copy : l->present_s * 0.98 + copy * 0.02;
}

/* The margin left before the end of the period grows at once after a
 * frame that ran late and shrinks slowly while they are on time: it
 * settles where one frame in (GROW / SHRINK) runs late.  On a busy
 * machine the search's last slice can be preempted for a few
 * milliseconds; the margin then grows to cover it. */
static void app_frame_slack(AppLoop *l, double took)
{
    l->slack = took > APP_FRAME_S - 0.0002 ? fmin(l->slack + APP_SLACK_GROW, APP_SLACK_MAX)
                                           : fmax(l->slack - APP_SLACK_SHRINK, APP_SLACK_MIN);
}

/* One frame: input, ticks, the drawing, the search, the present, the
 * rest of the period searched or slept.  1 when the loop ends. */
static int app_frame(App *a, AppLoop *l)
{
    double frame_start = app_seconds();
    frame_stats_begin(l->stats, frame_start, a->cfg.fixed_step ? 0 : APP_FRAME_S);
    app_frame_input(a, l);
    app_frame_update(a, l);
    double mark = app_seconds();
    frame_stats_phase(l->stats, FS_UPDATE, mark - frame_start);

    a->frame++;
    int last_frame = l->cap > 0 && a->frame >= l->cap;
    int drew = app_frame_draw(a, l, last_frame);
    if (drew) {
        double t = app_seconds();
        frame_stats_phase(l->stats, FS_DRAW, t - mark);
        mark = t;
    }
    uint64_t nodes_before = a->ai_nodes;
    if (app_frame_think(a, l, frame_start, drew))
        return 1;
    double present_start = app_seconds();
    frame_stats_phase(l->stats, FS_THINK, present_start - mark);
    if (drew)
        app_frame_present(a, l);
    double took = app_seconds() - frame_start;
    frame_stats_phase(l->stats, FS_PRESENT, took - (present_start - frame_start));
    frame_stats_frame(l->stats, a->frame, took);
    if (drew)
        app_frame_slack(l, took);
    if (last_frame)
        return 1;
    /* What the frame has left after the present goes to the search too,
     * rather than to sleep. */
    if (!a->cfg.fixed_step) {
        double rest = APP_FRAME_S - (app_seconds() - frame_start) - 0.0003;
        if (rest > 0.001 && app_think(a, rest) != 0)
            return 1;
    }
    app_pace(a, frame_start);
    if (a->ai_nodes != nodes_before)
        a->ai_wall += app_seconds() - frame_start;
    return 0;
}

int app_run(App *a, Scene *first)
{
    AppLoop l = {.last = app_seconds(), .present_s = 0.002, .slack = 0.001};
    if (a->cfg.events) {
        char err[256];
        l.script = app_script_load(a->cfg.events, err, sizeof err);
        if (!l.script) {
            app_message("Cannot read the events file", err);
            first->vt->destroy(first);
            return 1;
        }
    }
    app_push(a, first);
    app_apply_scene_changes(a);
    l.cap = a->cfg.frames > 0 ? a->cfg.frames : 0;
    l.stats = a->cfg.frame_stats ? frame_stats_create(l.cap) : NULL;
    while (!a->quit && a->nstack > 0 && !app_frame(a, &l))
        ;
    /* The first frame builds the caches (textures, glyphs, the renderer's
     * shaders): it is the window's loading time and is left out. */
    frame_stats_print(l.stats, stdout, stderr, a->ai_wall > 0 ? (double)a->ai_nodes / a->ai_wall : 0.0);
    frame_stats_destroy(l.stats);
    app_script_free(l.script);
    for (int i = 0; i < a->nstack; i++)
        if (a->stack[i]->vt->quit)
            a->stack[i]->vt->quit(a->stack[i], a);
    a->clear = 1;
    app_apply_scene_changes(a);
    return 0;
}
