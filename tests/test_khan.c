/*
 * test_khan.c - the Khan rules module (src/engine/khan.c) against the rules of
 * docs/rules.md, "Khan": its examples (K1 and K2 below), a further worked
 * example (K3) and move-tree sizes written out in the tests below, and a
 * second, deliberately naive rules implementation written here: it works on
 * the position text, rotates the layout its own way and finds moves by
 * trying every sequence of directions.  The two must agree move by move on
 * random games and give the same perft counts.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "pos_check.h"
#include "search.h"

#define SETUP_POS ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0"
#define K1_POS "....../.kS.../..S.s./....../....../.....K/-/r/3,4"
#define K2_POS "....k./....../....../...S../....../K...../-/r/4,5"
#define K3_POS ".....k/....s./....../....../S...../SK..../1/r/3,4"
/* Rouge boxed in: every piece is blocked by its own pieces or by Ocre's. */
#define BLOCKED_POS "Ks..../s...../....../....sk/...sSS/..sSSS/1/r/0,0"
/* Two Kalistas and nothing else on the board; a 6-ply cycle repeats it. */
#define SPARSE_POS "....k./....../....../....../....../K...../2/r/5,5"
static const char *const sparse_cycle[6] = {"a6a5", "e1c1", "a5a3", "c1d1", "a3a6", "d1e1"};

/* ---- helpers around the module ---- */

static Game *new_game(int orientation)
{
    GameOptions o;
    game_options_default(&khan_rules, &o);
    o.v[0] = orientation;
    char err[128];
    Game *g = game_create(&khan_rules, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    return g;
}

static Pos *parse_or_die(const Game *g, const char *text)
{
    Pos *p = pos_new(g);
    char err[128] = "";
    int rc = game_parse_position(g, text, p, NULL, err, sizeof err);
    cr_assert_eq(rc, 0, "parse %s: %s", text, err);
    return p;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The legal moves of p as sorted text. */
static int module_moves(const Game *g, const Pos *p, char out[][8])
{
    Move m[GAME_MAX_MOVES];
    int n = khan_rules.legal(g, p, m);
    for (int i = 0; i < n; i++)
        khan_rules.format_move(g, p, m[i], out[i], 8);
    qsort(out, (size_t)n, 8, cmp_str);
    return n;
}

static void play_text(const Game *g, Pos *p, const char *text, EventList *ev)
{
    Move m;
    cr_assert_eq(game_parse_legal_move(g, p, text, &m), 0, "%s is not legal", text);
    if (ev)
        ev->n = 0;
    khan_rules.play(g, p, m, ev);
    cr_assert_eq(pos_hash(p), khan_rules.hash_full(g, p), "hash drifted after %s", text);
}

static void assert_text(const Game *g, const Pos *p, const char *want)
{
    char buf[GAME_TEXT_MAX];
    khan_rules.format_pos(g, p, buf, sizeof buf);
    cr_assert_str_eq(buf, want);
}

static void assert_moves(const Game *g, const Pos *p, const char *const *want, int nwant)
{
    char got[GAME_MAX_MOVES][8];
    int n = module_moves(g, p, got);
    char exp[GAME_MAX_MOVES][8];
    for (int i = 0; i < nwant; i++)
        snprintf(exp[i], 8, "%s", want[i]);
    qsort(exp, (size_t)nwant, 8, cmp_str);
    cr_assert_eq(n, nwant, "%d legal moves, expected %d", n, nwant);
    for (int i = 0; i < n; i++)
        cr_assert_str_eq(got[i], exp[i]);
}

/* ---- the naive reference ---- */

typedef struct {
    char b[6][6];
    int pw[6][6];
    int khan, side, passes, quiet;
    int res[2], place_s[2], place_k[2];
} Ref;

static const char *const layout_rows[6] = {"223122", "131313", "312231", "231312", "213132", "132213"};

static void ref_powers(Ref *r, int orientation)
{
    int a[6][6], t[6][6];
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            a[i][j] = layout_rows[i][j] - '0';
    /* Turning clockwise sends row i to column 5-i, read top to bottom. */
    for (int k = 0; k < orientation; k++) {
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 6; j++)
                t[j][5 - i] = a[i][j];
        memcpy(a, t, sizeof a);
    }
    memcpy(r->pw, a, sizeof a);
}

static void ref_from_text(Ref *r, const char *text, int orientation)
{
    memset(r, 0, sizeof *r);
    ref_powers(r, orientation);
    int sb[2] = {0, 0}, kal[2] = {0, 0};
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) {
            char ch = text[i * 7 + j];
            r->b[i][j] = ch;
            sb[0] += ch == 'S';
            sb[1] += ch == 's';
            kal[0] += ch == 'K';
            kal[1] += ch == 'k';
        }
    }
    r->khan = text[42] == '-' ? 0 : text[42] - '0';
    r->side = text[44] == 'o';
    r->res[0] = text[46] - '0';
    r->res[1] = text[48] - '0';
    for (int s = 0; s < 2; s++) {
        r->place_s[s] = 5 - sb[s] - r->res[s];
        r->place_k[s] = r->khan == 0 && !kal[s];
    }
}

static void ref_format(const Ref *r, char *buf)
{
    int n = 0;
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++)
            buf[n++] = r->b[i][j];
        buf[n++] = '/';
    }
    sprintf(buf + n, "%c/%c/%d,%d", r->khan ? '0' + r->khan : '-', r->side ? 'o' : 'r', r->res[0], r->res[1]);
}

static int ref_owner(char ch)
{
    return ch == 'S' || ch == 'K' ? 0 : ch == 's' || ch == 'k' ? 1 : -1;
}

static int ref_has_kalista(const Ref *r, int s)
{
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            if (r->b[i][j] == (s ? 'k' : 'K'))
                return 1;
    return 0;
}

static int ref_over(const Ref *r)
{
    for (int s = 0; s < 2; s++)
        if (!r->place_k[s] && !ref_has_kalista(r, s))
            return 1;
    return r->passes >= 2 || r->quiet >= 200;
}

/* Every destination of the piece on (i,j): all 4^N direction strings are
 * walked and kept when they obey the rules. */
static void ref_dests(const Ref *r, int i, int j, int dest[6][6])
{
    static const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
    int n = r->pw[i][j], total = 1;
    for (int k = 0; k < n; k++)
        total *= 4;
    for (int code = 0; code < total; code++) {
        int ci = i, cj = j, ok = 1, c = code;
        int seen[6][6] = {{0}};
        seen[i][j] = 1;
        for (int k = 0; k < n && ok; k++, c /= 4) {
            ci += di[c % 4];
            cj += dj[c % 4];
            if (ci < 0 || ci > 5 || cj < 0 || cj > 5 || seen[ci][cj]) {
                ok = 0;
                break;
            }
            seen[ci][cj] = 1;
            char ch = r->b[ci][cj];
            if (k < n - 1 && ch != '.')
                ok = 0;
            if (k == n - 1 && ref_owner(ch) == r->side)
                ok = 0;
        }
        if (ok)
            dest[ci][cj] = 1;
    }
}

/* Moves of the side to move's pieces: on power `power` when want_on, else off it (power 0: all). */
static int ref_piece_moves(const Ref *r, int power, int want_on, char out[][8], int n)
{
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) {
            if (ref_owner(r->b[i][j]) != r->side)
                continue;
            if (power && (r->pw[i][j] == power) != want_on)
                continue;
            int dest[6][6] = {{0}};
            ref_dests(r, i, j, dest);
            for (int a = 0; a < 6; a++)
                for (int b = 0; b < 6; b++)
                    if (dest[a][b])
                        sprintf(out[n++], "%c%d%c%d", 'a' + j, i + 1, 'a' + b, a + 1);
        }
    }
    return n;
}

static int ref_moves(const Ref *r, char out[][8])
{
    int n = 0;
    if (ref_over(r))
        return 0;
    int s = r->side;
    if (r->place_s[s] || r->place_k[s]) {
        for (int i = s ? 0 : 4; i < (s ? 2 : 6); i++) {
            for (int j = 0; j < 6; j++) {
                if (r->b[i][j] != '.')
                    continue;
                if (r->place_k[s])
                    sprintf(out[n++], "K@%c%d", 'a' + j, i + 1);
                if (r->place_s[s])
                    sprintf(out[n++], "S@%c%d", 'a' + j, i + 1);
            }
        }
    } else {
        n = ref_piece_moves(r, r->khan, 1, out, 0);
        if (n == 0 && r->khan) {
            n = ref_piece_moves(r, r->khan, 0, out, 0);
            for (int i = 0; i < 6 && r->res[s]; i++)
                for (int j = 0; j < 6; j++)
                    if (r->b[i][j] == '.' && r->pw[i][j] == r->khan)
                        sprintf(out[n++], "S@%c%d", 'a' + j, i + 1);
        }
        if (n == 0)
            strcpy(out[n++], "pass");
    }
    qsort(out, (size_t)n, 8, cmp_str);
    return n;
}

static void ref_play(Ref *r, const char *mv)
{
    int s = r->side;
    if (strcmp(mv, "pass") == 0) {
        r->passes++;
        r->quiet++;
        r->khan = 0;
        r->side ^= 1;
        return;
    }
    int ti = mv[3] - '1', tj = mv[2] - 'a';
    if (mv[1] == '@') {
        r->b[ti][tj] = (char)(mv[0] == 'K' ? (s ? 'k' : 'K') : (s ? 's' : 'S'));
        r->quiet = 0;
        if (r->place_s[s] || r->place_k[s]) {
            if (mv[0] == 'K')
                r->place_k[s] = 0;
            else
                r->place_s[s]--;
            if (!r->place_s[s] && !r->place_k[s])
                r->side ^= 1;
            return;
        }
        r->res[s]--;
    } else {
        int fi = mv[1] - '1', fj = mv[0] - 'a';
        char victim = r->b[ti][tj];
        r->quiet++;
        if (victim != '.')
            r->quiet = 0;
        if (victim == 'S' || victim == 's')
            r->res[s ^ 1]++;
        r->b[ti][tj] = r->b[fi][fj];
        r->b[fi][fj] = '.';
    }
    r->khan = r->pw[ti][tj];
    r->passes = 0;
    r->side ^= 1;
}

static uint64_t ref_perft(const Ref *r, int depth)
{
    char mv[GAME_MAX_MOVES][8];
    int n = ref_moves(r, mv);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Ref c = *r;
        ref_play(&c, mv[i]);
        total += ref_perft(&c, depth - 1);
    }
    return total;
}

/* ---- worked examples ---- */

Test(khan, k1_sbire_on_power_two)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K1_POS);
    char mv[GAME_MAX_MOVES][8];
    int n = module_moves(g, p, mv), from_c3 = 0;
    static const char *const want[7] = {"c3a3", "c3b2", "c3b4", "c3c5", "c3d2", "c3d4", "c3e3"};
    for (int i = 0; i < n; i++) {
        if (strncmp(mv[i], "c3", 2) != 0)
            continue;
        cr_assert_lt(from_c3, 7, "extra move %s", mv[i]);
        cr_assert_str_eq(mv[i], want[from_c3]);
        from_c3++;
    }
    cr_assert_eq(from_c3, 7);
    pos_free(p);
    game_destroy(g);
}

Test(khan, k2_fourteen_cells_with_u_turns)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K2_POS);
    static const char *const want[16] = {"d4a4", "d4b3", "d4b5", "d4c2", "d4c4", "d4c6", "d4d1", "d4d3",
                                         "d4d5", "d4e2", "d4e4", "d4e6", "d4f3", "d4f5", "a6a5", "a6b6"};
    assert_moves(g, p, want, 16);
    pos_free(p);
    game_destroy(g);
}

Test(khan, k3_khan_exception_and_reinsertion)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K3_POS);
    static const char *const want[20] = {"a5a3", "a5b4", "a5c5", "b6a4", "b6b3", "b6b5", "b6c4",
                                         "b6c6", "b6d5", "b6e6", "S@a2", "S@b3", "S@b5", "S@c2",
                                         "S@c4", "S@d1", "S@d5", "S@e4", "S@e6", "S@f3"};
    assert_moves(g, p, want, 20);

    EventList ev;
    play_text(g, p, "S@d1", &ev);
    assert_text(g, p, "...S.k/....s./....../....../S...../SK..../1/o/2,4");
    cr_assert_eq(pos_header(p)->quiet, 0);
    cr_assert_eq(ev.n, 2);
    cr_assert_eq(ev.ev[0].kind, EV_PLACE);
    cr_assert_eq(ev.ev[0].side, 0);
    cr_assert_eq(ev.ev[0].piece, 0);
    cr_assert_eq(ev.ev[0].to, 3);
    cr_assert_eq(ev.ev[1].kind, EV_MARKER);
    cr_assert_eq(ev.ev[1].to, 3);
    /* The reinserted sbire took the Khan: Ocre must now move from power 1. */
    static const char *const ocre[4] = {"e2d2", "e2e1", "e2e3", "e2f2"};
    assert_moves(g, p, ocre, 4);
    pos_free(p);
    game_destroy(g);
}

Test(khan, khan_restricts_when_a_piece_on_its_power_can_move)
{
    Game *g = new_game(0);
    /* K3 with the Khan on Ocre's Kalista (f1, power 2): a5 can move, so only a5 may. */
    Pos *p = parse_or_die(g, ".....k/....s./....../....../S...../SK..../2/r/3,4");
    static const char *const want[3] = {"a5a3", "a5b4", "a5c5"};
    assert_moves(g, p, want, 3);
    pos_free(p);
    game_destroy(g);
}

Test(khan, pass_lifts_the_khan)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, BLOCKED_POS);
    static const char *const pass[1] = {"pass"};
    assert_moves(g, p, pass, 1);
    EventList ev;
    play_text(g, p, "pass", &ev);
    assert_text(g, p, "Ks..../s...../....../....sk/...sSS/..sSSS/-/o/0,0");
    cr_assert_eq(ev.n, 2);
    cr_assert_eq(ev.ev[0].kind, EV_PASS);
    cr_assert_eq(ev.ev[1].kind, EV_MARKER);
    cr_assert_eq(ev.ev[1].to, -1);
    /* Free move: Ocre's power-1 and power-2 pieces may all move. */
    char mv[GAME_MAX_MOVES][8];
    int n = module_moves(g, p, mv), a2a1 = 0, b1 = 0;
    for (int i = 0; i < n; i++) {
        a2a1 += strcmp(mv[i], "a2a1") == 0;
        b1 += strncmp(mv[i], "b1", 2) == 0;
    }
    cr_assert_eq(n, 18);
    cr_assert_eq(a2a1, 1);
    cr_assert_gt(b1, 0);
    GameStatus st;
    khan_rules.status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 0);
    pos_free(p);
    game_destroy(g);
}

Test(khan, two_passes_in_a_row_draw)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, BLOCKED_POS);
    play_text(g, p, "pass", NULL);
    /* No position is known where both sides are blocked together, so the
     * second pass is forced through play to check the rule itself. */
    khan_rules.play(g, p, MOVE_PASS, NULL);
    cr_assert_eq(pos_hash(p), khan_rules.hash_full(g, p));
    GameStatus st;
    khan_rules.status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 1);
    cr_assert_eq(st.winner, -1);
    cr_assert_eq(st.reason, END_PASSES);
    cr_assert_eq(khan_rules.final_value(g, p, &st), 0);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(khan_rules.legal(g, p, m), 0);
    pos_free(p);
    game_destroy(g);
}

Test(khan, kalista_capture_wins)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K1_POS);
    EventList ev;
    play_text(g, p, "c3b2", &ev);
    assert_text(g, p, "....../.SS.../....s./....../....../.....K/3/o/3,4");
    /* The only path: c3 b3 b2 (c2 is Rouge's own sbire). */
    cr_assert_eq(ev.n, 4);
    cr_assert_eq(ev.ev[0].kind, EV_STEP);
    cr_assert_eq(ev.ev[0].from, 14);
    cr_assert_eq(ev.ev[0].to, 13);
    cr_assert_eq(ev.ev[1].kind, EV_STEP);
    cr_assert_eq(ev.ev[1].from, 13);
    cr_assert_eq(ev.ev[1].to, 7);
    cr_assert_eq(ev.ev[2].kind, EV_REMOVE);
    cr_assert_eq(ev.ev[2].from, 7);
    cr_assert_eq(ev.ev[2].piece, 1);
    cr_assert_eq(ev.ev[3].kind, EV_MARKER);
    cr_assert_eq(ev.ev[3].to, 7);
    GameStatus st;
    khan_rules.status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 1);
    cr_assert_eq(st.winner, 0);
    cr_assert_eq(st.reason, END_RULE);
    cr_assert_eq(st.score[0], 3);
    cr_assert_eq(st.score[1], 1);
    cr_assert_eq(khan_rules.final_value(g, p, &st), -VALUE_WIN);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(khan_rules.legal(g, p, m), 0);
    cr_assert_eq(game_perft(g, p, 2), 0);
    /* The finished position reads back as the same finished position. */
    Pos *q = parse_or_die(g, "....../.SS.../....s./....../....../.....K/3/o/3,4");
    cr_assert_eq(pos_hash(q), pos_hash(p));
    pos_free(q);
    pos_free(p);
    game_destroy(g);
}

Test(khan, sbire_capture_fills_the_reserve)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K1_POS);
    play_text(g, p, "c3e3", NULL);
    assert_text(g, p, "....../.kS.../....S./....../....../.....K/3/o/3,5");
    cr_assert_eq(pos_header(p)->quiet, 0);
    Move m;
    cr_assert_eq(khan_rules.parse_move(g, p, "c3e3", &m), 0);
    pos_free(p);
    game_destroy(g);
}

Test(khan, third_repetition_draw)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, SPARSE_POS);
    uint64_t hist[16];
    int nhist = 0;
    GameStatus st;
    for (int ply = 0; ply < 12; ply++) {
        khan_rules.status(g, p, hist, nhist, &st);
        cr_assert_eq(st.over, 0, "over at ply %d", ply);
        hist[nhist++] = pos_hash(p);
        play_text(g, p, sparse_cycle[ply % 6], NULL);
    }
    assert_text(g, p, SPARSE_POS);
    khan_rules.status(g, p, hist, nhist, &st);
    cr_assert_eq(st.over, 1);
    cr_assert_eq(st.winner, -1);
    cr_assert_eq(st.reason, END_REPETITION);
    /* Twice is not enough. */
    khan_rules.status(g, p, hist + 6, 6, &st);
    cr_assert_eq(st.over, 0);
    pos_free(p);
    game_destroy(g);
}

Test(khan, two_hundred_quiet_plies_draw)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, SPARSE_POS);
    GameStatus st;
    for (int ply = 0; ply < 200; ply++) {
        khan_rules.status(g, p, NULL, 0, &st);
        cr_assert_eq(st.over, 0, "over at ply %d", ply);
        play_text(g, p, sparse_cycle[ply % 6], NULL);
    }
    cr_assert_eq(pos_header(p)->quiet, 200);
    khan_rules.status(g, p, NULL, 0, &st);
    cr_assert_eq(st.over, 1);
    cr_assert_eq(st.winner, -1);
    cr_assert_eq(st.reason, END_NO_PROGRESS);
    Move m[GAME_MAX_MOVES];
    cr_assert_eq(khan_rules.legal(g, p, m), 0);
    pos_free(p);
    game_destroy(g);
}

/* ---- set-up ---- */

Test(khan, setup_order_and_side)
{
    Game *g = new_game(2);
    Pos *p = pos_new(g);
    khan_rules.start(g, p);
    assert_text(g, p, "....../....../....../....../....../....../-/r/0,0");
    static const char *const rouge[6] = {"S@a5", "K@c6", "S@b5", "S@d5", "S@e5", "S@f6"};
    for (int i = 0; i < 6; i++) {
        cr_assert_eq(pos_side(p), 0);
        play_text(g, p, rouge[i], NULL);
    }
    cr_assert_eq(pos_side(p), 1);
    Move m;
    cr_assert_neq(game_parse_legal_move(g, p, "S@a6", &m), 0, "Ocre placed on Rouge's rows");
    cr_assert_eq(game_parse_legal_move(g, p, "K@a1", &m), 0);
    static const char *const ocre[6] = {"K@a1", "S@a2", "S@b2", "S@c2", "S@d2", "S@e2"};
    for (int i = 0; i < 6; i++) {
        cr_assert_eq(pos_side(p), 1);
        play_text(g, p, ocre[i], NULL);
    }
    assert_text(g, p, "k...../sssss./....../....../SS.SS./..K..S/-/r/0,0");
    Pos *q = parse_or_die(g, "k...../sssss./....../....../SS.SS./..K..S/-/r/0,0");
    cr_assert_eq(pos_hash(q), pos_hash(p));
    pos_free(q);
    pos_free(p);
    game_destroy(g);
}

/* ---- move-tree sizes, two ways ---- */

Test(khan, perft_from_the_empty_board)
{
    static const uint64_t want[3] = {24, 396, 5280};
    for (int o = 0; o < 4; o++) {
        Game *g = new_game(o);
        Pos *p = pos_new(g);
        khan_rules.start(g, p);
        Ref r;
        ref_from_text(&r, "....../....../....../....../....../....../-/r/0,0", o);
        for (int d = 1; d <= 3; d++) {
            cr_assert_eq(game_perft(g, p, d), want[d - 1], "orientation %d depth %d", o, d);
            if (o == 0)
                cr_assert_eq(ref_perft(&r, d), want[d - 1], "reference depth %d", d);
        }
        pos_free(p);
        game_destroy(g);
    }
}

Test(khan, perft_from_a_setup_orientation_0)
{
    static const uint64_t want[4] = {20, 256, 2168, 18211};
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, SETUP_POS);
    Ref r;
    ref_from_text(&r, SETUP_POS, 0);
    for (int d = 1; d <= 4; d++) {
        cr_assert_eq(game_perft(g, p, d), want[d - 1], "depth %d", d);
        cr_assert_eq(ref_perft(&r, d), want[d - 1], "reference depth %d", d);
    }
    pos_free(p);
    game_destroy(g);
}

Test(khan, perft_from_a_setup_orientation_1)
{
    static const uint64_t want[3] = {23, 432, 2725};
    Game *g = new_game(1);
    Pos *p = parse_or_die(g, SETUP_POS);
    Ref r;
    ref_from_text(&r, SETUP_POS, 1);
    for (int d = 1; d <= 3; d++) {
        cr_assert_eq(game_perft(g, p, d), want[d - 1], "depth %d", d);
        cr_assert_eq(ref_perft(&r, d), want[d - 1], "reference depth %d", d);
    }
    pos_free(p);
    game_destroy(g);
}

/* Checks one move's events against the move: a walk of exactly the start
 * cell's power through adjacent cells, then the removal and the Khan. */
static void check_events(const Game *g, const Pos *before, const char *mv, const EventList *ev)
{
    char text[GAME_TEXT_MAX];
    khan_rules.format_pos(g, before, text, sizeof text);
    cr_assert_gt(ev->n, 0);
    if (strcmp(mv, "pass") == 0) {
        cr_assert_eq(ev->ev[0].kind, EV_PASS);
        return;
    }
    int to = (mv[3] - '1') * 6 + (mv[2] - 'a');
    if (mv[1] == '@') {
        cr_assert_eq(ev->ev[0].kind, EV_PLACE);
        cr_assert_eq(ev->ev[0].to, to);
        cr_assert_eq(ev->ev[0].piece, mv[0] == 'K');
        return;
    }
    int from = (mv[1] - '1') * 6 + (mv[0] - 'a');
    Ref r;
    ref_from_text(&r, text, g->opts.v[0]);
    int steps = r.pw[from / 6][from % 6], at = from;
    cr_assert_geq(ev->n, steps + 1);
    for (int k = 0; k < steps; k++) {
        const Event *e = &ev->ev[k];
        cr_assert_eq(e->kind, EV_STEP, "%s: event %d", mv, k);
        cr_assert_eq(e->from, at);
        cr_assert_eq(abs(e->to / 6 - at / 6) + abs(e->to % 6 - at % 6), 1, "%s: a step is not orthogonal", mv);
        if (k < steps - 1)
            cr_assert_eq(text[(e->to / 6) * 7 + e->to % 6], '.', "%s walks through a piece", mv);
        at = e->to;
    }
    cr_assert_eq(at, to);
    int capture = text[(to / 6) * 7 + to % 6] != '.';
    cr_assert_eq(ev->ev[steps].kind, capture ? EV_REMOVE : EV_MARKER, "%s", mv);
    cr_assert_eq(ev->ev[ev->n - 1].kind, EV_MARKER);
    cr_assert_eq(ev->ev[ev->n - 1].to, to);
}

Test(khan, random_games_agree_with_the_reference)
{
    uint64_t seed = 20261122;
    int finished = 0, reinsertions = 0, passes = 0, exceptions = 0;
    for (int game = 0; game < 400; game++) {
        int o = game % 4;
        Game *g = new_game(o);
        Pos *p = pos_new(g), *before = pos_new(g);
        khan_rules.start(g, p);
        Ref r;
        ref_from_text(&r, "....../....../....../....../....../....../-/r/0,0", o);
        for (int ply = 0; ply < 400; ply++) {
            char got[GAME_MAX_MOVES][8], want[GAME_MAX_MOVES][8], text[GAME_TEXT_MAX], rtext[GAME_TEXT_MAX];
            khan_rules.format_pos(g, p, text, sizeof text);
            ref_format(&r, rtext);
            cr_assert_str_eq(text, rtext, "game %d ply %d", game, ply);
            cr_assert_eq(pos_hash(p), khan_rules.hash_full(g, p), "game %d ply %d", game, ply);
            int n = module_moves(g, p, got);
            int nref = ref_moves(&r, want);
            cr_assert_eq(n, nref, "game %d ply %d %s: %d moves, reference %d", game, ply, text, n, nref);
            for (int i = 0; i < n; i++)
                cr_assert_str_eq(got[i], want[i], "game %d ply %d %s", game, ply, text);
            if (n == 0) {
                finished++;
                break;
            }
            int pick = (int)(game_rng_next(&seed) % (uint64_t)n);
            /* Odd games prefer captures now and then, so both long and decided games occur. */
            for (int i = 0; i < n && game % 2 && game_rng_next(&seed) % 3 == 0; i++) {
                Move m;
                khan_rules.parse_move(g, p, got[i], &m);
                if (khan_rules.move_priority(g, p, m) > 0)
                    pick = i;
            }
            reinsertions += got[pick][1] == '@' && !r.place_s[r.side] && !r.place_k[r.side];
            passes += strcmp(got[pick], "pass") == 0;
            exceptions += r.khan && got[pick][1] != '@' && got[pick][0] != 'p' &&
                          r.pw[got[pick][1] - '1'][got[pick][0] - 'a'] != r.khan;
            EventList ev;
            pos_copy(g, before, p);
            play_text(g, p, got[pick], &ev);
            check_events(g, before, got[pick], &ev);
            ref_play(&r, got[pick]);
        }
        pos_free(before);
        pos_free(p);
        game_destroy(g);
    }
    /* The walk must have exercised the rare rules, or it proved little. */
    cr_assert_gt(finished, 200);
    cr_assert_gt(reinsertions, 0);
    cr_assert_gt(exceptions, 0);
    cr_log_info("khan random games: %d finished, %d reinsertions, %d passes, %d exception moves", finished,
                reinsertions, passes, exceptions);
}

/* ---- text ---- */

Test(khan, text_round_trip)
{
    static const char *const texts[] = {SETUP_POS, K1_POS, K2_POS, K3_POS, BLOCKED_POS, SPARSE_POS,
                                        "....../....../....../....../....../....../-/r/0,0",
                                        "....../....../....../....../S.K.../....../-/r/0,0",
                                        "..k.s./....../....../....../SSSSS./K...../-/o/0,0"};
    Game *g = new_game(0);
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        Pos *p = parse_or_die(g, texts[i]);
        assert_text(g, p, texts[i]);
        cr_assert_eq(pos_header(p)->quiet, 0);
        cr_assert_eq(pos_hash(p), khan_rules.hash_full(g, p));
        pos_free(p);
    }
    Move m;
    char buf[16];
    static const char *const moves[] = {"a1f6", "c3b2", "S@b5", "K@e6", "pass"};
    Pos *p = parse_or_die(g, K1_POS);
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        cr_assert_eq(khan_rules.parse_move(g, p, moves[i], &m), 0);
        khan_rules.format_move(g, p, m, buf, sizeof buf);
        cr_assert_str_eq(buf, moves[i]);
    }
    static const char *const bad_moves[] = {"", "a0b1", "g1a1", "s@b5", "X@b5", "S@b7", "c3b2x", "Pass", "c3"};
    for (size_t i = 0; i < sizeof bad_moves / sizeof bad_moves[0]; i++)
        cr_assert_neq(khan_rules.parse_move(g, p, bad_moves[i], &m), 0, "accepted '%s'", bad_moves[i]);
    pos_free(p);
    game_destroy(g);
}

Test(khan, board_text_shows_powers_and_pieces)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K3_POS);
    char board[1024];
    khan_rules.board_text(g, p, board, sizeof board);
    /* Row 6 of L0 is 1 3 2 2 1 3 with S on a6 and K on b6. */
    cr_assert_not_null(strstr(board, "6   1S 3K 2. 2. 1. 3."), "%s", board);
    cr_assert_not_null(strstr(board, "Khan on power 1"), "%s", board);
    pos_free(p);
    game_destroy(g);
}

Test(khan, malformed_and_impossible_texts_rejected)
{
    static const struct {
        const char *text, *reason;
    } bad[] = {
        {"", "row 1"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r", "expected"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0/", "reserves"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/x/0,0", "expected"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/4/r/0,0", "Khan"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,6", "reserves"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/a,0", "reserves"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/10,0", "reserves"},
        {".s.k.s/s.s.s./....../.x..../SS.SS./..K..S/-/r/0,0", "row 4"},
        {".s.k.s/s.s.s./....../...../SS.SS./..K..S/-/r/0,0", "row 4"},
        {".s.k.s/s.s.s./....../....../SS.SS./..KK.S/-/r/0,0", "two Kalistas"},
        {".s.k.s/s.s.s./....../....../SSSSSS/..K..S/-/r/0,0", "at most 5"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/1,0", "at most 5"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K.../3/o/0,0", "needs 5"},
        {".s.k.s/s.s.s./....../....../SS.SS./..K..S/3/r/0,0", "Khan's power"},
        {".s..../s.s.s./....../....../SS.SS./..K..S/1/r/0,1", "just moved has no Kalista"},
        {".s.k.s/s.s.s./....../....../SS.SS./.....S/-/r/0,0", "after Rouge"},
        {"....../....../....../....../SS.SS./..K..S/-/r/0,0", "side to move"},
        {"....../....../S...../....../...S../..K..S/-/r/0,0", "home rows"},
        {"....../....../....../....../SS.SS./..K.../-/r/1,0", "set-up"},
    };
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, SETUP_POS);
    uint64_t h = pos_hash(p);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[128] = "";
        cr_assert_neq(game_parse_position(g, bad[i].text, p, NULL, err, sizeof err), 0, "accepted %s", bad[i].text);
        cr_assert_not_null(strstr(err, bad[i].reason), "'%s': reason '%s'", bad[i].text, err);
        cr_assert_eq(pos_hash(p), h, "a failed parse changed the position");
    }
    pos_free(p);
    game_destroy(g);
}

/* ---- values ---- */

Test(khan, values_and_priorities)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K1_POS);
    Move kal, sb, quiet;
    khan_rules.parse_move(g, p, "c3b2", &kal);
    khan_rules.parse_move(g, p, "c3e3", &sb);
    khan_rules.parse_move(g, p, "c3a3", &quiet);
    cr_assert_gt(khan_rules.move_priority(g, p, kal), khan_rules.move_priority(g, p, sb));
    cr_assert_gt(khan_rules.move_priority(g, p, sb), 0);
    cr_assert_eq(khan_rules.move_priority(g, p, quiet), 0);
    /* Rouge has one more sbire on the board and threatens the Kalista. */
    int v = khan_rules.evaluate(g, p);
    cr_assert_gt(v, 100);
    cr_assert_lt(v, VALUE_WIN_BOUND);
    /* The same board with Ocre to move. */
    Pos *q = parse_or_die(g, "....../.kS.../..S.s./....../....../.....K/-/o/3,4");
    cr_assert_lt(khan_rules.evaluate(g, q), 0);
    int lo, hi;
    khan_rules.value_bounds(g, p, &lo, &hi);
    cr_assert_eq(lo, -VALUE_WIN);
    cr_assert_eq(hi, VALUE_WIN);
    static const int depth[LEVEL_COUNT] = {1, 3, 5, 0, 0}; /* expert and perfect: by time */
    for (int level = 0; level < LEVEL_COUNT; level++) {
        LevelProfile lp;
        khan_rules.level_profile(g, p, level, &lp);
        cr_assert_eq(lp.depth, depth[level], "level %d", level);
        cr_assert(!lp.exact && lp.contempt == 0 && lp.evaluate == khan_rules.evaluate, "level %d", level);
    }
    cr_assert_eq(khan_rules.value_kind, VALUE_KIND_WIN);
    cr_assert_str_eq(khan_rules.side_names[0], "r");
    cr_assert_str_eq(khan_rules.side_names[1], "o");
    pos_free(q);
    pos_free(p);
    game_destroy(g);
}

/* ---- hash ---- */

Test(khan, hash_tells_apart_side_khan_and_pass)
{
    Game *g = new_game(0);
    Pos *r = parse_or_die(g, K1_POS);
    Pos *o = parse_or_die(g, "....../.kS.../..S.s./....../....../.....K/-/o/3,4");
    cr_assert_neq(pos_hash(r), pos_hash(o));
    Pos *k1 = parse_or_die(g, K3_POS);
    Pos *k2 = parse_or_die(g, ".....k/....s./....../....../S...../SK..../2/r/3,4");
    cr_assert_neq(pos_hash(k1), pos_hash(k2));
    /* After a pass the board and Khan read as a fresh text, but the pass is remembered. */
    Pos *passed = parse_or_die(g, BLOCKED_POS);
    play_text(g, passed, "pass", NULL);
    Pos *fresh = parse_or_die(g, "Ks..../s...../....../....sk/...sSS/..sSSS/-/o/0,0");
    cr_assert_neq(pos_hash(passed), pos_hash(fresh));
    pos_free(fresh);
    pos_free(passed);
    pos_free(k2);
    pos_free(k1);
    pos_free(o);
    pos_free(r);
    game_destroy(g);
}

/* The computer's choice of orientation: search_opening_value against the
 * same steps written out here (the set-up by depth-1 searches, then a
 * depth-4 search from Rouge's point of view), for every orientation; and a
 * set-up really played: twelve pieces on their home rows. */
Test(khan, opening_value_agrees_with_the_steps_written_out)
{
    for (int o = 0; o < 4; o++) {
        Game *g = new_game(o);
        int value = 12345;
        cr_assert_eq(search_opening_value(g, 12, 4, &value), 0);
        Search *s = search_create(g, 1u << 20);
        Pos *p = pos_new(g);
        g->rules->start(g, p);
        uint64_t hist[12];
        SearchLimits lim = {0};
        for (int i = 0; i < 12; i++) {
            lim.depth = 1;
            search_begin(s, p, hist, i, &lim);
            while (search_step(s, 7) == SEARCH_RUNNING)
                ;
            hist[i] = pos_hash(p);
            g->rules->play(g, p, search_result(s)->move, NULL);
        }
        char text[GAME_TEXT_MAX];
        g->rules->format_pos(g, p, text, sizeof text);
        int pieces[2] = {0, 0};
        for (int i = 0; i < 6 * 7; i++) {
            if (text[i] == 'S' || text[i] == 'K')
                pieces[0] += i >= 4 * 7; /* Rouge on rows 5-6 */
            if (text[i] == 's' || text[i] == 'k')
                pieces[1] += i < 2 * 7; /* Ocre on rows 1-2 */
        }
        cr_expect_eq(pieces[0], 6, "orientation %d: %s", o, text);
        cr_expect_eq(pieces[1], 6, "orientation %d: %s", o, text);
        cr_expect_eq(pos_side(p), 0, "Rouge moves first after the set-up");
        lim.depth = 4;
        search_begin(s, p, hist, 12, &lim);
        while (search_step(s, 1000) == SEARCH_RUNNING)
            ;
        cr_expect_eq(value, search_result(s)->value, "orientation %d", o);
        pos_free(p);
        search_destroy(s);
        game_destroy(g);
    }
}

/* The path a move walks, as its events give it to the boards' arrows
 * (MoveTrace.path), with each cell named ("c3"). */
static void trace_path(const Game *g, const Pos *p, const char *move, char *buf, size_t len)
{
    Move m;
    cr_assert_eq(khan_rules.parse_move(g, p, move, &m), 0, "%s", move);
    MoveTrace t;
    cr_assert_eq(game_trace_move(g, p, m, NULL, &t), 0);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < t.npath; i++)
        game_append(buf, len, &used, "%s%c%c", i ? " " : "", 'a' + t.path[i] % 6, '1' + t.path[i] / 6);
}

/* K1's sbire on c3 (power 2) walks orthogonal steps round the pieces in
 * its way: to d2 by d3 (its own sbire stands on c2), to a3 by b3, and
 * every move's path is a walk of empty cells a step apart. */
Test(khan, a_move_reports_the_path_it_walks)
{
    Game *g = new_game(0);
    Pos *p = parse_or_die(g, K1_POS);
    char path[64];
    trace_path(g, p, "c3d2", path, sizeof path);
    cr_expect_str_eq(path, "c3 d3 d2");
    trace_path(g, p, "c3a3", path, sizeof path);
    cr_expect_str_eq(path, "c3 b3 a3");
    trace_path(g, p, "c3b2", path, sizeof path); /* the capture ends on the Kalista */
    cr_expect_str_eq(path, "c3 b3 b2");
    char mv[GAME_MAX_MOVES][8];
    int n = module_moves(g, p, mv);
    for (int i = 0; i < n; i++) {
        Move m;
        khan_rules.parse_move(g, p, mv[i], &m);
        MoveTrace t;
        game_trace_move(g, p, m, NULL, &t);
        cr_assert_geq(t.npath, 2, "%s", mv[i]);
        cr_expect_eq(t.path[0], t.from, "%s", mv[i]);
        cr_expect_eq(t.path[t.npath - 1], t.to, "%s", mv[i]);
        for (int k = 1; k < t.npath; k++) {
            int a = t.path[k - 1], b = t.path[k];
            int d = abs(a % 6 - b % 6) + abs(a / 6 - b / 6);
            cr_expect_eq(d, 1, "%s: %d to %d is not one orthogonal step", mv[i], a, b);
        }
    }
    pos_free(p);
    game_destroy(g);
}
