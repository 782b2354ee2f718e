/*
 * tables.c - endgame tables for the window (tables.h).
 *
 * The thread owns the table until it publishes READY or FAILED; the window
 * reads only the state and the progress before that, both atomics.  A
 * table it built is READY once its file is written (the file's form is
 * made from it, which for Oware takes about 20 s): a window that closes
 * or changes games meanwhile stops the building or the writing (cancel)
 * without waiting for either to finish.
 */
#include "tables.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Tables {
    char dir[1024]; /* "" : the user's cache folder */
    char books[1024];
    char shipped[1024]; /* "": none */
    int tidied;         /* the cache folder was rid of old tables (by the thread) */
    /* The book of one game and its options. */
    const GameRules *book_rules;
    GameOptions book_opts;
    Book *book;
    int seeds_wanted, build;
    /* The one job. */
    const GameRules *rules;
    GameOptions opts;
    Game *game;
    int seeds;
    Endgame *e;
    SDL_Thread *thread;
    SDL_atomic_t state, permille;
    atomic_int cancel; /* the engine's saving reads it too (endgame_save_until) */
};

Tables *tables_create(const char *dir, const char *books, const char *shipped, int seeds, int build)
{
    Tables *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    if (dir)
        snprintf(t->dir, sizeof t->dir, "%s", dir);
    if (books)
        snprintf(t->books, sizeof t->books, "%s", books);
    if (shipped)
        snprintf(t->shipped, sizeof t->shipped, "%s", shipped);
    t->seeds_wanted = seeds;
    t->build = build;
    return t;
}

static void tables_drop(Tables *t)
{
    if (t->thread) {
        atomic_store(&t->cancel, 1);
        SDL_WaitThread(t->thread, NULL);
        t->thread = NULL;
    }
    endgame_destroy(t->e);
    game_destroy(t->game);
    t->e = NULL;
    t->game = NULL;
    t->rules = NULL;
    SDL_AtomicSet(&t->state, TABLES_NONE);
}

void tables_destroy(Tables *t)
{
    if (!t)
        return;
    tables_drop(t);
    book_destroy(t->book);
    free(t);
}

/* Saves the table the thread built at path, then reads it from there
 * instead: the file is mapped and shared, and Oware's holds in 27.5 MB
 * what took 269 MB to build, which the rest of the session need not keep.
 * -1 when told to stop (nothing written). */
static int tables_keep(Tables *t, const char *path)
{
    char why[4400];
    if (endgame_save_until(t->e, t->game, path, &t->cancel, why, sizeof why) != 0) {
        if (strcmp(why, ENDGAME_STOPPED) == 0)
            return -1;
        fprintf(stderr, "tabula: %s; the endgame table lasts this session only\n", why);
        return 0;
    }
    Endgame *opened = endgame_open(t->game, t->seeds, path, why, sizeof why);
    if (!opened) { /* the built one serves as well, only larger */
        fprintf(stderr, "tabula: %s\n", why);
        return 0;
    }
    endgame_destroy(t->e);
    t->e = opened;
    return 0;
}

/* The thread: load the shipped table or the cached one, else build it
 * and save it in the cache. */
static int tables_run(void *data)
{
    Tables *t = data;
    char dir[1024], path[1200], why[4400];
    int named = t->dir[0] ? snprintf(dir, sizeof dir, "%s", t->dir) < (int)sizeof dir
                          : endgame_cache_dir(dir, sizeof dir) == 0;
    if (named && !t->tidied) { /* tables of an older naming or version, never read again */
        int files = 0;
        uint64_t bytes = 0;
        t->tidied = 1;
        endgame_cache_tidy(dir, game_find, &files, &bytes);
        if (files)
            fprintf(stderr, "tabula: removed %d old endgame table%s (%.0f MB) from %s\n", files, files > 1 ? "s" : "",
                    (double)bytes / 1e6, dir);
    }
    const char *const dirs[] = {t->shipped, named ? dir : NULL};
    t->e = endgame_find(t->game, t->seeds, dirs, 2, NULL, 0, why, sizeof why);
    if (t->e) {
        SDL_AtomicSet(&t->state, TABLES_READY);
        return 0;
    }
    if (strcmp(why, ENDGAME_ABSENT) != 0) /* damaged or old: built again over it */
        fprintf(stderr, "tabula: %s\n", why);
    named = named && endgame_cache_file(t->game, t->seeds, dir, path, sizeof path) == 0;
    if (!t->build) {
        SDL_AtomicSet(&t->state, TABLES_FAILED);
        return 0;
    }
    t->e = endgame_create(t->game, t->seeds, why, sizeof why);
    if (!t->e) {
        fprintf(stderr, "tabula: %s\n", why);
        SDL_AtomicSet(&t->state, TABLES_FAILED);
        return 0;
    }
    SDL_AtomicSet(&t->state, TABLES_BUILDING);
    int built;
    while ((built = endgame_build(t->e, (uint64_t)1 << 16)) == 0) {
        if (atomic_load(&t->cancel))
            return 0;
        SDL_AtomicSet(&t->permille, (int)(endgame_progress(t->e) * 1000.0));
    }
    if (built < 0) {
        fprintf(stderr, "tabula: out of memory while building the endgame table; playing without it\n");
        SDL_AtomicSet(&t->state, TABLES_FAILED);
        return 0;
    }
    if (!named)
        fprintf(stderr, "tabula: no cache folder for the endgame table; it lasts this session only\n");
    else if (tables_keep(t, path) != 0)
        return 0;
    SDL_AtomicSet(&t->state, TABLES_READY);
    return 0;
}

static int tables_same(const Tables *t, const Game *g)
{
    return t->rules == g->rules && memcmp(&t->opts, &g->opts, sizeof t->opts) == 0;
}

const Endgame *tables_want(Tables *t, const Game *g)
{
    if (!t || endgame_cache_seeds(g) <= 0)
        return NULL;
    if (!tables_same(t, g)) {
        char why[256];
        tables_drop(t);
        t->game = game_create(g->rules, &g->opts, why, sizeof why);
        if (!t->game)
            return NULL;
        t->rules = g->rules;
        t->opts = g->opts;
        t->seeds = t->seeds_wanted > 0 ? t->seeds_wanted : endgame_cache_seeds(g);
        atomic_store(&t->cancel, 0);
        SDL_AtomicSet(&t->permille, 0);
        SDL_AtomicSet(&t->state, TABLES_LOADING);
        t->thread = SDL_CreateThread(tables_run, "tables", t);
        if (!t->thread) {
            fprintf(stderr, "tabula: no thread for the endgame table: %s\n", SDL_GetError());
            SDL_AtomicSet(&t->state, TABLES_FAILED);
        }
    }
    return SDL_AtomicGet(&t->state) == TABLES_READY ? t->e : NULL;
}

TablesState tables_state(Tables *t, const Game *g, double *progress)
{
    if (!t || !t->rules || !tables_same(t, g))
        return TABLES_NONE;
    int s = SDL_AtomicGet(&t->state);
    if (progress)
        *progress = s == TABLES_READY ? 1.0 : SDL_AtomicGet(&t->permille) / 1000.0;
    return (TablesState)s;
}

int tables_seeds(const Tables *t) { return t ? t->seeds : 0; }

const Book *tables_book(Tables *t, const Game *g)
{
    if (!t)
        return NULL;
    if (t->book_rules != g->rules || memcmp(&t->book_opts, &g->opts, sizeof t->book_opts) != 0) {
        char path[1200], why[1400];
        book_destroy(t->book);
        t->book = NULL;
        t->book_rules = g->rules;
        t->book_opts = g->opts;
        if (t->books[0] && book_file_name(g, t->books, path, sizeof path) == 0) {
            t->book = book_load(g, path, why, sizeof why);
            if (!t->book && strcmp(why, BOOK_ABSENT) != 0)
                fprintf(stderr, "tabula: %s; playing without the opening book\n", why);
        }
    }
    return t->book;
}
