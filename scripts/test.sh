#!/usr/bin/env bash
# The test command of the README. Installs what the tests need when it is missing (each
# scripts/dev/test-tools/*.sh is idempotent: it checks before it installs), then runs the Swift
# test suite serially (its end-to-end tests drive the real binary on pseudo-terminals) and
# each suite that needs a server or a browser (scripts/suites/*.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

shopt -s nullglob
for tool in scripts/dev/test-tools/*.sh; do
  echo "== test tools: $(basename "$tool" .sh)"
  bash "$tool"
done

echo "== swift test --no-parallel"
swift test --no-parallel

for suite in scripts/suites/*.sh; do
  echo "== test suite: $(basename "$suite" .sh)"
  bash "$suite"
done
