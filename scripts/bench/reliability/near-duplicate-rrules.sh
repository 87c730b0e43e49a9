#!/usr/bin/env bash
# CPU time of `almanac events` over 30 days for an event with N RRULE lines that differ only in
# an UNTIL decades past the window (`FREQ=MINUTELY;UNTIL=2101…`, `…2102…`, …): a hostile file
# whose rules all give the same 43,200 instances in the window. Identical lines alone would be
# expanded once; these must be found to cover one another, or each is walked.
# Usage: scripts/bench/reliability/near-duplicate-rrules.sh [ALMANAC_BINARY] [OTHER_BINARY]
#        scripts/bench/reliability/near-duplicate-rrules.sh --write N FILE   (only the file)
# Each line: "near-duplicate-rrules N=<n> <label>: <user+sys seconds> s, <lines> lines" (best
# of 3). With a second binary (an older build), both run on the same files.
set -euo pipefail
cd "$(dirname "$0")/../../.."
write_file() { # count path
  {
    printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//almanac//near-duplicate rules//EN\r\n'
    printf 'BEGIN:VEVENT\r\nUID:near-duplicate-rrules\r\nDTSTAMP:20260101T000000Z\r\n'
    printf 'DTSTART:20260101T090000Z\r\nSUMMARY:Near duplicates\r\n'
    for i in $(seq "$1"); do printf 'RRULE:FREQ=MINUTELY;UNTIL=%04d0101T000000Z\r\n' $((2100 + i)); done
    printf 'END:VEVENT\r\nEND:VCALENDAR\r\n'
  } >"$2"
}
if [ "${1:-}" = --write ]; then
  write_file "$2" "$3"
  exit 0
fi
bin=${1:-.build/release/almanac}
other=${2:-}
[ -x "$bin" ] || swift build -c release --product almanac >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() { # binary file -> "seconds lines" (best of 3 by user+sys CPU)
  local best="" lines=0
  for _ in 1 2 3; do
    /usr/bin/time -f '%U %S' -o "$work/time" \
      "$1" events --ics "$2" --from 2026-01-01 --days 30 >"$work/out" 2>/dev/null || true
    local t
    t=$(awk '{ printf "%.2f", $1 + $2 }' "$work/time")
    lines=$(wc -l <"$work/out")
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  echo "$best $lines"
}
for n in 250 500 1000; do
  f="$work/near-$n.ics"
  write_file "$n" "$f"
  read -r a lines < <(run "$bin" "$f")
  echo "near-duplicate-rrules N=$n this: $a s, $lines lines"
  if [ -n "$other" ]; then
    read -r b lines < <(run "$other" "$f")
    echo "near-duplicate-rrules N=$n other: $b s, $lines lines"
  fi
done
