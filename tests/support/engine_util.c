/* engine_util.c - helpers shared by the engine tests (see engine_util.h). */
#include "engine_util.h"

#include "pos_check.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Game *eu_game(const char *name, const char *const *opts)
{
    const GameRules *r = game_find(name);
    cr_assert_not_null(r, "no game %s", name);
    GameOptions o;
    char err[256];
    game_options_default(r, &o);
    for (int i = 0; opts && opts[i]; i++)
        cr_assert_eq(game_options_set(r, &o, opts[i], err, sizeof err), 0, "%s: %s", opts[i], err);
    Game *g = game_create(r, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    return g;
}

Pos *eu_pos(const Game *g, const char *text)
{
    char err[256];
    Pos *p = pos_new(g);
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
    return p;
}

void eu_text(const Game *g, const Pos *p, char *buf, size_t len) { g->rules->format_pos(g, p, buf, len); }

void eu_play(const Game *g, Pos *p, const char *move, EventList *ev)
{
    Move m;
    char before[GAME_TEXT_MAX];
    eu_text(g, p, before, sizeof before);
    cr_assert_eq(game_parse_legal_move(g, p, move, &m), 0, "%s is not legal in %s", move, before);
    if (ev)
        ev->n = 0;
    g->rules->play(g, p, m, ev);
}

void eu_legal_text(const Game *g, const Pos *p, char *buf, size_t len)
{
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used + 16 < len; i++) {
        char m[16];
        g->rules->format_move(g, p, moves[i], m, sizeof m);
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? " " : "", m);
    }
}

/* Reads "a,b,.../c,d,.../s1,s2/side" into counts (pits then stores). */
static int eu_read_counts(const char *text, int *v, int *side)
{
    int n = 0;
    const char *s = text;
    for (;;) {
        int x = 0, digits = 0;
        while (*s >= '0' && *s <= '9') {
            x = x * 10 + (*s++ - '0');
            digits++;
        }
        cr_assert(digits > 0, "bad text %s", text);
        v[n++] = x;
        if (*s == '/' && (s[1] == '1' || s[1] == '2') && s[2] == '\0') {
            *side = s[1] - '1';
            return n;
        }
        s++;
    }
}

void eu_mancala_replay(const Game *g, const Pos *before, const EventList *ev, char *after, size_t len)
{
    char text[GAME_TEXT_MAX];
    int v[40], side;
    eu_text(g, before, text, sizeof text);
    int n = eu_read_counts(text, v, &side); /* 2P pits, then the two stores */
    int pits = n - 2, mover = side, again = 0;
    for (int i = 0; i < ev->n; i++) {
        const Event *e = &ev->ev[i];
        switch (e->kind) {
        case EV_PICKUP:
            cr_assert_eq(v[e->from], e->count);
            v[e->from] = 0;
            break;
        case EV_HOP:
            v[e->to] += 1;
            break;
        case EV_CAPTURE:
        case EV_SWEEP:
            cr_assert_geq(v[e->from], e->count);
            cr_assert(e->to == pits || e->to == pits + 1);
            v[e->from] -= e->count;
            v[e->to] += e->count;
            break;
        case EV_EXTRA_TURN:
            again = 1;
            break;
        case EV_GRAND_SLAM:
            break;
        default:
            cr_assert_fail("unexpected event kind %d", e->kind);
        }
    }
    /* The side to move passes to the opponent unless an extra turn was
     * announced. */
    if (!again)
        side = !mover;
    size_t used = 0;
    after[0] = '\0';
    for (int i = 0; i < pits; i++)
        used += (size_t)snprintf(after + used, len - used, "%d%c", v[i], (i + 1) % (pits / 2) ? ',' : '/');
    snprintf(after + used, len - used, "%d,%d/%d", v[pits], v[pits + 1], side + 1);
}

int eu_minimax(const Game *g, const Pos *p)
{
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    if (st.over)
        return g->rules->final_value(g, p, &st);
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves), best = -VALUE_INF;
    unsigned char child[512];
    for (int i = 0; i < n; i++) {
        memcpy(child, p, g->rules->pos_size);
        g->rules->play(g, (Pos *)(void *)child, moves[i], NULL);
        int v = eu_minimax(g, (Pos *)(void *)child);
        if (pos_side((Pos *)(void *)child) != pos_side(p))
            v = -v;
        if (v > best)
            best = v;
    }
    return best;
}

void eu_random_position(const Game *g, Pos *p, uint64_t *rng, int plies)
{
    g->rules->start(g, p);
    for (int i = 0; i < plies; i++) {
        Move moves[GAME_MAX_MOVES];
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        int n = st.over ? 0 : g->rules->legal(g, p, moves);
        if (n == 0)
            return;
        g->rules->play(g, p, moves[game_rng_next(rng) % (uint64_t)n], NULL);
    }
}

/* How a minimax judges: the evaluation at the horizon and the scale of
 * the game's values (EuScale of a level's limits, or the game's own). */
typedef struct {
    int (*evaluate)(const Game *g, const Pos *p);
    int unit, decisive;
} EuScale;

static int eu_line(const Game *g, const Pos *p, uint64_t *hist, int nhist, int depth, int ply, const EuScale *sc)
{
    GameStatus st;
    g->rules->status(g, p, hist, nhist, &st);
    if (st.over) {
        int v = g->rules->final_value(g, p, &st);
        if (v >= VALUE_WIN_BOUND || v <= -VALUE_WIN_BOUND)
            return v > 0 ? v - ply : v + ply;
        return v * sc->unit + (v > 0 ? sc->decisive : v < 0 ? -sc->decisive : 0);
    }
    if (depth == 0)
        return sc->evaluate(g, p);
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves), best = -VALUE_INF;
    unsigned char child[512];
    hist[nhist] = pos_hash(p);
    for (int i = 0; i < n; i++) {
        memcpy(child, p, g->rules->pos_size);
        g->rules->play(g, (Pos *)(void *)child, moves[i], NULL);
        int v = eu_line(g, (Pos *)(void *)child, hist, nhist + 1, depth < 0 ? -1 : depth - 1, ply + 1, sc);
        if (pos_side((Pos *)(void *)child) != pos_side(p))
            v = -v;
        if (v > best)
            best = v;
    }
    return n ? best : sc->evaluate(g, p);
}

int eu_minimax_line(const Game *g, const Pos *p, uint64_t *hist, int nhist, int depth, int ply)
{
    EuScale sc = {g->rules->evaluate, 1, 0};
    return eu_line(g, p, hist, nhist, depth, ply, &sc);
}

int eu_minimax_scaled(const Game *g, const Pos *p, uint64_t *hist, int depth, const SearchLimits *lim)
{
    EuScale sc = {lim->evaluate ? lim->evaluate : g->rules->evaluate, lim->unit > 1 ? lim->unit : 1, lim->decisive};
    return eu_line(g, p, hist, 0, depth, 0, &sc);
}

int eu_test_sample(void)
{
    const char *sample = getenv("TABULA_TEST_SAMPLE");
    return sample && atoi(sample) > 1 ? atoi(sample) : 1;
}
