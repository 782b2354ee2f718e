#!/usr/bin/env bash
# Frame times of the window under Xvfb, computer vs computer at expert on
# Kalah(6,4), beside the nodes a second tabula-cli's expert search gets on
# the moves of a Kalah game in the same run.  Prints medians of RUNS runs
# (default 3), and each run's slowest frames with where their time went.
# BUSY=1 keeps the machine's other core busy with a loop meanwhile; GAME=
# and LEVEL= choose another game and level; ANALYSIS=1 measures the
# analysis board instead: the game's middle position of the gallery
# (tools/gallery/GAME-middle.tabula, past the opening book) opened on it
# from the in-game menu, its analysis running the whole time.  Needs
# build/ and xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
frames=${FRAMES:-900}
game=${GAME:-kalah}
level=${LEVEL:-expert}
busy_pid=
mode=(--mode cvc --level "$level")
events=
if [ "${ANALYSIS:-0}" = 1 ]; then
    events=$(mktemp)
    printf '5 key Escape\n8 click @analyse\n' >"$events"
    mode=(--mode hvh --load "tools/gallery/$game-middle.tabula" --events "$events")
fi
if [ "${BUSY:-0}" = 1 ]; then
    (while :; do :; done) &
    busy_pid=$!
    trap 'kill $busy_pid 2>/dev/null' EXIT
fi
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# tabula-cli: `go level=expert` (one second) on 8 successive moves of a
# game, the nodes it reports over the wall time of the whole exchange.
cli_nps() {
    local line out nodes=0 start end r mv n
    coproc CLI { build/tabula-cli; }
    # Bash unsets CLI the moment the coprocess ends: keep its descriptors
    # and pid, and read nothing after "quit".
    local pid=$CLI_PID cin=${CLI[1]} cout=${CLI[0]}
    ask() {
        echo "$1" >&"$cin"
        out=""
        while IFS= read -r line <&"$cout"; do
            [ -z "$line" ] && break
            out=$line
        done
    }
    ask "game $game"
    start=$(date +%s.%N)
    for ((k = 0; k < 8; k++)); do
        ask "go level=expert"
        r=$out
        mv=$(awk '{print $2}' <<<"$r")
        n=$(sed 's/.*nodes=\([0-9]*\).*/\1/' <<<"$r")
        nodes=$((nodes + n))
        ask "play $mv"
    done
    end=$(date +%s.%N)
    echo quit >&"$cin" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    awk -v n="$nodes" -v a="$start" -v b="$end" 'BEGIN {printf "%.0f\n", n / (b - a)}'
}

cli=() p50=() p99=() mx=() ai=()
for ((i = 0; i < runs; i++)); do
    cli+=("$(cli_nps)")
    detail=$(mktemp)
    line=$(xvfb-run -a -s "-screen 0 1920x1200x24" build/tabula --game "$game" "${mode[@]}" \
        --size 1280x760 --frames "$frames" --frame-stats 2>"$detail" | tail -n 1)
    grep -E '^(slow frame|frames started late)' "$detail" | head -n 4 | sed 's/^/    /' >&2
    rm -f "$detail"
    echo "run $((i + 1)): $line; tabula-cli ${cli[-1]} nodes/s" >&2
    read -r _ _ _ a _ b _ c _ d <<<"$line"
    p50+=("$a") p99+=("$b") mx+=("$c") ai+=("$d")
done
m_cli=$(printf '%s\n' "${cli[@]}" | median)
m_ai=$(printf '%s\n' "${ai[@]}" | median)
[ -n "$events" ] && rm -f "$events"
printf 'window %s %s 1280x760, %d frames, median of %d runs%s\n' \
    "$([ -n "$events" ] && echo 'analysis board' || echo "cvc $level")" "$game" "$frames" "$runs" \
    "$([ -n "$busy_pid" ] && echo ', the other core busy')"
printf 'frame p50_ms %s p99_ms %s max_ms %s\n' "$(printf '%s\n' "${p50[@]}" | median)" \
    "$(printf '%s\n' "${p99[@]}" | median)" "$(printf '%s\n' "${mx[@]}" | median)"
printf 'search in the loop %s nodes/s, tabula-cli expert %s nodes/s, ratio %.2f\n' "$m_ai" "$m_cli" \
    "$(awk -v a="$m_ai" -v b="$m_cli" 'BEGIN {print a / b}')"
