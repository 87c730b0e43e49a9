#!/usr/bin/env bash
# RFC 7529 (RSCALE) side by side with libical 3: generates rules in every calendar both have
# (leap months, each SKIP, invalid days, BYDAY/BYSETPOS, WEEKLY/DAILY limits, INTERVAL, UNTIL,
# runs of up to 1,000 instances), expands them with both, prints agreement counts and every
# disagreement grouped by calendar and kind, and times both on the same cases.
#   scripts/bench/rscale.sh [SEED] [CALENDAR]   (CALENDAR: only that RSCALE, e.g. HEBREW)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
DIR="${RSCALE_DIR:-/tmp/almanac-rscale}"
mkdir -p "$DIR"
if ! pkg-config --exists libical 2>/dev/null; then
  apt-get update >/dev/null && apt-get install -y libical-dev >/dev/null
fi
echo "libical $(pkg-config --modversion libical)"
cc -O2 scripts/bench/rscale/libical_rscale.c $(pkg-config --cflags --libs libical) \
  -o "$DIR/libical_rscale"
python3 scripts/bench/rscale/generate.py "$DIR/all.txt" "${1:-7529}"
if [ -n "${2:-}" ]; then grep "RSCALE=$2;" "$DIR/all.txt" > "$DIR/cases.txt"; else cp "$DIR/all.txt" "$DIR/cases.txt"; fi
echo "cases: $(wc -l < "$DIR/cases.txt")"
swift build -c release --product AlmanacBenchmarks >/dev/null
echo "== libical (each case in a child process, killed after 2 s)"
"$DIR/libical_rscale" list "$DIR/cases.txt" "$DIR/libical.txt"
"$DIR/libical_rscale" time "$DIR/cases.txt" "$DIR/libical.txt" | tee "$DIR/libical-time.txt"
echo "== almanac"
RSCALE_CASES="$DIR/cases.txt" RSCALE_OUT="$DIR/almanac.txt" .build/release/AlmanacBenchmarks rscale \
  | tee "$DIR/almanac-time.txt"
echo "== ratio (libical time / almanac time; > 1 means almanac is faster)"
python3 - "$DIR" <<'PY'
import sys
d = sys.argv[1]
def ms(path, key):
    for line in open(path):
        if line.startswith(key + ":"):
            return float(line.split()[1])
lib, ours = ms(f"{d}/libical-time.txt", "libical.rscale"), ms(f"{d}/almanac-time.txt", "almanac.rscale")
print(f"libical {lib:.1f} ms, almanac {ours:.1f} ms (years cached), ratio {lib / ours:.2f}x")
PY
echo "== instance lists"
python3 scripts/bench/rscale/compare.py "$DIR/cases.txt" "$DIR/almanac.txt" "$DIR/libical.txt"
