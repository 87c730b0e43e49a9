#!/usr/bin/env bash
# Type-checks AlmanacEventKit (Sources/AlmanacEventKit) against the EventKit, UIKit and SwiftUI
# stubs in ../shared/apple-typecheck, with AlmanacUI and AlmanacUIKit emitted as modules, the
# iOS 17 deployment target and warnings as errors (and the main-actor default-isolation pass);
# then its SIL diagnostics (region-based isolation: EKEventStore is not Sendable) and the usage
# examples in Examples/EventKit against it as a module. The mapping of EventKit's events to the
# engine's is tested on Linux (Tests/AlmanacTests/Events/EventRecordMappingTests.swift).
#
# Environment: APPLE_TYPECHECK overrides the typecheck script's location.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source scripts/suites/apple/typecheck-common.sh

build_engine
emit_module AlmanacUI Sources/AlmanacUI/*.swift
emit_module AlmanacUIKit Sources/AlmanacUIKit/*.swift
files=(Sources/AlmanacEventKit/*.swift)
check "AlmanacEventKit (${#files[@]} files)" "${files[@]}"

echo "== AlmanacEventKit SIL diagnostics (definite initialisation, region-based isolation)"
prepared=()
mkdir -p "$work/sil"
for file in "${files[@]}"; do
  "$cache/bin/prepare-source" --objc "$file" "$work/sil/$(basename "$file")"
  prepared+=("$work/sil/$(basename "$file")")
done
swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -parse-as-library -warnings-as-errors \
  -package-name "$package_name" -I "$work/modules" -I "$cache/modules" -I "$engine_modules" -I "$system_include" \
  -module-cache-path "$cache/module-cache" -module-name AlmanacEventKit "${prepared[@]}"

emit_module AlmanacEventKit "${files[@]}"
examples=(Examples/EventKit/*.swift)
check_as_user "Examples/EventKit (${#examples[@]} files, importing AlmanacEventKit)" "${examples[@]}"

echo "typecheck-eventkit: OK"
