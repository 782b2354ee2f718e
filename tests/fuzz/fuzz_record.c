/* fuzz_record.c - any bytes as a game record: refused with a reason, or
 * parsed and written back to text that parses to the same game; and read
 * as a player opens a saved game: refused with a problem, or read as far
 * as it reads, which writes back to a whole record. */
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
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
