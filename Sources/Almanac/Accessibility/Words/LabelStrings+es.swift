extension LabelStrings {
  /// Spanish (Spain and Latin America), worded as Apple's Calendario: "Mes anterior",
  /// "2 noches".
  static let es: [LabelKey: Phrase] = [
    .today: "Hoy", .keyToday: "hoy",
    .startOfRange: "Inicio del intervalo", .inRange: "Dentro del intervalo",
    .endOfRange: "Fin del intervalo", .selected: "Seleccionado", .unavailable: "No disponible",
    .beforeFirstDay: "Aún no disponible", .afterLastDay: "Ya no disponible",
    .excludedWeekday: "No disponible este día de la semana",
    .eventCount: [.one: "{count} evento", .many: "{count} de eventos", .other: "{count} eventos"],
    .selectedDay: "Fecha seleccionada: {date}",
    .selectedRange: "Intervalo seleccionado: del {start} al {end}",
    .selectedDays: [
      .one: "{count} día seleccionado", .many: "{count} de días seleccionados",
      .other: "{count} días seleccionados",
    ],
    .selectionCleared: "Selección borrada", .selectedWeekdays: "Días seleccionados: {list}",
    .noWeekdays: "Ningún día seleccionado", .separator: ", ",
    .previousMonth: "Mes anterior", .nextMonth: "Mes siguiente",
    .chooseMonthAndYear: "Elegir mes y año", .showCalendar: "Mostrar calendario",
    .month: "Mes", .year: "Año", .events: "Eventos", .noEvents: "Sin eventos",
    .never: "Nunca", .everyDay: "Todos los días", .weekdaysOnly: "Entre semana",
    .weekendsOnly: "Fines de semana",
    .pickArrival: "Elige tu llegada", .pickDeparture: "Ahora elige tu salida",
    .pickLaterDeparture: "Elige un día de salida posterior",
    .nights: [.one: "{count} noche", .many: "{count} de noches", .other: "{count} noches"],
    .pickADay: "Elige un día", .pickDays: "Elige días",
    .dayCount: [.one: "{count} día", .many: "{count} de días", .other: "{count} días"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "No se puede elegir un día anterior",
    .noLaterDay: "No se puede elegir un día posterior",
    .noDayThere: "Ahí no se puede elegir ningún día",
    .noSuchMonth: "Ese mes no existe en este calendario",
    .typeDate: "Escribe una fecha como AAAA-MM-DD", .noSuchDay: "Ese día no existe: {day}",
    .pressSpaceForArrival: "Espacio elige la llegada; luego Intro en la salida",
    .pressSpaceForDays: "Espacio elige días; luego Intro",
    .pressSpaceForWeekdays: "Espacio elige días de la semana; luego Intro",
    .skippedByTimeZone: "Omitido por la zona horaria",
    .keyMove: "mover", .keyPage: "página", .keyDate: "fecha", .keyJump: "saltar",
    .keyPick: "elegir", .keyConfirm: "aceptar", .keyQuit: "salir", .keyToggle: "alternar",
    .keyTypeDate: "escribe AAAA-MM-DD", .keyGo: "ir", .keyErase: "borrar", .keyClose: "cerrar",
    .keyChoose: "elegir", .goToDate: "Ir a la fecha", .repeatOn: "Repetir el",
    .terminalTooSmall: "Terminal demasiado pequeño", .terminalNeeds: "necesita {size}",
    .moreEvents: "+{count} más",
    .allDay: "todo el día", .noTitle: "(sin título)",
    .maximumDays: [
      .one: "Puedes elegir como máximo {count} día",
      .many: "Puedes elegir como máximo {count} de días",
      .other: "Puedes elegir como máximo {count} días",
    ],
    .minimumNights: [
      .one: "La estancia mínima es de {count} noche",
      .many: "La estancia mínima es de {count} de noches",
      .other: "La estancia mínima es de {count} noches",
    ],
    .maximumNights: [
      .one: "La estancia máxima es de {count} noche",
      .many: "La estancia máxima es de {count} de noches",
      .other: "La estancia máxima es de {count} noches",
    ],
    .crossesUnavailableDay: "La estancia incluiría el {date}, que no está disponible",
    .closedToArrival: "No hay llegadas este día", .closedToDeparture: "No hay salidas este día",
    .cannotDeselect: "Este día no se puede deseleccionar",
    .notPossibleInMode: "No es posible en este modo de selección",
    .weekNumber: "Semana", .weekdayRow: "Días de la semana",
    .accessNotDetermined: "Todavía no se ha concedido el acceso a los calendarios.",
    .accessWriteOnly:
      .plain(
        "Esta app puede añadir eventos a tus calendarios, pero no leerlos. Para ver tus eventos "
          + "aquí, permite el acceso total en Ajustes › Privacidad y seguridad › Calendarios."),
    .accessDenied:
      .plain(
        "El acceso a los calendarios está desactivado. Para ver tus eventos aquí, permite el "
          + "acceso total en Ajustes › Privacidad y seguridad › Calendarios."),
    .accessRestricted:
      .plain(
        "El acceso a los calendarios está restringido en este dispositivo (Tiempo de uso o un "
          + "perfil de gestión), así que no se pueden mostrar tus eventos."),
    .accessMissing: "Falta el acceso a los calendarios.",
    .missingUsageDescription:
      .plain(
        "El Info.plist de la app no incluye {key}, así que iOS no puede pedir acceso a los "
          + "calendarios."),
    .pickADate: "Elige una fecha", .done: "OK",
    .droppedValue: "Ya no se puede elegir {value}: {reason}",
    .otherMonthsOffline: "No se pueden mostrar otros meses en esta página",
  ]
}
