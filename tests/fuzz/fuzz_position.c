/* fuzz_position.c - any text through every game's position parser; what
 * parses must format back to text that parses to the same position, and
 * its moves must play. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "pos_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[1024];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (int i = 0; game_registry[i]; i++) {
        const GameRules *r = game_registry[i];
        GameOptions o;
        char err[256];
        game_options_default(r, &o);
        Game *g = game_create(r, &o, err, sizeof err);
        Pos *p = pos_new(g), *q = pos_new(g);
        if (game_parse_position(g, text, p, NULL, err, sizeof err) == 0) {
            char back[GAME_TEXT_MAX], again[GAME_TEXT_MAX];
            r->format_pos(g, p, back, sizeof back);
            if (game_parse_position(g, back, q, NULL, err, sizeof err) != 0)
                abort();
            r->format_pos(g, q, again, sizeof again);
            if (strcmp(back, again) != 0 || pos_hash(p) != pos_hash(q) || pos_hash(p) != r->hash_full(g, p))
                abort();
            Move moves[GAME_MAX_MOVES];
            int n = r->legal(g, p, moves);
            for (int k = 0; k < n; k++) {
                EventList ev;
                ev.n = 0;
                memcpy(q, p, r->pos_size);
                r->play(g, q, moves[k], &ev);
                if (pos_hash(q) != r->hash_full(g, q))
                    abort();
            }
        }
        pos_free(p);
        pos_free(q);
        game_destroy(g);
    }
    return 0;
}
