#!/usr/bin/env bash
# Times `almanac` against ncal(1) rendering the same months as text, side by side, and prints
# the ratio (almanac time / ncal time; below 1 means almanac is faster).
#
# What is compared (both write plain text, three months per row, no highlighting):
#   1. 100 years in ONE process:  almanac --months 1200 1 1950 --color never
#                                 ncal -b -h -A 1199 1 1950
#      (ncal's -A N adds N months after the given one; -b is cal-style rows, -h no highlight.)
#   2. 1000 years in one process: almanac --months 12000 1 1800   vs  ncal -b -h -A 11999 1 1800
#      (shows rendering cost apart from process start-up).
#   3. One year per process:      almanac 2026                     vs  ncal -b -h -y 2026
#      (start-up dominated; what `cal -y` users feel).
#   4. One month per process:     almanac 12 2026                  vs  ncal -b -h 12 2026
#   5. Start-up alone:            almanac --version                vs  ncal -b -h 1 2026
# Output sizes are printed so it is visible that both did the same amount of work. ncal
# switches to the Julian calendar before 1752; almanac uses the 1582 reform, which does not
# change the amount of text.
#
# Two builds of almanac are timed by default, each against ncal in the same run (docs/cli.md,
# "Building for distribution"):
#   installed    what scripts/dev/install.sh installs: Swift's runtime, Foundation and ICU linked
#                in, at a fixed load address, glibc shared, libcurl and libxml2 bound on first use
#                (DESTDIR install into a temporary folder; .build/dist)
#   dynamic      the plain `swift build -c release` binary (loads libFoundation*.so, ICU).
# Also available: static (the same as installed, but libcurl and libxml2 loaded at start;
# .build/dist-eager) and full-static (glibc linked in too: it does not link while libcurl's
# static library needs GSSAPI; docs/decisions/0015-installation.md).
#
# Timing: each command runs --runs times (after 3 warm-up runs), ours and ncal's alternating so
# that load on this shared machine falls on both alike; CPU = user + system time of the child
# (getrusage), median over the runs; wall = median elapsed time.
#
# Usage: scripts/bench/cal.sh [--runs N] [--builds "installed dynamic"]
# Installs ncal with apt-get when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=30
builds="installed dynamic"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --builds) builds="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--builds \"installed static full-static dynamic\"]" >&2; exit 64 ;;
  esac
done

if ! command -v ncal >/dev/null 2>&1; then
  echo "installing ncal…" >&2
  apt-get install -y ncal >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y ncal >/dev/null; }
fi

binary() {
  local flags=(-c release --product almanac)
  case "$1" in
    installed)
      DESTDIR="$installed/root" PREFIX=/usr scripts/dev/install.sh >/dev/null
      install -m 755 "$installed/root/usr/bin/almanac" "$installed/almanac-$1"
      echo "$installed/almanac-$1"
      return ;;
    static)
      flags+=(--static-swift-stdlib --disable-local-rpath -Xlinker -no-pie
        --scratch-path .build/dist-eager) ;;
    full-static)
      flags+=(-Xswiftc -static-executable --disable-local-rpath --scratch-path .build/dist-full) ;;
    dynamic) ;;
    *) echo "unknown build '$1'; valid: installed, static, full-static, dynamic" >&2; exit 64 ;;
  esac
  swift build "${flags[@]}" >/dev/null 2>&1
  # Timed as installed: a copy, like `install` makes. The linker's own output file starts
  # measurably slower (about 0.9 ms more CPU per run here, same bytes), apparently because of
  # how its pages sit in the page cache after the linker wrote them.
  install -m 755 "$(swift build "${flags[@]}" --show-bin-path 2>/dev/null)/almanac" \
    "$installed/almanac-$1"
  echo "$installed/almanac-$1"
}

installed="$(mktemp -d)"
trap 'rm -rf "$installed"' EXIT

export LANG=C TZ=UTC COLUMNS=80
unset NO_COLOR LC_ALL LC_TIME

compare() {
  local name="$1" ours="$2" theirs="$3"
  python3 - "$runs" "$name" "$ours" "$theirs" <<'PY'
import os, shlex, statistics, subprocess, sys, time

runs, name, ours, theirs = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]

def once(command):
    """Runs `command` with stdout to /dev/null; returns (wall s, user+sys s)."""
    argv = shlex.split(command)
    with open(os.devnull, "wb") as sink:
        start = time.perf_counter()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, sink.fileno(), 1)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command}: exit status {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime

def size(command):
    return len(subprocess.run(shlex.split(command), capture_output=True, check=True).stdout)

for _ in range(3):
    once(ours); once(theirs)
samples = {ours: [], theirs: []}
for _ in range(runs):
    for command in (ours, theirs):
        samples[command].append(once(command))

def medians(command):
    walls, cpus = zip(*samples[command])
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000

ours_wall, ours_cpu = medians(ours)
theirs_wall, theirs_cpu = medians(theirs)
print(f"{name}: almanac {ours_wall:.1f} ms wall, {ours_cpu:.1f} ms cpu, {size(ours)} bytes"
      f" | ncal {theirs_wall:.1f} ms wall, {theirs_cpu:.1f} ms cpu, {size(theirs)} bytes"
      f" | ratio wall {ours_wall / theirs_wall:.2f}, cpu {ours_cpu / theirs_cpu:.2f}")
PY
}

echo "medians of $runs alternating runs each, same run; CPU = user + system (steadier here)"
echo "ratio = almanac / ncal (below 1: almanac faster)"
for build in $builds; do
  bin="$(binary "$build")"
  compare "100-years-one-process ($build)" "$bin --months 1200 1 1950 --color never" \
    "ncal -b -h -A 1199 1 1950"
  compare "1000-years-one-process ($build)" "$bin --months 12000 1 1800 --color never" \
    "ncal -b -h -A 11999 1 1800"
  compare "one-year-one-process ($build)" "$bin 2026 --color never" "ncal -b -h -y 2026"
  compare "one-month-one-process ($build)" "$bin 12 2026 --color never" "ncal -b -h 12 2026"
  # Start-up alone (Swift runtime, Foundation, ICU loading; no calendar work), against one
  # month of ncal, to show how much of the above is fixed cost.
  compare "startup-only ($build)" "$bin --version" "ncal -b -h 1 2026"
done
