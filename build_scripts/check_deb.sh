#!/usr/bin/env bash
# Install the .deb as a user would (`apt-get install ./dist/pe-desktop_*.deb`, which pulls its
# Depends), check its menu entry, run the installed `pe-desktop --self-test` from the PATH in
# an empty environment, then remove it and check nothing is left. Needs root or sudo.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shopt -s nullglob
debs=("$ROOT"/dist/pe-desktop_*_amd64.deb)
((${#debs[@]} == 1)) || { echo "expected one dist/pe-desktop_*_amd64.deb (make deb), found ${#debs[@]}" >&2; exit 1; }
sudo_cmd=""
[[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
export DEBIAN_FRONTEND=noninteractive
work="$(mktemp -d)"
remove() { $sudo_cmd apt-get remove --purge -y -qq pe-desktop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap remove EXIT

if dpkg-query -W -f='${Status}' pe-desktop 2>/dev/null | grep -q "install ok installed"; then
    echo "pe-desktop is already installed from a package: not touching it" >&2; trap - EXIT; exit 1
fi
# the menu entry's checker (Debian's desktop-file-utils), installed like the test tools
command -v desktop-file-validate >/dev/null || bash "$ROOT/build_scripts/install_system_deps.sh" desktop-file-utils
command -v desktop-file-validate >/dev/null || { echo "desktop-file-validate is not on the PATH after installing desktop-file-utils" >&2; exit 1; }
echo "+ apt-get install ${debs[0]#"$ROOT"/}"
$sudo_cmd apt-get install -y -qq "${debs[0]}" >/dev/null
[[ "$(command -v pe-desktop)" == /usr/bin/pe-desktop ]] || { echo "pe-desktop is not on the PATH" >&2; exit 1; }
desktop-file-validate /usr/share/applications/pe-desktop.desktop
for icon in 48x48/apps/pe-desktop.png scalable/apps/pe-desktop.svg; do
    [[ -f /usr/share/icons/hicolor/$icon ]] || { echo "icon $icon is not installed" >&2; exit 1; }
done

echo "+ pe-desktop --self-test (installed, from the PATH)"
cd "$work"
env -i HOME="$work" PATH=/usr/bin:/bin LANG=C.UTF-8 XDG_RUNTIME_DIR="$work" \
    pe-desktop --self-test 2>&1 | tee "$work/self-test.log"
grep -q "^ok   installation: frozen bundle at /opt/pe-desktop" "$work/self-test.log" \
    || { echo "the self-test did not run the installed app" >&2; exit 1; }
cd /

echo "+ apt-get remove --purge pe-desktop"
files="$(dpkg-query -L pe-desktop)"
$sudo_cmd apt-get remove --purge -y -qq pe-desktop >/dev/null
trap 'rm -rf "$work"' EXIT
left=()
while IFS= read -r f; do
    [[ "$f" == /opt/pe-desktop* || "$f" == */pe-desktop* ]] && [[ -e "$f" || -L "$f" ]] && left+=("$f")
done <<<"$files"
((${#left[@]} == 0)) || { echo "left behind after removal: ${left[*]}" >&2; exit 1; }
echo "ok: installed, self-tested and removed with nothing left behind"
