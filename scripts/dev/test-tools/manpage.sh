#!/usr/bin/env bash
# Tools for scripts/suites/manpage.sh: mandoc and groff (man page lint), zsh and fish (the
# completion scripts are loaded in each). Idempotent: installs only what is missing.
set -euo pipefail
missing=()
command -v mandoc >/dev/null || missing+=(mandoc)
command -v groff >/dev/null || missing+=(groff)
command -v zsh >/dev/null || missing+=(zsh)
command -v fish >/dev/null || missing+=(fish)
if ((${#missing[@]})); then
  apt-get install -y "${missing[@]}" >/dev/null 2>&1 \
    || { apt-get update >/dev/null && apt-get install -y "${missing[@]}" >/dev/null; }
fi
