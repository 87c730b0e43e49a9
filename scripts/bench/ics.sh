#!/usr/bin/env bash
# Side-by-side benchmark of AlmanacICS against libical 3 (C) and python icalendar +
# python-dateutil: parse and write a generated calendar, expand 100,000 instances of three
# rules (floating and Europe/Berlin) with identical-instance checks, and expand every event of
# the file over two years. Installs the peers if they are missing.
#   scripts/bench/ics.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
DIR="${ICS_BENCH_DIR:-/tmp/almanac-ics-bench}"
mkdir -p "$DIR"
export ICS_BENCH_DIR="$DIR"

echo "== peers"
if ! pkg-config --exists libical 2>/dev/null; then
  apt-get update >/dev/null && apt-get install -y libical-dev >/dev/null
fi
if ! python3 -c 'import icalendar, dateutil' 2>/dev/null; then
  pip install icalendar python-dateutil >/dev/null 2>&1 || pip install --break-system-packages icalendar python-dateutil >/dev/null
fi
echo "libical $(pkg-config --modversion libical), icalendar $(python3 -c 'import icalendar; print(icalendar.__version__)'), dateutil $(python3 -c 'import dateutil; print(dateutil.__version__)')"
cc -O2 scripts/bench/ics/libical_bench.c $(pkg-config --cflags --libs libical) \
  -o "$DIR/libical_bench"

echo "== almanac (swift run -c release AlmanacBenchmarks ics)"
swift build -c release --product AlmanacBenchmarks >/dev/null
.build/release/AlmanacBenchmarks ics | tee "$DIR/ours.txt"

echo "== libical"
: > "$DIR/libical.txt"
"$DIR/libical_bench" parse "$DIR/calendar.ics" | tee -a "$DIR/libical.txt"
echo "== python icalendar (parse and write)"
: > "$DIR/python.txt"
python3 scripts/bench/ics/python_bench.py parse "$DIR/calendar.ics" | tee -a "$DIR/python.txt"

echo "== recurrence expansion (libical, python-dateutil)"
run_rule() {  # name rule start count [peers]
  for zone in floating Europe/Berlin; do
    label="expand.$1.$([ "$zone" = floating ] && echo floating || echo berlin)"
    if [ "${5:-both}" = both ]; then
      "$DIR/libical_bench" recur "$2" "$3" "$zone" "$4" "$DIR/libical.$label.txt" "$label" | tee -a "$DIR/libical.txt"
    fi
    python3 scripts/bench/ics/python_bench.py recur "$2" "$3" "$zone" "$4" "$DIR/python.$label.txt" "$label" \
      | tee -a "$DIR/python.txt"
  done
}
run_rule daily "FREQ=DAILY" 20000101T090000 100000
run_rule weekly "FREQ=WEEKLY;BYDAY=MO,WE,FR" 19100103T090000 100000
run_rule monthly "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1" 20000131T090000 6000
# 100,000 monthly instances reach the year 8334, beyond libical's 2582: python-dateutil only.
run_rule monthly100k "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1" 00010131T090000 100000 python

echo "== every event of the file over 2024-2025 (libical icalcomponent_foreach_recurrence)"
"$DIR/libical_bench" expand-file "$DIR/calendar.ics" 1704067200 1767225600 | tee -a "$DIR/libical.txt"

echo
echo "== side by side (times in ms, medians; ratio > 1 means almanac is faster)"
python3 scripts/bench/ics/compare.py "$DIR"
