/*
 * mode_play.c - the game screen's mode for the game in play: a person's
 * moves, the computer's in slices of the frame, the hint, undo and redo,
 * draw offers and resignation (game_play.c, game_offer.c), the result
 * once it is over with its buttons, and the way into the review.
 */
#include "mode_play.h"

#include "game_files.h"
#include "game_offer.h"
#include "game_play.h"
#include "game_review.h"
#include "verdict.h"

#include <stdio.h>
#include <string.h>

/* Play's own keys: the hint, undo and redo, saving, a computer game's
 * pause and step. */
static int mp_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind != IN_KEY)
        return 0;
    int ctrl = (in->mod & KMOD_CTRL) != 0, cvc = g->mode == MODE_CVC;
    switch (in->key) {
    case SDLK_h:
        sg_hint(g, a);
        return 1;
    case SDLK_u:
        sg_undo(g, a);
        return 1;
    case SDLK_r:
        sg_redo(g, a);
        return 1;
    case SDLK_z:
        if (ctrl)
            sg_undo(g, a);
        return 1;
    case SDLK_y:
        if (ctrl)
            sg_redo(g, a);
        return 1;
    case SDLK_s:
        if (ctrl)
            sg_save(g, a);
        return 1;
    case SDLK_p:
        if (cvc)
            g->paused ^= 1;
        return 1;
    case SDLK_n:
        if (cvc) {
            g->paused = 1;
            g->step_once = 1;
        }
        return 1;
    default:
        return 0;
    }
}

static void mp_button(GameScene *g, App *a, int b)
{
    switch (b) {
    case GB_HINT:
        sg_hint(g, a);
        break;
    case GB_PAUSE:
        g->paused ^= 1;
        break;
    case GB_STEP:
        g->paused = 1;
        g->step_once = 1;
        break;
    case GB_REVIEW:
        sg_review_start(g, a);
        break;
    case GB_TAKE_BACK:
        sg_undo(g, a);
        break;
    default:
        break;
    }
}

static int mp_buttons(const GameScene *g, GameButton *order)
{
    static const GameButton play[] = {GB_MENU, GB_HINT, GB_FLIP, GB_PAUSE, GB_STEP};
    static const GameButton over[] = {GB_AGAIN, GB_REVIEW, GB_TAKE_BACK, GB_MENU, GB_FLIP};
    int n = 0;
    GameStatus st;
    if (sg_over(g, &st)) {
        for (int k = 0; k < 5; k++)
            if (over[k] != GB_REVIEW || sg_can_review(g))
                order[n++] = over[k];
        return n;
    }
    for (int k = 0; k < 5; k++)
        if ((play[k] != GB_PAUSE && play[k] != GB_STEP) || g->mode == MODE_CVC)
            order[n++] = play[k];
    if (g->mode != MODE_CVC && !g->small_window) { /* a person may offer a draw or resign */
        order[n++] = GB_DRAW;
        order[n++] = GB_RESIGN;
    }
    return n;
}

static int mp_enabled(const GameScene *g, const App *a, int b)
{
    GameStatus st;
    switch (b) {
    case GB_HINT:
        return sg_hints_left(g, a) > 0 && !sg_over(g, &st);
    case GB_TAKE_BACK:
        return match_plies(g->match) > 0;
    case GB_DRAW:
    case GB_RESIGN:
        return sg_can_offer(g);
    case GB_ANALYSE: /* the board is not yet chosen */
        return !g->choosing;
    default:
        return 1;
    }
}

static void mp_think(GameScene *g, App *a, double budget_s)
{
    sg_play_think(g, a, budget_s, a->nstack > 0 && a->stack[a->nstack - 1] == &g->base);
    sg_offer_think(g, a, budget_s * 0.5);
}

/* The game over: its sound once, a script's end, and after a moment the
 * keys on the result's buttons (so that the keys of the last move do not
 * press one).  In play, the computer's move once found, unless a card over
 * the game holds it: its search may go on, but the move is played, and
 * shown, once the card is closed. */
static void mp_idle(GameScene *g, App *a, AskCard *card)
{
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
        if (g->button_focus < 0 && a->now - g->over_at > 0.6)
            g->button_focus = GB_AGAIN;
        return;
    }
    if (a->stack[a->nstack - 1] == &g->base && !sg_offer_computer(g, a, card))
        sg_play_due(g, a);
}

static void mp_status(const GameScene *g, App *a, char *text, size_t len)
{
    GameStatus st;
    match_status(g->match, &st);
    int side = pos_side(match_pos(g->match));
    char name[64];
    sg_player_name(g, a, side, name, sizeof name);
    BoardView v = sg_view(g);
    const BoardOps *ops = g->board->ops;
    if (g->choosing) {
        snprintf(text, len, "%s",
                 tr(sg_is_computer(g, 0) ? g->look->choice->status_computer : g->look->choice->status_you));
    } else if (st.over) {
        char detail[8];
        sg_result(g, a, &st, text, len, detail, sizeof detail);
    } else if (sg_is_computer(g, side) && !g->paused && (g->ai_active || g->ai_ready)) {
        snprintf(text, len, tr(T_X_THINKING), name); /* the computer thinks while the last move is shown */
    } else if (sg_board_busy(g)) {
        snprintf(text, len, "%s", tr(ops->busy_text));
    } else if (sg_is_computer(g, side) && g->paused) {
        snprintf(text, len, "%s", tr(T_PAUSED_STEP));
    } else if (sg_is_computer(g, side)) {
        snprintf(text, len, tr(T_X_THINKING), name);
    } else if (g->hint_active) {
        snprintf(text, len, "%s", tr(T_LOOKING_HINT));
    } else if (!(g->hint_shown && ops->hint_text(g->board, &v, text, len))) {
        if (sg_is_you(g, side))
            ops->turn_text(g->board, &v, text, len);
        else
            snprintf(text, len, tr(T_X_TO_MOVE), name);
    }
}

/* No move on the board while the computer weighs the player's offer. */
static void mp_view(const GameScene *g, BoardView *v) { v->human_turn = v->human_turn && !sg_offer_weighing(g); }

/* The final counts and why it ended; what the hint's values mean. */
static int mp_explain(const GameScene *g, App *a, char *text, size_t len)
{
    GameStatus st;
    if (sg_over(g, &st)) {
        char title[96];
        sg_result(g, a, &st, title, sizeof title, text, len);
        return 1;
    }
    if (!g->hint_shown || sg_is_computer(g, pos_side(match_pos(g->match))))
        return 0;
    if (g->rules->value_kind != VALUE_KIND_SEEDS)
        snprintf(text, len, "%s", tr(T_HINT_GRID_LEGEND));
    else /* estimates, but the winner proven: say so, it is what a player wants to know first */
        snprintf(text, len, "%s",
                 tr(g->hint_proven   ? T_HINT_LEGEND_PROVEN
                    : g->hint_lo > 0 ? T_HINT_LEGEND_WIN
                    : g->hint_hi < 0 ? T_HINT_LEGEND_LOSS
                                     : T_HINT_LEGEND_ESTIMATE));
    return 1;
}

static void mp_report(GameScene *g, App *a, char *buf, size_t len)
{
    GameStatus st;
    const Game *gm = match_game(g->match);
    const char *level = level_name(sg_level(g, a));
    match_status(g->match, &st);
    const char *winner = st.winner < 0 ? "draw" : gm->rules->side_names[st.winner];
    if (st.over && (st.reason == END_AGREED || st.reason == END_RESIGNED))
        snprintf(buf, len, "over %s %s plies %d hints %d level %s", winner,
                 st.reason == END_AGREED ? "agreement" : "resignation", match_plies(g->match), g->hints_used, level);
    else if (st.over)
        snprintf(buf, len, "over %s %d-%d plies %d hints %d level %s", winner, st.score[0], st.score[1],
                 match_plies(g->match), g->hints_used, level);
    else
        snprintf(buf, len, "playing %s plies %d hints %d level %s",
                 gm->rules->side_names[pos_side(match_pos(g->match))], match_plies(g->match), g->hints_used, level);
    /* Why the computer accepted a draw, which it says in the header. */
    static const char *const accepted[] = {[DRAW_ACCEPT_PROVEN] = "proven", [DRAW_ACCEPT_BEHIND] = "behind",
                                           [DRAW_ACCEPT_LEVEL] = "level", [DRAW_ACCEPT_STUCK] = "stuck"};
    int why = sg_offer_accepted(g);
    size_t used = strlen(buf);
    if (why >= 0 && why <= DRAW_ACCEPT_STUCK)
        snprintf(buf + used, len - used, " accepted %s", accepted[why]);
}

const GameMode sg_mode_play = {
    .kind = GM_PLAY,
    .flags = GM_MOVES | GM_OFFERS,
    .play = sg_play,
    .input = mp_input,
    .button = mp_button,
    .buttons = mp_buttons,
    .enabled = mp_enabled,
    .think = mp_think,
    .idle = mp_idle,
    .status = mp_status,
    .explain = mp_explain,
    .view = mp_view,
    .report = mp_report,
    .save = sg_save,
};
