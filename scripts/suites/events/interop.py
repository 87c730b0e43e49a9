"""Writes events with `almanac add` into a vdir and an .ics file, then reads them with python
icalendar, recurring-ical-events and khal and compares every instance of a window with
`almanac events` (start in the display zone, title). Exit status 1 on any difference."""
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
ZONE = "America/New_York"
FROM, TO = dt.date(2026, 11, 1), dt.date(2027, 4, 30)  # across the March 2027 DST change
work = tempfile.mkdtemp(prefix="almanac-interop-")
vdir = os.path.join(work, "cal")
single = os.path.join(work, "single.ics")
env = dict(os.environ, TZ=ZONE, ALMANAC_CALENDARS=vdir, LANG="C.UTF-8", LC_ALL="C.UTF-8")

ADDS = [
    ["--title", "Stand-up", "--start", "2026-11-02T09:30", "--duration", "15m",
     "--on", "mon,wed,fri", "--until", "2027-03-31"],
    ["--title", "Holiday", "--start", "2026-12-24", "--end", "2026-12-28", "--all-day"],
    ["--title", "Night shift", "--start", "2026-11-20T22:00", "--end", "2026-11-21T06:00",
     "--repeat", "FREQ=WEEKLY;COUNT=10", "--location", "Plant 2, gate B"],
    ["--title", "Review; last Friday", "--start", "2026-11-27T14:00", "--duration", "1h",
     "--repeat", "FREQ=MONTHLY;BYDAY=-1FR", "--notes", "line one\nline two, with comma"],
    ["--title", "Berlin call", "--start", "2026-11-03T17:00", "--time-zone", "Europe/Berlin",
     "--duration", "30m", "--repeat", "FREQ=WEEKLY;BYDAY=TU;COUNT=30", "--alarm", "10m"],
    ["--title", "UTC sync", "--start", "2026-11-05T12:00Z", "--duration", "45m",
     "--repeat", "FREQ=DAILY;INTERVAL=9"],
    ["--title", "Tokyo daily", "--start", "2027-03-01T08:00", "--time-zone", "Asia/Tokyo",
     "--duration", "1h", "--repeat", "FREQ=DAILY;COUNT=20"],
    ["--title", "Quarterly", "--start", "2026-11-16", "--all-day",
     "--repeat", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=16"],
]

failures = 0


def check(ok, message):
    global failures
    if not ok:
        failures += 1
        print("  MISMATCH:", message)


files = []
for index, arguments in enumerate(ADDS):
    target = ["--ics", single] if index % 3 == 2 else []
    out = subprocess.run([ALMANAC, "add", *arguments, *target], env=env, capture_output=True,
                         text=True, check=True).stdout
    fields = dict(line.split(": ", 1) for line in out.strip().split("\n"))
    files.append(fields["file"])
print(f"almanac add wrote {len(ADDS)} events into {len(set(files))} files under {work}")

# 1. python icalendar parses every file and sees the same properties.
for path in sorted(set(files)):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events = calendar.walk("VEVENT")
    check(len(events) >= 1, f"{path}: no VEVENT")
    for event in events:
        check(event.get("UID") and event.get("DTSTAMP") and event.get("DTSTART"),
              f"{path}: missing UID/DTSTAMP/DTSTART")
texts = {}
for path in set(files):
    for event in icalendar.Calendar.from_ical(open(path, "rb").read()).walk("VEVENT"):
        texts[str(event["SUMMARY"])] = event
check(str(texts["Night shift"]["LOCATION"]) == "Plant 2, gate B", "LOCATION escape")
check(str(texts["Review; last Friday"]["DESCRIPTION"]) == "line one\nline two, with comma",
      "DESCRIPTION escape")
check(str(texts["Berlin call"].walk("VALARM")[0]["TRIGGER"].to_ical(), "utf-8") == "-PT10M",
      "VALARM trigger")
print("icalendar: every file parsed;", sum(len(icalendar.Calendar.from_ical(open(p, 'rb').read()).walk('VEVENT')) for p in set(files)), "VEVENTs")

tz = zoneinfo.ZoneInfo(ZONE)


def iso(value):
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=tz)
        return value.astimezone(tz).isoformat()
    return value.isoformat()


# 2. recurring-ical-events: instances of the window, all files together.
theirs = []
for path in sorted(set(files)):
    calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
    for event in recurring_ical_events.of(calendar).between(FROM, TO + dt.timedelta(days=1)):
        theirs.append((iso(event["DTSTART"].dt), str(event["SUMMARY"])))
theirs.sort()

sources = []
for path in sorted(set(files)):
    sources += ["--ics", path]
ours_json = subprocess.run(
    [ALMANAC, "events", "--from", FROM.isoformat(), "--to", TO.isoformat(), "--format", "json",
     "--time-zone", ZONE, *sources], env=env, capture_output=True, text=True, check=True).stdout
ours = sorted((item["start"], item["summary"]) for item in json.loads(ours_json))
check(ours == theirs, f"recurring-ical-events: {len(theirs)} instances, almanac {len(ours)}; "
      f"only theirs {sorted(set(theirs) - set(ours))[:5]}, only ours {sorted(set(ours) - set(theirs))[:5]}")
print(f"recurring-ical-events: {len(theirs)} instances, almanac: {len(ours)}",
      "identical" if ours == theirs else "DIFFERENT")

# 3. khal, configured on the same vdir collections and the .ics file's folder.
khal_dir = os.path.join(work, "khal")
os.makedirs(khal_dir)
# khal reads vdirs with one event per item, so the multi-event .ics file goes in through
# `khal import` (khal's own parser reads it and writes items into an empty collection).
single_vdir = os.path.join(work, "single-vdir")
os.makedirs(single_vdir)
collections = sorted(os.path.join(vdir, name) for name in os.listdir(vdir)) + [single_vdir]
with open(os.path.join(khal_dir, "config"), "w") as handle:
    handle.write("[calendars]\n")
    for number, path in enumerate(collections):
        handle.write(f"[[c{number}]]\npath = {path}\n")
    handle.write(f"[sqlite]\npath = {khal_dir}/khal.db\n")
    handle.write(f"[locale]\nlocal_timezone = {ZONE}\ndefault_timezone = {ZONE}\n"
                 "timeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
                 "datetimeformat = %Y-%m-%dT%H:%M\nlongdatetimeformat = %Y-%m-%dT%H:%M\n")
khal_config = os.path.join(khal_dir, "config")
imported = subprocess.run(
    ["khal", "-c", khal_config, "import", "--batch", "-a", f"c{len(collections) - 1}", single],
    env=env, capture_output=True, text=True)
check(imported.returncode == 0 and len(os.listdir(single_vdir)) == 2,
      f"khal import of the .ics file: {imported.stderr.strip()[:300]} {os.listdir(single_vdir)}")
khal_out = subprocess.run(
    ["khal", "-c", os.path.join(khal_dir, "config"), "list", "--day-format", "",
     "--format", "{start}|{title}", FROM.isoformat(), (TO + dt.timedelta(days=1)).isoformat()],
    env=env, capture_output=True, text=True)
if khal_out.returncode != 0:
    check(False, "khal failed: " + khal_out.stderr.strip()[:500])
# Without --once khal lists a multi-day event on each day it covers: the same (start, title).
khal_rows = sorted({tuple(line.split("|", 1)) for line in khal_out.stdout.strip().split("\n") if "|" in line})


def short(start):  # almanac's ISO start in khal's configured form
    return start[:16] if "T" in start else start


ours_short = sorted((short(start), title) for start, title in ours)
# khal lists an event that began before the window too; keep the window's starts.
khal_rows = [row for row in khal_rows if row[0][:10] >= FROM.isoformat()]
check(ours_short == khal_rows, f"khal: {len(khal_rows)} instances, almanac {len(ours_short)}; "
      f"only khal {sorted(set(khal_rows) - set(ours_short))[:5]}, only ours {sorted(set(ours_short) - set(khal_rows))[:5]}")
print(f"khal: {len(khal_rows)} instances, almanac: {len(ours_short)}",
      "identical" if ours_short == khal_rows else "DIFFERENT")
print("interop:", "OK" if failures == 0 else f"{failures} problem(s)")
sys.exit(1 if failures else 0)
