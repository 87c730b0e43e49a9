#!/usr/bin/env python3
"""`almanac sync` side by side with vdirsyncer on the same Radicale server and the same data.

Puts N events (recurrences, overrides, zoned and all-day ones) into Radicale's storage
folder (uploading 2,000 items one PUT at a time takes Radicale minutes here), then, for
each tool in turn and RUNS times, times a first sync into an empty vdir and a no-change sync
right after it, and checks that both tools end with the same vdir contents (same UIDs, same
bytes per item, or at least the same meaning). With --uploads N, each tool also pushes N new
local items into an empty calendar of its own, and the server must then hold all N. With
--latency MS, both tools reach the server through a relay that holds every chunk MS
milliseconds in each direction (a server across a network rather than on the same machine). Prints
one `name: value unit` line per figure (wall time, and the CPU time, user + system, of the
tool's processes) and the ratios. Exits 1 if the contents differ.

  bench.py [--events 2000] [--runs 3] [--uploads 0] [--latency 0] [--almanac PATH]
"""
import argparse
import os
import resource
import shutil
import socket
import statistics
import subprocess
import threading
import sys
import tempfile
import time

# The CalDAV suite's server harness (scripts/suites/caldav), shared with the tests.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "suites",
                                "caldav"))
import harness
from harness import Server, event, local_items, meaning, write_local

parser = argparse.ArgumentParser()
parser.add_argument("--events", type=int, default=2000)
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--uploads", type=int, default=0)
parser.add_argument("--latency", type=int, default=0)
parser.add_argument("--almanac", default=harness.ALMANAC)
args = parser.parse_args()
if not 0 <= args.latency <= 1000:
    sys.exit("bench.py: --latency must be 0...1000 (milliseconds)")
if not 1 <= args.events <= 100000 or not 1 <= args.runs <= 20 or not 0 <= args.uploads <= 100000:
    sys.exit("bench.py: --events must be 1...100000, --runs 1...20, --uploads 0...100000")

work = tempfile.mkdtemp(prefix="almanac-bench-")
server = Server("radicale", work)


def relay(port, delay):
    """Listens on a free port and forwards each connection to `port`, every chunk held `delay`
    seconds in each direction; returns the URL to use instead of the server's."""
    listener = socket.create_server(("127.0.0.1", 0))

    def pump(source, target):
        try:
            while data := source.recv(65536):
                time.sleep(delay)
                target.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, target):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def accept():
        while True:
            client, _ = listener.accept()
            upstream = socket.create_connection(("127.0.0.1", port))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=pump, args=(a, b), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    return server.url.replace(f":{port}", f":{listener.getsockname()[1]}")


if args.latency:
    server.url = relay(server.port, args.latency / 1000)
env = dict(os.environ, ALMANAC_CALDAV_PASSWORD=harness.PASSWORD)
NAME = "bench"


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command, cpu=None, **kw):
    """Runs a command; its CPU time (user + system) is added to the list `cpu` if given."""
    start, start_cpu = time.perf_counter(), children_cpu()
    result = subprocess.run(command, capture_output=True, text=True, env=env, **kw)
    elapsed = time.perf_counter() - start
    if cpu is not None:
        cpu.append(children_cpu() - start_cpu)
    if result.returncode != 0:
        sys.exit(f"bench.py: {' '.join(command)} failed ({result.returncode}):\n"
                 f"{result.stdout}\n{result.stderr}")
    return elapsed, result


def almanac(vdir, name=NAME, cpu=None):
    return run([args.almanac, "sync", "--url", server.url, "--user", harness.USER,
                "--collection", name, "--calendars", vdir, "--conflict", "server",
                "--timeout", "900"], cpu=cpu)


def vdirsyncer_config(vdir, status, name=NAME):
    path = os.path.join(work, f"vdirsyncer-{os.path.basename(vdir)}.conf")
    with open(path, "w") as f:
        f.write(f"""[general]
status_path = "{status}/"

[pair bench]
a = "bench_local"
b = "bench_remote"
collections = ["{name}"]
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


def vdirsyncer(config, first, cpu=None):
    """A vdirsyncer sync (after `discover` when first); its CPU time is added to `cpu`."""
    total, used = 0.0, []
    if first:
        total += run(["vdirsyncer", "-c", config, "discover"], cpu=used, input="y\n" * 10)[0]
    total += run(["vdirsyncer", "-c", config, "sync"], cpu=used)[0]
    if cpu is not None:
        cpu.append(sum(used))
    return total


def uploads(attempt):
    """Each tool pushes args.uploads new local items into an empty calendar of its own."""
    figures = {}
    # Each tool goes first in every other run: Radicale's first writes of a run cost more.
    for tool in ("almanac", "vdirsyncer")[:: 1 if attempt % 2 == 0 else -1]:
        name = f"up-{tool}-{attempt}"
        server.make_calendar(name)
        vdir = os.path.join(work, f"up-{tool}-{attempt}")
        for i in range(args.uploads):
            uid = f"up-{i:05d}@almanac.test"
            write_local(vdir, name, uid, event(uid, f"Upload {i}", i))
        cpu = []
        if tool == "almanac":
            wall = almanac(vdir, name=name, cpu=cpu)[0]
        else:
            config = vdirsyncer_config(vdir, os.path.join(work, f"up-status-{attempt}"), name=name)
            wall = vdirsyncer(config, True, cpu=cpu)
        held = len(server.items(name))
        if held != args.uploads:
            sys.exit(f"bench.py: after {tool}'s upload the server holds {held} items, "
                     f"not {args.uploads}")
        figures[tool] = (wall, cpu[0])
    return figures


try:
    server.make_calendar(NAME)
    storage = os.path.join(server.dir, "collections", "collection-root", harness.USER)
    for i in range(args.events):
        uid = f"bench-{i:05d}@almanac.test"
        write_local(storage, NAME, uid, event(uid, f"Bench event {i}", i))

    times = {"almanac": {"first": [], "nochange": []}, "vdirsyncer": {"first": [], "nochange": []}}
    cpus = {"almanac": {"first": [], "nochange": []}, "vdirsyncer": {"first": [], "nochange": []}}
    # Warm-up: Radicale builds its caches on the first listing of each kind.
    almanac(os.path.join(work, "warm-almanac"))
    count = len(local_items(os.path.join(work, "warm-almanac"), NAME))
    if count != args.events:
        sys.exit(f"bench.py: the server gave {count} items, not {args.events}")
    vdirsyncer(vdirsyncer_config(os.path.join(work, "warm-vds"), os.path.join(work, "warm-st")),
               True)
    upload_times = []
    for attempt in range(args.runs):
        if args.uploads:
            upload_times.append(uploads(attempt))
        a_vdir = os.path.join(work, f"almanac-{attempt}")
        elapsed, _ = almanac(a_vdir, cpu=cpus["almanac"]["first"])
        times["almanac"]["first"].append(elapsed)
        elapsed, result = almanac(a_vdir, cpu=cpus["almanac"]["nochange"])
        times["almanac"]["nochange"].append(elapsed)
        assert "changed 0 on the server, 0 locally" in result.stdout, result.stdout

        v_vdir = os.path.join(work, f"vdirsyncer-{attempt}")
        config = vdirsyncer_config(v_vdir, os.path.join(work, f"status-{attempt}"))
        times["vdirsyncer"]["first"].append(
            vdirsyncer(config, True, cpu=cpus["vdirsyncer"]["first"]))
        times["vdirsyncer"]["nochange"].append(
            vdirsyncer(config, False, cpu=cpus["vdirsyncer"]["nochange"]))

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
        a = statistics.median(cpus["almanac"][kind])
        v = statistics.median(cpus["vdirsyncer"][kind])
        print(f"almanac-{kind}-sync-{args.events}-cpu: {a:.3f} s")
        print(f"vdirsyncer-{kind}-sync-{args.events}-cpu: {v:.3f} s")
    for index, kind in enumerate(("wall", "cpu")):
        if not upload_times:
            break
        a = statistics.median(run["almanac"][index] for run in upload_times)
        v = statistics.median(run["vdirsyncer"][index] for run in upload_times)
        print(f"almanac-upload-{args.uploads}-{kind}: {a:.3f} s")
        print(f"vdirsyncer-upload-{args.uploads}-{kind}: {v:.3f} s")
        print(f"ratio-upload-{kind} (almanac / vdirsyncer): {a / v:.2f}")
    sys.exit(0 if ok else 1)
finally:
    server.stop()
    shutil.rmtree(work, ignore_errors=True)
