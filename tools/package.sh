#!/usr/bin/env bash
# The Debian package, in one command: tools/package.sh [BUILD_DIR [CMAKE_ARG...]]
# (default build-package) leaves BUILD_DIR/tabula_VERSION_ARCH.deb.  The
# arguments after the folder go to CMake (tools/test.sh passes
# -DTABULA_SHIP_OWARE_SEEDS=10: the same package with a smaller Oware table).
#
# A build of its own, from scratch, as a distribution builds: -DTABULA_PACKAGE=ON
# (Debian's games paths, no -Werror, no tests or benchmarks, no folder of this
# machine compiled in) with the flags Debian builds every package with
# (dpkg-buildflags: hardening, and -ffile-prefix-map so no path of the build
# is kept), then CPack's DEB generator (packaging/package.cmake), whose
# dependencies dpkg-shlibdeps computes from the programs.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh dpkg-dev file
dir=${1:-build-package}
shift $(($# > 0))
rm -rf "$dir"
# Every hardening Debian offers (bind-now included); dpkg-buildflags also
# maps the current folder (the source tree, which holds the build folder)
# to "." in the debugging paths.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
export CFLAGS="$(dpkg-buildflags --get CFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
export LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DTABULA_PACKAGE=ON "$@" >/dev/null
cmake --build "$dir" -j"$(nproc)"
(cd "$dir" && cpack -G DEB >/dev/null)
deb=$(ls "$dir"/tabula_*.deb)
echo "package: $deb"
