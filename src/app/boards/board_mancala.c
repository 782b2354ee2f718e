/*
 * board_mancala.c - the sowing games' board in the game scene: seeds
 * drawn one by one, the sowing animation made from the engine's events,
 * a pit picked by pointer, touch or keys, and what the hovered pit's move
 * would do, asked of the engine.
 */
#include "game_scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Counts of every location as the notation gives them. */
static void mb_counts(const GameScene *g, const Pos *p, int *counts)
{
    char text[GAME_TEXT_MAX];
    const Game *gm = match_game(g->match);
    gm->rules->format_pos(gm, p, text, sizeof text);
    int n = 0;
    for (const char *s = text; *s && n < 2 * g->npits + 2;) {
        counts[n++] = atoi(s);
        while (*s >= '0' && *s <= '9')
            s++;
        if (*s == ',' || *s == '/')
            s++;
    }
}

static void mb_sync(GameScene *g)
{
    int counts[SA_LOCS] = {0};
    mb_counts(g, match_pos(g->match), counts);
    sowing_anim_reset(&g->anim, 2 * g->npits + 2, counts);
    int plies = match_plies(g->match);
    g->last_from = plies ? match_move_at(g->match, plies - 1) : -1;
    g->preview_for = g->preview_to = -1;
    g->preview_text[0] = '\0';
}

static void mb_played(GameScene *g, App *a, Move mv, int mover)
{
    g->last_from = mv;
    g->preview_for = -1;
    g->preview_to = -1;
    g->preview_text[0] = '\0'; /* the pit is empty now: what it did is no news */
    sowing_anim_start(&g->anim, &g->ev, a->settings.speed);
    double at = g->anim.nflights ? g->anim.announce_at : 0;
    if (g->anim.announce == EV_EXTRA_TURN) {
        char name[64], msg[96];
        sg_player_name(g, a, mover, name, sizeof name);
        if (sg_is_you(g, mover))
            snprintf(msg, sizeof msg, "%s", tr(T_EXTRA_TURN_YOU));
        else
            snprintf(msg, sizeof msg, tr(T_EXTRA_TURN_FOR), name);
        sg_banner(g, a, msg, at, 1.6);
        g->banner_sound = SOUND_EXTRA;
    } else if (g->anim.announce == EV_GRAND_SLAM) {
        sg_banner(g, a, tr(T_GRAND_SLAM_BANNER), at, 2.0);
    }
    if (!g->anim.nflights) { /* instant: the counts are already final */
        mb_sync(g);
        audio_play(a->audio, SOUND_DROP, 0.8f);
    }
}

static int mb_busy(const GameScene *g) { return sowing_anim_busy(&g->anim); }

static void mb_finish(GameScene *g)
{
    if (sowing_anim_busy(&g->anim)) {
        sowing_anim_finish(&g->anim);
        mb_sync(g);
    }
}

/* Seeds landing in pits, seeds taken to a store. */
static void mb_advance(GameScene *g, App *a, double dt)
{
    SowingAnim *an = &g->anim;
    if (sowing_anim_busy(an) && !sowing_anim_advance(an, dt))
        mb_sync(g); /* the animation ends exactly on the engine's counts */
    if (an->landed_taken)
        audio_play(a->audio, SOUND_CAPTURE, an->landed_taken > 3 ? 1.0f : 0.7f);
    else if (an->landed_sown) /* several at once in one tick: one louder drop */
        audio_play(a->audio, SOUND_DROP, an->landed_sown > 1 ? 0.9f : 0.6f);
    an->landed_sown = an->landed_taken = 0;
}

static int mb_score(const GameScene *g, int side) { return g->anim.count[2 * g->npits + side]; }

/* Computes what the hovered pit's move would do, with the engine. */
static void mb_preview(GameScene *g, int pit)
{
    g->preview_for = pit;
    g->preview_to = -1;
    g->preview_text[0] = '\0';
    if (pit < 0)
        return;
    const Game *gm = match_game(g->match);
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves), ok = 0;
    for (int i = 0; i < n; i++)
        ok |= moves[i] == pit;
    if (!ok)
        return;
    Pos *p = pos_new(gm);
    if (!p)
        return;
    pos_copy(gm, p, match_pos(g->match));
    g->ev.n = 0;
    gm->rules->play(gm, p, (Move)pit, &g->ev);
    int captured = 0, extra = 0, slam = 0, sweep = 0;
    for (int i = 0; i < g->ev.n; i++) {
        const Event *e = &g->ev.ev[i];
        if (e->kind == EV_HOP)
            g->preview_to = e->to;
        captured += e->kind == EV_CAPTURE ? e->count : 0;
        extra |= e->kind == EV_EXTRA_TURN;
        slam |= e->kind == EV_GRAND_SLAM;
        sweep |= e->kind == EV_SWEEP;
    }
    if (extra)
        snprintf(g->preview_text, sizeof g->preview_text, "%s", tr(T_EXTRA_TURN));
    else if (captured)
        snprintf(g->preview_text, sizeof g->preview_text, tr(T_CAPTURES_N), captured);
    else if (slam)
        snprintf(g->preview_text, sizeof g->preview_text, "%s", tr(T_GRAND_SLAM_PREVIEW));
    else if (sweep)
        snprintf(g->preview_text, sizeof g->preview_text, "%s", tr(T_ENDS_GAME));
    g->ev.n = 0;
    pos_free(p);
}

static uint32_t mb_legal_mask(const GameScene *g)
{
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves);
    uint32_t mask = 0;
    for (int i = 0; i < n; i++)
        mask |= 1u << moves[i];
    return mask;
}

/* Keyboard focus: the mover's legal pits in their left-to-right order on
 * the screen. */
static void mb_move_focus(GameScene *g, int dir)
{
    uint32_t legal = mb_legal_mask(g);
    int order[2 * MV_MAX_PITS], n = 0;
    for (int i = 0; i < 2 * g->npits; i++)
        if (legal & (1u << i))
            order[n++] = i;
    if (!n)
        return;
    for (int i = 1; i < n; i++) /* insertion sort by x */
        for (int j = i; j > 0 && g->layout.centre[order[j]].x < g->layout.centre[order[j - 1]].x; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    int at = -1;
    for (int i = 0; i < n; i++)
        if (order[i] == g->focus)
            at = i;
    at = at < 0 ? (dir > 0 ? 0 : n - 1) : ((at + dir) % n + n) % n;
    g->focus = order[at];
    mb_preview(g, g->focus);
    g->hover = g->focus;
}

static void mb_try_move(GameScene *g, App *a, int pit)
{
    if (!sg_human_turn(g) || pit < 0 || pit >= 2 * g->npits)
        return;
    if (!(mb_legal_mask(g) & (1u << pit))) {
        sg_banner(g, a, tr(T_PIT_CANNOT), 0, 1.2);
        return;
    }
    g->play(g, a, (Move)pit);
}

static int mb_pointer(GameScene *g, App *a, const Input *in)
{
    if (in->kind == IN_UP)
        return 0;
    int pit = mancala_hit(&g->layout, in->x, in->y);
    if (pit >= 2 * g->npits)
        pit = -1;
    if (pit != g->hover) {
        g->hover = pit;
        mb_preview(g, sg_human_turn(g) ? pit : -1);
    }
    if (in->kind != IN_DOWN)
        return pit >= 0;
    /* A click during an animation finishes it, then counts. */
    mb_finish(g);
    if (g->hover >= 0) {
        mb_try_move(g, a, g->hover);
        return 1;
    }
    SDL_FRect b = g->layout.board;
    return in->x >= b.x && in->x < b.x + b.w && in->y >= b.y && in->y < b.y + b.h;
}

static int mb_key(GameScene *g, App *a, const Input *in)
{
    switch (in->key) {
    case SDLK_LEFT:
    case SDLK_UP:
        mb_move_focus(g, -1);
        return 1;
    case SDLK_RIGHT:
    case SDLK_DOWN:
    case SDLK_TAB:
        mb_move_focus(g, (in->key == SDLK_TAB && (in->mod & KMOD_SHIFT)) ? -1 : 1);
        return 1;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        mb_finish(g);
        if (g->focus >= 0)
            mb_try_move(g, a, g->focus);
        else
            mb_move_focus(g, 1);
        return 1;
    default:
        return 0;
    }
}

static void mb_hint(GameScene *g, const SearchResult *r)
{
    g->hint_mask = 0;
    g->hint_estimate = 0;
    g->hint_best = -1;
    if (!r)
        return;
    for (int i = 0; i < r->nroot; i++) {
        g->hint_mask |= 1u << r->root_moves[i];
        if (!r->root_exact[i])
            g->hint_estimate |= 1u << r->root_moves[i];
        g->hint_value[r->root_moves[i]] = r->root_values[i];
    }
    g->hint_best = r->nroot ? r->root_moves[0] : r->move;
}

/* ---- drawing ---- */

static float mb_fit(const GameScene *g, float w, float h)
{
    float aspect = mancala_aspect(g->npits);
    return w / aspect < h ? w / aspect : h;
}

static void mb_layout(GameScene *g, App *a) { mancala_layout(&g->layout, g->board_area, g->npits, sg_flipped(g, a)); }

static SDL_FRect mb_board_rect(const GameScene *g) { return g->layout.board; }

static void mb_draw_still(GameScene *g, App *a) { g->labels_drawn = mancala_draw_board(a->render, &g->layout); }

static float mb_ease(double t) { return (float)(t * t * (3 - 2 * t)); }

/* The pixel position of a seed slot: a spot in a location or in the hand. */
static SDL_FPoint mb_spot(const GameScene *g, int loc, int index)
{
    if (loc == SA_HAND) {
        int at = g->anim.hand_loc >= 0 ? g->anim.hand_loc : 0;
        SDL_FPoint p = mancala_lift_point(&g->layout, at);
        float a = (float)index * 2.39996f, rad = g->layout.seed_r * 1.6f * sqrtf((float)index);
        p.x += cosf(a) * rad;
        p.y += sinf(a) * rad * 0.6f - g->layout.pit_r * 0.6f;
        return p;
    }
    return mancala_seed_spot(&g->layout, loc, index);
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

static void mb_draw(GameScene *g, App *a, double alpha)
{
    static SeedSprite rest[2 * SA_MAX_SEEDS + 64], flying[SA_MAX_FLIGHTS];
    int nrest = 0, nfly = 0;
    const SowingAnim *an = &g->anim;
    for (int l = 0; l < an->nlocs; l++)
        for (int k = 0; k < an->count[l] && nrest < (int)(sizeof rest / sizeof rest[0]); k++) {
            SDL_FPoint p = mancala_seed_spot(&g->layout, l, k);
            rest[nrest++] = (SeedSprite){p.x, p.y, an->colour[l][k], 1.0f, 1.0f};
        }
    double ahead = alpha / 120.0;
    for (int i = 0; i < an->nflights; i++) {
        const Flight *f = &an->flight[i];
        if (f->state == 2)
            continue;
        if (f->state == 0 && f->from != SA_HAND)
            continue; /* still at rest: drawn above */
        double t = f->state == 0 ? 0 : sowing_anim_progress(an, f, ahead);
        SDL_FPoint from = mb_spot(g, f->from, f->from_index), to = mb_spot(g, f->to, f->to_index);
        float e = mb_ease(t);
        float arc = sinf((float)t * 3.14159f) * g->layout.pit_r * 0.8f;
        SDL_FPoint p = {from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - arc};
        if (f->from >= 0 && f->from < 2 * g->npits && f->to >= 2 * g->npits)
            p = mb_to_store(&g->layout, from, to, e);
        float scale = 1.0f + 0.35f * sinf((float)t * 3.14159f) + (f->to == SA_HAND || f->from == SA_HAND ? 0.15f : 0);
        flying[nfly++] = (SeedSprite){p.x, p.y, f->colour, scale, 1.0f};
    }
    /* Seeds waiting in the hand hover over the picked pit. */
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
        SDL_FPoint p = mb_spot(g, SA_HAND, slot);
        flying[nfly++] = (SeedSprite){p.x, p.y, an->hand[k], 1.15f, 1.0f};
    }

    MancalaDraw d;
    memset(&d, 0, sizeof d);
    for (int l = 0; l < an->nlocs; l++)
        d.count[l] = an->count[l];
    d.seeds = rest;
    d.nseeds = nrest;
    d.flying = flying;
    d.nflying = nfly;
    GameStatus st;
    match_status(g->match, &st);
    int side = pos_side(match_pos(g->match));
    int human = sg_human_turn(g) && !sowing_anim_busy(an) && !g->reviewing;
    Move moves[GAME_MAX_MOVES];
    int n = human ? match_legal(g->match, moves) : 0;
    for (int i = 0; i < n; i++)
        d.legal |= 1u << moves[i];
    d.focus = human ? g->focus : -1;
    d.hover = human ? g->hover : -1;
    d.last_from = sowing_anim_busy(an) ? -1 : g->last_from;
    d.preview_to = human && g->hover >= 0 ? g->preview_to : -1;
    d.preview_text = human && g->hover >= 0 && g->preview_text[0] ? g->preview_text : NULL;
    /* The review shows every position's values, whoever is to move. */
    int values = g->hint_shown && (human || (g->reviewing && !sowing_anim_busy(an)));
    d.hint_mask = values ? g->hint_mask : 0;
    d.hint_estimate = g->hint_estimate;
    for (int i = 0; i < 2 * g->npits; i++)
        d.hint_value[i] = g->hint_value[i];
    d.hint_best = values ? g->hint_best : -1;
    if (values && g->reviewing && match_can_redo(g->match))
        d.played_mask = 1u << review_ply(g->review, match_plies(g->match))->played;
    d.side_to_move = st.over ? -1 : side;
    d.time = (float)a->now;
    d.show_counts = a->settings.show_counts;
    mancala_draw(a->render, &g->layout, &d);
}

/* The pointer left resting on a pit while a move was played: what that
 * pit does now is worked out again once the board is still. */
static void mb_idle(GameScene *g, App *a)
{
    (void)a;
    if (sg_human_turn(g) && g->hover >= 0 && g->preview_for != g->hover)
        mb_preview(g, g->hover);
}

/* A pit by its letter, a store as "store0" or "store1". */
static int mb_locate(const GameScene *g, const char *name, SDL_FPoint *at)
{
    int loc = -1;
    if (name[0] >= 'A' && name[0] < 'A' + 2 * g->npits && !name[1])
        loc = name[0] - 'A';
    else if (strncmp(name, "store", 5) == 0 && (name[5] == '0' || name[5] == '1') && !name[6])
        loc = 2 * g->npits + name[5] - '0';
    if (loc < 0)
        return 0;
    *at = g->layout.centre[loc];
    return 1;
}

const BoardOps board_mancala = {
    .busy_text = T_SOWING,
    .your_turn = T_PICK_PIT,
    .sync = mb_sync,
    .played = mb_played,
    .busy = mb_busy,
    .advance = mb_advance,
    .finish = mb_finish,
    .score = mb_score,
    .fit = mb_fit,
    .layout = mb_layout,
    .board_rect = mb_board_rect,
    .draw_still = mb_draw_still,
    .draw = mb_draw,
    .pointer = mb_pointer,
    .key = mb_key,
    .hint = mb_hint,
    .idle = mb_idle,
    .locate = mb_locate,
};
