#!/usr/bin/env bash
# Type-checks the sources of every Swift library target an iOS app or a macOS 14 user may build
# as Xcode builds them for the package's `platforms:` (iOS 17.0), against the stub of Apple's
# Synchronization and the table of the standard library's newer APIs in ../shared/apple-typecheck
# (see its README, "Checking engine sources"): an unguarded `Mutex`, `Atomic`, `InlineArray`,
# `Int128`, span property, … fails it. One target at a time, each with its own module name and
# against its dependencies as SwiftPM built them, warnings as errors. The faces (AlmanacUI,
# AlmanacUIKit, AlmanacEventKit) are checked by the typecheck-ui/uikit/eventkit scripts.
#
# Not covered here: Foundation's own availability (the Linux Foundation has none), and the C
# target AlmanacSystem, whose `__APPLE__` branches only an Apple compiler reads.
#
# Environment: APPLE_TYPECHECK overrides the typecheck script's location.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source scripts/suites/apple/typecheck-common.sh

targets=(AlmanacPrimitives Almanac AlmanacICS AlmanacStore AlmanacCalDAV AlmanacTerminal
  AlmanacHTML AlmanacUISupport AlmanacUIKitSupport)
modules="$(swift build --show-bin-path)/Modules"
for target in "${targets[@]}"; do
  swift build --target "$target" >/dev/null
  mapfile -t files < <(find "Sources/$target" -name '*.swift' | sort)
  echo "== $target (${#files[@]} files): iOS 17.0 deployment target"
  "$typecheck" "${deployment[@]}" --module-name "$target" --package-name "$package_name" \
    --swiftc-flag -warnings-as-errors --engine-modules "$modules" \
    --engine-modules "$system_include" "${files[@]}"
done
echo "typecheck-engine: ok (${#targets[@]} targets)"
