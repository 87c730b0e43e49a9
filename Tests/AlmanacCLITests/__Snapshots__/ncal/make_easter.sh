#!/bin/sh
# Writes easter.txt: Debian ncal's Western (-e) and Orthodox (-o) Easter dates for the years
# 1583…3000, one line `YEAR WESTERN ORTHODOX` with ISO dates (ncal runs in de_DE, whose %x is
# DD.MM.YYYY, compiled into a temporary folder with localedef). The tests (NcalEasterTests, in
# NcalTests.swift) compare the engine's EasterComputus with every line.
# Run from this folder:  sh make_easter.sh > easter.txt   (needs `apt-get install ncal locales`)
set -eu
locales="$(mktemp -d)"
trap 'rm -rf "$locales"' EXIT
localedef -i de_DE -f UTF-8 "$locales/de_DE.UTF-8" 2>/dev/null || true
iso() { sed -E 's/^ *([0-9]+)\.([0-9]+)\.([0-9]+)$/\3-\2-\1/'; }
year=1583
while [ "$year" -le 3000 ]; do
  western="$(LOCPATH="$locales" LC_ALL=de_DE.UTF-8 ncal -e "$year" | iso)"
  orthodox="$(LOCPATH="$locales" LC_ALL=de_DE.UTF-8 ncal -o "$year" | iso)"
  printf '%s %s %s\n' "$year" "$western" "$orthodox"
  year=$((year + 1))
done
