extension LabelStrings {
  /// Swedish, worded as Apple's Kalender: "Föregående månad", "2 nätter".
  static let sv: [LabelKey: Phrase] = [
    .today: "Idag", .keyToday: "idag",
    .startOfRange: "Periodens början", .inRange: "I perioden", .endOfRange: "Periodens slut",
    .selected: "Vald", .unavailable: "Inte tillgänglig", .beforeFirstDay: "Inte tillgänglig än",
    .afterLastDay: "Inte längre tillgänglig",
    .excludedWeekday: "Inte tillgänglig den här veckodagen",
    .eventCount: [.one: "{count} händelse", .other: "{count} händelser"],
    .selectedDay: "Valt datum: {date}", .selectedRange: "Vald period: {start} till {end}",
    .selectedDays: [.one: "{count} dag vald", .other: "{count} dagar valda"],
    .selectionCleared: "Markeringen rensades", .selectedWeekdays: "Valda veckodagar: {list}",
    .noWeekdays: "Inga veckodagar valda", .separator: ", ",
    .previousMonth: "Föregående månad", .nextMonth: "Nästa månad",
    .chooseMonthAndYear: "Välj månad och år", .showCalendar: "Visa kalender",
    .month: "Månad", .year: "År", .events: "Händelser", .noEvents: "Inga händelser",
    .never: "Aldrig", .everyDay: "Varje dag", .weekdaysOnly: "Vardagar", .weekendsOnly: "Helger",
    .pickArrival: "Välj ankomst", .pickDeparture: "Välj nu avresa",
    .pickLaterDeparture: "Välj en senare avresedag",
    .nights: [.one: "{count} natt", .other: "{count} nätter"],
    .pickADay: "Välj en dag", .pickDays: "Välj dagar",
    .dayCount: [.one: "{count} dag", .other: "{count} dagar"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Ingen tidigare dag kan väljas", .noLaterDay: "Ingen senare dag kan väljas",
    .noDayThere: "Ingen dag kan väljas där", .noSuchMonth: "Månaden finns inte i den här kalendern",
    .typeDate: "Skriv ett datum som ÅÅÅÅ-MM-DD", .noSuchDay: "Dagen finns inte: {day}",
    .pressSpaceForArrival: "Blanksteg väljer ankomst, sedan Retur på avresan",
    .pressSpaceForDays: "Blanksteg väljer dagar, sedan Retur",
    .pressSpaceForWeekdays: "Blanksteg väljer veckodagar, sedan Retur",
    .skippedByTimeZone: "Hoppas över av tidszonen",
    .keyMove: "flytta", .keyPage: "bläddra", .keyDate: "datum", .keyJump: "hoppa",
    .keyPick: "välj", .keyConfirm: "ok", .keyQuit: "avsluta", .keyToggle: "växla",
    .keyTypeDate: "skriv ÅÅÅÅ-MM-DD", .keyGo: "gå", .keyErase: "radera", .keyClose: "stäng",
    .keyChoose: "välj", .goToDate: "Gå till datum", .repeatOn: "Upprepa på",
    .terminalTooSmall: "Terminalen är för liten", .terminalNeeds: "kräver {size}",
    .moreEvents: "+{count} till",
    .allDay: "heldag", .noTitle: "(ingen titel)",
    .maximumDays: [
      .one: "Du kan välja högst {count} dag", .other: "Du kan välja högst {count} dagar",
    ],
    .minimumNights: [
      .one: "Minsta vistelse är {count} natt", .other: "Minsta vistelse är {count} nätter",
    ],
    .maximumNights: [
      .one: "Längsta vistelse är {count} natt", .other: "Längsta vistelse är {count} nätter",
    ],
    .crossesUnavailableDay: "Vistelsen skulle omfatta {date}, som inte är tillgänglig",
    .closedToArrival: "Ingen ankomst den här dagen",
    .closedToDeparture: "Ingen avresa den här dagen",
    .cannotDeselect: "Den här dagen kan inte avmarkeras",
    .notPossibleInMode: "Inte möjligt i det här markeringsläget",
    .weekNumber: "Vecka", .weekdayRow: "Veckodagar",
    .accessNotDetermined: "Åtkomst till kalendrar har inte beviljats än.",
    .accessWriteOnly:
      .plain(
        "Appen får lägga till händelser i dina kalendrar men inte läsa dem. Om du vill se dina "
          + "händelser här tillåter du full åtkomst i Inställningar › Integritet och säkerhet › "
          + "Kalendrar."),
    .accessDenied:
      .plain(
        "Åtkomst till kalendrar är avstängd. Om du vill se dina händelser här tillåter du full "
          + "åtkomst i Inställningar › Integritet och säkerhet › Kalendrar."),
    .accessRestricted:
      .plain(
        "Åtkomst till kalendrar är begränsad på den här enheten (Skärmtid eller en "
          + "hanteringsprofil), så dina händelser kan inte visas."),
    .accessMissing: "Åtkomst till kalendrar saknas.",
    .missingUsageDescription:
      "Appens Info.plist saknar {key}, så iOS kan inte be om åtkomst till kalendrar.",
    .pickADate: "Välj ett datum", .done: "Klar",
    .droppedValue: "{value} kan inte längre väljas: {reason}",
    .otherMonthsOffline: "Andra månader kan inte visas på den här sidan",
  ]
}
