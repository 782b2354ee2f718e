/*
 * net_code.c - join codes (net_code.h).
 */
#define _DEFAULT_SOURCE /* getrandom */
#include "net_code.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

static const char nc_alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

int net_code_new(char *out, size_t len)
{
    unsigned char bytes[8];
    if (len < NET_CODE_CHARS + 1 || getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes)
        return -1;
    uint64_t bits = 0;
    for (size_t i = 0; i < sizeof bytes; i++)
        bits = bits << 8 | bytes[i];
    for (int i = 0; i < NET_CODE_CHARS; i++, bits >>= 5)
        out[i] = nc_alphabet[bits & 31];
    out[NET_CODE_CHARS] = '\0';
    return 0;
}

/* The alphabet's character a typed one stands for, or 0. */
static char nc_canonical(char c)
{
    if (c >= 'a' && c <= 'z')
        c = (char)(c - 'a' + 'A');
    if (c == 'I' || c == 'L')
        return '1';
    if (c == 'O')
        return '0';
    return c != '\0' && strchr(nc_alphabet, c) ? c : 0;
}

int net_code_read(const char *typed, char *out, size_t len)
{
    size_t n = 0;
    for (const char *c = typed; *c; c++) {
        if (*c == '-' || *c == ' ')
            continue;
        char k = nc_canonical(*c);
        if (!k || n == NET_CODE_CHARS || n + 1 >= len)
            return -1;
        out[n++] = k;
    }
    if (n != NET_CODE_CHARS)
        return -1;
    out[n] = '\0';
    return 0;
}

void net_code_show(const char *code, char *out, size_t len)
{
    int half = NET_CODE_CHARS / 2;
    snprintf(out, len, "%.*s-%s", half, code, strlen(code) > (size_t)half ? code + half : "");
}

int net_code_equal(const char *a, const char *b)
{
    if (strlen(a) != NET_CODE_CHARS || strlen(b) != NET_CODE_CHARS)
        return 0;
    /* Every character is looked at, whatever the first difference. */
    volatile unsigned char diff = 0;
    for (int i = 0; i < NET_CODE_CHARS; i++)
        diff = (unsigned char)(diff | (a[i] ^ b[i]));
    return diff == 0;
}
