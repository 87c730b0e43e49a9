#!/usr/bin/env python3
"""Figures of the web face in headless chromium, beside a peer in the same run: page weight
(bytes and gzip), script size (gzip) and the browser's time to show a stay picker page of 2 and
12 months in the Gregorian, Hebrew and Persian calendars.

    python3 scripts/bench/html/measure.py --almanac .build/release/almanac [--runs 7]

Each page is one self-contained file opened from disk (style sheet and script inline), loaded
`--runs` times after a warm-up; the time is the median of `domContentLoadedEventEnd` (parse,
style and the script's start, which runs at the end of the body) and of the first contentful
paint. The peer is jQuery UI's inline datepicker (Debian's libjs-jquery-ui and libjs-jquery;
`numberOfMonths`), with jQuery, the datepicker module and its theme inlined the same way and
started by a script at the end of the body; it has the Gregorian calendar only. Prints a
Markdown table.
"""
import argparse
import gzip
import os
import re
import statistics
import subprocess
import sys
import tempfile

# The browser suite's driver set-up (scripts/suites/html), shared with the tests.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "suites",
                                "html"))
from browser_support import browser  # noqa: E402

UI = "/usr/share/javascript/jquery-ui"
PEER_FILES = ["/usr/share/javascript/jquery/jquery.min.js", f"{UI}/ui/version.min.js",
              f"{UI}/ui/keycode.min.js", f"{UI}/ui/widgets/datepicker.min.js"]
PEER_STYLES = [f"{UI}/themes/base/{name}.min.css" for name in ["core", "datepicker", "theme"]]
CALENDARS = [("Gregorian", "en_US", "gregorian"), ("Hebrew", "he_IL", "hebrew"),
             ("Persian", "fa_IR", "persian")]
TIMES = """
const done = arguments[arguments.length - 1];
requestAnimationFrame(() => requestAnimationFrame(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  done([nav.domContentLoadedEventEnd, paint ? paint.startTime : null]);
}));
"""


def gz(data):
    return len(gzip.compress(data, 9))


def peer_page(months):
    scripts = "\n".join(open(p, encoding="utf-8").read() for p in PEER_FILES)
    styles = "\n".join(open(p, encoding="utf-8").read() for p in PEER_STYLES)
    shape = "[3, 4]" if months == 12 else "2"
    start = (f'$("#stay").datepicker({{numberOfMonths: {shape}, minDate: new Date(2026, 2, 18), '
             'defaultDate: new Date(2026, 2, 18)});')
    page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>Pick a date</title><style>{styles}</style></head><body><main>"
            "<h1>Pick a date</h1><form><div id=\"stay\"></div><p><button>Done</button></p>"
            f"</form></main><script>{scripts}</script><script>{start}</script></body></html>\n")
    return page, scripts


def measure(driver, path, runs):
    url = "file://" + path
    driver.get(url)  # warm-up
    loaded, painted = [], []
    for _ in range(runs):
        driver.get("about:blank")
        driver.get(url)
        dcl, fcp = driver.execute_async_script(TIMES)
        loaded.append(dcl)
        if fcp is not None:
            painted.append(fcp)
    return statistics.median(loaded), statistics.median(painted) if painted else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--almanac", required=True)
    parser.add_argument("--runs", type=int, default=7)
    options = parser.parse_args()
    work = tempfile.mkdtemp()
    driver = browser(True)
    rows = []
    script_gzip = None
    try:
        for name, locale, calendar in CALENDARS:
            for months in [2, 12]:
                page = subprocess.run(
                    [options.almanac, "html", "--range", "--name", "stay", "--months",
                     str(months), "--today", "2026-03-18", "--time-zone", "UTC", "--min",
                     "2026-03-18", "--max", "2027-12-31", "--disable", "2026-03-20..2026-03-22",
                     "--min-nights", "2", "--locale", locale, "--calendar", calendar],
                    check=True, capture_output=True).stdout
                script = re.search(rb"<script>\n(.*)\n</script>", page, re.S).group(1)
                script_gzip = (len(script), gz(script))
                path = os.path.join(work, f"{calendar}-{months}.html")
                with open(path, "wb") as f:
                    f.write(page)
                dcl, fcp = measure(driver, path, options.runs)
                rows.append((f"Almanac, {name}", months, len(page), gz(page), dcl, fcp))
            if calendar == "gregorian":
                for months in [2, 12]:
                    page, scripts = peer_page(months)
                    path = os.path.join(work, f"peer-{months}.html")
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(page)
                    data = page.encode()
                    peer_script = scripts.encode()
                    dcl, fcp = measure(driver, path, options.runs)
                    rows.append(("jQuery UI datepicker 1.13.2, Gregorian", months, len(data),
                                 gz(data), dcl, fcp))
    finally:
        driver.quit()
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout
    print(f"chromium: {version.strip()}; median of {options.runs} loads after a warm-up")
    print(f"Almanac script: {script_gzip[0]:,} bytes, {script_gzip[1]:,} gzipped; jQuery UI "
          f"peer script (jQuery, version, keycode, datepicker): {len(peer_script):,} bytes, "
          f"{gz(peer_script):,} gzipped")
    print()
    print("| page | months | weight | gzip | DOMContentLoaded | first paint |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, months, size, zipped, dcl, fcp in rows:
        print(f"| {label} | {months} | {size / 1024:,.1f} KiB | {zipped / 1024:,.1f} KiB | "
              f"{dcl:,.1f} ms | {fcp:,.1f} ms |")


if __name__ == "__main__":
    main()
