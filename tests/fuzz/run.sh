#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build for a bounded time, each on a
# copy of its corpus, and prints its runs and coverage.  The targets run
# side by side, one a core (each still has its SECONDS).  With "keep", the
# inputs that found new coverage are merged back into the corpus in the
# source tree (for the longer runs whose corpora are committed).
#   tests/fuzz/run.sh BUILD_DIR SECONDS [keep]
set -euo pipefail
build=$1
seconds=${2:-60}
keep=${3:-}
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
jobs=$(nproc)

# One target: its report in $work/$target.report, its status in
# $work/$target.failed when it failed.
fuzz_one() { # target
  local target=$1 bin="$build/fuzz/fuzz_$1" out="$work/$1.report"
  if [ ! -x "$bin" ]; then
    echo "fuzz: $bin is missing" >"$out"
    touch "$work/$target.failed"
    return
  fi
  mkdir -p "$work/$target" "$work/$target-crashes"
  cp "$here/corpus/$target/"* "$work/$target/"
  echo "=== fuzz_$target: ${seconds}s ===" >"$out"
  if ! "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$work/$target-crashes/" "$work/$target" > "$work/$target.log" 2>&1; then
    tail -40 "$work/$target.log" >>"$out"
    echo "=== fuzz_$target: FAILED (crash input kept in the log above) ===" >>"$out"
    touch "$work/$target.failed"
    return
  fi
  # The last status line: runs, coverage edges (cov) and features (ft).
  { grep -E "^#[0-9]+" "$work/$target.log" | tail -1 || true
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$target.log" || true; } >>"$out"
  if [ "$keep" = keep ]; then
    mkdir -p "$work/$target-merged"
    "$bin" -merge=1 "$work/$target-merged" "$here/corpus/$target" "$work/$target" > /dev/null 2>&1
    cp -n "$work/$target-merged/"* "$here/corpus/$target/" 2>/dev/null || true
    echo "corpus: $(ls "$here/corpus/$target" | wc -l) inputs" >>"$out"
  fi
}

targets="protocol position record settings table compact book"
for target in $targets; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
    wait -n || true
  done
  fuzz_one "$target" &
done
wait
failed=0
for target in $targets; do
  cat "$work/$target.report"
  [ ! -e "$work/$target.failed" ] || failed=1
done
exit $failed
