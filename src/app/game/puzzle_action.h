/*
 * puzzle_action.h - what a player can ask of a puzzle, from the puzzle's
 * buttons and keys (game_puzzle.c) or the in-game menu (scene_overlay.c,
 * through GameControls): one list both name.
 */
#ifndef TABULA_PUZZLE_ACTION_H
#define TABULA_PUZZLE_ACTION_H

typedef enum {
    PZ_DO_HINT,     /* the answer's pit or piece lit (the puzzle counts as failed) */
    PZ_DO_SOLUTION, /* the answer played out from the start (failed too) */
    PZ_DO_RETRY,    /* the wrong move taken back; a finished puzzle from its start */
    PZ_DO_NEXT,     /* the next puzzle not yet solved */
    PZ_DO_ANALYSE,  /* the position on an analysis board, once tried */
    PZ_DO_COUNT
} PuzzleAction;

#endif
