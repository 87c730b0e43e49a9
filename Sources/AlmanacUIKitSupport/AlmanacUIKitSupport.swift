// AlmanacUIKitSupport: what the UIKit `CalendarView`, its SwiftUI wrapper `KDCalendarView` and
// the EventKit bridge decide that is not engine API — the delegate calls
// (`CalendarViewCallback`), the data source's period (`CalendarViewPeriod`), the delegate's
// `canSelectDate` as the model's availability (`MainActorDayRule`), how a SwiftUI render is
// applied (`HostedCalendarInputs`, `DeferredCallbacks`), the weekday row at Dynamic Type sizes
// (`WeekdayHeaderText`), VoiceOver's scroll (`AccessibilityScrollStep`), the events that follow
// a store (`CalendarEventsFeed`), the compatibility switch and the style's context. Plain
// Swift on Foundation with `package` access: AlmanacUIKit and AlmanacEventKit use it, the
// tests in Tests/AlmanacUIKitSupportTests run it on Linux, and users of the library never see
// it.
