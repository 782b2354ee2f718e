/* fuzz_wire.c - any bytes as a line from a network peer: refused with a
 * reason, or read into a message that writes back to the same line, which
 * reads again into the same message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net_wire.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    NetMsg m, again;
    char err[128], line[NET_LINE_MAX + 1], line2[NET_LINE_MAX + 1];
    if (net_wire_read((const char *)data, size, &m, err, sizeof err) != 0) {
        if (!err[0])
            abort(); /* a refusal always says why */
        return 0;
    }
    int n = net_wire_write(&m, line, sizeof line);
    /* What was read is written as it came, and reads back the same. */
    if (n != (int)size + 1 || memcmp(line, data, size) != 0 || line[size] != '\n')
        abort();
    if (net_wire_read(line, size, &again, err, sizeof err) != 0 || net_wire_write(&again, line2, sizeof line2) != n ||
        memcmp(line, line2, (size_t)n) != 0)
        abort();
    return 0;
}
