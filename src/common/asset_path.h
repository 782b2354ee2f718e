/* asset_path.h - where the programs find their assets: one lookup shared by
 * the window (tabula) and tabula-cli. */
#ifndef TABULA_ASSET_PATH_H
#define TABULA_ASSET_PATH_H

#include <stddef.h>

/* The folder of the running program, with a trailing '/', into out: 0, or
 * -1 where the system does not say (it is read from /proc/self/exe, which
 * only Linux has; the window asks SDL instead, which knows every system). */
int asset_program_dir(char *out, size_t len);

/* The assets folder, into out, tried in this order:
 *   1. $TABULA_ASSETS, when set and not empty (taken as it is);
 *   2. relative to program_dir (which may be NULL: then skipped): "assets"
 *      beside the program, the install's data folder relative to its
 *      binaries (so a moved install still works), and "../assets" (a build
 *      folder inside the source tree);
 *   3. where this build installs them (an absolute path);
 *   4. the source tree this build was made from, only when built with
 *      TABULA_FIND_SOURCE_ASSETS (a developer's build, never a package).
 * A candidate counts when it holds the sub-folder probe ("art" for the
 * window, "book" for tabula-cli).  0 when found; -1 otherwise, with out
 * holding the last place tried, so that a message names a real folder. */
int asset_find(const char *program_dir, const char *probe, char *out, size_t len);

#endif
