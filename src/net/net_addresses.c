/*
 * net_addresses.c - the addresses a friend may reach this computer at
 * (net_socket.h), for the host to show.
 */
#define _DEFAULT_SOURCE /* getifaddrs */
#include "net_socket.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

int net_local_addresses(char *out, size_t len, int max)
{
    struct ifaddrs *all = NULL;
    int n = 0;
    if (len > 0)
        out[0] = '\0';
    if (getifaddrs(&all) != 0)
        return 0;
    for (const struct ifaddrs *i = all; i && n < max; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & IFF_LOOPBACK) ||
            !(i->ifa_flags & IFF_UP))
            continue;
        char text[INET_ADDRSTRLEN];
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)i->ifa_addr;
        if (!inet_ntop(AF_INET, &in->sin_addr, text, sizeof text))
            continue;
        size_t used = strlen(out);
        if (used + strlen(text) + 3 > len)
            break;
        snprintf(out + used, len - used, "%s%s", n ? ", " : "", text);
        n++;
    }
    freeifaddrs(all);
    return n;
}
