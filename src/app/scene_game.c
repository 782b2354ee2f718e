/*
 * scene_game.c - playing a game: whose turn, input, the computer's search
 * run in slices, the hint.  The board itself (how the position is shown
 * and animated, how a move is picked) is the game family's BoardOps
 * (board_mancala.c); drawing the rest is in scene_game_draw.c.
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


const char *mode_name(PlayMode m) { return m >= 0 && m < MODE_COUNT ? tr((TextId)(T_MODE_HVH + m)) : "?"; }

int sg_is_you(const GameScene *g, int side)
{
    return (g->mode == MODE_HVC || g->mode == MODE_CVH) && !sg_is_computer(g, side);
}

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
        const char *lv = level_title(a->settings.level);
        if (g->mode == MODE_CVC)
            snprintf(buf, len, tr(T_COMPUTER_N), side + 1, lv);
        else
            snprintf(buf, len, tr(T_COMPUTER), lv);
    } else if (g->mode == MODE_HVH) {
        snprintf(buf, len, "%s", g->side_name[side]);
    } else {
        snprintf(buf, len, "%s", tr(T_YOU));
    }
}

void sg_short_name(const GameScene *g, const App *a, int side, char *buf, size_t len)
{
    if (sg_is_computer(g, side) && g->mode == MODE_CVC)
        snprintf(buf, len, tr(T_COMPUTER_N_SHORT), side + 1);
    else if (sg_is_computer(g, side))
        snprintf(buf, len, "%s", tr(T_COMPUTER_SHORT));
    else
        sg_player_name(g, a, side, buf, len);
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
    g->board->hint(g, NULL);
}

void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs)
{
    snprintf(g->banner, sizeof g->banner, "%s", text);
    g->banner_at = a->now + delay;
    g->banner_until = a->now + delay + secs;
}

void sg_play(GameScene *g, App *a, Move mv)
{
    g->board->finish(g);
    int mover = pos_side(match_pos(g->match));
    if (match_play(g->match, mv, &g->ev) != 0)
        return;
    sg_clear_hint(g);
    sg_cancel_searches(g);
    g->board->played(g, a, mv, mover);
}

/* A banner appearing plays its sound. */
static void sg_sounds(GameScene *g, App *a)
{
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

int sg_human_turn(const GameScene *g)
{
    GameStatus st;
    return !g->choosing_edge && !sg_over(g, &st) && !sg_is_computer(g, pos_side(match_pos(g->match)));
}

static void sg_open_overlay(GameScene *g, App *a) { app_push(a, scene_overlay_create(a, &g->base)); }

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
    }
    if (in->kind == IN_DOWN && g->button_hover >= 0) {
        if (g->reviewing)
            sg_review_button(g, a, g->button_hover);
        else
            sg_button(g, a, g->button_hover);
        return;
    }
    if (g->reviewing) {
        sg_review_input(g, a, in);
        return;
    }
    if (in->kind != IN_KEY) {
        int on_board = g->board->pointer(g, a, in);
        if (in->kind == IN_DOWN && !on_board && !sg_in(g->panel, in->x, in->y))
            sg_open_overlay(g, a); /* a tap on the table opens the menu */
        return;
    }
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
    default:
        g->board->key(g, a, in);
        break;
    }
}

void sg_attach_table(GameScene *g, App *a, Search *s, const Endgame **cur, int level)
{
    const Endgame *e = level >= LEVEL_EXPERT ? tables_want(a->tables, match_game(g->match)) : NULL;
    if (e != *cur) { /* values found with and without it need not agree */
        search_clear(s);
        search_set_endgame(s, e);
        *cur = e;
    }
    search_set_book(s, tables_book(a->tables, match_game(g->match)));
}

/* The table loads or builds while the player thinks, not from the
 * computer's first move or the first hint: it takes a minute to build. */
static void sg_want_table(GameScene *g, App *a)
{
    int computer_wants = g->mode != MODE_HVH && a->settings.level >= LEVEL_EXPERT;
    if (computer_wants || a->settings.hints_per_game > 0)
        (void)tables_want(a->tables, match_game(g->match));
}

static void sg_begin_ai(GameScene *g, App *a)
{
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    level_limits(gm, match_pos(g->match), a->settings.level, a->settings.expert_ms, &lim);
    if (a->cfg.seed) /* a different order at every ply, the same game for the same seed */
        lim.seed = a->cfg.seed * 0x100000001B3u + (uint64_t)match_plies(g->match) + 1;
    sg_attach_table(g, a, g->ai, &g->ai_table, a->settings.level);
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(g->ai, match_pos(g->match), hist, nh, &lim);
    g->ai_active = 1;
    g->ai_ready = 0;
    g->ai_ply = match_plies(g->match);
    g->ai_started = a->now;
    g->ai_nodes_seen = 0;
}

/* The time is spent in steps of about a millisecond, each sized by the
 * recent speed, with the clock read between them: the speed changes from
 * one moment to the next (the renderer's threads share the cores), and a
 * frame must not overrun by more than one step. */
int sg_slices(GameScene *g, App *a, double budget_s, SearchState (*step)(void *ctx, uint64_t nodes, uint64_t *done),
              void *ctx)
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
        uint64_t done = 0;
        st = step(ctx, nodes, &done);
        Uint64 after = SDL_GetPerformanceCounter();
        double dt = (double)(after - now) / freq;
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

static SearchState sg_search_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    Search *s = ctx;
    uint64_t before = search_result(s)->nodes;
    SearchState st = search_step(s, nodes);
    *done = search_result(s)->nodes - before;
    return st;
}

/* Runs a search for budget_s seconds; 1 when it is done. */
static int sg_slice(GameScene *g, App *a, Search *s, double budget_s) { return sg_slices(g, a, budget_s, sg_search_step, s); }

/* The edges' names as the layout L0 is drawn, by the orientation that
 * makes each Rouge's home edge. */
static const char *sg_edge_name(int orientation) { return tr((TextId)(T_EDGE_SOUTH + (orientation & 3))); }

/* A computer Rouge weighs one orientation a frame: its set-up played out
 * and searched (search_opening_value), then takes the best. */
static void sg_edge_by_search(GameScene *g, App *a)
{
    if (!sg_is_computer(g, 0) || (g->paused && !g->step_once))
        return;
    if (g->edge_tried < 4) {
        GameOptions o = g->opts;
        o.v[0] = g->edge_tried;
        char err[128];
        Game *gm = game_create(g->rules, &o, err, sizeof err);
        int v = -VALUE_WIN;
        if (gm && search_opening_value(gm, 12, 4, &v) != 0)
            v = -VALUE_WIN;
        game_destroy(gm);
        g->edge_value[g->edge_tried++] = v;
        return;
    }
    int best = 0;
    for (int o = 1; o < 4; o++)
        if (g->edge_value[o] > g->edge_value[best])
            best = o;
    sg_choose_orientation(g, a, best);
}

static void sg_think(Scene *s, App *a, double budget)
{
    GameScene *g = (GameScene *)s;
    GameStatus st;
    if (g->reviewing) {
        sg_review_think(g, a, budget);
        return;
    }
    if (sg_over(g, &st))
        return;
    if (g->choosing_edge) {
        sg_edge_by_search(g, a);
        return;
    }
    int side = pos_side(match_pos(g->match));
    if (sg_is_computer(g, side) && !(g->paused && !g->step_once)) {
        if (!g->ai_active && !g->ai_ready)
            sg_begin_ai(g, a);
        if (g->ai_active && sg_slice(g, a, g->ai, budget * (g->hint_active ? 0.5 : 1.0))) {
            const SearchResult *r = search_result(g->ai);
            g->ai_active = 0;
            g->ai_ready = 1;
            g->ai_move = r->move;
            g->ai_proof[side] = r->exact;
        }
    }
    /* Only a search runs: the loop may draw fewer frames. */
    a->calm = (g->ai_active || g->hint_active) && !g->board->busy(g) && a->now >= g->banner_until &&
              a->nstack > 0 && a->stack[a->nstack - 1] == s;
    if (g->hint_active && sg_slice(g, a, g->hint, budget * 0.5)) {
        const SearchResult *r = search_result(g->hint);
        g->hint_active = 0;
        g->hint_shown = 1;
        g->hint_lo = r->lo;
        g->hint_hi = r->hi;
        g->board->hint(g, r);
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
    if (g->reviewing) {
        char what[96];
        sg_review_report(g, what, sizeof what);
        snprintf(a->result, sizeof a->result, "%s pos %s", what, pos);
    } else if (st.over)
        snprintf(a->result, sizeof a->result, "over %s %d-%d plies %d hints %d level %s pos %s",
                 st.winner < 0 ? "draw" : gm->rules->side_names[st.winner], st.score[0], st.score[1],
                 match_plies(g->match), g->hints_used, level_name(a->settings.level), pos);
    else
        snprintf(a->result, sizeof a->result, "playing %s plies %d hints %d level %s pos %s",
                 gm->rules->side_names[pos_side(match_pos(g->match))], match_plies(g->match), g->hints_used,
                 level_name(a->settings.level), pos);
    /* Whether the computer's last move and the hint shown were proven. */
    size_t used = strlen(a->result);
    int side = pos_side(match_pos(g->match)), last = g->ai_proof[!side] >= 0 ? g->ai_proof[!side] : g->ai_proof[side];
    if (last >= 0)
        snprintf(a->result + used, sizeof a->result - used, " ai %s", last ? "proven" : "searched");
    used = strlen(a->result);
    if (g->hint_shown && g->hint_mask)
        snprintf(a->result + used, sizeof a->result - used, " hint %s", g->hint_estimate ? "estimated" : "proven");
    SDL_FRect b = g->board->board_rect(g);
    snprintf(a->view, sizeof a->view, "notices %d over_board %d labels %d layout %s board %.0fx%.0f", g->notices_drawn,
             g->notices_over_board, g->labels_drawn, g->gl.below ? "below" : "side", b.w, b.h);
    /* The endgame table, once the game asked for one. */
    static const char *const table_state[] = {"none", "loading", "building", "ready", "failed"};
    TablesState ts = tables_state(a->tables, gm, NULL);
    used = strlen(a->result);
    if (ts != TABLES_NONE)
        snprintf(a->result + used, sizeof a->result - used, " tables %s %d", table_state[ts], tables_seeds(a->tables));
}

static void sg_update(Scene *s, App *a, double dt)
{
    GameScene *g = (GameScene *)s;
    sg_report(g, a);
    if (g->board->busy(g))
        g->board->advance(g, a, dt);
    sg_sounds(g, a);
    if (g->board->busy(g) || g->reviewing)
        return;
    if (g->board->idle)
        g->board->idle(g, a);
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
                snprintf(title, sizeof title, "%s", tr(T_A_DRAW));
            } else if (sg_is_you(g, st.winner)) {
                snprintf(title, sizeof title, "%s", tr(T_YOU_WIN));
            } else if (g->mode == MODE_HVC || g->mode == MODE_CVH) {
                snprintf(title, sizeof title, "%s", tr(T_COMPUTER_WINS));
            } else {
                sg_short_name(g, a, st.winner, name, sizeof name);
                snprintf(title, sizeof title, tr(T_X_WINS), name);
            }
            const char *why = st.reason == END_REPETITION    ? tr(T_WHY_REPETITION)
                              : st.reason == END_NO_PROGRESS ? tr(T_WHY_NO_CAPTURE)
                              : st.reason == END_PASSES      ? tr(T_WHY_PASSES)
                                                             : "";
            /* The sides named as the title and the cards name them. */
            char n0[64], n1[64];
            sg_short_name(g, a, 0, n0, sizeof n0);
            sg_short_name(g, a, 1, n1, sizeof n1);
            snprintf(detail, sizeof detail, "%s %d  \xe2\x80\x93  %d %s%s%s", n0, st.score[0], st.score[1], n1,
                     g->board != &board_grid ? "" : tr(g->grid.khan ? T_PIECES_ON_BOARD : T_MEN_LEFT), why);
            if (g->grid.khan && st.winner >= 0 && st.reason == END_RULE) {
                if (sg_is_you(g, st.winner))
                    snprintf(name, sizeof name, "%s", tr(T_YOU_LOWER));
                else
                    sg_short_name(g, a, st.winner, name, sizeof name);
                snprintf(detail, sizeof detail, tr(T_TOOK_KALISTA), name);
            }
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
    review_destroy(g->review);
    match_destroy(g->match);
    free(g);
}

/* The title, the sides' names and the board's size for these rules, in
 * the language in use (so again after it changes). */
static void sg_describe_sides(GameScene *g, const GameRules *rules, const GameOptions *o);
static void sg_describe_short(GameScene *g);

void sg_describe(GameScene *g, const GameRules *rules, const GameOptions *o)
{
    sg_describe_sides(g, rules, o);
    sg_describe_short(g);
}

static void sg_describe_sides(GameScene *g, const GameRules *rules, const GameOptions *o)
{
    g->described_in = lang_current();
    g->npits = 6;
    snprintf(g->side_name[0], sizeof g->side_name[0], "%s", tr(T_PLAYER_1));
    snprintf(g->side_name[1], sizeof g->side_name[1], "%s", tr(T_PLAYER_2));
    g->score_caption = T_SCORE_STORE;
    if (strcmp(rules->name, "hasami") == 0) {
        g->score_caption = T_SCORE_TAKEN;
        g->grid.n = 9;
        snprintf(g->side_name[0], sizeof g->side_name[0], "%s", tr(T_BLACK));
        snprintf(g->side_name[1], sizeof g->side_name[1], "%s", tr(T_WHITE));
        snprintf(g->side_desc[0], sizeof g->side_desc[0], "%s", tr(T_BLACK_DESC));
        snprintf(g->side_desc[1], sizeof g->side_desc[1], "%s", tr(T_WHITE_DESC));
        char lead[48];
        if (o->v[3])
            snprintf(lead, sizeof lead, tr(T_LEAD_WINS), o->v[3] + 1);
        else
            snprintf(lead, sizeof lead, "%s", tr(T_NO_LEAD));
        snprintf(g->title, sizeof g->title, tr(T_HASAMI_TITLE), o->v[2], lead, o->v[0] ? tr(T_EDGE_RUNS) : "",
                 o->v[1] ? tr(T_DIAGONALS) : "");
        return;
    }
    if (strcmp(rules->name, "khan") == 0) {
        g->grid.n = 6;
        g->grid.khan = 1;
        g->grid.style = GV_KHAN;
        g->score_caption = T_SCORE_ON_BOARD;
        snprintf(g->side_name[0], sizeof g->side_name[0], "%s", tr(T_ROUGE));
        snprintf(g->side_name[1], sizeof g->side_name[1], "%s", tr(T_OCRE));
        snprintf(g->side_desc[0], sizeof g->side_desc[0], "%s", tr(T_ROUGE_DESC));
        snprintf(g->side_desc[1], sizeof g->side_desc[1], "%s", tr(T_OCRE_DESC));
        if (g->choosing_edge)
            snprintf(g->title, sizeof g->title, "%s", tr(T_KHAN_CHOOSING_TITLE));
        else
            snprintf(g->title, sizeof g->title, tr(T_KHAN_EDGE_TITLE), sg_edge_name(o->v[0]));
        return;
    }
    if (strcmp(rules->name, "kalah") == 0) {
        g->npits = o->v[0];
        snprintf(g->title, sizeof g->title, tr(T_KALAH_TITLE), o->v[0], o->v[1], o->v[2] ? tr(T_EMPTY_CAPTURE) : "");
    } else {
        g->score_caption = T_SCORE_CAPTURED;
        snprintf(g->title, sizeof g->title, tr(T_OWARE_TITLE), o->v[0] ? tr(T_OWARE_SIX) : "");
    }
    snprintf(g->side_desc[0], sizeof g->side_desc[0], tr(T_P1_DESC), 'A' + g->npits - 1);
    snprintf(g->side_desc[1], sizeof g->side_desc[1], tr(T_P2_DESC), 'A' + g->npits, 'A' + 2 * g->npits - 1);
}

/* The part of each side's description a narrow card keeps: the sowing
 * games' pits ("pits A–F"), the grid games' men ("Black men"). */
static void sg_describe_short(GameScene *g)
{
    static const char dot[] = " \xc2\xb7 ";
    for (int s = 0; s < 2; s++) {
        const char *d = g->side_desc[s], *cut = strstr(d, dot);
        if (!cut)
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%s", d);
        else if (g->grid.n)
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%.*s", (int)(cut - d), d);
        else
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%s", cut + strlen(dot));
    }
}

/* Places a script may name: the board's ("C", "e5", "tray0.1") and the
 * panel's buttons by their job ("menu", "hint", "flip", "pause", "step",
 * "back", "next", "done"). */
static int sg_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    static const char *const buttons[GB_COUNT] = {"menu", "hint", "flip", "pause", "step", "back", "next", "done"};
    GameScene *g = (GameScene *)s;
    sg_layout(g, a);
    for (int b = 0; b < GB_COUNT; b++)
        if (strcmp(name, buttons[b]) == 0 && g->button_shown[b]) {
            *x = g->button[b].x + g->button[b].w / 2;
            *y = g->button[b].y + g->button[b].h / 2;
            return 1;
        }
    SDL_FPoint at;
    if (!g->board->locate(g, name, &at))
        return 0;
    *x = at.x;
    *y = at.y;
    return 1;
}

static const SceneVt sg_vt = {sg_input, sg_update, sg_think, scene_game_draw, sg_destroy, 0, sg_quit, sg_locate};

Scene *scene_game_create(App *a, const GameRules *rules, const GameOptions *o, PlayMode mode, char *err, size_t errlen)
{
    GameScene *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        return NULL;
    }
    g->base.vt = &sg_vt;
    g->rules = rules;
    g->ai_proof[0] = g->ai_proof[1] = -1;
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
        snprintf(err, errlen, "%s", tr(T_OOM_COMPUTER));
        sg_destroy(&g->base);
        return NULL;
    }
    sg_describe(g, rules, o);
    g->last_from = -1;
    g->hover = g->focus = g->button_hover = -1;
    g->preview_for = g->preview_to = -1;
    g->hint_best = -1;
    g->over_at = -1;
    g->banner_sound = -1;
    g->ai_nps = 2e6;
    g->board = g->grid.n ? &board_grid : &board_mancala;
    g->grid.hover = g->grid.focus = -1;
    g->grid.hint_from = g->grid.hint_to = -1;
    g->grid.marker = g->grid.edge_hover = -1;
    g->board->sync(g);
    sg_want_table(g, a);
    return &g->base;
}

void scene_game_hint(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (!sg_human_turn(g)) {
        sg_banner(g, a, tr(T_HINTS_OWN_TURN), 0, 1.5);
        return;
    }
    if (g->hint_active || g->hint_shown)
        return;
    if (scene_game_hints_left(s, a) <= 0) {
        sg_banner(g, a, tr(T_NO_HINTS_LEFT), 0, 1.5);
        return;
    }
    SearchLimits lim;
    const Game *gm = match_game(g->match);
    hint_limits(gm, match_pos(g->match), a->settings.expert_ms, &lim);
    sg_attach_table(g, a, g->hint, &g->hint_table, LEVEL_EXPERT);
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
    sg_want_table(g, a);
    g->ai_proof[0] = g->ai_proof[1] = -1;
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
        app_message(tr(T_CANNOT_START_NEW), err);
        return;
    }
    ((GameScene *)fresh)->user_flip = g->user_flip;
    scene_game_offer_edge(fresh);
    app_switch(a, fresh);
}

void scene_game_offer_edge(Scene *s)
{
    GameScene *g = (GameScene *)s;
    if (!g->grid.khan || match_plies(g->match) > 0)
        return;
    g->choosing_edge = 1;
    g->edge_tried = 0;
    g->grid.edge_hover = -1;
    sg_describe(g, g->rules, &g->opts);
}

void sg_choose_orientation(GameScene *g, App *a, int o)
{
    GameOptions opts = g->opts;
    opts.v[0] = o & 3;
    char err[256];
    Match *m = match_create(g->rules, &opts, err, sizeof err);
    Search *ai = m ? search_create(match_game(m), GAME_TT_BYTES) : NULL;
    Search *hint = ai ? search_create(match_game(m), GAME_HINT_TT_BYTES) : NULL;
    if (!hint) {
        search_destroy(ai);
        match_destroy(m);
        app_message(tr(T_CANNOT_START), m ? tr(T_OOM_COMPUTER) : err);
        return;
    }
    sg_cancel_searches(g);
    search_destroy(g->ai);
    search_destroy(g->hint);
    match_destroy(g->match);
    g->match = m;
    g->ai = ai;
    g->ai_table = g->hint_table = NULL;
    g->hint = hint;
    g->opts = opts;
    g->choosing_edge = 0;
    sg_describe(g, g->rules, &g->opts);
    g->board->layout(g, a);
    g->board->sync(g);
    char msg[96];
    snprintf(msg, sizeof msg, tr(T_ROUGE_TAKES_EDGE), sg_edge_name(opts.v[0]));
    sg_banner(g, a, msg, 0, 1.6);
}

const char *scene_game_title(const Scene *s) { return ((const GameScene *)s)->title; }
