/* fuzz_settings.c - any bytes as the settings file: refused with a reason
 * and the defaults kept, or read into values each within its range, which
 * save and load back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_file.h"
#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Settings s, defaults, back;
    char err[512];
    err[0] = '\0';
    settings_default(&defaults);
    const char *path = fuzz_file(data, size);
    if (settings_load(path, &s, err, sizeof err) != 0) {
        if (!err[0] || memcmp(&s, &defaults, sizeof s) != 0)
            abort(); /* a refusal says why and keeps the defaults */
        return 0;
    }
    if (settings_save(path, &s, err, sizeof err) != 0 || settings_load(path, &back, err, sizeof err) != 0 ||
        memcmp(&s, &back, sizeof s) != 0)
        abort();
    return 0;
}
