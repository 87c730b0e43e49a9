extension LabelStrings {
  /// Italian, worded as Apple's Calendario: "Mese precedente", "2 notti".
  static let it: [LabelKey: Phrase] = [
    .today: "Oggi", .keyToday: "oggi",
    .startOfRange: "Inizio dell’intervallo", .inRange: "Nell’intervallo",
    .endOfRange: "Fine dell’intervallo", .selected: "Selezionato", .unavailable: "Non disponibile",
    .beforeFirstDay: "Non ancora disponibile", .afterLastDay: "Non più disponibile",
    .excludedWeekday: "Non disponibile in questo giorno della settimana",
    .eventCount: [.one: "{count} evento", .many: "{count} di eventi", .other: "{count} eventi"],
    .selectedDay: "Data selezionata: {date}",
    .selectedRange: "Intervallo selezionato: dal {start} al {end}",
    .selectedDays: [
      .one: "{count} giorno selezionato", .many: "{count} di giorni selezionati",
      .other: "{count} giorni selezionati",
    ],
    .selectionCleared: "Selezione annullata", .selectedWeekdays: "Giorni selezionati: {list}",
    .noWeekdays: "Nessun giorno selezionato", .separator: ", ",
    .previousMonth: "Mese precedente", .nextMonth: "Mese successivo",
    .chooseMonthAndYear: "Scegli mese e anno", .showCalendar: "Mostra calendario",
    .month: "Mese", .year: "Anno", .events: "Eventi", .noEvents: "Nessun evento",
    .never: "Mai", .everyDay: "Ogni giorno", .weekdaysOnly: "Giorni feriali",
    .weekendsOnly: "Fine settimana",
    .pickArrival: "Scegli l’arrivo", .pickDeparture: "Ora scegli la partenza",
    .pickLaterDeparture: "Scegli un giorno di partenza successivo",
    .nights: [.one: "{count} notte", .many: "{count} di notti", .other: "{count} notti"],
    .pickADay: "Scegli un giorno", .pickDays: "Scegli i giorni",
    .dayCount: [.one: "{count} giorno", .many: "{count} di giorni", .other: "{count} giorni"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Non si può scegliere un giorno precedente",
    .noLaterDay: "Non si può scegliere un giorno successivo",
    .noDayThere: "Lì non si può scegliere nessun giorno",
    .noSuchMonth: "Questo mese non esiste in questo calendario",
    .typeDate: "Scrivi una data come AAAA-MM-GG", .noSuchDay: "Questo giorno non esiste: {day}",
    .pressSpaceForArrival: "Spazio sceglie l’arrivo, poi Invio sulla partenza",
    .pressSpaceForDays: "Spazio sceglie i giorni, poi Invio",
    .pressSpaceForWeekdays: "Spazio sceglie i giorni della settimana, poi Invio",
    .skippedByTimeZone: "Saltato dal fuso orario",
    .keyMove: "sposta", .keyPage: "pagina", .keyDate: "data", .keyJump: "salta",
    .keyPick: "scegli", .keyConfirm: "ok", .keyQuit: "esci", .keyToggle: "attiva/disattiva",
    .keyTypeDate: "scrivi AAAA-MM-GG", .keyGo: "vai", .keyErase: "cancella", .keyClose: "chiudi",
    .keyChoose: "scegli", .goToDate: "Vai alla data", .repeatOn: "Ripeti il",
    .terminalTooSmall: "Terminale troppo piccolo", .terminalNeeds: "servono {size}",
    .moreEvents: "+{count} altri",
    .allDay: "tutto il giorno", .noTitle: "(senza titolo)",
    .maximumDays: [
      .one: "Puoi scegliere al massimo {count} giorno",
      .many: "Puoi scegliere al massimo {count} di giorni",
      .other: "Puoi scegliere al massimo {count} giorni",
    ],
    .minimumNights: [
      .one: "Soggiorno minimo: {count} notte", .many: "Soggiorno minimo: {count} di notti",
      .other: "Soggiorno minimo: {count} notti",
    ],
    .maximumNights: [
      .one: "Soggiorno massimo: {count} notte", .many: "Soggiorno massimo: {count} di notti",
      .other: "Soggiorno massimo: {count} notti",
    ],
    .crossesUnavailableDay: "Il soggiorno includerebbe il {date}, che non è disponibile",
    .closedToArrival: "Nessun arrivo in questo giorno",
    .closedToDeparture: "Nessuna partenza in questo giorno",
    .cannotDeselect: "Questo giorno non può essere deselezionato",
    .notPossibleInMode: "Non possibile in questa modalità di selezione",
    .weekNumber: "Settimana", .weekdayRow: "Giorni della settimana",
    .accessNotDetermined: "L’accesso ai calendari non è ancora stato concesso.",
    .accessWriteOnly:
      .plain(
        "Questa app può aggiungere eventi ai tuoi calendari ma non leggerli. Per vedere qui i tuoi "
          + "eventi, consenti l’accesso completo in Impostazioni › Privacy e sicurezza › Calendari."
      ),
    .accessDenied:
      .plain(
        "L’accesso ai calendari è disattivato. Per vedere qui i tuoi eventi, consenti l’accesso "
          + "completo in Impostazioni › Privacy e sicurezza › Calendari."),
    .accessRestricted:
      .plain(
        "L’accesso ai calendari è limitato su questo dispositivo (Tempo di utilizzo o un profilo "
          + "di gestione), quindi i tuoi eventi non possono essere mostrati."),
    .accessMissing: "Manca l’accesso ai calendari.",
    .missingUsageDescription:
      .plain(
        "Il file Info.plist dell’app non contiene {key}, quindi iOS non può chiedere l’accesso ai "
          + "calendari."),
    .pickADate: "Scegli una data", .done: "Fine",
    .droppedValue: "Non è più possibile scegliere {value}: {reason}",
    .otherMonthsOffline: "Gli altri mesi non possono essere mostrati in questa pagina",
  ]
}
