// AlmanacICS: RFC 5545 parsing, writing and recurrence expansion (see docs/ics.md).
import Almanac
