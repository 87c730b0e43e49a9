#!/usr/bin/env bash
# Type-checks the SwiftUI views (Sources/AlmanacUI) on Linux against the stub of Apple's
# SwiftUI in shared/apple-typecheck: nothing here runs them. Two passes, both with warnings
# as errors: Swift 6 as a package builds it, and with Xcode 26's main-actor default isolation.
# The #Preview bodies, which the stub blanks, are checked as views.
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

if command -v python3 >/dev/null; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  # Each #Preview body becomes a View struct; its `@Previewable @State` lines, the struct's state.
  count="$(python3 - "$scratch/PreviewBodies.swift" "${files[@]}" <<'PY'
import re
import sys

out = ["import Almanac", "import Foundation", "import SwiftUI", ""]
count = 0
for path in sys.argv[2:]:
    text = open(path, encoding="utf-8").read()
    for match in re.finditer(r'^( *)#Preview(?:\("[^"]*"\))? \{\n(.*?)\n\1\}\n', text, re.S | re.M):
        count += 1
        states, lines = [], []
        for line in match.group(2).split("\n"):
            state = re.match(r"\s*@Previewable (@State .*)", line)
            (states if state else lines).append("  " + state.group(1) if state else line)
        out += [f"// {path}", f"struct PreviewBody{count}: View {{", *states]
        out += ["  var body: some View {", *lines, "  }", "}", ""]
open(sys.argv[1], "w", encoding="utf-8").write("\n".join(out))
print(count)
PY
)"
  echo "== type-check the $count #Preview bodies (the stub blanks them) as views"
  "$typecheck" --engine-modules "$modules" --swiftc-flag -warnings-as-errors \
    "${files[@]}" "$scratch/PreviewBodies.swift"
else
  echo "== python3 missing: #Preview bodies not checked"
fi

echo "typecheck-ui: ok"
