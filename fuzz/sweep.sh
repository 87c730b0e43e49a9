#!/usr/bin/env bash
# Fuzzes every target (or those named) for SECONDS each, one after another, then prints a
# table of executions, coverage, corpus, findings (crashes, leaks, out-of-memory, timeouts) and
# slow units per target.
#   fuzz/sweep.sh SECONDS [TARGET...]             (fuzz/sweep.sh 600 ics rrule)
#   fuzz/sweep.sh --totals                        (every run so far, summed per target)
# Set JOBS=N to run N targets at once (default 1; the machine is shared). FUZZ_OUT picks the
# build (fuzz/out: -sanitize=fuzzer,address; FUZZ_SANITIZE=fuzzer FUZZ_OUT=fuzz/out-fast
# fuzz/build.sh makes the faster build without AddressSanitizer, docs/fuzzing.md). Each run's
# figures are appended to $FUZZ_OUT/logs/history.tsv (with the commit the binaries were built
# from, fuzz/build.sh's $FUZZ_OUT/bin/BUILD), which --totals sums.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT="${FUZZ_OUT:-fuzz/out}"
LOGS="$OUT/logs"
if [ "${1:-}" = --totals ]; then
  [ -f "$LOGS/history.tsv" ] || { echo "sweep: no runs recorded in $LOGS/history.tsv" >&2; exit 1; }
  printf '%-6s %5s %12s %9s %8s %9s\n' target runs executions seconds cov findings
  awk -F'\t' '{ n[$2] += $3; s[$2] += $4; c[$2] = $5; f[$2] += $6; r[$2]++ }
    END { for (t in n) printf "%-6s %5d %12d %9d %8s %9d\n", t, r[t], n[t], s[t], c[t], f[t] }' \
    "$LOGS/history.tsv" | sort
  exit 0
fi
SECONDS_EACH="${1:-60}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || mapfile -t TARGETS <fuzz/targets.list
for t in "${TARGETS[@]}"; do
  [ -x "$OUT/bin/$t" ] || { fuzz/build.sh >&2 || exit 1; break; }
done
mkdir -p "$LOGS"
build=$(cat "$OUT/bin/BUILD" 2>/dev/null || echo unknown)
# defects TARGET: the findings that are defects (crash-, leak-, oom-, timeout-); libFuzzer's
# slow-unit-* files (a unit over 10 s) are listed apart: on a loaded machine valid work gets
# there (docs/fuzzing.md).
defects() { ls "$OUT/findings/$1" 2>/dev/null | grep -cv '^slow-unit-'; }
slow_units() { ls "$OUT/findings/$1" 2>/dev/null | grep -c '^slow-unit-'; }
# A target named twice runs as two processes on one corpus (libFuzzer reloads what the other
# found): both cores on one target. Each run has its own log, $LOGS/TARGET.log, TARGET.2.log…
names=()
instances=()
declare -A seen=()
for t in "${TARGETS[@]}"; do
  seen[$t]=$((${seen[$t]:-0} + 1))
  if [ "${seen[$t]}" = 1 ]; then instances+=(""); else instances+=("${seen[$t]}"); fi
  names+=("$t${instances[-1]:+.${instances[-1]}}")
  defects "$t" >"$LOGS/$t.before"
done
run_one() { # target name instance
  local start=$SECONDS
  FUZZ_INSTANCE=$3 fuzz/run.sh "$1" "$SECONDS_EACH" </dev/null >"$LOGS/$2.log" 2>&1
  echo "$((SECONDS - start))" >"$LOGS/$2.seconds"
}
JOBS="${JOBS:-1}"
for i in "${!TARGETS[@]}"; do
  run_one "${TARGETS[$i]}" "${names[$i]}" "${instances[$i]}" &
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait
printf '%-6s %12s %8s %8s %10s %9s %-6s %s\n' target executions exec/s cov features findings "(new)" \
  "slow units"
for i in "${!TARGETS[@]}"; do
  t=${TARGETS[$i]}
  log="$LOGS/${names[$i]}.log"
  execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | tail -1 | awk '{print $2}')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  total=$(defects "$t")
  before=$(cat "$LOGS/$t.before" 2>/dev/null || echo 0)
  # A target's new findings are counted on its first row only.
  [ -z "${instances[$i]}" ] || before=$total
  printf '%-6s %12s %8s %8s %10s %9s %-6s %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" \
    "${ft:-?}" "$total" "($((total - before)))" "$(slow_units "$t")"
  grep -m1 -E 'ERROR: libFuzzer|fuzz finding|Fatal error' "$log" | sed 's/^/       /'
  secs=$(cat "$LOGS/${names[$i]}.seconds" 2>/dev/null)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "${execs:-0}" \
    "${secs:-$SECONDS_EACH}" "${cov:-?}" "$((total - before))" "$build" >>"$LOGS/history.tsv"
done
