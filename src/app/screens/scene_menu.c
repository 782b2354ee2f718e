/*
 * scene_menu.c - the main menu: the game, its options, the players, the
 * level, then Play; the game left unfinished last time, saved games,
 * settings and the rules.  Choices are kept in the settings.  The
 * games and their options' rows come from the engine's registry and
 * option descriptions, worded by each game's look.
 */
#include "screens.h"

#include "game_look.h"
#include "lang.h"
#include "scene_game.h"
#include "settings.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The rows; the chosen game's option i is the row M_OPTION + i. */
enum { M_RESUME, M_GAME, M_MODE, M_TURN, M_LEVEL, M_PLAY, M_LOAD, M_SETTINGS, M_RULES, M_QUIT, M_OPTION };

typedef struct {
    Scene base;
    Ui ui;
    int have_autosave;
    char notice[256];
} MenuScene;

static const GameRules *menu_rules(const App *a) { return game_registry[a->settings.last_game]; }

static void menu_build(MenuScene *m, App *a)
{
    Settings *st = &a->settings;
    const GameRules *rules = menu_rules(a);
    const GameLook *look = game_look(rules);
    int focus = m->ui.focus;
    ui_clear(&m->ui, "Tabula");
    snprintf(m->ui.subtitle, sizeof m->ui.subtitle, "%s", tr(T_APP_SUBTITLE));
    ui_named(ui_button(&m->ui, M_RESUME, tr(T_MENU_RESUME)), "resume")->hidden = !m->have_autosave;
    ui_named(ui_choice(&m->ui, M_GAME, tr(T_MENU_GAME), tr(look->title)), "game");
    /* The game's options in its look's order, then any it does not word. */
    for (int k = 0; k < look->noptions + rules->noptions; k++) {
        int i = -1;
        for (int j = 0; j < rules->noptions; j++)
            if (k < look->noptions ? strcmp(rules->options[j].key, look->options[k].key) == 0
                                   : j == k - look->noptions && !game_look_option(look, j))
                i = j;
        if (i < 0 || rules->options[i].chosen_at_start)
            continue;
        const OptionLook *ol = game_look_option(look, i);
        char v[48];
        game_look_value(look, i, st->options[st->last_game].v[i], v, sizeof v);
        ui_named(ui_choice(&m->ui, M_OPTION + i, ol ? tr(ol->label) : rules->options[i].key, v), rules->options[i].key);
    }
    ui_named(ui_choice(&m->ui, M_MODE, tr(T_MENU_PLAYERS), mode_title(st->mode)), "players");
    ui_named(ui_choice(&m->ui, M_TURN, tr(T_MENU_TURN), tr(st->auto_turn ? T_YES : T_NO)), "turn")->hidden =
        st->mode != MODE_HVH;
    ui_named(ui_choice(&m->ui, M_LEVEL, tr(T_COMPUTER_LEVEL), level_title(st->level)), "level")->hidden = st->mode == MODE_HVH;
    ui_named(ui_button(&m->ui, M_PLAY, tr(T_PLAY)), "play");
    ui_named(ui_button(&m->ui, M_LOAD, tr(T_SAVED_GAMES)), "saved")->hidden = !a->pref_dir[0];
    ui_named(ui_button(&m->ui, M_SETTINGS, tr(T_SETTINGS)), "settings");
    ui_named(ui_button(&m->ui, M_RULES, tr(T_HOW_TO_PLAY)), "rules");
    ui_named(ui_button(&m->ui, M_QUIT, tr(T_QUIT)), "quit");
    m->ui.focus = focus;
}

static int menu_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

static void menu_start(MenuScene *m, App *a)
{
    char err[256];
    const GameRules *rules = menu_rules(a);
    /* The option chosen at the start is the first side's to choose. */
    GameOptions o = a->settings.options[a->settings.last_game];
    int choice = game_choice_option(rules);
    if (choice >= 0)
        o.v[choice] = rules->options[choice].def;
    Scene *s = scene_game_create(a, rules, &o, (PlayMode)a->settings.mode, err, sizeof err);
    if (!s) {
        snprintf(m->notice, sizeof m->notice, tr(T_CANNOT_START_DETAIL), err);
        return;
    }
    scene_game_offer_choice(s, a);
    app_switch(a, s);
}

static void menu_resume(MenuScene *m, App *a)
{
    char path[1200], err[1024];
    if (app_pref_file(a, "autosave.tabula", path, sizeof path) != 0)
        return;
    Scene *s = scene_game_load(a, path, -1, -1, err, sizeof err);
    if (!s) {
        snprintf(m->notice, sizeof m->notice, tr(T_AUTOSAVE_UNREADABLE), err);
        m->have_autosave = 0;
        return;
    }
    app_switch(a, s);
}

static void menu_input(Scene *s, App *a, const Input *in)
{
    MenuScene *m = (MenuScene *)s;
    /* A pad's B (back) has nothing to go back to here: only the keyboard's
     * Escape quits. */
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        if (!in->pad)
            app_quit(a);
        return;
    }
    UiAction act = ui_input(&m->ui, in);
    Settings *st = &a->settings;
    int d = act.delta ? act.delta : 1;
    switch (act.id) {
    case M_RESUME:
        menu_resume(m, a);
        return;
    case M_GAME:
        st->last_game = menu_wrap(st->last_game, 0, settings_games() - 1, d);
        break;
    case M_MODE:
        st->mode = menu_wrap(st->mode, 0, MODE_COUNT - 1, d);
        break;
    case M_TURN:
        st->auto_turn ^= 1;
        break;
    case M_LEVEL:
        st->level = menu_wrap(st->level, 0, LEVEL_COUNT - 1, d);
        break;
    case M_PLAY:
        menu_start(m, a);
        return;
    case M_LOAD:
        app_push(a, scene_load_create(a, 0));
        return;
    case M_SETTINGS:
        app_push(a, scene_settings_create(a));
        return;
    case M_RULES:
        app_push(a, scene_rules_create(a, menu_rules(a)->name));
        return;
    case M_QUIT:
        app_quit(a);
        return;
    default: {
        if (act.id < M_OPTION || act.id >= M_OPTION + menu_rules(a)->noptions)
            return;
        const OptionDesc *od = &menu_rules(a)->options[act.id - M_OPTION];
        int *v = &st->options[st->last_game].v[act.id - M_OPTION];
        *v = menu_wrap(*v, od->min, od->max, d);
        break;
    }
    }
    app_settings_changed(a);
    menu_build(m, a);
}

/* A notice from elsewhere (settings, a failed load) shows here. */
static void menu_take_notice(MenuScene *m, App *a)
{
    if (!a->notice[0])
        return;
    snprintf(m->notice, sizeof m->notice, "%s", a->notice);
    a->notice[0] = '\0';
}

static void menu_draw(Scene *s, App *a, double alpha)
{
    MenuScene *m = (MenuScene *)s;
    (void)alpha;
    Render *r = a->render;
    ui_draw_table(r);
    menu_take_notice(m, a);
    menu_build(m, a);
    SDL_FRect area = {0, 0, (float)render_width(r), (float)render_height(r)};
    float u = render_unit(r);
    /* A notice takes the foot of the screen, on two lines if it must. */
    float notice_px = render_size(r, 2.4f, 11);
    float foot = m->notice[0] ? fmaxf(u * 6, render_line_height(r, notice_px) * 2.4f) : u * 6;
    SDL_FRect inner = {0, 0, area.w, area.h - foot};
    ui_layout(&m->ui, r, inner);
    ui_draw(&m->ui, r);
    if (m->notice[0]) {
        ui_text_centred(r, FONT_BOLD, notice_px, m->notice, area.w / 2, area.h - foot + u, area.w * 0.94f,
                        (SDL_Color){255, 190, 120, 255});
    } else {
        /* The keys at a glance, where they fit legibly (a small window
         * shows the menu instead). */
        const char *keys = tr(T_MENU_KEYS);
        float px = render_size(r, 2.2f, 10);
        if (render_text_width(r, FONT_REGULAR, px, keys) <= area.w * 0.96f)
            render_text(r, FONT_REGULAR, px, keys, area.w / 2, area.h - u * 4.2f, ALIGN_CENTER,
                        (SDL_Color){200, 220, 200, 200});
    }
}

static void menu_destroy(Scene *s) { free(s); }

/* The account --print-result shows when the app closes on the menu (or
 * on a screen over it, which may add its own). */
static void menu_quit(Scene *s, App *a)
{
    MenuScene *m = (MenuScene *)s;
    menu_take_notice(m, a);
    snprintf(a->result, sizeof a->result, "menu%s%s", m->notice[0] ? " notice " : "", m->notice);
}

/* A row by its name ("play", "game>", "pits<"), for scripts. */
static int menu_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((MenuScene *)s)->ui, name, x, y);
}

static const SceneVt menu_vt = {menu_input, NULL, NULL, menu_draw, menu_destroy, 0, menu_quit, menu_locate};

Scene *scene_menu_create(App *a)
{
    MenuScene *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->base.vt = &menu_vt;
    char path[1200];
    FILE *f = app_pref_file(a, "autosave.tabula", path, sizeof path) == 0 ? fopen(path, "rb") : NULL;
    if (f) {
        m->have_autosave = 1;
        fclose(f);
    }
    if (a->cfg.mode_given)
        a->settings.mode = a->cfg.mode;
    menu_take_notice(m, a);
    menu_build(m, a);
    UiRow *first = m->have_autosave ? ui_find(&m->ui, M_RESUME) : ui_find(&m->ui, M_PLAY);
    m->ui.focus = (int)(first - m->ui.row);
    return &m->base;
}
