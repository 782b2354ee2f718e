/*
 * proto_search.c - go, analyze and solve, and draw offers, resignation
 * and the verdict (verdict.h): the engine's search behind the protocol.
 * The session keeps one Search for its game (made on first use) so the
 * transposition table carries over between commands.
 */
#include "cli_books.h"
#include "proto_internal.h"
#include "verdict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROTO_TT_BYTES (64u << 20)
#define PROTO_DEFAULT_MS 1000
/* A solve without a time limit from this many seeds on the board builds an
 * endgame table first (seconds), which pays for itself many times over;
 * smaller solves are faster without. */
#define PROTO_TABLE_FROM 40
#define PROTO_TABLE_BYTES ((size_t)32 << 20)
/* A solve without a limit in a game whose positions can repeat. */
#define PROTO_SOLVE_CYCLES_MS 30000

/* Reads "key=value" arguments into limits (and the level named, or -1);
 * -1 with a reason. */
static int proto_limits(Protocol *pr, int argc, char **argv, int allow_level, SearchLimits *lim, int *level_out,
                        Answer *out)
{
    int level = -1, depth = -1, time_ms = -1;
    long long nodes = -1;
    for (int i = 1; i < argc; i++) {
        char *eq = strchr(argv[i], '=');
        if (!eq)
            return answer_fail(out, "expected key=value, got '%s'", argv[i]);
        *eq = '\0';
        const char *k = argv[i], *v = eq + 1;
        char *end;
        if (strcmp(k, "level") == 0 && allow_level) {
            level = level_from_name(v);
            if (level < 0)
                return answer_fail(out, "unknown level '%s' (simple, medium, hard, expert, perfect)", v);
            char why[200];
            if (level_check(pr->cur.game, level, why, sizeof why) != 0)
                return answer_fail(out, "%s", why);
            continue;
        }
        long long x = strtoll(v, &end, 10);
        if (!*v || *end || x < 0 || x > 1000000000000LL)
            return answer_fail(out, "%s needs a whole number, got '%s'", k, v);
        if (strcmp(k, "depth") == 0 && allow_level && x <= SEARCH_MAX_PLY)
            depth = (int)x;
        else if (strcmp(k, "nodes") == 0 && allow_level)
            nodes = x;
        else if (strcmp(k, "time") == 0 && x <= 86400000)
            time_ms = (int)x;
        else
            return answer_fail(out, "unknown or out-of-range argument '%s'", k);
    }
    memset(lim, 0, sizeof *lim);
    if (level >= 0)
        level_limits(pr->cur.game, proto_pos(&pr->cur), level, time_ms > 0 ? time_ms : PROTO_DEFAULT_MS, lim);
    else if (depth < 0 && nodes < 0 && time_ms < 0)
        lim->time_ms = PROTO_DEFAULT_MS; /* no limit given: a second of thought */
    if (depth >= 0)
        lim->depth = depth;
    if (nodes >= 0)
        lim->nodes = (uint64_t)nodes;
    if (time_ms >= 0 && level < 0)
        lim->time_ms = time_ms;
    *level_out = level;
    return 0;
}

static int proto_ready(Protocol *pr, Answer *out)
{
    GameStatus st;
    proto_game_status(&pr->cur, &st);
    if (st.over)
        return answer_fail(out, "the game is over");
    if (!pr->search) {
        pr->search = search_create(pr->cur.game, PROTO_TT_BYTES);
        if (!pr->search)
            return answer_fail(out, "out of memory for the search");
    }
    return 0;
}

/* Gives the search the game's endgame table when `use` (the strongest
 * levels and solve) and the table is there: the shipped one, else the
 * cached one, for the games that keep one, looked for once per game.  The transposition table is
 * emptied when that changes, as values found with and without a table
 * need not agree (oware_table.h). */
static void proto_tables(Protocol *pr, int use)
{
    const Game *g = pr->cur.game;
    char why[4400];
    if (use && !pr->endgame && !pr->cache_tried && endgame_cache_seeds(g) > 0) {
        pr->cache_tried = 1;
        pr->endgame = cli_open_table(g, NULL, 0, why, sizeof why);
    }
    const Endgame *e = use ? pr->endgame : NULL;
    if (e != pr->search_endgame) {
        search_clear(pr->search);
        search_set_endgame(pr->search, e);
        pr->search_endgame = e;
    }
}

/* Whether the level named (-1: none, a search by depth, nodes or time
 * alone) searches with the endgame table. */
static int proto_level_tables(const Protocol *pr, int level)
{
    return level >= 0 && level_uses_tables(pr->cur.game, proto_pos(&pr->cur), level);
}

/* The current game's book for the exact searches and the levels that play
 * it, looked for once per game; a damaged one is said so and left out. */
static void proto_book(Protocol *pr)
{
    if (!pr->book_tried && pr->book_dir) {
        char path[4096], why[4400];
        pr->book_tried = 1;
        if (book_file_name(pr->cur.game, pr->book_dir, path, sizeof path) == 0) {
            pr->book = book_load(pr->cur.game, path, why, sizeof why);
            if (!pr->book && strcmp(why, BOOK_ABSENT) != 0)
                fprintf(stderr, "tabula-cli: %s; solving without it\n", why);
        }
    }
    search_set_book(pr->search, pr->book);
}

static const SearchResult *proto_run(Protocol *pr, const SearchLimits *lim)
{
    if (lim->exact || lim->book)
        proto_book(pr);
    int nhist;
    const uint64_t *hist = match_history(pr->cur.match, &nhist);
    search_begin(pr->search, proto_pos(&pr->cur), hist, nhist, lim);
    while (search_step(pr->search, 1u << 20) == SEARCH_RUNNING)
        ;
    return search_result(pr->search);
}

/* A value as the protocol writes it: seeds, or win/loss/draw when proven
 * in the grid games. */
static void proto_value(const Protocol *pr, int v, int exact, char *buf, size_t len)
{
    if (pr->cur.game->rules->value_kind == VALUE_KIND_WIN) {
        if (v >= VALUE_WIN_BOUND)
            snprintf(buf, len, "win");
        else if (v <= -VALUE_WIN_BOUND)
            snprintf(buf, len, "loss");
        else if (exact && v == 0)
            snprintf(buf, len, "draw");
        else
            snprintf(buf, len, "%d", v);
    } else {
        snprintf(buf, len, "%d", v);
    }
}

/* Appends " pv=M1,M2,...": the line the search expects, cut where `play`
 * would refuse to follow it.  The search checks each move of its line is
 * legal, but it sees the game's history only through its own positions:
 * the line is played on a copy of the session's match, which refuses a
 * move as play does (past a third repetition the history shows, or past
 * the longest game).  The best move always starts it (also when no
 * iteration completed and the line is empty). */
static void proto_pv(Protocol *pr, const SearchResult *r, Answer *out)
{
    const Game *g = pr->cur.game;
    const Match *cur = pr->cur.match;
    int whole = r->pv_len > 0 && r->pv[0] == r->move;
    const Move *line = whole ? r->pv : &r->move;
    int n = whole ? r->pv_len : 1, plies = match_plies(cur);
    char mv[32];
    g->rules->format_move(g, proto_pos(&pr->cur), line[0], mv, sizeof mv);
    answer_printf(out, " pv=%s", mv);
    /* Out of memory: the best move, which go has already checked, alone. */
    Match *m = n > 1 ? match_create(g, match_pos_at(cur, 0)) : NULL;
    for (int i = 0; m && i < plies; i++)
        match_play(m, match_move_at(cur, i), NULL);
    if (m && match_play(m, line[0], NULL) == 0)
        for (int k = 1; k < n && match_play(m, line[k], NULL) == 0; k++) {
            match_move_text(m, plies + k, mv, sizeof mv);
            answer_printf(out, ",%s", mv);
        }
    match_destroy(m);
}

static int cmd_go(Protocol *pr, int argc, char **argv, Answer *out)
{
    SearchLimits lim;
    int level;
    if (proto_limits(pr, argc, argv, 1, &lim, &level, out) != 0 || proto_ready(pr, out) != 0)
        return -1;
    proto_tables(pr, proto_level_tables(pr, level));
    const SearchResult *r = proto_run(pr, &lim);
    char mv[32], val[32];
    pr->cur.game->rules->format_move(pr->cur.game, proto_pos(&pr->cur), r->move, mv, sizeof mv);
    proto_value(pr, r->value, r->exact, val, sizeof val);
    answer_printf(out, "%s score=%s depth=%d nodes=%llu", mv, val, r->depth, (unsigned long long)r->nodes);
    proto_pv(pr, r, out);
    return 0;
}

static int cmd_analyze(Protocol *pr, int argc, char **argv, Answer *out)
{
    SearchLimits lim;
    int level;
    if (proto_limits(pr, argc, argv, 1, &lim, &level, out) != 0 || proto_ready(pr, out) != 0)
        return -1;
    proto_tables(pr, proto_level_tables(pr, level));
    lim.analyze = 1;
    lim.contempt = 0; /* values as they are: a draw is 0 */
    const SearchResult *r = proto_run(pr, &lim);
    for (int i = 0; i < r->nroot; i++) {
        char mv[32], val[32];
        pr->cur.game->rules->format_move(pr->cur.game, proto_pos(&pr->cur), r->root_moves[i], mv, sizeof mv);
        proto_value(pr, r->root_values[i], r->root_exact[i], val, sizeof val);
        answer_printf(out, "%s%s:%s", i ? " " : "", mv, val);
    }
    return 0;
}

/* A value known only between bounds: "LO..HI", and the winner where the
 * bounds prove one. */
static void proto_range(const Protocol *pr, int lo, int hi, Answer *out)
{
    char a[32], b[32];
    proto_value(pr, lo, 1, a, sizeof a);
    proto_value(pr, hi, 1, b, sizeof b);
    answer_printf(out, "%s..%s%s", a, b, lo > 0 ? " win" : hi < 0 ? " loss" : "");
}

static int cmd_solve(Protocol *pr, int argc, char **argv, Answer *out)
{
    SearchLimits lim;
    GameStatus st;
    int level, bounds = 0;
    /* bounds=on: an unsolved value says what is proven of it. */
    for (int i = 1; i < argc; i++)
        if (strncmp(argv[i], "bounds=", 7) == 0) {
            if (strcmp(argv[i] + 7, "on") != 0 && strcmp(argv[i] + 7, "off") != 0)
                return answer_fail(out, "bounds takes on or off, got '%s'", argv[i] + 7);
            bounds = strcmp(argv[i] + 7, "on") == 0;
            memmove(&argv[i], &argv[i + 1], sizeof *argv * (size_t)(argc - i - 1));
            argc--;
            i--;
        }
    proto_game_status(&pr->cur, &st);
    if (proto_limits(pr, argc, argv, 0, &lim, &level, out) != 0)
        return -1;
    if (st.over) { /* a finished game's value is its final score */
        answer_printf(out, "%d", pr->cur.game->rules->final_value(pr->cur.game, proto_pos(&pr->cur), &st));
        return 0;
    }
    if (proto_ready(pr, out) != 0)
        return -1;
    /* No limit given: as long as it takes, except where positions come
     * back: there a proof beyond the tables may never end. */
    int time_ms = argc > 1 ? lim.time_ms : pr->cur.game->rules->repeats ? PROTO_SOLVE_CYCLES_MS : 0;
    const Game *g = pr->cur.game;
    int lo, hi, v;
    Move bm;
    g->rules->value_bounds(g, proto_pos(&pr->cur), &lo, &hi);
    proto_tables(pr, 1);
    proto_book(pr);
    if (!pr->endgame && time_ms == 0 && g->rules->endgame && (hi - lo) / 2 >= PROTO_TABLE_FROM &&
        !book_probe(pr->book, proto_pos(&pr->cur), &v, &bm)) {
        char why[160];
        pr->endgame = endgame_create(g, endgame_seeds_within(g, PROTO_TABLE_BYTES), why, sizeof why);
        int built = 0;
        while (pr->endgame && (built = endgame_build(pr->endgame, (uint64_t)1 << 22)) == 0)
            ;
        if (built < 0) { /* out of memory: solve without */
            endgame_destroy(pr->endgame);
            pr->endgame = NULL;
        }
    }
    proto_tables(pr, 1);
    memset(&lim, 0, sizeof lim);
    lim.exact = 1;
    lim.time_ms = time_ms;
    const SearchResult *r = proto_run(pr, &lim);
    /* The value is what is asked: known once its bounds meet, even where
     * no move to it is proven yet. */
    int known = r->exact || r->lo == r->hi;
    int value = r->exact ? r->value : r->lo;
    if (!known && !bounds)
        return answer_fail(out, "unsolved");
    char val[32];
    proto_value(pr, value, 1, val, sizeof val);
    if (known)
        answer_printf(out, "%s", val);
    else
        proto_range(pr, r->lo, r->hi, out);
    return 0;
}

/* A side by its protocol name; -1 when it names none. */
static int proto_side(const Protocol *pr, const char *name)
{
    const GameRules *r = pr->cur.game->rules;
    for (int s = 0; s < 2; s++)
        if (strcmp(name, r->side_names[s]) == 0)
            return s;
    return -1;
}

/* `draw agree`: the game ends drawn by agreement.  `draw offer SIDE
 * [level=NAME] [time=MS]`: SIDE answers as the computer of that level
 * would (verdict.h); accepted, the game ends drawn. */
static int cmd_draw(Protocol *pr, int argc, char **argv, Answer *out)
{
    GameStatus st;
    proto_game_status(&pr->cur, &st);
    if (st.over)
        return answer_fail(out, "the game is over");
    if (argc == 2 && strcmp(argv[1], "agree") == 0) {
        match_agree_draw(pr->cur.match);
        return 0;
    }
    if (argc < 3 || strcmp(argv[1], "offer") != 0)
        return answer_fail(out, "usage: draw agree | draw offer SIDE [level=NAME] [time=MS]");
    int side = proto_side(pr, argv[2]);
    if (side < 0)
        return answer_fail(out, "unknown side '%s'", argv[2]);
    SearchLimits lim;
    int level;
    if (proto_limits(pr, argc - 2, argv + 2, 1, &lim, &level, out) != 0 || proto_ready(pr, out) != 0)
        return -1;
    if (level < 0)
        level = LEVEL_EXPERT;
    verdict_limits(pr->cur.game, proto_pos(&pr->cur), level, lim.time_ms > 0 ? lim.time_ms : PROTO_DEFAULT_MS, &lim);
    proto_tables(pr, 1);
    const SearchResult *r = proto_run(pr, &lim);
    DrawAnswer a = verdict_draw(pr->cur.game, proto_pos(&pr->cur), side, r);
    if (draw_accepted(a))
        match_agree_draw(pr->cur.match);
    answer_printf(out, "%s %s", draw_accepted(a) ? "accept" : "decline", draw_answer_name(a));
    return 0;
}

/* `resign [SIDE]`: SIDE (the side to move when not given) resigns. */
static int cmd_resign(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc > 2)
        return answer_fail(out, "usage: resign [SIDE]");
    int side = argc == 2 ? proto_side(pr, argv[1]) : pos_side(proto_pos(&pr->cur));
    if (side < 0)
        return answer_fail(out, "unknown side '%s'", argv[1]);
    if (match_resign(pr->cur.match, side) != 0)
        return answer_fail(out, "the game is over");
    return 0;
}

/* `verdict [level=NAME] [time=MS]`: what the side to move does at that
 * level (expert when none is named) after its search: resign, offer a
 * draw, or play on. */
static int cmd_verdict(Protocol *pr, int argc, char **argv, Answer *out)
{
    SearchLimits lim;
    int level;
    if (proto_limits(pr, argc, argv, 1, &lim, &level, out) != 0 || proto_ready(pr, out) != 0)
        return -1;
    if (level < 0) {
        level = LEVEL_EXPERT;
        level_limits(pr->cur.game, proto_pos(&pr->cur), level, lim.time_ms > 0 ? lim.time_ms : PROTO_DEFAULT_MS,
                     &lim);
    }
    proto_tables(pr, proto_level_tables(pr, level));
    const SearchResult *r = proto_run(pr, &lim);
    const Pos *p = proto_pos(&pr->cur);
    int side = pos_side(p);
    if (verdict_resigns(pr->cur.game, p, side, r))
        answer_printf(out, "resign");
    else
        answer_printf(out, "%s", verdict_offers_draw(pr->cur.game, p, side, r) ? "offer" : "play");
    return 0;
}

const ProtoCommand proto_search_commands[] = {
    {"go", cmd_go},
    {"draw", cmd_draw},
    {"resign", cmd_resign},
    {"verdict", cmd_verdict},
    {"analyze", cmd_analyze},
    {"solve", cmd_solve},
    {NULL, NULL},
};
