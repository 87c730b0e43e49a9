#!/usr/bin/env bash
# The month text drawn from the engine model's pages against a renderer that lays months out
# itself, in one run: two AlmanacBenchmarks binaries, BASE (built from an older commit, whose
# renderer took DayRanges) and NEW (this tree), timed alternately (medians of the benchmark's own medians),
# and counted under callgrind, whose instruction counts do not depend on the machine's load
# (nor, with Swift's hashing seeded the same in every process, on the run).
#
# The picker's frames draw the same model's pages, so the `pickerFrame` group of both binaries
# is timed in the same run (alternating rounds; medians of the benchmark's own medians, and
# the CPU time of the whole group), unless PICKER_FRAME=0, and counted under callgrind case by
# case (one render, one full redraw, one walk of 122 keys per repeat).
#
# Usage: scripts/bench/month-text.sh BASE_BINARY [NEW_BINARY] [ROUNDS]
#   BASE_BINARY  e.g. /tmp/base/.build/release/AlmanacBenchmarks, built from a checkout of the
#                base commit with Sources/AlmanacBenchmarks/MonthTextBenchmarks.swift copied in
#                and its `MonthTextSelection` alias set to `DayRanges` (and `DayRanges([…])`),
#                and PickerFrameBenchmarks.swift copied in (for its ALMANAC_BENCH_QUICK mode);
#                add ("monthText", monthTextBenchmarks) to the groups in its main.swift.
#   NEW_BINARY   default .build/release/AlmanacBenchmarks
#   ROUNDS       timed rounds per binary (default 3)
set -euo pipefail
cd "$(dirname "$0")/../.."
base="${1:?usage: $0 BASE_BINARY [NEW_BINARY] [ROUNDS]}"
new="${2:-.build/release/AlmanacBenchmarks}"
rounds="${3:-3}"
cases="month.plain year.color threeMonths.events persianYear.plain century.plain"

echo "# wall time, µs per render (median of $rounds alternating rounds)"
declare -A times
for round in $(seq "$rounds"); do
  for which in base new; do
    binary=$base
    [[ $which == new ]] && binary=$new
    while read -r name value _; do
      times["$which ${name%:}"]+="$value "
    done < <("$binary" monthText)
  done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for name in $cases; do
  b=$(echo "${times["base monthText.$name"]}" | median)
  n=$(echo "${times["new monthText.$name"]}" | median)
  printf '%-22s base %10s  new %10s  new/base %s\n' "$name" "$b" "$n" \
    "$(awk -v b="$b" -v n="$n" 'BEGIN {printf "%.2f", n / b}')"
done

if command -v valgrind >/dev/null 2>&1; then
  echo "# instructions per warm render (callgrind: (count with 11 renders - with 1) / 10)"
  # count BINARY GROUP CASE_VARIABLE CASE REPEATS: instructions of one case of a group.
  # Valgrind cannot read the DWARF the toolchain writes ("Possibly corrupted debuginfo"):
  # it counts copies without debug information.
  stripped=$(mktemp -d)
  trap 'rm -rf "$stripped"' EXIT
  cp "$base" "$stripped/base" && cp "$new" "$stripped/new"
  strip --strip-debug "$stripped/base" "$stripped/new"
  base="$stripped/base"
  new="$stripped/new"
  count() {
    local log
    log=$(mktemp)
    # Swift seeds its hashing per process: fixed, so that a count repeats to the instruction.
    env SWIFT_DETERMINISTIC_HASHING=1 ALMANAC_BENCH_QUICK="$5" "$3=$4" valgrind --tool=callgrind \
      --callgrind-out-file=/dev/null "$1" "$2" >/dev/null 2>"$log"
    # "Collected : N" (older valgrind) or "I refs: N,NNN".
    grep -o -E 'Collected : [0-9]+|I +refs: +[0-9,]+' "$log" | head -1 | grep -o -E '[0-9,]+$' | tr -d ','
    rm -f "$log"
  }
  # compare GROUP CASE_VARIABLE CASE...: per-repeat counts of base and new, and their ratio.
  compare() {
    local group=$1 variable=$2
    shift 2
    for name in "$@"; do
      b=$(( ($(count "$base" "$group" "$variable" "$name" 11) \
        - $(count "$base" "$group" "$variable" "$name" 1)) / 10 ))
      n=$(( ($(count "$new" "$group" "$variable" "$name" 11) \
        - $(count "$new" "$group" "$variable" "$name" 1)) / 10 ))
      printf '%-22s base %12d  new %12d  new/base %s\n' "$name" "$b" "$n" \
        "$(awk -v b="$b" -v n="$n" 'BEGIN {printf "%.2f", n / b}')"
    done
  }
  # shellcheck disable=SC2086 # the case names are words
  compare monthText ALMANAC_MONTHTEXT_CASE $cases
  if [[ ${PICKER_FRAME:-1} != 0 ]]; then
    echo "# pickerFrame instructions per repeat (callgrind: (count with 11 repeats - with 1) / 10)"
    compare pickerFrame ALMANAC_PICKERFRAME_CASE screenSetup render.color render.noColor \
      fullRedraw.color fullRedraw.noColor keyToFrame
  fi
fi

if [[ ${PICKER_FRAME:-1} != 0 ]]; then
  echo "# pickerFrame group, µs (bytes for *Bytes*), median of $rounds alternating rounds; CPU s of the group"
  declare -A frames
  for round in $(seq "$rounds"); do
    for which in base new; do
      binary=$base
      [[ $which == new ]] && binary=$new
      log=$(mktemp)
      out=$( { /usr/bin/time -f '%U %S' -o "$log" "$binary" pickerFrame; } )
      while read -r name value _; do
        frames["$which ${name%:}"]+="$value "
      done <<<"$out"
      frames["$which cpu"]+="$(awk '{printf "%.2f", $1 + $2}' "$log") "
      rm -f "$log"
    done
  done
  names=$(printf '%s\n' "${!frames[@]}" | sed -n 's/^base //p' | sort)
  for name in $names; do
    b=$(echo "${frames["base $name"]}" | median)
    n=$(echo "${frames["new $name"]}" | median)
    printf '%-40s base %10s  new %10s  new/base %s\n' "$name" "$b" "$n" \
      "$(awk -v b="$b" -v n="$n" 'BEGIN {if (b > 0) printf "%.2f", n / b; else print "-"}')"
  done
fi
