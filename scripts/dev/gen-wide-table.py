#!/usr/bin/env python3
"""Prints the compact East Asian Wide/Fullwidth range table used by TextWidth.

Ranges of assigned W/F code points (Python reports unassigned ones as F) are merged across gaps made only of unassigned code points
(category Cn), and the blocks that UAX #11 reserves as wide by default are added.
Run: python3 scripts/dev/gen-wide-table.py
"""
import unicodedata

wide = set()
for cp in range(0x110000):
    ch = chr(cp)
    if unicodedata.category(ch) != "Cn" and unicodedata.east_asian_width(ch) in ("W", "F"):
        wide.add(cp)
for lo, hi in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
               (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
    for cp in range(lo, hi + 1):
        if unicodedata.category(chr(cp)) == "Cn":
            wide.add(cp)
# Yijing hexagram symbols became Wide in Unicode 16 (glibc already draws them wide).
wide.update(range(0x4DC0, 0x4E00))

ranges = []
for cp in sorted(wide):
    if ranges:
        lo, hi = ranges[-1]
        gap = range(hi + 1, cp)
        if all(unicodedata.category(chr(g)) == "Cn" for g in gap):
            ranges[-1][1] = cp
            continue
    ranges.append([cp, cp])

print(f"// Unicode {unicodedata.unidata_version}, {len(ranges)} ranges")
line = "   "
for lo, hi in ranges:
    item = f" 0x{lo:05X}, 0x{hi:05X},"
    if len(line) + len(item) > 98:
        print(line)
        line = "   "
    line += item
print(line)
