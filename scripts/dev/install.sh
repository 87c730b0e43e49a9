#!/usr/bin/env bash
# Builds the distribution binary of `almanac` and installs it with its man page and its bash,
# zsh and fish completions, all generated from the binary's own option tables.
#
#   scripts/dev/install.sh                         # into /usr/local
#   PREFIX=$HOME/.local scripts/dev/install.sh     # into your home
#   DESTDIR=/tmp/pkg PREFIX=/usr scripts/dev/install.sh   # staged, for a package
#   scripts/dev/install.sh --uninstall             # removes what it installed under PREFIX
#
# Environment:
#   PREFIX   where to install (default /usr/local): bin/, share/man/man1/, share/bash-completion/
#            completions/, share/zsh/site-functions/, share/fish/vendor_completions.d/
#   DESTDIR  a staging root prefixed to every path (default empty)
#   BUILD    static-stdlib (default: the Swift runtime static, glibc, libcurl and libxml2
#            shared; needs libcurl4-openssl-dev to link), static (fully static, glibc too;
#            the fastest start, but it does not link with CalDAV sync in the command line:
#            Debian's static libcurl needs GSSAPI, which has no static library;
#            see docs/decisions/0015-installation.md) or dynamic (the plain release build; starts
#            slower, see docs/cli.md)
#   LAZY_LIBS  1 (default): with static-stdlib on x86-64, libcurl and libxml2 (used only by
#            `sync`) are opened on first use rather than loaded at every start
#            (scripts/dev/dist/lazy-libs.py; docs/decisions/0015-installation.md); 0 links them
#            as usual
#   ALMANAC_BIN  install this already-built binary instead of building one
#   STRIP    1 (default): the installed copy has its debug information removed (strip
#            --strip-debug; the symbol table stays, so crash backtraces keep their names);
#            0 installs it as built
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }

prefix="${PREFIX:-/usr/local}"
destdir="${DESTDIR:-}"
build="${BUILD:-static-stdlib}"
root="$destdir$prefix"
bin="$root/bin/almanac"
man="$root/share/man/man1/almanac.1"
bash_completion="$root/share/bash-completion/completions/almanac"
zsh_completion="$root/share/zsh/site-functions/_almanac"
fish_completion="$root/share/fish/vendor_completions.d/almanac.fish"

if [[ "${1:-}" == "--uninstall" ]]; then
  rm -f "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
  echo "install: removed almanac from $root"
  exit 0
elif [[ $# -gt 0 ]]; then
  echo "install: unknown argument '$1' (valid: --uninstall)" >&2
  exit 64
fi

if [[ -n "${ALMANAC_BIN:-}" ]]; then
  built="$ALMANAC_BIN"
  [[ -x "$built" ]] || { echo "install: ALMANAC_BIN '$built' is not an executable" >&2; exit 66; }
else
  case "$build" in
    static)
      flags=(--build-path .build/dist-full -Xswiftc -static-executable --disable-local-rpath) ;;
    static-stdlib)
      flags=(--build-path .build/dist --static-swift-stdlib -Xlinker -no-pie --disable-local-rpath)
      # libcurl and libxml2 (sync only) bound on first use instead of loaded at every start
      # (scripts/dev/dist/lazy-libs.py; x86-64). LAZY_LIBS=0 links them as usual.
      if [[ "${LAZY_LIBS:-1}" == 1 && "$(uname -m)" == x86_64 ]]; then
        python3 scripts/dev/dist/lazy-libs.py .build/dist/lazy-libs
        flags+=(-Xswiftc -L -Xswiftc "$PWD/.build/dist/lazy-libs")
      fi ;;
    dynamic)
      flags=() ;;
    *)
      echo "install: BUILD '$build' is not one of static, static-stdlib, dynamic" >&2
      exit 64 ;;
  esac
  if [[ "$build" != dynamic ]] && ! grep -q 'libcurl\.so ' <<<"$(ldconfig -p 2>/dev/null)"; then
    echo "install: linking the Swift runtime statically needs libcurl's development files" \
      "(libcurl.so): apt-get install libcurl4-openssl-dev, or BUILD=dynamic" >&2
    exit 69
  fi
  echo "== swift build -c release --product almanac ${flags[*]}"
  swift build -c release --product almanac "${flags[@]}"
  built="$(swift build -c release --product almanac "${flags[@]}" --show-bin-path)/almanac"
  if [[ "$build" == static-stdlib && "${LAZY_LIBS:-1}" == 1 && "$(uname -m)" == x86_64 ]] \
    && grep -q 'NEEDED.*\(libcurl\|libxml2\)' <<<"$(readelf -d "$built")"; then
    echo "install: libcurl/libxml2 are still loaded at start-up (see scripts/dev/dist/lazy-libs.py)" >&2
    exit 70
  fi
fi

# Generate everything first, so that a failure installs nothing.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$built" --generate-manpage >"$work/almanac.1"
for shell in bash zsh fish; do
  "$built" --generate-completions "$shell" >"$work/almanac.$shell"
done

install -d "$root/bin" "$(dirname "$man")" "$(dirname "$bash_completion")" \
  "$(dirname "$zsh_completion")" "$(dirname "$fish_completion")"
# A copy, never the linker's output file in place (it starts slower, docs/cli.md).
install -m 755 "$built" "$bin"
if [[ "${STRIP:-1}" == 1 ]]; then
  if command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$bin"
  else
    echo "install: strip not found (binutils); installed with its debug information" >&2
  fi
fi
install -m 644 "$work/almanac.1" "$man"
install -m 644 "$work/almanac.bash" "$bash_completion"
install -m 644 "$work/almanac.zsh" "$zsh_completion"
install -m 644 "$work/almanac.fish" "$fish_completion"
echo "install: almanac $("$bin" --version | cut -d' ' -f2) into $root"
echo "  $bin"
echo "  $man"
echo "  $bash_completion"
echo "  $zsh_completion"
echo "  $fish_completion"
