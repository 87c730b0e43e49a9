#!/usr/bin/env bash
# The text agenda against the JSON agenda for the same events, in one run: a biweekly event
# 124 years long listed over one year (about 3,200 instances on each of 365 days, which the text
# counts on one line a day, against 3,200 JSON objects). Prints `name: value unit` lines, medians of 5,
# and the ratio text/json. Usage: scripts/bench/agenda.sh [ALMANAC] (default: a release build).
set -euo pipefail
cd "$(dirname "$0")/../.."
almanac=${1:-}
if [[ -z "$almanac" ]]; then
  swift build -c release --product almanac >/dev/null
  almanac=$(swift build -c release --show-bin-path)/almanac
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VEVENT\r\nUID:long@bench\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:19020101T100000Z\r\nDTEND:20260101T100000Z\r\nRRULE:FREQ=WEEKLY;INTERVAL=2\r\nSUMMARY:Long\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' >"$work/long.ics"
export LANG=en_US.UTF-8 TZ=UTC
run() { # format -> seconds and max RSS (KB) of one run
  /usr/bin/time -f '%e %M' -o "$work/time" "$almanac" events --ics "$work/long.ics" \
    --from 2026-01-01 --days 365 -f "$1" >"$work/out-$1"
  cat "$work/time"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
declare -A seconds memory
for format in text json; do
  run "$format" >/dev/null # warm-up
  : >"$work/s"; : >"$work/m"
  for _ in 1 2 3 4 5; do
    read -r s m < <(run "$format")
    echo "$s" >>"$work/s"; echo "$m" >>"$work/m"
  done
  seconds[$format]=$(median <"$work/s")
  memory[$format]=$(median <"$work/m")
  echo "agenda.$format: ${seconds[$format]} s"
  echo "agenda.$format.maxrss: $((memory[$format] / 1024)) MB"
  echo "agenda.$format.output: $(($(wc -c <"$work/out-$format") / 1024)) KB"
done
awk -v t="${seconds[text]}" -v j="${seconds[json]}" \
  'BEGIN { printf "agenda.text/json: %.2f x\n", (j > 0 ? t / j : 0) }'
