/* fuzz_record.c - any bytes as a game record: refused with a reason, or
 * parsed and written back to text that parses to the same game. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Record rec, back;
    static char text[1 << 16];
    char err[256];
    err[0] = '\0';
    if (record_parse((const char *)data, size, &rec, err, sizeof err) != 0) {
        if (!err[0])
            abort(); /* a refusal always says why */
        return 0;
    }
    int len = record_format(&rec, text, sizeof text);
    if (len < 0)
        return 0; /* too long to write in this buffer */
    if (record_parse(text, (size_t)len, &back, err, sizeof err) != 0 || back.nmoves != rec.nmoves ||
        memcmp(back.moves, rec.moves, sizeof rec.moves[0] * (size_t)rec.nmoves) != 0)
        abort();
    return 0;
}
