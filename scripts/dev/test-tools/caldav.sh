#!/usr/bin/env bash
# Install hook for the CalDAV sync tests (scripts/suites/caldav.sh): two real servers
# (Radicale, xandikos), python caldav (the independent client used as the oracle) and
# vdirsyncer (the peer). Idempotent: installs only what is missing.
set -euo pipefail
missing=()
python3 -c 'import radicale' 2>/dev/null || missing+=(radicale)
python3 -c 'import xandikos' 2>/dev/null || missing+=(xandikos)
python3 -c 'import caldav' 2>/dev/null || missing+=(caldav)
command -v vdirsyncer >/dev/null 2>&1 || python3 -c 'import vdirsyncer' 2>/dev/null \
  || missing+=(vdirsyncer)
if ((${#missing[@]})); then
  echo "caldav test tools: installing ${missing[*]}"
  python3 -m pip install --quiet "${missing[@]}"
else
  echo "caldav test tools: radicale, xandikos, caldav, vdirsyncer present"
fi
