/*
 * test_match.c - a game as it is played (src/engine/match.c): random
 * sequences of moves, undos and redos in every game compared, after every
 * step, with the game replayed from the start through the rules alone; a
 * record of the match replays to the same place; an end only the history
 * shows is settled and reported as it happened.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine_util.h"
#include "match.h"
#include "record.h"

static uint64_t tm_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The position after moves[0..n) from the start, as text, by the rules. */
static void tm_replay(const Game *g, const Move *moves, int n, char *text, size_t len, uint64_t *hash)
{
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    for (int i = 0; i < n; i++)
        g->rules->play(g, p, moves[i], NULL);
    eu_text(g, p, text, len);
    *hash = g->rules->hash_full(g, p);
    pos_free(p);
}

/* Checks the match against the replay of the line it should be at. */
static void tm_check(const Match *m, const Move *line, int n, int step)
{
    const Game *g = match_game(m);
    char want[GAME_TEXT_MAX], got[GAME_TEXT_MAX];
    uint64_t want_hash;
    tm_replay(g, line, n, want, sizeof want, &want_hash);
    eu_text(g, match_pos(m), got, sizeof got);
    cr_assert_eq(match_plies(m), n, "step %d: %d plies, expected %d", step, match_plies(m), n);
    cr_assert_str_eq(got, want, "step %d", step);
    cr_assert_eq(pos_hash(match_pos(m)), want_hash, "step %d: hash", step);
    for (int i = 0; i < n; i++)
        cr_assert_eq(match_move_at(m, i), line[i], "step %d: move %d", step, i);
}

/* Random play, undo and redo; `line` is what the history should hold
 * (its first n moves are played, the rest can be redone). */
static void tm_random_history(const char *name, const char *const *opts, uint64_t seed, int steps)
{
    Game *g = eu_game(name, opts);
    char err[256];
    Match *m = match_create(g, NULL);
    cr_assert_not_null(m);
    static Move line[MATCH_MAX_PLIES];
    int n = 0, top = 0; /* played, and played + redoable */
    EventList ev;
    for (int step = 0; step < steps; step++) {
        uint64_t r = tm_next(&seed) % 10;
        Move moves[GAME_MAX_MOVES];
        int nl = match_legal(m, moves);
        if (r < 5 && nl > 0) {
            Move mv = moves[tm_next(&seed) % (uint64_t)nl];
            cr_assert_eq(match_play(m, mv, &ev), 0);
            /* Another move forgets what could be redone; the move redo
             * would play keeps the rest of the line. */
            if (!(top > n && line[n] == mv))
                top = n + 1;
            line[n++] = mv;
        } else if (r < 8) {
            int rc = match_undo(m);
            cr_assert_eq(rc, n > 0 ? 0 : -1, "step %d", step);
            if (n > 0)
                n--;
        } else {
            cr_assert_eq(match_can_redo(m), top > n, "step %d", step);
            int rc = match_redo(m, &ev);
            cr_assert_eq(rc, top > n ? 0 : -1, "step %d", step);
            if (top > n)
                n++;
        }
        tm_check(m, line, n, step);
    }
    /* The match as a record replays to the same place. */
    static Record rec;
    record_from_match(m, &rec);
    Match *back = record_match(g, &rec, err, sizeof err);
    cr_assert_not_null(back, "%s", err);
    tm_check(back, line, n, steps);
    match_destroy(back);
    match_destroy(m);
    game_destroy(g);
}

Test(match, kalah_undo_redo_equals_replay)
{
    static const char *const o[] = {NULL};
    for (uint64_t s = 1; s <= 20; s++)
        tm_random_history("kalah", o, s * 0x9E3779B97F4A7C15ull, 300);
}

Test(match, kalah_empty_capture_small_board_undo_redo_equals_replay)
{
    static const char *const o[] = {"pits=4", "seeds=3", "empty_capture=on", NULL};
    for (uint64_t s = 1; s <= 20; s++)
        tm_random_history("kalah", o, s * 0xD1B54A32D192ED03ull, 200);
}

Test(match, oware_undo_redo_equals_replay)
{
    static const char *const o[] = {NULL};
    for (uint64_t s = 1; s <= 20; s++)
        tm_random_history("oware", o, s * 0x94D049BB133111EBull, 400);
}

Test(match, hasami_undo_redo_equals_replay)
{
    static const char *const o[] = {NULL};
    static const char *const diag[] = {"diagonal=on", "defeat=1", "lead=0", NULL};
    for (uint64_t s = 1; s <= 10; s++) {
        tm_random_history("hasami", o, s * 0x2545F4914F6CDD1Dull, 300);
        tm_random_history("hasami", diag, s * 0x9E3779B97F4A7C15ull, 300);
    }
}

/* Khan's set-up (each side placing its pieces) and its play alike. */
Test(match, khan_undo_redo_equals_replay)
{
    static const char *const o[] = {NULL};
    static const char *const turned[] = {"orientation=2", NULL};
    for (uint64_t s = 1; s <= 10; s++) {
        tm_random_history("khan", o, s * 0xD1B54A32D192ED03ull, 300);
        tm_random_history("khan", turned, s * 0x94D049BB133111EBull, 300);
    }
}

/* Oware's third repetition: the match settles it (each side takes its own
 * seed) and still reports the end as the repetition it was, also after
 * undo and redo; a record of it reads back as the same draw. */
Test(match, an_end_by_repetition_is_settled_and_reported_as_one)
{
    Game *g = eu_game("oware", NULL);
    Pos *start = eu_pos(g, "0,0,0,0,0,1/0,0,0,0,0,1/23,23/1");
    Match *m = match_create(g, start);
    cr_assert_not_null(m);
    EventList ev;
    for (int ply = 0; ply < 24; ply++) {
        Move moves[GAME_MAX_MOVES];
        cr_assert_eq(match_legal(m, moves), 1, "ply %d", ply);
        cr_assert_eq(match_play(m, moves[0], &ev), 0);
    }
    cr_expect_eq(ev.ev[ev.n - 1].kind, EV_SWEEP, "the settlement is reported with the last move");
    char t[GAME_TEXT_MAX];
    eu_text(g, match_pos(m), t, sizeof t);
    cr_expect_str_eq(t, "0,0,0,0,0,0/0,0,0,0,0,0/24,24/1");
    GameStatus st;
    match_status(m, &st);
    cr_expect(st.over);
    cr_expect_eq(st.reason, END_REPETITION);
    cr_expect_eq(st.winner, -1);
    cr_expect_eq(st.score[0], 24);
    Move none[GAME_MAX_MOVES];
    cr_expect_eq(match_legal(m, none), 0);
    cr_assert_eq(match_undo(m), 0);
    match_status(m, &st);
    cr_expect(!st.over);
    cr_assert_eq(match_redo(m, NULL), 0);
    match_status(m, &st);
    cr_expect_eq(st.reason, END_REPETITION);

    static Record rec;
    record_from_match(m, &rec);
    cr_expect_str_eq(rec.start, "0,0,0,0,0,1/0,0,0,0,0,1/23,23/1");
    static char text[RECORD_MAX_BYTES / 16];
    int len = record_format(&rec, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_neq(strstr(text, "[Result \"1/2-1/2\"]"), NULL, "%s", text);
    cr_expect_neq(strstr(text, "[Score \"24-24\"]"), NULL, "%s", text);

    /* Starting over forgets the moves and the end. */
    match_reset(m, NULL);
    cr_expect_eq(match_plies(m), 0);
    cr_expect_eq(match_can_redo(m), 0);
    match_status(m, &st);
    cr_expect(!st.over);
    eu_text(g, match_pos(m), t, sizeof t);
    cr_expect_str_eq(t, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    match_destroy(m);
    pos_free(start);
    game_destroy(g);
}

/* Undo past the start and redo past the end are refused and change nothing. */
Test(match, undo_and_redo_at_the_ends)
{
    static const char *const o[] = {NULL};
    Game *g = eu_game("kalah", o);
    Match *m = match_create(g, NULL);
    cr_assert_not_null(m);
    cr_expect_eq(match_undo(m), -1);
    cr_expect_eq(match_redo(m, NULL), -1);
    cr_assert_eq(match_play(m, 2, NULL), 0); /* C: four seeds, the last in the store */
    cr_expect_eq(pos_side(match_pos(m)), 0, "extra turn");
    cr_expect_eq(match_play(m, 99, NULL), -1, "illegal move refused");
    cr_expect_eq(match_plies(m), 1);
    cr_assert_eq(match_undo(m), 0);
    cr_expect_eq(match_line(m), 1, "the move taken back is still on the line");
    char line[GAME_TEXT_MAX];
    eu_text(g, match_pos_at(m, 1), line, sizeof line);
    cr_expect_str_eq(line, "4,4,0,5,5,5/4,4,4,4,4,4/1,0/1", "and so is its position");
    cr_expect_eq(match_undo(m), -1);
    cr_assert_eq(match_redo(m, NULL), 0);
    cr_expect_eq(match_redo(m, NULL), -1);
    char text[GAME_TEXT_MAX];
    eu_text(g, match_pos(m), text, sizeof text);
    cr_expect_str_eq(text, "4,4,0,5,5,5/4,4,4,4,4,4/1,0/1");
    match_destroy(m);
    game_destroy(g);
}
