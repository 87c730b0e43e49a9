"""The summary line of a page opened as a file: after each pick in every mode, the page's own
summary equals the engine's for the same state, which `almanac html --query` (the server's
path) writes. Registered by browser_test.py."""
import os
import subprocess
import urllib.parse

from browser_support import *  # noqa: F401,F403

# Locales with their calendar: Latin digits, German words, Arabic digits right to left, and two
# calendars whose months are not the Gregorian ones.
SUMMARY_LOCALES = [("en_US", None), ("de_DE", None), ("ar_EG", None), ("he_IL", "hebrew"),
                   ("ja_JP", "japanese")]

# Per mode, the picks as indexes into the page's days in order (two months), a weekday code,
# and what each pick shows.
SUMMARY_MODES = [
    ("--single", [4, 9, 9]),  # a day, another, the same again (kept)
    ("--multiple", [4, 9, 1, 9, 40]),  # three days, one off again, one in the next month
    # An arrival, the same day again ("pick a later day"), a new arrival, a departure in the
    # next month, an arrival and a departure in one month.
    ("--range", [4, 4, 9, 38, 12, 16]),
    ("--ranges", [2, 4, 20, 22, 5, 6, 33, 40]),  # two ranges, a third that merges, a pending
    ("--weekdays", ["FR", "MO", "WE", "FR", "SA", "SU", "TU", "TH", "FR"]),
]


def engine_summary(almanac, args, query):
    """The summary `almanac html --query` writes for the state in `query`."""
    html = subprocess.run([almanac, "html", *args, "--fragment", "--query", query], check=True,
                          capture_output=True, text=True).stdout
    start = html.index('class="almanac-summary"')
    text = html[html.index(">", start) + 1:html.index("</p>", start)]
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
            .replace("&amp;", "&"))


def page_state(driver):
    """The picker's state fields as the script sends them (its hidden inputs), as a query."""
    pairs = driver.execute_script(
        "return [...document.querySelectorAll('[data-almanac] input[type=hidden]')]"
        ".map((i) => [i.name, i.value]);")
    return urllib.parse.urlencode([tuple(pair) for pair in pairs])


@test
def static_summary_follows_picks(ctx):
    """On a file page (no server), after every pick in every mode the summary line is the
    engine's for that state: the days, the range, the pending arrival, a same-day range, the
    nights and days counted, the weekdays; in en_US, de_DE, ar_EG, Hebrew and Japanese."""
    driver = ctx["js"]
    checked = 0
    for locale, calendar in SUMMARY_LOCALES:
        for mode, picks in SUMMARY_MODES:
            args = ["--today", "2026-03-18", "--time-zone", "UTC", "--start-month", "2026-03",
                    mode, "--locale", locale]
            if mode != "--weekdays":
                args += ["--months", "2"]
            if calendar:
                args += ["--calendar", calendar]
            page = os.path.join(ctx["tmp"], f"summary-{locale}-{mode[2:]}.html")
            with open(page, "w", encoding="utf-8") as f:
                f.write(subprocess.run([ctx["almanac"], "html", *args], check=True,
                                       capture_output=True, text=True).stdout)
            driver.get("file://" + page)
            settled(driver)
            days = [e.get_attribute("data-day") for e in
                    driver.find_elements(By.CSS_SELECTOR, "[data-day]")]
            seen = set()
            for pick in picks:
                selector = (f'[data-weekday="{pick}"]' if mode == "--weekdays" else
                            f'[data-day="{days[pick]}"]')
                tap(driver, selector)
                shown = driver.find_element(By.CSS_SELECTOR, ".almanac-summary").get_attribute(
                    "textContent")
                state = page_state(driver)
                expected = engine_summary(ctx["almanac"], args, state)
                assert expected, (locale, mode, state)
                assert shown == expected, (locale, mode, state, shown, expected)
                seen.add(expected)
                checked += 1
            # Each pick changed the summary at least once per mode, so the check saw texts
            # of more than one state.
            assert len(seen) >= 3, (locale, mode, seen)
    return f"{checked} picks on file pages in {len(SUMMARY_LOCALES)} locales, every summary the engine's"


@test
def served_summary_shows_before_the_answer(ctx):
    """With a server that takes a second to answer, the summary after a pick is the engine's
    at once, and the server's answer then replaces the component with the same line."""
    driver = ctx["js"]
    ctx["server"].delay = 1.0
    try:
        driver.get(ctx["base"] + "/stay2")
        settled(driver)
        lines = []
        for day in ["2026-03-20", "2026-03-24"]:
            driver.execute_script(
                "document.querySelector('[data-almanac=\"stay\"]').dataset.before = '1';")
            tap(driver, f'[data-day="{day}"]')
            shown = driver.find_element(By.CSS_SELECTOR, ".almanac-summary").get_attribute(
                "textContent")
            expected = engine_summary(ctx["almanac"], ROUTES["/stay2"], page_state(driver))
            # The answer has not come: the component is still the one the pick changed.
            assert driver.execute_script(
                "return document.querySelector('[data-almanac=\"stay\"]').dataset.before;"
            ) == "1", "the answer came within the second"
            assert shown == expected, (day, shown, expected)
            quiet(driver, "stay")
            assert driver.execute_script(
                "return document.querySelector('[data-almanac=\"stay\"]').dataset.before;"
            ) is None, "the server's answer did not replace the component"
            answered = driver.find_element(By.CSS_SELECTOR, ".almanac-summary").get_attribute(
                "textContent")
            assert answered == expected, (day, answered, expected)
            lines.append(shown)
    finally:
        ctx["server"].delay = 0
    return "before the answer and after it: " + "; ".join(repr(line) for line in lines)
