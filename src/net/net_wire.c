/*
 * net_wire.c - the network's lines read and written (net_wire.h).
 *
 * A line is split into words first, and a line that does not split cleanly
 * (a byte outside printable ASCII, a space at either end or two together,
 * too many words) is refused before any word is read; then each verb takes
 * exactly its words, each of a known shape.  Writing formats the message
 * and reads it back, so nothing is sent that the other side would refuse.
 */
#include "net_wire.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define NW_WORDS 16 /* the verb, a game's name and its options */

static const char *const nw_verbs[NET_VERB_COUNT] = {
    "hello", "refuse", "game", "start", "side", "move",
    "ready", "draw", "takeback", "resign", "ping", "pong", "bye",
};
/* The words of a draw offer's and a take-back's steps (NetAnswer). */
static const char *const nw_answers[2][3] = {{"offer", "accept", "decline"}, {"request", "accept", "decline"}};

typedef struct {
    const char *at[NW_WORDS];
    size_t len[NW_WORDS];
    int n;
} Words;

static int nw_fail(char *err, size_t errlen, const char *why)
{
    snprintf(err, errlen, "%s", why);
    return -1;
}

static int nw_split(const char *line, size_t len, Words *w, char *err, size_t errlen)
{
    if (len == 0)
        return nw_fail(err, errlen, "an empty line");
    if (len >= NET_LINE_MAX)
        return nw_fail(err, errlen, "a line too long");
    w->n = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)line[i];
        if (c < 0x20 || c > 0x7e)
            return nw_fail(err, errlen, "a byte that is not printable ASCII");
        if (c == ' ') {
            if (i == 0 || i == len - 1 || line[i - 1] == ' ')
                return nw_fail(err, errlen, "a stray space");
            continue;
        }
        if (i == 0 || line[i - 1] == ' ') {
            if (w->n == NW_WORDS)
                return nw_fail(err, errlen, "too many words");
            w->at[w->n] = line + i;
            w->len[w->n++] = 0;
        }
        w->len[w->n - 1]++;
    }
    return 0;
}

static int nw_is(const Words *w, int i, const char *word)
{
    return w->len[i] == strlen(word) && memcmp(w->at[i], word, w->len[i]) == 0;
}

/* Decimal, no sign and no leading zero, at most max. */
static int nw_number(const Words *w, int i, uint32_t min, uint32_t max, uint32_t *out)
{
    const char *s = w->at[i];
    size_t n = w->len[i];
    if (n == 0 || n > 10 || (n > 1 && s[0] == '0'))
        return -1;
    uint64_t v = 0;
    for (size_t k = 0; k < n; k++) {
        if (s[k] < '0' || s[k] > '9')
            return -1;
        v = v * 10 + (uint64_t)(s[k] - '0');
    }
    if (v < min || v > max)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

/* Exactly 16 lowercase hexadecimal digits. */
static int nw_hash(const Words *w, int i, uint64_t *out)
{
    if (w->len[i] != 16)
        return -1;
    uint64_t v = 0;
    for (int k = 0; k < 16; k++) {
        char c = w->at[i][k];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return -1;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return 0;
}

/* A word whose characters all pass `ok`, copied into out. */
static int nw_word(const Words *w, int i, int (*ok)(char c), char *out)
{
    if (w->len[i] >= NET_WORD_MAX)
        return -1;
    for (size_t k = 0; k < w->len[i]; k++)
        if (ok && !ok(w->at[i][k]))
            return -1;
    memcpy(out, w->at[i], w->len[i]);
    out[w->len[i]] = '\0';
    return 0;
}

static int nw_lower(char c) { return c >= 'a' && c <= 'z'; }
static int nw_code_char(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'); }
static int nw_version_char(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || strchr(".+~-", c) != NULL;
}
static int nw_protocol_char(char c) { return nw_lower(c) || (c >= '0' && c <= '9') || c == '-' || c == '/'; }

/* key=value, both of lowercase letters, digits and '_', the key starting
 * with a letter. */
static int nw_option(const Words *w, int i)
{
    const char *s = w->at[i], *eq = memchr(s, '=', w->len[i]);
    if (!eq || eq == s || !nw_lower(s[0]) || eq == s + w->len[i] - 1)
        return -1;
    for (const char *c = s; c < s + w->len[i]; c++)
        if (c != eq && !nw_lower(*c) && !(*c >= '0' && *c <= '9') && *c != '_')
            return -1;
    return 0;
}

/* The rest of the line from word i, as a reason or a game's options. */
static int nw_rest(const Words *w, int i, const char *line, size_t len, char *out)
{
    size_t from = (size_t)(w->at[i] - line);
    if (len - from >= NET_TEXT_MAX)
        return -1;
    memcpy(out, line + from, len - from);
    out[len - from] = '\0';
    return 0;
}

static int nw_answer(const Words *w, int which, NetAnswer *out)
{
    for (int a = 0; a < 3; a++)
        if (nw_is(w, 1, nw_answers[which][a])) {
            *out = (NetAnswer)a;
            return 0;
        }
    return -1;
}

/* The words after the verb, by verb; -1 when they are not its. */
static int nw_args(const Words *w, const char *line, size_t len, NetMsg *m)
{
    int n = w->n - 1;
    switch (m->verb) {
    case NET_HELLO:
        return n == 3 && nw_word(w, 1, nw_protocol_char, m->word[0]) == 0 &&
                       nw_word(w, 2, nw_version_char, m->word[1]) == 0 && nw_word(w, 3, nw_code_char, m->word[2]) == 0
                   ? 0
                   : -1;
    case NET_READY:
        return n == 2 && nw_number(w, 1, 0, NET_PLIES_MAX, &m->number) == 0 && nw_hash(w, 2, &m->hash) == 0 ? 0 : -1;
    case NET_REFUSE:
    case NET_BYE:
        return n >= 1 && nw_rest(w, 1, line, len, m->text) == 0 ? 0 : -1;
    case NET_GAME:
        if (n < 1 || w->len[1] > 15 || nw_word(w, 1, nw_lower, m->word[0]) != 0)
            return -1;
        for (int i = 2; i < w->n; i++)
            if (nw_option(w, i) != 0)
                return -1;
        return n == 1 ? 0 : nw_rest(w, 2, line, len, m->text);
    case NET_START:
        return n == 0 || (n == 1 && nw_word(w, 1, NULL, m->word[0]) == 0) ? 0 : -1;
    case NET_SIDE:
        if (n != 1 || !(nw_is(w, 1, "1") || nw_is(w, 1, "2")))
            return -1;
        m->side = w->at[1][0] - '0';
        return 0;
    case NET_MOVE:
        return n == 3 && nw_number(w, 1, 1, NET_PLIES_MAX, &m->number) == 0 && nw_word(w, 2, NULL, m->word[0]) == 0 &&
                       nw_hash(w, 3, &m->hash) == 0
                   ? 0
                   : -1;
    case NET_DRAW:
    case NET_TAKEBACK:
        return n == 1 && nw_answer(w, m->verb == NET_TAKEBACK, &m->answer) == 0 ? 0 : -1;
    case NET_RESIGN:
        return n == 0 ? 0 : -1;
    case NET_PING:
    case NET_PONG:
        return n == 1 && nw_number(w, 1, 0, UINT32_MAX, &m->number) == 0 ? 0 : -1;
    case NET_VERB_COUNT:
        break;
    }
    return -1;
}

int net_wire_read(const char *line, size_t len, NetMsg *m, char *err, size_t errlen)
{
    Words w;
    if (nw_split(line, len, &w, err, errlen) != 0)
        return -1;
    memset(m, 0, sizeof *m);
    m->verb = NET_VERB_COUNT;
    for (int v = 0; v < NET_VERB_COUNT; v++)
        if (nw_is(&w, 0, nw_verbs[v]))
            m->verb = (NetVerb)v;
    if (m->verb == NET_VERB_COUNT)
        return nw_fail(err, errlen, "an unknown message");
    if (nw_args(&w, line, len, m) != 0) {
        snprintf(err, errlen, "a \"%s\" message of the wrong form", nw_verbs[m->verb]);
        return -1;
    }
    return 0;
}

/* The line of m without its '\n', unchecked: its length, or -1. */
static int nw_format(const NetMsg *m, char *buf, size_t len)
{
    const char *v = (unsigned)m->verb < NET_VERB_COUNT ? nw_verbs[m->verb] : NULL;
    unsigned a = (unsigned)m->answer;
    if (!v)
        return -1;
    switch (m->verb) {
    case NET_HELLO: return snprintf(buf, len, "%s %s %s %s", v, m->word[0], m->word[1], m->word[2]);
    case NET_READY: return snprintf(buf, len, "%s %" PRIu32 " %016" PRIx64, v, m->number, m->hash);
    case NET_REFUSE:
    case NET_BYE: return snprintf(buf, len, "%s %s", v, m->text);
    case NET_GAME: return snprintf(buf, len, "%s %s%s%s", v, m->word[0], m->text[0] ? " " : "", m->text);
    case NET_START: return snprintf(buf, len, "%s%s%s", v, m->word[0][0] ? " " : "", m->word[0]);
    case NET_SIDE: return snprintf(buf, len, "%s %d", v, m->side);
    case NET_MOVE: return snprintf(buf, len, "%s %" PRIu32 " %s %016" PRIx64, v, m->number, m->word[0], m->hash);
    case NET_DRAW:
    case NET_TAKEBACK:
        return a < 3 ? snprintf(buf, len, "%s %s", v, nw_answers[m->verb == NET_TAKEBACK][a]) : -1;
    case NET_RESIGN: return snprintf(buf, len, "%s", v);
    case NET_PING:
    case NET_PONG: return snprintf(buf, len, "%s %" PRIu32, v, m->number);
    case NET_VERB_COUNT: break;
    }
    return -1;
}

int net_wire_write(const NetMsg *m, char *buf, size_t len)
{
    char line[NET_LINE_MAX + 1], why[80];
    NetMsg back;
    int n = nw_format(m, line, sizeof line);
    if (n <= 0 || n >= NET_LINE_MAX || (size_t)n + 2 > len || net_wire_read(line, (size_t)n, &back, why, sizeof why) != 0)
        return -1;
    memcpy(buf, line, (size_t)n);
    buf[n] = '\n';
    buf[n + 1] = '\0';
    return n + 1;
}
