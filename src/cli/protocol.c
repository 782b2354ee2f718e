/*
 * protocol.c - the tabula-cli line protocol (docs/protocol.md): framing, the
 * session and the core commands.  Every command parses and checks all of
 * its input before it changes anything, so an error answer leaves the
 * session exactly as it was.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "proto_internal.h"

#include "pos_check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROTO_MAX_LINE 4096

void answer_printf(Answer *a, const char *fmt, ...)
{
    if (a->len >= a->cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(a->buf + a->len, a->cap - a->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        a->len += (size_t)n < a->cap - a->len ? (size_t)n : a->cap - a->len - 1;
}

int answer_fail(Answer *a, const char *fmt, ...)
{
    a->len = 0;
    a->buf[0] = '\0';
    a->failed = 1;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(a->buf, a->cap, fmt, ap);
    va_end(ap);
    a->len = n < 0 ? 0 : (size_t)n < a->cap ? (size_t)n : a->cap - 1;
    return -1;
}

const Pos *proto_pos(const ProtoGame *g) { return match_pos(g->match); }

void proto_game_status(const ProtoGame *g, GameStatus *st) { match_status(g->match, st); }

static void proto_game_free(ProtoGame *g)
{
    match_destroy(g->match);
    game_destroy(g->game);
    memset(g, 0, sizeof *g);
}

int proto_game_new(Protocol *pr, Game *g, Match *m, Answer *out)
{
    if (!m)
        m = match_create(g, NULL);
    if (!m) {
        game_destroy(g);
        return answer_fail(out, "out of memory");
    }
    proto_game_free(&pr->cur);
    search_destroy(pr->search);
    pr->search = NULL;
    endgame_destroy(pr->endgame);
    pr->endgame = NULL;
    pr->search_endgame = NULL;
    pr->cache_tried = 0;
    book_destroy(pr->book);
    pr->book = NULL;
    pr->book_tried = 0;
    pr->cur.game = g;
    pr->cur.match = m;
    return 0;
}

/* ---- the core commands ---- */

static int cmd_name(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)pr, (void)argc, (void)argv;
    answer_printf(out, "tabula");
    return 0;
}

static int cmd_version(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)pr, (void)argc, (void)argv;
    answer_printf(out, "%s", TABULA_VERSION);
    return 0;
}

static int cmd_list_games(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)pr, (void)argc, (void)argv;
    for (int i = 0; game_registry[i]; i++)
        answer_printf(out, "%s%s", i ? " " : "", game_registry[i]->name);
    return 0;
}

static int cmd_game(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc < 2)
        return answer_fail(out, "usage: game NAME [key=value ...]");
    const GameRules *r = game_find(argv[1]);
    if (!r)
        return answer_fail(out, "unknown game '%s'", argv[1]);
    GameOptions o;
    char err[256];
    game_options_default(r, &o);
    for (int i = 2; i < argc; i++)
        if (game_options_set(r, &o, argv[i], err, sizeof err) != 0)
            return answer_fail(out, "%s", err);
    Game *g = game_create(r, &o, err, sizeof err);
    if (!g)
        return answer_fail(out, "%s", err);
    return proto_game_new(pr, g, NULL, out);
}

static int cmd_options(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    char buf[512];
    game_options_format(pr->cur.game->rules, &pr->cur.game->opts, buf, sizeof buf);
    answer_printf(out, "%s", buf);
    return 0;
}

static int cmd_reset(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv, (void)out;
    match_reset(pr->cur.match, NULL);
    return 0;
}

static int cmd_position(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc != 2)
        return answer_fail(out, "usage: position POS");
    ProtoGame *g = &pr->cur;
    Pos *p = pos_new(g->game);
    char err[256];
    if (!p)
        return answer_fail(out, "out of memory");
    if (game_parse_position(g->game, argv[1], p, NULL, err, sizeof err) != 0) {
        pos_free(p);
        return answer_fail(out, "bad position: %s", err);
    }
    match_reset(g->match, p);
    pos_free(p);
    return 0;
}

static int cmd_show(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    char buf[GAME_TEXT_MAX];
    pr->cur.game->rules->format_pos(pr->cur.game, proto_pos(&pr->cur), buf, sizeof buf);
    answer_printf(out, "%s", buf);
    return 0;
}

static int cmd_play(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc != 2)
        return answer_fail(out, "usage: play MOVE");
    ProtoGame *g = &pr->cur;
    GameStatus st;
    proto_game_status(g, &st);
    if (st.over)
        return answer_fail(out, "game is over");
    Move m;
    if (game_parse_legal_move(g->game, proto_pos(g), argv[1], &m) != 0)
        return answer_fail(out, "illegal move '%s'", argv[1]);
    if (match_play(g->match, m, NULL) != 0)
        return answer_fail(out, "too many moves in this game");
    return 0;
}

static int cmd_undo(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    if (match_withdraw_end(pr->cur.match) == 0) /* a draw agreed or a resignation, taken back first */
        return 0;
    if (match_undo(pr->cur.match) != 0)
        return answer_fail(out, "nothing to undo");
    return 0;
}

static int cmd_legal(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    ProtoGame *g = &pr->cur;
    Move moves[GAME_MAX_MOVES];
    int n = match_legal(g->match, moves);
    for (int i = 0; i < n; i++) {
        char mv[32];
        g->game->rules->format_move(g->game, proto_pos(g), moves[i], mv, sizeof mv);
        answer_printf(out, "%s%s", i ? " " : "", mv);
    }
    return 0;
}

static int cmd_status(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    ProtoGame *g = &pr->cur;
    GameStatus st;
    proto_game_status(g, &st);
    const GameRules *r = g->game->rules;
    if (!st.over)
        answer_printf(out, "playing %s", r->side_names[pos_side(proto_pos(g))]);
    else if (st.reason == END_AGREED || st.reason == END_RESIGNED) /* no counts: the players ended it */
        answer_printf(out, "over %s %s", st.winner < 0 ? "draw" : r->side_names[st.winner],
                      st.reason == END_AGREED ? "agreement" : "resignation");
    else
        answer_printf(out, "over %s %d-%d", st.winner < 0 ? "draw" : r->side_names[st.winner], st.score[0],
                      st.score[1]);
    return 0;
}

static int cmd_perft(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc != 2)
        return answer_fail(out, "usage: perft N");
    char *end;
    long d = strtol(argv[1], &end, 10);
    if (*end || end == argv[1] || d < 0 || d > 20)
        return answer_fail(out, "perft depth must be 0..20");
    ProtoGame *g = &pr->cur;
    GameStatus st;
    proto_game_status(g, &st);
    /* A finished game has no moves, whatever the rules' generator says. */
    uint64_t n = d == 0 ? 1 : st.over ? 0 : game_perft(g->game, proto_pos(g), (int)d);
    answer_printf(out, "%llu", (unsigned long long)n);
    return 0;
}

static int cmd_board(Protocol *pr, int argc, char **argv, Answer *out)
{
    (void)argc, (void)argv;
    char buf[4096];
    pr->cur.game->rules->board_text(pr->cur.game, proto_pos(&pr->cur), buf, sizeof buf);
    answer_printf(out, "%s", buf);
    return 0;
}

static const ProtoCommand proto_core_commands[] = {
    {"name", cmd_name},       {"version", cmd_version}, {"list_games", cmd_list_games},
    {"game", cmd_game},       {"options", cmd_options}, {"reset", cmd_reset},
    {"position", cmd_position}, {"show", cmd_show},     {"play", cmd_play},
    {"undo", cmd_undo},       {"legal", cmd_legal},     {"status", cmd_status},
    {"perft", cmd_perft},     {"board", cmd_board},     {NULL, NULL},
};

static ProtoHandler proto_lookup(const char *name)
{
    const ProtoCommand *tables[] = {proto_core_commands, proto_search_commands, proto_record_commands};
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const ProtoCommand *c = tables[t]; c->name; c++)
            if (strcmp(c->name, name) == 0)
                return c->run;
    return NULL;
}

Protocol *protocol_create(void)
{
    Protocol *pr = calloc(1, sizeof *pr);
    if (!pr)
        return NULL;
    GameOptions o;
    char err[128];
    const GameRules *r = game_registry[0];
    game_options_default(r, &o);
    Game *g = game_create(r, &o, err, sizeof err);
    char buf[256];
    Answer a = {buf, sizeof buf, 0, 0};
    if (!g || proto_game_new(pr, g, NULL, &a) != 0) {
        free(pr);
        return NULL;
    }
    return pr;
}

void protocol_destroy(Protocol *pr)
{
    if (!pr)
        return;
    proto_game_free(&pr->cur);
    search_destroy(pr->search);
    endgame_destroy(pr->endgame);
    book_destroy(pr->book);
    free(pr->book_dir);
    free(pr);
}

void protocol_set_book_dir(Protocol *pr, const char *dir)
{
    free(pr->book_dir);
    pr->book_dir = dir ? strdup(dir) : NULL;
    book_destroy(pr->book);
    pr->book = NULL;
    pr->book_tried = 0;
}

/* Appends "= text\n\n" or "? reason\n\n" to out. */
static size_t proto_frame(const Answer *a, char *out, size_t cap)
{
    int n = snprintf(out, cap, "%c %s\n\n", a->failed ? '?' : '=', a->buf);
    if (n < 0)
        return 0;
    return (size_t)n < cap ? (size_t)n : cap - 1;
}

size_t protocol_handle(Protocol *pr, const char *line, size_t len, char *out, size_t cap, int *quit)
{
    static const size_t answer_cap = 1 << 16;
    if (cap == 0)
        return 0;
    out[0] = '\0';
    *quit = 0;
    char *abuf = malloc(answer_cap);
    if (!abuf)
        return 0;
    abuf[0] = '\0';
    Answer a = {abuf, answer_cap, 0, 0};
    size_t result = 0;
    while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == '\n'))
        len--;
    if (len > PROTO_MAX_LINE) {
        answer_fail(&a, "line longer than %d bytes", PROTO_MAX_LINE);
        goto done;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)line[i];
        if ((c < 32 && c != '\t') || c > 126) {
            answer_fail(&a, "the line holds a byte that is not printable ASCII (0x%02x)", c);
            goto done;
        }
    }
    char copy[PROTO_MAX_LINE + 1];
    memcpy(copy, line, len);
    copy[len] = '\0';
    char *argv[PROTO_MAX_ARGS];
    int argc = 0;
    for (char *save = NULL, *tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        if (argc == PROTO_MAX_ARGS) {
            answer_fail(&a, "too many arguments");
            goto done;
        }
        argv[argc++] = tok;
    }
    if (argc == 0 || argv[0][0] == '#') { /* blank lines and comments get no answer */
        free(abuf);
        return 0;
    }
    if (strcmp(argv[0], "quit") == 0) {
        *quit = 1;
        goto done;
    }
    ProtoHandler run = proto_lookup(argv[0]);
    if (!run)
        answer_fail(&a, "unknown command '%s'", argv[0]);
    else
        run(pr, argc, argv, &a);
done:
    result = proto_frame(&a, out, cap);
    free(abuf);
    return result;
}
