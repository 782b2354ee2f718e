/*
 * test_hasami.c - the Hasami Shogi rules module (src/engine/hasami.c) against
 * the rules of docs/rules.md, "Hasami Shogi": its examples, further worked
 * examples and the move-tree sizes from the start written out in the tests
 * below, and a second rules implementation written here on the position
 * text.  The reference finds captures the other way round: for every enemy
 * man it asks whether it lies on a line between the moved man and another
 * of the mover's men, and for every corner it tries every run length.  The
 * two must agree move by move on random games under every variant, and give
 * the same perft.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_util.h"
#include "games.h"
#include "pos_check.h"
#include "search.h"

#define EMPTY_ROW "........."
#define START "WWWWWWWWW/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/BBBBBBBBB/b"

/* ---- building positions from a list of men ---- */

/* The position text of a board (row 1 first), side b or w. */
static void board_text(char board[9][9], char side, char *out)
{
    size_t n = 0;
    for (int r = 0; r < 9; r++) {
        memcpy(out + n, board[r], 9);
        n += 9;
        out[n++] = '/';
    }
    out[n++] = side;
    out[n] = '\0';
}

/* A position text with the men listed ("Bc5 Wd5 ..."), side b or w. */
static void build(char *out, const char *men, char side)
{
    char board[9][9];
    memset(board, '.', sizeof board);
    for (const char *s = men; *s;) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        board[s[2] - '1'][s[1] - 'a'] = s[0];
        s += 3;
    }
    board_text(board, side, out);
}

static Game *game_with(const char *o1, const char *o2)
{
    const char *opts[3] = {o1, o2, NULL};
    return eu_game("hasami", opts);
}

/* Plays mv from the position built from men and checks the result's men. */
static void check_move(const Game *g, const char *men, char side, const char *mv, const char *want_men, char want_side)
{
    char text[128], want[128], got[128];
    build(text, men, side);
    build(want, want_men, want_side);
    Pos *p = eu_pos(g, text);
    eu_play(g, p, mv, NULL);
    eu_text(g, p, got, sizeof got);
    cr_assert_str_eq(got, want, "%s after %s from %s", got, mv, text);
    pos_free(p);
}

Test(hasami, e1_line_capture)
{
    Game *g = game_with(NULL, NULL);
    check_move(g, "Bc5 Bg3 Wd5 We5 Wf5 Wa1 Wh1 Wi1 Ba9 Bb9", 'b', "g3g5", "Bc5 Bg5 Wa1 Wh1 Wi1 Ba9 Bb9", 'w');
    game_destroy(g);
}

Test(hasami, e2_two_directions)
{
    Game *g = game_with(NULL, NULL);
    check_move(g, "Bb6 Be3 Bi6 Wc6 Wd6 We4 We5 Wa1 Wh1 Wi1 Ba9 Bb9 Bc9", 'b', "i6e6",
               "Bb6 Be3 Be6 Wa1 Wh1 Wi1 Ba9 Bb9 Bc9", 'w');
    game_destroy(g);
}

Test(hasami, e3_corner_capture_and_corner2)
{
    Game *g = game_with(NULL, NULL);
    check_move(g, "Wa1 Bb1 Bf2 Wi9 Wd5 We5 Ba9 Bc9", 'b', "f2a2", "Bb1 Ba2 Wi9 Wd5 We5 Ba9 Bc9", 'w');
    check_move(g, "Wa1 Wb1 Bc1 Ba2 Bf2 Wi9 Wd5 We5", 'b', "f2b2", "Wa1 Wb1 Bc1 Ba2 Bb2 Wi9 Wd5 We5", 'w');
    game_destroy(g);
    g = game_with("corner2=on", NULL);
    check_move(g, "Wa1 Wb1 Bc1 Ba2 Bf2 Wi9 Wd5 We5", 'b', "f2b2", "Bc1 Ba2 Bb2 Wi9 Wd5 We5", 'w');
    /* A run of three along the bottom edge from the corner i9. */
    check_move(g, "Wi9 Wh9 Wg9 Bf9 Bi8 Bh8 Ba8 Wa1 Wb1 Wd5 We5", 'b', "a8g8", "Bf9 Bi8 Bh8 Bg8 Wa1 Wb1 Wd5 We5", 'w');
    game_destroy(g);
}

Test(hasami, e4_no_suicide_no_edge_flank_and_diagonal)
{
    Game *g = game_with(NULL, NULL);
    check_move(g, "Wd1 Bc5 Be5 Bi9 Wa1 Wb1 Ba9", 'w', "d1d5", "Wd5 Bc5 Be5 Bi9 Wa1 Wb1 Ba9", 'b');
    check_move(g, "Wg5 Wh5 Wi5 Bf8 Wa1 Ba9 Bb9 Bc9", 'b', "f8f5", "Wg5 Wh5 Wi5 Bf5 Wa1 Ba9 Bb9 Bc9", 'w');
    check_move(g, "Bc3 Wd4 Be8 Wa1 Wh1 Wi1 Ba9", 'b', "e8e5", "Bc3 Wd4 Be5 Wa1 Wh1 Wi1 Ba9", 'w');
    game_destroy(g);
    g = game_with("diagonal=on", NULL);
    check_move(g, "Bc3 Wd4 Be8 Wa1 Wh1 Wi1 Ba9", 'b', "e8e5", "Bc3 Be5 Wa1 Wh1 Wi1 Ba9", 'w');
    game_destroy(g);
}

Test(hasami, start_moves_and_reply_count)
{
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, START);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(g->rules->legal(g, p, m), 63);
    eu_play(g, p, "e9e5", NULL);
    cr_assert_eq(g->rules->legal(g, p, m), 59);
    pos_free(p);
    game_destroy(g);
}

Test(hasami, perft_from_the_start)
{
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, START);
    static const uint64_t want[5] = {1, 63, 3717, 254219, 16599273};
    for (int d = 0; d <= 4; d++)
        cr_assert_eq(game_perft(g, p, d), want[d], "depth %d", d);
    pos_free(p);
    game_destroy(g);
}

/* ---- win and draw rules ---- */

Test(hasami, defeat_and_lead)
{
    char text[128];
    GameStatus st;
    /* Black takes a man and leaves White with two: defeat=2 ends it. */
    Game *g = game_with(NULL, NULL);
    build(text, "Bc5 Bg5 Wd5 We1 Wi1 Ba9 Bb9", 'b');
    Pos *p = eu_pos(g, text);
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 0);
    eu_play(g, p, "g5e5", NULL);
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert(st.over && st.winner == 0 && st.reason == END_RULE && st.score[1] == 2);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(g->rules->legal(g, p, m), 0);
    pos_free(p);
    game_destroy(g);

    /* 8 against 4 is a lead of 4 > 3: the mover wins; with lead=4 it goes on. */
    build(text, "Ba9 Bb9 Bc9 Bd9 Be9 Bf9 Bg8 Bc5 Wd5 Wa1 Wb1 Wc1 Wi2", 'b');
    for (int lead = 3; lead <= 4; lead++) {
        char opt[16];
        snprintf(opt, sizeof opt, "lead=%d", lead);
        g = game_with(opt, NULL);
        p = eu_pos(g, text);
        eu_play(g, p, "g8e8", NULL); /* no capture: 8 against 5 */
        g->rules->status(g, p, NULL, 0, &st);
        cr_assert_eq(st.over, 0);
        eu_play(g, p, "i2i3", NULL);
        eu_play(g, p, "e8e5", NULL); /* takes d5: 8 against 4 */
        g->rules->status(g, p, NULL, 0, &st);
        cr_assert_eq(st.over, lead == 3, "lead=%d", lead);
        if (lead == 3)
            cr_assert_eq(st.winner, 0);
        pos_free(p);
        game_destroy(g);
    }
}

Test(hasami, a_boxed_side_passes_and_two_passes_draw)
{
    /* Black's two men sit in corners, each shut in by two white men. */
    char text[128], legal[512];
    build(text, "Ba1 Wb1 Wa2 Bi9 Wh9 Wi8", 'b');
    Game *g = game_with("defeat=1", "lead=0");
    Pos *p = eu_pos(g, text);
    eu_legal_text(g, p, legal, sizeof legal);
    cr_assert_str_eq(legal, "pass");
    EventList ev;
    ev.n = 0;
    eu_play(g, p, "pass", &ev);
    cr_assert(ev.n == 1 && ev.ev[0].kind == EV_PASS && ev.ev[0].side == 0);
    cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p));
    GameStatus st;
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 0);
    eu_legal_text(g, p, legal, sizeof legal);
    cr_assert_neq(strcmp(legal, "pass"), 0, "White can move: %s", legal);
    /* Eighteen men cannot shut both sides in, so the second pass is
     * played straight through the rules to see the draw it makes. */
    g->rules->play(g, p, MOVE_PASS, NULL);
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert(st.over && st.winner == -1 && st.reason == END_PASSES);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(g->rules->legal(g, p, m), 0);
    pos_free(p);

    /* A move in between starts the count again. */
    p = eu_pos(g, text);
    eu_play(g, p, "pass", NULL);
    eu_play(g, p, "h9g9", NULL);
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 0);
    pos_free(p);
    game_destroy(g);
}

Test(hasami, third_repetition_draw)
{
    char text[128];
    build(text, "Ba9 Bb9 Bc9 Wa1 Wb1 Wc1", 'b');
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, text);
    static const char *const cycle[4] = {"a9a8", "a1a2", "a8a9", "a2a1"};
    uint64_t hist[16];
    int n = 0;
    GameStatus st;
    for (int round = 0; round < 2; round++) {
        for (int k = 0; k < 4; k++) {
            g->rules->status(g, p, hist, n, &st);
            cr_assert_eq(st.over, 0, "round %d ply %d", round, k);
            hist[n++] = pos_hash(p);
            eu_play(g, p, cycle[k], NULL);
        }
    }
    g->rules->status(g, p, hist, n, &st);
    cr_assert(st.over && st.winner == -1 && st.reason == END_REPETITION);
    pos_free(p);
    game_destroy(g);
}

Test(hasami, no_capture_for_150_plies_draw)
{
    char text[128];
    build(text, "Ba9 Bb9 Bc9 Wa1 Wb1 Wc1", 'b');
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, text);
    GameStatus st;
    /* Walk the men around without repeating: 150 plies, no history given. */
    static const char *const cycle[4] = {"a9a8", "a1a2", "a8a9", "a2a1"};
    for (int ply = 0; ply < 150; ply++) {
        g->rules->status(g, p, NULL, 0, &st);
        cr_assert_eq(st.over, 0, "ply %d", ply);
        eu_play(g, p, cycle[ply % 4], NULL);
    }
    g->rules->status(g, p, NULL, 0, &st);
    cr_assert(st.over && st.winner == -1 && st.reason == END_NO_PROGRESS);
    pos_free(p);
    game_destroy(g);
}

/* ---- the reference implementation ---- */

typedef struct {
    char b[9][9]; /* 'B', 'W', '.' */
    int side;     /* 0 black, 1 white */
    int corner2, diagonal, defeat, lead;
    int passes, quiet;
} Ref;

static void ref_from_text(Ref *r, const char *text)
{
    for (int row = 0; row < 9; row++)
        for (int c = 0; c < 9; c++)
            r->b[row][c] = text[row * 10 + c];
    r->side = text[90] == 'w';
    r->passes = r->quiet = 0;
}

static void ref_format(const Ref *r, char *out)
{
    int n = 0;
    for (int row = 0; row < 9; row++) {
        for (int c = 0; c < 9; c++)
            out[n++] = r->b[row][c];
        out[n++] = '/';
    }
    out[n++] = r->side ? 'w' : 'b';
    out[n] = '\0';
}

static int ref_count(const Ref *r, char who)
{
    int n = 0;
    for (int row = 0; row < 9; row++)
        for (int c = 0; c < 9; c++)
            n += r->b[row][c] == who;
    return n;
}

static int ref_over(const Ref *r)
{
    char mover = r->side ? 'B' : 'W', other = r->side ? 'W' : 'B';
    int mine = ref_count(r, mover), theirs = ref_count(r, other);
    return theirs <= r->defeat || (r->lead && mine - theirs > r->lead) || r->passes >= 2 || r->quiet >= 150;
}

static int ref_moves(const Ref *r, char out[][8])
{
    if (ref_over(r))
        return 0;
    char me = r->side ? 'W' : 'B';
    int n = 0;
    for (int row = 0; row < 9; row++)
        for (int c = 0; c < 9; c++) {
            if (r->b[row][c] != me)
                continue;
            /* Every square of its row and column with nothing in between. */
            for (int t = 0; t < 18; t++) {
                int tr = t < 9 ? row : t - 9, tc = t < 9 ? t : c;
                if ((tr == row && tc == c) || r->b[tr][tc] != '.')
                    continue;
                int clear = 1;
                for (int k = 1;; k++) {
                    int y = row + k * ((tr > row) - (tr < row)), x = c + k * ((tc > c) - (tc < c));
                    if (y == tr && x == tc)
                        break;
                    clear &= r->b[y][x] == '.';
                }
                if (clear)
                    snprintf(out[n++], 8, "%c%c%c%c", 'a' + c, '1' + row, 'a' + tc, '1' + tr);
            }
        }
    if (n == 0)
        snprintf(out[n++], 8, "pass");
    return n;
}

/* The four lines, then the four diagonals. */
static const int dy[8] = {1, -1, 0, 0, 1, 1, -1, -1}, dx[8] = {0, 0, 1, -1, 1, -1, 1, -1};

static int ref_at(const Ref *r, int row, int c)
{
    return row >= 0 && row < 9 && c >= 0 && c < 9 ? r->b[row][c] : 0;
}

static void ref_play(Ref *r, const char *mv)
{
    if (strcmp(mv, "pass") == 0) {
        r->passes++;
        r->quiet++;
        r->side ^= 1;
        return;
    }
    int fc = mv[0] - 'a', fr = mv[1] - '1', tc = mv[2] - 'a', tr = mv[3] - '1';
    char me = r->side ? 'W' : 'B', en = r->side ? 'B' : 'W';
    r->b[tr][tc] = me;
    r->b[fr][fc] = '.';
    int dead[9][9];
    memset(dead, 0, sizeof dead);
    int ndirs = r->diagonal ? 8 : 4;
    /* An enemy man dies when, along some direction, the enemies behind it
     * lead back to the moved man and those ahead to another of ours. */
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
            if (r->b[y][x] != en)
                continue;
            for (int k = 0; k < ndirs; k++) {
                int by = y, bx = x, fy = y, fx = x;
                while (ref_at(r, by, bx) == en)
                    by -= dy[k], bx -= dx[k];
                while (ref_at(r, fy, fx) == en)
                    fy += dy[k], fx += dx[k];
                if (by == tr && bx == tc && ref_at(r, fy, fx) == me)
                    dead[y][x] = 1;
            }
        }
    /* Corners: every run length the variant allows, along both edges. */
    static const int cy[4] = {0, 0, 8, 8}, cx[4] = {0, 8, 0, 8};
    for (int k = 0; k < 4; k++) {
        int iny = cy[k] ? -1 : 1, inx = cx[k] ? -1 : 1;
        for (int e = 0; e < 2; e++) {
            int ey = e ? iny : 0, ex = e ? 0 : inx; /* along the edge */
            int oy = e ? 0 : iny, ox = e ? inx : 0; /* inwards */
            for (int len = 1; len <= (r->corner2 ? 8 : 1); len++) {
                int ok = ref_at(r, cy[k] + len * ey, cx[k] + len * ex) == me;
                int moved = cy[k] + len * ey == tr && cx[k] + len * ex == tc;
                for (int j = 0; j < len; j++) {
                    ok &= ref_at(r, cy[k] + j * ey, cx[k] + j * ex) == en;
                    ok &= ref_at(r, cy[k] + j * ey + oy, cx[k] + j * ex + ox) == me;
                    moved |= cy[k] + j * ey + oy == tr && cx[k] + j * ex + ox == tc;
                }
                if (ok && moved)
                    for (int j = 0; j < len; j++)
                        dead[cy[k] + j * ey][cx[k] + j * ex] = 1;
            }
        }
    }
    int taken = 0;
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++)
            if (dead[y][x]) {
                r->b[y][x] = '.';
                taken++;
            }
    r->quiet = taken ? 0 : r->quiet + 1;
    r->passes = 0;
    r->side ^= 1;
}

static uint64_t ref_perft(const Ref *r, int depth)
{
    if (depth == 0)
        return 1;
    char moves[GAME_MAX_MOVES][8];
    int n = ref_moves(r, moves);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Ref next = *r;
        ref_play(&next, moves[i]);
        total += ref_perft(&next, depth - 1);
    }
    return total;
}

/* The men a move takes. */
static int ref_taken(const Ref *r, const char *mv)
{
    Ref next = *r;
    ref_play(&next, mv);
    char en = r->side ? 'B' : 'W';
    return ref_count(r, en) - ref_count(&next, en);
}

/* The most men `side` could take with one move, the game's end aside. */
static int ref_best_capture(const Ref *r, int side)
{
    Ref free = *r;
    free.side = side;
    free.defeat = -1;
    free.lead = free.passes = free.quiet = 0;
    char moves[GAME_MAX_MOVES][8];
    int n = ref_moves(&free, moves), best = 0;
    for (int i = 0; i < n; i++) {
        int taken = strcmp(moves[i], "pass") ? ref_taken(&free, moves[i]) : 0;
        best = taken > best ? taken : best;
    }
    return best;
}

/* The base of hasami_eval.c's evaluations written out: the men, then each
 * side's best capture (docs/engine.md, "Evaluations"). */
static int ref_men_and_captures(const Ref *r)
{
    char me = r->side ? 'W' : 'B', them = r->side ? 'B' : 'W';
    return 100 * (ref_count(r, me) - ref_count(r, them)) + 60 * ref_best_capture(r, r->side) -
           30 * ref_best_capture(r, r->side ^ 1);
}

/* The moves of `side` after which no move of the other side takes the
 * man moved, found by playing both (the game's end aside). */
static int ref_safe_moves(const Ref *r, int side)
{
    Ref free = *r;
    free.side = side;
    free.defeat = -1;
    free.lead = free.passes = free.quiet = 0;
    char moves[GAME_MAX_MOVES][8], replies[GAME_MAX_MOVES][8];
    int n = ref_moves(&free, moves), safe = 0;
    for (int i = 0; i < n; i++) {
        if (strcmp(moves[i], "pass") == 0)
            continue;
        Ref next = free;
        ref_play(&next, moves[i]);
        int tc = moves[i][2] - 'a', tr = moves[i][3] - '1', taken = 0;
        int nr = ref_moves(&next, replies);
        for (int j = 0; j < nr && !taken; j++) {
            Ref after = next;
            ref_play(&after, replies[j]);
            taken = after.b[tr][tc] == '.';
        }
        safe += !taken;
    }
    return safe;
}

/* The game's evaluation written out, its contact terms counted from the
 * empty squares: an empty square, then a man, then a man of the other
 * colour along a line is a half-flank of the first man by the other
 * colour (docs/engine.md, "Evaluations"). */
static int ref_evaluate(const Ref *r)
{
    int half[2] = {0, 0};
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
            if (r->b[y][x] != '.')
                continue;
            for (int k = 0; k < (r->diagonal ? 8 : 4); k++) {
                int man = ref_at(r, y + dy[k], x + dx[k]), by = ref_at(r, y + 2 * dy[k], x + 2 * dx[k]);
                if ((man == 'B' || man == 'W') && (by == 'B' || by == 'W') && by != man)
                    half[by == 'W']++;
            }
        }
    char me = r->side ? 'W' : 'B', them = r->side ? 'B' : 'W';
    int lead = ref_count(r, me) - ref_count(r, them), contact = half[0] + half[1];
    int v = ref_men_and_captures(r) + 5 * half[r->side];
    return lead > 0 ? v + 10 * contact : lead < 0 ? v - 10 * contact : v;
}

/* The evaluation of the levels hard, expert and perfect written out: the
 * game's, and the hunt once the side behind is down to four men
 * (docs/engine.md, "Evaluations"). */
static int ref_evaluate_hunt(const Ref *r)
{
    char me = r->side ? 'W' : 'B', them = r->side ? 'B' : 'W';
    int lead = ref_count(r, me) - ref_count(r, them), v = ref_evaluate(r);
    if (lead > 0 && ref_count(r, them) <= 4) {
        int hunt = 4 * ref_safe_moves(r, r->side ^ 1), most = 100 * lead - 30;
        v -= hunt < most ? hunt : most;
    } else if (lead < 0 && ref_count(r, me) <= 4) {
        int hunt = 4 * ref_safe_moves(r, r->side), most = -100 * lead - 30;
        v += hunt < most ? hunt : most;
    }
    return v;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static LevelProfile level_profile(const Game *g, const Pos *p, int level)
{
    LevelProfile lp;
    g->rules->level_profile(g, p, level, &lp);
    return lp;
}

typedef int (*Evaluation)(const Game *g, const Pos *p);

static Evaluation level_evaluate(const Game *g, const Pos *p, int level) { return level_profile(g, p, level).evaluate; }

static const char *const variants[][2] = {
    {NULL, NULL},
    {"corner2=on", NULL},
    {"diagonal=on", NULL},
    {"corner2=on", "diagonal=on"},
    {"defeat=1", "lead=0"},
    {"defeat=4", "lead=1"},
};

static void ref_options(Ref *r, const Game *g)
{
    r->corner2 = g->opts.v[0];
    r->diagonal = g->opts.v[1];
    r->defeat = g->opts.v[2];
    r->lead = g->opts.v[3];
}

/* A crowded middle game where every capture rule has chances. */
#define BUSY "W.W..W..W/.B..W..B./..W...W../BW.B..B../........./..B...B../B...B..../W......../........./b"

Test(hasami, perft_agrees_with_the_reference_under_every_variant)
{
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        Game *g = game_with(variants[v][0], variants[v][1]);
        const char *texts[2] = {START, BUSY};
        for (int t = 0; t < 2; t++) {
            Pos *p = eu_pos(g, texts[t]);
            Ref r;
            ref_from_text(&r, texts[t]);
            ref_options(&r, g);
            for (int d = 1; d <= 3; d++)
                cr_assert_eq(game_perft(g, p, d), ref_perft(&r, d), "variant %zu text %d depth %d", v, t, d);
            pos_free(p);
        }
        game_destroy(g);
    }
}

Test(hasami, random_games_agree_with_the_reference)
{
    uint64_t seed = 0x5eed4a5a;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        Game *g = game_with(variants[v][0], variants[v][1]);
        for (int game = 0; game < 40; game++) {
            Pos *p = eu_pos(g, START);
            Ref r;
            ref_from_text(&r, START);
            ref_options(&r, g);
            for (int ply = 0; ply < 300; ply++) {
                char mine[GAME_MAX_MOVES][8], theirs[GAME_MAX_MOVES][8], text[128], want[128];
                Move m[GAME_MAX_MOVES];
                int n = g->rules->legal(g, p, m);
                for (int i = 0; i < n; i++)
                    g->rules->format_move(g, p, m[i], mine[i], 8);
                /* The evaluation and the move order, now and then: the
                 * reference is slow. */
                if (ply % 7 == 0) {
                    cr_assert_eq(g->rules->evaluate(g, p), ref_evaluate(&r), "variant %zu game %d ply %d", v, game, ply);
                    cr_assert_eq(level_evaluate(g, p, LEVEL_HARD)(g, p), ref_evaluate_hunt(&r), "variant %zu game %d ply %d",
                                 v, game, ply);
                    int batch[GAME_MAX_MOVES];
                    g->rules->move_priorities(g, p, m, n, batch);
                    for (int i = 0; i < n; i++) {
                        int taken = strcmp(mine[i], "pass") ? 100 * ref_taken(&r, mine[i]) : 0;
                        cr_assert_eq(g->rules->move_priority(g, p, m[i]), taken, "%s", mine[i]);
                        cr_assert_eq(batch[i], taken, "%s, the node's moves at once", mine[i]);
                    }
                }
                int rn = ref_moves(&r, theirs);
                cr_assert_eq(n, rn, "variant %zu game %d ply %d", v, game, ply);
                qsort(mine, (size_t)n, 8, cmp_str);
                qsort(theirs, (size_t)rn, 8, cmp_str);
                for (int i = 0; i < n; i++)
                    cr_assert_str_eq(mine[i], theirs[i]);
                if (n == 0)
                    break;
                Move pick = m[game_rng_next(&seed) % (uint64_t)n];
                char name[8];
                g->rules->format_move(g, p, pick, name, sizeof name);
                /* What the events say happened is what happened. */
                EventList ev;
                ev.n = 0;
                Pos *before = pos_new(g);
                pos_copy(g, before, p);
                g->rules->play(g, p, pick, &ev);
                ref_play(&r, name);
                eu_text(g, p, text, sizeof text);
                ref_format(&r, want);
                cr_assert_str_eq(text, want, "variant %zu game %d ply %d move %s", v, game, ply, name);
                cr_assert_eq(pos_hash(p), g->rules->hash_full(g, p), "incremental hash");
                GameStatus st;
                g->rules->status(g, p, NULL, 0, &st);
                cr_assert_eq(st.score[0], ref_count(&r, 'B'));
                cr_assert_eq(st.score[1], ref_count(&r, 'W'));
                int removed = 0, steps = 0;
                for (int i = 0; i < ev.n; i++) {
                    removed += ev.ev[i].kind == EV_REMOVE;
                    steps += ev.ev[i].kind == EV_STEP;
                }
                GameStatus st0;
                g->rules->status(g, before, NULL, 0, &st0);
                cr_assert_eq(removed, st0.score[pos_side(before) ^ 1] - st.score[pos_side(before) ^ 1]);
                cr_assert_eq(steps, pick == MOVE_PASS ? 0 : 1);
                pos_free(before);
            }
            pos_free(p);
        }
        game_destroy(g);
    }
}

Test(hasami, texts_round_trip_and_bad_ones_are_refused)
{
    Game *g = game_with(NULL, NULL);
    char text[128];
    Pos *p = eu_pos(g, BUSY);
    eu_text(g, p, text, sizeof text);
    cr_assert_str_eq(text, BUSY);
    static const char *const bad[] = {
        "WWWWWWWWW/b",
        START "x",
        "WWWWWWWWX/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/BBBBBBBBB/b",
        "WWWWWWWWW/W......../" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/BBBBBBBBB/b",
        "WWWWWWWWW/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/" EMPTY_ROW "/BBBBBBBBB/x",
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[128] = "";
        cr_assert_neq(game_parse_position(g, bad[i], p, NULL, err, sizeof err), 0, "accepted %s", bad[i]);
        cr_assert_neq(err[0], '\0');
    }
    /* A refused text leaves the position as it was. */
    eu_text(g, p, text, sizeof text);
    cr_assert_str_eq(text, BUSY);
    Move m;
    cr_assert_neq(g->rules->parse_move(g, p, "j1a1", &m), 0);
    cr_assert_neq(g->rules->parse_move(g, p, "a0a1", &m), 0);
    cr_assert_neq(g->rules->parse_move(g, p, "a1a", &m), 0);
    pos_free(p);
    game_destroy(g);
}

/* simple's depth at the start: 2, or 1 where the hash makes it slip
 * (one position in four, test_verdict.c). */
#define SIMPLE_AT_START 2

Test(hasami, levels_and_values)
{
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, START);
    cr_assert_eq(level_profile(g, p, LEVEL_SIMPLE).depth, SIMPLE_AT_START);
    cr_assert_eq(level_profile(g, p, LEVEL_MEDIUM).depth, 3);
    cr_assert_eq(level_profile(g, p, LEVEL_HARD).depth, 5);
    cr_assert_eq(level_profile(g, p, LEVEL_EXPERT).depth, 0);
    cr_assert_eq(level_profile(g, p, LEVEL_PERFECT).depth, 0);
    cr_assert_eq(level_profile(g, p, LEVEL_PERFECT).exact, 0);
    cr_assert_eq(g->rules->material(g, p), 0);
    cr_assert_eq(g->rules->evaluate(g, p), 0); /* the start is symmetric */
    pos_free(p);
    char text[128];
    build(text, "Ba9 Bb9 Bc9 Bd9 Wa1 Wb1 Wc1 Wd1 We1", 'b');
    p = eu_pos(g, text);
    cr_assert_eq(level_profile(g, p, LEVEL_HARD).depth, 5);
    cr_assert_eq(g->rules->material(g, p), -100);
    /* simple counts the men only; the others judge more. */
    cr_assert_eq(level_evaluate(g, p, LEVEL_SIMPLE), g->rules->material);
    cr_assert_eq(level_evaluate(g, p, LEVEL_MEDIUM), g->rules->evaluate);
    pos_free(p);
    /* Contact: Black, a man ahead and to move, half-flanks e5 from d5
     * (f5 empty) and White half-flanks d5 from e5 (c5 empty): 100 for the
     * man, 5 for Black's half-flank, 10 for each of the two. */
    build(text, "Bd5 Ba9 Bb9 Bc9 We5 Wi1 Wh1", 'b');
    p = eu_pos(g, text);
    cr_assert_eq(g->rules->evaluate(g, p), 100 + 5 + 20);
    pos_free(p);
    build(text, "Bd5 Ba9 Bb9 We5 Wi1 Wh1", 'b'); /* even men: only the pressure */
    p = eu_pos(g, text);
    cr_assert_eq(g->rules->evaluate(g, p), 5);
    pos_free(p);
    build(text, "Ba9 Bb9 Bc9 Bd9 Wa1 Wb1 Wc1 Wd1", 'w');
    p = eu_pos(g, text);
    cr_assert_eq(level_profile(g, p, LEVEL_HARD).depth, 6);
    pos_free(p);
    /* A capturing move is tried first. */
    build(text, "Bc5 Bg3 Wd5 We5 Wf5 Wa1 Wh1 Wi1 Ba9 Bb9", 'b');
    p = eu_pos(g, text);
    Move capture, quiet;
    cr_assert_eq(game_parse_legal_move(g, p, "g3g5", &capture), 0);
    cr_assert_eq(game_parse_legal_move(g, p, "g3g4", &quiet), 0);
    cr_assert_eq(g->rules->move_priority(g, p, capture), 300);
    cr_assert_eq(g->rules->move_priority(g, p, quiet), 0);
    pos_free(p);
    game_destroy(g);
}

/* Technique: White, two men ahead with five, against Black's three (a1,
 * d7, f9), `hard` on both sides.  A lone man on an open board can always
 * run, so the win comes by leaving Black no safe move; the evaluation
 * before the hunt term drew this at the 150th quiet ply. */
Test(hasami, hard_converts_a_lead_by_leaving_no_safe_move)
{
    Game *g = game_with(NULL, NULL);
    Pos *p = eu_pos(g, "B......../....W..../........./..W....W./....W..../........./...B...../........./...W.B.../b");
    Search *s = search_create(g, 16u << 20);
    uint64_t hist[64];
    int nhist = 0;
    GameStatus st;
    for (;;) {
        g->rules->status(g, p, hist, nhist, &st);
        if (st.over || nhist == 64)
            break;
        SearchLimits lim;
        level_limits(g, p, LEVEL_HARD, 0, &lim);
        search_begin(s, p, hist, nhist, &lim);
        while (search_step(s, 1u << 16) == SEARCH_RUNNING)
            ;
        hist[nhist++] = pos_hash(p);
        g->rules->play(g, p, search_result(s)->move, NULL);
    }
    cr_expect(st.over, "still going after %d plies", nhist);
    cr_expect_eq(st.winner, 1, "White did not win: %d to %d after %d plies", st.score[0], st.score[1], nhist);
    search_destroy(s);
    pos_free(p);
    game_destroy(g);
}

/* A man can never be taken while corner2 is off, whatever the rest of the
 * board, when along each line through it (the diagonals too with diagonal)
 * the run of its side's men it stands in reaches the edge, and a man on a
 * corner has one of its own beside it: the edge never flanks, and the
 * corner's capture needs both squares beside it.  So the men of a run
 * along an edge from a corner (a corner pair, or a whole home row) and of a
 * block in a corner stay while they do not move, which is what lets a side
 * behind hold a draw (docs/measurements.md, "Why the games are drawn").
 * With corner2 on, the same boards do let Black take them, which shows the
 * boards reach the captures being ruled out. */
static int edge_men_taken(const Game *g, uint64_t *seed, int boards)
{
    int taken = 0;
    for (int b = 0; b < boards; b++) {
        char text[128];
        char board[9][9];
        memset(board, '.', sizeof board);
        /* White: a run of 2 to 5 men from a1 along row 1, the block h1 i1
         * h2 i2 or the pair i1 i2, and up to nine men with the others;
         * Black: eight.  With diagonal captures the diagonals are lines
         * too, and h2's runs along them do not reach the edge. */
        int run = 2 + b % 4, block = b / 4 % 2, more = 9 - run - (block ? 4 : 2), diagonal = g->opts.v[1];
        memset(board[0], 'W', (size_t)run);
        board[0][8] = board[1][8] = 'W';
        if (block)
            board[0][7] = board[1][7] = 'W';
        for (int placed = 0; placed < more + 8;) {
            int sq = (int)(game_rng_next(seed) % 81);
            if (board[sq / 9][sq % 9] != '.')
                continue;
            board[sq / 9][sq % 9] = placed < more ? 'W' : 'B';
            placed++;
        }
        board_text(board, 'b', text);
        Pos *p = eu_pos(g, text);
        Move m[GAME_MAX_MOVES];
        int moves = g->rules->legal(g, p, m);
        Pos *q = pos_new(g);
        for (int i = 0; i < moves; i++) {
            char after[128];
            pos_copy(g, q, p);
            g->rules->play(g, q, m[i], NULL);
            eu_text(g, q, after, sizeof after);
            /* The run, h1 and i1 are on the first row of the text, h2 and
             * i2 end the second. */
            taken += strspn(after, "W") < (size_t)run || after[8] != 'W' || after[18] != 'W' ||
                     (block && (after[7] != 'W' || (!diagonal && after[17] != 'W')));
        }
        pos_free(q);
        pos_free(p);
    }
    return taken;
}

Test(hasami, men_whose_runs_reach_the_edge_are_never_taken_without_corner2)
{
    static const char *const off[][2] = {{NULL, NULL}, {"diagonal=on", NULL}, {"defeat=1", "lead=0"}};
    uint64_t seed = 0xc0a4e2;
    for (size_t v = 0; v < sizeof off / sizeof off[0]; v++) {
        Game *g = game_with(off[v][0], off[v][1]);
        cr_assert_eq(edge_men_taken(g, &seed, 400), 0, "options %zu", v);
        game_destroy(g);
    }
    Game *g = game_with("corner2=on", NULL);
    cr_assert_gt(edge_men_taken(g, &seed, 400), 0);
    game_destroy(g);
}
