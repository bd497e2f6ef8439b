#!/usr/bin/env bash
# Run the frozen app's --self-test as a user's machine would: an empty environment (no venv,
# no PYTHONPATH, no source tree on any path) and another working directory.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
EXE="$ROOT/dist/pe-desktop/pe-desktop"
[[ -x "$EXE" ]] || { echo "no frozen app at $EXE: run 'make dist' first" >&2; exit 1; }
# Qt's own strings (standard buttons and dialogs) in the app's languages must be bundled.
for qm in qtbase_ja.qm qtbase_en.qm; do
    [[ -f "$ROOT/dist/pe-desktop/_internal/PySide6/Qt/translations/$qm" ]] \
        || { echo "Qt translation $qm is missing from the bundle" >&2; exit 1; }
done
# PySide6.QtOpenGL is left out (a stand-in module replaces it): the self-test proves it safe.
if compgen -G "$ROOT/dist/pe-desktop/_internal/PySide6/QtOpenGL.*" >/dev/null; then
    echo "PySide6.QtOpenGL is in the bundle, though the spec leaves it out" >&2; exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
out="$work/self-test.log"
status=0
env -i HOME="$work" PATH=/usr/bin:/bin LANG=C.UTF-8 XDG_RUNTIME_DIR="$work" \
    "$EXE" --self-test 2>&1 | tee "$out" || status=$?
grep -q "^ok   installation: frozen bundle" "$out" || { echo "the self-test did not run frozen" >&2; exit 1; }
exit "$status"
