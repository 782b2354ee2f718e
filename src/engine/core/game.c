/*
 * game.c - the game-agnostic parts of the game interface: options, creation,
 * position blocks, perft, what a move does and the key generator.
 */
#include "game.h"

#include <stdarg.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void game_options_default(const GameRules *rules, GameOptions *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 0; i < rules->noptions; i++)
        o->v[i] = rules->options[i].def;
}

/* Reads a whole decimal integer; 0 on success. */
static int parse_int(const char *s, int *out)
{
    if (!*s || strlen(s) > 9)
        return -1;
    int v = 0, neg = 0;
    if (*s == '-') {
        neg = 1;
        s++;
        if (!*s)
            return -1;
    }
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return -1;
        v = v * 10 + (*s - '0');
    }
    *out = neg ? -v : v;
    return 0;
}

int game_options_set(const GameRules *rules, GameOptions *o, const char *kv, char *err, size_t errlen)
{
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv) {
        snprintf(err, errlen, "option '%.40s' is not key=value", kv);
        return -1;
    }
    size_t klen = (size_t)(eq - kv);
    const char *val = eq + 1;
    for (int i = 0; i < rules->noptions; i++) {
        const OptionDesc *d = &rules->options[i];
        if (strlen(d->key) != klen || strncmp(d->key, kv, klen) != 0)
            continue;
        if (d->names) {
            for (int v = d->min; v <= d->max; v++) {
                if (strcmp(d->names[v - d->min], val) == 0) {
                    o->v[i] = v;
                    return 0;
                }
            }
            char choices[128] = "";
            for (int v = d->min; v <= d->max; v++) {
                size_t used = strlen(choices);
                snprintf(choices + used, sizeof choices - used, "%s%s", v > d->min ? "|" : "",
                         d->names[v - d->min]);
            }
            snprintf(err, errlen, "option %s must be %s", d->key, choices);
            return -1;
        }
        int v;
        if (parse_int(val, &v) != 0 || v < d->min || v > d->max) {
            snprintf(err, errlen, "option %s must be an integer from %d to %d", d->key, d->min, d->max);
            return -1;
        }
        o->v[i] = v;
        return 0;
    }
    snprintf(err, errlen, "unknown option '%.*s' for %s", (int)(klen > 40 ? 40 : klen), kv, rules->name);
    return -1;
}

int game_choice_option(const GameRules *rules)
{
    for (int i = 0; i < rules->noptions; i++)
        if (rules->options[i].chosen_at_start)
            return i;
    return -1;
}

void game_option_value_text(const GameRules *rules, int i, int v, char *buf, size_t len)
{
    const OptionDesc *d = &rules->options[i];
    if (d->names && v >= d->min && v <= d->max)
        snprintf(buf, len, "%s", d->names[v - d->min]);
    else
        snprintf(buf, len, "%d", v);
}

void game_options_format(const GameRules *rules, const GameOptions *o, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < rules->noptions && used < len; i++) {
        char val[32];
        game_option_value_text(rules, i, o->v[i], val, sizeof val);
        int w = snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", rules->options[i].key, val);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

Game *game_create(const GameRules *rules, const GameOptions *o, char *err, size_t errlen)
{
    for (int i = 0; i < rules->noptions; i++) {
        const OptionDesc *d = &rules->options[i];
        if (o->v[i] < d->min || o->v[i] > d->max) {
            snprintf(err, errlen, "option %s must be from %d to %d", d->key, d->min, d->max);
            return NULL;
        }
    }
    if (rules->validate && rules->validate(o, err, errlen) != 0)
        return NULL;
    Game *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->rules = rules;
    g->opts = *o;
    if (rules->data_create) {
        g->data = rules->data_create(o);
        if (!g->data) {
            free(g);
            snprintf(err, errlen, "out of memory");
            return NULL;
        }
    }
    return g;
}

void game_destroy(Game *g)
{
    if (!g)
        return;
    if (g->rules->data_destroy)
        g->rules->data_destroy(g->data);
    free(g);
}

Pos *pos_new(const Game *g)
{
    return calloc(1, g->rules->pos_size);
}

void pos_free(Pos *p)
{
    free(p);
}

void pos_copy(const Game *g, Pos *dst, const Pos *src)
{
    memcpy(dst, src, g->rules->pos_size);
}

/* Recursion over one copy buffer per ply, allocated once for the walk. */
static uint64_t perft_walk(const Game *g, const Pos *p, int depth, unsigned char *stack)
{
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves);
    if (depth == 1)
        return (uint64_t)n;
    size_t sz = g->rules->pos_size;
    Pos *child = (Pos *)(void *)stack;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, p, sz);
        g->rules->play(g, child, moves[i], NULL);
        total += perft_walk(g, child, depth - 1, stack + sz);
    }
    return total;
}

uint64_t game_perft(const Game *g, const Pos *p, int depth)
{
    if (depth <= 0)
        return 1;
    unsigned char *stack = malloc(g->rules->pos_size * (size_t)(depth + 1));
    if (!stack)
        return 0;
    uint64_t n = perft_walk(g, p, depth, stack);
    free(stack);
    return n;
}

int game_parse_legal_move(const Game *g, const Pos *p, const char *text, Move *m)
{
    Move parsed;
    if (g->rules->parse_move(g, p, text, &parsed) != 0)
        return -1;
    Move moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves);
    for (int i = 0; i < n; i++) {
        if (moves[i] == parsed) {
            *m = parsed;
            return 0;
        }
    }
    return -1;
}

int game_repetitions(const uint64_t *hist, int nhist, int since, uint64_t hash)
{
    int seen = 0;
    for (int i = nhist - 1; i >= 0 && i >= nhist - since; i--)
        seen += hist[i] == hash;
    return seen;
}

int game_drawn(GameStatus *st, int passes, int quiet, int limit, const uint64_t *hist, int nhist, uint64_t hash)
{
    if (passes >= 2)
        st->reason = END_PASSES;
    else if (quiet >= limit)
        st->reason = END_NO_PROGRESS;
    else if (game_repetitions(hist, nhist, quiet, hash) >= 2)
        st->reason = END_REPETITION;
    else
        return 0;
    return 1;
}

int game_win_final_value(const Game *g, const Pos *p, const GameStatus *st)
{
    (void)g;
    if (st->winner < 0)
        return 0;
    return st->winner == pos_side(p) ? VALUE_WIN : -VALUE_WIN;
}

void game_win_value_bounds(const Game *g, const Pos *p, int *lo, int *hi)
{
    (void)g;
    (void)p;
    *lo = -VALUE_WIN;
    *hi = VALUE_WIN;
}

void game_trace_events(const EventList *ev, MoveTrace *out)
{
    *out = (MoveTrace){.from = -1, .to = -1, .piece = -1};
    int stepped = 0;
    for (int i = 0; i < ev->n; i++) {
        const Event *e = &ev->ev[i];
        switch (e->kind) {
        case EV_PICKUP:
            out->from = e->from;
            break;
        case EV_HOP:
            out->to = e->to;
            break;
        case EV_STEP: /* a walk is a step per square: its start is the first's */
            if (!stepped++) {
                out->from = e->from;
                out->path[out->npath++] = e->from;
            }
            out->to = e->to;
            if (out->npath < MOVE_TRACE_PATH)
                out->path[out->npath++] = e->to;
            else /* a longer walk keeps its end */
                out->path[MOVE_TRACE_PATH - 1] = e->to;
            break;
        case EV_PLACE:
            out->from = -1;
            out->to = e->to;
            out->piece = e->piece;
            break;
        case EV_CAPTURE:
            out->taken += e->count;
            break;
        case EV_REMOVE:
            out->taken++;
            break;
        default:
            break;
        }
    }
}

int game_trace_move(const Game *g, const Pos *p, Move m, EventList *ev, MoveTrace *out)
{
    EventList own;
    EventList *list = ev ? ev : &own;
    list->n = 0;
    *out = (MoveTrace){.from = -1, .to = -1, .piece = -1};
    Pos *q = pos_new(g);
    if (!q)
        return -1;
    pos_copy(g, q, p);
    g->rules->play(g, q, m, list);
    pos_free(q);
    game_trace_events(list, out);
    return 0;
}

void game_event(EventList *ev, int kind, int side, int piece, int from, int to, int count)
{
    if (!ev || ev->n >= GAME_MAX_EVENTS)
        return;
    Event *e = &ev->ev[ev->n++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->side = (int8_t)side;
    e->piece = (uint8_t)piece;
    e->from = (int16_t)from;
    e->to = (int16_t)to;
    e->count = (int16_t)count;
}

void game_append(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
    if (*used >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *used, len - *used, fmt, ap);
    va_end(ap);
    if (n > 0)
        *used += (size_t)n < len - *used ? (size_t)n : len - *used - 1;
}

uint64_t game_rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
