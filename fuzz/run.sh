#!/usr/bin/env bash
# Builds the AlmanacICS libFuzzer target and runs it for SECONDS (default 60).
#   fuzz/run.sh 300
# Crashes land in fuzz/out/ (crash-*); the growing corpus in fuzz/out/corpus.
# The target is linked by hand: a SwiftPM executable built with -sanitize=fuzzer runs its own
# main instead of libFuzzer's, so the two modules are compiled to objects and linked here.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
SECONDS_TO_RUN="${1:-60}"
OUT=fuzz/out
mkdir -p "$OUT/build" "$OUT/corpus"
FLAGS=(-O -sanitize=fuzzer,address -parse-as-library -wmo)

echo "== building the fuzz target"
swiftc "${FLAGS[@]}" -module-name Almanac -emit-module -emit-module-path "$OUT/build/Almanac.swiftmodule" \
  -c $(find Sources/Almanac -name '*.swift' | sort) -o "$OUT/build/Almanac.o"
swiftc "${FLAGS[@]}" -module-name AlmanacICS -I "$OUT/build" -emit-module \
  -emit-module-path "$OUT/build/AlmanacICS.swiftmodule" \
  -c $(find Sources/AlmanacICS -name '*.swift' | sort) -o "$OUT/build/AlmanacICS.o"
swiftc "${FLAGS[@]}" -module-name ICSFuzz -I "$OUT/build" fuzz/ICSFuzz.swift \
  "$OUT/build/Almanac.o" "$OUT/build/AlmanacICS.o" -o "$OUT/ics-fuzz"

echo "== fuzzing for ${SECONDS_TO_RUN}s"
"$OUT/ics-fuzz" -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$OUT/" -print_final_stats=1 "$OUT/corpus" fuzz/seeds
