/*
 * net_socket.h - TCP for a game over the network: a listener and links,
 * never blocking longer than asked, so the window can pump them once a
 * frame and tabula-cli can wait on them.  A link reads whole lines: a
 * line longer than NET_LINE_MAX, or more bytes waiting than a few lines,
 * ends it, as does a peer that closes.
 */
#ifndef TABULA_NET_SOCKET_H
#define TABULA_NET_SOCKET_H

#include <stddef.h>

typedef struct NetListener NetListener;
typedef struct NetLink NetLink;

/* Listens on address (a numeric IPv4 or IPv6 address: "127.0.0.1",
 * "0.0.0.0", "::") and port (0: one the system picks).  NULL with the
 * reason. */
NetListener *net_listen(const char *address, int port, char *err, size_t errlen);
int net_listener_port(const NetListener *l);
/* A connection that arrived, or NULL when none waits. */
NetLink *net_accept(NetListener *l);
void net_listener_close(NetListener *l);

/* Starts connecting to host (a name or a numeric address) and port: the
 * link is up once net_link_pump says so.  NULL with the reason when the
 * name does not resolve or no socket can be made. */
NetLink *net_connect(const char *host, int port, char *err, size_t errlen);

typedef enum { NET_LINK_CONNECTING, NET_LINK_OPEN, NET_LINK_CLOSED } NetLinkState;

/* Sends what it can of out (len bytes; *sent says how many went) and
 * reads what arrived, waiting at most wait_ms for either (0: not at all).
 * Its state after. */
NetLinkState net_link_pump(NetLink *l, const char *out, size_t len, size_t *sent, int wait_ms);
/* The next whole line received, without its '\n' (and a '\r' before it),
 * valid until the next call on l; NULL when none is whole yet. */
const char *net_link_line(NetLink *l, size_t *len);
/* Why the link closed ("" while it is not closed). */
const char *net_link_error(const NetLink *l);
/* Seconds since the last byte arrived (or the link was made). */
double net_link_quiet(const NetLink *l);
/* The peer's address, "ADDRESS:PORT". */
const char *net_link_peer(const NetLink *l);
void net_link_close(NetLink *l);

/* This computer's IPv4 addresses other than the loopback, at most max of
 * them, ", " between them, into out (net_addresses.c); how many. */
int net_local_addresses(char *out, size_t len, int max);

#endif
