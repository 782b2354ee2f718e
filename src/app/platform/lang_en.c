/*
 * lang_en.c - the interface in English.
 */
#include "lang.h"

#define DOT " \xc2\xb7 "        /* a middle dot between spaces */
#define ELLIPSIS "\xe2\x80\xa6"
#define DASH "\xe2\x80\x93"

const char *const lang_en[T_COUNT] = {
    [T_APP_SUBTITLE] = "Classic strategy games on a wooden board",
    [T_MENU_RESUME] = "Resume the unfinished game",
    [T_MENU_GAME] = "Game",
    [T_MENU_PITS] = "Pits per player",
    [T_MENU_SEEDS] = "Seeds per pit",
    [T_MENU_CAPTURE] = "Capture rule",
    [T_CAPTURE_EMPTY] = "Also empty opposite",
    [T_CAPTURE_STANDARD] = "Standard",
    [T_MENU_FINISH] = "End of game",
    [T_FINISH_SIX] = "At six seeds or fewer",
    [T_FINISH_ABAPA] = "Abapa (to 25)",
    [T_MENU_DEFEAT] = "A side has lost with",
    [T_MEN_OR_FEWER] = "%d men or fewer",
    [T_MENU_LEAD] = "A lead wins at",
    [T_MEN_OR_MORE] = "%d men or more",
    [T_MENU_CORNER2] = "Runs along an edge",
    [T_CORNER2_ON] = "Captured from a corner",
    [T_CORNER2_OFF] = "Safe",
    [T_MENU_DIAGONAL] = "Diagonal captures",
    [T_MENU_PLAYERS] = "Players",
    [T_MENU_TURN] = "Turn the board to the mover",
    [T_PLAY] = "Play",
    [T_MENU_KEYS] = "Arrows or Tab to move" DOT "Left/Right to change" DOT "Enter to choose" DOT "Esc to quit",
    [T_CANNOT_START_DETAIL] = "Cannot start the game: %.200s",
    [T_AUTOSAVE_UNREADABLE] = "The unfinished game could not be read: %.180s",

    [T_ON] = "On",
    [T_OFF] = "Off",
    [T_YES] = "Yes",
    [T_NO] = "No",
    [T_BACK] = "Back",
    [T_QUIT] = "Quit",
    [T_SETTINGS] = "Settings",
    [T_SAVED_GAMES] = "Saved games",
    [T_HOW_TO_PLAY] = "How to play",
    [T_MAIN_MENU] = "Main menu",
    [T_COMPUTER_LEVEL] = "Computer level",
    [T_OUT_OF_MEMORY] = "out of memory",
    [T_GAME_KALAH] = "Kalah",
    [T_GAME_OWARE] = "Oware",
    [T_GAME_HASAMI] = "Hasami Shogi",
    [T_GAME_KHAN] = "Khan",
    [T_LEVEL_SIMPLE] = "Simple",
    [T_LEVEL_MEDIUM] = "Medium",
    [T_LEVEL_HARD] = "Hard",
    [T_LEVEL_EXPERT] = "Expert",
    [T_LEVEL_PERFECT] = "Perfect",
    [T_MODE_HVH] = "Two players",
    [T_MODE_HVC] = "You vs computer",
    [T_MODE_CVH] = "Computer vs you",
    [T_MODE_CVC] = "Computer vs computer",
    [T_SPEED_SLOW] = "Slow",
    [T_SPEED_NORMAL] = "Normal",
    [T_SPEED_FAST] = "Fast",
    [T_SPEED_INSTANT] = "Instant",

    [T_ANIM_SPEED] = "Animation speed",
    [T_SOUND] = "Sound",
    [T_VOLUME] = "Volume",
    [T_HINTS_PER_GAME] = "Hints per game",
    [T_EXPERT_TIME] = "Expert thinking time",
    [T_SECONDS_A_MOVE] = "%.2g s a move",
    [T_SEED_COUNTS] = "Seed counts",
    [T_SHOWN] = "Shown",
    [T_HIDDEN] = "Hidden",
    [T_FULL_SCREEN] = "Full screen",
    [T_TWO_PLAYERS_TURN] = "Two players: turn the board",
    [T_LANGUAGE] = "Language",
    [T_LANG_SYSTEM] = "System (%s)",
    [T_LARGE_TEXT] = "Larger text",
    [T_SETTINGS_NOT_SAVED] = "Settings not saved: %.200s",
    [T_SETTINGS_UNREADABLE] = "Your settings could not be read (%.180s); the defaults are used.",

    [T_CANNOT_OPEN_SAVED] = "Cannot open the saved game",
    [T_UNKNOWN_GAME] = "Unknown game",
    [T_NOT_A_GAME] = "'%s' is not a game of Tabula (kalah, oware, hasami, khan)",
    [T_BAD_OPTION] = "Bad game option",
    [T_CANNOT_START] = "Cannot start the game",
    [T_CANNOT_START_NEW] = "Cannot start a new game",
    [T_NO_FONTS] = "Cannot start SDL_ttf",
    [T_NO_WINDOW] = "Cannot open the window",
    [T_NO_DRAWING] = "Cannot draw in the window",
    [T_FILE_MISSING] = "A game file is missing or damaged",

    [T_PLAY_AGAIN] = "Play again",
    [T_TAKE_BACK] = "Take back the last move",
    [T_LOOK_AT_BOARD] = "Look at the board",

    [T_MONTH_JAN] = "Jan",
    [T_MONTH_FEB] = "Feb",
    [T_MONTH_MAR] = "Mar",
    [T_MONTH_APR] = "Apr",
    [T_MONTH_MAY] = "May",
    [T_MONTH_JUN] = "Jun",
    [T_MONTH_JUL] = "Jul",
    [T_MONTH_AUG] = "Aug",
    [T_MONTH_SEP] = "Sep",
    [T_MONTH_OCT] = "Oct",
    [T_MONTH_NOV] = "Nov",
    [T_MONTH_DEC] = "Dec",
    [T_SAVE_LABEL] = "%s, %d moves%s",
    [T_SAVE_DETAIL] = "%s" DOT "%s vs %s",
    [T_UNDATED] = "undated",
    [T_CANNOT_BE_READ] = "cannot be read: %.70s",
    [T_CHOOSE_SAVE] = "Choose a game to continue",
    [T_NO_SAVES] = "No saved games yet",
    [T_CANNOT_OPEN_IT] = "Cannot open it: %.70s",
    [T_NOTHING_TO_UNDO] = "Nothing to undo",
    [T_NOTHING_TO_REDO] = "Nothing to redo",
    [T_NO_SAVE_FOLDER] = "No folder to save in on this system",
    [T_GAME_SAVED] = "Game saved (%s)",
    [T_NOT_SAVED] = "Not saved: %.70s",

    [T_PAUSED] = "Paused",
    [T_RESUME] = "Resume",
    [T_HINT_LEFT] = "Hint (%d left)",
    [T_UNDO_KEY] = "Undo (U)",
    [T_REDO_KEY] = "Redo (R)",
    [T_SAVE_GAME] = "Save game",
    [T_NEW_GAME] = "New game",

    [T_COMPUTER_N] = "Computer %d (%s)",
    [T_COMPUTER_N_SHORT] = "Computer %d",
    [T_COMPUTER] = "Computer (%s)",
    [T_COMPUTER_SHORT] = "Computer",
    [T_YOU] = "You",
    [T_EDGE_SOUTH] = "south",
    [T_EDGE_EAST] = "east",
    [T_EDGE_NORTH] = "north",
    [T_EDGE_WEST] = "west",
    [T_A_DRAW] = "A draw",
    [T_YOU_WIN] = "You win!",
    [T_COMPUTER_WINS] = "The computer wins",
    [T_X_WINS] = "%s wins",
    [T_WHY_REPETITION] = DOT "a position came back a third time",
    [T_WHY_NO_CAPTURE] = DOT "too long without a capture",
    [T_WHY_PASSES] = DOT "both sides passed",
    [T_PIECES_ON_BOARD] = " (pieces on the board)",
    [T_MEN_LEFT] = " (men left)",
    [T_TOOK_KALISTA] = "Kalista taken by %s",
    [T_PLAYER_1] = "Player 1",
    [T_PLAYER_2] = "Player 2",
    [T_BLACK] = "Black",
    [T_WHITE] = "White",
    [T_BLACK_DESC] = "Black men" DOT "moves first",
    [T_WHITE_DESC] = "White men",
    [T_LEAD_WINS] = "a lead of %d wins",
    [T_NO_LEAD] = "no lead rule",
    [T_HASAMI_TITLE] = "Hasami Shogi" DOT "lost at %d men" DOT "%s%s%s",
    [T_EDGE_RUNS] = DOT "edge runs",
    [T_DIAGONALS] = DOT "diagonals",
    [T_ROUGE] = "Rouge",
    [T_OCRE] = "Ocre",
    [T_ROUGE_DESC] = "Red pieces" DOT "moves first",
    [T_OCRE_DESC] = "Ochre pieces",
    [T_KHAN_CHOOSING_TITLE] = "Khan" DOT "Rouge chooses its home edge",
    [T_KHAN_EDGE_TITLE] = "Khan" DOT "Rouge's home edge: %s",
    [T_KALAH_TITLE] = "Kalah (%d pits, %d seeds%s)",
    [T_EMPTY_CAPTURE] = ", empty capture",
    [T_OWARE_TITLE] = "Oware%s",
    [T_OWARE_SIX] = " (ends at six seeds)",
    [T_P1_DESC] = "Player 1" DOT "pits A" DASH "%c",
    [T_P2_DESC] = "Player 2" DOT "pits %c" DASH "%c",
    [T_OOM_COMPUTER] = "out of memory for the computer player",
    [T_HINTS_OWN_TURN] = "Hints are for your own turn",
    [T_NO_HINTS_LEFT] = "No hints left in this game",
    [T_ROUGE_TAKES_EDGE] = "Rouge takes the %s edge",
    [T_BTN_MENU] = "Menu",
    [T_BTN_HINT] = "Hint",
    [T_BTN_FLIP] = "Flip board",
    [T_BTN_PAUSE] = "Pause",
    [T_BTN_STEP] = "Step",
    [T_HINT_N] = "Hint (%d)",
    [T_ROUGE_CHOOSING] = "Rouge is choosing its home edge" ELLIPSIS,
    [T_ROUGE_CLICK_EDGE] = "Rouge: click the edge you will play from",
    [T_GAME_OVER] = "Game over",
    [T_PAUSED_STEP] = "Paused: press Step or P",
    [T_X_THINKING] = "%s is thinking" ELLIPSIS,
    [T_LOOKING_HINT] = "Looking for a hint" ELLIPSIS,
    [T_PLACE_FROM_TRAY] = "Your turn: place a piece from your tray",
    [T_X_TO_MOVE] = "%s to move",
    [T_MOVES] = "Moves",
    [T_NONE_YET] = "None yet",
    [T_SCORE_STORE] = "in store",
    [T_SCORE_CAPTURED] = "captured",
    [T_SCORE_TAKEN] = "taken",
    [T_SCORE_ON_BOARD] = "on board",
    [T_THINKING] = "Thinking" ELLIPSIS,
    [T_THINKING_DEPTH] = "Thinking" ELLIPSIS " %d moves deep",
    [T_HINT_PIT] = "Hint: sow %s",
    [T_HINT_MOVE] = "Hint: %s",
    [T_HINT_LEGEND_PROVEN] = "Each pit: your final margin in seeds if you sow it" DOT "proven",
    [T_HINT_LEGEND_ESTIMATE] = "Each pit: your final margin in seeds if you sow it" DOT "\xe2\x89\x88 estimated",
    [T_HINT_LEGEND_WIN] = "Each pit: your final margin if you sow it" DOT "\xe2\x89\x88 estimated" DOT "your win is proven",
    [T_HINT_LEGEND_LOSS] = "Each pit: your final margin if you sow it" DOT "\xe2\x89\x88 estimated" DOT "a loss is proven",
    [T_HINT_GRID_LEGEND] = "The green arrow shows the best move found",
    [T_KHAN_RESTRICTS] = "Khan on a %d: only your pieces on a %d may move",
    [T_KHAN_FREE] = "No piece of yours can obey the Khan: any may move",
    [T_PASS_WORD] = "pass",
    [T_YOU_LOWER] = "you",
    [T_REVIEW_LEGEND] = "Each pit: the final margin for %s if it is sown, with best play",

    [T_GRAND_SLAM_BANNER] = "Grand slam: nothing is captured",
    [T_EXTRA_TURN] = "Extra turn",
    [T_EXTRA_TURN_YOU] = "Extra turn: play again!",
    [T_EXTRA_TURN_FOR] = "Extra turn for %s",
    [T_CAPTURES_N] = "Captures %d",
    [T_GRAND_SLAM_PREVIEW] = "Grand slam: no capture",
    [T_ENDS_GAME] = "Ends the game",
    [T_PIT_CANNOT] = "That pit cannot be played",
    [T_SOWING] = "Sowing" ELLIPSIS,
    [T_PICK_PIT] = "Your turn: pick a glowing pit",

    [T_TAKEN_N] = "Taken %d",
    [T_TO_PLACE_N] = "To place %d",
    [T_RESERVE_N] = "Reserve %d",
    [T_KHAN_LIFTED] = ": the Khan is lifted",
    [T_YOU_PASS] = "You cannot move: you pass%s",
    [T_X_PASSES] = "%s cannot move and passes%s",
    [T_KHAN_HOLDS] = "The Khan holds that piece back",
    [T_CANNOT_COME_IN] = "That piece cannot come in now",
    [T_PLACE_ALL_FIRST] = "Place all your pieces first",
    [T_NO_MOVE] = "That piece has no move",
    [T_MOVING] = "Moving" ELLIPSIS,
    [T_PICK_PIECE] = "Your turn: pick a piece, then where it goes",

    [T_RULES_NEXT] = "Next",
    [T_RULES_PREVIOUS] = "Previous",
    [T_RULES_OF] = "%s rules",
    [T_R_BOARD] = "The board",
    [T_RK_BOARD_TEXT] =
        "Each player owns the row of pits nearest to them and the store at their right hand. At the start every "
        "pit holds the same number of seeds (four on the usual board of six pits). Whoever has the most seeds in "
        "their store at the end wins.",
    [T_R_SOWING] = "Sowing",
    [T_RK_SOWING_TEXT] =
        "On your turn, take every seed from one of your pits and drop them one at a time into the following pits, "
        "counter-clockwise: along your row, into your own store, then along your opponent's row. Your opponent's "
        "store is skipped.",
    [T_RK_SOWING_LABEL] = "Four seeds from E",
    [T_RK_EXTRA_TEXT] =
        "If the last seed you sow falls into your own store, you play again. Counting the seeds to land exactly in "
        "the store is the first skill of Kalah: here C, with four seeds, ends in the store.",
    [T_R_CAPTURE] = "Capture",
    [T_RK_CAPTURE_TEXT] =
        "If your last seed falls into one of your own pits that was empty, and the pit facing it holds seeds, you "
        "take both your seed and every seed opposite into your store. With the rule \"also empty opposite\" the "
        "lone seed is banked even when the pit facing it is empty.",
    [T_RK_CAPTURE_LABEL] = "Captures 6",
    [T_R_END] = "The end",
    [T_RK_END_TEXT] =
        "When all the pits of one player are empty, the game ends and each player adds the seeds still on their "
        "own side to their store. The bigger store wins; equal stores are a draw.",
    [T_RO_BOARD_TEXT] =
        "Two rows of six pits, four seeds in each: 48 in all. You own the row nearest to you. Seeds you capture "
        "are kept beside the board. The first to capture 25 seeds wins.",
    [T_RO_SOWING_TEXT] =
        "Take all the seeds of one of your pits and sow them one by one counter-clockwise into the following pits, "
        "round the whole board as often as needed. A pit of 12 seeds or more skips the pit it was emptied from.",
    [T_RO_SOWING_LABEL] = "Four seeds from F",
    [T_RO_CAPTURE_TEXT] =
        "If your last seed makes an opponent's pit hold 2 or 3 seeds, you capture them. Then look at the pit "
        "before it: if it is on your opponent's side and holds 2 or 3, capture it too, and so on until a pit "
        "breaks the chain.",
    [T_RO_CAPTURE_LABEL] = "Captures 7",
    [T_RO_SLAM] = "Grand slam",
    [T_RO_SLAM_TEXT] = "A move that would capture every seed on your opponent's side may be played, but it captures "
                       "nothing: the seeds stay where they fell.",
    [T_RO_FEEDING] = "Feeding",
    [T_RO_FEEDING_TEXT] = "If your opponent has no seeds, you must play a move that gives them some. If no move can, "
                          "the game ends and you capture every seed left on the board.",
    [T_RO_FEEDING_LABEL] = "Feeds player 2",
    [T_RO_END_TEXT] =
        "The game ends as soon as a player has 25 seeds: they win. A position that comes back a third time ends "
        "the game, and each player takes the seeds on their side. With the \"six seeds\" finish, the game also "
        "ends when six seeds or fewer remain, each player taking their own.",
    [T_RO_END_LABEL] = "Reaches 25",
    [T_RH_BOARD_TEXT] =
        "Each player has nine men on the home row nearest them: Black at the bottom, White at the top. Black "
        "moves first, then the players take turns. The aim is to take the opponent's men.",
    [T_R_MOVING] = "Moving",
    [T_RH_MOVING_TEXT] = "A man moves like a rook in chess: any number of empty squares along its row or its column, "
                         "never over another man. You must move; only a player who has no move at all passes.",
    [T_RH_CAPTURING] = "Capturing",
    [T_RH_CAPTURING_TEXT] =
        "Men of your opponent caught in a line between the man you move and another of your men, along a row or a "
        "column, are taken: here g3 to g5 takes d5, e5 and f5. One move can capture in several directions. Moving "
        "between two enemy men is safe: only the player who moves captures.",
    [T_RH_CORNERS] = "Corners",
    [T_RH_CORNERS_TEXT] =
        "A man in a corner is taken when the two squares beside it hold your men, one of them the man you just "
        "moved. With \"runs along an edge\" chosen, a line of men along an edge from a corner is taken the same "
        "way, when you close the square past it and every square inside it.",
    [T_R_WINNING] = "Winning",
    [T_RH_WINNING_TEXT] =
        "A player left with two men (or the number chosen before the game) loses, and a player ahead by four men "
        "(or the lead chosen) wins. The game is drawn when a position comes back a third time, after 150 moves "
        "without a capture, or when both players pass. With \"diagonal captures\", lines along the diagonals "
        "capture too.",
    [T_RX_BOARD_TEXT] =
        "Each square has a power of 1, 2 or 3, shown by its stain, its engraved rings and the pips in its corner. "
        "Each player has a Kalista (the piece with the star) and five sbires. Before the game Rouge chooses which "
        "edge of the board is its home: the powers then lie differently, so the choice matters.",
    [T_RX_SETUP] = "Set-up",
    [T_RX_SETUP_TEXT] =
        "Rouge places its six pieces one at a time on any empty squares of its two home rows, then Ocre places "
        "its own on the two far rows. Pick a piece from the tray beside the board, then its square. Rouge moves "
        "first, and its first move is free.",
    [T_RX_MOVING_TEXT] =
        "A piece moves exactly as many steps as the power of its square, each step to a neighbouring square "
        "across an edge. It may turn, but may not pass over a piece or visit a square twice. The sbire on d4, on "
        "a 3, can end on any of these fourteen squares, some of them by a U-turn.",
    [T_RX_KHAN] = "The Khan",
    [T_RX_KHAN_TEXT] =
        "The Khan (the black collar) goes on the piece that has just moved. The other player must then move a "
        "piece that stands on a square of the Khan's power: here a 1, so Rouge may only move d5. Only when no such "
        "piece can move may a player move another piece, or bring a captured sbire back onto an empty square of "
        "that power.",
    [T_RX_WINNING_TEXT] =
        "Landing on an enemy piece captures it; taking the enemy Kalista wins the game. Here the sbire on c3 can "
        "take the Kalista on b2. A player with no move at all passes and the Khan is lifted. A position seen a "
        "third time, 200 moves without a capture, or two passes in a row make a draw.",
    [T_REVIEW_GAME] = "Review the game",
    [T_BTN_PREV] = "◀ Back",
    [T_BTN_NEXT] = "Next ▶",
    [T_BTN_DONE] = "Done",
    [T_REVIEW_STATUS] = "Review: move %d of %d",
    [T_REVIEW_FINAL] = "Review: the final position",
    [T_REVIEW_HEADING] = "Review",
    [T_REVIEW_PROGRESS] = "analysed %d of %d",
    [T_REVIEW_PLAYED] = "%s played %s",
    [T_REVIEW_WAITING] = "Analysing this move" ELLIPSIS,
    [T_REVIEW_BEST_PROVEN] = "A best move, proven. Final margin for %s with best play: %s.",
    [T_REVIEW_BEST_GUESS] = "As good as the best move found. Final margin for %s: about %s, not proven.",
    [T_REVIEW_LOST_1] = "Gave away 1 seed, proven.",
    [T_REVIEW_LOST_N] = "Gave away %d seeds, proven.",
    [T_REVIEW_WORSE_1] = "About 1 seed worse, not proven.",
    [T_REVIEW_WORSE_N] = "About %d seeds worse, not proven.",
    [T_REVIEW_INSTEAD] = "Best was %s: a final margin of %s for %s instead of %s.",
    [T_REVIEW_THE_END] = "The final position.",
    [T_REVIEW_GRID_LEGEND] = "Green arrow: the best move found" DOT "the other arrow: the move played",
    [T_REVIEW_GRID_BEST] = "The best move found.",
    [T_REVIEW_GRID_ESTIMATE] = "The engine's estimate for %s after it: %s.",
    [T_REVIEW_GRID_INSTEAD] = "Best was %s: %s.",
    [T_MARK_GOOD] = "A good move.",
    [T_MARK_INACCURACY] = "An inaccuracy.",
    [T_MARK_MISTAKE] = "A mistake.",
    [T_MARK_BLUNDER] = "A blunder.",
    [T_VALUE_LEVEL] = "level",
    [T_VALUE_AHEAD] = "ahead by %s",
    [T_VALUE_BEHIND] = "behind by %s",
    [T_VALUE_WIN_NOW] = "a win, at once",
    [T_VALUE_WIN_IN] = "a win in %d moves",
    [T_VALUE_LOSS_IN] = "a loss in %d moves",
    [T_VALUE_LOSS_NEXT] = "a loss on the next move",
    [T_UNIT_MAN_1] = "1 man",
    [T_UNIT_MEN_N] = "%d men",
    [T_UNIT_MEN_DEC] = "%d.%d men",
    [T_UNIT_PIECE_1] = "1 piece",
    [T_UNIT_PIECES_N] = "%d pieces",
    [T_UNIT_PIECES_DEC] = "%d.%d pieces",
    [T_PERFECT_PROVEN] = "Proven best move",
    [T_PERFECT_SEARCHED] = "Best found in time, not proven",
    [T_TABLES_LOADING] = "Endgame tables: loading",
    [T_TABLES_BUILDING] = "Building endgame tables: %d%%",
    [T_TABLES_READY] = "Perfect endgames: %d seeds or fewer",
    [T_CANNOT_OPEN_FILE] = "Cannot open %.80s: %.160s",
    [T_RULES_PAGE] = "%d / %d",
};
