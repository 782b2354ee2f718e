#!/usr/bin/env bash
# Makes the shipped puzzle sets (assets/puzzles/) again with tabula-cli's
# generator, every Kalah and Oware puzzle proven by the exact search, every
# Hasami Shogi and Khan puzzle found by a search of fixed depth
# (docs/puzzle-format.md), then checks each set again from its text.  The
# seeds and limits here are the ones the shipped sets were made with: the
# same build makes the same files.
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
# or fewer, each within 30,000 nodes from an empty table; about half an hour
# (most such endgames leave the player a single legal move, which asks
# nothing: one position tried in about 800 is a puzzle).
"$cli" puzzles generate --game oware --count 300 --seed 1 --min-seeds 3 --max-seeds 12 --nodes 30000 \
    --prefix ow --out assets/puzzles/oware.txt
# Hasami Shogi (default options): 100 puzzles found by a search of 4 plies
# that counts the men; about a minute and a half.
"$cli" puzzles generate --game hasami --count 100 --seed 1 --prefix hs --out assets/puzzles/hasami.txt
# Khan (orientation 0): 100 found by a search of 8 plies; about two minutes.
"$cli" puzzles generate --game khan --count 100 --seed 1 --prefix kh --out assets/puzzles/khan.txt

for set in assets/puzzles/kalah.txt assets/puzzles/oware.txt assets/puzzles/hasami.txt assets/puzzles/khan.txt; do
    "$cli" puzzles verify "$set"
done
