/*
 * mode_online.h - the game screen's mode for a game with a friend over the
 * network (mode_online.c, docs/network.md): this side's moves and the
 * friend's through one session of the wire, offers and take-backs asked
 * of the friend, the waiting and the reconnection said in the header.
 */
#ifndef TABULA_MODE_ONLINE_H
#define TABULA_MODE_ONLINE_H

#include "game_scene.h"
#include "net_session.h"
#include "net_socket.h"

extern const GameMode sg_mode_online;

/* The scene's game hosted: this side plays `side`, the friend joins at
 * address and port (0: one the system picks) with code.  0, or -1 with
 * the reason. */
int sg_online_host(GameScene *g, App *a, int side, const char *address, int port, const char *code, char *err,
                   size_t errlen);
/* The scene's game joined: session s, play begun, over link k (both
 * taken, also on failure); the scene's match must hold the session's
 * moves.  Address, port and code are kept to come back after a drop.
 * 0, or -1 with the reason. */
int sg_online_join(GameScene *g, App *a, NetSession *s, NetLink *k, const char *address, int port, const char *code,
                   char *err, size_t errlen);
/* Says goodbye to the friend and lets everything go. */
void sg_online_free(GameScene *g);

#endif
