#!/usr/bin/env bash
# The CalDAV sync suite: `almanac sync` against Radicale (Basic auth), xandikos and the
# scripted fake server (Digest, 403/412/507, rewrites, sync-token edge cases, hangs), with
# python caldav as the oracle. Needs scripts/dev/test-tools/caldav.sh. ALMANAC_SYNC_SEED fixes
# the random SIGKILL points.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
swift build --product almanac >/dev/null
export ALMANAC_BIN="$PWD/.build/debug/almanac"
python3 -W ignore scripts/suites/caldav/test_sync.py
# The scripted server's cases (redirects, Digest, hangs, huge bodies, signals) once more through
# URLSession, the transport Apple systems use, instead of libcurl's easy interface.
ALMANAC_HTTP_TRANSPORT=urlsession python3 -W ignore scripts/suites/caldav/test_sync.py FakeServerTests
# Side by side with vdirsyncer on the same server and data: the same vdir contents, and
# taking over vdirsyncer's folder changes nothing (timings at this size are not the figures;
# those come from bench.py --events 2000 on a release build, see docs/performance.md).
python3 -W ignore scripts/bench/caldav-sync.py --events 120 --runs 1
