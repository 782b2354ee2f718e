#!/usr/bin/env bash
# Two tabula-cli over the loopback (127.0.0.1 only): a whole game of each of
# the four games ends with the same record on both sides; a thousand
# strangers during play are refused; a game cut mid-way resumes when the
# friend comes back; a hundred strangers while the host waits are refused
# and the friend who comes next plays the game to its end.
#   tests/net/test_net_loopback.sh TABULA_CLI
set -euo pipefail
cli=$1
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
fail() { echo "test_net_loopback: $*" >&2; exit 1; }

# Starts a host of game $1 (more flags after it); sets $port and $hostpid.
host() {
  local g=$1
  shift
  : >"$work/host.out"
  "$cli" host --game "$g" --code 7KQ2M-9XH3P --wait 30 "$@" >"$work/host.out" 2>"$work/host.err" &
  hostpid=$!
  for _ in $(seq 100); do
    port=$(awk '/^listening/ {print $3}' "$work/host.out")
    [ -n "$port" ] && return 0
    sleep 0.05
  done
  fail "the host of $g did not listen: $(cat "$work/host.err")"
}

for g in kalah oware hasami khan; do
  host "$g" --side $([ "$g" = oware ] && echo 2 || echo 1)
  timeout 300 "$cli" join 127.0.0.1 "$port" 7kq2m9xh3p >"$work/join.out" 2>"$work/join.err" ||
    fail "$g: the joiner: $(cat "$work/join.err")"
  wait "$hostpid" || fail "$g: the host: $(cat "$work/host.err")"
  a=$(grep '^record' "$work/host.out") b=$(grep '^record' "$work/join.out")
  [ -n "$a" ] && [ "$a" = "$b" ] || fail "$g: the records differ: host '$a', joiner '$b'"
  [ "$(grep '^result' "$work/host.out")" = "$(grep '^result' "$work/join.out")" ] || fail "$g: the results differ"
  grep -q '^result unfinished' "$work/host.out" && fail "$g: the game did not end"
  echo "$g: $(echo "$a" | wc -w) words of record, $(grep '^result' "$work/host.out")"
done

# A thousand strangers while the friend plays: the host listens no more,
# so the system refuses them all, and the game goes on to its end.
host hasami --level expert --time 30
timeout 300 "$cli" join 127.0.0.1 "$port" 7KQ2M9XH3P --level expert --time 30 >"$work/join.out" 2>"$work/join.err" &
joinpid=$!
sleep 0.5
refused=0
for _ in $(seq 1000); do
  if ! (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; then refused=$((refused + 1)); fi
done
kill -0 "$hostpid" 2>/dev/null || fail "the game ended before the crowd did: it proves nothing"
wait "$joinpid" || fail "the friend under the crowd: $(cat "$work/join.err")"
wait "$hostpid" || fail "the host under the crowd: $(cat "$work/host.err")"
[ "$refused" -eq 1000 ] || fail "$((1000 - refused)) of 1000 strangers got in during the game"
[ "$(grep '^record' "$work/host.out")" = "$(grep '^record' "$work/join.out")" ] || fail "the records differ under the crowd"
echo "1000 strangers refused during play: $(grep '^result' "$work/join.out")"

# A connection cut mid-game: the friend's program is killed; the host waits
# for it to come back with the same code, sends the game as it stands, and
# the game ends with the same record on both sides, the moves before the
# cut kept.
host hasami --level expert --time 30
"$cli" join 127.0.0.1 "$port" 7KQ2M9XH3P --level expert --time 30 >"$work/cut.out" 2>&1 &
cutpid=$!
sleep 1.5
kill -9 "$cutpid" 2>/dev/null || fail "the game ended before the cut"
wait "$cutpid" 2>/dev/null || true
before=$(awk '/^(move|friend) / {n = $2} END {print n + 0}' "$work/cut.out")
[ "$before" -gt 0 ] || fail "no move before the cut"
# The host opens its port again once it has seen the cut: the friend tries
# until it is in, as a person would.
back=0
for _ in $(seq 40); do
  if timeout 300 "$cli" join 127.0.0.1 "$port" 7KQ2M9XH3P --level expert --time 30 >"$work/join.out" 2>"$work/join.err"; then
    back=1
    break
  fi
  grep -q "Connection refused" "$work/join.err" || fail "the friend coming back: $(cat "$work/join.err")"
  sleep 0.25
done
[ "$back" = 1 ] || fail "the friend never got back in: $(cat "$work/join.err")"
wait "$hostpid" || fail "the host after the cut: $(cat "$work/host.err")"
grep -q "waiting for the friend to come back" "$work/host.err" || fail "the host did not wait: $(cat "$work/host.err")"
a=$(grep '^record' "$work/host.out") b=$(grep '^record' "$work/join.out")
[ "$a" = "$b" ] || fail "the records differ after the cut: '$a', '$b'"
[ "$(echo "$a" | wc -w)" -gt "$before" ] || fail "the moves before the cut were lost"
echo "cut after $before plies and resumed: $(grep '^result' "$work/join.out")"

# A hundred strangers while the host waits: wrong codes, garbage, lines too
# long, silent ones; the host pauses after five and listens again, and the
# friend, who keeps trying, plays the game to its end.
host kalah --pause 2
for i in $(seq 100); do
  case $((i % 4)) in
    0) "$cli" join 127.0.0.1 "$port" 7KQ2M-9XH3Q >/dev/null 2>&1 & ;;
    1) (exec 3<>/dev/tcp/127.0.0.1/"$port" && printf 'GET / HTTP/1.0\r\n\r\n' >&3) 2>/dev/null & ;;
    2) (exec 3<>/dev/tcp/127.0.0.1/"$port" && head -c 5000 /dev/zero | tr '\0' x >&3) 2>/dev/null & ;;
    3) (exec 3<>/dev/tcp/127.0.0.1/"$port" && sleep 3) 2>/dev/null & ;;
  esac
done
joined=0
for _ in $(seq 40); do
  if timeout 60 "$cli" join 127.0.0.1 "$port" 7KQ2M9XH3P >"$work/join.out" 2>"$work/join.err"; then
    joined=1
    break
  fi
  sleep 0.5
done
[ "$joined" = 1 ] || fail "the friend never got in: $(cat "$work/join.err")"
wait "$hostpid" || fail "the host after the strangers: $(cat "$work/host.err")"
grep -q "not listening for 2 s" "$work/host.err" || fail "the host never paused: $(cat "$work/host.err")"
[ "$(grep '^record' "$work/host.out")" = "$(grep '^record' "$work/join.out")" ] || fail "the records differ after the strangers"
echo "100 strangers refused while waiting, $(grep -c 'not listening' "$work/host.err") pauses; the friend played"

# A wrong code, garbage, a line too long; then the friend.
host kalah
out=$("$cli" join 127.0.0.1 "$port" 7KQ2M-9XH3Q 2>&1) && fail "a wrong code was let in"
echo "$out" | grep -q "refused: wrong code" || fail "a wrong code: $out"
exec 3<>/dev/tcp/127.0.0.1/"$port"
printf 'GET / HTTP/1.0\r\n\r\n' >&3
exec 3>&-
exec 3<>/dev/tcp/127.0.0.1/"$port"
head -c 5000 /dev/zero | tr '\0' 'x' >&3 || true
exec 3>&-
timeout 120 "$cli" join 127.0.0.1 "$port" 7KQ2M9XH3P >"$work/join.out" 2>"$work/join.err" ||
  fail "the friend after the strangers: $(cat "$work/join.err")"
wait "$hostpid" || fail "the host after the strangers: $(cat "$work/host.err")"
[ "$(grep '^record' "$work/host.out")" = "$(grep '^record' "$work/join.out")" ] || fail "the records differ after the strangers"
echo "strangers refused, the friend played: $(grep '^result' "$work/join.out")"
