#!/usr/bin/env python3
"""`almanac sync` side by side with vdirsyncer on the same Radicale server and the same data.

Puts N events (recurrences, overrides, zoned and all-day ones) into Radicale's storage
folder (uploading 2,000 items one PUT at a time takes Radicale minutes here), then, for
each tool in turn and RUNS times, times a first sync into an empty vdir and a no-change sync
right after it, and checks that both tools end with the same vdir contents (same UIDs, same
bytes per item, or at least the same meaning). Prints one `name: value unit` line per figure
and the ratios. Exits 1 if the contents differ.

  bench.py [--events 2000] [--runs 3] [--almanac PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness
from harness import Server, event, local_items, meaning, write_local

parser = argparse.ArgumentParser()
parser.add_argument("--events", type=int, default=2000)
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--almanac", default=harness.ALMANAC)
args = parser.parse_args()
if not 1 <= args.events <= 100000 or not 1 <= args.runs <= 20:
    sys.exit("bench.py: --events must be 1...100000 and --runs 1...20")

work = tempfile.mkdtemp(prefix="almanac-bench-")
server = Server("radicale", work)
env = dict(os.environ, ALMANAC_CALDAV_PASSWORD=harness.PASSWORD)
NAME = "bench"


def run(command, **kw):
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, env=env, **kw)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"bench.py: {' '.join(command)} failed ({result.returncode}):\n"
                 f"{result.stdout}\n{result.stderr}")
    return elapsed, result


def almanac(vdir):
    return run([args.almanac, "sync", "--url", server.url, "--user", harness.USER,
                "--collection", NAME, "--calendars", vdir, "--conflict", "server",
                "--timeout", "900"])


def vdirsyncer_config(vdir, status):
    path = os.path.join(work, f"vdirsyncer-{os.path.basename(vdir)}.conf")
    with open(path, "w") as f:
        f.write(f"""[general]
status_path = "{status}/"

[pair bench]
a = "bench_local"
b = "bench_remote"
collections = ["{NAME}"]
conflict_resolution = "b wins"

[storage bench_local]
type = "filesystem"
path = "{vdir}/"
fileext = ".ics"

[storage bench_remote]
type = "caldav"
url = "{server.url}"
username = "{harness.USER}"
password = "{harness.PASSWORD}"
""")
    return path


def vdirsyncer(config, first):
    total = 0.0
    if first:
        start = time.perf_counter()
        result = subprocess.run(["vdirsyncer", "-c", config, "discover"], input="y\n" * 10,
                                capture_output=True, text=True, env=env)
        total += time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"bench.py: vdirsyncer discover failed:\n{result.stdout}\n{result.stderr}")
    elapsed, _ = run(["vdirsyncer", "-c", config, "sync"])
    return total + elapsed


try:
    server.make_calendar(NAME)
    storage = os.path.join(server.dir, "collections", "collection-root", harness.USER)
    for i in range(args.events):
        uid = f"bench-{i:05d}@almanac.test"
        write_local(storage, NAME, uid, event(uid, f"Bench event {i}", i))

    times = {"almanac": {"first": [], "nochange": []}, "vdirsyncer": {"first": [], "nochange": []}}
    # Warm-up: Radicale builds its caches on the first listing of each kind.
    almanac(os.path.join(work, "warm-almanac"))
    count = len(local_items(os.path.join(work, "warm-almanac"), NAME))
    if count != args.events:
        sys.exit(f"bench.py: the server gave {count} items, not {args.events}")
    vdirsyncer(vdirsyncer_config(os.path.join(work, "warm-vds"), os.path.join(work, "warm-st")),
               True)
    for attempt in range(args.runs):
        a_vdir = os.path.join(work, f"almanac-{attempt}")
        elapsed, _ = almanac(a_vdir)
        times["almanac"]["first"].append(elapsed)
        elapsed, result = almanac(a_vdir)
        times["almanac"]["nochange"].append(elapsed)
        assert "changed 0 on the server, 0 locally" in result.stdout, result.stdout

        v_vdir = os.path.join(work, f"vdirsyncer-{attempt}")
        config = vdirsyncer_config(v_vdir, os.path.join(work, f"status-{attempt}"))
        times["vdirsyncer"]["first"].append(vdirsyncer(config, True))
        times["vdirsyncer"]["nochange"].append(vdirsyncer(config, False))

    # Same contents: the same UIDs, and each item the same bytes (else the same meaning).
    mine = local_items(os.path.join(work, "almanac-0"), NAME)
    theirs = local_items(os.path.join(work, "vdirsyncer-0"), NAME)
    same_bytes = sum(1 for uid in mine if theirs.get(uid) == mine[uid])
    same_meaning = sum(1 for uid in mine if uid in theirs and meaning(theirs[uid]) == meaning(mine[uid]))
    # Taking over the folder vdirsyncer filled changes nothing on either side.
    _, takeover = almanac(os.path.join(work, "vdirsyncer-0"))
    quiet = "changed 0 on the server, 0 locally; deleted 0 on the server, 0 locally" in takeover.stdout
    print(f"takeover-of-vdirsyncer-folder-changes-nothing: {quiet}")
    ok = sorted(mine) == sorted(theirs) and same_meaning == len(mine) == args.events and quiet
    print(f"same-uids: {sorted(mine) == sorted(theirs)} ({len(mine)} almanac, {len(theirs)} vdirsyncer)")
    print(f"same-bytes: {same_bytes} of {len(mine)} items")
    print(f"same-meaning: {same_meaning} of {len(mine)} items")
    if mine and same_bytes < len(mine):
        uid = next(u for u in mine if theirs.get(u) != mine[u])
        print(f"first differing item ({uid}):\n  almanac:    {mine[uid][:160]!r}\n"
              f"  vdirsyncer: {theirs.get(uid, '')[:160]!r}")
    for kind in ("first", "nochange"):
        a = statistics.median(times["almanac"][kind])
        v = statistics.median(times["vdirsyncer"][kind])
        print(f"almanac-{kind}-sync-{args.events}: {a:.3f} s")
        print(f"vdirsyncer-{kind}-sync-{args.events}: {v:.3f} s")
        print(f"ratio-{kind} (vdirsyncer / almanac): {v / a:.2f}")
    sys.exit(0 if ok else 1)
finally:
    server.stop()
    shutil.rmtree(work, ignore_errors=True)
