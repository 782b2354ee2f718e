/*
 * game_state.c - what the game scene's state says about itself: who plays
 * each side and under what name, whose turn it is, the notice in the
 * header, the title in the language in use.  Every part of the game
 * screen (the boards, the play, the files, the review, the drawing) asks
 * these; they call nothing above the state.
 */
#include "game_scene.h"

#include <stdio.h>
#include <string.h>

int sg_is_you(const GameScene *g, int side)
{
    if (g->remote_side >= 0)
        return side != g->remote_side;
    return (g->mode == MODE_HVC || g->mode == MODE_CVH) && !sg_is_computer(g, side);
}

int sg_new_game(const GameRules *rules, const GameOptions *o, const Pos *start, Game **gm, Match **m, char *err,
                size_t errlen)
{
    *gm = game_create(rules, o, err, errlen);
    *m = *gm ? match_create(*gm, start) : NULL;
    if (*gm && !*m) {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        game_destroy(*gm);
        *gm = NULL;
    }
    return *m ? 0 : -1;
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
    /* The human sits at the bottom (over the network, this side); two
     * humans at one table may have the board turn. */
    int base = g->remote_side >= 0 ? g->remote_side == 0 : g->mode == MODE_CVH;
    if (g->mode == MODE_HVH && g->remote_side < 0 && a->settings.auto_turn) {
        GameStatus st;
        match_status(g->match, &st);
        if (!st.over)
            base = pos_side(match_pos(g->match)) == 1;
    }
    return base ^ g->user_flip;
}

int sg_level(const GameScene *g, const App *a) { return level_in_game(match_game(g->match), a->settings.level); }

void sg_player_name(const GameScene *g, const App *a, int side, char *buf, size_t len)
{
    if ((g->gmode->flags & GM_STUDY) && sg_is_computer(g, side)) { /* a puzzle's line plays it, at no level */
        snprintf(buf, len, "%s", g->side_name[side]);
    } else if (sg_is_computer(g, side)) {
        const char *lv = level_title(sg_level(g, a));
        if (g->mode == MODE_CVC)
            snprintf(buf, len, tr(T_COMPUTER_N), side + 1, lv);
        else
            snprintf(buf, len, tr(T_COMPUTER), lv);
    } else if (g->remote_side >= 0) {
        snprintf(buf, len, "%s", tr(side == g->remote_side ? T_ONLINE_FRIEND : T_YOU));
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

void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs)
{
    snprintf(g->banner, sizeof g->banner, "%.*s", (int)sizeof g->banner - 1, text); /* a longer one is cut */
    g->banner_at = a->now + delay;
    g->banner_until = a->now + delay + secs;
    g->banner_wide = 0;
}

void sg_banner_wide(GameScene *g, App *a, const char *text, double delay, double secs)
{
    sg_banner(g, a, text, delay, secs);
    g->banner_wide = 1;
}

int sg_over(const GameScene *g, GameStatus *st)
{
    match_status(g->match, st);
    return st->over;
}

int sg_human_turn(const GameScene *g)
{
    GameStatus st;
    int side = pos_side(match_pos(g->match));
    return (g->gmode->flags & GM_MOVES) && !g->choosing && !g->board_locked && !sg_over(g, &st) &&
           !sg_is_computer(g, side) && side != g->remote_side;
}

SDL_Color sg_mark_color(ReviewMark m)
{
    static const SDL_Color colors[] = {
        {140, 226, 140, 255}, /* good */
        {246, 214, 110, 255}, /* inaccuracy */
        {255, 164, 92, 255},  /* mistake */
        {250, 110, 100, 255}, /* blunder */
    };
    return m >= REVIEW_GOOD && m <= REVIEW_BLUNDER ? colors[m] : render_dim;
}

/* The part of each side's description a narrow card keeps: the sowing
 * games' pits ("pits A–F"), the grid games' men ("Black-ink pawns"). */
static void sg_describe_short(GameScene *g)
{
    static const char dot[] = " \xc2\xb7 ";
    for (int s = 0; s < 2; s++) {
        const char *d = g->side_desc[s], *cut = strstr(d, dot);
        if (!cut)
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%s", d);
        else if (g->flavour.kind == BOARD_GRID)
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%.*s", (int)(cut - d), d);
        else
            snprintf(g->side_desc_short[s], sizeof g->side_desc_short[s], "%s", cut + strlen(dot));
    }
}

void sg_describe(GameScene *g)
{
    const GameLook *l = g->look;
    g->described_in = lang_current();
    for (int s = 0; s < 2; s++) {
        snprintf(g->side_name[s], sizeof g->side_name[s], "%s", tr(l->side_name[s]));
        l->side_desc(&g->opts, s, g->side_desc[s], sizeof g->side_desc[s]);
    }
    g->score_caption = l->score_caption;
    l->describe(&g->opts, g->choosing, g->title, sizeof g->title);
    sg_describe_short(g);
}

static void sg_result_title(const GameScene *g, const App *a, const GameStatus *st, char *title, size_t tlen)
{
    char name[64];
    if (st->winner < 0) {
        snprintf(title, tlen, "%s", tr(T_A_DRAW));
    } else if (sg_is_you(g, st->winner)) {
        snprintf(title, tlen, "%s", tr(T_YOU_WIN));
    } else if (g->mode == MODE_HVC || g->mode == MODE_CVH) {
        snprintf(title, tlen, "%s", tr(T_COMPUTER_WINS));
    } else {
        sg_short_name(g, a, st->winner, name, sizeof name);
        snprintf(title, tlen, tr(T_X_WINS), name);
    }
}

/* A game the players ended: who resigned, or the draw they agreed; no
 * counts, which only a game played out has. */
static void sg_result_agreed(const GameScene *g, const App *a, const GameStatus *st, char *title, size_t tlen,
                             char *detail, size_t dlen)
{
    sg_result_title(g, a, st, title, tlen);
    int loser = !st->winner;
    char name[64];
    if (st->reason == END_AGREED) {
        snprintf(detail, dlen, "%s", tr(T_DETAIL_AGREED));
    } else if (sg_is_you(g, loser)) {
        snprintf(detail, dlen, "%s", tr(T_DETAIL_YOU_RESIGNED));
    } else if (g->mode == MODE_HVC || g->mode == MODE_CVH) {
        snprintf(detail, dlen, "%s", tr(T_DETAIL_COMPUTER_RESIGNED));
    } else {
        sg_short_name(g, a, loser, name, sizeof name);
        snprintf(detail, dlen, tr(T_DETAIL_RESIGNED), name);
    }
}

void sg_result(const GameScene *g, const App *a, const GameStatus *st, char *title, size_t tlen, char *detail,
               size_t dlen)
{
    char name[64], why[128] = "";
    if (st->reason == END_AGREED || st->reason == END_RESIGNED) {
        sg_result_agreed(g, a, st, title, tlen, detail, dlen);
        return;
    }
    sg_result_title(g, a, st, title, tlen);
    switch (st->reason) {
    case END_REPETITION:
        snprintf(why, sizeof why, "%s", tr(T_WHY_REPETITION));
        break;
    case END_NO_PROGRESS:
        snprintf(why, sizeof why, tr(T_WHY_NO_CAPTURE), pos_header(match_pos(g->match))->quiet);
        break;
    case END_PASSES:
        snprintf(why, sizeof why, "%s", tr(T_WHY_PASSES));
        break;
    default:
        if (st->winner >= 0 && sg_is_you(g, st->winner))
            snprintf(name, sizeof name, "%s", tr(T_YOU_LOWER));
        else if (st->winner >= 0)
            sg_short_name(g, a, st->winner, name, sizeof name);
        else
            name[0] = '\0';
        g->look->why_over(&g->opts, st, name, why, sizeof why);
        break;
    }
    /* The sides named as the title and the cards name them. */
    char n0[64], n1[64];
    sg_short_name(g, a, 0, n0, sizeof n0);
    sg_short_name(g, a, 1, n1, sizeof n1);
    const GameLook *l = g->look;
    if (l->counts_decide_nothing) {
        snprintf(detail, dlen, "%s", why);
        return;
    }
    snprintf(detail, dlen, "%s %d \xe2\x80\x93 %d %s%s \xc2\xb7 %s", n0, st->score[0], st->score[1], n1,
             l->final_counts == LOOK_NONE ? "" : tr(l->final_counts), why);
}

int sg_hints_left(const GameScene *g, const App *a)
{
    if (g->remote_side >= 0) /* no help against a friend */
        return 0;
    int left = a->settings.hints_per_game - g->hints_used;
    return left > 0 ? left : 0;
}

/* ---- the board ---- */

BoardView sg_view(const GameScene *g)
{
    BoardView v = {.match = g->match,
                   .human_turn = sg_human_turn(g),
                   .values = g->hint_shown,
                   .played = MOVE_NONE,
                   .choosing = g->choosing};
    if (g->gmode->view)
        g->gmode->view(g, &v);
    return v;
}

void sg_board_sync(GameScene *g)
{
    BoardView v = sg_view(g);
    g->board->ops->sync(g->board, &v);
}

void sg_board_finish(GameScene *g)
{
    BoardView v = sg_view(g);
    g->board->ops->finish(g->board, &v);
}

int sg_board_busy(const GameScene *g) { return g->board->ops->busy(g->board); }

int sg_board_score(const GameScene *g, int side) { return g->board->ops->score(g->board, side); }

void sg_board_hint(GameScene *g, const SearchResult *r)
{
    BoardView v = sg_view(g);
    g->board->ops->hint(g->board, &v, r);
}

void sg_board_played(GameScene *g, App *a, Move mv, int mover)
{
    BoardView v = sg_view(g);
    BoardNotice n;
    g->board->ops->played(g->board, a, &v, &g->ev, mv, mover, &n);
    if (!n.shown)
        return;
    char name[64], msg[128];
    sg_player_name(g, a, n.side, name, sizeof name);
    if (sg_is_you(g, n.side))
        snprintf(msg, sizeof msg, tr(n.you), n.detail);
    else
        snprintf(msg, sizeof msg, tr(n.named), name, n.detail);
    sg_banner(g, a, msg, n.delay, n.secs);
    if (n.sound >= 0)
        g->banner_sound = n.sound;
}

/* A grid game's value in words, the side's view after the move: "ahead by
 * 1.3 men", "level", "a win in 6 moves" (moves meaning plies, as the
 * thinking line counts them, from after the move). */
void sg_grid_value(const GameScene *g, int v, char *buf, size_t len)
{
    if (v >= VALUE_WIN_BOUND || v <= -VALUE_WIN_BOUND) {
        int left = VALUE_WIN - (v > 0 ? v : -v) - 1; /* the value counts the move itself */
        if (v > 0 && left <= 0)
            snprintf(buf, len, "%s", tr(T_VALUE_WIN_NOW));
        else if (v < 0 && left <= 1)
            snprintf(buf, len, "%s", tr(T_VALUE_LOSS_NEXT));
        else
            snprintf(buf, len, tr(v > 0 ? T_VALUE_WIN_IN : T_VALUE_LOSS_IN), left);
        return;
    }
    int tenths = ((v < 0 ? -v : v) + 5) / 10;
    if (tenths == 0) {
        snprintf(buf, len, "%s", tr(T_VALUE_LEVEL));
        return;
    }
    char amount[48];
    const TextId *unit = g->look->unit;
    if (tenths == 10)
        snprintf(amount, sizeof amount, "%s", tr(unit[0]));
    else if (tenths % 10 == 0)
        snprintf(amount, sizeof amount, tr(unit[1]), tenths / 10);
    else
        snprintf(amount, sizeof amount, tr(unit[2]), tenths / 10, tenths % 10);
    snprintf(buf, len, tr(v > 0 ? T_VALUE_AHEAD : T_VALUE_BEHIND), amount);
}
