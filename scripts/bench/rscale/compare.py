"""Compares the instance lists of scripts/bench/rscale.sh, case by case.

  compare.py CASES OURS LIBICAL [--show N]

Prints the number of cases, agreements, and every disagreement grouped by calendar and rule
shape, with the first instance where the two lists part, so that each can be explained.
"""
import collections
import re
import sys

cases = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
ours = [line.rstrip("\n") for line in open(sys.argv[2])]
theirs = [line.rstrip("\n") for line in open(sys.argv[3])]
show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 3
assert len(cases) == len(ours) == len(theirs), (len(cases), len(ours), len(theirs))


def shape(rule):
    parts = [p for p in rule.split(";") if not p.startswith(("COUNT", "UNTIL", "RSCALE"))]
    return ";".join(re.sub(r"=.*", "", p) if p.startswith(("INTERVAL",)) else p for p in parts)


agree = 0
groups = collections.defaultdict(list)
for (start, rule, limit), a, b in zip(cases, ours, theirs):
    if a == b:
        agree += 1
        continue
    cal = re.search(r"RSCALE=([^;]+)", rule).group(1)
    if b == "TIMEOUT":
        kind = "libical does not finish (1 s CPU)"
    elif b == "ERROR" or a == "ERROR":
        kind = f"error: almanac {'ERROR' if a == 'ERROR' else 'ok'}, libical {'ERROR' if b == 'ERROR' else 'ok'}"
    else:
        kind = "instances differ"
    groups[(kind, cal)].append((start, rule, a, b))

print(f"cases: {len(cases)}")
print(f"identical instance lists: {agree} ({100.0 * agree / len(cases):.1f}%)")
print(f"different: {len(cases) - agree}")
for (kind, cal), items in sorted(groups.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
    print(f"\n[{kind}] {cal}: {len(items)} cases")
    for start, rule, a, b in items[:show]:
        x, y = a.split(), b.split()
        i = next((k for k in range(min(len(x), len(y))) if x[k] != y[k]), min(len(x), len(y)))
        print(f"  {start} {rule}")
        print(f"    first difference at instance {i + 1}: almanac {x[i:i + 3] or a[:20]} libical {y[i:i + 3] or b[:20]}"
              f" (counts {len(x)} / {len(y)})")
