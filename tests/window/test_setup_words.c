/*
 * test_setup_words.c - why a position is refused, in a player's words
 * (src/app/screens/setup_words.c): each reason a position editor can meet,
 * made by the engine from a real position (a sketch built, or a pasted
 * text read), and its exact English and French; then every code worded in
 * both languages with nothing left unfilled.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "game_look.h"
#include "lang.h"
#include "pos_edit.h"
#include "setup_words.h"

/* French puts a no-break space before : ; ? ! */
#define NB "\xc2\xa0"

/* ---- helpers ---- */

static Game *sw_game(const char *name, const char *opt)
{
    const GameRules *r = game_find(name);
    cr_assert_not_null(r, "no game %s", name);
    GameOptions o;
    char err[256];
    game_options_default(r, &o);
    if (opt)
        cr_assert_eq(game_options_set(r, &o, opt, err, sizeof err), 0, "%s: %s", opt, err);
    Game *g = game_create(r, &o, err, sizeof err);
    cr_assert_not_null(g, "%s", err);
    return g;
}

/* The square of a grid game named as the notation does ("c5"). */
static int sq(const Game *g, const char *name)
{
    PosLayout l;
    cr_assert_eq(pos_layout(g, &l), 0);
    return (name[1] - '1') * l.width + (name[0] - 'a');
}

static void sketch_of(const Game *g, const char *text, PosSketch *sk)
{
    Pos *p = pos_new(g);
    char err[256];
    cr_assert_eq(game_parse_position(g, text, p, NULL, err, sizeof err), 0, "%s: %s", text, err);
    cr_assert_eq(pos_sketch_read(g, p, sk), 0);
    pos_free(p);
}

/* The refusal of sk, which must be refused for `want`. */
static PosCheck built(const Game *g, const PosSketch *sk, PosProblem want)
{
    Pos *p = pos_new(g);
    PosCheck why;
    cr_assert_eq(pos_sketch_build(g, sk, p, &why), -1, "%s: built, wanted refusal %d", g->rules->name, (int)want);
    cr_assert_eq(why.problem, want, "%s: refused for %d, wanted %d", g->rules->name, (int)why.problem, (int)want);
    pos_free(p);
    return why;
}

/* The refusal of a pasted text, which must be refused for `want`. */
static PosCheck read_refused(const Game *g, const char *text, PosProblem want)
{
    Pos *p = pos_new(g);
    PosCheck why;
    cr_assert_neq(game_parse_position(g, text, p, &why, NULL, 0), 0, "accepted %s", text);
    cr_assert_eq(why.problem, want, "'%s': refused for %d, wanted %d", text, (int)why.problem, (int)want);
    pos_free(p);
    return why;
}

static void words_in(Lang lang, const Game *g, const PosCheck *why, char *buf, size_t len)
{
    lang_set(lang);
    setup_refusal_text(game_look(g->rules), g, why, buf, len);
    lang_set(LANG_EN);
}

/* The refusal says en in English and fr in French. */
static void says(const Game *g, const PosCheck *why, const char *en, const char *fr)
{
    char text[512];
    words_in(LANG_EN, g, why, text, sizeof text);
    cr_expect_str_eq(text, en);
    words_in(LANG_FR, g, why, text, sizeof text);
    cr_expect_str_eq(text, fr);
}

/* ---- the material ---- */

Test(setup_words, oware_seed_total)
{
    Game *g = sw_game("oware", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    sk.place[0] = 5;
    PosCheck why = built(g, &sk, POS_SEED_TOTAL);
    says(g, &why, "The board holds 49 seeds; Oware has 48.",
         "Le plateau compte 49 graines" NB "; Awélé se joue avec 48.");
    game_destroy(g);
}

Test(setup_words, kalah_seed_total)
{
    Game *g = sw_game("kalah", "pits=4");
    PosSketch sk;
    pos_sketch_start(g, &sk);
    sk.place[8] = 1; /* one seed too many in player 1's store */
    PosCheck why = built(g, &sk, POS_SEED_TOTAL);
    says(g, &why, "The board holds 33 seeds; Kalah has 32.",
         "Le plateau compte 33 graines" NB "; Kalah se joue avec 32.");
    game_destroy(g);
}

Test(setup_words, hasami_too_many_men)
{
    Game *g = sw_game("hasami", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    sk.place[sq(g, "e5")] = 1;
    PosCheck why = built(g, &sk, POS_TOO_MANY_MEN);
    says(g, &why, "Black has 10 men; a side has 9 at most.", "Noir a 10 pions" NB "; un camp en a 9 au plus.");
    game_destroy(g);
}

#define KHAN_START ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,0"
#define KHAN_AFTER_ROUGE ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/o/0,0"

Test(setup_words, khan_no_kalista)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, KHAN_AFTER_ROUGE, &sk); /* Rouge has just moved, without its Kalista */
    sk.place[sq(g, "c6")] = 0;
    sk.marker = sq(g, "a5");
    PosCheck why = built(g, &sk, POS_NO_KALISTA);
    says(g, &why, "Rouge has no Kalista, yet has just moved: only the other side's move can take it.",
         "Rouge n'a pas de Kalista mais vient de jouer" NB ": seul un coup adverse peut la prendre.");
    game_destroy(g);
}

Test(setup_words, khan_two_kalistas)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, KHAN_START, &sk);
    sk.place[sq(g, "a1")] = 4; /* a second Ocre Kalista */
    sk.place[sq(g, "b1")] = 0;
    PosCheck why = built(g, &sk, POS_TWO_KALISTAS);
    says(g, &why, "Ocre has two Kalistas; a side has only one.", "Ocre a deux Kalistas" NB "; un camp n'en a qu'une.");
    game_destroy(g);
}

Test(setup_words, khan_too_many_sbires)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, KHAN_START, &sk);
    sk.place[sq(g, "c5")] = 1; /* a sixth Rouge sbire */
    PosCheck why = built(g, &sk, POS_TOO_MANY_SBIRES);
    says(g, &why, "Rouge has 6 sbires on the board and in reserve; a side has 5 at most.",
         "Rouge a 6 sbires sur le plateau et en réserve" NB "; un camp en a 5 au plus.");
    game_destroy(g);
}

Test(setup_words, khan_sbires_missing)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, KHAN_AFTER_ROUGE, &sk);
    sk.marker = sq(g, "a5");
    sk.place[sq(g, "f6")] = 0; /* a Rouge sbire neither on the board nor taken */
    PosCheck why = built(g, &sk, POS_SBIRES_MISSING);
    says(g, &why, "Rouge has 4 of its sbires on the board and in reserve; after the set-up, all 5 are always there.",
         "Rouge n'a que 4 de ses sbires sur le plateau et en réserve" NB "; après la mise en place, les 5 y sont toujours.");
    game_destroy(g);
}

/* Only a text can put the Khan on a power the side that moved is not on. */
Test(setup_words, khan_power)
{
    Game *g = sw_game("khan", NULL);
    PosCheck why = read_refused(g, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/3/r/0,0", POS_KHAN_POWER);
    says(g, &why, "Ocre has just moved but has no piece on a 3, the Khan's power.",
         "Ocre vient de jouer mais n'a aucune pièce sur un 3, la puissance du Khan.");
    game_destroy(g);
}

/* ---- what the editor's board holds that no position can ---- */

Test(setup_words, khan_marker_square)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, KHAN_AFTER_ROUGE, &sk);
    sk.marker = sq(g, "c3"); /* an empty square */
    PosCheck why = built(g, &sk, POS_MARKER_SQUARE);
    says(g, &why, "Rouge has just moved: the Khan belongs on one of its pieces, not on c3.",
         "Rouge vient de jouer" NB ": le Khan va sur l'une de ses pièces, pas en c3.");
    game_destroy(g);
}

Test(setup_words, count_out_of_range)
{
    Game *k = sw_game("kalah", NULL), *o = sw_game("oware", NULL), *kh = sw_game("khan", NULL);
    PosSketch sk;
    pos_sketch_start(k, &sk);
    sk.place[2] = -1;
    sk.place[3] += 1;
    PosCheck why = built(k, &sk, POS_COUNT_RANGE);
    says(k, &why, "-1 seeds cannot be in pit C: a count goes from 0 to 255.",
         "-1 graines ne peuvent pas être dans le trou C" NB ": un compte va de 0 à 255.");
    pos_sketch_start(o, &sk);
    sk.place[7] = 300; /* a pit of player 2's row, lettered on from player 1's */
    why = built(o, &sk, POS_COUNT_RANGE);
    says(o, &why, "300 seeds cannot be in pit H: a count goes from 0 to 255.",
         "300 graines ne peuvent pas être dans le trou H" NB ": un compte va de 0 à 255.");
    pos_sketch_start(o, &sk);
    sk.place[13] = 300;
    why = built(o, &sk, POS_COUNT_RANGE);
    says(o, &why, "300 seeds cannot be in Player 2's store: a count goes from 0 to 255.",
         "300 graines ne peuvent pas être dans le grenier de Joueur 2" NB ": un compte va de 0 à 255.");
    sketch_of(kh, KHAN_START, &sk);
    sk.reserve[1] = 6;
    why = built(kh, &sk, POS_COUNT_RANGE);
    says(kh, &why, "Ocre has 6 sbires in reserve, but a reserve holds 0 to 5.",
         "Ocre a 6 sbires en réserve, mais une réserve en compte de 0 à 5.");
    game_destroy(k);
    game_destroy(o);
    game_destroy(kh);
}

Test(setup_words, bad_value)
{
    Game *h = sw_game("hasami", NULL), *kh = sw_game("khan", NULL);
    PosSketch sk;
    pos_sketch_start(h, &sk);
    sk.place[sq(h, "e5")] = 3; /* no piece code 3 in Hasami Shogi */
    PosCheck why = built(h, &sk, POS_BAD_VALUE);
    says(h, &why, "Square e5 holds an unknown piece (3).", "La case e5 porte une pièce inconnue (3).");
    pos_sketch_start(h, &sk);
    sk.side = 2;
    why = built(h, &sk, POS_BAD_VALUE);
    says(h, &why, "The side to move must be Black or White.", "Le camp au trait doit être Noir ou Blanc.");
    pos_sketch_start(h, &sk);
    sk.marker = 4;
    why = built(h, &sk, POS_BAD_VALUE);
    says(h, &why, "This game has no marker to place.", "Ce jeu n'a pas de marqueur à placer.");
    pos_sketch_start(kh, &sk);
    sk.marker = 36;
    why = built(kh, &sk, POS_BAD_VALUE);
    says(kh, &why, "The Khan must stand on a square of the board, or nowhere.",
         "Le Khan doit être sur une case du plateau, ou nulle part.");
    game_destroy(h);
    game_destroy(kh);
}

/* ---- Khan's set-up ---- */

Test(setup_words, khan_setup)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    sketch_of(g, "....../....../....../....../SS.SS./..K.../-/r/0,0", &sk);
    sk.reserve[0] = 1;
    PosCheck why = built(g, &sk, POS_SETUP_RESERVE);
    says(g, &why, "No sbire is taken during the set-up, yet Rouge has 1 in reserve.",
         "Aucun sbire n'est pris pendant la mise en place, mais Rouge en a 1 en réserve.");

    sketch_of(g, KHAN_START, &sk);
    sk.place[sq(g, "c6")] = 0; /* Rouge's Kalista still to place, Ocre all placed */
    why = built(g, &sk, POS_SETUP_ORDER);
    says(g, &why, "Ocre places its pieces only once Rouge has placed all 6.",
         "Ocre ne pose ses pièces qu'une fois que Rouge a posé ses 6.");

    pos_sketch_clear(g, &sk);
    sk.place[sq(g, "a6")] = 2;
    sk.side = 1; /* Rouge is still placing */
    why = built(g, &sk, POS_SETUP_SIDE);
    says(g, &why, "Rouge is still placing its pieces, so it must be its turn.",
         "Rouge pose encore ses pièces" NB ": c'est donc son tour.");

    pos_sketch_clear(g, &sk);
    sk.place[sq(g, "a4")] = 1; /* row 4: not Rouge's home rows 5-6 */
    why = built(g, &sk, POS_SETUP_HOME);
    says(g, &why, "During the set-up Rouge places its pieces on its two home rows, not on a4.",
         "Pendant la mise en place, Rouge pose ses pièces sur ses deux rangées, pas en a4.");
    game_destroy(g);
}

/* ---- a side to move that has already lost ---- */

Test(setup_words, over_empty_row)
{
    Game *k = sw_game("kalah", "pits=2"), *o = sw_game("oware", NULL);
    PosSketch sk;
    sketch_of(k, "0,1/0,0/1,14/1", &sk);
    PosCheck why = built(k, &sk, POS_OVER_EMPTY_ROW);
    says(k, &why, "Player 2 has no seeds left: the game is already over.",
         "Joueur 2 n'a plus de graines" NB ": la partie est déjà finie.");
    pos_sketch_clear(o, &sk);
    sk.place[6] = 10; /* player 2 has seeds, player 1, to move, none */
    sk.place[12] = 20;
    sk.place[13] = 18;
    why = built(o, &sk, POS_OVER_EMPTY_ROW);
    says(o, &why, "Player 1 has no seeds left: the game is already over.",
         "Joueur 1 n'a plus de graines" NB ": la partie est déjà finie.");
    game_destroy(k);
    game_destroy(o);
}

Test(setup_words, over_no_feed)
{
    Game *g = sw_game("oware", NULL);
    PosSketch sk;
    pos_sketch_clear(g, &sk);
    sk.place[0] = 1; /* one seed in A cannot reach player 2's empty row */
    sk.place[12] = 24;
    sk.place[13] = 23;
    PosCheck why = built(g, &sk, POS_OVER_NO_FEED);
    says(g, &why, "Player 2 has no seeds left and Player 1 cannot give it any: the game is already over.",
         "Joueur 2 n'a plus de graines et Joueur 1 ne peut pas lui en donner" NB ": la partie est déjà finie.");
    game_destroy(g);
}

Test(setup_words, over_captured)
{
    Game *g = sw_game("oware", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    for (int i = 6; i < 12; i++)
        sk.place[i] = 0;
    sk.place[0] = 0;
    sk.place[13] = 28;
    PosCheck why = built(g, &sk, POS_OVER_CAPTURED);
    says(g, &why, "Player 2 has captured 28 seeds, and 25 win: the game is already over.",
         "Joueur 2 a pris 28 graines, et 25 suffisent pour gagner" NB ": la partie est déjà finie.");
    game_destroy(g);
}

Test(setup_words, over_few_seeds_and_one_captured)
{
    Game *six = sw_game("oware", "finish=six"), *o = sw_game("oware", NULL);
    PosSketch sk;
    pos_sketch_clear(six, &sk);
    sk.place[0] = 3;
    sk.place[7] = 3;
    sk.place[12] = 21;
    sk.place[13] = 21;
    PosCheck why = built(six, &sk, POS_OVER_FEW_SEEDS);
    says(six, &why, "Only 6 seeds are left, and 6 or fewer end the game: it is already over.",
         "Il ne reste que 6 graines, et 6 ou moins terminent la partie" NB ": elle est déjà finie.");
    pos_sketch_start(o, &sk);
    sk.place[3] = 3;
    sk.place[13] = 1;
    why = built(o, &sk, POS_ONE_CAPTURED);
    says(o, &why, "Player 2 has captured a single seed, but a capture takes 2 or 3 from a pit.",
         "Joueur 2 a pris une seule graine, mais une prise en compte 2 ou 3 par trou.");
    game_destroy(six);
    game_destroy(o);
}

Test(setup_words, over_defeat)
{
    Game *g = sw_game("hasami", NULL);
    PosSketch sk;
    /* Black, to move, is down to two men. */
    sketch_of(g, "........./........./......B../........./..BWWW.../........./........./........./........./b", &sk);
    PosCheck why = built(g, &sk, POS_OVER_DEFEAT);
    says(g, &why, "Black is down to 2 (2 men or fewer lose): the game is already over.",
         "Il ne reste à Noir que 2 (à 2 pions ou moins, on perd)" NB ": la partie est déjà finie.");
    game_destroy(g);
}

Test(setup_words, over_lead)
{
    Game *g = sw_game("hasami", NULL);
    PosSketch sk;
    pos_sketch_start(g, &sk);
    for (int c = 0; c < 4; c++)
        sk.place[c] = 0; /* White 5 men, Black 9 */
    sk.side = 1;
    PosCheck why = built(g, &sk, POS_OVER_LEAD);
    says(g, &why, "Black leads by 4 men, and a lead of 4 wins: the game is already over.",
         "Noir mène de 4 pions, et une avance de 4 gagne" NB ": la partie est déjà finie.");
    game_destroy(g);
}

Test(setup_words, over_kalista)
{
    Game *g = sw_game("khan", NULL);
    PosSketch sk;
    /* Rouge's sbire has just taken Ocre's Kalista on d1. */
    sketch_of(g, KHAN_AFTER_ROUGE, &sk);
    sk.place[sq(g, "d1")] = 1;
    sk.place[sq(g, "a5")] = 0;
    sk.marker = sq(g, "d1");
    PosCheck why = built(g, &sk, POS_OVER_KALISTA);
    says(g, &why, "Ocre has lost its Kalista: the game is already over.",
         "Ocre a perdu sa Kalista" NB ": la partie est déjà finie.");
    game_destroy(g);
}

/* A game without reasons of its own: its status says who has won. */
Test(setup_words, game_over)
{
    Game *g = sw_game("hasami", NULL);
    PosCheck won = {POS_GAME_OVER, 1, 9, 2, -1}, drawn = {POS_GAME_OVER, -1, 5, 5, -1};
    says(g, &won, "White has already won: the game is over.", "Blanc a déjà gagné" NB ": la partie est finie.");
    says(g, &drawn, "The game is already over: a draw.", "La partie est déjà finie" NB ": match nul.");
    game_destroy(g);
}

/* ---- a pasted text that does not read ---- */

Test(setup_words, syntax)
{
    Game *k = sw_game("kalah", NULL), *h = sw_game("hasami", NULL), *kh = sw_game("khan", NULL);
    PosCheck why = read_refused(k, "4,4,4/4,4,4/0,0/1", POS_SYNTAX_ROW);
    says(k, &why, "Player 1's row must be 6 numbers with commas between them, then a slash.",
         "La rangée de Joueur 1 doit compter 6 nombres séparés par des virgules, puis une barre oblique.");
    why = read_refused(h, "WWWWWWWWW/b", POS_SYNTAX_ROW);
    says(h, &why, "Row 2 must be 9 squares, each one of B W ., then a slash.",
         "La rangée 2 doit compter 9 cases, chacune parmi B W ., puis une barre oblique.");
    why = read_refused(k, "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0/1", POS_SYNTAX_STORES);
    says(k, &why, "The stores must be two numbers with a comma between them, then a slash.",
         "Les greniers doivent être deux nombres séparés par une virgule, puis une barre oblique.");
    why = read_refused(h, "WWWWWWWWW/........./........./........./........./........./........./........./BBBBBBBBB/x",
               POS_SYNTAX_SIDE);
    says(h, &why, "The text must end with the side to move, b or w.",
         "Le texte doit finir par le camp au trait, b ou w.");
    why = read_refused(kh, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/4/r/0,0", POS_SYNTAX_KHAN);
    says(kh, &why, "After the rows, the Khan must be 1, 2, 3 or -.",
         "Après les rangées, le Khan doit valoir 1, 2, 3 ou -.");
    why = read_refused(kh, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/x/0,0", POS_SYNTAX_FIELDS);
    says(kh, &why, "After the rows the text must go on /KHAN/SIDE/R,O, with SIDE r or o.",
         "Après les rangées, le texte doit continuer par /KHAN/CAMP/R,O, avec CAMP r ou o.");
    why = read_refused(kh, ".s.k.s/s.s.s./....../....../SS.SS./..K..S/-/r/0,6", POS_SYNTAX_RESERVES);
    says(kh, &why, "The reserves must be two numbers R,O, each from 0 to 5.",
         "Les réserves doivent être deux nombres R,O, chacun de 0 à 5.");
    game_destroy(k);
    game_destroy(h);
    game_destroy(kh);
}

/* ---- every code, every game, both languages ---- */

Test(setup_words, every_problem_has_words_in_both_languages)
{
    static const Lang langs[] = {LANG_EN, LANG_FR};
    for (int gi = 0; game_registry[gi]; gi++) {
        Game *g = sw_game(game_registry[gi]->name, NULL);
        for (int li = 0; li < 2; li++) {
            char seen[POS_PROBLEM_COUNT][512];
            for (int c = POS_OK + 1; c < POS_PROBLEM_COUNT; c++) {
                PosCheck why = {(PosProblem)c, c % 2, 7, 5, 3};
                words_in(langs[li], g, &why, seen[c], sizeof seen[c]);
                const char *where = game_registry[gi]->name, *lang = lang_code(langs[li]);
                cr_expect_neq(seen[c][0], '\0', "%s %s: no words for %d", where, lang, c);
                cr_expect_null(strchr(seen[c], '%'), "%s %s: %d left '%s'", where, lang, c, seen[c]);
                cr_expect_null(strstr(seen[c], "(reason"), "%s %s: no words for %d", where, lang, c);
                cr_expect_null(strstr(seen[c], "(raison"), "%s %s: no words for %d", where, lang, c);
                for (int d = POS_OK + 1; d < c; d++)
                    cr_expect_str_neq(seen[c], seen[d], "%s %s: %d and %d say the same", where, lang, c, d);
            }
        }
        PosCheck ok = {POS_OK, -1, -1, -1, -1};
        char text[16] = "x";
        setup_refusal_text(game_look(g->rules), g, &ok, text, sizeof text);
        cr_expect_str_eq(text, "");
        game_destroy(g);
    }
}
