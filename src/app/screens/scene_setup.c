/*
 * scene_setup.c - the position editor: any position of a game set up by
 * hand, then studied on the analysis board.
 *
 * The board shows the sketch (setup_edit.h), which may be a position no
 * rules allow while the player works on it; the line above the board says
 * either whose move it is and that the position is ready, or, in the
 * player's words (setup_words.c), why it is refused, and Analyse waits
 * until it is ready.  The game that was open underneath, if any, is never
 * touched.
 *
 * Sowing games: a click or tap adds a seed, the right button (or the
 * palette's Take) takes one, a drag moves one, digits type a count.  Grid
 * games: the palette's piece (or the marker) is put where one clicks, a
 * click on the same piece or the right button empties the square, a drag
 * moves a piece and a drag off the board takes it away.  The keyboard
 * walks the board with the arrows (Enter puts, Delete takes, [ and ] or a
 * gamepad's shoulders change the tool); Tab goes from the board to the
 * buttons and the panel.
 *
 * A large window shows the panel (the palette, the side to move, the
 * options, Analyse) beside the board and Start, Clear and Flip under it.
 * A small one keeps the board as large as it can: beside it only the
 * palette, the side to move, Analyse and Menu, which opens every row.
 */
#include "screens.h"

#include "game_look.h"
#include "lang.h"
#include "scene_game.h"
#include "setup_edit.h"
#include "setup_layout.h"
#include "setup_palette.h"
#include "setup_words.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The panel's rows and buttons; the game's option i is E_OPTION + i. */
enum { E_SIDE, E_RESERVE0, E_RESERVE1, E_START, E_CLEAR, E_FLIP, E_ANALYSE, E_BACK, E_MENU, E_RESUME, E_OPTION };

/* Where the keyboard is: the board, the buttons by it, the panel. */
enum { Z_BOARD, Z_STRIP, Z_PANEL };
#define SETUP_STRIP 3

typedef struct {
    Scene base;
    SetupEdit ed;
    int over;                  /* opened over a game, which stays below */
    int flipped;
    int compact;               /* a small window: the panel's rows in a menu */
    int below;                 /* the board across the window, the panel under it */
    int menu_open;             /* compact: that menu is open */
    SDL_FRect tool_rect[SETUP_MAX_TOOLS];
    int tool_hover;
    Ui ui;
    int zone;
    /* Under the board Start, Clear, Flip; beside it in a small window the
     * side to move, Analyse and Menu. */
    int strip_id[SETUP_STRIP];
    SDL_FRect strip[SETUP_STRIP];
    int strip_focus, strip_hover;
    int focus, hover;          /* places, or -1 */
    int keyed;                 /* the focus was moved by a key: it is shown */
    int pressed;               /* the place a press started on, or -1 */
    int dragging;
    float press_x, press_y, drag_x, drag_y;
    int labels;
    int paste_failed;          /* the last paste did not read: why */
    PosCheck paste_why;
} SetupScene;

/* ---- leaving ---- */

/* The position on the analysis board: over the game it was opened from
 * (which Done goes back to), or in the menu's place. */
static void setup_analyse(SetupScene *e, App *a)
{
    if (!e->ed.ready)
        return;
    Pos *p = pos_new(e->ed.game);
    PosCheck why;
    char err[256];
    Scene *s = p && pos_sketch_build(e->ed.game, &e->ed.sk, p, &why) == 0
                   ? scene_analysis_create(a, e->ed.rules, &e->ed.opts, p, NULL, 0, 0, NULL, err, sizeof err)
                   : NULL;
    if (!s && p)
        snprintf(err, sizeof err, "%s", tr(T_OUT_OF_MEMORY));
    pos_free(p);
    if (!s) {
        app_message(tr(T_CANNOT_START), err);
        return;
    }
    scene_analysis_placed(s, e->over, e->flipped);
    if (e->over) {
        app_pop(a);
        app_push(a, s);
    } else {
        app_switch(a, s);
    }
}

/* ---- the position's text ---- */

/* The sketch's text (the protocol's notation), as far as it can be
 * written; "" when it cannot. */
static void setup_text(const SetupEdit *ed, char *buf, size_t len)
{
    PosCheck why;
    if (ed->ready)
        snprintf(buf, len, "%s", ed->pos_text);
    else if (pos_sketch_text(ed->game, &ed->sk, buf, len, &why) != 0)
        buf[0] = '\0';
}

static void setup_copy(SetupScene *e)
{
    char text[GAME_TEXT_MAX];
    setup_text(&e->ed, text, sizeof text);
    if (text[0])
        SDL_SetClipboardText(text);
}

/* A position's text from the clipboard: on the board when it reads
 * (whatever the rules then say of it), else why it does not. */
static void setup_paste(SetupScene *e)
{
    SetupEdit *ed = &e->ed;
    char t[GAME_TEXT_MAX];
    app_clipboard_text(t, sizeof t); /* empty: refused as a text that does not read */
    Pos *p = pos_new(ed->game);
    if (p && game_parse_position(ed->game, t, p, &e->paste_why, NULL, 0) == 0) {
        pos_sketch_read(ed->game, p, &ed->sk);
        setup_edit_check(ed);
    } else {
        e->paste_failed = 1;
        if (!p)
            e->paste_why = (PosCheck){POS_NO_MEMORY, -1, -1, -1, -1};
    }
    pos_free(p);
}

/* ---- the panel ---- */

/* The rows: beside the board (the side to move, the reserves, the
 * options, Analyse, Back), or every one in the small window's menu. */
static void setup_build(SetupScene *e)
{
    const SetupEdit *ed = &e->ed;
    const GameLook *look = ed->look;
    int focus = e->ui.focus, all = e->compact;
    ui_clear(&e->ui, tr(T_SETUP_TITLE));
    look->describe(&ed->opts, 0, e->ui.subtitle, sizeof e->ui.subtitle);
    if (all)
        ui_named(ui_button(&e->ui, E_RESUME, tr(T_RESUME)), "resume");
    ui_named(ui_choice(&e->ui, E_SIDE, tr(T_SETUP_TO_MOVE), tr(look->side_name[ed->sk.side])), "side");
    for (int s = 0; s < 2 && ed->board.lay.max_reserve > 0; s++) {
        char label[48], v[16];
        snprintf(label, sizeof label, tr(T_SETUP_RESERVE), tr(look->side_name[s]));
        snprintf(v, sizeof v, "%d", ed->sk.reserve[s]);
        ui_named(ui_choice(&e->ui, E_RESERVE0 + s, label, v), s ? "reserve1" : "reserve0");
    }
    for (int i = 0; i < ed->rules->noptions; i++) {
        const OptionDesc *od = &ed->rules->options[i];
        const OptionLook *ol = game_look_option(look, i);
        char v[48];
        const char *label = ol ? tr(ol->label) : od->key;
        if (od->chosen_at_start && look->choice) {
            snprintf(v, sizeof v, "%s", game_look_choice_name(look, ed->opts.v[i] - od->min));
            label = tr(look->choice->label);
        } else {
            game_look_value(look, i, ed->opts.v[i], v, sizeof v);
        }
        ui_named(ui_choice(&e->ui, E_OPTION + i, label, v), od->key);
    }
    if (all) {
        ui_named(ui_button(&e->ui, E_START, tr(T_SETUP_START)), "start");
        ui_named(ui_button(&e->ui, E_CLEAR, tr(T_SETUP_CLEAR)), "clear");
        ui_named(ui_button(&e->ui, E_FLIP, tr(T_FLIP_KEY)), "flip");
    }
    ui_column(ui_named(ui_button(&e->ui, E_ANALYSE, tr(T_SETUP_ANALYSE)), "analyse"))->enabled = ed->ready;
    ui_named(ui_button(&e->ui, E_BACK, tr(T_BACK)), "back");
    e->ui.focus = focus;
    e->ui.focus_away = !e->menu_open && e->zone != Z_PANEL;
}

static int setup_wrap(int v, int lo, int hi, int d) { return v + d > hi ? lo : v + d < lo ? hi : v + d; }

/* A row or a button used: d is a choice's step. */
static void setup_row(SetupScene *e, App *a, int id, int d)
{
    SetupEdit *ed = &e->ed;
    d = d ? d : 1;
    switch (id) {
    case E_SIDE:
        ed->sk.side ^= 1;
        setup_edit_check(ed);
        break;
    case E_RESERVE0:
    case E_RESERVE1:
        ed->sk.reserve[id - E_RESERVE0] = setup_wrap(ed->sk.reserve[id - E_RESERVE0], 0, ed->board.lay.max_reserve, d);
        setup_edit_check(ed);
        break;
    case E_START:
        if (pos_sketch_start(ed->game, &ed->sk) == 0)
            setup_edit_check(ed);
        break;
    case E_CLEAR:
        pos_sketch_clear(ed->game, &ed->sk);
        setup_edit_check(ed);
        break;
    case E_FLIP:
        e->flipped ^= 1;
        break;
    case E_ANALYSE:
        setup_analyse(e, a);
        break;
    case E_BACK:
        app_pop(a);
        break;
    case E_MENU:
        e->menu_open = 1;
        e->ui.focus = 0;
        break;
    case E_RESUME:
        e->menu_open = 0;
        break;
    default:
        if (id >= E_OPTION && id < E_OPTION + ed->rules->noptions)
            setup_edit_option(ed, id - E_OPTION, d);
        if (e->focus >= ed->board.lay.nplaces)
            e->focus = 0;
        break;
    }
}

/* ---- input ---- */

static int setup_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

static int setup_tool_at(const SetupScene *e, float x, float y)
{
    for (int i = 0; i < e->ed.ntools; i++)
        if (setup_in(e->tool_rect[i], x, y))
            return i;
    return -1;
}

/* Keys on the board; 1 when used. */
static int setup_board_key(SetupScene *e, App *a, const Input *in)
{
    SetupEdit *ed = &e->ed;
    SDL_Keycode k = in->key;
    switch (k) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
        e->focus = setup_board_step(&ed->board, e->focus, k);
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
        setup_edit_use(ed, e->focus, 0);
        return 1;
    case SDLK_DELETE:
    case SDLK_BACKSPACE:
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
    case SDLK_h: /* a gamepad's Y */
        setup_edit_use(ed, e->focus, 1);
        return 1;
    case SDLK_u: /* a gamepad's shoulders: the palette */
    case SDLK_LEFTBRACKET:
        ed->chosen = (ed->chosen + ed->ntools - 1) % ed->ntools;
        return 1;
    case SDLK_r:
    case SDLK_RIGHTBRACKET:
        ed->chosen = (ed->chosen + 1) % ed->ntools;
        return 1;
    default:
        break;
    }
    if (k >= SDLK_0 && k <= SDLK_9) {
        if (!ed->board.lay.grid)
            setup_edit_digit(ed, a->now, e->focus, k - SDLK_0);
        else if (k > SDLK_0 && k - SDLK_1 < ed->ntools)
            ed->chosen = k - SDLK_1;
        return 1;
    }
    return 0;
}

/* The small window's menu: its rows, and anything outside closes it. */
static void setup_menu_input(SetupScene *e, App *a, const Input *in)
{
    if ((in->kind == IN_KEY && (in->key == SDLK_ESCAPE || in->key == SDLK_m)) ||
        (in->kind == IN_DOWN && !setup_in(e->ui.panel, in->x, in->y))) {
        e->menu_open = 0;
        return;
    }
    UiAction act = ui_input(&e->ui, in);
    if (act.id < 0)
        return;
    setup_row(e, a, act.id, act.delta);
    /* A button does its work and the board shows it; a choice stays. */
    UiRow *row = ui_find(&e->ui, act.id);
    if (row && row->kind == ROW_BUTTON)
        e->menu_open = 0;
}

static void setup_pointer(SetupScene *e, App *a, const Input *in)
{
    SetupEdit *ed = &e->ed;
    float u = render_unit(a->render);
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        e->hover = setup_board_hit(&ed->board, in->x, in->y);
        e->tool_hover = setup_tool_at(e, in->x, in->y);
        e->strip_hover = -1;
        for (int i = 0; i < SETUP_STRIP; i++)
            if (setup_in(e->strip[i], in->x, in->y))
                e->strip_hover = i;
    }
    if (in->kind == IN_ALT) {
        setup_edit_use(ed, setup_board_hit(&ed->board, in->x, in->y), 1);
        return;
    }
    if (in->kind == IN_DOWN && e->strip_hover >= 0) {
        setup_row(e, a, e->strip_id[e->strip_hover], 0);
        return;
    }
    if (in->kind == IN_DOWN && e->tool_hover >= 0) {
        ed->chosen = e->tool_hover;
        return;
    }
    if (in->kind == IN_DOWN && e->hover >= 0) {
        e->pressed = e->hover;
        e->dragging = 0;
        e->press_x = e->drag_x = in->x;
        e->press_y = e->drag_y = in->y;
        e->zone = Z_BOARD;
        e->focus = e->hover;
        e->keyed = 0;
        return;
    }
    if (in->kind == IN_MOVE && e->pressed >= 0) {
        e->drag_x = in->x;
        e->drag_y = in->y;
        if (!e->dragging && hypotf(in->x - e->press_x, in->y - e->press_y) > u * 1.5f && ed->sk.place[e->pressed] > 0)
            e->dragging = 1;
        return;
    }
    if (in->kind == IN_UP && e->pressed >= 0) {
        int from = e->pressed;
        e->pressed = -1;
        if (e->dragging)
            setup_edit_drop(ed, from, setup_board_hit(&ed->board, in->x, in->y));
        else
            setup_edit_use(ed, from, 0);
        e->dragging = 0;
        return;
    }
    if (e->compact)
        return;
    UiAction act = ui_input(&e->ui, in);
    if (act.id >= 0) {
        e->zone = Z_PANEL;
        setup_row(e, a, act.id, act.delta);
    }
}

static void setup_input(Scene *s, App *a, const Input *in)
{
    SetupScene *e = (SetupScene *)s;
    if (in->kind == IN_DOWN || in->kind == IN_ALT || in->kind == IN_KEY)
        e->paste_failed = 0; /* the next thing done takes the refusal's place */
    if (in->kind == IN_KEY && (in->mod & KMOD_CTRL) && (in->key == SDLK_c || in->key == SDLK_v)) {
        if (in->key == SDLK_c)
            setup_copy(e);
        else
            setup_paste(e);
        return;
    }
    if (e->menu_open) {
        setup_menu_input(e, a, in);
        return;
    }
    if (in->kind != IN_KEY) {
        setup_pointer(e, a, in);
        return;
    }
    e->keyed = 1;
    if (in->key == SDLK_ESCAPE) {
        app_pop(a);
        return;
    }
    if (in->key == SDLK_m && e->compact) {
        setup_row(e, a, E_MENU, 0);
        return;
    }
    if (in->key == SDLK_TAB) {
        int zones = e->compact ? 2 : 3;
        e->zone = (e->zone + ((in->mod & KMOD_SHIFT) ? zones - 1 : 1)) % zones;
        if (e->zone == Z_BOARD && e->focus < 0)
            e->focus = 0;
        return;
    }
    if (in->key == SDLK_f && !(in->mod & KMOD_CTRL)) {
        e->flipped ^= 1;
        return;
    }
    if (e->zone == Z_BOARD && setup_board_key(e, a, in))
        return;
    if (e->zone == Z_STRIP) {
        /* Along the buttons, whether they stand in a row or a column. */
        int back = in->key == SDLK_UP || in->key == SDLK_LEFT, on = in->key == SDLK_DOWN || in->key == SDLK_RIGHT;
        if (back || on)
            e->strip_focus = (e->strip_focus + (back ? SETUP_STRIP - 1 : 1)) % SETUP_STRIP;
        else if (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER || in->key == SDLK_SPACE)
            setup_row(e, a, e->strip_id[e->strip_focus], 0);
        return;
    }
    if (e->zone == Z_PANEL) {
        UiAction act = ui_input(&e->ui, in);
        if (act.id >= 0)
            setup_row(e, a, act.id, act.delta);
    }
}

/* ---- drawing ---- */

/* The account's second line: why the paste or the position is refused
 * (1), or what the gestures do (0); "" in a small window with nothing
 * refused. */
static int setup_status_more(const SetupScene *e, char *out, size_t len)
{
    const SetupEdit *ed = &e->ed;
    out[0] = '\0';
    if (e->paste_failed) {
        char words[320];
        setup_refusal_text(ed->look, ed->game, &e->paste_why, words, sizeof words);
        snprintf(out, len, tr(T_SETUP_PASTE_BAD), words);
        return 1;
    }
    if (!ed->ready) {
        setup_refusal_text(ed->look, ed->game, &ed->why, out, len);
        return 1;
    }
    if (!e->compact)
        snprintf(out, len, "%s", tr(ed->board.lay.grid ? T_SETUP_HELP_GRID : T_SETUP_HELP_SOWING));
    return 0;
}

/* The account above the board: the side to move and the seeds there are,
 * then why the position is refused, or (with room) what the gestures do. */
static void setup_draw_status(SetupScene *e, App *a, SDL_FRect area, float px, float small)
{
    Render *r = a->render;
    const SetupEdit *ed = &e->ed;
    char line[256], more[400];
    const char *mover = tr(ed->look->side_name[ed->sk.side]);
    if (!ed->board.lay.grid)
        snprintf(line, sizeof line, tr(T_SETUP_STATUS_SEEDS), mover, setup_edit_total(ed), ed->start_total);
    else
        snprintf(line, sizeof line, tr(T_SETUP_STATUS_TO_MOVE), mover);
    float fit = render_text_fit(r, FONT_BOLD, px, line, area.w);
    render_text(r, FONT_BOLD, fit, line, area.x + area.w / 2, area.y, ALIGN_CENTER, render_ink);
    float y = area.y + render_line_height(r, px) * 1.15f;
    if (setup_status_more(e, more, sizeof more))
        ui_text_centred(r, FONT_BOLD, small, more, area.x + area.w / 2, y, area.w, (SDL_Color){255, 190, 120, 255});
    else if (more[0])
        ui_text_centred(r, FONT_REGULAR, small, more, area.x + area.w / 2, y, area.w, (SDL_Color){220, 230, 210, 230});
}

/* The position's text, as the protocol writes it, in the ink of the
 * account, then the keys that copy and paste it: under it, or after it
 * on the same line when the box is one line high. */
static void setup_draw_text(SetupScene *e, App *a, SDL_FRect box, float px)
{
    Render *r = a->render;
    char text[GAME_TEXT_MAX], line[GAME_TEXT_MAX + 32];
    setup_text(&e->ed, text, sizeof text);
    snprintf(line, sizeof line, tr(T_SETUP_TEXT_ALONE), text[0] ? text : "\xe2\x80\x94");
    const char *keys = tr(T_SETUP_TEXT_KEYS);
    SDL_Color dim = {220, 230, 210, 235};
    float lh = render_line_height(r, px);
    if (box.h < lh * 2) {
        float gap = render_unit(r) * 4, kw = render_text_width(r, FONT_REGULAR, px * 0.9f, keys);
        float fit = render_text_fit(r, FONT_REGULAR, px, line, box.w - kw - gap);
        float w = render_text_width(r, FONT_REGULAR, fit, line), x = box.x + (box.w - w - gap - kw) / 2;
        float y = box.y + (box.h - lh) / 2;
        render_text(r, FONT_REGULAR, fit, line, x, y, ALIGN_LEFT, render_ink);
        render_text(r, FONT_REGULAR, px * 0.9f, keys, x + w + gap, y + lh * 0.05f, ALIGN_LEFT, dim);
        return;
    }
    float fit = render_text_fit(r, FONT_REGULAR, px, line, box.w);
    render_text(r, FONT_REGULAR, fit, line, box.x + box.w / 2, box.y, ALIGN_CENTER, render_ink);
    fit = render_text_fit(r, FONT_REGULAR, px * 0.9f, keys, box.w);
    render_text(r, FONT_REGULAR, fit, keys, box.x + box.w / 2, box.y + lh * 1.15f, ALIGN_CENTER, dim);
}

/* The buttons by the board in a row (horizontal) or a column. */
static void setup_place_strip(SetupScene *e, App *a, SDL_FRect box, float bh, int horizontal)
{
    float u = render_unit(a->render);
    for (int i = 0; i < SETUP_STRIP; i++) {
        float w = horizontal ? fminf(u * 34, (box.w - u * 2 * (SETUP_STRIP - 1)) / SETUP_STRIP) : box.w;
        float x = horizontal ? box.x + (box.w - w * SETUP_STRIP - u * 2 * (SETUP_STRIP - 1)) / 2 + (float)i * (w + u * 2)
                             : box.x;
        float y = horizontal ? box.y : box.y + (float)i * (bh + u * 1.2f);
        e->strip[i] = (SDL_FRect){x, y, w, bh};
    }
}

static const char *setup_strip_label(const SetupScene *e, int id, char *side, size_t len)
{
    snprintf(side, len, tr(T_SETUP_STATUS_TO_MOVE), tr(e->ed.look->side_name[e->ed.sk.side]));
    return id == E_START     ? tr(T_SETUP_START)
           : id == E_CLEAR   ? tr(T_SETUP_CLEAR)
           : id == E_FLIP    ? tr(T_SETUP_FLIP)
           : id == E_SIDE    ? side
           : id == E_ANALYSE ? tr(T_SETUP_ANALYSE_SHORT)
                             : tr(T_BTN_MENU);
}

static void setup_draw_strip(SetupScene *e, App *a)
{
    char side[96];
    for (int i = 0; i < SETUP_STRIP; i++) {
        int id = e->strip_id[i];
        int state = e->zone == Z_STRIP && e->keyed && e->strip_focus == i ? 2 : e->strip_hover == i ? 1 : 0;
        ui_draw_button(a->render, e->strip[i], setup_strip_label(e, id, side, sizeof side), state,
                       id != E_ANALYSE || e->ed.ready);
    }
}

/* The small window's column beside a square board: the palette, why the
 * position is refused, then the side to move, Analyse and Menu. */
static void setup_draw_column(SetupScene *e, App *a, SDL_FRect column, float bh, float small)
{
    Render *r = a->render;
    float u = render_unit(r), pad = u * 2;
    SDL_FRect panel = {column.x, column.y + u * 1.5f, column.w - u * 1.5f, column.h - u * 3};
    ui_draw_panel(r, panel);
    SDL_FRect inner = {panel.x + pad, panel.y + pad, panel.w - 2 * pad, panel.h - 2 * pad};
    float buttons = bh * 3 + u * 2.4f;
    float tile = fminf(u * 12, inner.w / 3.3f);
    float ph = setup_palette_height(r, &e->ed, inner.w, tile);
    setup_palette_draw(r, &e->ed, (SDL_FRect){inner.x, inner.y, inner.w, ph}, tile, e->tool_hover, 1, e->tool_rect);
    if (!e->ed.ready) {
        char why[320];
        setup_refusal_text(e->ed.look, e->ed.game, &e->ed.why, why, sizeof why);
        float room = inner.h - buttons - ph - u * 2, px = small;
        while (px > small * 0.7f && render_text_wrapped_height(r, FONT_BOLD, px, why, inner.w) > room)
            px *= 0.92f;
        render_text_wrapped(r, FONT_BOLD, px, why, inner.x, inner.y + ph + u, inner.w, (SDL_Color){255, 190, 120, 255});
    }
    setup_place_strip(e, a, (SDL_FRect){inner.x, inner.y + inner.h - buttons, inner.w, buttons}, bh, 0);
    setup_draw_strip(e, a);
}

/* The small window's bar under a long board: the palette's tiles, then
 * the side to move, Analyse and Menu. */
static void setup_draw_bar(SetupScene *e, App *a, SDL_FRect bar)
{
    Render *r = a->render;
    float u = render_unit(r), tiles = (bar.h + u) * (float)e->ed.ntools;
    setup_palette_draw(r, &e->ed, (SDL_FRect){bar.x, bar.y, tiles, bar.h}, bar.h, e->tool_hover, 0, e->tool_rect);
    setup_place_strip(e, a, (SDL_FRect){bar.x + tiles + u, bar.y, bar.w - tiles - u, bar.h}, bar.h, 1);
    setup_draw_strip(e, a);
}

/* The sizes of the editor's texts and buttons in this window. */
typedef struct {
    float px, small, bh, text_px, tile;
} SetupSizes;

/* The panel at the side (or the small window's bar or column): where the
 * account, the board and the buttons under it go. */
typedef struct {
    SDL_FRect column, left, area;
    float top, status_h, text_h;
    int bar, beside;
} SetupSide;

static float setup_side_layout(SetupScene *e, Render *r, const SetupSizes *z, SetupSide *sd)
{
    float w = (float)render_width(r), h = (float)render_height(r), u = render_unit(r);
    /* The small window: a long board (the sowing games') keeps the whole
     * width, a bar under it; a square one a column beside it, which says
     * why a position is refused. */
    sd->bar = e->compact && !e->ed.board.lay.grid;
    sd->beside = e->compact && !sd->bar;
    sd->status_h = sd->beside ? 0 : render_line_height(r, z->px) * 1.15f + render_line_height(r, z->small) * 2.2f;
    float share = sd->beside ? 0.36f : 0.42f;
    sd->column = (SDL_FRect){w * (1 - share), 0, w * share, h};
    sd->left = (SDL_FRect){u * 2, u * 1.5f, (sd->bar ? w : sd->column.x) - u * 3, h - u * 3};
    /* A tall window: the panel under the board, as wide as the window,
     * where a column beside it would squeeze the rows' values. */
    if (!e->compact && h > w * 1.2f) {
        sd->column = (SDL_FRect){0, h * 0.45f, w, h * 0.55f};
        sd->left = (SDL_FRect){u * 2, u * 1.5f, w - u * 3, h * 0.45f - u * 3};
    }
    sd->text_h = e->compact ? 0 : render_line_height(r, z->text_px) * 2.5f;
    float strip_h = sd->beside ? 0 : z->bh + u * 1.5f + sd->text_h;
    float gap = sd->status_h > 0 ? u : 0;
    sd->area = (SDL_FRect){sd->left.x, sd->left.y + sd->status_h + gap, sd->left.w,
                           sd->left.h - sd->status_h - gap - strip_h};
    float board_h = setup_board_height(&e->ed.board, sd->area);
    sd->top = sd->left.y + (sd->left.h - (sd->status_h + gap + board_h + strip_h)) / 2;
    sd->area.y = sd->top + sd->status_h + gap;
    sd->area.h = board_h;
    return board_h;
}

static void setup_draw_side(SetupScene *e, App *a, const SetupSizes *z, const SetupSide *sd)
{
    Render *r = a->render;
    float u = render_unit(r);
    setup_board_layout(&e->ed.board, sd->area, e->flipped);
    if (!sd->beside)
        setup_draw_status(e, a, (SDL_FRect){sd->left.x, sd->top, sd->left.w, sd->status_h}, z->px, z->small);
    SetupMarks m = {e->zone == Z_BOARD && e->keyed ? e->focus : -1, e->hover, e->dragging ? e->pressed : -1,
                    e->drag_x, e->drag_y, (float)a->now};
    e->labels = setup_board_draw(r, &e->ed.board, &e->ed.sk, &m);
    float under = sd->area.y + sd->area.h + u * 1.5f;
    if (sd->beside) {
        setup_draw_column(e, a, sd->column, z->bh, z->small);
    } else if (sd->bar) {
        setup_draw_bar(e, a, (SDL_FRect){sd->left.x, under, sd->left.w, z->bh});
    } else {
        setup_place_strip(e, a, (SDL_FRect){sd->left.x, under, sd->left.w, z->bh}, z->bh, 1);
        setup_draw_strip(e, a);
        setup_draw_text(e, a, (SDL_FRect){sd->left.x, under + z->bh + sd->text_h * 0.15f, sd->left.w, sd->text_h},
                        z->text_px);
        float tile = fmaxf(u * 7, render_line_height(r, z->small) * 2.2f);
        e->ui.band_h = setup_palette_height(r, &e->ed, sd->column.w * 0.8f, tile);
        ui_layout(&e->ui, r, sd->column);
        ui_draw(&e->ui, r);
        setup_palette_draw(r, &e->ed, e->ui.band, tile, e->tool_hover, 1, e->tool_rect);
    }
}

/* The band's parts measured: the header, the palette, the buttons by the
 * board, the position's line. */
static void setup_band_needs(SetupScene *e, Render *r, const SetupSizes *z, float row_px, SetupBandNeeds *need)
{
    SetupEdit *ed = &e->ed;
    float u = render_unit(r), names = 0, buttons = 0;
    float tpx = render_size(r, 3.6f, 14);
    /* The second line of the account on one line where it fits. */
    char more[400];
    int bold = setup_status_more(e, more, sizeof more);
    float more_w = render_text_width(r, bold ? FONT_BOLD : FONT_REGULAR, z->small, more);
    float lines = more_w <= (float)render_width(r) - u * 3 ? 1.25f : 2.2f;
    need->header_h = render_line_height(r, tpx) * 1.1f + render_line_height(r, z->px) * 1.15f +
                     render_line_height(r, z->small) * lines;
    int chosen = ed->chosen;
    for (ed->chosen = 0; ed->chosen < ed->ntools; ed->chosen++)
        names = fmaxf(names, render_text_width(r, FONT_BOLD, z->small, setup_palette_name(ed)));
    ed->chosen = chosen;
    /* Three tiles a row at most: more wrap (Khan's six in two rows). */
    int across = ed->ntools < 3 ? ed->ntools : 3;
    need->palette_w = fmaxf(names + u * 2, (float)across * z->tile + (float)(across - 1) * u);
    need->palette_h = setup_palette_height(r, ed, need->palette_w, z->tile);
    static const int ids[SETUP_STRIP] = {E_START, E_CLEAR, E_FLIP};
    char side[96];
    for (int i = 0; i < SETUP_STRIP; i++)
        buttons = fmaxf(buttons, render_text_width(r, FONT_BOLD, row_px, setup_strip_label(e, ids[i], side, sizeof side)));
    need->strip_w = buttons / 0.9f + u * 3;
    need->text_h = render_line_height(r, z->text_px) * 1.4f;
}

/* The board across the window with the band under it, when that gives
 * the board more than the panel at the side: 1 with b laid out. */
static int setup_band_try(SetupScene *e, Render *r, const SetupSizes *z, float side_h, SetupBand *b)
{
    if (e->compact)
        return 0;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    e->ui.title[0] = e->ui.subtitle[0] = '\0';
    e->ui.band_h = 0;
    ui_layout(&e->ui, r, all); /* the rows' sizes */
    SetupBandNeeds need;
    setup_band_needs(e, r, z, e->ui.px, &need);
    float below_h = setup_band_layout(b, r, &e->ed.board, &e->ui, &need);
    return below_h > side_h * 1.04f;
}

/* The title with the game, the account, the board and the band. */
static void setup_draw_band(SetupScene *e, App *a, const SetupSizes *z, const SetupBand *b)
{
    Render *r = a->render;
    char title[256], game[160];
    e->ed.look->describe(&e->ed.opts, 0, game, sizeof game);
    snprintf(title, sizeof title, "%s \xc2\xb7 %s", tr(T_SETUP_TITLE), game);
    float tpx = render_size(r, 3.6f, 14), th = render_line_height(r, tpx) * 1.1f;
    float fit = render_text_fit(r, FONT_TITLE, tpx, title, b->header.w);
    render_text(r, FONT_TITLE, fit, title, b->header.x + b->header.w / 2, b->header.y, ALIGN_CENTER, render_gold);
    setup_draw_status(e, a, (SDL_FRect){b->header.x, b->header.y + th, b->header.w, b->header.h - th}, z->px,
                      z->small);
    setup_board_layout(&e->ed.board, b->area, e->flipped);
    SetupMarks m = {e->zone == Z_BOARD && e->keyed ? e->focus : -1, e->hover, e->dragging ? e->pressed : -1,
                    e->drag_x, e->drag_y, (float)a->now};
    e->labels = setup_board_draw(r, &e->ed.board, &e->ed.sk, &m);
    setup_band_place(&e->ui, r, b);
    ui_draw(&e->ui, r);
    setup_palette_draw(r, &e->ed, b->palette, z->tile, e->tool_hover, 1, e->tool_rect);
    memcpy(e->strip, b->strip, sizeof e->strip);
    setup_draw_strip(e, a);
    setup_draw_text(e, a, b->text, z->text_px);
}

static void setup_draw(Scene *s, App *a, double alpha)
{
    SetupScene *e = (SetupScene *)s;
    (void)alpha;
    Render *r = a->render;
    float w = (float)render_width(r), h = (float)render_height(r), u = render_unit(r), ratio = render_pixel_ratio(r);
    e->compact = h < 430 * ratio || w < 700 * ratio;
    static const int full_strip[SETUP_STRIP] = {E_START, E_CLEAR, E_FLIP};
    static const int compact_strip[SETUP_STRIP] = {E_SIDE, E_ANALYSE, E_MENU};
    memcpy(e->strip_id, e->compact ? compact_strip : full_strip, sizeof e->strip_id);
    if (!e->compact)
        e->menu_open = 0;
    ui_draw_table(r);
    setup_build(e);
    SetupSizes z;
    z.px = render_size(r, 2.6f, 11);
    z.small = render_size(r, 2.3f, 10);
    z.bh = render_line_height(r, render_size(r, 2.5f, 10)) * 1.9f;
    z.text_px = render_size(r, 2.3f, 10.5f);
    z.tile = fmaxf(u * 6, render_line_height(r, z.small) * 2.0f);
    SetupSide sd;
    SetupBand b;
    float side_h = setup_side_layout(e, r, &z, &sd);
    e->below = setup_band_try(e, r, &z, side_h, &b);
    if (e->below) {
        setup_draw_band(e, a, &z, &b);
    } else {
        setup_build(e); /* the title and the game back, for the side panel */
        setup_draw_side(e, a, &z, &sd);
    }
    if (e->menu_open) {
        SDL_FRect all = {0, 0, w, h};
        render_fill_rect(r, all, (SDL_Color){0, 0, 0, 120});
        e->ui.band_h = 0;
        ui_layout(&e->ui, r, all);
        ui_draw(&e->ui, r);
    }
}

/* ---- the scene ---- */

static void setup_destroy(Scene *s)
{
    SetupScene *e = (SetupScene *)s;
    setup_edit_free(&e->ed);
    free(e);
}

/* The editor's account for --print-result, after the account of the
 * screen below: the position it would analyse, or why not (its code and
 * the words shown). */
static void setup_quit(Scene *s, App *a)
{
    SetupScene *e = (SetupScene *)s;
    const SetupEdit *ed = &e->ed;
    char why[320];
    size_t used = strlen(a->result);
    if (ed->ready) {
        snprintf(a->result + used, sizeof a->result - used, "%ssetup %s ready pos %s", used ? " " : "",
                 ed->rules->name, ed->pos_text);
    } else {
        setup_refusal_text(ed->look, ed->game, &ed->why, why, sizeof why);
        snprintf(a->result + used, sizeof a->result - used, "%ssetup %s refused %d %s", used ? " " : "",
                 ed->rules->name, (int)ed->why.problem, why);
    }
    /* As a game screen says it: nothing is drawn over this board. */
    SDL_FRect b = setup_board_rect(&ed->board);
    snprintf(a->view, sizeof a->view, "notices 0 over_board 0 labels %d layout %s board %.0fx%.0f", e->labels,
             e->compact ? "setup-compact" : e->below ? "setup-below" : "setup", b.w, b.h);
}

/* A place on the board ("C", "store1", "e5"), a tile of the palette
 * ("tool0"), a button by the board ("start", "menu"), or a row of the
 * panel. */
static int setup_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    SetupScene *e = (SetupScene *)s;
    static const char *const names[] = {"side", NULL, NULL, "start", "clear", "flip", "analyse", NULL, "menu"};
    if (e->menu_open)
        return ui_locate(&e->ui, name, x, y);
    for (int i = 0; i < SETUP_STRIP; i++) {
        const char *n = names[e->strip_id[i]];
        if (n && strcmp(name, n) == 0 && e->strip[i].w > 0) {
            *x = e->strip[i].x + e->strip[i].w / 2;
            *y = e->strip[i].y + e->strip[i].h / 2;
            return 1;
        }
    }
    if (strncmp(name, "tool", 4) == 0 && name[4] >= '0' && name[4] < '0' + e->ed.ntools && !name[5]) {
        SDL_FRect t = e->tool_rect[name[4] - '0'];
        *x = t.x + t.w / 2;
        *y = t.y + t.h / 2;
        return t.w > 0;
    }
    SDL_FPoint at;
    if (setup_board_locate(&e->ed.board, name, &at)) {
        *x = at.x;
        *y = at.y;
        return 1;
    }
    return !e->compact && ui_locate(&e->ui, name, x, y);
}

static const SceneVt setup_vt = {setup_input, NULL, NULL, setup_draw, setup_destroy, 0, setup_quit, setup_locate};

Scene *scene_setup_create(App *a, const GameRules *rules, const GameOptions *o, const Pos *p, int over_game)
{
    (void)a;
    SetupScene *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->base.vt = &setup_vt;
    e->ed.rules = rules;
    e->ed.look = game_look(rules);
    e->ed.typed_at = -1;
    e->over = over_game;
    e->focus = -1;
    e->hover = -1;
    e->pressed = -1;
    e->tool_hover = -1;
    e->strip_hover = -1;
    if (setup_edit_set_game(&e->ed, o, p, 0) != 0) {
        free(e);
        return NULL;
    }
    setup_build(e);
    return &e->base;
}
