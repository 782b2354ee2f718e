#!/usr/bin/env bash
# Our exact Kalah solves beside the yardstick solver (../shared/yardstick),
# same boards, same 64 MiB table, in the same run.  Prints the medians of
# RUNS runs (default 3) and the ratios: our nodes a second over its, and
# our solve time over its (targets: nps >= 1.5x, Kalah(6,4) time <= 1/3).
# Boards of 40 seeds or more are solved as tabula-cli solves them: a 32 MiB
# endgame table is built first, and its build time is part of our time.
# BOARDS="6 3 0  6 4 1" by default ("PITS SEEDS EMPTY_CAPTURE" triples);
# add "6 4 0" for the standard-rule Kalah(6,4) (minutes).  Then both
# search Kalah(6,4) to a fixed depth (DEPTH, 26 by default; 0 skips it),
# leaves valued by the stores and no endgame table, as the yardstick's -d
# mode, made for measuring nodes a second, does.  Needs build/.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
boards=(${BOARDS:-6 3 0 6 4 1})
src=${YARDSTICK:-../shared/yardstick/kalah_solver.c}
[[ -f $src ]] || { echo "bench_yardstick: no yardstick solver at $src (set YARDSTICK)" >&2; exit 1; }
yard=build/bench/kalah_solver
cc -O2 -march=native -o "$yard" "$src"
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# One line of the table, LABEL, from the medians of the runs gathered in
# ours_ms, ours_nps, its_ms and its_nps.
print_row() {
    local om on im in
    om=$(printf '%s\n' "${ours_ms[@]}" | median) on=$(printf '%s\n' "${ours_nps[@]}" | median)
    im=$(printf '%s\n' "${its_ms[@]}" | median) in=$(printf '%s\n' "${its_nps[@]}" | median)
    awk -v b="$1" -v om="$om" -v on="$on" -v im="$im" -v in_="$in" 'BEGIN {
        printf "%-28s %12.0f %12.0f %10.2f %10.2f %8.2f %8.2f\n", b, om, im, on / 1e6, in_ / 1e6, on / in_, om / im }'
}
printf '%-28s %12s %12s %10s %10s %8s %8s\n' board our_ms its_ms our_Mnps its_Mnps nps_x time_x
for ((b = 0; b < ${#boards[@]}; b += 3)); do
    m=${boards[b]} n=${boards[b + 1]} e=${boards[b + 2]}
    ours_ms=() ours_nps=() its_ms=() its_nps=()
    for ((i = 0; i < runs; i++)); do
        line=$(DEPTH=0 build/bench/bench_solve "$m" "$n" "$e") # the solve, whatever DEPTH says
        # Our time includes building the endgame table, when the board is big enough for one.
        ours_ms+=("$(awk '{for (k = 1; k < NF; k++) if ($k == "time_ms" || $k == "table_ms") t += $(k + 1); print t}' <<<"$line")")
        ours_nps+=("$(awk '{for (k = 1; k < NF; k++) if ($k == "nps") print $(k + 1)}' <<<"$line")")
        out=$("$yard" -m "$m" -n "$n" -e "$e")
        its_ms+=("$(awk '/^nodes/ {print $4 * 1000}' <<<"$out")")
        its_nps+=("$(awk '/^nodes/ {print $7 * 1e6}' <<<"$out")")
        ov=$(awk '{print $7}' <<<"$line") iv=$(awk '/^SOLVED/ {print $3}' <<<"$out")
        [[ $ov == "$iv" ]] || { echo "bench_yardstick: Kalah($m,$n) e=$e: ours $ov, its $iv" >&2; exit 1; }
    done
    print_row "Kalah($m,$n) empty_capture=$e"
done
depth=${DEPTH:-26}
if ((depth > 0)); then
    ours_ms=() ours_nps=() its_ms=() its_nps=()
    for ((i = 0; i < runs; i++)); do
        line=$(DEPTH=$depth build/bench/bench_solve 6 4 0)
        ours_ms+=("$(awk '{for (k = 1; k < NF; k++) if ($k == "time_ms") print $(k + 1)}' <<<"$line")")
        ours_nps+=("$(awk '{for (k = 1; k < NF; k++) if ($k == "nps") print $(k + 1)}' <<<"$line")")
        out=$("$yard" -m 6 -n 4 -d "$depth")
        its_ms+=("$(awk '/^total nodes/ {print $5 * 1000}' <<<"$out")")
        its_nps+=("$(awk '/^total nodes/ {print $3 / $5}' <<<"$out")")
        ov=$(awk '{print $7}' <<<"$line") iv=$(awk -v d="$depth" '$1 == "depth" && $2 == d {print $4}' <<<"$out")
        [[ $ov == "$iv" ]] || { echo "bench_yardstick: Kalah(6,4) depth $depth: ours $ov, its $iv" >&2; exit 1; }
    done
    print_row "Kalah(6,4) to depth $depth"
fi
echo "median of $runs runs; nps_x = our nodes/s over its, time_x = our time over its"
