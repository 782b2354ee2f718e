/*
 * scene_overlay.c - the in-game menu drawn over the board: resume, hint,
 * the computer's level (applies to its next search at once), undo, redo,
 * a draw offered, the game resigned, flip the board, save, load,
 * settings, rules, a new game, the main menu, quit.
 */
#include "game_controls.h"
#include "puzzle_action.h"

#include "lang.h"
#include "settings.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>

enum {
    O_RESUME,
    O_HINT,
    O_LEVEL,
    O_UNDO,
    O_REDO,
    O_FLIP,
    O_ANALYSE,
    O_SAVE,
    O_LOAD,
    O_SETTINGS,
    O_RULES,
    O_NEW,
    O_MENU,
    O_QUIT,
    /* an analysis board's */
    O_PLAY_HERE,
    O_PROMOTE,
    O_DELETE,
    O_COPY,
    O_PASTE,
    O_SETUP,
    O_MOVES,
    /* a puzzle's */
    O_PZ_HINT,
    O_PZ_SOLUTION,
    O_PZ_RETRY,
    O_PZ_NEXT,
    O_PZ_ANALYSE,
    O_PUZZLES,
    O_DRAW,
    O_RESIGN
};

typedef struct {
    Scene base;
    Scene *game; /* the scene below; it outlives the overlay */
    const GameControls *ctl;
    Ui ui;
} OverlayScene;

/* The level the game plays: the setting, at most the game's strongest. */
static int overlay_level(const OverlayScene *o, const App *a)
{
    int top = o->ctl->top_level(o->game);
    return a->settings.level < top ? a->settings.level : top;
}

/* The rows over an analysis board. */
static void overlay_build_analysis(OverlayScene *o, App *a)
{
    int view = o->ctl->moves_view(o->game);
    ui_named(ui_button(&o->ui, O_MOVES, tr(view == 1 ? T_AN_SHOW_ENGINE : T_AN_SHOW_MOVES)), "moves")->hidden = view < 0;
    ui_named(ui_button(&o->ui, O_PLAY_HERE, tr(T_PLAY_FROM_HERE)), "playhere");
    ui_named(ui_choice(&o->ui, O_LEVEL, tr(T_COMPUTER_LEVEL), level_title(overlay_level(o, a))), "level");
    ui_named(ui_button(&o->ui, O_PROMOTE, tr(T_PROMOTE_KEY)), "promote");
    ui_named(ui_button(&o->ui, O_DELETE, tr(T_DELETE_KEY)), "delete");
    ui_named(ui_button(&o->ui, O_COPY, tr(T_COPY_POSITION)), "copy");
    ui_named(ui_button(&o->ui, O_PASTE, tr(T_PASTE_POSITION)), "paste");
    ui_named(ui_button(&o->ui, O_SETUP, tr(T_SETUP_FROM_HERE)), "setup");
    ui_named(ui_button(&o->ui, O_FLIP, tr(T_FLIP_KEY)), "flip");
    ui_named(ui_button(&o->ui, O_SAVE, tr(T_SAVE_ANALYSIS)), "save")->hidden = !a->pref_dir[0];
}

/* The rows over a puzzle: its actions, no level, undo or save (the line
 * is the puzzle's), and the way back to the puzzles' screen. */
static void overlay_build_puzzle(OverlayScene *o, App *a)
{
    static const struct {
        int id, what;
        TextId label;
        const char *name;
    } rows[] = {{O_PZ_HINT, PZ_DO_HINT, T_PZ_MENU_HINT, "hint"},
                {O_PZ_SOLUTION, PZ_DO_SOLUTION, T_PZ_MENU_SOLUTION, "solution"},
                {O_PZ_RETRY, PZ_DO_RETRY, T_PZ_MENU_RETRY, "retry"},
                {O_PZ_NEXT, PZ_DO_NEXT, T_PZ_MENU_NEXT, "nextpuzzle"},
                {O_PZ_ANALYSE, PZ_DO_ANALYSE, T_PZ_MENU_ANALYSE, "analyse"}};
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++)
        ui_named(ui_button(&o->ui, rows[k].id, tr(rows[k].label)), rows[k].name)->enabled =
            o->ctl->puzzle_can(o->game, rows[k].what);
    ui_named(ui_button(&o->ui, O_FLIP, tr(T_FLIP_KEY)), "flip");
    ui_named(ui_button(&o->ui, O_SETTINGS, tr(T_SETTINGS)), "settings");
    ui_named(ui_button(&o->ui, O_RULES, tr(T_HOW_TO_PLAY)), "rules");
    ui_named(ui_button(&o->ui, O_PUZZLES, tr(T_PZ_MENU_PUZZLES)), "puzzles");
    ui_named(ui_button(&o->ui, O_MENU, tr(T_MAIN_MENU)), "menu");
    ui_named(ui_button(&o->ui, O_QUIT, tr(T_QUIT)), "quit");
    (void)a;
}

static void overlay_build(OverlayScene *o, App *a)
{
    char v[48];
    int focus = o->ui.focus;
    int study = o->ctl->analysing(o->game);
    if (o->ctl->puzzling(o->game)) {
        ui_clear(&o->ui, tr(T_PUZZLES));
        snprintf(o->ui.subtitle, sizeof o->ui.subtitle, "%s", o->ctl->title(o->game));
        ui_named(ui_button(&o->ui, O_RESUME, tr(T_RESUME)), "resume");
        overlay_build_puzzle(o, a);
        o->ui.focus = focus;
        return;
    }
    ui_clear(&o->ui, tr(study ? T_ANALYSIS_HEADING : T_PAUSED));
    snprintf(o->ui.subtitle, sizeof o->ui.subtitle, "%s", o->ctl->title(o->game));
    ui_named(ui_button(&o->ui, O_RESUME, tr(T_RESUME)), "resume");
    if (study) {
        overlay_build_analysis(o, a);
    } else {
        /* A friend over the network: no hint or level, a take-back asked. */
        int remote = o->ctl->remote(o->game);
        snprintf(v, sizeof v, tr(T_HINT_LEFT), o->ctl->hints_left(o->game, a));
        ui_named(ui_button(&o->ui, O_HINT, v), "hint")->enabled = o->ctl->hints_left(o->game, a) > 0;
        ui_find(&o->ui, O_HINT)->hidden = remote;
        ui_named(ui_choice(&o->ui, O_LEVEL, tr(T_COMPUTER_LEVEL), level_title(overlay_level(o, a))), "level")->hidden =
            remote;
        ui_named(ui_button(&o->ui, O_UNDO, tr(remote ? T_ONLINE_MENU_TAKEBACK : T_UNDO_KEY)), "undo")->enabled =
            o->ctl->can_undo(o->game);
        ui_named(ui_button(&o->ui, O_REDO, tr(T_REDO_KEY)), "redo")->enabled = o->ctl->can_redo(o->game);
        ui_find(&o->ui, O_REDO)->hidden = remote;
        int offer = o->ctl->can_offer(o->game);
        ui_named(ui_button(&o->ui, O_DRAW, tr(T_OFFER_DRAW)), "draw")->enabled = offer;
        ui_named(ui_button(&o->ui, O_RESIGN, tr(T_RESIGN_GAME)), "resign")->enabled = offer;
        ui_named(ui_button(&o->ui, O_FLIP, tr(T_FLIP_KEY)), "flip");
        ui_named(ui_button(&o->ui, O_ANALYSE, tr(T_ANALYSE_GAME)), "analyse")->hidden = remote;
        ui_named(ui_button(&o->ui, O_SETUP, tr(T_SETUP_FROM_HERE)), "setup")->hidden = remote;
        ui_named(ui_button(&o->ui, O_SAVE, tr(T_SAVE_GAME)), "save")->hidden = !a->pref_dir[0];
    }
    ui_named(ui_button(&o->ui, O_LOAD, tr(T_SAVED_GAMES)), "load")->hidden = !a->pref_dir[0];
    ui_named(ui_button(&o->ui, O_SETTINGS, tr(T_SETTINGS)), "settings");
    ui_named(ui_button(&o->ui, O_RULES, tr(T_HOW_TO_PLAY)), "rules");
    if (!study && !o->ctl->remote(o->game))
        ui_named(ui_button(&o->ui, O_NEW, tr(T_NEW_GAME)), "new");
    ui_named(ui_button(&o->ui, O_MENU, tr(T_MAIN_MENU)), "menu");
    ui_named(ui_button(&o->ui, O_QUIT, tr(T_QUIT)), "quit");
    o->ui.focus = focus;
}

static int overlay_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

/* The keys and taps that close the menu before any row: Escape and M
 * resume, H asks for the hint, a tap outside the panel resumes.  1 when
 * the input was one of them. */
static int overlay_shortcut(OverlayScene *o, App *a, const Input *in)
{
    if (in->kind == IN_KEY && (in->key == SDLK_ESCAPE || in->key == SDLK_m)) {
        app_pop(a);
        return 1;
    }
    if (in->kind == IN_KEY && in->key == SDLK_h && o->ctl->puzzling(o->game)) {
        app_pop(a);
        o->ctl->puzzle_do(o->game, a, PZ_DO_HINT);
        return 1;
    }
    if (in->kind == IN_KEY && in->key == SDLK_h && !o->ctl->analysing(o->game)) {
        o->ctl->hint(o->game, a);
        app_pop(a);
        return 1;
    }
    if (in->kind == IN_DOWN && !(in->x >= o->ui.panel.x && in->x < o->ui.panel.x + o->ui.panel.w &&
                                 in->y >= o->ui.panel.y && in->y < o->ui.panel.y + o->ui.panel.h)) {
        app_pop(a); /* a tap outside the panel resumes */
        return 1;
    }
    return 0;
}

/* A row that acts on the game through its controls, and when the menu
 * closes: after it, before it (the action opens a card or a scene over the
 * game, which must be on top), or not at all (undo, redo: the player may
 * go on). */
typedef enum { OV_STAY, OV_CLOSE_AFTER, OV_CLOSE_BEFORE } OverlayClose;
typedef struct {
    void (*act)(Scene *game, App *a);
    OverlayClose close;
} OverlayDo;

static OverlayDo overlay_game_row(const GameControls *c, int id)
{
    switch (id) {
    case O_HINT: return (OverlayDo){c->hint, OV_CLOSE_AFTER};
    case O_UNDO: return (OverlayDo){c->undo, OV_STAY};
    case O_REDO: return (OverlayDo){c->redo, OV_STAY};
    case O_DRAW: return (OverlayDo){c->offer_draw, OV_CLOSE_BEFORE};
    case O_RESIGN: return (OverlayDo){c->resign, OV_CLOSE_BEFORE};
    case O_FLIP: return (OverlayDo){c->flip, OV_CLOSE_AFTER};
    case O_SAVE: return (OverlayDo){c->save, OV_CLOSE_AFTER};
    case O_ANALYSE: return (OverlayDo){c->analyse, OV_CLOSE_BEFORE};
    case O_PLAY_HERE: return (OverlayDo){c->play_here, OV_STAY};
    case O_PROMOTE: return (OverlayDo){c->promote, OV_CLOSE_AFTER};
    case O_DELETE: return (OverlayDo){c->delete_here, OV_CLOSE_AFTER};
    case O_COPY: return (OverlayDo){c->copy_pos, OV_CLOSE_AFTER};
    case O_PASTE: return (OverlayDo){c->paste_pos, OV_CLOSE_AFTER};
    case O_MOVES: return (OverlayDo){c->toggle_moves, OV_CLOSE_AFTER};
    case O_SETUP: return (OverlayDo){c->setup, OV_CLOSE_BEFORE};
    case O_NEW: return (OverlayDo){c->restart, OV_STAY};
    default: return (OverlayDo){NULL, OV_STAY};
    }
}

/* The rows that open another screen, or leave. */
static void overlay_screen_row(OverlayScene *o, App *a, int id)
{
    switch (id) {
    case O_RESUME:
        app_pop(a);
        break;
    case O_LOAD:
        app_push(a, a->screens->saved_games(a, 1));
        break;
    case O_SETTINGS:
        app_push(a, a->screens->settings(a));
        break;
    case O_RULES:
        app_push(a, a->screens->rules(a, o->ctl->rules_name(o->game)));
        break;
    case O_MENU:
        app_switch(a, a->screens->menu(a));
        break;
    case O_PUZZLES: {
        Scene *chooser = a->screens->puzzles(a);
        if (chooser)
            app_switch(a, chooser);
        break;
    }
    case O_QUIT:
        app_quit(a);
        break;
    default:
        break;
    }
}

static void overlay_input(Scene *s, App *a, const Input *in)
{
    OverlayScene *o = (OverlayScene *)s;
    if (overlay_shortcut(o, a, in))
        return;
    UiAction act = ui_input(&o->ui, in);
    if (act.id == O_LEVEL) {
        a->settings.level =
            overlay_wrap(overlay_level(o, a), 0, o->ctl->top_level(o->game), act.delta ? act.delta : 1);
        o->ctl->level_changed(o->game, a);
        app_settings_changed(a);
        return;
    }
    if (act.id >= O_PZ_HINT && act.id <= O_PZ_ANALYSE) {
        app_pop(a);
        o->ctl->puzzle_do(o->game, a, PZ_DO_HINT + (act.id - O_PZ_HINT));
        return;
    }
    OverlayDo d = overlay_game_row(o->ctl, act.id);
    if (!d.act) {
        overlay_screen_row(o, a, act.id);
        return;
    }
    if (d.close == OV_CLOSE_BEFORE)
        app_pop(a);
    d.act(o->game, a);
    if (d.close == OV_CLOSE_AFTER)
        app_pop(a);
}

static void overlay_draw(Scene *s, App *a, double alpha)
{
    OverlayScene *o = (OverlayScene *)s;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    render_fill_rect(r, all, (SDL_Color){0, 0, 0, 120});
    if (a->stack[a->nstack - 1] != s)
        return; /* a screen opened from the overlay stands in for it */
    overlay_build(o, a);
    ui_layout(&o->ui, r, all);
    ui_draw(&o->ui, r);
}

static void overlay_destroy(Scene *s) { free(s); }

/* A row by its name ("undo", "level>"), for scripts. */
static int overlay_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((OverlayScene *)s)->ui, name, x, y);
}

static const SceneVt overlay_vt = {overlay_input, NULL, NULL, overlay_draw, overlay_destroy, 1, NULL,
                                   overlay_locate};

Scene *scene_overlay_create(App *a, Scene *game, const GameControls *ctl)
{
    OverlayScene *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->base.vt = &overlay_vt;
    o->game = game;
    o->ctl = ctl;
    overlay_build(o, a);
    return &o->base;
}
