#!/usr/bin/env bash
# Peak memory of the window over whole games: under Xvfb, the computer
# against itself (`--speed instant --until-over`) from the first move to the
# end, each game at expert (Kalah and Oware at perfect too), with the endgame
# tables each game uses at their default size.  Prints per game the peak
# resident set of the tabula process (GNU time's "Maximum resident set
# size"), the median of RUNS runs (default 3), and how many runs reached
# the end of the game.  Needs xvfb-run and GNU time (/usr/bin/time).
#   bench/bench_memory.sh [BUILD_DIR]     (default build)
#   RUNS=N        runs of each game (default 3)
#   GAMES="..."   game:level pairs (default: all of the list below)
#   CAP=S         seconds before a game is given up (default 900)
# Each run gets a fresh settings folder (--data-dir); the tables are the
# build's shipped ones (BUILD/assets/tables, which the window reads first),
# else the game's own cache's ($XDG_CACHE_HOME/tabula, else
# ~/.cache/tabula), linked into it.  A table missing from both is built
# first with `tabula-cli tables`, and that build's time and peak memory are
# printed on their own line.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
runs=${RUNS:-3}
cap=${CAP:-900}
games=${GAMES:-"kalah:expert kalah:perfect oware:expert oware:perfect hasami:expert khan:expert"}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for tool in xvfb-run /usr/bin/time "$build/tabula" "$build/tabula-cli"; do
    command -v "$tool" >/dev/null || {
        echo "bench_memory: $tool is missing (the build: README; xvfb-run: apt-get install xvfb; /usr/bin/time: apt-get install time)" >&2
        exit 1
    }
done
export SDL_AUDIODRIVER=${SDL_AUDIODRIVER:-dummy}

if [ -n "${XDG_CACHE_HOME:-}" ] && [ "${XDG_CACHE_HOME#/}" != "$XDG_CACHE_HOME" ]; then
    cache=$XDG_CACHE_HOME/tabula
else
    cache=$HOME/.cache/tabula
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The tables at their default size: built once into the cache if missing.
for g in kalah oware; do
    case " $games " in *" $g:"*) ;; *) continue ;; esac
    ls "$build/assets/tables/$g"-*.tbl >/dev/null 2>&1 && continue
    if ! ls "$cache/$g"-*.tbl >/dev/null 2>&1; then
        echo "building the $g table into $cache (once) ..." >&2
        /usr/bin/time -f "%e %M" -o "$work/build-$g" "$build/tabula-cli" tables --game "$g" >/dev/null 2>&1
        read -r secs kb <"$work/build-$g"
        printf 'table build %s: %s s, peak RSS %.1f MB (tabula-cli tables --game %s)\n' \
            "$g" "$secs" "$(awk -v k="$kb" 'BEGIN {print k / 1024}')" "$g"
    fi
done

printf '%-7s %-8s %-22s %12s %12s %12s  %s\n' game level tables "peak RSS MB" min max "ended"
for spec in $games; do
    g=${spec%%:*} level=${spec#*:}
    rss=() ended=0 tables=none secs=()
    for ((i = 0; i < runs; i++)); do
        data=$(mktemp -d "$work/data.XXXXXX")
        ls "$cache/$g"-*.tbl >/dev/null 2>&1 && ln -s "$cache/$g"-*.tbl "$data/"
        out=$(xvfb-run -a -s "-screen 0 1600x1000x24" /usr/bin/time -f "%M %e" -o "$work/time" \
            timeout "$cap" "$build/tabula" --game "$g" --mode cvc --level "$level" --speed instant \
            --until-over --data-dir "$data" --print-result 2>"$work/err") || true
        out=${out%%$'\n'*}
        read -r kb s < <(tail -n 1 "$work/time") || true
        rss+=("$(awk -v k="$kb" 'BEGIN {printf "%.1f", k / 1024}')") secs+=("$s")
        case $out in "result over "*) ended=$((ended + 1)) ;; esac
        # The result line names the table as "tables ready N" or "tables WHAT"
        # among its fields (the status and the move list follow it).
        case $out in *" tables ready "*) tables="$(sed 's/.* tables ready \([0-9]*\).*/\1/' <<<"$out") seeds (ready)" ;;
            *" tables "*) tables="$(sed 's/.* tables \([^ ]*\).*/\1/' <<<"$out")" ;; esac
        echo "  $g $level run $((i + 1)): ${rss[-1]} MB, $s s: $out" >&2
        rm -rf "$data"
    done
    printf '%-7s %-8s %-22s %12s %12s %12s  %d/%d\n' "$g" "$level" "$tables" \
        "$(printf '%s\n' "${rss[@]}" | median)" "$(printf '%s\n' "${rss[@]}" | sort -g | head -n 1)" \
        "$(printf '%s\n' "${rss[@]}" | sort -g | tail -n 1)" "$ended" "$runs"
done
