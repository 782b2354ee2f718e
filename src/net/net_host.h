/*
 * net_host.h - a host waiting for its friend (docs/network.md): it
 * listens on the address the player chose, greets whoever connects, a few
 * at a time, each with a deadline, refuses those without the code, stops
 * listening for a while after a few wrong codes, and stops for good once
 * its friend is in.  It never waits longer than asked, so a window pumps
 * it once a frame.
 */
#ifndef TABULA_NET_HOST_H
#define TABULA_NET_HOST_H

#include <stddef.h>

#include "match.h"
#include "net_session.h"
#include "net_socket.h"

/* Seconds a connection has to greet; wrong greetings before a pause; the
 * pause's seconds. */
#define NET_HOST_GREETING_S 5.0
#define NET_HOST_WRONG_CODES 5
#define NET_HOST_PAUSE_S 30.0
/* The port the window hosts on unless the player types another: one port
 * to forward in a router, the same every game. */
#define NET_HOST_PORT 47310

typedef struct NetHost NetHost;

/* A host of match m (borrowed) playing `side` (0 or 1) with join code
 * `code`, listening on address and port (0: one the system picks), pausing
 * pause_s seconds after NET_HOST_WRONG_CODES wrong greetings
 * (NET_HOST_PAUSE_S unless a test wants it short).  NULL with the reason. */
NetHost *net_host_open(const char *address, int port, Match *m, int side, const char *code, double pause_s, char *err,
                       size_t errlen);
int net_host_port(const NetHost *h);
/* Accepts, greets and refuses for about wait_ms (0: one pass).  Once a
 * connection greeted with the code: its session, its link in *link (both
 * the caller's from then on), and the host no longer listens; else NULL. */
NetSession *net_host_pump(NetHost *h, int wait_ms, NetLink **link);
/* Connections refused so far, and whether the host is pausing now (after
 * NET_HOST_WRONG_CODES wrong greetings: nothing is listened to). */
int net_host_refused(const NetHost *h);
int net_host_pausing(const NetHost *h);
/* Why listening stopped for good ("" while it goes on). */
const char *net_host_error(const NetHost *h);
void net_host_close(NetHost *h);

#endif
