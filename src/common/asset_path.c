/*
 * asset_path.c - the assets' lookup (asset_path.h), written once for both
 * programs.
 *
 * Why a library of its own under src/common/ and not in the engine: the
 * engine is the games' pure C11 library, handed everything it reads, and
 * knows nothing of a process, its environment or an install's layout; the
 * window must not hold the lookup either, since tabula-cli links no SDL.
 * So both programs link this small file, the one place that knows the
 * install's folders (the TABULA_* paths come from CMake, for this target
 * alone).  Reading /proc/self/exe is the one system-specific line, kept
 * behind __linux__; elsewhere a caller passes the program's folder it
 * knows (the window: SDL_GetBasePath) or none.
 */
#define _POSIX_C_SOURCE 200809L /* readlink */
#include "asset_path.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __linux__
#include <unistd.h>
#endif

int asset_program_dir(char *out, size_t len)
{
#ifdef __linux__
    if (len < 2)
        return -1;
    ssize_t n = readlink("/proc/self/exe", out, len - 1);
    if (n <= 0 || (size_t)n >= len - 1)
        return -1;
    out[n] = '\0';
    char *slash = strrchr(out, '/');
    if (!slash)
        return -1;
    slash[1] = '\0';
    return 0;
#else
    (void)out, (void)len;
    return -1;
#endif
}

static int asset_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int asset_find(const char *program_dir, const char *probe, char *out, size_t len)
{
    const char *forced = getenv("TABULA_ASSETS");
    if (forced && *forced)
        return snprintf(out, len, "%s", forced) < (int)len ? 0 : -1;
    static const char *const tries[] = {
        "assets", TABULA_DATA_RELATIVE, "../assets", TABULA_INSTALL_ASSETS,
#ifdef TABULA_SOURCE_ASSETS
        TABULA_SOURCE_ASSETS,
#endif
    };
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        int absolute = tries[i][0] == '/';
        if (!absolute && !program_dir)
            continue;
        if (snprintf(out, len, "%s%s", absolute ? "" : program_dir, tries[i]) >= (int)len)
            continue;
        char sub[4200];
        snprintf(sub, sizeof sub, "%s/%s", out, probe);
        if (asset_is_dir(sub))
            return 0;
    }
    return -1;
}
