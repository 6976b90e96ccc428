#!/usr/bin/env bash
# kawu's one build script.
#   ./build.sh          build the static site into dist/
#   ./build.sh serve    build if needed, then serve dist/ on http://127.0.0.1:8000 (or the port given)
#   ./build.sh test     every check: ruff, mypy --strict, pytest (engine, bots, Pyodide, browser)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

log() { printf '\033[1m[build]\033[0m %s\n' "$*" >&2; }

# A venv of our own with the package installed editable and the test tools pinned in pyproject.toml;
# reinstalled only when pyproject.toml changes.
ensure_venv() {
    if [ ! -x "$PY" ]; then
        log "creating .venv"
        python3 -m venv "$VENV"
    fi
    local stamp="$VENV/.kawu-installed"
    local want
    want=$(sha256sum pyproject.toml | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        log "installing kawu and its test tools into .venv"
        "$PY" -m pip install --quiet --disable-pip-version-check -e ".[test,browser]"
        echo "$want" > "$stamp"
    fi
}

cmd_build() {
    ensure_venv
    log "the site build is not written yet"
    return 1
}

cmd_serve() {
    cmd_build
}

cmd_test() {
    ensure_venv
    log "ruff"
    "$VENV/bin/ruff" check py tests
    log "mypy --strict"
    "$VENV/bin/mypy" --strict py/kawu
    log "pytest"
    "$VENV/bin/pytest" "$@"
}

case "${1:-build}" in
    build) shift || true; cmd_build "$@" ;;
    serve) shift; cmd_serve "$@" ;;
    test) shift; cmd_test "$@" ;;
    *) echo "usage: ./build.sh [build|serve [port]|test [pytest args]]" >&2; exit 2 ;;
esac
