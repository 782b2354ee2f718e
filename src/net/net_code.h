/*
 * net_code.h - the join code a host shows and its friend types: 50 bits
 * from the system's random source, written in Crockford's base 32 (ten
 * characters, no I, L, O or U to misread), compared in constant time.
 */
#ifndef TABULA_NET_CODE_H
#define TABULA_NET_CODE_H

#include <stddef.h>

#define NET_CODE_CHARS 10
#define NET_CODE_BITS (5 * NET_CODE_CHARS)

/* A fresh code into out (at least NET_CODE_CHARS + 1 bytes): 0, or -1 when
 * the system gives no random bytes (then there is no code to host with). */
int net_code_new(char *out, size_t len);
/* The code a person typed, into its written form: case ignored, I and L
 * read as 1, O as 0, dashes and spaces dropped.  0, or -1 when what is left
 * is not NET_CODE_CHARS characters of the alphabet. */
int net_code_read(const char *typed, char *out, size_t len);
/* The code as it is shown, a dash in its middle: "7KQ2M-9XH3P". */
void net_code_show(const char *code, char *out, size_t len);
/* 1 when the codes are equal, in a time that does not depend on where they
 * differ (both NET_CODE_CHARS long; a code of another length is unequal). */
int net_code_equal(const char *a, const char *b);

#endif
