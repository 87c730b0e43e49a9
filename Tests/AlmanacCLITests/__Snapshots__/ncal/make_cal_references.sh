#!/bin/sh
# Writes cal.txt: Debian's cal (ncal 12.1.8 called as cal, BSD cal's layout) byte for byte,
# trailing spaces kept. Each section is headed `=== CAL ARGUMENTS`; the tests (CalLinkTests,
# in NcalTests.swift) run almanac called as cal with the same arguments and expect the same
# bytes. `-d YYYY-MM` stands in for today where the arguments name no month.
# Run from this folder:  sh make_cal_references.sh   (needs `apt-get install ncal`)
set -eu
while read -r arguments; do
  [ -n "$arguments" ] || continue
  printf '=== %s\n' "$arguments"
  # shellcheck disable=SC2086
  LC_ALL=C cal $arguments
done > cal.txt <<'CASES'
-d 2026-12
12 2026
2026
-3 -d 2026-12
9 1752
-j 2 2026
-3 -j -d 2026-12
-A 2 -d 2026-12
-A 5 10 2026
-B 2 -A 3 -d 2026-01
-m 3 -d 2026-12
-y 1752
-j 9 1752
-d 2027-02
-j 2026
-y -d 2026-12
-1 -d 2026-02
2 2015
CASES
