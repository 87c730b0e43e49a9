// AlmanacUISupport: what the Apple faces (SwiftUI's views, UIKit's `CalendarView`, the EventKit
// bridge) share and decide that is not engine API — a month calendar view's model over a list
// of dates (`MonthCalendarModel.calendarView`), the binding syncs (`BindingSync`,
// `MonthCalendarBindingSync`), a day rule a view replaces (`LiveDayPredicate`), when today
// changes (`TodayClock`), a range's months as pages (`MonthPages`), a store's events as the
// engine's (`EventRecord`, `EventRecordMapping`) and colours from linear components. Plain
// Swift on Foundation with `package` access: the faces use it, the tests in
// Tests/AlmanacUISupportTests run it on Linux, and users of the library never see it.
