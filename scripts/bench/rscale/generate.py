"""Generates the RSCALE comparison cases of scripts/bench/rscale.sh.

  generate.py OUT [SEED]

One case a line: DTSTART <TAB> RRULE <TAB> MAX. Every calendar both engines have, each SKIP,
leap months (Hebrew 5L, Chinese/Dangi nL), invalid days (30, -30, 31), BYDAY with ordinals,
BYSETPOS, WEEKLY/DAILY limits, INTERVAL, UNTIL and long runs (COUNT up to 1,000). Starts are
drawn at random from 1900-2100 (seeded), plus starts inside leap months. Every rule is one whose
start it generates (its parts come from the start or match it), so that both the RFC 5545
meaning (the start is the first instance) and libical's (an instance only if generated) apply.
"""
import datetime
import random
import sys

out = sys.argv[1]
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7529
rng = random.Random(seed)

CALENDARS = ["GREGORIAN", "ISO8601", "BUDDHIST", "JAPANESE", "ROC", "PERSIAN", "HEBREW",
             "ISLAMIC", "ISLAMIC-CIVIL", "ISLAMIC-TBLA", "ISLAMIC-UMALQURA", "INDIAN", "COPTIC",
             "ETHIOPIC", "ETHIOPIC-AMETE-ALEM", "CHINESE", "DANGI"]
SKIPS = ["", ";SKIP=OMIT", ";SKIP=BACKWARD", ";SKIP=FORWARD"]
# Days inside leap months: Hebrew Adar I 5774, 5776, 5779; Chinese/Dangi leap months.
LEAP_STARTS = {
    "HEBREW": ["20140201", "20140302", "20160210", "20190206", "20190307"],
    "CHINESE": ["20141024", "20141110", "20170723", "20200523", "20230322", "20230419"],
    "DANGI": ["20141024", "20170723", "20200523", "20230322"],
}


def random_day():
    first = datetime.date(1900, 1, 1).toordinal()
    last = datetime.date(2100, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(first, last))


def fmt(day, time=None):
    text = day.strftime("%Y%m%d")
    return text if time is None else text + "T" + time


cases = []


def add(start, rule, limit=40):
    cases.append(f"{start}\t{rule}\t{limit}")


for cal in CALENDARS:
    prefix = f"RSCALE={cal};"
    for _ in range(12):
        day = random_day()
        start = fmt(day)
        for skip in SKIPS:
            add(start, f"{prefix}FREQ=YEARLY;COUNT=30{skip}")
            add(start, f"{prefix}FREQ=MONTHLY;COUNT=60{skip}")
            add(start, f"{prefix}FREQ=MONTHLY;INTERVAL=5;COUNT=30{skip}")
            add(start, f"{prefix}FREQ=YEARLY;INTERVAL=3;COUNT=20{skip}")
        add(fmt(day, "093000"), f"{prefix}FREQ=MONTHLY;COUNT=40;BYHOUR=9,18;BYMINUTE=30")
        add(start, f"{prefix}FREQ=WEEKLY;COUNT=80")
        add(start, f"{prefix}FREQ=DAILY;COUNT=400")
        until = fmt(day + datetime.timedelta(days=rng.randint(400, 4000)))
        add(start, f"{prefix}FREQ=MONTHLY;UNTIL={until}", 400)
    # Invalid days: the 30th / 31st / 30th from the end of every month, each SKIP.
    for _ in range(4):
        day = random_day()
        for skip in SKIPS:
            for value in ["30", "31", "-30", "29,30", "1,30"]:
                add(fmt(day), f"{prefix}FREQ=MONTHLY;BYMONTHDAY={value};COUNT=40{skip}")
            add(fmt(day), f"{prefix}FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=10{skip}")
            add(fmt(day), f"{prefix}FREQ=YEARLY;BYMONTHDAY=30;COUNT=40{skip}")
    # Weekday rules and BYSETPOS.
    for _ in range(3):
        day = random_day()
        add(fmt(day), f"{prefix}FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=40")
        add(fmt(day), f"{prefix}FREQ=MONTHLY;BYDAY=1SA,-1SU;COUNT=40")
        add(fmt(day), f"{prefix}FREQ=YEARLY;BYMONTH=1;BYDAY=-1FR;COUNT=20")
        add(fmt(day), f"{prefix}FREQ=YEARLY;BYDAY=20MO;COUNT=20")
        add(fmt(day), f"{prefix}FREQ=WEEKLY;BYDAY=SU,WE;BYMONTH=3,4;COUNT=60")
        add(fmt(day), f"{prefix}FREQ=DAILY;BYMONTHDAY=1,-1;COUNT=60")
        add(fmt(day), f"{prefix}FREQ=YEARLY;BYYEARDAY=1,-1,100;COUNT=30")
    # Long runs.
    day = random_day()
    add(fmt(datetime.date(2000, day.month, min(day.day, 28))), f"{prefix}FREQ=MONTHLY;COUNT=1000", 1000)
    add(fmt(datetime.date(1950, day.month, min(day.day, 28))), f"{prefix}FREQ=YEARLY;COUNT=200", 200)
    # Leap months.
    for start in LEAP_STARTS.get(cal, []):
        for skip in SKIPS:
            add(start, f"{prefix}FREQ=YEARLY;COUNT=20{skip}")
            add(start, f"{prefix}FREQ=MONTHLY;INTERVAL=13;COUNT=20{skip}")
    if cal in LEAP_STARTS:
        for skip in SKIPS:
            if cal == "HEBREW":
                for mday in ["8", "30", "-1", "1,30"]:
                    add("20140201", f"{prefix}FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY={mday};COUNT=20{skip}")
                add("20140201", f"{prefix}FREQ=YEARLY;BYMONTH=5L,6;BYMONTHDAY=1;COUNT=20{skip}")
                add("20140201", f"{prefix}FREQ=MONTHLY;BYMONTH=5L;BYMONTHDAY=1;COUNT=10{skip}")
            else:
                for month in range(1, 13):
                    add("20141024", f"{prefix}FREQ=YEARLY;BYMONTH={month}L;BYMONTHDAY=1;COUNT=10{skip}")
                add("20141024", f"{prefix}FREQ=YEARLY;BYMONTH=9,9L;BYMONTHDAY=30;COUNT=20{skip}")

with open(out, "w") as f:
    f.write("\n".join(cases) + "\n")
print(f"{len(cases)} cases (seed {seed})")
