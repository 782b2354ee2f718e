/*
 * net_host.c - the host's waiting room (net_host.h).
 *
 * At most NH_ROOM connections are greeted at once, each with its own
 * deadline, so a stranger who connects and stalls holds one place for a
 * few seconds, not the host; a connection past the room is closed at once.
 * Every greeting that fails (a wrong code, garbage, silence) counts as
 * wrong: after NET_HOST_WRONG_CODES the listener is closed for the pause,
 * so the system refuses every connection meanwhile, and
 * opened again on the same address and port.
 */
#define _POSIX_C_SOURCE 200809L
#include "net_host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NH_ROOM 8

typedef struct {
    NetLink *link;
    NetSession *s;
    double since;
} Guest;

struct NetHost {
    char address[64];
    int port, side;
    Match *m;
    char code[32];
    NetListener *l;
    Guest room[NH_ROOM];
    int wrong, refused;
    double pause_s, pause_until;
    char error[200];
};

static double nh_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

NetHost *net_host_open(const char *address, int port, Match *m, int side, const char *code, double pause_s, char *err,
                       size_t errlen)
{
    NetHost *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    h->l = net_listen(address, port, err, errlen);
    if (!h->l) {
        free(h);
        return NULL;
    }
    snprintf(h->address, sizeof h->address, "%s", address);
    snprintf(h->code, sizeof h->code, "%s", code);
    h->port = net_listener_port(h->l);
    h->m = m;
    h->side = side;
    h->pause_s = pause_s;
    return h;
}

int net_host_port(const NetHost *h) { return h->port; }
int net_host_refused(const NetHost *h) { return h->refused; }
int net_host_pausing(const NetHost *h) { return h->pause_until > 0; }
const char *net_host_error(const NetHost *h) { return h->error; }

static void nh_drop(Guest *g)
{
    net_session_destroy(g->s);
    net_link_close(g->link);
    memset(g, 0, sizeof *g);
}

/* A greeting that failed: its last words (a refusal) if they go at once. */
static void nh_refuse(NetHost *h, Guest *g, double now)
{
    size_t len, sent;
    const char *box = g->s ? net_session_outbox(g->s, &len) : NULL;
    if (box && len)
        net_link_pump(g->link, box, len, &sent, 0);
    nh_drop(g);
    h->refused++;
    if (++h->wrong >= NET_HOST_WRONG_CODES) {
        net_listener_close(h->l);
        h->l = NULL;
        h->pause_until = now + h->pause_s;
        h->wrong = 0;
        for (int i = 0; i < NH_ROOM; i++)
            if (h->room[i].link)
                nh_drop(&h->room[i]);
    }
}

/* New connections into the room; those past it closed at once. */
static void nh_accept(NetHost *h, double now)
{
    NetLink *k;
    while (h->l && (k = net_accept(h->l)) != NULL) {
        Guest *g = NULL;
        for (int i = 0; i < NH_ROOM && !g; i++)
            if (!h->room[i].link)
                g = &h->room[i];
        if (!g || !(g->s = net_session_host(h->m, h->side, h->code))) {
            net_link_close(k);
            h->refused++;
            continue;
        }
        g->link = k;
        g->since = now;
    }
}

/* One guest's lines; 1 when it greeted with the code. */
static int nh_greet(NetHost *h, Guest *g, double now)
{
    size_t len, sent, n;
    const char *box = net_session_outbox(g->s, &len), *line;
    NetLinkState st = net_link_pump(g->link, box, len, &sent, 0);
    net_session_sent(g->s, sent);
    NetEvent ev;
    while (!net_session_closed(g->s) && !net_session_playing(g->s) && (line = net_link_line(g->link, &n)) != NULL)
        net_session_receive(g->s, line, n, &ev);
    if (net_session_playing(g->s))
        return 1;
    if (net_session_closed(g->s) || st == NET_LINK_CLOSED || now - g->since > NET_HOST_GREETING_S)
        nh_refuse(h, g, now);
    return 0;
}

/* After a pause, the same address and port again. */
static void nh_resume(NetHost *h, double now)
{
    char why[160];
    if (h->l || h->pause_until <= 0 || now < h->pause_until)
        return;
    h->pause_until = 0;
    h->l = net_listen(h->address, h->port, why, sizeof why);
    if (!h->l)
        snprintf(h->error, sizeof h->error, "%s", why);
}

NetSession *net_host_pump(NetHost *h, int wait_ms, NetLink **link)
{
    double end = nh_now() + wait_ms / 1000.0;
    for (;;) {
        double now = nh_now();
        nh_resume(h, now);
        nh_accept(h, now);
        for (int i = 0; i < NH_ROOM; i++) {
            Guest *g = &h->room[i];
            if (g->link && nh_greet(h, g, now)) {
                NetSession *s = g->s;
                *link = g->link;
                memset(g, 0, sizeof *g);
                for (int k = 0; k < NH_ROOM; k++)
                    if (h->room[k].link)
                        nh_drop(&h->room[k]);
                net_listener_close(h->l); /* one friend: nobody else is listened to */
                h->l = NULL;
                h->pause_until = 0;
                return s;
            }
        }
        if (now >= end)
            return NULL;
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
}

void net_host_close(NetHost *h)
{
    if (!h)
        return;
    for (int i = 0; i < NH_ROOM; i++)
        if (h->room[i].link)
            nh_drop(&h->room[i]);
    net_listener_close(h->l);
    free(h);
}
