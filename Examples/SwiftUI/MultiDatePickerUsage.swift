// The original MultiDatePicker (peterent/MultiDatePicker) as its users write it, with only the
// import line changed: this file imports both SwiftUI (which has a `MultiDatePicker` of its own)
// and AlmanacUI, whose `MultiDatePicker` shadows SwiftUI's here. Type-checked by
// scripts/suites/apple/typecheck-ui.sh; a call that reached SwiftUI's would fail (it has no
// `anyDays:`).
#if canImport(SwiftUI)
  import AlmanacUI
  import SwiftUI

  struct MultiDatePickerUsage: View {
    @State private var singleDay = Date()
    @State private var anyDays: [Date] = []
    @State private var dateRange: ClosedRange<Date>? = nil
    private let minDate = Date()
    private let maxDate = Date().addingTimeInterval(60 * 60 * 24 * 90)

    var body: some View {
      ScrollView {
        VStack {
          MultiDatePicker(singleDay: $singleDay)
          MultiDatePicker(anyDays: $anyDays)
          MultiDatePicker(anyDays: $anyDays, includeDays: .weekdaysOnly)
          MultiDatePicker(dateRange: $dateRange)
          MultiDatePicker(
            dateRange: $dateRange, includeDays: .weekendsOnly, minDate: minDate, maxDate: maxDate)
          MultiDatePicker(singleDay: $singleDay, minDate: minDate)
          MultiDatePicker(anyDays: $anyDays, maxDate: maxDate)
          // The original's nested type name for the day choices.
          MultiDatePicker(
            anyDays: $anyDays, includeDays: MultiDatePicker.DateSelectionChoices.allDays)
          // The unambiguous name, and Apple's picker by its module name.
          MultiDayPicker(anyDays: $anyDays, includeDays: .allDays)
          SwiftUI.MultiDatePicker("Apple's", selection: .constant(Set<DateComponents>()))
        }
      }
    }
  }
#endif
