/*
 * test_net_wire.c - the network's lines (net_wire.h) and join codes
 * (net_code.h): every message written and read back equal, the exact line
 * of each, lines a stranger might send refused with their reason, codes
 * from the random source, read as people type them, compared whole.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "net_code.h"
#include "net_wire.h"

static NetMsg nt_msg(NetVerb verb)
{
    NetMsg m;
    memset(&m, 0, sizeof m);
    m.verb = verb;
    return m;
}

/* m is written as `want` and reads back into a message written the same. */
static void nt_round_trip(const NetMsg *m, const char *want)
{
    char line[NET_LINE_MAX + 1], again[NET_LINE_MAX + 1], err[128];
    int n = net_wire_write(m, line, sizeof line);
    cr_assert_gt(n, 0, "%s not written", want);
    cr_expect_str_eq(line, want);
    NetMsg back;
    cr_assert_eq(net_wire_read(line, (size_t)n - 1, &back, err, sizeof err), 0, "%s: %s", line, err);
    cr_expect_eq(back.verb, m->verb);
    cr_expect_eq(net_wire_write(&back, again, sizeof again), n);
    cr_expect_str_eq(again, line);
}

Test(net_wire, every_message_is_written_and_read_back)
{
    NetMsg m = nt_msg(NET_HELLO);
    strcpy(m.word[0], NET_PROTOCOL);
    strcpy(m.word[1], "0.11.0");
    strcpy(m.word[2], "7KQ2M9XH3P");
    nt_round_trip(&m, "hello tabula-net/1 0.11.0 7KQ2M9XH3P\n");
    m = nt_msg(NET_READY);
    m.hash = 0x00c0ffee12345678ull;
    nt_round_trip(&m, "ready 0 00c0ffee12345678\n");
    m.number = 31;
    nt_round_trip(&m, "ready 31 00c0ffee12345678\n");
    m = nt_msg(NET_REFUSE);
    strcpy(m.text, "wrong code");
    nt_round_trip(&m, "refuse wrong code\n");
    m = nt_msg(NET_GAME);
    strcpy(m.word[0], "kalah");
    strcpy(m.text, "pits=6 seeds=4 empty_capture=off");
    nt_round_trip(&m, "game kalah pits=6 seeds=4 empty_capture=off\n");
    m = nt_msg(NET_GAME);
    strcpy(m.word[0], "khan");
    nt_round_trip(&m, "game khan\n");
    m = nt_msg(NET_START);
    nt_round_trip(&m, "start\n");
    strcpy(m.word[0], "....WW.WW/B.W....../...WW..../.B.W.B.../B.B....../........./..W.B..../.......B./..B.....B/w");
    nt_round_trip(&m, "start ....WW.WW/B.W....../...WW..../.B.W.B.../B.B....../........./..W.B..../.......B./..B.....B/w\n");
    m = nt_msg(NET_SIDE);
    m.side = 2;
    nt_round_trip(&m, "side 2\n");
    m = nt_msg(NET_MOVE);
    m.number = 1;
    strcpy(m.word[0], "S@d5");
    m.hash = UINT64_MAX;
    nt_round_trip(&m, "move 1 S@d5 ffffffffffffffff\n");
    const char *draws[] = {"draw offer\n", "draw accept\n", "draw decline\n"};
    const char *takebacks[] = {"takeback request\n", "takeback accept\n", "takeback decline\n"};
    for (int a = 0; a < 3; a++) {
        m = nt_msg(NET_DRAW);
        m.answer = (NetAnswer)a;
        nt_round_trip(&m, draws[a]);
        m.verb = NET_TAKEBACK;
        nt_round_trip(&m, takebacks[a]);
    }
    m = nt_msg(NET_RESIGN);
    nt_round_trip(&m, "resign\n");
    m = nt_msg(NET_PING);
    m.number = UINT32_MAX;
    nt_round_trip(&m, "ping 4294967295\n");
    m.verb = NET_PONG;
    m.number = 0;
    nt_round_trip(&m, "pong 0\n");
    m = nt_msg(NET_BYE);
    strcpy(m.text, "the game is over");
    nt_round_trip(&m, "bye the game is over\n");
}

Test(net_wire, what_a_stranger_sends_is_refused_with_its_reason)
{
    static const struct {
        const char *line, *why;
    } bad[] = {
        {"", "empty"},
        {"move 1 C 0123456789abcdef\r", "printable"},
        {"move 1 C\t0123456789abcdef", "printable"},
        {"move 1 C 0123456789abcd\xc3\xa9", "printable"},
        {" resign", "stray space"},
        {"resign ", "stray space"},
        {"draw  offer", "stray space"},
        {"HELLO tabula-net/1 0.11.0 7KQ2M9XH3P", "unknown"},
        {"shutdown now", "unknown"},
        {"resign now", "resign"},
        {"hello tabula-net/1 0.11.0", "hello"},
        {"hello tabula-net/1 0.11.0 7kq2m9xh3p", "hello"},
        {"move 0 C 0123456789abcdef", "move"},
        {"move 01 C 0123456789abcdef", "move"},
        {"move 100001 C 0123456789abcdef", "move"},
        {"move -1 C 0123456789abcdef", "move"},
        {"move 1 C 0123456789ABCDEF", "move"},
        {"move 1 C 0123456789abcde", "move"},
        {"move 1 C", "move"},
        {"ready 3 0123456789abcdeg", "ready"},
        {"ping 4294967296", "ping"},
        {"side 3", "side"},
        {"side 1 2", "side"},
        {"draw maybe", "draw"},
        {"takeback offer", "takeback"},
        {"game Kalah", "game"},
        {"game kalah pits", "game"},
        {"game kalah pits=", "game"},
        {"game kalah =6", "game"},
        {"game kalah pits=6;rm", "game"},
        {"game", "game"},
        {"start a b", "start"},
        {"bye", "bye"},
        {"a b c d e f g h i j k l m n o p q", "too many words"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        NetMsg m;
        char err[128] = "";
        cr_expect_neq(net_wire_read(bad[i].line, strlen(bad[i].line), &m, err, sizeof err), 0, "took \"%s\"",
                      bad[i].line);
        cr_expect(strstr(err, bad[i].why) != NULL, "\"%s\": %s", bad[i].line, err);
    }
    /* A line of the longest length is read; one byte more is not. */
    char line[NET_LINE_MAX + 8] = "bye ";
    memset(line + 4, 'x', sizeof line - 5);
    NetMsg m;
    char err[128];
    cr_expect_eq(net_wire_read(line, NET_TEXT_MAX - 1 + 4, &m, err, sizeof err), 0, "%s", err);
    cr_expect_neq(net_wire_read(line, NET_LINE_MAX, &m, err, sizeof err), 0);
    cr_expect(strstr(err, "too long") != NULL, "%s", err);
    /* Nothing is written that would be refused. */
    m = nt_msg(NET_MOVE);
    m.number = 1;
    strcpy(m.word[0], "two words");
    char out[NET_LINE_MAX + 1];
    cr_expect_eq(net_wire_write(&m, out, sizeof out), -1);
    m = nt_msg(NET_BYE);
    cr_expect_eq(net_wire_write(&m, out, sizeof out), -1, "a bye without a reason");
    m = nt_msg(NET_VERB_COUNT);
    cr_expect_eq(net_wire_write(&m, out, sizeof out), -1);
}

Test(net_code, codes_come_from_the_random_source_and_read_as_typed)
{
    char a[NET_CODE_CHARS + 1], b[NET_CODE_CHARS + 1], shown[32], read[NET_CODE_CHARS + 1];
    cr_assert_eq(net_code_new(a, sizeof a), 0);
    cr_assert_eq(net_code_new(b, sizeof b), 0);
    cr_expect_eq(strlen(a), NET_CODE_CHARS);
    cr_expect_eq(strspn(a, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"), NET_CODE_CHARS, "%s", a);
    cr_expect_str_neq(a, b, "two codes alike (one chance in 2^50)");
    cr_expect_geq(NET_CODE_BITS, 40);
    cr_expect_eq(net_code_new(a, NET_CODE_CHARS), -1, "no room for the code");

    net_code_show("7KQ2M9XH3P", shown, sizeof shown);
    cr_expect_str_eq(shown, "7KQ2M-9XH3P");
    cr_assert_eq(net_code_read(" 7kq2m-9xh3p ", read, sizeof read), 0);
    cr_expect_str_eq(read, "7KQ2M9XH3P");
    cr_assert_eq(net_code_read("iLo2m-9xh3p", read, sizeof read), 0);
    cr_expect_str_eq(read, "1102M9XH3P");
    const char *bad[] = {"7KQ2M-9XH3", "7KQ2M-9XH3PP", "7KQ2M-9XH3U", "7KQ2M_9XH3P", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_eq(net_code_read(bad[i], read, sizeof read), -1, "took \"%s\"", bad[i]);

    cr_expect(net_code_equal("7KQ2M9XH3P", "7KQ2M9XH3P"));
    cr_expect(!net_code_equal("7KQ2M9XH3P", "7KQ2M9XH3Q"));
    cr_expect(!net_code_equal("8KQ2M9XH3P", "7KQ2M9XH3P"));
    cr_expect(!net_code_equal("7KQ2M9XH3", "7KQ2M9XH3"), "a short code");
}
