#!/usr/bin/env bash
# A newcomer's first minutes, proved on a bare Debian 12: a minimal system made with
# `debootstrap --variant=minbase bookworm` holding only python3, python3-venv, git, make and the
# CA certificates, a clone of this repository, and then the README's two commands, nothing else:
#   1. as a user without root or sudo: `make run` and `make test` each stop at once with one
#      line naming the packages and the command to run; no venv is made, nothing is installed;
#   2. as a user with sudo: `make run` says in one line what it installs with sudo and why,
#      installs Qt's libraries and the app (not the test extras) and opens the window (on an
#      Xvfb display of this machine, whose socket the chroot shares);
#   3. as root, in a second copy of the bare system (so that `make test` too is the first and
#      only command): `make test` installs Qt's libraries, the test tools, the app and its
#      extras and runs the suite (PYTEST_ARGS, passed on to make, picks a part of it;
#      default: all of it);
#   4. the check of a second run: silent, status 0.
# Each step's time is printed. Needs root; installs debootstrap, Xvfb and xdotool if missing.
#
#   bash build_scripts/check_bare_debian.sh [WORK_DIR]     (default /var/tmp/pe-desktop-bare)
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
WORK=${1:-/var/tmp/pe-desktop-bare}
ROOT=$WORK/root
ROOT2=$WORK/root-test
HOME_DIR=/home/newcomer
CLONE=$HOME_DIR/pe-desktop
DISPLAY_NUMBER=${BARE_DISPLAY:-77}
PYTEST_ARGS=${PYTEST_ARGS:-}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

say() { printf '[bare-debian %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
fail() { say "FAILED: $*"; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "needs root (debootstrap, chroot, mounts)"
need=()
for tool in debootstrap:debootstrap Xvfb:xvfb xdotool:xdotool; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if ((${#need[@]})); then
  say "installing ${need[*]}"
  apt-get -q update && DEBIAN_FRONTEND=noninteractive apt-get -q install -y --no-install-recommends "${need[@]}"
fi

xvfb_pid=""
app_pid=""
cleanup() {
  [[ -n $app_pid ]] && kill -- -"$app_pid" 2>/dev/null || true
  [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
  for root in "$ROOT" "$ROOT2"; do
    for m in tmp/.X11-unix dev proc; do
      mountpoint -q "$root/$m" && umount -R "$root/$m" 2>/dev/null || umount -lR "$root/$m" 2>/dev/null || true
    done
  done
}
mount_system() {  # /proc and /dev (and the X socket folder) inside the chroot $1
  mount -t proc proc "$1/proc"
  mount --rbind /dev "$1/dev" && mount --make-rslave "$1/dev"
  mkdir -p "$1/tmp/.X11-unix"
  # A machine that has not run an X server yet has no socket folder: make it as X would.
  [[ -d /tmp/.X11-unix ]] || install -d -m 1777 /tmp/.X11-unix
  mount --bind /tmp/.X11-unix "$1/tmp/.X11-unix"
}
trap cleanup EXIT
# Never rm -rf a tree with /dev or the X socket folder still mounted into it.
remove_tree() {
  if grep -q " $1/" /proc/mounts; then fail "$1 still has mounts inside; not removing it"; fi
  rm -rf "$1"
}

# -- the bare system --------------------------------------------------------------------------
cleanup
remove_tree "$WORK"
mkdir -p "$WORK"
t0=$SECONDS
say "debootstrap --variant=minbase bookworm (python3 python3-venv git make ca-certificates)"
debootstrap --variant=minbase --include=python3,python3-venv,git,make,ca-certificates \
  bookworm "$ROOT" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 || { tail -20 "$WORK/debootstrap.log"; fail debootstrap; }
say "debootstrap: $((SECONDS - t0)) s"

# What any machine on this network needs to reach the registries: this host's CA bundle (after
# ca-certificates is installed, so it stays), its pip and apt settings, name resolution.
cp /etc/ssl/certs/ca-certificates.crt "$ROOT/etc/ssl/certs/ca-certificates.crt"
for f in /etc/resolv.conf /etc/hosts /etc/hostname /etc/pip.conf; do
  [[ -f $f ]] && cp "$f" "$ROOT$f"
done
[[ -d /etc/xdg/pip ]] && mkdir -p "$ROOT/etc/xdg" && cp -r /etc/xdg/pip "$ROOT/etc/xdg/"
cp /etc/apt/apt.conf.d/* "$ROOT/etc/apt/apt.conf.d/" 2>/dev/null || true

chroot "$ROOT" useradd --create-home --uid 1000 --shell /bin/bash newcomer
git clone --quiet "$SRC" "$ROOT$CLONE"
say "cloned $(git -C "$ROOT$CLONE" log -1 --format='%h %s')"
chown -R 1000:1000 "$ROOT$CLONE"
t0=$SECONDS
cp -a "$ROOT" "$ROOT2"  # the same bare system, for make test on its own (nothing mounted yet)
say "a second copy of it: $((SECONDS - t0)) s"
mount_system "$ROOT"
mount_system "$ROOT2"

# The environment a login would give (plus this network's pip and proxy settings).
base_env=(HOME=$HOME_DIR LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
while IFS= read -r line; do base_env+=("$line"); done < <(env | grep -E '^(PIP_(CERT|INDEX_URL|EXTRA_INDEX_URL|TRUSTED_HOST|DEFAULT_TIMEOUT|DISABLE_PIP_VERSION_CHECK)|https?_proxy|no_proxy|HTTPS?_PROXY|NO_PROXY)=' || true)
as_newcomer() { chroot --userspec=1000:1000 "$ROOT" env -i "${base_env[@]}" USER=newcomer "$@"; }
as_root() { chroot "$ROOT" env -i "${base_env[@]}" USER=root "$@"; }
as_root_in_copy() { chroot "$ROOT2" env -i "${base_env[@]}" USER=root "$@"; }

# -- 1. no root, no sudo: one line, nothing else ---------------------------------------------
for target in run test; do
  set +e
  out=$(as_newcomer bash -c "cd $CLONE && make $target" 2>&1)
  rc=$?
  set -e
  printf '%s\n' "$out" | sed 's/^/    /'
  ours=$(printf '%s\n' "$out" | grep -v '^make: \*\*\* ' || true)
  [[ $rc -ne 0 ]] || fail "make $target without root or sudo exited 0"
  [[ $(printf '%s\n' "$ours" | grep -c .) -eq 1 ]] || fail "make $target without root or sudo said more than one line"
  [[ $ours == "pe-desktop: missing "*"as root run: apt-get update && apt-get install "*libxcb-cursor0* ]] \
    || fail "make $target without root or sudo: not the one line naming the packages and the command"
  [[ ! -e $ROOT$CLONE/.venv ]] || fail "make $target without root or sudo made .venv"
  if grep -qi traceback <<<"$out"; then fail "make $target printed a traceback"; fi
done
say "1. without root or sudo: one line and status $rc, no .venv, no traceback"

# -- 2. with sudo: make run installs Qt's libraries and the app, and opens the window ---------
as_root bash -c 'apt-get -qq update && DEBIAN_FRONTEND=noninteractive apt-get -qq install -y sudo >/dev/null \
  && echo "newcomer ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/newcomer'
Xvfb ":$DISPLAY_NUMBER" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [[ -S /tmp/.X11-unix/X$DISPLAY_NUMBER ]] && break; sleep 0.1; done
t0=$SECONDS
set -m
as_newcomer env DISPLAY=":$DISPLAY_NUMBER" bash -c "cd $CLONE && make run" >"$WORK/make-run.log" 2>&1 &
app_pid=$!
set +m
window=""
while [[ -z $window ]] && kill -0 "$app_pid" 2>/dev/null && ((SECONDS - t0 < 900)); do
  sleep 1
  window=$(DISPLAY=":$DISPLAY_NUMBER" xdotool search --onlyvisible --name '^Positional Encoding Explorer' 2>/dev/null | head -1 || true)
done
seconds=$((SECONDS - t0))
# (one process: head closing a pipe early gave grep SIGPIPE, and pipefail failed the check)
awk '!/━/ && n++ < 12 { print "    " $0 }' "$WORK/make-run.log"
[[ -n $window ]] || { tail -30 "$WORK/make-run.log"; fail "make run opened no window"; }
title=$(DISPLAY=":$DISPLAY_NUMBER" xdotool getwindowname "$window" 2>/dev/null || echo ?)
if command -v import >/dev/null; then
  sleep 2 && DISPLAY=":$DISPLAY_NUMBER" import -window root "$WORK/make-run-window.png" 2>/dev/null || true
fi
kill -- -"$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
grep -q '^pe-desktop: installing Qt.s system libraries (needed to start) with sudo apt-get' "$WORK/make-run.log" \
  || fail "make run did not say what it installs with sudo"
if grep -qi traceback "$WORK/make-run.log"; then fail "make run printed a traceback"; fi
as_newcomer "$CLONE/.venv/bin/python" -c 'import importlib.util as u, sys; sys.exit(u.find_spec("pytest") is not None)' \
  || fail "make run installed the test extras"
say "2. make run with sudo: window '$title' after $seconds s (apt-get, venv, pip, translations), no test extras"

# -- 3. as root, in the copy: make test and nothing else ----------------------------------
t0=$SECONDS
set +e
as_root_in_copy bash -c "cd $CLONE && make test PYTEST_ARGS='$PYTEST_ARGS'" >"$WORK/make-test.log" 2>&1
rc=$?
set -e
seconds=$((SECONDS - t0))
grep -E '^pe-desktop: |passed|failed|error' "$WORK/make-test.log" | tail -8 | sed 's/^/    /'
[[ $rc -eq 0 ]] || { tail -40 "$WORK/make-test.log"; fail "make test exited $rc"; }
grep -qE '^=+ .*[0-9]+ passed' "$WORK/make-test.log" || fail "make test ran no test"
grep -q "^pe-desktop: installing Qt.s system libraries and the tools the tests use with apt-get" "$WORK/make-test.log" \
  || fail "make test as root did not install the libraries itself"
say "3. make test as root on its own: status 0 after $seconds s (apt-get, venv, pip, translations, pytest)${PYTEST_ARGS:+ (pytest $PYTEST_ARGS)}"

# -- 4. a second run's check costs nothing ------------------------------------------------------
t0=$(date +%s%N)
out=$(as_root_in_copy bash -c "cd $CLONE && python3 pe_desktop/system_libraries.py test" 2>&1)
t1=$(date +%s%N)
ms=$(( (t1 - t0) / 1000000 ))
[[ -z $out ]] || fail "the second check said: $out"
say "4. the check once everything is there: silent, ${ms} ms (chroot and python3 start included)"
cleanup
trap - EXIT
remove_tree "$ROOT"  # ~1 and ~2 GB; the logs and the window's screenshot stay in $WORK
remove_tree "$ROOT2"
say "passed"
