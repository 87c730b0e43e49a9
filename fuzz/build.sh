#!/usr/bin/env bash
# Builds every libFuzzer target of fuzz/targets.list into fuzz/out/bin (ics, rrule, cli, keys,
# html, caldav), and fails unless each one linked.
#   fuzz/build.sh [-Onone]     (the optimisation level; -O by default)
# The modules are compiled once to objects with -sanitize=fuzzer,address and linked per
# target: a SwiftPM executable built with -sanitize=fuzzer runs its own main instead of
# libFuzzer's, so SwiftPM cannot build these. `package` declarations need -package-name.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
OPT="${1:--O}"
OUT="${FUZZ_OUT:-fuzz/out}"
B="$OUT/build"
mkdir -p "$B" "$OUT/bin"
rm -f "$OUT/bin/"*
SANITIZE="${FUZZ_SANITIZE:-fuzzer,address}"
# FUZZ_COVERAGE=edge: edge counters only, without libFuzzer's comparison tracing, which is more
# than half of the rrule target's time (docs/fuzzing.md, "Coverage"). Unset: -sanitize=fuzzer's own
# set (edges, comparisons, indirect calls, stack depth).
COVERAGE=()
case "${FUZZ_COVERAGE:-}" in
  "") ;;
  edge) COVERAGE=(-sanitize-coverage=edge,pc-table,inline-8bit-counters) ;;
  *) echo "fuzz/build.sh: FUZZ_COVERAGE is edge or unset, not ${FUZZ_COVERAGE}" >&2; exit 64 ;;
esac
FLAGS=("$OPT" -swift-version 6 "-sanitize=$SANITIZE" ${COVERAGE[@]+"${COVERAGE[@]}"} -parse-as-library -wmo
  -package-name almanac -I "$B" -I Sources/AlmanacSystem/include)

# The sanitizer runtime makes gold warn about every ASan symbol it cannot export: noise.
quiet() { grep -v "Cannot export local symbol" >&2 || true; }

module() { # name sources...
  local name=$1
  shift
  swiftc "${FLAGS[@]}" -module-name "$name" -emit-module -emit-module-path "$B/$name.swiftmodule" \
    -c "$@" -o "$B/$name.o"
}

echo "== modules" >&2
module AlmanacPrimitives $(find Sources/AlmanacPrimitives -name '*.swift' | sort)
module Almanac $(find Sources/Almanac -name '*.swift' | sort)
module AlmanacICS $(find Sources/AlmanacICS -name '*.swift' | sort)
module AlmanacStore $(find Sources/AlmanacStore -name '*.swift' | sort)
module AlmanacTerminal $(find Sources/AlmanacTerminal -name '*.swift' | sort)
# The command line also links the web face and the CalDAV client (its html and sync commands).
module AlmanacHTML $(find Sources/AlmanacHTML -name '*.swift' | sort)
module AlmanacCalDAV $(find Sources/AlmanacCalDAV -name '*.swift' | sort)
# The one part of the C target that is not inline: the CalDAV client's libcurl transfer.
clang -O1 -c Sources/AlmanacSystem/HTTPTransfer.c -I Sources/AlmanacSystem/include \
  -o "$B/AlmanacSystem.o"

echo "== targets" >&2
P="$B/AlmanacPrimitives.o"
{
swiftc "${FLAGS[@]}" -module-name ICSFuzz fuzz/targets/ICSFuzz.swift fuzz/targets/Invariants.swift \
  "$P" "$B/Almanac.o" "$B/AlmanacICS.o" -o "$OUT/bin/ics"
swiftc "${FLAGS[@]}" -module-name RRuleFuzz fuzz/targets/RRuleFuzz.swift fuzz/targets/Invariants.swift \
  "$P" "$B/Almanac.o" "$B/AlmanacICS.o" -o "$OUT/bin/rrule"
swiftc "${FLAGS[@]}" -module-name KeyFuzz fuzz/targets/KeyFuzz.swift \
  "$P" "$B/Almanac.o" "$B/AlmanacTerminal.o" -o "$OUT/bin/keys"
swiftc "${FLAGS[@]}" -module-name HTMLQueryFuzz fuzz/targets/HTMLQueryFuzz.swift \
  "$P" "$B/Almanac.o" "$B/AlmanacHTML.o" -o "$OUT/bin/html"
swiftc "${FLAGS[@]}" -module-name CalDAVXMLFuzz fuzz/targets/CalDAVXMLFuzz.swift \
  "$P" "$B/Almanac.o" "$B/AlmanacICS.o" "$B/AlmanacStore.o" "$B/AlmanacCalDAV.o" \
  "$B/AlmanacSystem.o" -o "$OUT/bin/caldav"
# The command line is compiled together with its target (its types are internal), without
# main.swift, the one file that touches the real process.
swiftc "${FLAGS[@]}" -module-name AlmanacCLI fuzz/targets/CLIFuzz.swift \
  $(find Sources/AlmanacCLI -name '*.swift' ! -name main.swift | sort) \
  "$P" "$B/Almanac.o" "$B/AlmanacICS.o" "$B/AlmanacStore.o" "$B/AlmanacTerminal.o" \
  "$B/AlmanacHTML.o" "$B/AlmanacCalDAV.o" "$B/AlmanacSystem.o" -o "$OUT/bin/cli"
} 2>&1 | quiet
missing=()
while read -r target; do
  [ -x "$OUT/bin/$target" ] || missing+=("$target")
done <fuzz/targets.list
if [ ${#missing[@]} -gt 0 ]; then
  echo "fuzz/build.sh: did not link: ${missing[*]}" >&2
  exit 1
fi
# What the binaries were built from, for the run history (fuzz/sweep.sh).
echo "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- Sources fuzz/targets 2>/dev/null || echo +changes) $SANITIZE${FUZZ_COVERAGE:+ coverage=$FUZZ_COVERAGE}" >"$OUT/bin/BUILD"
echo "== built: $(ls "$OUT/bin" | tr '\n' ' ')" >&2
