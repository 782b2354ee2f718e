#!/usr/bin/env bash
# Installs, through apt-get and only when missing, the Debian packages Tabula
# needs to build, test and run.  Safe to run again: it does nothing when all
# are present.
#   tools/setup.sh [PACKAGE]...   these too (tools/package.sh: dpkg-dev; the
#                                 package's test: lintian, appstream, ...)
set -euo pipefail

packages=(cmake make gcc clang pkg-config
          libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcriterion-dev
          xvfb xauth "$@")

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
