#!/usr/bin/env bash
# Type-checks the UIKit face (Sources/AlmanacUIKit: CalendarView and the SwiftUI
# KDCalendarView around it) against the UIKit and SwiftUI stubs in ../shared/apple-typecheck,
# with the iOS 17 deployment target and warnings as errors, once as the package builds it and
# once with main-actor default isolation; then its examples (Examples/UIKit) and every
# example of docs/uikit.md against AlmanacUIKit as a separate module (public API only).
# Nothing here runs the views.
#
# Usage: scripts/suites/apple/typecheck-uikit.sh
# Environment: APPLE_TYPECHECK overrides the typecheck script's location.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source scripts/suites/apple/typecheck-common.sh

build_engine
faces=(Sources/AlmanacUIKit/*.swift)
check "AlmanacUIKit (${#faces[@]} files)" "${faces[@]}"

echo "== AlmanacUIKit as a module, and its SIL diagnostics (what -typecheck skips)"
emit_module AlmanacUIKit "${faces[@]}"
# `swiftc -typecheck` stops before SIL, so definite initialisation ("property not initialized
# at super.init call") and Swift 6 region-based isolation ("sending 'x' risks causing data
# races") are never reported by it. Generating SIL runs those mandatory passes.
sil() {
  local name="$1"
  shift
  local prepared=() file package=(-package-name "$package_name")
  # Examples are an app's code: outside the package.
  [[ -n "${CHECK_AS_USER:-}" ]] && package=()
  mkdir -p "$work/sil/$name"
  for file in "$@"; do
    "$cache/bin/prepare-source" --objc "$file" "$work/sil/$name/$(basename "$file")"
    prepared+=("$work/sil/$name/$(basename "$file")")
  done
  swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -parse-as-library -warnings-as-errors \
    "${package[@]}" -I "$work/modules" -I "$cache/modules" -I "$engine_modules" -I "$system_include" \
    -module-cache-path "$cache/module-cache" -module-name "$name" "${prepared[@]}"
}
sil AlmanacUIKit "${faces[@]}"

examples=(Examples/UIKit/*.swift)
check_as_user "Examples/UIKit (${#examples[@]} files, importing AlmanacUIKit)" "${examples[@]}"
echo "== Examples/UIKit SIL diagnostics"
CHECK_AS_USER=1 sil UIKitExamples "${examples[@]}"

mapfile -t docs < <(doc_examples docs/uikit.md)
for example in "${docs[@]}"; do
  check_as_user "docs/uikit.md $(head -1 "$example" | cut -c4-)" "$example"
done

echo "typecheck-uikit: OK"
