#!/usr/bin/env bash
# Type-checks the SwiftUI views (Sources/AlmanacUI) on Linux against the stub of Apple's
# SwiftUI in shared/apple-typecheck: nothing here runs them. Two passes, both with warnings
# as errors: Swift 6 as a package builds it, and with Xcode 26's main-actor default isolation.
# The stub is found through $APPLE_TYPECHECK, else ../shared or ../../shared from the root.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

typecheck="${APPLE_TYPECHECK:-}"
if [[ -z "$typecheck" ]]; then
  for candidate in ../shared/apple-typecheck/typecheck ../../shared/apple-typecheck/typecheck; do
    if [[ -x "$candidate" ]]; then typecheck="$candidate"; break; fi
  done
fi
if [[ -z "$typecheck" || ! -x "$typecheck" ]]; then
  echo "typecheck-ui: apple-typecheck not found; set APPLE_TYPECHECK" >&2
  exit 2
fi

echo "== build the engine module (AlmanacUI builds empty on Linux)"
swift build --target AlmanacUI

files=(Sources/AlmanacUI/*.swift)
modules=.build/debug/Modules

echo "== type-check ${#files[@]} files of Sources/AlmanacUI (Swift 6, warnings as errors)"
"$typecheck" --engine-modules "$modules" --swiftc-flag -warnings-as-errors "${files[@]}"

echo "== type-check again with -default-isolation MainActor"
"$typecheck" --engine-modules "$modules" --swiftc-flag -warnings-as-errors \
  --swiftc-flag -default-isolation --swiftc-flag MainActor "${files[@]}"

echo "typecheck-ui: ok"
