extension LabelStrings {
  /// Russian, worded as Apple's Календарь: "Предыдущий месяц", "2 ночи"; counts take the
  /// one, few and many forms (`other` is the form of fractions, kept for the rule).
  static let ru: [LabelKey: Phrase] = [
    .today: "Сегодня", .keyToday: "сегодня",
    .startOfRange: "Начало периода", .inRange: "В периоде", .endOfRange: "Конец периода",
    .selected: "Выбрано", .unavailable: "Недоступно", .beforeFirstDay: "Пока недоступно",
    .afterLastDay: "Больше недоступно", .excludedWeekday: "Недоступно в этот день недели",
    .eventCount: [
      .one: "{count} событие", .few: "{count} события", .many: "{count} событий",
      .other: "{count} события",
    ],
    .selectedDay: "Выбрана дата: {date}", .selectedRange: "Выбран период: с {start} по {end}",
    .selectedDays: [
      .one: "Выбран {count} день", .few: "Выбрано {count} дня", .many: "Выбрано {count} дней",
      .other: "Выбрано {count} дня",
    ],
    .selectionCleared: "Выбор снят", .selectedWeekdays: "Выбранные дни недели: {list}",
    .noWeekdays: "Дни недели не выбраны", .separator: ", ",
    .previousMonth: "Предыдущий месяц", .nextMonth: "Следующий месяц",
    .chooseMonthAndYear: "Выбрать месяц и год", .showCalendar: "Показать календарь",
    .month: "Месяц", .year: "Год", .events: "События", .noEvents: "Нет событий",
    .never: "Никогда", .everyDay: "Каждый день", .weekdaysOnly: "По будням",
    .weekendsOnly: "По выходным",
    .pickArrival: "Выберите дату заезда", .pickDeparture: "Теперь выберите дату выезда",
    .pickLaterDeparture: "Выберите более поздний день выезда",
    .nights: [
      .one: "{count} ночь", .few: "{count} ночи", .many: "{count} ночей", .other: "{count} ночи",
    ],
    .pickADay: "Выберите день", .pickDays: "Выберите дни",
    .dayCount: [
      .one: "{count} день", .few: "{count} дня", .many: "{count} дней", .other: "{count} дня",
    ],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Более ранний день выбрать нельзя",
    .noLaterDay: "Более поздний день выбрать нельзя",
    .noDayThere: "Здесь нельзя выбрать день", .noSuchMonth: "В этом календаре нет такого месяца",
    .typeDate: "Введите дату в виде ГГГГ-ММ-ДД", .noSuchDay: "Такого дня нет: {day}",
    .pressSpaceForArrival: "Пробел выбирает заезд, затем Ввод на дате выезда",
    .pressSpaceForDays: "Пробел выбирает дни, затем Ввод",
    .pressSpaceForWeekdays: "Пробел выбирает дни недели, затем Ввод",
    .skippedByTimeZone: "Пропущен из-за часового пояса",
    .keyMove: "перейти", .keyPage: "листать", .keyDate: "дата", .keyJump: "прыжок",
    .keyPick: "выбрать", .keyConfirm: "ок", .keyQuit: "выход", .keyToggle: "переключить",
    .keyTypeDate: "введите ГГГГ-ММ-ДД", .keyGo: "перейти", .keyErase: "стереть",
    .keyClose: "закрыть", .keyChoose: "выбрать", .goToDate: "Перейти к дате",
    .repeatOn: "Повторять по", .terminalTooSmall: "Терминал слишком мал",
    .terminalNeeds: "нужно {size}", .moreEvents: "ещё {count}",
    .allDay: "весь день", .noTitle: "(без названия)",
    .maximumDays: [
      .one: "Можно выбрать не более {count} дня", .few: "Можно выбрать не более {count} дней",
      .many: "Можно выбрать не более {count} дней", .other: "Можно выбрать не более {count} дня",
    ],
    .minimumNights: [
      .one: "Минимальный срок проживания — {count} ночь",
      .few: "Минимальный срок проживания — {count} ночи",
      .many: "Минимальный срок проживания — {count} ночей",
      .other: "Минимальный срок проживания — {count} ночи",
    ],
    .maximumNights: [
      .one: "Максимальный срок проживания — {count} ночь",
      .few: "Максимальный срок проживания — {count} ночи",
      .many: "Максимальный срок проживания — {count} ночей",
      .other: "Максимальный срок проживания — {count} ночи",
    ],
    .crossesUnavailableDay: "Проживание включало бы {date}, а этот день недоступен",
    .closedToArrival: "В этот день заезда нет", .closedToDeparture: "В этот день выезда нет",
    .cannotDeselect: "С этого дня нельзя снять выбор",
    .notPossibleInMode: "Невозможно в этом режиме выбора",
    .weekNumber: "Неделя", .weekdayRow: "Дни недели",
    .accessNotDetermined: "Доступ к календарям ещё не предоставлен.",
    .accessWriteOnly:
      .plain(
        "Это приложение может добавлять события в Ваши календари, но не читать их. Чтобы видеть "
          + "события здесь, разрешите полный доступ в разделе «Настройки» › «Конфиденциальность и "
          + "безопасность» › «Календари»."),
    .accessDenied:
      .plain(
        "Доступ к календарям выключен. Чтобы видеть события здесь, разрешите полный доступ в "
          + "разделе «Настройки» › «Конфиденциальность и безопасность» › «Календари»."),
    .accessRestricted:
      .plain(
        "Доступ к календарям на этом устройстве ограничен (Экранное время или профиль управления), "
          + "поэтому события нельзя показать."),
    .accessMissing: "Нет доступа к календарям.",
    .missingUsageDescription:
      .plain(
        "В Info.plist приложения нет ключа {key}, поэтому iOS не может запросить доступ к "
          + "календарям."),
    .pickADate: "Выберите дату", .done: "Готово",
    .droppedValue: "Больше нельзя выбрать {value}: {reason}",
    .otherMonthsOffline: "Другие месяцы нельзя показать на этой странице",
  ]
}
