/* fuzz_table.c - any bytes as a saved endgame table (the first byte picks
 * Kalah's or Oware's): refused with a reason and the table left unbuilt,
 * or loaded, and then probed without harm. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "endgame.h"
#include "fuzz_file.h"
#include "pos_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Game *games[2];
    char err[512];
    if (!games[0]) {
        const char *kalah[] = {"pits=3", "seeds=2", NULL};
        for (int i = 0; i < 2; i++) {
            const GameRules *r = game_find(i ? "oware" : "kalah");
            GameOptions o;
            game_options_default(r, &o);
            for (const char **kv = kalah; !i && *kv; kv++)
                if (game_options_set(r, &o, *kv, err, sizeof err) != 0)
                    abort();
            games[i] = game_create(r, &o, err, sizeof err);
            if (!games[i])
                abort();
        }
    }
    if (size < 1)
        return 0;
    const Game *g = games[data[0] & 1];
    Endgame *e = endgame_create(g, 4, err, sizeof err);
    if (!e)
        abort();
    err[0] = '\0';
    const char *path = fuzz_file(data + 1, size - 1);
    if (endgame_load(e, g, path, err, sizeof err) != 0) {
        int lo, hi;
        _Alignas(16) unsigned char buf[512];
        Pos *p = (Pos *)(void *)buf;
        g->rules->start(g, p);
        if (!err[0] || endgame_probe(e, p, &lo, &hi))
            abort(); /* a refusal says why and leaves no table to read */
    } else {
        /* A loaded table answers for the positions it holds. */
        _Alignas(16) unsigned char buf[512];
        Pos *p = (Pos *)(void *)buf;
        if (game_parse_position(g, data[0] & 1 ? "1,0,0,0,0,1/0,1,0,0,1,0/20,24/1" : "1,0,1/0,1,0/5,4/1", p, NULL, err,
                                sizeof err) != 0)
            abort();
        int lo, hi;
        if (!endgame_probe(e, p, &lo, &hi))
            abort();
    }
    endgame_destroy(e);
    return 0;
}
