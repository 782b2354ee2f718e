/*
 * test_record.c - game records: round trips of random games, rejection of
 * damaged, truncated and foreign files, and saves that fail half-way
 * without touching the old file.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setrlimit */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "engine_util.h"
#include "record.h"

static Record rec, back;
static char text[1 << 16], again[1 << 16];

/* A random game of `plies` plies (or to the end) as a record. */
static void random_record(const char *name, const char *const *opts, uint64_t *rng, int plies)
{
    Game *g = eu_game(name, opts);
    Pos *p = pos_new(g);
    g->rules->start(g, p);
    memset(&rec, 0, sizeof rec);
    rec.rules = g->rules;
    rec.opts = g->opts;
    snprintf(rec.player[0], sizeof rec.player[0], "You");
    snprintf(rec.player[1], sizeof rec.player[1], "Computer (hard)");
    snprintf(rec.date, sizeof rec.date, "2026-11-23");
    Move moves[GAME_MAX_MOVES];
    uint64_t hist[RECORD_MAX_MOVES];
    int n;
    GameStatus st;
    for (;;) {
        g->rules->status(g, p, hist, rec.nmoves, &st);
        if (st.over || rec.nmoves == plies || (n = g->rules->legal(g, p, moves)) == 0)
            break;
        Move m = moves[game_rng_next(rng) % (uint64_t)n];
        hist[rec.nmoves] = pos_hash(p);
        rec.moves[rec.nmoves++] = m;
        g->rules->play(g, p, m, NULL);
    }
    pos_free(p);
    game_destroy(g);
}

Test(record, round_trip_of_random_games)
{
    uint64_t rng = 2026;
    const char *const six[] = {"finish=six", NULL};
    const char *const small[] = {"pits=4", "seeds=3", "empty_capture=on", NULL};
    for (int k = 0; k < 300; k++) {
        const char *name = k % 3 == 0 ? "oware" : "kalah";
        const char *const *opts = k % 3 == 0 ? (k % 2 ? six : NULL) : (k % 2 ? small : NULL);
        random_record(name, opts, &rng, k % 5 == 0 ? 7 : 10000);
        int len = record_format(&rec, text, sizeof text);
        cr_assert_gt(len, 0);
        char err[256];
        cr_assert_eq(record_parse(text, (size_t)len, &back, err, sizeof err), 0, "%s\n%s", err, text);
        cr_assert_eq(back.rules, rec.rules);
        cr_assert_eq(memcmp(&back.opts, &rec.opts, sizeof rec.opts), 0);
        cr_assert_eq(back.nmoves, rec.nmoves);
        cr_assert_eq(memcmp(back.moves, rec.moves, sizeof rec.moves[0] * (size_t)rec.nmoves), 0);
        cr_assert_str_eq(back.player[1], "Computer (hard)");
        int len2 = record_format(&back, again, sizeof again);
        cr_assert_eq(len2, len);
        cr_assert_str_eq(again, text);
    }
}

Test(record, exact_text_of_a_short_game)
{
    const char *t = "[Game \"kalah\"]\n[Options \"pits=6 seeds=4 empty_capture=off\"]\n[Result \"*\"]\n\n1. C F 2... J\n";
    char err[256];
    cr_assert_eq(record_parse(t, strlen(t), &rec, err, sizeof err), 0, "%s", err);
    cr_assert_eq(rec.nmoves, 3);
    cr_expect_eq(rec.moves[0], 2);
    cr_expect_eq(rec.moves[1], 5);
    cr_expect_eq(rec.moves[2], 9);
    int len = record_format(&rec, text, sizeof text);
    cr_assert_gt(len, 0);
    cr_expect_str_eq(text, "[Game \"kalah\"]\n[Options \"pits=6 seeds=4 empty_capture=off\"]\n"
                           "[Program \"Tabula " TABULA_VERSION "\"]\n[Result \"*\"]\n\n"
                           "1. C F J *\n");
    /* A start position other than the standard one is kept. */
    const char *s = "[Game \"oware\"]\n[Start \"0,0,0,0,0,3/1,2,1,5,5,5/13,13/1\"]\n\nF\n";
    cr_assert_eq(record_parse(s, strlen(s), &rec, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(rec.start, "0,0,0,0,0,3/1,2,1,5,5,5/13,13/1");
    cr_expect_eq(rec.nmoves, 1);
}

Test(record, damaged_truncated_and_foreign_records_are_refused)
{
    const char *bad[] = {
        "",                                                              /* nothing */
        "hello world\n",                                                 /* foreign text */
        "\x89PNG\r\n\x1a\n",                                             /* a binary file */
        "[Game \"chess\"]\n\ne4\n",                                      /* unknown game */
        "[Game \"kalah\"\n\nC\n",                                        /* broken tag */
        "[Game \"kalah\"]\n\nC F A\n",                                   /* after C and F player 2 is to move */
        "[Game \"kalah\"]\n\nC C\n",                                     /* C is empty after C */
        "[Game \"kalah\"]\n[Options \"pits=9\"]\n\nA\n",                 /* bad option */
        "[Game \"kalah\"]\n[Start \"4,4,4/4,4,4/0,0/1\"]\n\nA\n",        /* impossible start */
        "[Game \"kalah\"]\n[Result \"1-0\"]\n\nC\n",                     /* result the moves do not reach */
        "[Game \"kalah\"]\n\nC F * J\n",                                 /* moves after the result */
        "[Game \"kalah\"]\n\nC\n[Date \"x\"]\n",                         /* tag after the moves */
        "C F J\n",                                                       /* no Game tag */
    };
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        cr_expect_neq(record_parse(bad[i], strlen(bad[i]), &rec, err, sizeof err), 0, "accepted #%zu", i);
        cr_expect_neq(err[0], '\0', "no reason for #%zu", i);
    }
    /* Every truncation of a finished game's record either parses as a
     * shorter game or is refused; none crashes, and a cut in the Score or
     * Result line of a finished game is refused. */
    uint64_t rng = 7;
    random_record("kalah", NULL, &rng, 10000);
    int len = record_format(&rec, text, sizeof text);
    int refused = 0;
    for (int cut = 0; cut < len; cut++)
        refused += record_parse(text, (size_t)cut, &back, err, sizeof err) != 0;
    cr_expect_gt(refused, len / 2);
}

/* Each refusal says what is wrong, for the words a player reads. */
Test(record, every_refusal_names_its_problem)
{
    static const struct {
        const char *text;
        RecordProblem problem;
    } bad[] = {
        {"\x89PNG\r\n\x1a\n", RECORD_NOT_TEXT},
        {"hello world\n", RECORD_NO_GAME},
        {"", RECORD_NO_GAME},
        {"[Game \"kalah\"\n\nC\n", RECORD_NO_GAME},
        {"[Game \"chess\"]\n\ne4\n", RECORD_UNKNOWN_GAME},
        {"[Game \"kalah\"]\n[Options \"pits=9\"]\n\nA\n", RECORD_BAD_OPTIONS},
        {"[Game \"kalah\"]\n[Start \"4,4,4/4,4,4/0,0/1\"]\n\nA\n", RECORD_BAD_START},
        {"[Game \"kalah\"]\n\nC\n[Date \"x\"]\n", RECORD_DAMAGED},
        {"[Game \"kalah\"]\n\nC F * J\n", RECORD_DAMAGED},
    };
    char err[256];
    RecordReport rep;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cr_expect_eq(record_read(bad[i].text, strlen(bad[i].text), &rec, &rep, err, sizeof err), -1, "#%zu", i);
        cr_expect_eq(rep.problem, bad[i].problem, "#%zu: problem %d, expected %d (%s)", i, rep.problem,
                     bad[i].problem, err);
    }
    /* A finished game whose Result the moves contradict is refused whole. */
    const char *lie = "[Game \"kalah\"]\n[Options \"pits=1 seeds=1\"]\n[Result \"0-1\"]\n\nA\n";
    cr_expect_neq(record_parse(lie, strlen(lie), &rec, err, sizeof err), 0, "a 1-1 draw read as 0-1");
    cr_expect_eq(record_read(lie, strlen(lie), &rec, &rep, err, sizeof err), -1);
    cr_expect_eq(rep.problem, RECORD_BAD_RESULT, "%s", err);
}

/* A file cut inside its moves opens as far as it reads, with where it
 * stops; record_parse, for tools, still refuses it. */
Test(record, the_readable_part_of_a_cut_file)
{
    uint64_t rng = 11;
    random_record("kalah", NULL, &rng, 10000); /* a finished game */
    int len = record_format(&rec, text, sizeof text);
    int total = rec.nmoves;
    cr_assert_gt(total, 20);
    char err[256];
    RecordReport rep;
    /* Cut just after a whole move token on the second line of moves. */
    char *moves = strstr(text, "\n\n") + 2;
    char *second = strchr(moves, '\n') + 1;
    char *space = strchr(second + 4, ' ');
    size_t cut = (size_t)(space - text);
    cr_expect_neq(record_parse(text, cut, &back, err, sizeof err), 0, "a cut file is refused by record_parse");
    cr_assert_eq(record_read(text, cut, &back, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_CUT);
    cr_expect_gt(back.nmoves, 0);
    cr_expect_lt(back.nmoves, total);
    cr_expect_eq(rep.move, back.nmoves + 1);
    cr_expect_eq(memcmp(back.moves, rec.moves, sizeof rec.moves[0] * (size_t)back.nmoves), 0);
    /* Garbage in place of a move: the moves before it, and where it was. */
    memcpy(text + (space - text) + 1, "Q", 1);
    cr_assert_eq(record_read(text, (size_t)len, &back, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_CUT);
    cr_expect_eq(rep.move, back.nmoves + 1);
    cr_expect_gt(rep.line, 0);
    /* A whole file reads as fine. */
    len = record_format(&rec, text, sizeof text);
    cr_assert_eq(record_read(text, (size_t)len, &back, &rep, err, sizeof err), 0, "%s", err);
    cr_expect_eq(rep.problem, RECORD_FINE);
    cr_expect_eq(back.nmoves, total);
}

Test(record, failed_write_leaves_the_old_file_identical)
{
    char dir[] = "/tmp/tabula-record-XXXXXX", path[128], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/game.tabula", dir);
    const char *old = "[Game \"kalah\"]\n\nC\n";
    cr_assert_eq(record_write_file(path, old, strlen(old), err, sizeof err), 0, "%s", err);

    /* The file-size limit makes the write of the new, longer text fail
     * half-way, as a full disk would. */
    struct rlimit saved, small = {64, 64};
    cr_assert_eq(getrlimit(RLIMIT_FSIZE, &saved), 0);
    signal(SIGXFSZ, SIG_IGN);
    small.rlim_max = saved.rlim_max;
    cr_assert_eq(setrlimit(RLIMIT_FSIZE, &small), 0);
    memset(text, 'x', 5000);
    int rc = record_write_file(path, text, 5000, err, sizeof err);
    setrlimit(RLIMIT_FSIZE, &saved);
    cr_expect_neq(rc, 0);
    cr_expect_neq(err[0], '\0');

    char *got = NULL;
    size_t got_len = 0;
    cr_assert_eq(record_read_file(path, &got, &got_len, err, sizeof err), 0, "%s", err);
    cr_expect_eq(got_len, strlen(old));
    cr_expect_eq(memcmp(got, old, got_len), 0);
    free(got);
    /* No temporary file is left behind. */
    char cmd[256];
    snprintf(cmd, sizeof cmd, "test $(ls -A '%s' | wc -l) -eq 1", dir);
    cr_expect_eq(system(cmd), 0);
    /* A folder that does not exist: a reason, nothing written. */
    cr_expect_neq(record_write_file("/nonexistent-dir/x.tabula", old, strlen(old), err, sizeof err), 0);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_expect_eq(system(cmd), 0);
}
