/*
 * game_files.c - the game scene's files: the record of the game with its
 * players, saved into the per-user folder, the autosave written when the
 * app closes, and a record read back with who played it.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r, mkdir */
#include "game_files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* The record of the game with its players, for a save or the autosave.
 * The players' names are the file format's, in English whatever the
 * interface's language: "Computer (level)" is how a load knows who the
 * computer was. */
static void sg_record(GameScene *g, App *a, Record *rec)
{
    record_from_match(g->match, rec);
    for (int s = 0; s < 2; s++) {
        if (sg_is_computer(g, s))
            snprintf(rec->player[s], sizeof rec->player[s], "Computer (%s)", level_name(sg_level(g, a)));
        else if (g->mode == MODE_HVH)
            snprintf(rec->player[s], sizeof rec->player[s], "Player %d", s + 1);
        else
            snprintf(rec->player[s], sizeof rec->player[s], "You");
    }
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(rec->date, sizeof rec->date, "%Y-%m-%d", &tm);
}

static int sg_write(GameScene *g, App *a, const VarTree *tree, const char *path, char *err, size_t errlen)
{
    Record *rec = malloc(sizeof *rec);
    char *text = malloc(RECORD_MAX_BYTES);
    int rc = -1;
    if (rec && text) {
        sg_record(g, a, rec);
        /* An analysis keeps its variations; its main line is the game. */
        int len = tree ? record_format_tree(rec, tree, text, RECORD_MAX_BYTES)
                               : record_format(rec, text, RECORD_MAX_BYTES);
        if (len < 0)
            snprintf(err, errlen, "this game cannot be written as a record");
        else
            rc = record_write_file(path, text, (size_t)len, err, errlen);
    } else {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
    }
    free(rec);
    free(text);
    return rc;
}

void sg_save_tree(GameScene *g, App *a, const VarTree *tree)
{
    char dir[1200], path[1400], err[512], stamp[32];
    if (app_pref_file(a, "saves", dir, sizeof dir) != 0) {
        snprintf(g->banner, sizeof g->banner, "%s", tr(T_NO_SAVE_FOLDER));
    } else {
        mkdir(dir, 0755);
        time_t now = time(NULL);
        struct tm tm;
        localtime_r(&now, &tm);
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
        char name[96];
        snprintf(name, sizeof name, "%s-%s%s", g->rules->name, tree ? "analysis-" : "", stamp);
        snprintf(path, sizeof path, "%s/%s.tabula", dir, name);
        if (sg_write(g, a, tree, path, err, sizeof err) == 0)
            snprintf(g->banner, sizeof g->banner, tr(T_GAME_SAVED), name);
        else
            snprintf(g->banner, sizeof g->banner, tr(T_NOT_SAVED), err);
    }
    g->banner_at = a->now;
    g->banner_until = a->now + 2.5;
}

void sg_save(GameScene *g, App *a) { sg_save_tree(g, a, NULL); }

/* Who played, from the record's names: a player named "Computer..." is
 * the computer, and "Computer (LEVEL)" says at which level (*level -1
 * when no name says); -1 when the record names no player at all. */
static int sg_record_players(const Record *rec, int *level)
{
    int computer[2];
    *level = -1;
    if (!rec->player[0][0] && !rec->player[1][0])
        return -1;
    for (int s = 0; s < 2; s++) {
        const char *p = rec->player[s];
        char name[64];
        int end = 0;
        computer[s] = strncmp(p, "Computer", 8) == 0;
        if (computer[s] && *level < 0 && sscanf(p, "Computer (%63[^)])%n", name, &end) == 1 && end > 0 &&
            p[end] == '\0')
            *level = level_from_name(name);
    }
    return computer[0] && computer[1] ? MODE_CVC : computer[0] ? MODE_CVH : computer[1] ? MODE_HVC : MODE_HVH;
}

void sg_record_words(const RecordReport *rep, char *buf, size_t len)
{
    static const TextId words[] = {
        [RECORD_NOT_TEXT] = T_REC_NOT_TEXT,         [RECORD_NO_GAME] = T_REC_NO_GAME,
        [RECORD_UNKNOWN_GAME] = T_REC_UNKNOWN_GAME, [RECORD_BAD_OPTIONS] = T_REC_BAD_OPTIONS,
        [RECORD_BAD_START] = T_REC_BAD_START,       [RECORD_BAD_MOVE] = T_REC_DAMAGED,
        [RECORD_BAD_RESULT] = T_REC_BAD_RESULT,     [RECORD_DAMAGED] = T_REC_DAMAGED,
    };
    if (rep->problem == RECORD_CUT)
        snprintf(buf, len, tr(T_REC_CUT), rep->move - 1);
    else if (rep->problem > RECORD_CUT && rep->problem <= RECORD_DAMAGED)
        snprintf(buf, len, tr(words[rep->problem]), rep->line);
    else
        snprintf(buf, len, "%s", tr(T_REC_UNREADABLE));
}

void sg_autosave(GameScene *g, App *a)
{
    char path[1200], err[512];
    if (app_pref_file(a, "autosave.tabula", path, sizeof path) != 0)
        return;
    GameStatus st;
    match_status(g->match, &st);
    if (st.over || match_plies(g->match) == 0) {
        remove(path);
        return;
    }
    if (sg_write(g, a, NULL, path, err, sizeof err) != 0)
        fprintf(stderr, "tabula: the game in progress was not kept: %s\n", err);
}

Record *sg_read_record(const char *path, SavedPlayers *who, RecordReport *rep, char *err, size_t errlen)
{
    char *text = NULL, why[512];
    size_t len = 0;
    memset(rep, 0, sizeof *rep);
    if (record_read_file(path, &text, &len, why, sizeof why) != 0) {
        fprintf(stderr, "tabula: %s\n", why);
        snprintf(err, errlen, "%s", tr(T_REC_UNREADABLE));
        return NULL;
    }
    Record *rec = malloc(sizeof *rec);
    if (!rec) {
        free(text);
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        return NULL;
    }
    int rc = record_read(text, len, rec, rep, why, sizeof why);
    free(text);
    if (rc != 0) {
        fprintf(stderr, "tabula: %s: %s\n", path, why); /* the parser's account, for whoever looks */
        sg_record_words(rep, err, errlen);
        free(rec);
        return NULL;
    }
    who->mode = sg_record_players(rec, &who->level);
    return rec;
}
