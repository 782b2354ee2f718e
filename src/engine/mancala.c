/*
 * mancala.c - notation, board picture and level profiles shared by the
 * sowing games (see mancala.h).
 */
#include "mancala.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int mancala_fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

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
    if (n == 0 || v > 255)
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

int mancala_parse(const char *text, int npits, MancalaBoard *b, char *err, size_t errlen)
{
    MancalaBoard t;
    memset(&t, 0, sizeof t);
    t.npits = npits;
    const char *s = text;
    if (mancala_read_row(&s, npits, '/', t.pit) != 0)
        return mancala_fail(err, errlen, "player 1's row must be %d comma-separated counts then '/'", npits);
    if (mancala_read_row(&s, npits, '/', t.pit + npits) != 0)
        return mancala_fail(err, errlen, "player 2's row must be %d comma-separated counts then '/'", npits);
    if (mancala_read_row(&s, 2, '/', t.store) != 0)
        return mancala_fail(err, errlen, "the stores must be two counts 'S1,S2' then '/'");
    if ((s[0] != '1' && s[0] != '2') || s[1] != '\0')
        return mancala_fail(err, errlen, "the side to move must be 1 or 2 at the end");
    t.side = s[0] - '1';
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

/* The depths of simple, medium and hard (the seed program's): with more
 * than MANCALA_LATE_SEEDS seeds on the board, and with that many or fewer. */
static const int mancala_depths[LEVEL_HARD + 1][2] = {{2, 2}, {6, 8}, {8, 12}};

void mancala_level_profile(int seeds_on_board, int level, int (*evaluate)(const Game *g, const Pos *p),
                           LevelProfile *out)
{
    out->depth = level <= LEVEL_HARD ? mancala_depths[level][seeds_on_board <= MANCALA_LATE_SEEDS] : 0;
    out->exact = level == LEVEL_PERFECT;
    out->evaluate = evaluate;
    out->contempt = 0;
}
