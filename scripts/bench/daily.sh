#!/usr/bin/env bash
# Daily tasks side by side: the same things done with `almanac` and with khal (events),
# todoman (to-dos) and ncal (months), timed in the same run on the same scratch vdir.
#
#   scripts/bench/daily.sh                 # builds the release binary with `swift` from PATH
#   ALMANAC=path/to/almanac scripts/bench/daily.sh
#   RUNS=10 scripts/bench/daily.sh         # timed runs per command (default 10)
#
# A temporary folder holds everything: a vdir of three collections (a year of events around
# today: one-off, all-day, multi-day, zoned, weekly with an EXDATE; about 50 to-dos, open and
# done, with and without due dates and priorities), khal's and todoman's configuration
# (XDG_CONFIG_HOME, XDG_CACHE_HOME and HOME point into it, so no real configuration or cache is
# read or written) and their caches. The read tasks' outputs are compared (events, to-dos and
# day numbers listed) and a note is printed where they differ. Write tasks restore the vdir and
# the peers' caches before every run, so each run does the same work. Runs alternate: blocks of
# two runs per command, task after task, so that every command sees the same load.
# hyperfine (-N, --export-json) measures when it is installed, else a Python timer
# (BENCH_DAILY_TIMER=python chooses it). Prints the versions, the load average, notes, and
# Markdown tables of median wall times and mean CPU times.
# Peers: `pip install khal todoman` (or Debian's khal, todoman), `apt-get install ncal hyperfine`.
set -euo pipefail
cd "$(dirname "$0")/../.."
almanac=${ALMANAC:-}
if [[ -z "$almanac" ]]; then
  swift build -c release --product almanac >&2
  almanac="$(swift build -c release --show-bin-path)/almanac"
fi
almanac=$(realpath "$almanac")
missing=()
for tool in khal todo ncal; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if ((${#missing[@]})); then
  echo "bench-daily: not found on PATH: ${missing[*]}" \
    "(pip install khal todoman; apt-get install ncal hyperfine)" >&2
  exit 69
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$almanac" "${RUNS:-10}" <<'PY'
import datetime as dt
import json
import os
import random
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import time

work, almanac, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
vdir = os.path.join(work, "vdir")
pristine = os.path.join(work, "pristine")
cache = os.path.join(work, "cache")
zone = "Europe/Berlin"
os.environ.update({
    "HOME": os.path.join(work, "home"), "XDG_CONFIG_HOME": os.path.join(work, "config"),
    "XDG_CACHE_HOME": cache, "XDG_DATA_HOME": os.path.join(work, "data"),
    "ALMANAC_CALENDARS": vdir, "TZ": zone, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
    "NO_COLOR": "1", "COLUMNS": "80", "EDITOR": "false", "VISUAL": "false"})
for name in ("ALMANAC_CONFIG",):
    os.environ.pop(name, None)
for folder in ("home", "config/khal", "config/todoman", "cache", "data"):
    os.makedirs(os.path.join(work, folder), exist_ok=True)

# --- the calendar ------------------------------------------------------------------------
today = dt.date.today()
year = today.year
rng = random.Random(20261204)
zones = {
    "Europe/Berlin": "BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:DAYLIGHT\r\n"
    "TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nDTSTART:19700329T020000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\n"
    "TZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nDTSTART:19701025T030000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n",
    "America/New_York": "BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\nBEGIN:DAYLIGHT\r\n"
    "TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\nDTSTART:19700308T020000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\n"
    "TZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\nDTSTART:19701101T020000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n",
    "Asia/Tokyo": "BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\n"
    "TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nTZNAME:JST\r\nDTSTART:19700101T000000\r\n"
    "END:STANDARD\r\nEND:VTIMEZONE\r\n",
}
titles = ["Standup", "Lunch with Sam", "Call the bank", "Gym", "Project review", "Haircut",
          "Team sync", "Coffee with Alex", "Budget meeting", "Piano lesson", "Book club",
          "Parents' evening", "Car service", "Flight check-in", "Yoga", "Quarterly planning"]
places = ["Office", "Home", "Cafe Central", "Room 4.12", "Main Street 4", ""]


def stamp(day, minute):
    return f"{day:%Y%m%d}T{minute // 60:02d}{minute % 60:02d}00"


def write_item(collection, uid, body, tzids=()):
    folder = os.path.join(vdir, collection)
    os.makedirs(folder, exist_ok=True)
    text = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Almanac bench-daily//EN\r\n"
            + "".join(zones[z] for z in sorted(set(tzids))) + body + "END:VCALENDAR\r\n")
    with open(os.path.join(folder, uid + ".ics"), "w", newline="") as handle:
        handle.write(text)


def event(collection, uid, summary, start, end, tzid=None, extra=""):
    if tzid == "date":  # an all-day event: DATE values, DTEND exclusive
        times = f"DTSTART;VALUE=DATE:{start:%Y%m%d}\r\nDTEND;VALUE=DATE:{end:%Y%m%d}\r\n"
        tzids = ()
    else:
        (day, minute), (end_day, end_minute) = start, end
        times = (f"DTSTART;TZID={tzid}:{stamp(day, minute)}\r\n"
                 f"DTEND;TZID={tzid}:{stamp(end_day, end_minute)}\r\n")
        tzids = (tzid,)
    place = rng.choice(places)
    body = (f"BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:20260101T000000Z\r\n{times}"
            f"SUMMARY:{summary}\r\n" + (f"LOCATION:{place}\r\n" if place else "")
            + extra + "END:VEVENT\r\n")
    write_item(collection, uid, body, tzids)


first = today - dt.timedelta(days=182)
counter = 0


def uid():
    global counter
    counter += 1
    return f"bench-{counter:04d}@almanac"


# Timed one-off events in the display zone and in two others, and a few each day around today.
for index in range(300):
    day = first + dt.timedelta(days=rng.randrange(365))
    minute = rng.randrange(8 * 60, 19 * 60, 15)
    length = rng.choice([30, 45, 60, 90, 120])
    tzid = rng.choices(list(zones), weights=[8, 1, 1])[0]
    event(rng.choice(["personal", "work"]), uid(), rng.choice(titles), (day, minute),
          (day, minute + length), tzid)
for offset in range(-1, 8):
    day = today + dt.timedelta(days=offset)
    for minute in (9 * 60, 12 * 60 + 30, 17 * 60):
        event("work", uid(), rng.choice(titles), (day, minute), (day, minute + 60), zone)
# A word to search for: twelve events over the year.
for index in range(12):
    day = first + dt.timedelta(days=30 * index + 3)
    event("personal", uid(), "Dentist check-up", (day, 10 * 60), (day, 10 * 60 + 30), zone)
# All-day events, some over several days (DTEND exclusive), one today.
for index in range(40):
    day = first + dt.timedelta(days=rng.randrange(365))
    length = rng.choice([1, 1, 1, 2, 3])
    event("personal", uid(), rng.choice(["Holiday", "Birthday", "Conference", "Trip"]), day,
          day + dt.timedelta(days=length), "date")
event("personal", uid(), "Birthday", today, today + dt.timedelta(days=1), "date")
# Weekly series over the year, each with one EXDATE; one in New York time.
weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
for index, (summary, minute, tzid) in enumerate([
        ("Weekly planning", 9 * 60 + 30, zone), ("Choir", 19 * 60, zone),
        ("Swimming", 7 * 60, zone), ("1:1 with Kim", 14 * 60, zone),
        ("Call with New York", 10 * 60, "America/New_York"), ("Football", 18 * 60, zone)]):
    start = first + dt.timedelta(days=index)
    skipped = start + dt.timedelta(weeks=20)
    extra = (f"RRULE:FREQ=WEEKLY;BYDAY={weekdays[start.weekday()]};COUNT=52\r\n"
             f"EXDATE;TZID={tzid}:{stamp(skipped, minute)}\r\n")
    event("work", uid(), summary, (start, minute), (start, minute + 60), tzid, extra)

# To-dos: open and done, due dates and times, priorities, some without a due date.
todo_titles = ["Pay rent", "Send the report", "Buy bulbs", "Water the plants", "Call mum",
               "Book flights", "Fix the bike", "Reply to Jo", "File taxes", "Clean the oven"]
open_todos = 0
for index in range(50):
    done = index % 4 == 3
    lines = [f"BEGIN:VTODO\r\nUID:todo-{index:03d}@almanac\r\nDTSTAMP:20260101T000000Z\r\n"
             f"SUMMARY:{todo_titles[index % len(todo_titles)]} {index}\r\n"]
    tzids = ()
    if index % 5 != 4:
        due = today + dt.timedelta(days=rng.randrange(-20, 40))
        if index % 3 == 0:
            lines.append(f"DUE;TZID={zone}:{stamp(due, 17 * 60)}\r\n")
            tzids = (zone,)
        else:
            lines.append(f"DUE;VALUE=DATE:{due:%Y%m%d}\r\n")
    if index % 3 != 2:
        lines.append(f"PRIORITY:{[1, 5, 9][index % 3]}\r\n")
    if done:
        lines.append("STATUS:COMPLETED\r\nCOMPLETED:20260101T120000Z\r\nPERCENT-COMPLETE:100\r\n")
    else:
        open_todos += 1
        lines.append("STATUS:NEEDS-ACTION\r\n")
    lines.append("END:VTODO\r\n")
    write_item("tasks", f"todo-{index:03d}@almanac", "".join(lines), tzids)
target_uid = "todo-000@almanac"  # open, due, priority 1: the one marked done
events_written = sum(len(os.listdir(os.path.join(vdir, c))) for c in ("personal", "work"))

# --- the peers' configuration ------------------------------------------------------------
with open(os.path.join(work, "config/khal/config"), "w") as handle:
    handle.write(
        "[calendars]\n"
        f"[[personal]]\npath = {vdir}/personal\n[[work]]\npath = {vdir}/work\n"
        f"[sqlite]\npath = {cache}/khal.db\n"
        f"[locale]\nlocal_timezone = {zone}\ndefault_timezone = {zone}\n"
        "timeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
        "datetimeformat = %Y-%m-%d %H:%M\nlongdatetimeformat = %Y-%m-%d %H:%M\n"
        "[default]\ndefault_calendar = personal\n")
with open(os.path.join(work, "config/todoman/config.py"), "w") as handle:
    handle.write(f'path = "{vdir}/*"\ncache_path = "{cache}/todoman.sqlite3"\n'
                 'date_format = "%Y-%m-%d"\ntime_format = "%H:%M"\n'
                 'default_list = "tasks"\nhumanize = False\n')


def run(command, check=True):
    result = subprocess.run(command, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"bench-daily: {shlex.join(command)} exited {result.returncode}: "
                 f"{result.stderr.strip()[:500]}")
    return result.stdout


# todoman reads every collection of the glob and khal keeps its own; both fill their caches
# on first use: warm them, then keep the warm state as the pristine copy that write tasks
# restore.
run(["khal", "list", "today"])
run(["todo", "list"])
shutil.copytree(vdir, os.path.join(pristine, "vdir"), symlinks=True)
shutil.copytree(cache, os.path.join(pristine, "cache"), symlinks=True)
restore = os.path.join(work, "restore.sh")
with open(restore, "w") as handle:
    handle.write(f"rm -rf {vdir} {cache}\ncp -a {pristine}/vdir {vdir}\n"
                 f"cp -a {pristine}/cache {cache}\n")


def restore_now():
    subprocess.run(["bash", restore], check=True)


todos = json.loads(run(["todo", "--porcelain", "list"]))
target_summary = "Pay rent 0"
target_id = next(str(t["id"]) for t in todos if t["summary"] == target_summary)

# --- the tasks: (task, almanac command, peer command, writes?) -----------------------------
A = almanac
tasks = [
    ("today's agenda", [A, "events", "today"], ["khal", "list", "today", "today"], False),
    ("next 7 days", [A, "events", "today", "7d"], ["khal", "list", "today", "7d"], False),
    ("search a word", [A, "search", "dentist"], ["khal", "search", "dentist"], False),
    ("add an event", [A, "add", "tomorrow", "18:00-19:00", "Dinner", "@home",
      "--collection", "personal"],
     ["khal", "new", "-a", "personal", "tomorrow", "18:00", "19:00", "Dinner"], True),
    ("add a to-do", [A, "todo", "new", "Buy", "milk", "--due", "tomorrow", "-a", "tasks"],
     ["todo", "new", "-l", "tasks", "--due", (today + dt.timedelta(days=1)).isoformat(),
      "Buy milk"], True),
    ("list open to-dos", [A, "todo"], ["todo", "list"], False),
    ("mark a to-do done", [A, "todo", "done", target_uid], ["todo", "done", target_id], True),
    ("this month", [A], ["ncal", "-b"], False),
    ("a year", [A, str(year)], ["ncal", "-b", "-y", str(year)], False),
]

# --- do the outputs agree? ---------------------------------------------------------------
notes = []


# Events are compared as distinct (start, title) lines: khal repeats an event of several days
# on each of them, almanac's template lists each instance once.
def khal_titles(arguments, fields="{start} {title}"):
    day_format = ["--day-format", ""] if arguments[0] == "list" else []
    out = run(["khal"] + arguments[:1] + day_format + ["--format", fields] + arguments[1:])
    return sorted({line for line in out.split("\n") if line.strip()})


def almanac_titles(arguments, fields="{start} {title}"):
    out = run([A] + arguments + ["--format", fields])
    return sorted({line for line in out.split("\n") if line.strip()})


def compare(task, ours, theirs, peer):
    if ours != theirs:
        only_ours = sorted(set(ours) - set(theirs))[:3]
        only_theirs = sorted(set(theirs) - set(ours))[:3]
        notes.append(f"{task}: almanac lists {len(ours)}, {peer} {len(theirs)}"
                     + (f"; only almanac: {only_ours}" if only_ours else "")
                     + (f"; only {peer}: {only_theirs}" if only_theirs else ""))
    return len(ours)


restore_now()
counts = {}
counts["today's agenda"] = compare("today's agenda", almanac_titles(["events", "today"]),
                                   khal_titles(["list", "today", "today"]), "khal")
counts["next 7 days"] = compare("next 7 days", almanac_titles(["events", "today", "7d"]),
                                khal_titles(["list", "today", "7d"]), "khal")
counts["search a word"] = compare("search a word", almanac_titles(["search", "dentist"]),
                                  khal_titles(["search", "dentist"]), "khal")
# All the events, as a check of the expansion (not timed).
last = first + dt.timedelta(days=400)
counts["400 days of events (not timed)"] = compare(
    "400 days of events (not timed)",
    almanac_titles(["events", "--from", first.isoformat(), "--to", last.isoformat()]),
    khal_titles(["list", first.isoformat(), last.isoformat()]), "khal")
ours = sorted(t["summary"] for t in json.loads(run([A, "todo", "--format", "json"])))
theirs = sorted(t["summary"] for t in todos)
counts["list open to-dos"] = compare("list open to-dos", ours, theirs, "todoman")
if len(ours) != open_todos:
    notes.append(f"list open to-dos: {open_todos} written open, almanac lists {len(ours)}")


def day_numbers(text):
    return sorted(int(n) for n in re.findall(r"\b\d{1,2}\b", re.sub(r".\x08", "", text)))


for task, ours_cmd, peer_cmd, _ in tasks[-2:]:
    ours, theirs = day_numbers(run(ours_cmd)), day_numbers(run(peer_cmd))
    counts[task] = compare(task, ours, theirs, "ncal")

# Write tasks: each tool's write must be read back by the other.
tomorrow = (today + dt.timedelta(days=1)).isoformat()
for task, ours_cmd, peer_cmd, writes in tasks:
    if not writes:
        continue
    for writer, command in (("almanac", ours_cmd), ("peer", peer_cmd)):
        restore_now()
        run(command)
        if task == "add an event":
            seen = {"almanac": "Dinner" in almanac_titles(["events", tomorrow], "{title}"),
                    "peer": "Dinner" in khal_titles(["list", tomorrow, tomorrow], "{title}")}
        elif task == "add a to-do":
            seen = {"almanac": any(t["summary"] == "Buy milk" for t in
                                   json.loads(run([A, "todo", "--format", "json"]))),
                    "peer": any(t["summary"] == "Buy milk" for t in
                                json.loads(run(["todo", "--porcelain", "list"])))}
        else:
            seen = {"almanac": all(t["summary"] != target_summary for t in
                                   json.loads(run([A, "todo", "--format", "json"]))),
                    "peer": all(t["summary"] != target_summary for t in
                                json.loads(run(["todo", "--porcelain", "list"])))}
        for reader, ok in seen.items():
            if not ok:
                notes.append(f"{task}: the change written by {writer} is not seen by {reader}")
restore_now()

# --- timing ------------------------------------------------------------------------------
hyperfine = None if os.environ.get("BENCH_DAILY_TIMER") == "python" else shutil.which("hyperfine")
block = 2
times = {(task, side): [] for task, *_ in tasks for side in ("almanac", "peer")}
cpu = {key: [] for key in times}  # (user + system ms, runs) of each block
for start in range(0, runs, block):
    count = min(block, runs - start)
    for task, ours_cmd, peer_cmd, writes in tasks:
        if not writes:
            restore_now()
        pair = (("almanac", ours_cmd), ("peer", peer_cmd))
        if hyperfine:
            export = os.path.join(work, "hyperfine.json")
            command = [hyperfine, "-N", "--style", "none", "--runs", str(count),
                       "--export-json", export]
            command += ["--warmup", "1"] if start == 0 else []
            command += ["--prepare", f"bash {restore}"] if writes else []
            command += [shlex.join(c) for _, c in pair]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"bench-daily: {task}: hyperfine failed: {result.stderr.strip()[:800]}")
            for (side, _), measured in zip(pair, json.load(open(export))["results"]):
                times[(task, side)] += [t * 1000 for t in measured["times"]]
                cpu[(task, side)].append(((measured["user"] + measured["system"]) * 1000, count))
        else:
            for _ in range(count):
                for side, c in pair:
                    if writes:
                        restore_now()
                    before = resource.getrusage(resource.RUSAGE_CHILDREN)
                    begin = time.perf_counter()
                    subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   check=True)
                    times[(task, side)].append((time.perf_counter() - begin) * 1000)
                    after = resource.getrusage(resource.RUSAGE_CHILDREN)
                    cpu[(task, side)].append(((after.ru_utime - before.ru_utime + after.ru_stime
                                               - before.ru_stime) * 1000, 1))
restore_now()

# --- report ------------------------------------------------------------------------------
def version(command, pattern=r"[\d][\w.+-]*"):
    out = subprocess.run(command, capture_output=True, text=True)
    found = re.search(pattern, out.stdout + out.stderr)
    return found.group(0) if found else "?"


ncal_version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "ncal"],
                              capture_output=True, text=True).stdout or "?"
print(f"date: {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC; load average "
      f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; {os.cpu_count()} cores")
print(f"almanac {version([A, '--version'])} ({A}); khal {version(['khal', '--version'])}; "
      f"todoman {version(['todo', '--version'])}; ncal {ncal_version}; "
      f"timer: {'hyperfine ' + version([hyperfine, '--version']) if hyperfine else 'python'}")
print(f"vdir: {events_written} event items (incl. 6 weekly series of 52 with an EXDATE), "
      f"50 to-dos ({open_todos} open); today {today}, TZ={zone}; "
      f"median wall time of {runs} runs each")
print("listed by almanac: " + ", ".join(f"{task} {count}" for task, count in counts.items())
      + " (events, to-dos, day numbers)")
for note in notes:
    print(f"note: {note}")
if not notes:
    print("note: the read tasks list the same events, to-dos and day numbers with both tools")
print()
print("| task | almanac command | peer command | almanac ms | peer ms | ratio |")
print("|---|---|---|---:|---:|---:|")


def shown(command):
    words = ["almanac" if w == A else w for w in command]
    return "`" + shlex.join(words) + "`"


for task, ours_cmd, peer_cmd, _ in tasks:
    ours = statistics.median(times[(task, "almanac")])
    theirs = statistics.median(times[(task, "peer")])
    print(f"| {task} | {shown(ours_cmd)} | {shown(peer_cmd)} | {ours:.1f} | {theirs:.1f} | "
          f"{ours / theirs:.2f} |")
print()
print("CPU time (user + system), mean ms of the same runs:")
print()
print("| task | almanac CPU ms | peer CPU ms | ratio |")
print("|---|---:|---:|---:|")


def mean_cpu(key):
    return sum(ms * n for ms, n in cpu[key]) / sum(n for _, n in cpu[key])


for task, *_ in tasks:
    ours, theirs = mean_cpu((task, "almanac")), mean_cpu((task, "peer"))
    print(f"| {task} | {ours:.1f} | {theirs:.1f} | {ours / theirs:.2f} |")
print()
print(f"ratio = almanac / peer (below 1: almanac is faster); load average at the end "
      f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
PY
