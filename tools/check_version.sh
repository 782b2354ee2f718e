#!/usr/bin/env bash
# The version is set once, in CMakeLists.txt; everything that shows it must
# agree: both programs' --version, the protocol's `version`, the newest entry
# of CHANGELOG.md, the newest release of the AppStream metainfo and the
# manual pages.  CTest runs it as `version`.
#
#   tools/check_version.sh VERSION BUILD_DIR     prints each disagreement; exit 1 if any
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$1 build=$2
bad=0
check() { # what got want
  if [ "$2" != "$3" ]; then
    echo "check_version: $1 says '$2', CMakeLists.txt '$3'"
    bad=1
  fi
}

check "tabula-cli --version" "$("$build/tabula-cli" --version)" "tabula-cli $version"
check "the protocol's version" "$(printf 'version\n' | "$build/tabula-cli" | head -1)" "= $version"
if [ -x "$build/tabula" ]; then
  check "tabula --version" "$("$build/tabula" --version | head -1)" "tabula $version"
fi
check "CHANGELOG.md's newest entry" "$(grep -m1 '^## [0-9]' "$root/CHANGELOG.md" | cut -d' ' -f2)" "$version"
metainfo=$root/assets/desktop/io.github.tabula.Tabula.metainfo.xml
check "the metainfo's newest release" \
  "$(grep -m1 -o '<release version="[^"]*"' "$metainfo" | cut -d'"' -f2)" "$version"
for page in tabula.6 tabula-cli.6; do
  check "man page $page" "$(grep -m1 '^\.TH' "$build/man/$page" | grep -o 'Tabula [0-9.]*')" "Tabula $version"
done
[ "$bad" -eq 0 ] && echo "check_version: $version everywhere"
exit "$bad"
