/*
 * ui.c - the menu widget and the shared look of panels and buttons.
 */
#include "ui.h"

#include <stdio.h>
#include <string.h>

static const SDL_Color ui_dim = {190, 170, 140, 255};

void ui_clear(Ui *u, const char *title)
{
    memset(u, 0, sizeof *u);
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

UiRow *ui_find(Ui *u, int id)
{
    for (int i = 0; i < u->nrows; i++)
        if (u->row[i].id == id)
            return &u->row[i];
    return NULL;
}

static int ui_usable(const UiRow *row) { return !row->hidden && row->enabled && row->kind != ROW_LABEL; }

void ui_layout(Ui *u, Render *r, SDL_FRect area)
{
    float unit = render_unit(r);
    int shown = 0;
    for (int i = 0; i < u->nrows; i++)
        shown += !u->row[i].hidden;
    float row_h = unit * 7.2f;
    float head = unit * (u->title[0] ? 12.0f : 3.0f) + (u->subtitle[0] ? unit * 4.5f : 0);
    float w = unit * 76, h = head + (float)shown * row_h + unit * 4;
    if (w > area.w * 0.94f)
        w = area.w * 0.94f;
    if (h > area.h * 0.96f) {
        row_h *= (area.h * 0.96f - head - unit * 4) / ((float)shown * row_h);
        h = area.h * 0.96f;
    }
    u->row_h = row_h;
    u->panel = (SDL_FRect){area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
    float y = u->panel.y + head;
    for (int i = 0; i < u->nrows; i++) {
        UiRow *row = &u->row[i];
        if (row->hidden)
            continue;
        row->rect = (SDL_FRect){u->panel.x + unit * 4, y + row_h * 0.1f, w - unit * 8, row_h * 0.8f};
        float aw = row->rect.h;
        row->left = (SDL_FRect){row->rect.x + row->rect.w * 0.45f, row->rect.y, aw, aw};
        row->right = (SDL_FRect){row->rect.x + row->rect.w - aw, row->rect.y, aw, aw};
        y += row_h;
    }
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

UiAction ui_input(Ui *u, const Input *in)
{
    UiAction act = {-1, 0};
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        u->hover = -1;
        for (int i = 0; i < u->nrows; i++)
            if (ui_usable(&u->row[i]) && ui_in(u->row[i].rect, in->x, in->y))
                u->hover = i;
    }
    if (in->kind == IN_DOWN && u->hover >= 0) {
        UiRow *row = &u->row[u->hover];
        u->focus = u->hover;
        act.id = row->id;
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

void ui_draw_button(Render *r, SDL_FRect rc, const char *label, int state, int enabled)
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
    float px = render_text_fit(r, FONT_BOLD, rc.h * 0.42f, label, rc.w * 0.9f);
    render_text(r, FONT_BOLD, px, label, rc.x + rc.w / 2, rc.y + (rc.h - px * 1.18f) / 2, ALIGN_CENTER,
                enabled ? render_ink : ui_dim);
}

void ui_draw(Ui *u, Render *r)
{
    float unit = render_unit(r);
    ui_draw_panel(r, u->panel);
    if (u->title[0]) {
        float px = render_text_fit(r, FONT_TITLE, unit * 6.5f, u->title, u->panel.w * 0.9f);
        render_text(r, FONT_TITLE, px, u->title, u->panel.x + u->panel.w / 2, u->panel.y + unit * 2.8f, ALIGN_CENTER,
                    render_gold);
    }
    if (u->subtitle[0]) {
        float px = render_text_fit(r, FONT_REGULAR, unit * 3.0f, u->subtitle, u->panel.w * 0.9f);
        render_text(r, FONT_REGULAR, px, u->subtitle, u->panel.x + u->panel.w / 2, u->panel.y + unit * 11.0f,
                    ALIGN_CENTER, ui_dim);
    }
    for (int i = 0; i < u->nrows; i++) {
        UiRow *row = &u->row[i];
        if (row->hidden)
            continue;
        int state = i == u->focus ? 2 : i == u->hover ? 1 : 0;
        if (row->kind == ROW_BUTTON) {
            ui_draw_button(r, row->rect, row->label, state, row->enabled);
            continue;
        }
        float px = row->rect.h * 0.42f;
        SDL_Color ink = row->enabled ? render_ink : ui_dim;
        if (state) {
            SDL_Color hl = {255, 230, 180, (Uint8)(state == 2 ? 40 : 22)};
            render_rounded(r, row->rect, row->rect.h * 0.3f, hl);
            if (state == 2)
                render_rounded_outline(r, row->rect, row->rect.h * 0.3f, unit * 0.3f, render_gold);
        }
        float lpx = render_text_fit(r, FONT_REGULAR, px, row->label, row->rect.w * 0.42f);
        render_text(r, FONT_REGULAR, lpx, row->label, row->rect.x + unit * 2, row->rect.y + (row->rect.h - lpx * 1.18f) / 2,
                    ALIGN_LEFT, ink);
        if (row->kind == ROW_CHOICE) {
            SDL_Color arrow = row->enabled ? render_gold : ui_dim;
            render_text(r, FONT_BOLD, px * 1.1f, "\xe2\x97\x80", row->left.x + row->left.w / 2,
                        row->rect.y + (row->rect.h - px * 1.3f) / 2, ALIGN_CENTER, arrow);
            render_text(r, FONT_BOLD, px * 1.1f, "\xe2\x96\xb6", row->right.x + row->right.w / 2,
                        row->rect.y + (row->rect.h - px * 1.3f) / 2, ALIGN_CENTER, arrow);
            float vx = (row->left.x + row->left.w + row->right.x) / 2;
            float vw = row->right.x - row->left.x - row->left.w;
            float vpx = render_text_fit(r, FONT_BOLD, px, row->value, vw * 0.95f);
            render_text(r, FONT_BOLD, vpx, row->value, vx, row->rect.y + (row->rect.h - vpx * 1.18f) / 2, ALIGN_CENTER, ink);
        }
    }
}
