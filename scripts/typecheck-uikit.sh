#!/usr/bin/env bash
# Type-checks the UIKit face (Sources/AlmanacUIKit) and its example view controller
# (Examples/UIKitExample) against the UIKit stubs in ../shared/apple-typecheck, with warnings
# as errors. The engine is built first with SwiftPM so that `import Almanac` resolves.
#
# Usage: scripts/typecheck-uikit.sh [path/to/apple-typecheck/typecheck]
# Environment: APPLE_TYPECHECK overrides the typecheck script's location.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

typecheck="${1:-${APPLE_TYPECHECK:-}}"
if [[ -z "$typecheck" ]]; then
  for candidate in ../shared/apple-typecheck/typecheck ../../shared/apple-typecheck/typecheck \
    /work/shared/apple-typecheck/typecheck; do
    if [[ -x "$candidate" ]]; then typecheck="$candidate"; break; fi
  done
fi
if [[ -z "$typecheck" || ! -x "$typecheck" ]]; then
  echo "typecheck-uikit: apple-typecheck not found (pass its path or set APPLE_TYPECHECK)" >&2
  exit 2
fi

echo "== engine (swift build --target Almanac)"
swift build --target Almanac
modules="$(swift build --target Almanac --show-bin-path)/Modules"

flags=(--engine-modules "$modules" --swiftc-flag -warnings-as-errors)

echo "== AlmanacUIKit"
"$typecheck" "${flags[@]}" Sources/AlmanacUIKit/*.swift

echo "== AlmanacUIKit under main-actor default isolation (Xcode 26 app targets)"
"$typecheck" "${flags[@]}" --swiftc-flag -default-isolation --swiftc-flag MainActor \
  Sources/AlmanacUIKit/*.swift

echo "== UIKitExample against AlmanacUIKit as a separate module (public API only)"
# typecheck only type-checks; to check the example across a module boundary, emit
# AlmanacUIKit's .swiftmodule with the same stubs and prepared sources (the stubs' cache holds
# the source preparer), then check the example with `import AlmanacUIKit`.
cache="$("$typecheck" --print-cache)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prepared=()
for f in Sources/AlmanacUIKit/*.swift; do
  "$cache/bin/prepare-source" --objc "$f" "$work/$(basename "$f")"
  prepared+=("$work/$(basename "$f")")
done
mkdir -p "$work/modules"
swiftc -emit-module -module-name AlmanacUIKit -swift-version 6 -parse-as-library \
  -warnings-as-errors -I "$cache/modules" -I "$modules" -module-cache-path "$cache/module-cache" \
  -emit-module-path "$work/modules/AlmanacUIKit.swiftmodule" "${prepared[@]}"
echo "== AlmanacUIKit SIL diagnostics (what -typecheck skips)"
# `swiftc -typecheck` stops before SIL, so definite initialisation ("property not initialized
# at super.init call", "used before being initialized") and Swift 6 region-based isolation
# ("sending 'x' risks causing data races") are never reported by it. Generating SIL runs
# those mandatory passes.
sil=(swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -parse-as-library -warnings-as-errors
  -I "$cache/modules" -I "$modules" -module-cache-path "$cache/module-cache")
"${sil[@]}" -module-name AlmanacUIKit "${prepared[@]}"

# The emitted module goes first: SwiftPM's Modules folder holds the (empty on Linux)
# AlmanacUIKit.swiftmodule of a full `swift build`.
"$typecheck" --engine-modules "$work/modules" "${flags[@]}" Examples/UIKitExample/*.swift

echo "== UIKitExample SIL diagnostics"
example=()
mkdir -p "$work/example"
for f in Examples/UIKitExample/*.swift; do
  "$cache/bin/prepare-source" --objc "$f" "$work/example/$(basename "$f")"
  example+=("$work/example/$(basename "$f")")
done
swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -parse-as-library -warnings-as-errors \
  -I "$cache/modules" -I "$work/modules" -I "$modules" -module-cache-path "$cache/module-cache" \
  -module-name UIKitExample "${example[@]}"

echo "typecheck-uikit: OK"
