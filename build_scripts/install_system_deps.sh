#!/usr/bin/env bash
# The system libraries Qt (PySide6) needs on a fresh Debian/Ubuntu machine, for the offscreen
# platform and for a real window (xcb, e.g. under Xvfb), plus Xvfb/xdotool for window checks,
# a CJK font for Japanese text, and poppler-utils and librsvg2-bin, which the tests use to
# read exported PDFs and SVGs back with tools independent of Qt; binutils (strip) for the
# standalone build. Installs only what is missing; packages named as arguments are added
# (build_scripts/windows_wine.sh adds Wine and MinGW this way).
set -euo pipefail
pkgs=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 libfreetype6
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0
      libxcb-image0 libxkbcommon-x11-0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0
      libxcb-xkb1 libx11-xcb1 libwayland-client0 libwayland-cursor0 libwayland-egl1 xvfb xdotool fonts-noto-cjk poppler-utils librsvg2-bin binutils
      "$@")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=""
  [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
