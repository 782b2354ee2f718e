/*
 * hasami.c - the rules of Hasami Shogi (docs/rules.md, "Hasami Shogi") behind the
 * GameRules table.
 *
 * The board is a 9x9 mailbox, cell = row*9+col with row 0 = notation row 1
 * (White's home row) at the top.  Black (side 0) starts on the bottom row
 * and moves first.  A man slides like a rook; after the move the mover's
 * captures are found from the moved man: a line capture along each
 * direction (the diagonals too with `diagonal`), and the corner capture
 * (a run along an edge from a corner, of one man, or of any length with
 * `corner2`).  The win rules (`defeat`, `lead`) only ever favour the side
 * that just moved, so they follow from the men counts and the side to move
 * and need no field of their own.
 *
 * How the computer judges a position is hasami_eval.c's.
 *
 * Move encoding (16 bits): bits 0-6 the start cell, bits 7-13 the target
 * cell.  MOVE_PASS is the pass.  Event piece code: 0 (a man).
 * Status scores: the men each side has on the board.
 */
#include "games.h"
#include "hasami_internal.h"
#include "pos_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HS_NO_PROGRESS 150

enum { OPT_CORNER2, OPT_DIAGONAL, OPT_DEFEAT, OPT_LEAD };

static const char *const hs_on_off[] = {"off", "on"};

static const OptionDesc hs_options[] = {
    {"corner2", 0, 1, 0, hs_on_off, "capture a run along an edge from a corner", 0},
    {"diagonal", 0, 1, 0, hs_on_off, "line captures along the diagonals too", 0},
    {"defeat", 1, 4, 2, NULL, "a side with this many men or fewer has lost", 0},
    {"lead", 0, 8, 3, NULL, "a lead of more than this many men wins (0: off)", 0},
};

static inline HasamiPos *hpos(Pos *p) { return (HasamiPos *)(void *)p; }
static inline Move hs_encode(int from, int to) { return (Move)(from | to << 7); }

/* ---- per-game data ---- */

static void *hs_data_create(const GameOptions *o)
{
    HasamiData *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->corner2 = o->v[OPT_CORNER2];
    d->diagonal = o->v[OPT_DIAGONAL];
    d->defeat = o->v[OPT_DEFEAT];
    d->lead = o->v[OPT_LEAD];
    if (!(d->lines = hasami_lines_create())) {
        free(d);
        return NULL;
    }
    uint64_t seed = 0x686173616D692D7AULL; /* "hasami-z" */
    for (int v = 1; v < 3; v++)
        for (int i = 0; i < HS_CELLS; i++)
            d->z_cell[v][i] = game_rng_next(&seed);
    d->z_side = game_rng_next(&seed);
    /* No pass is the usual case and has no key, so a board reached with
     * and without the search's help hashes alike. */
    d->z_passes[1] = game_rng_next(&seed);
    d->z_passes[2] = game_rng_next(&seed);
    return d;
}

static void hs_data_destroy(void *data)
{
    if (data)
        free(((HasamiData *)data)->lines);
    free(data);
}

static uint64_t hs_hash_full(const Game *g, const Pos *pp)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    uint64_t h = d->z_passes[p->passes];
    for (int i = 0; i < HS_CELLS; i++)
        if (p->cell[i])
            h ^= d->z_cell[p->cell[i]][i];
    if (p->h.side)
        h ^= d->z_side;
    return h;
}

/* ---- the end ---- */

/* Whether the win rules have ended the game against `loser`: its men at
 * `defeat` or fewer, or the other side more than `lead` ahead.  1 with
 * why (may be NULL: the search asks at every node), else 0. */
static inline int hs_lost(const HasamiData *d, const HasamiPos *p, int loser, PosCheck *why)
{
    int theirs = p->men[loser], lead = p->men[loser ^ 1] - theirs;
    if (theirs <= d->defeat) {
        pos_refuse(why, POS_OVER_DEFEAT, loser, theirs, d->defeat, -1);
        return 1;
    }
    if (d->lead > 0 && lead > d->lead) {
        pos_refuse(why, POS_OVER_LEAD, loser ^ 1, lead, d->lead, -1);
        return 1;
    }
    return 0;
}

/* The side that just moved has won by `defeat` or `lead`: 1, else 0. */
static inline int hs_mover_won(const HasamiData *d, const HasamiPos *p) { return hs_lost(d, p, p->h.side, NULL); }

static int hs_over_by_rules(const HasamiData *d, const HasamiPos *p)
{
    return hs_mover_won(d, p) || p->passes >= 2 || p->h.quiet >= HS_NO_PROGRESS;
}

/* ---- move generation ---- */

static int hs_gen(const HasamiPos *p, int side, Move *moves)
{
    int n = 0;
    uint8_t own = HS_MAN(side);
    for (int i = 0; i < HS_CELLS; i++) {
        if (p->cell[i] != own)
            continue;
        int r0 = i / HS_N, c0 = i % HS_N;
        for (int k = 0; k < 4; k++) {
            int r = r0 + hasami_dr[k], c = c0 + hasami_dc[k];
            while (hs_inside(r, c) && !p->cell[r * HS_N + c]) {
                if (moves)
                    moves[n] = hs_encode(i, r * HS_N + c);
                n++;
                r += hasami_dr[k];
                c += hasami_dc[k];
            }
        }
    }
    return n;
}

static int hs_legal(const Game *g, const Pos *pp, Move *moves)
{
    const HasamiPos *p = hcpos(pp);
    if (hs_over_by_rules(hdata(g), p))
        return 0;
    int n = hs_gen(p, p->h.side, moves);
    if (n == 0)
        moves[n++] = MOVE_PASS;
    return n;
}

/* ---- playing ---- */

static void hs_set_passes(const HasamiData *d, HasamiPos *p, int passes)
{
    p->h.hash ^= d->z_passes[p->passes] ^ d->z_passes[passes];
    p->passes = (uint8_t)passes;
}

static void hs_play(const Game *g, Pos *pp, Move m, EventList *ev)
{
    const HasamiData *d = hdata(g);
    HasamiPos *p = hpos(pp);
    int side = p->h.side;
    if (m == MOVE_PASS) {
        game_event(ev, EV_PASS, side, 0, -1, -1, 1);
        hs_set_passes(d, p, p->passes < 2 ? p->passes + 1 : 2);
        p->h.quiet++;
    } else {
        int from = hs_from(m), to = hs_to(m);
        uint8_t own = HS_MAN(side);
        game_event(ev, EV_STEP, side, 0, from, to, 1);
        p->cell[from] = 0;
        p->cell[to] = own;
        p->h.hash ^= d->z_cell[own][from] ^ d->z_cell[own][to];
        uint8_t cap[HS_CELLS];
        memset(cap, 0, sizeof cap);
        int taken = hasami_find_captures(d, p->cell, side, to, cap);
        if (taken) {
            uint8_t enemy = HS_MAN(side ^ 1);
            for (int i = 0; i < HS_CELLS; i++) {
                if (!cap[i])
                    continue;
                game_event(ev, EV_REMOVE, side, 0, i, i, 1);
                p->cell[i] = 0;
                p->h.hash ^= d->z_cell[enemy][i];
            }
            p->men[side ^ 1] = (uint8_t)(p->men[side ^ 1] - taken);
            p->h.quiet = 0;
        } else {
            p->h.quiet++;
        }
        hs_set_passes(d, p, 0);
    }
    p->h.side ^= 1;
    p->h.hash ^= d->z_side;
}

/* ---- status and values ---- */

static void hs_status(const Game *g, const Pos *pp, const uint64_t *hist, int nhist, GameStatus *st)
{
    const HasamiData *d = hdata(g);
    const HasamiPos *p = hcpos(pp);
    memset(st, 0, sizeof *st);
    st->score[0] = p->men[0];
    st->score[1] = p->men[1];
    st->over = 1;
    st->winner = -1;
    if (hs_mover_won(d, p)) {
        st->winner = p->h.side ^ 1;
        st->reason = END_RULE;
        return;
    }
    /* Repetitions count from the last capture: before it there were more men. */
    if (game_drawn(st, p->passes, p->h.quiet, HS_NO_PROGRESS, hist, nhist, p->h.hash))
        return;
    st->over = 0;
    st->winner = 0;
}

/* ---- text ---- */

static const char hs_cell_chars[3] = {'.', 'B', 'W'};

static void hs_start(const Game *g, Pos *pp)
{
    HasamiPos *p = hpos(pp);
    memset(p, 0, sizeof *p);
    for (int c = 0; c < HS_N; c++) {
        p->cell[c] = HS_MAN(1);
        p->cell[(HS_N - 1) * HS_N + c] = HS_MAN(0);
    }
    p->men[0] = p->men[1] = HS_N;
    p->h.hash = hs_hash_full(g, pp);
}

static void hs_format_pos(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    char text[HS_CELLS + HS_N + 4];
    int n = 0;
    for (int r = 0; r < HS_N; r++) {
        for (int c = 0; c < HS_N; c++)
            text[n++] = hs_cell_chars[p->cell[r * HS_N + c]];
        text[n++] = '/';
    }
    text[n++] = p->h.side ? 'w' : 'b';
    text[n] = '\0';
    snprintf(buf, len, "%s", text);
}

static int hs_read_pos(const Game *g, const char *text, Pos *pp, PosCheck *why)
{
    HasamiPos q;
    memset(&q, 0, sizeof q);
    const char *s = text;
    for (int r = 0; r < HS_N; r++) {
        for (int c = 0; c < HS_N; c++, s++) {
            const char *hit = *s ? memchr(hs_cell_chars, *s, sizeof hs_cell_chars) : NULL;
            if (!hit)
                return pos_refuse(why, POS_SYNTAX_ROW, -1, -1, HS_N, r + 1);
            int v = (int)(hit - hs_cell_chars);
            q.cell[r * HS_N + c] = (uint8_t)v;
            if (v)
                q.men[v - 1]++;
        }
        if (*s++ != '/')
            return pos_refuse(why, POS_SYNTAX_ROW, -1, -1, HS_N, r + 1);
    }
    if ((s[0] != 'b' && s[0] != 'w') || s[1] != '\0')
        return pos_refuse(why, POS_SYNTAX_SIDE, -1, -1, -1, -1);
    q.h.side = s[0] == 'w';
    for (int side = 0; side < 2; side++)
        if (q.men[side] > HS_N)
            return pos_refuse(why, POS_TOO_MANY_MEN, side, q.men[side], HS_N, -1);
    memcpy(pp, &q, sizeof q);
    hpos(pp)->h.hash = hs_hash_full(g, pp);
    return 0;
}

/* The win rules favour only the side that just moved, as play reaches
 * them: a side that just moved with too few men, or a side to move already
 * too far ahead, would have ended the game a move earlier. */
static int hs_playable(const Game *g, const Pos *pp, PosCheck *why)
{
    const HasamiPos *p = hcpos(pp);
    for (int k = 0; k < 2; k++)
        if (hs_lost(hdata(g), p, p->h.side ^ k, why))
            return -1;
    return 0;
}

static void hs_layout(const Game *g, PosLayout *out)
{
    (void)g;
    static const PosPiece pieces[3] = {{'.', -1, ""}, {'B', 0, "man"}, {'W', 1, "man"}};
    memset(out, 0, sizeof *out);
    out->grid = 1;
    out->nplaces = HS_CELLS;
    out->width = out->height = HS_N;
    out->npieces = 3;
    memcpy(out->piece, pieces, sizeof pieces);
    out->side_title[0] = "Black";
    out->side_title[1] = "White";
}

/* A sketch's piece codes are the cells' (0 empty, HS_MAN(side)). */
static void hs_sketch_read(const Game *g, const Pos *pp, PosSketch *sk)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    for (int i = 0; i < HS_CELLS; i++)
        sk->place[i] = p->cell[i];
    sk->side = p->h.side;
}

static int hs_sketch_text(const Game *g, const PosSketch *sk, char *buf, size_t len, PosCheck *why)
{
    (void)why; /* the text says all a sketch holds */
    HasamiPos q;
    memset(&q, 0, sizeof q);
    for (int i = 0; i < HS_CELLS; i++)
        q.cell[i] = (uint8_t)sk->place[i];
    q.h.side = (uint8_t)sk->side;
    hs_format_pos(g, (const Pos *)(const void *)&q, buf, len);
    return 0;
}

static int hs_parse_square(const char *s)
{
    if (s[0] < 'a' || s[0] > 'i' || s[1] < '1' || s[1] > '9')
        return -1;
    return (s[1] - '1') * HS_N + (s[0] - 'a');
}

static int hs_parse_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    (void)g;
    (void)p;
    if (strcmp(text, "pass") == 0) {
        *m = MOVE_PASS;
        return 0;
    }
    if (strlen(text) != 4)
        return -1;
    int from = hs_parse_square(text), to = hs_parse_square(text + 2);
    if (from < 0 || to < 0)
        return -1;
    *m = hs_encode(from, to);
    return 0;
}

static void hs_format_move(const Game *g, const Pos *p, Move m, char *buf, size_t len)
{
    (void)g;
    (void)p;
    if (m == MOVE_PASS) {
        snprintf(buf, len, "pass");
        return;
    }
    int from = hs_from(m), to = hs_to(m);
    snprintf(buf, len, "%c%c%c%c", 'a' + from % HS_N, '1' + from / HS_N, 'a' + to % HS_N, '1' + to / HS_N);
}

static void hs_board_text(const Game *g, const Pos *pp, char *buf, size_t len)
{
    (void)g;
    const HasamiPos *p = hcpos(pp);
    size_t used = 0;
    if (len == 0)
        return;
    buf[0] = '\0';
    game_append(buf, len, &used, "   a b c d e f g h i\n");
    for (int r = 0; r < HS_N; r++) {
        game_append(buf, len, &used, "%d ", r + 1);
        for (int c = 0; c < HS_N; c++)
            game_append(buf, len, &used, " %c", hs_cell_chars[p->cell[r * HS_N + c]]);
        game_append(buf, len, &used, "\n");
    }
    game_append(buf, len, &used, "%s to move; men Black %d, White %d; %d plies without a capture",
              p->h.side ? "White" : "Black", p->men[0], p->men[1], p->h.quiet);
}

const GameRules hasami_rules = {
    .name = "hasami",
    .title = "Hasami Shogi",
    GAME_OPTIONS(hs_options),
    .value_kind = VALUE_KIND_WIN,
    .pos_size = sizeof(HasamiPos),
    .side_names = {"b", "w"},
    .repeats = 1,
    .start = hs_start,
    .read_pos = hs_read_pos,
    .format_pos = hs_format_pos,
    .parse_move = hs_parse_move,
    .format_move = hs_format_move,
    .board_text = hs_board_text,
    .legal = hs_legal,
    .play = hs_play,
    .status = hs_status,
    .hash_full = hs_hash_full,
    .final_value = game_win_final_value,
    .value_bounds = game_win_value_bounds,

    .evaluate = hasami_evaluate,
    .move_priority = hasami_move_priority,
    .level_profile = hasami_level_profile,

    .data_create = hs_data_create,
    .data_destroy = hs_data_destroy,
    .material = hasami_material,
    .no_progress = HS_NO_PROGRESS,
    .playable = hs_playable,
    .pos_layout = hs_layout,
    .sketch_read = hs_sketch_read,
    .sketch_text = hs_sketch_text,

    .move_priorities = hasami_move_priorities,
};
