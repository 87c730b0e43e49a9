extension LabelStrings {
  /// Hebrew, worded as Apple's לוח שנה: "החודש הקודם", "שני לילות". Counts take the one
  /// ("יום אחד"), two ("יומיים") and other forms.
  static let he: [LabelKey: Phrase] = [
    .today: "היום", .keyToday: "היום",
    .startOfRange: "תחילת הטווח", .inRange: "בתוך הטווח", .endOfRange: "סוף הטווח",
    .selected: "נבחר", .unavailable: "לא זמין", .beforeFirstDay: "עדיין לא זמין",
    .afterLastDay: "כבר לא זמין", .excludedWeekday: "לא זמין ביום זה של השבוע",
    .eventCount: [.one: "אירוע אחד", .two: "שני אירועים", .other: "{count} אירועים"],
    .selectedDay: "התאריך שנבחר: {date}", .selectedRange: "הטווח שנבחר: {start} עד {end}",
    .selectedDays: [.one: "נבחר יום אחד", .two: "נבחרו יומיים", .other: "נבחרו {count} ימים"],
    .selectionCleared: "הבחירה נוקתה", .selectedWeekdays: "הימים שנבחרו: {list}",
    .noWeekdays: "לא נבחרו ימים", .separator: ", ",
    .previousMonth: "החודש הקודם", .nextMonth: "החודש הבא",
    .chooseMonthAndYear: "בחירת חודש ושנה", .showCalendar: "הצגת לוח השנה",
    .month: "חודש", .year: "שנה", .events: "אירועים", .noEvents: "אין אירועים",
    .never: "אף פעם", .everyDay: "כל יום", .weekdaysOnly: "ימי חול", .weekendsOnly: "סופי שבוע",
    .pickArrival: "בחרו את יום ההגעה", .pickDeparture: "עכשיו בחרו את יום העזיבה",
    .pickLaterDeparture: "בחרו יום עזיבה מאוחר יותר",
    .nights: [.one: "לילה אחד", .two: "שני לילות", .other: "{count} לילות"],
    .pickADay: "בחרו יום", .pickDays: "בחרו ימים",
    .dayCount: [.one: "יום אחד", .two: "יומיים", .other: "{count} ימים"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} ← … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "אי אפשר לבחור יום מוקדם יותר", .noLaterDay: "אי אפשר לבחור יום מאוחר יותר",
    .noDayThere: "אי אפשר לבחור שם יום", .noSuchMonth: "אין חודש כזה בלוח השנה הזה",
    .typeDate: "הקלידו תאריך בתבנית YYYY-MM-DD", .noSuchDay: "אין יום כזה: {day}",
    .pressSpaceForArrival: "רווח בוחר את ההגעה, ואז Enter על יום העזיבה",
    .pressSpaceForDays: "רווח בוחר ימים, ואז Enter",
    .pressSpaceForWeekdays: "רווח בוחר ימים בשבוע, ואז Enter",
    .skippedByTimeZone: "דולג בגלל אזור הזמן",
    .keyMove: "הזזה", .keyPage: "דף", .keyDate: "תאריך", .keyJump: "קפיצה", .keyPick: "בחירה",
    .keyConfirm: "אישור", .keyQuit: "יציאה", .keyToggle: "החלפה", .keyTypeDate: "הקלדת YYYY-MM-DD",
    .keyGo: "מעבר", .keyErase: "מחיקה", .keyClose: "סגירה", .keyChoose: "בחירה",
    .goToDate: "מעבר לתאריך", .repeatOn: "חזרה בימי", .terminalTooSmall: "המסוף קטן מדי",
    .terminalNeeds: "נדרש {size}", .moreEvents: "+{count} נוספים",
    .allDay: "כל היום", .noTitle: "(ללא כותרת)",
    .maximumDays: [
      .one: "אפשר לבחור יום אחד לכל היותר", .two: "אפשר לבחור יומיים לכל היותר",
      .other: "אפשר לבחור {count} ימים לכל היותר",
    ],
    .minimumNights: [
      .one: "שהייה מינימלית: לילה אחד", .two: "שהייה מינימלית: שני לילות",
      .other: "שהייה מינימלית: {count} לילות",
    ],
    .maximumNights: [
      .one: "שהייה מקסימלית: לילה אחד", .two: "שהייה מקסימלית: שני לילות",
      .other: "שהייה מקסימלית: {count} לילות",
    ],
    .crossesUnavailableDay: "השהייה תכלול את {date}, שאינו זמין",
    .closedToArrival: "אין הגעה ביום זה", .closedToDeparture: "אין עזיבה ביום זה",
    .cannotDeselect: "אי אפשר לבטל את בחירת היום הזה",
    .notPossibleInMode: "לא אפשרי במצב הבחירה הזה",
    .weekNumber: "שבוע", .weekdayRow: "ימי השבוע",
    .accessNotDetermined: "עדיין לא ניתנה גישה ללוחות השנה.",
    .accessWriteOnly:
      .plain(
        "היישום הזה יכול להוסיף אירועים ללוחות השנה שלך אבל לא לקרוא אותם. כדי לראות כאן את "
          + "האירועים שלך, יש לאפשר גישה מלאה ב״הגדרות״ › ״פרטיות ואבטחה״ › ״לוחות שנה״."),
    .accessDenied:
      .plain(
        "הגישה ללוחות השנה כבויה. כדי לראות כאן את האירועים שלך, יש לאפשר גישה מלאה ב״הגדרות״ › "
          + "״פרטיות ואבטחה״ › ״לוחות שנה״."),
    .accessRestricted:
      .plain(
        "הגישה ללוחות השנה מוגבלת במכשיר זה (״זמן מסך״ או פרופיל ניהול), ולכן אי אפשר להציג את "
          + "האירועים שלך."),
    .accessMissing: "אין גישה ללוחות השנה.",
    .missingUsageDescription:
      "בקובץ Info.plist של היישום אין {key}, ולכן iOS לא יכול לבקש גישה ללוחות השנה.",
    .pickADate: "בחרו תאריך", .done: "סיום",
    .droppedValue: "כבר אי אפשר לבחור את {value}: {reason}",
    .otherMonthsOffline: "לא ניתן להציג חודשים אחרים בדף זה",
  ]
}
