import Foundation

extension LabelStrings {
  /// The words of controls, summaries, the picker's messages and the terminal's key help
  /// (English base, French, German, Spanish; other languages fall back to English).
  static let words: [String: [LabelKey: String]] = [
    "en": [
      .maximumDaysOne: "You can pick at most {count} day",
      .maximumDaysOther: "You can pick at most {count} days",
      .minimumNightsOne: "Minimum stay is {count} night",
      .minimumNightsOther: "Minimum stay is {count} nights",
      .maximumNightsOne: "Maximum stay is {count} night",
      .maximumNightsOther: "Maximum stay is {count} nights",
      .crossesUnavailableDay: "The stay would include {date}, which is unavailable",
      .closedToArrival: "No arrivals on this day", .closedToDeparture: "No departures on this day",
      .cannotDeselect: "This day cannot be deselected",
      .notPossibleInMode: "Not possible in this selection mode", .weekNumber: "Week",
      .weekdayRow: "Weekdays",
      .previousMonth: "Previous month", .nextMonth: "Next month",
      .chooseMonthAndYear: "Choose month and year", .showCalendar: "Show calendar",
      .month: "Month", .year: "Year", .events: "Events", .noEvents: "No events",
      .never: "Never", .everyDay: "Every day", .weekdaysOnly: "Weekdays",
      .weekendsOnly: "Weekends",
      .pickArrival: "Pick your arrival", .pickDeparture: "Now pick your departure",
      .pickLaterDeparture: "Pick a later day to leave", .nightsOne: "{count} night",
      .nightsOther: "{count} nights",
      .pickADay: "Pick a day", .pickDays: "Pick days", .daysSummaryOne: "{count} day: {first}",
      .daysSummaryOther: "{count} days: {first} … {last}", .pendingRange: "{start} → … · {phrase}",
      .rangeAndPhrase: "{range} · {phrase}",
      .noEarlierDay: "No earlier day can be picked", .noLaterDay: "No later day can be picked",
      .noDayThere: "No day can be picked there", .noSuchMonth: "No such month in this calendar",
      .typeDate: "Type a date as YYYY-MM-DD", .noSuchDay: "No such day: {day}",
      .pressSpaceForArrival: "Press Space to pick the arrival, then Enter on the departure",
      .pressSpaceForDays: "Press Space to pick days, then Enter",
      .pressSpaceForWeekdays: "Press Space to choose weekdays, then Enter",
      .skippedByTimeZone: "Skipped by the time zone",
      .keyMove: "move", .keyPage: "page", .keyToday: "today", .keyDate: "date",
      .keyJump: "jump", .keyPick: "pick", .keyConfirm: "ok", .keyQuit: "quit",
      .keyToggle: "toggle", .keyTypeDate: "type YYYY-MM-DD", .keyGo: "go", .keyErase: "erase",
      .keyClose: "close", .keyChoose: "choose", .goToDate: "Go to date", .repeatOn: "Repeat on",
      .terminalTooSmall: "Terminal too small", .terminalNeeds: "needs {size}",
      .moreEvents: "+{count} more",
    ],
    "fr": [
      .maximumDaysOne: "Vous pouvez choisir au plus {count} jour",
      .maximumDaysOther: "Vous pouvez choisir au plus {count} jours",
      .minimumNightsOne: "Séjour minimum\u{A0}: {count} nuit",
      .minimumNightsOther: "Séjour minimum\u{A0}: {count} nuits",
      .maximumNightsOne: "Séjour maximum\u{A0}: {count} nuit",
      .maximumNightsOther: "Séjour maximum\u{A0}: {count} nuits",
      .crossesUnavailableDay: "Le séjour inclurait le {date}, qui est indisponible",
      .closedToArrival: "Pas d’arrivée ce jour-là", .closedToDeparture: "Pas de départ ce jour-là",
      .cannotDeselect: "Ce jour ne peut pas être désélectionné",
      .notPossibleInMode: "Impossible dans ce mode de sélection", .weekNumber: "Semaine",
      .weekdayRow: "Jours de la semaine",
      .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
      .previousMonth: "Mois précédent", .nextMonth: "Mois suivant",
      .chooseMonthAndYear: "Choisir le mois et l’année", .showCalendar: "Afficher le calendrier",
      .month: "Mois", .year: "Année", .events: "Événements", .noEvents: "Aucun événement",
      .never: "Jamais", .everyDay: "Tous les jours", .weekdaysOnly: "En semaine",
      .weekendsOnly: "Le week-end",
      .pickArrival: "Choisissez votre arrivée",
      .pickDeparture: "Choisissez maintenant votre départ",
      .pickLaterDeparture: "Choisissez un départ plus tardif", .nightsOne: "{count} nuit",
      .nightsOther: "{count} nuits",
      .pickADay: "Choisissez un jour", .pickDays: "Choisissez des jours",
      .daysSummaryOne: "{count} jour : {first}",
      .daysSummaryOther: "{count} jours : {first} … {last}",
      .noEarlierDay: "Aucun jour antérieur ne peut être choisi",
      .noLaterDay: "Aucun jour ultérieur ne peut être choisi",
      .noDayThere: "Aucun jour ne peut être choisi ici",
      .noSuchMonth: "Ce mois n’existe pas dans ce calendrier",
      .typeDate: "Saisissez une date au format AAAA-MM-JJ",
      .noSuchDay: "Ce jour n’existe pas : {day}",
      .pressSpaceForArrival: "Espace pour choisir l’arrivée, puis Entrée sur le départ",
      .pressSpaceForDays: "Espace pour choisir des jours, puis Entrée",
      .pressSpaceForWeekdays: "Espace pour choisir des jours de la semaine, puis Entrée",
      .skippedByTimeZone: "Sauté par le fuseau horaire",
      .keyMove: "aller", .keyPage: "page", .keyToday: "aujourd’hui", .keyDate: "date",
      .keyJump: "sauter", .keyPick: "choisir", .keyConfirm: "valider", .keyQuit: "quitter",
      .keyToggle: "basculer", .keyTypeDate: "saisir AAAA-MM-JJ", .keyGo: "aller",
      .keyErase: "effacer", .keyClose: "fermer", .keyChoose: "choisir",
      .goToDate: "Aller à la date", .repeatOn: "Répéter le",
      .terminalTooSmall: "Terminal trop petit", .terminalNeeds: "il faut {size}",
      .moreEvents: "+{count} de plus",
    ],
    "de": [
      .maximumDaysOne: "Sie können höchstens {count} Tag wählen",
      .maximumDaysOther: "Sie können höchstens {count} Tage wählen",
      .minimumNightsOne: "Mindestaufenthalt: {count} Nacht",
      .minimumNightsOther: "Mindestaufenthalt: {count} Nächte",
      .maximumNightsOne: "Höchstaufenthalt: {count} Nacht",
      .maximumNightsOther: "Höchstaufenthalt: {count} Nächte",
      .crossesUnavailableDay:
        "Der Aufenthalt würde den {date} einschließen, der nicht verfügbar ist",
      .closedToArrival: "An diesem Tag keine Anreise",
      .closedToDeparture: "An diesem Tag keine Abreise",
      .cannotDeselect: "Dieser Tag kann nicht abgewählt werden",
      .notPossibleInMode: "In diesem Auswahlmodus nicht möglich", .weekNumber: "Woche",
      .weekdayRow: "Wochentage",
      .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
      .previousMonth: "Vorheriger Monat", .nextMonth: "Nächster Monat",
      .chooseMonthAndYear: "Monat und Jahr wählen", .showCalendar: "Kalender anzeigen",
      .month: "Monat", .year: "Jahr", .events: "Termine", .noEvents: "Keine Termine",
      .never: "Nie", .everyDay: "Täglich", .weekdaysOnly: "An Wochentagen",
      .weekendsOnly: "Am Wochenende",
      .pickArrival: "Wählen Sie Ihre Anreise", .pickDeparture: "Wählen Sie jetzt Ihre Abreise",
      .pickLaterDeparture: "Wählen Sie einen späteren Abreisetag", .nightsOne: "{count} Nacht",
      .nightsOther: "{count} Nächte",
      .pickADay: "Wählen Sie einen Tag", .pickDays: "Wählen Sie Tage",
      .daysSummaryOne: "{count} Tag: {first}", .daysSummaryOther: "{count} Tage: {first} … {last}",
      .noEarlierDay: "Kein früherer Tag wählbar", .noLaterDay: "Kein späterer Tag wählbar",
      .noDayThere: "Dort ist kein Tag wählbar",
      .noSuchMonth: "Diesen Monat gibt es in diesem Kalender nicht",
      .typeDate: "Datum als JJJJ-MM-TT eingeben", .noSuchDay: "Diesen Tag gibt es nicht: {day}",
      .pressSpaceForArrival: "Leertaste wählt die Anreise, dann Eingabe auf der Abreise",
      .pressSpaceForDays: "Leertaste wählt Tage, dann Eingabe",
      .pressSpaceForWeekdays: "Leertaste wählt Wochentage, dann Eingabe",
      .skippedByTimeZone: "Von der Zeitzone übersprungen",
      .keyMove: "bewegen", .keyPage: "blättern", .keyToday: "heute", .keyDate: "Datum",
      .keyJump: "springen", .keyPick: "wählen", .keyConfirm: "OK", .keyQuit: "beenden",
      .keyToggle: "umschalten", .keyTypeDate: "JJJJ-MM-TT eingeben", .keyGo: "los",
      .keyErase: "löschen", .keyClose: "schließen", .keyChoose: "wählen",
      .goToDate: "Gehe zu Datum", .repeatOn: "Wiederholen am",
      .terminalTooSmall: "Terminal zu klein", .terminalNeeds: "braucht {size}",
      .moreEvents: "+{count} weitere",
    ],
    "es": [
      .maximumDaysOne: "Puedes elegir como máximo {count} día",
      .maximumDaysOther: "Puedes elegir como máximo {count} días",
      .minimumNightsOne: "La estancia mínima es de {count} noche",
      .minimumNightsOther: "La estancia mínima es de {count} noches",
      .maximumNightsOne: "La estancia máxima es de {count} noche",
      .maximumNightsOther: "La estancia máxima es de {count} noches",
      .crossesUnavailableDay: "La estancia incluiría el {date}, que no está disponible",
      .closedToArrival: "No hay llegadas este día", .closedToDeparture: "No hay salidas este día",
      .cannotDeselect: "Este día no se puede deseleccionar",
      .notPossibleInMode: "No es posible en este modo de selección", .weekNumber: "Semana",
      .weekdayRow: "Días de la semana",
      .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
      .previousMonth: "Mes anterior", .nextMonth: "Mes siguiente",
      .chooseMonthAndYear: "Elegir mes y año", .showCalendar: "Mostrar calendario",
      .month: "Mes", .year: "Año", .events: "Eventos", .noEvents: "Sin eventos",
      .never: "Nunca", .everyDay: "Todos los días", .weekdaysOnly: "Entre semana",
      .weekendsOnly: "Fines de semana",
      .pickArrival: "Elige tu llegada", .pickDeparture: "Ahora elige tu salida",
      .pickLaterDeparture: "Elige un día de salida posterior", .nightsOne: "{count} noche",
      .nightsOther: "{count} noches",
      .pickADay: "Elige un día", .pickDays: "Elige días", .daysSummaryOne: "{count} día: {first}",
      .daysSummaryOther: "{count} días: {first} … {last}",
      .noEarlierDay: "No se puede elegir un día anterior",
      .noLaterDay: "No se puede elegir un día posterior",
      .noDayThere: "Ahí no se puede elegir ningún día",
      .noSuchMonth: "Ese mes no existe en este calendario",
      .typeDate: "Escribe una fecha como AAAA-MM-DD", .noSuchDay: "Ese día no existe: {day}",
      .pressSpaceForArrival: "Espacio elige la llegada; luego Intro en la salida",
      .pressSpaceForDays: "Espacio elige días; luego Intro",
      .pressSpaceForWeekdays: "Espacio elige días de la semana; luego Intro",
      .skippedByTimeZone: "Omitido por la zona horaria",
      .keyMove: "mover", .keyPage: "página", .keyToday: "hoy", .keyDate: "fecha",
      .keyJump: "saltar", .keyPick: "elegir", .keyConfirm: "aceptar", .keyQuit: "salir",
      .keyToggle: "alternar", .keyTypeDate: "escribe AAAA-MM-DD", .keyGo: "ir",
      .keyErase: "borrar", .keyClose: "cerrar", .keyChoose: "elegir", .goToDate: "Ir a la fecha",
      .repeatOn: "Repetir el", .terminalTooSmall: "Terminal demasiado pequeño",
      .terminalNeeds: "necesita {size}", .moreEvents: "+{count} más",
    ],
  ]
}

/// The words of one locale from the package's one table, for the engine and its faces.
package struct LocalizedWords: Hashable, Sendable {
  /// The locale of numbers.
  package let locale: Locale
  /// The table's language for the locale.
  package let language: String

  /// The words for `locale`'s language.
  package init(locale: Locale) {
    self.locale = locale
    self.language = LabelStrings.language(of: locale)
  }

  /// The word or phrase for `key`, with `{name}` placeholders filled from `values`.
  package func callAsFunction(_ key: LabelKey, _ values: [String: String] = [:]) -> String {
    let template = LabelStrings.string(key, language)
    return values.isEmpty ? template : LabelStrings.fill(template, values)
  }

  /// `count` in the locale's digits.
  package func number(_ count: Int) -> String { LabelStrings.number(count, locale: locale) }

  /// `count` in the one or other form by the CLDR plural rule, `{count}` in the locale's
  /// digits (in Latin digits when the phrase falls back to English, so that an English
  /// phrase never carries, say, Arabic-Indic digits).
  package func counted(
    _ count: Int, one: LabelKey, other: LabelKey, _ values: [String: String] = [:]
  ) -> String {
    let key = LabelStrings.isOne(count, language) ? one : other
    var values = values
    let translated = LabelStrings.table[language]?[key] != nil
    values["count"] = translated ? LabelStrings.number(count, locale: locale) : String(count)
    return self(key, values)
  }
}
