#!/usr/bin/env bash
# Install hook for scripts/suites/fuzz-smoke.sh: the fuzz targets need the libFuzzer
# runtime of the Swift toolchain (swiftc -sanitize=fuzzer). The Swift toolchain ships
# it (usr/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a); a toolchain without it cannot
# link the targets, and no Debian package can supply it to swiftc, so say so plainly.
set -euo pipefail
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
resource=$(swiftc -print-target-info 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])' 2>/dev/null || true)
for dir in "$resource/clang/lib/linux" "$(dirname "$(command -v swiftc)")/../lib/clang"/*/lib/linux; do
  if ls "$dir"/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    echo "fuzz: libFuzzer runtime found in $dir"
    exit 0
  fi
done
echo "fuzz: this Swift toolchain has no libFuzzer runtime (libclang_rt.fuzzer); the fuzz smoke run will fail" >&2
exit 0
