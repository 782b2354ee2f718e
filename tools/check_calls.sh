#!/usr/bin/env bash
# The engine's calls between files run one way: no file calls another that
# calls it back, through any number of files in between.  A circle of
# files has no lowest one, so none of them can be read, tested or changed
# alone; the include order (check_layers.sh for the app, the folders for
# the engine) cannot see it, since an internal header lets two files of a
# folder declare each other's functions.
#
# The graph comes from the object files: a file uses another when it
# refers to a symbol (a function, or a table of them) the other defines.
#
#   tools/check_calls.sh BUILD/CMakeFiles/tabula_engine.dir
#       prints each circle found; exit 1 if any, 2 if no objects
#
# NM names the nm to use (one that reads the compiler's link-time
# optimisation objects: gcc's nm, or llvm-nm for clang).
set -euo pipefail

dir=${1:?usage: check_calls.sh OBJECT_DIR}
nm=${NM:-nm}
engine=$(cd "$(dirname "$0")/../src/engine" && pwd)

mapfile -t objects < <(find "$dir" -name '*.o' | sort)
if [ ${#objects[@]} -eq 0 ]; then
    echo "check_calls: no object files under $dir" >&2
    exit 2
fi

# One line a symbol: "D file symbol" where file defines it, "U file
# symbol" where file uses it.  Files are named by their source path under
# src/engine when the objects mirror it.
for o in "${objects[@]}"; do
    name=${o#"$dir"/}
    name=${name#src/engine/}
    name=${name%.o}
    # An object whose source is gone (a file moved or deleted since the
    # build folder was made) is not part of the engine any more.
    [ -f "$engine/$name" ] || continue
    "$nm" "$o" | awk -v f="$name" '
        NF == 2 && $1 == "U" { print "U", f, $2 }
        NF == 3 && $2 ~ /^[A-Z]$/ && $2 != "U" { print "D", f, $3 }'
done | awk '
    $1 == "D" { owner[$3] = $2; next }
    { use[NR] = $2 " " $3 }
    END {
        # the edges, each once
        for (i = 1; i <= NR; i++) {
            if (!(i in use))
                continue
            split(use[i], u, " ")
            to = owner[u[2]]
            if (to == "" || to == u[1] || seen[u[1], to]++)
                continue
            out[u[1]] = out[u[1]] " " to
            via[u[1], to] = u[2]
            files[u[1]] = files[to] = 1
        }
        # depth-first search; a file met again while on the stack closes a circle
        n = 0
        for (f in files)
            order[++n] = f
        for (i = 1; i <= n; i++)
            for (j = i + 1; j <= n; j++)
                if (order[j] < order[i]) { t = order[i]; order[i] = order[j]; order[j] = t }
        bad = 0
        for (i = 1; i <= n; i++)
            if (!state[order[i]])
                visit(order[i])
        exit bad ? 1 : 0
    }
    function visit(f,    k, m, next_, list, depth) {
        state[f] = 1
        stack[++top] = f
        m = split(out[f], list, " ")
        for (k = 1; k <= m; k++) {
            next_ = list[k]
            if (state[next_] == 1) {
                report(next_)
            } else if (!state[next_]) {
                visit(next_)
            }
        }
        top--
        state[f] = 2
    }
    function report(f,    k, line, start) {
        for (k = top; k >= 1; k--)
            if (stack[k] == f) { start = k; break }
        line = ""
        for (k = start; k <= top; k++)
            line = line stack[k] " -(" via[stack[k], k < top ? stack[k + 1] : f] ")-> "
        print "circle of calls: " line f
        bad = 1
    }'
