/* fuzz_book.c - any bytes as an opening book of Kalah(6,3) with the empty
 * capture: refused with a reason, or loaded, and then every move it gives
 * for the first positions of the game is legal there. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "book.h"
#include "fuzz_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Walks the first plies of the game, asking the book at each position. */
static void fb_walk(const Game *g, const Book *b, const Pos *p, int plies)
{
    int v;
    Move bm, moves[GAME_MAX_MOVES];
    int n = g->rules->legal(g, p, moves);
    if (book_probe(b, p, &v, &bm) && bm != MOVE_NONE) {
        int legal = 0;
        for (int i = 0; i < n; i++)
            legal |= moves[i] == bm;
        if (!legal)
            abort();
    }
    if (plies == 0)
        return;
    _Alignas(16) unsigned char child[512];
    for (int i = 0; i < n; i++) {
        memcpy(child, p, g->rules->pos_size);
        g->rules->play(g, (Pos *)(void *)child, moves[i], NULL);
        fb_walk(g, b, (const Pos *)(const void *)child, plies - 1);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Game *g;
    char err[512];
    if (!g) {
        const GameRules *r = game_find("kalah");
        GameOptions o;
        game_options_default(r, &o);
        if (game_options_set(r, &o, "pits=6", err, sizeof err) != 0 ||
            game_options_set(r, &o, "seeds=3", err, sizeof err) != 0 ||
            game_options_set(r, &o, "empty_capture=on", err, sizeof err) != 0 || !(g = game_create(r, &o, err, sizeof err)))
            abort();
    }
    err[0] = '\0';
    Book *b = book_load(g, fuzz_file(data, size), err, sizeof err);
    if (!b) {
        if (!err[0])
            abort(); /* a refusal says why */
        return 0;
    }
    _Alignas(16) unsigned char start[512];
    g->rules->start(g, (Pos *)(void *)start);
    fb_walk(g, b, (const Pos *)(const void *)start, 2);
    book_destroy(b);
    return 0;
}
