#!/usr/bin/env bash
# Set up Playmat in a virtual environment and run it, or run its tests.
#
#   bash installer/playmat.sh run [playmat arguments]   set up, then start Playmat
#   bash installer/playmat.sh test [pytest arguments]   set up, then check the code (ruff, the
#                                                       import layers, mypy) and run the test
#                                                       suite on every core; --slow adds the
#                                                       long tests (CI runs it so)
#   bash installer/playmat.sh setup                     only set up
#
# Needs Python 3.11 or newer. On Debian/Ubuntu, missing system packages (venv support and the
# libraries Qt needs) are installed with apt-get, through sudo when not root.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${PLAYMAT_VENV:-$ROOT/.venv}"
SYSTEM_PACKAGES=(
    python3-venv libgl1 libegl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon0
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
    libxcb-render-util0 libxcb-image0 libxcb-randr0 libxcb-xinerama0 fonts-dejavu-core
)

say() { printf 'playmat setup: %s\n' "$*" >&2; }

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

command="${1:-run}"
[ $# -gt 0 ] && shift
case "$command" in
    setup) setup ;;
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
        say "unknown command '$command': use run, test or setup"
        exit 2
        ;;
esac
