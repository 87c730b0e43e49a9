#!/bin/sh
# Writes reform-grids.txt: month grids of the reformed Gregorian calendar, Julian before the
# reform (with Julian leap years such as 300 and 1500) and around the reform of October 1582
# (Thursday 4 October was followed by Friday 15 October), from Debian ncal with the Italian
# reform date, the one Foundation follows. ncal's vertical layout is used because its `-b`
# (cal) layout ignores `-s`.
#
# Each section: `== YYYY-MM`, then ncal's seven weekday lines (Su ... Sa); the week columns are
# three characters wide after the weekday name.
# Run from this folder: `sh make_reform_grids.sh > reform-grids.txt` (needs `apt-get install ncal`).
set -eu
for ym in "300 2" "1000 3" "1500 2" "1582 9" "1582 10" "1582 11" "1582 12" "1583 1" "2026 3"; do
  set -- $ym
  printf '== %04d-%02d\n' "$1" "$2"
  ncal -h -s IT "$2" "$1" | sed -n '2,8p'
done
