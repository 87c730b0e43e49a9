extension LabelStrings {
  /// Dutch, worded as Apple's Agenda: "Vorige maand", "2 nachten".
  static let nl: [LabelKey: Phrase] = [
    .today: "Vandaag", .keyToday: "vandaag",
    .startOfRange: "Begin van periode", .inRange: "In periode", .endOfRange: "Einde van periode",
    .selected: "Geselecteerd", .unavailable: "Niet beschikbaar",
    .beforeFirstDay: "Nog niet beschikbaar", .afterLastDay: "Niet meer beschikbaar",
    .excludedWeekday: "Niet beschikbaar op deze weekdag",
    .eventCount: [.one: "{count} activiteit", .other: "{count} activiteiten"],
    .selectedDay: "Geselecteerd: {date}",
    .selectedRange: "Geselecteerde periode: {start} t/m {end}",
    .selectedDays: [.one: "{count} dag geselecteerd", .other: "{count} dagen geselecteerd"],
    .selectionCleared: "Selectie gewist", .selectedWeekdays: "Geselecteerde weekdagen: {list}",
    .noWeekdays: "Geen weekdagen geselecteerd", .separator: ", ",
    .previousMonth: "Vorige maand", .nextMonth: "Volgende maand",
    .chooseMonthAndYear: "Kies maand en jaar", .showCalendar: "Toon kalender",
    .month: "Maand", .year: "Jaar", .events: "Activiteiten", .noEvents: "Geen activiteiten",
    .never: "Nooit", .everyDay: "Elke dag", .weekdaysOnly: "Doordeweeks",
    .weekendsOnly: "In het weekend",
    .pickArrival: "Kies je aankomst", .pickDeparture: "Kies nu je vertrek",
    .pickLaterDeparture: "Kies een latere vertrekdag",
    .nights: [.one: "{count} nacht", .other: "{count} nachten"],
    .pickADay: "Kies een dag", .pickDays: "Kies dagen",
    .dayCount: [.one: "{count} dag", .other: "{count} dagen"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Geen eerdere dag te kiezen", .noLaterDay: "Geen latere dag te kiezen",
    .noDayThere: "Daar is geen dag te kiezen",
    .noSuchMonth: "Deze maand bestaat niet in deze kalender",
    .typeDate: "Typ een datum als JJJJ-MM-DD", .noSuchDay: "Deze dag bestaat niet: {day}",
    .pressSpaceForArrival: "Spatie kiest de aankomst, daarna Enter op het vertrek",
    .pressSpaceForDays: "Spatie kiest dagen, daarna Enter",
    .pressSpaceForWeekdays: "Spatie kiest weekdagen, daarna Enter",
    .skippedByTimeZone: "Overgeslagen door de tijdzone",
    .keyMove: "verplaats", .keyPage: "blader", .keyDate: "datum", .keyJump: "spring",
    .keyPick: "kies", .keyConfirm: "ok", .keyQuit: "stop", .keyToggle: "wissel",
    .keyTypeDate: "typ JJJJ-MM-DD", .keyGo: "ga", .keyErase: "wis", .keyClose: "sluit",
    .keyChoose: "kies", .goToDate: "Ga naar datum", .repeatOn: "Herhaal op",
    .terminalTooSmall: "Terminal te klein", .terminalNeeds: "nodig: {size}",
    .moreEvents: "+{count} meer",
    .allDay: "hele dag", .noTitle: "(geen titel)",
    .maximumDays: [
      .one: "Je kunt hoogstens {count} dag kiezen",
      .other: "Je kunt hoogstens {count} dagen kiezen",
    ],
    .minimumNights: [
      .one: "Minimaal verblijf: {count} nacht", .other: "Minimaal verblijf: {count} nachten",
    ],
    .maximumNights: [
      .one: "Maximaal verblijf: {count} nacht", .other: "Maximaal verblijf: {count} nachten",
    ],
    .crossesUnavailableDay: "Het verblijf zou {date} omvatten, en die dag is niet beschikbaar",
    .closedToArrival: "Geen aankomst op deze dag", .closedToDeparture: "Geen vertrek op deze dag",
    .cannotDeselect: "Deze dag kan niet worden gedeselecteerd",
    .notPossibleInMode: "Niet mogelijk in deze selectiemodus",
    .weekNumber: "Week", .weekdayRow: "Weekdagen",
    .accessNotDetermined: "Er is nog geen toegang tot agenda's gegeven.",
    .accessWriteOnly:
      .plain(
        "Deze app mag activiteiten aan je agenda's toevoegen, maar ze niet lezen. Sta volledige "
          + "toegang toe in Instellingen › Privacy en beveiliging › Agenda's om je activiteiten hier "
          + "te zien."),
    .accessDenied:
      .plain(
        "Toegang tot agenda's staat uit. Sta volledige toegang toe in Instellingen › Privacy en "
          + "beveiliging › Agenda's om je activiteiten hier te zien."),
    .accessRestricted:
      .plain(
        "Toegang tot agenda's is beperkt op dit apparaat (Schermtijd of een beheerprofiel), dus je "
          + "activiteiten kunnen niet worden getoond."),
    .accessMissing: "Toegang tot agenda's ontbreekt.",
    .missingUsageDescription:
      "De Info.plist van de app bevat geen {key}, dus iOS kan niet om toegang tot agenda's vragen.",
    .pickADate: "Kies een datum", .done: "Gereed",
    .droppedValue: "{value} kan niet meer gekozen worden: {reason}",
    .otherMonthsOffline: "Andere maanden kunnen op deze pagina niet worden getoond",
  ]
}
