#!/usr/bin/env bash
# Install (or remove) the pe-desktop menu entry and icons for the current user.
#
#   install_desktop_entry.sh [PREFIX]              install; PREFIX = unpacked app folder
#   install_desktop_entry.sh --uninstall           remove what install put there
#
# PREFIX is the folder holding the `pe-desktop` executable (the unpacked release archive,
# e.g. ~/apps/pe-desktop). It defaults to the folder this script is in, which is right for
# the copy shipped next to the executable. Files go to ${XDG_DATA_HOME:-~/.local/share}:
#   applications/pe-desktop.desktop            (Exec= points at PREFIX/pe-desktop)
#   icons/hicolor/48x48/apps/pe-desktop.png
#   icons/hicolor/scalable/apps/pe-desktop.svg
set -euo pipefail

APP=pe-desktop
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS_DIR="$DATA/applications"
ICON_DIR="$DATA/icons/hicolor"
ICON_FILES=("48x48/apps/$APP.png" "scalable/apps/$APP.svg")

usage() { sed -n '2,12s/^# \{0,1\}//p' "$0"; }

refresh_caches() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS_DIR" 2>/dev/null || true
    # Only refresh a user icon cache that already exists; creating one could shadow icons
    # that other programs install later without updating it.
    if [[ -f "$ICON_DIR/icon-theme.cache" ]] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$ICON_DIR" 2>/dev/null || true
    fi
    touch "$ICON_DIR" 2>/dev/null || true  # lets icon caches notice the change
}

do_uninstall() {
    rm -f "$APPS_DIR/$APP.desktop"
    for f in "${ICON_FILES[@]}"; do rm -f "$ICON_DIR/$f"; done
    refresh_caches
    echo "removed $APP desktop entry and icons from $DATA"
}

do_install() {
    local prefix="$1" res="" exe
    prefix="$(cd "$prefix" && pwd)"
    exe="$prefix/$APP"
    [[ -x "$exe" ]] || { echo "error: $exe not found or not executable (pass the unpacked app folder)" >&2; exit 1; }
    # Resources: frozen one-folder layout first, then a plain source checkout.
    for cand in "$prefix/_internal/resources" "$prefix/resources" "$(dirname "$(readlink -f "$0")")"; do
        if [[ -f "$cand/$APP.desktop" && -d "$cand/icons/hicolor" ]]; then res="$cand"; break; fi
    done
    [[ -n "$res" ]] || { echo "error: $APP.desktop / icons not found under $prefix" >&2; exit 1; }

    mkdir -p "$APPS_DIR"
    for f in "${ICON_FILES[@]}"; do
        install -D -m 0644 "$res/icons/hicolor/$f" "$ICON_DIR/$f"
    done
    # Exec= is a quoted argument inside a string value (Desktop Entry spec): inside the
    # double quotes  \ -> \\\\   " ` $ -> \\" \\` \\$   and % -> %%.  TryExec= is a plain string.
    local c i exec_q="" try_q=""
    for ((i = 0; i < ${#exe}; i++)); do
        c="${exe:i:1}"
        # shellcheck disable=SC1003  # the single-quoted backslashes are literal on purpose
        case "$c" in
            '\') exec_q+='\\\\'; try_q+='\\' ;;
            '"' | '`' | '$') exec_q+='\\'"$c"; try_q+="$c" ;;
            '%') exec_q+='%%'; try_q+="$c" ;;
            *) exec_q+="$c"; try_q+="$c" ;;
        esac
    done
    local line tmp
    tmp="$(mktemp)"
    while IFS= read -r line || [[ -n "$line" ]]; do
        case "$line" in
            Exec=*) printf 'Exec="%s"\n' "$exec_q" ;;
            TryExec=*) printf 'TryExec=%s\n' "$try_q" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$res/$APP.desktop" > "$tmp"
    install -m 0644 "$tmp" "$APPS_DIR/$APP.desktop"
    rm -f "$tmp"
    refresh_caches
    echo "installed $APPS_DIR/$APP.desktop -> $exe"
    echo "installed icons under $ICON_DIR"
}

case "${1:-}" in
    -h|--help) usage ;;
    --uninstall) do_uninstall ;;
    "") do_install "$(dirname "$(readlink -f "$0")")" ;;
    -*) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    *) do_install "$1" ;;
esac
