/*
 * verdict.c - draw offers and resignation (verdict.h).
 */
#include "verdict.h"

/* Both grid games value a man (Hasami Shogi) or a sbire (Khan) at 100. */
#define VERDICT_MAN 100

static const char *const answer_names[DRAW_ANSWERS] = {"proven", "behind", "level", "stuck", "wins", "ahead", "open"};

int draw_accepted(DrawAnswer a) { return a <= DRAW_ACCEPT_STUCK; }

const char *draw_answer_name(DrawAnswer a) { return a >= 0 && a < DRAW_ANSWERS ? answer_names[a] : "?"; }

void verdict_limits(const Game *g, const Pos *p, int level, int expert_ms, SearchLimits *out)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS) {
        hint_limits(g, p, expert_ms, out);
        out->analyze = 0;
        out->exact = 1; /* a proof is the only answer a sowing game gives */
        out->evaluate = NULL; /* in the game's unit, as every proof */
        out->unit = 0;
        out->decisive = 0;
        return;
    }
    level_limits(g, p, level, expert_ms, out);
    out->contempt = 0;
}

/* The value for `side` from a value for the side to move of p. */
static int side_value(const Pos *p, int side, int v) { return pos_side(p) == side ? v : -v; }

/* What is proven of `side`'s final margin in a sowing game: the search's
 * proof, narrowed by what the stores alone decide. */
static void proven_range(const Game *g, const Pos *p, int side, const SearchResult *r, int *lo, int *hi)
{
    int blo, bhi;
    g->rules->value_bounds(g, p, &blo, &bhi);
    int slo = r->exact ? r->value : r->lo, shi = r->exact ? r->value : r->hi;
    if (slo > blo)
        blo = slo;
    if (shi < bhi)
        bhi = shi;
    if (pos_side(p) == side) {
        *lo = blo;
        *hi = bhi;
    } else {
        *lo = -bhi;
        *hi = -blo;
    }
}

/* A grid game's judgement: its value for side and its lead in material. */
static int grid_value(const Game *g, const Pos *p, int side, const SearchResult *r, int *lead)
{
    *lead = g->rules->material ? side_value(p, side, g->rules->material(g, p)) : 0;
    return side_value(p, side, r->value);
}

/* At least num/den of the no-progress count gone. */
static int grid_quiet_for(const Game *g, const Pos *p, int num, int den)
{
    int limit = g->rules->no_progress;
    return limit > 0 && pos_header(p)->quiet * den >= limit * num;
}

DrawAnswer verdict_draw(const Game *g, const Pos *p, int side, const SearchResult *r)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS) {
        int lo, hi;
        proven_range(g, p, side, r, &lo, &hi);
        if (hi <= 0)
            return DRAW_ACCEPT_PROVEN;
        return lo > 0 ? DRAW_DECLINE_WINS : DRAW_DECLINE_OPEN;
    }
    int lead, v = grid_value(g, p, side, r, &lead);
    if (v >= VALUE_WIN_BOUND)
        return DRAW_DECLINE_WINS;
    if (lead > 0) /* a real lead: play on, the other side may still slip */
        return DRAW_DECLINE_AHEAD;
    if (v <= -VERDICT_MAN / 2)
        return DRAW_ACCEPT_BEHIND;
    if (v < VERDICT_MAN / 2)
        return grid_quiet_for(g, p, 1, 2) ? DRAW_ACCEPT_LEVEL : DRAW_DECLINE_OPEN;
    if (v < VERDICT_MAN * 3 / 2 && grid_quiet_for(g, p, 2, 3))
        return DRAW_ACCEPT_STUCK;
    return DRAW_DECLINE_AHEAD;
}

int verdict_resigns(const Game *g, const Pos *p, int side, const SearchResult *r)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS) {
        int lo, hi;
        proven_range(g, p, side, r, &lo, &hi);
        return hi < 0;
    }
    int lead;
    return grid_value(g, p, side, r, &lead) <= -VALUE_WIN_BOUND;
}

int verdict_offers_draw(const Game *g, const Pos *p, int side, const SearchResult *r)
{
    if (g->rules->value_kind == VALUE_KIND_SEEDS) {
        int lo, hi;
        proven_range(g, p, side, r, &lo, &hi);
        return hi <= 0 && lo >= 0; /* a proven draw; a proven loss resigns or plays on */
    }
    int lead, v = grid_value(g, p, side, r, &lead);
    return v <= 0 && v > -VALUE_WIN_BOUND && lead <= 0 && grid_quiet_for(g, p, 1, 2);
}

int verdict_may_resign(ResignSetting s, int level)
{
    return s == RESIGN_ALWAYS || (s == RESIGN_WEAK_LEVELS && level <= LEVEL_MEDIUM);
}
