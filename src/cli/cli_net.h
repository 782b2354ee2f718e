/* cli_net.h - tabula-cli's host and join modes: one game over the network,
 * this side played by a computer level (cli_net.c). */
#ifndef TABULA_CLI_NET_H
#define TABULA_CLI_NET_H

#include <stdio.h>

/* argv: the mode's arguments; the exit status: 0 when the game ended, 1
 * when the connection did first, 2 for a bad argument. */
int cli_host(int argc, char **argv, FILE *out, FILE *err);
int cli_join(int argc, char **argv, FILE *out, FILE *err);

#endif
