#!/usr/bin/env bash
# Type-checks the SwiftUI views (Sources/AlmanacUI) on Linux against the stub of Apple's
# SwiftUI in ../shared/apple-typecheck, with the iOS 17 deployment target and warnings as
# errors, once as the package builds them and once with Xcode 26's main-actor default
# isolation; then the #Preview bodies (which the stub blanks) as views, the usage examples
# (Examples/SwiftUI: the originals' forms, each importing SwiftUI and AlmanacUI) and every
# example of docs/swiftui.md against AlmanacUI as a separate module. Nothing here runs them.
#
# Environment: APPLE_TYPECHECK overrides the typecheck script's location.
set -euo pipefail
cd "$(dirname "$0")/../../.."
source scripts/suites/apple/typecheck-common.sh

build_engine
files=(Sources/AlmanacUI/*.swift)
check "AlmanacUI (${#files[@]} files)" "${files[@]}"

# Each #Preview body becomes a View struct; its `@Previewable @State` lines, the struct's state.
count="$(python3 - "$work/PreviewBodies.swift" "${files[@]}" <<'PY'
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
check "the $count #Preview bodies (the stub blanks them), as views" \
  "${files[@]}" "$work/PreviewBodies.swift"

emit_module AlmanacUI "${files[@]}"
examples=(Examples/SwiftUI/*.swift)
check_as_user "Examples/SwiftUI (${#examples[@]} files, importing AlmanacUI)" "${examples[@]}"

mapfile -t docs < <(doc_examples docs/swiftui.md)
for example in "${docs[@]}"; do
  check_as_user "docs/swiftui.md $(head -1 "$example" | cut -c4-)" "$example"
done

echo "typecheck-ui: ok"
