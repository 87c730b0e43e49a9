#!/usr/bin/env python3
"""Browser tests of the AlmanacHTML pages in Debian's chromium (headless) through Selenium and
chromium-driver. Each test starts from a page served by serve.py, which runs `almanac html`.

    python3 scripts/suites/html/browser_test.py --almanac .build/debug/almanac [--images docs/images]

Prints one line per test and exits 1 if any failed. The helpers and the routes are in
browser_support.py; the page-wide checks (words, layout, CSP, axe-core) in browser_pages.py.
Longer than 500 lines: one test per behaviour a person meets on the page, each a story of
clicks and keys that reads best whole.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_support import *  # noqa: E402,F401,F403
import browser_support  # noqa: E402


@test
def keyboard_range_across_month_boundary(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    assert tab_to_grid(driver) == "2026-03-18", active_day(driver)
    press(driver, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT,
          Keys.ARROW_RIGHT)
    assert active_day(driver) == "2026-03-29", active_day(driver)
    key_and_wait(driver, " ", lambda: hidden(driver, "stay.start") == ["2026-03-29"],
                 "the arrival to be picked")
    assert active_day(driver) == "2026-03-29"
    # April is not on the page: the key goes to the server, which pages.
    key_and_wait(driver, Keys.PAGE_DOWN, lambda: active_day(driver) == "2026-04-29",
                 "PageDown to reach April 29")
    assert "April 2026" in driver.find_element(By.CSS_SELECTOR, ".almanac-title").text
    press(driver, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_RIGHT)
    assert active_day(driver) == "2026-04-02", active_day(driver)
    key_and_wait(driver, " ", lambda: hidden(driver, "stay") == ["2026-03-29/2026-04-02"],
                 "the range to complete")
    wait(lambda: status(driver) == "Selected range: March 29 to April 2, 2026", "the status")
    ctx["keyboard_state"] = state(driver, "stay")
    # The form's button posts the ISO 8601 interval.
    driver.find_element(By.CSS_SELECTOR, ".almanac-submit").click()
    wait(lambda: driver.find_elements(By.ID, "submitted"), "the form to be posted")
    posted = json.loads(driver.find_element(By.ID, "submitted").text)
    assert ["stay", "2026-03-29/2026-04-02"] in posted, posted
    return f"posted {[p for p in posted if p[0] == 'stay']}"


@test
def terminal_key_contract(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    assert tab_to_grid(driver) == "2026-03-18"
    press(driver, Keys.HOME)
    assert active_day(driver) == "2026-03-15", active_day(driver)
    press(driver, Keys.END)
    assert active_day(driver) == "2026-03-21", active_day(driver)
    press(driver, "t")
    assert active_day(driver) == "2026-03-18", active_day(driver)
    # A year on is after the last day (2027-02-28): the engine clamps, the server pages.
    webdriver.ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.PAGE_DOWN).key_up(
        Keys.SHIFT).perform()
    wait(lambda: active_day(driver) == "2027-02-28", "Shift+PageDown to reach the last day")
    settled(driver)
    webdriver.ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
    wait(lambda: status(driver) == "No later day can be picked", "the blocked move's message")
    settled(driver)
    webdriver.ActionChains(driver).send_keys("t").perform()
    wait(lambda: active_day(driver) == "2026-03-18", "t to come back to today")
    settled(driver)
    driver.execute_script(
        "window.cancelled = 0; document.addEventListener('almanac-cancel', () => window.cancelled++);")
    press(driver, Keys.ESCAPE)
    assert driver.execute_script("return window.cancelled") == 1
    return "Home, End, t, Shift+PageDown (clamped to 2027-02-28), PageDown refused, Esc"


@test
def pointer_selection(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    click_day(driver, "2026-03-05")
    assert hidden(driver, "stay.start") == ["2026-03-05"]
    click_day(driver, "2026-03-08")
    assert hidden(driver, "stay") == ["2026-03-05/2026-03-08"], hidden(driver, "stay")
    cells = driver.find_elements(By.CSS_SELECTOR, 'td[aria-selected="true"]')
    assert len(cells) == 4, len(cells)
    return "2026-03-05/2026-03-08, 4 cells aria-selected"


@test
def touch_swipe_pages(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
    driver.execute_script("""
      const root = document.querySelector('[data-almanac]');
      const touch = (x) => [new Touch({identifier: 1, target: root, clientX: x, clientY: 200})];
      root.dispatchEvent(new TouchEvent('touchstart', {changedTouches: touch(400), bubbles: true}));
      root.dispatchEvent(new TouchEvent('touchend', {changedTouches: touch(200), bubbles: true}));
    """)
    wait(lambda: is_stale(old), "the swipe to page")
    settled(driver)
    title = driver.find_element(By.CSS_SELECTOR, ".almanac-title").text
    assert title == "April 2026", title
    return "swipe left showed April 2026"


@test
def rejected_day_shows_reason(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    booked = driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-11"]')
    assert booked.get_attribute("aria-disabled") == "true"
    assert "Fully booked" in booked.get_attribute("aria-label")
    tap(driver, '[data-day="2026-03-11"]')
    wait(lambda: status(driver) == "Fully booked", "the reason in the status")
    assert "almanac-rejected" in driver.find_element(
        By.CSS_SELECTOR, ".almanac-status").get_attribute("class")
    tap(driver, '[data-day="2026-03-05"]')
    wait(lambda: hidden(driver, "stay.start") == ["2026-03-05"], "the arrival")
    tap(driver, '[data-day="2026-03-06"]')
    wait(lambda: status(driver) == "Minimum stay is 2 nights", "the minimum-stay reason")
    assert hidden(driver, "stay") == [] and hidden(driver, "stay.start") == ["2026-03-05"]
    return "'Fully booked', 'Minimum stay is 2 nights'"


@test
def rtl_arrows_mirrored(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/rtl")
    settled(driver)
    root = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
    assert root.get_attribute("dir") == "rtl"
    previous = driver.find_element(By.CSS_SELECTOR, ".almanac-prev").rect["x"]
    following = driver.find_element(By.CSS_SELECTOR, ".almanac-next").rect["x"]
    assert previous > following, (previous, following)
    assert tab_to_grid(driver) == "2026-03-18"
    press(driver, Keys.ARROW_LEFT)
    assert active_day(driver) == "2026-03-19", active_day(driver)
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert active_day(driver) == "2026-03-17", active_day(driver)
    first = driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-01"]').rect["x"]
    second = driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-02"]').rect["x"]
    assert second < first, (first, second)
    return "← moved to the next day, → to the previous; columns run right to left"


@test
def static_file_picks_a_range(ctx):
    """A page written by `almanac html` and opened as a file, with no server behind the
    picker: keys and pointer pick, the rules show before the tap, the form posts."""
    driver = ctx["js"]
    page = os.path.join(ctx["tmp"], "static.html")
    args = list(COMMON)
    args[args.index("--form-action") + 1] = ctx["base"] + "/submit"
    with open(page, "w", encoding="utf-8") as f:
        f.write(subprocess.run([ctx["almanac"], "html", *args, *STAY, "--locale", "en_US"],
                               check=True, capture_output=True, text=True).stdout)
    driver.get("file://" + page)
    settled(driver)
    assert tab_to_grid(driver) == "2026-03-18"
    press(driver, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT, " ")
    assert hidden(driver, "stay.start") == ["2026-03-15"], hidden(driver, "stay.start")
    assert day_attribute(driver, "2026-03-15", "class").count("fill-selection") == 1
    # Departures the rules refuse are marked before the tap, with the reason spoken.
    assert day_attribute(driver, "2026-03-16", "aria-disabled") == "true"
    assert day_attribute(driver, "2026-03-16", "aria-label").endswith(
        "Minimum stay is 2 nights"), day_attribute(driver, "2026-03-16", "aria-label")
    assert day_attribute(driver, "2026-03-17", "aria-disabled") is None
    # The labels say each day's place in the selection, in the engine's words.
    assert day_attribute(driver, "2026-03-15", "aria-label") == "Sunday, March 15, 2026, Selected"
    assert "almanac-refused" in day_attribute(driver, "2026-03-16", "class")
    # The tentative band follows the focus.
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    band = [d for d in ["2026-03-14", "2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18",
                        "2026-03-19"] if "almanac-tentative" in cell_classes(driver, d)]
    assert band == ["2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18"], band
    # A refused departure says why and keeps the arrival; Enter activates like Space.
    press(driver, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ENTER)
    assert status(driver) == "Minimum stay is 2 nights", status(driver)
    assert hidden(driver, "stay.start") == ["2026-03-15"]
    tap(driver, '[data-day="2026-03-19"]')
    assert hidden(driver, "stay") == ["2026-03-15/2026-03-19"], hidden(driver, "stay")
    assert hidden(driver, "stay.start") == []
    selected = [e.find_element(By.CSS_SELECTOR, "button").get_attribute("data-day") for e in
                driver.find_elements(By.CSS_SELECTOR, 'td[aria-selected="true"]')]
    assert selected == ["2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18", "2026-03-19"]
    assert "band-trailing-half" in cell_classes(driver, "2026-03-15")
    assert "band-full" in cell_classes(driver, "2026-03-17")
    assert "band-leading-half" in cell_classes(driver, "2026-03-19")
    assert not driver.find_elements(By.CSS_SELECTOR, ".almanac-refused")
    labels = [day_attribute(driver, d, "aria-label") for d in
              ["2026-03-15", "2026-03-17", "2026-03-19", "2026-03-16"]]
    assert labels == ["Sunday, March 15, 2026, Start of range", "Tuesday, March 17, 2026, In range",
                      "Thursday, March 19, 2026, End of range",
                      "Monday, March 16, 2026, In range"], labels
    # A new arrival, then a departure across the booked days is refused with its reason.
    tap(driver, '[data-day="2026-03-08"]')
    assert hidden(driver, "stay") == [] and hidden(driver, "stay.start") == ["2026-03-08"]
    assert "2026-03-15" in day_attribute(driver, "2026-03-15", "data-day")
    assert day_attribute(driver, "2026-03-14", "aria-disabled") == "true"
    tap(driver, '[data-day="2026-03-14"]')
    assert "which is unavailable" in status(driver), status(driver)
    tap(driver, '[data-day="2026-03-09"]')  # 1 night
    assert hidden(driver, "stay") == [], hidden(driver, "stay")
    tap(driver, '[data-day="2026-03-06"]')  # before the arrival: a new arrival
    # 15 March stops being the start; across the booked days from the 6th, it is refused.
    label = day_attribute(driver, "2026-03-15", "aria-label")
    assert label == "Sunday, March 15, 2026, The stay would include March 10, 2026, which is " \
        "unavailable", label
    assert day_attribute(driver, "2026-03-11", "aria-label") == \
        "Wednesday, March 11, 2026, Fully booked"
    tap(driver, '[data-day="2026-03-09"]')
    assert driver.current_url == "file://" + page, driver.current_url
    driver.find_element(By.CSS_SELECTOR, ".almanac-submit").click()
    wait(lambda: driver.find_elements(By.ID, "submitted"), "the post")
    posted = json.loads(driver.find_element(By.ID, "submitted").text)
    assert ["stay", "2026-03-06/2026-03-09"] in posted, posted
    return "file:// page: keys and clicks picked 2026-03-06/2026-03-09 and posted it"


@test
def static_file_other_modes(ctx):
    """Single, multiple, weekdays and ranges pick on a file page, posting ISO values."""
    driver = ctx["js"]
    results = []
    for mode, clicks, name, expected in [
        ("--single", ["2026-03-05", "2026-03-09"], "date", ["2026-03-09"]),
        ("--multiple", ["2026-03-05", "2026-03-09", "2026-03-02", "2026-03-09"], "date",
         ["2026-03-05", "2026-03-02"]),
        ("--ranges", ["2026-03-02", "2026-03-04", "2026-03-20", "2026-03-22", "2026-03-05",
                      "2026-03-06"], "date", ["2026-03-02/2026-03-06", "2026-03-20/2026-03-22"]),
        ("--weekdays", ["FR", "MO", "WE", "FR"], "date", ["MO,WE"]),
    ]:
        page = os.path.join(ctx["tmp"], mode[2:] + ".html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(subprocess.run(
                [ctx["almanac"], "html", "--today", "2026-03-18", "--time-zone", "UTC", mode,
                 "--locale", "en_GB"], check=True, capture_output=True, text=True).stdout)
        driver.get("file://" + page)
        settled(driver)
        attribute = "data-weekday" if mode == "--weekdays" else "data-day"
        for value in clicks:
            tap(driver, f'[{attribute}="{value}"]')
        got = hidden(driver, name)
        assert got == expected, (mode, got)
        if mode == "--weekdays":
            pressed = [e.get_attribute("data-weekday") for e in
                       driver.find_elements(By.CSS_SELECTOR, '[aria-pressed="true"]')]
            assert sorted(pressed) == ["MO", "WE"], pressed
        else:
            filled = sorted(e.get_attribute("data-day") for e in
                            driver.find_elements(By.CSS_SELECTOR, ".fill-selection"))
            ends = sorted({d for v in expected for d in v.split("/")})
            assert filled == ends, (mode, filled)
        results.append(f"{mode[2:]} {got}")
    return "; ".join(results)


@test
def latency_keeps_every_action(ctx):
    """With 300 ms per answer, clicks 100 ms apart, PageDowns 150 ms apart and Space ↓ Space
    all land, in order, and focus stays where the person put it."""
    driver = ctx["js"]
    ctx["server"].delay = 0.3
    try:
        driver.get(ctx["base"] + "/multi")
        settled(driver)
        days = ["2026-03-02", "2026-03-05", "2026-03-09", "2026-03-13", "2026-03-24",
                "2026-03-27"]
        for day in days:
            tap(driver, f'[data-day="{day}"]')
            time.sleep(0.1)
        quiet(driver, "d")
        assert hidden(driver, "d") == days, hidden(driver, "d")
        assert status(driver) != "", "no announcement"
        driver.get(ctx["base"] + "/stay")
        settled(driver)
        assert tab_to_grid(driver) == "2026-03-18"
        for _ in range(4):
            webdriver.ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
            time.sleep(0.15)
        quiet(driver, "stay")
        assert active_day(driver) == "2026-07-18", active_day(driver)
        title = driver.find_element(By.CSS_SELECTOR, ".almanac-title").text
        assert title == "July 2026", title
        for key in [" ", Keys.ARROW_DOWN, " "]:
            webdriver.ActionChains(driver).send_keys(key).perform()
            time.sleep(0.1)
        quiet(driver, "stay")
        assert hidden(driver, "stay") == ["2026-07-18/2026-07-25"], hidden(driver, "stay")
        assert active_day(driver) == "2026-07-25", active_day(driver)
    finally:
        ctx["server"].delay = 0
    return "6 of 6 clicks kept, 4 PageDowns reached July, Space ↓ Space made 2026-07-18/2026-07-25"


@test
def stale_booking_answers_a_fragment(ctx):
    """Days booked after the page was written: the server refuses the departure across them, or
    drops the stale arrival, with the engine's reason in a fragment; a request it cannot read
    is a 400 whose English text is marked lang="en". The page, with a typed host field, stays."""
    driver = ctx["js"]
    base_args = COMMON + STAY + ["--locale", "en_US"]
    ROUTES["/stale"] = base_args
    try:
        driver.get(ctx["base"] + "/stale")
        settled(driver)
        driver.execute_script("""
          const input = document.createElement('input');
          input.name = 'guest'; input.id = 'guest';
          document.querySelector('[data-almanac]').closest('form').prepend(input);""")
        driver.find_element(By.ID, "guest").send_keys("Ada")
        path = driver.current_url.split("?")[0]
        ROUTES["/stale"] = base_args + ["--disable", "2026-03-22"]
        tap(driver, '[data-day="2026-03-20"]')
        tap(driver, '[data-day="2026-03-24"]')
        wait(lambda: "March 22, 2026" in status(driver), "the engine's reason in the status")
        quiet(driver, "stay")
        assert hidden(driver, "stay") == [], hidden(driver, "stay")
        assert hidden(driver, "stay.start") == ["2026-03-20"], hidden(driver, "stay.start")
        first = status(driver)
        # The arrival itself is booked too: the answer is a fragment without it, saying why.
        ROUTES["/stale"] = base_args + ["--disable", "2026-03-20", "--disable-reason",
                                        "Fully booked"]
        tap(driver, '[data-day="2026-03-14"]')
        wait(lambda: "can no longer be picked" in status(driver), "the dropped arrival")
        quiet(driver, "stay")
        second = status(driver)
        assert second.startswith("March 20, 2026 can no longer be picked: Fully booked"), second
        # The tap that found the stale arrival made 14 March the arrival, as on the page.
        assert hidden(driver, "stay.start") == ["2026-03-14"], hidden(driver, "stay.start")
        assert hidden(driver, "stay") == []
        assert day_attribute(driver, "2026-03-20", "aria-disabled") == "true"
        assert "almanac-rejected" in driver.find_element(
            By.CSS_SELECTOR, ".almanac-status").get_attribute("class")
        # A request the server cannot read (the calendar ends before the focused day): a 400.
        ROUTES["/stale"] = base_args + ["--max", "2026-03-04"]
        tap(driver, '[data-day="2026-03-05"]')
        wait(lambda: "stay.focus" in status(driver), "the 400 in the status")
        third = driver.find_element(By.CSS_SELECTOR, ".almanac-status span[lang=en]").text
        assert driver.current_url.split("?")[0] == path, driver.current_url
        assert driver.find_element(By.ID, "guest").get_attribute("value") == "Ada"
        assert driver.find_elements(By.CSS_SELECTOR, "[data-almanac]")
    finally:
        ROUTES["/stale"] = base_args
    return f"{first!r}; {second!r}; 400 (lang=en): {third!r}; host field kept"


@test
def enter_does_not_submit(ctx):
    """Space then Enter on one day never posts the host form (no 0-night stay)."""
    driver = ctx["js"]
    before = len(ctx["server"].submissions)
    for path in ["/open", "/stay"]:
        driver.get(ctx["base"] + path)
        settled(driver)
        assert tab_to_grid(driver) == "2026-03-18"
        press(driver, " ", Keys.ENTER)
        quiet(driver, "stay", 0.5)
        assert driver.find_elements(By.CSS_SELECTOR, "[data-almanac]"), "the page was left"
        assert not driver.find_elements(By.ID, "submitted")
        assert active_day(driver) == "2026-03-18", active_day(driver)
    assert status(driver) == "Minimum stay is 2 nights", status(driver)
    assert len(ctx["server"].submissions) == before, ctx["server"].submissions[before:]
    return "no post after Space, Enter; the minimum stay says why on /stay"


def no_js_flow(driver, base):
    """Clicks Mar 29, Next month, Apr 2, as a person would, waiting for each answer."""
    driver.get(base + "/stay")
    for selector in ['[data-day="2026-03-29"]', ".almanac-next", '[data-day="2026-04-02"]']:
        old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
        driver.find_element(By.CSS_SELECTOR, selector).click()
        wait(lambda: is_stale(old), f"the answer to {selector}")
        wait(lambda: driver.find_elements(By.CSS_SELECTOR, "[data-almanac]"), "the page")


@test
def no_javascript_round_trip(ctx):
    plain = ctx["nojs"]
    no_js_flow(plain, ctx["base"])
    assert not plain.find_elements(By.CSS_SELECTOR, ".almanac-js"), "the script ran"
    without = state(plain, "stay")
    assert ("stay", "2026-03-29/2026-04-02") in without, without
    assert "stay.pick" not in plain.current_url, plain.current_url
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    click_day(driver, "2026-03-29")
    old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
    driver.find_element(By.CSS_SELECTOR, ".almanac-next").click()
    wait(lambda: is_stale(old), "the next month")
    settled(driver)
    click_day(driver, "2026-04-02")
    with_js = state(driver, "stay")
    assert without == with_js, (without, with_js)
    # The no-JavaScript form posts the same value.
    plain.find_element(By.CSS_SELECTOR, ".almanac-submit").click()
    wait(lambda: plain.find_elements(By.ID, "submitted"), "the post")
    posted = json.loads(plain.find_element(By.ID, "submitted").text)
    assert ["stay", "2026-03-29/2026-04-02"] in posted, posted
    # A value the rules refuse is dropped with the reason; one that is not a date is a 400.
    plain.get(ctx["base"] + "/stay?stay=2026-03-09/2026-03-13")
    said = plain.find_element(By.CSS_SELECTOR, ".almanac-status").text
    assert "March 10, 2026" in said and hidden(plain, "stay") == [], said
    plain.get(ctx["base"] + "/stay?stay=2026-03-09/2026-02-30")
    body = plain.find_element(By.TAG_NAME, "body").text
    assert "2026-02" in body and "stay" in body, body
    return f"same state {with_js}; refused: {said!r}; not a date: {body.strip()}"


@test
def no_javascript_keyboard(ctx):
    """Without the script Tab reaches every day, Space on one posts the click, and the host
    form's fields (a password) stay out of the address."""
    plain = ctx["nojs"]
    plain.get(ctx["base"] + "/stay")
    plain.execute_script("""
      const input = document.createElement('input');
      input.type = 'password'; input.name = 'secret'; input.value = 'hunter2';
      document.querySelector('[data-almanac]').closest('form').prepend(input);""")
    reached = []
    for _ in range(120):
        webdriver.ActionChains(plain).send_keys(Keys.TAB).perform()
        day = active_day(plain)
        if day and day not in reached:
            reached.append(day)
    march = [f"2026-03-{d:02d}" for d in range(1, 32)]
    assert all(d in reached for d in march), sorted(set(march) - set(reached))
    plain.find_element(By.CSS_SELECTOR, '[data-day="2026-03-20"]').send_keys(" ")
    wait(lambda: hidden(plain, "stay.start") == ["2026-03-20"], "the no-JS answer")
    assert "hunter2" not in plain.current_url and "secret" not in plain.current_url, \
        plain.current_url
    # After each round trip the focus is back on the control that was used.
    wait(lambda: active_day(plain) == "2026-03-20", "the focus on the day")
    old = plain.find_element(By.CSS_SELECTOR, "[data-almanac]")
    plain.find_element(By.CSS_SELECTOR, ".almanac-next").send_keys(Keys.ENTER)
    wait(lambda: is_stale(old), "the next month")
    focused = plain.execute_script("return document.activeElement.className")
    assert focused == "almanac-next", focused
    return (f"Tab reached all {len(march)} days of March; Space posted the arrival; focus "
            "returned to the day, then to Next month")


@test
def accessibility_tree(ctx):
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay?stay=2026-03-05/2026-03-08&stay.focus=2026-03-08")
    settled(driver)
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in tree}

    def role(node):
        return node.get("role", {}).get("value")

    def name(node):
        return node.get("name", {}).get("value", "")

    def prop(node, key):
        for p in node.get("properties", []):
            if p["name"] == key:
                return p["value"].get("value")
        return None

    grids = [n for n in tree if role(n) == "grid"]
    assert len(grids) == 1 and name(grids[0]) == "March 2026", [name(g) for g in grids]
    headers = [name(n) for n in tree if role(n) == "columnheader"]
    assert "Sunday" in headers and "Wednesday" in headers, headers
    cells = [n for n in tree if role(n) == "gridcell"]
    selectable = [n for n in cells if prop(n, "selected") is not None]
    selected = [n for n in cells if prop(n, "selected") is True]
    assert len(selectable) == 31, len(selectable)
    assert len(selected) == 4, len(selected)
    buttons = []
    for cell in selectable:
        for child in cell.get("childIds", []):
            node = by_id.get(child)
            if node and role(node) == "button":
                buttons.append(node)
    assert len(buttons) == 31, len(buttons)
    assert all(re.search(r"2026", name(b)) for b in buttons), [name(b) for b in buttons][:3]
    start = next(name(b) for b in buttons if "March 5" in name(b))
    booked = next(b for b in buttons if "March 11" in name(b))
    assert "Start of range" in start, start
    assert prop(booked, "disabled") is True and "Fully booked" in name(booked)
    focusable = [b for b in buttons if prop(b, "focusable")]
    assert len(focusable) == 31, len(focusable)
    return f"1 grid 'March 2026', 31 selectable cells (4 selected), e.g. '{start}'"


@test
def screenshots(ctx):
    driver = ctx["js"]
    images = ctx["images"]
    if not images:
        return "skipped (no --images)"
    os.makedirs(images, exist_ok=True)
    shots = [
        ("html-light.png", "/stay2?stay=2026-03-05/2026-03-09&stay.focus=2026-03-18", "light"),
        ("html-dark.png", "/stay2?stay=2026-03-05/2026-03-09&stay.focus=2026-03-18", "dark"),
        ("html-rtl.png", "/rtl?stay=2026-03-22/2026-03-26&stay.focus=2026-03-22", "light"),
    ]
    for file, path, scheme in shots:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get(ctx["base"] + path)
        settled(driver)
        day = driver.find_element(By.CSS_SELECTOR, '[data-day][tabindex="0"]')
        driver.execute_script("arguments[0].focus()", day)
        time.sleep(0.2)
        driver.find_element(By.TAG_NAME, "main").screenshot(os.path.join(images, file))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    return ", ".join(s[0] for s in shots)


import browser_pages  # noqa: E402,F401  (registers the page-wide tests after these)
import browser_summary  # noqa: E402,F401  (the summary line on a file page)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--almanac", required=True)
    parser.add_argument("--images", default="")
    parser.add_argument("--only", default="")
    parser.add_argument("--example", default="", help="Examples/HTMLBooking's binary")
    options = parser.parse_args()
    server, base = serve.start_in_background(os.path.abspath(options.almanac), ROUTES)
    ctx = {"base": base, "images": options.images, "js": browser(True), "nojs": browser(False),
           "server": server, "almanac": os.path.abspath(options.almanac),
           "tmp": tempfile.mkdtemp(),
           "example": os.path.abspath(options.example) if options.example else ""}
    failures = 0
    ran = 0
    try:
        for function in TESTS:
            if options.only and options.only not in function.__name__:
                continue
            started = time.time()
            ran += 1
            try:
                detail = function(ctx)
                print(f"PASS {function.__name__} ({time.time() - started:.1f}s): {detail}")
            except Exception:
                failures += 1
                print(f"FAIL {function.__name__} ({time.time() - started:.1f}s)")
                traceback.print_exc()
    finally:
        ctx["js"].quit()
        ctx["nojs"].quit()
        server.shutdown()
    print(f"{ran - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
