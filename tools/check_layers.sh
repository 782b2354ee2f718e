#!/usr/bin/env bash
# The app's layers (docs/architecture.md), checked: every file under
# src/app has a layer below, within its folder's band, and may include
# only the app's headers of a lower layer or of its own module; and no
# generic code of the app names a game.  A call needs a declaration, so calls
# between the app's modules then run one way, downward; what goes up (a
# board asking for a move, a dialog acting on the game, a scene opening the
# settings) goes through callbacks handed down.  A file missing from the
# table fails the check, so a new file is given its place.
#
#   tools/check_layers.sh        prints each breach; exit 1 if any
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$root/src/app

# The folders, lowest first, and the band of layers each holds: a file's
# layer lies in its folder's band, so calls between folders run one way
# too (a board never reaches the game screen that hosts it).
folders='
platform   10  39
boards     40  49
games      50  59
game       60  89
screens    90  99
.         100 100
'

# file  layer  module
table='
lang.h            10 lang
lang.c            10 lang
lang_en.c         10 lang
lang_fr.c         10 lang
settings.h        11 settings
settings.c        11 settings
puzzle_progress.h 12 puzzle_progress
puzzle_progress.c 12 puzzle_progress
audio.h           12 audio
audio.c           12 audio
gamepad.h         12 gamepad
gamepad.c         12 gamepad
tables.h          12 tables
tables.c          12 tables
frame_stats.h     12 frame_stats
frame_stats.c     12 frame_stats
app.h             20 app
app_internal.h    21 app
app.c             21 app
app_script.c      21 app
ui.h              30 ui
ui.c              30 ui
sowing_anim.h     40 sowing_anim
sowing_anim.c     40 sowing_anim
board.h           44 boards
board.c           44 boards
board_mancala.c   44 boards
board_grid.c      44 boards
game_look.h       50 looks
game_look.c       50 looks
looks.h           50 looks
look_kalah.c      50 looks
look_oware.c      50 looks
look_hasami.c     50 looks
look_khan.c       50 looks
game_layout.h     60 game_layout
game_layout.c     60 game_layout
game_scene.h      65 game_state
game_state.c      65 game_state
move_list.h       70 move_list
move_list.c       70 move_list
game_play.h       71 game_play
game_play.c       71 game_play
game_files.h      71 game_files
game_files.c      71 game_files
game_offer.h      73 game_offer
game_offer.c      73 game_offer
analysis_list.h   72 analysis_list
analysis_list.c   72 analysis_list
game_review.h     75 game_review
game_review.c     75 game_review
puzzle_action.h   60 puzzle_action
game_puzzle.h     77 game_puzzle
game_puzzle.c     77 game_puzzle
game_analysis.h   76 game_analysis
game_analysis.c   76 game_analysis
game_draw.h       80 game_draw
game_draw.c       80 game_draw
game_controls.h   85 game_dialogs
scene_overlay.c   85 game_dialogs
scene_ask.c       85 game_dialogs
scene_game.h      88 scene_game
scene_game.c      88 scene_game
setup_words.h     90 setup_words
setup_words.c     90 setup_words
setup_board.h     90 setup_board
setup_board.c     90 setup_board
setup_edit.h      91 setup_edit
setup_edit.c      91 setup_edit
setup_palette.h   92 setup_palette
setup_palette.c   92 setup_palette
screens.h         93 screens
scene_menu.c      93 screens
scene_load.c      93 screens
scene_settings.c  93 screens
scene_rules.c     93 screens
scene_setup.c     93 screens
scene_puzzles.c   93 screens
main.c           100 main
'

files=$(cd "$app" && find . -name '*.[ch]' | sed 's|^\./||' | sort)
echo "$files" | awk -v table="$table" -v folders="$folders" -v app="$app" '
BEGIN {
    n = split(table, lines, "\n")
    for (i = 1; i <= n; i++) {
        if (split(lines[i], f) < 3) continue
        layer[f[1]] = f[2]; module[f[1]] = f[3]
    }
    n = split(folders, lines, "\n")
    for (i = 1; i <= n; i++) {
        if (split(lines[i], f) < 3) continue
        lo[f[1]] = f[2]; hi[f[1]] = f[3]
    }
    bad = 0
}
{
    path = $0; name = path; sub(/.*\//, "", name)
    dir = path; if (dir ~ /\//) sub(/\/.*/, "", dir); else dir = "."
    if (!(name in layer)) {
        printf "%s: not in the layer table of tools/check_layers.sh\n", path; bad = 1; next
    }
    if (!(dir in lo) || layer[name] < lo[dir] || layer[name] > hi[dir]) {
        printf "%s: layer %d is outside its folder %s'"'"'s band\n", path, layer[name], dir; bad = 1
    }
    file = app "/" path
    while ((getline line < file) > 0) {
        if (line !~ /^#include "/) continue
        inc = line; sub(/^#include "/, "", inc); sub(/".*/, "", inc)
        if (!(inc in layer)) continue   # the engine, the render layer
        if (module[inc] == module[name]) continue
        if (layer[inc] >= layer[name]) {
            printf "%s (layer %d, %s) includes %s (layer %d, %s): calls must run downward\n",
                path, layer[name], module[name], inc, layer[inc], module[inc]
            bad = 1
        }
    }
    close(file)
}
END { exit bad }'
echo "layers: every include in src/app runs downward, folder by folder"

# The games are known one by one only in src/app/games/ (their looks):
# no game's name, rules or games.h anywhere else in the window's code.
names=$(find "$root/src/engine" -name '*.c' -exec sed -n 's/^ *\.name = "\([a-z]*\)",.*/\1/p' {} + | sort -u | paste -sd'|')
[ -n "$names" ] || { echo "layers: no game names found in src/engine"; exit 1; }
if grep -rnE --include='*.[ch]' "\"($names)\"|\b($names)_rules\b|#include \"games\.h\"|(\.|->)($names)\b" \
    "$app" | grep -v "^$app/games/"; then
  echo "layers: a game named outside src/app/games/ (give its look the knowledge instead)"
  exit 1
fi
echo "layers: the games are named only in src/app/games/"

# Nor by their words or their notation: a game's own texts (lang.h's
# T_<GAME>_..., defined in platform/lang*) are its look's to use, and a
# character of a move's or a position's text compared with a letter
# (t[0] == 'K', case 'S':) is a game's notation read by hand, where the
# engine says the same for every game (the sketch of a position, a move's
# events, game_trace_move).
games=$(tr a-z A-Z <<<"$names")
if grep -rnE --include='*.[ch]' "\bT_($games)_[A-Z0-9_]*" "$app" | grep -v "^$app/games/" |
    grep -v "^$app/platform/lang[^/]*:"; then
  echo "layers: a game's own texts used outside src/app/games/ (hand them to the code through its look)"
  words_bad=1
fi
if grep -rnE --include='*.[ch]' "(==|!=) *'[A-Za-z]'|'[A-Za-z]' *(==|!=)|case '[A-Za-z]':" "$app" |
    grep -v "^$app/games/"; then
  echo "layers: a game's notation letters tested outside src/app/games/ (ask the engine: its sketch, a move's events)"
  words_bad=1
fi
[ "${words_bad:-0}" = 0 ] || exit 1
echo "layers: no game's texts or notation letters outside src/app/games/"
