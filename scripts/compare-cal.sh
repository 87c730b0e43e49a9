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
#   4. Start-up alone:            almanac --version                vs  ncal -b -h 1 2026
# Output sizes are printed so it is visible that both did the same amount of work. ncal
# switches to the Julian calendar before 1752; almanac uses the 1582 reform, which does not
# change the amount of text.
#
# Usage: scripts/compare-cal.sh [--runs N] [--static]
#   --static  also time a build linked with --static-swift-stdlib (built in .build/static),
#             which halves start-up time by avoiding most dynamic relocation of Foundation.
# Installs ncal and hyperfine with apt-get when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=20
static=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --static) static=1; shift ;;
    *) echo "usage: $0 [--runs N] [--static]" >&2; exit 64 ;;
  esac
done

install() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "installing $2…" >&2
    apt-get install -y "$2" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$2" >/dev/null; }
  fi
}
install ncal ncal
install hyperfine hyperfine

swift build -c release --product almanac >/dev/null 2>&1
bin="$(swift build -c release --show-bin-path 2>/dev/null)/almanac"
export LANG=C TZ=UTC COLUMNS=80
unset NO_COLOR

json="$(mktemp)"
trap 'rm -f "$json"' EXIT

compare() {
  local name="$1" ours="$2" theirs="$3"
  local our_bytes their_bytes
  our_bytes=$($ours | wc -c)
  their_bytes=$($theirs | wc -c)
  hyperfine -N --warmup 3 --runs "$runs" --export-json "$json" "$ours" "$theirs" >/dev/null 2>&1
  python3 - "$json" "$name" "$our_bytes" "$their_bytes" <<'PY'
import json, sys
path, name, ours_bytes, theirs_bytes = sys.argv[1:]
results = json.load(open(path))["results"]
ours, theirs = (r["median"] * 1000 for r in results)
ours_cpu, theirs_cpu = ((r["user"] + r["system"]) * 1000 for r in results)
print(f"{name}: almanac {ours:.1f} ms wall, {ours_cpu:.1f} ms cpu, {ours_bytes} bytes"
      f" | ncal {theirs:.1f} ms wall, {theirs_cpu:.1f} ms cpu, {theirs_bytes} bytes"
      f" | ratio wall {ours / theirs:.2f}, cpu {ours_cpu / theirs_cpu:.2f}")
PY
}

echo "median wall time and mean user+system CPU time of $runs runs each (hyperfine -N), same run"
echo "ratio = almanac / ncal (below 1: almanac faster); CPU time is steadier on a shared machine"
run_all() {
  local bin="$1" label="$2"
  compare "100-years-one-process$label" "$bin --months 1200 1 1950 --color never" "ncal -b -h -A 1199 1 1950"
  compare "1000-years-one-process$label" "$bin --months 12000 1 1800 --color never" "ncal -b -h -A 11999 1 1800"
  compare "one-year-one-process$label" "$bin 2026 --color never" "ncal -b -h -y 2026"
  # Start-up alone (Swift runtime, Foundation, ICU loading; no calendar work), against one
  # month of ncal, to show how much of the above is fixed cost.
  compare "startup-only$label" "$bin --version" "ncal -b -h 1 2026"
}
run_all "$bin" ""
if [[ "$static" == 1 ]]; then
  swift build -c release --product almanac --static-swift-stdlib --scratch-path .build/static >/dev/null 2>&1
  run_all "$(swift build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path 2>/dev/null)/almanac" "-static"
fi
