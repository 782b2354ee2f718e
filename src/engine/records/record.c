/*
 * record.c - reading, writing and replaying game records (record.h).
 */
#define _POSIX_C_SOURCE 200809L /* fileno, fsync */
#include "record_internal.h"

#include "pos_check.h"

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

void record_outcome(const GameStatus *st, char *result, size_t rlen, char *score, size_t slen)
{
    if (!st->over) {
        snprintf(result, rlen, "*");
        score[0] = '\0';
        return;
    }
    snprintf(result, rlen, "%s", st->winner < 0 ? "1/2-1/2" : st->winner == 0 ? "1-0" : "0-1");
    /* A game ended by agreement has no final counts to state. */
    if (st->reason == END_AGREED || st->reason == END_RESIGNED)
        score[0] = '\0';
    else
        snprintf(score, slen, "%d-%d", st->score[0], st->score[1]);
}

/* The Termination tag's words for how a game ended by agreement. */
#define RECORD_AGREEMENT "agreement"
#define RECORD_RESIGNATION "resignation"

int record_apply_ending(const Record *rec, Match *m)
{
    if (rec->ending == END_AGREED)
        return match_agree_draw(m);
    if (rec->ending == END_RESIGNED)
        return match_resign(m, rec->resigned);
    return 0;
}

/* ---- replaying ---- */

void record_replay_free(RecordReplay *r)
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
        if (game_parse_position(g, rec->start, start, NULL, why, sizeof why) != 0) {
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

int record_replay_begin(RecordReplay *r, const Record *rec, char *err, size_t errlen)
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

/* A variation open while reading: the move it replaces, and that move's
 * ply (the line goes on from there when the variation ends). */
typedef struct {
    VarNode replaced;
    int ply;
} RecordOpen;

/* What reading a record keeps between its lines. */
typedef struct {
    Record *rec;
    char result_tag[16], score_tag[32], options[256];
    char termination[32]; /* the Termination tag, empty when none */
    int have_options;
    RecordReplay rp;  /* set up at the first move, or at the end */
    int replaying;
    int line;
    int ended;        /* a result token was read */
    int readable;     /* record_read: keep the moves up to the first that cannot be read */
    int cut;          /* ... and that one was met: the rest is not read */
    int comment;      /* the line of a '{' not yet closed, 0 when none */
    int depth;        /* variations open ('(' not yet closed) */
    int open_line;    /* the line of the outermost of them */
    /* record_read_tree: every line is replayed into the tree (NULL: the
     * main line alone is read, the variations are skipped). */
    VarTree *tree;
    VarNode at;       /* the node of the last move read: the match is there */
    int moved;        /* a move was read in the innermost line since it began */
    RecordOpen *opened; /* the variations open, outermost first */
    RecordReport *rep;
    char *err;
    size_t errlen;
} RecordReader;

static int record_reader_fail(RecordReader *rd, RecordProblem problem, const char *fmt, ...)
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
        return record_reader_fail(rd, rd->rec->rules ? RECORD_DAMAGED : RECORD_NO_GAME,
                                  "line %d: a tag must look like [Name \"value\"]", rd->line);
    if (rd->replaying)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: a tag after the moves", rd->line);
    int fits = 0;
    if (strcmp(name, "Game") == 0) {
        rec->rules = game_find(value);
        if (!rec->rules)
            return record_reader_fail(rd, RECORD_UNKNOWN_GAME, "line %d: unknown game '%s'", rd->line, value);
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
            return record_reader_fail(rd, RECORD_DAMAGED, "line %d: Result must be 1-0, 0-1, 1/2-1/2 or *", rd->line);
        record_set(rd->result_tag, sizeof rd->result_tag, value);
    } else if (strcmp(name, "Score") == 0) {
        fits = record_set(rd->score_tag, sizeof rd->score_tag, value);
    } else if (strcmp(name, "Termination") == 0) {
        /* Another value ("normal", as PGN has it) says nothing the moves do not. */
        record_set(rd->termination, sizeof rd->termination, value);
    } /* other tags are kept by nobody but allowed, as in PGN */
    if (fits != 0)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: the tag's value is too long", rd->line);
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
                return record_reader_fail(rd, RECORD_BAD_OPTIONS, "Options: %s", why);
        }
    }
    if (record_replay_begin(&rd->rp, rec, rd->err, rd->errlen) != 0) {
        rd->rep->problem = rec->start[0] ? RECORD_BAD_START : RECORD_BAD_OPTIONS;
        return -1;
    }
    rd->replaying = 1;
    return 0;
}

/* record_read: the readable part ends at `line`; the moves before it are kept. */
static int reader_cut(RecordReader *rd, int line)
{
    rd->cut = 1;
    rd->rep->problem = RECORD_CUT;
    rd->rep->line = line;
    rd->rep->move = rd->rec->nmoves + 1;
    return 0;
}

/*
 * The move text's one tokenizer: the next word of [*s, le) into word,
 * which holds the whole line; 1, or 0 at the line's end.  Words are
 * separated by blanks; '(' and ')' are words of their own, glued to
 * others or not.  A comment in braces is skipped; it may run over several
 * lines, so the reader keeps it open between them.  A '}' with no comment
 * open is a word, for the reader to refuse.
 */
static int reader_word(RecordReader *rd, const char **s, const char *le, char *word)
{
    const char *p = *s;
    for (;;) {
        if (rd->comment) {
            const char *close = memchr(p, '}', (size_t)(le - p));
            if (!close) {
                *s = le;
                return 0;
            }
            rd->comment = 0;
            p = close + 1;
        }
        while (p < le && (*p == ' ' || *p == '\t' || *p == '\r'))
            p++;
        if (p == le) {
            *s = p;
            return 0;
        }
        if (*p != '{')
            break;
        rd->comment = rd->line;
        p++;
    }
    size_t n = 0;
    if (*p == '(' || *p == ')' || *p == '}')
        word[n++] = *p++;
    else
        while (p < le && !strchr(" \t\r(){}", *p))
            word[n++] = *p++;
    word[n] = '\0';
    *s = p;
    return 1;
}

/* A word that cannot be read where it stands: the end of the readable
 * part for record_read, a damaged record otherwise. */
static int reader_stray(RecordReader *rd, const char *what)
{
    if (rd->readable)
        return reader_cut(rd, rd->line);
    return record_reader_fail(rd, RECORD_DAMAGED, "line %d: %s", rd->line, what);
}

/* The tree's part of reading (record_read_tree), each 0 or -1 with a
 * reason: a '(' (a variation of the last move read begins), a ')' (it
 * ends), and a move read and played (depth 0: on the main line). */

static int record_tree_open(RecordReader *rd)
{
    /* The reader has counted this '(' in depth already. */
    if (!rd->moved)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: a variation must follow the move it replaces",
                                  rd->line);
    /* Back to the position before the move the variation replaces. */
    RecordOpen *o = &rd->opened[rd->depth - 1];
    o->replaced = rd->at;
    o->ply = match_plies(rd->rp.match) - 1;
    match_undo(rd->rp.match);
    rd->at = vartree_parent(rd->tree, rd->at);
    rd->moved = 0;
    return 0;
}

static int record_tree_close(RecordReader *rd)
{
    if (!rd->moved)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: a variation without a move", rd->line);
    /* The line the variation left goes on after the move it replaced,
     * which was legal there when it was read. */
    const RecordOpen *o = &rd->opened[rd->depth - 1];
    while (match_plies(rd->rp.match) > o->ply)
        match_undo(rd->rp.match);
    if (match_play(rd->rp.match, vartree_move(rd->tree, o->replaced), NULL) != 0)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: the line before the variation cannot go on", rd->line);
    rd->at = o->replaced;
    rd->moved = 1;
    return 0;
}

static int record_tree_move(RecordReader *rd, const char *tok, Move m)
{
    /* Only a variation's first move can find a move already there (the
     * one it replaces, or an earlier variation's): a tree has each move
     * once, and the main line must stay the line of first moves. */
    if (vartree_find(rd->tree, rd->at, m) != VAR_NONE)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: the variation '%s' repeats a move given there",
                                  rd->line, tok);
    VarNode n = vartree_add(rd->tree, rd->at, m);
    if (n == VAR_NONE)
        return record_reader_fail(rd, RECORD_DAMAGED, "more than %d moves with the variations", VAR_MAX_NODES - 1);
    rd->at = n;
    rd->moved = 1;
    return 0;
}

/* A '(' or a ')': a variation of the last move begins, or ends. */
static int reader_paren(RecordReader *rd, char c)
{
    if (c == '(') {
        if (rd->depth++ == 0)
            rd->open_line = rd->line;
        return rd->tree ? record_tree_open(rd) : 0;
    }
    if (rd->depth == 0)
        return reader_stray(rd, "a ')' with no '(' before it");
    int rc = rd->tree ? record_tree_close(rd) : 0;
    rd->depth--;
    return rc;
}

/* A move, played as it is read: on the main line, or in a variation
 * (record_read_tree). */
static int reader_move(RecordReader *rd, const char *tok)
{
    Record *rec = rd->rec;
    Match *m = rd->rp.match;
    if (rd->depth == 0 && rec->nmoves >= RECORD_MAX_MOVES)
        return record_reader_fail(rd, RECORD_DAMAGED, "more than %d moves", RECORD_MAX_MOVES);
    if (match_plies(m) >= MATCH_MAX_PLIES)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: a variation goes past %d moves", rd->line,
                                  MATCH_MAX_PLIES);
    const Game *g = rd->rp.game;
    Move mv;
    if (g->rules->parse_move(g, match_pos(m), tok, &mv) != 0 || match_play(m, mv, NULL) != 0) {
        if (rd->readable)
            return reader_cut(rd, rd->line);
        if (rd->depth > 0)
            return record_reader_fail(rd, RECORD_BAD_MOVE, "line %d: move %d '%s' of a variation is not legal here",
                                      rd->line, match_plies(m) + 1, tok);
        int rc = record_reader_fail(rd, RECORD_BAD_MOVE, "line %d: move %d '%s' is not legal here", rd->line,
                                    rec->nmoves + 1, tok);
        rd->rep->move = rec->nmoves + 1;
        return rc;
    }
    if (rd->tree && record_tree_move(rd, tok, mv) != 0)
        return -1;
    if (rd->depth == 0)
        rec->moves[rec->nmoves++] = mv;
    return 0;
}

/* One word of the move text. */
static int reader_token(RecordReader *rd, const char *tok)
{
    if (rd->ended)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: moves after the result", rd->line);
    if (tok[0] == '(' || tok[0] == ')')
        return reader_paren(rd, tok[0]);
    if (tok[0] == '}')
        return reader_stray(rd, "a '}' with no '{' before it");
    if (rd->depth > 0 && !rd->tree)
        return 0; /* the main line alone: a variation is skipped whole */
    if (record_is_number(tok))
        return 0;
    if (record_is_result(tok)) {
        if (rd->depth > 0)
            return record_reader_fail(rd, RECORD_DAMAGED, "line %d: a result inside a variation", rd->line);
        rd->ended = 1;
        return 0;
    }
    return reader_move(rd, tok);
}

/* One line of moves, between t and le: each played as it is read. */
static int reader_moves(RecordReader *rd, const char *t, const char *le)
{
    Record *rec = rd->rec;
    if (!rd->replaying) {
        if (!rec->rules)
            return record_reader_fail(rd, RECORD_NO_GAME, "line %d: moves before the [Game \"...\"] tag", rd->line);
        if (reader_begin_moves(rd) != 0)
            return -1;
    }
    char word[4096];
    if ((size_t)(le - t) >= sizeof word)
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d is too long", rd->line);
    for (const char *s = t; !rd->cut && reader_word(rd, &s, le, word);)
        if (reader_token(rd, word) != 0)
            return -1;
    return 0;
}

/* A Termination tag of a game ended by agreement: the Result says who
 * won (a resignation) or that it was drawn, and the moves must leave the
 * game unfinished.  The match then ends as the players agreed. */
static int reader_ending(RecordReader *rd)
{
    Record *rec = rd->rec;
    int agreed = strcmp(rd->termination, RECORD_AGREEMENT) == 0;
    if (!agreed && strcmp(rd->termination, RECORD_RESIGNATION) != 0)
        return 0;
    const char *res = rd->result_tag;
    if (agreed && res[0] && strcmp(res, "1/2-1/2") != 0)
        return record_reader_fail(rd, RECORD_BAD_RESULT, "a draw by agreement with the Result %s", res);
    if (!agreed && strcmp(res, "1-0") != 0 && strcmp(res, "0-1") != 0)
        return record_reader_fail(rd, RECORD_BAD_RESULT, "a resignation needs the Result 1-0 or 0-1");
    rec->ending = agreed ? END_AGREED : END_RESIGNED;
    rec->resigned = agreed ? 0 : strcmp(res, "1-0") == 0;
    if (record_apply_ending(rec, rd->rp.match) != 0)
        return record_reader_fail(rd, RECORD_BAD_RESULT, "the moves end the game, which cannot then end by %s",
                                  rd->termination);
    return 0;
}

/* The end of the text: the stated result and score must be the moves'. */
static int reader_finish(RecordReader *rd)
{
    if (!rd->rec->rules)
        return record_reader_fail(rd, RECORD_NO_GAME, "no [Game \"...\"] tag: not a Tabula record");
    if (!rd->replaying && reader_begin_moves(rd) != 0) /* a record with no moves yet */
        return -1;
    /* A comment or variation never closed: the file was cut inside it,
     * or the rest of the moves was lost in it. */
    if (!rd->cut && (rd->comment || rd->depth > 0)) {
        int line = rd->comment ? rd->comment : rd->open_line;
        if (rd->readable)
            return reader_cut(rd, line);
        rd->line = line;
        return record_reader_fail(rd, RECORD_DAMAGED, "line %d: the %s opened here is never closed", line,
                                  rd->comment ? "comment" : "variation");
    }
    if (!rd->cut && reader_ending(rd) != 0)
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
        return record_reader_fail(rd, RECORD_BAD_RESULT, "the Result tag says %s but the moves give %s",
                                  rd->result_tag, result);
    if (rd->score_tag[0] && strcmp(rd->score_tag, score) != 0)
        return record_reader_fail(rd, RECORD_BAD_RESULT, "the Score tag says %s but the moves give %s",
                                  rd->score_tag, score[0] ? score : "an unfinished game");
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

int record_read_text(const char *text, size_t len, Record *rec, int readable, VarTree *tree, RecordReport *rep,
                     char *err, size_t errlen)
{
    memset(rec, 0, sizeof *rec);
    memset(rep, 0, sizeof *rep);
    if (tree)
        vartree_clear(tree);
    if (record_check_text(text, len, err, errlen) != 0) {
        rep->problem = RECORD_NOT_TEXT;
        return -1;
    }
    RecordReader rd = {.rec = rec, .readable = readable, .tree = tree, .at = VAR_ROOT, .rep = rep, .err = err,
                       .errlen = errlen};
    /* Every variation open needs a move read before it: no more can be
     * open than the tree has nodes. */
    if (tree && !(rd.opened = malloc(sizeof *rd.opened * VAR_MAX_NODES))) {
        rep->problem = RECORD_DAMAGED;
        return record_fail(err, errlen, "out of memory");
    }
    int rc = 0;
    for (const char *s = text, *end = text + len; s < end && rc == 0 && !rd.cut;) {
        const char *eol = memchr(s, '\n', (size_t)(end - s));
        const char *le = eol ? eol : end;
        rd.line++;
        const char *t = s;
        while (t < le && (*t == ' ' || *t == '\t' || *t == '\r'))
            t++;
        /* A line in a comment is the comment's, even one that looks like a tag. */
        if (t < le)
            rc = *t == '[' && !rd.comment ? reader_tag(&rd, t, le) : reader_moves(&rd, t, le);
        s = eol ? eol + 1 : end;
    }
    if (rc == 0)
        rc = reader_finish(&rd);
    record_replay_free(&rd.rp);
    free(rd.opened);
    if (rc != 0 && tree)
        vartree_clear(tree);
    return rc;
}

int record_parse(const char *text, size_t len, Record *rec, char *err, size_t errlen)
{
    RecordReport rep;
    return record_read_text(text, len, rec, 0, NULL, &rep, err, errlen);
}

int record_read(const char *text, size_t len, Record *rec, RecordReport *rep, char *err, size_t errlen)
{
    return record_read_text(text, len, rec, 1, NULL, rep, err, errlen);
}

/* ---- writing ---- */

void record_text_put(RecordText *o, const char *fmt, ...)
{
    if (o->used >= o->len) {
        o->overflow = 1;
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->buf + o->used, o->len - o->used, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= o->len - o->used) {
        o->overflow = 1;
        o->used = o->len;
        return;
    }
    o->used += (size_t)n;
}

void record_text_word(RecordText *o, const char *w, int glued)
{
    size_t wl = strlen(w);
    if (o->col && o->col + (glued ? 0 : 1) + wl > 72) {
        record_text_put(o, "\n");
        o->col = 0;
    } else if (o->col && !glued) {
        record_text_put(o, " ");
        o->col++;
    }
    record_text_put(o, "%s", w);
    o->col += wl;
}

void record_number(MoveCount *c, int side, int fresh, char *buf, size_t len)
{
    int first = c->side < 0;
    buf[0] = '\0';
    if ((move_count_ply(c, side) && side == 0) || first || fresh)
        move_count_label(c, "...", buf, len);
}

void record_text_tags(RecordText *o, const Record *rec, EndReason ending, const char *result, const char *score)
{
    char opts[256];
    game_options_format(rec->rules, &rec->opts, opts, sizeof opts);
    record_text_put(o, "[Game \"%s\"]\n[Options \"%s\"]\n", rec->rules->name, opts);
    if (rec->start[0])
        record_text_put(o, "[Start \"%s\"]\n", rec->start);
    for (int s = 0; s < 2; s++)
        if (rec->player[s][0])
            record_text_put(o, "[Player%d \"%s\"]\n", s + 1, rec->player[s]);
    if (rec->date[0])
        record_text_put(o, "[Date \"%s\"]\n", rec->date);
    /* The program that wrote the record, for a bug report about a file;
     * readers ignore it (other tags are allowed), as every earlier version
     * of Tabula did, so it costs no reader anything. */
    record_text_put(o, "[Program \"Tabula %s\"]\n", TABULA_VERSION);
    if (ending == END_AGREED || ending == END_RESIGNED)
        record_text_put(o, "[Termination \"%s\"]\n", ending == END_AGREED ? RECORD_AGREEMENT : RECORD_RESIGNATION);
    record_text_put(o, "[Result \"%s\"]\n", result);
    if (score[0])
        record_text_put(o, "[Score \"%s\"]\n", score);
}

/* The moves of rec as numbered text, lines of at most 72 columns, played
 * on rp as they are written; -1 when one is not legal. */
static int record_format_moves(const Record *rec, RecordReplay *rp, RecordText *o)
{
    MoveCount count = move_count_start();
    for (int i = 0; i < rec->nmoves; i++) {
        char mv[32], num[24], tok[64];
        const Pos *p = match_pos(rp->match);
        int side = pos_side(p);
        rec->rules->format_move(rp->game, p, rec->moves[i], mv, sizeof mv);
        record_number(&count, side, 0, num, sizeof num);
        if (match_play(rp->match, rec->moves[i], NULL) != 0)
            return -1;
        snprintf(tok, sizeof tok, "%s%s%s", num, num[0] ? " " : "", mv);
        record_text_word(o, tok, 0);
    }
    return 0;
}

int record_format(const Record *rec, char *buf, size_t len)
{
    char err[256], result[16], score[32];
    RecordReplay rp;
    if (record_replay_begin(&rp, rec, err, sizeof err) != 0)
        return -1;
    /* The moves first into a second buffer: the result comes from them. */
    size_t cap = (size_t)RECORD_MAX_MOVES * 16 + 64;
    char *moves = malloc(cap);
    if (!moves) {
        record_replay_free(&rp);
        return -1;
    }
    moves[0] = '\0';
    RecordText mt = {.buf = moves, .len = cap};
    int bad = record_format_moves(rec, &rp, &mt) != 0 || mt.overflow || record_apply_ending(rec, rp.match) != 0;
    GameStatus st;
    match_status(rp.match, &st);
    record_outcome(&st, result, sizeof result, score, sizeof score);
    record_replay_free(&rp);

    RecordText o = {.buf = buf, .len = len};
    record_text_tags(&o, rec, st.over ? st.reason : END_NONE, result, score);
    record_text_put(&o, "\n%s%s%s\n", moves, moves[0] ? " " : "", result);
    free(moves);
    return bad || o.overflow ? -1 : (int)o.used;
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
    if (record_apply_ending(rec, m) != 0) {
        match_destroy(m);
        record_fail(err, errlen, "the moves end the game, which cannot then end by agreement");
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
    GameStatus st;
    match_status(m, &st);
    if (st.over && (st.reason == END_AGREED || st.reason == END_RESIGNED)) {
        rec->ending = st.reason;
        rec->resigned = !st.winner;
    }
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
