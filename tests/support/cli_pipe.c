/* cli_pipe.c - running tabula-cli through pipes (cli_pipe.h). */
#define _POSIX_C_SOURCE 200809L /* fork, pipe, waitpid */
#include "cli_pipe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int cli_pipe_run(const char *args, const char *input, size_t len, char *out, size_t cap)
{
    char in_path[] = "/tmp/tabula-cli-in-XXXXXX";
    int fd = mkstemp(in_path);
    if (fd < 0)
        return -1;
    if (write(fd, input, len) != (ssize_t)len) {
        close(fd);
        unlink(in_path);
        return -1;
    }
    close(fd);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "'%s' %s < '%s'", TABULA_CLI_PATH, args ? args : "", in_path);
    FILE *p = popen(cmd, "r");
    if (!p) {
        unlink(in_path);
        return -1;
    }
    size_t n = fread(out, 1, cap - 1, p);
    out[n] = '\0';
    int st = pclose(p);
    unlink(in_path);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int cli_pipe_answers(char *out, char **answers, int max)
{
    int n = 0;
    char *s = out;
    while (*s && n < max) {
        char *end = strstr(s, "\n\n");
        if (!end)
            break;
        *end = '\0';
        answers[n++] = s;
        s = end + 2;
    }
    return n;
}
