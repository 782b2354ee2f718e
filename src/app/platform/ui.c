/*
 * ui.c - the menu widget and the shared look of panels and buttons.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ui_dim = {190, 170, 140, 255};

void ui_clear(Ui *u, const char *title)
{
    int first = u->first, focus_away = u->focus_away;
    float band_h = u->band_h;
    memset(u, 0, sizeof *u);
    u->first = first;
    u->band_h = band_h;
    u->focus_away = focus_away;
    snprintf(u->title, sizeof u->title, "%s", title ? title : "");
    u->hover = -1;
}

static UiRow *ui_add(Ui *u, RowKind kind, int id, const char *label, const char *value)
{
    if (u->nrows >= UI_MAX_ROWS)
        return &u->row[UI_MAX_ROWS - 1];
    UiRow *row = &u->row[u->nrows++];
    memset(row, 0, sizeof *row);
    row->kind = kind;
    row->id = id;
    row->enabled = 1;
    snprintf(row->label, sizeof row->label, "%s", label);
    snprintf(row->value, sizeof row->value, "%s", value ? value : "");
    return row;
}

UiRow *ui_button(Ui *u, int id, const char *label) { return ui_add(u, ROW_BUTTON, id, label, NULL); }
UiRow *ui_choice(Ui *u, int id, const char *label, const char *value) { return ui_add(u, ROW_CHOICE, id, label, value); }
UiRow *ui_text(Ui *u, int id, const char *label, const char *value, int limit)
{
    UiRow *row = ui_add(u, ROW_TEXT, id, label, value);
    if (row)
        row->limit = limit < (int)sizeof row->value ? limit : (int)sizeof row->value - 1;
    return row;
}

UiRow *ui_spacer(Ui *u, int id) { return ui_add(u, ROW_LABEL, id, "", NULL); }

UiRow *ui_find(Ui *u, int id)
{
    for (int i = 0; i < u->nrows; i++)
        if (u->row[i].id == id)
            return &u->row[i];
    return NULL;
}

static int ui_usable(const UiRow *row) { return !row->hidden && row->enabled && row->kind != ROW_LABEL; }

UiRow *ui_column(UiRow *row)
{
    row->column = 1;
    return row;
}

UiRow *ui_named(UiRow *row, const char *name)
{
    snprintf(row->name, sizeof row->name, "%s", name);
    return row;
}

int ui_locate(Ui *u, const char *name, float *x, float *y)
{
    size_t n = strlen(name);
    char end = n ? name[n - 1] : '\0';
    int arrow = end == '<' || end == '>';
    for (int i = 0; i < u->nrows; i++) {
        const UiRow *row = &u->row[i];
        if (row->hidden || !row->name[0] || strlen(row->name) != n - (size_t)arrow ||
            strncmp(row->name, name, n - (size_t)arrow) != 0)
            continue;
        SDL_FRect r = !arrow ? row->rect : end == '<' ? row->left : row->right;
        if (r.w <= 0) {
            if (ui_usable(row))
                u->focus = i;
            return 0;
        }
        *x = r.x + r.w / 2;
        *y = r.y + r.h / 2;
        return 1;
    }
    return 0;
}

static float ui_maxf(float a, float b) { return a > b ? a : b; }
static float ui_minf(float a, float b) { return a < b ? a : b; }

/* A row's height, the space between rows aside: as its text needs, and
 * never less than a finger's width. */
static float ui_row_rect_h(Render *r, float px, float unit) { return ui_maxf(unit * 7.2f * 0.8f, render_line_height(r, px) * 1.5f); }

/* What a layout is worked out from and decides, step by step. */
typedef struct {
    float unit, pad, row_h, aw; /* the unit, the panel's padding, a row's height, an arrow's size */
    float least_row_h;          /* the rows drawn closer, their text still clear of their edges */
    int shown;                  /* rows not hidden */
    float label_w, col_w;       /* the longest choice label; a column's least width */
    float w, head;              /* the panel's width; its heading's height */
    int cols, per_col, visible; /* columns, rows in each, rows in view (fewer: it scrolls) */
} UiFit;

/* Text first: the rows are as tall as their text needs, never smaller
 * than legible; a column holds each choice's label, arrows and value,
 * and each button's label. */
static void ui_measure(Ui *u, Render *r, UiFit *f)
{
    float ratio = render_pixel_ratio(r);
    f->unit = render_unit(r);
    f->shown = 0;
    for (int i = 0; i < u->nrows; i++)
        f->shown += !u->row[i].hidden;
    u->px = ui_maxf(f->unit * 2.42f, 11 * ratio);
    u->title_px = ui_maxf(f->unit * 6.5f, 20 * ratio);
    u->sub_px = ui_maxf(f->unit * 3.0f, 11 * ratio);
    float line = render_line_height(r, u->px), rect_h = ui_row_rect_h(r, u->px, f->unit);
    f->pad = f->unit * 4;
    f->row_h = rect_h / 0.8f;
    f->aw = rect_h;
    f->least_row_h = ui_maxf(line * 1.4f, rect_h * 0.7f) / 0.8f;
    float value_w = 0, button_w = 0;
    f->label_w = 0;
    for (int i = 0; i < u->nrows; i++) {
        const UiRow *row = &u->row[i];
        if (row->hidden)
            continue;
        if (row->kind == ROW_TEXT) { /* room for its longest value, the arrows' room included */
            f->label_w = ui_maxf(f->label_w, render_text_width(r, FONT_REGULAR, u->px, row->label));
            float digit = render_text_width(r, FONT_BOLD, u->px, "0");
            value_w = ui_maxf(value_w, digit * (float)(row->limit + 1) - 2 * f->aw);
        } else if (row->kind == ROW_CHOICE) {
            f->label_w = ui_maxf(f->label_w, render_text_width(r, FONT_REGULAR, u->px, row->label));
            value_w = ui_maxf(value_w, render_text_width(r, FONT_BOLD, u->px, row->value));
        } else {
            button_w = ui_maxf(button_w, render_text_width(r, FONT_BOLD, u->px, row->label));
        }
    }
    float u1 = f->unit;
    f->col_w = ui_maxf(f->label_w > 0 ? u1 * 2 + f->label_w + u1 * 2 + 2 * f->aw + value_w + u1 * 2 : 0,
                       button_w + u1 * 4) + 2 * f->pad;
}

/* Rows in the tallest column: the shown rows split in two at the row
 * that starts the second column, else in halves. */
static int ui_per_column(const Ui *u, int shown, int cols)
{
    if (cols == 1)
        return shown;
    int before = 0, split = 0;
    for (int i = 0; i < u->nrows; i++) {
        if (u->row[i].hidden)
            continue;
        if (u->row[i].column && !split)
            split = 1;
        before += !split;
    }
    if (!split)
        return (shown + cols - 1) / cols;
    return before > shown - before ? before : shown - before;
}

/* One column, or two when one would be too tall to keep the text
 * legible, or one that scrolls when even two would; the panel's width
 * and its heading (the title, and the subtitle on one line or two). */
static void ui_columns(Ui *u, Render *r, SDL_FRect area, UiFit *f)
{
    float unit = f->unit;
    float title_h = u->title[0] ? render_line_height(r, u->title_px) * 1.15f + unit * 2 : unit * 3;
    f->w = ui_maxf(unit * 76, f->col_w);
    f->cols = 1;
    float rows_room = area.h * 0.96f - title_h - unit * 4 - (u->band_h > 0 ? u->band_h + unit * 2 : 0);
    if ((float)f->shown * f->row_h > rows_room - (u->subtitle[0] ? render_line_height(r, u->sub_px) * 1.3f : 0) &&
        area.w >= f->col_w * 1.9f) {
        f->cols = 2;
        f->w = ui_maxf(f->w, 2 * f->col_w - f->pad);
    }
    if (f->w > area.w * 0.96f)
        f->w = area.w * 0.96f;
    int sub_lines = 0;
    if (u->subtitle[0])
        sub_lines = render_text_width(r, FONT_REGULAR, u->sub_px, u->subtitle) > f->w * 0.9f ? 2 : 1;
    f->head = title_h + (float)sub_lines * render_line_height(r, u->sub_px) * 1.2f + (sub_lines ? unit * 1.5f : 0);
    u->band = (SDL_FRect){0, 0, 0, 0};
    if (u->band_h > 0)
        f->head += u->band_h + unit * 2;
    f->per_col = ui_per_column(u, f->shown, f->cols);
    float rows_h = area.h * 0.96f - f->head - unit * 4;
    f->visible = f->per_col;
    if ((float)f->per_col * f->row_h > rows_h) {
        f->cols = 1;
        f->w = ui_maxf(unit * 76, f->col_w);
        f->w = f->w > area.w * 0.96f ? area.w * 0.96f : f->w;
        f->visible = (int)(rows_h / f->row_h);
        f->visible = f->visible < 2 ? 2 : f->visible;
        f->per_col = f->shown;
        /* Closer rows before a scrolling column: every row in view, the
         * text at its size. */
        if ((float)f->shown * f->least_row_h <= rows_h) {
            f->row_h = rows_h / (float)f->shown;
            f->aw = ui_minf(f->aw, f->row_h * 0.8f);
            f->visible = f->shown;
        }
    }
    float h = f->head + (float)(f->visible < f->per_col ? f->visible : f->per_col) * f->row_h + unit * 4;
    u->row_h = f->row_h;
    u->panel = (SDL_FRect){area.x + (area.w - f->w) / 2, area.y + (area.h - h) / 2, f->w, h};
    u->sub_y = u->panel.y + title_h;
    u->sub_w = f->w * 0.9f;
    if (u->band_h > 0)
        u->band = (SDL_FRect){u->panel.x + f->pad, u->panel.y + f->head - u->band_h - unit * 1.5f, f->w - 2 * f->pad,
                              u->band_h};
}

/* The rows in view: the focused row always among them. */
static void ui_scroll(Ui *u, const UiFit *f)
{
    int focus_at = 0;
    for (int i = 0, k = 0; i < u->nrows; i++)
        if (!u->row[i].hidden) {
            if (i == u->focus)
                focus_at = k;
            k++;
        }
    int capacity = f->visible < f->per_col ? f->visible : f->per_col * f->cols;
    u->visible = capacity < f->shown ? capacity : f->shown;
    if (focus_at < u->first)
        u->first = focus_at;
    if (focus_at >= u->first + u->visible)
        u->first = focus_at - u->visible + 1;
    if (u->first > f->shown - u->visible)
        u->first = f->shown - u->visible > 0 ? f->shown - u->visible : 0;
}

/* Each row's place and its arrows'; the choices' values start where the
 * longest label ends, so every label is written at the same size. */
static void ui_place_rows(Ui *u, const UiFit *f)
{
    float cw = (f->w - f->pad * 2 - (float)(f->cols - 1) * f->pad * 0.5f) / (float)f->cols;
    float split = (f->label_w + f->unit * 3) / cw;
    split = split < 0.42f ? 0.42f : split > 0.62f ? 0.62f : split;
    /* Two columns split where a row starts the second, else in halves. */
    int two = 0, second = -1;
    for (int i = 0; f->cols == 2 && i < u->nrows; i++)
        two |= !u->row[i].hidden && u->row[i].column;
    for (int i = 0, k = 0; i < u->nrows; i++) {
        UiRow *row = &u->row[i];
        if (row->hidden)
            continue;
        int n = k++ - u->first, col = n / f->per_col, at = n % f->per_col;
        if (two) {
            if (row->column && second < 0)
                second = n;
            col = second >= 0;
            at = second >= 0 ? n - second : n;
        }
        if (n < 0 || n >= u->visible) { /* scrolled out of view */
            row->rect = row->left = row->right = (SDL_FRect){0, 0, 0, 0};
            continue;
        }
        float x = u->panel.x + f->pad + (float)col * (cw + f->pad * 0.5f);
        row->rect = (SDL_FRect){x, u->panel.y + f->head + (float)at * f->row_h + f->row_h * 0.1f, cw, f->row_h * 0.8f};
        row->left = (SDL_FRect){row->rect.x + row->rect.w * split, row->rect.y, f->aw, f->aw};
        row->right = (SDL_FRect){row->rect.x + row->rect.w - f->aw, row->rect.y, f->aw, f->aw};
    }
    /* The arrows saying there is more stand in the margin beside the
     * first and the last row in view. */
    float top = u->panel.y + f->head + f->row_h * 0.1f;
    float bottom = top + (float)((u->visible - 1) % f->per_col) * f->row_h;
    SDL_FRect margin = {u->panel.x + u->panel.w - f->pad, 0, f->pad, f->row_h * 0.8f};
    u->more_up = u->more_down = (SDL_FRect){0, 0, 0, 0};
    if (u->first > 0) {
        u->more_up = margin;
        u->more_up.y = top;
    }
    if (u->first + u->visible < f->shown) {
        u->more_down = margin;
        u->more_down.y = bottom;
    }
}

void ui_layout(Ui *u, Render *r, SDL_FRect area)
{
    UiFit f;
    ui_measure(u, r, &f);
    ui_columns(u, r, area, &f);
    ui_scroll(u, &f);
    ui_place_rows(u, &f);
    if (u->focus >= u->nrows || !ui_usable(&u->row[u->focus])) {
        for (int i = 0; i < u->nrows; i++)
            if (ui_usable(&u->row[i])) {
                u->focus = i;
                break;
            }
    }
}

static int ui_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

static void ui_move_focus(Ui *u, int dir)
{
    for (int step = 1; step <= u->nrows; step++) {
        int i = ((u->focus + dir * step) % u->nrows + u->nrows) % u->nrows;
        if (ui_usable(&u->row[i])) {
            u->focus = i;
            return;
        }
    }
}

/* Printable ASCII from text onto the field's value, to its limit: 1 when
 * anything was added. */
static int ui_type(UiRow *row, const char *text)
{
    size_t n = strlen(row->value), was = n;
    for (const char *c = text; *c && n < (size_t)row->limit; c++)
        if (*c > ' ' && *c < 127)
            row->value[n++] = *c;
    row->value[n] = '\0';
    return n != was;
}

/* A key on a text field: Backspace, Ctrl+V (the clipboard typed in),
 * Enter (said to the screen); the rest are the field's (typed text comes
 * as IN_TEXT), never the menu's.  1 when the key was the field's. */
static int ui_field_key(UiRow *row, const Input *in, UiAction *act)
{
    size_t n = strlen(row->value);
    char clip[256];
    switch (in->key) {
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_TAB:
    case SDLK_ESCAPE:
        return 0;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        act->id = row->id;
        return 1;
    case SDLK_BACKSPACE:
        if (n > 0) {
            row->value[n - 1] = '\0';
            *act = (UiAction){row->id, UI_EDITED};
        }
        return 1;
    case SDLK_v:
        if ((in->mod & KMOD_CTRL) && app_clipboard_text(clip, sizeof clip) == 0 && ui_type(row, clip))
            *act = (UiAction){row->id, UI_EDITED};
        return 1;
    default:
        return 1;
    }
}

UiAction ui_input(Ui *u, const Input *in)
{
    UiAction act = {-1, 0};
    UiRow *field = u->nrows && u->row[u->focus].kind == ROW_TEXT && ui_usable(&u->row[u->focus]) ? &u->row[u->focus] : NULL;
    if (in->kind == IN_TEXT) {
        if (field && ui_type(field, in->text))
            act = (UiAction){field->id, UI_EDITED};
        return act;
    }
    if (in->kind == IN_KEY && field && ui_field_key(field, in, &act))
        return act;
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        u->hover = -1;
        for (int i = 0; i < u->nrows; i++)
            if (ui_usable(&u->row[i]) && ui_in(u->row[i].rect, in->x, in->y))
                u->hover = i;
    }
    if (in->kind == IN_DOWN && (ui_in(u->more_up, in->x, in->y) || ui_in(u->more_down, in->x, in->y))) {
        int dir = ui_in(u->more_up, in->x, in->y) ? -1 : 1;
        for (int k = 1; k < u->visible; k++)
            ui_move_focus(u, dir);
        return act;
    }
    if (in->kind == IN_DOWN && u->hover >= 0) {
        UiRow *row = &u->row[u->hover];
        u->focus = u->hover;
        act.id = row->kind == ROW_TEXT ? -1 : row->id; /* a field takes the focus, and the keys */
        if (row->kind == ROW_CHOICE) {
            /* Anywhere left of the middle of the value steps back. */
            float mid = row->left.x + (row->right.x + row->right.w - row->left.x) / 2;
            act.delta = in->x < mid ? -1 : 1;
        }
        return act;
    }
    if (in->kind != IN_KEY)
        return act;
    UiRow *row = u->nrows ? &u->row[u->focus] : NULL;
    switch (in->key) {
    case SDLK_UP:
        ui_move_focus(u, -1);
        break;
    case SDLK_DOWN:
        ui_move_focus(u, 1);
        break;
    case SDLK_TAB:
        ui_move_focus(u, (in->mod & KMOD_SHIFT) ? -1 : 1);
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        if (row && row->kind == ROW_CHOICE && ui_usable(row)) {
            act.id = row->id;
            act.delta = in->key == SDLK_LEFT ? -1 : 1;
        }
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (row && ui_usable(row)) {
            act.id = row->id;
            act.delta = row->kind == ROW_CHOICE ? 1 : 0;
        }
        break;
    default:
        break;
    }
    return act;
}

void ui_draw_table(Render *r)
{
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    render_tiled(r, SPRITE_FELT, all, render_unit(r) * 40);
    render_vignette(r, all, 0.22f, 120);
}

void ui_draw_panel(Render *r, SDL_FRect rc)
{
    float u = render_unit(r);
    render_rounded(r, (SDL_FRect){rc.x + u * 0.6f, rc.y + u * 1.2f, rc.w, rc.h}, u * 3, (SDL_Color){0, 0, 0, 100});
    render_rounded_textured(r, SPRITE_WOOD_DARK, rc, u * 3, rc.h / rc.w);
    render_rounded_outline(r, rc, u * 3, u * 0.4f, (SDL_Color){30, 14, 4, 160});
    SDL_FRect in = {rc.x + u * 0.4f, rc.y + u * 0.4f, rc.w - u * 0.8f, rc.h - u * 0.8f};
    render_rounded_outline(r, in, u * 2.6f, u * 0.2f, (SDL_Color){255, 225, 180, 50});
}

/* A label's top for it to sit in the middle of rc, the larger-text
 * setting included. */
static float ui_text_top(Render *r, SDL_FRect rc, float px) { return rc.y + (rc.h - render_line_height(r, px)) / 2; }

/* A button with its label at px, or less where it would not fit. */
static void ui_button_px(Render *r, SDL_FRect rc, const char *label, int state, int enabled, float px)
{
    float u = render_unit(r);
    SDL_Color bg = state ? (SDL_Color){120, 72, 34, 235} : (SDL_Color){70, 40, 18, 215};
    if (!enabled)
        bg = (SDL_Color){60, 45, 35, 150};
    render_rounded(r, rc, rc.h * 0.3f, bg);
    if (state == 2)
        render_rounded_outline(r, rc, rc.h * 0.3f, u * 0.45f, render_gold);
    else
        render_rounded_outline(r, rc, rc.h * 0.3f, u * 0.2f, (SDL_Color){255, 220, 170, 70});
    px = render_text_fit(r, FONT_BOLD, px > 11 * render_pixel_ratio(r) ? px : 11 * render_pixel_ratio(r), label, rc.w * 0.9f);
    render_bounds_push(r, rc);
    render_text(r, FONT_BOLD, px, label, rc.x + rc.w / 2, ui_text_top(r, rc, px), ALIGN_CENTER, enabled ? render_ink : ui_dim);
    render_bounds_pop(r);
}

void ui_draw_button(Render *r, SDL_FRect rc, const char *label, int state, int enabled)
{
    ui_button_px(r, rc, label, state, enabled, rc.h * 0.42f / render_text_scale(r));
}

float ui_text_centred(Render *r, FontId font, float px, const char *text, float cx, float y, float max_w, SDL_Color c)
{
    float lh = render_line_height(r, px);
    if (render_text_width(r, font, px, text) <= max_w) {
        render_text(r, font, px, text, cx, y, ALIGN_CENTER, c);
        return lh;
    }
    /* Two lines, broken at the space nearest the middle. */
    size_t n = strlen(text), best = 0;
    for (size_t i = 1; i < n; i++)
        if (text[i] == ' ' && (best == 0 || (i > n / 2 ? i - n / 2 : n / 2 - i) < (best > n / 2 ? best - n / 2 : n / 2 - best)))
            best = i;
    char first[256];
    snprintf(first, sizeof first, "%.*s", (int)best, text);
    const char *second = best ? text + best + 1 : "";
    float p1 = render_text_fit(r, font, px, first, max_w), p2 = render_text_fit(r, font, px, second, max_w);
    render_text(r, font, p1, first, cx, y, ALIGN_CENTER, c);
    render_text(r, font, p2, second, cx, y + lh, ALIGN_CENTER, c);
    return 2 * lh;
}

/* A field: its value in a light well, a caret after it while the keys
 * are on it. */
static void ui_draw_field(Render *r, const UiRow *row, int focused, float px, float unit)
{
    SDL_FRect well = {row->left.x, row->rect.y + row->rect.h * 0.1f, row->right.x + row->right.w - row->left.x,
                      row->rect.h * 0.8f};
    render_rounded(r, well, well.h * 0.25f, (SDL_Color){250, 238, 215, (Uint8)(row->enabled ? 235 : 120)});
    render_rounded_outline(r, well, well.h * 0.25f, unit * (focused ? 0.3f : 0.15f),
                           focused ? render_gold : (SDL_Color){30, 14, 4, 120});
    char shown[64];
    snprintf(shown, sizeof shown, "%s%s", row->value, focused ? "|" : "");
    float vpx = render_text_fit(r, FONT_BOLD, px, shown, well.w - unit * 2);
    render_bounds_push(r, well);
    render_text(r, FONT_BOLD, vpx, shown, well.x + unit, ui_text_top(r, row->rect, vpx), ALIGN_LEFT,
                (SDL_Color){40, 22, 8, 255});
    render_bounds_pop(r);
}

void ui_draw(Ui *u, Render *r)
{
    float unit = render_unit(r);
    ui_draw_panel(r, u->panel);
    if (u->title[0]) {
        /* A title is display text: it may shrink to a little over the
         * rows' size before it counts as too long for the panel. */
        float px = u->title_px, tw = render_text_width(r, FONT_TITLE, px, u->title);
        if (tw > u->panel.w * 0.9f)
            px = ui_maxf(px * u->panel.w * 0.9f / tw, u->px * 1.4f);
        px = render_text_fit(r, FONT_TITLE, px, u->title, u->panel.w * 0.9f);
        render_text(r, FONT_TITLE, px, u->title, u->panel.x + u->panel.w / 2, u->panel.y + unit * 2, ALIGN_CENTER,
                    render_gold);
    }
    if (u->subtitle[0]) {
        ui_text_centred(r, FONT_REGULAR, u->sub_px, u->subtitle, u->panel.x + u->panel.w / 2, u->sub_y, u->sub_w, ui_dim);
    }
    float apx = u->px * 0.8f;
    if (u->more_up.w > 0)
        render_text(r, FONT_BOLD, apx, "\xe2\x96\xb2", u->more_up.x + u->more_up.w / 2, ui_text_top(r, u->more_up, apx),
                    ALIGN_CENTER, render_gold);
    if (u->more_down.w > 0)
        render_text(r, FONT_BOLD, apx, "\xe2\x96\xbc", u->more_down.x + u->more_down.w / 2, ui_text_top(r, u->more_down, apx),
                    ALIGN_CENTER, render_gold);
    for (int i = 0; i < u->nrows; i++) {
        UiRow *row = &u->row[i];
        if (row->hidden || row->rect.w <= 0)
            continue;
        int state = i == u->focus && !u->focus_away ? 2 : i == u->hover ? 1 : 0;
        if (row->kind == ROW_BUTTON) {
            /* As in a row of its full height: rows drawn closer keep
             * their labels' size. */
            float full_h = ui_row_rect_h(r, u->px, unit);
            ui_button_px(r, row->rect, row->label, state, row->enabled, full_h * 0.42f / render_text_scale(r));
            continue;
        }
        float px = u->px;
        SDL_Color ink = row->enabled ? render_ink : ui_dim;
        if (state) {
            SDL_Color hl = {255, 230, 180, (Uint8)(state == 2 ? 40 : 22)};
            render_rounded(r, row->rect, row->rect.h * 0.3f, hl);
            if (state == 2)
                render_rounded_outline(r, row->rect, row->rect.h * 0.3f, unit * 0.3f, render_gold);
        }
        float lpx = render_text_fit(r, FONT_REGULAR, px, row->label,
                                    row->kind != ROW_LABEL ? row->left.x - row->rect.x - unit * 2.5f : row->rect.w * 0.9f);
        render_text(r, FONT_REGULAR, lpx, row->label, row->rect.x + unit * 2, ui_text_top(r, row->rect, lpx), ALIGN_LEFT, ink);
        if (row->kind == ROW_TEXT) {
            ui_draw_field(r, row, state == 2, px, unit);
        } else if (row->kind == ROW_CHOICE) {
            /* The value in a well between its arrows: a control, even
             * without the focus. */
            SDL_FRect well = {row->left.x, row->rect.y + row->rect.h * 0.1f, row->right.x + row->right.w - row->left.x,
                              row->rect.h * 0.8f};
            render_rounded(r, well, well.h * 0.5f, (SDL_Color){20, 10, 2, (Uint8)(row->enabled ? 70 : 35)});
            render_rounded_outline(r, well, well.h * 0.5f, unit * 0.15f,
                                   (SDL_Color){255, 220, 170, (Uint8)(row->enabled ? 60 : 25)});
            SDL_Color arrow = row->enabled ? render_gold : ui_dim;
            render_text(r, FONT_BOLD, px, "\xe2\x97\x80", row->left.x + row->left.w / 2, ui_text_top(r, row->rect, px),
                        ALIGN_CENTER, arrow);
            render_text(r, FONT_BOLD, px, "\xe2\x96\xb6", row->right.x + row->right.w / 2, ui_text_top(r, row->rect, px),
                        ALIGN_CENTER, arrow);
            float vx = (row->left.x + row->left.w + row->right.x) / 2;
            float vw = row->right.x - row->left.x - row->left.w;
            float vpx = render_text_fit(r, FONT_BOLD, px, row->value, vw * 0.95f);
            render_text(r, FONT_BOLD, vpx, row->value, vx, ui_text_top(r, row->rect, vpx), ALIGN_CENTER, ink);
        }
    }
}
