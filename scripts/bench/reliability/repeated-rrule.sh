#!/usr/bin/env bash
# Time `almanac events` over one year for an event whose RRULE line is repeated N times (a
# hostile file: unless the repeated lines are expanded once, the time grows as N^2).
# Usage: scripts/bench/reliability/repeated-rrule.sh [ALMANAC_BINARY] [OTHER_BINARY]
# With a second binary (an older build), both run side by side on the same files and the
# ratio is printed. Each line: "repeated-rrule N=<n> <label>: <seconds> s".
set -euo pipefail
cd "$(dirname "$0")/../../.."
bin=${1:-.build/debug/almanac}
other=${2:-}
[ -x "$bin" ] || swift build --product almanac >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() { # binary file -> seconds (best of 3)
  local best=""
  for _ in 1 2 3; do
    local t0 t1
    t0=$(date +%s.%N)
    "$1" events --ics "$2" --from 2026-01-01 --days 365 --format json >/dev/null 2>&1 || true
    t1=$(date +%s.%N)
    local t
    t=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  printf '%.3f' "$best"
}
for n in 1 500 2000; do
  f="$work/rep-$n.ics"
  {
    printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VEVENT\r\n'
    printf 'UID:rep\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T090000Z\r\nSUMMARY:Rep\r\n'
    for _ in $(seq "$n"); do printf 'RRULE:FREQ=DAILY\r\n'; done
    printf 'END:VEVENT\r\nEND:VCALENDAR\r\n'
  } >"$f"
  a=$(run "$bin" "$f")
  echo "repeated-rrule N=$n this: $a s"
  if [ -n "$other" ]; then
    if [ "$n" -le 500 ]; then
      b=$(run "$other" "$f")
    else
      # One run only: the old build takes minutes here.
      t0=$(date +%s.%N); "$other" events --ics "$f" --from 2026-01-01 --days 365 --format json >/dev/null 2>&1 || true
      t1=$(date +%s.%N); b=$(printf '%.3f' "$(echo "$t1 - $t0" | bc -l)")
    fi
    echo "repeated-rrule N=$n other: $b s (ratio other/this $(echo "scale=1; $b / $a" | bc -l))"
  fi
done
