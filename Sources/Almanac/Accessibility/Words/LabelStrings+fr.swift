extension LabelStrings {
  /// French (France), worded as Apple's Calendrier: "Mois précédent", "2 nuits".
  static let fr: [LabelKey: Phrase] = [
    .today: "Aujourd’hui", .keyToday: "aujourd’hui",
    .startOfRange: "Début de la période", .inRange: "Dans la période",
    .endOfRange: "Fin de la période", .selected: "Sélectionné", .unavailable: "Indisponible",
    .beforeFirstDay: "Pas encore disponible", .afterLastDay: "Plus disponible",
    .excludedWeekday: "Indisponible ce jour de la semaine",
    .eventCount: [
      .one: "{count} événement", .many: "{count} d’événements", .other: "{count} événements",
    ],
    .selectedDay: "Date sélectionnée\u{A0}: {date}",
    .selectedRange: "Période sélectionnée\u{A0}: du {start} au {end}",
    .selectedDays: [
      .one: "{count} jour sélectionné", .many: "{count} de jours sélectionnés",
      .other: "{count} jours sélectionnés",
    ],
    .selectionCleared: "Sélection effacée", .selectedWeekdays: "Jours sélectionnés\u{A0}: {list}",
    .noWeekdays: "Aucun jour sélectionné", .separator: ", ",
    .previousMonth: "Mois précédent", .nextMonth: "Mois suivant",
    .chooseMonthAndYear: "Choisir le mois et l’année", .showCalendar: "Afficher le calendrier",
    .month: "Mois", .year: "Année", .events: "Événements", .noEvents: "Aucun événement",
    .never: "Jamais", .everyDay: "Tous les jours", .weekdaysOnly: "En semaine",
    .weekendsOnly: "Le week-end",
    .pickArrival: "Choisissez votre arrivée", .pickDeparture: "Choisissez maintenant votre départ",
    .pickLaterDeparture: "Choisissez un départ plus tardif",
    .nights: [.one: "{count} nuit", .many: "{count} de nuits", .other: "{count} nuits"],
    .pickADay: "Choisissez un jour", .pickDays: "Choisissez des jours",
    .dayCount: [.one: "{count} jour", .many: "{count} de jours", .other: "{count} jours"],
    .daySummary: "{days} : {first}", .daysSummary: "{days} : {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
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
    .keyMove: "aller", .keyPage: "page", .keyDate: "date", .keyJump: "sauter", .keyPick: "choisir",
    .keyConfirm: "valider", .keyQuit: "quitter", .keyToggle: "basculer",
    .keyTypeDate: "saisir AAAA-MM-JJ", .keyGo: "aller", .keyErase: "effacer", .keyClose: "fermer",
    .keyChoose: "choisir", .goToDate: "Aller à la date", .repeatOn: "Répéter le",
    .terminalTooSmall: "Terminal trop petit", .terminalNeeds: "il faut {size}",
    .moreEvents: "+{count} de plus",
    .allDay: "toute la journée", .noTitle: "(sans titre)",
    .maximumDays: [
      .one: "Vous pouvez choisir au plus {count} jour",
      .many: "Vous pouvez choisir au plus {count} de jours",
      .other: "Vous pouvez choisir au plus {count} jours",
    ],
    .minimumNights: [
      .one: "Séjour minimum\u{A0}: {count} nuit", .many: "Séjour minimum\u{A0}: {count} de nuits",
      .other: "Séjour minimum\u{A0}: {count} nuits",
    ],
    .maximumNights: [
      .one: "Séjour maximum\u{A0}: {count} nuit", .many: "Séjour maximum\u{A0}: {count} de nuits",
      .other: "Séjour maximum\u{A0}: {count} nuits",
    ],
    .crossesUnavailableDay: "Le séjour inclurait le {date}, qui est indisponible",
    .closedToArrival: "Pas d’arrivée ce jour-là", .closedToDeparture: "Pas de départ ce jour-là",
    .cannotDeselect: "Ce jour ne peut pas être désélectionné",
    .notPossibleInMode: "Impossible dans ce mode de sélection",
    .weekNumber: "Semaine", .weekdayRow: "Jours de la semaine",
    .accessNotDetermined: "L’accès aux calendriers n’a pas encore été autorisé.",
    .accessWriteOnly:
      .plain(
        "Cette app peut ajouter des événements à vos calendriers mais pas les lire. Pour voir vos "
          + "événements ici, autorisez l’accès complet dans Réglages › Confidentialité et sécurité › "
          + "Calendriers."),
    .accessDenied:
      .plain(
        "L’accès aux calendriers est désactivé. Pour voir vos événements ici, autorisez l’accès "
          + "complet dans Réglages › Confidentialité et sécurité › Calendriers."),
    .accessRestricted:
      .plain(
        "L’accès aux calendriers est limité sur cet appareil (Temps d’écran ou profil de gestion), "
          + "vos événements ne peuvent donc pas être affichés."),
    .accessMissing: "L’accès aux calendriers manque.",
    .missingUsageDescription:
      .plain(
        "Le fichier Info.plist de l’app ne contient pas {key} : iOS ne peut pas demander l’accès "
          + "aux calendriers."),
    .pickADate: "Choisissez une date", .done: "OK",
    .droppedValue: "Il n’est plus possible de choisir {value}\u{A0}: {reason}",
    .otherMonthsOffline: "Les autres mois ne peuvent pas être affichés sur cette page",
  ]
}
