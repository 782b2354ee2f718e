/*
 * engine_util.h - small helpers the engine tests share: make a game from
 * option strings, set and read positions as text, play moves by name, and
 * replay a move's events on the previous position (sowing games).
 */
#ifndef TABULA_ENGINE_UTIL_H
#define TABULA_ENGINE_UTIL_H

#include "game.h"
#include "search.h"

/* A game by name with "key=value" options (NULL-terminated list); fails
 * the test when anything is refused. */
Game *eu_game(const char *name, const char *const *opts);
/* A fresh position parsed from text; fails the test when refused. */
Pos *eu_pos(const Game *g, const char *text);
/* The position as notation text in a static buffer of the caller's. */
void eu_text(const Game *g, const Pos *p, char *buf, size_t len);
/* Plays the named legal move, filling ev (may be NULL); fails the test
 * when the move is not legal. */
void eu_play(const Game *g, Pos *p, const char *move, EventList *ev);
/* Every legal move's name, space separated. */
void eu_legal_text(const Game *g, const Pos *p, char *buf, size_t len);

/* Sowing games: rebuilds the position after a move from the position
 * before it and the move's events alone (pits, stores; the side to move
 * from the extra-turn event and the game's end).  Pits and stores are
 * read and written through the notation, so the test does not need the
 * game's struct. */
void eu_mancala_replay(const Game *g, const Pos *before, const EventList *ev, char *after, size_t len);

/* A position `plies` random moves from the start (fewer when the game
 * ends first; 0: the start itself). */
void eu_random_position(const Game *g, Pos *p, uint64_t *rng, int plies);

/* Plain minimax to the end of the game, no history (values are the
 * game's, side to move's view): the reference the fast methods meet. */
int eu_minimax(const Game *g, const Pos *p);

/* Plain minimax with the search's conventions and the game's history
 * (hist[0..nhist-1], room for the line below): a finished game scores its
 * final value (wins nearer the root worth more), depth 0 the evaluation,
 * and a child's value is negated only when the side to move changed.
 * depth < 0 plays to the end; ply is the root's distance from the search's. */
int eu_minimax_line(const Game *g, const Pos *p, uint64_t *hist, int nhist, int depth, int ply);
/* The same from a root without history, judged as lim says: its
 * evaluation at the horizon, the game's values times its unit, a proven
 * win or loss moved by its decisive part (the search's own unit). */
int eu_minimax_scaled(const Game *g, const Pos *p, uint64_t *hist, int depth, const SearchLimits *lim);

/* K when a long test checks every K-th of its sample (TABULA_TEST_SAMPLE=K,
 * which tools/test.sh sets in the sanitizers' build), else 1. */
int eu_test_sample(void);

#endif
