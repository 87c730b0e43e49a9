#!/bin/sh
# Writes vertical.txt: Debian ncal's output (its default, vertical layout) for the commands
# below, each section headed `=== NCAL ARGUMENTS | ALMANAC ARGUMENTS`, trailing spaces
# removed. The tests (NcalLayoutTests, in NcalTests.swift) run almanac with the second set of
# arguments (plus --color never, and --locale en_US unless they name one) and expect the same
# lines. Each case runs ncal in the locale of its first field (C, or de_DE.UTF-8: compiled
# into a temporary folder with localedef when the system has not got it).
# Run from this folder:  sh make_ncal_references.sh > vertical.txt
# (needs `apt-get install ncal locales`).
set -eu
locales="$(mktemp -d)"
trap 'rm -rf "$locales"' EXIT
localedef -i de_DE -f UTF-8 "$locales/de_DE.UTF-8" 2>/dev/null || true
while IFS='|' read -r locale ncal almanac; do
  [ -n "$ncal" ] || continue
  printf '=== %s|%s\n' "$ncal" "$almanac"
  # shellcheck disable=SC2086
  LOCPATH="$locales" LC_ALL="$locale" ncal -h $ncal | sed 's/ *$//'
done <<'CASES'
C|12 2026 | -v 12 2026
C|2 2026 | -v 2 2026
C|2 2015 | -v 2 2015
C|5 2026 | -v 5 2026
C|2 2024 | -v 2 2024
C|2026 | -v 2026
C|2024 | -v 2024
C|1900 | -v 1900
C|9999 | -v 9999
C|-y 2027 | -v -y 2027
C|-3 12 2026 | -v -3 12 2026
C|-3 1 2026 | -v -3 1 2026
C|-A 5 12 2026 | -v -A 5 12 2026
C|-B 2 -A 3 6 2026 | -v -B 2 -A 3 6 2026
C|-M 12 2026 | -v --monday 12 2026
C|-M 2026 | -v -m 2026
C|-S 3 2026 | -v --sunday 3 2026
C|-j 2 2026 | -v -j 2 2026
C|-j 12 2024 | -v -j 12 2024
C|-j 2026 | -v -j 2026
C|-j -3 3 2024 | -v -j -3 3 2024
C|-w -M 12 2026 | -v -w --locale en_GB 12 2026
C|-w -M 1 2027 | -v -w --locale en_GB 1 2027
C|-w -M 2026 | -v -w --locale en_GB 2026
C|-w -M -3 1 2021 | -v -w --locale en_GB -3 1 2021
C|-w -M -j 2 2026 | -v -w -j --locale en_GB 2 2026
de_DE.UTF-8|12 2026 | -v --locale de_DE 12 2026
de_DE.UTF-8|-w 2026 | -v -w --locale de_DE 2026
de_DE.UTF-8|-w -3 1 2027 | -v -w --locale de_DE -3 1 2027
CASES
