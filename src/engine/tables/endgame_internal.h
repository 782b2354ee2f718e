/*
 * endgame_internal.h - what endgame.c and endgame_file.c share.
 */
#ifndef TABULA_ENDGAME_INTERNAL_H
#define TABULA_ENDGAME_INTERNAL_H

#include "endgame.h"

struct Endgame {
    const EndgameOps *ops;
    void *t;
    int max_seeds;
    int complete;
    void *map; /* the file the table reads, mapped (endgame_open; endgame_destroy unmaps it), or NULL */
    size_t map_len;
    int coded; /* read from a file in a form each probe decodes (EndgameOps.save_form) */
};

#endif
