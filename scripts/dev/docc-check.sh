#!/usr/bin/env bash
# Builds the DocC documentation of every library module and fails on any docc warning: a
# ``link`` to a symbol that does not exist or is ambiguous, a parameter documented that the
# function lacks, a malformed directive. The toolchain's docc, no plugin: SwiftPM dumps the
# public symbol graphs, then `docc convert --warnings-as-errors` runs module by module in
# dependency order, each resolving ``/Almanac/Day``-style links (a leading slash and the
# module's name) against the archives of the modules it imports.
#
# The Apple faces (AlmanacUI, AlmanacUIKit, AlmanacEventKit) compile to nothing on Linux: their
# symbol graphs come from compiling them against ../shared/apple-typecheck's stubs, as the
# type-checks do (scripts/suites/apple/typecheck-common.sh); without the stubs they are skipped,
# and said so.
#
# Usage: scripts/dev/docc-check.sh [--keep DIR]   (--keep writes the .doccarchive folders to DIR)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

# The archives are some 25,000 small files: in memory (/dev/shm) when there is one, they are
# written and removed in seconds instead of a minute.
scratch=/tmp
[[ -d /dev/shm && -w /dev/shm ]] && scratch=/dev/shm
work="$(mktemp -d "$scratch/docc-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
out="$work/archives"
if [[ "${1:-}" == "--keep" && -n "${2:-}" ]]; then
  out="$2"
fi
mkdir -p "$out" "$work/graphs"

echo "== symbol graphs (swift package dump-symbol-graph, public symbols)"
# The dump fails on SwiftPM's own test-discovery modules (AlmanacPackageTests: "Couldn't load
# module"), which have no documentation; so its status is not used, but every module converted
# below must have a fresh graph (the folder is emptied first).
log="$work/dump.log"
dumped="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$dumped"
swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true

# module:dependencies, each dependency converted before the modules that import it.
modules=(
  "Almanac:"
  "AlmanacICS:Almanac"
  "AlmanacStore:Almanac AlmanacICS"
  "AlmanacCalDAV:Almanac AlmanacICS AlmanacStore"
  "AlmanacTerminal:Almanac"
  "AlmanacHTML:Almanac"
)
for entry in "${modules[@]}"; do
  module="${entry%%:*}"
  if [[ ! -f "$dumped/$module.symbols.json" ]]; then
    cat "$log" >&2
    echo "docc-check: no symbol graph for $module (the dump's output is above)" >&2
    exit 1
  fi
  mkdir -p "$work/graphs/$module"
  cp "$dumped/$module.symbols.json" "$work/graphs/$module/"
  cp "$dumped/$module@"*.symbols.json "$work/graphs/$module/" 2>/dev/null || true
done

typecheck_found=no
for candidate in "${APPLE_TYPECHECK:-}" ../shared/apple-typecheck/typecheck \
  ../../shared/apple-typecheck/typecheck; do
  [[ -n "$candidate" && -x "$candidate" ]] && typecheck_found=yes
done
if [[ $typecheck_found == yes ]]; then
  echo "== symbol graphs of the Apple faces (compiled against apple-typecheck's stubs)"
  (
    export SYMBOL_GRAPH_DIR="$work/graphs"
    source scripts/suites/apple/typecheck-common.sh
    build_engine >/dev/null
    emit_module AlmanacUI Sources/AlmanacUI/*.swift
    emit_module AlmanacUIKit Sources/AlmanacUIKit/*.swift
    emit_module AlmanacEventKit Sources/AlmanacEventKit/*.swift
  )
  modules+=(
    "AlmanacUI:Almanac"
    "AlmanacUIKit:Almanac"
    "AlmanacEventKit:Almanac AlmanacUI AlmanacUIKit"
  )
else
  echo "== Apple faces skipped: no ../shared/apple-typecheck (set APPLE_TYPECHECK to check them)"
fi

failed=0
for entry in "${modules[@]}"; do
  module="${entry%%:*}"
  dependencies=()
  for dependency in ${entry#*:}; do
    dependencies+=(--dependency "$out/$dependency.doccarchive")
  done
  echo "== docc convert $module"
  if ! docc convert --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.almanac.$module" \
    --fallback-default-module-kind "Framework" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --output-dir "$out/$module.doccarchive" --warnings-as-errors >"$work/$module.log" 2>&1
  then
    # The Apple faces were compiled from prepared copies (same line numbers): name the sources.
    sed -E 's#[^ ]*/src/(AlmanacUI|AlmanacUIKit|AlmanacEventKit)/#Sources/\1/#' \
      "$work/$module.log" >&2
    failed=1
  fi
done
if [[ $failed != 0 ]]; then
  echo "docc-check: docc reported problems (above)" >&2
  exit 1
fi
echo "docc-check: ok (${#modules[@]} modules, no warnings)"
