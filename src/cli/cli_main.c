/*
 * cli_main.c - tabula-cli: the line protocol on standard input and output
 * (protocol.h), plus three argument modes: `bench`, `match` and `tables`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_bench.h"
#include "cli_books.h"
#include "cli_match.h"
#include "cli_puzzles.h"
#include "cli_net.h"
#include "cli_tables.h"
#include "protocol.h"

#define CLI_OUT_CAP (1 << 17)

static void cli_usage(FILE *f)
{
    fprintf(f, "usage: tabula-cli              read protocol commands from stdin (docs/protocol.md)\n"
               "       tabula-cli bench        run the fixed benchmark\n"
               "       tabula-cli match ...    play levels against each other (tabula-cli match --help)\n"
               "       tabula-cli tables ...   build endgame tables (tabula-cli tables --help)\n"
               "       tabula-cli host ...     play a friend over the network, as the host (tabula-cli host --help)\n"
               "       tabula-cli join ...     join a friend's game over the network (tabula-cli join --help)\n"
               "       tabula-cli puzzles ...  make or prove puzzles (tabula-cli puzzles --help)\n"
               "       tabula-cli --version | --help\n");
}

/* Reads one line of any length into *buf (grown as needed); its length,
 * or -1 at the end of input. */
static long cli_read_line(FILE *in, char **buf, size_t *cap)
{
    size_t n = 0;
    int c;
    while ((c = fgetc(in)) != EOF) {
        if (n + 1 >= *cap) {
            size_t grown = *cap ? *cap * 2 : 8192;
            char *b = realloc(*buf, grown);
            if (!b)
                return -1;
            *buf = b;
            *cap = grown;
        }
        if (c == '\n')
            break;
        (*buf)[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return -1;
    return (long)n;
}

static int cli_protocol(void)
{
    Protocol *pr = protocol_create();
    char *out = malloc(CLI_OUT_CAP);
    if (!pr || !out) {
        fprintf(stderr, "tabula-cli: out of memory\n");
        return 1;
    }
    char books[4200];
    if (cli_book_dir(books, sizeof books) == 0)
        protocol_set_book_dir(pr, books);
    char *line = NULL;
    size_t cap = 0;
    long n;
    int quit = 0;
    while (!quit && (n = cli_read_line(stdin, &line, &cap)) >= 0) {
        size_t len = protocol_handle(pr, line ? line : "", (size_t)n, out, CLI_OUT_CAP, &quit);
        if (len) {
            fwrite(out, 1, len, stdout);
            fflush(stdout);
        }
    }
    free(line);
    free(out);
    protocol_destroy(pr);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 1)
        return cli_protocol();
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        cli_usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tabula-cli %s\n", TABULA_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "bench") == 0)
        return cli_bench(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(argv[1], "match") == 0)
        return cli_match(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(argv[1], "tables") == 0)
        return cli_tables(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(argv[1], "host") == 0)
        return cli_host(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(argv[1], "join") == 0)
        return cli_join(argc - 2, argv + 2, stdout, stderr);
    if (strcmp(argv[1], "puzzles") == 0)
        return cli_puzzles(argc - 2, argv + 2, stdout, stderr);
    fprintf(stderr, "tabula-cli: unknown mode '%s'\n", argv[1]);
    cli_usage(stderr);
    return 2;
}
