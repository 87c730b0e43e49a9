extension LabelStrings {
  /// Portuguese, worded as Apple's Calendário in Brazil ("Mês anterior", "2 noites"); Portugal
  /// shares the words (``language(of:)`` gives `pt-PT` only for its plural rule).
  static let pt: [LabelKey: Phrase] = [
    .today: "Hoje", .keyToday: "hoje",
    .startOfRange: "Início do intervalo", .inRange: "No intervalo",
    .endOfRange: "Fim do intervalo", .selected: "Selecionado", .unavailable: "Indisponível",
    .beforeFirstDay: "Ainda não disponível", .afterLastDay: "Não está mais disponível",
    .excludedWeekday: "Indisponível neste dia da semana",
    .eventCount: [.one: "{count} evento", .many: "{count} de eventos", .other: "{count} eventos"],
    .selectedDay: "Data selecionada: {date}",
    .selectedRange: "Intervalo selecionado: de {start} a {end}",
    .selectedDays: [
      .one: "{count} dia selecionado", .many: "{count} de dias selecionados",
      .other: "{count} dias selecionados",
    ],
    .selectionCleared: "Seleção apagada", .selectedWeekdays: "Dias selecionados: {list}",
    .noWeekdays: "Nenhum dia selecionado", .separator: ", ",
    .previousMonth: "Mês anterior", .nextMonth: "Próximo mês",
    .chooseMonthAndYear: "Escolher mês e ano", .showCalendar: "Mostrar calendário",
    .month: "Mês", .year: "Ano", .events: "Eventos", .noEvents: "Nenhum evento",
    .never: "Nunca", .everyDay: "Todos os dias", .weekdaysOnly: "Dias úteis",
    .weekendsOnly: "Fins de semana",
    .pickArrival: "Escolha a chegada", .pickDeparture: "Agora escolha a saída",
    .pickLaterDeparture: "Escolha um dia de saída posterior",
    .nights: [.one: "{count} noite", .many: "{count} de noites", .other: "{count} noites"],
    .pickADay: "Escolha um dia", .pickDays: "Escolha os dias",
    .dayCount: [.one: "{count} dia", .many: "{count} de dias", .other: "{count} dias"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Não é possível escolher um dia anterior",
    .noLaterDay: "Não é possível escolher um dia posterior",
    .noDayThere: "Não é possível escolher um dia aí",
    .noSuchMonth: "Este mês não existe neste calendário",
    .typeDate: "Digite uma data como AAAA-MM-DD", .noSuchDay: "Este dia não existe: {day}",
    .pressSpaceForArrival: "Espaço escolhe a chegada; depois Enter na saída",
    .pressSpaceForDays: "Espaço escolhe os dias; depois Enter",
    .pressSpaceForWeekdays: "Espaço escolhe os dias da semana; depois Enter",
    .skippedByTimeZone: "Pulado pelo fuso horário",
    .keyMove: "mover", .keyPage: "página", .keyDate: "data", .keyJump: "saltar",
    .keyPick: "escolher", .keyConfirm: "ok", .keyQuit: "sair", .keyToggle: "alternar",
    .keyTypeDate: "digite AAAA-MM-DD", .keyGo: "ir", .keyErase: "apagar", .keyClose: "fechar",
    .keyChoose: "escolher", .goToDate: "Ir para a data", .repeatOn: "Repetir em",
    .terminalTooSmall: "Terminal pequeno demais", .terminalNeeds: "precisa de {size}",
    .moreEvents: "+{count} mais",
    .allDay: "dia inteiro", .noTitle: "(sem título)",
    .maximumDays: [
      .one: "Você pode escolher no máximo {count} dia",
      .many: "Você pode escolher no máximo {count} de dias",
      .other: "Você pode escolher no máximo {count} dias",
    ],
    .minimumNights: [
      .one: "Estadia mínima: {count} noite", .many: "Estadia mínima: {count} de noites",
      .other: "Estadia mínima: {count} noites",
    ],
    .maximumNights: [
      .one: "Estadia máxima: {count} noite", .many: "Estadia máxima: {count} de noites",
      .other: "Estadia máxima: {count} noites",
    ],
    .crossesUnavailableDay: "A estadia incluiria {date}, que está indisponível",
    .closedToArrival: "Sem chegadas neste dia", .closedToDeparture: "Sem saídas neste dia",
    .cannotDeselect: "Este dia não pode ser desmarcado",
    .notPossibleInMode: "Não é possível neste modo de seleção",
    .weekNumber: "Semana", .weekdayRow: "Dias da semana",
    .accessNotDetermined: "O acesso aos calendários ainda não foi concedido.",
    .accessWriteOnly:
      .plain(
        "Este app pode adicionar eventos aos seus calendários, mas não lê-los. Para ver seus "
          + "eventos aqui, permita o Acesso Total em Ajustes › Privacidade e Segurança › Calendários."
      ),
    .accessDenied:
      .plain(
        "O acesso aos calendários está desativado. Para ver seus eventos aqui, permita o Acesso "
          + "Total em Ajustes › Privacidade e Segurança › Calendários."),
    .accessRestricted:
      .plain(
        "O acesso aos calendários está restrito neste dispositivo (Tempo de Uso ou um perfil de "
          + "gerenciamento), por isso seus eventos não podem ser mostrados."),
    .accessMissing: "Falta o acesso aos calendários.",
    .missingUsageDescription:
      "O Info.plist do app não tem {key}, por isso o iOS não pode pedir acesso aos calendários.",
    .pickADate: "Escolha uma data", .done: "OK",
    .droppedValue: "Não é mais possível escolher {value}: {reason}",
    .otherMonthsOffline: "Não é possível mostrar outros meses nesta página",
  ]
}
