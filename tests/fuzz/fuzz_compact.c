/* fuzz_compact.c - any bytes as a compact Oware table (oware_compact.h):
 * refused with a reason, or opened and then probed, at most a few
 * thousand entries spread over every layer, without reading outside the
 * bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "oware_compact.h"
#include "seed_rank.h"

#define FUZZ_PROBES_A_LAYER 2000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a copy of exactly size bytes: a read past them is caught */
    uint8_t *blob = malloc(size ? size : 1);
    if (!blob)
        abort();
    if (size)
        memcpy(blob, data, size);
    char err[256] = "";
    OwareCompact *oc = oware_compact_open(blob, size, err, sizeof err);
    if (!oc) {
        if (!err[0])
            abort(); /* a refusal says why */
        free(blob);
        return 0;
    }
    for (int s = 0; s <= oware_compact_max_seeds(oc); s++) {
        uint64_t n = seed_ways(12, s), step = n / FUZZ_PROBES_A_LAYER + 1;
        for (uint64_t r = 0; r < n; r += step) {
            int8_t out[2];
            if (oware_compact_bounds(oc, s, (int)(r % (uint64_t)(s + 1)), r, out) != 0)
                abort(); /* every entry of an opened table answers */
        }
    }
    oware_compact_close(oc);
    free(blob);
    return 0;
}
