/*
 * proto_record.c - save and load: the current game as a game record
 * (record.h), written atomically and read back by replaying every move.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include "proto_internal.h"
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int cmd_save(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc != 2)
        return answer_fail(out, "usage: save FILE");
    ProtoGame *g = &pr->cur;
    Record *rec = calloc(1, sizeof *rec);
    char *text = malloc(RECORD_MAX_BYTES);
    if (!rec || !text) {
        free(rec);
        free(text);
        return answer_fail(out, "out of memory");
    }
    rec->rules = g->game->rules;
    rec->opts = g->game->opts;
    /* The start is written only when it is not the standard one. */
    Pos *std = pos_new(g->game);
    if (std) {
        g->game->rules->start(g->game, std);
        if (memcmp(std, proto_pos_at(g, 0), g->psize) != 0)
            g->game->rules->format_pos(g->game, proto_pos_at(g, 0), rec->start, sizeof rec->start);
        pos_free(std);
    }
    rec->nmoves = g->plies < RECORD_MAX_MOVES ? g->plies : RECORD_MAX_MOVES;
    memcpy(rec->moves, g->moves, sizeof rec->moves[0] * (size_t)rec->nmoves);
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(rec->date, sizeof rec->date, "%Y-%m-%d", &tm);
    char err[512];
    int len = record_format(rec, text, RECORD_MAX_BYTES);
    int rc = len < 0 ? answer_fail(out, "cannot write this game as a record")
             : record_write_file(argv[1], text, (size_t)len, err, sizeof err) != 0 ? answer_fail(out, "%s", err)
                                                                                     : 0;
    free(rec);
    free(text);
    return rc;
}

static int cmd_load(Protocol *pr, int argc, char **argv, Answer *out)
{
    if (argc != 2)
        return answer_fail(out, "usage: load FILE");
    char err[512], *text = NULL;
    size_t len = 0;
    if (record_read_file(argv[1], &text, &len, err, sizeof err) != 0)
        return answer_fail(out, "%s", err);
    Record *rec = malloc(sizeof *rec);
    if (!rec) {
        free(text);
        return answer_fail(out, "out of memory");
    }
    int rc = record_parse(text, len, rec, err, sizeof err);
    free(text);
    if (rc != 0) {
        free(rec);
        return answer_fail(out, "%s: %s", argv[1], err);
    }
    if (rec->nmoves > PROTO_MAX_PLIES) {
        free(rec);
        return answer_fail(out, "%s: too many moves", argv[1]);
    }
    /* Build the whole new session aside; swap it in only when complete. */
    Game *g = game_create(rec->rules, &rec->opts, err, sizeof err);
    unsigned char *pos = g ? calloc(PROTO_MAX_PLIES + 1, rec->rules->pos_size) : NULL;
    if (!g || !pos || record_replay(g, rec, pos, err, sizeof err) != 0) {
        if (!pos && g)
            snprintf(err, sizeof err, "out of memory");
        game_destroy(g);
        free(pos);
        free(rec);
        return answer_fail(out, "%s: %s", argv[1], err);
    }
    char scratch[64];
    Answer ignore = {scratch, sizeof scratch, 0, 0};
    if (proto_game_new(pr, g, &ignore) != 0) {
        free(pos);
        free(rec);
        return answer_fail(out, "out of memory");
    }
    ProtoGame *cur = &pr->cur;
    memcpy(cur->pos, pos, rec->rules->pos_size * (size_t)(rec->nmoves + 1));
    for (int i = 0; i < rec->nmoves; i++) {
        cur->moves[i] = rec->moves[i];
        cur->hist[i] = pos_hash(proto_pos_at(cur, i));
    }
    cur->plies = rec->nmoves;
    free(pos);
    free(rec);
    return 0;
}

const ProtoCommand proto_record_commands[] = {
    {"save", cmd_save},
    {"load", cmd_load},
    {NULL, NULL},
};
