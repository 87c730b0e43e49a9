"""Prints the instances of an RRULE from a floating DTSTART, one a line, as `almanac recur`
does: python3 dateutil_recur.py RULE DTSTART N (python-dateutil's rrule)."""
import sys
from datetime import datetime
from itertools import islice

from dateutil.rrule import rrulestr

rule, dtstart, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
start = datetime.strptime(dtstart, "%Y%m%dT%H%M%S")
out = sys.stdout
out.writelines(d.strftime("%Y%m%dT%H%M%S\n") for d in islice(rrulestr(rule, dtstart=start), n))
