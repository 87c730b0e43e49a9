#!/usr/bin/env bash
# Install hook for the AlmanacICS tests that check what we write against python icalendar
# (RFC 6868 parameter escapes, generated VTIMEZONEs). Idempotent: installs only what is missing.
set -euo pipefail
if python3 -c 'import icalendar, sys; sys.exit(int(icalendar.__version__.split(".")[0]) < 6)' \
  2>/dev/null; then
  echo "icalendar test tool: python icalendar present"
else
  echo "icalendar test tool: installing icalendar"
  python3 -m pip install --quiet 'icalendar>=6'
fi
