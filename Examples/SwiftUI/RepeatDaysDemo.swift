#if canImport(SwiftUI)
  import AlmanacUI
  import SwiftUI

  /// A demo of ``WeekdaySegmentedPicker``: an alarm that repeats on weekdays and a workout
  /// on three days, each row with its own colour and summary.
  struct RepeatDaysDemo: View {
    @State private var alarmDays: Set<Int> = [2, 3, 4, 5, 6]
    @State private var workoutDays: Set<Int> = [2, 4, 6]
    @Environment(\.calendar) private var calendar

    init() {}

    var body: some View {
      Form {
        Section("Alarm 7:00") {
          WeekdaySegmentedPicker(selection: $alarmDays, calendar: calendar, color: .orange)
        }
        Section("Workout") {
          WeekdaySegmentedPicker(selection: $workoutDays, calendar: calendar, color: .green)
        }
      }
    }
  }

  #Preview("Alarm and workout") {
    RepeatDaysDemo()
  }
#endif
