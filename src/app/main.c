/*
 * main.c - build/tabula: the command line, SDL set-up and the first scene.
 */
#include "app.h"
#include "asset_path.h"
#include "app_internal.h"
#include "lang.h"
#include "make_dirs.h"
#include "scene_game.h"
#include "net_code.h"
#include "screens.h"
#include "settings.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

static const char *const main_mode_names[MODE_COUNT] = {"hvh", "hvc", "cvh", "cvc"};

static void main_usage(FILE *out)
{
    char games[128] = "";
    for (int i = 0; game_registry[i]; i++) {
        size_t used = strlen(games);
        snprintf(games + used, sizeof games - used, "%s%s", i ? "|" : "", game_registry[i]->name);
    }
    fprintf(out, "usage: tabula [options]\n  --game %s  start this game at once (otherwise the menu)\n", games);
    fprintf(out,
            "  --opt key=value          a game option (repeatable), e.g. --opt pits=4\n"
            "  --mode hvh|hvc|cvh|cvc   players: human/computer for player 1 and 2 (hvc)\n"
            "  --level NAME             simple, medium, hard, expert, perfect (expert where\n"
            "                           the game is not solved)\n"
            "  --speed NAME             animation: slow, normal, fast, instant\n"
            "  --seed N                 seed for the computer's choice among equal moves\n"
            "  --size WxH               window size in points (1280x760)\n"
            "  --frames N               run N frames, then exit\n"
            "  --screenshot FILE.png    save the last frame\n"
            "  --events FILE            inject scripted input (docs/playing.md, \"Scripted input\")\n"
            "  --load FILE              open a saved game record (its players and level unless\n"
            "                           --mode or --level say otherwise)\n"
            "  --data-dir DIR           keep settings and saves in DIR (default: the per-user folder),\n"
            "                           and endgame tables (default: the per-user cache folder)\n"
            "  --table-seeds N          endgame tables of N seeds instead of the game's own (Oware 14,\n"
            "                           Kalah(6,4) 16, both shipped), built when missing\n"
            "  --lang en|fr             the interface's language (default: the settings', else the system's)\n"
            "  --fixed-step             advance one frame of game time per frame (scripts)\n"
            "  --net-code CODE          the join code a game hosted online uses (scripts; else a fresh one)\n"
            "  --review-nodes N         the review's search a position, in nodes (its own: Kalah and\n"
            "                           Oware 3,000,000 to prove then 1,000,000, the others 500,000)\n"
            "  --frame-stats            print frame-time percentiles at exit (the first,\n"
            "                           loading frame left out), the slowest frames' phases on stderr\n"
            "  --print-result           print the game's state (or the menu's notice, the rules' page)\n"
            "                           at exit (for tests)\n"
            "  --until-over             quit a second after the game ends (for tests)\n"
            "  --version                print the version and the assets folder in use\n"
            "  --help\n"
            "The assets are looked for next to the program, in the install's data folder,\n"
            "then (a developer's build) in the source tree; TABULA_ASSETS=DIR overrides.\n");
}

/* The assets folder (asset_path.h: the same lookup as tabula-cli's), the
 * program's folder asked of SDL, which knows it on every system. */
static void main_find_assets(char *out, size_t len)
{
    char *base = SDL_GetBasePath();
    asset_find(base, "art", out, len);
    SDL_free(base);
}

/* The endgame tables the program ships: the assets' tables folder (an
 * install's), or a build's own beside its programs (asset_path.h). */
static int main_find_tables(char *out, size_t len)
{
    char *base = SDL_GetBasePath(), assets[1024];
    int found = asset_find(base, "tables", assets, sizeof assets) == 0;
    SDL_free(base);
    return found && snprintf(out, len, "%s/tables", assets) < (int)len ? 0 : -1;
}

/* ---- the command line: one row per option ---- */

static int main_help(AppConfig *c, const char *v)
{
    (void)c, (void)v;
    main_usage(stdout);
    exit(0);
}

static int main_version(AppConfig *c, const char *v)
{
    (void)c, (void)v;
    char assets[1024];
    main_find_assets(assets, sizeof assets);
    printf("tabula %s\nassets %s\n", TABULA_VERSION, assets);
    exit(0);
}

static int main_fixed_step(AppConfig *c, const char *v) { (void)v; c->fixed_step = 1; return 0; }
static int main_frame_stats(AppConfig *c, const char *v) { (void)v; c->frame_stats = 1; return 0; }
static int main_print_result(AppConfig *c, const char *v) { (void)v; c->print_result = 1; return 0; }
static int main_until_over(AppConfig *c, const char *v) { (void)v; c->until_over = 1; return 0; }
static int main_game(AppConfig *c, const char *v) { c->game = v; return 0; }
static int main_screenshot(AppConfig *c, const char *v) { c->screenshot = v; return 0; }
static int main_net_code(AppConfig *c, const char *v)
{
    char code[NET_CODE_CHARS + 1];
    if (net_code_read(v, code, sizeof code) != 0) {
        fprintf(stderr, "tabula: --net-code takes ten letters and digits of a join code\n");
        return -1;
    }
    c->net_code = v;
    return 0;
}
static int main_events(AppConfig *c, const char *v) { c->events = v; return 0; }
static int main_load_file(AppConfig *c, const char *v) { c->load = v; return 0; }
static int main_data_dir(AppConfig *c, const char *v) { c->data_dir = v; return 0; }
static int main_seed(AppConfig *c, const char *v) { c->seed = strtoull(v, NULL, 10); return 0; }

static int main_opt(AppConfig *c, const char *v)
{
    if (c->nopts == GAME_MAX_OPTIONS) {
        fprintf(stderr, "tabula: too many --opt\n");
        return -1;
    }
    c->opts[c->nopts++] = v;
    return 0;
}

static int main_mode(AppConfig *c, const char *v)
{
    for (int k = 0; k < MODE_COUNT; k++)
        if (strcmp(v, main_mode_names[k]) == 0) {
            c->mode = (PlayMode)k;
            c->mode_given = 1;
            return 0;
        }
    fprintf(stderr, "tabula: unknown mode '%s' (hvh, hvc, cvh, cvc)\n", v);
    return -1;
}

static int main_level(AppConfig *c, const char *v)
{
    c->level = level_from_name(v);
    if (c->level >= 0)
        return 0;
    fprintf(stderr, "tabula: unknown level '%s'\n", v);
    return -1;
}

static int main_speed(AppConfig *c, const char *v)
{
    for (int k = 0; k < SPEED_COUNT; k++)
        if (strcmp(v, anim_speed_name((AnimSpeed)k)) == 0) {
            c->speed = k;
            return 0;
        }
    fprintf(stderr, "tabula: unknown speed '%s'\n", v);
    return -1;
}

static int main_frames(AppConfig *c, const char *v)
{
    c->frames = strtol(v, NULL, 10);
    if (c->frames > 0)
        return 0;
    fprintf(stderr, "tabula: --frames needs a positive count\n");
    return -1;
}

static int main_table_seeds(AppConfig *c, const char *v)
{
    c->table_seeds = (int)strtol(v, NULL, 10);
    if (c->table_seeds >= 1 && c->table_seeds <= ENDGAME_MAX_SEEDS)
        return 0;
    fprintf(stderr, "tabula: --table-seeds takes 1..%d\n", ENDGAME_MAX_SEEDS);
    return -1;
}

static int main_review_nodes(AppConfig *c, const char *v)
{
    c->review_nodes = strtol(v, NULL, 10);
    if (c->review_nodes >= 1000 && c->review_nodes <= 100000000)
        return 0;
    fprintf(stderr, "tabula: --review-nodes takes 1000..100000000\n");
    return -1;
}

static int main_lang(AppConfig *c, const char *v)
{
    for (int k = 0; k < LANG_COUNT; k++)
        if (strcmp(v, lang_code((Lang)k)) == 0) {
            c->lang = k;
            return 0;
        }
    fprintf(stderr, "tabula: unknown language '%s' (en, fr)\n", v);
    return -1;
}

static int main_size(AppConfig *c, const char *v)
{
    if (sscanf(v, "%dx%d", &c->width, &c->height) == 2 && c->width >= 320 && c->height >= 240 && c->width <= 8000 &&
        c->height <= 8000)
        return 0;
    fprintf(stderr, "tabula: --size wants WxH, at least 320x240\n");
    return -1;
}

static const struct {
    const char *name;
    int takes_value;
    int (*set)(AppConfig *c, const char *v); /* 0, or -1 once it said why on stderr */
} main_options[] = {
    {"--help", 0, main_help},
    {"--version", 0, main_version},
    {"--fixed-step", 0, main_fixed_step},
    {"--frame-stats", 0, main_frame_stats},
    {"--print-result", 0, main_print_result},
    {"--until-over", 0, main_until_over},
    {"--game", 1, main_game},
    {"--opt", 1, main_opt},
    {"--mode", 1, main_mode},
    {"--level", 1, main_level},
    {"--speed", 1, main_speed},
    {"--seed", 1, main_seed},
    {"--frames", 1, main_frames},
    {"--screenshot", 1, main_screenshot},
    {"--events", 1, main_events},
    {"--load", 1, main_load_file},
    {"--data-dir", 1, main_data_dir},
    {"--table-seeds", 1, main_table_seeds},
    {"--review-nodes", 1, main_review_nodes},
    {"--lang", 1, main_lang},
    {"--net-code", 1, main_net_code},
    {"--size", 1, main_size},
};

static int main_parse(int argc, char **argv, AppConfig *c)
{
    memset(c, 0, sizeof *c);
    c->mode = MODE_HVC;
    c->level = -1;
    c->speed = -1;
    c->width = 1280;
    c->height = 760;
    c->lang = -1;
    for (int i = 1; i < argc; i++) {
        size_t k = 0, n = sizeof main_options / sizeof main_options[0];
        while (k < n && strcmp(argv[i], main_options[k].name) != 0)
            k++;
        if (k == n) {
            fprintf(stderr, "tabula: unknown option '%s' (try --help)\n", argv[i]);
            return -1;
        }
        const char *v = NULL;
        if (main_options[k].takes_value) {
            if (i + 1 >= argc) {
                fprintf(stderr, "tabula: %s needs a value (try --help)\n", argv[i]);
                return -1;
            }
            v = argv[++i];
        }
        if (main_options[k].set(c, v) != 0)
            return -1;
    }
    return 0;
}

/* The window's icon; without it the window manager's default is used. */
static void main_set_icon(SDL_Window *w, const char *assets)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/icons/tabula-64.png", assets);
    SDL_Surface *icon = IMG_Load(path);
    if (icon) {
        SDL_SetWindowIcon(w, icon);
        SDL_FreeSurface(icon);
    }
}

/* The game and options of --game and --opt, checked before the window
 * opens: a mistake there is a bad command line, said on stderr. */
static int main_check_game(const AppConfig *c, const GameRules **rules, GameOptions *o)
{
    if (!c->game)
        return 0;
    *rules = game_find(c->game);
    if (!*rules) {
        char msg[160];
        snprintf(msg, sizeof msg, tr(T_NOT_A_GAME), c->game);
        fprintf(stderr, "tabula: %s: %s\n", tr(T_UNKNOWN_GAME), msg);
        return -1;
    }
    game_options_default(*rules, o);
    for (int i = 0; i < c->nopts; i++) {
        char err[256];
        if (game_options_set(*rules, o, c->opts[i], err, sizeof err) != 0) {
            fprintf(stderr, "tabula: %s: %s\n", tr(T_BAD_OPTION), err);
            return -1;
        }
    }
    return 0;
}

/* --load: the game as the record left it, with the players and level the
 * command line gives.  A record that cannot be opened leaves the player at
 * the menu with the reason (the file named as they gave it on stderr, by
 * its name in the window); the file is left as it was. */
static Scene *main_load(App *a)
{
    char err[1024];
    const char *path = a->cfg.load;
    Scene *s = scene_game_load(a, path, a->cfg.mode_given ? (int)a->cfg.mode : -1, a->cfg.level, err, sizeof err);
    if (s)
        return s;
    fprintf(stderr, "tabula: %s: %s: %s\n", tr(T_CANNOT_OPEN_SAVED), path, err);
    const char *slash = strrchr(path, '/');
    snprintf(a->notice, sizeof a->notice, tr(T_CANNOT_OPEN_FILE), slash ? slash + 1 : path, err);
    return scene_menu_create(a);
}

static Scene *main_first_scene(App *a, const GameRules *rules, const GameOptions *o)
{
    if (a->cfg.load)
        return main_load(a);
    if (!rules)
        return scene_menu_create(a);
    char err[1024];
    Scene *s = scene_game_create(a, rules, o, a->cfg.mode, err, sizeof err);
    if (!s) {
        app_message(tr(T_CANNOT_START), err);
        return NULL;
    }
    /* The option chosen at the start, given on the command line, is the
     * first side's choice made. */
    int choice = game_choice_option(rules), chosen = 0;
    for (int i = 0; choice >= 0 && i < a->cfg.nopts; i++) {
        size_t k = strlen(rules->options[choice].key);
        chosen |= strncmp(a->cfg.opts[i], rules->options[choice].key, k) == 0 && a->cfg.opts[i][k] == '=';
    }
    if (!chosen)
        scene_game_offer_choice(s, a);
    return s;
}

/* The screens every scene may open (app.h), whatever layer it is in. */
static const AppScreens main_screens = {scene_menu_create, scene_load_create, scene_settings_create, scene_rules_create,
                                        scene_setup_create, scene_puzzles_create};

/* A software rasteriser (Mesa's llvmpipe, on a machine without a GPU)
 * frees megabytes of binning memory after every frame and allocates it
 * again for the next.  glibc's default hands the heap's top back to the
 * system each time, and the next frame faults it in page by page: a
 * third of a frame's time, measured (docs/measurements.md).  Keeping up
 * to 256 MB of freed heap spares that; big blocks such as the endgame
 * tables are mapped apart and still returned when freed. */
static void main_keep_freed_memory(void)
{
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

/* The per-user folder (or --data-dir) and the settings in it; a damaged
 * settings file leaves the defaults and a notice for the menu. */
static void main_prefs(App *app)
{
    /* Tests and scripted runs use the defaults and leave the player's
     * folder alone. */
    if (app->cfg.data_dir) {
        /* A folder that need not exist yet: the settings, saves and tables go there. */
        if (make_dirs(app->cfg.data_dir) != 0)
            fprintf(stderr, "tabula: cannot make the folder %s: %s\n", app->cfg.data_dir, strerror(errno));
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s/", app->cfg.data_dir);
    } else if (!app->cfg.events && !app->cfg.frames) {
        char *pref = SDL_GetPrefPath("tabula", "tabula");
        if (pref) {
            snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref);
            SDL_free(pref);
        }
    }
    char path[1200], why[512];
    int unreadable = app->pref_dir[0] && app_pref_file(app, "settings.ini", path, sizeof path) == 0 &&
                     settings_load(path, &app->settings, why, sizeof why) != 0;
    app_apply_look(app); /* the language, for every message from here on */
    if (unreadable) {
        snprintf(app->notice, sizeof app->notice, tr(T_SETTINGS_UNREADABLE), why);
        fprintf(stderr, "tabula: %s\n", app->notice);
    }
}

/* SDL, the fonts, the window and a renderer; NULL with the reason shown
 * (and everything opened closed again) when one fails. */
static SDL_Renderer *main_open_window(App *app)
{
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "tabula: cannot start SDL: %s\n", SDL_GetError());
        return NULL;
    }
    if (TTF_Init() != 0) {
        app_message(tr(T_NO_FONTS), TTF_GetError());
        SDL_Quit();
        return NULL;
    }
    IMG_Init(IMG_INIT_PNG);
    app->window = SDL_CreateWindow("Tabula", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, app->cfg.width,
                                   app->cfg.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_Renderer *sdl = NULL;
    if (app->window) {
        SDL_SetWindowMinimumSize(app->window, 480, 320);
        /* No vsync: the loop paces itself, so it knows what drawing costs
         * and gives the rest of each frame to the computer's search
         * instead of blocking in the present.  No GPU: the software
         * renderer draws the same picture. */
        sdl = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_ACCELERATED);
        if (!sdl)
            sdl = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
        if (!sdl) {
            app_message(tr(T_NO_DRAWING), SDL_GetError());
            SDL_DestroyWindow(app->window);
        }
    } else {
        app_message(tr(T_NO_WINDOW), SDL_GetError());
    }
    if (!sdl) {
        IMG_Quit();
        TTF_Quit();
        SDL_Quit();
    }
    return sdl;
}

static void main_close_window(App *app, SDL_Renderer *sdl)
{
    SDL_DestroyRenderer(sdl);
    SDL_DestroyWindow(app->window);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}

/* --print-result: the state the run ended in, for tests. */
static void main_report(const App *app)
{
    const char *too_long;
    int overflows = render_text_overflows(app->render, &too_long);
    printf("result %s\n", app->result[0] ? app->result : "none");
    printf("text_overflows %d%s%s\n", overflows, overflows ? ": " : "", overflows ? too_long : "");
    if (app->view[0])
        printf("view %s\n", app->view);
}

/* The drawing, the sound and the tables, then the game until it closes;
 * the exit status. */
static int main_play(App *app, SDL_Renderer *sdl, const GameRules *rules, const GameOptions *opts)
{
    char assets[1024], err[1400];
    main_find_assets(assets, sizeof assets);
    snprintf(app->assets, sizeof app->assets, "%s", assets);
    main_set_icon(app->window, assets);
    app->render = render_create(sdl, assets, err, sizeof err);
    if (!app->render) {
        app_message(tr(T_FILE_MISSING), err);
        return 1;
    }
    app_apply_look(app);
    char note[512];
    app->audio = audio_open(assets, note, sizeof note);
    if (!app->audio)
        fprintf(stderr, "tabula: playing silently: %s\n", note);
    audio_set(app->audio, app->settings.sound, app->settings.volume);
    /* Scripted runs build no table unless asked: they are short. */
    int scripted = app->cfg.events || app->cfg.frames;
    char books[1200], shipped[1200];
    snprintf(books, sizeof books, "%s/book", assets);
    int wanted = !scripted || app->cfg.table_seeds;
    if (!wanted || main_find_tables(shipped, sizeof shipped) != 0)
        shipped[0] = '\0';
    app->tables = tables_create(app->cfg.data_dir, books, shipped, app->cfg.table_seeds, wanted);
    Scene *first = main_first_scene(app, rules, opts);
    int rc = first ? app_run(app, first) : 1;
    if (app->cfg.print_result)
        main_report(app);
    tables_destroy(app->tables);
    audio_close(app->audio);
    render_destroy(app->render);
    return rc;
}

int main(int argc, char **argv)
{
    main_keep_freed_memory();
    App app;
    memset(&app, 0, sizeof app);
    app.screens = &main_screens;
    if (main_parse(argc, argv, &app.cfg) != 0)
        return 2;
    settings_default(&app.settings);
    main_prefs(&app);
    const GameRules *rules = NULL;
    GameOptions opts;
    if (main_check_game(&app.cfg, &rules, &opts) != 0)
        return 2;
    if (app.cfg.level >= 0)
        app.settings.level = app.cfg.level;
    if (app.cfg.speed >= 0)
        app.settings.speed = (AnimSpeed)app.cfg.speed;
    SDL_Renderer *sdl = main_open_window(&app);
    if (!sdl)
        return 1;
    int rc = main_play(&app, sdl, rules, &opts);
    main_close_window(&app, sdl);
    return rc;
}
