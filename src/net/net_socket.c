/*
 * net_socket.c - TCP listeners and links (net_socket.h), on POSIX sockets
 * set non-blocking, waited on with poll.
 */
#define _POSIX_C_SOURCE 200809L
#include "net_socket.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "net_wire.h"

/* What a link keeps of what arrived: a few lines; a peer that sends more
 * without them being read is not playing. */
#define NS_IN_MAX (8 * NET_LINE_MAX)

struct NetListener {
    int fd, port;
};

struct NetLink {
    int fd;
    NetLinkState state;
    char in[NS_IN_MAX + 1];
    size_t in_len, taken; /* bytes held; bytes of the line last handed out */
    double last;          /* when the last byte arrived */
    char error[160];
    char peer[80];
};

static double nk_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int nk_nonblocking(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 ? 0 : -1;
}

static void nk_name(const struct sockaddr *sa, char *out, size_t len)
{
    char host[64] = "?", port[16] = "?";
    getnameinfo(sa, sa->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in), host,
                sizeof host, port, sizeof port, NI_NUMERICHOST | NI_NUMERICSERV);
    snprintf(out, len, sa->sa_family == AF_INET6 ? "[%s]:%s" : "%s:%s", host, port);
}

NetListener *net_listen(const char *address, int port, char *err, size_t errlen)
{
    struct addrinfo hints, *ai = NULL;
    char service[16];
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE;
    snprintf(service, sizeof service, "%d", port);
    if (port < 0 || port > 65535 || getaddrinfo(address, service, &hints, &ai) != 0) {
        snprintf(err, errlen, "%s:%d is not an address to listen on", address, port);
        return NULL;
    }
    NetListener *l = calloc(1, sizeof *l);
    int fd = l ? socket(ai->ai_family, ai->ai_socktype, 0) : -1, one = 1;
    if (fd >= 0)
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || bind(fd, ai->ai_addr, ai->ai_addrlen) != 0 || listen(fd, 16) != 0 || nk_nonblocking(fd) != 0) {
        snprintf(err, errlen, "cannot listen on %s:%d: %s", address, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        free(l);
        freeaddrinfo(ai);
        return NULL;
    }
    freeaddrinfo(ai);
    struct sockaddr_storage sa;
    socklen_t salen = sizeof sa;
    l->fd = fd;
    if (getsockname(fd, (struct sockaddr *)&sa, &salen) == 0)
        l->port = ntohs(sa.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&sa)->sin6_port
                                                 : ((struct sockaddr_in *)&sa)->sin_port);
    return l;
}

int net_listener_port(const NetListener *l) { return l->port; }

static NetLink *nk_link(int fd, NetLinkState state, const struct sockaddr *sa)
{
    NetLink *k = calloc(1, sizeof *k);
    int one = 1;
    if (!k || nk_nonblocking(fd) != 0) {
        close(fd);
        free(k);
        return NULL;
    }
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one); /* a move is a small line: send it now */
    k->fd = fd;
    k->state = state;
    k->last = nk_now();
    nk_name(sa, k->peer, sizeof k->peer);
    return k;
}

NetLink *net_accept(NetListener *l)
{
    struct sockaddr_storage sa;
    socklen_t salen = sizeof sa;
    int fd = accept(l->fd, (struct sockaddr *)&sa, &salen);
    return fd >= 0 ? nk_link(fd, NET_LINK_OPEN, (struct sockaddr *)&sa) : NULL;
}

void net_listener_close(NetListener *l)
{
    if (!l)
        return;
    close(l->fd);
    free(l);
}

NetLink *net_connect(const char *host, int port, char *err, size_t errlen)
{
    struct addrinfo hints, *ai = NULL;
    char service[16];
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    snprintf(service, sizeof service, "%d", port);
    if (port <= 0 || port > 65535 || getaddrinfo(host, service, &hints, &ai) != 0) {
        snprintf(err, errlen, "%s:%d is not an address Tabula can find", host, port);
        return NULL;
    }
    int fd = socket(ai->ai_family, ai->ai_socktype, 0);
    NetLink *k = fd >= 0 ? nk_link(fd, NET_LINK_CONNECTING, ai->ai_addr) : NULL;
    if (k && connect(fd, ai->ai_addr, ai->ai_addrlen) == 0)
        k->state = NET_LINK_OPEN;
    else if (k && errno != EINPROGRESS) {
        snprintf(k->error, sizeof k->error, "cannot connect to %s: %s", k->peer, strerror(errno));
        k->state = NET_LINK_CLOSED;
    }
    freeaddrinfo(ai);
    if (!k)
        snprintf(err, errlen, "cannot make a connection: %s", strerror(errno));
    return k;
}

static NetLinkState nk_fail(NetLink *k, const char *why)
{
    if (k->state != NET_LINK_CLOSED)
        snprintf(k->error, sizeof k->error, "%s", why);
    k->state = NET_LINK_CLOSED;
    return k->state;
}

/* Reads what waits, keeping at most NS_IN_MAX bytes. */
static void nk_read(NetLink *k)
{
    for (;;) {
        if (k->in_len >= NS_IN_MAX) {
            nk_fail(k, "the other side sends more than it should");
            return;
        }
        ssize_t n = recv(k->fd, k->in + k->in_len, NS_IN_MAX - k->in_len, 0);
        if (n > 0) {
            k->in_len += (size_t)n;
            k->last = nk_now();
        } else if (n == 0) {
            nk_fail(k, "the other side closed the connection");
            return;
        } else {
            if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
                nk_fail(k, strerror(errno));
            return;
        }
    }
}

NetLinkState net_link_pump(NetLink *k, const char *out, size_t len, size_t *sent, int wait_ms)
{
    *sent = 0;
    if (k->state == NET_LINK_CLOSED)
        return k->state;
    struct pollfd pfd = {k->fd, (short)(POLLIN | (len > 0 || k->state == NET_LINK_CONNECTING ? POLLOUT : 0)), 0};
    if (poll(&pfd, 1, wait_ms) < 0)
        return errno == EINTR ? k->state : nk_fail(k, strerror(errno));
    if (k->state == NET_LINK_CONNECTING) {
        int soerr = 0;
        socklen_t sl = sizeof soerr;
        if (!(pfd.revents & (POLLOUT | POLLERR | POLLHUP)))
            return k->state;
        if (getsockopt(k->fd, SOL_SOCKET, SO_ERROR, &soerr, &sl) != 0 || soerr != 0) {
            char why[160];
            snprintf(why, sizeof why, "cannot connect to %s: %s", k->peer, strerror(soerr ? soerr : errno));
            return nk_fail(k, why);
        }
        k->state = NET_LINK_OPEN;
    }
    if (len > 0 && (pfd.revents & POLLOUT)) {
        ssize_t n = send(k->fd, out, len, MSG_NOSIGNAL);
        if (n > 0)
            *sent = (size_t)n;
        else if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            return nk_fail(k, strerror(errno));
    }
    if (pfd.revents & (POLLIN | POLLHUP | POLLERR))
        nk_read(k);
    return k->state;
}

const char *net_link_line(NetLink *k, size_t *len)
{
    /* The line handed out last goes now. */
    memmove(k->in, k->in + k->taken, k->in_len - k->taken);
    k->in_len -= k->taken;
    k->taken = 0;
    char *nl = memchr(k->in, '\n', k->in_len);
    if (!nl) {
        if (k->in_len >= NET_LINE_MAX)
            nk_fail(k, "a line too long");
        return NULL;
    }
    size_t n = (size_t)(nl - k->in);
    if (n >= NET_LINE_MAX) {
        nk_fail(k, "a line too long");
        return NULL;
    }
    k->taken = n + 1;
    if (n > 0 && k->in[n - 1] == '\r')
        n--;
    k->in[n] = '\0';
    *len = n;
    return k->in;
}

const char *net_link_error(const NetLink *k) { return k->state == NET_LINK_CLOSED ? k->error : ""; }
double net_link_quiet(const NetLink *k) { return nk_now() - k->last; }
const char *net_link_peer(const NetLink *k) { return k->peer; }

void net_link_close(NetLink *k)
{
    if (!k)
        return;
    close(k->fd);
    free(k);
}
