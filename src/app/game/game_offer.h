/*
 * game_offer.h - draw offers and resignation in the game scene
 * (game_offer.c): a player offers a draw (the computer weighs it with a
 * search of its own, or the other player answers) or resigns after a
 * question; the computer resigns a lost game (the resignation setting) or
 * offers a draw instead of its move, for the player to take or refuse.
 */
#ifndef TABULA_GAME_OFFER_H
#define TABULA_GAME_OFFER_H

#include "game_scene.h"

/* Whether a player may offer a draw or resign now: a game still going
 * with a person in it, no question open, not while the board is being
 * chosen or the computer weighs an offer. */
int sg_can_offer(const GameScene *g);
/* The player to move (against the computer: the player) offers a draw;
 * between two players the other is asked (card filled in). */
void sg_offer_draw(GameScene *g, App *a, AskCard *card);
/* The card that asks the player to confirm a resignation. */
void sg_ask_resign(GameScene *g, App *a, AskCard *card);
/* The answer to a question asked (scene_ask.c). */
void sg_offer_answer(GameScene *g, App *a, int question, int yes);
/* Once a frame: the computer weighs the player's offer for budget
 * seconds, and answers once it has. */
void sg_offer_think(GameScene *g, App *a, double budget);
/* Before the computer's move is played: 1 when it is held, because the
 * computer resigned, offers a draw (card filled in, for the player to
 * answer) or weighs the player's offer. */
int sg_offer_computer(GameScene *g, App *a, AskCard *card);
void sg_offer_free(GameScene *g);
/* Forgets any draw offer in progress (a move taken back, a game begun);
 * made with the scene, the offers' state is made here. */
void sg_offer_reset(GameScene *g);
/* The computer is weighing the player's offer: the board takes no move. */
int sg_offer_weighing(const GameScene *g);
/* The DrawAnswer the computer accepted the player's offer with, -1 when
 * it accepted none since the game (or its last jump). */
int sg_offer_accepted(const GameScene *g);

#endif
