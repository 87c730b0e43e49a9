"""What the browser tests share: the routes served by serve.py, a headless chromium through
Selenium and chromium-driver, waits that tolerate the component being swapped, and the test
registry (`@test` appends to TESTS, in order)."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
COMMON = ["--today", "2026-03-18", "--time-zone", "UTC", "--form-action", "/submit",
          "--form-method", "post"]
STAY = ["--range", "--name", "stay", "--min", "2026-03-01", "--max", "2027-02-28",
        "--disable", "2026-03-10..2026-03-12", "--disable-reason", "Fully booked",
        "--min-nights", "2", "--title", "Book a stay"]
ROUTES = {
    "/stay": COMMON + STAY + ["--locale", "en_US"],
    "/stay2": COMMON + STAY + ["--locale", "en_US", "--months", "2", "--week-numbers",
                               "--ics", os.path.join(HERE, "events.ics")],
    "/rtl": COMMON + STAY + ["--locale", "ar_EG", "--months", "2"],
    "/weekdays": COMMON + ["--weekdays", "--name", "days", "--locale", "en_GB"],
    "/multi": COMMON + ["--multiple", "--name", "d", "--locale", "en_US"],
    "/open": COMMON + ["--range", "--name", "stay", "--locale", "en_US"],
    "/stale": COMMON + STAY + ["--locale", "en_US"],
}

# axe-core rules whose findings are explained rather than fixed (rule id -> reason).
EXPLAINED = {}


def browser(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1000,900", "--force-device-scale-factor=1", "--lang=en-US",
                 "--font-render-hinting=none"]:
        options.add_argument(flag)
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(condition, what, timeout=10):
    end = time.time() + timeout
    last = None
    while time.time() < end:
        try:
            value = condition()
            if value:
                return value
        except Exception as error:  # the DOM is being swapped
            last = error
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what} (last error: {last})")


def hidden(driver, name):
    """The values of the hidden fields named `name`, read in one script (an answer of the
    server may replace the component between two WebDriver calls)."""
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.value)",
        f'input[type=hidden][name="{name}"]')


def state(driver, name):
    """The hidden state fields of a picker, as (name, value) pairs, read in one script."""
    return [tuple(pair) for pair in driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => [e.name, e.value])",
        f'[data-almanac="{name}"] input[type=hidden]')]


def active_day(driver):
    return driver.execute_script(
        "const e = document.activeElement; return e && (e.dataset.day || e.dataset.weekday);")


def status(driver):
    return driver.find_element(By.CSS_SELECTOR, ".almanac-status").text


def press(driver, *keys):
    for key in keys:
        webdriver.ActionChains(driver).send_keys(key).perform()
        time.sleep(0.02)


def tab_to_grid(driver):
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    for _ in range(12):
        webdriver.ActionChains(driver).send_keys(Keys.TAB).perform()
        if active_day(driver):
            return active_day(driver)
    raise AssertionError("Tab never reached the grid")


def settled(driver):
    """Waits until no request is pending (the root is marked ready and focus is on a day)."""
    wait(lambda: driver.execute_script(
        "const r = document.querySelector('[data-almanac]'); return r && r.dataset.ready;"),
        "the component to be ready")


def click_day(driver, day):
    old = driver.find_element(By.CSS_SELECTOR, "[data-almanac]")
    driver.find_element(By.CSS_SELECTOR, f'[data-day="{day}"]').click()
    wait(lambda: is_stale(old), f"the page to answer the click on {day}")
    settled(driver)


def is_stale(element):
    try:
        element.get_attribute("id")
        return False
    except Exception:
        return True


def key_and_wait(driver, key, until, what):
    webdriver.ActionChains(driver).send_keys(key).perform()
    wait(until, what)
    settled(driver)


TESTS = []


def test(function):
    TESTS.append(function)
    return function



def quiet(driver, name, seconds=1.0):
    """Waits until the picker has had no request out and no change for `seconds`."""
    last, since = None, time.time()
    end = time.time() + 20
    while time.time() < end:
        now = (driver.execute_script(
            f"const r = document.querySelector('[data-almanac=\"{name}\"]');"
            "return r && !r.hasAttribute('aria-busy') && r.outerHTML;"))
        if now != last:
            last, since = now, time.time()
        elif now and time.time() - since >= seconds:
            return
        time.sleep(0.05)
    raise AssertionError("the picker never settled")


def tap(driver, selector):
    """Clicks the element, finding it again if an answer swapped the component meanwhile."""
    for _ in range(20):
        try:
            driver.find_element(By.CSS_SELECTOR, selector).click()
            return
        except StaleElementReferenceException:
            time.sleep(0.02)
    raise AssertionError(f"{selector} kept being replaced")


def day_attribute(driver, day, name):
    return driver.find_element(By.CSS_SELECTOR, f'[data-day="{day}"]').get_attribute(name)


def cell_classes(driver, day):
    return driver.find_element(By.CSS_SELECTOR, f'[data-day="{day}"]').find_element(
        By.XPATH, "..").get_attribute("class") or ""


def axe_source():
    """The newest axe-core at hand: the 4.x that axe-playwright-python bundles (installed without
    Playwright, only for its axe.min.js), else the 3.1 of axe-selenium-python."""
    try:
        import axe_playwright_python
        path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    except ImportError:
        import axe_selenium_python
        path = os.path.join(os.path.dirname(axe_selenium_python.__file__),
                            "node_modules", "axe-core", "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()

