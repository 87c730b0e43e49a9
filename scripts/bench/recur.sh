#!/usr/bin/env bash
# `almanac recur` as one process against python-dateutil and libical 3 printing the same
# instances, one a line (printing should cost less than expanding). Same run, side by side,
# medians of hyperfine runs; checks that the three print the same lines first.
#   scripts/bench/recur.sh [RUNS]
# RECUR_CASES="daily weekly" runs only the cases named (default: all).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
DIR="${RECUR_BENCH_DIR:-/tmp/almanac-recur-bench}"
RUNS="${1:-10}"
mkdir -p "$DIR"
command -v hyperfine >/dev/null || { apt-get update >/dev/null && apt-get install -y hyperfine >/dev/null; }
pkg-config --exists libical 2>/dev/null || { apt-get update >/dev/null && apt-get install -y libical-dev >/dev/null; }
python3 -c 'import dateutil' 2>/dev/null || pip install python-dateutil >/dev/null
cc -O2 scripts/bench/recur/libical_recur.c $(pkg-config --cflags --libs libical) \
  -o "$DIR/libical_recur"
# ALMANAC=path: time that binary (another build) instead of building this one.
if [ -z "${ALMANAC:-}" ]; then
  swift build -c release --product almanac >/dev/null
  ALMANAC=.build/release/almanac
fi
echo "libical $(pkg-config --modversion libical), dateutil $(python3 -c 'import dateutil; print(dateutil.__version__)'), $($ALMANAC --version)"

# name | rule | start | lines | peers (both, libical: no RSCALE in dateutil, dateutil: past 2582)
cases=(
  "daily|FREQ=DAILY|20000101T090000|100000|both"
  "weekly|FREQ=WEEKLY;BYDAY=MO,WE,FR|19100103T090000|100000|both"
  "monthly-bysetpos|FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1|20000131T090000|6000|both"
  "monthly-bysetpos-100k|FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1|10000131T090000|100000|dateutil"
  "rscale-hebrew-weekly|RSCALE=HEBREW;FREQ=WEEKLY;BYDAY=MO,WE,FR|19100103T090000|100000|libical"
  "rscale-hebrew-monthly|RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=FORWARD|20000101T090000|6000|libical"
  "rscale-chinese-monthly|RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=1|20000206T090000|6000|libical"
)
printf '%-24s %8s %12s %12s %12s %10s %10s\n' case lines almanac_ms dateutil_ms libical_ms dateutil/us libical/us
for entry in "${cases[@]}"; do
  IFS='|' read -r name rule start n peers <<<"$entry"
  if [ -n "${RECUR_CASES:-}" ] && [[ " $RECUR_CASES " != *" $name "* ]]; then continue; fi
  ours=("$ALMANAC" recur --rule "$rule" --start "$start" --limit "$n" --matching-only)
  "${ours[@]}" >"$DIR/$name.almanac"
  commands=("$(printf '%q ' "${ours[@]}")")
  labels=(almanac)
  if [ "$peers" != libical ]; then
    python3 scripts/bench/recur/dateutil_recur.py "$rule" "$start" "$n" >"$DIR/$name.dateutil"
    cmp -s "$DIR/$name.almanac" "$DIR/$name.dateutil" || echo "  $name: dateutil's lines differ" >&2
    commands+=("$(printf '%q ' python3 scripts/bench/recur/dateutil_recur.py "$rule" "$start" "$n")")
    labels+=(dateutil)
  fi
  if [ "$peers" != dateutil ]; then
    "$DIR/libical_recur" "$rule" "$start" "$n" >"$DIR/$name.libical"
    cmp -s "$DIR/$name.almanac" "$DIR/$name.libical" || echo "  $name: libical's lines differ" >&2
    commands+=("$(printf '%q ' "$DIR/libical_recur" "$rule" "$start" "$n")")
    labels+=(libical)
  fi
  hyperfine -N -w 2 -r "$RUNS" --export-json "$DIR/$name.json" "${commands[@]}" >/dev/null 2>&1
  python3 - "$DIR/$name.json" "$name" "$(wc -l <"$DIR/$name.almanac")" "${labels[@]}" <<'PY'
import json, statistics, sys
path, name, lines, labels = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
results = json.load(open(path))["results"]
ms = {label: statistics.median(r["times"]) * 1000 for label, r in zip(labels, results)}
ours = ms["almanac"]
cell = lambda k: f"{ms[k]:.1f}" if k in ms else "-"
ratio = lambda k: f"{ms[k] / ours:.2f}x" if k in ms else "-"
print(f"{name:<24} {lines:>8} {ours:>12.1f} {cell('dateutil'):>12} {cell('libical'):>12} "
      f"{ratio('dateutil'):>10} {ratio('libical'):>10}")
PY
done
echo "(ratios: the peer's time over almanac's, > 1 means almanac is faster; whole processes)"
