/// What a month layout does with days that its time zone skipped entirely (Pacific/Apia has no
/// 2011-12-30, Pacific/Kwajalein no 1993-08-21).
public enum SkippedDayPolicy: Hashable, Sendable {
  /// Skipped days are left out: the later days of the month move up one cell each (in Apia the
  /// 31st sits in the 30th's column) and an empty slot is left after the month's last day, so
  /// the following month's days keep their weekday columns.
  case omitted
  /// Skipped days keep their cells, with ``MonthPageCell/isSkipped`` true.
  case flagged
}
