# Shared by the Apple checks beside it (typecheck-engine.sh, typecheck-ui.sh, typecheck-uikit.sh,
# typecheck-eventkit.sh) and scripts/dev/docc-check.sh (sourced, not run): finds
# ../shared/apple-typecheck, builds the engine modules with SwiftPM, and emits the Apple faces as
# modules so that examples are checked across the module boundary, as an app that imports the
# package sees them.
#
# Every check runs with --deployment-target iOS:17.0 (the package's `platforms:`): an API newer
# than iOS 17 outside `if #available` fails it.

command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

# The typecheck script: $APPLE_TYPECHECK, else ../shared (beside the checkout) or ../../shared
# (beside a checkout one folder deeper). Prints nothing and returns 1 when there is none.
find_typecheck() {
  local candidate
  for candidate in "${APPLE_TYPECHECK:-}" ../shared/apple-typecheck/typecheck \
    ../../shared/apple-typecheck/typecheck; do
    if [[ -n "$candidate" && -x "$candidate" ]]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

typecheck="$(find_typecheck)" || {
  echo "$(basename "$0"): apple-typecheck not found (clone it to ../shared or set APPLE_TYPECHECK)" >&2
  exit 2
}
deployment=(--deployment-target iOS:17.0)
cache="$("$typecheck" --print-cache)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/modules"

# emit_module reads the stubs and prepare-source from typecheck's cache, which typecheck's own
# runs build (the first one on a machine) and rebuild when the stubs change: one run on an
# empty file makes sure the cache is there and current (a second or two once it is).
echo "let cacheWarmUp = 0" >"$work/warm-up.swift"
"$typecheck" "$work/warm-up.swift" >/dev/null || {
  echo "$(basename "$0"): apple-typecheck could not build its stubs (see above)" >&2
  exit 1
}

# SwiftPM's package name, which `package` declarations (AlmanacUIKitSupport) are visible to:
# the package identity, the root folder's name in lower case.
package_name="$(basename "$PWD" | tr '[:upper:]' '[:lower:]')"

# The C target's module map (its header is all the modules that import it need): the engine's
# prebuilt modules import AlmanacSystem through AlmanacPrimitives.
system_include="$PWD/Sources/AlmanacSystem/include"

# Builds the engine targets the faces import (empty Apple modules come with them on Linux).
build_engine() {
  echo "== engine (swift build --target AlmanacUIKitSupport: Almanac and AlmanacUISupport too)"
  swift build --target AlmanacUIKitSupport >/dev/null
  engine_modules="$(swift build --show-bin-path)/Modules"
}

# emit_module NAME FILE...: prepares the files as typecheck does and emits NAME.swiftmodule
# into $work/modules (first on the search path, ahead of SwiftPM's empty Linux modules). With
# SYMBOL_GRAPH_DIR set, also the module's public symbol graph into $SYMBOL_GRAPH_DIR/NAME (for
# scripts/dev/docc-check.sh).
emit_module() {
  local name="$1"
  shift
  local prepared=() file graphs=()
  if [[ -n "${SYMBOL_GRAPH_DIR:-}" ]]; then
    mkdir -p "$SYMBOL_GRAPH_DIR/$name"
    graphs=(-emit-symbol-graph -emit-symbol-graph-dir "$SYMBOL_GRAPH_DIR/$name"
      -symbol-graph-minimum-access-level public)
  fi
  mkdir -p "$work/src/$name"
  for file in "$@"; do
    "$cache/bin/prepare-source" --objc "$file" "$work/src/$name/$(basename "$file")"
    prepared+=("$work/src/$name/$(basename "$file")")
  done
  local plugins=()
  if [[ -f "$cache/plugins/libSwiftUIMacros.so" ]]; then
    plugins=(-load-plugin-library "$cache/plugins/libSwiftUIMacros.so")  # @Entry
  fi
  swiftc -emit-module -module-name "$name" -swift-version 6 -parse-as-library "${plugins[@]}" \
    -package-name "$package_name" -warnings-as-errors -I "$work/modules" -I "$cache/modules" \
    -I "$engine_modules" -I "$system_include" -module-cache-path "$cache/module-cache" \
    -emit-module-path "$work/modules/$name.swiftmodule" "${graphs[@]}" "${prepared[@]}"
}

# check LABEL FILE...: the iOS 17 check and the main-actor default-isolation pass, warnings as
# errors, against the emitted faces and the engine.
check() {
  local label="$1"
  shift
  local flags=(--engine-modules "$work/modules" --engine-modules "$engine_modules"
    --engine-modules "$system_include" --swiftc-flag -warnings-as-errors "${deployment[@]}")
  if [[ -z "${CHECK_AS_USER:-}" ]]; then
    flags+=(--swiftc-flag -package-name --swiftc-flag "$package_name")
  fi
  echo "== $label: iOS 17.0 deployment target"
  "$typecheck" "${flags[@]}" "$@"
  echo "== $label: again with -default-isolation MainActor (Xcode 26 app targets)"
  "$typecheck" "${flags[@]}" --swiftc-flag -default-isolation --swiftc-flag MainActor "$@"
}

# doc_examples DOC: writes every ```swift block of DOC to its own file under $work/docs/DOC
# and prints the paths. Each block is a whole file (imports included), as a user would paste
# it; a block that is only a fragment is marked ```swift fragment and skipped.
doc_examples() {
  local doc="$1" dir="$work/docs/$(basename "$1" .md)"
  mkdir -p "$dir"
  python3 - "$doc" "$dir" <<'PY'
import re
import sys

doc, out = sys.argv[1], sys.argv[2]
text = open(doc, encoding="utf-8").read()
for count, match in enumerate(re.finditer(r"^```swift\n(.*?)^```$", text, re.S | re.M), 1):
    path = f"{out}/Example{count}.swift"
    line = text.count("\n", 0, match.start()) + 2
    open(path, "w", encoding="utf-8").write(f"// {doc}:{line}\n" + match.group(1))
    print(path)
PY
}

# check_as_user LABEL FILE...: as `check`, but from outside the package, as an app that imports
# the library sees it: only `public` declarations, so an example or a documentation block that
# uses a `package` one fails here.
check_as_user() {
  CHECK_AS_USER=1 check "$@"
}
