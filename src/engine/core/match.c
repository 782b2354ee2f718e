/*
 * match.c - one game as it is played (match.h).
 */
#include "match.h"

#include <stdlib.h>
#include <string.h>

struct Match {
    const Game *game;
    size_t psize;
    unsigned char *pos;   /* (MATCH_MAX_PLIES + 1) positions */
    Move moves[MATCH_MAX_PLIES];
    uint64_t hist[MATCH_MAX_PLIES + 1];
    int plies;            /* the current ply */
    int top;              /* the end of the line redo can reach */
    /* The status that ended the game at ply settled_ply, taken before
     * conclude settled the position (-1: none). */
    int settled_ply;
    GameStatus settled;
    /* An end agreed at ply agreed_ply, kept while that ply is on the line
     * (-1: none). */
    int agreed_ply;
    GameStatus agreed;
};

static Pos *match_slot(const Match *m, int i) { return (Pos *)(void *)(m->pos + m->psize * (size_t)i); }

Match *match_create(const Game *g, const Pos *start)
{
    Match *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->game = g;
    m->psize = g->rules->pos_size;
    m->pos = calloc(MATCH_MAX_PLIES + 1, m->psize);
    if (!m->pos) {
        free(m);
        return NULL;
    }
    match_reset(m, start);
    return m;
}

void match_destroy(Match *m)
{
    if (!m)
        return;
    free(m->pos);
    free(m);
}

void match_reset(Match *m, const Pos *start)
{
    if (start)
        memcpy(match_slot(m, 0), start, m->psize);
    else
        m->game->rules->start(m->game, match_slot(m, 0));
    m->hist[0] = pos_hash(match_slot(m, 0));
    m->plies = m->top = 0;
    m->settled_ply = -1;
    m->agreed_ply = -1;
}

const Game *match_game(const Match *m) { return m->game; }
const Pos *match_pos(const Match *m) { return match_slot(m, m->plies); }
const Pos *match_pos_at(const Match *m, int i) { return match_slot(m, i); }
int match_plies(const Match *m) { return m->plies; }
int match_line(const Match *m) { return m->top > m->plies ? m->top : m->plies; }
Move match_move_at(const Match *m, int i) { return m->moves[i]; }

const uint64_t *match_history(const Match *m, int *n)
{
    *n = m->plies;
    return m->hist;
}

void match_status(const Match *m, GameStatus *st)
{
    if (m->plies == m->agreed_ply)
        *st = m->agreed;
    else if (m->plies == m->settled_ply)
        *st = m->settled;
    else
        m->game->rules->status(m->game, match_pos(m), m->hist, m->plies, st);
}

int match_legal(const Match *m, Move *moves)
{
    GameStatus st;
    match_status(m, &st);
    if (st.over)
        return 0;
    return m->game->rules->legal(m->game, match_pos(m), moves);
}

int match_play(Match *m, Move mv, EventList *ev)
{
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(m, moves), ok = 0;
    for (int i = 0; i < n; i++)
        ok |= moves[i] == mv;
    if (!ok || m->plies >= MATCH_MAX_PLIES)
        return -1;
    if (ev)
        ev->n = 0;
    /* Replaying the move redo would play keeps the rest of the redo line. */
    int same = m->top > m->plies && m->moves[m->plies] == mv;
    const GameRules *r = m->game->rules;
    Pos *next = match_slot(m, m->plies + 1);
    memcpy(next, match_pos(m), m->psize);
    r->play(m->game, next, mv, ev);
    m->moves[m->plies] = mv;
    m->plies++;
    if (!same) {
        m->top = m->plies;
        m->agreed_ply = -1; /* the line it ended is gone */
    }
    m->hist[m->plies] = pos_hash(next);
    m->settled_ply = -1;
    GameStatus st;
    r->status(m->game, next, m->hist, m->plies, &st);
    if (st.over && st.reason != END_RULE && r->conclude) {
        r->conclude(m->game, next, &st, ev);
        m->settled = st;
        m->settled_ply = m->plies;
    }
    return 0;
}

int match_undo(Match *m)
{
    if (m->plies == 0)
        return -1;
    m->plies--;
    return 0;
}

int match_can_redo(const Match *m) { return m->top > m->plies; }

int match_redo(Match *m, EventList *ev)
{
    if (!match_can_redo(m))
        return -1;
    return match_play(m, m->moves[m->plies], ev);
}

static int match_end_agreed(Match *m, int winner, EndReason reason)
{
    GameStatus st;
    match_status(m, &st);
    if (st.over)
        return -1;
    memset(&m->agreed, 0, sizeof m->agreed);
    m->agreed.over = 1;
    m->agreed.winner = winner;
    m->agreed.reason = reason;
    m->agreed_ply = m->plies;
    return 0;
}

int match_agree_draw(Match *m) { return match_end_agreed(m, -1, END_AGREED); }

int match_resign(Match *m, int side) { return match_end_agreed(m, !side, END_RESIGNED); }

int match_withdraw_end(Match *m)
{
    if (m->agreed_ply != m->plies)
        return -1;
    m->agreed_ply = -1;
    return 0;
}

void match_move_text(const Match *m, int i, char *buf, size_t len)
{
    m->game->rules->format_move(m->game, match_slot(m, i), m->moves[i], buf, len);
}
