/*
 * scene_load.c - the saved games in the per-user folder, newest first,
 * each with its game, date, players and moves, and a picture of the
 * focused game's final position.  A file that cannot be read is listed
 * with the reason and cannot be opened; opening one never disturbs the
 * game in progress unless it loads.
 */
#define _POSIX_C_SOURCE 200809L /* opendir */
#include "screens.h"

#include "board.h"
#include "game_files.h"
#include "game_look.h"
#include "lang.h"
#include "record.h"
#include "scene_game.h"
#include "ui.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOAD_MAX 12

typedef struct {
    char path[1400];
    char label[64];
    char detail[200];
    int ok;                   /* it opens (perhaps only as far as it reads) */
    char why[160];            /* why not, or where it ends, in a player's words */
    /* The final position, for the preview, on its game's board. */
    Game *game;
    Pos *final;
    BoardFlavour flavour;
} SaveEntry;

typedef struct {
    Scene base;
    int over_game; /* opened over a game, which stays below (else from the menu) */
    Ui ui;
    SaveEntry entry[LOAD_MAX];
    int n;
    char message[90];
} LoadScene;

#define LOAD_SCAN 1024

/* Names end in YYYYmmdd-HHMMSS.tabula: newest first by the stamp. */
static const char *load_stamp(const char *name)
{
    const char *dash = strrchr(name, '-');
    return dash && dash - name >= 8 ? dash - 8 : "";
}

static int load_cmp(const void *x, const void *y)
{
    return strcmp(load_stamp(*(char *const *)y), load_stamp(*(char *const *)x));
}

/* One save file read for the list: its label, players and final position. */
static void load_entry(SaveEntry *s, const char *dir, const char *name)
{
    memset(s, 0, sizeof *s);
    snprintf(s->path, sizeof s->path, "%s/%s", dir, name);
    char when[40] = "";
    const char *st = load_stamp(name);
    int mo = st[0] ? (st[4] - '0') * 10 + (st[5] - '0') : 0;
    if (mo >= 1 && mo <= 12)
        snprintf(when, sizeof when, " \xc2\xb7 %.2s %s %.2s:%.2s", st + 6, tr((TextId)(T_MONTH_JAN + mo - 1)), st + 9, st + 11);
    char *text = NULL, err[256];
    size_t tl = 0;
    Record *rec = malloc(sizeof *rec);
    RecordReport rep = {RECORD_FINE, 0, 0};
    int read = rec && record_read_file(s->path, &text, &tl, err, sizeof err) == 0;
    if (read && record_read(text, tl, rec, &rep, err, sizeof err) == 0) {
        s->ok = 1;
        const GameLook *look = game_look(rec->rules);
        snprintf(s->label, sizeof s->label, tr(T_SAVE_LABEL), tr(look->title), rec->nmoves, when);
        /* What the file says of itself: its date and players, when it says. */
        const char *date = rec->date[0] ? rec->date : tr(T_UNDATED);
        if (rec->player[0][0] || rec->player[1][0])
            snprintf(s->detail, sizeof s->detail, tr(T_SAVE_DETAIL), date, rec->player[0][0] ? rec->player[0] : "?",
                     rec->player[1][0] ? rec->player[1] : "?");
        else
            snprintf(s->detail, sizeof s->detail, "%s \xc2\xb7 %s", date, tr(T_NO_PLAYERS));
        if (rep.problem == RECORD_CUT)
            snprintf(s->why, sizeof s->why, tr(T_REC_ENDS_EARLY), rep.move - 1);
        /* The final position, for the preview. */
        s->game = game_create(rec->rules, &rec->opts, err, sizeof err);
        Match *m = s->game ? record_match(s->game, rec, err, sizeof err) : NULL;
        s->final = m ? pos_new(s->game) : NULL;
        if (s->final)
            pos_copy(s->game, s->final, match_pos(m));
        match_destroy(m);
        look->board(&rec->opts, &s->flavour);
    } else {
        snprintf(s->label, sizeof s->label, "%.40s", name);
        if (!rec)
            snprintf(s->why, sizeof s->why, "%s", tr(T_OUT_OF_MEMORY));
        else if (!read)
            snprintf(s->why, sizeof s->why, "%s", tr(T_REC_UNREADABLE));
        else
            sg_record_words(&rep, s->why, sizeof s->why);
        snprintf(s->detail, sizeof s->detail, tr(T_CANNOT_BE_READ), s->why);
    }
    free(text);
    free(rec);
}

/* The newest LOAD_MAX saves of the folder. */
static void load_read(LoadScene *l, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char **names = malloc(sizeof *names * LOAD_SCAN);
    int n = 0;
    struct dirent *e;
    while (names && (e = readdir(d)) && n < LOAD_SCAN) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".tabula") != 0)
            continue;
        if ((names[n] = malloc(len + 1)) != NULL)
            memcpy(names[n++], e->d_name, len + 1);
    }
    closedir(d);
    if (!names)
        return;
    qsort(names, (size_t)n, sizeof names[0], load_cmp);
    for (int i = 0; i < n; i++) {
        if (l->n < LOAD_MAX)
            load_entry(&l->entry[l->n++], dir, names[i]);
        free(names[i]);
    }
    free(names);
}

static void load_build(LoadScene *l)
{
    int focus = l->ui.focus;
    ui_clear(&l->ui, tr(T_SAVED_GAMES));
    snprintf(l->ui.subtitle, sizeof l->ui.subtitle, "%s",
             l->message[0] ? l->message : tr(l->n ? T_CHOOSE_SAVE : T_NO_SAVES));
    /* A file that cannot be opened is listed too, and pointing at it says
     * why. */
    for (int i = 0; i < l->n; i++)
        ui_button(&l->ui, i, l->entry[i].label);
    ui_button(&l->ui, 100, tr(T_BACK));
    l->ui.focus = focus;
}

static void load_input(Scene *s, App *a, const Input *in)
{
    LoadScene *l = (LoadScene *)s;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        app_pop(a);
        return;
    }
    UiAction act = ui_input(&l->ui, in);
    if (act.id == 100) {
        app_pop(a);
    } else if (act.id >= 0 && act.id < l->n && !l->entry[act.id].ok) {
        snprintf(l->message, sizeof l->message, tr(T_CANNOT_OPEN_IT), l->entry[act.id].why);
    } else if (act.id >= 0 && act.id < l->n) {
        char err[1024];
        Scene *g = scene_game_load(a, l->entry[act.id].path, -1, -1, err, sizeof err);
        if (g)
            app_switch(a, g);
        else
            snprintf(l->message, sizeof l->message, tr(T_CANNOT_OPEN_IT), err);
    }
}

static void load_draw(Scene *s, App *a, double alpha)
{
    LoadScene *l = (LoadScene *)s;
    (void)alpha;
    Render *r = a->render;
    float w = (float)render_width(r), h = (float)render_height(r), u = render_unit(r);
    if (!l->over_game)
        ui_draw_table(r);
    else
        render_fill_rect(r, (SDL_FRect){0, 0, w, h}, (SDL_Color){0, 0, 0, 140});
    load_build(l);
    ui_layout(&l->ui, r, (SDL_FRect){0, 0, w * 0.58f, h});
    ui_draw(&l->ui, r);
    /* The game pointed at, else the focused one: its details and its final
     * position, or why it cannot be opened. */
    int f = l->ui.hover >= 0 ? l->ui.hover : l->ui.focus;
    if (f < 0 || f >= l->n)
        return;
    const SaveEntry *e = &l->entry[f];
    SDL_FRect panel = {w * 0.6f, h * 0.25f, w * 0.38f, h * 0.5f};
    ui_draw_panel(r, panel);
    float px = render_text_fit(r, FONT_BOLD, u * 2.8f, e->label, panel.w * 0.9f);
    render_text(r, FONT_BOLD, px, e->label, panel.x + panel.w / 2, panel.y + u * 2, ALIGN_CENTER, render_gold);
    const SDL_Color warn = {255, 190, 120, 255};
    if (!e->ok) {
        float wpx = render_size(r, 2.3f, 11);
        char why[200];
        snprintf(why, sizeof why, tr(T_CANNOT_OPEN_IT), e->why);
        render_text_wrapped(r, FONT_REGULAR, wpx, why, panel.x + u * 3, panel.y + u * 7, panel.w - u * 6, warn);
        return;
    }
    float dpx = render_text_fit(r, FONT_REGULAR, u * 2.2f, e->detail, panel.w * 0.9f);
    render_text(r, FONT_REGULAR, dpx, e->detail, panel.x + panel.w / 2, panel.y + u * 6, ALIGN_CENTER,
                (SDL_Color){230, 215, 190, 255});
    float top = panel.y + u * 11;
    if (e->why[0]) { /* opened as far as it reads */
        float wpx = render_text_fit(r, FONT_BOLD, u * 2.2f, e->why, panel.w * 0.9f);
        render_text(r, FONT_BOLD, wpx, e->why, panel.x + panel.w / 2, panel.y + u * 9, ALIGN_CENTER, warn);
        top += u * 2;
    }
    SDL_FRect area = {panel.x + u * 2, top, panel.w - u * 4, panel.y + panel.h - u * 3 - top};
    if (e->final)
        board_draw_preview(&e->flavour, r, area, e->game, e->final);
}

static void load_destroy(Scene *s)
{
    LoadScene *l = (LoadScene *)s;
    for (int i = 0; i < l->n; i++) {
        pos_free(l->entry[i].final);
        game_destroy(l->entry[i].game);
    }
    free(s);
}

static const SceneVt load_vt = {load_input, NULL, NULL, load_draw, load_destroy, 1, NULL, NULL};

Scene *scene_load_create(App *a, int over_game)
{
    LoadScene *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->base.vt = &load_vt;
    l->over_game = over_game;
    char dir[1200];
    if (app_pref_file(a, "saves", dir, sizeof dir) == 0)
        load_read(l, dir);
    load_build(l);
    return &l->base;
}
