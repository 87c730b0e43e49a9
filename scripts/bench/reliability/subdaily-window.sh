#!/usr/bin/env bash
# Time `almanac events` for one day of two sparse FREQ=SECONDLY rules (one zoned, one UTC) that
# began months before the window: the cost is the walk before the window, not the 72 lines
# printed. An expansion looks back before the window only as far as the zone's offsets differ
# (a fixed two days in every zone would walk 172,800 seconds per rule).
# Usage: scripts/bench/reliability/subdaily-window.sh [ALMANAC_BINARY] [OTHER_BINARY]
# With a second binary (an older build) both run on the same file, and python's
# recurring-ical-events (the peer) too when it is installed. Each line: "<label>: <seconds> s"
# (CPU time, user + sys, best of 5).
set -euo pipefail
cd "$(dirname "$0")/../../.."
bin=${1:-.build/debug/almanac}
other=${2:-}
[ -x "$bin" ] || swift build --product almanac >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
f="$work/subdaily.ics"
{
  printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n'
  printf 'BEGIN:VEVENT\r\nUID:zoned\r\nDTSTAMP:20260101T000000Z\r\n'
  printf 'DTSTART;TZID=Europe/Berlin:20260301T000000\r\n'
  printf 'RRULE:FREQ=SECONDLY;BYMINUTE=7;BYSECOND=0\r\nSUMMARY:Zoned\r\nEND:VEVENT\r\n'
  printf 'BEGIN:VEVENT\r\nUID:utc\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260301T000000Z\r\n'
  printf 'RRULE:FREQ=SECONDLY;BYSECOND=30;BYMINUTE=20,40\r\nSUMMARY:UTC\r\nEND:VEVENT\r\n'
  printf 'END:VCALENDAR\r\n'
} >"$f"
cpu() { # command... -> CPU seconds (best of 5)
  local best=""
  for _ in 1 2 3 4 5; do
    local t
    /usr/bin/time -o "$work/time" -f '%U %S' "$@" >/dev/null 2>&1 || true
    t=$(awk '{print $1 + $2}' "$work/time")
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  echo "$best"
}
count() { "$1" events --ics "$f" --from 2026-06-15 --days 1 --format json | grep -c '"uid"'; }
echo "instances: this $(count "$bin")${other:+, other $(count "$other")}"
echo "this: $(cpu "$bin" events --ics "$f" --from 2026-06-15 --days 1 --format json) s"
[ -n "$other" ] && echo "other: $(cpu "$other" events --ics "$f" --from 2026-06-15 --days 1 --format json) s"
if python3 -c 'import recurring_ical_events' 2>/dev/null; then
  cat >"$work/peer.py" <<'EOF'
import sys, datetime, icalendar, recurring_ical_events
cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
print(len(recurring_ical_events.of(cal).between(datetime.date(2026, 6, 15), datetime.date(2026, 6, 16))))
EOF
  echo "instances: python recurring-ical-events $(python3 "$work/peer.py" "$f")"
  echo "python recurring-ical-events: $(cpu python3 "$work/peer.py" "$f") s"
fi
