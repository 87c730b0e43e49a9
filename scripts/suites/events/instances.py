"""Changes single instances of recurring events with `almanac delete/edit --instance DAY`
(and `--this-and-future`) in a vdir, then reads every file with recurring-ical-events and
compares the instances of a window with `almanac events --format json` (start in the display
zone, title). Exit status 1 on any difference.
  python3 scripts/suites/events/instances.py path/to/almanac"""
import datetime as dt
import json
import os
import subprocess
import sys
import tempfile
import zoneinfo

import icalendar
import recurring_ical_events

ALMANAC = sys.argv[1]
ZONE = "Europe/Berlin"
FROM, TO = dt.date(2026, 11, 25), dt.date(2027, 4, 30)  # across the March 2027 DST change
work = tempfile.mkdtemp(prefix="almanac-instances-")
vdir = os.path.join(work, "cal", "team")
os.makedirs(vdir)
env = dict(os.environ, TZ=ZONE, ALMANAC_CALENDARS=os.path.join(work, "cal"), LANG="C.UTF-8",
           LC_ALL="C.UTF-8")

SERIES = {
    "zoned": ("DTSTART;TZID=Europe/Berlin:20261201T180000\nDTEND;TZID=Europe/Berlin:20261201T190000\n"
              "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=40\n"),
    "days": "DTSTART;VALUE=DATE:20261201\nDTEND;VALUE=DATE:20261202\nRRULE:FREQ=WEEKLY;UNTIL=20270330\n",
    "floating": "DTSTART:20261202T090000\nDURATION:PT30M\nRRULE:FREQ=DAILY;INTERVAL=3;COUNT=30\n",
    "utc": "DTSTART:20261203T120000Z\nDTEND:20261203T130000Z\nRRULE:FREQ=WEEKLY;COUNT=15\n",
    "tokyo": ("DTSTART;TZID=Asia/Tokyo:20261204T080000\nDTEND;TZID=Asia/Tokyo:20261204T090000\n"
              "RRULE:FREQ=MONTHLY;BYMONTHDAY=4\n"),
}
for uid, times in SERIES.items():
    with open(os.path.join(vdir, uid + ".ics"), "w", newline="") as handle:
        body = (f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nBEGIN:VEVENT\nUID:{uid}\n"
                f"DTSTAMP:20260101T000000Z\n{times}SUMMARY:{uid}\nEND:VEVENT\nEND:VCALENDAR\n")
        handle.write(body.replace("\n", "\r\n"))

STEPS = [
    ["delete", "zoned", "--instance", "2026-12-03"],
    ["edit", "zoned", "--instance", "2026-12-08", "--start", "19:30", "--title", "zoned moved"],
    ["edit", "zoned", "--instance", "2026-12-17", "--location", "Hall"],
    ["edit", "zoned", "--start", "2026-12-01T18:15"],
    ["edit", "zoned", "--instance", "2027-01-12", "--this-and-future", "--start", "20:00",
     "--title", "zoned late"],
    ["delete", "days", "--instance", "2026-12-15"],
    ["edit", "days", "--instance", "2026-12-22", "--start", "2026-12-23"],
    ["delete", "days", "--instance", "2027-02-02", "--this-and-future"],
    ["delete", "floating", "--instance", "2026-12-05"],
    ["edit", "floating", "--instance", "2026-12-11", "--this-and-future", "--title", "floating 2"],
    ["delete", "utc", "--instance", "2026-12-10"],
    ["edit", "utc", "--instance", "2026-12-24", "--start", "2026-12-24T15:00"],
    ["delete", "utc", "--instance", "2027-01-21", "--this-and-future"],
    ["delete", "tokyo", "--instance", "2026-12-04"],
    ["edit", "tokyo", "--instance", "2027-02-04", "--start", "2027-02-05T08:00"],
    ["edit", "tokyo", "--instance", "2027-01-04", "--this-and-future", "--start", "2027-01-04T10:00"],
]
failures = 0
for step in STEPS:
    result = subprocess.run([ALMANAC, *step], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        failures += 1
        print("  FAILED:", " ".join(step), result.stderr.strip())
print(f"almanac ran {len(STEPS)} instance changes under {work}")

tz = zoneinfo.ZoneInfo(ZONE)
theirs = []
for name in sorted(os.listdir(vdir)):
    with open(os.path.join(vdir, name), "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    for event in recurring_ical_events.of(calendar).between(FROM, TO + dt.timedelta(days=1)):
        start = event["DTSTART"].dt
        if isinstance(start, dt.datetime):
            start = (start.replace(tzinfo=tz) if start.tzinfo is None else start).astimezone(tz)
            text = start.strftime("%Y-%m-%dT%H:%M")
        else:
            text = start.isoformat()
        theirs.append((text, str(event["SUMMARY"])))
out = subprocess.run(
    [ALMANAC, "events", "--from", FROM.isoformat(), "--to", TO.isoformat(), "--format", "json"],
    env=env, capture_output=True, text=True, check=True).stdout
ours = [(event["start"][:16] if "T" in event["start"] else event["start"], event["summary"])
        for event in json.loads(out)]
missing = sorted(set(theirs) - set(ours))
extra = sorted(set(ours) - set(theirs))
if missing or extra or len(ours) != len(theirs):
    failures += 1
    print("  MISMATCH: only recurring-ical-events:", missing[:10], "only almanac:", extra[:10])
print(f"recurring-ical-events: {len(theirs)} instances; almanac: {len(ours)}")
if failures:
    print(f"instances: {failures} problem(s)")
    sys.exit(1)
print("instances: ok")
