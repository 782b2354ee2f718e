#!/usr/bin/env bash
# The layers of docs/architecture.md, checked against the tree.  The
# document's tables are the one source: the engine's folders in their
# order, the window's folders with their bands of layers, and each window
# file's layer and module.
#
# In the engine, a file includes only headers of its own folder or of a
# folder before it, and a folder's *_internal.h only from within it.  In
# the window, every file under src/app has a row, a layer within its
# folder's band, and includes only the window's headers of a lower layer
# or of its own module; and no generic code of the window names a game.
# A call needs a declaration, so calls between modules then run one way,
# downward; what goes up goes through callbacks handed down.
#
#   tools/check_layers.sh        prints each breach; exit 1 if any
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
doc=$root/docs/architecture.md
app=$root/src/app
engine=$root/src/engine
bad=0

# The rows of the table under `<!-- check_layers: NAME -->`, cells split by
# tabs, the header and the rule left out, backquotes dropped.
table() { # name
  awk -v want="<!-- check_layers: $1 -->" '
    $0 == want { on = 1; next }
    on && /^\|/ {
      if (++row <= 2) next
      line = $0; gsub(/`/, "", line); sub(/^\| */, "", line); sub(/ *\|$/, "", line)
      gsub(/ *\| */, "\t", line); print line; next
    }
    on && row > 0 { exit }' "$doc"
}

for t in "engine folders" "app folders" "app files"; do
  [ -n "$(table "$t")" ] || { echo "layers: no '$t' table in docs/architecture.md"; exit 1; }
done

# ---- the engine ----
folders=$(table "engine folders" | cut -f1 | sed 's|/$||')
rank_of() { echo "$folders" | awk -v f="$1" '$0 == f { print NR; exit }'; }
for dir in "$engine"/*/; do
  d=$(basename "$dir")
  [ -n "$(rank_of "$d")" ] || { echo "src/engine/$d/: not in the engine's folders of docs/architecture.md"; bad=1; }
done
if [ -n "$(find "$engine" -maxdepth 1 -name '*.[ch]')" ]; then
  echo "src/engine/: sources outside its folders"; bad=1
fi
while read -r file; do
  d=$(basename "$(dirname "$file")")
  r=$(rank_of "$d")
  [ -n "$r" ] || continue
  while read -r inc; do
    found=$(find "$engine" -name "$inc" | head -1)
    [ -n "$found" ] || continue   # a system header quoted, or the build's
    idir=$(basename "$(dirname "$found")")
    ir=$(rank_of "$idir")
    if [[ $inc == *_internal.h && $idir != "$d" ]]; then
      echo "src/engine/$d/$(basename "$file") includes $idir/$inc: an internal header stays in its folder"; bad=1
    elif [ -n "$ir" ] && [ "$ir" -gt "$r" ]; then
      echo "src/engine/$d/$(basename "$file") includes $idir/$inc: $idir comes after $d"; bad=1
    fi
  done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
done < <(find "$engine" -mindepth 2 -name '*.[ch]' | sort)
[ $bad -eq 0 ] && echo "layers: every include in src/engine runs to its own folder or one before it"

# ---- the window ----
app_files=$(cd "$app" && find . -name '*.[ch]' | sed 's|^\./||' | sort)
if ! awk -v bands="$(table "app folders")" -v files="$(table "app files")" -v app="$app" '
BEGIN {
    FS = "\t"
    n = split(bands, lines, "\n")
    for (i = 1; i <= n; i++) {
        split(lines[i], f, "\t")
        dir = f[1]; sub(/\/$/, "", dir); sub(/ .*/, "", dir)
        split(f[2], range, /[^0-9]+/)
        lo[dir] = range[1]; hi[dir] = range[2]
    }
    n = split(files, lines, "\n")
    for (i = 1; i <= n; i++) {
        split(lines[i], f, "\t")
        m = split(f[3], names, " ")
        for (k = 1; k <= m; k++) {
            if (names[k] ~ /\*/) { # look_*.c: every file of that shape, a new game too
                pat = names[k]; gsub(/\./, "\\.", pat); gsub(/\*/, ".*", pat)
                pattern[++npat] = "^" pat "$"; pat_layer[npat] = f[1] + 0; pat_module[npat] = f[2]
                continue
            }
            layer[names[k]] = f[1] + 0; module[names[k]] = f[2]; listed[names[k]] = 1
        }
    }
    FS = " "
}
# The files named by a pattern take its row (read before the includes,
# which may name them).
FNR == NR {
    files_in[FNR] = $0
    nfiles = FNR
    name = $0; sub(/.*\//, "", name)
    if (!(name in layer))
        for (k = 1; k <= npat; k++)
            if (name ~ pattern[k]) { layer[name] = pat_layer[k]; module[name] = pat_module[k] }
    next
}
{
    path = $0; name = path; sub(/.*\//, "", name)
    dir = path; if (dir ~ /\//) sub(/\/.*/, "", dir); else dir = "."
    seen[name] = 1
    if (!(name in layer)) {
        printf "src/app/%s: no row in the layer table of docs/architecture.md\n", path; bad = 1; next
    }
    if (!(dir in lo) || layer[name] < lo[dir] + 0 || layer[name] > hi[dir] + 0) {
        printf "src/app/%s: layer %d is outside its folder %s'"'"'s band\n", path, layer[name], dir; bad = 1
    }
    file = app "/" path
    while ((getline line < file) > 0) {
        if (line !~ /^#include "/) continue
        inc = line; sub(/^#include "/, "", inc); sub(/".*/, "", inc)
        if (!(inc in layer)) continue   # the engine, the render layer
        if (module[inc] == module[name]) continue
        if (layer[inc] >= layer[name]) {
            printf "src/app/%s (layer %d, %s) includes %s (layer %d, %s): calls must run downward\n",
                path, layer[name], module[name], inc, layer[inc], module[inc]
            bad = 1
        }
    }
    close(file)
}
END {
    for (x in listed)
        if (!(x in seen)) { printf "docs/architecture.md: a layer row names %s, which is not in src/app\n", x; bad = 1 }
    exit bad
}' <(echo "$app_files") <(echo "$app_files"); then
  bad=1
else
  echo "layers: every include in src/app runs downward, folder by folder"
fi

# The games are known one by one only in src/app/games/ (their looks):
# no game's name, rules or games.h anywhere else in the window's code.
names=$(sed -n 's/^ *\.name = "\([a-z]*\)",.*/\1/p' "$engine"/*/*.c | sort -u | paste -sd'|')
[ -n "$names" ] || { echo "layers: no game names found in src/engine"; exit 1; }
if grep -rnE --include='*.[ch]' "\"($names)\"|\b($names)_rules\b|#include \"games\.h\"|(\.|->)($names)\b" \
    "$app" | grep -v "^$app/games/"; then
  echo "layers: a game named outside src/app/games/ (give its look the knowledge instead)"
  bad=1
else
  echo "layers: the games are named only in src/app/games/"
fi

# Nor by their words or their notation: a game's own texts (T_<GAME>_...,
# defined in platform/lang*) are its look's to use, and a character of a
# move's or a position's text compared with a letter (t[0] == 'K', case
# 'S':) is a game's notation read by hand, where the engine says the same
# for every game (the sketch of a position, a move's events,
# game_trace_move).
games=$(tr a-z A-Z <<<"$names")
words_bad=0
if grep -rnE --include='*.[ch]' "\bT_($games)_[A-Z0-9_]*" "$app" | grep -v "^$app/games/" |
    grep -v "^$app/platform/lang[^/]*:"; then
  echo "layers: a game's own texts used outside src/app/games/ (hand them to the code through its look)"
  words_bad=1
fi
if grep -rnE --include='*.[ch]' "(==|!=) *'[A-Za-z]'|'[A-Za-z]' *(==|!=)|case '[A-Za-z]':" "$app" |
    grep -v "^$app/games/"; then
  echo "layers: a game's notation letters tested outside src/app/games/ (ask the engine: its sketch, a move's events)"
  words_bad=1
fi
if [ $words_bad = 0 ]; then
  echo "layers: no game's texts or notation letters outside src/app/games/"
else
  bad=1
fi
exit $bad
