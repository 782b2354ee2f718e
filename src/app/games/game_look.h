/*
 * game_look.h - how the window shows each game: the board it is played
 * on, its title and sides, what the figures on the cards count, the
 * words of its options and its pages of rules.
 *
 * The files games/look_*.c are the one place in the window that knows the
 * games one by one; the menu, the settings, the game screen, the saved
 * games and the rules screen ask here (tools/check_layers.sh fails on a
 * game's name anywhere else in src/app).  A fifth game adds a look and
 * its texts (lang.h).
 */
#ifndef TABULA_GAME_LOOK_H
#define TABULA_GAME_LOOK_H

#include "board.h"
#include "game.h"
#include "lang.h"

/* No text: an unused TextId. */
#define LOOK_NONE T_COUNT

/* How the menu words one of the game's options (game.h's OptionDesc). */
typedef struct {
    const char *key;       /* the option's key in the engine */
    TextId label;          /* the menu row's label */
    TextId names[4];       /* an enumeration's values from its min; LOOK_NONE: a number */
    TextId number;         /* a number's words ("%d men or fewer"); LOOK_NONE: the number alone */
    int offset;            /* added to the value before it is written */
    TextId zero;           /* what 0 means when it turns the rule off; LOOK_NONE: a number */
} OptionLook;

/* The option the first side chooses before its first move (game.h's
 * OptionDesc.chosen_at_start), as the screen says it. */
typedef struct {
    TextId status_you;      /* the status line while a human chooses */
    TextId status_computer; /* ... while the computer does */
    TextId chosen;          /* the notice once chosen, with the value's name */
    TextId value_name;      /* the first value's name; the others follow it */
    TextId no_hint;         /* a hint asked for while a human chooses */
    const char *report;     /* its word in --print-result ("edge") */
    TextId label;           /* the position editor's row, where it is an option */
} StartChoice;

/* A page of the rules screen: a title, a paragraph and a small board
 * that shows it. */
typedef struct {
    TextId title;
    TextId text;
    int npits;
    int counts[14];   /* pits then the two stores */
    int from, to;     /* highlighted pit and landing spot, -1 for none */
    TextId label;
    /* Grid games: the pieces after the move (n*n of 'B', 'W' in Hasami;
     * 'S', 'K' Rouge and 's', 'k' Ocre in Khan; '.'), the pieces the move
     * took, as squares like "d5 e5", the squares a piece may reach, and
     * the square under the Khan. */
    const char *grid;
    const char *taken;
    const char *dests;
    const char *marker;
} RulesPage;

typedef struct {
    const GameRules *rules;
    TextId title;                  /* the game's name, as the language calls it */
    /* The board for these options. */
    void (*board)(const GameOptions *o, BoardFlavour *f);
    /* The title with its options ("Kalah · 6 pits, 4 seeds"); choosing:
     * the first side is still choosing its start option. */
    void (*describe)(const GameOptions *o, int choosing, char *buf, size_t len);
    TextId side_name[2];           /* "Player 1", "Black" */
    /* Under each player's name: what is theirs ("pits A–F"). */
    void (*side_desc)(const GameOptions *o, int side, char *buf, size_t len);
    TextId score_caption;          /* under the figure on a card: "in store", "taken" */
    TextId final_counts;           /* after the final score: " men left"; LOOK_NONE */
    int counts_decide_nothing;     /* 1: the result says why it ended without the final counts */
    /* Why the rules' own end came (not a repetition, no progress or
     * passes): "a lead of 4 men", "Kalista taken by you"; winner: the
     * winner's name as the result writes it. */
    void (*why_over)(const GameOptions *o, const GameStatus *st, const char *winner, char *buf, size_t len);
    TextId unit[3];                /* a review's values: one, N, N.D men or pieces */
    const OptionLook *options;     /* the menu's rows, in their order */
    int noptions;
    const StartChoice *choice;     /* NULL: nothing is chosen at the start */
    /* The position editor's palette: the name of each piece code of the
     * game's sketch (pos_edit.h; [0], the empty square, unused), and of
     * its marker; NULL and LOOK_NONE for the sowing games. */
    const TextId *piece_names;
    TextId marker_name;
    const RulesPage *pages;
    int npages;
} GameLook;

/* The looks of every game, in the registry's order; NULL-terminated. */
extern const GameLook *const game_looks[];

/* The look of the game with these rules (every registered game has one). */
const GameLook *game_look(const GameRules *rules);
/* The look of option i of the rules (OptionDesc order), or NULL. */
const OptionLook *game_look_option(const GameLook *l, int i);
/* Option i's value v in the menu's words. */
void game_look_value(const GameLook *l, int i, int v, char *buf, size_t len);
/* The name of the start choice's value v ("south"). */
const char *game_look_choice_name(const GameLook *l, int v);

#endif
