extension LabelStrings {
  /// English: the base every other language translates, and the words that stand in for a
  /// language neither the table nor the app has. "Today" is CLDR's word (Foundation's where
  /// the system has the API), in every language.
  static let en: [LabelKey: Phrase] = [
    .today: "Today", .keyToday: "today",
    .startOfRange: "Start of range", .inRange: "In range", .endOfRange: "End of range",
    .selected: "Selected", .unavailable: "Unavailable", .beforeFirstDay: "Not yet available",
    .afterLastDay: "No longer available", .excludedWeekday: "Not available on this weekday",
    .eventCount: [.one: "{count} event", .other: "{count} events"],
    .selectedDay: "Selected {date}", .selectedRange: "Selected range: {start} to {end}",
    .selectedDays: [.one: "Selected {count} day", .other: "Selected {count} days"],
    .selectionCleared: "Selection cleared", .selectedWeekdays: "Selected weekdays: {list}",
    .noWeekdays: "No weekdays selected", .separator: ", ",
    .previousMonth: "Previous month", .nextMonth: "Next month",
    .chooseMonthAndYear: "Choose month and year", .showCalendar: "Show calendar",
    .month: "Month", .year: "Year", .events: "Events", .noEvents: "No events",
    .never: "Never", .everyDay: "Every day", .weekdaysOnly: "Weekdays", .weekendsOnly: "Weekends",
    .pickArrival: "Pick your arrival", .pickDeparture: "Now pick your departure",
    .pickLaterDeparture: "Pick a later day to leave",
    .nights: [.one: "{count} night", .other: "{count} nights"],
    .pickADay: "Pick a day", .pickDays: "Pick days",
    .dayCount: [.one: "{count} day", .other: "{count} days"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "No earlier day can be picked", .noLaterDay: "No later day can be picked",
    .noDayThere: "No day can be picked there", .noSuchMonth: "No such month in this calendar",
    .typeDate: "Type a date as YYYY-MM-DD", .noSuchDay: "No such day: {day}",
    .pressSpaceForArrival: "Press Space to pick the arrival, then Enter on the departure",
    .pressSpaceForDays: "Press Space to pick days, then Enter",
    .pressSpaceForWeekdays: "Press Space to choose weekdays, then Enter",
    .skippedByTimeZone: "Skipped by the time zone",
    .keyMove: "move", .keyPage: "page", .keyDate: "date", .keyJump: "jump", .keyPick: "pick",
    .keyConfirm: "ok", .keyQuit: "quit", .keyToggle: "toggle", .keyTypeDate: "type YYYY-MM-DD",
    .keyGo: "go", .keyErase: "erase", .keyClose: "close", .keyChoose: "choose",
    .goToDate: "Go to date", .repeatOn: "Repeat on", .terminalTooSmall: "Terminal too small",
    .terminalNeeds: "needs {size}", .moreEvents: "+{count} more",
    .allDay: "all day", .noTitle: "(no title)",
    .maximumDays: [
      .one: "You can pick at most {count} day", .other: "You can pick at most {count} days",
    ],
    .minimumNights: [
      .one: "Minimum stay is {count} night", .other: "Minimum stay is {count} nights",
    ],
    .maximumNights: [
      .one: "Maximum stay is {count} night", .other: "Maximum stay is {count} nights",
    ],
    .crossesUnavailableDay: "The stay would include {date}, which is unavailable",
    .closedToArrival: "No arrivals on this day", .closedToDeparture: "No departures on this day",
    .cannotDeselect: "This day cannot be deselected",
    .notPossibleInMode: "Not possible in this selection mode",
    .weekNumber: "Week", .weekdayRow: "Weekdays",
    .accessNotDetermined: "Calendar access has not been granted yet.",
    .accessWriteOnly:
      .plain(
        "This app may add events to your calendars but not read them. To see your events here, "
          + "allow Full Access in Settings › Privacy & Security › Calendars."),
    .accessDenied:
      .plain(
        "Calendar access is off. To see your events here, allow Full Access in Settings › "
          + "Privacy & Security › Calendars."),
    .accessRestricted:
      .plain(
        "Calendar access is restricted on this device (Screen Time or a device management "
          + "profile), so your events cannot be shown."),
    .accessMissing: "Calendar access is missing.",
    .missingUsageDescription:
      "The app's Info.plist has no {key}, so iOS cannot ask for calendar access.",
    .pickADate: "Pick a date", .done: "Done",
    .droppedValue: "{value} can no longer be picked: {reason}",
    .otherMonthsOffline: "Other months cannot be shown on this page",
  ]
}
