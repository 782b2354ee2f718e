/*
 * pos_check.c - the refusals of positions: the code a game's read_pos
 * fills, and the English written from it (pos_check.h).
 *
 * The English is written here, in one switch, and not by the checks: a
 * window that translates writes its own switch over the same codes and
 * fields, and the two cannot drift apart in what they say, only in how.
 */
#include "pos_check.h"
#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

int pos_refuse(PosCheck *why, PosProblem problem, int side, int found, int expected, int at)
{
    if (why) {
        why->problem = problem;
        why->side = side;
        why->found = found;
        why->expected = expected;
        why->at = at;
    }
    return -1;
}

/* The layout's words, or plain ones for a game without a sketch. */
static void pc_layout(const Game *g, PosLayout *l)
{
    if (pos_layout(g, l) != 0) {
        memset(l, 0, sizeof *l);
        l->side_title[0] = "side 1";
        l->side_title[1] = "side 2";
    }
}

static const char *pc_side(const PosLayout *l, int side)
{
    return side == 0 || side == 1 ? l->side_title[side] : "a side";
}

/* A sowing game's place: "pit C", "player 2's store". */
static void pc_place(const PosLayout *l, int at, char *buf, size_t len)
{
    if (at >= 2 * l->width && at < 2 * l->width + 2)
        snprintf(buf, len, "%s's store", pc_side(l, at - 2 * l->width));
    else
        snprintf(buf, len, "pit %c", 'A' + at);
}

/* The letters of a grid's pieces, the empty square last: "B W .". */
static void pc_letters(const PosLayout *l, char *buf, size_t len)
{
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 1; i <= l->npieces; i++)
        game_append(buf, len, &used, "%s%c", i > 1 ? " " : "", l->piece[i % l->npieces].letter);
}

/* The writers of the messages, by kind of refusal: each returns what
 * snprintf does for a code of its own, -1 for the others. */

/* The text does not read. */
static int pc_syntax(const Game *g, const PosLayout *l, const PosCheck *c, char *buf, size_t len)
{
    const char *const *names = g->rules->side_names;
    char letters[32];
    switch (c->problem) {
    case POS_SYNTAX_ROW:
        if (!l->grid)
            return snprintf(buf, len, "%s's row must be %d comma-separated counts then '/'", pc_side(l, c->side),
                            c->expected);
        pc_letters(l, letters, sizeof letters);
        return snprintf(buf, len, "row %d must be %d squares of %s (then '/')", c->at, c->expected, letters);
    case POS_SYNTAX_STORES:
        return snprintf(buf, len, "the stores must be two counts 'S1,S2' then '/'");
    case POS_SYNTAX_SIDE:
        return snprintf(buf, len, "the side to move must be %s or %s at the end", names[0], names[1]);
    case POS_SYNTAX_KHAN:
        return snprintf(buf, len, "the Khan must be 1, 2, 3 or -");
    case POS_SYNTAX_FIELDS:
        return snprintf(buf, len, "expected /KHAN/SIDE/R,O with SIDE %s or %s", names[0], names[1]);
    case POS_SYNTAX_RESERVES:
        return snprintf(buf, len, "the reserves must be R,O with each 0 to %d", c->expected);
    default:
        return -1;
    }
}

/* What a sketch holds that no position can. */
static int pc_sketch(const PosLayout *l, const PosCheck *c, char *buf, size_t len)
{
    char where[48];
    switch (c->problem) {
    case POS_COUNT_RANGE:
        if (c->at < 0)
            return snprintf(buf, len, "%s's reserve holds %d: a reserve holds 0 to %d", pc_side(l, c->side), c->found,
                            c->expected);
        pc_place(l, c->at, where, sizeof where);
        return snprintf(buf, len, "%s holds %d seeds: a count is 0 to %d", where, c->found, c->expected);
    case POS_BAD_VALUE:
        if (c->at == -1)
            return snprintf(buf, len, "the side to move must be 0 or 1, not %d", c->found);
        if (c->at == -2)
            return snprintf(buf, len, "the marker must be on a square or nowhere, not at %d", c->found);
        pos_square_name(l, c->at, where, sizeof where);
        return snprintf(buf, len, "square %s holds %d, which is no piece", where, c->found);
    case POS_MARKER_SQUARE:
        pos_square_name(l, c->at, where, sizeof where);
        return snprintf(buf, len, "the Khan must stand on a piece of %s, the side that just moved, and %s holds none",
                        pc_side(l, c->side), where);
    default:
        return -1;
    }
}

/* The pieces, and Khan's set-up. */
static int pc_material(const Game *g, const PosLayout *l, const PosCheck *c, char *buf, size_t len)
{
    const char *who = pc_side(l, c->side), *other = pc_side(l, c->side ^ 1);
    char where[48];
    switch (c->problem) {
    case POS_SEED_TOTAL:
        return snprintf(buf, len, "the position holds %d seeds, %s has %d", c->found, g->rules->title, c->expected);
    case POS_TOO_MANY_MEN:
        return snprintf(buf, len, "%s has %d men (at most %d)", who, c->found, c->expected);
    case POS_TOO_MANY_SBIRES:
        return snprintf(buf, len, "%s has %d sbires on the board and in reserve (at most %d)", who, c->found,
                        c->expected);
    case POS_SBIRES_MISSING:
        return snprintf(buf, len, "%s has %d sbires on the board and in reserve (needs %d after the set-up)", who,
                        c->found, c->expected);
    case POS_TWO_KALISTAS:
        return snprintf(buf, len, "%s has two Kalistas", who);
    case POS_NO_KALISTA:
        return snprintf(buf, len, "the side that just moved has no Kalista: %s cannot lose it on its own move", who);
    case POS_KHAN_POWER:
        return snprintf(buf, len, "no piece of the side that just moved (%s) stands on the Khan's power, %d", who,
                        c->expected);
    case POS_SETUP_RESERVE:
        return snprintf(buf, len, "no sbire can be captured during the set-up (%s has %d in reserve)", who, c->found);
    case POS_SETUP_ORDER:
        return snprintf(buf, len, "%s places its pieces only after %s has placed all %d", who, other, c->expected);
    case POS_SETUP_SIDE:
        return snprintf(buf, len, "the side to move must be the side still placing its pieces, %s", who);
    case POS_SETUP_HOME:
        pos_square_name(l, c->at, where, sizeof where);
        return snprintf(buf, len, "during the set-up pieces stand on their own two home rows (%s's on %s)", who,
                        where);
    default:
        return -1;
    }
}

/* A game play cannot go on from. */
static int pc_over(const PosLayout *l, const PosCheck *c, char *buf, size_t len)
{
    const char *who = pc_side(l, c->side), *other = pc_side(l, c->side ^ 1);
    switch (c->problem) {
    case POS_OVER_EMPTY_ROW:
        return snprintf(buf, len, "%s has no seeds in its pits: the game is over", who);
    case POS_OVER_NO_FEED:
        return snprintf(buf, len, "%s has no seeds and %s cannot give it any: the game is over", other, who);
    case POS_OVER_CAPTURED:
        return snprintf(buf, len, "%s has captured %d seeds, and %d win: the game is over", who, c->found,
                        c->expected);
    case POS_OVER_FEW_SEEDS:
        return snprintf(buf, len, "%d seeds are left on the board, and %d or fewer end the game: it is over",
                        c->found, c->expected);
    case POS_ONE_CAPTURED:
        return snprintf(buf, len, "%s has captured one seed, which no capture gives (a capture takes 2 or 3 a pit)",
                        who);
    case POS_OVER_DEFEAT:
        return snprintf(buf, len, "%s has %d men, and %d or fewer lose: the game is over", who, c->found,
                        c->expected);
    case POS_OVER_LEAD:
        return snprintf(buf, len, "%s leads by %d men, and more than %d wins: the game is over", who, c->found,
                        c->expected);
    case POS_OVER_KALISTA:
        return snprintf(buf, len, "%s has lost its Kalista: the game is over", who);
    case POS_GAME_OVER:
        if (c->side == 0 || c->side == 1)
            return snprintf(buf, len, "%s has already won: the game is over", who);
        return snprintf(buf, len, "the game is already over, drawn");
    default:
        return -1;
    }
}

void pos_check_text(const Game *g, const PosCheck *c, char *buf, size_t len)
{
    PosLayout l;
    if (len == 0)
        return;
    buf[0] = '\0';
    if (c->problem == POS_OK)
        return;
    if (c->problem == POS_NO_MEMORY) {
        snprintf(buf, len, "out of memory");
        return;
    }
    pc_layout(g, &l);
    if (pc_syntax(g, &l, c, buf, len) < 0 && pc_sketch(&l, c, buf, len) < 0 &&
        pc_material(g, &l, c, buf, len) < 0 && pc_over(&l, c, buf, len) < 0)
        snprintf(buf, len, "impossible position (reason %d)", (int)c->problem);
}

int game_parse_position(const Game *g, const char *text, Pos *p, PosCheck *why, char *err, size_t errlen)
{
    PosCheck c;
    pos_refuse(&c, POS_OK, -1, -1, -1, -1);
    int rc = g->rules->read_pos(g, text, p, &c) == 0 ? 0 : -1;
    if (rc == 0)
        c.problem = POS_OK;
    if (why)
        *why = c;
    if (err && errlen)
        pos_check_text(g, &c, err, errlen);
    return rc;
}

int game_parse_pos_text(const Game *g, const char *text, Pos *p, char *err, size_t errlen)
{
    return game_parse_position(g, text, p, NULL, err, errlen);
}

int game_check_playable(const Game *g, const Pos *p, PosCheck *why)
{
    PosCheck c;
    pos_refuse(&c, POS_OK, -1, -1, -1, -1);
    int rc = 0;
    if (g->rules->playable) {
        rc = g->rules->playable(g, p, &c) == 0 ? 0 : -1;
    } else {
        GameStatus st;
        g->rules->status(g, p, NULL, 0, &st);
        if (st.over)
            rc = pos_refuse(&c, POS_GAME_OVER, st.winner, st.score[0], st.score[1], -1);
    }
    if (rc == 0)
        c.problem = POS_OK;
    if (why)
        *why = c;
    return rc;
}
