#!/usr/bin/env bash
# Side-by-side benchmark of the event store against khal (python, sqlite cache) and libical 3
# (C): load a vdir of 2,000 items and a 10.7 MB single file and answer a two-year agenda
# query (2024-01-01 … 2025-12-31, Europe/Berlin). Prints the figures and the ratios.
# Installs the peers if they are missing.
#   scripts/bench/events.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
DIR="${EVENTS_BENCH_DIR:-/tmp/almanac-events-bench}"
export EVENTS_BENCH_DIR="$DIR"
mkdir -p "$DIR"

echo "== peers"
if ! pkg-config --exists libical 2>/dev/null; then
  apt-get update >/dev/null && apt-get install -y libical-dev >/dev/null
fi
if ! python3 -c 'import khal' 2>/dev/null; then
  pip install khal >/dev/null 2>&1 || pip install --break-system-packages khal >/dev/null
fi
echo "libical $(pkg-config --modversion libical), khal $(python3 -c 'import khal; print(khal.__version__)')"
cc -O2 scripts/bench/events/libical_events.c $(pkg-config --cflags --libs libical) \
  -o "$DIR/libical_events"

echo "== almanac (AlmanacBenchmarks events) and libical, alternating, 3 rounds"
# The machine is shared: the two sides alternate so that both see the same load, and the
# comparison takes the median of the rounds.
swift build -c release --product AlmanacBenchmarks >/dev/null
swift build -c release --product almanac >/dev/null
FROM=1704063600  # 2024-01-01T00:00 Europe/Berlin
TO=1767222000    # 2026-01-01T00:00 Europe/Berlin
: > "$DIR/ours.txt"
: > "$DIR/libical.txt"
for round in 1 2 3; do
  echo "-- round $round"
  .build/release/AlmanacBenchmarks events | tee -a "$DIR/ours.txt"
  "$DIR/libical_events" vdir "$DIR/vdir" $FROM $TO vdir2000 | tee -a "$DIR/libical.txt"
  "$DIR/libical_events" file "$DIR/calendar.ics" $FROM $TO file10mb | tee -a "$DIR/libical.txt"
done

echo "== khal (vdir only: khal reads one event per item) and almanac events as a process"
python3 scripts/bench/events/khal_bench.py "$(swift build -c release --show-bin-path)/almanac" \
  "$DIR/vdir" vdir2000 | tee "$DIR/khal.txt"

echo
echo "== side by side (ms, medians of the rounds; ratio = peer / almanac, > 1 means almanac is faster)"
python3 - "$DIR" <<'PY'
import re, sys
d = sys.argv[1]
import statistics
def read(name):
    values = {}
    for line in open(f"{d}/{name}"):
        m = re.match(r"([\w.+]+): ([\d.]+)", line)
        if m: values.setdefault(m.group(1), []).append(float(m.group(2)))
    return {key: statistics.median(v) for key, v in values.items()}
ours, lib, khal = read("ours.txt"), read("libical.txt"), read("khal.txt")
print(f"{'metric':42} {'almanac':>9} {'libical':>9} {'ratio':>6}")
for case in ["vdir2000", "file10mb"]:
    for part in ["load", "agenda2y", "load+agenda2y"]:
        a, l = ours[f"events.{case}.{part}"], lib[f"libical.{case}.{part}"]
        print(f"{case + ' ' + part:42} {a:9.1f} {l:9.1f} {l / a:6.1f}")
    print(f"{case + ' instances':42} {ours[f'events.{case}.agenda2y.instances']:9.0f} "
          f"{lib[f'libical.{case}.agenda2y.instances']:9.0f}")
a = khal["almanac.vdir2000.events2y.process"]
print(f"{'metric':42} {'almanac':>9} {'khal':>9} {'ratio':>6}")
for part in ["cold", "warm"]:
    k = khal[f"khal.vdir2000.list2y.{part}"]
    print(f"{'vdir2000 two-year list, process, ' + part + ' khal db':42} {a:9.1f} {k:9.1f} {k / a:6.1f}")
print(f"{'vdir2000 instances (khal: distinct start|title)':42} "
      f"{khal['almanac.vdir2000.events2y.instances']:9.0f} {khal['khal.vdir2000.list2y.instances']:9.0f}")
PY
