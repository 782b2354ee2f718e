#!/usr/bin/env bash
# Makes the shipped puzzle sets (assets/puzzles/) again with tabula-cli's
# generator, every puzzle proven by the exact search, then proves each set
# again from its text.  The seeds and limits here are the ones the shipped
# sets were made with: the same build makes the same files.
#   tools/make_puzzles.sh [BUILD_DIR]     (default build)
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-build}/tabula-cli
[ -x "$cli" ] || { echo "make_puzzles: no $cli; build first" >&2; exit 1; }
mkdir -p assets/puzzles

# Kalah(6,4): positions of 8 to 28 seeds on the board, lines of up to three
# of the player's moves; about two minutes.
"$cli" puzzles generate --game kalah --count 300 --seed 1 --min-seeds 8 --max-seeds 28 \
    --prefix ka --out assets/puzzles/kalah.txt
# Oware (Abapa): the exact search alone proves endgames of a dozen seeds
# or fewer, each within 30,000 nodes from an empty table; about nine minutes.
"$cli" puzzles generate --game oware --count 300 --seed 1 --min-seeds 3 --max-seeds 12 --nodes 30000 \
    --prefix ow --out assets/puzzles/oware.txt

for set in assets/puzzles/kalah.txt assets/puzzles/oware.txt; do
    "$cli" puzzles verify "$set"
done
