/*
 * scene_online.c - "Play a friend online" (screens.h): host the game
 * chosen in the menu, or join a friend's.  The host chooses its side, who
 * may join (any computer, or this one only) and the port, and goes to the
 * game screen, which shows the address, the port and the code to pass on
 * while it waits.  The friend types the address, the port and the code;
 * the connection and the greeting run here, a frame at a time, and the
 * game screen opens once the host's game is in.  Either side may close
 * the wait (Back, Cancel, Escape).
 */
#include "screens.h"

#include "game_look.h"
#include "lang.h"
#include "net_code.h"
#include "net_host.h"
#include "net_session.h"
#include "net_socket.h"
#include "scene_game.h"
#include "settings.h"
#include "ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ON_ROLE, ON_SIDE, ON_REACH, ON_ADDRESS, ON_PORT, ON_CODE, ON_GO, ON_BACK };

typedef struct {
    Scene base;
    Ui ui;
    int join;             /* the form: host (0) or join (1) */
    int side, reach_any;  /* the host's side; it listens on every address (1) or the loopback */
    char address[64], port[8], code[16];
    char joined[NET_CODE_CHARS + 1]; /* the code as read, for the game to come back with */
    char notice[160];     /* what went wrong, or the connection under way (the subtitle) */
    NetLink *link;        /* the join under way */
    NetSession *session;
} OnlineScene;

static const GameRules *on_rules(const App *a) { return game_registry[a->settings.last_game]; }

static void on_build(OnlineScene *o, App *a)
{
    int focus = o->ui.focus, busy = o->session != NULL;
    const GameLook *look = game_look(on_rules(a));
    char game[128];
    look->describe(&a->settings.options[a->settings.last_game], 0, game, sizeof game);
    ui_clear(&o->ui, tr(T_ONLINE_TITLE));
    if (o->notice[0])
        memcpy(o->ui.subtitle, o->notice, sizeof o->notice);
    else if (o->join)
        snprintf(o->ui.subtitle, sizeof o->ui.subtitle, "%s", tr(T_ONLINE_JOIN_SUB));
    else
        snprintf(o->ui.subtitle, sizeof o->ui.subtitle, tr(T_ONLINE_HOST_SUB), game);
    ui_named(ui_choice(&o->ui, ON_ROLE, tr(T_ONLINE_ROLE), tr(o->join ? T_ONLINE_JOINING : T_ONLINE_HOST)), "role")
        ->enabled = !busy;
    ui_named(ui_choice(&o->ui, ON_SIDE, tr(T_ONLINE_SIDE), tr(look->side_name[o->side])), "side")->hidden = o->join;
    ui_named(ui_choice(&o->ui, ON_REACH, tr(T_ONLINE_REACH), tr(o->reach_any ? T_ONLINE_REACH_ANY : T_ONLINE_REACH_LOCAL)),
             "reach")
        ->hidden = o->join;
    UiRow *row = ui_named(ui_text(&o->ui, ON_ADDRESS, tr(T_ONLINE_ADDRESS), o->address, 45), "address");
    row->hidden = !o->join;
    row->enabled = !busy;
    ui_named(ui_text(&o->ui, ON_PORT, tr(T_ONLINE_PORT), o->port, 5), "port")->enabled = !busy;
    row = ui_named(ui_text(&o->ui, ON_CODE, tr(T_ONLINE_CODE), o->code, 13), "code");
    row->hidden = !o->join;
    row->enabled = !busy;
    ui_named(ui_button(&o->ui, ON_GO, tr(busy ? T_ONLINE_CANCEL : o->join ? T_ONLINE_JOIN : T_ONLINE_OPEN)), "go");
    ui_named(ui_button(&o->ui, ON_BACK, tr(T_BACK)), "back");
    o->ui.focus = focus;
}

/* The port typed: 1 to 65535, or -1. */
static int on_port(const OnlineScene *o)
{
    char *end;
    long p = strtol(o->port, &end, 10);
    return o->port[0] && *end == '\0' && p >= 1 && p <= 65535 ? (int)p : -1;
}

static void on_stop(OnlineScene *o)
{
    net_session_destroy(o->session);
    net_link_close(o->link);
    o->session = NULL;
    o->link = NULL;
}

/* The game hosted: the game screen waits for the friend. */
static void on_host(OnlineScene *o, App *a)
{
    char code[NET_CODE_CHARS + 1], err[256];
    int port = on_port(o);
    if (port < 0) {
        snprintf(o->notice, sizeof o->notice, "%s", tr(T_ONLINE_BAD_PORT));
        return;
    }
    /* A code given for a scripted run (tests, the gallery), else a fresh one. */
    if (a->cfg.net_code ? net_code_read(a->cfg.net_code, code, sizeof code) != 0
                        : net_code_new(code, sizeof code) != 0) {
        snprintf(o->notice, sizeof o->notice, tr(T_ONLINE_CANNOT_HOST), "no join code");
        return;
    }
    Scene *s = scene_game_host(a, on_rules(a), &a->settings.options[a->settings.last_game], o->side,
                               o->reach_any ? "0.0.0.0" : "127.0.0.1", port, code, err, sizeof err);
    if (!s) {
        snprintf(o->notice, sizeof o->notice, tr(T_ONLINE_CANNOT_HOST), err);
        return;
    }
    app_switch(a, s);
}

/* The join begun: the connection made, the greeting sent. */
static void on_join(OnlineScene *o)
{
    char code[NET_CODE_CHARS + 1], err[200];
    if (!o->address[0]) {
        snprintf(o->notice, sizeof o->notice, "%s", tr(T_ONLINE_NO_ADDRESS));
        return;
    }
    if (on_port(o) < 0 || net_code_read(o->code, code, sizeof code) != 0) {
        snprintf(o->notice, sizeof o->notice, "%s", tr(on_port(o) < 0 ? T_ONLINE_BAD_PORT : T_ONLINE_BAD_CODE));
        return;
    }
    o->link = net_connect(o->address, on_port(o), err, sizeof err);
    o->session = o->link ? net_session_join(code) : NULL;
    memcpy(o->joined, code, sizeof o->joined);
    if (!o->session) {
        snprintf(o->notice, sizeof o->notice, tr(T_ONLINE_FAILED), o->link ? tr(T_OUT_OF_MEMORY) : err);
        on_stop(o);
        return;
    }
    char where[96];
    snprintf(where, sizeof where, "%s:%d", o->address, on_port(o));
    snprintf(o->notice, sizeof o->notice, tr(T_ONLINE_CONNECTING), where);
}

/* A frame of the join under way: the greeting, then the game screen. */
static void on_think(Scene *s, App *a, double budget)
{
    OnlineScene *o = (OnlineScene *)s;
    (void)budget;
    if (!o->session)
        return;
    size_t len, sent = 0, n;
    const char *box = net_session_outbox(o->session, &len), *line;
    NetLinkState st = net_link_pump(o->link, box, len, &sent, 0);
    net_session_sent(o->session, sent);
    NetEvent ev = {NET_EV_NONE, MOVE_NONE, ""};
    while (!net_session_closed(o->session) && !net_session_playing(o->session) &&
           (line = net_link_line(o->link, &n)) != NULL)
        net_session_receive(o->session, line, n, &ev);
    if (net_session_playing(o->session)) {
        char err[sizeof o->notice];
        int port = on_port(o);
        Scene *game = scene_game_join(a, o->session, o->link, o->address, port, o->joined, err, sizeof err);
        o->session = NULL; /* taken */
        o->link = NULL;
        if (game)
            app_switch(a, game);
        else
            snprintf(o->notice, sizeof o->notice, "%s", err);
        return;
    }
    if (net_session_closed(o->session) || st == NET_LINK_CLOSED) {
        snprintf(o->notice, sizeof o->notice, tr(T_ONLINE_FAILED),
                 ev.kind == NET_EV_CLOSED ? ev.text : net_link_error(o->link)[0] ? net_link_error(o->link) : "closed");
        on_stop(o);
    }
}

/* Open the game, join, or cancel the join under way. */
static void on_go(OnlineScene *o, App *a)
{
    int cancel = o->session != NULL;
    on_stop(o);
    o->notice[0] = '\0';
    if (cancel)
        return;
    if (o->join)
        on_join(o);
    else
        on_host(o, a);
}

static void on_input(Scene *s, App *a, const Input *in)
{
    OnlineScene *o = (OnlineScene *)s;
    if (in->kind == IN_KEY && in->key == SDLK_ESCAPE) {
        on_stop(o);
        app_switch(a, a->screens->menu(a));
        return;
    }
    UiAction act = ui_input(&o->ui, in);
    switch (act.id) {
    case ON_ROLE:
        o->join ^= 1;
        o->notice[0] = '\0';
        break;
    case ON_SIDE:
        o->side ^= 1;
        break;
    case ON_REACH:
        o->reach_any ^= 1;
        break;
    case ON_ADDRESS:
    case ON_PORT:
    case ON_CODE:
        if (act.delta == UI_EDITED) {
            char *to = act.id == ON_ADDRESS ? o->address : act.id == ON_PORT ? o->port : o->code;
            size_t cap = act.id == ON_ADDRESS ? sizeof o->address : act.id == ON_PORT ? sizeof o->port : sizeof o->code;
            snprintf(to, cap, "%s", ui_find(&o->ui, act.id)->value);
            o->notice[0] = '\0';
        } else if (act.id == ON_CODE) { /* Enter on the last field: as Join */
            on_go(o, a);
        } else { /* Enter: the next field */
            (void)ui_input(&o->ui, &(Input){.kind = IN_KEY, .key = SDLK_TAB});
        }
        break;
    case ON_GO:
        on_go(o, a);
        break;
    case ON_BACK:
        on_stop(o);
        app_switch(a, a->screens->menu(a));
        return;
    default:
        break;
    }
}

static void on_draw(Scene *s, App *a, double alpha)
{
    OnlineScene *o = (OnlineScene *)s;
    (void)alpha;
    Render *r = a->render;
    SDL_FRect all = {0, 0, (float)render_width(r), (float)render_height(r)};
    ui_draw_table(r);
    on_build(o, a);
    ui_layout(&o->ui, r, all);
    ui_draw(&o->ui, r);
}

static void on_update(Scene *s, App *a, double dt)
{
    OnlineScene *o = (OnlineScene *)s;
    (void)dt;
    snprintf(a->result, sizeof a->result, "online-form %s %s notice [%s]", o->join ? "join" : "host",
             o->session ? "connecting" : "idle", o->notice);
}

static void on_destroy(Scene *s)
{
    on_stop((OnlineScene *)s);
    free(s);
}

static int on_locate(Scene *s, App *a, const char *name, float *x, float *y)
{
    (void)a;
    return ui_locate(&((OnlineScene *)s)->ui, name, x, y);
}

static const SceneVt on_vt = {on_input, on_update, on_think, on_draw, on_destroy, 0, NULL, on_locate};

Scene *scene_online_create(App *a)
{
    OnlineScene *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->base.vt = &on_vt;
    o->reach_any = 1;
    snprintf(o->port, sizeof o->port, "%d", NET_HOST_PORT);
    on_build(o, a);
    return &o->base;
}
