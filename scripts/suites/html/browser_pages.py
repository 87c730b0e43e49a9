"""Page-wide browser checks of the AlmanacHTML pages: every word in the page's language, the
layout at 320 px, a swipe that stays on the page, a strict Content Security Policy with Trusted
Types, and axe-core on every page in light, dark and forced colours. Registered after the
tests of browser_test.py, which runs them."""
import os
import re
import time

from browser_support import *  # noqa: F401,F403
from browser_support import ROUTES, COMMON, STAY, test, settled, tap, quiet, hidden, status, \
    press, tab_to_grid, wait, axe_source, EXPLAINED, active_day, is_stale
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# A stay without English words of the test's own (the disabled days keep the engine's reason).
PLAIN_STAY = ["--range", "--name", "stay", "--min", "2026-03-01", "--max", "2027-02-28",
              "--disable", "2026-03-10..2026-03-12", "--min-nights", "2", "--max-nights", "9",
              "--closed-to-arrival", "2026-03-22", "--months", "2", "--week-numbers"]
LOCALES = {"/ar": "ar_EG", "/fa": "fa_IR", "/he": "he_IL", "/ja": "ja_JP", "/de": "de_DE",
           "/en": "en_US"}
for route, locale in LOCALES.items():
    calendar = {"fa_IR": ["--calendar", "persian"], "he_IL": ["--calendar", "hebrew"]}
    ROUTES[route] = COMMON + PLAIN_STAY + ["--locale", locale] + calendar.get(locale, [])
ROUTES["/fa-multi"] = COMMON + ["--multiple", "--name", "d", "--months", "3", "--locale",
                                "fa_IR", "--calendar", "persian"]
ROUTES["/ja-weekdays"] = COMMON + ["--weekdays", "--name", "days", "--locale", "ja_JP"]
ROUTES["/de-ranges"] = COMMON + ["--ranges", "--name", "r", "--locale", "de_DE"]
NONCE = "r4nd0mN0nce"
ROUTES["/csp"] = COMMON + STAY + ["--locale", "en_US", "--months", "2", "--nonce", NONCE]
CSP = (f"default-src 'none'; script-src 'nonce-{NONCE}'; style-src 'nonce-{NONCE}'; "
       "img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
       "frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types almanac")

# Every visible and spoken text of the page, with the language it is marked in: text nodes
# (hidden ones too), the spoken attributes, and the words the script shows from data-*.
TEXTS = """
const out = [];
const langOf = (el) => { const l = el && el.closest('[lang]'); return l ? l.lang : ''; };
const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode, el = node.parentElement;
  if (!el || el.closest('script,style') || !node.data.trim()) continue;
  out.push([langOf(el), node.data.trim(), el.tagName.toLowerCase()]);
}
const spoken = ['aria-label', 'title', 'placeholder', 'alt', 'data-reason', 'data-refused',
  'data-no-arrive', 'data-no-depart', 'data-cross'];
for (const el of document.querySelectorAll('*')) {
  for (const attr of el.getAttributeNames()) {
    if (spoken.includes(attr) || attr.startsWith('data-msg-')) {
      out.push([langOf(el), el.getAttribute(attr), el.tagName.toLowerCase() + '@' + attr]);
    }
  }
}
return out;
"""


def texts(driver):
    return [tuple(t) for t in driver.execute_script(TEXTS)]


def exercise(driver, base, route):
    """Loads a stay page and does what brings out each kind of word: an arrival, the refused
    departures marked, a refusal, a booked day under the focus, a completed stay announced by
    the server, a month the server adds. Returns every text seen on the way."""
    seen = set()
    driver.get(base + route)
    settled(driver)
    seen.update(texts(driver))
    tap(driver, '[data-day="2026-03-05"]')
    webdriver.ActionChains(driver).move_to_element(
        driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-06"]')).perform()
    seen.update(texts(driver))
    tap(driver, '[data-day="2026-03-06"]')  # under the minimum stay: refused
    seen.update(texts(driver))
    tap(driver, '[data-day="2026-03-08"]')
    quiet(driver, "stay")
    seen.update(texts(driver))
    tap(driver, '[data-day="2026-03-11"]')  # unavailable
    seen.update(texts(driver))
    tap(driver, '[data-day="2026-03-22"]')  # closed to arrival
    seen.update(texts(driver))
    # PageDown twice from a day of the second month: a month only the server has.
    driver.execute_script("arguments[0].focus()",
                          driver.find_element(By.CSS_SELECTOR, '[data-day="2026-04-15"]'))
    press(driver, Keys.PAGE_DOWN)
    quiet(driver, "stay")
    seen.update(texts(driver))
    return seen


def english_words(seen):
    """The English words of an en_US page's texts, less the month and weekday names (CLDR
    data that German shares: "September", "November")."""
    words = set()
    for _, text, where in seen:
        if where in ("option", "span@aria-hidden") or where.startswith("h2"):
            continue
        words.update(w.lower() for w in re.findall(r"[A-Za-z]{3,}", text))
    return words


@test
def localized_pages_speak_no_english(ctx):
    """ar_EG, fa_IR, he_IL and ja_JP pages have no Latin letter outside lang="en" (ar and fa
    no Latin digit either); a de_DE page none of the English page's words."""
    driver = ctx["js"]
    english = english_words(exercise(driver, ctx["base"], "/en"))
    # The words the German page must not have, so that the check can fail.
    assert {"previous", "month", "nights", "unavailable", "minimum", "week"} <= english, english
    months = {"january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december"}
    found, counts = [], []
    for route in ["/ar", "/fa", "/he", "/ja", "/de"]:
        seen = exercise(driver, ctx["base"], route)
        for extra in ["/fa-multi", "/ja-weekdays", "/de-ranges"]:
            if extra.startswith(route + "-"):
                driver.get(ctx["base"] + extra)
                settled(driver)
                cells = driver.find_elements(By.CSS_SELECTOR, "[data-day],[data-weekday]")
                for value in [c.get_attribute("data-day") or c.get_attribute("data-weekday")
                              for c in cells[2:5]]:
                    tap(driver, f'[data-day="{value}"],[data-weekday="{value}"]')
                quiet(driver, driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
                      .get_attribute("data-almanac"))
                seen.update(texts(driver))
        for lang, text, where in seen:
            if lang.startswith("en"):
                continue
            if route == "/de":
                words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
                bad = (words & english) - months
                if bad:
                    found.append(f"{route} <{where}> {text!r}: English {sorted(bad)}")
            elif re.search(r"[A-Za-z]", text) or (route in ("/ar", "/fa") and
                                                  re.search(r"[0-9]", text)):
                found.append(f"{route} <{where}> lang={lang!r}: {text!r}")
        counts.append(f"{route[1:]} {len(seen)}")
    assert not found, "\n".join(sorted(set(found))[:40])
    return "texts checked: " + ", ".join(counts)


def viewport(driver, width, height=900):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


OVERFLOW = """
const width = document.documentElement.clientWidth;
const out = [];
if (document.documentElement.scrollWidth > width) {
  out.push('page ' + document.documentElement.scrollWidth + ' > ' + width);
}
for (const th of document.querySelectorAll('.almanac-grid th')) {
  if (th.scrollWidth > th.clientWidth + 1) out.push('header ' + th.textContent + ' ' +
    th.scrollWidth + ' > ' + th.clientWidth);
}
for (const el of document.querySelectorAll('.almanac *')) {
  const r = el.getBoundingClientRect();
  if (r.width && (r.right > width + 0.5 || r.left < -0.5)) {
    out.push((el.className || el.tagName) + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  }
}
return out.slice(0, 8);
"""


@test
def narrow_viewport_never_scrolls_sideways(ctx):
    """At 320 px no page scrolls sideways and no weekday header overflows its column; with
    --almanac-cell: 44px the days are 44 px targets at 390 px."""
    driver = ctx["js"]
    pages = ["/stay2", "/ar", "/fa", "/he", "/ja", "/de", "/fa-multi", "/ja-weekdays",
             "/de-ranges", "/weekdays"]
    problems, sizes = [], []
    try:
        viewport(driver, 320)
        for path in pages:
            driver.get(ctx["base"] + path)
            settled(driver)
            for problem in driver.execute_script(OVERFLOW):
                problems.append(f"{path} at 320 px: {problem}")
            day = driver.find_elements(By.CSS_SELECTOR, "[data-day]")
            if day:
                sizes.append(round(day[0].rect["width"]))
        viewport(driver, 390)
        driver.get(ctx["base"] + "/stay")
        settled(driver)
        driver.execute_script(
            "document.querySelector('.almanac').style.setProperty('--almanac-cell', '44px')")
        rects = [b.rect for b in driver.find_elements(By.CSS_SELECTOR, "[data-day]")]
        small = [r for r in rects if r["width"] < 44 or r["height"] < 44]
        assert not small, f"{len(small)} days under 44 px, e.g. {small[0]}"
        for problem in driver.execute_script(OVERFLOW):
            problems.append(f"/stay with 44 px cells at 390 px: {problem}")
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert not problems, "\n".join(problems)
    return (f"{len(pages)} pages fit 320 px (first day {min(sizes)}-{max(sizes)} px wide); "
            f"44 px days fit 390 px")


def touch(driver, kind, x, y):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


@test
def swipe_never_navigates_back(ctx):
    """A horizontal swipe on the grid, as touch input through the browser (not script
    events), pages the months and leaves the page and its history as they were."""
    driver = ctx["js"]
    driver.get(ctx["base"] + "/submit")
    driver.get(ctx["base"] + "/stay")
    settled(driver)
    driver.execute_script("window.stillHere = true")
    history = driver.execute_script("return history.length")
    months = driver.find_element(By.CSS_SELECTOR, ".almanac-months")
    action = driver.execute_script("return getComputedStyle(arguments[0]).touchAction", months)
    assert action == "pan-y pinch-zoom", action
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True,
                                                                  "maxTouchPoints": 1})
    try:
        old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
        box = driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-18"]').rect
        x, y = box["x"] + 150, box["y"] + box["height"] / 2
        touch(driver, "touchStart", x, y)
        for step in range(1, 11):
            touch(driver, "touchMove", x - 25 * step, y + step)
            time.sleep(0.01)
        touch(driver, "touchEnd", 0, 0)
        wait(lambda: is_stale(old), "the swipe to page")
        settled(driver)
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    title = driver.find_element(By.CSS_SELECTOR, ".almanac-title").text
    assert title == "April 2026", title
    assert driver.execute_script("return window.stillHere === true"), "the page was left"
    assert driver.current_url.split("?")[0].endswith("/stay"), driver.current_url
    assert driver.execute_script("return history.length") == history
    return "touch-action: pan-y pinch-zoom; a 250 px swipe left showed April 2026, same page"


VIOLATIONS = """
window.violations = [];
document.addEventListener('securitypolicyviolation',
  (e) => window.violations.push(e.violatedDirective + ' ' + (e.blockedURI || e.sample)));
"""


@test
def strict_csp_and_trusted_types_pick(ctx):
    """Under a nonce-only CSP with require-trusted-types-for 'script', the page picks with keys
    and pointer, takes the server's fragments (another month) and posts; nothing is blocked."""
    driver = ctx["js"]
    ctx["server"].headers["/csp"] = {"Content-Security-Policy": CSP}
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": VIOLATIONS})
    try:
        driver.get(ctx["base"] + "/csp")
        settled(driver)
        assert driver.execute_script("return document.querySelectorAll('[style]').length") == 0
        assert driver.execute_script("return !!window.trustedTypes")
        assert tab_to_grid(driver) == "2026-03-18"
        press(driver, Keys.ARROW_DOWN, " ")
        assert hidden(driver, "stay.start") == ["2026-03-25"], hidden(driver, "stay.start")
        # May is not on the page: the server's fragment goes through the "almanac" policy.
        quiet(driver, "stay")
        old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
        tap(driver, ".almanac-next")
        wait(lambda: is_stale(old), "the next month from the server")
        settled(driver)
        quiet(driver, "stay")
        tap(driver, '[data-day="2026-04-01"]')
        quiet(driver, "stay")
        assert hidden(driver, "stay") == ["2026-03-25/2026-04-01"], hidden(driver, "stay")
        violations = driver.execute_script("return window.violations")
        assert not violations, violations
        driver.find_element(By.CSS_SELECTOR, ".almanac-submit").click()
        wait(lambda: driver.find_elements(By.ID, "submitted"), "the post")
        posted = driver.find_element(By.ID, "submitted").text
        assert "2026-03-25/2026-04-01" in posted, posted
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                               {"identifier": script["identifier"]})
        ctx["server"].headers.pop("/csp", None)
    return "no violation; keys, a click and a server fragment picked 2026-03-25/2026-04-01"


@test
def second_month_has_a_tab_stop(ctx):
    """With the script, each month's grid is one tab stop, and the status clears when the focus
    leaves the day it spoke of."""
    driver = ctx["js"]
    driver.get(ctx["base"] + "/stay2")
    settled(driver)
    assert tab_to_grid(driver) == "2026-03-18"
    webdriver.ActionChains(driver).send_keys(Keys.TAB).perform()
    second = active_day(driver)
    assert second and second.startswith("2026-04"), second
    stops = driver.execute_script(
        "return [...document.querySelectorAll('[data-day][tabindex=\"0\"]')].length")
    assert stops == 2, stops
    driver.execute_script("arguments[0].focus()",
                          driver.find_element(By.CSS_SELECTOR, '[data-day="2026-03-12"]'))
    assert status(driver) == "Fully booked", status(driver)
    press(driver, Keys.ARROW_RIGHT)
    wait(lambda: status(driver) == "", "the status to clear")
    return f"Tab went from 2026-03-18 to {second}; the booked day's reason cleared on leaving it"


PAGES = ["/stay2?stay=2026-03-05/2026-03-09&stay.focus=2026-03-18",
         "/stay2?stay.start=2026-03-14&stay.focus=2026-03-15", "/stay", "/rtl", "/weekdays",
         "/multi", "/open", "/ar", "/fa", "/he", "/ja", "/de", "/fa-multi", "/ja-weekdays",
         "/de-ranges", "/csp"]


@test
def axe_core(ctx):
    """axe-core reports no violation on any page, in light, dark and forced colours."""
    driver = ctx["js"]
    source = axe_source()
    findings, passes = [], []
    ctx["server"].headers["/csp"] = {"Content-Security-Policy": CSP}
    version = ""
    try:
        for scheme, forced in [("light", "none"), ("dark", "none"), ("light", "active")]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-color-scheme", "value": scheme},
                {"name": "forced-colors", "value": forced}]})
            for path in PAGES:
                driver.get(ctx["base"] + path)
                settled(driver)
                if "stay.start" in path:
                    assert driver.find_elements(By.CSS_SELECTOR, ".almanac-refused"), "unmarked"
                # The CSP page takes axe through CDP, which its policy does not govern.
                driver.execute_cdp_cmd("Runtime.evaluate", {"expression": source})
                results = driver.execute_async_script(
                    "const done = arguments[arguments.length - 1];"
                    "axe.run(document).then(done, e => done({error: String(e)}));")
                assert "error" not in results, results.get("error")
                version = driver.execute_script("return axe.version")
                for violation in results["violations"]:
                    if violation["id"] in EXPLAINED:
                        continue
                    findings.append(f"{path} {scheme} forced={forced}: {violation['id']}: "
                                    f"{violation['help']} ({len(violation['nodes'])} nodes, e.g. "
                                    f"{violation['nodes'][0]['html'][:160]})")
                passes.append(len(results["passes"]))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        ctx["server"].headers.pop("/csp", None)
    assert not findings, "\n".join(findings)
    return (f"no violations on {len(PAGES)} pages × light, dark, forced colours "
            f"({min(passes)}-{max(passes)} rules passed each; axe-core {version})")


@test
def example_handler_books_and_rechecks(ctx):
    """Examples/HTMLBooking, the Swift handler run as CGI: the script's fragments come from it,
    a stay taken meanwhile is refused at the final post (the picker again, with the reason),
    and a free stay books."""
    driver = ctx["js"]
    assert ctx["example"], "no --example binary"
    ROUTES["/calendar"] = ROUTES["/book"] = {"cgi": ctx["example"]}
    ctx["server"].env.clear()
    try:
        driver.get(ctx["base"] + "/calendar")
        settled(driver)
        tap(driver, '[data-day="2026-03-20"]')
        tap(driver, '[data-day="2026-03-24"]')
        quiet(driver, "stay")
        assert hidden(driver, "stay") == ["2026-03-20/2026-03-24"], hidden(driver, "stay")
        summary = driver.find_element(By.CSS_SELECTOR, ".almanac-summary").text
        assert "4 nights" in summary, summary
        ctx["server"].env["BOOKED_NIGHTS"] = "2026-03-22"
        tap(driver, ".almanac-submit")
        wait(lambda: "can no longer be picked" in status(driver), "the refused post")
        refused = status(driver)
        assert driver.current_url.endswith("/book"), driver.current_url
        assert hidden(driver, "stay") == [], hidden(driver, "stay")
        settled(driver)
        tap(driver, '[data-day="2026-03-25"]')
        tap(driver, '[data-day="2026-03-28"]')
        quiet(driver, "stay")
        tap(driver, ".almanac-submit")
        wait(lambda: driver.find_elements(By.ID, "booked"), "the booking")
        booked = driver.find_element(By.ID, "booked").text
        assert booked == "Booked 2026-03-25 to 2026-03-28, 3 nights.", booked
    finally:
        ctx["server"].env.clear()
    return f"post of a stay taken meanwhile: {refused!r}; then {booked!r}"
