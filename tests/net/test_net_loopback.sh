#!/usr/bin/env bash
# Two tabula-cli over the loopback (127.0.0.1 only): a whole game of each of
# the four games ends with the same record on both sides; a stranger with a
# wrong code is refused, and one sending garbage or an oversized line is
# dropped, while the friend who comes next plays the game to its end.
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

# Strangers first: a wrong code, garbage, a line too long, a silent peer;
# then the friend.
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
