extension LabelStrings {
  /// German, worded as Apple's Kalender: "Vorheriger Monat", "2 Nächte".
  static let de: [LabelKey: Phrase] = [
    .today: "Heute", .keyToday: "heute",
    .startOfRange: "Beginn des Zeitraums", .inRange: "Im Zeitraum",
    .endOfRange: "Ende des Zeitraums", .selected: "Ausgewählt", .unavailable: "Nicht verfügbar",
    .beforeFirstDay: "Noch nicht verfügbar", .afterLastDay: "Nicht mehr verfügbar",
    .excludedWeekday: "An diesem Wochentag nicht verfügbar",
    .eventCount: [.one: "{count} Termin", .other: "{count} Termine"],
    .selectedDay: "Ausgewählt: {date}", .selectedRange: "Ausgewählter Zeitraum: {start} bis {end}",
    .selectedDays: [.one: "{count} Tag ausgewählt", .other: "{count} Tage ausgewählt"],
    .selectionCleared: "Auswahl aufgehoben", .selectedWeekdays: "Ausgewählte Wochentage: {list}",
    .noWeekdays: "Keine Wochentage ausgewählt", .separator: ", ",
    .previousMonth: "Vorheriger Monat", .nextMonth: "Nächster Monat",
    .chooseMonthAndYear: "Monat und Jahr wählen", .showCalendar: "Kalender anzeigen",
    .month: "Monat", .year: "Jahr", .events: "Termine", .noEvents: "Keine Termine",
    .never: "Nie", .everyDay: "Täglich", .weekdaysOnly: "An Wochentagen",
    .weekendsOnly: "Am Wochenende",
    .pickArrival: "Wählen Sie Ihre Anreise", .pickDeparture: "Wählen Sie jetzt Ihre Abreise",
    .pickLaterDeparture: "Wählen Sie einen späteren Abreisetag",
    .nights: [.one: "{count} Nacht", .other: "{count} Nächte"],
    .pickADay: "Wählen Sie einen Tag", .pickDays: "Wählen Sie Tage",
    .dayCount: [.one: "{count} Tag", .other: "{count} Tage"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Kein früherer Tag wählbar", .noLaterDay: "Kein späterer Tag wählbar",
    .noDayThere: "Dort ist kein Tag wählbar",
    .noSuchMonth: "Diesen Monat gibt es in diesem Kalender nicht",
    .typeDate: "Datum als JJJJ-MM-TT eingeben", .noSuchDay: "Diesen Tag gibt es nicht: {day}",
    .pressSpaceForArrival: "Leertaste wählt die Anreise, dann Eingabe auf der Abreise",
    .pressSpaceForDays: "Leertaste wählt Tage, dann Eingabe",
    .pressSpaceForWeekdays: "Leertaste wählt Wochentage, dann Eingabe",
    .skippedByTimeZone: "Von der Zeitzone übersprungen",
    .keyMove: "bewegen", .keyPage: "blättern", .keyDate: "Datum", .keyJump: "springen",
    .keyPick: "wählen", .keyConfirm: "OK", .keyQuit: "beenden", .keyToggle: "umschalten",
    .keyTypeDate: "JJJJ-MM-TT eingeben", .keyGo: "los", .keyErase: "löschen",
    .keyClose: "schließen", .keyChoose: "wählen", .goToDate: "Gehe zu Datum",
    .repeatOn: "Wiederholen am", .terminalTooSmall: "Terminal zu klein",
    .terminalNeeds: "braucht {size}", .moreEvents: "+{count} weitere",
    .allDay: "ganztägig", .noTitle: "(ohne Titel)",
    .maximumDays: [
      .one: "Sie können höchstens {count} Tag wählen",
      .other: "Sie können höchstens {count} Tage wählen",
    ],
    .minimumNights: [
      .one: "Mindestaufenthalt: {count} Nacht", .other: "Mindestaufenthalt: {count} Nächte",
    ],
    .maximumNights: [
      .one: "Höchstaufenthalt: {count} Nacht", .other: "Höchstaufenthalt: {count} Nächte",
    ],
    .crossesUnavailableDay: "Der Aufenthalt würde den {date} einschließen, der nicht verfügbar ist",
    .closedToArrival: "An diesem Tag keine Anreise",
    .closedToDeparture: "An diesem Tag keine Abreise",
    .cannotDeselect: "Dieser Tag kann nicht abgewählt werden",
    .notPossibleInMode: "In diesem Auswahlmodus nicht möglich",
    .weekNumber: "Woche", .weekdayRow: "Wochentage",
    .accessNotDetermined: "Der Zugriff auf Kalender wurde noch nicht erlaubt.",
    .accessWriteOnly:
      .plain(
        "Diese App darf Termine zu deinen Kalendern hinzufügen, sie aber nicht lesen. Um deine "
          + "Termine hier zu sehen, erlaube den Vollzugriff unter Einstellungen › Datenschutz & "
          + "Sicherheit › Kalender."),
    .accessDenied:
      .plain(
        "Der Kalenderzugriff ist deaktiviert. Um deine Termine hier zu sehen, erlaube den "
          + "Vollzugriff unter Einstellungen › Datenschutz & Sicherheit › Kalender."),
    .accessRestricted:
      .plain(
        "Der Kalenderzugriff ist auf diesem Gerät eingeschränkt (Bildschirmzeit oder ein "
          + "Geräteverwaltungsprofil), daher können deine Termine nicht angezeigt werden."),
    .accessMissing: "Der Zugriff auf Kalender fehlt.",
    .missingUsageDescription:
      .plain(
        "Die Info.plist der App enthält keinen Eintrag {key}, daher kann iOS nicht nach dem "
          + "Kalenderzugriff fragen."),
    .pickADate: "Datum wählen", .done: "Fertig",
    .droppedValue: "{value} ist nicht mehr wählbar: {reason}",
    .otherMonthsOffline: "Andere Monate können auf dieser Seite nicht angezeigt werden",
  ]
}
