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

/* The result token and score of a finished game, or "*" and no score. */
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

/* ---- replaying ---- */

/* A game of rec's rules and options, at rec's start, to replay its moves. */
typedef struct {
    Game *game;
    Match *match;
} RecordReplay;

static void record_replay_free(RecordReplay *r)
{
    match_destroy(r->match);
    game_destroy(r->game);
    memset(r, 0, sizeof *r);
}

/* A match of g at rec's start position (the rules' own when it has none). */
static Match *record_start(const Game *g, const Record *rec, char *err, size_t errlen)
{
    Pos *start = NULL;
    if (rec->start[0]) {
        char why[256];
        start = pos_new(g);
        if (!start) {
            record_fail(err, errlen, "out of memory");
            return NULL;
        }
        if (rec->rules->parse_pos(g, rec->start, start, why, sizeof why) != 0) {
            pos_free(start);
            record_fail(err, errlen, "the Start position is impossible: %s", why);
            return NULL;
        }
    }
    Match *m = match_create(g, start);
    pos_free(start);
    if (!m)
        record_fail(err, errlen, "out of memory");
    return m;
}

static int record_replay_begin(RecordReplay *r, const Record *rec, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->game = game_create(rec->rules, &rec->opts, err, errlen);
    if (!r->game)
        return -1;
    r->match = record_start(r->game, rec, err, errlen);
    if (!r->match) {
        record_replay_free(r);
        return -1;
    }
    return 0;
}

/* ---- reading ---- */

/* What reading a record keeps between its lines. */
typedef struct {
    Record *rec;
    char result_tag[16], score_tag[32], options[256];
    int have_options;
    RecordReplay rp;  /* set up at the first move, or at the end */
    int replaying;
    int line;
    int ended;        /* a result token was read */
    int readable;     /* record_read: keep the moves up to the first that cannot be read */
    int cut;          /* ... and that one was met: the rest is not read */
    RecordReport *rep;
    char *err;
    size_t errlen;
} RecordReader;

/* Fails with the problem (and the line, when it is to blame) and a reason. */
static int reader_fail(RecordReader *rd, RecordProblem problem, const char *fmt, ...)
{
    rd->rep->problem = problem;
    rd->rep->line = problem == RECORD_BAD_OPTIONS || problem == RECORD_BAD_START || problem == RECORD_BAD_RESULT
                        ? 0
                        : rd->line;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rd->err, rd->errlen, fmt, ap);
    va_end(ap);
    return -1;
}

/* One tag line, between t and le. */
static int reader_tag(RecordReader *rd, const char *t, const char *le)
{
    char name[32], value[GAME_TEXT_MAX];
    Record *rec = rd->rec;
    if (record_tag(t, le, name, sizeof name, value, sizeof value) != 0)
        return reader_fail(rd, rd->rec->rules ? RECORD_DAMAGED : RECORD_NO_GAME, "line %d: a tag must look like [Name \"value\"]",
                           rd->line);
    if (rd->replaying)
        return reader_fail(rd, RECORD_DAMAGED, "line %d: a tag after the moves", rd->line);
    int fits = 0;
    if (strcmp(name, "Game") == 0) {
        rec->rules = game_find(value);
        if (!rec->rules)
            return reader_fail(rd, RECORD_UNKNOWN_GAME, "line %d: unknown game '%s'", rd->line, value);
        game_options_default(rec->rules, &rec->opts);
    } else if (strcmp(name, "Options") == 0) {
        fits = record_set(rd->options, sizeof rd->options, value);
        rd->have_options = 1;
    } else if (strcmp(name, "Start") == 0) {
        fits = record_set(rec->start, sizeof rec->start, value);
    } else if (strcmp(name, "Player1") == 0 || strcmp(name, "Player2") == 0) {
        fits = record_set(rec->player[name[6] - '1'], sizeof rec->player[0], value);
    } else if (strcmp(name, "Date") == 0) {
        fits = record_set(rec->date, sizeof rec->date, value);
    } else if (strcmp(name, "Result") == 0) {
        if (!record_is_result(value))
            return reader_fail(rd, RECORD_DAMAGED, "line %d: Result must be 1-0, 0-1, 1/2-1/2 or *", rd->line);
        record_set(rd->result_tag, sizeof rd->result_tag, value);
    } else if (strcmp(name, "Score") == 0) {
        fits = record_set(rd->score_tag, sizeof rd->score_tag, value);
    } /* other tags are kept by nobody but allowed, as in PGN */
    if (fits != 0)
        return reader_fail(rd, RECORD_DAMAGED, "line %d: the tag's value is too long", rd->line);
    return 0;
}

/* After the tags: the options applied and the game set up at its start. */
static int reader_begin_moves(RecordReader *rd)
{
    Record *rec = rd->rec;
    if (rd->have_options) {
        char opt[256];
        snprintf(opt, sizeof opt, "%s", rd->options);
        for (char *save = NULL, *kv = strtok_r(opt, " ", &save); kv; kv = strtok_r(NULL, " ", &save)) {
            char why[128];
            if (game_options_set(rec->rules, &rec->opts, kv, why, sizeof why) != 0)
                return reader_fail(rd, RECORD_BAD_OPTIONS, "Options: %s", why);
        }
    }
    if (record_replay_begin(&rd->rp, rec, rd->err, rd->errlen) != 0) {
        rd->rep->problem = rec->start[0] ? RECORD_BAD_START : RECORD_BAD_OPTIONS;
        return -1;
    }
    rd->replaying = 1;
    return 0;
}

/* One line of moves, between t and le: each played as it is read. */
static int reader_moves(RecordReader *rd, const char *t, const char *le)
{
    Record *rec = rd->rec;
    if (rd->ended)
        return reader_fail(rd, RECORD_DAMAGED, "line %d: moves after the result", rd->line);
    if (!rd->replaying) {
        if (!rec->rules)
            return reader_fail(rd, RECORD_NO_GAME, "line %d: moves before the [Game \"...\"] tag", rd->line);
        if (reader_begin_moves(rd) != 0)
            return -1;
    }
    char lbuf[4096];
    size_t n = (size_t)(le - t);
    if (n >= sizeof lbuf)
        return reader_fail(rd, RECORD_DAMAGED, "line %d is too long", rd->line);
    memcpy(lbuf, t, n);
    lbuf[n] = '\0';
    for (char *save = NULL, *tok = strtok_r(lbuf, " \t\r", &save); tok; tok = strtok_r(NULL, " \t\r", &save)) {
        if (rd->ended)
            return reader_fail(rd, RECORD_DAMAGED, "line %d: moves after the result", rd->line);
        if (record_is_number(tok))
            continue;
        if (record_is_result(tok)) {
            rd->ended = 1;
            continue;
        }
        if (rec->nmoves >= RECORD_MAX_MOVES)
            return reader_fail(rd, RECORD_DAMAGED, "more than %d moves", RECORD_MAX_MOVES);
        const Game *g = rd->rp.game;
        Move m;
        if (g->rules->parse_move(g, match_pos(rd->rp.match), tok, &m) != 0 || match_play(rd->rp.match, m, NULL) != 0) {
            if (rd->readable) { /* the readable part ends here */
                rd->cut = 1;
                rd->rep->problem = RECORD_CUT;
                rd->rep->line = rd->line;
                rd->rep->move = rec->nmoves + 1;
                return 0;
            }
            int rc = reader_fail(rd, RECORD_BAD_MOVE, "line %d: move %d '%s' is not legal here", rd->line,
                                 rec->nmoves + 1, tok);
            rd->rep->move = rec->nmoves + 1;
            return rc;
        }
        rec->moves[rec->nmoves++] = m;
    }
    return 0;
}

/* The end of the text: the stated result and score must be the moves'. */
static int reader_finish(RecordReader *rd)
{
    if (!rd->rec->rules)
        return reader_fail(rd, RECORD_NO_GAME, "no [Game \"...\"] tag: not a Tabula record");
    if (!rd->replaying && reader_begin_moves(rd) != 0) /* a record with no moves yet */
        return -1;
    GameStatus st;
    char result[16], score[32];
    match_status(rd->rp.match, &st);
    record_outcome(&st, result, sizeof result, score, sizeof score);
    /* Moves that stop before the end the tags state: a file cut short,
     * whose readable part is all there is. */
    if (rd->readable && !rd->cut && !st.over && rd->result_tag[0] && strcmp(rd->result_tag, "*") != 0) {
        rd->cut = 1;
        rd->rep->problem = RECORD_CUT;
        rd->rep->move = rd->rec->nmoves + 1;
    }
    if (rd->cut)
        return 0;
    /* A stated result that the moves do not reach means a damaged file. */
    if (rd->result_tag[0] && strcmp(rd->result_tag, result) != 0)
        return reader_fail(rd, RECORD_BAD_RESULT, "the Result tag says %s but the moves give %s", rd->result_tag, result);
    if (rd->score_tag[0] && strcmp(rd->score_tag, score) != 0)
        return reader_fail(rd, RECORD_BAD_RESULT, "the Score tag says %s but the moves give %s", rd->score_tag,
                           score[0] ? score : "an unfinished game");
    return 0;
}

/* Refuses what is not printable text: a binary or foreign file. */
static int record_check_text(const char *text, size_t len, char *err, size_t errlen)
{
    if (len > RECORD_MAX_BYTES)
        return record_fail(err, errlen, "the record is larger than %d bytes", RECORD_MAX_BYTES);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c != '\n' && c != '\r' && c != '\t' && (c < 32 || c > 126))
            return record_fail(err, errlen, "byte %zu is not printable text: not a Tabula record", i + 1);
    }
    return 0;
}

/* Reads a record, strictly or (readable) up to its first unreadable move. */
static int record_read_text(const char *text, size_t len, Record *rec, int readable, RecordReport *rep, char *err,
                            size_t errlen)
{
    memset(rec, 0, sizeof *rec);
    memset(rep, 0, sizeof *rep);
    if (record_check_text(text, len, err, errlen) != 0) {
        rep->problem = RECORD_NOT_TEXT;
        return -1;
    }
    RecordReader rd = {.rec = rec, .readable = readable, .rep = rep, .err = err, .errlen = errlen};
    int rc = 0;
    for (const char *s = text, *end = text + len; s < end && rc == 0 && !rd.cut;) {
        const char *eol = memchr(s, '\n', (size_t)(end - s));
        const char *le = eol ? eol : end;
        rd.line++;
        const char *t = s;
        while (t < le && (*t == ' ' || *t == '\t' || *t == '\r'))
            t++;
        if (t < le)
            rc = *t == '[' ? reader_tag(&rd, t, le) : reader_moves(&rd, t, le);
        s = eol ? eol + 1 : end;
    }
    if (rc == 0)
        rc = reader_finish(&rd);
    record_replay_free(&rd.rp);
    return rc;
}

int record_parse(const char *text, size_t len, Record *rec, char *err, size_t errlen)
{
    RecordReport rep;
    return record_read_text(text, len, rec, 0, &rep, err, errlen);
}

int record_read(const char *text, size_t len, Record *rec, RecordReport *rep, char *err, size_t errlen)
{
    return record_read_text(text, len, rec, 1, rep, err, errlen);
}

/* ---- writing ---- */

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

/* The moves of rec as numbered text, lines of at most 72 columns, played
 * on rp as they are written; -1 when one is not legal. */
static int record_format_moves(const Record *rec, RecordReplay *rp, char *moves)
{
    size_t mu = 0, col = 0;
    int mover = -1, number = 0;
    moves[0] = '\0';
    for (int i = 0; i < rec->nmoves; i++) {
        char mv[32], tok[48];
        const Pos *p = match_pos(rp->match);
        int side = pos_side(p);
        rec->rules->format_move(rp->game, p, rec->moves[i], mv, sizeof mv);
        if (side == 0 && mover != 0)
            snprintf(tok, sizeof tok, "%d. %s", ++number, mv);
        else if (i == 0)
            snprintf(tok, sizeof tok, "%d... %s", ++number, mv);
        else
            snprintf(tok, sizeof tok, "%s", mv);
        mover = side;
        if (match_play(rp->match, rec->moves[i], NULL) != 0)
            return -1;
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
        moves[mu] = '\0';
    }
    return 0;
}

int record_format(const Record *rec, char *buf, size_t len)
{
    char err[256], opts[256], result[16], score[32];
    RecordReplay rp;
    if (record_replay_begin(&rp, rec, err, sizeof err) != 0)
        return -1;
    /* The moves first into a second buffer: the result comes from them. */
    char *moves = malloc((size_t)RECORD_MAX_MOVES * 16 + 64);
    if (!moves) {
        record_replay_free(&rp);
        return -1;
    }
    int bad = record_format_moves(rec, &rp, moves) != 0;
    GameStatus st;
    match_status(rp.match, &st);
    record_outcome(&st, result, sizeof result, score, sizeof score);
    record_replay_free(&rp);

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
    record_put(buf, len, &used, &overflow, "[Result \"%s\"]\n", result);
    if (score[0])
        record_put(buf, len, &used, &overflow, "[Score \"%s\"]\n", score);
    record_put(buf, len, &used, &overflow, "\n%s%s%s\n", moves, moves[0] ? " " : "", result);
    free(moves);
    return bad || overflow ? -1 : (int)used;
}

/* ---- records and matches ---- */

Match *record_match(const Game *g, const Record *rec, char *err, size_t errlen)
{
    Match *m = record_start(g, rec, err, errlen);
    if (!m)
        return NULL;
    for (int i = 0; i < rec->nmoves; i++)
        if (match_play(m, rec->moves[i], NULL) != 0) {
            match_destroy(m);
            record_fail(err, errlen, "move %d of the record is not legal", i + 1);
            return NULL;
        }
    return m;
}

void record_from_match(const Match *m, Record *rec)
{
    const Game *g = match_game(m);
    memset(rec, 0, sizeof *rec);
    rec->rules = g->rules;
    rec->opts = g->opts;
    /* The start is written only when it is not the rules' own. */
    Pos *std = pos_new(g);
    if (std) {
        g->rules->start(g, std);
        if (memcmp(std, match_pos_at(m, 0), g->rules->pos_size) != 0)
            g->rules->format_pos(g, match_pos_at(m, 0), rec->start, sizeof rec->start);
        pos_free(std);
    }
    rec->nmoves = match_plies(m) < RECORD_MAX_MOVES ? match_plies(m) : RECORD_MAX_MOVES;
    for (int i = 0; i < rec->nmoves; i++)
        rec->moves[i] = match_move_at(m, i);
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
