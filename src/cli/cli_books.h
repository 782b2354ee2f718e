/* cli_books.h - where tabula-cli finds the opening books. */
#ifndef TABULA_CLI_BOOKS_H
#define TABULA_CLI_BOOKS_H

#include <stddef.h>

/* The opening books' folder: TABULA_ASSETS/book, else the book folder of
 * the assets next to the program, in its install's data folder, where this
 * build installs them, or (a developer's build) in the source tree, as the
 * window looks for them (asset_path.h).  0 when found. */
int cli_book_dir(char *out, size_t len);

#endif
