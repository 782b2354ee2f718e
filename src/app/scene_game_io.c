/*
 * scene_game_io.c - the game scene's history and files: undo and redo
 * (back to the human's previous decision), saving into the per-user
 * folder, loading a record, and the autosave written when the app closes.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r, mkdir */
#include "game_scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* After undo, redo or a load: no animation, no search, no stale hint. */
void sg_after_jump(GameScene *g, App *a)
{
    (void)a;
    if (g->ai_active)
        search_stop(g->ai);
    if (g->hint_active)
        search_stop(g->hint);
    g->ai_active = g->ai_ready = g->hint_active = 0;
    g->ai_proof[0] = g->ai_proof[1] = -1;
    g->hint_shown = 0;
    g->board->hint(g, NULL);
    g->over_pushed = 0;
    g->over_at = -1;
    g->banner_sound = -1;
    GameStatus st;
    match_status(g->match, &st);
    g->end_sounded = st.over; /* a finished game loaded or redone is not announced again */
    g->board->sync(g);
}

static int sg_versus_computer(const GameScene *g) { return g->mode == MODE_HVC || g->mode == MODE_CVH; }

void scene_game_undo(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (match_plies(g->match) == 0) {
        snprintf(g->banner, sizeof g->banner, "%s", tr(T_NOTHING_TO_UNDO));
        g->banner_at = a->now;
        g->banner_until = a->now + 1.2;
        return;
    }
    /* Against the computer, back to the human's last decision: the
     * computer's replies and every extra-turn move in between go too. */
    match_undo(g->match);
    while (sg_versus_computer(g) && match_plies(g->match) > 0 &&
           sg_is_computer(g, pos_side(match_pos(g->match))))
        match_undo(g->match);
    if (g->mode == MODE_CVC)
        g->paused = 1;
    sg_after_jump(g, a);
}

void scene_game_redo(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    if (!match_can_redo(g->match)) {
        snprintf(g->banner, sizeof g->banner, "%s", tr(T_NOTHING_TO_REDO));
        g->banner_at = a->now;
        g->banner_until = a->now + 1.2;
        return;
    }
    match_redo(g->match, NULL);
    while (sg_versus_computer(g) && match_can_redo(g->match) && sg_is_computer(g, pos_side(match_pos(g->match))))
        match_redo(g->match, NULL);
    sg_after_jump(g, a);
}

/* The record of the game with its players, for a save or the autosave.
 * The players' names are the file format's, in English whatever the
 * interface's language: "Computer (level)" is how a load knows who the
 * computer was. */
static void sg_record(GameScene *g, App *a, Record *rec)
{
    match_to_record(g->match, rec);
    for (int s = 0; s < 2; s++) {
        if (sg_is_computer(g, s))
            snprintf(rec->player[s], sizeof rec->player[s], "Computer (%s)", level_name(a->settings.level));
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

static int sg_write(GameScene *g, App *a, const char *path, char *err, size_t errlen)
{
    Record *rec = malloc(sizeof *rec);
    char *text = malloc(RECORD_MAX_BYTES);
    int rc = -1;
    if (rec && text) {
        sg_record(g, a, rec);
        int len = record_format(rec, text, RECORD_MAX_BYTES);
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

void scene_game_save(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
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
        snprintf(name, sizeof name, "%s-%s", g->rules->name, stamp);
        snprintf(path, sizeof path, "%s/%s.tabula", dir, name);
        if (sg_write(g, a, path, err, sizeof err) == 0)
            snprintf(g->banner, sizeof g->banner, tr(T_GAME_SAVED), name);
        else
            snprintf(g->banner, sizeof g->banner, tr(T_NOT_SAVED), err);
    }
    g->banner_at = a->now;
    g->banner_until = a->now + 2.5;
}

/* Closing the app: keep the game in progress to offer it back. */
void sg_quit(Scene *s, App *a)
{
    GameScene *g = (GameScene *)s;
    char path[1200], err[512];
    sg_review_leave(g, a); /* the whole game, not the position reviewed */
    if (app_pref_file(a, "autosave.tabula", path, sizeof path) != 0)
        return;
    GameStatus st;
    match_status(g->match, &st);
    if (st.over || match_plies(g->match) == 0) {
        remove(path);
        return;
    }
    if (sg_write(g, a, path, err, sizeof err) != 0)
        fprintf(stderr, "tabula: the game in progress was not kept: %s\n", err);
}

/* Who played, from the record's names: a player named "Computer..." is
 * the computer, and "Computer (LEVEL)" says at which level (*level -1
 * when no name says). */
static PlayMode sg_record_players(const Record *rec, int *level)
{
    int computer[2];
    *level = -1;
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

/* The game scene of a parsed record, its history replayed. */
static Scene *sg_from_record(App *a, const Record *rec, PlayMode mode, char *err, size_t errlen)
{
    Scene *s = scene_game_create(a, rec->rules, &rec->opts, mode, err, errlen);
    if (!s)
        return NULL;
    GameScene *g = (GameScene *)s;
    Match *m = match_from_record(rec, err, errlen);
    if (!m) {
        s->vt->destroy(s);
        return NULL;
    }
    match_destroy(g->match);
    g->match = m;
    search_destroy(g->ai);
    search_destroy(g->hint);
    g->ai = search_create(match_game(m), GAME_TT_BYTES);
    g->hint = search_create(match_game(m), GAME_HINT_TT_BYTES);
    g->ai_table = g->hint_table = NULL;
    if (!g->ai || !g->hint) {
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        s->vt->destroy(s);
        return NULL;
    }
    g->paused = mode == MODE_CVC;
    sg_after_jump(g, a);
    return s;
}

Scene *scene_game_load(App *a, const char *path, int mode, int level, char *err, size_t errlen)
{
    char *text = NULL;
    size_t len = 0;
    if (record_read_file(path, &text, &len, err, errlen) != 0)
        return NULL;
    Record *rec = malloc(sizeof *rec);
    if (!rec) {
        free(text);
        snprintf(err, errlen, "%s", tr(T_OUT_OF_MEMORY));
        return NULL;
    }
    int rc = record_parse(text, len, rec, err, errlen);
    free(text);
    if (rc != 0) {
        free(rec);
        return NULL;
    }
    int recorded_level;
    PlayMode players = sg_record_players(rec, &recorded_level);
    /* The level first: the new scene asks for an endgame table by it. */
    int was = a->settings.level;
    if (level < 0)
        level = recorded_level;
    if (level >= 0)
        a->settings.level = level;
    Scene *s = sg_from_record(a, rec, mode >= 0 ? (PlayMode)mode : players, err, errlen);
    if (!s)
        a->settings.level = was;
    free(rec);
    return s;
}

const char *scene_game_rules_name(const Scene *s) { return ((const GameScene *)s)->rules->name; }
