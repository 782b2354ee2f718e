/*
 * setup_layout.c - the position editor's band under the board (see
 * setup_layout.h).
 *
 * The band's parts share one grid of rows at the pitch of the panel's
 * rows, so the buttons by the board line up with the choices beside them;
 * its width is measured from the texts it holds, French and the
 * larger-text setting included, and what the parts leave spaces them
 * evenly rather than stretching the controls.
 */
#include "setup_layout.h"

#include <math.h>

/* The choices' longest label, and the least width of a column: a choice's
 * label, arrows and value, or a button's label. */
static float sl_column(const Ui *ui, Render *r, float *label_w, int *choices)
{
    float u = render_unit(r), aw = ui->row_h * 0.8f * 0.8f, value_w = 0, button_w = 0;
    *label_w = 0;
    *choices = 0;
    for (int i = 0; i < ui->nrows; i++) {
        const UiRow *row = &ui->row[i];
        if (row->hidden)
            continue;
        if (row->kind == ROW_CHOICE) {
            *label_w = fmaxf(*label_w, render_text_width(r, FONT_REGULAR, ui->px, row->label));
            value_w = fmaxf(value_w, render_text_width(r, FONT_BOLD, ui->px, row->value));
            (*choices)++;
        } else {
            button_w = fmaxf(button_w, render_text_width(r, FONT_BOLD, ui->px, row->label));
        }
    }
    /* The value's width also for the others it may take: a digit more. */
    value_w = fmaxf(value_w, render_text_width(r, FONT_BOLD, ui->px, "88"));
    return fmaxf(u * 4.5f + *label_w + 2 * aw + value_w / 0.95f + u * 2, button_w / 0.9f + u * 3);
}

float setup_band_layout(SetupBand *b, Render *r, const SetupBoard *board, const Ui *ui, const SetupBandNeeds *need)
{
    float W = (float)render_width(r), H = (float)render_height(r), u = render_unit(r);
    float m = u * 1.5f, pad = u * 1.3f, gap = u * 4, col_gap = u * 2;
    /* The rows a little closer than in the side panel: the board's room. */
    float pitch = b->pitch = ui->row_h * 0.8f * 1.12f;
    int choices;
    float col_w = sl_column(ui, r, &b->label_w, &choices);
    /* Rows: the choices in two columns, Analyse and Back under them; the
     * three buttons by the board beside them at least. */
    int rows = (choices + 1) / 2 + 1;
    rows = rows < 3 ? 3 : rows;
    float content_h = fmaxf((float)rows * pitch, need->palette_h);
    float band_h = 2 * pad + content_h + need->text_h;
    float inner = W - 2 * m - 2 * pad;
    float used = need->palette_w + need->strip_w + 2 * col_w + col_gap + 2 * gap;
    if (used > inner)
        return 0;
    /* The columns a quarter wider at most, the rest between the parts. */
    float grow = fminf((inner - used) / 2, col_w * 0.25f);
    col_w += grow;
    used += 2 * grow;
    float space = (inner - used + 2 * gap) / 4; /* at the band's sides too */
    b->area = (SDL_FRect){m, m + need->header_h, W - 2 * m, H - 2 * m - need->header_h - band_h - u};
    if (b->area.h <= 0)
        return 0;
    b->board_h = setup_board_height(board, b->area);
    float top = m + (b->area.h - b->board_h) / 2;
    b->header = (SDL_FRect){m, top, W - 2 * m, need->header_h};
    b->area.y = top + need->header_h;
    b->area.h = b->board_h;
    b->band = (SDL_FRect){m, b->area.y + b->board_h + u, W - 2 * m, band_h};
    float x = b->band.x + pad + space, y = b->band.y + pad;
    b->palette = (SDL_FRect){x, y + (content_h - need->palette_h) / 2, need->palette_w, need->palette_h};
    x += need->palette_w + space;
    float grid_y = y + (content_h - (float)rows * pitch) / 2;
    for (int i = 0; i < 3; i++)
        b->strip[i] = (SDL_FRect){x, grid_y + ((float)i + 0.08f) * pitch, need->strip_w, ui->row_h * 0.8f};
    x += need->strip_w + space;
    b->grid = (SDL_FRect){x, grid_y, 2 * col_w + col_gap, (float)rows * pitch};
    b->text = (SDL_FRect){b->band.x + pad, y + content_h, b->band.w - 2 * pad, need->text_h};
    return b->board_h;
}

void setup_band_place(Ui *ui, Render *r, const SetupBand *b)
{
    float u = render_unit(r), rh = ui->row_h * 0.8f, aw = rh * 0.8f, col_gap = u * 2;
    float cw = (b->grid.w - col_gap) / 2;
    int choices = 0;
    for (int i = 0; i < ui->nrows; i++)
        choices += !ui->row[i].hidden && ui->row[i].kind == ROW_CHOICE;
    int per_col = (choices + 1) / 2, rows = per_col + 1;
    /* The choices and the buttons as one block in the middle of the grid. */
    float y0 = b->grid.y + (b->grid.h - (float)rows * b->pitch) / 2;
    for (int i = 0, k = 0, button = 0; i < ui->nrows; i++) {
        UiRow *row = &ui->row[i];
        if (row->hidden)
            continue;
        int col, at;
        if (row->kind == ROW_CHOICE) {
            col = k / per_col;
            at = k++ % per_col;
        } else {
            col = button++ ? 1 : 0;
            at = per_col;
        }
        float x = b->grid.x + (float)col * (cw + col_gap);
        row->rect = (SDL_FRect){x, y0 + ((float)at + 0.08f) * b->pitch, cw, rh};
        row->left = (SDL_FRect){x + u * 4.5f + b->label_w, row->rect.y, aw, rh};
        row->right = (SDL_FRect){x + cw - aw, row->rect.y, aw, rh};
    }
    ui->panel = b->band;
    ui->first = 0;
    ui->visible = ui->nrows;
    ui->more_up = ui->more_down = (SDL_FRect){0, 0, 0, 0};
}
