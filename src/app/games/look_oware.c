/*
 * look_oware.c - how the window shows Oware (Awélé): a plank of six
 * round cups a side, each side's captures in a round bowl at its end,
 * grey nicker seeds; the seeds each side captured on the cards.
 */
#include "looks.h"
#include "games.h"

#include <stdio.h>

#define OWARE_PITS 6
#define OWARE_SEEDS 48

static void oware_board(const GameOptions *o, BoardFlavour *f)
{
    (void)o;
    *f = (BoardFlavour){.kind = BOARD_SOWING, .size = OWARE_PITS, .sowing = MV_CUPS};
}

static void oware_describe(const GameOptions *o, int choosing, char *buf, size_t len)
{
    (void)choosing;
    snprintf(buf, len, tr(T_OWARE_TITLE), look_option(&oware_rules, o, "finish") ? tr(T_OWARE_SIX) : "");
}

static void oware_side_desc(const GameOptions *o, int side, char *buf, size_t len)
{
    (void)o;
    look_sowing_side_desc(OWARE_PITS, side, buf, len);
}

/* More than 24 seeds wins outright; any other end of the rules is the
 * board where no more seeds can be captured (no move can feed, or the six
 * seeds of the finish). */
static void oware_why_over(const GameOptions *o, const GameStatus *st, const char *winner, char *buf, size_t len)
{
    (void)o, (void)winner;
    int most = st->score[0] > st->score[1] ? st->score[0] : st->score[1];
    snprintf(buf, len, "%s", tr(most > OWARE_SEEDS / 2 ? T_END_HALF : T_END_NO_MORE));
}

static const OptionLook oware_options[] = {
    {"finish", T_MENU_FINISH, {T_FINISH_ABAPA, T_FINISH_SIX}, LOOK_NONE, 0, LOOK_NONE},
};

static const RulesPage rules_oware[] = {
    {T_R_BOARD, T_RO_BOARD_TEXT,
     6, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0}, -1, -1, LOOK_NONE, NULL, NULL, NULL, NULL},
    {T_R_SOWING, T_RO_SOWING_TEXT,
     6, {4, 4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 0, 0}, 5, 9, T_RO_SOWING_LABEL, NULL, NULL, NULL, NULL},
    {T_R_CAPTURE, T_RO_CAPTURE_TEXT,
     6, {0, 0, 0, 0, 0, 3, 1, 2, 1, 5, 5, 5, 13, 13}, 5, 8, T_RO_CAPTURE_LABEL, NULL, NULL, NULL, NULL},
    {T_RO_SLAM, T_RO_SLAM_TEXT,
     6, {1, 0, 0, 0, 0, 3, 1, 2, 1, 0, 0, 0, 20, 20}, 5, 8, T_GRAND_SLAM_PREVIEW, NULL, NULL, NULL, NULL},
    {T_RO_FEEDING, T_RO_FEEDING_TEXT,
     6, {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 22, 23}, 5, 7, T_RO_FEEDING_LABEL, NULL, NULL, NULL, NULL},
    {T_R_END, T_RO_END_TEXT,
     6, {0, 0, 0, 0, 0, 1, 1, 4, 4, 4, 4, 4, 24, 2}, 5, 6, T_RO_END_LABEL, NULL, NULL, NULL, NULL},
};

const GameLook look_oware = {
    .rules = &oware_rules,
    .title = T_GAME_OWARE,
    .board = oware_board,
    .describe = oware_describe,
    .side_name = {T_PLAYER_1, T_PLAYER_2},
    .side_desc = oware_side_desc,
    .score_caption = T_SCORE_CAPTURED,
    .final_counts = LOOK_NONE,
    .why_over = oware_why_over,
    .unit = {T_UNIT_MAN_1, T_UNIT_MEN_N, T_UNIT_MEN_DEC},
    .options = oware_options,
    .noptions = (int)(sizeof oware_options / sizeof oware_options[0]),
    .pages = rules_oware,
    .npages = (int)(sizeof rules_oware / sizeof rules_oware[0]),
    .piece_names = NULL,
    .marker_name = LOOK_NONE,
};
