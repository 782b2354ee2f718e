/*
 * puzzle.c - puzzles: their text, the exact values of a position's moves,
 * and the check of a puzzle's claim (puzzle.h); what the grid games'
 * check asks at each move is puzzle_grid.c's.
 */
#include "puzzle_internal.h"

#include "pos_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PUZZLE_MAGIC "tabula-puzzles"
#define PUZZLE_VERSION 1

/* ---- the exact values of a position's moves ---- */

int puzzle_move_values(Search *s, const Game *g, const Pos *p, uint64_t max_nodes, MoveValues *out)
{
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.exact = 1;
    lim.analyze = 1;
    lim.nodes = max_nodes;
    search_clear(s);
    search_begin(s, p, NULL, 0, &lim);
    while (search_step(s, 1u << 20) == SEARCH_RUNNING)
        ;
    const SearchResult *r = search_result(s);
    Move legal[GAME_MAX_MOVES];
    int nlegal = g->rules->legal(g, p, legal);
    out->n = r->nroot;
    out->nodes = r->nodes;
    int all = r->nroot == nlegal && nlegal > 0;
    for (int i = 0; i < r->nroot; i++) {
        out->move[i] = r->root_moves[i];
        out->value[i] = r->root_values[i];
        out->exact[i] = r->root_exact[i];
        all &= r->root_exact[i] != 0;
    }
    return all ? 0 : -1;
}

int puzzle_unique(const MoveValues *mv, PuzzleGoal *goal, int *amount, int *answer)
{
    if (mv->n < 2) /* a move forced by the rules asks nothing */
        return -1;
    int best = -1;
    for (int i = 0; i < mv->n; i++)
        if (best < 0 || mv->value[i] > mv->value[best])
            best = i;
    if (best < 0 || mv->value[best] < 0)
        return -1;
    for (int i = 0; i < mv->n; i++)
        if (i != best && mv->value[i] >= 0) /* another move that wins or draws */
            return -1;
    *goal = mv->value[best] > 0 ? PUZZLE_WIN : PUZZLE_DRAW;
    *amount = mv->value[best];
    *answer = best;
    return 0;
}

/* ---- proving a puzzle again: one walk of the line, for both kinds ---- */

static int pz_proven_fits(const Puzzle *pz, char *why, size_t len)
{
    if (pz->proven && pz->goal != PUZZLE_GAIN)
        return 0;
    snprintf(why, len, "not a proven puzzle ('win N' or 'draw', 'proven')");
    return -1;
}

static int pz_proven_values(Search *s, const Game *g, const Pos *p, const Puzzle *pz, uint64_t max_nodes, int step,
                            MoveValues *mv, char *why, size_t len)
{
    (void)pz;
    if (puzzle_move_values(s, g, p, max_nodes, mv) == 0)
        return 0;
    snprintf(why, len, "move %d: not every move's value was proven", step);
    return -1;
}

static int pz_proven_player_move(const Game *g, const Pos *p, const Puzzle *pz, int step, const MoveValues *mv,
                                 int m0, int at, char *why, size_t len)
{
    PuzzleGoal goal;
    int amount, answer;
    (void)m0;
    if (mv->n < 2) {
        snprintf(why, len, "move %d: the only legal move, not a choice", step);
        return -1;
    }
    if (puzzle_unique(mv, &goal, &amount, &answer) != 0) {
        snprintf(why, len, "move %d: no single move %s", step,
                 pz->goal == PUZZLE_WIN ? "wins while every other loses" : "keeps the draw while every other loses");
        return -1;
    }
    if (goal != pz->goal || (goal == PUZZLE_WIN && amount != pz->amount)) {
        snprintf(why, len, "move %d: the best play %s by %d, not as the puzzle says", step,
                 amount > 0 ? "wins" : "draws", amount);
        return -1;
    }
    if (answer != at) {
        char best[32];
        g->rules->format_move(g, p, mv->move[answer], best, sizeof best);
        snprintf(why, len, "move %d: the answer is %s, not %s", step, best, pz->line[step - 1]);
        return -1;
    }
    return 0;
}

/* A proven line needs nothing after it: each move's value was exact. */
static const PuzzleKind pz_proven = {
    .fits = pz_proven_fits,
    .values = pz_proven_values,
    .player_move = pz_proven_player_move,
    .line_end = NULL,
};

/* A reply is one of the opponent's best: no move is worth more to it. */
static int pz_check_reply(const Puzzle *pz, int step, const MoveValues *mv, int at, char *why, size_t len)
{
    int top = mv->value[0];
    for (int k = 1; k < mv->n; k++)
        top = mv->value[k] > top ? mv->value[k] : top;
    if (at < 0 || mv->value[at] != top) {
        snprintf(why, len, "move %d: the reply %s is not one of the best", step, pz->line[step - 1]);
        return -1;
    }
    return 0;
}

/* The line of pz from p, each move judged as its kind says: 0, or -1 with
 * why. */
static int pz_walk(const PuzzleKind *kind, Search *s, const Game *g, Pos *p, const Puzzle *pz, uint64_t max_nodes,
                   char *why, size_t len)
{
    int player = pos_side(p), m0 = puzzle_material(g, p) / PUZZLE_MAN, last_was_player = 0;
    for (int i = 0; i < pz->nline; i++) {
        Move m;
        MoveValues mv;
        if (game_parse_legal_move(g, p, pz->line[i], &m) != 0) {
            snprintf(why, len, "move %d, %s, is not legal", i + 1, pz->line[i]);
            return -1;
        }
        if (kind->values(s, g, p, pz, max_nodes, i + 1, &mv, why, len) != 0)
            return -1;
        int at = -1;
        for (int k = 0; k < mv.n; k++)
            if (mv.move[k] == m)
                at = k;
        last_was_player = pos_side(p) == player;
        if (last_was_player ? kind->player_move(g, p, pz, i + 1, &mv, m0, at, why, len) != 0
                            : pz_check_reply(pz, i + 1, &mv, at, why, len) != 0)
            return -1;
        g->rules->play(g, p, m, NULL);
    }
    if (pz->nline == 0 || !last_was_player) {
        snprintf(why, len, pz->nline ? "the line ends with the opponent's reply" : "the puzzle has no answer");
        return -1;
    }
    return kind->line_end ? kind->line_end(s, g, p, player, m0, pz, max_nodes, why, len) : 0;
}

int puzzle_check(Search *s, const Game *g, const Puzzle *pz, uint64_t max_nodes, char *why, size_t len)
{
    const PuzzleKind *kind = puzzle_by_search(g->rules) ? &puzzle_grid_kind : &pz_proven;
    if (kind->fits(pz, why, len) != 0)
        return -1;
    Pos *p = pos_new(g);
    if (!p) {
        snprintf(why, len, "out of memory");
        return -1;
    }
    int rc = -1;
    char err[256];
    if (game_parse_position(g, pz->pos, p, NULL, err, sizeof err) != 0)
        snprintf(why, len, "the position does not read: %s", err);
    else
        rc = pz_walk(kind, s, g, p, pz, max_nodes, why, len);
    pos_free(p);
    return rc;
}

/* ---- the text of a set ---- */

void puzzle_set_free(PuzzleSet *set)
{
    free(set->puzzle);
    memset(set, 0, sizeof *set);
}

/* The text between separators " | ", blanks trimmed; the rest after it. */
static char *ps_field(char **rest)
{
    char *s = *rest;
    if (!s)
        return NULL;
    char *bar = strstr(s, " | ");
    if (bar) {
        *bar = '\0';
        *rest = bar + 3;
    } else {
        *rest = NULL;
    }
    while (*s == ' ')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* The next word of *s separated by blanks (strtok without its hidden
 * state), or NULL at the end. */
static char *ps_word(char **s)
{
    char *w = *s;
    while (*w == ' ' || *w == '\r' || *w == '\t')
        w++;
    if (!*w) {
        *s = w;
        return NULL;
    }
    char *end = w;
    while (*end && *end != ' ' && *end != '\r' && *end != '\t')
        end++;
    if (*end)
        *end++ = '\0';
    *s = end;
    return w;
}

/* The GOAL field, as the kind of game allows: 'win N' or 'draw' where
 * puzzles are proven, 'gain N' or 'win' where they are found by search. */
static int ps_read_goal(const Game *g, const char *text, Puzzle *pz, char *err, size_t errlen)
{
    int amount = 0;
    char extra;
    if (puzzle_by_search(g->rules)) {
        if (strcmp(text, "win") == 0) {
            pz->goal = PUZZLE_WIN;
        } else if (sscanf(text, "gain %d%c", &amount, &extra) == 1 && amount > 0) {
            pz->goal = PUZZLE_GAIN;
            pz->amount = amount;
        } else {
            snprintf(err, errlen, "%s: the goal must be 'gain N' (N at least 1) or 'win', not '%s'", pz->id, text);
            return -1;
        }
        return 0;
    }
    if (strcmp(text, "draw") == 0) {
        pz->goal = PUZZLE_DRAW;
    } else if (sscanf(text, "win %d%c", &amount, &extra) == 1 && amount > 0) {
        pz->goal = PUZZLE_WIN;
        pz->amount = amount;
    } else {
        snprintf(err, errlen, "%s: the goal must be 'win N' (N at least 1) or 'draw', not '%s'", pz->id, text);
        return -1;
    }
    return 0;
}

/* The PROOF field: 'proven' where puzzles are proven, 'search D' where
 * they are found by search. */
static int ps_read_proof(const Game *g, const char *text, Puzzle *pz, char *err, size_t errlen)
{
    int depth = 0;
    char extra;
    if (!puzzle_by_search(g->rules)) {
        if (strcmp(text, "proven") != 0) {
            snprintf(err, errlen, "%s: the proof must be 'proven', not '%s'", pz->id, text);
            return -1;
        }
        pz->proven = 1;
        return 0;
    }
    if (sscanf(text, "search %d%c", &depth, &extra) != 1 || depth < 1 || depth > PUZZLE_MAX_DEPTH) {
        snprintf(err, errlen, "%s: the proof must be 'search D' (D 1 to %d), not '%s'", pz->id, PUZZLE_MAX_DEPTH,
                 text);
        return -1;
    }
    pz->depth = depth;
    return 0;
}

/* One puzzle's line: 0, or -1 with err. */
static int ps_read_puzzle(const Game *g, char *line, Puzzle *pz, char *err, size_t errlen)
{
    char *rest = line;
    char *f[6];
    for (int i = 0; i < 6; i++) {
        f[i] = ps_field(&rest);
        if (!f[i]) {
            snprintf(err, errlen, "expected six fields separated by ' | ': ID | POSITION | GOAL | LINE | BAND | PROOF");
            return -1;
        }
    }
    if (rest || !f[0][0] || strlen(f[0]) >= sizeof pz->id || strchr(f[0], ' ')) {
        snprintf(err, errlen, "expected six fields, the first an identifier without blanks");
        return -1;
    }
    memset(pz, 0, sizeof *pz);
    snprintf(pz->id, sizeof pz->id, "%s", f[0]);
    Pos *p = pos_new(g);
    char why[256];
    if (!p || strlen(f[1]) >= sizeof pz->pos || game_parse_position(g, f[1], p, NULL, why, sizeof why) != 0) {
        snprintf(err, errlen, "%s: the position does not read%s%s", pz->id, p ? ": " : "", p ? why : "");
        pos_free(p);
        return -1;
    }
    snprintf(pz->pos, sizeof pz->pos, "%s", f[1]);
    if (ps_read_goal(g, f[2], pz, err, errlen) != 0) {
        pos_free(p);
        return -1;
    }
    /* The line: moves separated by blanks, each legal in turn. */
    char *moves = f[3];
    for (char *mvtext = ps_word(&moves); mvtext; mvtext = ps_word(&moves)) {
        Move m;
        if (pz->nline == PUZZLE_MAX_LINE || strlen(mvtext) >= PUZZLE_MOVE_MAX ||
            game_parse_legal_move(g, p, mvtext, &m) != 0) {
            snprintf(err, errlen, "%s: move %d of the line, '%s', is %s", pz->id, pz->nline + 1, mvtext,
                     pz->nline == PUZZLE_MAX_LINE ? "one too many" : "not legal there");
            pos_free(p);
            return -1;
        }
        snprintf(pz->line[pz->nline++], PUZZLE_MOVE_MAX, "%s", mvtext);
        g->rules->play(g, p, m, NULL);
    }
    pos_free(p);
    if (pz->nline == 0) {
        snprintf(err, errlen, "%s: the line has no move", pz->id);
        return -1;
    }
    int band = 0;
    char extra;
    if (sscanf(f[4], "%d%c", &band, &extra) != 1 || band < 1 || band > PUZZLE_BANDS) {
        snprintf(err, errlen, "%s: the band must be 1 to %d, not '%s'", pz->id, PUZZLE_BANDS, f[4]);
        return -1;
    }
    pz->band = band;
    return ps_read_proof(g, f[5], pz, err, errlen);
}

/* The header "tabula-puzzles 1 GAME OPTION...": the game and options. */
static int ps_read_header(char *line, PuzzleSet *set, char *err, size_t errlen)
{
    char *word = ps_word(&line);
    if (!word || strcmp(word, PUZZLE_MAGIC) != 0) {
        snprintf(err, errlen, "line 1: not a puzzle set (it starts with '%s')", PUZZLE_MAGIC);
        return -1;
    }
    word = ps_word(&line);
    if (!word || atoi(word) != PUZZLE_VERSION) {
        snprintf(err, errlen, "line 1: version %s; this program reads version %d", word ? word : "missing",
                 PUZZLE_VERSION);
        return -1;
    }
    word = ps_word(&line);
    set->rules = word ? game_find(word) : NULL;
    if (!set->rules) {
        snprintf(err, errlen, "line 1: unknown game '%s'", word ? word : "");
        return -1;
    }
    game_options_default(set->rules, &set->opts);
    char why[256];
    while ((word = ps_word(&line)) != NULL)
        if (game_options_set(set->rules, &set->opts, word, why, sizeof why) != 0) {
            snprintf(err, errlen, "line 1: %s", why);
            return -1;
        }
    return 0;
}

int puzzle_set_read(const char *text, size_t len, PuzzleSet *set, char *err, size_t errlen)
{
    memset(set, 0, sizeof *set);
    char *copy = malloc(len + 1);
    if (!copy) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    int rc = -1, lineno = 0, cap = 0;
    Game *g = NULL;
    char *next = copy;
    while (next) {
        char *line = next;
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        lineno++;
        if (lineno == 1) {
            char why[256];
            if (ps_read_header(line, set, err, errlen) != 0)
                goto done;
            g = game_create(set->rules, &set->opts, why, sizeof why);
            if (!g) {
                snprintf(err, errlen, "line 1: %s", why);
                goto done;
            }
            continue;
        }
        if (line[0] == '#' || line[0] == '\0' || line[0] == '\r')
            continue;
        if (set->n == cap) {
            cap = cap ? cap * 2 : 64;
            Puzzle *grown = realloc(set->puzzle, sizeof *grown * (size_t)cap);
            if (!grown) {
                snprintf(err, errlen, "out of memory");
                goto done;
            }
            set->puzzle = grown;
        }
        char why[400];
        if (ps_read_puzzle(g, line, &set->puzzle[set->n], why, sizeof why) != 0) {
            snprintf(err, errlen, "line %d: %s", lineno, why);
            goto done;
        }
        for (int i = 0; i < set->n; i++)
            if (strcmp(set->puzzle[i].id, set->puzzle[set->n].id) == 0) {
                snprintf(err, errlen, "line %d: the identifier %s is used twice", lineno, set->puzzle[i].id);
                goto done;
            }
        set->n++;
    }
    if (lineno == 0 || !g) {
        snprintf(err, errlen, "the file is empty");
        goto done;
    }
    rc = 0;
done:
    if (rc != 0)
        puzzle_set_free(set);
    game_destroy(g);
    free(copy);
    return rc;
}

char *puzzle_set_text(const PuzzleSet *set)
{
    size_t cap = 256 + (size_t)set->n * (GAME_TEXT_MAX + PUZZLE_MAX_LINE * PUZZLE_MOVE_MAX + 64), used = 0;
    char *buf = malloc(cap), opts[256];
    if (!buf)
        return NULL;
    game_options_format(set->rules, &set->opts, opts, sizeof opts);
    game_append(buf, cap, &used, "%s %d %s%s%s\n", PUZZLE_MAGIC, PUZZLE_VERSION, set->rules->name, opts[0] ? " " : "",
                opts);
    for (int i = 0; i < set->n; i++) {
        const Puzzle *pz = &set->puzzle[i];
        char goal[32], proof[32];
        if (pz->goal == PUZZLE_GAIN)
            snprintf(goal, sizeof goal, "gain %d", pz->amount);
        else if (pz->goal == PUZZLE_WIN && pz->amount > 0)
            snprintf(goal, sizeof goal, "win %d", pz->amount);
        else
            snprintf(goal, sizeof goal, "%s", pz->goal == PUZZLE_WIN ? "win" : "draw");
        if (pz->proven)
            snprintf(proof, sizeof proof, "proven");
        else
            snprintf(proof, sizeof proof, "search %d", pz->depth);
        game_append(buf, cap, &used, "%s | %s | %s | ", pz->id, pz->pos, goal);
        for (int k = 0; k < pz->nline; k++)
            game_append(buf, cap, &used, "%s%s", k ? " " : "", pz->line[k]);
        game_append(buf, cap, &used, " | %d | %s\n", pz->band, proof);
    }
    return buf;
}
