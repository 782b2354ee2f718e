#!/usr/bin/env bash
# The gallery: a fixed set of the window's screens rendered to PNG files,
# for anyone to look at after a visual change (and for CTest, which runs it
# so it cannot rot).  Each screen is the game itself driven by a script
# (--events, places named on the board) from a position kept in
# tools/gallery/; the program checks what a program can check:
#   - the screen was rendered (the PNG is there, the game exited cleanly),
#   - no text was too long for its place (text_overflows 0),
#   - no notice was drawn over the board (view ... over_board 0),
#   - the board's pits or squares are labelled (view ... labels N, N > 0).
# The look itself is judged by eye.
#
#   tools/gallery.sh [OUT_DIR]     (default build/gallery)
#   TABULA=path/to/tabula          the game to run (default build/tabula)
#   GALLERY_ONLY=name              render only the screens whose name has it
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/build/gallery}
game=${TABULA:-$root/build/tabula}
fixtures=$root/tools/gallery
only=${GALLERY_ONLY:-}
export SDL_AUDIODRIVER=${SDL_AUDIODRIVER:-dummy} TABULA_NO_MESSAGE_BOX=1

mkdir -p "$out"
work=$(mktemp -d /tmp/tabula-gallery-XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0 shots=0

# shot NAME SIZE EVENTS [--large] [--board] [--save FILE]... GAME-ARGS...
#   EVENTS: the script's lines, ';' between them ("10 click @C;20 key h").
#   --save: a record put in the saved games' folder first (newest last).
shot() {
  local name=$1 size=$2 events=$3
  shift 3
  local large=0 board=0 saves=()
  while [ $# -gt 0 ]; do
    case $1 in
      --large) large=1; shift ;;
      --board) board=1; shift ;;
      --save) saves+=("$2"); shift 2 ;;
      *) break ;;
    esac
  done
  if [ -n "$only" ] && [[ $name != *"$only"* ]]; then
    return
  fi
  local data="$work/$name" ev="$work/$name.events" png="$out/$name.png" log="$work/$name.log"
  mkdir -p "$data"
  [ "$large" = 1 ] && echo "large_text = 1" >"$data/settings.ini"
  local k=0
  for f in ${saves[@]+"${saves[@]}"}; do
    mkdir -p "$data/saves"
    k=$((k + 1))
    cp "$f" "$data/saves/$(basename "$f" .tabula)-2026112$k-10${k}500.tabula"
  done
  tr ';' '\n' <<<"$events" >"$ev"
  rm -f "$png"
  shots=$((shots + 1))
  if ! "$game" --size "$size" --data-dir "$data" --fixed-step --events "$ev" --screenshot "$png" \
      --print-result --frames 30 "$@" >"$log" 2>&1; then
    echo "FAIL $name: the game failed"; sed 's/^/    /' "$log"; failed=1; return
  fi
  local why=""
  [ -s "$png" ] || why="no picture"
  grep -q '^text_overflows 0$' "$log" || why="$why; $(grep '^text_overflows' "$log")"
  if grep -q '^view notices' "$log"; then
    grep -q ' over_board 0 ' "$log" || why="$why; a notice over the board ($(grep '^view' "$log"))"
    if [ "$board" = 1 ] && grep -q ' labels 0 ' "$log"; then why="$why; the board has no labels"; fi
  elif [ "$board" = 1 ]; then
    why="$why; no game on the screen"
  fi
  if [ -n "$why" ]; then
    echo "FAIL $name:${why#;}"; failed=1
  else
    echo "ok   $name.png"
  fi
}

fx() { echo "$fixtures/$1"; }

# A friend over the loopback for the network's screens: a tabula-cli that
# joins the window's game on port $1 as soon as it listens, plays $2 plies
# and is killed, as a dropped connection would leave it.
cli=${TABULA_CLI:-$(dirname "$game")/tabula-cli}
friend_then_cut() { # port plies
  (
    for _ in $(seq 200); do
      "$cli" join 127.0.0.1 "$1" 7KQ2M-9XH3P >"$work/friend.out" 2>"$work/friend.err" &
      local pid=$!
      sleep 0.2
      if ! grep -q "cannot connect" "$work/friend.err"; then
        for _ in $(seq 400); do
          [ "$(grep -c '^move\|^friend' "$work/friend.out")" -ge "$2" ] && break
          sleep 0.05
        done
        kill -9 "$pid" 2>/dev/null
        exit 0
      fi
      wait "$pid"
    done
  ) &
}
big=1280x760

# The menu, and the screens it leads to.
shot menu $big ""
shot settings $big "10 click @settings"
shot rules $big "10 click @rules;20 key Right"
shot rules-hasami $big "10 click @rules;20 key Tab;22 key Tab;26 key Right;28 key Right"
# Oware's rules on their own board: its capture page (Tab to Oware, two pages on).
shot rules-oware $big "10 click @rules;20 key Tab;22 key Right;24 key Right"
shot rules-khan $big "10 click @rules;20 key Tab;22 key Tab;24 key Tab;26 key Right;28 key Right;30 key Right"
# The menu with a grid game's options (Up from Play to the game, then on).
# Oware's level row at its top, Expert: Oware is not solved, it has no perfect level.
shot menu-oware-top $big "10 key Up;12 key Up;14 key Up;16 key Up;18 key Up;20 key Up;22 key Right;24 key Down;26 key Down;28 key Down;30 key Right;32 key Right" --frames 50
shot menu-hasami $big "10 key Up;12 key Up;14 key Up;16 key Up;18 key Up;20 key Up;22 key Right;24 key Right"
# A saved game that cannot be opened says why when pointed at; one cut short
# says where it ends, and opens that far with a notice.
shot saved-games-refused $big "10 click @saved;20 key Down" --save "$(fx unknown-game.tabula)" \
  --save "$(fx kalah-cut.tabula)"
shot saved-games-cut $big "10 click @saved" --save "$(fx unknown-game.tabula)" --save "$(fx kalah-cut.tabula)"
shot kalah-cut-open $big "" --board --load "$(fx kalah-cut.tabula)" --frames 20
# The saved games, a grid game's final position in the preview.
shot saved-games $big "10 click @saved;20 key Down" --save "$(fx kalah-middle.tabula)" \
  --save "$(fx khan-middle.tabula)" --save "$(fx hasami-middle.tabula)"

# Each game's start, middle and end.
shot kalah-start $big "" --board --game kalah --mode hvc
shot kalah-middle $big "" --board --load "$(fx kalah-middle.tabula)"
shot kalah-end $big "" --board --load "$(fx kalah-end.tabula)" --frames 90
shot oware-start $big "" --board --game oware --mode hvc
shot oware-middle $big "" --board --load "$(fx oware-middle.tabula)"
shot oware-end $big "" --board --load "$(fx oware-end.tabula)" --frames 90
shot hasami-start $big "" --board --game hasami --mode hvc
shot hasami-middle $big "" --board --load "$(fx hasami-middle.tabula)"
shot hasami-end $big "" --board --load "$(fx hasami-end.tabula)" --frames 90
shot hasami-flipped $big "100 click @flip" --board --load "$(fx hasami-end.tabula)" --frames 130
shot khan-start $big "" --board --game khan --mode hvc
shot khan-edge-hint $big "10 key h" --board --game khan --mode hvc --frames 40
shot khan-setup $big "10 click @tray0.0" --board --game khan --opt orientation=0 --mode hvc
shot khan-middle $big "" --board --load "$(fx khan-middle.tabula)"
shot khan-end $big "" --board --load "$(fx khan-end.tabula)" --frames 90

# Moves in flight: a sowing, a Kalah capture, an Oware capture of three pits,
# an extra turn's notice; what a move will do, shown before it is played.
shot kalah-sowing $big "10 click @E" --board --game kalah --mode hvh --frames 48
shot kalah-capture $big "10 click @B" --board --load "$(fx kalah-capture.tabula)" --frames 86
shot oware-capture $big "10 click @F" --board --load "$(fx oware-capture.tabula)" --frames 100
shot kalah-extra-turn $big "10 click @C" --board --game kalah --mode hvh --frames 110
shot oware-capture-preview $big "10 move @F" --board --load "$(fx oware-capture.tabula)" --frames 20
shot kalah-preview $big "10 move @B" --board --load "$(fx kalah-capture.tabula)" --frames 20
shot hasami-capture-preview $big "10 click @e9;14 move @e5" --board --load "$(fx hasami-capture.tabula)" --frames 20
# After a capture: the pits it emptied, or the squares it took from, marked
# until the next move (the game between two players, so that no reply comes).
shot kalah-capture-marks $big "10 click @B" --board --load "$(fx kalah-capture.tabula)" --mode hvh --frames 200
shot oware-capture-marks $big "10 click @F" --board --load "$(fx oware-capture.tabula)" --mode hvh --frames 200
shot hasami-capture-marks $big "10 click @e9;14 click @e5" --board --load "$(fx hasami-capture.tabula)" --mode hvh \
  --frames 200

# The computer thinking (its card says how deep it has looked), past its
# opening book, which it plays at once.
shot oware-thinking $big "5 key p" --board --load "$(fx oware-middle.tabula)" --mode cvc --level expert --frames 40

# The hint, the level changed from the overlay, the review.
shot kalah-hint $big "10 key h" --board --game kalah --mode hvc --level expert --frames 90
shot oware-hint $big "10 key h" --board --load "$(fx oware-middle.tabula)" --level expert --frames 90
shot overlay-level $big "10 key Escape;14 key Down;16 key Down;18 key Right" --board --game kalah --mode hvc --frames 30
shot overlay-level-oware $big "10 key Escape;14 key Down;16 key Down;18 key Right;20 key Right" --board --game oware --mode hvc --frames 30
# The computer to move with the in-game menu open: its move waits.
shot overlay-paused $big "10 click @B;60 key Escape" --board --game kalah --mode hvc --level expert --frames 300
shot review $big "60 key Down;65 key Return;90 key Right;104 key Right;118 key Right" --board \
  --load "$(fx kalah-review.tabula)" --speed instant --frames 200
# A grid game's review: a mistake (Black's e8e9 at move 55), its arrow
# beside the best move's; and Khan's, a blunder that let the Kalista go.
shot review-hasami $big "60 key Down;65 key Return;80 key Right;82 key Right;84 key Right;86 key Right;88 key Right;90 key Right;92 key Right;94 key Right;96 key Right;98 key Right;100 key Right;102 key Right;104 key Right;106 key Right;108 key Right;110 key Right;112 key Right;114 key Right;116 key Right;118 key Right;120 key Right;122 key Right;124 key Right;126 key Right;128 key Right;130 key Right;132 key Right;134 key Right;136 key Right;138 key Right;140 key Right;142 key Right;144 key Right;146 key Right;148 key Right;150 key Right;152 key Right;154 key Right;156 key Right;158 key Right;160 key Right;162 key Right;164 key Right;166 key Right;168 key Right;170 key Right;172 key Right;174 key Right;176 key Right;178 key Right;180 key Right;182 key Right;184 key Right;186 key Right" --board \
  --load "$(fx hasami-review.tabula)" --speed instant --frames 400
shot review-khan $big "60 key Down;65 key Return;80 key Right" --board \
  --load "$(fx khan-review.tabula)" --speed instant --frames 300

# The analysis board, opened over a game from the in-game menu: a
# variation beside the main line, every move's value, the best line.
shot analysis-kalah $big "10 click @C;14 click @F;50 click @J;90 key Escape;94 click @analyse;160 key Left;180 click @K" \
  --board --game kalah --mode hvh --frames 320
shot analysis-hasami $big "10 click @e9;12 click @e5;30 click @d1;32 click @d4;60 key Escape;64 click @analyse;120 key Left;140 click @c1;142 click @c4" \
  --board --game hasami --mode hvh --frames 320
shot analysis-khan $big "60 key Down;65 key Return;80 key Right;100 key a" --board \
  --load "$(fx khan-review.tabula)" --speed instant --frames 300

# The position editor: from the menu (a seed dragged to a store, one
# taken), refusing a board with too many seeds, and opened from a game's
# menu with its position filled in.
shot setup-kalah $big "10 click @setup;30 press @C;34 move @D;38 release @store0;40 rclick @J;42 click @K" --board --frames 60
shot setup-oware-refused $big "5 click @card.oware;10 click @setup;30 click @A;32 click @A" --board --frames 60
shot setup-hasami $big "10 key Escape;14 click @setup;30 click @tool1;34 press @b9;36 move @b7;38 release @b6" --board \
  --load "$(fx hasami-middle.tabula)" --frames 60
shot setup-khan $big "10 key Escape;14 click @setup;30 click @tool1" --board --load "$(fx khan-middle.tabula)" --frames 60
shot french-setup-khan $big "10 key Escape;14 click @setup;30 click @tool4;32 click @d1" --board --lang fr \
  --load "$(fx khan-middle.tabula)" --frames 60

# The puzzles: the screen that chooses them, a puzzle being solved, a
# wrong move with its proven values, the hint, solved (in French), a line
# of several moves after the opponent's reply.
shot puzzles $big "5 click @puzzles" --frames 20
shot puzzle-oware $big "5 click @puzzles;10 click @game>;20 click @start" --board --frames 40
shot puzzle-kalah-wrong $big "5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @D" --board --frames 110
shot puzzle-kalah-hint $big "5 click @puzzles;15 click @start;30 key h" --board --frames 40
shot french-puzzle-solved $big "5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @F" --board --lang fr --frames 110
# The grid games' puzzles, found by search: one being solved, a wrong move
# with the defence the search finds played out and named (Khan's in
# French), a hint, the solution played out in the small
# window (in French).
shot puzzle-hasami $big "5 click @puzzles;8 click @game>;10 click @game>;20 click @start" --board --frames 40
shot puzzle-hasami-wrong $big \
  "5 click @puzzles;8 click @game>;10 click @game>;12 click @band>;14 click @band>;20 click @start;40 click @c1;45 click @c5" \
  --board --frames 200
shot french-puzzle-khan-wrong $big \
  "5 click @puzzles;8 click @game>;10 click @game>;12 click @game>;14 click @band>;16 click @band>;20 click @start;40 click @b2;45 click @b3" \
  --board --lang fr --frames 200
shot puzzle-khan-hint $big "5 click @puzzles;8 click @game>;10 click @game>;12 click @game>;20 click @start;30 key h" \
  --board --frames 40
shot small-large-puzzle-khan 480x320 "5 click @puzzles;8 click @game>;10 click @game>;12 click @game>;20 click @start;30 key s" \
  --large --board --lang fr --frames 150
shot small-large-puzzles 480x320 "5 click @puzzles" --large --lang fr --frames 20
shot small-large-puzzle-wrong 480x320 "5 click @puzzles;8 click @band>;10 click @band>;15 click @start;40 click @D" --large --board --frames 110
shot hd-puzzle-line 1920x1080 "5 click @puzzles;8 click @band>;10 click @band>;12 click @band>;15 click @start;23 key n;26 key n;50 click @B" \
  --board --frames 110

# Draws and resignation: an offer declined with the computer's reason, one
# accepted with its reason (and in the small window, in French), the
# question before resigning, the computer's own offer, its resignation, a
# draw agreed (in French), the small window's question and offer, a
# resignation's result on a large screen.
shot offer-declined $big "10 click @draw" --board --load "$(fx hasami-ahead.tabula)" --frames 60
shot offer-accepted $big "10 click @draw" --board --load "$(fx kalah-drawn.tabula)" --frames 40
shot small-large-offer-accepted 480x320 "10 key d" --large --board --lang fr --load "$(fx kalah-drawn.tabula)" \
  --frames 40
shot resign-question $big "10 click @resign" --board --load "$(fx kalah-middle.tabula)" --frames 20
shot computer-offers-draw $big "" --board --load "$(fx kalah-offer.tabula)" --frames 40
shot computer-resigned $big "" --board --load "$(fx kalah-lost.tabula)" --frames 60
shot french-draw-agreed $big "30 click @yes" --board --lang fr --load "$(fx kalah-offer.tabula)" --frames 60
shot small-large-resign-question 480x320 "10 key Escape;14 click @resign" --large --board --lang fr \
  --load "$(fx hasami-middle.tabula)" --frames 30
shot small-large-computer-offers 480x320 "" --large --board --load "$(fx kalah-offer.tabula)" --frames 40
shot hd-resigned 1920x1080 "10 click @resign;16 click @yes" --board --load "$(fx hasami-middle.tabula)" --frames 50

# French; the smallest window with larger text; a large screen.
shot french-hint $big "10 key h" --board --lang fr --game kalah --mode hvc --level expert --frames 90
shot french-khan $big "" --board --lang fr --load "$(fx khan-middle.tabula)"
shot small-large-menu 480x320 "" --large
shot small-large-analysis 480x320 "10 click @C;14 click @F;50 click @J;90 key Escape;94 click @analyse;160 key Left;180 click @K" \
  --large --board --lang fr --game kalah --mode hvh --frames 320
# The same board showing its moves in the engine's place (L).
shot small-large-analysis-moves 480x320 "10 click @C;14 click @F;50 click @J;90 key Escape;94 click @analyse;160 key Left;180 click @K;200 key l" \
  --large --board --lang fr --game kalah --mode hvh --frames 260
shot small-large-kalah 480x320 "" --large --board --load "$(fx kalah-middle.tabula)"
# The small window's sowing game keeps its last moves, larger text or not.
shot small-kalah-moves 480x320 "10 click @C" --board --game kalah --mode hvc --frames 300
shot small-large-hasami 480x320 "" --large --board --lang fr --load "$(fx hasami-middle.tabula)"
# Oware's plank, its round cups and bowls in the small window, turned round.
shot small-large-oware 480x320 "10 key f" --large --board --lang fr --load "$(fx oware-middle.tabula)" --frames 30
shot small-large-end 480x320 "" --large --board --load "$(fx oware-end.tabula)" --frames 90
# The small window's strip beside a grid board: playing, the result (in
# French), a review.
shot small-large-khan 480x320 "" --large --board --load "$(fx khan-middle.tabula)"
# Khan's free move said in the strip (no piece of Rouge's can obey the Khan).
shot small-large-khan-free 480x320 "" --large --board --load "$(fx khan-free.tabula)"
shot small-large-khan-free-fr 480x320 "" --large --board --lang fr --load "$(fx khan-free.tabula)"
shot small-large-khan-end 480x320 "" --large --board --lang fr --load "$(fx khan-end.tabula)" --frames 120
shot small-large-review-khan 480x320 "60 key Down;65 key Return;80 key Right" --large --board \
  --load "$(fx khan-review.tabula)" --speed instant --frames 300
shot small-large-setup-kalah 480x320 "10 click @setup;30 click @A;32 click @A" --large --board --lang fr --frames 60
shot small-large-setup-khan 480x320 "10 key Escape;14 click @setup;30 click @tool4;32 click @d1" --large --board \
  --load "$(fx khan-middle.tabula)" --frames 60
# A tall window's editor: the panel under the board, its values unsqueezed.
shot tall-setup-kalah 760x1280 "10 click @setup;30 rclick @J" --board --frames 40
shot hd-setup-hasami 1920x1080 "5 click @card.hasami;10 click @setup;30 click @tool2;32 click @e9" --board --lang fr --frames 60
shot hd-oware 1920x1080 "" --board --load "$(fx oware-middle.tabula)"
shot hd-khan 1920x1080 "" --board --load "$(fx khan-middle.tabula)"

# Playing a friend online: the host's form, the friend's form typed in
# (in French at the small window with larger text), the host waiting for
# its friend with what to pass on, and waiting again after the friend's
# connection dropped.
shot online-host $big "6 click @players<;8 click @players<;10 click @play"
shot online-join $big "6 click @players<;8 click @players<;10 click @play;16 click @role;20 click @address;22 text 192.168.1.20;24 click @code;26 text 7KQ2M-9XH3P" \
  --frames 40
shot small-large-online-join 480x320 "6 click @players<;8 click @players<;10 click @play;16 click @role;20 click @address;22 text 192.168.1.20;24 click @code;26 text 7KQ2M" \
  --large --lang fr --frames 40
shot online-waiting $big "6 click @players<;8 click @players<;10 click @play;16 click @reach;20 click @go" --board --net-code 7KQ2M9XH3P --frames 40
netport=$((30000 + $$ % 20000))
if [ -z "$only" ] || [[ online-reconnect == *"$only"* ]]; then friend_then_cut "$netport" 6; fi
shot online-reconnect $big "$(printf '6 click @players<;8 click @players<;10 click @play;16 click @reach;20 click @port;21 key Backspace;22 key Backspace;23 key Backspace;24 key Backspace;25 key Backspace;26 text %s;30 click @go' "$netport")$(for f in $(seq 60 12 300); do printf ';%s click @%s' "$f" "$(echo A B C D E F | cut -d' ' -f$(( (f / 12) % 6 + 1)))"; done)" \
  --board --net-code 7KQ2M9XH3P --speed instant --frames 600
wait
# The friend's side: joined by typing, its own pits at the bottom, a few
# moves in (the host a tabula-cli that moves first).
if [ -z "$only" ] || [[ online-joined == *"$only"* ]]; then
  "$cli" host --game oware --address 127.0.0.1 --port "$netport" --code 7KQ2M9XH3P --side 1 --wait 8 \
    >"$work/host.out" 2>&1 &
fi
shot online-joined $big "$(printf '6 click @players<;8 click @players<;10 click @play;14 click @role;16 click @address;18 text 127.0.0.1;20 click @port;21 key Backspace;22 key Backspace;23 key Backspace;24 key Backspace;25 key Backspace;26 text %s;28 click @code;30 text 7KQ2M9XH3P;32 key Return;70 click @J;110 click @K;150 click @L' "$netport")" \
  --board --speed instant --frames 190
wait

echo "gallery: $shots screens in $out"
if [ "$failed" -ne 0 ]; then
  echo "gallery: FAILED"
  exit 1
fi
