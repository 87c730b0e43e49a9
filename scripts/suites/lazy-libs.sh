#!/usr/bin/env bash
# The lazy binding of libcurl and libxml2 (scripts/dev/dist/lazy-libs.py, used by
# scripts/dev/install.sh for the distribution binary): generates the stubs from this toolchain's
# static Foundation archives, links a small C program through them exactly as install.sh
# links almanac (-L to the generated linker scripts), and checks that the program does not
# have libcurl or libxml2 in DT_NEEDED, that neither is loaded before the first call, and that
# calls through the stubs work: a variadic curl_easy_setopt, curl_easy_strerror, libxml2
# parsing a document and freeing through the forwarded xmlFree. x86-64 only.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
if [[ "$(uname -m)" != x86_64 ]]; then
  echo "lazy-libs: skipped (the stubs are x86-64)"
  exit 0
fi
if ! grep -q 'libcurl\.so\.4 ' <<<"$(ldconfig -p)" || ! grep -q 'libxml2\.so\.2 ' <<<"$(ldconfig -p)"; then
  echo "lazy-libs: skipped (libcurl4 or libxml2 not installed)"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 scripts/dev/dist/lazy-libs.py "$work/lazy"
for symbol in curl_easy_init curl_easy_setopt curl_easy_strerror xmlFree xmlReadMemory; do
  grep -q " [TtDd] $symbol\$" <<<"$(nm "$work/lazy/lazy-libs.o")" || {
    echo "lazy-libs: FAIL: the stubs do not define $symbol" >&2; exit 1; }
done
cat >"$work/probe.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <link.h>
typedef void CURL;
extern CURL *curl_easy_init(void);
extern int curl_easy_setopt(CURL *, int, ...);
extern const char *curl_easy_strerror(int);
extern void curl_easy_cleanup(CURL *);
typedef void xmlDoc;
extern xmlDoc *xmlReadMemory(const char *, int, const char *, const char *, int);
extern void *xmlDocGetRootElement(xmlDoc *);
extern void xmlFreeDoc(xmlDoc *);
extern void (*xmlFree)(void *);
extern unsigned char *xmlNodeGetContent(void *);
/* Whether a library whose path contains NAME is mapped (the loader's list). */
static int loaded(const char *name) {
  for (struct link_map *map = _r_debug.r_map; map; map = map->l_next)
    if (map->l_name && strstr(map->l_name, name)) return 1;
  return 0;
}
int main(void) {
  if (loaded("libcurl") || loaded("libxml2")) { puts("loaded at start"); return 1; }
  CURL *curl = curl_easy_init();
  if (!curl) { puts("curl_easy_init failed"); return 1; }
  /* CURLOPT_URL (10002), a string through the variadic call; CURLOPT_TIMEOUT_MS (155). */
  if (curl_easy_setopt(curl, 10002, "http://127.0.0.1:9/") != 0) { puts("setopt URL"); return 1; }
  if (curl_easy_setopt(curl, 155, 1000L) != 0) { puts("setopt timeout"); return 1; }
  curl_easy_cleanup(curl);
  if (strcmp(curl_easy_strerror(0), "No error") != 0) { puts("strerror"); return 1; }
  if (!loaded("libcurl")) { puts("libcurl not loaded after the calls"); return 1; }
  const char *text = "<a>probe</a>";
  xmlDoc *doc = xmlReadMemory(text, (int)strlen(text), "probe.xml", 0, 0);
  if (!doc) { puts("xmlReadMemory failed"); return 1; }
  unsigned char *value = xmlNodeGetContent(xmlDocGetRootElement(doc));
  if (!value || strcmp((char *)value, "probe") != 0) { puts("xmlNodeGetContent"); return 1; }
  xmlFree(value);
  xmlFreeDoc(doc);
  puts("ok");
  return 0;
}
C
# Every function the probe calls is one the Foundation archives import (so it has a stub).
cc -O1 -no-pie -o "$work/probe" "$work/probe.c" -L"$work/lazy" -lcurl -lxml2
needed="$(readelf -d "$work/probe" | grep NEEDED || true)"
result="$("$work/probe" || true)"
echo "lazy-libs: probe says: $result"
[[ "$result" == ok ]] || { echo "lazy-libs: FAIL: $result" >&2; exit 1; }
if grep -q 'libcurl\|libxml2' <<<"$needed"; then
  echo "lazy-libs: FAIL: libcurl or libxml2 is in the probe's DT_NEEDED" >&2
  exit 1
fi
echo "lazy-libs: ok"
