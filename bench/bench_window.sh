#!/usr/bin/env bash
# Frame times of the window under Xvfb, computer vs computer at expert,
# beside the nodes a second tabula-cli gets on the same machine in the same
# run.  Prints medians of RUNS runs (default 3).  Needs build/ and xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
frames=${FRAMES:-900}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
cli=() p50=() p99=() mx=() ai=()
for ((i = 0; i < runs; i++)); do
    cli+=("$(build/tabula-cli bench | awk '/^OVERALL/ {print $NF}')")
    line=$(xvfb-run -a -s "-screen 0 1920x1200x24" build/tabula --game kalah --mode cvc --level expert \
        --size 1280x760 --frames "$frames" --frame-stats | tail -n 1)
    echo "run $((i + 1)): $line" >&2
    read -r _ _ _ a _ b _ c _ d <<<"$line"
    p50+=("$a") p99+=("$b") mx+=("$c") ai+=("$d")
done
m_cli=$(printf '%s\n' "${cli[@]}" | median)
m_ai=$(printf '%s\n' "${ai[@]}" | median)
printf 'window cvc expert 1280x760, %d frames, median of %d runs\n' "$frames" "$runs"
printf 'frame p50_ms %s p99_ms %s max_ms %s\n' "$(printf '%s\n' "${p50[@]}" | median)" \
    "$(printf '%s\n' "${p99[@]}" | median)" "$(printf '%s\n' "${mx[@]}" | median)"
printf 'search in the loop %s nodes/s, tabula-cli %s nodes/s, ratio %.2f\n' "$m_ai" "$m_cli" \
    "$(awk -v a="$m_ai" -v b="$m_cli" 'BEGIN {print a / b}')"
