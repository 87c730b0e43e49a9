import Foundation

/// The words of labels and announcements, in English and a few languages whose wording was
/// checked. Placeholders are `{date}`, `{start}`, `{end}`, `{count}`, `{list}`.
///
/// A missing language, or a missing key in a language, falls back to English. Chinese strings
/// are Simplified and apply only to Simplified Chinese locales.
package enum LabelKey: String, CaseIterable, Sendable {
  case today
  case startOfRange
  case inRange
  case endOfRange
  case selected
  case unavailable
  case beforeFirstDay
  case afterLastDay
  case excludedWeekday
  case eventsOne
  case eventsOther
  case selectedDay
  case selectedRange
  case selectedDaysOne
  case selectedDaysOther
  case selectionCleared
  case selectedWeekdays
  case noWeekdays
  case separator
  // Controls (ControlLabels).
  case previousMonth, nextMonth, chooseMonthAndYear, showCalendar, month, year, events, noEvents
  // Weekday summaries (WeekdaySummary).
  case never, everyDay, weekdaysOnly, weekendsOnly
  // Stays (StaySummary).
  case pickArrival, pickDeparture, pickLaterDeparture, nightsOne, nightsOther
  // Picker summaries and messages (MonthCalendarModel).
  case pickADay, pickDays, daysSummaryOne, daysSummaryOther, pendingRange, rangeAndPhrase
  case noEarlierDay, noLaterDay, noDayThere, noSuchMonth, typeDate, noSuchDay
  case pressSpaceForArrival, pressSpaceForDays, pressSpaceForWeekdays, skippedByTimeZone
  // The terminal picker's key help and dialogs.
  case keyMove, keyPage, keyToday, keyDate, keyJump, keyPick, keyConfirm, keyQuit, keyToggle
  case keyTypeDate, keyGo, keyErase, keyClose, keyChoose, goToDate, repeatOn
  case terminalTooSmall, terminalNeeds, moreEvents
  // The agenda (`almanac events`).
  case allDay, noTitle
  // Refusals of the selection (SelectionRejection).
  case maximumDaysOne, maximumDaysOther, minimumNightsOne, minimumNightsOther
  case maximumNightsOne, maximumNightsOther, crossesUnavailableDay, closedToArrival
  case closedToDeparture, cannotDeselect, notPossibleInMode
  // Grid and row names (the web face's week-number column and weekday row).
  case weekNumber, weekdayRow
}

package enum LabelStrings {
  /// The table's language for `locale`: `en`, `fr`, `de`, `es`, `ar`, `he`, `fa`, `ja`, `zh`.
  package static func language(of locale: Locale) -> String {
    let code = locale.language.languageCode?.identifier ?? "en"
    switch code {
    case "iw": return "he"
    case "zh":
      let script = locale.language.script?.identifier
      let region = locale.region?.identifier
      if script == "Hant" || (script == nil && ["TW", "HK", "MO"].contains(region ?? "")) {
        return "en"
      }
      return "zh"
    default: return table[code] == nil ? "en" : code
    }
  }

  /// The string for `key` in `language`, or English.
  package static func string(_ key: LabelKey, _ language: String) -> String {
    table[language]?[key] ?? table["en"]?[key] ?? key.rawValue
  }

  /// Whether `count` takes the "one" form in `language`: the CLDR cardinal plural rule for
  /// integers, the only plural rule in the package (fr: 0 and 1; the other languages of the
  /// table: 1; languages whose table words need no plural forms use the same word for both).
  package static func isOne(_ count: Int, _ language: String) -> Bool {
    language == "fr" ? count == 0 || count == 1 : count == 1
  }

  /// The one table: labels and announcements, control words, summaries, the picker's messages
  /// and the terminal's key help, by language.
  static let table: [String: [LabelKey: String]] = merged(labels, words)

  private static func merged(
    _ first: [String: [LabelKey: String]], _ second: [String: [LabelKey: String]]
  ) -> [String: [LabelKey: String]] {
    first.merging(second) { $0.merging($1) { old, _ in old } }
  }

  static let labels: [String: [LabelKey: String]] = [
    "en": [
      .allDay: "all day", .noTitle: "(no title)",
      .today: "Today", .startOfRange: "Start of range", .inRange: "In range",
      .endOfRange: "End of range", .selected: "Selected", .unavailable: "Unavailable",
      .beforeFirstDay: "Not yet available", .afterLastDay: "No longer available",
      .excludedWeekday: "Not available on this weekday",
      .eventsOne: "{count} event", .eventsOther: "{count} events", .selectedDay: "Selected {date}",
      .selectedRange: "Selected range: {start} to {end}", .selectedDaysOne: "Selected {count} day",
      .selectedDaysOther: "Selected {count} days", .selectionCleared: "Selection cleared",
      .selectedWeekdays: "Selected weekdays: {list}", .noWeekdays: "No weekdays selected",
      .separator: ", ",
    ],
    "fr": [
      .allDay: "toute la journée", .noTitle: "(sans titre)",
      .today: "Aujourd’hui", .startOfRange: "Début de la période", .inRange: "Dans la période",
      .endOfRange: "Fin de la période", .selected: "Sélectionné", .unavailable: "Indisponible",
      .beforeFirstDay: "Pas encore disponible", .afterLastDay: "Plus disponible",
      .excludedWeekday: "Indisponible ce jour de la semaine", .eventsOne: "{count} événement",
      .eventsOther: "{count} événements", .selectedDay: "Date sélectionnée\u{A0}: {date}",
      .selectedRange: "Période sélectionnée\u{A0}: du {start} au {end}",
      .selectedDaysOne: "{count} jour sélectionné",
      .selectedDaysOther: "{count} jours sélectionnés", .selectionCleared: "Sélection effacée",
      .selectedWeekdays: "Jours sélectionnés\u{A0}: {list}",
      .noWeekdays: "Aucun jour sélectionné", .separator: ", ",
    ],
    "de": [
      .allDay: "ganztägig", .noTitle: "(ohne Titel)",
      .today: "Heute", .startOfRange: "Beginn des Zeitraums", .inRange: "Im Zeitraum",
      .endOfRange: "Ende des Zeitraums", .selected: "Ausgewählt", .unavailable: "Nicht verfügbar",
      .beforeFirstDay: "Noch nicht verfügbar", .afterLastDay: "Nicht mehr verfügbar",
      .excludedWeekday: "An diesem Wochentag nicht verfügbar", .eventsOne: "{count} Termin",
      .eventsOther: "{count} Termine", .selectedDay: "Ausgewählt: {date}",
      .selectedRange: "Ausgewählter Zeitraum: {start} bis {end}",
      .selectedDaysOne: "{count} Tag ausgewählt", .selectedDaysOther: "{count} Tage ausgewählt",
      .selectionCleared: "Auswahl aufgehoben", .selectedWeekdays: "Ausgewählte Wochentage: {list}",
      .noWeekdays: "Keine Wochentage ausgewählt", .separator: ", ",
    ],
    "es": [
      .allDay: "todo el día", .noTitle: "(sin título)",
      .today: "Hoy", .startOfRange: "Inicio del intervalo", .inRange: "Dentro del intervalo",
      .endOfRange: "Fin del intervalo", .selected: "Seleccionado", .unavailable: "No disponible",
      .beforeFirstDay: "Aún no disponible", .afterLastDay: "Ya no disponible",
      .excludedWeekday: "No disponible este día de la semana", .eventsOne: "{count} evento",
      .eventsOther: "{count} eventos", .selectedDay: "Fecha seleccionada: {date}",
      .selectedRange: "Intervalo seleccionado: del {start} al {end}",
      .selectedDaysOne: "{count} día seleccionado",
      .selectedDaysOther: "{count} días seleccionados",
      .selectionCleared: "Selección borrada", .selectedWeekdays: "Días seleccionados: {list}",
      .noWeekdays: "Ningún día seleccionado", .separator: ", ",
    ],
    // Arabic and Hebrew counts use "number of …: N", which needs no plural forms.
    "ar": [
      .allDay: "طوال اليوم", .noTitle: "(بلا عنوان)",
      .today: "اليوم", .startOfRange: "بداية النطاق", .inRange: "ضمن النطاق",
      .endOfRange: "نهاية النطاق", .selected: "محدد", .unavailable: "غير متاح",
      .beforeFirstDay: "غير متاح بعد", .afterLastDay: "لم يعد متاحًا",
      .excludedWeekday: "غير متاح في هذا اليوم من الأسبوع",
      .eventsOne: "عدد الأحداث: {count}", .eventsOther: "عدد الأحداث: {count}",
      .selectedDay: "التاريخ المحدد: {date}", .selectedRange: "النطاق المحدد: من {start} إلى {end}",
      .selectedDaysOne: "عدد الأيام المحددة: {count}",
      .selectedDaysOther: "عدد الأيام المحددة: {count}", .selectionCleared: "تم مسح التحديد",
      .selectedWeekdays: "الأيام المحددة: {list}", .noWeekdays: "لم يتم تحديد أي يوم",
      .separator: "، ",
    ],
    "he": [
      .allDay: "כל היום", .noTitle: "(ללא כותרת)",
      .today: "היום", .startOfRange: "תחילת הטווח", .inRange: "בתוך הטווח",
      .endOfRange: "סוף הטווח", .selected: "נבחר", .unavailable: "לא זמין",
      .beforeFirstDay: "עדיין לא זמין", .afterLastDay: "כבר לא זמין",
      .excludedWeekday: "לא זמין ביום זה של השבוע",
      .eventsOne: "מספר אירועים: {count}", .eventsOther: "מספר אירועים: {count}",
      .selectedDay: "התאריך שנבחר: {date}", .selectedRange: "הטווח שנבחר: {start} עד {end}",
      .selectedDaysOne: "מספר הימים שנבחרו: {count}",
      .selectedDaysOther: "מספר הימים שנבחרו: {count}", .selectionCleared: "הבחירה נוקתה",
      .selectedWeekdays: "הימים שנבחרו: {list}", .noWeekdays: "לא נבחרו ימים",
      .separator: ", ",
    ],
    // Persian nouns stay singular after numbers.
    "fa": [
      .allDay: "تمام روز", .noTitle: "(بدون عنوان)",
      .today: "امروز", .startOfRange: "آغاز بازه", .inRange: "درون بازه",
      .endOfRange: "پایان بازه", .selected: "انتخاب‌شده", .unavailable: "در دسترس نیست",
      .beforeFirstDay: "هنوز در دسترس نیست", .afterLastDay: "دیگر در دسترس نیست",
      .excludedWeekday: "در این روز هفته در دسترس نیست",
      .eventsOne: "{count} رویداد", .eventsOther: "{count} رویداد",
      .selectedDay: "تاریخ انتخاب‌شده: {date}", .selectedRange: "بازهٔ انتخاب‌شده: {start} تا {end}",
      .selectedDaysOne: "{count} روز انتخاب شد", .selectedDaysOther: "{count} روز انتخاب شد",
      .selectionCleared: "انتخاب پاک شد", .selectedWeekdays: "روزهای انتخاب‌شده: {list}",
      .noWeekdays: "هیچ روزی انتخاب نشده", .separator: "، ",
    ],
    "ja": [
      .allDay: "終日", .noTitle: "（タイトルなし）",
      .today: "今日", .startOfRange: "範囲の開始", .inRange: "範囲内", .endOfRange: "範囲の終了",
      .selected: "選択済み", .unavailable: "選択できません",
      .beforeFirstDay: "まだ選択できません", .afterLastDay: "もう選択できません",
      .excludedWeekday: "この曜日は選択できません",
      .eventsOne: "予定{count}件", .eventsOther: "予定{count}件",
      .selectedDay: "選択した日付：{date}", .selectedRange: "選択した期間：{start}〜{end}",
      .selectedDaysOne: "{count}日を選択しました", .selectedDaysOther: "{count}日を選択しました",
      .selectionCleared: "選択を解除しました", .selectedWeekdays: "選択した曜日：{list}",
      .noWeekdays: "曜日が選択されていません", .separator: "、",
    ],
    "zh": [
      .allDay: "全天", .noTitle: "（无标题）",
      .today: "今天", .startOfRange: "范围开始", .inRange: "范围内", .endOfRange: "范围结束",
      .selected: "已选择", .unavailable: "不可用", .beforeFirstDay: "尚不可选",
      .afterLastDay: "已不可选", .excludedWeekday: "不可用", .eventsOne: "{count}个日程",
      .eventsOther: "{count}个日程",
      .selectedDay: "已选择日期：{date}", .selectedRange: "已选择范围：{start}至{end}",
      .selectedDaysOne: "已选择{count}天", .selectedDaysOther: "已选择{count}天",
      .selectionCleared: "已清除选择", .selectedWeekdays: "已选择：{list}",
      .noWeekdays: "未选择任何星期", .separator: "、",
    ],
  ]
}

extension LabelStrings {
  /// `template` with each `{name}` replaced.
  package static func fill(_ template: String, _ values: [String: String]) -> String {
    var text = template
    for (name, value) in values {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }

  /// `count` in the locale's digits.
  package static func number(_ count: Int, locale: Locale) -> String {
    numberFormatters.with(locale.identifier) {
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      return formatter
    } _: {
      $0.string(from: NSNumber(value: count)) ?? String(count)
    }
  }
}

/// Number formatters by locale identifier.
let numberFormatters = FormatterCache<String, NumberFormatter>()
