#!/usr/bin/env bash
# Quick start, part two: set up what is missing, build from scratch and run
# every test: gcc, the Debian package installed, run and removed, clang, and
# an AddressSanitizer + UndefinedBehaviorSanitizer build, then each libFuzzer
# target for a bounded time.  The gallery renders
# the same pictures in every build, so only the gcc build renders it, and
# test_lang measures the same texts; every other test runs in the gcc and
# the sanitizers' builds.  Each step's time is printed at the end.
#   TABULA_FUZZ_SECONDS=N   seconds per fuzz target (default 8, 0 skips)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh

jobs=$(nproc)
fuzz_seconds=${TABULA_FUZZ_SECONDS:-8}
failed=0
times=""

# Runs a step and notes how long it took.
timed() { # label command...
  local label=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  times="$times$(printf '%-28s %4d s' "$label" $((SECONDS - start)))"$'\n'
  return $rc
}

run_build() { # name cc build_type ctest-exclude extra-cmake-args...
  local name=$1 cc=$2 type=$3 exclude=$4
  shift 4
  local dir="build-test/$name"
  echo "=== $name: configure and build ($cc, $type) ==="
  rm -rf "$dir"
  timed "$name: configure" cmake -S . -B "$dir" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE="$type" "$@" >/dev/null
  timed "$name: build" cmake --build "$dir" -j"$jobs"
  echo "=== $name: tests ==="
  if ! timed "$name: tests" ctest --test-dir "$dir" -j"$jobs" --output-on-failure ${exclude:+-E "$exclude"}; then
    echo "=== $name: TESTS FAILED ==="
    failed=1
  fi
}

export SDL_AUDIODRIVER=dummy
# Without link-time optimisation, which would link every test program
# again: the package's build below has it, and its programs are run.
# Both builds that ship tables make Oware's of 10 seeds (2 s) instead of
# the game's 14 (90 s each): the same program makes, installs and finds
# it; test_oware_compact and test_oware_table check the tables themselves.
run_build gcc gcc Release "" -DTABULA_LTO=OFF -DTABULA_SHIP_OWARE_SEEDS=10
# The Debian package as a player installs it: built, checked, installed
# with apt-get, run from elsewhere, removed (tools/test_package.sh).
echo "=== package: build, install, run, remove ==="
if ! timed "package: install, remove" tools/test_package.sh build-test/package -DTABULA_SHIP_OWARE_SEEDS=10; then
  echo "=== package: FAILED ==="
  failed=1
fi
# The clang build is there for clang's warnings and its code: the window's
# tests and the network's loopback, which drive the same programs the gcc
# build's and the sanitizers' runs drive, are left to them.
# The shipped endgame tables are made by the gcc build and the package's
# (the same program makes the same file); the others leave them out.
run_build clang clang Release "^(gallery|soak|test_lang|test_install|test_window.*|net_loopback|net_window)$" -DTABULA_SHIP_TABLES=OFF
# The sanitizers' build takes every fifth of the long tests' samples
# (TABULA_TEST_SAMPLE: the shipped puzzles it proves, the random positions
# test_oware_table checks against the minimax); the gcc build takes all.
# At -O1, as the sanitizers' authors advise: twice as fast as -O0, every
# check still made.  Like the gallery, test_lang measures the same texts
# in the same program in every build (whether each fits its place): the
# gcc build runs it; the window's other tests run here.
ASAN_OPTIONS=detect_leaks=1 TABULA_TEST_SAMPLE=5 run_build asan clang Debug "^(gallery|test_lang)$" -DTABULA_SANITIZE=ON \
  -DTABULA_SHIP_TABLES=OFF -DCMAKE_C_FLAGS_DEBUG="-g -O1"

if [ "$fuzz_seconds" -gt 0 ]; then
  echo "=== fuzz: build (clang, libFuzzer) ==="
  dir=build-test/fuzz
  rm -rf "$dir"
  cmake -S . -B "$dir" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
        -DTABULA_FUZZ=ON -DTABULA_WINDOW=OFF -DTABULA_TESTS=OFF -DTABULA_SHIP_TABLES=OFF >/dev/null
  timed "fuzz: build" cmake --build "$dir" -j"$jobs"
  if ! timed "fuzz: run" tests/fuzz/run.sh "$dir" "$fuzz_seconds"; then
    echo "=== fuzz: FAILED ==="
    failed=1
  fi
fi

echo "=== time of each step ==="
printf '%s' "$times"
printf '%-28s %4d s\n' "all" "$SECONDS"
if [ "$failed" -ne 0 ]; then
  echo "FAILED"
  exit 1
fi
echo "all builds and tests passed"
