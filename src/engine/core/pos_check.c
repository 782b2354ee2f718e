/*
 * pos_check.c - the refusals of positions: the code a game's read_pos
 * fills, and the English written from it (pos_check.h).
 *
 * The English is written here, one writer a code, and not by the checks: a
 * window that translates writes its own writers over the same codes and
 * fields, both tables built from POS_PROBLEMS, and the two cannot drift
 * apart in what they say, only in how.
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

/* What a writer needs besides the refusal. */
typedef struct {
    const Game *g;
    PosLayout l;
    const PosCheck *c;
    char *buf;
    size_t len;
} PcOut;

static const char *pc_side(const PcOut *o, int side)
{
    return side == 0 || side == 1 ? o->l.side_title[side] : "a side";
}

static const char *pc_who(const PcOut *o) { return pc_side(o, o->c->side); }
static const char *pc_other(const PcOut *o) { return pc_side(o, o->c->side ^ 1); }

/* A sowing game's place: "pit C", "player 2's store". */
static void pc_place(const PcOut *o, int at, char *buf, size_t len)
{
    if (at >= 2 * o->l.width && at < 2 * o->l.width + 2)
        snprintf(buf, len, "%s's store", pc_side(o, at - 2 * o->l.width));
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

/* One writer a code, named after it: the table below takes them from
 * POS_PROBLEMS, so a code without its writer does not compile. */
#define PC_WORDS(code) static void pc_##code(const PcOut *o)
#define PC_SAY(...) snprintf(o->buf, o->len, __VA_ARGS__)

PC_WORDS(POS_OK) { o->buf[0] = '\0'; }

/* The text does not read. */
PC_WORDS(POS_SYNTAX_ROW)
{
    char letters[32];
    if (!o->l.grid) {
        PC_SAY("%s's row must be %d comma-separated counts then '/'", pc_who(o), o->c->expected);
        return;
    }
    pc_letters(&o->l, letters, sizeof letters);
    PC_SAY("row %d must be %d squares of %s (then '/')", o->c->at, o->c->expected, letters);
}
PC_WORDS(POS_SYNTAX_STORES) { PC_SAY("the stores must be two counts 'S1,S2' then '/'"); }
PC_WORDS(POS_SYNTAX_SIDE)
{
    const char *const *names = o->g->rules->side_names;
    PC_SAY("the side to move must be %s or %s at the end", names[0], names[1]);
}
PC_WORDS(POS_SYNTAX_KHAN) { PC_SAY("the Khan must be 1, 2, 3 or -"); }
PC_WORDS(POS_SYNTAX_FIELDS)
{
    const char *const *names = o->g->rules->side_names;
    PC_SAY("expected /KHAN/SIDE/R,O with SIDE %s or %s", names[0], names[1]);
}
PC_WORDS(POS_SYNTAX_RESERVES) { PC_SAY("the reserves must be R,O with each 0 to %d", o->c->expected); }

/* What a sketch holds that no position can. */
PC_WORDS(POS_COUNT_RANGE)
{
    char where[48];
    if (o->c->at < 0) {
        PC_SAY("%s's reserve holds %d: a reserve holds 0 to %d", pc_who(o), o->c->found, o->c->expected);
        return;
    }
    pc_place(o, o->c->at, where, sizeof where);
    PC_SAY("%s holds %d seeds: a count is 0 to %d", where, o->c->found, o->c->expected);
}
PC_WORDS(POS_BAD_VALUE)
{
    char where[48];
    if (o->c->at == -1) {
        PC_SAY("the side to move must be 0 or 1, not %d", o->c->found);
    } else if (o->c->at == -2) {
        PC_SAY("the marker must be on a square or nowhere, not at %d", o->c->found);
    } else {
        pos_square_name(&o->l, o->c->at, where, sizeof where);
        PC_SAY("square %s holds %d, which is no piece", where, o->c->found);
    }
}
PC_WORDS(POS_MARKER_SQUARE)
{
    char where[48];
    pos_square_name(&o->l, o->c->at, where, sizeof where);
    PC_SAY("the Khan must stand on a piece of %s, the side that just moved, and %s holds none", pc_who(o), where);
}

/* The pieces, and Khan's set-up. */
PC_WORDS(POS_SEED_TOTAL)
{
    PC_SAY("the position holds %d seeds, %s has %d", o->c->found, o->g->rules->title, o->c->expected);
}
PC_WORDS(POS_TOO_MANY_MEN) { PC_SAY("%s has %d men (at most %d)", pc_who(o), o->c->found, o->c->expected); }
PC_WORDS(POS_TOO_MANY_SBIRES)
{
    PC_SAY("%s has %d sbires on the board and in reserve (at most %d)", pc_who(o), o->c->found, o->c->expected);
}
PC_WORDS(POS_SBIRES_MISSING)
{
    PC_SAY("%s has %d sbires on the board and in reserve (needs %d after the set-up)", pc_who(o), o->c->found,
           o->c->expected);
}
PC_WORDS(POS_TWO_KALISTAS) { PC_SAY("%s has two Kalistas", pc_who(o)); }
PC_WORDS(POS_NO_KALISTA)
{
    PC_SAY("the side that just moved has no Kalista: %s cannot lose it on its own move", pc_who(o));
}
PC_WORDS(POS_KHAN_POWER)
{
    PC_SAY("no piece of the side that just moved (%s) stands on the Khan's power, %d", pc_who(o), o->c->expected);
}
PC_WORDS(POS_SETUP_RESERVE)
{
    PC_SAY("no sbire can be captured during the set-up (%s has %d in reserve)", pc_who(o), o->c->found);
}
PC_WORDS(POS_SETUP_ORDER)
{
    PC_SAY("%s places its pieces only after %s has placed all %d", pc_who(o), pc_other(o), o->c->expected);
}
PC_WORDS(POS_SETUP_SIDE) { PC_SAY("the side to move must be the side still placing its pieces, %s", pc_who(o)); }
PC_WORDS(POS_SETUP_HOME)
{
    char where[48];
    pos_square_name(&o->l, o->c->at, where, sizeof where);
    PC_SAY("during the set-up pieces stand on their own two home rows (%s's on %s)", pc_who(o), where);
}

/* A game play cannot go on from. */
PC_WORDS(POS_OVER_EMPTY_ROW) { PC_SAY("%s has no seeds in its pits: the game is over", pc_who(o)); }
PC_WORDS(POS_OVER_NO_FEED)
{
    PC_SAY("%s has no seeds and %s cannot give it any: the game is over", pc_other(o), pc_who(o));
}
PC_WORDS(POS_OVER_CAPTURED)
{
    PC_SAY("%s has captured %d seeds, and %d win: the game is over", pc_who(o), o->c->found, o->c->expected);
}
PC_WORDS(POS_OVER_FEW_SEEDS)
{
    PC_SAY("%d seeds are left on the board, and %d or fewer end the game: it is over", o->c->found, o->c->expected);
}
PC_WORDS(POS_ONE_CAPTURED)
{
    PC_SAY("%s has captured one seed, which no capture gives (a capture takes 2 or 3 a pit)", pc_who(o));
}
PC_WORDS(POS_OVER_DEFEAT)
{
    PC_SAY("%s has %d men, and %d or fewer lose: the game is over", pc_who(o), o->c->found, o->c->expected);
}
PC_WORDS(POS_OVER_LEAD)
{
    PC_SAY("%s leads by %d men, and more than %d wins: the game is over", pc_who(o), o->c->found, o->c->expected);
}
PC_WORDS(POS_OVER_KALISTA) { PC_SAY("%s has lost its Kalista: the game is over", pc_who(o)); }
PC_WORDS(POS_GAME_OVER)
{
    if (o->c->side == 0 || o->c->side == 1)
        PC_SAY("%s has already won: the game is over", pc_who(o));
    else
        PC_SAY("the game is already over, drawn");
}

PC_WORDS(POS_NO_MEMORY) { PC_SAY("out of memory"); }

static void (*const pc_words[POS_PROBLEM_COUNT])(const PcOut *o) = {
#define PC_ENTRY(code) [code] = pc_##code,
    POS_PROBLEMS(PC_ENTRY)
#undef PC_ENTRY
};

void pos_check_text(const Game *g, const PosCheck *c, char *buf, size_t len)
{
    if (len == 0)
        return;
    PcOut o = {.g = g, .c = c, .buf = buf, .len = len};
    buf[0] = '\0';
    if ((unsigned)c->problem >= POS_PROBLEM_COUNT) {
        snprintf(buf, len, "impossible position (reason %d)", (int)c->problem);
        return;
    }
    /* The layout's words, or plain ones for a game without a sketch. */
    if (c->problem != POS_OK && c->problem != POS_NO_MEMORY && pos_layout(g, &o.l) != 0) {
        memset(&o.l, 0, sizeof o.l);
        o.l.side_title[0] = "side 1";
        o.l.side_title[1] = "side 2";
    }
    pc_words[c->problem](&o);
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
