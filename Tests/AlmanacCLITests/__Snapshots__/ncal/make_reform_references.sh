#!/bin/sh
# Writes reform.txt and reform-horizontal.txt: Debian ncal's output (12.1.8) around reform
# dates: its country table (-s CC, -p), the Julian calendar (-J), day-of-year numbers (-j)
# and week numbers (-w) across a reform. Same format as vertical.txt (see
# make_ncal_references.sh): each section headed `=== NCAL ARGUMENTS | ALMANAC ARGUMENTS`,
# trailing spaces removed. The tests (NcalReformTests, in NcalReformTests.swift) run almanac
# with the second set of arguments and, called as ncal, with the first, and expect the same
# lines; reform-horizontal.txt (ncal -b, whose layout differs from almanac's in spacing) is
# compared word by word on each non-empty line.
# ncal's -w numbers the ISO weeks of the proleptic Gregorian date (none for Julian days);
# almanac counts weeks in the calendar's own year, so -w cases are in years that are
# Gregorian throughout. ncal's -b ignores -s and -J (it keeps the 1752 default), so -b cases
# use the 1752 reform.
# Run from this folder:  sh make_reform_references.sh   (needs `apt-get install ncal locales`)
set -eu
locales="$(mktemp -d)"
trap 'rm -rf "$locales"' EXIT
localedef -i de_DE -f UTF-8 "$locales/de_DE.UTF-8" 2>/dev/null || true
record() {
  while IFS='|' read -r locale ncal almanac; do
    [ -n "$ncal" ] || continue
    printf '=== %s|%s\n' "$ncal" "$almanac"
    # shellcheck disable=SC2086
    LOCPATH="$locales" LC_ALL="$locale" ncal -h $ncal | sed 's/ *$//'
  done
}
record > reform.txt <<'CASES'
C|-s GB 9 1752 | -v --reform 1752 9 1752
C|9 1752 | -v --reform auto 9 1752
C|-s GB 1752 | -v --reform GB 1752
C|10 1582 | -v --reform 1752 10 1582
C|-s IT 10 1582 | -v 10 1582
C|-s FR 12 1582 | -v --reform FR 12 1582
C|-s FR -3 12 1582 | -v --reform fr -3 12 1582
C|-s DE 2 1700 | -v --reform DE 2 1700
C|-s SE 1753 | -v --reform SE 1753
C|-s AL 12 1912 | -v --reform AL 12 1912
C|-s RU -3 2 1918 | -v --reform RU -3 2 1918
C|-s JP -3 12 1918 | -v --reform JP -3 12 1918
C|-s TR -B 1 -A 1 1 1927 | -v --reform TR -B 1 -A 1 1 1927
C|-J 2 2026 | -v --reform julian 2 2026
C|-J 2 2100 | -v --reform julian 2 2100
C|-J -y 2026 | -v -y --reform julian 2026
C|-J -3 1 9999 | -v --reform julian -3 1 9999
C|-j -s GB 9 1752 | -v -j --reform 1752 9 1752
C|-j -s GB 1752 | -v -j --reform 1752 1752
C|-j -J 3 2024 | -v -j --reform julian 3 2024
C|-j -s FR -3 12 1582 | -v -j --reform FR -3 12 1582
C|-w -M -s GB 1 1753 | -v -w --locale en_GB --reform 1752 1 1753
C|-w -M -s GB 1753 | -v -w --locale en_GB --reform 1752 1753
C|-w -M -s RU 1919 | -v -w --locale en_GB --reform RU 1919
de_DE.UTF-8|2 1700 | -v --locale de_DE --reform auto 2 1700
de_DE.UTF-8|-s GB 9 1752 | -v --locale de_DE --reform GB 9 1752
CASES
record > reform-horizontal.txt <<'CASES'
C|-b 9 1752 | --reform 1752 9 1752
C|-b -s GB 1752 | --reform GB 1752
C|-b -j -s GB 9 1752 | -j --reform 1752 9 1752
C|-b -3 -s GB 9 1752 | -3 --reform 1752 9 1752
CASES
{
  printf '=== -p|--reform-table\n'
  LC_ALL=C ncal -p
  printf '=== -p|--reform-table --locale de_DE\n'
  LOCPATH="$locales" LC_ALL=de_DE.UTF-8 ncal -p
} > reform-table.txt
