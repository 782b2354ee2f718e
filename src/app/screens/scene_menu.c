/*
 * scene_menu.c - the main menu: every game at once as a card with a
 * picture of its board, the chosen game's options, the players and the
 * level, then Play; the game left unfinished last time, saved games,
 * settings and the rules.  Choices are kept in the settings.
 *
 * The games and their options' rows come from the engine's registry and
 * option descriptions, worded by each game's look.  The rows keep their
 * places whatever is chosen: each game's options fill the same slots (as
 * many as the game with the most), and a row that does not apply (the
 * level in a game of two players) is shown disabled, not removed.
 */
#include "screens.h"

#include "board.h"
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
enum { M_RESUME, M_MODE, M_TURN, M_LEVEL, M_PLAY, M_SETUP, M_PUZZLES, M_LOAD, M_SETTINGS, M_RULES, M_QUIT, M_SPACER, M_OPTION };

typedef struct {
    Scene base;
    Ui ui;
    int have_autosave;
    char notice[256];
    int ngames;
    int on_cards;             /* the keyboard is on the game cards */
    int laid_out;             /* drawn once: the first layout chose where the keyboard starts */
    int card_hover;           /* the card under the pointer, -1 */
    SDL_FRect card[SETTINGS_MAX_GAMES];
    /* Each card's picture: the game at its start, with its options as
     * chosen (drawn: the options it was made with). */
    Game *game[SETTINGS_MAX_GAMES];
    Pos *start[SETTINGS_MAX_GAMES];
    GameOptions drawn[SETTINGS_MAX_GAMES];
    BoardFlavour flavour[SETTINGS_MAX_GAMES];
} MenuScene;

static const GameRules *menu_rules(const App *a) { return game_registry[a->settings.last_game]; }

/* The strongest level of the game chosen, with its options (level_top),
 * and the level it will play: the setting, at most that. */
static int menu_level_top(const App *a)
{
    return level_top_for(menu_rules(a), &a->settings.options[a->settings.last_game]);
}
static int menu_level(const App *a)
{
    int top = menu_level_top(a);
    return a->settings.level < top ? a->settings.level : top;
}

/* The options a game's rows offer, in its look's order, then any its look
 * does not word; how many. */
static int menu_option_rows(const GameLook *look, int *rows)
{
    const GameRules *rules = look->rules;
    int n = 0;
    for (int k = 0; k < look->noptions + rules->noptions; k++) {
        int i = -1;
        for (int j = 0; j < rules->noptions; j++)
            if (k < look->noptions ? strcmp(rules->options[j].key, look->options[k].key) == 0
                                   : j == k - look->noptions && !game_look_option(look, j))
                i = j;
        if (i >= 0 && !rules->options[i].chosen_at_start)
            rows[n++] = i;
    }
    return n;
}

/* As many option rows as the game with the most: the rows below them
 * stay in place whichever game is chosen. */
static int menu_option_slots(void)
{
    int most = 0, rows[GAME_MAX_OPTIONS];
    for (int g = 0; game_registry[g]; g++) {
        int n = menu_option_rows(game_look(game_registry[g]), rows);
        most = n > most ? n : most;
    }
    return most;
}

static void menu_build(MenuScene *m, App *a)
{
    Settings *st = &a->settings;
    const GameLook *look = game_look(menu_rules(a));
    int focus = m->ui.focus;
    ui_clear(&m->ui, "Tabula");
    /* A low window keeps its height for the cards and the rows. */
    if (!a->render || (float)render_height(a->render) >= 400 * render_pixel_ratio(a->render))
        snprintf(m->ui.subtitle, sizeof m->ui.subtitle, "%s", tr(T_APP_SUBTITLE));
    int rows[GAME_MAX_OPTIONS], n = menu_option_rows(look, rows), slots = menu_option_slots();
    for (int k = 0; k < slots; k++) {
        if (k >= n) {
            ui_spacer(&m->ui, M_SPACER);
            continue;
        }
        int i = rows[k];
        const OptionLook *ol = game_look_option(look, i);
        char v[48];
        game_look_value(look, i, st->options[st->last_game].v[i], v, sizeof v);
        ui_named(ui_choice(&m->ui, M_OPTION + i, ol ? tr(ol->label) : look->rules->options[i].key, v),
                 look->rules->options[i].key);
    }
    ui_named(ui_choice(&m->ui, M_MODE, tr(T_MENU_PLAYERS), mode_title(st->mode)), "players");
    ui_named(ui_choice(&m->ui, M_TURN, tr(T_MENU_TURN), tr(st->auto_turn ? T_YES : T_NO)), "turn")->enabled =
        st->mode == MODE_HVH;
    ui_named(ui_choice(&m->ui, M_LEVEL, tr(T_COMPUTER_LEVEL), level_title(menu_level(a))), "level")->enabled =
        st->mode != MODE_HVH && st->mode != SETTINGS_MODE_ONLINE;
    /* The second column, when there are two: what to do. */
    ui_column(ui_named(ui_button(&m->ui, M_RESUME, tr(T_MENU_RESUME)), "resume"))->hidden = !m->have_autosave;
    ui_column(ui_named(ui_button(&m->ui, M_PLAY, tr(T_PLAY)), "play"));
    ui_named(ui_button(&m->ui, M_SETUP, tr(T_SETUP_TITLE)), "setup");
    ui_named(ui_button(&m->ui, M_PUZZLES, tr(T_PUZZLES)), "puzzles");
    ui_named(ui_button(&m->ui, M_LOAD, tr(T_SAVED_GAMES)), "saved")->hidden = !a->pref_dir[0];
    ui_named(ui_button(&m->ui, M_SETTINGS, tr(T_SETTINGS)), "settings");
    ui_named(ui_button(&m->ui, M_RULES, tr(T_HOW_TO_PLAY)), "rules");
    ui_named(ui_button(&m->ui, M_QUIT, tr(T_QUIT)), "quit");
    m->ui.focus = focus;
    m->ui.focus_away = m->on_cards;
}

static int menu_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

static void menu_start(MenuScene *m, App *a)
{
    char err[256];
    if (a->settings.mode == SETTINGS_MODE_ONLINE) { /* the friend's game is hosted or joined first */
        Scene *on = scene_online_create(a);
        if (on)
            app_switch(a, on);
        return;
    }
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

/* The position editor for the chosen game and options, from its start. */
static void menu_setup(MenuScene *m, App *a)
{
    Scene *s = scene_setup_create(a, menu_rules(a), &a->settings.options[a->settings.last_game], NULL, 0);
    if (!s) {
        snprintf(m->notice, sizeof m->notice, tr(T_CANNOT_START_DETAIL), tr(T_OUT_OF_MEMORY));
        return;
    }
    app_push(a, s);
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

/* ---- the game cards ---- */

static void menu_choose_game(App *a, int g)
{
    if (g == a->settings.last_game)
        return;
    a->settings.last_game = g;
    app_settings_changed(a);
}

/* The keys while the keyboard is on the cards: Left and Right choose the
 * game, Down, Tab or Enter go on to its options. */
static void menu_cards_key(MenuScene *m, App *a, const Input *in)
{
    switch (in->key) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
        menu_choose_game(a, menu_wrap(a->settings.last_game, 0, m->ngames - 1, in->key == SDLK_LEFT ? -1 : 1));
        break;
    case SDLK_DOWN:
    case SDLK_TAB:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        m->on_cards = 0;
        m->ui.focus = 0;
        for (int i = 0; i < m->ui.nrows; i++)
            if (m->ui.row[i].kind != ROW_LABEL && !m->ui.row[i].hidden && m->ui.row[i].enabled) {
                m->ui.focus = i;
                break;
            }
        break;
    default:
        break;
    }
}

/* Up from the first row, or Shift+Tab there, goes back to the cards. */
static int menu_to_cards(const MenuScene *m, const Input *in)
{
    int up = in->key == SDLK_UP || (in->key == SDLK_TAB && (in->mod & KMOD_SHIFT));
    if (!up)
        return 0;
    for (int i = 0; i < m->ui.focus; i++)
        if (m->ui.row[i].kind != ROW_LABEL && !m->ui.row[i].hidden && m->ui.row[i].enabled)
            return 0;
    return 1;
}

static int menu_card_at(const MenuScene *m, float x, float y)
{
    for (int g = 0; g < m->ngames; g++) {
        SDL_FRect c = m->card[g];
        if (x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h)
            return g;
    }
    return -1;
}

/* The picture of game g at its start with its options as chosen, made
 * again when they change. */
static void menu_card_picture(MenuScene *m, const App *a, int g)
{
    const GameOptions *o = &a->settings.options[g];
    if (m->game[g] && memcmp(&m->drawn[g], o, sizeof *o) == 0)
        return;
    pos_free(m->start[g]);
    game_destroy(m->game[g]);
    m->start[g] = NULL;
    char err[128];
    m->game[g] = game_create(game_registry[g], o, err, sizeof err);
    m->drawn[g] = *o;
    if (!m->game[g])
        return;
    m->start[g] = pos_new(m->game[g]);
    if (m->start[g])
        game_registry[g]->start(m->game[g], m->start[g]);
    game_look(game_registry[g])->board(o, &m->flavour[g]);
}

/* The cards in the band the menu's panel keeps for them: one a game, in
 * a row, the chosen one lit and framed in gold. */
static void menu_draw_cards(MenuScene *m, App *a)
{
    Render *r = a->render;
    SDL_FRect band = m->ui.band;
    float u = render_unit(r), gap = u * 1.5f;
    float w = (band.w - gap * (float)(m->ngames - 1)) / (float)m->ngames;
    float name_px = render_size(r, 2.3f, 10), name_h = render_line_height(r, name_px);
    for (int g = 0; g < m->ngames; g++) {
        SDL_FRect c = {band.x + (float)g * (w + gap), band.y, w, band.h};
        m->card[g] = c;
        int chosen = g == a->settings.last_game, lit = chosen || g == m->card_hover;
        float rad = u * 1.6f;
        render_rounded(r, c, rad, chosen ? (SDL_Color){255, 214, 130, 46} : (SDL_Color){20, 10, 2, (Uint8)(lit ? 70 : 95)});
        render_rounded_outline(r, c, rad, chosen ? u * (m->on_cards ? 0.55f : 0.35f) : u * 0.15f,
                               chosen ? render_gold : (SDL_Color){255, 220, 170, (Uint8)(lit ? 110 : 50)});
        menu_card_picture(m, a, g);
        SDL_FRect pic = {c.x + u, c.y + u, c.w - 2 * u, c.h - name_h * 1.6f - u * 1.5f};
        if (m->start[g] && pic.h > u * 3)
            board_draw_preview(&m->flavour[g], r, pic, m->game[g], m->start[g]);
        const char *title = tr(game_look(game_registry[g])->title);
        float px = render_text_fit(r, FONT_BOLD, name_px, title, c.w * 0.92f);
        render_text(r, FONT_BOLD, px, title, c.x + c.w / 2, c.y + c.h - name_h * 1.2f - u * 0.3f, ALIGN_CENTER,
                    chosen ? render_gold : render_ink);
    }
}

/* ---- input ---- */

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
    if (in->kind == IN_KEY && (m->on_cards || menu_to_cards(m, in))) {
        if (m->on_cards)
            menu_cards_key(m, a, in);
        else
            m->on_cards = 1;
        menu_build(m, a);
        return;
    }
    if (in->kind == IN_MOVE || in->kind == IN_DOWN)
        m->card_hover = menu_card_at(m, in->x, in->y);
    if (in->kind == IN_DOWN && m->card_hover >= 0) {
        menu_choose_game(a, m->card_hover);
        menu_build(m, a);
        return;
    }
    UiAction act = ui_input(&m->ui, in);
    if (act.id >= 0)
        m->on_cards = 0;
    Settings *st = &a->settings;
    int d = act.delta ? act.delta : 1;
    switch (act.id) {
    case M_RESUME:
        menu_resume(m, a);
        return;
    case M_MODE:
        st->mode = menu_wrap(st->mode, 0, SETTINGS_MODE_ONLINE, d);
        break;
    case M_TURN:
        st->auto_turn ^= 1;
        break;
    case M_LEVEL:
        st->level = menu_wrap(menu_level(a), 0, menu_level_top(a), d);
        break;
    case M_PLAY:
        menu_start(m, a);
        return;
    case M_PUZZLES: {
        Scene *pz = scene_puzzles_create(a);
        if (pz)
            app_switch(a, pz);
        return;
    }
    case M_SETUP:
        menu_setup(m, a);
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

/* A window whose rows scroll opens the menu at its top, the keyboard on
 * the cards: scrolled down to Play, it would hide the game's options
 * under the cards as if there were none. */
static void menu_open_at_top(MenuScene *m, App *a, Render *r, SDL_FRect inner)
{
    if (m->laid_out)
        return;
    m->laid_out = 1;
    if (m->ui.first == 0)
        return;
    m->on_cards = 1;
    m->ui.first = 0;
    for (int i = 0; i < m->ui.nrows; i++)
        if (m->ui.row[i].kind != ROW_LABEL && !m->ui.row[i].hidden && m->ui.row[i].enabled) {
            m->ui.focus = i;
            break;
        }
    menu_build(m, a);
    ui_layout(&m->ui, r, inner);
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
    /* The cards a sixth of the window tall, and never less than a
     * picture and a legible name. */
    float name_h = render_line_height(r, render_size(r, 2.3f, 10));
    m->ui.band_h = fmaxf(inner.h * 0.16f, name_h * 3.4f);
    ui_layout(&m->ui, r, inner);
    menu_open_at_top(m, a, r, inner);
    ui_draw(&m->ui, r);
    menu_draw_cards(m, a);
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

static void menu_destroy(Scene *s)
{
    MenuScene *m = (MenuScene *)s;
    for (int g = 0; g < m->ngames; g++) {
        pos_free(m->start[g]);
        game_destroy(m->game[g]);
    }
    free(s);
}

/* The account --print-result shows when the app closes on the menu (or
 * on a screen over it, which may add its own). */
static void menu_quit(Scene *s, App *a)
{
    MenuScene *m = (MenuScene *)s;
    menu_take_notice(m, a);
    snprintf(a->result, sizeof a->result, "menu%s%s", m->notice[0] ? " notice " : "", m->notice);
    /* Where the rows below the options stand, for the tests of their
     * staying in place. */
    static const char *const rows[] = {"players", "level", "play"};
    size_t used = (size_t)snprintf(a->view, sizeof a->view, "menu game %s first %d%s", menu_rules(a)->name,
                                   m->ui.first, m->on_cards ? " on_cards" : "");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0] && used < sizeof a->view; i++) {
        float x = 0, y = 0;
        ui_locate(&m->ui, rows[i], &x, &y);
        used += (size_t)snprintf(a->view + used, sizeof a->view - used, " %s %.0f,%.0f", rows[i], x, y);
    }
}

/* A row by its name ("play", "pits<", "level>"), or a game's card by the
 * game's protocol name ("card.NAME"), for scripts. */
static int menu_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    MenuScene *m = (MenuScene *)s;
    for (int g = 0; g < m->ngames && strncmp(name, "card.", 5) == 0; g++)
        if (strcmp(name + 5, game_registry[g]->name) == 0 && m->card[g].w > 0) {
            *x = m->card[g].x + m->card[g].w / 2;
            *y = m->card[g].y + m->card[g].h / 2;
            return 1;
        }
    return ui_locate(&m->ui, name, x, y);
}

static const SceneVt menu_vt = {menu_input, NULL, NULL, menu_draw, menu_destroy, 0, menu_quit, menu_locate};

Scene *scene_menu_create(App *a)
{
    MenuScene *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->base.vt = &menu_vt;
    m->ngames = settings_games();
    m->card_hover = -1;
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
