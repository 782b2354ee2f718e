/*
 * setup_words.c - a refused position's reason in the language in use
 * (setup_words.h).
 *
 * One writer per kind of refusal, as pos_check.c groups them, so the two
 * switches can be read side by side: they must say the same thing, the
 * engine's for tools and this one for players.  Places are named as
 * pos_check.c names them (its pc_place and pc_square), since the board's
 * labels and the notation a player pastes use those names.
 */
#include "setup_words.h"

#include "lang.h"
#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

/* What a writer needs besides the refusal. */
typedef struct {
    const GameLook *look;
    const Game *g;
    PosLayout lay;
} SwContext;

static const char *sw_side(const SwContext *x, int side)
{
    return side == 0 || side == 1 ? tr(x->look->side_name[side]) : tr(T_POS_A_SIDE);
}

/* A sowing game's place: the pits lettered across both rows as the
 * notation does (player 2's row goes on from player 1's), then the stores. */
static void sw_place(const SwContext *x, int at, char *buf, size_t len)
{
    int pits = 2 * x->lay.width;
    if (at >= pits && at < pits + 2)
        snprintf(buf, len, tr(T_POS_STORE), sw_side(x, at - pits));
    else if (at >= 0 && at < pits)
        snprintf(buf, len, tr(T_POS_PIT), 'A' + at);
    else
        snprintf(buf, len, "%d", at);
}

/* The letters of a grid's pieces in the notation, the empty square last:
 * "B W .".  Notation, so the same in every language. */
static void sw_letters(const PosLayout *l, char *buf, size_t len)
{
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 1; i <= l->npieces; i++)
        game_append(buf, len, &used, "%s%c", i > 1 ? " " : "", l->piece[i % l->npieces].letter);
}

/* The writers, by kind of refusal: each returns what snprintf does for a
 * code of its own, -1 for the others. */

/* A pasted text that does not read.  The side tokens are the
 * notation's ("1", "b"), which a player types as they are. */
static int sw_syntax(const SwContext *x, const PosCheck *c, char *buf, size_t len)
{
    const char *const *tokens = x->g->rules->side_names;
    char letters[32];
    switch (c->problem) {
    case POS_SYNTAX_ROW:
        if (!x->lay.grid)
            return snprintf(buf, len, tr(T_POS_SYNTAX_ROW_PITS), sw_side(x, c->side), c->expected);
        sw_letters(&x->lay, letters, sizeof letters);
        return snprintf(buf, len, tr(T_POS_SYNTAX_ROW_SQUARES), c->at, c->expected, letters);
    case POS_SYNTAX_STORES:
        return snprintf(buf, len, "%s", tr(T_POS_SYNTAX_STORES));
    case POS_SYNTAX_SIDE:
        return snprintf(buf, len, tr(T_POS_SYNTAX_SIDE), tokens[0], tokens[1]);
    case POS_SYNTAX_KHAN:
        return snprintf(buf, len, "%s", tr(T_POS_SYNTAX_KHAN));
    case POS_SYNTAX_FIELDS:
        return snprintf(buf, len, tr(T_POS_SYNTAX_FIELDS), tokens[0], tokens[1]);
    case POS_SYNTAX_RESERVES:
        return snprintf(buf, len, tr(T_POS_SYNTAX_RESERVES), c->expected);
    default:
        return -1;
    }
}

/* What the editor's board holds that no position can. */
static int sw_sketch(const SwContext *x, const PosCheck *c, char *buf, size_t len)
{
    char where[64];
    switch (c->problem) {
    case POS_COUNT_RANGE:
        if (c->at < 0)
            return snprintf(buf, len, tr(T_POS_COUNT_RESERVE), sw_side(x, c->side), c->found, c->expected);
        sw_place(x, c->at, where, sizeof where);
        return snprintf(buf, len, tr(T_POS_COUNT_PLACE), c->found, where, c->expected);
    case POS_BAD_VALUE:
        if (c->at == -1)
            return snprintf(buf, len, tr(T_POS_BAD_SIDE), sw_side(x, 0), sw_side(x, 1));
        if (c->at == -2)
            return snprintf(buf, len, "%s", tr(x->lay.has_marker ? T_POS_BAD_MARKER : T_POS_NO_MARKER));
        pos_square_name(&x->lay, c->at, where, sizeof where);
        return snprintf(buf, len, tr(T_POS_BAD_PIECE), where, c->found);
    case POS_MARKER_SQUARE:
        pos_square_name(&x->lay, c->at, where, sizeof where);
        return snprintf(buf, len, tr(T_POS_MARKER_SQUARE), sw_side(x, c->side), where);
    default:
        return -1;
    }
}

/* The pieces and seeds, and Khan's set-up. */
static int sw_material(const SwContext *x, const PosCheck *c, char *buf, size_t len)
{
    const char *who = sw_side(x, c->side), *other = sw_side(x, c->side ^ 1);
    char where[64];
    switch (c->problem) {
    case POS_SEED_TOTAL:
        return snprintf(buf, len, tr(T_POS_SEED_TOTAL), c->found, tr(x->look->title), c->expected);
    case POS_TOO_MANY_MEN:
        return snprintf(buf, len, tr(T_POS_TOO_MANY_MEN), who, c->found, c->expected);
    case POS_TOO_MANY_SBIRES:
        return snprintf(buf, len, tr(T_POS_TOO_MANY_SBIRES), who, c->found, c->expected);
    case POS_SBIRES_MISSING:
        return snprintf(buf, len, tr(T_POS_SBIRES_MISSING), who, c->found, c->expected);
    case POS_TWO_KALISTAS:
        return snprintf(buf, len, tr(T_POS_TWO_KALISTAS), who);
    case POS_NO_KALISTA:
        return snprintf(buf, len, tr(T_POS_NO_KALISTA), who);
    case POS_KHAN_POWER:
        return snprintf(buf, len, tr(T_POS_KHAN_POWER), who, c->expected);
    case POS_SETUP_RESERVE:
        return snprintf(buf, len, tr(T_POS_SETUP_RESERVE), who, c->found);
    case POS_SETUP_ORDER:
        return snprintf(buf, len, tr(T_POS_SETUP_ORDER), who, other, c->expected);
    case POS_SETUP_SIDE:
        return snprintf(buf, len, tr(T_POS_SETUP_SIDE), who);
    case POS_SETUP_HOME:
        pos_square_name(&x->lay, c->at, where, sizeof where);
        return snprintf(buf, len, tr(T_POS_SETUP_HOME), who, where);
    default:
        return -1;
    }
}

/* A game the rules have already ended, or could not have reached. */
static int sw_over(const SwContext *x, const PosCheck *c, char *buf, size_t len)
{
    const char *who = sw_side(x, c->side), *other = sw_side(x, c->side ^ 1);
    switch (c->problem) {
    case POS_OVER_EMPTY_ROW:
        return snprintf(buf, len, tr(T_POS_OVER_EMPTY_ROW), who);
    case POS_OVER_NO_FEED:
        return snprintf(buf, len, tr(T_POS_OVER_NO_FEED), other, who);
    case POS_OVER_CAPTURED:
        return snprintf(buf, len, tr(T_POS_OVER_CAPTURED), who, c->found, c->expected);
    case POS_OVER_FEW_SEEDS:
        return snprintf(buf, len, tr(T_POS_OVER_FEW_SEEDS), c->found, c->expected);
    case POS_ONE_CAPTURED:
        return snprintf(buf, len, tr(T_POS_ONE_CAPTURED), who);
    case POS_OVER_DEFEAT:
        return snprintf(buf, len, tr(T_POS_OVER_DEFEAT), who, c->found, c->expected);
    case POS_OVER_LEAD:
        /* The engine counts the lead that is allowed; the menu and the
         * rules name the lead that wins, one more. */
        return snprintf(buf, len, tr(T_POS_OVER_LEAD), who, c->found, c->expected + 1);
    case POS_OVER_KALISTA:
        return snprintf(buf, len, tr(T_POS_OVER_KALISTA), who);
    case POS_GAME_OVER:
        if (c->side == 0 || c->side == 1)
            return snprintf(buf, len, tr(T_POS_GAME_WON), who);
        return snprintf(buf, len, "%s", tr(T_POS_GAME_DRAWN));
    default:
        return -1;
    }
}

void setup_refusal_text(const GameLook *look, const Game *g, const PosCheck *c, char *buf, size_t len)
{
    if (len == 0)
        return;
    buf[0] = '\0';
    if (c->problem == POS_OK)
        return;
    if (c->problem == POS_NO_MEMORY) {
        snprintf(buf, len, "%s", tr(T_OUT_OF_MEMORY));
        return;
    }
    if (!look) {
        pos_check_text(g, c, buf, len);
        return;
    }
    SwContext x = {.look = look, .g = g};
    /* A game without a sketch has no places to name: numbers stand in. */
    if (pos_layout(g, &x.lay) != 0)
        memset(&x.lay, 0, sizeof x.lay);
    if (sw_syntax(&x, c, buf, len) < 0 && sw_sketch(&x, c, buf, len) < 0 && sw_material(&x, c, buf, len) < 0 &&
        sw_over(&x, c, buf, len) < 0)
        snprintf(buf, len, tr(T_POS_UNKNOWN), (int)c->problem);
}
