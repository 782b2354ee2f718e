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

void sg_banner(GameScene *g, App *a, const char *text, double delay, double secs)
{
    snprintf(g->banner, sizeof g->banner, "%s", text);
    g->banner_at = a->now + delay;
    g->banner_until = a->now + delay + secs;
}

int sg_over(const GameScene *g, GameStatus *st)
{
    match_status(g->match, st);
    return st->over;
}

int sg_human_turn(const GameScene *g)
{
    GameStatus st;
    return !g->choosing_edge && !g->reviewing && !sg_over(g, &st) && !sg_is_computer(g, pos_side(match_pos(g->match)));
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

/* The edges' names as the layout L0 is drawn, by the orientation that
 * makes each Rouge's home edge. */
const char *sg_edge_name(int orientation) { return tr((TextId)(T_EDGE_SOUTH + (orientation & 3))); }

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

void sg_describe(GameScene *g, const GameRules *rules, const GameOptions *o)
{
    sg_describe_sides(g, rules, o);
    sg_describe_short(g);
}

int sg_hints_left(const GameScene *g, const App *a)
{
    int left = a->settings.hints_per_game - g->hints_used;
    return left > 0 ? left : 0;
}
