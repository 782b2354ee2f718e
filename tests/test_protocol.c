/*
 * test_protocol.c - tabula-cli driven through pipes: exact answers to
 * every command, and garbage (unknown commands, missing arguments, a
 * 5000-byte line, bytes that are not ASCII) answered "?" with the session
 * unchanged after each error.  The same handler is also called directly.
 */
#define _POSIX_C_SOURCE 200809L /* setenv, mkdtemp */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_pipe.h"
#include "protocol.h"
#include "record.h"

static char out[1 << 18];
static char *ans[512];

/* Runs a script and returns the number of answers. */
static int run(const char *script)
{
    int rc = cli_pipe_run(NULL, script, strlen(script), out, sizeof out);
    cr_assert_eq(rc, 0, "tabula-cli exited %d", rc);
    return cli_pipe_answers(out, ans, 512);
}

Test(protocol, identity_and_games)
{
    int n = run("name\nversion\nlist_games\noptions\n");
    cr_assert_eq(n, 4);
    cr_expect_str_eq(ans[0], "= tabula");
    cr_expect_eq(strncmp(ans[1], "= ", 2), 0);
    cr_expect(strchr(ans[1] + 2, '.') != NULL, "version %s", ans[1]);
    cr_expect_str_eq(ans[2], "= kalah oware hasami khan");
    cr_expect_str_eq(ans[3], "= pits=6 seeds=4 empty_capture=off");
}

/* A draw offered and answered as the levels answer it, agreed, resigned,
 * and taken back with undo; the status says how the players ended it. */
Test(protocol, draw_offers_resignation_and_the_verdict)
{
    int n = run("game kalah\n"
                "position 0,0,0,0,0,1/0,0,0,0,0,1/23,23/1\n" /* 24 to 24 whatever is played */
                "draw offer 2 level=medium\n"
                "status\n"
                "play F\n"
                "undo\n"
                "status\n"
                "position 0,0,0,0,0,1/0,0,0,0,0,1/30,16/2\n" /* player 1 has 30 of 48 */
                "verdict level=simple\n"
                "draw offer 1 level=simple\n"
                "resign\n"
                "status\n"
                "resign\n"
                "game hasami\n"
                "draw offer x\n"
                "draw\n"
                "draw offer b level=hard\n"
                "verdict level=medium\n"
                "resign w\n"
                "status\n"
                "draw agree\n");
    static const char *const want[] = {"= ",
                                       "= ",
                                       "= accept proven",
                                       "= over draw agreement",
                                       "? game is over",
                                       "= ",
                                       "= playing 1",
                                       "= ",
                                       "= resign",
                                       "= decline wins",
                                       "= ",
                                       "= over 1 resignation",
                                       "? the game is over",
                                       "= ",
                                       "? unknown side 'x'",
                                       "? usage: draw agree | draw offer SIDE [level=NAME] [time=MS]",
                                       "= decline open",
                                       "= play",
                                       "= ",
                                       "= over b resignation",
                                       "? the game is over"};
    cr_assert_eq(n, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < n; i++)
        cr_expect_str_eq(ans[i], want[i], "answer %d", i);
}

Test(protocol, play_undo_legal_status_exactly)
{
    int n = run("game kalah pits=4 seeds=3\n"
                "show\n"
                "legal\n"
                "play B\n"  /* B's 3 seeds: C, D, store: an extra turn */
                "show\n"
                "status\n"
                "play C\n"
                "show\n"
                "status\n"
                "undo\n"
                "undo\n"
                "show\n"
                "reset\n"
                "position 0,0,0,1/0,0,3,0/10,10/1\n"
                "play D\n"
                "status\n"
                "legal\n"
                "options\n");
    cr_assert_eq(n, 18);
    cr_expect_str_eq(ans[0], "= ");
    cr_expect_str_eq(ans[1], "= 3,3,3,3/3,3,3,3/0,0/1");
    cr_expect_str_eq(ans[2], "= A B C D");
    cr_expect_str_eq(ans[4], "= 3,0,4,4/3,3,3,3/1,0/1");
    cr_expect_str_eq(ans[5], "= playing 1");
    cr_expect_str_eq(ans[7], "= 3,0,0,5/4,4,3,3/2,0/2");
    cr_expect_str_eq(ans[8], "= playing 2");
    cr_expect_str_eq(ans[11], "= 3,3,3,3/3,3,3,3/0,0/1");
    /* D's seed ends player 1's row: player 2 sweeps its 3. */
    cr_expect_str_eq(ans[15], "= over 2 11-13");
    cr_expect_str_eq(ans[16], "= ");
    cr_expect_str_eq(ans[17], "= pits=4 seeds=3 empty_capture=off");
}

Test(protocol, perft_of_both_games)
{
    int n = run("perft 0\nperft 1\nperft 2\nperft 3\ngame oware\nperft 1\nperft 2\nperft 3\nperft 4\n");
    cr_assert_eq(n, 9);
    const char *want[] = {"= 1", "= 6", "= 35", "= 185", "= ", "= 6", "= 36", "= 190", "= 1014"};
    for (int i = 0; i < 9; i++)
        cr_expect_str_eq(ans[i], want[i], "answer %d", i);
}

Test(protocol, board_is_multiline_and_ends_with_a_blank_line)
{
    int rc = cli_pipe_run(NULL, "board\nname\n", 11, out, sizeof out);
    cr_assert_eq(rc, 0);
    cr_expect_eq(strncmp(out, "= ", 2), 0);
    char *end = strstr(out, "\n\n");
    cr_assert_not_null(end);
    cr_expect(memchr(out, '\n', (size_t)(end - out)) != NULL, "board should span lines");
    cr_expect_str_eq(end + 2, "= tabula\n\n");
}

/* After every bad line, "show" proves the position did not change. */
Test(protocol, garbage_changes_nothing)
{
    char script[16384];
    size_t u = 0;
    const char *bad[] = {
        "frobnicate",
        "play",
        "play Q",
        "play G", /* player 2's pit on player 1's turn */
        "position",
        "position 4,4,4/4,4,4/0,0/1",
        "position 4,4,4,4,4,4/4,4,4,4,4,4/1,0/1",
        "game",
        "game chess",
        "game kalah pits=0",
        "game kalah colour=red",
        "perft",
        "perft -1",
        "perft x",
        "go depth=x",
        "go speed=9",
        "analyze level=godlike",
        "load /nonexistent/file.tabula",
        "save /nonexistent-dir/x.tabula",
    };
    u += (size_t)snprintf(script + u, sizeof script - u, "play C\n");
    size_t nbad = sizeof bad / sizeof bad[0];
    for (size_t i = 0; i < nbad; i++)
        u += (size_t)snprintf(script + u, sizeof script - u, "%s\nshow\noptions\n", bad[i]);
    /* A 5000-byte line, then a line with UTF-8 bytes, a NUL-free control byte. */
    memset(script + u, 'x', 5000);
    u += 5000;
    script[u++] = '\n';
    u += (size_t)snprintf(script + u, sizeof script - u, "show\nplay \xc3\xa9\nshow\nplay \x01\nshow\n");
    int n = run(script);
    cr_assert_eq((size_t)n, 1 + 3 * nbad + 6, "answers: %d", n);
    const char *pos = "= 4,4,0,5,5,5/4,4,4,4,4,4/1,0/1";
    for (size_t i = 0; i < nbad; i++) {
        cr_expect_eq(ans[1 + 3 * i][0], '?', "'%s' answered %s", bad[i], ans[1 + 3 * i]);
        cr_expect_gt(strlen(ans[1 + 3 * i]), 2, "no reason for '%s'", bad[i]);
        cr_expect_str_eq(ans[2 + 3 * i], pos, "after '%s'", bad[i]);
        cr_expect_str_eq(ans[3 + 3 * i], "= pits=6 seeds=4 empty_capture=off", "after '%s'", bad[i]);
    }
    size_t k = 1 + 3 * nbad;
    cr_expect_eq(ans[k][0], '?');
    cr_expect_str_eq(ans[k + 1], pos);
    cr_expect_eq(ans[k + 2][0], '?');
    cr_expect_str_eq(ans[k + 3], pos);
    cr_expect_eq(ans[k + 4][0], '?');
    cr_expect_str_eq(ans[k + 5], pos);
}

Test(protocol, blank_and_comment_lines_get_no_answer_and_eof_ends)
{
    int n = run("\n   \n# a comment\nname\n#\n");
    cr_assert_eq(n, 1);
    cr_expect_str_eq(ans[0], "= tabula");
    n = run("name\nquit\nname\n");
    cr_assert_eq(n, 2); /* nothing after quit */
}

Test(protocol, save_and_load_through_the_protocol)
{
    char script[1024];
    snprintf(script, sizeof script,
             "game oware finish=six\nplay C\nplay H\nsave /tmp/tabula-proto-test.tabula\n"
             "game kalah\nload /tmp/tabula-proto-test.tabula\nshow\noptions\nundo\nundo\nshow\n");
    int n = run(script);
    cr_assert_eq(n, 11);
    cr_expect_str_eq(ans[3], "= ");
    cr_expect_str_eq(ans[5], "= ");
    cr_expect_str_eq(ans[6], "= 4,4,0,5,5,5/5,0,5,5,5,5/0,0/1");
    cr_expect_str_eq(ans[7], "= finish=six");
    cr_expect_str_eq(ans[10], "= 4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    remove("/tmp/tabula-proto-test.tabula");
}

/* Kalah(6,4) from the opening book in the assets: solve and the perfect
 * move at once, and the exact margin of every first move (the same as the
 * yardstick solver's -a gives, under both capture rules).  A damaged book
 * is said so on stderr and left out: the answer is still right. */
Test(protocol, kalah_book_answers_at_once)
{
    int n = run("game kalah\nsolve\ngo level=perfect\nanalyze level=perfect\n"
                "game kalah empty_capture=on\nsolve\nanalyze level=perfect\n");
    cr_assert_eq(n, 7);
    cr_expect_str_eq(ans[1], "= 8");
    cr_expect_str_eq(ans[2], "= C score=8 depth=0 nodes=0 pv=C");
    cr_expect_str_eq(ans[3], "= C:8 F:4 D:-2 E:-8 B:-10 A:-14");
    cr_expect_str_eq(ans[5], "= 10");
    cr_expect_str_eq(ans[6], "= C:10 F:4 D:-2 E:-6 B:-8 A:-14");

    char dir[] = "/tmp/tabula-books-XXXXXX", sub[128], from[1024], to[256], err[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(sub, sizeof sub, "%s/book", dir);
    cr_assert_eq(mkdir(sub, 0755), 0);
    snprintf(from, sizeof from, "%s/assets/book/kalah-pits-6-seeds-3-empty_capture-off.book", TABULA_SOURCE_DIR);
    snprintf(to, sizeof to, "%s/kalah-pits-6-seeds-3-empty_capture-off.book", sub);
    FILE *f = fopen(from, "rb"), *g = fopen(to, "wb");
    cr_assert(f && g);
    static unsigned char bytes[1 << 20];
    size_t len = fread(bytes, 1, sizeof bytes, f);
    bytes[len - 3] ^= 0x40;
    fwrite(bytes, 1, len, g);
    fclose(f);
    fclose(g);
    snprintf(err, sizeof err, "2>%s/stderr", dir);
    setenv("TABULA_ASSETS", dir, 1);
    const char *script = "game kalah seeds=3\nsolve\n";
    int rc = cli_pipe_run(err, script, strlen(script), out, sizeof out);
    unsetenv("TABULA_ASSETS");
    cr_assert_eq(rc, 0);
    cr_assert_eq(cli_pipe_answers(out, ans, 512), 2);
    cr_expect_str_eq(ans[1], "= 2");
    snprintf(from, sizeof from, "%s/stderr", dir);
    f = fopen(from, "r");
    cr_assert_not_null(f);
    char said[512] = "";
    cr_expect_not_null(fgets(said, sizeof said, f));
    fclose(f);
    cr_expect(strstr(said, "checksum") != NULL && strstr(said, "solving without it") != NULL, "%s", said);
    remove(from);
    remove(to);
    rmdir(sub);
    rmdir(dir);
}

/* Hasami Shogi through every command: E1 of the rules file, padded so
 * that nobody has lost yet. */
Test(protocol, hasami_through_the_protocol)
{
    char script[2048];
    snprintf(script, sizeof script,
             "game hasami diagonal=on lead=0\n"
             "options\n"
             "position W......WW/........./........./........./..BWWW.../........./......B../........./BB......./b\n"
             "play g7g5\n"
             "show\n"
             "status\n"
             "play a1a9\n"          /* through men: illegal, changes nothing */
             "position BBB/b\n"     /* malformed: changes nothing */
             "show\n"
             "undo\n"
             "go level=simple\n"
             "analyze depth=2\n"
             "save /tmp/tabula-proto-hasami.tabula\n"
             "game kalah\n"
             "load /tmp/tabula-proto-hasami.tabula\n"
             "show\n"
             "options\n"
             "reset\n"
             "legal\n"
             "perft 2\n");
    int n = run(script);
    cr_assert_eq(n, 20);
    for (int i = 0; i < n; i++)
        if (i != 6 && i != 7)
            cr_expect_eq(ans[i][0], '=', "answer %d: %s", i, ans[i]);
    cr_expect_str_eq(ans[1], "= corner2=off diagonal=on defeat=2 lead=0");
    cr_expect_str_eq(ans[4], "= W......WW/........./........./........./..B...B../........./........./........./BB......./w");
    cr_expect_str_eq(ans[5], "= playing w");
    cr_expect_eq(strncmp(ans[6], "? illegal move", 14), 0, "%s", ans[6]);
    cr_expect_eq(ans[7][0], '?');
    cr_expect_str_eq(ans[8], ans[4]);
    cr_expect_eq(strncmp(ans[10], "= g7g5 score=", 13), 0, "the capture is found: %s", ans[10]);
    cr_expect_eq(strncmp(ans[11], "= g7g5:", 7), 0, "and is the best of all: %s", ans[11]);
    cr_expect_str_eq(ans[15], "= W......WW/........./........./........./..BWWW.../........./......B../........./BB......./b");
    cr_expect_str_eq(ans[16], "= corner2=off diagonal=on defeat=2 lead=0");
    cr_expect_eq(strlen(ans[18]), 2 + 63 * 5 - 1, "63 moves from the start: %s", ans[18]);
    cr_expect_str_eq(ans[19], "= 3717");
    remove("/tmp/tabula-proto-hasami.tabula");
}

Test(protocol, handler_called_directly)
{
    Protocol *pr = protocol_create();
    cr_assert_not_null(pr);
    char buf[4096];
    int quit = 0;
    size_t n = protocol_handle(pr, "show", 4, buf, sizeof buf, &quit);
    cr_expect_str_eq(buf, "= 4,4,4,4,4,4/4,4,4,4,4,4/0,0/1\n\n");
    cr_expect_eq(n, strlen(buf));
    n = protocol_handle(pr, "play C\r", 7, buf, sizeof buf, &quit); /* a CRLF driver */
    cr_expect_str_eq(buf, "= \n\n");
    n = protocol_handle(pr, "sh\0ow", 5, buf, sizeof buf, &quit);
    cr_expect_eq(buf[0], '?');
    n = protocol_handle(pr, "# x", 3, buf, sizeof buf, &quit);
    cr_expect_eq(n, 0);
    protocol_handle(pr, "quit", 4, buf, sizeof buf, &quit);
    cr_expect_eq(quit, 1);
    protocol_destroy(pr);
}

/* One line to the session; the answer without its framing newlines. */
static const char *say(Protocol *pr, const char *line, char *buf, size_t cap)
{
    int quit = 0;
    size_t n = protocol_handle(pr, line, strlen(line), buf, cap, &quit);
    while (n > 0 && buf[n - 1] == '\n')
        buf[--n] = '\0';
    return buf;
}

/* Asks go in the session's position and plays its whole line with play,
 * each move of which must be taken; returns the line's length. */
static int play_the_line(Protocol *pr, const char *go)
{
    char answer[8192], line[8192], cmd[64], got[256];
    say(pr, go, answer, sizeof answer);
    cr_assert_eq(strncmp(answer, "= ", 2), 0, "%s: %s", go, answer);
    const char *pv = strstr(answer, " pv=");
    cr_assert_not_null(pv, "no line in '%s'", answer);
    cr_assert_eq(strchr(pv + 4, ' '), NULL, "the line is the last key: '%s'", answer);
    size_t first = strcspn(answer + 2, " ");
    cr_expect_eq(strncmp(pv + 4, answer + 2, first), 0, "the line starts with the move: '%s'", answer);
    cr_expect(pv[4 + first] == ',' || pv[4 + first] == '\0', "'%s'", answer);
    snprintf(line, sizeof line, "%s", pv + 4);
    int n = 0;
    for (char *m = strtok(line, ","); m; m = strtok(NULL, ",")) {
        snprintf(cmd, sizeof cmd, "play %s", m);
        cr_assert_str_eq(say(pr, cmd, got, sizeof got), "= ", "move %d of '%s': %s", n + 1, answer, got);
        n++;
    }
    cr_expect_gt(n, 0, "'%s'", answer);
    return n;
}

/* go's line (pv=) is legal move by move from the position: played with
 * play after random openings of every game, and after play that came
 * back to a position twice, where a line must stop before the third. */
Test(protocol, go_line_can_be_played)
{
    static const struct {
        const char *game, *go;
    } cases[] = {
        {"game kalah", "go depth=10"},
        {"game kalah pits=4 seeds=3", "go level=perfect"},
        {"game oware", "go depth=10"},
        {"game oware finish=six", "go nodes=30000"},
        {"game hasami", "go depth=3"},
        {"game hasami diagonal=on defeat=1", "go level=medium"},
        {"game khan", "go depth=3"},
        {"game khan orientation=1", "go nodes=20000"},
    };
    static const int openings[] = {0, 1, 4, 9, 17, 30, 60};
    Protocol *pr = protocol_create();
    cr_assert_not_null(pr);
    char buf[8192], cmd[64];
    uint64_t rng = 12345;
    int total = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (size_t o = 0; o < sizeof openings / sizeof openings[0]; o++) {
            cr_assert_str_eq(say(pr, cases[c].game, buf, sizeof buf), "= ");
            int over = 0;
            for (int ply = 0; ply < openings[o] && !over; ply++) {
                say(pr, "legal", buf, sizeof buf);
                char *moves[GAME_MAX_MOVES];
                int n = 0;
                for (char *m = strtok(buf + 2, " "); m && n < GAME_MAX_MOVES; m = strtok(NULL, " "))
                    moves[n++] = m;
                over = n == 0;
                if (!over) {
                    snprintf(cmd, sizeof cmd, "play %s", moves[game_rng_next(&rng) % (uint64_t)n]);
                    cr_assert_str_eq(say(pr, cmd, buf, sizeof buf), "= ");
                }
            }
            if (!over && strncmp(say(pr, "status", buf, sizeof buf), "= playing", 9) == 0)
                total += play_the_line(pr, cases[c].go);
        }
    }
    /* Two Kalistas alone, a 6-ply cycle played twice: the start comes back a third time after it. */
    const char *sparse[] = {"game khan", "position ....k./....../....../....../....../K...../2/r/5,5"};
    const char *cycle[] = {"a6a5", "e1c1", "a5a3", "c1d1", "a3a6", "d1e1"};
    for (int i = 0; i < 2; i++)
        cr_assert_str_eq(say(pr, sparse[i], buf, sizeof buf), "= ");
    for (int k = 0; k < 11; k++) {
        snprintf(cmd, sizeof cmd, "play %s", cycle[k % 6]);
        cr_assert_str_eq(say(pr, cmd, buf, sizeof buf), "= ", "%s", cmd);
    }
    total += play_the_line(pr, "go depth=6");
    cr_expect_gt(total, 100, "%d moves of lines played", total);
    protocol_destroy(pr);
}

Test(protocol, bench_and_match_modes_refuse_bad_arguments)
{
    int rc = cli_pipe_run("bench extra 2>/dev/null", "", 0, out, sizeof out);
    cr_expect_eq(rc, 2);
    rc = cli_pipe_run("match --game chess 2>/dev/null", "", 0, out, sizeof out);
    cr_expect_eq(rc, 2);
    rc = cli_pipe_run("frobnicate 2>/dev/null", "", 0, out, sizeof out);
    cr_expect_eq(rc, 2);
}

/* The perfect level exists only where the game is solved at its size
 * (Kalah's boards with a book and a table): elsewhere a level of that name
 * is refused with the reason, in the protocol and in match. */
Test(protocol, perfect_only_where_the_game_is_solved)
{
    int n = run("game kalah pits=4 seeds=3\ngo level=perfect depth=1\n"
                "game oware\ngo level=perfect\nshow\n"
                "game kalah pits=6 seeds=6\nanalyze level=perfect\n"
                "game hasami\ndraw offer b level=perfect\ngo level=expert depth=1\n");
    cr_assert_eq(n, 10);
    cr_expect_eq(strncmp(ans[1], "= ", 2), 0, "%s", ans[1]);
    cr_expect_str_eq(ans[3], "? oware has no perfect level: the game is not solved at this size (expert is its "
                             "strongest)");
    cr_expect_str_eq(ans[4], "= 4,4,4,4,4,4/4,4,4,4,4,4/0,0/1");
    cr_expect_str_eq(ans[6], "? kalah has no perfect level: the game is not solved at this size (expert is its "
                             "strongest)");
    cr_expect_str_eq(ans[8], "? hasami has no perfect level: the game is not solved at this size (expert is its "
                             "strongest)");
    cr_expect_eq(strncmp(ans[9], "= ", 2), 0, "%s", ans[9]);
    int rc = cli_pipe_run("match --game oware --a expert --b perfect --games 2 2>&1", "", 0, out, sizeof out);
    cr_expect_eq(rc, 2);
    cr_expect(strstr(out, "match: oware has no perfect level") != NULL, "%s", out);
}

/* Oware's expert plays its book's move at once, an estimate; hard, the
 * analysis and a position out of the book search. */
Test(protocol, oware_expert_plays_its_book)
{
    int n = run("game oware\ngo level=expert time=5000\ngo level=hard\nanalyze level=expert depth=4\n"
                "position 0,5,6,1,8,2/3,0,7,4,1,2/5,4/1\ngo level=expert depth=3\n");
    cr_assert_eq(n, 6);
    cr_expect(strstr(ans[1], " depth=0 nodes=0 pv=") != NULL, "%s", ans[1]);
    cr_expect(strstr(ans[2], " depth=0 ") == NULL, "%s", ans[2]);
    cr_expect_eq(strncmp(ans[3], "= ", 2), 0, "%s", ans[3]);
    cr_expect(strstr(ans[3], ":") != NULL, "%s", ans[3]);
    cr_expect(strstr(ans[5], " depth=3 ") != NULL, "%s", ans[5]);
}

/* match plays the levels it is given: on a small board, hard beats simple
 * over twenty games (both levels searched; fixed seed, so no luck). */
Test(protocol, match_mode_plays_the_levels_it_is_given)
{
    int rc = cli_pipe_run("match --game kalah --opt pits=4 --opt seeds=3 --a simple --b hard --games 20 --quiet", "",
                          0, out, sizeof out);
    cr_assert_eq(rc, 0, "%s", out);
    cr_expect(strstr(out, "A=simple B=hard, 20 games") != NULL, "%s", out);
    int aw = -1, ad = -1, al = -1;
    const char *row = strstr(out, "\n  A ");
    cr_assert_not_null(row, "%s", out);
    cr_assert_eq(sscanf(row, " A %d %d %d", &aw, &ad, &al), 3, "%s", out);
    cr_expect_eq(aw + ad + al, 20);
    cr_expect_gt(al, aw, "hard did not beat simple: %s", out);
    rc = cli_pipe_run("match --help", "", 0, out, sizeof out);
    cr_expect_eq(rc, 0);
    cr_expect(strstr(out, "usage: tabula-cli match") != NULL, "%s", out);
}

/* match --records writes each game, its random opening included, as a
 * record that reads back to a finished game with the players named; a
 * folder it cannot write to costs the records, not the match. */
Test(protocol, match_writes_each_game_as_a_record)
{
    char dir[] = "/tmp/tabula-records-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char args[256];
    snprintf(args, sizeof args,
             "match --game kalah --opt pits=4 --opt seeds=3 --a simple --b medium --games 2 --opening 4 --seed 5 "
             "--records %s",
             dir);
    int rc = cli_pipe_run(args, "", 0, out, sizeof out);
    cr_assert_eq(rc, 0, "%s", out);
    for (int n = 1; n <= 2; n++) {
        char path[300], err[256], *text;
        size_t len;
        snprintf(path, sizeof path, "%s/match-5-%d.tabula", dir, n);
        cr_assert_eq(record_read_file(path, &text, &len, err, sizeof err), 0, "%s", err);
        static Record rec;
        cr_assert_eq(record_parse(text, len, &rec, err, sizeof err), 0, "%s", err);
        cr_expect_gt(rec.nmoves, 4);
        /* Game 1: A on side 1; game 2: the sides swapped. */
        cr_expect_str_eq(rec.player[0], n == 1 ? "A simple" : "B medium");
        cr_expect_str_eq(rec.player[1], n == 1 ? "B medium" : "A simple");
        cr_expect(strstr(text, "[Result \"*\"]") == NULL, "game %d unfinished:\n%s", n, text);
        free(text);
        unlink(path);
    }
    rmdir(dir);
    rc = cli_pipe_run("match --game kalah --opt pits=4 --opt seeds=3 --a simple --b simple --games 1 "
                      "--records /nonexistent/tabula 2>&1",
                      "", 0, out, sizeof out);
    cr_expect_eq(rc, 0, "%s", out);
    cr_expect(strstr(out, "game 1:") != NULL && strstr(out, "match: ") != NULL, "%s", out);
}

/* Writes text to a fresh file under /tmp; its path in path. */
static void write_temp(char *path, const char *text)
{
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *f = fdopen(fd, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* match --positions starts each pair of games from the file's next
 * position, sides swapped: from one where the side to move, a man ahead,
 * wins at once (g3g5 takes three men, leaving White two), each level wins
 * the game in which it moves first, the side ahead is counted as winning
 * both, and the record keeps the start. */
Test(protocol, match_starts_pairs_from_the_positions_given)
{
    char path[] = "/tmp/tabula-positions-XXXXXX", dir[] = "/tmp/tabula-records-XXXXXX", args[400];
    write_temp(path, "# Black to move wins\n\nW.......W/........./......B../........./..BWWW.../"
                     "........./........./........./B..BB...B/b\n");
    cr_assert_not_null(mkdtemp(dir));
    snprintf(args, sizeof args, "match --game hasami --a hard --b medium --games 2 --positions %s --records %s",
             path, dir);
    int rc = cli_pipe_run(args, "", 0, out, sizeof out);
    cr_assert_eq(rc, 0, "%s", out);
    cr_expect(strstr(out, "game 1: A as side b, A wins (margin +4, rule)") != NULL, "%s", out);
    cr_expect(strstr(out, "game 2: A as side w, B wins (margin -4, rule)") != NULL, "%s", out);
    cr_expect(strstr(out, "the side ahead in material at the start: 2 games, won 2, drew 0, lost 0") != NULL, "%s",
              out);
    char rpath[300], err[256], *text;
    size_t len;
    snprintf(rpath, sizeof rpath, "%s/match-1-2.tabula", dir);
    cr_assert_eq(record_read_file(rpath, &text, &len, err, sizeof err), 0, "%s", err);
    static Record rec;
    cr_assert_eq(record_parse(text, len, &rec, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(rec.start, "W.......W/........./......B../........./..BWWW.../........./........./........./"
                                "B..BB...B/b");
    cr_expect_eq(rec.nmoves, 1);
    free(text);
    unlink(rpath);
    snprintf(rpath, sizeof rpath, "%s/match-1-1.tabula", dir);
    unlink(rpath);
    rmdir(dir);
    unlink(path);
}

/* A positions file that cannot be used stops the match before it starts,
 * saying where. */
Test(protocol, match_refuses_a_bad_positions_file)
{
    static const struct {
        const char *text, *says;
    } bad[] = {
        {"WWWWWWWWW/........./........./........./........./........./........./........./BBBBBBBBB/b\n"
         "WWWWWWWWW/BBB/b\n",
         ":2: "},
        {"WWWWWWWWW/........./........./........./........./........./........./........./BB......./b\n",
         ":1: the game is already over there"},
        {"# nothing\n\n", "holds no position"},
    };
    char args[400];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char path[] = "/tmp/tabula-positions-XXXXXX";
        write_temp(path, bad[i].text);
        snprintf(args, sizeof args, "match --game hasami --a simple --b simple --games 2 --positions %s 2>&1", path);
        int rc = cli_pipe_run(args, "", 0, out, sizeof out);
        cr_expect_eq(rc, 2, "%s", out);
        cr_expect(strstr(out, bad[i].says) != NULL, "case %zu: %s", i, out);
        cr_expect(strstr(out, "game 1") == NULL, "case %zu played: %s", i, out);
        unlink(path);
    }
    int rc = cli_pipe_run("match --game hasami --a simple --b simple --games 2 --positions /nonexistent/p 2>&1", "",
                          0, out, sizeof out);
    cr_expect_eq(rc, 2);
    cr_expect(strstr(out, "cannot read /nonexistent/p") != NULL, "%s", out);
    rc = cli_pipe_run("match --game hasami --a simple --b simple --games 2 --opening 4 --positions /tmp/x 2>&1", "",
                      0, out, sizeof out);
    cr_expect_eq(rc, 2);
    cr_expect(strstr(out, "exclude each other") != NULL, "%s", out);
}

/* Khan through every command: K1 of the rules file (the Kalista taken),
 * garbage refused without harm, a record saved and loaded, the set-up. */
Test(protocol, khan_through_the_protocol)
{
    int n = run("game khan orientation=1\n"
                "options\n"
                "position ....../.kS.../..S.s./....../....../.....K/-/r/3,4\n"
                "legal\n"
                "analyze depth=2\n"
                "go level=simple\n"
                "play c2b2\n"
                "status\n"
                "undo\n"
                "play c3c1\n"      /* blocked by its own sbire: illegal */
                "position ....../X/-/r/0,0\n"
                "show\n"
                "save /tmp/tabula-proto-khan.tabula\n"
                "game kalah\n"
                "load /tmp/tabula-proto-khan.tabula\n"
                "show\n"
                "reset\n"
                "perft 2\n");
    cr_assert_eq(n, 18);
    for (int i = 0; i < n; i++)
        if (i != 9 && i != 10)
            cr_expect_eq(ans[i][0], '=', "answer %d: %s", i, ans[i]);
    cr_expect_str_eq(ans[1], "= orientation=1");
    /* Orientation 1 turns the powers, so the moves are not K1's; the
     * Kalista is still in reach of c2 and the simplest level takes it. */
    cr_expect_str_eq(ans[3], "= c2a1 c2c1 c2e1 c2b2 c2d2 c2f2 c2e3 c2d4 c3b3 c3d3 c3c4 f6f4 f6e5 f6d6");
    cr_expect_eq(strncmp(ans[5], "= c2b2 score=win", 16), 0, "%s", ans[5]);
    cr_expect_eq(strncmp(ans[7], "= over r", 8), 0, "%s", ans[7]);
    cr_expect_eq(ans[9][0], '?', "%s", ans[9]);
    cr_expect_eq(ans[10][0], '?', "%s", ans[10]);
    cr_expect_str_eq(ans[11], "= ....../.kS.../..S.s./....../....../.....K/-/r/3,4");
    cr_expect_str_eq(ans[15], ans[11]);
    cr_expect_str_eq(ans[17], "= 396");
}

/* K1 at orientation 0: c3b2 takes the Kalista and ends the game at once
 * (c2b2 would too; the search's own pick is checked to be a win). */
Test(protocol, khan_k1_through_the_protocol)
{
    int n = run("game khan\n"
                "position ....../.kS.../..S.s./....../....../.....K/-/r/3,4\n"
                "go level=simple\n"
                "play c3b2\n"
                "status\n");
    cr_assert_eq(n, 5);
    cr_expect_eq(strncmp(ans[2] + 4, "b2 score=win", 12), 0, "the Kalista is taken at once: %s", ans[2]);
    cr_expect_eq(strncmp(ans[4], "= over r", 8), 0, "%s", ans[4]);
}
