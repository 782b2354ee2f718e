/*
 * board_mancala.c - the sowing games' board in the game scene: seeds
 * drawn one by one, the sowing animation made from the engine's events,
 * a pit picked by pointer, touch or keys, and what the hovered pit's move
 * would do, asked of the engine.
 */
#include "board.h"

#include "mancala_view.h"
#include "pos_edit.h"
#include "sowing_anim.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Board base;
    int npits;
    SowingAnim anim;
    MancalaLayout layout;
    EventList scratch;     /* a hovered pit's move, played aside */
    int last_from;         /* the pit of the last move, -1 */
    uint32_t last_taken;   /* the pits its capture emptied, marked until the next move */
    int hover, focus;      /* locations, -1 */
    int preview_for;       /* the pit the preview was worked out for, -1 */
    int preview_to;        /* where its last seed lands, -1 */
    char preview_text[48]; /* what it does */
    uint32_t preview_taken; /* the pits it would capture from */
    char notice_detail[32]; /* what the last move's notice counts */
    /* The hint's or the review's values, and which are estimates. */
    uint32_t hint_mask, hint_estimate;
    int hint_value[MV_MAX_PITS * 2];
    int hint_best;
} MancalaBoard;

static MancalaBoard *mb_of(Board *b) { return (MancalaBoard *)(void *)b; }
static const MancalaBoard *mb_cof(const Board *b) { return (const MancalaBoard *)(const void *)b; }

/* Seeds of every location of p, from the engine's sketch of it. */
static void mb_counts(const Game *gm, int npits, const Pos *p, int *counts)
{
    PosSketch sk;
    if (pos_sketch_read(gm, p, &sk) != 0)
        return;
    for (int i = 0; i < 2 * npits + 2 && i < POS_MAX_PLACES; i++)
        counts[i] = sk.place[i];
}

static int mb_legal(const BoardView *v, Move m)
{
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(v->match, moves);
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

static uint32_t mb_legal_mask(const BoardView *v)
{
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(v->match, moves);
    uint32_t mask = 0;
    for (int i = 0; i < n; i++)
        mask |= 1u << moves[i];
    return mask;
}

/* The pits a move's capture emptied (not the end's sweep), from its events. */
static uint32_t mb_taken_mask(const MancalaBoard *b, const EventList *ev)
{
    uint32_t mask = 0;
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == EV_CAPTURE && ev->ev[i].from >= 0 && ev->ev[i].from < 2 * b->npits)
            mask |= 1u << ev->ev[i].from;
    return mask;
}

static void mb_sync(Board *bd, const BoardView *v)
{
    MancalaBoard *b = mb_of(bd);
    int counts[SA_LOCS] = {0};
    mb_counts(match_game(v->match), b->npits, match_pos(v->match), counts);
    sowing_anim_reset(&b->anim, 2 * b->npits + 2, counts);
    int plies = match_plies(v->match);
    MoveTrace t;
    b->last_from = -1;
    b->last_taken = 0;
    if (plies && game_trace_move(match_game(v->match), match_pos_at(v->match, plies - 1),
                                 match_move_at(v->match, plies - 1), &b->scratch, &t) == 0) {
        b->last_from = t.from;
        b->last_taken = mb_taken_mask(b, &b->scratch);
    }
    b->preview_for = b->preview_to = -1;
    b->preview_text[0] = '\0';
    b->preview_taken = 0;
}

static void mb_played(Board *bd, App *a, const BoardView *v, const EventList *ev, Move mv, int mover, BoardNotice *out)
{
    MancalaBoard *b = mb_of(bd);
    (void)mv;
    memset(out, 0, sizeof *out);
    MoveTrace t;
    game_trace_events(ev, &t);
    b->last_from = t.from;
    b->last_taken = mb_taken_mask(b, ev);
    b->preview_for = -1;
    b->preview_to = -1;
    b->preview_text[0] = '\0'; /* the pit is empty now: what it did is no news */
    b->preview_taken = 0;
    sowing_anim_start(&b->anim, ev, a->settings.speed);
    double at = b->anim.nflights ? b->anim.announce_at : 0;
    out->side = mover;
    out->detail = "";
    out->delay = at;
    out->sound = -1;
    if (b->anim.announce == EV_EXTRA_TURN) {
        out->shown = 1;
        out->you = T_EXTRA_TURN_YOU;
        out->named = T_EXTRA_TURN_FOR;
        out->secs = 1.6;
        out->sound = SOUND_EXTRA;
    } else if (b->anim.announce == EV_GRAND_SLAM) {
        out->shown = 1;
        out->you = out->named = T_GRAND_SLAM_BANNER;
        out->secs = 2.0;
    } else if (b->anim.captured > 0) { /* as the seeds leave for the store */
        snprintf(b->notice_detail, sizeof b->notice_detail,
                 tr(b->anim.captured == 1 ? T_UNIT_SEED_1 : T_UNIT_SEEDS_N), b->anim.captured);
        out->shown = 1;
        out->you = T_YOU_CAPTURE;
        out->named = T_X_CAPTURES;
        out->detail = b->notice_detail;
        out->delay = b->anim.nflights ? b->anim.capture_at : 0;
        out->secs = 1.6;
    }
    if (!b->anim.nflights) { /* instant: the counts are already final */
        mb_sync(bd, v);
        audio_play(a->audio, SOUND_DROP, 0.8f);
    }
}

static int mb_busy(const Board *b) { return sowing_anim_busy(&mb_cof(b)->anim); }

static void mb_finish(Board *bd, const BoardView *v)
{
    MancalaBoard *b = mb_of(bd);
    if (sowing_anim_busy(&b->anim)) {
        sowing_anim_finish(&b->anim);
        mb_sync(bd, v);
    }
}

/* Seeds landing in pits, seeds taken to a store. */
static void mb_advance(Board *bd, App *a, const BoardView *v, double dt)
{
    SowingAnim *an = &mb_of(bd)->anim;
    if (sowing_anim_busy(an) && !sowing_anim_advance(an, dt))
        mb_sync(bd, v); /* the animation ends exactly on the engine's counts */
    if (an->landed_taken)
        audio_play(a->audio, SOUND_CAPTURE, an->landed_taken > 3 ? 1.0f : 0.7f);
    else if (an->landed_sown) /* several at once in one tick: one louder drop */
        audio_play(a->audio, SOUND_DROP, an->landed_sown > 1 ? 0.9f : 0.6f);
    an->landed_sown = an->landed_taken = 0;
}

static int mb_score(const Board *bd, int side)
{
    const MancalaBoard *b = mb_cof(bd);
    return b->anim.count[2 * b->npits + side];
}

/* Works out what the hovered pit's move would do, with the engine. */
static void mb_preview(MancalaBoard *b, const BoardView *v, int pit)
{
    b->preview_for = pit;
    b->preview_to = -1;
    b->preview_text[0] = '\0';
    b->preview_taken = 0;
    if (pit < 0 || !mb_legal(v, (Move)pit))
        return;
    MoveTrace t;
    if (game_trace_move(match_game(v->match), match_pos(v->match), (Move)pit, &b->scratch, &t) != 0)
        return;
    b->preview_to = t.to;
    int captured = t.taken, extra = 0, slam = 0, sweep = 0;
    for (int i = 0; i < b->scratch.n; i++) {
        const Event *e = &b->scratch.ev[i];
        if (e->kind == EV_CAPTURE && e->from >= 0 && e->from < 2 * b->npits)
            b->preview_taken |= 1u << e->from;
        extra |= e->kind == EV_EXTRA_TURN;
        slam |= e->kind == EV_GRAND_SLAM;
        sweep |= e->kind == EV_SWEEP;
    }
    if (extra)
        snprintf(b->preview_text, sizeof b->preview_text, "%s", tr(T_EXTRA_TURN));
    else if (captured)
        snprintf(b->preview_text, sizeof b->preview_text, tr(T_CAPTURES_N), captured);
    else if (slam)
        snprintf(b->preview_text, sizeof b->preview_text, "%s", tr(T_GRAND_SLAM_PREVIEW));
    else if (sweep)
        snprintf(b->preview_text, sizeof b->preview_text, "%s", tr(T_ENDS_GAME));
}

/* Keyboard focus: the mover's legal pits in their left-to-right order on
 * the screen. */
static void mb_move_focus(MancalaBoard *b, const BoardView *v, int dir)
{
    uint32_t legal = mb_legal_mask(v);
    int order[2 * MV_MAX_PITS], n = 0;
    for (int i = 0; i < 2 * b->npits; i++)
        if (legal & (1u << i))
            order[n++] = i;
    if (!n)
        return;
    for (int i = 1; i < n; i++) /* insertion sort by x */
        for (int j = i; j > 0 && b->layout.centre[order[j]].x < b->layout.centre[order[j - 1]].x; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    int at = -1;
    for (int i = 0; i < n; i++)
        if (order[i] == b->focus)
            at = i;
    at = at < 0 ? (dir > 0 ? 0 : n - 1) : ((at + dir) % n + n) % n;
    b->focus = order[at];
    mb_preview(b, v, b->focus);
    b->hover = b->focus;
}

static void mb_try_move(const MancalaBoard *b, const BoardView *v, int pit, BoardAction *out)
{
    if (!v->human_turn || pit < 0 || pit >= 2 * b->npits)
        return;
    if (!(mb_legal_mask(v) & (1u << pit))) {
        out->kind = BOARD_REFUSED;
        out->text = T_PIT_CANNOT;
        out->secs = 1.2;
        return;
    }
    out->kind = BOARD_MOVE;
    out->move = (Move)pit;
}

static int mb_pointer(Board *bd, App *a, const BoardView *v, const Input *in, BoardAction *out)
{
    (void)a;
    MancalaBoard *b = mb_of(bd);
    if (in->kind == IN_UP)
        return 0;
    int pit = mancala_hit(&b->layout, in->x, in->y);
    if (pit >= 2 * b->npits)
        pit = -1;
    if (pit != b->hover) {
        b->hover = pit;
        mb_preview(b, v, v->human_turn ? pit : -1);
    }
    if (in->kind != IN_DOWN)
        return pit >= 0;
    /* A click during an animation finishes it, then counts. */
    mb_finish(bd, v);
    if (b->hover >= 0) {
        mb_try_move(b, v, b->hover, out);
        return 1;
    }
    SDL_FRect r = b->layout.board;
    return in->x >= r.x && in->x < r.x + r.w && in->y >= r.y && in->y < r.y + r.h;
}

static int mb_key(Board *bd, App *a, const BoardView *v, const Input *in, BoardAction *out)
{
    (void)a;
    MancalaBoard *b = mb_of(bd);
    switch (in->key) {
    case SDLK_LEFT:
    case SDLK_UP:
        mb_move_focus(b, v, -1);
        return 1;
    case SDLK_RIGHT:
    case SDLK_DOWN:
    case SDLK_TAB:
        mb_move_focus(b, v, (in->key == SDLK_TAB && (in->mod & KMOD_SHIFT)) ? -1 : 1);
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        mb_finish(bd, v);
        if (b->focus >= 0)
            mb_try_move(b, v, b->focus, out);
        else
            mb_move_focus(b, v, 1);
        return 1;
    default:
        return 0;
    }
}

static void mb_hint(Board *bd, const BoardView *v, const SearchResult *r)
{
    (void)v;
    MancalaBoard *b = mb_of(bd);
    b->hint_mask = 0;
    b->hint_estimate = 0;
    b->hint_best = -1;
    if (!r)
        return;
    for (int i = 0; i < r->nroot; i++) {
        b->hint_mask |= 1u << r->root_moves[i];
        if (!r->root_exact[i])
            b->hint_estimate |= 1u << r->root_moves[i];
        b->hint_value[r->root_moves[i]] = r->root_values[i];
    }
    b->hint_best = r->nroot ? r->root_moves[0] : r->move;
}

/* The pointer left resting on a pit while a move was played: what that
 * pit does now is worked out again once the board is still. */
static void mb_idle(Board *bd, App *a, const BoardView *v, BoardAction *out)
{
    (void)a, (void)out;
    MancalaBoard *b = mb_of(bd);
    if (v->human_turn && b->hover >= 0 && b->preview_for != b->hover)
        mb_preview(b, v, b->hover);
}

/* ---- words ---- */

static void mb_turn_text(const Board *b, const BoardView *v, char *buf, size_t len)
{
    (void)b, (void)v;
    snprintf(buf, len, "%s", tr(T_PICK_PIT));
}

static int mb_hint_text(const Board *bd, const BoardView *v, char *buf, size_t len)
{
    (void)v;
    const MancalaBoard *b = mb_cof(bd);
    if (b->hint_best < 0)
        return 0;
    snprintf(buf, len, tr(T_HINT_PIT), (char[]){(char)('A' + b->hint_best), '\0'});
    return 1;
}

/* What the orange rings of a capture's preview mean, while they show. */
static int mb_explain(const Board *bd, const BoardView *v, char *buf, size_t len)
{
    const MancalaBoard *b = mb_cof(bd);
    if (!v->human_turn || b->hover < 0 || !b->preview_taken || sowing_anim_busy(&b->anim))
        return 0;
    snprintf(buf, len, "%s", tr(T_PREVIEW_TAKEN_LEGEND));
    return 1;
}

/* ---- drawing ---- */

static float mb_fit(const Board *b, float w, float h)
{
    float aspect = mancala_aspect(mb_cof(b)->npits, b->flavour.sowing);
    return w / aspect < h ? w / aspect : h;
}


static void mb_layout(Board *bd, App *a, SDL_FRect area, int flipped)
{
    MancalaBoard *b = mb_of(bd);
    mancala_layout(&b->layout, area, b->npits, flipped, bd->flavour.sowing);
    mancala_fit_labels(&b->layout, a->render);
}

static SDL_FRect mb_rect(const Board *b) { return mb_cof(b)->layout.board; }

static int mb_draw_still(Board *b, App *a) { return mancala_draw_board(a->render, &mb_of(b)->layout); }

static uint64_t mb_still_key(const Board *bd)
{
    const MancalaBoard *b = mb_cof(bd);
    return (uint64_t)(b->layout.pit_r * 64) << 16 | (uint64_t)b->layout.style << 8 | (uint64_t)b->npits << 1 |
           (uint64_t)b->layout.flipped;
}

static float mb_ease(double t) { return (float)(t * t * (3 - 2 * t)); }

/* The pixel position of a seed slot: a spot in a location or in the hand. */
static SDL_FPoint mb_spot(const MancalaBoard *b, int loc, int index)
{
    if (loc == SA_HAND) {
        int at = b->anim.hand_loc >= 0 ? b->anim.hand_loc : 0;
        SDL_FPoint p = mancala_lift_point(&b->layout, at);
        float a = (float)index * 2.39996f, rad = b->layout.seed_r * 1.6f * sqrtf((float)index);
        p.x += cosf(a) * rad;
        p.y += sinf(a) * rad * 0.6f - b->layout.pit_r * 0.6f;
        return p;
    }
    return mancala_seed_spot(&b->layout, loc, index);
}

/* A seed taken from a pit to a store (a capture, the final sweep) runs
 * down the gap between the rows and along it, low over the board, rather
 * than straight across the other pits and their seeds: a cubic curve
 * through the middle line, a little lift at its start and end. */
static SDL_FPoint mb_to_store(const MancalaLayout *l, SDL_FPoint from, SDL_FPoint to, float e)
{
    float mid = l->board.y + l->board.h / 2, u = 1 - e;
    float c1x = from.x, c2x = to.x + (from.x < to.x ? -1.0f : 1.0f) * l->cell * 0.6f;
    float b0 = u * u * u, b1 = 3 * u * u * e, b2 = 3 * u * e * e, b3 = e * e * e;
    SDL_FPoint p = {b0 * from.x + b1 * c1x + b2 * c2x + b3 * to.x, b0 * from.y + (b1 + b2) * mid + b3 * to.y};
    p.y -= sinf(e * 3.14159f) * l->pit_r * 0.18f;
    return p;
}

/* The seeds in the air, then those waiting in the hand over the picked
 * pit; how many. */
static int mb_flying(const MancalaBoard *b, double alpha, SeedSprite *flying)
{
    const SowingAnim *an = &b->anim;
    int nfly = 0;
    double ahead = alpha / 120.0;
    for (int i = 0; i < an->nflights; i++) {
        const Flight *f = &an->flight[i];
        if (f->state == 2)
            continue;
        if (f->state == 0 && f->from != SA_HAND)
            continue; /* still at rest: drawn with the others */
        double t = f->state == 0 ? 0 : sowing_anim_progress(an, f, ahead);
        SDL_FPoint from = mb_spot(b, f->from, f->from_index), to = mb_spot(b, f->to, f->to_index);
        float e = mb_ease(t);
        float arc = sinf((float)t * 3.14159f) * b->layout.pit_r * 0.8f;
        SDL_FPoint p = {from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - arc};
        if (f->from >= 0 && f->from < 2 * b->npits && f->to >= 2 * b->npits)
            p = mb_to_store(&b->layout, from, to, e);
        float scale = 1.0f + 0.35f * sinf((float)t * 3.14159f) + (f->to == SA_HAND || f->from == SA_HAND ? 0.15f : 0);
        flying[nfly++] = (SeedSprite){p.x, p.y, f->colour, scale, 1.0f};
    }
    for (int k = 0; k < an->hand_count && nfly < SA_MAX_FLIGHTS; k++) {
        int slot = -1;
        /* The hand's k-th resting seed is the one whose hop has not left. */
        for (int i = 0, seen = 0; i < an->nflights; i++) {
            const Flight *f = &an->flight[i];
            if (f->from == SA_HAND && f->state == 0) {
                if (seen == k) {
                    slot = f->from_index;
                    break;
                }
                seen++;
            }
        }
        if (slot < 0)
            continue;
        SDL_FPoint p = mb_spot(b, SA_HAND, slot);
        flying[nfly++] = (SeedSprite){p.x, p.y, an->hand[k], 1.15f, 1.0f};
    }
    return nfly;
}

static void mb_draw(Board *bd, App *a, const BoardView *v, double alpha)
{
    MancalaBoard *b = mb_of(bd);
    static SeedSprite rest[2 * SA_MAX_SEEDS + 64], flying[SA_MAX_FLIGHTS];
    int nrest = 0;
    const SowingAnim *an = &b->anim;
    for (int l = 0; l < an->nlocs; l++)
        for (int k = 0; k < an->count[l] && nrest < (int)(sizeof rest / sizeof rest[0]); k++) {
            SDL_FPoint p = mancala_seed_spot(&b->layout, l, k);
            rest[nrest++] = (SeedSprite){p.x, p.y, an->colour[l][k], 1.0f, 1.0f};
        }
    MancalaDraw d;
    memset(&d, 0, sizeof d);
    for (int l = 0; l < an->nlocs; l++)
        d.count[l] = an->count[l];
    d.seeds = rest;
    d.nseeds = nrest;
    d.flying = flying;
    d.nflying = mb_flying(b, alpha, flying);
    GameStatus st;
    match_status(v->match, &st);
    int side = pos_side(match_pos(v->match));
    int busy = sowing_anim_busy(an);
    int human = v->human_turn && !busy;
    d.legal = human ? mb_legal_mask(v) : 0;
    d.focus = human ? b->focus : -1;
    d.hover = human ? b->hover : -1;
    d.last_from = busy ? -1 : b->last_from;
    d.last_taken = busy ? 0 : b->last_taken;
    d.preview_to = human && b->hover >= 0 ? b->preview_to : -1;
    d.preview_text = human && b->hover >= 0 && b->preview_text[0] ? b->preview_text : NULL;
    d.preview_taken = human && b->hover >= 0 ? b->preview_taken : 0;
    /* The review shows every position's values, whoever is to move. */
    int values = v->values && (human || (v->reviewing && !busy));
    d.hint_mask = values ? b->hint_mask : 0;
    d.hint_estimate = b->hint_estimate;
    for (int i = 0; i < 2 * b->npits; i++)
        d.hint_value[i] = b->hint_value[i];
    d.hint_best = values ? b->hint_best : -1;
    if (values && v->reviewing && v->played != MOVE_NONE)
        d.played_mask = 1u << v->played;
    d.side_to_move = st.over ? -1 : side;
    d.time = (float)a->now;
    d.show_counts = a->settings.show_counts;
    mancala_draw(a->render, &b->layout, &d);
}

static void mb_emptied(const Board *bd, char *buf, size_t len)
{
    const MancalaBoard *b = mb_cof(bd);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < 2 * b->npits; i++)
        if (b->last_taken & (1u << i))
            game_append(buf, len, &used, "%s%c", used ? "," : "", 'A' + i);
    if (!used)
        snprintf(buf, len, "-");
}

/* A pit by its letter, a store as "store0" or "store1". */
static int mb_locate(const Board *bd, const char *name, SDL_FPoint *at)
{
    const MancalaBoard *b = mb_cof(bd);
    int loc = -1;
    if (name[0] >= 'A' && name[0] < 'A' + 2 * b->npits && !name[1])
        loc = name[0] - 'A';
    else if (strncmp(name, "store", 5) == 0 && (name[5] == '0' || name[5] == '1') && !name[6])
        loc = 2 * b->npits + name[5] - '0';
    if (loc < 0)
        return 0;
    *at = b->layout.centre[loc];
    return 1;
}

static int mb_shown(const Board *bd, int loc)
{
    const MancalaBoard *b = mb_cof(bd);
    return loc >= 0 && loc < b->anim.nlocs ? b->anim.count[loc] : 0;
}

static void mb_destroy(Board *b) { free(b); }

static const BoardOps mb_ops = {
    .destroy = mb_destroy,
    .sync = mb_sync,
    .played = mb_played,
    .busy = mb_busy,
    .advance = mb_advance,
    .finish = mb_finish,
    .score = mb_score,
    .fit = mb_fit,
    .layout = mb_layout,
    .rect = mb_rect,
    .draw_still = mb_draw_still,
    .draw = mb_draw,
    .pointer = mb_pointer,
    .key = mb_key,
    .hint = mb_hint,
    .idle = mb_idle,
    .locate = mb_locate,
    .busy_text = T_SOWING,
    .last_move_legend = T_LEGEND_LAST_PIT,
    .emptied = mb_emptied,
    .emptied_legend = T_LEGEND_TAKEN_PITS,
    .turn_text = mb_turn_text,
    .hint_text = mb_hint_text,
    .explain = mb_explain,
    .still_key = mb_still_key,
    .shown = mb_shown,
};

Board *board_mancala_create(const BoardFlavour *f)
{
    MancalaBoard *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->base.ops = &mb_ops;
    b->base.flavour = *f;
    b->npits = f->size;
    b->last_from = b->hover = b->focus = -1;
    b->preview_for = b->preview_to = -1;
    b->hint_best = -1;
    return &b->base;
}

void board_mancala_preview(const BoardFlavour *f, Render *r, SDL_FRect area, const Game *g, const Pos *p)
{
    MancalaLayout lay;
    int npits = f->size;
    mancala_layout(&lay, area, npits, 0, f->sowing);
    mancala_draw_board(r, &lay);
    int counts[SA_LOCS] = {0};
    mb_counts(g, npits, p, counts);
    SeedSprite seeds[320]; /* more than the largest board holds (16 pits of 10) */
    int n = 0;
    MancalaDraw d;
    memset(&d, 0, sizeof d);
    for (int loc = 0; loc < 2 * npits + 2; loc++) {
        d.count[loc] = counts[loc];
        for (int k = 0; k < counts[loc] && n < (int)(sizeof seeds / sizeof seeds[0]); k++) {
            SDL_FPoint sp = mancala_seed_spot(&lay, loc, k);
            seeds[n++] = (SeedSprite){sp.x, sp.y, (uint8_t)((loc * 7 + k * 5) % 6), 1, 1};
        }
    }
    d.seeds = seeds;
    d.nseeds = n;
    d.focus = d.hover = d.last_from = d.preview_to = d.hint_best = -1;
    d.side_to_move = -1;
    d.show_counts = 1;
    mancala_draw(r, &lay, &d);
}
