/* fuzz_record.c - any bytes as a game record: refused with a reason, or
 * parsed and written back to text that parses to the same game; read as a
 * player opens a saved game: refused with a problem, or read as far as it
 * reads, which writes back to a whole record; and read with its
 * variations: refused with a reason and an empty tree, or a tree whose
 * main line is the game record_parse reads, written back to text that
 * reads to the same tree. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* rec written and read back strictly is the same game. */
static void fuzz_round_trip(const Record *rec)
{
    static Record back;
    static char text[1 << 16];
    char err[256];
    int len = record_format(rec, text, sizeof text);
    if (len < 0)
        return; /* too long to write in this buffer */
    if (record_parse(text, (size_t)len, &back, err, sizeof err) != 0 || back.nmoves != rec->nmoves ||
        memcmp(back.moves, rec->moves, sizeof rec->moves[0] * (size_t)rec->nmoves) != 0)
        abort();
}

/* The two trees have the same moves in the same order everywhere: both
 * walked depth first together, without recursion. */
static int fuzz_same_tree(const VarTree *a, const VarTree *b)
{
    if (vartree_count(a) != vartree_count(b))
        return 0;
    VarNode x = VAR_ROOT, y = VAR_ROOT;
    for (;;) {
        if (vartree_move(a, x) != vartree_move(b, y))
            return 0;
        VarNode fx = vartree_first(a, x), fy = vartree_first(b, y);
        if ((fx == VAR_NONE) != (fy == VAR_NONE))
            return 0;
        if (fx != VAR_NONE) {
            x = fx;
            y = fy;
            continue;
        }
        for (;;) { /* up to the next sibling */
            if (x == VAR_ROOT)
                return 1;
            VarNode nx = vartree_next(a, x), ny = vartree_next(b, y);
            if ((nx == VAR_NONE) != (ny == VAR_NONE))
                return 0;
            if (nx != VAR_NONE) {
                x = nx;
                y = ny;
                break;
            }
            x = vartree_parent(a, x);
            y = vartree_parent(b, y);
        }
    }
}

/* The main line of t is rec's moves. */
static int fuzz_main_line(const VarTree *t, const Record *rec)
{
    int i = 0;
    for (VarNode n = vartree_first(t, VAR_ROOT); n != VAR_NONE; n = vartree_first(t, n), i++)
        if (i >= rec->nmoves || vartree_move(t, n) != rec->moves[i])
            return 0;
    return i == rec->nmoves;
}

static void fuzz_tree(const uint8_t *data, size_t size)
{
    static VarTree *t, *u;
    static Record rec, back;
    static char text[1 << 16];
    char err[256];
    if (!t && (!(t = vartree_create()) || !(u = vartree_create())))
        abort();
    err[0] = '\0';
    if (record_read_tree((const char *)data, size, &rec, t, err, sizeof err) != 0) {
        if (!err[0] || vartree_count(t) != 1)
            abort(); /* a refusal says why and leaves no tree */
        return;
    }
    /* A record the tree reader takes, the game's reader takes: its main line. */
    if (!fuzz_main_line(t, &rec) || record_parse((const char *)data, size, &back, err, sizeof err) != 0 ||
        !fuzz_main_line(t, &back))
        abort();
    int len = record_format_tree(&rec, t, text, sizeof text);
    if (len < 0)
        return; /* too long to write in this buffer */
    if (record_read_tree(text, (size_t)len, &back, u, err, sizeof err) != 0 || !fuzz_same_tree(t, u) ||
        record_parse(text, (size_t)len, &back, err, sizeof err) != 0 || !fuzz_main_line(t, &back))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_tree(data, size);
    static Record rec;
    char err[256];
    err[0] = '\0';
    if (record_parse((const char *)data, size, &rec, err, sizeof err) != 0) {
        if (!err[0])
            abort(); /* a refusal always says why */
    } else {
        fuzz_round_trip(&rec);
    }
    RecordReport rep;
    err[0] = '\0';
    if (record_read((const char *)data, size, &rec, &rep, err, sizeof err) != 0) {
        if (!err[0] || rep.problem == RECORD_FINE || rep.problem == RECORD_CUT)
            abort(); /* a refusal names its problem */
        return 0;
    }
    if (rep.problem != RECORD_FINE && (rep.problem != RECORD_CUT || rep.move != rec.nmoves + 1))
        abort(); /* a cut says where */
    fuzz_round_trip(&rec);
    return 0;
}
