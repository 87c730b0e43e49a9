#!/usr/bin/env bash
# The generated man page and shell completions (almanac --generate-manpage and
# --generate-completions bash|zsh|fish), checked as a packager would use them: the page is
# clean under `mandoc -Tlint` and `groff -man -z -ww`; each completion script loads in its
# shell without an error and completes a subcommand, an option and an option's value. That
# every option of the tables is in each output is checked by the Swift tests
# (Tests/AlmanacCLITests/GeneratedDocsTests.swift).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

swift build --product almanac >/dev/null
almanac="$(swift build --show-bin-path)/almanac"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "manpage: FAIL: $*" >&2
  failures=$((failures + 1))
}

echo "== man page"
"$almanac" --generate-manpage >"$work/almanac.1"
lint="$(mandoc -Tlint -W style "$work/almanac.1" 2>&1 || true)"
[[ -z "$lint" ]] || fail "mandoc -Tlint: $lint"
groffed="$(groff -man -z -ww "$work/almanac.1" 2>&1 || true)"
[[ -z "$groffed" ]] || fail "groff -man -z -ww: $groffed"
grep -qx '.SS almanac pick' "$work/almanac.1" || fail "the page has no section 'almanac pick'"

for shell in bash zsh fish; do
  "$almanac" --generate-completions "$shell" >"$work/almanac.$shell"
done

# Values that come from the user's data (`almanac --list-values KIND`): a calendars folder
# with the collections work and home, a configuration file with the account fastmail, and
# the binary on PATH as an installed one would be.
mkdir -p "$work/bin" "$work/cal/work" "$work/cal/home" "$work/config/almanac"
ln -s "$almanac" "$work/bin/almanac"
printf '[account fastmail]\nurl = https://caldav.example.com/\n' >"$work/config/almanac/config"
export PATH="$work/bin:$PATH" ALMANAC_CALENDARS="$work/cal" XDG_CONFIG_HOME="$work/config"
ALMANAC_CALENDARS="$work/cal" "$almanac" add --title x --start 2026-12-05 --collection work >/dev/null
ALMANAC_CALENDARS="$work/cal" "$almanac" add --title y --start 2026-12-05 --collection home >/dev/null

echo "== bash"
# complete_words WORD...: the candidates bash's completion function offers for the last word.
bash_candidates() {
  bash --norc --noprofile -c '
    set -u
    source "$1"; shift
    [[ "$(complete -p almanac)" == "complete -F _almanac almanac" ]] || { echo NOT-REGISTERED; exit 1; }
    COMP_WORDS=(almanac "$@"); COMP_CWORD=$#
    _almanac
    printf "%s\n" "${COMPREPLY[@]}"' bash "$work/almanac.bash" "$@"
}
grep -qx pick <<<"$(bash_candidates pi)" || fail "bash: 'almanac pi<TAB>' does not offer pick"
grep -qx -- --format <<<"$(bash_candidates pick --for)" || fail "bash: 'pick --for<TAB>' does not offer --format"
grep -qx hebrew <<<"$(bash_candidates --calendar he)" || fail "bash: '--calendar he<TAB>' does not offer hebrew"
grep -qx events <<<"$(bash_candidates help ev)" || fail "bash: 'help ev<TAB>' does not offer events"
grep -qx work <<<"$(bash_candidates events -a wo)" || fail "bash: 'events -a wo<TAB>' does not offer work"
grep -qx fastmail <<<"$(bash_candidates sync fa)" || fail "bash: 'sync fa<TAB>' does not offer fastmail"
grep -qx Europe/Berlin <<<"$(bash_candidates -z Europe/Ber)" || fail "bash: '-z Europe/Ber<TAB>' does not offer Europe/Berlin"
grep -qx de_DE <<<"$(bash_candidates --locale de_D)" || fail "bash: '--locale de_D<TAB>' does not offer de_DE"

echo "== zsh"
# Load the script as zsh loads completions (a _almanac file on $fpath, compinit), then type
# on a pseudo-terminal (zpty) and read what the completion system inserted.
mkdir -p "$work/zfunc"
cp "$work/almanac.zsh" "$work/zfunc/_almanac"
zsh -f -c "fpath=('$work/zfunc' \$fpath); autoload -U compinit; compinit -u -D; \
  [[ \${_comps[almanac]} == _almanac ]]" 2>"$work/zsh.err" \
  || fail "zsh: compinit did not register _almanac: $(cat "$work/zsh.err")"
zsh -f -c "fpath=('$work/zfunc' \$fpath); autoload -U compinit; compinit -u -D; \
  source '$work/almanac.zsh'" 2>"$work/zsh-source.err" && [[ ! -s "$work/zsh-source.err" ]] \
  || fail "zsh: sourcing the script printed: $(cat "$work/zsh-source.err")"
# zsh_complete TEXT: types TEXT and a Tab in an interactive zsh on a pseudo-terminal (zpty)
# and prints what the terminal showed (the completed line).
cat >"$work/complete.zsh" <<'ZSH'
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PS1='%% '; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'print READY'
zpty -r z line '*READY*'
zpty -n -w z "$2"$'\t'
sleep 2
all=""
while zpty -r -t z chunk; do all+=$chunk; done
print -r -- "$all"
zpty -d z
ZSH
zsh_complete() {
  timeout 30 zsh -f "$work/complete.zsh" "$work/zfunc" "$1" || true
}
grep -q "almanac pick" <<<"$(zsh_complete "almanac pi")" || fail "zsh: 'almanac pi<TAB>' did not complete pick"
grep -q "hebrew" <<<"$(zsh_complete "almanac --calendar hebr")" || fail "zsh: '--calendar hebr<TAB>' did not complete hebrew"
grep -q "events -a work" <<<"$(zsh_complete "almanac events -a wo")" || fail "zsh: 'events -a wo<TAB>' did not complete work"
grep -q "sync fastmail" <<<"$(zsh_complete "almanac sync fa")" || fail "zsh: 'sync fa<TAB>' did not complete fastmail"

echo "== fish"
fish --no-config -c "source '$work/almanac.fish'" 2>"$work/fish.err" && [[ ! -s "$work/fish.err" ]] \
  || fail "fish: loading printed: $(cat "$work/fish.err")"
fish_candidates() {
  fish --no-config -c "source '$work/almanac.fish'; complete -C '$1'" | cut -f1
}
grep -qx pick <<<"$(fish_candidates "almanac pi")" || fail "fish: 'almanac pi' does not offer pick"
grep -qx -- --format <<<"$(fish_candidates "almanac pick --for")" || fail "fish: 'pick --for' does not offer --format"
grep -qx hebrew <<<"$(fish_candidates "almanac --calendar he")" || fail "fish: '--calendar he' does not offer hebrew"
grep -qx work <<<"$(fish_candidates "almanac events -a wo")" || fail "fish: 'events -a wo' does not offer work"
grep -qx fastmail <<<"$(fish_candidates "almanac sync fa")" || fail "fish: 'sync fa' does not offer fastmail"

echo "== scripts/dev/install.sh (DESTDIR and PREFIX, with the debug binary)"
stage="$work/stage"
ALMANAC_BIN="$almanac" DESTDIR="$stage" PREFIX=/opt/almanac scripts/dev/install.sh >/dev/null
for file in bin/almanac share/man/man1/almanac.1 share/bash-completion/completions/almanac \
  share/zsh/site-functions/_almanac share/fish/vendor_completions.d/almanac.fish; do
  [[ -s "$stage/opt/almanac/$file" ]] || fail "install: $file missing under DESTDIR/PREFIX"
done
grep -q '^almanac ' <<<"$("$stage/opt/almanac/bin/almanac" --version)" || fail "install: the copy does not run"
# The section list is read whole first: under pipefail, `readelf | grep -q` would fail when
# grep leaves at the first match, and the check would pass a binary with debug information.
if grep -q '\.debug_info' <<<"$(readelf -S "$stage/opt/almanac/bin/almanac")"; then
  fail "install: the installed binary keeps its debug information"
fi
cmp -s "$stage/opt/almanac/share/man/man1/almanac.1" "$work/almanac.1" \
  || fail "install: the installed page differs from --generate-manpage"
DESTDIR="$stage" PREFIX=/opt/almanac scripts/dev/install.sh --uninstall >/dev/null
[[ -z "$(find "$stage" -type f)" ]] || fail "install --uninstall left: $(find "$stage" -type f)"

if ((failures)); then
  echo "manpage: $failures check(s) failed" >&2
  exit 1
fi
echo "manpage: ok (man page lint-clean; bash, zsh and fish complete subcommands, options, values)"
