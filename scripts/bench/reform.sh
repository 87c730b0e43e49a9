#!/usr/bin/env bash
# Reform dates and the Julian calendar against ncal(1), side by side in the same run: first
# checks that almanac and ncal draw the same days (every weekday line of 1000 years of
# months, vertical layout, ncal's trailing spaces removed; the month titles differ because
# ncal -A groups months under year headings), then times both and prints the ratio
# (almanac CPU time / ncal CPU time; below 1 means almanac is faster).
#
# Cases (almanac with --color never --locale en_US; ncal with -h, LC_ALL=C):
#   julian1000y   almanac -v --reform julian --months 12000 1 1000   ncal -J -A 11999 1 1000
#   british1000y  almanac -v --reform 1752 --months 12000 1 1300     ncal -s GB -A 11999 1 1300
#   catholic1000y almanac -v --months 12000 1 1300                   ncal -s IT -A 11999 1 1300
#   month1752     almanac -v --reform 1752 9 1752                    ncal -s GB 9 1752
# Timing: each command runs --runs times after 2 warm-ups, ours and ncal's alternating; CPU =
# user + system time of the child (getrusage), median.
# Usage: scripts/bench/reform.sh [--runs N] [--almanac PATH]   (default: a release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=15
almanac=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --almanac) almanac="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs N] [--almanac PATH]" >&2; exit 64 ;;
  esac
done
command -v ncal >/dev/null 2>&1 || apt-get install -y ncal >/dev/null
if [[ -z "$almanac" ]]; then
  swift build -c release --product almanac >/dev/null
  almanac="$(swift build -c release --show-bin-path)/almanac"
fi
export LC_ALL=C TZ=UTC
python3 - "$almanac" "$runs" <<'PY'
import os, re, resource, statistics, subprocess, sys, time
almanac, runs = sys.argv[1], int(sys.argv[2])
ours = [almanac, "--color", "never", "--locale", "en_US", "-v"]
cases = [
    ("julian1000y", ["--reform", "julian", "--months", "12000", "1", "1000"], ["-J", "-A", "11999", "1", "1000"]),
    ("british1000y", ["--reform", "1752", "--months", "12000", "1", "1300"], ["-s", "GB", "-A", "11999", "1", "1300"]),
    ("catholic1000y", ["--months", "12000", "1", "1300"], ["-s", "IT", "-A", "11999", "1", "1300"]),
    ("month1752", ["--reform", "1752", "9", "1752"], ["-s", "GB", "9", "1752"]),
]
weekday = re.compile(r"^(Su|Mo|Tu|We|Th|Fr|Sa) ")
def output(command):
    text = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return [line.rstrip() for line in text.split("\n") if weekday.match(line)]
def cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
failed = False
for name, mine, theirs in cases:
    a, n = ours + mine, ["ncal", "-h"] + theirs
    same = output(a) == output(n)
    failed |= not same
    for _ in range(2):
        cpu(a); cpu(n)
    times_a, times_n = [], []
    for _ in range(runs):
        times_a.append(cpu(a)); times_n.append(cpu(n))
    ma, mn = statistics.median(times_a), statistics.median(times_n)
    lines = len(output(a))
    print(f"{name}: almanac {ma*1000:.1f} ms, ncal {mn*1000:.1f} ms, ratio {ma/mn:.2f} "
          f"({lines} weekday lines, {'identical' if same else 'DIFFERENT'})")
sys.exit(1 if failed else 0)
PY
