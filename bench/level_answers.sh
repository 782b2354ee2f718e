#!/bin/sh
# level_answers.sh - every level's answer on a fixed set of positions of
# every game, for comparing two builds byte for byte.
#
#     bench/level_answers.sh [TABULA_CLI] > answers.txt
#
# TABULA_CLI defaults to build/tabula-cli.  The positions are the start and
# middlegame positions reached by fixed move sequences (`play`, so the
# searches see the history as a game would) or set by `position`: Kalah 6x4,
# 6x3 (where the opening book answers) and 4x4 with empty_capture=on; Oware
# under both finishes; Hasami Shogi by default, with diagonal=on and with
# corner2=on defeat=1 lead=0, and in an endgame; Khan in two orientations.
# In each, `go` and `analyze` at every level (simple, medium, hard, expert,
# perfect), and `solve` where it proves the value at once.  The
# time-bounded levels (expert, perfect) get a node limit and a time far
# beyond it, and every `analyze` a node limit, so the answers do not depend
# on the machine's speed or load.  The endgame-table cache is an empty
# folder made for the run, so a table that happens to be cached does not
# change the answers; the opening books are the source tree's.
#
# Prints each command as "> COMMAND", then its answer.  About fifteen seconds.
# A change that must not change behaviour leaves the output identical:
#
#     bench/level_answers.sh /tmp/tabula-cli-base > /tmp/base.txt
#     bench/level_answers.sh > /tmp/new.txt && cmp /tmp/base.txt /tmp/new.txt
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
cli=${1:-$here/build/tabula-cli}
GO_NODES=200000
ANALYZE_NODES=150000
TIME=86400000 # ms, the most the protocol takes: never reached before the node limit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every level's go and analyze in the current position.
levels() {
    for level in simple medium hard; do
        echo "go level=$level"
        echo "analyze level=$level nodes=$ANALYZE_NODES"
    done
    for level in expert perfect; do
        echo "go level=$level nodes=$GO_NODES time=$TIME"
        echo "analyze level=$level nodes=$ANALYZE_NODES time=$TIME"
    done
}

# The start of `game ARGS`, then each move sequence given after it (one
# argument each, moves separated by spaces) from the start.
game() {
    spec=$1
    shift
    echo "game $spec"
    echo "show"
    levels
    for line in "$@"; do
        echo "reset"
        for m in $line; do
            echo "play $m"
        done
        echo "show"
        levels
    done
}

{
    game "kalah" \
        "D K C F H K I A F D K E J E" \
        "D K C F H K I A F D K E J E H D L D H A K G C H B K D I E I"
    echo "solve"
    game "kalah pits=6 seeds=3" "D A J G E K A G F H B I D L F G A J E H"
    game "kalah pits=4 seeds=4 empty_capture=on" "D G C E B G A E D G"
    echo "solve"
    game "oware" \
        "D K C L B I A J F G D G C L B H B J D G" \
        "D K C L B I A J F G D G C L B H B J D G E K B L D I A I F I D G C G B K D J F G E I F H B K A I F J C H F K A I E J D L"
    game "oware finish=six" \
        "D K C L B I A J F G D G C L B H B J D G E K B L D I A I F I D G C G B K D J F G E I F H B K A I F J C H F K A I E J D L D G C H B K D J F G"
    game "hasami" \
        "a9a5 c1c2 b9b6 f1f3 c9c7 h1h8 d9d7 f3f2 e9b9 h8h2 h9h6 e1e2 i9i3 c2a2 i3i5 h2h1 i5i7 d1d3 h6e6 b1e1" \
        "a9a5 c1c2 b9b6 f1f3 c9c7 h1h8 d9d7 f3f2 e9b9 h8h2 h9h6 e1e2 i9i3 c2a2 i3i5 h2h1 i5i7 d1d3 h6e6 b1e1 d7d8 i1i3 i7e7 a2b2 g9g2 d3b3 g2i2 i3i7 a5a9 i7f7 b9b8 g1f1 f9b9 a1d1 c7d7 b3e3 b6b7 f7f5 b7b5 h1h3 b5b3 h3h4 e6h6 e3i3 h6c6 h4c4 e7e3 f5d5 a9a4 b2c2 b8c8 c4f4 c6a6 f4f8 c8c3 i3i7 d7b7 c2d2 d8b8 d5i5"
    # An endgame, White two men ahead: the hunt of hard and expert, and
    # hard's deeper search with eight men or fewer.
    echo "position B......../....W..../........./..W....W./....W..../........./...B...../........./...W.B.../b"
    levels
    echo "position B......../....W..../........./..W....W./....W..../........./...B...../........./...W.B.../w"
    levels
    game "hasami diagonal=on" \
        "a9a5 c1c2 b9b6 f1f3 c9c7 h1h8 d9d7 f3f2 e9b9 h8h2 h9h6 e1e2 i9i3 c2a2 i3i5 h2h1 i5i7 d1d3 h6e6 b1e1 d7d8 i1i3 i7e7 a2b2 g9g2 d3b3 g2i2 i3i7 a5a9 i7f7"
    game "hasami corner2=on defeat=1 lead=0" \
        "a9a5 c1c2 b9b6 f1f3 c9c7 h1h8 d9d7 f3f2 e9b9 h8h2 h9h6 e1e2 i9i3 c2a2 i3i5 h2h1 i5i7 d1d3 h6e6 b1e1 d7d8 i1i3 i7e7 a2b2 g9g2 d3b3 g2i2 i3i7 a5a9 i7f7 b9b8 g1f1 f9b9 a1d1 c7d7 b3e3 b6b7 f7f5 b7b5 h1h3"
    game "khan" \
        "S@b5 K@a6 S@d6 S@c6 S@f6 S@e5 S@e2 K@e1 S@f2 S@d1 S@b1 S@a2" \
        "S@b5 K@a6 S@d6 S@c6 S@f6 S@e5 S@e2 K@e1 S@f2 S@d1 S@b1 S@a2 a6a5 b1c2 b5b6 f2d3 c6c4 a2a1 d6c5 e2d2 c5c6 d3f3 c4b4 d2d3 c6b5 f3e3 e5d3 a1a3 f6e4 c2c1"
    game "khan orientation=1" \
        "S@b5 K@a6 S@d6 S@c6 S@f6 S@e5 S@e2 K@e1 S@f2 S@d1 S@b1 S@a2 d6d5 a2c3 e5e6 d1c1 f6f4 c3c2 b5b4 e1d1"
    echo "quit"
} > "$work/commands"

mkdir "$work/cache"
XDG_CACHE_HOME="$work/cache" TABULA_ASSETS="$here/assets" "$cli" < "$work/commands" > "$work/answers"

# One answer per command, each ending with an empty line (no command here
# answers on more than one line).
awk 'NR == FNR { if ($0 != "" && $0 !~ /^#/) cmd[++n] = $0; next }
     $0 == "" { next }
     { print "> " cmd[++i]; print }' "$work/commands" "$work/answers"
