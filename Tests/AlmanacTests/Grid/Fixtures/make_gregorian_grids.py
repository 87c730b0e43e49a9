#!/usr/bin/env python3
"""Writes gregorian-grids.txt: proleptic Gregorian month grids from Python's `calendar` module,
with ISO 8601 week numbers from `date.isocalendar()` and US week numbers from `%U`.

These are the independent facts that MonthLayoutFixtureTests checks Almanac against.
Run from this folder: `python3 make_gregorian_grids.py > gregorian-grids.txt`.

Each line: `YYYY-MM FIRST ROWS WEEKS`
  FIRST  the first weekday as a Calendar weekday number (1 = Sunday, 2 = Monday, 7 = Saturday)
  ROWS   week rows separated by '/', seven comma-separated cells each: the day of the month,
         negated for a day of the previous or next month, 0 for a day outside years 1...9999
  WEEKS  comma-separated week numbers of the rows: ISO 8601 weeks (`date.isocalendar()`) when
         FIRST is 2 (Monday, minimum four days), US weeks (`%U`, Sunday, minimum one day) when
         FIRST is 1, '-' otherwise
"""
import calendar
import datetime

# Python's calendar numbers weekdays 0 = Monday ... 6 = Sunday.
PYTHON_FIRST = {1: 6, 2: 0, 7: 5}


def us_week(days):
    """The US week number of a row of seven datetime.date-or-None (Sunday first)."""
    real = [d for d in days if d is not None]
    years = {d.year for d in real}
    # A week holding January 1 is week 1 of the new year (a row that runs past 9999-12-31 holds
    # 10000-01-01).
    if len(years) > 1 or any(d.month == 1 and d.day == 1 for d in real) or len(real) < 7 and real[-1].year == 9999:
        return 1
    sample = real[0]
    # %U: weeks start on Sunday; days before the year's first Sunday are week 0.
    u = int(sample.strftime("%U"))
    starts_on_sunday = datetime.date(sample.year, 1, 1).weekday() == 6
    return u if starts_on_sunday else u + 1


def iso_week(days):
    """The ISO 8601 week number of a row (Monday first): that of its Thursday."""
    return days[3].isocalendar()[1]


def line(year, month, first):
    cal = calendar.Calendar(PYTHON_FIRST[first])
    cells = list(cal.itermonthdays3(year, month))
    rows, weeks = [], []
    for start in range(0, len(cells), 7):
        row = cells[start:start + 7]
        numbers, dates = [], []
        for (y, m, d) in row:
            if not 1 <= y <= 9999:
                numbers.append(0)
                dates.append(None)
                continue
            numbers.append(d if m == month else -d)
            dates.append(datetime.date(y, m, d))
        rows.append(",".join(str(n) for n in numbers))
        if first == 2:
            weeks.append(str(iso_week(dates)))
        elif first == 1:
            weeks.append(str(us_week(dates)))
    return "%04d-%02d %d %s %s" % (year, month, first, "/".join(rows), ",".join(weeks) or "-")


def main():
    months = [(y, m) for y in range(1995, 2036) for m in range(1, 13)]
    # Far years: the start and end of the supported range, centuries, leap rules, the reforms.
    for y in (1, 2, 4, 100, 400, 1000, 1500, 1582, 1583, 1600, 1700, 1752, 1800, 1900, 2100,
              2400, 4000, 9999):
        months += [(y, m) for m in range(1, 13)]
    for (y, m) in sorted(set(months)):
        for first in (1, 2, 7):
            print(line(y, m, first))


if __name__ == "__main__":
    main()
