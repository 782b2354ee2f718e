#!/usr/bin/env bash
# Quick start, part one: set up what is missing, build, launch the game.
# Arguments are passed to the game (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
exec build/tabula "$@"
