/*
 * look_khan.c - how the window shows Khan: a 6x6 board of squares of
 * power 1 to 3, each side's tray holding its own pieces to place and to
 * bring back, the Khan riding with the last piece moved, and Rouge
 * choosing its home edge on the board before the set-up.
 */
#include "looks.h"
#include "games.h"

#include <stdio.h>

static void khan_board(const GameOptions *o, BoardFlavour *f)
{
    (void)o;
    *f = (BoardFlavour){.kind = BOARD_GRID, .size = 6, .style = GV_KHAN, .trays = TRAYS_RESERVE, .marker = 1,
                        .steps = 1, .takes_on_landing = 1, .edge_choice = 1, .taken_1 = T_UNIT_PIECE_1,
                        .taken_n = T_UNIT_PIECES_N, .marker_lifted = T_KHAN_LIFTED, .marker_holds = T_KHAN_HOLDS,
                        .marker_binds = T_KHAN_RESTRICTS, .marker_free = T_KHAN_FREE};
}

static const StartChoice khan_choice = {T_ROUGE_CLICK_EDGE, T_ROUGE_CHOOSING, T_ROUGE_TAKES_EDGE, T_EDGE_SOUTH,
                                        T_HINT_AFTER_EDGE, "edge", T_ROUGE_HOME_EDGE};

static void khan_describe(const GameOptions *o, int choosing, char *buf, size_t len)
{
    if (choosing)
        snprintf(buf, len, "%s", tr(T_KHAN_CHOOSING_TITLE));
    else
        snprintf(buf, len, tr(T_KHAN_EDGE_TITLE),
                 tr((TextId)(khan_choice.value_name + (look_option(&khan_rules, o, "orientation") & 3))));
}

static void khan_why_over(const GameOptions *o, const GameStatus *st, const char *winner, char *buf, size_t len)
{
    (void)o, (void)st;
    snprintf(buf, len, tr(T_TOOK_KALISTA), winner);
}

static void khan_side_desc(const GameOptions *o, int side, char *buf, size_t len)
{
    (void)o;
    snprintf(buf, len, "%s", tr(side ? T_OCRE_DESC : T_ROUGE_DESC));
}

/* Khan: the layout with Rouge's home edge at the bottom (orientation 0). */
#define KH_ROW_EMPTY "......"
static const RulesPage rules_khan[] = {
    {T_R_BOARD, T_RX_BOARD_TEXT,
     0, {0}, -1, -1, LOOK_NONE, KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY, NULL, NULL,
     NULL},
    {T_RX_SETUP, T_RX_SETUP_TEXT,
     0, {0}, -1, -1, LOOK_NONE, ".s.k.s" "s.s.s." KH_ROW_EMPTY KH_ROW_EMPTY "SS.SS." "..K..S", NULL, NULL, NULL},
    {T_R_MOVING, T_RX_MOVING_TEXT,
     0, {0}, -1, -1, LOOK_NONE, KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY "...S.." KH_ROW_EMPTY KH_ROW_EMPTY, NULL,
     "a4 b3 b5 c2 c4 c6 d1 d3 d5 e2 e4 e6 f3 f5", NULL},
    {T_RX_KHAN, T_RX_KHAN_TEXT,
     0, {0}, -1, -1, LOOK_NONE, ".k...." "....s." KH_ROW_EMPTY KH_ROW_EMPTY "..SS.." "..K...", NULL, "d4 e5 d6", "e2"},
    {T_R_WINNING, T_RX_WINNING_TEXT,
     0, {0}, 14, 7, LOOK_NONE, KH_ROW_EMPTY ".kS..." "..S.s." KH_ROW_EMPTY KH_ROW_EMPTY KH_ROW_EMPTY, NULL,
     "a3 b2 b4 c5 d2 d4 e3", NULL},
};

/* The editor's palette, by the sketch's piece codes (pos_edit.h). */
static const TextId khan_pieces[] = {LOOK_NONE, T_PIECE_ROUGE_SBIRE, T_PIECE_ROUGE_KALISTA, T_PIECE_OCRE_SBIRE,
                                     T_PIECE_OCRE_KALISTA};

const GameLook look_khan = {
    .rules = &khan_rules,
    .title = T_GAME_KHAN,
    .board = khan_board,
    .describe = khan_describe,
    .side_name = {T_ROUGE, T_OCRE},
    .side_desc = khan_side_desc,
    .score_caption = T_SCORE_ON_BOARD,
    .final_counts = LOOK_NONE,
    .counts_decide_nothing = 1, /* the Kalista taken decides: a count would read as a score */
    .why_over = khan_why_over,
    .unit = {T_UNIT_PIECE_1, T_UNIT_PIECES_N, T_UNIT_PIECES_DEC},
    .options = NULL,
    .noptions = 0,
    .choice = &khan_choice,
    .pages = rules_khan,
    .npages = (int)(sizeof rules_khan / sizeof rules_khan[0]),
    .piece_names = khan_pieces,
    .marker_name = T_PIECE_KHAN,
};
