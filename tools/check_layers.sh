#!/usr/bin/env bash
# The app's layers (docs/architecture.md), checked: every file under
# src/app has a layer below, and may include only the app's headers of a
# lower layer or of its own module.  A call needs a declaration, so calls
# between the app's modules then run one way, downward; what goes up (a
# board asking for a move, a dialog acting on the game, a scene opening the
# settings) goes through callbacks handed down.  A file missing from the
# table fails the check, so a new file is given its place.
#
#   tools/check_layers.sh        prints each breach; exit 1 if any
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$root/src/app

# file  layer  module
table='
lang.h            10 lang
lang.c            10 lang
lang_en.c         10 lang
lang_fr.c         10 lang
settings.h        11 settings
settings.c        11 settings
audio.h           12 audio
audio.c           12 audio
gamepad.h         12 gamepad
gamepad.c         12 gamepad
tables.h          12 tables
tables.c          12 tables
app.h             20 app
app_internal.h    21 app
app.c             21 app
app_script.c      21 app
frame_stats.h     12 frame_stats
frame_stats.c     12 frame_stats
ui.h              30 ui
ui.c              30 ui
game_layout.h     40 game_layout
game_layout.c     40 game_layout
sowing_anim.h     40 sowing_anim
sowing_anim.c     40 sowing_anim
board.h           45 board_types
game_scene.h      50 game_state
game_state.c      50 game_state
board_mancala.c   60 boards
board_grid.c      60 boards
move_list.h       65 move_list
move_list.c       65 move_list
game_play.h       66 game_play
game_play.c       66 game_play
game_files.h      66 game_files
game_files.c      66 game_files
game_review.h     70 game_review
game_review.c     70 game_review
game_draw.h       75 game_draw
game_draw.c       75 game_draw
game_controls.h   78 game_dialogs
scene_overlay.c   78 game_dialogs
scene_over.c      78 game_dialogs
scene_game.h      80 scene_game
scene_game.c      80 scene_game
screens.h         90 screens
scene_menu.c      90 screens
scene_load.c      90 screens
scene_settings.c  90 screens
scene_rules.c     90 screens
main.c           100 main
'

files=$(cd "$app" && find . -name '*.[ch]' | sed 's|^\./||' | sort)
echo "$files" | awk -v table="$table" -v app="$app" '
BEGIN {
    n = split(table, lines, "\n")
    for (i = 1; i <= n; i++) {
        if (split(lines[i], f) < 3) continue
        layer[f[1]] = f[2]; module[f[1]] = f[3]
    }
    bad = 0
}
{
    path = $0; name = path; sub(/.*\//, "", name)
    if (!(name in layer)) {
        printf "%s: not in the layer table of tools/check_layers.sh\n", path; bad = 1; next
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
echo "layers: every include in src/app runs downward"
