/*
 * look_hasami.c - how the window shows Hasami Shogi: a 9x9 shogi board
 * with koma, each side's komadai holding the men it has taken.
 */
#include "looks.h"
#include "games.h"

#include <stdio.h>

static void hasami_board(const GameOptions *o, BoardFlavour *f)
{
    (void)o;
    *f = (BoardFlavour){.kind = BOARD_GRID, .size = 9, .style = GV_SHOGI, .trays = TRAYS_TAKEN,
                        .taken_1 = T_UNIT_MAN_1, .taken_n = T_UNIT_MEN_N};
}

static void hasami_describe(const GameOptions *o, int choosing, char *buf, size_t len)
{
    (void)choosing;
    char lead[48];
    int v = look_option(&hasami_rules, o, "lead");
    if (v)
        snprintf(lead, sizeof lead, tr(T_LEAD_WINS), v + 1);
    else
        snprintf(lead, sizeof lead, "%s", tr(T_NO_LEAD));
    snprintf(buf, len, tr(T_HASAMI_TITLE), look_option(&hasami_rules, o, "defeat"), lead,
             look_option(&hasami_rules, o, "corner2") ? tr(T_EDGE_RUNS) : "",
             look_option(&hasami_rules, o, "diagonal") ? tr(T_DIAGONALS) : "");
}

static void hasami_side_desc(const GameOptions *o, int side, char *buf, size_t len)
{
    (void)o;
    snprintf(buf, len, "%s", tr(side ? T_WHITE_DESC : T_BLACK_DESC));
}

/* The side behind down to the defeat count, or a lead past the option's. */
static void hasami_why_over(const GameOptions *o, const GameStatus *st, const char *winner, char *buf, size_t len)
{
    (void)winner;
    int won = st->winner >= 0 ? st->winner : 0, lost = 1 - won;
    if (st->score[lost] <= look_option(&hasami_rules, o, "defeat"))
        snprintf(buf, len, tr(T_END_FEW), tr(lost ? T_WHITE : T_BLACK), st->score[lost]);
    else
        snprintf(buf, len, tr(T_END_LEAD), st->score[won] - st->score[lost]);
}

static const OptionLook hasami_options[] = {
    {"defeat", T_MENU_DEFEAT, {LOOK_NONE}, T_MEN_OR_FEWER, 0, LOOK_NONE},
    {"lead", T_MENU_LEAD, {LOOK_NONE}, T_MEN_OR_MORE, 1, T_OFF},
    {"corner2", T_MENU_CORNER2, {T_CORNER2_OFF, T_CORNER2_ON}, LOOK_NONE, 0, LOOK_NONE},
    {"diagonal", T_MENU_DIAGONAL, {T_NO, T_YES}, LOOK_NONE, 0, LOOK_NONE},
};

/* Hasami Shogi: squares named as in the notation, row 1 at the top. */
#define HS_ROW_EMPTY "........."
static const RulesPage rules_hasami[] = {
    {T_R_BOARD, T_RH_BOARD_TEXT,
     0, {0}, -1, -1, LOOK_NONE,
     "WWWWWWWWW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BBBBBBBBB", NULL, NULL, NULL},
    {T_R_MOVING, T_RH_MOVING_TEXT,
     0, {0}, 76, 40, LOOK_NONE,
     "WWWWWWWWW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "....B...." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BBBB.BBBB", NULL, NULL, NULL},
    {T_RH_CAPTURING, T_RH_CAPTURING_TEXT,
     0, {0}, 24, 42, LOOK_NONE,
     "W......WW" HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "..B...B.." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BB.......",
     "d5 e5 f5", NULL, NULL},
    {T_RH_CORNERS, T_RH_CORNERS_TEXT,
     0, {0}, 14, 9, LOOK_NONE,
     ".B......W" "B........" HS_ROW_EMPTY HS_ROW_EMPTY ".....W..." HS_ROW_EMPTY HS_ROW_EMPTY HS_ROW_EMPTY "BB.....B.",
     "a1", NULL, NULL},
    {T_R_WINNING, T_RH_WINNING_TEXT,
     0, {0}, -1, -1, LOOK_NONE,
     "W.......W" HS_ROW_EMPTY "...B....." HS_ROW_EMPTY ".....B..." HS_ROW_EMPTY HS_ROW_EMPTY ".B......." "B.B..B..B",
     NULL, NULL, NULL},
};

/* The editor's palette, by the sketch's piece codes (pos_edit.h). */
static const TextId hasami_pieces[] = {LOOK_NONE, T_PIECE_BLACK_MAN, T_PIECE_WHITE_MAN};

const GameLook look_hasami = {
    .rules = &hasami_rules,
    .title = T_GAME_HASAMI,
    .board = hasami_board,
    .describe = hasami_describe,
    .side_name = {T_BLACK, T_WHITE},
    .side_desc = hasami_side_desc,
    .score_caption = T_SCORE_TAKEN,
    .final_counts = T_MEN_LEFT,
    .why_over = hasami_why_over,
    .unit = {T_UNIT_MAN_1, T_UNIT_MEN_N, T_UNIT_MEN_DEC},
    .options = hasami_options,
    .noptions = (int)(sizeof hasami_options / sizeof hasami_options[0]),
    .pages = rules_hasami,
    .npages = (int)(sizeof rules_hasami / sizeof rules_hasami[0]),
    .piece_names = hasami_pieces,
    .marker_name = LOOK_NONE,
};
