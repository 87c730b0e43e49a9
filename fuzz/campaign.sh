#!/usr/bin/env bash
# A fuzzing campaign: every target (or those named) for SECONDS each, one after another, then a
# table of executions, coverage, corpus and findings per target.
#   fuzz/campaign.sh SECONDS [TARGET...]          (fuzz/campaign.sh 600 ics rrule)
# Set JOBS=N to run N targets at once (default 1; the machine is shared).
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH="${1:-60}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || mapfile -t TARGETS <fuzz/targets.list
for t in "${TARGETS[@]}"; do
  [ -x "fuzz/out/bin/$t" ] || { fuzz/build.sh >&2 || exit 1; break; }
done
LOGS=fuzz/out/logs
mkdir -p "$LOGS"
run_one() {
  local t=$1
  local before
  before=$(ls fuzz/out/findings/"$t" 2>/dev/null | wc -l)
  fuzz/run.sh "$t" "$SECONDS_EACH" </dev/null >"$LOGS/$t.log" 2>&1
  echo "$before" >"$LOGS/$t.before"
}
JOBS="${JOBS:-1}"
for t in "${TARGETS[@]}"; do
  run_one "$t" &
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait
printf '%-6s %12s %8s %8s %10s %9s %s\n' target executions exec/s cov features findings "(new)"
for t in "${TARGETS[@]}"; do
  log="$LOGS/$t.log"
  execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  rate=$(grep -o 'stat::average_exec_per_sec: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  total=$(ls fuzz/out/findings/"$t" 2>/dev/null | wc -l)
  before=$(cat "$LOGS/$t.before" 2>/dev/null || echo 0)
  printf '%-6s %12s %8s %8s %10s %9s %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" \
    "$total" "($((total - before)))"
  grep -m1 -E 'ERROR: libFuzzer|fuzz finding|Fatal error' "$log" | sed 's/^/       /'
done
