/*
 * match.c - a game in progress (match.h).  Positions are kept for every
 * ply, so undo is a pointer move and the history needs no recomputation.
 */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Match {
    Game *game;
    size_t psize;
    unsigned char *pos;   /* (MATCH_MAX_PLIES + 1) positions */
    Move moves[MATCH_MAX_PLIES];
    uint64_t hist[MATCH_MAX_PLIES + 1];
    int plies;            /* current ply */
    int top;              /* plies that redo can reach */
};

static Pos *match_slot(const Match *m, int i) { return (Pos *)(void *)(m->pos + m->psize * (size_t)i); }

Match *match_create(const GameRules *rules, const GameOptions *o, char *err, size_t errlen)
{
    Match *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    m->game = game_create(rules, o, err, errlen);
    if (!m->game) {
        free(m);
        return NULL;
    }
    m->psize = rules->pos_size;
    m->pos = calloc(MATCH_MAX_PLIES + 1, m->psize);
    if (!m->pos) {
        snprintf(err, errlen, "out of memory");
        match_destroy(m);
        return NULL;
    }
    rules->start(m->game, match_slot(m, 0));
    m->hist[0] = pos_hash(match_slot(m, 0));
    return m;
}

Match *match_from_record(const Record *rec, char *err, size_t errlen)
{
    if (rec->nmoves > MATCH_MAX_PLIES) {
        snprintf(err, errlen, "the game is longer than %d moves", MATCH_MAX_PLIES);
        return NULL;
    }
    Match *m = match_create(rec->rules, &rec->opts, err, errlen);
    if (!m)
        return NULL;
    if (rec->start[0] && rec->rules->parse_pos(m->game, rec->start, match_slot(m, 0), err, errlen) != 0) {
        match_destroy(m);
        return NULL;
    }
    m->hist[0] = pos_hash(match_slot(m, 0));
    for (int i = 0; i < rec->nmoves; i++)
        if (match_play(m, rec->moves[i], NULL) != 0) {
            snprintf(err, errlen, "move %d of the record is not legal", i + 1);
            match_destroy(m);
            return NULL;
        }
    return m;
}

void match_to_record(const Match *m, Record *rec)
{
    memset(rec, 0, sizeof *rec);
    rec->rules = m->game->rules;
    rec->opts = m->game->opts;
    Pos *std = pos_new(m->game);
    if (std) {
        m->game->rules->start(m->game, std);
        if (memcmp(std, match_slot(m, 0), m->psize) != 0)
            m->game->rules->format_pos(m->game, match_slot(m, 0), rec->start, sizeof rec->start);
        pos_free(std);
    }
    rec->nmoves = m->plies < RECORD_MAX_MOVES ? m->plies : RECORD_MAX_MOVES;
    memcpy(rec->moves, m->moves, sizeof rec->moves[0] * (size_t)rec->nmoves);
}

void match_destroy(Match *m)
{
    if (!m)
        return;
    game_destroy(m->game);
    free(m->pos);
    free(m);
}

const Game *match_game(const Match *m) { return m->game; }
const Pos *match_pos(const Match *m) { return match_slot(m, m->plies); }
const Pos *match_pos_at(const Match *m, int i) { return match_slot(m, i); }
int match_plies(const Match *m) { return m->plies; }
Move match_move_at(const Match *m, int i) { return m->moves[i]; }

const uint64_t *match_history(const Match *m, int *n)
{
    *n = m->plies;
    return m->hist;
}

void match_status(const Match *m, GameStatus *st)
{
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
    Pos *next = match_slot(m, m->plies + 1);
    memcpy(next, match_pos(m), m->psize);
    m->game->rules->play(m->game, next, mv, ev);
    m->moves[m->plies] = mv;
    m->plies++;
    if (!same)
        m->top = m->plies;
    m->hist[m->plies] = pos_hash(next);
    GameStatus st;
    match_status(m, &st);
    if (st.over && st.reason != END_RULE && m->game->rules->conclude)
        m->game->rules->conclude(m->game, next, &st, ev);
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

void match_move_text(const Match *m, int i, char *buf, size_t len)
{
    m->game->rules->format_move(m->game, match_slot(m, i), m->moves[i], buf, len);
}
