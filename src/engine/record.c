/*
 * record.c - reading, writing and replaying game records (record.h).
 */
#define _POSIX_C_SOURCE 200809L /* fileno, fsync */
#include "record.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int record_fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

/* Reads `[Name "value"]`; 0 with name and value filled, -1 if malformed. */
static int record_tag(const char *s, const char *end, char *name, size_t nlen, char *value, size_t vlen)
{
    if (s >= end || *s != '[')
        return -1;
    s++;
    size_t n = 0;
    while (s < end && ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9'))) {
        if (n + 1 >= nlen)
            return -1;
        name[n++] = *s++;
    }
    name[n] = '\0';
    if (n == 0 || s >= end || *s++ != ' ' || s >= end || *s++ != '"')
        return -1;
    n = 0;
    while (s < end && *s != '"') {
        if (n + 1 >= vlen)
            return -1;
        value[n++] = *s++;
    }
    value[n] = '\0';
    if (s >= end || *s++ != '"' || s >= end || *s++ != ']')
        return -1;
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\r'))
        s++;
    return s == end ? 0 : -1;
}

/* Copies a tag value; -1 when it does not fit (a damaged or foreign file). */
static int record_set(char *dst, size_t cap, const char *v)
{
    size_t n = strlen(v);
    if (n >= cap)
        return -1;
    memcpy(dst, v, n + 1);
    return 0;
}

static int record_is_result(const char *t)
{
    return strcmp(t, "1-0") == 0 || strcmp(t, "0-1") == 0 || strcmp(t, "1/2-1/2") == 0 || strcmp(t, "*") == 0;
}

/* A move number: "12." or "12..." (a turn that starts with player 2). */
static int record_is_number(const char *t)
{
    size_t digits = 0;
    while (t[digits] >= '0' && t[digits] <= '9')
        digits++;
    return digits > 0 && (strcmp(t + digits, ".") == 0 || strcmp(t + digits, "...") == 0);
}

/* The result token and score of a finished replay. */
static void record_outcome(const GameStatus *st, char *result, size_t rlen, char *score, size_t slen)
{
    if (!st->over) {
        snprintf(result, rlen, "*");
        score[0] = '\0';
        return;
    }
    snprintf(result, rlen, "%s", st->winner < 0 ? "1/2-1/2" : st->winner == 0 ? "1-0" : "0-1");
    snprintf(score, slen, "%d-%d", st->score[0], st->score[1]);
}

typedef struct {
    Game *game;
    Pos *pos;
    uint64_t *hist;
    int n;
} RecordReplay;

static void record_replay_free(RecordReplay *r)
{
    pos_free(r->pos);
    free(r->hist);
    game_destroy(r->game);
}

/* Sets up the game and start position of rec. */
static int record_replay_begin(RecordReplay *r, const Record *rec, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->game = game_create(rec->rules, &rec->opts, err, errlen);
    if (!r->game)
        return -1;
    r->pos = pos_new(r->game);
    r->hist = malloc(sizeof *r->hist * (RECORD_MAX_MOVES + 1));
    if (!r->pos || !r->hist) {
        record_replay_free(r);
        return record_fail(err, errlen, "out of memory");
    }
    if (rec->start[0]) {
        char why[256];
        if (rec->rules->parse_pos(r->game, rec->start, r->pos, why, sizeof why) != 0) {
            record_replay_free(r);
            return record_fail(err, errlen, "the Start position is impossible: %s", why);
        }
    } else {
        rec->rules->start(r->game, r->pos);
    }
    return 0;
}

/* Plays one more move of the replay; -1 when it is not legal here. */
static int record_replay_move(RecordReplay *r, Move m)
{
    GameStatus st;
    r->game->rules->status(r->game, r->pos, r->hist, r->n, &st);
    if (st.over)
        return -1;
    Move moves[GAME_MAX_MOVES];
    int n = r->game->rules->legal(r->game, r->pos, moves), ok = 0;
    for (int i = 0; i < n; i++)
        ok |= moves[i] == m;
    if (!ok)
        return -1;
    r->hist[r->n++] = pos_hash(r->pos);
    r->game->rules->play(r->game, r->pos, m, NULL);
    r->game->rules->status(r->game, r->pos, r->hist, r->n, &st);
    if (st.over && st.reason != END_RULE && r->game->rules->conclude)
        r->game->rules->conclude(r->game, r->pos, &st, NULL);
    return 0;
}

int record_parse(const char *text, size_t len, Record *rec, char *err, size_t errlen)
{
    memset(rec, 0, sizeof *rec);
    if (len > RECORD_MAX_BYTES)
        return record_fail(err, errlen, "the record is larger than %d bytes", RECORD_MAX_BYTES);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c != '\n' && c != '\r' && c != '\t' && (c < 32 || c > 126))
            return record_fail(err, errlen, "byte %zu is not printable text: not a Tabula record", i + 1);
    }
    char result_tag[16] = "", score_tag[32] = "", options[256] = "";
    int have_options = 0;
    RecordReplay rp;
    int replaying = 0, line = 0, ended = 0;
    const char *s = text, *end = text + len;
    while (s < end) {
        const char *eol = memchr(s, '\n', (size_t)(end - s));
        const char *le = eol ? eol : end;
        line++;
        const char *t = s;
        while (t < le && (*t == ' ' || *t == '\t' || *t == '\r'))
            t++;
        if (t < le && *t == '[') {
            char name[32], value[GAME_TEXT_MAX];
            if (record_tag(t, le, name, sizeof name, value, sizeof value) != 0)
                goto bad_line;
            if (replaying)
                return record_replay_free(&rp), record_fail(err, errlen, "line %d: a tag after the moves", line);
            if (strcmp(name, "Game") == 0) {
                rec->rules = game_find(value);
                if (!rec->rules)
                    return record_fail(err, errlen, "line %d: unknown game '%s'", line, value);
                game_options_default(rec->rules, &rec->opts);
            } else if (strcmp(name, "Options") == 0) {
                if (record_set(options, sizeof options, value) != 0)
                    goto long_value;
                have_options = 1;
            } else if (strcmp(name, "Start") == 0) {
                if (record_set(rec->start, sizeof rec->start, value) != 0)
                    goto long_value;
            } else if (strcmp(name, "Player1") == 0 || strcmp(name, "Player2") == 0) {
                if (record_set(rec->player[name[6] - '1'], sizeof rec->player[0], value) != 0)
                    goto long_value;
            } else if (strcmp(name, "Date") == 0) {
                if (record_set(rec->date, sizeof rec->date, value) != 0)
                    goto long_value;
            } else if (strcmp(name, "Result") == 0) {
                if (!record_is_result(value))
                    return record_fail(err, errlen, "line %d: Result must be 1-0, 0-1, 1/2-1/2 or *", line);
                record_set(result_tag, sizeof result_tag, value);
            } else if (strcmp(name, "Score") == 0) {
                if (record_set(score_tag, sizeof score_tag, value) != 0)
                    goto long_value;
            } /* other tags are kept by nobody but allowed, as in PGN */
        } else if (t < le) {
            if (ended)
                return record_replay_free(&rp), record_fail(err, errlen, "line %d: moves after the result", line);
            if (!replaying) {
                if (!rec->rules)
                    return record_fail(err, errlen, "line %d: moves before the [Game \"...\"] tag", line);
                if (have_options) {
                    char opt[256];
                    snprintf(opt, sizeof opt, "%s", options);
                    for (char *save = NULL, *kv = strtok_r(opt, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
                        char why[128];
                        if (game_options_set(rec->rules, &rec->opts, kv, why, sizeof why) != 0)
                            return record_fail(err, errlen, "Options: %s", why);
                    }
                }
                if (record_replay_begin(&rp, rec, err, errlen) != 0)
                    return -1;
                replaying = 1;
            }
            char lbuf[4096];
            size_t n = (size_t)(le - t);
            if (n >= sizeof lbuf)
                return record_replay_free(&rp), record_fail(err, errlen, "line %d is too long", line);
            memcpy(lbuf, t, n);
            lbuf[n] = '\0';
            for (char *save = NULL, *tok = strtok_r(lbuf, " \t\r", &save); tok; tok = strtok_r(NULL, " \t\r", &save)) {
                if (ended)
                    return record_replay_free(&rp), record_fail(err, errlen, "line %d: moves after the result", line);
                if (record_is_number(tok))
                    continue;
                if (record_is_result(tok)) {
                    ended = 1;
                    continue;
                }
                Move m;
                if (rec->nmoves >= RECORD_MAX_MOVES)
                    return record_replay_free(&rp), record_fail(err, errlen, "more than %d moves", RECORD_MAX_MOVES);
                if (rp.game->rules->parse_move(rp.game, rp.pos, tok, &m) != 0 || record_replay_move(&rp, m) != 0)
                    return record_replay_free(&rp),
                           record_fail(err, errlen, "line %d: move %d '%s' is not legal here", line, rec->nmoves + 1, tok);
                rec->moves[rec->nmoves++] = m;
            }
        }
        s = eol ? eol + 1 : end;
        continue;
    bad_line:
        if (replaying)
            record_replay_free(&rp);
        return record_fail(err, errlen, "line %d: a tag must look like [Name \"value\"]", line);
    long_value:
        return record_fail(err, errlen, "line %d: the tag's value is too long", line);
    }
    if (!rec->rules)
        return record_fail(err, errlen, "no [Game \"...\"] tag: not a Tabula record");
    if (!replaying) { /* a record with no moves yet */
        if (have_options) {
            char opt[256];
            snprintf(opt, sizeof opt, "%s", options);
            for (char *save = NULL, *kv = strtok_r(opt, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
                char why[128];
                if (game_options_set(rec->rules, &rec->opts, kv, why, sizeof why) != 0)
                    return record_fail(err, errlen, "Options: %s", why);
            }
        }
        if (record_replay_begin(&rp, rec, err, errlen) != 0)
            return -1;
    }
    GameStatus st;
    rp.game->rules->status(rp.game, rp.pos, rp.hist, rp.n, &st);
    char result[16], score[32];
    record_outcome(&st, result, sizeof result, score, sizeof score);
    record_replay_free(&rp);
    /* A stated result that the moves do not reach means a damaged file. */
    if (result_tag[0] && strcmp(result_tag, result) != 0)
        return record_fail(err, errlen, "the Result tag says %s but the moves give %s", result_tag, result);
    if (score_tag[0] && strcmp(score_tag, score) != 0)
        return record_fail(err, errlen, "the Score tag says %s but the moves give %s", score_tag,
                           score[0] ? score : "an unfinished game");
    return 0;
}

static void record_put(char *buf, size_t len, size_t *used, int *overflow, const char *fmt, ...)
{
    if (*used >= len) {
        *overflow = 1;
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *used, len - *used, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= len - *used) {
        *overflow = 1;
        *used = len;
        return;
    }
    *used += (size_t)n;
}

int record_format(const Record *rec, char *buf, size_t len)
{
    char err[256], opts[256], result[16], score[32];
    RecordReplay rp;
    if (record_replay_begin(&rp, rec, err, sizeof err) != 0)
        return -1;
    size_t used = 0;
    int overflow = 0;
    game_options_format(rec->rules, &rec->opts, opts, sizeof opts);
    record_put(buf, len, &used, &overflow, "[Game \"%s\"]\n[Options \"%s\"]\n", rec->rules->name, opts);
    if (rec->start[0])
        record_put(buf, len, &used, &overflow, "[Start \"%s\"]\n", rec->start);
    for (int s = 0; s < 2; s++)
        if (rec->player[s][0])
            record_put(buf, len, &used, &overflow, "[Player%d \"%s\"]\n", s + 1, rec->player[s]);
    if (rec->date[0])
        record_put(buf, len, &used, &overflow, "[Date \"%s\"]\n", rec->date);
    /* The moves first into a second buffer: the result comes from them. */
    char *moves = malloc((size_t)RECORD_MAX_MOVES * 16 + 64);
    if (!moves) {
        record_replay_free(&rp);
        return -1;
    }
    size_t mu = 0, col = 0;
    int mover = -1, number = 0, bad = 0;
    for (int i = 0; i < rec->nmoves; i++) {
        char mv[32], tok[48];
        int side = pos_side(rp.pos);
        rec->rules->format_move(rp.game, rp.pos, rec->moves[i], mv, sizeof mv);
        if (side == 0 && mover != 0)
            snprintf(tok, sizeof tok, "%d. %s", ++number, mv);
        else if (i == 0)
            snprintf(tok, sizeof tok, "%d... %s", ++number, mv);
        else
            snprintf(tok, sizeof tok, "%s", mv);
        mover = side;
        if (record_replay_move(&rp, rec->moves[i]) != 0) {
            bad = 1;
            break;
        }
        size_t tl = strlen(tok);
        if (col && col + 1 + tl > 72) {
            moves[mu++] = '\n';
            col = 0;
        } else if (col) {
            moves[mu++] = ' ';
            col++;
        }
        memcpy(moves + mu, tok, tl);
        mu += tl;
        col += tl;
    }
    moves[mu] = '\0';
    GameStatus st;
    rp.game->rules->status(rp.game, rp.pos, rp.hist, rp.n, &st);
    record_outcome(&st, result, sizeof result, score, sizeof score);
    record_replay_free(&rp);
    record_put(buf, len, &used, &overflow, "[Result \"%s\"]\n", result);
    if (score[0])
        record_put(buf, len, &used, &overflow, "[Score \"%s\"]\n", score);
    record_put(buf, len, &used, &overflow, "\n%s%s%s\n", moves, mu ? " " : "", result);
    free(moves);
    return bad || overflow ? -1 : (int)used;
}

int record_replay(const Game *g, const Record *rec, unsigned char *out, char *err, size_t errlen)
{
    RecordReplay rp;
    if (record_replay_begin(&rp, rec, err, errlen) != 0)
        return -1;
    size_t sz = g->rules->pos_size;
    memcpy(out, rp.pos, sz);
    for (int i = 0; i < rec->nmoves; i++) {
        if (record_replay_move(&rp, rec->moves[i]) != 0) {
            record_replay_free(&rp);
            return record_fail(err, errlen, "move %d is not legal", i + 1);
        }
        memcpy(out + sz * (size_t)(i + 1), rp.pos, sz);
    }
    record_replay_free(&rp);
    return 0;
}

int record_read_file(const char *path, char **text, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return record_fail(err, errlen, "cannot open %s: %s", path, strerror(errno));
    char *buf = malloc(RECORD_MAX_BYTES + 1);
    if (!buf) {
        fclose(f);
        return record_fail(err, errlen, "out of memory");
    }
    size_t n = fread(buf, 1, RECORD_MAX_BYTES + 1, f);
    int failed = ferror(f);
    fclose(f);
    if (failed || n > RECORD_MAX_BYTES) {
        free(buf);
        return record_fail(err, errlen, failed ? "cannot read %s" : "%s is too large for a game record", path);
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

int record_write_file(const char *path, const char *text, size_t len, char *err, size_t errlen)
{
    char tmp[4200];
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp)
        return record_fail(err, errlen, "the file name is too long");
    int fd = mkstemp(tmp);
    if (fd < 0)
        return record_fail(err, errlen, "cannot write in the folder of %s: %s", path, strerror(errno));
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        close(fd);
        unlink(tmp);
        return record_fail(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
    }
    int ok = fwrite(text, 1, len, f) == len && fflush(f) == 0 && fsync(fileno(f)) == 0;
    int saved = errno;
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        unlink(tmp);
        return record_fail(err, errlen, "cannot write %s: %s", path, strerror(saved ? saved : EIO));
    }
    if (rename(tmp, path) != 0) {
        saved = errno;
        unlink(tmp);
        return record_fail(err, errlen, "cannot replace %s: %s", path, strerror(saved));
    }
    return 0;
}
