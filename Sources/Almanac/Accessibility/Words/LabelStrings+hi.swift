extension LabelStrings {
  /// Hindi, worded as Apple's कैलेंडर: "पिछला महीना", "2 रातें". CLDR counts 0 and 1 as one.
  static let hi: [LabelKey: Phrase] = [
    .today: "आज", .keyToday: "आज",
    .startOfRange: "अवधि की शुरुआत", .inRange: "अवधि में", .endOfRange: "अवधि का अंत",
    .selected: "चयनित", .unavailable: "उपलब्ध नहीं", .beforeFirstDay: "अभी उपलब्ध नहीं",
    .afterLastDay: "अब उपलब्ध नहीं", .excludedWeekday: "सप्ताह के इस दिन उपलब्ध नहीं",
    .eventCount: [.one: "{count} इवेंट", .other: "{count} इवेंट"],
    .selectedDay: "चयनित तारीख: {date}", .selectedRange: "चयनित अवधि: {start} से {end}",
    .selectedDays: [.one: "{count} दिन चुना गया", .other: "{count} दिन चुने गए"],
    .selectionCleared: "चयन हटाया गया", .selectedWeekdays: "चयनित दिन: {list}",
    .noWeekdays: "कोई दिन नहीं चुना गया", .separator: ", ",
    .previousMonth: "पिछला महीना", .nextMonth: "अगला महीना", .chooseMonthAndYear: "महीना और वर्ष चुनें",
    .showCalendar: "कैलेंडर दिखाएँ", .month: "महीना", .year: "वर्ष", .events: "इवेंट",
    .noEvents: "कोई इवेंट नहीं", .never: "कभी नहीं", .everyDay: "हर दिन", .weekdaysOnly: "कार्यदिवस",
    .weekendsOnly: "सप्ताहांत",
    .pickArrival: "आगमन का दिन चुनें", .pickDeparture: "अब प्रस्थान का दिन चुनें",
    .pickLaterDeparture: "प्रस्थान का कोई बाद का दिन चुनें",
    .nights: [.one: "{count} रात", .other: "{count} रातें"],
    .pickADay: "एक दिन चुनें", .pickDays: "दिन चुनें",
    .dayCount: [.one: "{count} दिन", .other: "{count} दिन"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "इससे पहले का दिन नहीं चुना जा सकता", .noLaterDay: "इसके बाद का दिन नहीं चुना जा सकता",
    .noDayThere: "वहाँ कोई दिन नहीं चुना जा सकता", .noSuchMonth: "इस कैलेंडर में ऐसा कोई महीना नहीं है",
    .typeDate: "तारीख YYYY-MM-DD के रूप में लिखें", .noSuchDay: "ऐसा कोई दिन नहीं: {day}",
    .pressSpaceForArrival: "आगमन चुनने के लिए Space, फिर प्रस्थान पर Enter",
    .pressSpaceForDays: "दिन चुनने के लिए Space, फिर Enter",
    .pressSpaceForWeekdays: "सप्ताह के दिन चुनने के लिए Space, फिर Enter",
    .skippedByTimeZone: "समय क्षेत्र के कारण छूट गया",
    .keyMove: "हिलाएँ", .keyPage: "पेज", .keyDate: "तारीख", .keyJump: "जाएँ", .keyPick: "चुनें",
    .keyConfirm: "ठीक", .keyQuit: "बाहर", .keyToggle: "बदलें", .keyTypeDate: "YYYY-MM-DD लिखें",
    .keyGo: "जाएँ", .keyErase: "मिटाएँ", .keyClose: "बंद करें", .keyChoose: "चुनें",
    .goToDate: "तारीख पर जाएँ", .repeatOn: "दोहराएँ", .terminalTooSmall: "टर्मिनल बहुत छोटा है",
    .terminalNeeds: "{size} चाहिए", .moreEvents: "+{count} और",
    .allDay: "पूरे दिन", .noTitle: "(कोई शीर्षक नहीं)",
    .maximumDays: [.one: "आप अधिकतम {count} दिन चुन सकते हैं", .other: "आप अधिकतम {count} दिन चुन सकते हैं"],
    .minimumNights: [.one: "न्यूनतम ठहराव {count} रात है", .other: "न्यूनतम ठहराव {count} रातें है"],
    .maximumNights: [.one: "अधिकतम ठहराव {count} रात है", .other: "अधिकतम ठहराव {count} रातें है"],
    .crossesUnavailableDay: "ठहराव में {date} शामिल होगा, जो उपलब्ध नहीं है",
    .closedToArrival: "इस दिन आगमन नहीं", .closedToDeparture: "इस दिन प्रस्थान नहीं",
    .cannotDeselect: "इस दिन का चयन हटाया नहीं जा सकता", .notPossibleInMode: "इस चयन मोड में संभव नहीं",
    .weekNumber: "सप्ताह", .weekdayRow: "सप्ताह के दिन",
    .accessNotDetermined: "कैलेंडर ऐक्सेस अभी तक नहीं दिया गया है।",
    .accessWriteOnly:
      .plain(
        "यह ऐप आपके कैलेंडर में इवेंट जोड़ सकता है, लेकिन उन्हें पढ़ नहीं सकता। अपने इवेंट यहाँ देखने के लिए "
          + "सेटिंग्ज़ › गोपनीयता और सुरक्षा › कैलेंडर में पूर्ण ऐक्सेस की अनुमति दें।"),
    .accessDenied:
      .plain(
        "कैलेंडर ऐक्सेस बंद है। अपने इवेंट यहाँ देखने के लिए सेटिंग्ज़ › गोपनीयता और सुरक्षा › कैलेंडर में "
          + "पूर्ण ऐक्सेस की अनुमति दें।"),
    .accessRestricted:
      .plain(
        "इस डिवाइस पर कैलेंडर ऐक्सेस प्रतिबंधित है (स्क्रीन टाइम या डिवाइस प्रबंधन प्रोफ़ाइल), इसलिए आपके "
          + "इवेंट नहीं दिखाए जा सकते।"),
    .accessMissing: "कैलेंडर ऐक्सेस नहीं है।",
    .missingUsageDescription:
      "ऐप की Info.plist में {key} नहीं है, इसलिए iOS कैलेंडर ऐक्सेस के लिए नहीं पूछ सकता।",
    .pickADate: "तारीख चुनें", .done: "हो गया",
    .droppedValue: "{value} अब नहीं चुना जा सकता: {reason}",
    .otherMonthsOffline: "इस पेज पर दूसरे महीने नहीं दिखाए जा सकते",
  ]
}
