#!/usr/bin/env python3
"""Kill `almanac add` with SIGKILL at random points, many rounds, and check every time that
the calendar is the old file or the new one (never a mixture), and that a later write removes
the temporary files the killed writers left.

The unit test (AddCommandTests.aWriterKilledAtAnyPointLeavesTheOldOrTheNewFile) does 14
rounds; this is the same check scaled up, with figures:

    scripts/bench/reliability/kill9-rounds.py [--rounds 1000] [--events 1000] [--binary PATH]
        [--seed N] [--pause-us 500]

Prints `name: value` lines: rounds, old, new, interrupted (a temporary file was left, so the
kill landed during the write), broken (must be 0), temporaries left at the end (must be 0
after the final write), the events in the file (must equal the initial ones plus `new`), and
the rounds per second.
"""
import argparse, os, random, signal, subprocess, sys, tempfile, time

ap = argparse.ArgumentParser()
ap.add_argument("--rounds", type=int, default=1000)
ap.add_argument("--events", type=int, default=1000)
ap.add_argument("--binary", default=None)
ap.add_argument("--seed", type=int, default=None)
ap.add_argument("--pause-us", type=int, default=3000)
args = ap.parse_args()

root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
binary = args.binary or os.path.join(root, ".build", "debug", "almanac")
if not os.access(binary, os.X_OK):
    subprocess.run(["swift", "build", "--product", "almanac"], cwd=root, check=True)
seed = args.seed if args.seed is not None else int(time.time() * 1000) & 0xFFFFFFFF
rng = random.Random(seed)

work = tempfile.mkdtemp(prefix="almanac-kill9-")
path = os.path.join(work, "crash.ics")
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//kill9//EN"]
for i in range(args.events):
    lines += ["BEGIN:VEVENT", f"UID:event-{i}", "DTSTAMP:20260101T000000Z",
              f"DTSTART:2026{i % 12 + 1:02d}15T100000Z", "DURATION:PT1H",
              f"SUMMARY:Event {i} with a longer summary to make the file bigger",
              f"DESCRIPTION:Some description text that takes up room in the file\\, {i}",
              "END:VEVENT"]
lines.append("END:VCALENDAR")
with open(path, "w", newline="") as f:
    f.write("\r\n".join(lines) + "\r\n")

env = dict(os.environ, ALMANAC_WRITE_PAUSE_US=str(args.pause_us), HOME=work,
           XDG_DATA_HOME=os.path.join(work, "data"))

def add(title, uid):
    return subprocess.Popen([binary, "add", "--ics", path, "--title", title,
                             "--start", "2026-12-01T10:00Z", "--uid", uid],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

t0 = time.monotonic()
p = add("Timing", "timing")
p.wait()
span = max(time.monotonic() - t0, 0.001)
if p.returncode != 0:
    sys.exit("the timing run failed")

old = open(path, "rb").read()
initial = old.count(b"BEGIN:VEVENT\r\n")
outcome = dict(old=0, new=0, interrupted=0, broken=0)
seen = set()
start = time.monotonic()
for n in range(args.rounds):
    p = add(f"Crash {n}", f"crash-{n}")
    # Uniform over the undisturbed time of an add and a little past it, so that some adds finish.
    time.sleep(rng.random() * span * 1.1)
    p.send_signal(signal.SIGKILL)
    p.wait()
    now = open(path, "rb").read()
    if now == old:
        outcome["old"] += 1
    else:
        block = now.find(b"BEGIN:VEVENT\r\nUID:crash-%d\r\n" % n)
        end = now.find(b"END:VEVENT\r\n", block) if block >= 0 else -1
        restored = now[:block] + now[end + len(b"END:VEVENT\r\n"):] if end >= 0 else None
        if restored == old and now.endswith(b"END:VCALENDAR\r\n"):
            outcome["new"] += 1
        else:
            outcome["broken"] += 1
            print(f"round {n}: broken file (seed {seed})", file=sys.stderr)
        old = now
    temporaries = {name for name in os.listdir(work) if name.endswith(".tmp")}
    if temporaries - seen:
        outcome["interrupted"] += 1
    seen |= temporaries
elapsed = time.monotonic() - start

# One more write, after the stale age, must remove every temporary file the kills left.
leftover_before = sum(name.endswith(".tmp") for name in os.listdir(work))
time.sleep(2.5)
p = add("Final", "final")
p.wait()
leftover_after = sum(name.endswith(".tmp") for name in os.listdir(work))
listed = subprocess.run([binary, "events", "--ics", path, "--from", "2026-01-01", "--days", "365",
                         "--format", "json"], env=env, capture_output=True, text=True)
events_now = open(path, "rb").read().count(b"BEGIN:VEVENT\r\n")

print(f"kill9 seed: {seed}")
print(f"kill9 rounds: {args.rounds}")
print(f"kill9 file events at start: {initial}")
print(f"kill9 add time undisturbed: {span * 1000:.0f} ms")
for key in ["old", "new", "interrupted", "broken"]:
    print(f"kill9 {key}: {outcome[key]}")
print(f"kill9 temporaries left by killed writers in all: {len(seen)}")
print(f"kill9 temporaries before the final write: {leftover_before}")
print(f"kill9 temporaries after the final write: {leftover_after}")
print(f"kill9 events in file at end: {events_now} (expected {initial + outcome['new'] + (1 if p.returncode == 0 else 0)})")
print(f"kill9 file readable by almanac: {'yes' if listed.returncode == 0 and not listed.stderr else 'no: ' + listed.stderr.strip()}")
print(f"kill9 rounds per second: {args.rounds / elapsed:.1f}")
ok = (outcome["broken"] == 0 and leftover_after == 0 and listed.returncode == 0
      and events_now == initial + outcome["new"] + (1 if p.returncode == 0 else 0))
subprocess.run(["rm", "-rf", work])
sys.exit(0 if ok else 1)
