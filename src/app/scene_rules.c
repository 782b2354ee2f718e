/*
 * scene_rules.c - how to play, in our own words: one page per idea, each
 * with a small board that shows it.  Left/Right turn the pages, Tab
 * switches between the games, Escape goes back.
 */
#include "grid_view.h"
#include "mancala_view.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *title;
    const char *text;
    int npits;
    int counts[14];   /* pits then the two stores */
    int from, to;     /* highlighted pit and landing spot, -1 for none */
    const char *label;
    /* Grid games: the pieces after the move (n*n of 'B', 'W' in Hasami;
     * 'S', 'K' Rouge and 's', 'k' Ocre in Khan; '.'), the pieces the move
     * took, as squares like "d5 e5", the squares a piece may reach, and
     * the square under the Khan. */
    const char *grid;
    const char *taken;
    const char *dests;
    const char *marker;
} RulesPage;

static const RulesPage rules_kalah[] = {
    {"The board",
     "Each player owns the row of pits nearest to them and the store at their right hand. At the start every pit "
     "holds the same number of seeds (four on the usual board of six pits). Whoever has the most seeds in their "
     "store at the end wins.",
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, -1, -1, NULL, NULL, NULL, NULL, NULL},
    {"Sowing",
     "On your turn, take every seed from one of your pits and drop them one at a time into the following pits, "
     "counter-clockwise: along your row, into your own store, then along your opponent's row. Your opponent's store "
     "is skipped.",
     6, {4, 4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 1, 0}, 4, 7, "Four seeds from E", NULL, NULL, NULL, NULL},
    {"Extra turn",
     "If the last seed you sow falls into your own store, you play again. Counting the seeds to land exactly in the "
     "store is the first skill of Kalah: here C, with four seeds, ends in the store.",
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, 2, 12, "Extra turn", NULL, NULL, NULL, NULL},
    {"Capture",
     "If your last seed falls into one of your own pits that was empty, and the pit facing it holds seeds, you take "
     "both your seed and every seed opposite into your store. With the rule \"also empty opposite\" the lone seed "
     "is banked even when the pit facing it is empty.",
     6, {1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 5, 2, 12, 12}, 0, 1, "Captures 6", NULL, NULL, NULL, NULL},
    {"The end",
     "When all the pits of one player are empty, the game ends and each player adds the seeds still on their own "
     "side to their store. The bigger store wins; equal stores are a draw.",
     6, {0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 20, 24}, 5, 12, "Ends the game", NULL, NULL, NULL, NULL},
};

static const RulesPage rules_oware[] = {
    {"The board",
     "Two rows of six pits, four seeds in each: 48 in all. You own the row nearest to you. Seeds you capture are "
     "kept beside the board. The first to capture 25 seeds wins.",
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, -1, -1, NULL, NULL, NULL, NULL, NULL},
    {"Sowing",
     "Take all the seeds of one of your pits and sow them one by one counter-clockwise into the following pits, "
     "round the whole board as often as needed. A pit of 12 seeds or more skips the pit it was emptied from.",
     6, {4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 0, 0}, 5, 9, "Four seeds from F", NULL, NULL, NULL, NULL},
    {"Capture",
     "If your last seed makes an opponent's pit hold 2 or 3 seeds, you capture them. Then look at the pit before "
     "it: if it is on your opponent's side and holds 2 or 3, capture it too, and so on until a pit breaks the chain.",
     6, {0, 0, 0, 0, 0, 3, 1, 2, 1, 5, 5, 5, 13, 13}, 5, 8, "Captures 7", NULL, NULL, NULL, NULL},
    {"Grand slam",
     "A move that would capture every seed on your opponent's side may be played, but it captures nothing: the "
     "seeds stay where they fell.",
     6, {1, 0, 0, 0, 0, 3, 1, 2, 1, 0, 0, 0, 20, 20}, 5, 8, "Grand slam: no capture", NULL, NULL, NULL, NULL},
    {"Feeding",
     "If your opponent has no seeds, you must play a move that gives them some. If no move can, the game ends and "
     "you capture every seed left on the board.",
     6, {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 22, 23}, 5, 7, "Feeds player 2", NULL, NULL, NULL, NULL},
    {"The end",
     "The game ends as soon as a player has 25 seeds: they win. A position that comes back a third time ends the "
     "game, and each player takes the seeds on their side. With the \"six seeds\" finish, the game also ends when "
     "six seeds or fewer remain, each player taking their own.",
     6, {0, 0, 0, 0, 0, 1, 1, 4, 4, 4, 4, 4, 24, 2}, 5, 6, "Reaches 25", NULL, NULL, NULL, NULL},
};

/* Hasami Shogi: squares named as in the notation, row 1 at the top. */
#define HS_ROW_EMPTY "........."
static const RulesPage rules_hasami[] = {
    {"The board",
     "Each player has nine men on the home row nearest them: Black at the bottom, White at the top. Black moves "
     "first, then the players take turns. The aim is to take the opponent's men.",
     0, {0}, -1, -1, NULL,
     "WWWWWWWWW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BBBBBBBBB", NULL, NULL, NULL},
    {"Moving",
     "A man moves like a rook in chess: any number of empty squares along its row or its column, never over "
     "another man. You must move; only a player who has no move at all passes.",
     0, {0}, 76, 40, NULL,
     "WWWWWWWWW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "....B...." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BBBB.BBBB", NULL, NULL, NULL},
    {"Capturing",
     "Men of your opponent caught in a line between the man you move and another of your men, along a row or a "
     "column, are taken: here g3 to g5 takes d5, e5 and f5. One move can capture in several directions. Moving "
     "between two enemy men is safe: only the player who moves captures.",
     0, {0}, 24, 42, NULL,
     "W......WW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "..B...B.." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BB.......",
     "d5 e5 f5", NULL, NULL},
    {"Corners",
     "A man in a corner is taken when the two squares beside it hold your men, one of them the man you just "
     "moved. With \"runs along an edge\" chosen, a line of men along an edge from a corner is taken the same way, "
     "when you close the square past it and every square inside it.",
     0, {0}, 14, 9, NULL,
     ".B......W" "B........" HS_ROW_EMPTY HS_ROW_EMPTY ".....W..." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BB.....B.",
     "a1", NULL, NULL},
    {"Winning",
     "A player left with two men (or the number chosen before the game) loses, and a player ahead by four men (or "
     "the lead chosen) wins. The game is drawn when a position comes back a third time, after 150 moves without "
     "a capture, or when both players pass. With \"diagonal captures\", lines along the diagonals capture too.",
     0, {0}, -1, -1, NULL,
     "W.......W" HS_ROW_EMPTY "...B....." HS_ROW_EMPTY ".....B..." HS_ROW_EMPTY HS_ROW_EMPTY ".B......." "B.B..B..B",
     NULL, NULL, NULL},
};

/* Khan: the layout with Rouge's home edge at the bottom (orientation 0). */
#define KH_ROW_EMPTY "......"
static const RulesPage rules_khan[] = {
    {"The board",
     "Each square has a power of 1, 2 or 3, shown by its stain, its engraved rings and the pips in its corner. "
     "Each player has a Kalista (the piece with the star) and five sbires. Before the game Rouge chooses which "
     "edge of the board is its home: the powers then lie differently, so the choice matters.",
     0, {0}, -1, -1, NULL, KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY, NULL, NULL,
     NULL},
    {"Set-up",
     "Rouge places its six pieces one at a time on any empty squares of its two home rows, then Ocre places its "
     "own on the two far rows. Pick a piece from the tray beside the board, then its square. Rouge moves first, "
     "and its first move is free.",
     0, {0}, -1, -1, NULL, ".s.k.s" "s.s.s." KH_ROW_EMPTY KH_ROW_EMPTY "SS.SS." "..K..S", NULL, NULL, NULL},
    {"Moving",
     "A piece moves exactly as many steps as the power of its square, each step to a neighbouring square across "
     "an edge. It may turn, but may not pass over a piece or visit a square twice. The sbire on d4, on a 3, can "
     "end on any of these fourteen squares, some of them by a U-turn.",
     0, {0}, -1, -1, NULL, KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY "...S.." KH_ROW_EMPTY KH_ROW_EMPTY, NULL,
     "a4 b3 b5 c2 c4 c6 d1 d3 d5 e2 e4 e6 f3 f5", NULL},
    {"The Khan",
     "The Khan (the black collar) goes on the piece that has just moved. The other player must then move a piece "
     "that stands on a square of the Khan's power: here a 1, so Rouge may only move d5. Only when no such piece "
     "can move may a player move another piece, or bring a captured sbire back onto an empty square of that power.",
     0, {0}, -1, -1, NULL, ".k...." "....s." KH_ROW_EMPTY KH_ROW_EMPTY "..SS.." "..K...", NULL, "d4 e5 d6", "e2"},
    {"Winning",
     "Landing on an enemy piece captures it; taking the enemy Kalista wins the game. Here the sbire on c3 can take "
     "the Kalista on b2. A player with no move at all passes and the Khan is lifted. A position seen a third time, "
     "200 moves without a capture, or two passes in a row make a draw.",
     0, {0}, 14, 7, NULL, KH_ROW_EMPTY ".kS..." "..S.s." KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY, NULL,
     "a3 b2 b4 c5 d2 d4 e3", NULL},
};

static const struct {
    const char *name, *title;
    const RulesPage *pages;
    int npages;
} rules_games[] = {
    {"kalah", "Kalah", rules_kalah, (int)(sizeof rules_kalah / sizeof rules_kalah[0])},
    {"oware", "Oware", rules_oware, (int)(sizeof rules_oware / sizeof rules_oware[0])},
    {"hasami", "Hasami Shogi", rules_hasami, (int)(sizeof rules_hasami / sizeof rules_hasami[0])},
    {"khan", "Khan", rules_khan, (int)(sizeof rules_khan / sizeof rules_khan[0])},
};
#define RULES_NGAMES (int)(sizeof rules_games / sizeof rules_games[0])

typedef struct {
    Scene base;
    int game;
    int page;
    SDL_FRect prev, next, back, other;
    int hover;
    uint8_t khan_marks[36]; /* the powers of Khan's layout, from the engine */
} RulesScene;

static const RulesPage *rules_pages(const RulesScene *rs, int *n)
{
    *n = rules_games[rs->game].npages;
    return rules_games[rs->game].pages;
}

static void rules_other_game(RulesScene *rs)
{
    rs->game = (rs->game + 1) % RULES_NGAMES;
    rs->page = 0;
}

static int rules_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

static void rules_turn(RulesScene *rs, int d)
{
    int n;
    rules_pages(rs, &n);
    rs->page = (rs->page + d + n) % n;
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
    int n = strlen(p->grid) == 36 ? 6 : 9, khan = n == 6;
    GridLayout lay;
    grid_layout(&lay, area, n, 0);
    grid_draw_board(r, &lay, khan ? rs->khan_marks : NULL);
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
    /* Under the Khan, Rouge's pieces on other powers are held back. */
    for (int i = 0; marker >= 0 && i < n * n; i++)
        dim[i] = cell[i] && GV_SIDE(cell[i]) == 0 && rs->khan_marks[i] != rs->khan_marks[marker];
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
        .style = khan ? GV_KHAN : GV_STONES,
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
    snprintf(title, sizeof title, "%s \xc2\xb7 %s", rules_games[rs->game].title, p->title);
    render_text(r, FONT_TITLE, u * 5.5f, title, panel.x + panel.w / 2, panel.y + u * 2.5f, ALIGN_CENTER,
                (SDL_Color){255, 208, 96, 255});
    float text_w = panel.w * 0.86f;
    float th = render_text_wrapped(r, FONT_REGULAR, u * 2.9f, p->text, panel.x + (panel.w - text_w) / 2,
                                   panel.y + u * 11, text_w, (SDL_Color){245, 235, 215, 255});
    /* The diagram, in the space left above the buttons. */
    float top = panel.y + u * 13 + th, bottom = panel.y + panel.h - u * 11;
    if (bottom - top > u * 8 && p->grid) {
        rules_draw_grid(r, rs, p, (SDL_FRect){panel.x + u * 6, top, panel.w - u * 12, bottom - top}, (float)a->now);
    } else if (bottom - top > u * 8) {
        MancalaLayout lay;
        mancala_layout(&lay, (SDL_FRect){panel.x + u * 6, top, panel.w - u * 12, bottom - top}, p->npits, 0);
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
        d.hover = p->label ? p->from : -1;
        d.last_from = -1;
        d.preview_to = p->to;
        d.preview_text = p->label;
        d.hint_best = -1;
        d.side_to_move = 0;
        d.show_counts = 1;
        if (p->from >= 0)
            d.legal = 1u << p->from;
        d.time = (float)a->now;
        mancala_draw(r, &lay, &d);
    }
    float bw = u * 22, bh = u * 6.5f, y = panel.y + panel.h - u * 9;
    rs->prev = (SDL_FRect){panel.x + u * 4, y, bw, bh};
    rs->next = (SDL_FRect){panel.x + panel.w - u * 4 - bw, y, bw, bh};
    rs->other = (SDL_FRect){panel.x + panel.w / 2 - bw - u, y, bw, bh};
    rs->back = (SDL_FRect){panel.x + panel.w / 2 + u, y, bw, bh};
    char page[32], other[32];
    snprintf(page, sizeof page, "Next (%d/%d)", rs->page + 1, n);
    snprintf(other, sizeof other, "%s rules", rules_games[(rs->game + 1) % RULES_NGAMES].title);
    ui_draw_button(r, rs->prev, "Previous", rs->hover == 0, 1);
    ui_draw_button(r, rs->next, page, rs->hover == 1, 1);
    ui_draw_button(r, rs->other, other, rs->hover == 3, 1);
    ui_draw_button(r, rs->back, "Back", rs->hover == 2, 1);
}

static void rules_destroy(Scene *s) { free(s); }

static const SceneVt rules_vt = {rules_input, NULL, NULL, rules_draw, rules_destroy, 0, NULL};

Scene *scene_rules_create(App *a, const char *game)
{
    (void)a;
    RulesScene *rs = calloc(1, sizeof *rs);
    if (!rs)
        return NULL;
    rs->base.vt = &rules_vt;
    for (int i = 0; game && i < RULES_NGAMES; i++)
        if (strcmp(game, rules_games[i].name) == 0)
            rs->game = i;
    const GameRules *khan = game_find("khan");
    GameOptions o;
    game_options_default(khan, &o);
    char err[128];
    Game *g = game_create(khan, &o, err, sizeof err);
    for (int i = 0; g && i < 36; i++)
        rs->khan_marks[i] = (uint8_t)khan->cell_mark(g, i);
    game_destroy(g);
    rs->hover = -1;
    return &rs->base;
}
