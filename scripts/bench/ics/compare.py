"""Prints the side-by-side table of scripts/bench/ics.sh and checks that instance lists agree.

  compare.py DIR   (reads DIR/ours.txt, DIR/libical.txt, DIR/python.txt and the instance files)
"""
import os
import sys

directory = sys.argv[1]


def read(name):
    values = {}
    path = os.path.join(directory, name)
    if not os.path.exists(path):
        return values
    for line in open(path):
        if ":" in line:
            key, rest = line.split(":", 1)
            parts = rest.split()
            if parts:
                try:
                    values[key.split(".", 1)[1]] = (float(parts[0]), parts[1] if len(parts) > 1 else "")
                except ValueError:
                    pass
    return values


ours, libical, python = read("ours.txt"), read("libical.txt"), read("python.txt")
rows = ["parse", "write", "parse.events"]
for rule in ["daily", "weekly", "monthly", "monthly100k"]:
    for zone in ["floating", "berlin"]:
        rows += [f"expand.{rule}.{zone}", f"expand.{rule}.{zone}.count"]
rows += ["expand.file.2y", "expand.file.2y.count", "expand.file.2y.overrides"]

print(f"{'metric':34} {'almanac':>12} {'libical':>12} {'python':>12} {'libical/us':>11} {'python/us':>10}")
for row in rows:
    def cell(table):
        return f"{table[row][0]:.1f}" if row in table else "-"

    def ratio(table):
        if row.endswith("count") or row.endswith("events") or row not in table or row not in ours:
            return "-"
        return f"{table[row][0] / ours[row][0]:.1f}x" if ours[row][0] > 0 else "-"

    unit = ours.get(row, libical.get(row, ("", "")))[1]
    print(f"{row + ' (' + unit + ')':34} {cell(ours):>12} {cell(libical):>12} {cell(python):>12} "
          f"{ratio(libical):>11} {ratio(python):>10}")

print()
print("instance lists (local wall time and UTC second of every instance):")
for rule in ["daily", "weekly", "monthly", "monthly100k"]:
    for zone in ["floating", "berlin"]:
        label = f"ics.expand.{rule}.{zone}.txt"
        mine = open(os.path.join(directory, label)).read().splitlines()
        for peer in ["libical", "python"]:
            path = os.path.join(directory, f"{peer}.expand.{rule}.{zone}.txt")
            if not os.path.exists(path):
                if not (rule == "monthly100k" and peer == "libical"):
                    print(f"  {rule}.{zone} vs {peer}: missing")
                continue
            theirs = open(path).read().splitlines()
            if mine == theirs:
                print(f"  {rule}.{zone} vs {peer}: identical ({len(mine)} instances)")
            else:
                first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
                ours_line = mine[first] if first < len(mine) else "(end)"
                their_line = theirs[first] if first < len(theirs) else "(end)"
                print(f"  {rule}.{zone} vs {peer}: DIFFER at instance {first + 1}: ours {ours_line!r}, "
                      f"{peer} {their_line!r} (counts {len(mine)} / {len(theirs)})")

if "expand.file.2y.count" in ours and "expand.file.2y.count" in libical:
    mine, theirs = ours["expand.file.2y.count"][0], libical["expand.file.2y.count"][0]
    replaced = ours.get("expand.file.2y.overrides", (0, ""))[0]
    print()
    print(f"every event over two years: almanac {mine:.0f}, libical {theirs:.0f}; libical expands each VEVENT on its own,")
    print(f"so an instance replaced by a RECURRENCE-ID override is counted twice there ({replaced:.0f} replaced instances in the window):")
    touching = ours.get("expand.file.2y.touching", (0, ""))[0]
    print(f"and libical's overlap test includes the window's end points ({touching:.0f} events end exactly at its start):")
    verdict = "consistent" if mine + replaced + touching == theirs else "NOT consistent"
    print(f"  almanac + replaced + touching = {mine + replaced + touching:.0f} vs libical {theirs:.0f}: {verdict}")
