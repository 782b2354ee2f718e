/*
 * game_puzzle.c - the puzzle trainer.  The match starts at the puzzle's
 * position; the player has the side to move, the set's line the other.
 * A move the player picks is compared with the line: the right one is
 * played and the opponent's reply follows (as the set gives it, one of
 * its best); a wrong one is played too, so the player sees it, then the
 * screen says why it fails with the values the set proves (and, in the
 * sowing games, the margin the analysis proves) and offers to try again
 * or to see the solution.  In the grid games, whose puzzles are found by
 * search, the search then finds the opponent's defence to the wrong move
 * (puzzle_defence), plays it on the board and names it.  A hint lights
 * the answer.  Only a puzzle
 * solved at the first try, without a hint, counts as solved; a wrong
 * move, a hint or the solution count it as failed, once.
 *
 * In the sowing games the player's decision is analysed in the frame's
 * spare time (analysis.h, the endgame tables when ready), so that a
 * wrong move's margin can be given as proven; nothing of it is shown
 * while the player is still looking.
 */
#include "game_puzzle.h"

#include "analysis.h"
#include "game_play.h"
#include "game_think.h"
#include "move_list.h"
#include "pos_check.h"
#include "puzzle_progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PUZZLE_ANALYSIS_TT_BYTES (16u << 20)
#define PUZZLE_REPLY_PAUSE_S 0.45    /* after the player's move is shown */
#define PUZZLE_SHOW_PAUSE_S 0.8      /* between the solution's moves */

typedef enum { PZ_SOLVING, PZ_REPLY, PZ_WRONG, PZ_SOLVED, PZ_SHOWING, PZ_SHOWN } PuzzleState;

/* The grid games' defence to a wrong move: searched, found, played. */
typedef enum { PD_NONE, PD_SEARCHING, PD_FOUND, PD_PLAYED } DefenceState;

struct PuzzleRun {
    PuzzleSet set;
    int game_index;  /* in game_registry, the record's */
    int band;        /* 0: every band */
    int *order;      /* the band's puzzles as offered (puzzle_order), set indices */
    int norder;
    int place;       /* the puzzle shown, its place in order */
    int at;          /* the puzzle shown, its index in the set */
    PuzzleProgress progress;
    int can_save;    /* the record was read or is new: it may be written */
    char problem[320]; /* why the record is not kept, or "" */
    PuzzleState state;
    int player;      /* the side the player has */
    int step;        /* the line's next move */
    int recorded;    /* this visit's result is in the record */
    int failed;      /* a wrong move, the hint or the solution */
    int hinted;
    Move wrong;      /* the wrong move played, at decision_ply */
    int decision_ply;
    double idle_since; /* the board went still (a reply waits for a moment) */
    int all_done;    /* every puzzle of the band is solved */
    /* The sowing games: the decision analysed, for a wrong move's margin. */
    Analysis *an;
    int analysed_ply;  /* the decision the analysis is of, -1 */
    int running;
    const Endgame *table;
    /* The grid games: the search of the defence to a wrong move. */
    Search *search;
    DefenceState defence_state;
    PuzzleDefence defence;
};

static PuzzleRun *pz_run(const GameScene *g) { return g->prun; }
static const Puzzle *pz_current(const GameScene *g) { return &g->prun->set.puzzle[g->prun->at]; }
static int pz_sowing(const GameScene *g) { return g->rules->value_kind == VALUE_KIND_SEEDS; }

/* The line's next move (the step not yet played) read in position at,
 * or MOVE_NONE past its end. */
static Move pz_line_move(const GameScene *g, const Pos *at)
{
    const PuzzleRun *p = pz_run(g);
    const Puzzle *pz = pz_current(g);
    Move m;
    if (p->step >= pz->nline || game_parse_legal_move(match_game(g->match), at, pz->line[p->step], &m) != 0)
        return MOVE_NONE;
    return m;
}

/* The move the line expects now. */
static Move pz_expected(const GameScene *g) { return pz_line_move(g, match_pos(g->match)); }

/* "1 man", "2 men", "3 pieces": the puzzle's amount in the game's unit. */
static void pz_unit(const GameScene *g, char *buf, size_t len)
{
    int n = pz_current(g)->amount;
    snprintf(buf, len, tr(n == 1 ? g->look->unit[0] : g->look->unit[1]), n);
}

/* The place in the band's order of the next puzzle after place `from`
 * (-1: from the first) that the player has not solved; when every one
 * is, the next all the same. */
static int pz_next_place(PuzzleRun *p, int from)
{
    int n = p->norder;
    for (int k = 1; k <= n; k++) {
        int at = ((from < 0 ? -1 : from) + k + n) % n;
        if (!progress_is_done(&p->progress, p->game_index, p->set.puzzle[p->order[at]].id))
            return at;
    }
    p->all_done = 1;
    return n > 0 ? ((from < 0 ? -1 : from) + 1) % n : -1;
}

static void pz_lock(GameScene *g) { g->board_locked = pz_run(g)->state != PZ_SOLVING; }

/* Starts on a decision of the player's: its values are searched anew. */
static void pz_decide(GameScene *g)
{
    PuzzleRun *p = pz_run(g);
    p->state = PZ_SOLVING;
    p->decision_ply = match_plies(g->match);
    p->wrong = MOVE_NONE;
    p->hinted = 0; /* a hint is for one decision */
    p->defence_state = PD_NONE;
    pz_lock(g);
}

/* Shows the puzzle at `place` in the band's order from its start. */
static int pz_open(GameScene *g, int place)
{
    PuzzleRun *p = pz_run(g);
    int at = p->order[place];
    const Puzzle *pz = &p->set.puzzle[at];
    Pos *start = pos_new(g->game);
    char err[200];
    if (!start || game_parse_position(g->game, pz->pos, start, NULL, err, sizeof err) != 0) {
        pos_free(start);
        return -1;
    }
    Match *m = match_create(g->game, start);
    p->player = pos_side(start);
    pos_free(start);
    if (!m)
        return -1;
    sg_board_finish(g);
    match_destroy(g->match);
    g->match = m;
    p->at = at;
    p->place = place;
    p->step = 0;
    p->recorded = p->failed = 0;
    p->idle_since = -1;
    p->analysed_ply = -1;
    /* The player is "You", at the bottom of the board. */
    g->mode = p->player == 0 ? MODE_HVC : MODE_CVH;
    g->user_flip = 0;
    pz_decide(g);
    sg_after_jump(g);
    g->banner_until = 0;
    return 0;
}

/* The record, read again (another screen may have written it). */
static void pz_read_record(PuzzleRun *p, App *a)
{
    char path[1200], err[300];
    p->can_save = 0;
    p->problem[0] = '\0';
    if (app_pref_file(a, "puzzles.ini", path, sizeof path) != 0) {
        progress_default(&p->progress);
        snprintf(p->problem, sizeof p->problem, "%s", tr(T_PZ_NO_RECORD));
        return;
    }
    if (progress_load(path, &p->progress, err, sizeof err) != 0) {
        snprintf(p->problem, sizeof p->problem, tr(T_PZ_RECORD_DAMAGED), err);
        return;
    }
    p->can_save = 1;
}

/* This visit's result, once: solved at the first try without help, or
 * failed; written at once so that leaving does not lose it. */
static void pz_record(GameScene *g, App *a, int solved)
{
    PuzzleRun *p = pz_run(g);
    if (p->recorded)
        return;
    p->recorded = 1;
    if (!p->can_save)
        return;
    progress_record(&p->progress, p->game_index, pz_current(g), solved, 1);
    char path[1200], err[300];
    if (app_pref_file(a, "puzzles.ini", path, sizeof path) != 0 || progress_save(path, &p->progress, err, sizeof err) != 0) {
        snprintf(p->problem, sizeof p->problem, tr(T_PZ_RECORD_UNSAVED), err);
        p->can_save = 0;
    }
}

static const GameMode sg_mode_puzzle;

int sg_puzzle_start(GameScene *g, App *a, PuzzleSet *set, int game_index, int band)
{
    PuzzleRun *p = calloc(1, sizeof *p);
    int *order = set->n > 0 ? malloc((size_t)set->n * sizeof *order) : NULL;
    if (!p || !order) {
        free(p);
        free(order);
        puzzle_set_free(set);
        return -1;
    }
    p->set = *set;
    memset(set, 0, sizeof *set);
    p->game_index = game_index;
    p->band = band;
    p->order = order;
    p->norder = puzzle_order(&p->set, band, order);
    g->prun = p;
    g->gmode = g->home = &sg_mode_puzzle;
    if (pz_sowing(g))
        p->an = analysis_create(g->game, PUZZLE_ANALYSIS_TT_BYTES);
    else
        p->search = search_create(g->game, PUZZLE_TT_BYTES);
    pz_read_record(p, a);
    int first = pz_next_place(p, -1);
    if (first < 0 || pz_open(g, first) != 0)
        return -1;
    return 0;
}

void sg_puzzle_free(GameScene *g)
{
    PuzzleRun *p = pz_run(g);
    if (!p)
        return;
    analysis_destroy(p->an);
    search_destroy(p->search);
    free(p->order);
    puzzle_set_free(&p->set);
    free(p);
    g->prun = NULL;
}

/* ---- the player's moves and the line's ---- */

/* The move ended the puzzle: what the board would announce of it (an
 * extra turn) is not for the puzzle, whose verdict the header gives. */
static void pz_quiet(GameScene *g)
{
    g->banner_until = 0;
    g->banner_sound = -1;
}

/* The grid games: the search of the opponent's defence to the wrong move
 * just played starts; the frames' spare time runs it (pz_defend). */
static void pz_defence_begin(GameScene *g)
{
    PuzzleRun *p = pz_run(g);
    p->defence_state = PD_NONE;
    if (!p->search)
        return;
    puzzle_defence_begin(p->search, match_pos(g->match), pz_current(g)->depth, 0);
    p->defence_state = PD_SEARCHING;
}

static SearchState pz_defence_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    PuzzleRun *p = ctx;
    uint64_t before = search_result(p->search)->nodes;
    SearchState st = search_step(p->search, nodes);
    *done = search_result(p->search)->nodes - before;
    return st;
}

/* The defence searched, then played once the wrong move has been seen
 * for a moment: the same pause as a reply's. */
static void pz_defend(GameScene *g, App *a, double budget_s)
{
    PuzzleRun *p = pz_run(g);
    if (p->state != PZ_WRONG)
        return;
    if (p->defence_state == PD_SEARCHING && sg_slices(g, a, budget_s, pz_defence_step, p)) {
        p->defence_state = puzzle_defence_read(p->search, match_game(g->match), match_pos(g->match), &p->defence) == 0
                               ? PD_FOUND
                               : PD_NONE;
        p->idle_since = -1;
    }
    if (p->defence_state != PD_FOUND)
        return;
    if (sg_board_busy(g) || a->stack[a->nstack - 1] != &g->base) {
        p->idle_since = -1;
        return;
    }
    if (p->idle_since < 0)
        p->idle_since = a->now;
    if (a->now - p->idle_since < PUZZLE_REPLY_PAUSE_S)
        return;
    p->idle_since = -1;
    sg_play(g, a, p->defence.reply);
    pz_quiet(g); /* the sentence under the status names what it takes */
    p->defence_state = PD_PLAYED;
}

static void pz_play(GameScene *g, App *a, Move mv)
{
    PuzzleRun *p = pz_run(g);
    if (p->state != PZ_SOLVING || pos_side(match_pos(g->match)) != p->player)
        return;
    const Puzzle *pz = pz_current(g);
    if (mv != pz_expected(g)) {
        p->state = PZ_WRONG;
        p->wrong = mv;
        pz_lock(g);
        sg_play(g, a, mv);
        pz_quiet(g);
        p->failed = 1;
        pz_record(g, a, 0);
        pz_defence_begin(g);
        return;
    }
    p->step++;
    if (p->step >= pz->nline) {
        p->state = PZ_SOLVED;
        pz_lock(g);
        sg_play(g, a, mv);
        pz_quiet(g);
        pz_record(g, a, !p->failed);
        audio_play(a->audio, SOUND_END, 0.8f);
        return;
    }
    /* A Kalah extra turn: the player's move again, no reply between. */
    p->state = PZ_REPLY;
    pz_lock(g);
    sg_play(g, a, mv);
    if (pos_side(match_pos(g->match)) == p->player)
        pz_decide(g);
    p->idle_since = -1;
}

/* The reply or the solution's next move, once the board has been still
 * for a moment and nothing is over the game. */
static void pz_auto_move(GameScene *g, App *a)
{
    PuzzleRun *p = pz_run(g);
    if (p->state != PZ_REPLY && p->state != PZ_SHOWING)
        return;
    if (sg_board_busy(g) || a->stack[a->nstack - 1] != &g->base) {
        p->idle_since = -1;
        return;
    }
    if (p->idle_since < 0)
        p->idle_since = a->now;
    if (a->now - p->idle_since < (p->state == PZ_SHOWING ? PUZZLE_SHOW_PAUSE_S : PUZZLE_REPLY_PAUSE_S))
        return;
    p->idle_since = -1;
    const Puzzle *pz = pz_current(g);
    Move m = pz_expected(g);
    if (m == MOVE_NONE) { /* the end of the line (a set checked when read never stops short) */
        p->state = p->state == PZ_SHOWING ? PZ_SHOWN : PZ_SOLVED;
        pz_lock(g);
        return;
    }
    sg_play(g, a, m);
    p->step++;
    if (p->state == PZ_SHOWING) {
        if (p->step >= pz->nline)
            p->state = PZ_SHOWN;
    } else if (pos_side(match_pos(g->match)) == p->player) {
        pz_decide(g);
    }
    pz_lock(g);
}

/* The sowing games: the player's decision analysed in the frame's time. */
static SearchState pz_step(void *ctx, uint64_t nodes, uint64_t *done)
{
    PuzzleRun *p = ctx;
    uint64_t before = analysis_nodes(p->an);
    SearchState st = analysis_step(p->an, nodes);
    *done = analysis_nodes(p->an) - before;
    return st;
}

static void pz_analyse(GameScene *g, App *a, double budget_s)
{
    PuzzleRun *p = pz_run(g);
    if (!p->an || (p->state != PZ_SOLVING && p->state != PZ_WRONG))
        return;
    if (p->analysed_ply != p->decision_ply && p->state == PZ_SOLVING) {
        const Game *gm = match_game(g->match);
        const Endgame *e = tables_want(a->tables, gm);
        if (e != p->table) {
            analysis_set_endgame(p->an, e);
            p->table = e;
        }
        int nh;
        const uint64_t *hist = match_history(g->match, &nh);
        analysis_begin(p->an, match_pos(g->match), hist, nh, NULL);
        p->analysed_ply = p->decision_ply;
        p->running = 1;
    }
    if (p->running && p->analysed_ply == p->decision_ply && sg_slices(g, a, budget_s, pz_step, p))
        p->running = 0;
}

static void pz_think(GameScene *g, App *a, double budget_s)
{
    pz_auto_move(g, a);
    pz_analyse(g, a, budget_s);
    pz_defend(g, a, budget_s);
    PuzzleRun *p = pz_run(g);
    a->calm = (p->running || p->defence_state == PD_SEARCHING) && !sg_board_busy(g) &&
              a->stack[a->nstack - 1] == &g->base;
}

/* ---- what the player asks ---- */

int sg_puzzle_can(const GameScene *g, PuzzleAction what)
{
    const PuzzleRun *p = pz_run(g);
    int over = p->state == PZ_SOLVED || p->state == PZ_SHOWN;
    switch (what) {
    case PZ_DO_HINT:
        return p->state == PZ_SOLVING && !p->hinted;
    case PZ_DO_SOLUTION:
        return p->state == PZ_SOLVING || p->state == PZ_WRONG;
    case PZ_DO_RETRY:
        return p->state == PZ_WRONG || over;
    case PZ_DO_NEXT:
        return p->set.n > 0;
    case PZ_DO_ANALYSE:
        return over || p->state == PZ_WRONG;
    default:
        return 0;
    }
}

static void pz_hint(GameScene *g, App *a)
{
    PuzzleRun *p = pz_run(g);
    Move m = pz_expected(g);
    if (m == MOVE_NONE)
        return;
    p->hinted = p->failed = 1;
    pz_record(g, a, 0);
    /* The move alone, without a value: the board lights its pit or piece
     * (it keeps what it shows; the result is read at once). */
    SearchResult r;
    memset(&r, 0, sizeof r);
    r.move = m;
    sg_board_hint(g, &r);
    g->hint_shown = 1;
}

/* The solution from the puzzle's start, move by move. */
static void pz_solution(GameScene *g, App *a)
{
    PuzzleRun *p = pz_run(g);
    p->failed = 1;
    pz_record(g, a, 0);
    sg_board_finish(g);
    while (match_plies(g->match) > 0)
        match_undo(g->match);
    sg_after_jump(g);
    p->step = 0;
    p->wrong = MOVE_NONE;
    p->defence_state = PD_NONE;
    p->state = PZ_SHOWING;
    p->idle_since = a->now - PUZZLE_SHOW_PAUSE_S + 0.3;
    pz_lock(g);
}

static void pz_retry(GameScene *g, App *a)
{
    PuzzleRun *p = pz_run(g);
    sg_board_finish(g);
    if (p->state == PZ_WRONG) { /* the wrong move taken back: the same decision */
        while (match_plies(g->match) > p->decision_ply)
            match_undo(g->match);
        sg_after_jump(g);
        p->state = PZ_SOLVING;
        p->wrong = MOVE_NONE;
        p->defence_state = PD_NONE;
        pz_lock(g);
        return;
    }
    /* A finished puzzle again from its start; it is not counted again. */
    int recorded = p->recorded, failed = p->failed;
    pz_open(g, p->place);
    p->recorded = recorded;
    p->failed = failed;
    (void)a;
}

void sg_puzzle_do(GameScene *g, App *a, PuzzleAction what)
{
    if (!sg_puzzle_can(g, what))
        return;
    PuzzleRun *p = pz_run(g);
    switch (what) {
    case PZ_DO_HINT:
        pz_hint(g, a);
        break;
    case PZ_DO_SOLUTION:
        pz_solution(g, a);
        break;
    case PZ_DO_RETRY:
        pz_retry(g, a);
        break;
    case PZ_DO_NEXT: {
        int done_before = p->all_done;
        int next = pz_next_place(p, p->place);
        if (next >= 0 && pz_open(g, next) == 0 && p->all_done && !done_before)
            sg_banner(g, a, tr(T_PZ_ALL_SOLVED), 0, 3.0);
        break;
    }
    default: /* the analysis board is the scene's to open */
        break;
    }
}

static int pz_key(GameScene *g, App *a, const Input *in)
{
    if (in->kind != IN_KEY || (in->mod & KMOD_CTRL))
        return 0;
    PuzzleAction what;
    const PuzzleRun *p = pz_run(g);
    int over = p->state == PZ_SOLVED || p->state == PZ_SHOWN;
    switch (in->key) {
    case SDLK_RETURN: /* the puzzle over, on to the next */
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (!over)
            return 0;
        what = PZ_DO_NEXT;
        break;
    case SDLK_h: /* a gamepad's Y too */
        what = PZ_DO_HINT;
        break;
    case SDLK_s:
        what = PZ_DO_SOLUTION;
        break;
    case SDLK_u: /* a gamepad's left shoulder */
    case SDLK_BACKSPACE:
        what = PZ_DO_RETRY;
        break;
    case SDLK_n:
    case SDLK_r: /* a gamepad's right shoulder */
        what = PZ_DO_NEXT;
        break;
    default:
        return 0;
    }
    sg_puzzle_do(g, a, what);
    return 1;
}

/* ---- what the screen says ---- */

static int pz_buttons(const GameScene *g, GameButton *order)
{
    static const GameButton solving[] = {GB_MENU, GB_HINT, GB_SOLUTION, GB_NEW_PUZZLE};
    static const GameButton wrong[] = {GB_RETRY, GB_SOLUTION, GB_NEW_PUZZLE, GB_MENU};
    static const GameButton over[] = {GB_NEW_PUZZLE, GB_RETRY, GB_ANALYSE, GB_MENU};
    const PuzzleRun *p = pz_run(g);
    const GameButton *b = p->state == PZ_WRONG ? wrong : p->state == PZ_SOLVED || p->state == PZ_SHOWN ? over : solving;
    for (int k = 0; k < 4; k++)
        order[k] = b[k];
    return 4;
}

/* The goal in words: "Find the one move that wins", "... saves the draw",
 * "... wins 2 men"; status: with "Your move:" before it. */
static void pz_goal_words(const GameScene *g, int status, char *buf, size_t len)
{
    const Puzzle *pz = pz_current(g);
    char unit[48];
    switch (pz->goal) {
    case PUZZLE_DRAW:
        snprintf(buf, len, "%s", tr(status ? T_PZ_FIND_DRAW : T_PZ_GOAL_DRAW));
        break;
    case PUZZLE_GAIN:
        pz_unit(g, unit, sizeof unit);
        snprintf(buf, len, tr(status ? T_PZ_FIND_GAIN : T_PZ_GOAL_GAIN), unit);
        break;
    default:
        if (pz_sowing(g))
            /* The panel gives the margin too: every other move loses, so
             * it tells nothing of which move wins. */
            snprintf(buf, len, status ? tr(T_PZ_FIND_WIN) : tr(T_PZ_GOAL_WIN_BY), pz->amount);
        else
            snprintf(buf, len, "%s", tr(status ? T_PZ_FIND_GRID_WIN : T_PZ_GOAL_GRID_WIN));
        break;
    }
}

static void pz_status_words(const GameScene *g, App *a, char *buf, size_t len)
{
    const PuzzleRun *p = pz_run(g);
    char name[64];
    switch (p->state) {
    case PZ_SOLVING:
        if (p->hinted) {
            BoardView v = sg_view(g);
            if (g->board->ops->hint_text(g->board, &v, buf, len))
                return;
        }
        /* A small window's header is the board's width: the goal goes to
         * the strip under it (pz_explain_words). */
        if (p->step > 0)
            snprintf(buf, len, "%s", tr(g->gl.compact ? T_PZ_GO_ON_SHORT : T_PZ_GO_ON));
        else if (g->gl.compact)
            snprintf(buf, len, "%s", tr(T_PZ_YOUR_MOVE));
        else
            pz_goal_words(g, 1, buf, len);
        return;
    case PZ_REPLY:
        sg_player_name(g, a, !p->player, name, sizeof name);
        snprintf(buf, len, tr(T_PZ_REPLIES), name);
        return;
    case PZ_WRONG:
        snprintf(buf, len, "%s", tr(T_PZ_WRONG));
        return;
    case PZ_SOLVED:
        snprintf(buf, len, "%s", tr(p->failed ? T_PZ_SOLVED_HELPED : T_PZ_SOLVED));
        return;
    default:
        snprintf(buf, len, "%s", tr(T_PZ_SOLUTION));
        return;
    }
}

/* The answer's words and the move's, in the decision's position. */
static void pz_words(const GameScene *g, Move m, char *buf, size_t len)
{
    const PuzzleRun *p = pz_run(g);
    sg_move_words_at(g, match_pos_at(g->match, p->decision_ply), m, buf, len);
}

/* "1 man", "2 men": n in the game's unit. */
static void pz_count(const GameScene *g, int n, char *buf, size_t len)
{
    snprintf(buf, len, tr(n == 1 ? g->look->unit[0] : g->look->unit[1]), n);
}

/* The grid games, the defence played: what it is ("White answers e5e2
 * and takes 1 man.") and what the search makes of the wrong move at the
 * puzzle's horizon ("So c1c4 wins nothing."). */
static void pz_why_defended(const GameScene *g, const App *a, const char *wrong, char *buf, size_t len)
{
    const PuzzleRun *p = pz_run(g);
    const PuzzleDefence *d = &p->defence;
    const Game *gm = match_game(g->match);
    char name[64], reply[32], men[48];
    sg_player_name(g, a, !p->player, name, sizeof name);
    sg_move_words_at(g, match_pos_at(g->match, p->decision_ply + 1), d->reply, reply, sizeof reply);
    GameStatus st;
    gm->rules->status(gm, match_pos_at(g->match, p->decision_ply + 2), NULL, 0, &st);
    if (st.over && st.winner == !p->player) { /* nothing more to say */
        snprintf(buf, len, tr(T_PZ_ANSWERS_WINS), name, reply);
        return;
    }
    pz_count(g, d->taken, men, sizeof men);
    if (d->taken > 0)
        snprintf(buf, len, tr(T_PZ_ANSWERS_TAKES), name, reply, men);
    else
        snprintf(buf, len, tr(T_PZ_ANSWERS), name, reply);
    /* The men the wrong move comes to, from the puzzle's start. */
    int m0 = puzzle_material(gm, match_pos_at(g->match, 0)) / PUZZLE_MAN, net = d->value / PUZZLE_MAN - m0;
    char then[160];
    if (d->value <= -VALUE_WIN_BOUND)
        snprintf(then, sizeof then, tr(T_PZ_SO_LOSES_GAME), wrong);
    else if (d->value >= VALUE_WIN_BOUND) /* a win later than the answer's: not asked here */
        snprintf(then, sizeof then, tr(T_PZ_SO_NO_WIN), wrong);
    else if (pz_current(g)->goal == PUZZLE_WIN && net >= 0)
        snprintf(then, sizeof then, tr(T_PZ_SO_NO_WIN), wrong);
    else {
        pz_count(g, net < 0 ? -net : net, men, sizeof men);
        snprintf(then, sizeof then, tr(net > 0 ? T_PZ_SO_ONLY : net < 0 ? T_PZ_SO_LOSES : T_PZ_SO_NOTHING), wrong, men);
    }
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, " %s", then);
}

/* Why the wrong move fails: what the set proves (every other move loses,
 * or wins less), with the margin the analysis has proven when it has;
 * in the grid games, the defence once it is played. */
static void pz_why_wrong(const GameScene *g, const App *a, char *buf, size_t len)
{
    const PuzzleRun *p = pz_run(g);
    const Puzzle *pz = pz_current(g);
    char wrong[32], right[32], then[160];
    pz_words(g, p->wrong, wrong, sizeof wrong);
    pz_words(g, pz_line_move(g, match_pos_at(g->match, p->decision_ply)), right, sizeof right);
    if (!pz_sowing(g) && p->defence_state == PD_PLAYED && !sg_board_busy(g)) {
        pz_why_defended(g, a, wrong, buf, len);
        return;
    }
    if (!pz_sowing(g)) {
        char unit[48];
        pz_unit(g, unit, sizeof unit);
        if (pz->goal == PUZZLE_GAIN)
            snprintf(buf, len, tr(T_PZ_WHY_GAIN), wrong, unit);
        else
            snprintf(buf, len, tr(T_PZ_WHY_GRID_WIN), wrong);
        return;
    }
    /* The margin after the wrong move, where the analysis proved it. */
    int lost = 0;
    const SearchResult *r = p->an && p->analysed_ply == p->decision_ply ? analysis_result(p->an) : NULL;
    for (int i = 0; r && i < r->nroot; i++)
        if (r->root_moves[i] == p->wrong && r->root_exact[i] && r->root_values[i] < 0)
            lost = -r->root_values[i];
    if (lost > 0)
        snprintf(buf, len, tr(T_PZ_WHY_LOSES_BY), wrong, lost);
    else
        snprintf(buf, len, tr(T_PZ_WHY_LOSES), wrong);
    if (pz->goal == PUZZLE_DRAW)
        snprintf(then, sizeof then, tr(T_PZ_THEN_DRAW), right);
    else
        snprintf(then, sizeof then, tr(T_PZ_THEN_WIN), right, pz->amount);
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, " %s", then);
}

/* How the puzzle is known: "proven by Tabula's solver", "found by search
 * (8 plies)". */
static void pz_known(const GameScene *g, char *buf, size_t len)
{
    const Puzzle *pz = pz_current(g);
    if (pz->proven)
        snprintf(buf, len, "%s", tr(T_PZ_PROVEN));
    else
        snprintf(buf, len, tr(T_PZ_FOUND), pz->depth);
}

static const TextId pz_band_names[PUZZLE_BANDS + 1] = {T_PZ_MIXED, T_PZ_EASY, T_PZ_MEDIUM, T_PZ_HARD};

static void pz_explain_words(const GameScene *g, App *a, char *buf, size_t len)
{
    (void)a;
    const PuzzleRun *p = pz_run(g);
    const Puzzle *pz = pz_current(g);
    char known[96], goal[128];
    pz_known(g, known, sizeof known);
    switch (p->state) {
    case PZ_WRONG:
        if (!sg_board_busy(g)) {
            pz_why_wrong(g, a, buf, len);
            return;
        }
        break;
    case PZ_SOLVED:
    case PZ_SHOWN:
        if (pz->goal == PUZZLE_DRAW)
            snprintf(goal, sizeof goal, "%s", tr(T_PZ_DONE_DRAW));
        else if (pz->goal == PUZZLE_GAIN) {
            char unit[48];
            pz_unit(g, unit, sizeof unit);
            snprintf(goal, sizeof goal, tr(T_PZ_DONE_GAIN), unit);
        } else if (pz_sowing(g))
            snprintf(goal, sizeof goal, tr(T_PZ_DONE_WIN), pz->amount);
        else
            snprintf(goal, sizeof goal, "%s", tr(T_PZ_DONE_GRID_WIN));
        snprintf(buf, len, "%s \xc2\xb7 %s", goal, known);
        return;
    default:
        break;
    }
    if (p->state == PZ_SOLVING && (p->step > 0 || g->gl.compact)) {
        pz_goal_words(g, 0, goal, sizeof goal);
        snprintf(buf, len, "%s \xc2\xb7 %s", goal, known);
        return;
    }
    snprintf(buf, len, "%s \xc2\xb7 %s", tr(pz_band_names[pz->band]), known);
}

/* Wrapped text drawn at *y when the whole of it fits above bottom (then
 * *y moves under it, and 1); 0, nothing drawn, when it does not. */
static int pz_block(Render *r, FontId font, float px, const char *text, float x, float *y, float w, float bottom,
                    SDL_Color c)
{
    if (*y + render_text_wrapped_height(r, font, px, text, w) > bottom)
        return 0;
    *y += render_text_wrapped(r, font, px, text, x, *y, w, c);
    return 1;
}

static void pz_panel(GameScene *g, App *a, SDL_FRect area)
{
    Render *r = a->render;
    const PuzzleRun *p = pz_run(g);
    const Puzzle *pz = pz_current(g);
    float px = g->gl.text.small, lh = render_line_height(r, px), bottom = area.y + area.h, y = area.y;
    char line[400], goal[512];
    int in_band = p->norder, number = p->place + 1;
    /* What fits, in order: the heading, the goal, how it is known, the record. */
    snprintf(line, sizeof line, tr(T_PZ_HEADING), number, in_band, tr(pz_band_names[p->band]));
    if (!pz_block(r, FONT_BOLD, px, line, area.x, &y, area.w, bottom, render_gold))
        return;
    y += lh * 0.3f;
    pz_goal_words(g, 0, goal, sizeof goal);
    if (!pz_block(r, FONT_BOLD, px, goal, area.x, &y, area.w, bottom, render_ink))
        return;
    pz_known(g, line, sizeof line);
    snprintf(goal, sizeof goal, "%s \xc2\xb7 %s", tr(pz_band_names[pz->band]), line);
    if (!pz_block(r, FONT_REGULAR, px, goal, area.x, &y, area.w, bottom, render_dim))
        return;
    y += lh * 0.4f;
    if (p->problem[0]) { /* why the record is not kept, in place of it */
        pz_block(r, FONT_REGULAR, px, p->problem, area.x, &y, area.w, bottom, (SDL_Color){255, 176, 120, 255});
        return;
    }
    const GameProgress *gp = &p->progress.game[p->game_index];
    int solved = 0, failed = 0;
    for (int b = 1; b <= PUZZLE_BANDS; b++) {
        solved += gp->solved[b];
        failed += gp->failed[b];
    }
    snprintf(line, sizeof line, tr(T_PZ_RECORD), solved, failed, gp->streak, gp->best_streak);
    pz_block(r, FONT_REGULAR, px, line, area.x, &y, area.w, bottom, render_ink);
}

static void pz_report(GameScene *g, App *a, char *buf, size_t len)
{
    static const char *const states[] = {"solving", "reply", "wrong", "solved", "showing", "shown"};
    const PuzzleRun *p = pz_run(g);
    const Puzzle *pz = pz_current(g);
    const GameProgress *gp = &p->progress.game[p->game_index];
    char why[300] = "", defence[PUZZLE_MOVE_MAX + 16] = "";
    if (p->state == PZ_WRONG)
        pz_why_wrong(g, a, why, sizeof why);
    if (p->state == PZ_WRONG && p->defence_state == PD_PLAYED) { /* in the protocol's notation, as tabula-cli names it */
        const Game *gm = match_game(g->match);
        char mv[PUZZLE_MOVE_MAX];
        gm->rules->format_move(gm, match_pos_at(g->match, p->decision_ply + 1), p->defence.reply, mv, sizeof mv);
        snprintf(defence, sizeof defence, " defence %s", mv);
    }
    snprintf(buf, len, "puzzle %s band %d state %s step %d failed %d hinted %d record %d/%d/%d %d/%d/%d streak %d best %d saved %s why [%s]%s",
             pz->id, pz->band, states[p->state], p->step, p->failed, p->hinted, gp->solved[1], gp->solved[2],
             gp->solved[3], gp->failed[1], gp->failed[2], gp->failed[3], gp->streak, gp->best_streak,
             p->can_save ? "yes" : "no", why, defence);
}

/* The trainer's keys; Z, Y, P and Ctrl+S do nothing here (the line is the
 * puzzle's), A opens the analysis board once the puzzle is tried. */
static int pz_input(GameScene *g, App *a, const Input *in)
{
    if (in->kind != IN_KEY)
        return 0;
    if (pz_key(g, a, in))
        return 1;
    switch (in->key) {
    case SDLK_a:
        if (sg_puzzle_can(g, PZ_DO_ANALYSE))
            g->open_analysis(g, a);
        return 1;
    case SDLK_z:
    case SDLK_y:
    case SDLK_p:
        return 1;
    case SDLK_s:
        return (in->mod & KMOD_CTRL) != 0;
    default:
        return 0;
    }
}

static void pz_button(GameScene *g, App *a, int b)
{
    static const struct {
        GameButton button;
        PuzzleAction what;
    } asks[] = {{GB_HINT, PZ_DO_HINT}, {GB_SOLUTION, PZ_DO_SOLUTION}, {GB_RETRY, PZ_DO_RETRY}, {GB_NEW_PUZZLE, PZ_DO_NEXT}};
    for (size_t k = 0; k < sizeof asks / sizeof asks[0]; k++)
        if (asks[k].button == (GameButton)b)
            sg_puzzle_do(g, a, asks[k].what);
}

static int pz_enabled(const GameScene *g, const App *a, int b)
{
    (void)a;
    return b == GB_HINT       ? sg_puzzle_can(g, PZ_DO_HINT)
           : b == GB_SOLUTION ? sg_puzzle_can(g, PZ_DO_SOLUTION)
           : b == GB_RETRY    ? sg_puzzle_can(g, PZ_DO_RETRY)
           : b == GB_ANALYSE  ? sg_puzzle_can(g, PZ_DO_ANALYSE)
                              : 1;
}

/* The moves shown first, then the puzzle's words. */
static void pz_status(const GameScene *g, App *a, char *buf, size_t len)
{
    if (sg_board_busy(g))
        snprintf(buf, len, "%s", tr(g->board->ops->busy_text));
    else
        pz_status_words(g, a, buf, len);
}

/* What binds the move first (the Khan), else the puzzle's words. */
static int pz_explain(const GameScene *g, App *a, char *buf, size_t len)
{
    BoardView v = sg_view(g);
    if (!(v.human_turn && !g->hint_shown && g->board->ops->explain(g->board, &v, buf, len)))
        pz_explain_words(g, a, buf, len);
    return 1;
}

static const GameMode sg_mode_puzzle = {
    .kind = GM_PUZZLE,
    .flags = GM_STUDY | GM_PANEL | GM_MOVES,
    .play = pz_play,
    .input = pz_input,
    .button = pz_button,
    .buttons = pz_buttons,
    .enabled = pz_enabled,
    .think = pz_think,
    .status = pz_status,
    .explain = pz_explain,
    .panel = pz_panel,
    .report = pz_report,
};
