/*
 * setup_words.c - a refused position's reason in the language in use
 * (setup_words.h).
 *
 * One writer a code, in the order of pos_check.c's, so the two can be read
 * side by side: they must say the same thing, the engine's for tools and
 * this one for players.  Places are named as
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

/* One writer a code, named after it: the table below takes them from
 * POS_PROBLEMS (pos_check.h), as pos_check.c's English does, so a code
 * without its words here does not compile. */
#define SW_WORDS(code) static void sw_##code(const SwContext *x, const PosCheck *c, char *buf, size_t len)
#define SW_SAY(...) snprintf(buf, len, __VA_ARGS__)

SW_WORDS(POS_OK)
{
    (void)x, (void)c, (void)len;
    buf[0] = '\0';
}

/* A pasted text that does not read.  The side tokens are the
 * notation's ("1", "b"), which a player types as they are. */
SW_WORDS(POS_SYNTAX_ROW)
{
    char letters[32];
    if (!x->lay.grid) {
        SW_SAY(tr(T_POS_SYNTAX_ROW_PITS), sw_side(x, c->side), c->expected);
        return;
    }
    sw_letters(&x->lay, letters, sizeof letters);
    SW_SAY(tr(T_POS_SYNTAX_ROW_SQUARES), c->at, c->expected, letters);
}
SW_WORDS(POS_SYNTAX_STORES)
{
    (void)x, (void)c;
    SW_SAY("%s", tr(T_POS_SYNTAX_STORES));
}
SW_WORDS(POS_SYNTAX_SIDE)
{
    (void)c;
    SW_SAY(tr(T_POS_SYNTAX_SIDE), x->g->rules->side_names[0], x->g->rules->side_names[1]);
}
SW_WORDS(POS_SYNTAX_KHAN)
{
    (void)x, (void)c;
    SW_SAY("%s", tr(T_POS_SYNTAX_KHAN));
}
SW_WORDS(POS_SYNTAX_FIELDS)
{
    (void)c;
    SW_SAY(tr(T_POS_SYNTAX_FIELDS), x->g->rules->side_names[0], x->g->rules->side_names[1]);
}
SW_WORDS(POS_SYNTAX_RESERVES)
{
    (void)x;
    SW_SAY(tr(T_POS_SYNTAX_RESERVES), c->expected);
}

/* What the editor's board holds that no position can. */
SW_WORDS(POS_COUNT_RANGE)
{
    char where[64];
    if (c->at < 0) {
        SW_SAY(tr(T_POS_COUNT_RESERVE), sw_side(x, c->side), c->found, c->expected);
        return;
    }
    sw_place(x, c->at, where, sizeof where);
    SW_SAY(tr(T_POS_COUNT_PLACE), c->found, where, c->expected);
}
SW_WORDS(POS_BAD_VALUE)
{
    char where[64];
    if (c->at == -1) {
        SW_SAY(tr(T_POS_BAD_SIDE), sw_side(x, 0), sw_side(x, 1));
    } else if (c->at == -2) {
        SW_SAY("%s", tr(x->lay.has_marker ? T_POS_BAD_MARKER : T_POS_NO_MARKER));
    } else {
        pos_square_name(&x->lay, c->at, where, sizeof where);
        SW_SAY(tr(T_POS_BAD_PIECE), where, c->found);
    }
}
SW_WORDS(POS_MARKER_SQUARE)
{
    char where[64];
    pos_square_name(&x->lay, c->at, where, sizeof where);
    SW_SAY(tr(T_POS_MARKER_SQUARE), sw_side(x, c->side), where);
}

/* The pieces and seeds, and Khan's set-up. */
SW_WORDS(POS_SEED_TOTAL) { SW_SAY(tr(T_POS_SEED_TOTAL), c->found, tr(x->look->title), c->expected); }
SW_WORDS(POS_TOO_MANY_MEN) { SW_SAY(tr(T_POS_TOO_MANY_MEN), sw_side(x, c->side), c->found, c->expected); }
SW_WORDS(POS_TOO_MANY_SBIRES) { SW_SAY(tr(T_POS_TOO_MANY_SBIRES), sw_side(x, c->side), c->found, c->expected); }
SW_WORDS(POS_SBIRES_MISSING) { SW_SAY(tr(T_POS_SBIRES_MISSING), sw_side(x, c->side), c->found, c->expected); }
SW_WORDS(POS_TWO_KALISTAS) { SW_SAY(tr(T_POS_TWO_KALISTAS), sw_side(x, c->side)); }
SW_WORDS(POS_NO_KALISTA) { SW_SAY(tr(T_POS_NO_KALISTA), sw_side(x, c->side)); }
SW_WORDS(POS_KHAN_POWER) { SW_SAY(tr(T_POS_KHAN_POWER), sw_side(x, c->side), c->expected); }
SW_WORDS(POS_SETUP_RESERVE) { SW_SAY(tr(T_POS_SETUP_RESERVE), sw_side(x, c->side), c->found); }
SW_WORDS(POS_SETUP_ORDER)
{
    SW_SAY(tr(T_POS_SETUP_ORDER), sw_side(x, c->side), sw_side(x, c->side ^ 1), c->expected);
}
SW_WORDS(POS_SETUP_SIDE) { SW_SAY(tr(T_POS_SETUP_SIDE), sw_side(x, c->side)); }
SW_WORDS(POS_SETUP_HOME)
{
    char where[64];
    pos_square_name(&x->lay, c->at, where, sizeof where);
    SW_SAY(tr(T_POS_SETUP_HOME), sw_side(x, c->side), where);
}

/* A game the rules have already ended, or could not have reached. */
SW_WORDS(POS_OVER_EMPTY_ROW) { SW_SAY(tr(T_POS_OVER_EMPTY_ROW), sw_side(x, c->side)); }
SW_WORDS(POS_OVER_NO_FEED) { SW_SAY(tr(T_POS_OVER_NO_FEED), sw_side(x, c->side ^ 1), sw_side(x, c->side)); }
SW_WORDS(POS_OVER_CAPTURED) { SW_SAY(tr(T_POS_OVER_CAPTURED), sw_side(x, c->side), c->found, c->expected); }
SW_WORDS(POS_OVER_FEW_SEEDS)
{
    (void)x;
    SW_SAY(tr(T_POS_OVER_FEW_SEEDS), c->found, c->expected);
}
SW_WORDS(POS_ONE_CAPTURED) { SW_SAY(tr(T_POS_ONE_CAPTURED), sw_side(x, c->side)); }
SW_WORDS(POS_OVER_DEFEAT) { SW_SAY(tr(T_POS_OVER_DEFEAT), sw_side(x, c->side), c->found, c->expected); }
/* The engine counts the lead that is allowed; the menu and the rules name
 * the lead that wins, one more. */
SW_WORDS(POS_OVER_LEAD) { SW_SAY(tr(T_POS_OVER_LEAD), sw_side(x, c->side), c->found, c->expected + 1); }
SW_WORDS(POS_OVER_KALISTA) { SW_SAY(tr(T_POS_OVER_KALISTA), sw_side(x, c->side)); }
SW_WORDS(POS_GAME_OVER)
{
    if (c->side == 0 || c->side == 1)
        SW_SAY(tr(T_POS_GAME_WON), sw_side(x, c->side));
    else
        SW_SAY("%s", tr(T_POS_GAME_DRAWN));
}

SW_WORDS(POS_NO_MEMORY)
{
    (void)x, (void)c;
    SW_SAY("%s", tr(T_OUT_OF_MEMORY));
}

static void (*const sw_words[POS_PROBLEM_COUNT])(const SwContext *x, const PosCheck *c, char *buf, size_t len) = {
#define SW_ENTRY(code) [code] = sw_##code,
    POS_PROBLEMS(SW_ENTRY)
#undef SW_ENTRY
};

void setup_refusal_text(const GameLook *look, const Game *g, const PosCheck *c, char *buf, size_t len)
{
    if (len == 0)
        return;
    buf[0] = '\0';
    /* Out of memory needs no look, and is said in the player's language. */
    if (!look && c->problem != POS_NO_MEMORY) {
        pos_check_text(g, c, buf, len);
        return;
    }
    if ((unsigned)c->problem >= POS_PROBLEM_COUNT) {
        snprintf(buf, len, tr(T_POS_UNKNOWN), (int)c->problem);
        return;
    }
    SwContext x = {.look = look, .g = g};
    /* A game without a sketch has no places to name: numbers stand in. */
    if (c->problem != POS_OK && c->problem != POS_NO_MEMORY && pos_layout(g, &x.lay) != 0)
        memset(&x.lay, 0, sizeof x.lay);
    sw_words[c->problem](&x, c, buf, len);
}
