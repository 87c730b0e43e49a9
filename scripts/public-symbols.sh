#!/usr/bin/env bash
# Counts the public symbols of a module of this package (default: the engine, Almanac), as
# swift-symbolgraph-extract sees them: every public declaration, members of extensions of
# other modules' types included, synthesized members (protocol default implementations,
# inherited members) not. `package` and internal declarations do not count.
#
#   scripts/public-symbols.sh [MODULE ...]        prints `MODULE: N public symbols` and kinds
#   PUBLIC_SYMBOLS_LIST=1 scripts/public-symbols.sh Almanac   also lists every symbol
#
# It builds the module in debug (swift build --target MODULE) and reads its .swiftmodule.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(Almanac)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for module in "${modules[@]}"; do
  swift build --target "$module" >/dev/null
  mkdir -p "$out/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" -I Sources/AlmanacSystem/include \
    -minimum-access-level public -skip-synthesized-members -output-dir "$out/$module" >/dev/null
  python3 - "$module" "$out/$module" <<'PY'
import collections, glob, json, os, sys
module, folder = sys.argv[1], sys.argv[2]
symbols = {}
for path in glob.glob(os.path.join(folder, "*.symbols.json")):
    with open(path) as f:
        for s in json.load(f)["symbols"]:
            if s["accessLevel"] == "public":
                symbols[s["identifier"]["precise"]] = s
kinds = collections.Counter(s["kind"]["displayName"] for s in symbols.values())
print(f"{module}: {len(symbols)} public symbols")
for kind, count in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {kind}: {count}")
if os.environ.get("PUBLIC_SYMBOLS_LIST"):
    for s in sorted(symbols.values(), key=lambda s: ".".join(s["pathComponents"])):
        print("  " + ".".join(s["pathComponents"]) + "  (" + s["kind"]["displayName"] + ")")
PY
done
