/*
 * scene_game.c - playing Kalah or Oware: whose turn, input, the
 * computer's search run in slices, the hint, and turning the engine's
 * events into the sowing animation.  Drawing is in scene_game_draw.c.
 *
 * The computer starts thinking as soon as the position is its own, even
 * while the previous move is still being animated; its move is played
 * once the animation is over and it has "thought" for at least a moment,
 * so its moves can be followed.
 */
#include "game_scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAME_MIN_THINK_S 0.6
#define GAME_TT_BYTES (32u << 20)
#define GAME_HINT_TT_BYTES (16u << 20)

static const char *const sg_mode_names[MODE_COUNT] = {"Two players", "You vs computer", "Computer vs you",
                                                        "Computer vs computer"};

const char *mode_name(PlayMode m) { return m >= 0 && m < MODE_COUNT ? sg_mode_names[m] : "?"; }

int sg_is_computer(const GameScene *g, int side)
{
    switch (g->mode) {
    case MODE_HVC:
        return side == 1;
    case MODE_CVH:
        return side == 0;
    case MODE_CVC:
        return 1;
    default:
        return 0;
    }
}

int sg_flipped(const GameScene *g, const App *a)
{
    /* The human sits at the bottom; two humans may have the board turn. */
    int base = g->mode == MODE_CVH;
    if (g->mode == MODE_HVH && a->settings.auto_turn) {
        GameStatus st;
        match_status(g->match, &st);
        if (!st.over)
            base = pos_side(match_pos(g->match)) == 1;
    }
    return base ^ g->user_flip;
}

void sg_player_name(const GameScene *g, const App *a, int side, char *buf, size_t len)
{
    if (sg_is_computer(g, side)) {
        const char *lv = level_name(a->settings.level);
        if (g->mode == MODE_CVC)
            snprintf(buf, len, "Computer %d (%s)", side + 1, lv);
        else
            snprintf(buf, len, "Computer (%s)", lv);
    } else if (g->mode == MODE_HVH) {
        snprintf(buf, len, "Player %d", side + 1);
    } else {
        snprintf(buf, len, "You");
    }
}

/* Counts of every location as the notation gives them. */
static void sg_counts(const GameScene *g, const Pos *p, int *counts)
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

static void sg_sync_seeds(GameScene *g)
{
    int counts[SA_LOCS] = {0};
    sg_counts(g, match_pos(g->match), counts);
    sowing_anim_reset(&g->anim, 2 * g->npits + 2, counts);
}

static void sg_cancel_searches(GameScene *g)
{
    if (g->ai_active)
        search_stop(g->ai);
    if (g->hint_active)
        search_stop(g->hint);
    g->ai_active = g->ai_ready = 0;
    g->hint_active = 0;
}

static void sg_clear_hint(GameScene *g)
{
    g->hint_shown = 0;
    g->hint_mask = 0;
    g->hint_best = -1;
}

static void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs)
{
    snprintf(g->banner, sizeof g->banner, "%s", text);
    g->banner_at = a->now + delay;
    g->banner_until = a->now + delay + secs;
}

/* Plays mv for whoever is to move and starts its animation. */
static void sg_play(GameScene *g, App *a, Move mv)
{
    sowing_anim_finish(&g->anim);
    int mover = pos_side(match_pos(g->match));
    if (match_play(g->match, mv, &g->ev) != 0)
        return;
    g->last_from = mv;
    g->preview_for = -1;
    g->preview_to = -1;
    sg_clear_hint(g);
    sg_cancel_searches(g);
    sowing_anim_start(&g->anim, &g->ev, a->settings.speed);
    double at = g->anim.nflights ? g->anim.announce_at : 0;
    if (g->anim.announce == EV_EXTRA_TURN) {
        char name[64], msg[96];
        sg_player_name(g, a, mover, name, sizeof name);
        snprintf(msg, sizeof msg, strcmp(name, "You") == 0 ? "Extra turn: play again!" : "Extra turn for %s", name);
        sg_banner(g, a, msg, at, 1.6);
        g->banner_sound = SOUND_EXTRA;
    } else if (g->anim.announce == EV_GRAND_SLAM) {
        sg_banner(g, a, "Grand slam: nothing is captured", at, 2.0);
    }
    if (!g->anim.nflights) { /* instant: the counts are already final */
        sg_sync_seeds(g);
        audio_play(a->audio, SOUND_DROP, 0.8f);
    }
}

/* The sounds of what happened since the last tick: seeds landing in pits,
 * seeds taken to a store, a banner appearing, the end of the game. */
static void sg_sounds(GameScene *g, App *a)
{
    SowingAnim *an = &g->anim;
    if (an->landed_taken)
        audio_play(a->audio, SOUND_CAPTURE, an->landed_taken > 3 ? 1.0f : 0.7f);
    else if (an->landed_sown) /* several at once in one tick: one louder drop */
        audio_play(a->audio, SOUND_DROP, an->landed_sown > 1 ? 0.9f : 0.6f);
    an->landed_sown = an->landed_taken = 0;
    if (g->banner_sound >= 0 && a->now >= g->banner_at) {
        audio_play(a->audio, (SoundId)g->banner_sound, 0.8f);
        g->banner_sound = -1;
    }
}

static int sg_over(const GameScene *g, GameStatus *st)
{
    match_status(g->match, st);
    return st->over;
}

/* Computes what the hovered pit's move would do, with the engine. */
static void sg_preview(GameScene *g, int pit)
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
        snprintf(g->preview_text, sizeof g->preview_text, "Extra turn");
    else if (captured)
        snprintf(g->preview_text, sizeof g->preview_text, "Captures %d", captured);
    else if (slam)
        snprintf(g->preview_text, sizeof g->preview_text, "Grand slam: no capture");
    else if (sweep)
        snprintf(g->preview_text, sizeof g->preview_text, "Ends the game");
    g->ev.n = 0;
    pos_free(p);
}

static int sg_human_turn(const GameScene *g)
{
    GameStatus st;
    return !sg_over(g, &st) && !sg_is_computer(g, pos_side(match_pos(g->match)));
}

static uint32_t sg_legal_mask(const GameScene *g)
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
static void sg_move_focus(GameScene *g, int dir)
{
    uint32_t legal = sg_legal_mask(g);
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
    sg_preview(g, g->focus);
    g->hover = g->focus;
}

static void sg_open_overlay(GameScene *g, App *a) { app_push(a, scene_overlay_create(a, &g->base)); }

static void sg_try_human_move(GameScene *g, App *a, int pit)
{
    if (!sg_human_turn(g) || pit < 0 || pit >= 2 * g->npits)
        return;
    if (!(sg_legal_mask(g) & (1u << pit))) {
        sg_banner(g, a, "That pit cannot be played", 0, 1.2);
        return;
    }
    sg_play(g, a, (Move)pit);
}

static int sg_in(SDL_FRect rc, float x, float y) { return x >= rc.x && x < rc.x + rc.w && y >= rc.y && y < rc.y + rc.h; }

static void sg_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_MENU:
        sg_open_overlay(g, a);
        break;
    case GB_HINT:
        scene_game_hint(&g->base, a);
        break;
    case GB_FLIP:
        g->user_flip ^= 1;
        break;
    case GB_PAUSE:
        g->paused ^= 1;
        break;
    case GB_STEP:
        g->paused = 1;
        g->step_once = 1;
        break;
    default:
        break;
    }
}

static void sg_input(Scene *s, App *a, const Input *in)
{
    GameScene *g = (GameScene *)s;
    if (in->kind == IN_MOVE || in->kind == IN_DOWN) {
        g->button_hover = -1;
        for (int b = 0; b < GB_COUNT; b++)
            if (g->button_shown[b] && sg_in(g->button[b], in->x, in->y))
                g->button_hover = b;
        int pit = mancala_hit(&g->layout, in->x, in->y);
        if (pit >= 2 * g->npits)
            pit = -1;
        if (pit != g->hover) {
            g->hover = pit;
            sg_preview(g, sg_human_turn(g) ? pit : -1);
        }
    }
    if (in->kind == IN_DOWN) {
        if (g->button_hover >= 0) {
            sg_button(g, a, g->button_hover);
            return;
        }
        /* A click during an animation finishes it, then counts. */
        if (sowing_anim_busy(&g->anim)) {
            sowing_anim_finish(&g->anim);
            sg_sync_seeds(g);
        }
        if (g->hover >= 0)
            sg_try_human_move(g, a, g->hover);
        else if (!sg_in(g->layout.board, in->x, in->y) && !sg_in(g->panel, in->x, in->y))
            sg_open_overlay(g, a); /* a tap on the table opens the menu */
        return;
    }
    if (in->kind != IN_KEY)
        return;
    switch (in->key) {
    case SDLK_ESCAPE:
    case SDLK_m:
        sg_open_overlay(g, a);
        break;
    case SDLK_h:
        scene_game_hint(s, a);
        break;
    case SDLK_u:
        scene_game_undo(s, a);
        break;
    case SDLK_r:
        scene_game_redo(s, a);
        break;
    case SDLK_z:
        if (in->mod & KMOD_CTRL)
            scene_game_undo(s, a);
        break;
    case SDLK_y:
        if (in->mod & KMOD_CTRL)
            scene_game_redo(s, a);
        break;
    case SDLK_s:
        if (in->mod & KMOD_CTRL)
            scene_game_save(s, a);
        break;
    case SDLK_f:
        g->user_flip ^= 1;
        break;
    case SDLK_p:
        if (g->mode == MODE_CVC)
            g->paused ^= 1;
        break;
    case SDLK_n:
        if (g->mode == MODE_CVC)
            sg_button(g, a, GB_STEP);
        break;
    case SDLK_LEFT:
    case SDLK_UP:
        sg_move_focus(g, -1);
        break;
    case SDLK_RIGHT:
    case SDLK_DOWN:
    case SDLK_TAB:
        sg_move_focus(g, (in->key == SDLK_TAB && (in->mod & KMOD_SHIFT)) ? -1 : 1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (sowing_anim_busy(&g->anim)) {
            sowing_anim_finish(&g->anim);
            sg_sync_seeds(g);
        }
        if (g->focus >= 0)
            sg_try_human_move(g, a, g->focus);
        else
            sg_move_focus(g, 1);
        break;
    default:
        break;
    }
}

static void sg_begin_ai(GameScene *g, App *a)
{
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    level_limits(gm, match_pos(g->match), a->settings.level, a->settings.expert_ms, &lim);
    if (a->cfg.seed) /* a different order at every ply, the same game for the same seed */
        lim.seed = a->cfg.seed * 0x100000001B3u + (uint64_t)match_plies(g->match) + 1;
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(g->ai, match_pos(g->match), hist, nh, &lim);
    g->ai_active = 1;
    g->ai_ready = 0;
    g->ai_ply = match_plies(g->match);
    g->ai_started = a->now;
    g->ai_nodes_seen = 0;
}

/* Runs a search for budget_s seconds; 1 when it is done.  The time is
 * spent in steps of about a millisecond, each sized by the recent speed,
 * with the clock read between them: the speed changes from one moment to
 * the next (the renderer's threads share the cores), and a frame must not
 * overrun by more than one step. */
static int sg_slice(GameScene *g, App *a, Search *s, double budget_s)
{
    double freq = (double)SDL_GetPerformanceFrequency();
    Uint64 start = SDL_GetPerformanceCounter(), now = start;
    SearchState st = SEARCH_RUNNING;
    for (;;) {
        double left = budget_s - (double)(now - start) / freq;
        if (left <= 0)
            break;
        uint64_t nodes = (uint64_t)(g->ai_nps * (left < 0.001 ? left : 0.001));
        if (nodes < 256)
            nodes = 256;
        uint64_t before = search_result(s)->nodes;
        st = search_step(s, nodes);
        Uint64 after = SDL_GetPerformanceCounter();
        double dt = (double)(after - now) / freq;
        uint64_t done = search_result(s)->nodes - before;
        if (dt > 0.0002 && done > 0) /* a running average steadies the steps */
            g->ai_nps = g->ai_nps * 0.7 + 0.3 * ((double)done / dt);
        a->ai_nodes += done;
        a->ai_seconds += dt;
        now = after;
        if (st == SEARCH_DONE)
            break;
    }
    return st == SEARCH_DONE;
}

static void sg_think(Scene *s, App *a, double budget)
{
    GameScene *g = (GameScene *)s;
    GameStatus st;
    if (sg_over(g, &st))
        return;
    int side = pos_side(match_pos(g->match));
    if (sg_is_computer(g, side) && !(g->paused && !g->step_once)) {
        if (!g->ai_active && !g->ai_ready)
            sg_begin_ai(g, a);
        if (g->ai_active && sg_slice(g, a, g->ai, budget * (g->hint_active ? 0.5 : 1.0))) {
            const SearchResult *r = search_result(g->ai);
            g->ai_active = 0;
            g->ai_ready = 1;
            g->ai_move = r->move;
            g->ai_proven = r->exact;
        }
    }
    /* Only a search runs: the loop may draw fewer frames. */
    a->calm = (g->ai_active || g->hint_active) && !sowing_anim_busy(&g->anim) && a->now >= g->banner_until &&
              a->nstack > 0 && a->stack[a->nstack - 1] == s;
    if (g->hint_active && sg_slice(g, a, g->hint, budget * 0.5)) {
        const SearchResult *r = search_result(g->hint);
        g->hint_active = 0;
        g->hint_shown = 1;
        g->hint_mask = 0;
        g->hint_exact = r->exact;
        for (int i = 0; i < r->nroot; i++) {
            g->hint_mask |= 1u << r->root_moves[i];
            g->hint_value[r->root_moves[i]] = r->root_values[i];
        }
        g->hint_best = r->nroot ? r->root_moves[0] : r->move;
    }
}

/* The one-line account --print-result shows. */
static void sg_report(GameScene *g, App *a)
{
    GameStatus st;
    char pos[GAME_TEXT_MAX];
    const Game *gm = match_game(g->match);
    gm->rules->format_pos(gm, match_pos(g->match), pos, sizeof pos);
    match_status(g->match, &st);
    if (st.over)
        snprintf(a->result, sizeof a->result, "over %s %d-%d plies %d hints %d level %s pos %s",
                 st.winner < 0 ? "draw" : gm->rules->side_names[st.winner], st.score[0], st.score[1],
                 match_plies(g->match), g->hints_used, level_name(a->settings.level), pos);
    else
        snprintf(a->result, sizeof a->result, "playing %s plies %d hints %d level %s pos %s",
                 gm->rules->side_names[pos_side(match_pos(g->match))], match_plies(g->match), g->hints_used,
                 level_name(a->settings.level), pos);
}

static void sg_update(Scene *s, App *a, double dt)
{
    GameScene *g = (GameScene *)s;
    sg_report(g, a);
    if (sowing_anim_busy(&g->anim) && !sowing_anim_advance(&g->anim, dt))
        sg_sync_seeds(g); /* the animation ends exactly on the engine's counts */
    sg_sounds(g, a);
    if (sowing_anim_busy(&g->anim))
        return;
    GameStatus st;
    if (sg_over(g, &st)) {
        if (g->over_at < 0) {
            g->over_at = a->now;
            if (!g->end_sounded)
                audio_play(a->audio, SOUND_END, 1.0f);
            g->end_sounded = 1;
        }
        if (a->cfg.until_over && a->now - g->over_at > 0.3)
            app_quit(a);
        if (!g->over_pushed && a->now - g->over_at > 0.6 && a->stack[a->nstack - 1] == s) {
            char title[96], detail[128], name[64];
            if (st.winner < 0) {
                snprintf(title, sizeof title, "A draw");
            } else {
                sg_player_name(g, a, st.winner, name, sizeof name);
                if (strcmp(name, "You") == 0)
                    snprintf(title, sizeof title, "You win!");
                else if (g->mode == MODE_HVC || g->mode == MODE_CVH)
                    snprintf(title, sizeof title, "The computer wins");
                else
                    snprintf(title, sizeof title, "%s wins", name);
            }
            snprintf(detail, sizeof detail, "%s %d  \xe2\x80\x93  %d %s", "Player 1", st.score[0], st.score[1],
                     "Player 2");
            g->over_pushed = 1;
            app_push(a, scene_over_create(a, s, title, detail));
        }
        return;
    }
    if (g->ai_ready && match_plies(g->match) == g->ai_ply) {
        double wait = a->settings.speed == SPEED_INSTANT ? 0 : GAME_MIN_THINK_S;
        if (a->now - g->ai_started >= wait) {
            g->ai_ready = 0;
            g->step_once = 0;
            sg_play(g, a, g->ai_move);
        }
    }
}

static void sg_destroy(Scene *s)
{
    GameScene *g = (GameScene *)s;
    search_destroy(g->ai);
    search_destroy(g->hint);
    match_destroy(g->match);
    free(g);
}

static const SceneVt sg_vt = {sg_input, sg_update, sg_think, scene_game_draw, sg_destroy, 0, sg_quit};

Scene *scene_game_create(App *a, const GameRules *rules, const GameOptions *o, PlayMode mode, char *err, size_t errlen)
{
    GameScene *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->base.vt = &sg_vt;
    g->rules = rules;
    g->opts = *o;
    g->mode = mode;
    g->match = match_create(rules, o, err, errlen);
    if (!g->match) {
        free(g);
        return NULL;
    }
    g->ai = search_create(match_game(g->match), GAME_TT_BYTES);
    g->hint = search_create(match_game(g->match), GAME_HINT_TT_BYTES);
    if (!g->ai || !g->hint) {
        snprintf(err, errlen, "out of memory for the computer player");
        sg_destroy(&g->base);
        return NULL;
    }
    g->npits = strcmp(rules->name, "kalah") == 0 ? o->v[0] : 6;
    char opts[128];
    game_options_format(rules, o, opts, sizeof opts);
    if (strcmp(rules->name, "kalah") == 0)
        snprintf(g->title, sizeof g->title, "Kalah (%d pits, %d seeds%s)", o->v[0], o->v[1],
                 o->v[2] ? ", empty capture" : "");
    else
        snprintf(g->title, sizeof g->title, "Oware%s", o->v[0] ? " (ends at six seeds)" : "");
    g->last_from = -1;
    g->hover = g->focus = g->button_hover = -1;
    g->preview_for = g->preview_to = -1;
    g->hint_best = -1;
    g->over_at = -1;
    g->banner_sound = -1;
    g->ai_nps = 2e6;
    sg_sync_seeds(g);
    (void)a;
    return &g->base;
}

void scene_game_hint(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (!sg_human_turn(g)) {
        sg_banner(g, a, "Hints are for your own turn", 0, 1.5);
        return;
    }
    if (g->hint_active || g->hint_shown)
        return;
    if (scene_game_hints_left(s, a) <= 0) {
        sg_banner(g, a, "No hints left in this game", 0, 1.5);
        return;
    }
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    level_limits(gm, match_pos(g->match), LEVEL_EXPERT, a->settings.expert_ms, &lim);
    lim.analyze = 1;
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(g->hint, match_pos(g->match), hist, nh, &lim);
    g->hint_active = 1;
    g->hint_ply = match_plies(g->match);
    g->hints_used++;
}

int scene_game_hints_left(const Scene *s, const App *a)
{
    const GameScene *g = (const GameScene *)s;
    int left = a->settings.hints_per_game - g->hints_used;
    return left > 0 ? left : 0;
}

void scene_game_level_changed(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    (void)a;
    /* A search in progress starts again at the new level. */
    if (g->ai_active || g->ai_ready) {
        search_stop(g->ai);
        g->ai_active = g->ai_ready = 0;
    }
}

void scene_game_restart(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    char err[256];
    Scene *fresh = scene_game_create(a, g->rules, &g->opts, g->mode, err, sizeof err);
    if (!fresh) {
        app_message("Cannot start a new game", err);
        return;
    }
    ((GameScene *)fresh)->user_flip = g->user_flip;
    app_switch(a, fresh);
}

const char *scene_game_title(const Scene *s) { return ((const GameScene *)s)->title; }
