/*
 * test_install.c - `cmake --install` into a temporary prefix, the prefix
 * moved elsewhere, and the installed game run headless from a third
 * folder: it must find its own installed assets (not the source tree's),
 * draw its window and save a screenshot that shows something.  The
 * desktop entry, the metainfo, the icons, the manual pages and the
 * licences must be where desktops, software centres, man and packagers
 * look for them.
 */
#define _POSIX_C_SOURCE 200809L /* stat */
#include <SDL.h>
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "window_util.h"

static char ti_dir[256];

static void ti_setup(void) { wu_tempdir(ti_dir, sizeof ti_dir, "tabula-install"); }

static void ti_teardown(void) { wu_remove(ti_dir); }

static int ti_exists(const char *dir, const char *rel)
{
    char path[600];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    return stat(path, &st) == 0 && st.st_size > 0;
}

/* The image's size, and how many distinct colours a coarse sample finds. */
static int ti_image(const char *path, int *w, int *h)
{
    SDL_Surface *raw = IMG_Load(path);
    cr_assert_not_null(raw, "cannot read %s: %s", path, IMG_GetError());
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    cr_assert_not_null(s);
    *w = s->w;
    *h = s->h;
    uint32_t seen[64];
    int nseen = 0;
    for (int y = 0; y < s->h; y += s->h / 16 + 1)
        for (int x = 0; x < s->w; x += s->w / 16 + 1) {
            uint32_t px = ((uint32_t *)((uint8_t *)s->pixels + y * s->pitch))[x];
            int known = 0;
            for (int i = 0; i < nseen; i++)
                known |= seen[i] == px;
            if (!known && nseen < 64)
                seen[nseen++] = px;
        }
    SDL_FreeSurface(s);
    return nseen;
}

TestSuite(install, .init = ti_setup, .fini = ti_teardown, .timeout = 300);

Test(install, installed_game_runs_from_anywhere)
{
    char cmd[2048], out[8192], prefix[300], moved[300], away[300];
    snprintf(prefix, sizeof prefix, "%s/prefix", ti_dir);
    snprintf(moved, sizeof moved, "%s/moved", ti_dir);
    snprintf(away, sizeof away, "%s/away", ti_dir);
    snprintf(cmd, sizeof cmd, "'%s' --install '%s' --prefix '%s'", TABULA_CMAKE, TABULA_BUILD_DIR, prefix);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    /* Moved after installing: nothing may depend on the prefix's path. */
    snprintf(cmd, sizeof cmd, "mv '%s' '%s' && mkdir '%s'", prefix, moved, away);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);

    static const char *const files[] = {
        "bin/tabula",
        "bin/tabula-cli",
        "share/tabula/assets/art/wood.png",
        "share/tabula/assets/fonts/DejaVuSans.ttf",
        "share/tabula/assets/sound/drop.wav",
        "share/applications/tabula.desktop",
        "share/metainfo/io.github.tabula.Tabula.metainfo.xml",
        "share/man/man6/tabula.6.gz",
        "share/man/man6/tabula-cli.6.gz",
        "share/doc/tabula/LICENSE",
        "share/doc/tabula/LICENSE-DejaVu.txt",
        "share/doc/tabula/LICENSE-DroidSansFallback.txt",
        "share/doc/tabula/CHANGELOG.md",
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        cr_expect(ti_exists(moved, files[i]), "missing %s", files[i]);
#ifdef TABULA_SHIP_OWARE_SEEDS
    /* The endgame tables the build made, installed with the assets. */
    char oware[200];
    snprintf(oware, sizeof oware, "share/tabula/assets/tables/oware-finish-abapa-%d.tbl", TABULA_SHIP_OWARE_SEEDS);
    const char *const tables[] = {"share/tabula/assets/tables/kalah-pits-6-empty_capture-off-16.tbl",
                                  "share/tabula/assets/tables/kalah-pits-6-empty_capture-on-16.tbl", oware};
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        cr_expect(ti_exists(moved, tables[i]), "missing %s", tables[i]);
#endif
    static const int sizes[] = {16, 24, 32, 48, 64, 128, 256};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char rel[200], path[600];
        snprintf(rel, sizeof rel, "share/icons/hicolor/%dx%d/apps/tabula.png", sizes[i], sizes[i]);
        snprintf(path, sizeof path, "%s/%s", moved, rel);
        int w = 0, h = 0;
        cr_expect(ti_image(path, &w, &h) > 3, "%s is blank", rel);
        cr_expect(w == sizes[i] && h == sizes[i], "%s is %dx%d", rel, w, h);
    }
    char desktop[600];
    snprintf(desktop, sizeof desktop, "%s/share/applications/tabula.desktop", moved);
    FILE *f = fopen(desktop, "r");
    cr_assert_not_null(f);
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = '\0';
    fclose(f);
    cr_expect(strstr(out, "[Desktop Entry]\n") == out, "%s", out);
    cr_expect(strstr(out, "\nExec=tabula\n") && strstr(out, "\nIcon=tabula\n") && strstr(out, "\nType=Application\n"),
              "%s", out);

    /* Run from a folder of its own: the installed assets are found. */
    snprintf(cmd, sizeof cmd, "cd '%s' && ../moved/bin/tabula --version", away);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    char want[400];
    snprintf(want, sizeof want, "tabula %s\nassets %s/bin/../share/tabula/assets\n", TABULA_VERSION, moved);
    cr_expect(strstr(out, want) != NULL, "assets not the installed ones: %s", out);
    snprintf(cmd, sizeof cmd, "cd '%s' && ../moved/bin/tabula-cli --version", away);
    cr_expect_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    cr_expect(strcmp(out, "tabula-cli " TABULA_VERSION "\n") == 0, "%s", out);

    snprintf(cmd, sizeof cmd,
             "cd '%s' && SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ../moved/bin/tabula --game hasami "
             "--size 640x380 --fixed-step --frames 20 --screenshot shot.png --print-result",
             away);
    cr_assert_eq(wu_run(cmd, out, sizeof out), 0, "%s", out);
    cr_expect(strstr(out, "result playing") != NULL, "%s", out);
    char shot[400];
    snprintf(shot, sizeof shot, "%s/shot.png", away);
    int w = 0, h = 0, colours = ti_image(shot, &w, &h);
    cr_expect(w >= 640 && h >= 380, "screenshot %dx%d", w, h);
    cr_expect(colours > 8, "the screenshot shows almost nothing (%d colours)", colours);
#ifdef TABULA_SHIP_OWARE_SEEDS
    /* Oware's installed table is read in place at once: nothing is built
     * into the (empty) cache or the data folder. */
    snprintf(cmd, sizeof cmd,
             "cd '%s' && XDG_CACHE_HOME='%s/cache' SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ../moved/bin/tabula "
             "--game oware --mode cvc --level expert --table-seeds %d --data-dir data --frames 10 --print-result"
             " && ls data cache/tabula 2>/dev/null | grep -c '[.]tbl'",
             away, away, TABULA_SHIP_OWARE_SEEDS);
    wu_run(cmd, out, sizeof out);
    snprintf(want, sizeof want, " tables ready %d ", TABULA_SHIP_OWARE_SEEDS);
    cr_expect(strstr(out, want) != NULL, "the installed Oware table was not read: %s", out);
    cr_expect(strstr(out, "\n0\n") != NULL, "a table was built: %s", out);
#endif
}
