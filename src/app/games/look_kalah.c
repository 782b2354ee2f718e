/*
 * look_kalah.c - how the window shows Kalah: a sowing board of 1 to 8
 * pits a side, the seeds in each store on the cards.
 */
#include "looks.h"
#include "games.h"

#include <stdio.h>

static void kalah_board(const GameOptions *o, BoardFlavour *f)
{
    *f = (BoardFlavour){.kind = BOARD_SOWING, .size = look_option(&kalah_rules, o, "pits")};
}

static void kalah_describe(const GameOptions *o, int choosing, char *buf, size_t len)
{
    (void)choosing;
    snprintf(buf, len, tr(T_KALAH_TITLE), look_option(&kalah_rules, o, "pits"), look_option(&kalah_rules, o, "seeds"),
             look_option(&kalah_rules, o, "empty_capture") ? tr(T_EMPTY_CAPTURE) : "");
}

static void kalah_side_desc(const GameOptions *o, int side, char *buf, size_t len)
{
    look_sowing_side_desc(look_option(&kalah_rules, o, "pits"), side, buf, len);
}

static void kalah_why_over(const GameOptions *o, const GameStatus *st, const char *winner, char *buf, size_t len)
{
    (void)o, (void)st, (void)winner;
    snprintf(buf, len, "%s", tr(T_END_ROW_EMPTY));
}

static const OptionLook kalah_options[] = {
    {"pits", T_MENU_PITS, {LOOK_NONE}, LOOK_NONE, 0, LOOK_NONE},
    {"seeds", T_MENU_SEEDS, {LOOK_NONE}, LOOK_NONE, 0, LOOK_NONE},
    {"empty_capture", T_MENU_CAPTURE, {T_CAPTURE_STANDARD, T_CAPTURE_EMPTY}, LOOK_NONE, 0, LOOK_NONE},
};

static const RulesPage rules_kalah[] = {
    {T_R_BOARD, T_RK_BOARD_TEXT,
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, -1, -1, LOOK_NONE, NULL, NULL, NULL, NULL},
    {T_R_SOWING, T_RK_SOWING_TEXT,
     6, {4, 4, 4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 1, 0}, 4, 7, T_RK_SOWING_LABEL, NULL, NULL, NULL, NULL},
    {T_EXTRA_TURN, T_RK_EXTRA_TEXT,
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, 2, 12, T_EXTRA_TURN, NULL, NULL, NULL, NULL},
    {T_R_CAPTURE, T_RK_CAPTURE_TEXT,
     6, {1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 5, 2, 12, 12}, 0, 1, T_RK_CAPTURE_LABEL, NULL, NULL, NULL, NULL},
    {T_R_END, T_RK_END_TEXT,
     6, {0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0, 20, 24}, 5, 12, T_ENDS_GAME, NULL, NULL, NULL, NULL},
};

const GameLook look_kalah = {
    .rules = &kalah_rules,
    .title = T_GAME_KALAH,
    .board = kalah_board,
    .describe = kalah_describe,
    .side_name = {T_PLAYER_1, T_PLAYER_2},
    .side_desc = kalah_side_desc,
    .score_caption = T_SCORE_STORE,
    .final_counts = LOOK_NONE,
    .why_over = kalah_why_over,
    .unit = {T_UNIT_MAN_1, T_UNIT_MEN_N, T_UNIT_MEN_DEC},
    .options = kalah_options,
    .noptions = (int)(sizeof kalah_options / sizeof kalah_options[0]),
    .pages = rules_kalah,
    .npages = (int)(sizeof rules_kalah / sizeof rules_kalah[0]),
    .piece_names = NULL,
    .marker_name = LOOK_NONE,
};
