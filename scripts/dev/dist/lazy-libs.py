#!/usr/bin/env python3
"""Generates lazy-binding stubs for the shared libraries that only `almanac sync` uses.

The distribution build links Swift's runtime and Foundation statically, but
FoundationNetworking needs libcurl and FoundationXML needs libxml2, and those two bring about
thirty shared libraries (GnuTLS, Kerberos, LDAP, system ICU…) that the dynamic loader maps,
relocates and initialises on every start: 15 M of the 19 M instructions of `almanac
--version` (docs/performance.md, "Start-up and the month display against ncal").

This script reads which symbols of libcurl and libxml2 the toolchain's static Foundation
archives import, with the versions a normal link binds, and writes into OUT_DIR:

- `lazy-libs.o`: an x86-64 object defining each function as a jump through a slot. A slot
  first points at a binder that opens the library with dlopen(3), looks the symbol up with
  dlvsym(3) and patches the slot, so the libraries load on the first call (a sync) instead of
  at start-up. Every argument register and %al (the vector count of a variadic call such as
  curl_easy_setopt) survive the binding, so a stub forwards any signature. The data symbol
  `xmlFree` (a function pointer) gets a variable pointing at a forwarding function. The
  symbols are hidden: nothing outside the executable binds to them.
- `libcurl.so` and `libxml2.so`: linker scripts that `-lcurl`/`-lxml2` find first (pass
  `-Xswiftc -L -Xswiftc OUT_DIR`). The first brings in `lazy-libs.o`; both name the real
  library AS_NEEDED, so it stays out of the executable's DT_NEEDED once the stubs define
  everything it would have provided.

    scripts/dev/dist/lazy-libs.py OUT_DIR [SWIFT_STATIC_LIB_DIR]

When a library cannot be opened at the first call, almanac prints why and exits 69.
"""
import os
import platform
import shutil
import subprocess
import sys

LIBRARIES = ["libcurl.so.4", "libxml2.so.2"]
ARCHIVES = ["libFoundationNetworking.a", "lib_CFURLSessionInterface.a", "libFoundationXML.a",
            "lib_CFXMLInterface.a"]


def run(*command):
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def library_path(soname):
    """The file the linker would use for SONAME, from the loader cache."""
    for line in run("ldconfig", "-p").splitlines():
        parts = line.strip().split(" => ")
        if len(parts) == 2 and parts[0].split()[0] == soname and "x86-64" in parts[0]:
            return parts[1]
    sys.exit(f"lazy-libs: {soname} is not installed (apt-get install libcurl4 libxml2)")


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: lazy-libs.py OUT_DIR [SWIFT_STATIC_LIB_DIR]")
    if platform.machine() != "x86_64":
        sys.exit(f"lazy-libs: the stubs are x86-64 assembly; this is {platform.machine()}")
    out = os.path.abspath(sys.argv[1])
    if len(sys.argv) == 3:
        static = sys.argv[2]
    else:
        swift = shutil.which("swift") or sys.exit("lazy-libs: swift is not on PATH")
        static = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib",
                              "swift_static", "linux")
    os.makedirs(out, exist_ok=True)
    paths = {name: library_path(name) for name in LIBRARIES}
    # Symbol -> (type, default version, library index) for what each library defines.
    defined = {}
    for index, name in enumerate(LIBRARIES):
        for line in run("nm", "-D", "--defined-only", paths[name]).splitlines():
            parts = line.split()
            if len(parts) != 3:
                continue
            symbol, _, version = parts[2].partition("@@")
            if "@" in symbol:
                continue  # a non-default (old) version
            defined.setdefault(symbol, (parts[1], version, index))
    imported = set()
    for archive in ARCHIVES:
        path = os.path.join(static, archive)
        if not os.path.exists(path):
            sys.exit(f"lazy-libs: {path} is missing (not a --static-swift-stdlib toolchain?)")
        for line in run("nm", "--undefined-only", path).splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == "U":
                imported.add(parts[1])
    functions, data = [], []
    for symbol in sorted(imported & defined.keys()):
        kind, version, library = defined[symbol]
        if kind in ("T", "W", "i"):
            functions.append((symbol, version, library))
        elif kind in ("D", "B", "R"):
            data.append((symbol, version, library))
        else:
            sys.exit(f"lazy-libs: {symbol} in {LIBRARIES[library]} has symbol type {kind}")
    if not functions:
        sys.exit(f"lazy-libs: the archives in {static} import nothing from libcurl/libxml2")
    libraries = LIBRARIES

    asm = [".text"]
    for index, (symbol, _, _) in enumerate(functions):
        asm += [
            f".globl {symbol}", f".hidden {symbol}", f".type {symbol},@function",
            f"{symbol}:", f"  jmp *almanac_lazy_slots+{8 * index}(%rip)",
            f"almanac_lazy_bind_{index}:", f"  movl ${index}, %r11d",
            "  jmp almanac_lazy_common",
        ]
    asm += [
        "almanac_lazy_common:",
        # Entry: %rsp = 8 mod 16 (the caller's return address). Seven pushes make it 0 mod 16.
        "  pushq %rdi", "  pushq %rsi", "  pushq %rdx", "  pushq %rcx", "  pushq %r8",
        "  pushq %r9", "  pushq %rax", "  subq $128, %rsp",
    ]
    asm += [f"  movdqu %xmm{i}, {16 * i}(%rsp)" for i in range(8)]
    asm += ["  movl %r11d, %edi", "  call almanac_lazy_resolve", "  movq %rax, %r11"]
    asm += [f"  movdqu {16 * i}(%rsp), %xmm{i}" for i in range(8)]
    asm += [
        "  addq $128, %rsp", "  popq %rax", "  popq %r9", "  popq %r8", "  popq %rcx",
        "  popq %rdx", "  popq %rsi", "  popq %rdi", "  jmp *%r11",
        ".data", ".balign 8", ".globl almanac_lazy_slots", ".hidden almanac_lazy_slots",
        "almanac_lazy_slots:",
    ]
    asm += [f"  .quad almanac_lazy_bind_{index}" for index in range(len(functions))]
    asm += [".section .note.GNU-stack,\"\",@progbits", ""]

    c = [
        "#define _GNU_SOURCE", "#include <dlfcn.h>", "#include <stdio.h>",
        "#include <stdlib.h>", "#include <unistd.h>", "",
        "static const char *const libraries[] = {"
        + ", ".join('"' + name + '"' for name in libraries) + "};",
        f"static void *handles[{len(libraries)}];",
        "extern void *almanac_lazy_slots[];",
        "struct entry { const char *name; const char *version; int library; };",
        "static const struct entry functions[] = {",
    ]
    c += [f'  {{"{s}", "{v}", {l}}},' for s, v, l in functions] or ["  {0, 0, 0},"]
    c += [
        "};", "",
        "static void *library(int index) {",
        "  void *handle = __atomic_load_n(&handles[index], __ATOMIC_ACQUIRE);",
        "  if (handle) return handle;",
        "  handle = dlopen(libraries[index], RTLD_NOW | RTLD_LOCAL);",
        "  if (!handle) {",
        '    fprintf(stderr, "almanac: cannot load %s, which sync needs: %s (install libcurl4 '
        'and libxml2)\\n", libraries[index], dlerror());',
        "    _exit(69);", "  }",
        "  __atomic_store_n(&handles[index], handle, __ATOMIC_RELEASE);",
        "  return handle;", "}", "",
        "static void *symbol(const char *name, const char *version, int index) {",
        "  void *handle = library(index);",
        "  void *address = version[0] ? dlvsym(handle, name, version) : 0;",
        "  if (!address) address = dlsym(handle, name);",
        "  if (!address) {",
        '    fprintf(stderr, "almanac: %s has no symbol %s\\n", libraries[index], name);',
        "    _exit(69);", "  }",
        "  return address;", "}", "",
        "__attribute__((visibility(\"hidden\"))) void *almanac_lazy_resolve(int index) {",
        "  const struct entry *e = &functions[index];",
        "  void *address = symbol(e->name, e->version, e->library);",
        "  __atomic_store_n(&almanac_lazy_slots[index], address, __ATOMIC_RELEASE);",
        "  return address;", "}", "",
    ]
    for symbol, version, lib in data:
        if symbol != "xmlFree":
            sys.exit(f"lazy-libs: no forwarder for the data symbol {symbol}")
        c += [
            "static void forward_xmlFree(void *pointer) {",
            f'  void (**real)(void *) = symbol("xmlFree", "{version}", {lib});',
            "  (*real)(pointer);", "}",
            "__attribute__((visibility(\"hidden\"))) void (*xmlFree)(void *) = forward_xmlFree;",
            "",
        ]
    with open(os.path.join(out, "lazy-libs.s"), "w") as f:
        f.write("\n".join(asm))
    with open(os.path.join(out, "lazy-binder.c"), "w") as f:
        f.write("\n".join(c))
    compiler = shutil.which("cc") or shutil.which("clang") or sys.exit("lazy-libs: no C compiler")
    subprocess.run([compiler, "-c", "-o", os.path.join(out, "lazy-stubs.o"),
                    os.path.join(out, "lazy-libs.s")], check=True)
    subprocess.run([compiler, "-c", "-O2", "-fno-pie", "-o", os.path.join(out, "lazy-binder.o"),
                    os.path.join(out, "lazy-binder.c")], check=True)
    subprocess.run(["ld", "-r", "-o", os.path.join(out, "lazy-libs.o"),
                    os.path.join(out, "lazy-stubs.o"), os.path.join(out, "lazy-binder.o")],
                   check=True)
    with open(os.path.join(out, "libcurl.so"), "w") as f:
        f.write(f"INPUT({os.path.join(out, 'lazy-libs.o')} AS_NEEDED({paths['libcurl.so.4']}))\n")
    with open(os.path.join(out, "libxml2.so"), "w") as f:
        f.write(f"INPUT(AS_NEEDED({paths['libxml2.so.2']}))\n")
    print(f"lazy-libs: {len(functions)} functions and {len(data)} data symbols of "
          f"{', '.join(libraries)} bound on first use -> {out}/lazy-libs.o")


if __name__ == "__main__":
    main()
