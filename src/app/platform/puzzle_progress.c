/*
 * puzzle_progress.c - puzzles.ini (puzzle_progress.h).
 *
 *     # Tabula puzzles: the player's record
 *     kalah_solved = 12 4 1        (bands 1, 2, 3)
 *     kalah_failed = 3 2 0
 *     kalah_streak = 4 9           (now, best)
 *     kalah_done = 0f3a...         (hex, puzzle numbers from 1, low bit first)
 */
#define _POSIX_C_SOURCE 200809L
#include "puzzle_progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

_Static_assert(PUZZLE_BANDS == 3, "the file's counts are written as three numbers");

void progress_default(PuzzleProgress *p) { memset(p, 0, sizeof *p); }

int progress_number(const char *id)
{
    size_t n = strlen(id), k = n;
    while (k > 0 && id[k - 1] >= '0' && id[k - 1] <= '9')
        k--;
    if (k == n || n - k > 6)
        return 0;
    int v = atoi(id + k);
    return v >= 1 && v <= PROGRESS_MAX_PUZZLES ? v : 0;
}

int progress_is_done(const PuzzleProgress *p, int g, const char *id)
{
    int n = progress_number(id);
    return g >= 0 && g < SETTINGS_MAX_GAMES && n > 0 && (p->game[g].done[(n - 1) / 8] >> ((n - 1) % 8) & 1);
}

void progress_record(PuzzleProgress *p, int g, const Puzzle *pz, int solved, int first)
{
    if (g < 0 || g >= SETTINGS_MAX_GAMES || pz->band < 1 || pz->band > PUZZLE_BANDS)
        return;
    GameProgress *gp = &p->game[g];
    if (solved) {
        gp->solved[pz->band]++;
        int n = progress_number(pz->id);
        if (n > 0)
            gp->done[(n - 1) / 8] |= (unsigned char)(1u << ((n - 1) % 8));
    } else {
        gp->failed[pz->band]++;
    }
    gp->streak = solved && first ? gp->streak + 1 : 0;
    if (gp->streak > gp->best_streak)
        gp->best_streak = gp->streak;
}

/* The game of a key "GAME_FIELD": its index, field set; -1 when unknown. */
static int pp_key(const char *key, const char **field)
{
    for (int g = 0; game_registry[g] && g < SETTINGS_MAX_GAMES; g++) {
        size_t n = strlen(game_registry[g]->name);
        if (strncmp(key, game_registry[g]->name, n) == 0 && key[n] == '_') {
            *field = key + n + 1;
            return g;
        }
    }
    return -1;
}

/* Reads "N N N" into out[1..bands]: 0, or -1. */
static int pp_counts(const char *v, int *out, int count)
{
    for (int i = 0; i < count; i++) {
        char *end;
        long n = strtol(v, &end, 10);
        if (end == v || n < 0 || n > 1000000)
            return -1;
        out[i] = (int)n;
        v = end;
    }
    while (*v == ' ' || *v == '\r')
        v++;
    return *v ? -1 : 0;
}

static int pp_hex(const char *v, unsigned char *done)
{
    size_t n = strcspn(v, " \r");
    if (n > 2 * (PROGRESS_MAX_PUZZLES / 8) || n % 2)
        return -1;
    for (size_t i = 0; i < n; i++) {
        char c = v[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return -1;
        done[i / 2] = (unsigned char)(i % 2 ? done[i / 2] | d : d << 4);
    }
    return 0;
}

/* One line "key = value": 0, or -1. */
static int pp_line(PuzzleProgress *p, char *l)
{
    char *eq = strstr(l, " = ");
    if (!eq)
        return -1;
    *eq = '\0';
    const char *field, *v = eq + 3;
    int g = pp_key(l, &field);
    if (g < 0)
        return 0; /* a game this version does not know: kept for none, but no damage */
    GameProgress *gp = &p->game[g];
    int two[2];
    if (strcmp(field, "solved") == 0)
        return pp_counts(v, gp->solved + 1, PUZZLE_BANDS);
    if (strcmp(field, "failed") == 0)
        return pp_counts(v, gp->failed + 1, PUZZLE_BANDS);
    if (strcmp(field, "streak") == 0) {
        if (pp_counts(v, two, 2) != 0 || two[0] > two[1])
            return -1;
        gp->streak = two[0];
        gp->best_streak = two[1];
        return 0;
    }
    if (strcmp(field, "done") == 0)
        return pp_hex(v, gp->done);
    return 0; /* a newer version's field */
}

int progress_load(const char *path, PuzzleProgress *p, char *err, size_t errlen)
{
    progress_default(p);
    FILE *probe = fopen(path, "rb");
    if (!probe)
        return 0; /* no puzzle tried yet */
    fclose(probe);
    char *text = NULL;
    size_t len = 0;
    if (record_read_file(path, &text, &len, err, errlen) != 0)
        return -1;
    PuzzleProgress read;
    progress_default(&read);
    int line = 0, rc = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        line++;
        if (l[0] == '#' || l[0] == '\r' || l[0] == '\0')
            continue;
        if (pp_line(&read, l) != 0) {
            /* The file's name alone: the window shows it, the folder is the settings'. */
            const char *name = strrchr(path, '/');
            snprintf(err, errlen, "%s, line %d: not a record of the puzzles", name ? name + 1 : path, line);
            rc = -1;
            break;
        }
    }
    free(text);
    if (rc == 0)
        *p = read;
    return rc;
}

int progress_save(const char *path, const PuzzleProgress *p, char *err, size_t errlen)
{
    size_t cap = 1024 + (size_t)SETTINGS_MAX_GAMES * (2 * sizeof p->game[0].done + 256), u = 0;
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    game_append(text, cap, &u, "# Tabula puzzles: the player's record\n");
    for (int g = 0; game_registry[g] && g < SETTINGS_MAX_GAMES; g++) {
        const GameProgress *gp = &p->game[g];
        const char *name = game_registry[g]->name;
        int last = (int)sizeof gp->done;
        while (last > 0 && !gp->done[last - 1])
            last--;
        game_append(text, cap, &u, "%s_solved = %d %d %d\n%s_failed = %d %d %d\n%s_streak = %d %d\n%s_done = ", name,
                    gp->solved[1], gp->solved[2], gp->solved[3], name, gp->failed[1], gp->failed[2], gp->failed[3],
                    name, gp->streak, gp->best_streak, name);
        for (int i = 0; i < last; i++)
            game_append(text, cap, &u, "%02x", gp->done[i]);
        game_append(text, cap, &u, "\n");
    }
    int rc = record_write_file(path, text, u, err, errlen);
    free(text);
    return rc;
}
