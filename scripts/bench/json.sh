#!/usr/bin/env bash
# The agenda's JSON: how fast `almanac events --format json` writes it, and the whole command
# against libical 3 expanding the same events. The data is the 10.7 MB file of
# scripts/bench/events.sh (every instance of 2024-01-01 … 2025-12-31, Europe/Berlin).
# Alternates three rounds of
#   - `AlmanacBenchmarks events`: load, expansion and the JSON writer in process (MB/s);
#   - `almanac events --ics FILE --from 2024-01-01 --to 2025-12-31 -f json >/dev/null` as a
#     process (wall and CPU seconds, from start-up to the last byte);
#   - libical (scripts/bench/events/libical_events.c): load and expand, counting the instances.
# Prints the medians and the ratio almanac / libical (< 1 means almanac is faster).
#   scripts/bench/json.sh [ALMANAC]
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
DIR="${EVENTS_BENCH_DIR:-/tmp/almanac-events-bench}"
export EVENTS_BENCH_DIR="$DIR"
mkdir -p "$DIR"
pkg-config --exists libical 2>/dev/null || { apt-get update >/dev/null && apt-get install -y libical-dev >/dev/null; }
cc -O2 scripts/bench/events/libical_events.c $(pkg-config --cflags --libs libical) \
  -o "$DIR/libical_events"
swift build -c release --product AlmanacBenchmarks >/dev/null
almanac=${1:-}
if [[ -z "$almanac" ]]; then
  swift build -c release --product almanac >/dev/null
  almanac=$(swift build -c release --show-bin-path)/almanac
fi
bench=$(swift build -c release --show-bin-path)/AlmanacBenchmarks
"$bench" events >/dev/null # writes the data when it is missing
FROM=1704063600 # 2024-01-01T00:00 Europe/Berlin
TO=1767222000   # 2026-01-01T00:00 Europe/Berlin
: >"$DIR/json-ours.txt"
: >"$DIR/json-libical.txt"
for round in 1 2 3; do
  "$bench" events | grep 'file10mb' >>"$DIR/json-ours.txt"
  TZ=Europe/Berlin LANG=C.UTF-8 /usr/bin/time -f '%e %U %S' -o "$DIR/json-time" \
    "$almanac" events --ics "$DIR/calendar.ics" --from 2024-01-01 --to 2025-12-31 -f json \
    >"$DIR/agenda.json"
  read -r wall user system <"$DIR/json-time"
  echo "process.wall: $wall s" >>"$DIR/json-ours.txt"
  awk -v u="$user" -v s="$system" 'BEGIN { printf "process.cpu: %.2f s\n", u + s }' >>"$DIR/json-ours.txt"
  echo "process.bytes: $(wc -c <"$DIR/agenda.json") B" >>"$DIR/json-ours.txt"
  "$DIR/libical_events" file "$DIR/calendar.ics" $FROM $TO file10mb >>"$DIR/json-libical.txt"
done
python3 - "$DIR" <<'PY'
import re, statistics, sys
d = sys.argv[1]
def read(name):
    values = {}
    for line in open(f"{d}/{name}"):
        m = re.match(r"([\w.+/]+): ([\d.]+)", line)
        if m: values.setdefault(m.group(1), []).append(float(m.group(2)))
    return {key: statistics.median(v) for key, v in values.items()}
ours, lib = read("json-ours.txt"), read("json-libical.txt")
print(f"json.write: {ours['events.file10mb.agenda2y.json']:.1f} ms for "
      f"{ours['events.file10mb.agenda2y.json.size']:.1f} MB "
      f"({ours['events.file10mb.agenda2y.json.rate']:.0f} MB/s, goal >= 200)")
print(f"almanac.load+agenda2y (in process): {ours['events.file10mb.load+agenda2y']:.1f} ms")
print(f"almanac.events.json (process): {ours['process.wall'] * 1000:.0f} ms wall, "
      f"{ours['process.cpu'] * 1000:.0f} ms CPU, {ours['process.bytes'] / 1e6:.1f} MB")
l = lib["libical.file10mb.load+agenda2y"]
print(f"libical.load+agenda2y (in process, counting): {l:.1f} ms, "
      f"{lib['libical.file10mb.agenda2y.instances']:.0f} instances")
print(f"ratio almanac process wall / libical: {ours['process.wall'] * 1000 / l:.2f} (goal <= 0.5)")
print(f"ratio almanac in process (load+agenda2y+json) / libical: "
      f"{(ours['events.file10mb.load+agenda2y'] + ours['events.file10mb.agenda2y.json']) / l:.2f}")
PY
