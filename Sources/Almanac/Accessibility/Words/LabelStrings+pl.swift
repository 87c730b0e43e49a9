extension LabelStrings {
  /// Polish, worded as Apple's Kalendarz: "Poprzedni miesiąc", "2 noce"; counts take the
  /// one, few and many forms (`other` is the form of fractions, kept for the rule).
  static let pl: [LabelKey: Phrase] = [
    .today: "Dzisiaj", .keyToday: "dzisiaj",
    .startOfRange: "Początek zakresu", .inRange: "W zakresie", .endOfRange: "Koniec zakresu",
    .selected: "Zaznaczony", .unavailable: "Niedostępny", .beforeFirstDay: "Jeszcze niedostępny",
    .afterLastDay: "Już niedostępny", .excludedWeekday: "Niedostępny w ten dzień tygodnia",
    .eventCount: [
      .one: "{count} wydarzenie", .few: "{count} wydarzenia", .many: "{count} wydarzeń",
      .other: "{count} wydarzenia",
    ],
    .selectedDay: "Zaznaczono {date}", .selectedRange: "Zaznaczony zakres: od {start} do {end}",
    .selectedDays: [
      .one: "Zaznaczono {count} dzień", .few: "Zaznaczono {count} dni",
      .many: "Zaznaczono {count} dni", .other: "Zaznaczono {count} dnia",
    ],
    .selectionCleared: "Zaznaczenie wyczyszczone",
    .selectedWeekdays: "Zaznaczone dni tygodnia: {list}",
    .noWeekdays: "Nie zaznaczono dni tygodnia", .separator: ", ",
    .previousMonth: "Poprzedni miesiąc", .nextMonth: "Następny miesiąc",
    .chooseMonthAndYear: "Wybierz miesiąc i rok", .showCalendar: "Pokaż kalendarz",
    .month: "Miesiąc", .year: "Rok", .events: "Wydarzenia", .noEvents: "Brak wydarzeń",
    .never: "Nigdy", .everyDay: "Codziennie", .weekdaysOnly: "W dni robocze",
    .weekendsOnly: "W weekendy",
    .pickArrival: "Wybierz dzień przyjazdu", .pickDeparture: "Teraz wybierz dzień wyjazdu",
    .pickLaterDeparture: "Wybierz późniejszy dzień wyjazdu",
    .nights: [
      .one: "{count} noc", .few: "{count} noce", .many: "{count} nocy", .other: "{count} nocy",
    ],
    .pickADay: "Wybierz dzień", .pickDays: "Wybierz dni",
    .dayCount: [
      .one: "{count} dzień", .few: "{count} dni", .many: "{count} dni", .other: "{count} dnia",
    ],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Nie można wybrać wcześniejszego dnia",
    .noLaterDay: "Nie można wybrać późniejszego dnia",
    .noDayThere: "Tam nie można wybrać dnia",
    .noSuchMonth: "W tym kalendarzu nie ma takiego miesiąca",
    .typeDate: "Wpisz datę jako RRRR-MM-DD", .noSuchDay: "Nie ma takiego dnia: {day}",
    .pressSpaceForArrival: "Spacja wybiera przyjazd, potem Enter na dniu wyjazdu",
    .pressSpaceForDays: "Spacja wybiera dni, potem Enter",
    .pressSpaceForWeekdays: "Spacja wybiera dni tygodnia, potem Enter",
    .skippedByTimeZone: "Pominięty przez strefę czasową",
    .keyMove: "ruch", .keyPage: "strona", .keyDate: "data", .keyJump: "skok",
    .keyPick: "wybierz", .keyConfirm: "ok", .keyQuit: "wyjdź", .keyToggle: "przełącz",
    .keyTypeDate: "wpisz RRRR-MM-DD", .keyGo: "idź", .keyErase: "usuń", .keyClose: "zamknij",
    .keyChoose: "wybierz", .goToDate: "Przejdź do daty", .repeatOn: "Powtarzaj w",
    .terminalTooSmall: "Terminal jest za mały", .terminalNeeds: "potrzeba {size}",
    .moreEvents: "+{count} więcej",
    .allDay: "cały dzień", .noTitle: "(bez tytułu)",
    .maximumDays: [
      .one: "Możesz wybrać najwyżej {count} dzień", .few: "Możesz wybrać najwyżej {count} dni",
      .many: "Możesz wybrać najwyżej {count} dni", .other: "Możesz wybrać najwyżej {count} dnia",
    ],
    .minimumNights: [
      .one: "Minimalny pobyt to {count} noc", .few: "Minimalny pobyt to {count} noce",
      .many: "Minimalny pobyt to {count} nocy", .other: "Minimalny pobyt to {count} nocy",
    ],
    .maximumNights: [
      .one: "Maksymalny pobyt to {count} noc", .few: "Maksymalny pobyt to {count} noce",
      .many: "Maksymalny pobyt to {count} nocy", .other: "Maksymalny pobyt to {count} nocy",
    ],
    .crossesUnavailableDay: "Pobyt obejmowałby {date}, a ten dzień jest niedostępny",
    .closedToArrival: "W tym dniu nie ma przyjazdów",
    .closedToDeparture: "W tym dniu nie ma wyjazdów",
    .cannotDeselect: "Tego dnia nie można odznaczyć",
    .notPossibleInMode: "Niemożliwe w tym trybie zaznaczania",
    .weekNumber: "Tydzień", .weekdayRow: "Dni tygodnia",
    .accessNotDetermined: "Dostęp do kalendarzy nie został jeszcze przyznany.",
    .accessWriteOnly:
      .plain(
        "Ta aplikacja może dodawać wydarzenia do Twoich kalendarzy, ale nie może ich odczytywać. "
          + "Aby zobaczyć tu wydarzenia, zezwól na pełny dostęp w Ustawieniach › Prywatność i "
          + "ochrona › Kalendarze."),
    .accessDenied:
      .plain(
        "Dostęp do kalendarzy jest wyłączony. Aby zobaczyć tu wydarzenia, zezwól na pełny dostęp w "
          + "Ustawieniach › Prywatność i ochrona › Kalendarze."),
    .accessRestricted:
      .plain(
        "Dostęp do kalendarzy jest ograniczony na tym urządzeniu (Czas przed ekranem lub profil "
          + "zarządzania), więc nie można pokazać wydarzeń."),
    .accessMissing: "Brak dostępu do kalendarzy.",
    .missingUsageDescription:
      .plain(
        "Plik Info.plist aplikacji nie zawiera {key}, więc iOS nie może poprosić o dostęp do "
          + "kalendarzy."),
    .pickADate: "Wybierz datę", .done: "Gotowe",
    .droppedValue: "Nie można już wybrać {value}: {reason}",
    .otherMonthsOffline: "Na tej stronie nie można wyświetlić innych miesięcy",
  ]
}
