/*
 * scene_ask.c - a question over the game with two answers: a resignation
 * confirmed, a draw offer accepted or declined.  The game below waits
 * (its computer plays no move while a card covers it); the answer goes
 * back through the game's controls, so calls run one way.
 */
#include "game_controls.h"

#include "lang.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>

enum { ASK_YES = 1, ASK_NO };

typedef struct {
    Scene base;
    Scene *game; /* the scene below; it outlives the question */
    const GameControls *ctl;
    int question;
    char title[128], subtitle[160], yes[64], no[64];
    Ui ui;
} AskScene;

static void ask_build(AskScene *q)
{
    int focus = q->ui.focus;
    ui_clear(&q->ui, q->title);
    snprintf(q->ui.subtitle, sizeof q->ui.subtitle, "%s", q->subtitle);
    ui_named(ui_button(&q->ui, ASK_YES, q->yes), "yes");
    ui_named(ui_button(&q->ui, ASK_NO, q->no), "no");
    q->ui.focus = focus;
}

/* The card goes first: the answer may open another screen over the game. */
static void ask_answer(AskScene *q, App *a, int yes)
{
    Scene *game = q->game;
    const GameControls *ctl = q->ctl;
    int question = q->question;
    app_pop(a);
    ctl->answer(game, a, question, yes);
}

static void ask_input(Scene *s, App *a, const Input *in)
{
    AskScene *q = (AskScene *)s;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        ask_answer(q, a, 0);
        return;
    }
    UiAction act = ui_input(&q->ui, in);
    if (act.id == ASK_YES || act.id == ASK_NO)
        ask_answer(q, a, act.id == ASK_YES);
}

static void ask_draw(Scene *s, App *a, double alpha)
{
    AskScene *q = (AskScene *)s;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    render_fill_rect(r, all, (SDL_Color){0, 0, 0, 120});
    ask_build(q);
    ui_layout(&q->ui, r, all);
    ui_draw(&q->ui, r);
}

static void ask_destroy(Scene *s) { free(s); }

/* A row by its name ("yes", "no"), for scripts. */
static int ask_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((AskScene *)s)->ui, name, x, y);
}

static const SceneVt ask_vt = {ask_input, NULL, NULL, ask_draw, ask_destroy, 1, NULL, ask_locate};

Scene *scene_ask_create(App *a, Scene *game, const GameControls *ctl, int question, const char *title,
                        const char *subtitle, const char *yes, const char *no)
{
    (void)a;
    AskScene *q = calloc(1, sizeof *q);
    if (!q)
        return NULL;
    q->base.vt = &ask_vt;
    q->game = game;
    q->ctl = ctl;
    q->question = question;
    snprintf(q->title, sizeof q->title, "%s", title);
    snprintf(q->subtitle, sizeof q->subtitle, "%s", subtitle);
    snprintf(q->yes, sizeof q->yes, "%s", yes);
    snprintf(q->no, sizeof q->no, "%s", no);
    ask_build(q);
    /* The safe answer has the keys first: Enter plays on. */
    q->ui.focus = 1;
    return &q->base;
}
