#!/usr/bin/env bash
# The web face's figures in one run: the time to write a whole page (the release build's
# `AlmanacBenchmarks htmlPages`), then in headless chromium the page weight, the script's size
# and the load times of 2- and 12-month pages in the Gregorian, Hebrew and Persian calendars
# beside jQuery UI's datepicker (scripts/bench/html/measure.py). Needs the browser tools
# (scripts/dev/test-tools/browser.sh); installs Debian's libjs-jquery-ui, the peer, when missing.
# Arguments go to measure.py (--runs N).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
if [[ ! -f /usr/share/javascript/jquery-ui/ui/widgets/datepicker.min.js ]]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    libjs-jquery-ui libjs-jquery >/dev/null
fi
swift build -c release --product AlmanacBenchmarks >/dev/null
swift build -c release --product almanac >/dev/null
.build/release/AlmanacBenchmarks htmlPages
python3 scripts/bench/html/measure.py --almanac .build/release/almanac "$@"
