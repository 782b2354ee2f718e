/*
 * scene_rules.c - how to play, in our own words: one page per idea, each
 * with a small board that shows it.  Left/Right turn the pages (the
 * first has no previous one; the last leads back to the first), Tab
 * switches between the games, Escape goes back.
 */
#include "screens.h"

#include "game_look.h"
#include "grid_view.h"
#include "lang.h"
#include "mancala_view.h"
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Scene base;
    int game;               /* in game_looks */
    int ngames;
    int page;
    SDL_FRect prev, next, back, other;
    int hover;
    BoardFlavour flavour;   /* the game's board, at its default options */
    uint8_t marks[GV_CELLS]; /* each square's mark (Khan's powers), from the engine */
} RulesScene;

static const RulesPage *rules_pages(const RulesScene *rs, int *n)
{
    *n = game_looks[rs->game]->npages;
    return game_looks[rs->game]->pages;
}

/* The board of the game shown, at its default options. */
static void rules_set_game(RulesScene *rs, int game)
{
    const GameLook *l = game_looks[game];
    rs->game = game;
    rs->page = 0;
    GameOptions o;
    game_options_default(l->rules, &o);
    l->board(&o, &rs->flavour);
    memset(rs->marks, 0, sizeof rs->marks);
    char err[128];
    Game *g = l->rules->cell_mark ? game_create(l->rules, &o, err, sizeof err) : NULL;
    for (int i = 0; g && i < rs->flavour.size * rs->flavour.size; i++)
        rs->marks[i] = (uint8_t)l->rules->cell_mark(g, i);
    game_destroy(g);
}

static void rules_other_game(RulesScene *rs) { rules_set_game(rs, (rs->game + 1) % rs->ngames); }

static int rules_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

/* d is -1 or 1.  Nothing comes before the first page, as its disabled
 * Previous shows; Next on the last starts the game's pages again. */
static void rules_turn(RulesScene *rs, int d)
{
    int n;
    rules_pages(rs, &n);
    if (rs->page + d >= 0)
        rs->page = (rs->page + d) % n;
}

static void rules_input(Scene *s, App *a, const Input *in)
{
    RulesScene *rs = (RulesScene *)s;
    if (in->kind == IN_KEY) {
        switch (in->key) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE:
            app_pop(a);
            break;
        case SDLK_LEFT:
            rules_turn(rs, -1);
            break;
        case SDLK_RIGHT:
        case SDLK_SPACE:
        case SDLK_RETURN:
            rules_turn(rs, 1);
            break;
        case SDLK_TAB:
            rules_other_game(rs);
            break;
        default:
            break;
        }
        return;
    }
    SDL_FRect *btn[4] = {&rs->prev, &rs->next, &rs->back, &rs->other};
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        rs->hover = -1;
        for (int i = 0; i < 4; i++)
            if (rules_in(*btn[i], in->x, in->y))
                rs->hover = i;
    }
    if (in->kind == IN_DOWN) {
        if (rs->hover == 0)
            rules_turn(rs, -1);
        else if (rs->hover == 1)
            rules_turn(rs, 1);
        else if (rs->hover == 2)
            app_pop(a);
        else if (rs->hover == 3)
            rules_other_game(rs);
    }
}

/* The squares of a list like "d5 e5" on an n x n board, marked in out. */
static void rules_squares(const char *t, int n, uint8_t *out, uint8_t v)
{
    while (t && t[0] && t[1]) {
        int sq = (t[1] - '1') * n + (t[0] - 'a');
        if (sq >= 0 && sq < n * n)
            out[sq] = v;
        t += t[2] == ' ' ? 3 : 2;
    }
}

/* A grid game's diagram: the pieces after the move, the move, the pieces
 * it took, where a piece may go, the Khan. */
static void rules_draw_grid(Render *r, const RulesScene *rs, const RulesPage *p, SDL_FRect area, float now)
{
    int n = rs->flavour.size, marks = game_looks[rs->game]->rules->cell_mark != NULL;
    GridLayout lay;
    grid_layout(&lay, area, n, 0);
    grid_draw_board(r, &lay, rs->flavour.style, marks ? rs->marks : NULL);
    uint8_t cell[GV_SPOTS], dests[GV_CELLS], taken[GV_CELLS], dim[GV_SPOTS];
    memset(cell, 0, sizeof cell);
    memset(dests, 0, sizeof dests);
    memset(taken, 0, sizeof taken);
    memset(dim, 0, sizeof dim);
    for (int i = 0; i < n * n; i++)
        cell[i] = grid_piece_letter(p->grid[i]);
    rules_squares(p->dests, n, dests, 1);
    for (int i = 0; i < n * n; i++)
        if (dests[i] && cell[i]) /* onto a piece: a capture */
            dests[i] = 2;
    rules_squares(p->taken, n, taken, 1);
    int marker = -1;
    if (p->marker) {
        uint8_t m[GV_CELLS] = {0};
        rules_squares(p->marker, n, m, 1);
        for (int i = 0; i < n * n; i++)
            if (m[i])
                marker = i;
    }
    /* Under the marker, the first side's pieces on other marks are held back. */
    for (int i = 0; marker >= 0 && i < n * n; i++)
        dim[i] = cell[i] && GV_SIDE(cell[i]) == 0 && rs->marks[i] != rs->marks[marker];
    /* The pieces taken stand faded where they were, marked. */
    ManSprite ghosts[GV_CELLS];
    int nghost = 0;
    for (int i = 0; i < n * n; i++)
        if (taken[i]) {
            SDL_FPoint c = grid_centre(&lay, i);
            ghosts[nghost++] = (ManSprite){c.x, c.y, GV_PIECE(1, 0), 1.0f, 0.45f, 0};
        }
    int with_dests = p->dests != NULL;
    GridDraw d = {
        .style = rs->flavour.style,
        .cell = cell,
        .moving = ghosts,
        .nmoving = nghost,
        .selected = with_dests && p->from >= 0 ? p->from : -1,
        .dest = with_dests ? dests : NULL,
        .victims = with_dests ? NULL : taken,
        .dim = dim,
        .hover = -1,
        .focus = -1,
        .last_from = with_dests ? -1 : p->from,
        .last_to = with_dests ? -1 : p->to,
        .hint_from = p->from,
        .hint_to = p->to,
        .marker = marker,
        .edge_hover = -1,
        .side_to_move = -1,
        .time = now,
    };
    grid_draw(r, &lay, &d);
}

/* The buttons' row: Back, then the pager (Previous, the page counter,
 * Next) in the middle, then the next game's rules. */
static void rules_draw_buttons(Render *r, RulesScene *rs, SDL_FRect panel, int npages)
{
    float u = render_unit(r), px = render_size(r, 2.7f, 11), bh = render_line_height(r, px) * 1.9f;
    float y = panel.y + panel.h - u * 2.5f - bh;
    char page[32], other[64];
    snprintf(page, sizeof page, tr(T_RULES_PAGE), rs->page + 1, npages);
    const char *next_game = tr(game_looks[(rs->game + 1) % rs->ngames]->title);
    snprintf(other, sizeof other, tr(T_RULES_OF), next_game);
    float cw = render_text_width(r, FONT_BOLD, px, page) + u * 3;
    float bw = fminf((panel.w - u * 12 - cw) / 4, u * 30), mid = panel.x + panel.w / 2;
    /* A narrow button names the other game alone. */
    if (render_text_width(r, FONT_BOLD, px, other) > bw * 0.9f)
        snprintf(other, sizeof other, "%s", next_game);
    rs->back = (SDL_FRect){panel.x + u * 4, y, bw, bh};
    rs->prev = (SDL_FRect){mid - cw / 2 - bw, y, bw, bh};
    rs->next = (SDL_FRect){mid + cw / 2, y, bw, bh};
    rs->other = (SDL_FRect){panel.x + panel.w - u * 4 - bw, y, bw, bh};
    int has_prev = rs->page > 0;
    ui_draw_button(r, rs->back, tr(T_BACK), rs->hover == 2, 1);
    ui_draw_button(r, rs->prev, tr(T_RULES_PREVIOUS), has_prev && rs->hover == 0, has_prev);
    render_text(r, FONT_BOLD, px, page, mid, y + (bh - render_line_height(r, px)) / 2, ALIGN_CENTER,
                (SDL_Color){245, 235, 215, 255});
    ui_draw_button(r, rs->next, tr(T_RULES_NEXT), rs->hover == 1, 1);
    ui_draw_button(r, rs->other, other, rs->hover == 3, 1);
}

static void rules_draw(Scene *s, App *a, double alpha)
{
    RulesScene *rs = (RulesScene *)s;
    (void)alpha;
    Render *r = a->render;
    float w = (float)render_width(r), h = (float)render_height(r), u = render_unit(r);
    ui_draw_table(r);
    int n;
    const RulesPage *pages = rules_pages(rs, &n), *p = &pages[rs->page];
    SDL_FRect panel = {w * 0.06f, h * 0.05f, w * 0.88f, h * 0.9f};
    ui_draw_panel(r, panel);
    char title[96];
    snprintf(title, sizeof title, "%s \xc2\xb7 %s", tr(game_looks[rs->game]->title), tr(p->title));
    float title_px = render_text_fit(r, FONT_TITLE, render_size(r, 5.5f, 16), title, panel.w * 0.92f);
    render_text(r, FONT_TITLE, title_px, title, panel.x + panel.w / 2, panel.y + u * 2.5f, ALIGN_CENTER, render_gold);
    float text_px = render_size(r, 2.9f, 11), text_y = panel.y + u * 3.5f + render_line_height(r, title_px);
    float bh = render_line_height(r, render_size(r, 2.7f, 11)) * 1.9f, bottom = panel.y + panel.h - u * 4.5f - bh;
    float text_w = panel.w * 0.86f, text_x = panel.x + (panel.w - text_w) / 2;
    /* The text above its diagram; in a low, wide window, beside it when
     * the diagram would be left too little height, the text's column as
     * wide as it needs to fit (its size giving way a little at the end). */
    float th = render_text_wrapped_height(r, FONT_REGULAR, text_px, tr(p->text), text_w);
    SDL_FRect diagram = {panel.x + u * 6, text_y + th + u * 2, panel.w - u * 12, 0};
    if (bottom - diagram.y < (bottom - text_y) * 0.45f && panel.w > panel.h * 1.3f) {
        float share = 0.5f, least = text_px * 0.8f;
        for (;;) {
            text_w = panel.w * share;
            th = render_text_wrapped_height(r, FONT_REGULAR, text_px, tr(p->text), text_w);
            if (th <= bottom - text_y || (share >= 0.65f && text_px <= least))
                break;
            if (share < 0.65f)
                share += 0.05f;
            else
                text_px *= 0.94f;
        }
        text_x = panel.x + u * 4;
        diagram = (SDL_FRect){text_x + text_w + u * 2, text_y, panel.x + panel.w - u * 4 - (text_x + text_w + u * 2), 0};
    }
    diagram.h = bottom - diagram.y;
    render_text_wrapped(r, FONT_REGULAR, text_px, tr(p->text), text_x, text_y, text_w, (SDL_Color){245, 235, 215, 255});
    float top = diagram.y;
    if (bottom - top > u * 8 && p->grid) {
        rules_draw_grid(r, rs, p, diagram, (float)a->now);
    } else if (bottom - top > u * 8) {
        MancalaLayout lay;
        mancala_layout(&lay, diagram, p->npits, 0, rs->flavour.sowing);
        mancala_draw_board(r, &lay);
        static SeedSprite seeds[120];
        int k = 0;
        MancalaDraw d;
        memset(&d, 0, sizeof d);
        for (int loc = 0; loc < 2 * p->npits + 2; loc++) {
            d.count[loc] = p->counts[loc];
            for (int i = 0; i < p->counts[loc] && k < 120; i++) {
                SDL_FPoint pt = mancala_seed_spot(&lay, loc, i);
                seeds[k++] = (SeedSprite){pt.x, pt.y, (uint8_t)((loc * 7 + i * 5) % 6), 1, 1};
            }
        }
        d.seeds = seeds;
        d.nseeds = k;
        d.focus = -1;
        d.hover = p->label != LOOK_NONE ? p->from : -1;
        d.last_from = -1;
        d.preview_to = p->to;
        d.preview_text = p->label != LOOK_NONE ? tr(p->label) : NULL;
        d.hint_best = -1;
        d.side_to_move = 0;
        d.show_counts = 1;
        if (p->from >= 0)
            d.legal = 1u << p->from;
        d.time = (float)a->now;
        mancala_draw(r, &lay, &d);
    }
    rules_draw_buttons(r, rs, panel, n);
}

static void rules_destroy(Scene *s) { free(s); }

/* The page shown when the app closes, after the account of the screen
 * below (the menu's or the game's), for --print-result. */
static void rules_quit(Scene *s, App *a)
{
    RulesScene *rs = (RulesScene *)s;
    int n;
    rules_pages(rs, &n);
    size_t used = strlen(a->result);
    snprintf(a->result + used, sizeof a->result - used, "%srules %s page %d/%d", used ? " " : "",
             game_looks[rs->game]->rules->name, rs->page + 1, n);
}

static const SceneVt rules_vt = {rules_input, NULL, NULL, rules_draw, rules_destroy, 0, rules_quit, NULL};

Scene *scene_rules_create(App *a, const char *game)
{
    (void)a;
    RulesScene *rs = calloc(1, sizeof *rs);
    if (!rs)
        return NULL;
    rs->base.vt = &rules_vt;
    while (game_looks[rs->ngames])
        rs->ngames++;
    int at = 0;
    for (int i = 0; game && i < rs->ngames; i++)
        if (strcmp(game, game_looks[i]->rules->name) == 0)
            at = i;
    rules_set_game(rs, at);
    rs->hover = -1;
    return &rs->base;
}
