extension LabelStrings {
  /// Persian: "ماه قبل", "۲ شب". CLDR gives Persian a one (0 and 1) and an other category,
  /// but a noun after a number stays singular, so both forms are alike.
  static let fa: [LabelKey: Phrase] = [
    .today: "امروز", .keyToday: "امروز",
    .startOfRange: "آغاز بازه", .inRange: "درون بازه", .endOfRange: "پایان بازه",
    .selected: "انتخاب‌شده", .unavailable: "در دسترس نیست", .beforeFirstDay: "هنوز در دسترس نیست",
    .afterLastDay: "دیگر در دسترس نیست", .excludedWeekday: "در این روز هفته در دسترس نیست",
    .eventCount: [.one: "{count} رویداد", .other: "{count} رویداد"],
    .selectedDay: "تاریخ انتخاب‌شده: {date}", .selectedRange: "بازهٔ انتخاب‌شده: {start} تا {end}",
    .selectedDays: [.one: "{count} روز انتخاب شد", .other: "{count} روز انتخاب شد"],
    .selectionCleared: "انتخاب پاک شد", .selectedWeekdays: "روزهای انتخاب‌شده: {list}",
    .noWeekdays: "هیچ روزی انتخاب نشده", .separator: "، ",
    .previousMonth: "ماه قبل", .nextMonth: "ماه بعد", .chooseMonthAndYear: "انتخاب ماه و سال",
    .showCalendar: "نمایش تقویم", .month: "ماه", .year: "سال", .events: "رویدادها",
    .noEvents: "رویدادی نیست", .never: "هرگز", .everyDay: "هر روز", .weekdaysOnly: "روزهای کاری",
    .weekendsOnly: "آخر هفته‌ها",
    .pickArrival: "روز ورود را انتخاب کنید", .pickDeparture: "اکنون روز خروج را انتخاب کنید",
    .pickLaterDeparture: "روز خروج دیرتری انتخاب کنید",
    .nights: [.one: "{count} شب", .other: "{count} شب"],
    .pickADay: "یک روز انتخاب کنید", .pickDays: "روزها را انتخاب کنید",
    .dayCount: [.one: "{count} روز", .other: "{count} روز"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} ← … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "روز زودتری را نمی‌توان انتخاب کرد",
    .noLaterDay: "روز دیرتری را نمی‌توان انتخاب کرد",
    .noDayThere: "آنجا هیچ روزی را نمی‌توان انتخاب کرد", .noSuchMonth: "این ماه در این تقویم نیست",
    .typeDate: "تاریخ را به شکل YYYY-MM-DD بنویسید", .noSuchDay: "چنین روزی نیست: {day}",
    .pressSpaceForArrival: "فاصله ورود را انتخاب می‌کند، سپس Enter روی روز خروج",
    .pressSpaceForDays: "فاصله روزها را انتخاب می‌کند، سپس Enter",
    .pressSpaceForWeekdays: "فاصله روزهای هفته را انتخاب می‌کند، سپس Enter",
    .skippedByTimeZone: "به‌خاطر منطقهٔ زمانی جا افتاده",
    .keyMove: "جابه‌جایی", .keyPage: "صفحه", .keyDate: "تاریخ", .keyJump: "پرش",
    .keyPick: "انتخاب", .keyConfirm: "تأیید", .keyQuit: "خروج", .keyToggle: "تغییر",
    .keyTypeDate: "نوشتن YYYY-MM-DD", .keyGo: "برو", .keyErase: "پاک کردن", .keyClose: "بستن",
    .keyChoose: "انتخاب", .goToDate: "رفتن به تاریخ", .repeatOn: "تکرار در",
    .terminalTooSmall: "پایانه خیلی کوچک است", .terminalNeeds: "{size} لازم است",
    .moreEvents: "+{count} دیگر",
    .allDay: "تمام روز", .noTitle: "(بدون عنوان)",
    .maximumDays: [
      .one: "حداکثر {count} روز را می‌توانید انتخاب کنید",
      .other: "حداکثر {count} روز را می‌توانید انتخاب کنید",
    ],
    .minimumNights: [.one: "حداقل اقامت {count} شب است", .other: "حداقل اقامت {count} شب است"],
    .maximumNights: [.one: "حداکثر اقامت {count} شب است", .other: "حداکثر اقامت {count} شب است"],
    .crossesUnavailableDay: "اقامت شامل {date} می‌شود که در دسترس نیست",
    .closedToArrival: "در این روز ورود ممکن نیست", .closedToDeparture: "در این روز خروج ممکن نیست",
    .cannotDeselect: "انتخاب این روز را نمی‌توان لغو کرد",
    .notPossibleInMode: "در این حالت انتخاب ممکن نیست",
    .weekNumber: "هفته", .weekdayRow: "روزهای هفته",
    .accessNotDetermined: "هنوز اجازهٔ دسترسی به تقویم‌ها داده نشده است.",
    .accessWriteOnly:
      .plain(
        "این برنامه می‌تواند به تقویم‌های شما رویداد اضافه کند اما نمی‌تواند آن‌ها را بخواند. برای "
          + "دیدن رویدادهایتان در اینجا، در تنظیمات › حریم خصوصی و امنیت › تقویم‌ها دسترسی کامل "
          + "بدهید."),
    .accessDenied:
      .plain(
        "دسترسی به تقویم‌ها خاموش است. برای دیدن رویدادهایتان در اینجا، در تنظیمات › حریم خصوصی و "
          + "امنیت › تقویم‌ها دسترسی کامل بدهید."),
    .accessRestricted:
      .plain(
        "دسترسی به تقویم‌ها در این دستگاه محدود است (زمان استفاده یا نمایهٔ مدیریت دستگاه)، پس "
          + "رویدادهایتان نشان داده نمی‌شوند."),
    .accessMissing: "دسترسی به تقویم‌ها وجود ندارد.",
    .missingUsageDescription:
      "فایل Info.plist برنامه {key} ندارد، پس iOS نمی‌تواند اجازهٔ دسترسی به تقویم‌ها را بخواهد.",
    .pickADate: "یک تاریخ انتخاب کنید", .done: "تمام",
    .droppedValue: "دیگر نمی‌توان {value} را انتخاب کرد: {reason}",
    .otherMonthsOffline: "ماه‌های دیگر در این صفحه نمایش داده نمی‌شوند",
  ]
}
