extension LabelStrings {
  /// Arabic, worded as Apple's التقويم: "الشهر السابق", "ليلتان". Counts take all six CLDR
  /// forms: zero, one ("يوم واحد") and two ("يومان") name the number in words, few (3–10)
  /// takes the plural noun, many (11–99) the singular accusative, other the singular.
  static let ar: [LabelKey: Phrase] = [
    .today: "اليوم", .keyToday: "اليوم",
    .startOfRange: "بداية النطاق", .inRange: "ضمن النطاق", .endOfRange: "نهاية النطاق",
    .selected: "محدد", .unavailable: "غير متاح", .beforeFirstDay: "غير متاح بعد",
    .afterLastDay: "لم يعد متاحًا", .excludedWeekday: "غير متاح في هذا اليوم من الأسبوع",
    .eventCount: [
      .zero: "لا أحداث", .one: "حدث واحد", .two: "حدثان", .few: "{count} أحداث",
      .many: "{count} حدثًا", .other: "{count} حدث",
    ],
    .selectedDay: "التاريخ المحدد: {date}", .selectedRange: "النطاق المحدد: من {start} إلى {end}",
    .selectedDays: [
      .zero: "لم يتم تحديد أي يوم", .one: "تم تحديد يوم واحد", .two: "تم تحديد يومين",
      .few: "تم تحديد {count} أيام", .many: "تم تحديد {count} يومًا", .other: "تم تحديد {count} يوم",
    ],
    .selectionCleared: "تم مسح التحديد", .selectedWeekdays: "الأيام المحددة: {list}",
    .noWeekdays: "لم يتم تحديد أي يوم", .separator: "، ",
    .previousMonth: "الشهر السابق", .nextMonth: "الشهر التالي",
    .chooseMonthAndYear: "اختيار الشهر والسنة", .showCalendar: "عرض التقويم",
    .month: "الشهر", .year: "السنة", .events: "الأحداث", .noEvents: "لا توجد أحداث",
    .never: "أبدًا", .everyDay: "كل يوم", .weekdaysOnly: "أيام العمل",
    .weekendsOnly: "عطلات نهاية الأسبوع",
    .pickArrival: "اختر يوم الوصول", .pickDeparture: "اختر الآن يوم المغادرة",
    .pickLaterDeparture: "اختر يوم مغادرة لاحقًا",
    .nights: [
      .zero: "{count} ليلة", .one: "ليلة واحدة", .two: "ليلتان", .few: "{count} ليالٍ",
      .many: "{count} ليلة", .other: "{count} ليلة",
    ],
    .pickADay: "اختر يومًا", .pickDays: "اختر أيامًا",
    .dayCount: [
      .zero: "{count} يوم", .one: "يوم واحد", .two: "يومان", .few: "{count} أيام",
      .many: "{count} يومًا", .other: "{count} يوم",
    ],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} ← … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "لا يمكن اختيار يوم أبكر", .noLaterDay: "لا يمكن اختيار يوم لاحق",
    .noDayThere: "لا يمكن اختيار أي يوم هناك", .noSuchMonth: "لا يوجد هذا الشهر في هذا التقويم",
    .typeDate: "اكتب التاريخ بالشكل YYYY-MM-DD", .noSuchDay: "لا يوجد يوم كهذا: {day}",
    .pressSpaceForArrival: "اضغط مسافة لاختيار الوصول، ثم إدخال على المغادرة",
    .pressSpaceForDays: "اضغط مسافة لاختيار الأيام، ثم إدخال",
    .pressSpaceForWeekdays: "اضغط مسافة لاختيار أيام الأسبوع، ثم إدخال",
    .skippedByTimeZone: "تخطته المنطقة الزمنية",
    .keyMove: "تنقل", .keyPage: "صفحة", .keyDate: "تاريخ", .keyJump: "قفز", .keyPick: "اختيار",
    .keyConfirm: "موافق", .keyQuit: "خروج", .keyToggle: "تبديل", .keyTypeDate: "اكتب YYYY-MM-DD",
    .keyGo: "انتقال", .keyErase: "مسح", .keyClose: "إغلاق", .keyChoose: "اختيار",
    .goToDate: "الانتقال إلى تاريخ", .repeatOn: "التكرار في",
    .terminalTooSmall: "الطرفية صغيرة جدًا", .terminalNeeds: "تحتاج إلى {size}",
    .moreEvents: "+{count} أخرى",
    .allDay: "طوال اليوم", .noTitle: "(بلا عنوان)",
    .maximumDays: [
      .zero: "يمكنك اختيار {count} يوم كحد أقصى", .one: "يمكنك اختيار يوم واحد كحد أقصى",
      .two: "يمكنك اختيار يومين كحد أقصى", .few: "يمكنك اختيار {count} أيام كحد أقصى",
      .many: "يمكنك اختيار {count} يومًا كحد أقصى", .other: "يمكنك اختيار {count} يوم كحد أقصى",
    ],
    .minimumNights: [
      .zero: "الحد الأدنى للإقامة: {count} ليلة", .one: "الحد الأدنى للإقامة: ليلة واحدة",
      .two: "الحد الأدنى للإقامة: ليلتان", .few: "الحد الأدنى للإقامة: {count} ليالٍ",
      .many: "الحد الأدنى للإقامة: {count} ليلة", .other: "الحد الأدنى للإقامة: {count} ليلة",
    ],
    .maximumNights: [
      .zero: "الحد الأقصى للإقامة: {count} ليلة", .one: "الحد الأقصى للإقامة: ليلة واحدة",
      .two: "الحد الأقصى للإقامة: ليلتان", .few: "الحد الأقصى للإقامة: {count} ليالٍ",
      .many: "الحد الأقصى للإقامة: {count} ليلة", .other: "الحد الأقصى للإقامة: {count} ليلة",
    ],
    .crossesUnavailableDay: "ستشمل الإقامة {date}، وهو يوم غير متاح",
    .closedToArrival: "لا وصول في هذا اليوم", .closedToDeparture: "لا مغادرة في هذا اليوم",
    .cannotDeselect: "لا يمكن إلغاء تحديد هذا اليوم",
    .notPossibleInMode: "غير ممكن في وضع التحديد هذا",
    .weekNumber: "الأسبوع", .weekdayRow: "أيام الأسبوع",
    .accessNotDetermined: "لم يُمنح الوصول إلى التقويمات بعد.",
    .accessWriteOnly:
      .plain(
        "يمكن لهذا التطبيق إضافة أحداث إلى تقويماتك لكن لا يمكنه قراءتها. لرؤية أحداثك هنا، اسمح "
          + "بالوصول الكامل في الإعدادات › الخصوصية والأمن › التقويمات."),
    .accessDenied:
      .plain(
        "الوصول إلى التقويمات متوقف. لرؤية أحداثك هنا، اسمح بالوصول الكامل في الإعدادات › "
          + "الخصوصية والأمن › التقويمات."),
    .accessRestricted:
      .plain(
        "الوصول إلى التقويمات مقيد على هذا الجهاز (مدة استخدام الجهاز أو ملف تعريف إدارة)، لذا لا "
          + "يمكن عرض أحداثك."),
    .accessMissing: "الوصول إلى التقويمات غير متوفر.",
    .missingUsageDescription:
      .plain(
        "لا يحتوي ملف Info.plist الخاص بالتطبيق على {key}، لذا لا يمكن لنظام iOS طلب الوصول إلى "
          + "التقويمات."),
    .pickADate: "اختر تاريخًا", .done: "تم",
    .droppedValue: "لم يعد بالإمكان اختيار {value}: {reason}",
    .otherMonthsOffline: "لا يمكن عرض أشهر أخرى في هذه الصفحة",
  ]
}
