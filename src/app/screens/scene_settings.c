/*
 * scene_settings.c - the settings screen; every change is applied at once
 * and saved (settings.c).
 */
#include "screens.h"

#include "lang.h"
#include "settings.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { S_LANGUAGE, S_LARGE, S_SPEED, S_SOUND, S_VOLUME, S_HINTS, S_LEVEL, S_EXPERT, S_RESIGN, S_COUNTS, S_FULL, S_TURN, S_BACK };

static const int settings_expert_steps[] = {250, 500, 1000, 2000, 3000, 5000, 10000};
#define SETTINGS_NSTEPS 7

typedef struct {
    Scene base;
    Ui ui;
} SettingsScene;

static void settings_build(SettingsScene *ss, App *a)
{
    const Settings *s = &a->settings;
    char v[48];
    int focus = ss->ui.focus;
    ui_clear(&ss->ui, tr(T_SETTINGS));
    /* Which Tabula this is, for a bug report: under the title. */
    snprintf(ss->ui.subtitle, sizeof ss->ui.subtitle, tr(T_ABOUT), TABULA_VERSION);
    if (s->language)
        snprintf(v, sizeof v, "%s", lang_name((Lang)(s->language - 1)));
    else
        snprintf(v, sizeof v, tr(T_LANG_SYSTEM), lang_name(lang_system()));
    ui_named(ui_choice(&ss->ui, S_LANGUAGE, tr(T_LANGUAGE), v), "language");
    ui_named(ui_choice(&ss->ui, S_LARGE, tr(T_LARGE_TEXT), tr(s->large_text ? T_ON : T_OFF)), "large_text");
    ui_named(ui_choice(&ss->ui, S_SPEED, tr(T_ANIM_SPEED), speed_title(s->speed)), "speed");
    ui_named(ui_choice(&ss->ui, S_SOUND, tr(T_SOUND), tr(s->sound ? T_ON : T_OFF)), "sound");
    snprintf(v, sizeof v, "%d0%%", s->volume);
    ui_named(ui_choice(&ss->ui, S_VOLUME, tr(T_VOLUME), s->volume ? v : "0%"), "volume")->enabled = s->sound;
    snprintf(v, sizeof v, "%d", s->hints_per_game);
    ui_named(ui_choice(&ss->ui, S_HINTS, tr(T_HINTS_PER_GAME), v), "hints");
    ui_named(ui_choice(&ss->ui, S_LEVEL, tr(T_COMPUTER_LEVEL), level_title(s->level)), "level");
    snprintf(v, sizeof v, tr(T_SECONDS_A_MOVE), s->expert_ms / 1000.0);
    ui_named(ui_choice(&ss->ui, S_EXPERT, tr(T_EXPERT_TIME), v), "expert_time");
    static const TextId resign_words[RESIGN_SETTINGS] = {T_RESIGN_NEVER, T_RESIGN_WEAK, T_RESIGN_ALWAYS};
    ui_named(ui_choice(&ss->ui, S_RESIGN, tr(T_COMPUTER_RESIGNS), tr(resign_words[s->resign])), "resign");
    ui_named(ui_choice(&ss->ui, S_COUNTS, tr(T_SEED_COUNTS), tr(s->show_counts ? T_SHOWN : T_HIDDEN)), "counts");
    ui_named(ui_choice(&ss->ui, S_FULL, tr(T_FULL_SCREEN), tr(s->fullscreen ? T_ON : T_OFF)), "fullscreen");
    ui_named(ui_choice(&ss->ui, S_TURN, tr(T_TWO_PLAYERS_TURN), tr(s->auto_turn ? T_YES : T_NO)), "turn");
    ui_named(ui_button(&ss->ui, S_BACK, tr(T_BACK)), "back");
    ss->ui.focus = focus;
}

static int settings_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

static void settings_input(Scene *sc, App *a, const Input *in)
{
    SettingsScene *ss = (SettingsScene *)sc;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        app_pop(a);
        return;
    }
    UiAction act = ui_input(&ss->ui, in);
    Settings *s = &a->settings;
    int d = act.delta ? act.delta : 1, step = 0;
    switch (act.id) {
    case S_LANGUAGE:
        s->language = settings_wrap(s->language, 0, LANG_COUNT, d);
        a->cfg.lang = -1; /* the player's choice outranks --lang */
        break;
    case S_LARGE:
        s->large_text ^= 1;
        break;
    case S_SPEED:
        s->speed = (AnimSpeed)settings_wrap(s->speed, 0, SPEED_COUNT - 1, d);
        break;
    case S_SOUND:
        s->sound ^= 1;
        break;
    case S_VOLUME:
        s->volume = settings_wrap(s->volume, 0, 10, d);
        break;
    case S_HINTS:
        s->hints_per_game = settings_wrap(s->hints_per_game, 0, 10, d);
        break;
    case S_LEVEL:
        s->level = settings_wrap(s->level, 0, LEVEL_COUNT - 1, d);
        break;
    case S_EXPERT:
        for (int i = 0; i < SETTINGS_NSTEPS; i++)
            if (settings_expert_steps[i] <= s->expert_ms)
                step = i;
        s->expert_ms = settings_expert_steps[settings_wrap(step, 0, SETTINGS_NSTEPS - 1, d)];
        break;
    case S_RESIGN:
        s->resign = settings_wrap(s->resign, 0, RESIGN_SETTINGS - 1, d);
        break;
    case S_COUNTS:
        s->show_counts ^= 1;
        break;
    case S_FULL:
        s->fullscreen ^= 1;
        SDL_SetWindowFullscreen(a->window, s->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        break;
    case S_TURN:
        s->auto_turn ^= 1;
        break;
    case S_BACK:
        app_pop(a);
        return;
    default:
        return;
    }
    app_settings_changed(a);
}

static void settings_draw(Scene *sc, App *a, double alpha)
{
    SettingsScene *ss = (SettingsScene *)sc;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    ui_draw_table(r);
    settings_build(ss, a);
    ui_layout(&ss->ui, r, all);
    ui_draw(&ss->ui, r);
}

static void settings_destroy(Scene *s) { free(s); }

/* A row by its name ("speed", "level>"), for scripts. */
static int settings_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((SettingsScene *)s)->ui, name, x, y);
}

/* The rows in view for --print-result, after the menu's account: how
 * many there are, how many the window shows, the first of them, and the
 * focused one (counted as the others). */
static void settings_quit(Scene *s, App *a)
{
    const Ui *u = &((SettingsScene *)s)->ui;
    int shown = 0, focus = 0;
    for (int i = 0; i < u->nrows; i++) {
        focus = i == u->focus ? shown : focus;
        shown += !u->row[i].hidden;
    }
    size_t used = strlen(a->result);
    snprintf(a->result + used, sizeof a->result - used, "%ssettings rows %d in_view %d first %d focus %d",
             used ? " " : "", shown, u->visible, u->first, focus);
}

static const SceneVt settings_vt = {settings_input, NULL, NULL, settings_draw, settings_destroy, 0, settings_quit,
                                    settings_locate};

Scene *scene_settings_create(App *a)
{
    SettingsScene *ss = calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base.vt = &settings_vt;
    settings_build(ss, a);
    return &ss->base;
}
