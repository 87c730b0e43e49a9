"""The Python side of scripts/bench/ics.sh (icalendar, python-dateutil). Prints "name: value unit".

  python_bench.py parse FILE
  python_bench.py recur RULE DTSTART TZID|floating N OUTFILE LABEL
"""
import calendar
import statistics
import sys
import time
from datetime import datetime


def median_time(body, runs, warm=True):
    if warm:
        body()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def parse(path):
    import icalendar

    data = open(path, "rb").read()
    holder = {}

    def read():
        holder["cal"] = icalendar.Calendar.from_ical(data)

    # python icalendar takes tens of seconds here: one timed run, no warm-up.
    parse_time = median_time(read, 1, warm=False)
    events = sum(1 for c in holder["cal"].walk("VEVENT"))
    write_time = median_time(lambda: holder["cal"].to_ical(), 1, warm=False)
    print(f"python.parse.events: {events} events")
    print(f"python.parse: {parse_time * 1000:.1f} ms")
    print(f"python.write: {write_time * 1000:.1f} ms")


def recur(rule, dtstart, tzid, n, outfile, label):
    from dateutil.rrule import rrulestr

    start = datetime.strptime(dtstart, "%Y%m%dT%H%M%S") if len(dtstart) > 8 else None
    if start is None:
        start = datetime(int(dtstart[:4]), int(dtstart[4:6]), int(dtstart[6:8]))
    if tzid != "floating":
        from zoneinfo import ZoneInfo

        start = start.replace(tzinfo=ZoneInfo(tzid))
    holder = {}

    def expand():
        out = []
        stamps = []
        for value in rrulestr(rule, dtstart=start):
            out.append(value)
            stamps.append(int(value.timestamp()) if tzid != "floating" else calendar.timegm(value.timetuple()))
            if len(out) == n:
                break
        holder["out"] = out
        holder["stamps"] = stamps

    seconds = median_time(expand, 3)
    out = holder["out"]
    print(f"python.{label}: {seconds * 1000:.3f} ms")
    print(f"python.{label}.count: {len(out)} instances")
    with open(outfile, "w") as f:
        for value, stamp in zip(out, holder["stamps"]):
            f.write(
                f"{value.year:04d}{value.month:02d}{value.day:02d}T"
                f"{value.hour:02d}{value.minute:02d}{value.second:02d} {stamp}\n"
            )


if __name__ == "__main__":
    if sys.argv[1] == "parse":
        parse(sys.argv[2])
    elif sys.argv[1] == "recur":
        recur(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6], sys.argv[7])
