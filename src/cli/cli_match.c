/*
 * cli_match.c - `tabula-cli match`: two levels play each other over many
 * games and the result is printed with a confidence interval.
 *
 * Games come in pairs: both games of a pair start from the same opening
 * (a few random plies, distinct across pairs, or the next position of a
 * --positions file) with the sides swapped, so an unbalanced opening helps
 * each level once.  Deterministic for a seed
 * whenever neither level reads the clock (simple, medium, hard).  The
 * expert and perfect levels play as in the window: with the game's endgame
 * table from the cache when it is there, and the opening book.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include "cli_match.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli_books.h"
#include "cli_game_args.h"
#include "game.h"
#include "match.h"
#include "pos_check.h"
#include "record.h"
#include "search.h"
#include "verdict.h"

#define MATCH_PLY_CAP 2000
/* The tally's end for a game stopped at the ply cap, after the EndReasons. */
#define MATCH_PLY_CAPPED (END_RESIGNED + 1)
#define MATCH_MAX_OPENING_TRIES 200
#define MATCH_MAX_POSITIONS 10000

typedef struct {
    const GameRules *rules;
    GameOptions opts;
    int level[2]; /* A, B */
    int games;
    int move_ms;
    int opening_plies;
    int opening_given;
    const char *positions; /* a file of start positions, or NULL */
    uint64_t seed;
    size_t tt_bytes;
    int quiet;
    const char *records; /* a folder for each game's record, or NULL */
    ResignSetting resign; /* when a level resigns, as the window's setting */
    int offers;           /* levels offer and accept draws (verdict.h) */
    int ahead_only;       /* with positions: only the games where A (0) or B (1)
                           * has the side ahead in material; -1: every game */
} MatchConfig;

typedef struct {
    int wins, draws, losses; /* for A */
    long margin_sum;         /* A's final margin (seeds or men), summed over the games played out */
    int margin_games;        /* those games: not a draw agreed or a resignation, which count nothing */
    double score_sq_sum;     /* sum of squared per-game scores, for the variance */
    uint64_t nodes[2];
    double ms[2];
    int moves[2];
    int ends[MATCH_PLY_CAPPED + 1]; /* games by EndReason, the last for the ply cap */
    int ahead[3];             /* games the side ahead in material at the start won, drew, lost */
    int played;
} MatchTally;

/* How each game ended, for the summary: a draw by no progress and one by
 * repetition call for different remedies. */
static const char *const match_end_names[MATCH_PLY_CAPPED + 1] = {
    "none", "rule", "repetition", "no progress", "passes", "agreed draw", "resignation", "ply cap"};

static int parse_count(const char *s, int lo, int hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

/* The place of word v in the list `words` (separated by spaces); -1 when
 * it is not one. */
static int match_word(const char *v, const char *words)
{
    size_t len = strlen(v);
    int i = 0;
    for (const char *w = words; *w; i++) {
        size_t wl = strcspn(w, " ");
        if (wl == len && strncmp(w, v, len) == 0)
            return len ? i : -1;
        w += wl;
        w += *w == ' ';
    }
    return -1;
}

static void usage(FILE *err)
{
    fprintf(err,
            "usage: tabula-cli match --game G [--opt key=value]... --a LEVEL --b LEVEL --games N\n"
            "                        [--time MS] [--opening PLIES] [--seed N] [--tt MB] [--quiet]\n"
            "                        [--records DIR] [--positions FILE]\n"
            "                        [--resign never|weak|always] [--offers on|off] [--ahead a|b]\n"
            "  levels: simple medium hard expert, and perfect where the game is solved; --time\n"
            "  is the expert/perfect budget a move; --records writes each game's record to\n"
            "  DIR/match-SEED-N.tabula (for the window's review); --positions starts the\n"
            "  pairs of games from the positions of FILE in turn, one a line in the game's\n"
            "  notation (blank lines and lines starting with # are skipped); --resign: which\n"
            "  levels resign a game their search sees lost (weak: simple and medium, the\n"
            "  default); --offers: whether the levels offer and accept draws (on); --ahead\n"
            "  (with --positions) plays only the game of each position where that level has\n"
            "  the side ahead in material\n");
}

static int parse_config(int argc, char **argv, MatchConfig *c, FILE *err)
{
    CliGameArgs ga = {0};
    memset(c, 0, sizeof *c);
    c->level[0] = c->level[1] = -1;
    c->games = 0;
    c->move_ms = 1000;
    c->opening_plies = 3;
    c->seed = 1;
    c->tt_bytes = (size_t)32 << 20;
    c->resign = RESIGN_WEAK_LEVELS;
    c->offers = 1;
    c->ahead_only = -1;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        int n;
        if (strcmp(a, "--quiet") == 0) {
            c->quiet = 1;
            continue;
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
            return 1;
        if (!v) {
            fprintf(err, "match: %s needs a value\n", a);
            return -1;
        }
        i++;
        if (cli_game_take(&ga, a, v))
            ;
        else if (strcmp(a, "--a") == 0 || strcmp(a, "--b") == 0) {
            int lv = level_from_name(v);
            if (lv < 0) {
                fprintf(err, "match: unknown level '%s'\n", v);
                return -1;
            }
            c->level[a[2] == 'b'] = lv;
        } else if (strcmp(a, "--games") == 0 && parse_count(v, 1, 1000000, &c->games) == 0)
            ;
        else if (strcmp(a, "--time") == 0 && parse_count(v, 1, 3600000, &c->move_ms) == 0)
            ;
        else if (strcmp(a, "--opening") == 0 && parse_count(v, 0, 40, &c->opening_plies) == 0)
            c->opening_given = 1;
        else if (strcmp(a, "--positions") == 0)
            c->positions = v;
        else if (strcmp(a, "--seed") == 0 && parse_count(v, 0, 2000000000, &n) == 0)
            c->seed = (uint64_t)n;
        else if (strcmp(a, "--records") == 0)
            c->records = v;
        else if (strcmp(a, "--resign") == 0 && (n = match_word(v, "never weak always")) >= 0)
            c->resign = (ResignSetting)n;
        else if (strcmp(a, "--offers") == 0 && (n = match_word(v, "off on")) >= 0)
            c->offers = n;
        else if (strcmp(a, "--ahead") == 0 && (n = match_word(v, "a b")) >= 0)
            c->ahead_only = n;
        else if (strcmp(a, "--tt") == 0 && parse_count(v, 0, 4096, &n) == 0)
            c->tt_bytes = (size_t)n << 20;
        else {
            fprintf(err, "match: bad argument %s %s\n", a, v);
            return -1;
        }
    }
    if (!ga.name || c->level[0] < 0 || c->level[1] < 0 || c->games <= 0) {
        fprintf(err, "match: --game, --a, --b and --games are required\n");
        return -1;
    }
    if (c->ahead_only >= 0 && !c->positions) {
        fprintf(err, "match: --ahead needs --positions\n");
        return -1;
    }
    if (c->positions && c->opening_given) {
        fprintf(err, "match: --positions and --opening exclude each other\n");
        return -1;
    }
    return cli_game_read(&ga, "match", &c->rules, &c->opts, err);
}

typedef char PositionText[GAME_TEXT_MAX];

/* Reads the start positions of --positions: every one must parse and leave
 * a move to play.  Returns how many (at least one), or -1 after saying why. */
static int load_positions(const Game *g, const char *path, PositionText **out, FILE *err)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(err, "match: cannot read %s\n", path);
        return -1;
    }
    PositionText *texts = NULL;
    Pos *p = pos_new(g);
    int n = 0, line = 0, bad = !p;
    char buf[GAME_TEXT_MAX + 2];
    while (!bad && fgets(buf, sizeof buf, f)) {
        line++;
        size_t len = strlen(buf);
        if (len == sizeof buf - 1 && buf[len - 1] != '\n') {
            fprintf(err, "match: %s:%d: the line is too long for a position\n", path, line);
            bad = 1;
            break;
        }
        while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r' || buf[len - 1] == ' '))
            buf[--len] = '\0';
        if (len == 0 || buf[0] == '#')
            continue;
        char why[160];
        Move moves[GAME_MAX_MOVES];
        if (game_parse_position(g, buf, p, NULL, why, sizeof why) != 0) {
            fprintf(err, "match: %s:%d: %s\n", path, line, why);
            bad = 1;
        } else if (g->rules->legal(g, p, moves) == 0) {
            fprintf(err, "match: %s:%d: the game is already over there\n", path, line);
            bad = 1;
        } else if (n == MATCH_MAX_POSITIONS) {
            fprintf(err, "match: %s: more than %d positions\n", path, MATCH_MAX_POSITIONS);
            bad = 1;
        } else {
            PositionText *grown = realloc(texts, sizeof *texts * (size_t)(n + 1));
            if (!grown) {
                fprintf(err, "match: out of memory\n");
                bad = 1;
            } else {
                texts = grown;
                memcpy(texts[n++], buf, len + 1);
            }
        }
    }
    if (!bad && ferror(f)) {
        fprintf(err, "match: cannot read %s\n", path);
        bad = 1;
    }
    if (!bad && n == 0) {
        fprintf(err, "match: %s holds no position\n", path);
        bad = 1;
    }
    fclose(f);
    pos_free(p);
    if (bad) {
        free(texts);
        return -1;
    }
    *out = texts;
    return n;
}

/* The opening of a pair in m: random legal moves from the start; 0 when
 * it is new and still playable, -1 otherwise. */
static int make_opening(const MatchConfig *c, uint64_t *rng, Match *m, const uint64_t *seen, int nseen)
{
    Move moves[GAME_MAX_MOVES];
    match_reset(m, NULL);
    for (int ply = 0; ply < c->opening_plies; ply++) {
        int n = match_legal(m, moves);
        if (n == 0)
            return -1;
        match_play(m, moves[game_rng_next(rng) % (uint64_t)n], NULL);
    }
    if (match_legal(m, moves) == 0)
        return -1;
    for (int i = 0; i < nseen; i++)
        if (seen[i] == pos_hash(match_pos(m)))
            return -1;
    return 0;
}

/* Whether `side`, played by level `level` with the search s, accepts the
 * draw the other side offers in m's position. */
static int match_answer_offer(const MatchConfig *c, Search *s, const Match *m, int side, int level)
{
    const Game *g = match_game(m);
    const Pos *p = match_pos(m);
    SearchLimits lim;
    verdict_limits(g, p, level, c->move_ms, &lim);
    int nhist;
    const uint64_t *hist = match_history(m, &nhist);
    search_begin(s, p, hist, nhist, &lim);
    while (search_step(s, 1u << 16) == SEARCH_RUNNING)
        ;
    return draw_accepted(verdict_draw(g, p, side, search_result(s)));
}

/* Plays one game on from the opening m holds; a_side is the side A plays.
 * Returns A's score (2 win, 1 draw, 0 loss), A's final margin in *margin
 * and how the game ended in *end (MATCH_PLY_CAPPED: the ply cap). */
static int play_game(const MatchConfig *c, Search *const s[2], Match *m, int a_side, int *margin, int *end,
                     MatchTally *t)
{
    const Game *g = match_game(m);
    /* Whether the side ahead converts, where the game can say who is. */
    int material = g->rules->material ? g->rules->material(g, match_pos(m)) : 0;
    int ahead = material > 0 ? pos_side(match_pos(m)) : material < 0 ? 1 - pos_side(match_pos(m)) : -1;
    search_clear(s[0]);
    search_clear(s[1]);
    GameStatus st;
    int offered[2] = {-VERDICT_OFFER_GAP, -VERDICT_OFFER_GAP}; /* the ply of each level's last offer */
    for (int ply = 0;; ply++) {
        match_status(m, &st);
        if (st.over || ply >= MATCH_PLY_CAP)
            break;
        const Pos *p = match_pos(m);
        int who = pos_side(p) == a_side ? 0 : 1; /* 0 = A */
        SearchLimits lim;
        level_limits(g, p, c->level[who], c->move_ms, &lim);
        int nhist;
        const uint64_t *hist = match_history(m, &nhist);
        search_begin(s[who], p, hist, nhist, &lim);
        while (search_step(s[who], 1u << 16) == SEARCH_RUNNING)
            ;
        const SearchResult *res = search_result(s[who]);
        t->nodes[who] += res->nodes;
        t->ms[who] += res->elapsed_ms;
        t->moves[who]++;
        int side = pos_side(p);
        if (verdict_may_resign(c->resign, c->level[who]) && verdict_resigns(g, p, side, res)) {
            match_resign(m, side);
            continue;
        }
        if (c->offers && ply >= offered[who] + VERDICT_OFFER_GAP && verdict_offers_draw(g, p, side, res)) {
            offered[who] = ply;
            if (match_answer_offer(c, s[1 - who], m, 1 - side, c->level[1 - who])) {
                match_agree_draw(m);
                continue;
            }
        }
        if (match_play(m, res->move, NULL) != 0)
            break; /* the longest match the engine keeps: as the ply cap */
    }
    *end = st.over ? (int)st.reason : MATCH_PLY_CAPPED;
    if (!st.over) { /* adjudicated: the ply cap was reached */
        st.winner = -1;
        st.score[0] = st.score[1] = 0;
    }
    *margin = st.score[a_side] - st.score[1 - a_side];
    if (ahead >= 0)
        t->ahead[st.winner < 0 ? 1 : st.winner == ahead ? 0 : 2]++;
    if (st.winner < 0)
        return 1;
    return st.winner == a_side ? 2 : 0;
}

/* Writes the game's record to the folder of --records; a failure is
 * reported and the match goes on. */
static void write_record(const MatchConfig *c, const Match *m, Record *rec, int a_side, int number, FILE *err)
{
    record_from_match(m, rec);
    for (int w = 0; w < 2; w++) /* w: A, B; A played side a_side */
        snprintf(rec->player[w ? 1 - a_side : a_side], sizeof rec->player[0], "%s %s", w ? "B" : "A",
                 level_name(c->level[w]));
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(rec->date, sizeof rec->date, "%Y-%m-%d", &tm);
    char *text = malloc(RECORD_MAX_BYTES), path[4200], why[256];
    int len = text ? record_format(rec, text, RECORD_MAX_BYTES) : -1;
    snprintf(path, sizeof path, "%s/match-%llu-%d.tabula", c->records, (unsigned long long)c->seed, number);
    if (len < 0)
        fprintf(err, "match: game %d: no record (%s)\n", number, text ? "too long" : "out of memory");
    else if (record_write_file(path, text, (size_t)len, why, sizeof why) != 0)
        fprintf(err, "match: %s\n", why);
    free(text);
}

static void print_result(const MatchConfig *c, const MatchTally *t, int played, FILE *out)
{
    double n = played;
    double mean = (t->wins + 0.5 * t->draws) / n;
    double var = t->score_sq_sum / n - mean * mean;
    double half = played > 1 ? 1.96 * sqrt(var > 0 ? var : 0) / sqrt(n - 1) : 0.5;
    fprintf(out, "match %s", c->rules->name);
    for (int i = 0; i < c->rules->noptions; i++) {
        char v[32];
        game_option_value_text(c->rules, i, c->opts.v[i], v, sizeof v);
        fprintf(out, " %s=%s", c->rules->options[i].key, v);
    }
    fprintf(out, ": A=%s B=%s, %d games\n", level_name(c->level[0]), level_name(c->level[1]), played);
    fprintf(out, "  %-8s %6s %6s %6s\n", "", "win", "draw", "loss");
    fprintf(out, "  %-8s %6d %6d %6d\n", "A", t->wins, t->draws, t->losses);
    fprintf(out, "  %-8s %6d %6d %6d\n", "B", t->losses, t->draws, t->wins);
    fprintf(out, "  score A %.1f/%d = %.1f%% +- %.1f%% (95%%), mean margin A %+.2f\n",
            t->wins + 0.5 * t->draws, played, 100 * mean, 100 * half,
            t->margin_games ? (double)t->margin_sum / t->margin_games : 0.0);
    fprintf(out, "  ends:");
    for (int e = END_RULE; e <= MATCH_PLY_CAPPED; e++)
        fprintf(out, "%s %s %d", e > END_RULE ? "," : "", match_end_names[e], t->ends[e]);
    fprintf(out, "\n");
    if (t->ahead[0] + t->ahead[1] + t->ahead[2] > 0)
        fprintf(out, "  the side ahead in material at the start: %d games, won %d, drew %d, lost %d\n",
                t->ahead[0] + t->ahead[1] + t->ahead[2], t->ahead[0], t->ahead[1], t->ahead[2]);
    for (int w = 0; w < 2; w++)
        fprintf(out, "  %s (%s): %d moves, %.0f nodes/move, %.1f ms/move\n", w ? "B" : "A", level_name(c->level[w]),
                t->moves[w], t->moves[w] ? (double)t->nodes[w] / t->moves[w] : 0.0, t->moves[w] ? t->ms[w] / t->moves[w] : 0.0);
}

/* The endgame table and the opening book of the levels that use them
 * (level_uses_tables, asked at the start), as the window gives them. */
static void match_tables(const MatchConfig *c, const Match *m, Search *const s[2], Endgame **e, Book **book,
                         FILE *out)
{
    const Game *g = match_game(m);
    char dir[4096], path[4200], why[4400];
    int uses[2];
    for (int w = 0; w < 2; w++)
        uses[w] = level_uses_tables(g, match_pos(m), c->level[w]);
    *e = NULL;
    *book = NULL;
    if ((uses[0] || uses[1]) && endgame_cache_seeds(g) > 0) {
        *e = cli_open_table(g, path, sizeof path, why, sizeof why);
        fprintf(out, *e ? "match: the endgame table from %s\n" : "match: no endgame table (%s)\n", *e ? path : why);
    }
    if ((uses[0] || uses[1]) && cli_book_dir(dir, sizeof dir) == 0 && book_file_name(g, dir, path, sizeof path) == 0) {
        char whyb[4400];
        *book = book_load(g, path, whyb, sizeof whyb);
        if (*book)
            fprintf(out, "match: the opening book %s\n", path);
    }
    for (int w = 0; w < 2; w++)
        if (uses[w]) {
            search_set_endgame(s[w], *e);
            search_set_book(s[w], *book);
        }
}

/* The pairs of games: each pair's opening (random plies, or the next
 * position of --positions) played twice, the sides swapped. */
static void match_games(const MatchConfig *c, Search *const s[2], Match *m, const PositionText *starts, int nstarts,
                        uint64_t *seen, Record *rec, MatchTally *t, FILE *out, FILE *err)
{
    const Game *g = match_game(m);
    Pos *start = pos_new(g);
    Move open_moves[64];
    uint64_t rng = c->seed * 0x9E3779B97F4A7C15ull + 17;
    int pairs = c->ahead_only >= 0 ? c->games : (c->games + 1) / 2, played = 0;
    for (int pair = 0; start && pair < pairs && played < c->games; pair++) {
        char why[160];
        if (starts) /* checked when read: it parses */
            game_parse_position(g, starts[pair % nstarts], start, NULL, why, sizeof why);
        else
            g->rules->start(g, start);
        match_reset(m, start);
        for (int tries = 0; !starts && make_opening(c, &rng, m, seen, pair) != 0 && ++tries < MATCH_MAX_OPENING_TRIES;)
            ;
        int open_n = match_plies(m);
        for (int i = 0; i < open_n; i++)
            open_moves[i] = match_move_at(m, i);
        seen[pair] = pos_hash(match_pos(m));
        int material = g->rules->material ? g->rules->material(g, start) : 0;
        int ahead = material > 0 ? pos_side(start) : material < 0 ? 1 - pos_side(start) : -1;
        for (int k = 0; k < 2 && played < c->games; k++) {
            int a_side = (pair + k) & 1, margin, end;
            if (c->ahead_only >= 0 && ahead >= 0 && (ahead == a_side) != (c->ahead_only == 0))
                continue;
            match_reset(m, start);
            for (int i = 0; i < open_n; i++)
                match_play(m, open_moves[i], NULL);
            int sc = play_game(c, s, m, a_side, &margin, &end, t);
            t->ends[end]++;
            t->wins += sc == 2;
            t->draws += sc == 1;
            t->losses += sc == 0;
            int agreed = end == END_AGREED || end == END_RESIGNED;
            if (!agreed) {
                t->margin_sum += margin;
                t->margin_games++;
            }
            t->score_sq_sum += (sc / 2.0) * (sc / 2.0);
            played++;
            if (!c->quiet && agreed)
                fprintf(out, "game %d: A as side %s, %s (%s after %d plies)\n", played, c->rules->side_names[a_side],
                        sc == 2 ? "A wins" : sc == 1 ? "draw" : "B wins", match_end_names[end], match_plies(m));
            else if (!c->quiet)
                fprintf(out, "game %d: A as side %s, %s (margin %+d, %s)\n", played, c->rules->side_names[a_side],
                        sc == 2 ? "A wins" : sc == 1 ? "draw" : "B wins", margin, match_end_names[end]);
            if (c->records)
                write_record(c, m, rec, a_side, played, err);
        }
        fflush(out);
    }
    if (!start)
        fprintf(err, "match: out of memory\n");
    pos_free(start);
    t->played = played;
}

int cli_match(int argc, char **argv, FILE *out, FILE *err)
{
    MatchConfig c;
    int rc = parse_config(argc, argv, &c, err);
    if (rc == 1) {
        usage(out);
        return 0;
    }
    if (rc != 0) {
        usage(err);
        return 2;
    }
    char why[160];
    Game *g = game_create(c.rules, &c.opts, why, sizeof why);
    if (!g) {
        fprintf(err, "match: %s\n", why);
        return 2;
    }
    for (int w = 0; w < 2; w++)
        if (level_check(g, c.level[w], why, sizeof why) != 0) {
            fprintf(err, "match: %s\n", why);
            game_destroy(g);
            return 2;
        }
    PositionText *starts = NULL;
    int nstarts = c.positions ? load_positions(g, c.positions, &starts, err) : 0;
    if (nstarts < 0) {
        game_destroy(g);
        return 2;
    }
    Search *s[2] = {search_create(g, c.tt_bytes), search_create(g, c.tt_bytes)};
    uint64_t *seen = calloc((size_t)c.games, sizeof *seen); /* a pair's, or with --ahead a game's */
    Match *m = match_create(g, NULL);
    Record *rec = calloc(1, sizeof *rec);
    Endgame *e = NULL;
    Book *book = NULL;
    rc = 1;
    if (!s[0] || !s[1] || !seen || !m || !rec) {
        fprintf(err, "match: out of memory\n");
    } else {
        MatchTally t;
        memset(&t, 0, sizeof t);
        match_tables(&c, m, s, &e, &book, out); /* m is at the start */
        match_games(&c, s, m, starts, nstarts, seen, rec, &t, out, err);
        print_result(&c, &t, t.played, out);
        rc = 0;
    }
    search_destroy(s[0]);
    search_destroy(s[1]);
    endgame_destroy(e);
    book_destroy(book);
    match_destroy(m);
    free(seen);
    free(starts);
    free(rec);
    game_destroy(g);
    return rc;
}
