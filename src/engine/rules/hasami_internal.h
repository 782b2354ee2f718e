/*
 * hasami_internal.h - what the rules of Hasami Shogi (hasami.c) and their
 * evaluation (hasami_eval.c) share: the position, the per-game data, the
 * capture finder (hasami_captures.c) the evaluation asks what a move would
 * take, and the line table (hasami_lines.c).
 */
#ifndef TABULA_HASAMI_INTERNAL_H
#define TABULA_HASAMI_INTERNAL_H

#include "game.h"

#include <stdint.h>

#define HS_N 9
#define HS_CELLS 81

/* Cell contents: 0 empty, 1 a black man, 2 a white man. */
#define HS_MAN(side) ((uint8_t)((side) + 1))

typedef struct {
    PosHeader h;         /* quiet: plies since the last capture */
    uint8_t cell[HS_CELLS];
    uint8_t men[2];
    uint8_t passes;      /* passes in a row that led here (0..2) */
} HasamiPos;

/* What a line of up to HS_N squares holds, for each of its states
 * (hasami_lines.c); square i of the line is its bits i. */
typedef struct {
    uint32_t take[2];  /* per side, 3 bits a square: the men a man of the side landing there takes along the line */
    uint16_t takes[2]; /* the squares whose take is not 0 */
    uint16_t reach[2]; /* the empty squares a man of the side slides to along the line */
    uint8_t half[2];   /* half-flanks along the line by each side (hasami_eval.c) */
} HasamiLine;

typedef struct {
    int corner2, diagonal, defeat, lead;
    HasamiLine *lines; /* the line table (hasami_lines.c) */
    uint64_t z_cell[3][HS_CELLS];
    uint64_t z_side;
    uint64_t z_passes[3];
} HasamiData;

/* The eight directions (hasami_captures.c). */
extern const int hasami_dr[8], hasami_dc[8];

static inline const HasamiPos *hcpos(const Pos *p) { return (const HasamiPos *)(const void *)p; }
static inline const HasamiData *hdata(const Game *g) { return (const HasamiData *)g->data; }

static inline int hs_from(Move m) { return m & 127; }
static inline int hs_to(Move m) { return (m >> 7) & 127; }
static inline int hs_inside(int r, int c) { return r >= 0 && r < HS_N && c >= 0 && c < HS_N; }

/* Whether a man on (r, c) can take part in a corner capture: it must
 * stand on an edge or one square in from one. */
static inline int hasami_near_edge(int r, int c)
{
    return r <= 1 || r >= HS_N - 2 || c <= 1 || c >= HS_N - 2;
}

/* The enemy men a man of `side` on `to` takes along direction k: the
 * length of the run of them that starts beside it and is closed by
 * another of its men, else 0. */
int hasami_line_run(const uint8_t *cell, int side, int to, int k);
/* Marks in cap[] the enemy men the man of `side` standing on `to` (just
 * moved there, the board already updated) captures; returns how many. */
int hasami_find_captures(const HasamiData *d, const uint8_t *cell, int side, int to, uint8_t *cap);

/* The lines of a board, each at its state in the table: rows, columns,
 * and with `diagonal` the diagonals (r - c + 8) and anti-diagonals (r + c),
 * their squares in the order of the rows. */
#define HS_DIAGS (2 * HS_N - 1)
typedef struct {
    const HasamiLine *row[HS_N], *col[HS_N];
    const HasamiLine *diag[HS_DIAGS], *anti[HS_DIAGS];
    int diagonal;
} HasamiBoardLines;

static inline int hs_diag(int r, int c) { return r - c + HS_N - 1; }
static inline int hs_diag_at(int r, int c) { return r < c ? r : c; }
static inline int hs_anti(int r, int c) { return r + c; }
static inline int hs_anti_at(int r, int c) { return r + c > HS_N - 1 ? HS_N - 1 - c : r; }

/* A set of squares, two words. */
static inline void hs_set_add(uint64_t set[2], int sq) { set[sq >> 6] |= 1ull << (sq & 63); }

/* The line table (hasami_lines.c), NULL when out of memory; a board's
 * lines in it; the squares where a man of `side` landing takes men along
 * a line; the half-flanks of each side. */
HasamiLine *hasami_lines_create(void);
void hasami_board_lines(const HasamiData *d, const uint8_t *cell, HasamiBoardLines *b);
void hasami_line_candidates(const HasamiBoardLines *b, int side, uint64_t set[2]);
void hasami_line_half_flanks(const HasamiBoardLines *b, int half[2]);

static inline int hs_line_take(const HasamiLine *l, int side, int i) { return (int)(l->take[side] >> (3 * i)) & 7; }

/* The men a man of `side` landing on the empty square (r, c) takes along
 * the lines through it; whether one of its men slides there. */
static inline int hasami_square_take(const HasamiBoardLines *b, int side, int r, int c)
{
    int n = hs_line_take(b->row[r], side, c) + hs_line_take(b->col[c], side, r);
    if (b->diagonal)
        n += hs_line_take(b->diag[hs_diag(r, c)], side, hs_diag_at(r, c)) +
             hs_line_take(b->anti[hs_anti(r, c)], side, hs_anti_at(r, c));
    return n;
}
static inline int hasami_square_reached(const HasamiBoardLines *b, int side, int r, int c)
{
    return ((b->row[r]->reach[side] >> c) | (b->col[c]->reach[side] >> r)) & 1;
}

/* How the computer plays (hasami_eval.c): the GameRules members of the
 * same names. */
void hasami_level_profile(const Game *g, const Pos *p, int level, LevelProfile *out);
int hasami_material(const Game *g, const Pos *p);
int hasami_evaluate(const Game *g, const Pos *p);
int hasami_move_priority(const Game *g, const Pos *p, Move m);
void hasami_move_priorities(const Game *g, const Pos *p, const Move *moves, int n, int *out);

#endif
