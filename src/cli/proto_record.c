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
    Record *rec = calloc(1, sizeof *rec);
    char *text = malloc(RECORD_MAX_BYTES);
    if (!rec || !text) {
        free(rec);
        free(text);
        return answer_fail(out, "out of memory");
    }
    record_from_match(pr->cur.match, rec);
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
    /* Build the whole new session aside; swap it in only when complete. */
    Game *g = game_create(rec->rules, &rec->opts, err, sizeof err);
    Match *m = g ? record_match(g, rec, err, sizeof err) : NULL;
    free(rec);
    if (!m) {
        game_destroy(g);
        return answer_fail(out, "%s: %s", argv[1], err);
    }
    return proto_game_new(pr, g, m, out);
}

const ProtoCommand proto_record_commands[] = {
    {"save", cmd_save},
    {"load", cmd_load},
    {NULL, NULL},
};
