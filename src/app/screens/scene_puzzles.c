/*
 * scene_puzzles.c - the puzzles' screen: the player picks a game and a
 * difficulty (or every one mixed), sees how the set is known (proven by
 * the solver, or found by search) and their record in it, and starts;
 * the puzzles themselves are played on the game screen (game_puzzle.c).
 * The sets are read from the assets (assets/puzzles/GAME.txt, the format
 * of docs/puzzle-format.md); a set that is missing or damaged is named
 * with the reason, and its game cannot be started.
 */
#include "screens.h"

#include "game_look.h"
#include "lang.h"
#include "puzzle_progress.h"
#include "scene_game.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PUZZLES_FILE_MAX (4u << 20)

enum { P_GAME, P_BAND, P_START, P_BACK };

typedef struct {
    Scene base;
    Ui ui;
    int ngames;
    int game;      /* the game's index in the registry */
    int band;      /* 0: mixed, else 1..PUZZLE_BANDS */
    int loaded[SETTINGS_MAX_GAMES];       /* its set was tried */
    PuzzleSet set[SETTINGS_MAX_GAMES];    /* n 0 when it could not be read */
    char set_problem[SETTINGS_MAX_GAMES][300];
    PuzzleProgress progress;
    char record_problem[320];
    char notice[300];
} PuzzlesScene;

static const TextId puzzles_band_names[PUZZLE_BANDS + 1] = {T_PZ_MIXED, T_PZ_EASY, T_PZ_MEDIUM, T_PZ_HARD};

/* The whole of a set's file; NULL with the reason. */
static char *puzzles_read_file(const char *path, const char *name, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, tr(T_PZ_SET_MISSING), name);
        return NULL;
    }
    char *buf = malloc(PUZZLES_FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, PUZZLES_FILE_MAX + 1, f) : 0;
    int bad = ferror(f) || n > PUZZLES_FILE_MAX;
    fclose(f);
    if (!buf || bad) {
        free(buf);
        snprintf(err, errlen, tr(T_PZ_SET_UNREADABLE), name);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The set of game i, read once.  Its file is named by its place in the
 * assets ("puzzles/kalah.txt"): a whole path is too long a word for a
 * small window. */
static void puzzles_load(PuzzlesScene *ps, App *a, int i)
{
    if (ps->loaded[i])
        return;
    ps->loaded[i] = 1;
    char name[64], path[1300], err[256];
    size_t len = 0;
    snprintf(name, sizeof name, "puzzles/%s.txt", game_looks[i]->rules->name);
    snprintf(path, sizeof path, "%s/%s", a->assets, name);
    char *text = puzzles_read_file(path, name, &len, ps->set_problem[i], sizeof ps->set_problem[i]);
    if (!text)
        return;
    if (puzzle_set_read(text, len, &ps->set[i], err, sizeof err) != 0) {
        snprintf(ps->set_problem[i], sizeof ps->set_problem[i], tr(T_PZ_SET_DAMAGED), name, err);
        memset(&ps->set[i], 0, sizeof ps->set[i]);
    } else if (ps->set[i].rules != game_looks[i]->rules) {
        snprintf(ps->set_problem[i], sizeof ps->set_problem[i], tr(T_PZ_SET_DAMAGED), name, ps->set[i].rules->name);
        puzzle_set_free(&ps->set[i]);
    }
    free(text);
}

/* The record, read again each time the screen is built from the file. */
static void puzzles_read_record(PuzzlesScene *ps, App *a)
{
    char path[1200], err[300];
    ps->record_problem[0] = '\0';
    if (app_pref_file(a, "puzzles.ini", path, sizeof path) != 0) {
        progress_default(&ps->progress);
        snprintf(ps->record_problem, sizeof ps->record_problem, "%s", tr(T_PZ_NO_RECORD));
    } else if (progress_load(path, &ps->progress, err, sizeof err) != 0) {
        snprintf(ps->record_problem, sizeof ps->record_problem, tr(T_PZ_RECORD_DAMAGED), err);
    }
}

static int puzzles_in_band(const PuzzlesScene *ps, const PuzzleSet *s)
{
    int n = 0;
    for (int i = 0; i < s->n; i++)
        n += ps->band == 0 || s->puzzle[i].band == ps->band;
    return n;
}

/* The puzzles of band b (0: all) the player has solved. */
static int puzzles_done(const PuzzlesScene *ps, int b)
{
    const PuzzleSet *s = &ps->set[ps->game];
    int done = 0;
    for (int i = 0; i < s->n; i++)
        if ((b == 0 || s->puzzle[i].band == b) && progress_is_done(&ps->progress, ps->game, s->puzzle[i].id))
            done++;
    return done;
}

/* The band's two lines of words: how the set is known, and the player's
 * record in this game (or why it is not kept). */
static void puzzles_band_words(const PuzzlesScene *ps, char *known, size_t klen, char *record, size_t rlen)
{
    const PuzzleSet *s = &ps->set[ps->game];
    if (s->puzzle[0].proven)
        snprintf(known, klen, "%s", tr(T_PZ_SET_PROVEN));
    else
        snprintf(known, klen, tr(T_PZ_SET_FOUND), s->puzzle[0].depth);
    const GameProgress *gp = &ps->progress.game[ps->game];
    int solved = 0, failed = 0;
    for (int k = 1; k <= PUZZLE_BANDS; k++) {
        solved += gp->solved[k];
        failed += gp->failed[k];
    }
    if (ps->record_problem[0])
        snprintf(record, rlen, "%s", ps->record_problem);
    else
        snprintf(record, rlen, tr(T_PZ_SET_RECORD), solved, failed, gp->streak, gp->best_streak);
}

/* The lines the band takes at width w: the words, each on one line or
 * two, then each band's name, count and bar. */
static float puzzles_band_lines(PuzzlesScene *ps, Render *r, float px, float w)
{
    const PuzzleSet *s = &ps->set[ps->game];
    if (s->n == 0)
        return render_text_wrapped_height(r, FONT_REGULAR, px, ps->set_problem[ps->game], w) /
               render_line_height(r, px);
    char known[160], record[400];
    puzzles_band_words(ps, known, sizeof known, record, sizeof record);
    if (ps->record_problem[0])
        return (render_text_width(r, FONT_REGULAR, px, known) > w ? 2 : 1) +
               render_text_wrapped_height(r, FONT_REGULAR, px, record, w) / render_line_height(r, px) + 0.3f;
    return (render_text_width(r, FONT_REGULAR, px, known) > w ? 2.0f : 1.0f) +
           (render_text_width(r, FONT_REGULAR, px, record) > w ? 2.0f : 1.0f) + 2.9f;
}

/* Under the heading: how the set is known, the player's record, and each
 * band's share solved as a bar; or why the set cannot be played. */
static void puzzles_draw_band(PuzzlesScene *ps, Render *r, float px)
{
    SDL_FRect b = ps->ui.band;
    const PuzzleSet *s = &ps->set[ps->game];
    float lh = render_line_height(r, px), cx = b.x + b.w / 2;
    const SDL_Color warn = {255, 176, 120, 255};
    if (s->n == 0) {
        render_text_wrapped(r, FONT_REGULAR, px, ps->set_problem[ps->game], b.x, b.y, b.w, warn);
        return;
    }
    char known[160], record[400], line[96];
    puzzles_band_words(ps, known, sizeof known, record, sizeof record);
    float y = b.y + ui_text_centred(r, FONT_REGULAR, px, known, cx, b.y, b.w, render_dim);
    if (ps->record_problem[0]) {
        render_text_wrapped(r, FONT_REGULAR, px, record, b.x, y + lh * 0.3f, b.w, warn);
        return;
    }
    y += ui_text_centred(r, FONT_REGULAR, px, record, cx, y, b.w, render_ink) + lh * 0.3f;
    /* The bands side by side: the name over the count and a bar, the
     * chosen band (or every one, mixed) lit. */
    float gap = lh * 0.6f, w = (b.w - gap * (PUZZLE_BANDS - 1)) / PUZZLE_BANDS, bar_h = lh * 0.3f;
    for (int k = 1; k <= PUZZLE_BANDS; k++) {
        int total = 0, done = puzzles_done(ps, k);
        for (int i = 0; i < s->n; i++)
            total += s->puzzle[i].band == k;
        float x = b.x + (float)(k - 1) * (w + gap), mid = x + w / 2;
        int lit = ps->band == 0 || ps->band == k;
        SDL_Color c = lit ? render_gold : render_dim;
        const char *name = tr(puzzles_band_names[k]);
        render_text(r, FONT_BOLD, render_text_fit(r, FONT_BOLD, px, name, w), name, mid, y, ALIGN_CENTER, c);
        snprintf(line, sizeof line, "%d/%d", done, total);
        render_text(r, FONT_REGULAR, px * 0.9f, line, mid, y + lh, ALIGN_CENTER, c);
        SDL_FRect bar = {x, y + lh * 2.1f, w, bar_h};
        render_rounded(r, bar, bar_h / 2, (SDL_Color){30, 20, 10, 255});
        float f = total ? (float)done / (float)total : 0;
        if (f > 0)
            render_rounded(r, (SDL_FRect){bar.x, bar.y, bar.w * f < bar_h ? bar_h : bar.w * f, bar_h}, bar_h / 2, c);
    }
}

static void puzzles_build(PuzzlesScene *ps, App *a)
{
    int focus = ps->ui.focus;
    puzzles_load(ps, a, ps->game);
    ui_clear(&ps->ui, tr(T_PUZZLES));
    const PuzzleSet *s = &ps->set[ps->game];
    if (ps->notice[0])
        snprintf(ps->ui.subtitle, sizeof ps->ui.subtitle, "%.*s", (int)sizeof ps->ui.subtitle - 1, ps->notice);
    else if (s->n > 0) /* the set's game and options, which are not the menu's */
        game_look(s->rules)->describe(&s->opts, 0, ps->ui.subtitle, sizeof ps->ui.subtitle);
    ui_named(ui_choice(&ps->ui, P_GAME, tr(T_PZ_GAME), tr(game_looks[ps->game]->title)), "game");
    char band[64];
    if (s->n > 0)
        snprintf(band, sizeof band, "%s (%d)", tr(puzzles_band_names[ps->band]), puzzles_in_band(ps, s));
    else
        snprintf(band, sizeof band, "%s", tr(puzzles_band_names[ps->band]));
    ui_named(ui_choice(&ps->ui, P_BAND, tr(T_PZ_DIFFICULTY), band), "band");
    ui_named(ui_button(&ps->ui, P_START, tr(T_PZ_START)), "start")->enabled = s->n > 0;
    ui_named(ui_button(&ps->ui, P_BACK, tr(T_BACK)), "back");
    ps->ui.focus = focus;
}

static int puzzles_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

static void puzzles_start(PuzzlesScene *ps, App *a)
{
    PuzzleSet *s = &ps->set[ps->game];
    if (s->n == 0)
        return;
    char err[256];
    PuzzleSet taken = *s;
    GameOptions o = s->opts;
    const GameRules *rules = s->rules;
    memset(s, 0, sizeof *s);
    ps->loaded[ps->game] = 0; /* read again if this screen is shown again */
    Scene *g = scene_puzzle_create(a, rules, &o, &taken, ps->game, ps->band, err, sizeof err);
    if (!g) {
        snprintf(ps->notice, sizeof ps->notice, tr(T_CANNOT_START_DETAIL), err);
        return;
    }
    app_switch(a, g);
}

static void puzzles_input(Scene *sc, App *a, const Input *in)
{
    PuzzlesScene *ps = (PuzzlesScene *)sc;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        app_switch(a, a->screens->menu(a));
        return;
    }
    UiAction act = ui_input(&ps->ui, in);
    int d = act.delta ? act.delta : 1;
    switch (act.id) {
    case P_GAME:
        ps->game = puzzles_wrap(ps->game, 0, ps->ngames - 1, d);
        ps->notice[0] = '\0';
        break;
    case P_BAND:
        ps->band = puzzles_wrap(ps->band, 0, PUZZLE_BANDS, d);
        ps->notice[0] = '\0';
        break;
    case P_START:
        puzzles_start(ps, a);
        return;
    case P_BACK:
        app_switch(a, a->screens->menu(a));
        return;
    default:
        return;
    }
    puzzles_build(ps, a);
}

static void puzzles_update(Scene *sc, App *a, double dt)
{
    (void)dt;
    PuzzlesScene *ps = (PuzzlesScene *)sc;
    const PuzzleSet *s = &ps->set[ps->game];
    const GameProgress *gp = &ps->progress.game[ps->game];
    snprintf(a->result, sizeof a->result, "puzzles %s band %d count %d solved %d/%d/%d failed %d/%d/%d%s%s%s%s",
             game_looks[ps->game]->rules->name, ps->band, s->n > 0 ? puzzles_in_band(ps, s) : 0, gp->solved[1],
             gp->solved[2], gp->solved[3], gp->failed[1], gp->failed[2], gp->failed[3],
             ps->record_problem[0] ? " record-problem " : "", ps->record_problem,
             s->n == 0 ? " set-problem " : "", s->n == 0 ? ps->set_problem[ps->game] : "");
}

static void puzzles_draw(Scene *sc, App *a, double alpha)
{
    PuzzlesScene *ps = (PuzzlesScene *)sc;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    ui_draw_table(r);
    puzzles_build(ps, a);
    /* The band as tall as its lines at the narrowest the panel may be
     * (ui_layout makes it at least 76 units wide, or the window's width). */
    float px = render_size(r, 3.0f, 11), unit = render_unit(r);
    float w = (unit * 76 < all.w * 0.96f ? unit * 76 : all.w * 0.96f) * 0.86f;
    ps->ui.band_h = render_line_height(r, px) * puzzles_band_lines(ps, r, px, w);
    ui_layout(&ps->ui, r, all);
    /* Then as tall as they are at the width the panel came out. */
    ps->ui.band_h = render_line_height(r, px) * puzzles_band_lines(ps, r, px, ps->ui.band.w);
    ui_layout(&ps->ui, r, all);
    ui_draw(&ps->ui, r);
    puzzles_draw_band(ps, r, px);
}

static void puzzles_destroy(Scene *s)
{
    PuzzlesScene *ps = (PuzzlesScene *)s;
    for (int i = 0; i < SETTINGS_MAX_GAMES; i++)
        puzzle_set_free(&ps->set[i]);
    free(ps);
}

static int puzzles_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((PuzzlesScene *)s)->ui, name, x, y);
}

static const SceneVt puzzles_vt = {puzzles_input, puzzles_update, NULL, puzzles_draw, puzzles_destroy, 0, NULL,
                                   puzzles_locate};

Scene *scene_puzzles_create(App *a)
{
    PuzzlesScene *ps = calloc(1, sizeof *ps);
    if (!ps)
        return NULL;
    ps->base.vt = &puzzles_vt;
    while (game_looks[ps->ngames] && ps->ngames < SETTINGS_MAX_GAMES)
        ps->ngames++;
    ps->game = a->settings.last_game < ps->ngames ? a->settings.last_game : 0;
    puzzles_read_record(ps, a);
    puzzles_build(ps, a);
    ps->ui.focus = P_START; /* the rows are in the order of their ids */
    return &ps->base;
}
