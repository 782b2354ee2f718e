/*
 * ui.h - one small menu widget for every screen: a column of rows, each a
 * button or a choice with < value > arrows, driven by pointer, touch and
 * keyboard (Up/Down/Tab move the focus, Left/Right change a choice,
 * Enter/Space activate), drawn on a wooden panel.
 */
#ifndef TABULA_UI_H
#define TABULA_UI_H

#include "app.h"

#define UI_MAX_ROWS 24

/* ROW_TEXT: a field the player types into (an address, a code). */
typedef enum { ROW_BUTTON, ROW_CHOICE, ROW_LABEL, ROW_TEXT } RowKind;

typedef struct {
    RowKind kind;
    int id;
    char name[24];    /* how a script names it ("play", "pits"), or "" */
    char label[48];
    char value[48];   /* choices */
    int enabled;
    int hidden;
    int limit;        /* a text field's longest value */
    int column;       /* 1: starts the second column when the rows stand in two */
    SDL_FRect rect, left, right; /* set by ui_layout */
} UiRow;

typedef struct {
    char title[64];
    char subtitle[160];
    UiRow row[UI_MAX_ROWS];
    int nrows;
    int focus;        /* row index */
    int hover;        /* row index or -1 */
    SDL_FRect panel;
    float row_h;
    float px, title_px, sub_px; /* text sizes, set by ui_layout */
    float sub_y, sub_w;         /* where the subtitle goes, wrapped to sub_w */
    /* Rows too many to be legible in the window scroll: the first shown,
     * how many fit, and the arrows saying there are more (w 0: none). */
    int first, visible;
    SDL_FRect more_up, more_down;
    /* A band under the heading that the screen fills itself (the menu's
     * game cards): its height, set before ui_layout, and where it went. */
    float band_h;
    SDL_FRect band;
    int focus_away;   /* the keyboard is on the band: no row shows the focus */
} Ui;

/* What an input did to the menu. */
typedef struct {
    int id;     /* the row's id, or -1 when nothing happened */
    int delta;  /* choices: -1 or +1; buttons and Enter on a field: 0; a field's text changed: UI_EDITED */
} UiAction;
#define UI_EDITED 2

void ui_clear(Ui *u, const char *title);
UiRow *ui_button(Ui *u, int id, const char *label);
UiRow *ui_choice(Ui *u, int id, const char *label, const char *value);
/* A text field showing value; typing into it changes the row's value (at
 * most `limit` characters of printable ASCII) and says UI_EDITED. */
UiRow *ui_text(Ui *u, int id, const char *label, const char *value, int limit);
/* An empty row that keeps a place (the rows after it stay where they are). */
UiRow *ui_spacer(Ui *u, int id);
UiRow *ui_find(Ui *u, int id);
/* The row starts the second column when the rows stand in two; returns it. */
UiRow *ui_column(UiRow *row);
/* Gives the row a name scripts can point at (see ui_locate); returns it. */
UiRow *ui_named(UiRow *row, const char *name);
/* The centre of the row called `name` as last laid out, or of its
 * arrows with "name<" and "name>"; 0 when it is not in view, the focus
 * then moved to it so that the next layout scrolls it into view. */
int ui_locate(Ui *u, const char *name, float *x, float *y);
/* Places the panel centred in area (output pixels): its rows in one
 * column, or in two when one would be too tall to keep the text legible,
 * or scrolling with the focus when even two would; as wide as its longest
 * label and value need.  ui_clear keeps the scrolling. */
void ui_layout(Ui *u, Render *r, SDL_FRect area);
UiAction ui_input(Ui *u, const Input *in);
void ui_draw(Ui *u, Render *r);

/* The green baize table every screen is drawn on. */
void ui_draw_table(Render *r);
/* A wooden panel with a soft shadow. */
void ui_draw_panel(Render *r, SDL_FRect rect);
/* Text centred on cx, on two lines (broken near the middle) when one is
 * wider than max_w; the height it took. */
float ui_text_centred(Render *r, FontId font, float px, const char *text, float cx, float y, float max_w, SDL_Color c);
/* A rounded button; state 0 normal, 1 hover, 2 focus. */
void ui_draw_button(Render *r, SDL_FRect rect, const char *label, int state, int enabled);

#endif
