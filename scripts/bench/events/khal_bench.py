"""The khal side of scripts/bench/events.sh: a two-year `khal list` on the benchmark vdir,
with a fresh cache database (khal parses every item into sqlite) and with a warm one, against
`almanac events` over the same window as a process (median wall time of 3 runs)."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

almanac, vdir, label = sys.argv[1], sys.argv[2], sys.argv[3]
work = tempfile.mkdtemp(prefix="almanac-khal-bench-")
config = os.path.join(work, "config")
collections = sorted(os.path.join(vdir, name) for name in os.listdir(vdir)
                     if os.path.isdir(os.path.join(vdir, name)))
with open(config, "w") as handle:
    handle.write("[calendars]\n")
    for number, path in enumerate(collections):
        handle.write(f"[[c{number}]]\npath = {path}\n")
    handle.write(f"[sqlite]\npath = {work}/khal.db\n")
    handle.write("[locale]\nlocal_timezone = Europe/Berlin\ndefault_timezone = Europe/Berlin\n"
                 "timeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n"
                 "datetimeformat = %Y-%m-%dT%H:%M\nlongdatetimeformat = %Y-%m-%dT%H:%M\n")
env = dict(os.environ, TZ="Europe/Berlin", LC_ALL="C.UTF-8", LANG="C.UTF-8")
khal = ["khal", "-c", config, "list", "--day-format", "", "--format", "{start}|{title}",
        "2024-01-01", "2025-12-31"]  # khal's end day is inclusive
ours = [almanac, "events", "--ics", vdir, "--from", "2024-01-01", "--to", "2025-12-31",
        "--time-zone", "Europe/Berlin", "--format", "json"]


def timed(command, before=None):
    times, out = [], ""
    for _ in range(3):
        if before:
            before()
        start = time.perf_counter()
        out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, out


def drop_db():
    path = os.path.join(work, "khal.db")
    if os.path.exists(path):
        os.remove(path)


cold, _ = timed(khal, drop_db)
warm, out = timed(khal)
rows = {line for line in out.split("\n") if "|" in line}
process, our_out = timed(ours)
print(f"khal.{label}.list2y.cold: {cold:.1f} ms")
print(f"khal.{label}.list2y.warm: {warm:.1f} ms")
print(f"khal.{label}.list2y.instances: {len(rows)} instances")
print(f"almanac.{label}.events2y.process: {process:.1f} ms")
print(f"almanac.{label}.events2y.instances: {our_out.count(chr(10)) - 2} instances")
# Differences by instance (start in khal's form, title). Expected: almanac counts a DTSTART
# that the rule does not match (RFC 5545 3.8.5.3; khal drops it), and khal lists STATUS:CANCELLED
# overrides that cancel nothing.
import json
ours_rows = {(item["start"][:16], item["summary"]) for item in json.loads(our_out)}
khal_rows = {tuple(row.split("|", 1)) for row in rows}
print(f"khal.{label}.only_almanac: {len(ours_rows - khal_rows)} instances")
print(f"khal.{label}.only_khal: {len(khal_rows - ours_rows)} instances")
for row in sorted(ours_rows - khal_rows)[:3]:
    print("  only almanac:", row)
for row in sorted(khal_rows - ours_rows)[:3]:
    print("  only khal:", row)
