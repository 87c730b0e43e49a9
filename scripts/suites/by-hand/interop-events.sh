#!/usr/bin/env bash
# Interop check for `almanac add`: events written by almanac are read by python icalendar,
# recurring-ical-events and khal, and the instance lists of a window agree with
# `almanac events` (same starts, in the same display zone). Installs the peers with pip.
#   scripts/suites/by-hand/interop-events.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
if ! python3 -c 'import icalendar, recurring_ical_events, khal' 2>/dev/null; then
  pip install icalendar recurring-ical-events khal >/dev/null 2>&1 \
    || pip install --break-system-packages icalendar recurring-ical-events khal >/dev/null
fi
echo "peers: icalendar $(python3 -c 'import icalendar; print(icalendar.__version__)')," \
  "recurring-ical-events $(pip show recurring-ical-events 2>/dev/null | awk '/^Version/{print $2}')," \
  "khal $(python3 -c 'import khal; print(khal.__version__)')"
swift build --product almanac >/dev/null
python3 scripts/suites/events/interop.py "$(swift build --show-bin-path)/almanac"
