/*
 * game_offer.c - draw offers and resignation in the game scene
 * (game_offer.h).  What the computer answers and when it gives up is the
 * engine's judgement (verdict.h), the same as the protocol's and
 * `tabula-cli match`'s; here it is asked, shown and answered.
 *
 * A player's offer to the computer is weighed by a search of the position
 * as it stands, run in the frame's spare time like the computer's own;
 * the board takes no move and the computer plays none until the answer.
 * The computer offers a draw in place of the move it found: declined, it
 * plays that move; it offers again no sooner than VERDICT_OFFER_GAP plies
 * later, and answers the same offer in the same position once.
 */
#include "game_offer.h"

#include "game_think.h"

#include <stdlib.h>

#include <stdio.h>

/* The offers' own state.  The computer weighs a player's offer with a
 * search of its own (judge), the board held meanwhile; a question (the
 * resignation confirmed, an offer answered) is a card over the game. */
typedef struct OfferRun OfferRun;
struct OfferRun {
    Search *judge;
    const Game *judge_game;     /* the game judge was made for */
    const Endgame *judge_table; /* the endgame table judge uses */
    int judging;                /* the player's offer is being weighed */
    int judge_ply;              /* ... in the position of this ply */
    int declined_ply;           /* the ply of the computer's last refusal, -1 */
    int declined_why;           /* its DrawAnswer */
    int offered_ply[2];         /* the ply of each computer's last offer, for the gap */
    int computer_offer;         /* the computer's offer waits for the player's answer */
    int accepted_why;           /* the DrawAnswer the computer accepted with, -1 */
};

void sg_offer_reset(GameScene *g)
{
    if (!g->offers)
        g->offers = calloc(1, sizeof *g->offers);
    OfferRun *o = g->offers;
    if (!o)
        return;
    if (o->judging)
        search_stop(o->judge);
    o->judging = 0;
    o->computer_offer = 0;
    o->declined_ply = -1;
    o->accepted_why = -1;
    o->offered_ply[0] = o->offered_ply[1] = -VERDICT_OFFER_GAP;
}

int sg_offer_weighing(const GameScene *g) { return g->offers && g->offers->judging; }

int sg_offer_accepted(const GameScene *g) { return g->offers ? g->offers->accepted_why : -1; }

int sg_can_offer(const GameScene *g)
{
    GameStatus st;
    return (g->gmode->flags & GM_OFFERS) && g->offers && g->mode != MODE_CVC && !sg_over(g, &st) && !g->choosing &&
           !g->offers->judging && !g->offers->computer_offer;
}

/* The side whose player acts: against the computer the person, between
 * two people the side to move. */
static int sg_acting_side(const GameScene *g)
{
    if (g->remote_side >= 0)
        return !g->remote_side;
    if (g->mode == MODE_HVC)
        return 0;
    if (g->mode == MODE_CVH)
        return 1;
    return pos_side(match_pos(g->match));
}

static void sg_ask(AskCard *card, AskQuestion q, const char *title, const char *subtitle, TextId yes, TextId no)
{
    card->question = q;
    snprintf(card->title, sizeof card->title, "%s", title);
    snprintf(card->subtitle, sizeof card->subtitle, "%s", subtitle);
    card->yes = yes;
    card->no = no;
}

/* The computer's refusal in a player's words. */
static void sg_say_declined(GameScene *g, App *a)
{
    const OfferRun *o = g->offers;
    TextId why = o->declined_why == DRAW_DECLINE_WINS    ? T_DRAW_NO_WINS
                 : o->declined_why == DRAW_DECLINE_AHEAD ? T_DRAW_NO_AHEAD
                                                          : T_DRAW_NO_OPEN;
    sg_banner_wide(g, a, tr(why), 0, 3.0);
}

void sg_offer_draw(GameScene *g, App *a, AskCard *card)
{
    card->question = ASK_NONE;
    if (!sg_can_offer(g))
        return;
    OfferRun *o = g->offers;
    const Game *gm = match_game(g->match);
    const Pos *p = match_pos(g->match);
    int plies = match_plies(g->match);
    if (g->mode == MODE_HVH) {
        int side = pos_side(p);
        char sub[160], who[64], other[64];
        sg_short_name(g, a, side, who, sizeof who);
        sg_short_name(g, a, !side, other, sizeof other);
        snprintf(sub, sizeof sub, tr(T_ASK_DRAW_SIDE), who, other);
        sg_ask(card, ASK_DRAW_FROM_PLAYER, tr(T_ASK_DRAW_OFFERED), sub, T_ASK_ACCEPT, T_ASK_DECLINE);
        return;
    }
    if (o->declined_ply == plies) { /* the same offer in the same position: the same answer */
        sg_say_declined(g, a);
        return;
    }
    if (!o->judge || o->judge_game != gm) {
        search_destroy(o->judge);
        o->judge = search_create(gm, GAME_HINT_TT_BYTES);
        o->judge_game = gm;
        o->judge_table = NULL;
        if (!o->judge) {
            sg_banner(g, a, tr(T_OOM_COMPUTER), 0, 2.0);
            return;
        }
    }
    SearchLimits lim;
    verdict_limits(gm, p, sg_level(g, a), a->settings.expert_ms, &lim);
    sg_attach_table(g, a, o->judge, &o->judge_table, LEVEL_EXPERT);
    int nh;
    const uint64_t *hist = match_history(g->match, &nh);
    search_begin(o->judge, p, hist, nh, &lim);
    o->judging = 1;
    o->judge_ply = plies;
    sg_banner_wide(g, a, tr(T_DRAW_THINKING), 0, 60.0);
}

void sg_offer_think(GameScene *g, App *a, double budget)
{
    if (!sg_offer_weighing(g))
        return;
    OfferRun *o = g->offers;
    if (match_plies(g->match) != o->judge_ply) { /* taken back meanwhile */
        sg_offer_reset(g);
        return;
    }
    if (!sg_slice(g, a, o->judge, budget))
        return;
    o->judging = 0;
    int computer = !sg_acting_side(g);
    DrawAnswer ans = verdict_draw(match_game(g->match), match_pos(g->match), computer, search_result(o->judge));
    if (draw_accepted(ans)) { /* said as a refusal is, with its reason */
        static const TextId why[] = {[DRAW_ACCEPT_PROVEN] = T_DRAW_YES_PROVEN, [DRAW_ACCEPT_BEHIND] = T_DRAW_YES_BEHIND,
                                     [DRAW_ACCEPT_LEVEL] = T_DRAW_YES_LEVEL, [DRAW_ACCEPT_STUCK] = T_DRAW_YES_STUCK};
        sg_stop_searches(g);
        match_agree_draw(g->match);
        o->accepted_why = (int)ans;
        sg_banner_wide(g, a, tr(why[ans]), 0, 3.0);
        return;
    }
    o->declined_ply = o->judge_ply;
    o->declined_why = (int)ans;
    sg_say_declined(g, a);
}

void sg_ask_resign(GameScene *g, App *a, AskCard *card)
{
    card->question = ASK_NONE;
    if (!sg_can_offer(g))
        return;
    char sub[160], who[64], other[64];
    int side = sg_acting_side(g);
    if (g->mode == MODE_HVH) {
        sg_short_name(g, a, side, who, sizeof who);
        sg_short_name(g, a, !side, other, sizeof other);
        snprintf(sub, sizeof sub, tr(T_ASK_RESIGN_SIDE), who, other);
    } else {
        snprintf(sub, sizeof sub, "%s", tr(T_ASK_RESIGN_YOU));
    }
    sg_ask(card, ASK_RESIGN, tr(T_ASK_RESIGN), sub, T_ASK_RESIGN_YES, T_ASK_PLAY_ON);
}

void sg_offer_answer(GameScene *g, App *a, int question, int yes)
{
    GameStatus st;
    if (sg_over(g, &st))
        return;
    switch (question) {
    case ASK_RESIGN:
        if (yes && sg_can_offer(g)) {
            sg_stop_searches(g);
            match_resign(g->match, sg_acting_side(g));
        }
        break;
    case ASK_DRAW_FROM_PLAYER: {
        if (yes) {
            match_agree_draw(g->match);
            break;
        }
        char who[64], msg[96];
        sg_short_name(g, a, !pos_side(match_pos(g->match)), who, sizeof who);
        snprintf(msg, sizeof msg, tr(T_DRAW_NO_SIDE), who);
        sg_banner_wide(g, a, msg, 0, 2.5);
        break;
    }
    case ASK_DRAW_FROM_COMPUTER:
        if (g->offers)
            g->offers->computer_offer = 0;
        if (yes) {
            sg_stop_searches(g);
            match_agree_draw(g->match);
        } /* declined: the move it found is played */
        break;
    default:
        break;
    }
}

int sg_offer_computer(GameScene *g, App *a, AskCard *card)
{
    card->question = ASK_NONE;
    if (!g->offers)
        return 0;
    OfferRun *o = g->offers;
    if (o->judging || o->computer_offer || !sg_ai_due(g, a))
        return o->judging || o->computer_offer;
    const Game *gm = match_game(g->match);
    const Pos *p = match_pos(g->match);
    int side = pos_side(p), plies = match_plies(g->match);
    const SearchResult *r = search_result(g->ai);
    if (verdict_may_resign((ResignSetting)a->settings.resign, sg_level(g, a)) && verdict_resigns(gm, p, side, r)) {
        sg_stop_searches(g);
        match_resign(g->match, side);
        return 1;
    }
    /* Offers go to a person, who answers on the card. */
    if (!sg_is_computer(g, !side) && plies >= o->offered_ply[side] + VERDICT_OFFER_GAP &&
        verdict_offers_draw(gm, p, side, r)) {
        o->offered_ply[side] = plies;
        o->computer_offer = 1;
        sg_ask(card, ASK_DRAW_FROM_COMPUTER, tr(T_ASK_DRAW_OFFERED),
               tr(gm->rules->value_kind == VALUE_KIND_SEEDS ? T_ASK_DRAW_PROVEN : T_ASK_DRAW_GRID), T_ASK_ACCEPT,
               T_ASK_PLAY_ON);
        return 1;
    }
    return 0;
}

void sg_offer_free(GameScene *g)
{
    if (!g->offers)
        return;
    search_destroy(g->offers->judge);
    free(g->offers);
    g->offers = NULL;
}
