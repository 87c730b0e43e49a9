#!/usr/bin/env bash
# Fuzz smoke run (part of scripts/test.sh): builds every fuzz target, so a target can never
# silently stop building, and runs each briefly on its seeds and dictionary; fails on a build
# error or a finding. The targets are those of fuzz/targets.list (fuzz/build.sh fails unless
# each links). Built at -Onone into fuzz/out-smoke (fast to compile; the -O build of long
# runs in fuzz/out is left alone). FUZZ_SMOKE_SECONDS sets the time per target (default 8).
set -euo pipefail
cd "$(dirname "$0")/../.."
export FUZZ_OUT=fuzz/out-smoke
SECONDS_EACH="${FUZZ_SMOKE_SECONDS:-8}"
start=$(date +%s)
fuzz/build.sh -Onone
status=0
while read -r target; do
  log="$FUZZ_OUT/smoke-$target.log"
  # -timeout=60: a slow input fails the smoke run like a crash. Rules that can never match end
  # at once or within one 400-year cycle (docs/decisions/0008-recurrence-walk.md). The slowest
  # units are valid work: a rule with COUNT=310 and an instance every 3.5 years walks 400,000
  # days, 3 s of CPU at -Onone under ASan and up to 28 s of wall time on a loaded 2-core
  # machine; long -O runs keep run.sh's 20 s.
  if fuzz/run.sh "$target" "$SECONDS_EACH" -timeout=60 </dev/null >"$log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}')
    echo "fuzz-smoke $target: ok, $runs executions in ${SECONDS_EACH}s"
  else
    echo "fuzz-smoke $target: FAILED (log: $log)" >&2
    grep -m3 -E 'ERROR|Fatal error|fuzz finding' "$log" >&2 || tail -5 "$log" >&2
    status=1
  fi
done <fuzz/targets.list
echo "fuzz-smoke: $(($(date +%s) - start)) s in all"
exit $status
