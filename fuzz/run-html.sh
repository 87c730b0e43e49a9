#!/usr/bin/env bash
# Builds the AlmanacHTML query libFuzzer target and runs it for SECONDS (default 60).
#   fuzz/run-html.sh 300
# Crashes land in fuzz/out-html/ (crash-*); the corpus in fuzz/out-html/corpus. Linked by hand
# as fuzz/run.sh does (a SwiftPM executable with -sanitize=fuzzer runs its own main).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
SECONDS_TO_RUN="${1:-60}"
OUT=fuzz/out-html
mkdir -p "$OUT/build" "$OUT/corpus"
FLAGS=(-O -sanitize=fuzzer,address -parse-as-library -wmo -package-name Almanac)

echo "== building the fuzz target"
swiftc "${FLAGS[@]}" -module-name Almanac -emit-module -emit-module-path "$OUT/build/Almanac.swiftmodule" \
  -c $(find Sources/Almanac -name '*.swift' | sort) -o "$OUT/build/Almanac.o"
swiftc "${FLAGS[@]}" -module-name AlmanacHTML -I "$OUT/build" -emit-module \
  -emit-module-path "$OUT/build/AlmanacHTML.swiftmodule" \
  -c $(find Sources/AlmanacHTML -name '*.swift' | sort) -o "$OUT/build/AlmanacHTML.o"
swiftc "${FLAGS[@]}" -module-name HTMLQueryFuzz -I "$OUT/build" fuzz/HTMLQueryFuzz.swift \
  "$OUT/build/Almanac.o" "$OUT/build/AlmanacHTML.o" -o "$OUT/html-query-fuzz"

echo "== fuzzing for ${SECONDS_TO_RUN}s"
"$OUT/html-query-fuzz" -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -timeout=10 \
  -rss_limit_mb=2048 -artifact_prefix="$OUT/" -print_final_stats=1 "$OUT/corpus" fuzz/seeds-html
