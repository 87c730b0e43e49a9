#!/usr/bin/env bash
# The CalDAV sync suite: `almanac sync` against Radicale (Basic auth), xandikos and the
# scripted fake server (Digest, 403/412/507, rewrites, sync-token edge cases, hangs), with
# python caldav as the oracle. Needs scripts/test-tools/caldav.sh. ALMANAC_SYNC_SEED fixes
# the random SIGKILL points.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product almanac >/dev/null
export ALMANAC_BIN="$PWD/.build/debug/almanac"
python3 -W ignore scripts/caldav/test_sync.py
