#!/usr/bin/env bash
# Quick start, part two: set up what is missing, build from scratch and run
# every test: gcc, clang, and an AddressSanitizer + UndefinedBehaviorSanitizer
# build, then each libFuzzer target for a bounded time.
#   TABULA_FUZZ_SECONDS=N   seconds per fuzz target (default 40, 0 skips)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh

jobs=$(nproc)
fuzz_seconds=${TABULA_FUZZ_SECONDS:-40}
failed=0

run_build() { # name cc build_type extra-cmake-args...
  local name=$1 cc=$2 type=$3
  shift 3
  local dir="build-test/$name"
  echo "=== $name: configure and build ($cc, $type) ==="
  rm -rf "$dir"
  cmake -S . -B "$dir" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE="$type" "$@" >/dev/null
  cmake --build "$dir" -j"$jobs"
  echo "=== $name: tests ==="
  if ! (cd "$dir" && ctest -j"$jobs" --output-on-failure); then
    echo "=== $name: TESTS FAILED ==="
    failed=1
  fi
}

export SDL_AUDIODRIVER=dummy
run_build gcc gcc Release
run_build clang clang Release
ASAN_OPTIONS=detect_leaks=1 run_build asan clang Debug -DTABULA_SANITIZE=ON

if [ "$fuzz_seconds" -gt 0 ]; then
  echo "=== fuzz: build (clang, libFuzzer) ==="
  dir=build-test/fuzz
  rm -rf "$dir"
  cmake -S . -B "$dir" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
        -DTABULA_FUZZ=ON -DTABULA_WINDOW=OFF -DTABULA_TESTS=OFF >/dev/null
  cmake --build "$dir" -j"$jobs"
  if ! tests/fuzz/run.sh "$dir" "$fuzz_seconds"; then
    echo "=== fuzz: FAILED ==="
    failed=1
  fi
fi

if [ "$failed" -ne 0 ]; then
  echo "FAILED"
  exit 1
fi
echo "all builds and tests passed"
