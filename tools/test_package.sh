#!/usr/bin/env bash
# Tabula tested as a player installs it: the metadata validated, the Debian
# package built (tools/package.sh) and checked by lintian, installed with
# apt-get (which pulls its dependencies), the installed programs run from
# another folder (tabula-cli's protocol, its books and its benchmark; the
# window under Xvfb in English and French), the manual pages found by man,
# then the package purged and every file it had checked gone.  A step of
# tools/test.sh; any failure fails the run.  It installs a package, so it
# needs root (or sudo) and apt-get.
#   tools/test_package.sh [BUILD_DIR [CMAKE_ARG...]]    (default build-test/package;
#   the arguments after it go to tools/package.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dir=${1:-build-test/package}
shift $(($# > 0))
case $dir in /*) ;; *) dir=$root/$dir ;; esac # absolute: the steps below change folder
tools/setup.sh dpkg-dev file lintian appstream desktop-file-utils man-db binutils xvfb xauth

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
tmp=$(mktemp -d /tmp/tabula-package-XXXXXX)
installed=0
cleanup() {
  # A run cut short leaves no package behind.
  if [ "$installed" -eq 1 ]; then
    $sudo apt-get remove --purge -y -qq tabula >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

step() { echo "--- package: $*"; }
fail() {
  echo "=== package: FAILED: $*"
  exit 1
}

version=$(sed -n 's/^project(tabula VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ -n "$version" ] || fail "no version in CMakeLists.txt"

step "metainfo and desktop entry"
metainfo=assets/desktop/io.github.tabula.Tabula.metainfo.xml
# --no-net: the screenshots' addresses are the published repository's,
# which a machine without the network (or before the release's tag) cannot
# reach; each is checked against the file it names in this tree instead.
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
for url in $(grep -o '<image>[^<]*</image>' "$metainfo" | sed 's/<[^>]*>//g'); do
  file=docs/screenshots/${url##*/}
  [ -s "$file" ] || fail "the metainfo's screenshot $url names no $file"
done
desktop-file-validate assets/desktop/tabula.desktop || fail "desktop-file-validate"

step "build"
tools/package.sh "$dir" "$@" || fail "tools/package.sh"
deb=$(ls "$dir"/tabula_"$version"_*.deb)

step "lintian"
# Errors fail; the warnings that remain are listed, with why, in
# docs/playing.md ("Installing").
lintian --fail-on error "$deb" || fail "lintian reports errors"
[ -z "$(dpkg-deb --ctrl-tarfile "$deb" | tar -t | grep conffiles || true)" ] || fail "the package has conffiles"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
case $depends in *libsdl2-2.0*) ;; *) fail "no SDL2 among the computed dependencies" ;; esac

step "install"
if dpkg-query -W -f='${Status}' tabula 2>/dev/null | grep -q "install ok installed"; then
  echo "a tabula package is installed already (a run cut short?): purging it first"
  $sudo apt-get remove --purge -y -qq tabula >/dev/null
fi
installed=1
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$deb" >/dev/null ||
  fail "apt-get install $deb"
dpkg-query -W -f='${Version}\n' tabula | grep -qx "$version" || fail "tabula $version not installed"
dpkg -L tabula >"$tmp/files"

# Run from a folder of no importance, with no variable pointing anywhere.
cd "$tmp"
unset TABULA_ASSETS
for prog in tabula tabula-cli; do
  [ -x /usr/games/$prog ] || fail "/usr/games/$prog missing"
  n=$(strings /usr/games/$prog | grep -c -e "$root" -e /work || true)
  [ "$n" -eq 0 ] || fail "/usr/games/$prog holds $n paths of the build machine"
done

step "tabula-cli"
[ "$(/usr/games/tabula-cli --version)" = "tabula-cli $version" ] || fail "tabula-cli --version"
out=$(printf 'game kalah pits=3 seeds=2\nsolve\nquit\n' | /usr/games/tabula-cli)
echo "$out" | grep -qx '= -\?[0-9][0-9]*' || fail "solve gave no value: $out"
# Kalah(6,4) from the start is solved by the installed opening book at
# once; without the book it takes minutes.
out=$(printf 'game kalah\nsolve\nquit\n' | timeout 60 /usr/games/tabula-cli) || fail "the book was not found"
echo "$out" | grep -qx '= 8' || fail "Kalah(6,4) solved as $out"
# Kalah's endgame tables come with the package: read in place from the
# installed assets, with nothing built into the user's (empty) cache.
shipped=share/games/tabula/assets/tables/kalah-pits-6-empty_capture-off-16.tbl
out=$(XDG_CACHE_HOME="$tmp/cache" timeout 120 /usr/games/tabula-cli match --game kalah --a expert --b expert \
  --games 1 --time 50 --quiet 2>&1) || fail "tabula-cli match: $out"
echo "$out" | grep -q "match: the endgame table from /usr/games/../$shipped" || fail "no installed table: $out"
[ -z "$(ls -A "$tmp/cache/tabula" 2>/dev/null)" ] || fail "a table was built into the cache: $(ls "$tmp/cache/tabula")"
timeout 120 /usr/games/tabula-cli bench >bench.txt || fail "tabula-cli bench"
tail -1 bench.txt
grep -q '^OVERALL nodes' bench.txt || fail "bench printed no totals"

step "tabula under Xvfb"
first=$(/usr/games/tabula --version | head -1)
[ "$first" = "tabula $version" ] || fail "tabula --version: $first"
/usr/games/tabula --version | grep -qx 'assets /usr/games/../share/games/tabula/assets' ||
  fail "tabula uses other assets: $(/usr/games/tabula --version)"
export SDL_AUDIODRIVER=dummy TABULA_NO_MESSAGE_BOX=1
for lang in en fr; do
  xvfb-run -a -s "-screen 0 1280x800x24" /usr/games/tabula --data-dir "$tmp/data" --lang "$lang" \
    --frames 30 --screenshot "$tmp/menu-$lang.png" --print-result >"$lang.txt" 2>&1 || fail "tabula --lang $lang: $(cat "$lang.txt")"
  xvfb-run -a -s "-screen 0 1280x800x24" /usr/games/tabula --data-dir "$tmp/data" --lang "$lang" --game oware \
    --frames 30 --screenshot "$tmp/oware-$lang.png" --print-result >>"$lang.txt" 2>&1 || fail "tabula --game oware --lang $lang: $(cat "$lang.txt")"
  for shot in "menu-$lang" "oware-$lang"; do
    file "$tmp/$shot.png" | grep -q 'PNG image data, 1280 x 760' || fail "$shot.png: $(file "$tmp/$shot.png")"
  done
  grep -q 'text_overflows [1-9]' "$lang.txt" && fail "text too long for its place ($lang): $(cat "$lang.txt")"
done
grep -q 'result playing' fr.txt || fail "the Oware game did not start: $(cat fr.txt)"
# The window reads the installed table too (--table-seeds: a scripted run
# otherwise plays without one).
XDG_CACHE_HOME="$tmp/cache" xvfb-run -a -s "-screen 0 1280x800x24" /usr/games/tabula --data-dir "$tmp/data" \
  --game kalah --mode cvc --level expert --table-seeds 16 --frames 120 --print-result >kalah.txt 2>&1 ||
  fail "tabula --game kalah: $(cat kalah.txt)"
grep -q ' tables ready 16 ' kalah.txt || fail "the window did not read the installed table: $(cat kalah.txt)"
# And Oware's, of the seeds the package was made with (the game's 14, or
# the smaller one tools/test.sh asks for).
oware=$(ls /usr/share/games/tabula/assets/tables/oware-finish-abapa-*.tbl) || fail "no Oware table installed"
seeds=${oware##*-}
seeds=${seeds%.tbl}
XDG_CACHE_HOME="$tmp/cache" xvfb-run -a -s "-screen 0 1280x800x24" /usr/games/tabula --data-dir "$tmp/data" \
  --game oware --mode cvc --level expert --table-seeds "$seeds" --frames 120 --print-result >oware.txt 2>&1 ||
  fail "tabula --game oware: $(cat oware.txt)"
grep -q " tables ready $seeds " oware.txt || fail "the window did not read the installed Oware table: $(cat oware.txt)"
ls "$tmp/data"/*.tbl "$tmp/cache/tabula"/*.tbl >/dev/null 2>&1 &&
  fail "the window built a table: $(ls "$tmp/data" "$tmp/cache/tabula" 2>/dev/null)"
cmp -s "$tmp/menu-en.png" "$tmp/menu-fr.png" && fail "the French menu looks the English one"

step "man"
for page in tabula tabula-cli; do
  where=$(man -w "$page") || fail "man -w $page"
  [ "$where" = "/usr/share/man/man6/$page.6.gz" ] || fail "man -w $page: $where"
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$where" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man $page: $warnings"
done
for f in /usr/share/applications/tabula.desktop /usr/share/metainfo/io.github.tabula.Tabula.metainfo.xml \
  /usr/share/icons/hicolor/256x256/apps/tabula.png /usr/share/doc/tabula/copyright /usr/share/doc/tabula/changelog.gz; do
  [ -s "$f" ] || fail "$f missing"
done

step "remove"
cd "$root"
$sudo apt-get remove --purge -y -qq tabula >/dev/null || fail "apt-get remove --purge tabula"
installed=0
dpkg-query -W -f='${Status}' tabula 2>/dev/null | grep -q "ok installed" && fail "tabula still installed"
left=0
while read -r path; do
  [ "$path" = "/." ] && continue
  if [ -d "$path" ] && [ ! -L "$path" ]; then
    # A folder may stay only when another package still holds it.
    dpkg -S "$path" >/dev/null 2>&1 && continue
  elif [ ! -e "$path" ] && [ ! -L "$path" ]; then
    continue
  fi
  echo "left behind: $path"
  left=1
done <"$tmp/files"
[ "$left" -eq 0 ] || fail "files of the package left after its removal"

step "source tarball"
cmake --build "$dir" --target package_source >/dev/null || fail "package_source"
tarball=$dir/tabula-$version.tar.gz
tar -tzf "$tarball" >"$tmp/source"
grep -qx "tabula-$version/CMakeLists.txt" "$tmp/source" || fail "the tarball holds no CMakeLists.txt"
if grep -E "^tabula-$version/(build[^/]*|\.git)/" "$tmp/source" | head -3 | grep .; then
  fail "the tarball holds a build folder or .git"
fi
# Whole enough to configure a package build of its own.
tar -xzf "$tarball" -C "$tmp"
cmake -S "$tmp/tabula-$version" -B "$tmp/from-tarball" -DTABULA_PACKAGE=ON >/dev/null ||
  fail "the source tarball does not configure"
echo "=== package: $deb installed, run and removed; $tarball ($(wc -l <"$tmp/source") files)"
