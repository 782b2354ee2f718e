/*
 * large_alloc.c - memory for big tables (large_alloc.h).
 *
 * Every probe of a table of tens of megabytes lands on a page of its own,
 * and with 4 KiB pages nearly every one also misses the address
 * translation cache; that walk can cost as much as the memory access.
 * Linux backs a 2 MiB-aligned block with huge pages when asked (and when
 * transparent huge pages are set to "madvise" or "always"), which removes
 * most of those walks.  Elsewhere, or when that fails, it is plain malloc.
 */
#define _DEFAULT_SOURCE /* madvise */
#include "large_alloc.h"

#include <stdlib.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#define LARGE_PAGE ((size_t)2 << 20)

void *large_alloc(size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= LARGE_PAGE) {
        size_t rounded = (bytes + LARGE_PAGE - 1) / LARGE_PAGE * LARGE_PAGE;
        void *p = rounded >= bytes ? aligned_alloc(LARGE_PAGE, rounded) : NULL;
        if (p) {
            (void)madvise(p, rounded, MADV_HUGEPAGE); /* only advice: a refusal costs speed, not memory */
            return p;
        }
    }
#endif
    return malloc(bytes ? bytes : 1);
}
