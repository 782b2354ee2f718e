/* fuzz_protocol.c - any bytes, split into lines, through one protocol session. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "protocol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Protocol *pr = protocol_create();
    if (!pr)
        return 0;
    static char out[1 << 17];
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i < size && data[i] != '\n')
            continue;
        const char *line = (const char *)data + start;
        size_t len = i - start;
        /* Searches (draw offers and verdicts too), perft and files are
         * slow or touch the disk: skip lines whose first word starts like
         * one of them. */
        size_t w = 0;
        while (w < len && (line[w] == ' ' || line[w] == '\t'))
            w++;
        const char *word = line + w;
        size_t wl = len - w;
        int slow = wl >= 2 && (memcmp(word, "go", 2) == 0 || memcmp(word, "an", 2) == 0 || memcmp(word, "so", 2) == 0 ||
                               memcmp(word, "sa", 2) == 0 || memcmp(word, "lo", 2) == 0 || memcmp(word, "pe", 2) == 0 ||
                               memcmp(word, "dr", 2) == 0 || memcmp(word, "ve", 2) == 0);
        if (!slow) {
            int quit = 0;
            size_t n = protocol_handle(pr, line, len, out, sizeof out, &quit);
            if (n && out[0] != '=' && out[0] != '?')
                abort(); /* every answer is framed */
            if (quit)
                break;
        }
        start = i + 1;
    }
    protocol_destroy(pr);
    return 0;
}
