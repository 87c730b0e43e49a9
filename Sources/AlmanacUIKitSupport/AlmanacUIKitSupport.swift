// AlmanacUIKitSupport: what the UIKit `CalendarView` decides that is not engine API — its
// delegate calls (`CalendarViewCallback`), its data source's period (`CalendarViewPeriod`),
// its compatibility switch and its style's context. Plain Swift on Foundation with `package`
// access: AlmanacUIKit uses it, the tests in Tests/AlmanacUIKitSupportTests run it on Linux,
// and users of the library never see it.
