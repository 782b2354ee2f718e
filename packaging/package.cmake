# packaging/package.cmake - the Debian package and the source tarball, by
# CPack (included from the top CMakeLists.txt).
#
# Why CPack's DEB generator and not a debian/ folder with debhelper: the
# install rules are already CMake's (cmake --install and the package put
# every file in the same place by the same rules), a .deb comes out of one
# `cpack -G DEB` with nothing but dpkg-dev, and the dependencies are still
# computed from the binaries (dpkg-shlibdeps).  A distribution that wants
# its own debian/ folder builds with -DTABULA_PACKAGE=ON and installs with
# `cmake --install`, which gives the same tree.
#
# tools/package.sh builds the package; tools/test_package.sh installs,
# runs and removes it like a player would.

set(CPACK_PACKAGE_NAME tabula)
set(CPACK_PACKAGE_VENDOR "the Tabula developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Tabula developers <tabula@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Kalah, Oware, Hasami Shogi and Khan on a wooden board")
# What a player reads in a software centre; each line of the long
# description under 80 columns, as Debian wants.
set(CPACK_PACKAGE_DESCRIPTION "Tabula is four classic two-player strategy games on a wooden board:
the mancala games Kalah and Oware, where seeds are sown from pit to
pit, and the Japanese and medieval games Hasami Shogi and Khan, where
men and pieces move on a square board.  Play against a friend on the
same computer or against the computer at five levels, from simple to
perfect: on the usual Kalah boards the perfect computer never makes a
mistake, and in Oware it knows every endgame of 14 seeds or fewer.

After a game, the review shows what each move cost and the best move
instead; the analysis board studies any position with every move's
value, and the position editor sets up any position by hand.  Mouse,
touch, keyboard and game controllers all work; the interface speaks
English and French.

The package also holds tabula-cli, the same engine behind a text
protocol, for tools and tournaments.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
# Only the stripped programs are shipped: no symbols a player needs.
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

# ---- Debian ----
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # tabula_0.11.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CPACK_PACKAGE_CONTACT})
# The libraries come from the binaries, through dpkg-shlibdeps (dpkg-dev):
# SDL2, SDL2_ttf, SDL2_image and the C library, at the versions built with.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
# The control files and md5sums with the permissions dpkg expects.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# Every core compresses: the shipped endgame tables are 61 MB to pack.
set(CPACK_THREADS 0)
# No conffiles: Tabula installs nothing under /etc; its settings are the
# player's own (~/.local/share/tabula).

# The changelog Debian reads (a native package's changelog.gz), made from
# packaging/changelog.in with the version above, compressed without a time
# stamp so the same source makes the same package.
if(TABULA_PACKAGE)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in ${CMAKE_BINARY_DIR}/packaging/changelog @ONLY)
  add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.gz
    COMMAND ${TABULA_GZIP} -9nkf ${CMAKE_BINARY_DIR}/packaging/changelog
    DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog VERBATIM)
  add_custom_target(tabula-changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.gz)
  install(FILES ${CMAKE_BINARY_DIR}/packaging/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()
# The DEB generator installs under /usr (its default), the prefix a package
# build is configured with (CMakeLists.txt), so the absolute fallback path
# compiled into the programs is the package's own.

# ---- the source tarball: cmake --build B --target package_source ----
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME tabula-${PROJECT_VERSION})
# Nothing of a build, a checkout or a fuzzing run: the build folders
# (build, build-test/..., build-package), .git, libFuzzer's leftovers.
# Anchored at the source folder, which may itself sit under a "build".
# A literal character is written [c], not after a backslash: CPack writes these into its
# own CMake file, which would read a backslash a second time.
string(REGEX REPLACE "([.+*?()^$|])" "[\\1]" TABULA_SRC_RE "${PROJECT_SOURCE_DIR}")
set(CPACK_SOURCE_IGNORE_FILES
  "^${TABULA_SRC_RE}/[.]git/" "^${TABULA_SRC_RE}/[.]git$" "^${TABULA_SRC_RE}/build[^/]*/"
  "^${TABULA_SRC_RE}/out/" "/crash-[^/]*$" "/leak-[^/]*$" "/timeout-[^/]*$" "[.]profraw$"
  "/_CPack_Packages/" "~$" "[.]swp$")

include(CPack)
