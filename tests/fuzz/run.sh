#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build for a bounded time, each on a
# copy of its seed corpus (the source tree is never written).
#   tests/fuzz/run.sh BUILD_DIR SECONDS
set -euo pipefail
build=$1
seconds=${2:-60}
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for target in protocol position record; do
  bin="$build/fuzz/fuzz_$target"
  if [ ! -x "$bin" ]; then
    echo "fuzz: $bin is missing"
    failed=1
    continue
  fi
  mkdir -p "$work/$target" "$work/$target-crashes"
  cp "$here/corpus/$target/"* "$work/$target/"
  echo "=== fuzz_$target: ${seconds}s ==="
  if ! "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$work/$target-crashes/" "$work/$target" > "$work/$target.log" 2>&1; then
    tail -40 "$work/$target.log"
    echo "=== fuzz_$target: FAILED (crash input kept in the log above) ==="
    failed=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$target.log" || true
  fi
done
exit $failed
