#!/usr/bin/env bash
# Builds the AlmanacCalDAV libFuzzer target (servers' XML answers, status lines, Digest
# challenges, calendar data) and runs it for SECONDS (default 60).
#   fuzz/run-caldav.sh 300
# Crashes land in fuzz/out-caldav/ (crash-*); the corpus in fuzz/out-caldav/corpus. Linked by
# hand as fuzz/run.sh does (a SwiftPM executable with -sanitize=fuzzer runs its own main).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
SECONDS_TO_RUN="${1:-60}"
OUT=fuzz/out-caldav
mkdir -p "$OUT/build" "$OUT/corpus"
FLAGS=(-O -sanitize=fuzzer,address -parse-as-library -wmo -package-name Almanac)

echo "== building the fuzz target"
swiftc "${FLAGS[@]}" -module-name Almanac -emit-module -emit-module-path "$OUT/build/Almanac.swiftmodule" \
  -c $(find Sources/Almanac -name '*.swift' | sort) -o "$OUT/build/Almanac.o"
swiftc "${FLAGS[@]}" -module-name AlmanacICS -I "$OUT/build" -emit-module \
  -emit-module-path "$OUT/build/AlmanacICS.swiftmodule" \
  -c $(find Sources/AlmanacICS -name '*.swift' | sort) -o "$OUT/build/AlmanacICS.o"
swiftc "${FLAGS[@]}" -module-name AlmanacCalDAV -I "$OUT/build" -emit-module \
  -emit-module-path "$OUT/build/AlmanacCalDAV.swiftmodule" \
  -c $(find Sources/AlmanacCalDAV -name '*.swift' | sort) -o "$OUT/build/AlmanacCalDAV.o"
swiftc "${FLAGS[@]}" -module-name CalDAVXMLFuzz -I "$OUT/build" fuzz/CalDAVXMLFuzz.swift \
  "$OUT/build/Almanac.o" "$OUT/build/AlmanacICS.o" "$OUT/build/AlmanacCalDAV.o" \
  -o "$OUT/caldav-fuzz"

echo "== fuzzing for ${SECONDS_TO_RUN}s"
"$OUT/caldav-fuzz" -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=10 \
  -rss_limit_mb=2048 -artifact_prefix="$OUT/" -print_final_stats=1 "$OUT/corpus" \
  fuzz/seeds-caldav
