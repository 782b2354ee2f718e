/*
 * scene_menu.c - the main menu: the game, its options, the players, the
 * level, then Play; the game left unfinished last time, saved games,
 * settings and the rules.  Choices are kept in the settings.
 */
#include "screens.h"

#include "lang.h"
#include "scene_game.h"
#include "settings.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { M_RESUME, M_GAME, M_PITS, M_SEEDS, M_CAPTURE, M_FINISH, M_DEFEAT, M_LEAD, M_CORNER2, M_DIAGONAL, M_MODE, M_TURN,
       M_LEVEL, M_PLAY, M_LOAD, M_SETTINGS, M_RULES, M_QUIT };

static const char *const menu_games[] = {"kalah", "oware", "hasami", "khan"};
#define MENU_NGAMES (int)(sizeof menu_games / sizeof menu_games[0])

typedef struct {
    Scene base;
    Ui ui;
    int have_autosave;
    char notice[256];
} MenuScene;

static void menu_build(MenuScene *m, App *a)
{
    char v[48];
    Settings *st = &a->settings;
    int focus = m->ui.focus;
    ui_clear(&m->ui, "Tabula");
    snprintf(m->ui.subtitle, sizeof m->ui.subtitle, "%s", tr(T_APP_SUBTITLE));
    ui_button(&m->ui, M_RESUME, tr(T_MENU_RESUME))->hidden = !m->have_autosave;
    ui_choice(&m->ui, M_GAME, tr(T_MENU_GAME), game_title(menu_games[st->last_game]));
    int kalah = st->last_game == 0, oware = st->last_game == 1, hasami = st->last_game == 2;
    snprintf(v, sizeof v, "%d", st->kalah_pits);
    ui_choice(&m->ui, M_PITS, tr(T_MENU_PITS), v)->hidden = !kalah;
    snprintf(v, sizeof v, "%d", st->kalah_seeds);
    ui_choice(&m->ui, M_SEEDS, tr(T_MENU_SEEDS), v)->hidden = !kalah;
    ui_choice(&m->ui, M_CAPTURE, tr(T_MENU_CAPTURE), tr(st->kalah_capture ? T_CAPTURE_EMPTY : T_CAPTURE_STANDARD))->hidden = !kalah;
    ui_choice(&m->ui, M_FINISH, tr(T_MENU_FINISH), tr(st->oware_finish ? T_FINISH_SIX : T_FINISH_ABAPA))->hidden =
        !oware;
    snprintf(v, sizeof v, tr(T_MEN_OR_FEWER), st->hasami_defeat);
    ui_choice(&m->ui, M_DEFEAT, tr(T_MENU_DEFEAT), v)->hidden = !hasami;
    if (st->hasami_lead)
        snprintf(v, sizeof v, tr(T_MEN_OR_MORE), st->hasami_lead + 1);
    else
        snprintf(v, sizeof v, "%s", tr(T_OFF));
    ui_choice(&m->ui, M_LEAD, tr(T_MENU_LEAD), v)->hidden = !hasami;
    ui_choice(&m->ui, M_CORNER2, tr(T_MENU_CORNER2), tr(st->hasami_corner2 ? T_CORNER2_ON : T_CORNER2_OFF))->hidden =
        !hasami;
    ui_choice(&m->ui, M_DIAGONAL, tr(T_MENU_DIAGONAL), tr(st->hasami_diagonal ? T_YES : T_NO))->hidden = !hasami;
    ui_choice(&m->ui, M_MODE, tr(T_MENU_PLAYERS), mode_title(st->mode));
    ui_choice(&m->ui, M_TURN, tr(T_MENU_TURN), tr(st->auto_turn ? T_YES : T_NO))->hidden =
        st->mode != MODE_HVH;
    ui_choice(&m->ui, M_LEVEL, tr(T_COMPUTER_LEVEL), level_title(st->level))->hidden = st->mode == MODE_HVH;
    ui_button(&m->ui, M_PLAY, tr(T_PLAY));
    ui_button(&m->ui, M_LOAD, tr(T_SAVED_GAMES))->hidden = !a->pref_dir[0];
    ui_button(&m->ui, M_SETTINGS, tr(T_SETTINGS));
    ui_button(&m->ui, M_RULES, tr(T_HOW_TO_PLAY));
    ui_button(&m->ui, M_QUIT, tr(T_QUIT));
    m->ui.focus = focus;
}

static int menu_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

static void menu_options(const App *a, GameOptions *o)
{
    const Settings *st = &a->settings;
    const GameRules *rules = game_find(menu_games[st->last_game]);
    game_options_default(rules, o);
    if (st->last_game == 0) {
        o->v[0] = st->kalah_pits;
        o->v[1] = st->kalah_seeds;
        o->v[2] = st->kalah_capture;
    } else if (st->last_game == 1) {
        o->v[0] = st->oware_finish;
    } else if (st->last_game == 2) {
        o->v[0] = st->hasami_corner2;
        o->v[1] = st->hasami_diagonal;
        o->v[2] = st->hasami_defeat;
        o->v[3] = st->hasami_lead;
    }
}

static void menu_start(MenuScene *m, App *a)
{
    char err[256];
    GameOptions o;
    menu_options(a, &o);
    Scene *s = scene_game_create(a, game_find(menu_games[a->settings.last_game]), &o, (PlayMode)a->settings.mode, err,
                                 sizeof err);
    if (!s) {
        snprintf(m->notice, sizeof m->notice, tr(T_CANNOT_START_DETAIL), err);
        return;
    }
    scene_game_offer_edge(s, a);
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
        st->last_game = menu_wrap(st->last_game, 0, MENU_NGAMES - 1, d);
        break;
    case M_PITS:
        st->kalah_pits = menu_wrap(st->kalah_pits, 1, 8, d);
        break;
    case M_SEEDS:
        st->kalah_seeds = menu_wrap(st->kalah_seeds, 1, 10, d);
        break;
    case M_CAPTURE:
        st->kalah_capture ^= 1;
        break;
    case M_FINISH:
        st->oware_finish ^= 1;
        break;
    case M_DEFEAT:
        st->hasami_defeat = menu_wrap(st->hasami_defeat, 1, 4, d);
        break;
    case M_LEAD:
        st->hasami_lead = menu_wrap(st->hasami_lead, 0, 8, d);
        break;
    case M_CORNER2:
        st->hasami_corner2 ^= 1;
        break;
    case M_DIAGONAL:
        st->hasami_diagonal ^= 1;
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
        app_push(a, scene_rules_create(a, menu_games[st->last_game]));
        return;
    case M_QUIT:
        app_quit(a);
        return;
    default:
        return;
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

static const SceneVt menu_vt = {menu_input, NULL, NULL, menu_draw, menu_destroy, 0, menu_quit, NULL};

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
