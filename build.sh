#!/usr/bin/env bash
# kawu's one build script.
#   ./build.sh          build the static site into dist/
#   ./build.sh serve    build if needed, then serve dist/ on http://127.0.0.1:8000 (or the port given)
#   ./build.sh test     every check: ruff, mypy --strict, import-linter, ESLint, build dist/, pytest
#                       (engine, bots, JS units and Pyodide under Node, browser tests in headless
#                       Chromium)
#   ./build.sh stamp D  recompute the build id and the service worker's precache list of a built
#                       site folder D (after changing any file in it by hand)
# On a fresh machine it installs what it needs: a .venv, npm packages (npm ci in web/), Node.js
# and Chromium from Debian when missing. It never downloads a browser of Playwright's own.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
DIST="$ROOT/dist"
CACHE="$ROOT/.cache"
CHROMIUM=/usr/bin/chromium

log() { printf '\033[1m[build]\033[0m %s\n' "$*" >&2; }

# Run a command as root (apt-get): directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=
apt_install() {
    if [ -z "$APT_UPDATED" ]; then
        log "apt-get update"
        as_root apt-get update -qq
        APT_UPDATED=1
    fi
    log "apt-get install $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# A venv of our own with the package installed editable, what building the site needs (the
# Markdown library) and the test tools, pinned in pyproject.toml; reinstalled only when
# pyproject.toml changes.
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
        "$PY" -m pip install --quiet --disable-pip-version-check -e ".[site,test,browser,core]"
        echo "$want" > "$stamp"
    fi
}

# Node.js runs npm and the Pyodide-under-Node tests. Only what is missing is installed (a
# NodeSource nodejs brings its own npm and conflicts with Debian's npm package).
ensure_node() {
    if ! command -v node >/dev/null; then apt_install nodejs; fi
    if ! command -v npm >/dev/null; then apt_install npm; fi
}

# web/node_modules from web/package-lock.json exactly (npm ci), again only when the lock changes.
ensure_npm() {
    ensure_node
    local stamp="$ROOT/web/node_modules/.kawu-lock"
    local want
    want=$(sha256sum web/package-lock.json | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        log "npm ci (web/)"
        (cd web && npm ci --no-audit --no-fund --loglevel=error)
        echo "$want" > "$stamp"
    fi
}

ensure_chromium() {
    if [ ! -x "$CHROMIUM" ]; then
        apt_install chromium
    fi
}

# The other engines of the browser tests (tests/browser/drivers/): Firefox ESR (driven by the
# pinned puppeteer-core over WebDriver BiDi) and WebKitGTK (its WebDriver brings MiniBrowser),
# which runs on an Xvfb of the tests' own and takes the X focus with xdotool. Only what is
# missing is installed.
ensure_browsers() {
    ensure_chromium
    local want=()
    [ -x /usr/bin/firefox-esr ] || want+=(firefox-esr)
    [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ] \
        || want+=(webkit2gtk-driver)
    command -v Xvfb >/dev/null || want+=(xvfb)
    command -v xdotool >/dev/null || want+=(xdotool)
    command -v localedef >/dev/null || want+=(locales)
    if [ ${#want[@]} -gt 0 ]; then apt_install "${want[@]}"; fi
}

# Bytecode for Pyodide's Python 3.14 (tools/build/bytecode.mjs runs tools/build/bytecode.py inside the pinned
# Pyodide under Node): the standard library zip with .pyc in place of .py, and our wheel with
# __pycache__/*.pyc beside its sources. Python then imports without compiling at every page load
# (most of its boot time). The standard library changes only with the pin, so its bytecode is
# kept in .cache/bytecode/; ours is compiled at every build.
#   bytecode <our wheel> <out dir>   -> out/python_stdlib.zip (all of it), out/<our wheel>
bytecode() {
    local wheel=$1 out=$2
    local pyodide="web/node_modules/pyodide"
    local key
    key=$(cat "$pyodide/package.json" "$pyodide/python_stdlib.zip" tools/build/bytecode.py \
        tools/build/bytecode.mjs | sha256sum | cut -c1-16)
    local kept="$CACHE/bytecode/$key"
    mkdir -p "$out"
    if [ -f "$kept/python_stdlib.zip" ]; then
        node tools/build/bytecode.mjs "$pyodide" "$out" "$wheel"
    else
        log "precompiling the standard library (once per pin)"
        node tools/build/bytecode.mjs "$pyodide" "$out" --stdlib "$pyodide/python_stdlib.zip" "$wheel"
        rm -rf "$CACHE/bytecode"  # older pins
        mkdir -p "$kept.tmp"
        cp "$out/python_stdlib.zip" "$kept.tmp/"
        mv "$kept.tmp" "$kept"
    fi
    cp "$kept/python_stdlib.zip" "$out/"
}

# Only the standard library modules the game imports (tools/build/stdlib.mjs: Pyodide under Node boots
# as the page does and plays; what it imported is kept, and the same again on the trimmed zip
# must pass, or the build fails). Named by its hash, like our wheel, so that no cache can pair it
# with another build's Python (and a snapshot of Python's memory is only ever restored over the
# zip it was made with).
#   trimmed_stdlib <full zip> <our wheel> <out dir>   -> out/pyodide/python_stdlib-<hash>.zip
trimmed_stdlib() {
    local full=$1 wheel=$2 out=$3
    local zip="$CACHE/python_stdlib.zip"
    node tools/build/stdlib.mjs web/node_modules/pyodide "$full" "$zip" "$wheel"
    local hash
    hash=$(sha256sum "$zip" | cut -c1-12)
    mv "$zip" "$out/pyodide/python_stdlib-$hash.zip"
}

# micropip, which installs the wheels a person picks into their bot's sandbox (the Lab): the
# version of Pyodide 314's lock file, from PyPI, checked against its pinned SHA-256; kept in the
# cache, so a rebuild needs no network.
MICROPIP=micropip-0.11.1-py3-none-any.whl
MICROPIP_SHA256=768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3
micropip_wheel() {
    local kept="$CACHE/$MICROPIP"
    if [ ! -f "$kept" ]; then
        log "downloading $MICROPIP (PyPI)"
        "$PY" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
            --python-version 3.14 --dest "$CACHE/micropip.tmp" "micropip==0.11.1"
        mv "$CACHE/micropip.tmp/$MICROPIP" "$kept"
        rm -rf "$CACHE/micropip.tmp"
    fi
    if [ "$(sha256sum "$kept" | cut -d' ' -f1)" != "$MICROPIP_SHA256" ]; then
        rm -f "$kept"
        echo "build: $MICROPIP is not the wheel pinned (SHA-256 differs)" >&2
        exit 1
    fi
    cp "$kept" "$1"
}

cmd_build() {
    ensure_venv
    ensure_npm
    local out="$DIST.tmp"
    rm -rf "$out" "$ROOT/build" "$CACHE/kawu-wheel"
    mkdir -p "$out/pyodide" "$out/wheels" "$CACHE"

    log "compiling the core (core/*.c -> py/kawu/core/kawu_core.wasm)"
    "$PY" tools/build/core.py >/dev/null
    log "building the kawu wheel"
    # A fixed date inside the wheel: the same sources give the same wheel, hence the same build id
    # (and returning visitors download nothing new).
    SOURCE_DATE_EPOCH=315532800 "$PY" -m build --wheel --outdir "$CACHE/kawu-wheel" . \
        >"$CACHE/wheel.log" 2>&1 \
        || { cat "$CACHE/wheel.log" >&2; exit 1; }
    rm -rf "$ROOT/build"
    log "precompiling Python for Pyodide"
    local work="$CACHE/bytecode-work"
    rm -rf "$work"
    bytecode "$(echo "$CACHE"/kawu-wheel/kawu-*.whl)" "$work"
    rm -rf "$CACHE/kawu-wheel"
    # The page's wheel leaves out the command-line tools, which no page imports.
    "$PY" tools/build/page_wheel.py "$work"/kawu-*.whl >/dev/null
    log "trimming the standard library to what the game imports"
    trimmed_stdlib "$work/python_stdlib.zip" "$(echo "$work"/kawu-*.whl)" "$out"
    mv "$work"/kawu-*.whl "$out/wheels/"
    # The Lab's bots get the whole standard library (precompiled), not the game's trimmed one:
    # fetched only when the Lab runs a bot (js/lab/sandbox.js), never by the game.
    mkdir -p "$out/lab"
    cp "$work/python_stdlib.zip" "$out/lab/python_stdlib.zip"
    rm -rf "$work"
    micropip_wheel "$out/lab/micropip.whl"

    log "assembling dist/"
    # The page: everything in web/ but the npm files, the lint config, the guide's sources and
    # the JavaScript modules, bundled below.
    (cd web && find . \( -path ./node_modules -o -path ./guide -o -path ./js \) -prune -o -type f \
        ! -name 'package.json' ! -name 'package-lock.json' ! -name 'eslint.config.js' -print0 \
        | xargs -0 -I{} cp --parents {} "$out/")
    # The rules pages and strategy guides: Markdown in web/guide/, HTML fragments in guide/.
    "$PY" tools/build/guide.py web/guide "$out/guide"
    # The page's forty modules in one file, js/main.js, and the engine's worker with its two in
    # js/worker.js (esbuild, pinned in web/package.json; readable, not minified): a visit fetches
    # three scripts instead of forty-four, and the page runs as soon as one file has arrived.
    # js/start.js, the page's first script, starts the worker (a classic script: copied as is).
    mkdir -p "$out/js"
    local esbuild=(web/node_modules/.bin/esbuild --bundle --format=esm --charset=utf8 --log-level=warning)
    "${esbuild[@]}" web/js/main.js --outfile="$out/js/main.js"
    "${esbuild[@]}" web/js/worker.js --outfile="$out/js/worker.js" '--external:../pyodide/*'

    cp web/js/start.js "$out/js/"
    # The Lab (issue 35): its own bundle, loaded only when the Lab is opened (js/lab/door.js):
    # the code editor (CodeMirror 6, pinned in web/package.json), the starter bots and the bot
    # protocol (py/kawu/botlab/bot.py) as text; minified, being mostly the editor. Its sandbox
    # page gets its one script inline, allowed by its hash (tools/build/sandbox.py).
    "${esbuild[@]}" web/js/lab/lab.js --outfile="$out/js/lab.js" --minify --loader:.py=text
    "$PY" tools/build/sandbox.py web/lab-sandbox.html web/js/lab/sandbox-frame.js "$out/lab-sandbox.html" \
        "$out/index.html"
    # The hosts' headers (_headers): the page's policy as index.html now carries it, as a header.
    "$PY" tools/build/headers.py "$out"
    # The Pyodide runtime from the pinned npm package (its standard library trimmed above). Its two
    # ES modules go out as .js (pyodide.js, pyodide.asm.js): a stock server sends .mjs with a type
    # no browser runs as a module (tools/build/pyodide_js.py checks them against their pinned
    # SHA-256 and rewrites the one name each gives the runtime).
    local pyodide="web/node_modules/pyodide"
    "$PY" tools/build/pyodide_js.py "$pyodide" "$out/pyodide"
    cp "$pyodide"/pyodide.asm.wasm "$out/pyodide/"
    # Its lock file lists Pyodide's 300 packages (119 kB fetched and parsed at every boot) for
    # loadPackage and micropip, which the game never calls: only its "info" (the ABI Pyodide
    # checks) is kept, with no package.
    "$PY" - "$pyodide/pyodide-lock.json" "$out/pyodide/pyodide-lock.json" <<'EOF'
import json, sys
with open(sys.argv[1]) as f:
    info = json.load(f)["info"]
with open(sys.argv[2], "w") as f:
    json.dump({"info": info, "packages": {}}, f, separators=(",", ":"))
EOF
    # Our wheel's version stays 1.0.0 from build to build: a folder named by its hash gives each
    # build its own URL, so no browser cache can pair new JavaScript with an old wheel.
    local kawu wheel_hash
    kawu=$(basename "$out"/wheels/kawu-*.whl)
    wheel_hash=$(sha256sum "$out/wheels/$kawu" | cut -c1-12)
    mkdir "$out/wheels/$wheel_hash"
    mv "$out/wheels/$kawu" "$out/wheels/$wheel_hash/"
    kawu="$wheel_hash/$kawu"
    # build.json tells the worker the names of our wheel and of the standard library zip;
    # cmd_stamp gives it the build id.
    local stdlib
    stdlib=$(basename "$out"/pyodide/python_stdlib-*.zip)
    "$PY" - "$out/build.json" "$kawu" "$stdlib" <<'EOF'
import json, sys
path, kawu, stdlib = sys.argv[1:]
with open(path, "w") as f:
    json.dump({"id": "", "wheels": {"kawu": kawu}, "stdlib": stdlib}, f, indent=1)
EOF
    cmd_stamp "$out"
    rm -rf "$DIST"
    mv "$out" "$DIST"
    log "dist/ is ready (build $(build_id "$DIST"), $(du -sh "$DIST" | cut -f1))"
}

build_id() {
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["id"])' "$1/build.json"
}

# The build id (build.json) and the service worker's precache list (sw.js), from the files really
# in the folder: see tools/build/stamp.py. Run it after changing any file of a built site by hand.
cmd_stamp() {
    python3 tools/build/stamp.py "${1:?usage: ./build.sh stamp DIR}"
}

# Newer sources than the last build? (web/, the package, tools/, pyproject.toml, this script)
dist_stale() {
    [ -f "$DIST/build.json" ] || return 0
    [ -n "$(find web py tools pyproject.toml build.sh -path web/node_modules -prune -o -newer "$DIST/build.json" -type f -print -quit)" ]
}

cmd_serve() {
    local port=${1:-8000}
    if dist_stale; then cmd_build; else ensure_venv; fi
    log "serving dist/ on http://127.0.0.1:$port/ (Ctrl-C stops)"
    exec "$PY" - "$DIST" "$port" <<'EOF'
import functools, http.server, sys
directory, port = sys.argv[1], int(sys.argv[2])

class Handler(http.server.SimpleHTTPRequestHandler):
    # Explicit types: a wasm served as anything else makes Pyodide hang; module scripts need JS.
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
        ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
        ".css": "text/css", ".html": "text/html; charset=utf-8", ".webmanifest": "application/manifest+json",
    }

class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a closed tab is no error
            super().handle_error(request, client_address)

server = Server(("127.0.0.1", port), functools.partial(Handler, directory=directory))
try:
    server.serve_forever()
except KeyboardInterrupt:
    pass
EOF
}

cmd_test() {
    ensure_venv
    log "ruff"
    "$VENV/bin/ruff" check py tests tools examples
    log "mypy --strict"
    "$VENV/bin/mypy" --strict py/kawu
    log "import-linter (the package's layers: docs/architecture.md)"
    "$VENV/bin/lint-imports" --no-logo --cache-dir "$CACHE/import-linter"
    ensure_npm
    log "eslint"
    # The page, the JavaScript tests and tools (config and pin in web/; paths from the root); the
    # page's layers too (no-restricted-imports per folder of web/js: docs/architecture.md).
    web/node_modules/.bin/eslint --max-warnings 0 -c web/eslint.config.js web tests/node tools
    cmd_build
    ensure_browsers
    log "pytest"
    # The browser tests write a screenshot of every screen at every size here (test_table_look.py).
    local screens="$ROOT/test-output/screens"
    local rc=0
    KAWU_DIST="$DIST" KAWU_CHROMIUM="$CHROMIUM" KAWU_SCREENS="$screens" "$VENV/bin/pytest" "$@" || rc=$?
    if [ -d "$screens" ]; then log "screenshots of the table at every size: $screens"; fi
    return $rc
}

case "${1:-build}" in
    build) shift || true; cmd_build "$@" ;;
    serve) shift; cmd_serve "$@" ;;
    test) shift; cmd_test "$@" ;;
    stamp) shift; cmd_stamp "$@" ;;
    *) echo "usage: ./build.sh [build|serve [port]|test [pytest args]|stamp DIR]" >&2; exit 2 ;;
esac
