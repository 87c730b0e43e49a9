#!/usr/bin/env bash
# Counts the public symbols of a module of this package (default: the engine, Almanac), as
# swift-symbolgraph-extract sees them: every public declaration, members of extensions of
# other modules' types included, synthesized members (protocol default implementations,
# inherited members) not. `package` and internal declarations do not count.
#
#   scripts/dev/public-symbols.sh [MODULE ...]        prints `MODULE: N public symbols` and kinds
#   PUBLIC_SYMBOLS_LIST=1 scripts/dev/public-symbols.sh Almanac   also lists every symbol
#   scripts/dev/public-symbols.sh --check             compares every module of
#                                                 scripts/dev/public-symbols.budget with its count
#
# The budget holds the public surface: `--check` (in CI) fails when a module's count differs
# from the budget's, so a new public declaration lands only with the budget raised in the same
# commit, and a removed one lowers it. The modules are those built on Linux; AlmanacUI,
# AlmanacUIKit and AlmanacEventKit compile to nothing here and are not counted.
#
# It builds the module in debug (swift build --target MODULE) and reads its .swiftmodule.
set -euo pipefail
cd "$(dirname "$0")/../.."
budget_file=scripts/dev/public-symbols.budget
check=0
modules=()
for argument in "$@"; do
  case "$argument" in
    --check) check=1 ;;
    -*) echo "public-symbols: unknown option $argument" >&2; exit 64 ;;
    *) modules+=("$argument") ;;
  esac
done
if [[ $check -eq 1 ]]; then
  mapfile -t modules < <(awk '!/^#/ && NF == 2 { print $1 }' "$budget_file")
fi
[ ${#modules[@]} -gt 0 ] || modules=(Almanac)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for module in "${modules[@]}"; do
  swift build --target "$module" >/dev/null
  mkdir -p "$out/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" -I Sources/AlmanacSystem/include \
    -minimum-access-level public -skip-synthesized-members -output-dir "$out/$module" >/dev/null
  budget=""
  if [[ $check -eq 1 ]]; then
    budget=$(awk -v m="$module" '$1 == m { print $2 }' "$budget_file")
  fi
  python3 - "$module" "$out/$module" "$budget" <<'PY' || status=1
import collections, glob, json, os, sys
module, folder, budget = sys.argv[1], sys.argv[2], sys.argv[3]
symbols = {}
for path in glob.glob(os.path.join(folder, "*.symbols.json")):
    with open(path) as f:
        for s in json.load(f)["symbols"]:
            if s["accessLevel"] == "public":
                symbols[s["identifier"]["precise"]] = s
if budget:
    allowed = int(budget)
    if len(symbols) == allowed:
        print(f"{module}: {len(symbols)} public symbols, as budgeted")
        sys.exit(0)
    way = "more" if len(symbols) > allowed else "fewer"
    print(f"{module}: {len(symbols)} public symbols, {abs(len(symbols) - allowed)} {way} than "
          f"the {allowed} of scripts/dev/public-symbols.budget: make a declaration `public` only if "
          f"a user of {module} calls it, and change the budget in the same commit "
          f"(PUBLIC_SYMBOLS_LIST=1 scripts/dev/public-symbols.sh {module} lists them)", file=sys.stderr)
    sys.exit(1)
kinds = collections.Counter(s["kind"]["displayName"] for s in symbols.values())
print(f"{module}: {len(symbols)} public symbols")
for kind, count in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {kind}: {count}")
if os.environ.get("PUBLIC_SYMBOLS_LIST"):
    for s in sorted(symbols.values(), key=lambda s: ".".join(s["pathComponents"])):
        print("  " + ".".join(s["pathComponents"]) + "  (" + s["kind"]["displayName"] + ")")
PY
done
exit $status
