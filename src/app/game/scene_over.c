/*
 * scene_over.c - the result, over the final board: who won and by how
 * much, then a new game, a review of this one, the main
 * menu or a last look at the board.
 */
#include "game_controls.h"

#include "lang.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>

enum { R_NEW, R_REVIEW, R_UNDO, R_BOARD, R_MENU, R_QUIT };

typedef struct {
    Scene base;
    Scene *game;
    const GameControls *ctl;
    Ui ui;
    double shown_at;
} OverScene;

static void over_input(Scene *s, App *a, const Input *in)
{
    OverScene *o = (OverScene *)s;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        app_pop(a);
        return;
    }
    UiAction act = ui_input(&o->ui, in);
    switch (act.id) {
    case R_NEW:
        o->ctl->restart(o->game, a);
        break;
    case R_BOARD:
        app_pop(a);
        break;
    case R_REVIEW:
        app_pop(a);
        o->ctl->review(o->game, a);
        break;
    case R_UNDO:
        app_pop(a);
        o->ctl->undo(o->game, a);
        break;
    case R_MENU:
        app_switch(a, a->screens->menu(a));
        break;
    case R_QUIT:
        app_quit(a);
        break;
    default:
        break;
    }
}

static void over_draw(Scene *s, App *a, double alpha)
{
    OverScene *o = (OverScene *)s;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    render_fill_rect(r, all, (SDL_Color){0, 0, 0, 90});
    ui_layout(&o->ui, r, all);
    ui_draw(&o->ui, r);
}

static void over_destroy(Scene *s) { free(s); }

static const SceneVt over_vt = {over_input, NULL, NULL, over_draw, over_destroy, 1, NULL, NULL};

Scene *scene_over_create(App *a, Scene *game, const GameControls *ctl, const char *title, const char *detail)
{
    OverScene *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->base.vt = &over_vt;
    o->game = game;
    o->ctl = ctl;
    o->shown_at = a->now;
    ui_clear(&o->ui, title);
    snprintf(o->ui.subtitle, sizeof o->ui.subtitle, "%s", detail);
    ui_button(&o->ui, R_NEW, tr(T_PLAY_AGAIN));
    if (ctl->can_review(game))
        ui_button(&o->ui, R_REVIEW, tr(T_REVIEW_GAME));
    ui_button(&o->ui, R_UNDO, tr(T_TAKE_BACK));
    ui_button(&o->ui, R_BOARD, tr(T_LOOK_AT_BOARD));
    ui_button(&o->ui, R_MENU, tr(T_MAIN_MENU));
    ui_button(&o->ui, R_QUIT, tr(T_QUIT));
    return &o->base;
}
