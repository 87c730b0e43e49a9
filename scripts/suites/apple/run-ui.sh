#!/usr/bin/env bash
# Runs the SwiftUI views (Sources/AlmanacUI) on Linux: every program in
# Tests/AlmanacUIRunTests is compiled with the views against the executable stub of Apple's
# SwiftUI in ../shared/apple-typecheck (`run`, its README's "Running views") and executed;
# each program taps, types and reads VoiceOver's text through the stub's host and exits
# non-zero when a check fails. Tests/AlmanacUIRunTests/Support is compiled into every program,
# and so is each file a program names on a `// run-ui-with: FILE` line (an example app).
# The views are type-checked by scripts/suites/apple/typecheck-ui.sh, so `run` skips its own
# type-check.
#
# Prints one line per program and a closing `N passed, N failed`; exits 1 when any program
# fails. Without apple-typecheck (../shared, ../../shared for a checkout one folder deeper, or
# $APPLE_TYPECHECK, the typecheck script or its folder) it says so and exits 0: the runs need
# the stub.
#
# Usage: scripts/suites/apple/run-ui.sh [PROGRAM.swift...]   (default: every program)
set -euo pipefail
cd "$(dirname "$0")/../../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

# The run script: next to the typecheck script that scripts/suites/apple/typecheck-common.sh's
# find_typecheck would take.
find_run() {
  local candidate
  for candidate in "${APPLE_TYPECHECK:-}" ../shared/apple-typecheck/typecheck \
    ../../shared/apple-typecheck/typecheck; do
    [[ -n "$candidate" ]] || continue
    [[ -d "$candidate" ]] && candidate="$candidate/typecheck"
    if [[ -x "$candidate" && -x "$(dirname "$candidate")/run" ]]; then
      echo "$(dirname "$candidate")/run"
      return 0
    fi
  done
  return 1
}

run="$(find_run)" || {
  echo "run-ui: apple-typecheck not found (clone it to ../shared or set APPLE_TYPECHECK);" \
    "the SwiftUI run tests were skipped"
  exit 0
}

if [[ $# -gt 0 ]]; then
  programs=("$@")
else
  programs=(Tests/AlmanacUIRunTests/*.swift)
fi
support=(Tests/AlmanacUIRunTests/Support/*.swift)

# SwiftPM's package identity (the root folder's name in lower case): the views use the engine's
# `package` declarations, as SwiftPM compiles them.
package_name="$(basename "$PWD" | tr '[:upper:]' '[:lower:]')"

echo "== engine (swift build --target AlmanacUISupport, which builds Almanac)"
swift build --target AlmanacUISupport >/dev/null
bin="$(swift build --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# `run` links every library module it finds next to the modules it is given: give it only
# the modules AlmanacUI imports (the engine, its primitives and the faces' AlmanacUISupport),
# so that other targets' objects (stale, or built for tests) stay out of the programs. Of each
# module's objects, only those of its current sources: an incremental build keeps the object
# of a source file that was deleted, which would be linked in and fail.
modules="$work/engine/Modules"
mkdir -p "$modules"
for module in Almanac AlmanacPrimitives AlmanacUISupport; do
  ln -s "$bin/Modules/$module.swiftmodule" "$modules/$module.swiftmodule"
  mkdir -p "$work/engine/$module.build"
  # A look-up table, not `printf | grep -q`: under pipefail, grep leaving at the first match
  # would make printf's next write fail and skip a current object now and then.
  declare -A sources=()
  while IFS= read -r source; do sources["$source"]=1; done \
    < <(find "Sources/$module" -name '*.swift' -printf '%f\n')
  for object in "$bin/$module.build"/*.o; do
    file="$(basename "$object" .o)"
    if [[ $file == *.swift && -z ${sources["$file"]:-} ]]; then
      continue
    fi
    ln -s "$object" "$work/engine/$module.build/"
  done
done
passed=0
failed=0
for program in "${programs[@]}"; do
  name="$(basename "$program" .swift)"
  echo "== $program"
  # With several test files, `run` takes the one named main.swift as the program.
  mkdir -p "$work/$name"
  cp "$program" "$work/$name/main.swift"
  mapfile -t with < <(sed -n 's|^// run-ui-with: ||p' "$program")
  if "$run" --no-typecheck --engine-modules "$modules" \
    --engine-modules "$PWD/Sources/AlmanacSystem/include" --module-name AlmanacUI \
    --swiftc-flag -package-name --swiftc-flag "$package_name" \
    Sources/AlmanacUI/*.swift -- "${support[@]}" "${with[@]}" "$work/$name/main.swift"; then
    passed=$((passed + 1))
  else
    echo "run-ui: $program failed"
    failed=$((failed + 1))
  fi
done
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
