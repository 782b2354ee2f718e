#!/usr/bin/env bash
# The window playing a friend over the loopback (127.0.0.1 only), the friend
# a tabula-cli: hosted from the menu, the friend's program killed mid-game
# and started again, the game resumed and played to its end; joined by
# typing the address, the port and the code, the host cutting the
# connection mid-game, the window coming back by itself and the game played
# to its end; two windows, one hosting, one joining, playing to the end;
# and the grid games' first moves from a friend on the window's board.
# Each time the window's final position is the position the friend's
# record leads to, move for move.
#   tests/net/test_net_window.sh TABULA TABULA_CLI
set -euo pipefail
win=$1 cli=$2
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "test_net_window: $*" >&2; exit 1; }
# A port of its own for each run (two builds' tests may run together).
port=$((30000 + $$ % 20000))

# Clicks on pits $1 (names, spaces between) from frame $2 on, every 12
# frames, round and round: the window's moves whenever it is its turn.
clicks() {
  local pits=($1) i=0 f
  for f in $(seq "$2" 12 $(($2 + 12 * 150))); do
    echo "$f click @${pits[$((i % ${#pits[@]}))]}"
    i=$((i + 1))
  done
}

# The window, run with script $1 to its end, its settings fresh (the menu's
# players as they are at first); its account in $work/${2:-win}.out.
window() {
  local name=${2:-win}
  rm -rf "$work/$name.data"
  timeout 600 "$win" --data-dir "$work/$name.data" --speed instant --fixed-step --events "$1" --frames 4000 \
    --until-over --net-code 7KQ2M9XH3P --print-result >"$work/$name.out" 2>"$work/$name.err" ||
    fail "the window $name: $(cat "$work/$name.err")"
}

# The position record line $2 (a tabula-cli's "record ...") leads to in
# game $1, as tabula-cli shows it.
replay() {
  local cmds="game $1"$'\n'
  for m in ${2#record }; do cmds+="play $m"$'\n'; done
  printf '%sshow\n' "$cmds" | "$cli" | grep '^=' | tail -1 | sed 's/^= //'
}

# The window's final position and plies against the friend's record.
same_game() { # game record
  local pos plies
  pos=$(grep -o ' pos [^ ]*' "$work/win.out" | head -1 | cut -c6-)
  plies=$(grep -o ' plies [0-9]*' "$work/win.out" | head -1 | cut -c8-)
  grep -q '^result online [a-z]* closed .* over ' "$work/win.out" || fail "$1: the window's game did not end: $(cat "$work/win.out")"
  [ "$plies" -eq "$(echo "${2#record }" | wc -w)" ] || fail "$1: the window has $plies plies, the friend's record: $2"
  [ "$pos" = "$(replay "$1" "$2")" ] || fail "$1: the window ends at $pos, the friend's record at $(replay "$1" "$2")"
}

# The host's form: Players a friend online, Play, this computer only, the
# port typed, Open the game.
host_form() {
  echo "3 click @players<" # two players, then a friend online
  echo "5 click @players<"
  echo "7 click @play"
  echo "12 click @reach" # this computer only
  echo "16 click @port"
  for f in 17 18 19 20 21; do echo "$f key Backspace"; done
  echo "22 text $port"
  echo "26 click @go"
}

# The joiner's form: the address, the port and the code (in lower case,
# with its dash) typed, Enter.
join_form() {
  echo "3 click @players<"
  echo "5 click @players<"
  echo "7 click @play"
  echo "12 click @role"
  echo "16 click @address"
  echo "18 text 127.0.0.1"
  echo "20 click @port"
  for f in 21 22 23 24 25; do echo "$f key Backspace"; done
  echo "26 text $port"
  echo "28 click @code"
  echo "30 text 7kq2m-9xh3p"
  echo "32 key Return"
}

# Waits until something listens on 127.0.0.1:$port (the kernel's table,
# so that no probe counts as a stranger at the host).
wait_listening() {
  local hex
  hex=$(printf '%04X' "$port")
  for _ in $(seq 1200); do
    grep -q "^ *[0-9]*: 0100007F:$hex 00000000:0000 0A" /proc/net/tcp && return 0
    sleep 0.05
  done
  fail "nothing listens on port $port"
}

# 1. Hosted from the menu (Kalah, the window moving first); the friend's
#    program killed after a few moves and started again.
{ host_form; clicks "A B C D E F" 60; } >"$work/host.events"
window "$work/host.events" &
winpid=$!
wait_listening
"$cli" join 127.0.0.1 "$port" 7KQ2M-9XH3P >"$work/c1.out" 2>"$work/c1.err" &
first=$!
for _ in $(seq 1200); do
  [ "$(grep -c '^move\|^friend' "$work/c1.out")" -ge 6 ] && break
  sleep 0.05
done
kill -9 "$first" 2>/dev/null || fail "the first friend ended its game before the cut: it proves nothing"
wait "$first" 2>/dev/null || true
cut_at=$(grep -c '^move\|^friend' "$work/c1.out")
timeout 300 "$cli" join 127.0.0.1 "$port" 7KQ2M-9XH3P >"$work/c2.out" 2>"$work/c2.err" || true
wait "$winpid" || fail "the hosting window"
rec=$(grep '^record' "$work/c2.out") || fail "the friend who came back: $(cat "$work/c2.err")"
same_game kalah "$rec"
[ "$(echo "${rec#record }" | wc -w)" -gt "$cut_at" ] || fail "the game did not go on after the cut at ply $cut_at"
echo "hosted: cut after $cut_at plies, resumed, $(grep -o 'over [0-9a-z]*' "$work/win.out")"

# 2. Joined by typing (Oware, the host moving first); the host cuts the
#    connection at ply 10 and waits; the window comes back by itself.
"$cli" host --game oware --address 127.0.0.1 --port "$port" --code 7KQ2M9XH3P --side 1 --wait 120 --drop-at 10 \
  >"$work/h.out" 2>"$work/h.err" &
hostpid=$!
wait_listening
{ join_form; clicks "G H I J K L" 60; } >"$work/join.events"
window "$work/join.events"
wait "$hostpid" || fail "the host: $(cat "$work/h.err")"
grep -q 'connection cut at ply 10' "$work/h.err" || fail "the host did not cut the connection: $(cat "$work/h.err")"
same_game oware "$(grep '^record' "$work/h.out")"
echo "joined: cut at ply 10, came back, $(grep -o 'over [0-9a-z]*' "$work/win.out")"

# 3. Two windows: one hosts Kalah, the other joins; both play to the end
#    and end at the same position after the same plies.
{ host_form; clicks "A B C D E F" 60; } >"$work/w1.events"
{ join_form; clicks "G H I J K L" 66; } >"$work/w2.events"
window "$work/w1.events" w1 &
w1pid=$!
wait_listening
window "$work/w2.events" w2
wait "$w1pid" || fail "the hosting window of two"
for w in w1 w2; do
  grep -q "^result online [a-z]* closed .* over " "$work/$w.out" || fail "window $w's game did not end: $(cat "$work/$w.out")"
done
a=$(grep -o ' plies [0-9]* over [0-9a-z]* pos [^ ]*' "$work/w1.out") b=$(grep -o ' plies [0-9]* over [0-9a-z]* pos [^ ]*' "$work/w2.out")
[ -n "$a" ] && [ "$a" = "$b" ] || fail "two windows end apart: '$a' and '$b'"
echo "two windows:$a"

# 4. The grid games: the window hosts, moving second; the friend's first
#    moves reach its board (Khan's placings, a Hasami Shogi man), and
#    when the window leaves, both stand at the same position.
for g in hasami khan; do
  {
    echo "1 click @card.$g"
    host_form | sed 's/^12 click @reach/10 click @side>\n12 click @reach/'
  } >"$work/$g.events"
  rm -rf "$work/$g.data"
  timeout 300 "$win" --data-dir "$work/$g.data" --speed instant --fixed-step --events "$work/$g.events" \
    --frames 400 --net-code 7KQ2M9XH3P --print-result >"$work/$g.out" 2>"$work/$g.err" &
  gpid=$!
  wait_listening
  timeout 300 "$cli" join 127.0.0.1 "$port" 7KQ2M-9XH3P >"$work/$g.cli" 2>&1 || true
  wait "$gpid" || fail "$g: the window: $(cat "$work/$g.err")"
  rec=$(grep '^record' "$work/$g.cli") || fail "$g: the friend: $(cat "$work/$g.cli")"
  pos=$(grep -o ' pos [^ ]*' "$work/$g.out" | head -1 | cut -c6-)
  [ "$(echo "${rec#record }" | wc -w)" -ge 1 ] || fail "$g: no move reached the window"
  [ "$pos" = "$(replay "$g" "$rec")" ] || fail "$g: the window stands at $pos, the friend at $(replay "$g" "$rec")"
  echo "$g: $(echo "${rec#record }" | wc -w) plies of the friend's on the window's board"
done
