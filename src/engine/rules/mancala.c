/*
 * mancala.c - notation, board picture and level profiles shared by the
 * sowing games (see mancala.h).
 */
#include "mancala.h"
#include "pos_edit.h"

#include <stdio.h>
#include <string.h>

/* Reads one count of 1-3 digits; advances *s. -1 when there is none. */
static int mancala_read_count(const char **s)
{
    const char *p = *s;
    int v = 0, n = 0;
    while (*p >= '0' && *p <= '9') {
        if (++n > 3)
            return -1;
        v = v * 10 + (*p - '0');
        p++;
    }
    if (n == 0 || v > MANCALA_MAX_COUNT)
        return -1;
    *s = p;
    return v;
}

/* Reads n comma-separated counts followed by `stop`. */
static int mancala_read_row(const char **s, int n, char stop, int *out)
{
    for (int i = 0; i < n; i++) {
        int v = mancala_read_count(s);
        if (v < 0)
            return -1;
        out[i] = v;
        char want = i + 1 < n ? ',' : stop;
        if (**s != want)
            return -1;
        (*s)++;
    }
    return 0;
}

int mancala_parse(const char *text, int npits, int total, MancalaBoard *b, PosCheck *why)
{
    MancalaBoard t;
    memset(&t, 0, sizeof t);
    t.npits = npits;
    const char *s = text;
    for (int side = 0; side < 2; side++)
        if (mancala_read_row(&s, npits, '/', t.pit + side * npits) != 0)
            return pos_refuse(why, POS_SYNTAX_ROW, side, -1, npits, side + 1);
    if (mancala_read_row(&s, 2, '/', t.store) != 0)
        return pos_refuse(why, POS_SYNTAX_STORES, -1, -1, -1, -1);
    if ((s[0] != '1' && s[0] != '2') || s[1] != '\0')
        return pos_refuse(why, POS_SYNTAX_SIDE, -1, -1, -1, -1);
    t.side = s[0] - '1';
    int found = t.store[0] + t.store[1];
    for (int i = 0; i < 2 * npits; i++)
        found += t.pit[i];
    if (found != total)
        return pos_refuse(why, POS_SEED_TOTAL, -1, found, total, -1);
    *b = t;
    return 0;
}

void mancala_format(const MancalaBoard *b, char *buf, size_t len)
{
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (int i = 0; i < 2 * b->npits; i++)
        game_append(buf, len, &used, "%d%c", b->pit[i], (i + 1) % b->npits ? ',' : '/');
    game_append(buf, len, &used, "%d,%d/%d", b->store[0], b->store[1], b->side + 1);
}

void mancala_pos_layout(int npits, PosLayout *out)
{
    memset(out, 0, sizeof *out);
    out->nplaces = 2 * npits + 2;
    out->width = npits;
    out->height = 2;
    out->max_count = MANCALA_MAX_COUNT;
    out->side_title[0] = "player 1";
    out->side_title[1] = "player 2";
}

/* The places are numbered as the events number them: the pits, then the stores. */
void mancala_sketch_read(const MancalaBoard *b, PosSketch *sk)
{
    for (int i = 0; i < 2 * b->npits; i++)
        sk->place[i] = b->pit[i];
    sk->place[2 * b->npits] = b->store[0];
    sk->place[2 * b->npits + 1] = b->store[1];
    sk->side = b->side;
}

int mancala_sketch_text(const Game *g, const PosSketch *sk, char *buf, size_t len, PosCheck *why)
{
    (void)why; /* every count in range can be written */
    PosLayout l;
    MancalaBoard b;
    g->rules->pos_layout(g, &l);
    b.npits = l.width;
    for (int i = 0; i < 2 * b.npits; i++)
        b.pit[i] = sk->place[i];
    b.store[0] = sk->place[2 * b.npits];
    b.store[1] = sk->place[2 * b.npits + 1];
    b.side = sk->side;
    mancala_format(&b, buf, len);
    return 0;
}

int mancala_parse_move(const char *text, int npits, Move *m)
{
    if (!text[0] || text[1])
        return -1;
    int c = text[0];
    int i = (c >= 'a' && c <= 'z') ? c - 'a' : (c >= 'A' && c <= 'Z') ? c - 'A' : -1;
    if (i < 0 || i >= 2 * npits)
        return -1;
    *m = (Move)i;
    return 0;
}

void mancala_format_move(Move m, char *buf, size_t len)
{
    if (m < 26)
        snprintf(buf, len, "%c", 'A' + m);
    else
        snprintf(buf, len, "?");
}

void mancala_board_text(const MancalaBoard *b, const char *store_word, char *buf, size_t len)
{
    size_t used = 0;
    int n = b->npits;
    if (len)
        buf[0] = '\0';
    game_append(buf, len, &used, "      ");
    for (int i = 2 * n - 1; i >= n; i--)
        game_append(buf, len, &used, "  %c ", 'A' + i);
    game_append(buf, len, &used, "\n      ");
    for (int i = 2 * n - 1; i >= n; i--)
        game_append(buf, len, &used, "%3d ", b->pit[i]);
    game_append(buf, len, &used, "\n %3d  ", b->store[1]);
    for (int i = 0; i < n; i++)
        game_append(buf, len, &used, "    ");
    game_append(buf, len, &used, " %3d\n      ", b->store[0]);
    for (int i = 0; i < n; i++)
        game_append(buf, len, &used, "%3d ", b->pit[i]);
    game_append(buf, len, &used, "\n      ");
    for (int i = 0; i < n; i++)
        game_append(buf, len, &used, "  %c ", 'A' + i);
    game_append(buf, len, &used, "\nplayer %d to move; %s: player 1 %d (right), player 2 %d (left)",
                   b->side + 1, store_word, b->store[0], b->store[1]);
}

/* The depths of simple, medium and hard: with more than MANCALA_LATE_SEEDS
 * seeds on the board, and with that many or fewer.  Simple and medium are
 * the seed program's; hard searches two plies more than it did, for at 8
 * (12) it scored under 65% against medium in Kalah (docs/measurements.md). */
static const int mancala_depths[LEVEL_HARD + 1][2] = {{2, 2}, {6, 8}, {10, 14}};

void mancala_level_profile(int seeds_on_board, int level, Evaluate *simple, const MancalaExpert *expert,
                           LevelProfile *out)
{
    int x = level == LEVEL_EXPERT;
    out->depth = level <= LEVEL_HARD ? mancala_depths[level][seeds_on_board <= MANCALA_LATE_SEEDS] : 0;
    out->exact = level == LEVEL_PERFECT;
    out->evaluate = x ? expert->evaluate : simple;
    out->unit = x ? expert->unit : 1;
    out->decisive = x ? expert->decisive : 0;
    out->reduce = x && expert->reduce;
    out->book = x && expert->book;
    out->contempt = 0;
}
