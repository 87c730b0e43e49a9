#!/usr/bin/env bash
# Runs one fuzz target (built by fuzz/build.sh) for SECONDS on its seeds and dictionary.
#   fuzz/run.sh TARGET [SECONDS] [more libFuzzer flags]
# TARGET: one of fuzz/targets.list (ics, rrule, cli, keys, html, caldav).
# The growing corpus is kept in fuzz/out/corpus/TARGET, findings in fuzz/out/findings/TARGET
# (crash-*, timeout-*, oom-*). SWIFT_BACKTRACE=enable=no: Swift's backtracer otherwise hangs for
# minutes on a crash under the sanitizers before libFuzzer can report it.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET="${1:?target: one of $(tr '\n' ' ' <fuzz/targets.list)}"
grep -qx "$TARGET" fuzz/targets.list || {
  echo "fuzz/run.sh: unknown target $TARGET (targets: $(tr '\n' ' ' <fuzz/targets.list))" >&2
  exit 64
}
SECONDS_TO_RUN="${2:-60}"
shift $(($# >= 2 ? 2 : 1))
OUT="${FUZZ_OUT:-fuzz/out}"
BIN="$PWD/$OUT/bin/$TARGET"
[ -x "$BIN" ] || fuzz/build.sh >&2
mkdir -p "$OUT/corpus/$TARGET" "$OUT/findings/$TARGET"
SEEDS=("$PWD/fuzz/seeds/$TARGET")
# Real-world calendars from the python peers' test suites, when they are installed.
if [ "$TARGET" = ics ] && [ ! -d "$OUT/seeds-extra/ics" ]; then
  mkdir -p "$OUT/seeds-extra/ics"
  for d in $(python3 -c 'import os, icalendar, recurring_ical_events as r; print(os.path.dirname(icalendar.__file__), os.path.dirname(r.__file__))' 2>/dev/null); do
    find "$d" -name '*.ics' -size -64k -exec cp {} "$OUT/seeds-extra/ics/" \; 2>/dev/null || true
  done
fi
[ -d "$OUT/seeds-extra/$TARGET" ] && SEEDS+=("$PWD/$OUT/seeds-extra/$TARGET")
# The command-line target runs in a scratch folder with a calendar and a vdir to read. The
# calendar's daily event ends after 400 days: without an end, `events --days 33231` printed
# 33,231 lines, valid work that libFuzzer reported as slow units (docs/fuzzing.md, "Budgets").
# FUZZ_INSTANCE (set by fuzz/sweep.sh when a target runs twice) keeps the folders apart.
WORK="$PWD/$OUT/scratch/$TARGET${FUZZ_INSTANCE:+.$FUZZ_INSTANCE}"
rm -rf "$WORK"
mkdir -p "$WORK/vdir/work"
printf 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261201T090000Z\r\nRRULE:FREQ=DAILY;COUNT=400\r\nSUMMARY:A\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' >"$WORK/cal.ics"
# The cli target puts this folder back as it is now before every input (fuzz/targets/CLIFuzz.swift),
# but only where it finds this marker.
[ "$TARGET" = cli ] && : >"$WORK/.almanac-fuzz-scratch"
cd "$WORK"
export SWIFT_BACKTRACE=enable=no
# Leaks inside the toolchain's own libraries (fuzz/lsan.supp says which) are not findings.
export LSAN_OPTIONS="suppressions=$OLDPWD/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# FUZZ_FLAGS: more libFuzzer flags for every run, as fuzz/sweep.sh passes none of its own
# (docs/fuzzing.md, "Schedule"): FUZZ_FLAGS=-entropic_scale_per_exec_time=1.
read -ra EXTRA <<<"${FUZZ_FLAGS:-}"
exec "$BIN" -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=20 -rss_limit_mb=2048 \
  -dict="$OLDPWD/fuzz/dict/$TARGET.dict" -artifact_prefix="$OLDPWD/$OUT/findings/$TARGET/" \
  -print_final_stats=1 ${EXTRA[@]+"${EXTRA[@]}"} "$@" "$OLDPWD/$OUT/corpus/$TARGET" "${SEEDS[@]}"
