#!/usr/bin/env bash
# Set up Playmat in a virtual environment and run it, or run its tests.
#
#   bash installer/playmat.sh run [playmat arguments]   set up, then start Playmat
#   bash installer/playmat.sh test [pytest arguments]   set up, then check the code (ruff, the
#                                                       import layers, mypy) and run the test
#                                                       suite on every core; --slow adds the
#                                                       long tests (CI runs it so)
#   bash installer/playmat.sh setup                     only set up
#   bash installer/playmat.sh wheel                     build the wheel into dist/, install it
#                                                       into a fresh virtual environment and
#                                                       use it from an unrelated directory
#   bash installer/playmat.sh bundle                    the wheel, then the desktop bundle:
#                                                       dist/playmat-VERSION-linux-ARCH.tar.gz
#   bash installer/playmat.sh smoke                     unpack that bundle and check it: the
#                                                       commands, the window, bad input
#
# Needs Python 3.11 or newer. On Debian/Ubuntu, missing system packages (venv support and the
# libraries Qt needs) are installed with apt-get, through sudo when not root.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${PLAYMAT_VENV:-$ROOT/.venv}"
BUILD="$ROOT/build"
DIST="$ROOT/dist"
SCREENSHOTS="$ROOT/screenshots"
SYSTEM_PACKAGES=(
    python3-venv libgl1 libegl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon0
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
    libxcb-render-util0 libxcb-image0 libxcb-randr0 libxcb-xinerama0
)

STEP=setup
say() { printf 'playmat %s: %s\n' "$STEP" "$*" >&2; }

find_python() {
    for candidate in python3.13 python3.12 python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    say "Python 3.11 or newer is needed (try: sudo apt-get install python3)."
    return 1
}

install_system_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing=()
    for package in "${SYSTEM_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$package")
    done
    # python3-venv only matters when this Python cannot make a venv with pip.
    if "$PYTHON" -c 'import ensurepip, venv' 2>/dev/null; then
        missing=("${missing[@]/python3-venv/}")
    fi
    local wanted=()
    for package in "${missing[@]}"; do
        [ -n "$package" ] && apt-cache show "$package" >/dev/null 2>&1 && wanted+=("$package")
    done
    [ ${#wanted[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            say "please install: ${wanted[*]}"
            return 0
        fi
        sudo=(sudo)
    fi
    say "installing system packages: ${wanted[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${wanted[@]}" >&2 ||
        { "${sudo[@]}" apt-get update -q >&2 &&
          "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${wanted[@]}" >&2; }
}

setup() {
    PYTHON="$(find_python)"
    install_system_packages
    if [ ! -x "$VENV/bin/python" ]; then
        say "creating the virtual environment in $VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    local stamp="$VENV/.playmat-installed"
    if [ ! -f "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
        say "installing Playmat and its dependencies"
        "$VENV/bin/python" -m pip install -q --upgrade pip >&2
        "$VENV/bin/python" -m pip install -q -e "$ROOT[test]" >&2
        touch "$stamp"
    fi
}

version() { sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/app/playmat/__init__.py"; }

bundle_archive() { printf '%s/playmat-%s-linux-%s.tar.gz' "$DIST" "$(version)" "$(uname -m)"; }

# Output without what the offscreen Qt platform says it cannot do (expected, and not Playmat's).
quiet() { grep -v 'This plugin does not support' || true; }

# Run one check: its name, then the command; stops the script with its output when it fails.
check() {
    local name="$1" output
    shift
    if ! output="$("$@" 2>&1)"; then
        printf '%s\n' "$output" >&2
        say "FAILED: $name"
        exit 1
    fi
    say "ok: $name${output:+: $(quiet <<<"$output" | head -n 3 | tr '\n' ' ')}"
}

# Run one bad-input check: the command must exit non-zero, say PATTERN, and show no traceback.
check_refusal() {
    local name="$1" pattern="$2" output
    shift 2
    if output="$("$@" 2>&1)"; then
        say "FAILED: $name: it should have refused"
        exit 1
    fi
    if ! grep -q -- "$pattern" <<<"$output" || grep -q Traceback <<<"$output"; then
        printf '%s\n' "$output" >&2
        say "FAILED: $name: no clear message (or a traceback)"
        exit 1
    fi
    say "ok: $name: $(grep -m 1 -- "$pattern" <<<"$output")"
}

# What a person does first with an installed Playmat, from a directory of its own: PROGRAM is
# the playmat command, PLACE an empty directory; further arguments prefix every command (env).
use_installed() {
    local program="$1" place="$2"
    shift 2
    local run=("$@" env PLAYMAT_HOME="$place/home" QT_QPA_PLATFORM=offscreen "$program")
    cd "$place"
    check "playmat --version" "${run[@]}" --version
    check "playmat cards stats" "${run[@]}" cards stats
    check "playmat deck list" "${run[@]}" deck list
    check "playmat print proxies" "${run[@]}" print proxies "Forest Shadow" -o x.pdf
    [ -s x.pdf ] || { say "FAILED: x.pdf was not written"; exit 1; }
    # Another language: its catalogue, and its font embedded in the PDF.
    check "playmat --lang ja cards show sm1-26" "${run[@]}" --lang ja cards show sm1-26
    check "playmat --lang ja print proxies" "${run[@]}" --lang ja print proxies "Forest Shadow" -o ja.pdf
    grep -aq "NotoSansCJKjp" ja.pdf || { say "FAILED: ja.pdf has no Japanese font"; exit 1; }
    check "playmat --smoke (the main window)" "${run[@]}" --smoke --screenshot "$place/window.png"
    check "playmat --lang ja --smoke" "${run[@]}" --lang ja --smoke --screenshot "$place/window-ja.png"
    cd "$ROOT"
}

# The wheel, installed into a fresh virtual environment ($BUILD/venv) and used from elsewhere.
wheel() {
    setup
    rm -rf "$BUILD/venv"
    rm -f "$DIST"/playmat-*.whl
    mkdir -p "$DIST" "$SCREENSHOTS"
    say "building the wheel"
    "$VENV/bin/python" -m pip wheel -q --no-deps --wheel-dir "$DIST" "$ROOT" >&2
    say "installing it into a fresh virtual environment ($BUILD/venv)"
    "$PYTHON" -m venv "$BUILD/venv"
    "$BUILD/venv/bin/python" -m pip install -q "$DIST/playmat-$(version)-py3-none-any.whl" >&2
    local place
    place="$(mktemp -d)"
    use_installed "$BUILD/venv/bin/playmat" "$place"
    cp "$place/window.png" "$SCREENSHOTS/wheel-smoke.png"
    cp "$place/window-ja.png" "$SCREENSHOTS/wheel-smoke-ja.png"
    rm -rf "$place"
}

# The wheel (checked), then PyInstaller's one-folder bundle of it, packed with the desktop entry,
# the icon, the licences and INSTALL.txt.
bundle() {
    wheel
    STEP=bundle
    say "building the bundle with PyInstaller"
    # PyInstaller builds the bundle and is not part of it (nor of the wheel's dependencies).
    "$BUILD/venv/bin/python" -m pip install -q "pyinstaller>=6.10" >&2
    rm -rf "$BUILD/pyinstaller" "$BUILD/bundle"
    "$BUILD/venv/bin/pyinstaller" --noconfirm --log-level WARN \
        --workpath "$BUILD/pyinstaller" --distpath "$BUILD/bundle" "$ROOT/installer/playmat.spec" >&2
    local name="playmat-$(version)" stage="$BUILD/stage"
    rm -rf "$stage"
    mkdir -p "$stage/$name/licenses"
    cp -r "$BUILD/bundle/playmat" "$stage/$name/playmat"
    cp "$ROOT/installer/linux/playmat.desktop" "$ROOT/installer/LICENSE.txt" "$stage/$name/"
    cp "$ROOT/resources/icons/playmat-256.png" "$stage/$name/playmat.png"
    sed "s/@VERSION@/$(version)/" "$ROOT/installer/linux/INSTALL.txt" >"$stage/$name/INSTALL.txt"
    "$BUILD/venv/bin/python" "$ROOT/installer/licences.py" "$stage/$name/licenses"
    tar -C "$stage" -czf "$(bundle_archive)" "$name"
    say "wrote $(bundle_archive) ($(du -h "$(bundle_archive)" | cut -f1); unpacked $(du -sh "$stage/$name" | cut -f1))"
}

# The packed bundle, unpacked into a new directory and run with nothing of this machine's
# Python, fonts or environment: the commands, the window, and the bad input it must explain.
smoke() {
    local archive place
    archive="$(bundle_archive)"
    [ -f "$archive" ] || { say "no $archive: run 'bash installer/playmat.sh bundle' first"; exit 1; }
    place="$(mktemp -d)"
    tar -C "$place" -xzf "$archive"
    local program="$place/playmat-$(version)/playmat/playmat"
    printf '<?xml version="1.0"?><fontconfig><cachedir>%s</cachedir></fontconfig>\n' \
        "$place/fontcache" >"$place/no-fonts.conf"
    # No Python paths, no system fonts: only what the bundle brings.
    local bare=(env -i HOME="$place" PATH=/usr/bin:/bin LANG=C.UTF-8
        FONTCONFIG_FILE="$place/no-fonts.conf")
    mkdir -p "$place/work" "$SCREENSHOTS"
    use_installed "$program" "$place/work" "${bare[@]}"
    cp "$place/work/window.png" "$SCREENSHOTS/bundle-smoke.png"
    cp "$place/work/window-ja.png" "$SCREENSHOTS/bundle-smoke-ja.png"
    mkdir -p "$place/damaged"
    head -c 4096 /dev/urandom >"$place/damaged/playmat.sqlite3"
    check_refusal "a damaged database" "is damaged" \
        "${bare[@]}" PLAYMAT_HOME="$place/damaged" "$program" --smoke
    touch "$place/a-file"
    check_refusal "a data directory Playmat cannot write" "Cannot create the data directory" \
        "${bare[@]}" PLAYMAT_HOME="$place/a-file/home" "$program" --smoke
    check_refusal "no display" "needs a display" \
        "${bare[@]}" PLAYMAT_HOME="$place/home" "$program"
    rm -rf "$place"
}

command="${1:-run}"
[ $# -gt 0 ] && shift
case "$command" in
    setup) setup ;;
    wheel | bundle | smoke)
        STEP="$command"
        "$command"
        ;;
    run)
        setup
        exec "$VENV/bin/playmat" "$@"
        ;;
    test)
        setup
        cd "$ROOT"
        export QT_QPA_PLATFORM=offscreen
        "$VENV/bin/ruff" check app tests
        "$VENV/bin/lint-imports" --no-cache
        "$VENV/bin/mypy"
        # One worker per core (pytest-xdist), tests handed out one by one; the tests of an
        # xdist_group (those sharing a costly module fixture) stay on one worker.
        exec "$VENV/bin/python" -m pytest -n auto --dist loadgroup "$@"
        ;;
    *)
        say "unknown command '$command': use run, test, setup, wheel, bundle or smoke"
        exit 2
        ;;
esac
