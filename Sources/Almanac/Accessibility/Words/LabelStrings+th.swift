extension LabelStrings {
  /// Thai, worded as Apple's ปฏิทิน: "เดือนก่อนหน้า", "2 คืน". Thai has no plural forms.
  static let th: [LabelKey: Phrase] = [
    .today: "วันนี้", .keyToday: "วันนี้",
    .startOfRange: "เริ่มต้นช่วง", .inRange: "อยู่ในช่วง", .endOfRange: "สิ้นสุดช่วง",
    .selected: "เลือกแล้ว", .unavailable: "ไม่พร้อมใช้งาน", .beforeFirstDay: "ยังไม่พร้อมใช้งาน",
    .afterLastDay: "ไม่พร้อมใช้งานแล้ว", .excludedWeekday: "ไม่พร้อมใช้งานในวันนี้ของสัปดาห์",
    .eventCount: [.other: "{count} กิจกรรม"],
    .selectedDay: "วันที่ที่เลือก: {date}", .selectedRange: "ช่วงที่เลือก: {start} ถึง {end}",
    .selectedDays: [.other: "เลือกแล้ว {count} วัน"],
    .selectionCleared: "ล้างการเลือกแล้ว", .selectedWeekdays: "วันที่เลือก: {list}",
    .noWeekdays: "ไม่ได้เลือกวันใด", .separator: ", ",
    .previousMonth: "เดือนก่อนหน้า", .nextMonth: "เดือนถัดไป", .chooseMonthAndYear: "เลือกเดือนและปี",
    .showCalendar: "แสดงปฏิทิน", .month: "เดือน", .year: "ปี", .events: "กิจกรรม",
    .noEvents: "ไม่มีกิจกรรม", .never: "ไม่เลย", .everyDay: "ทุกวัน", .weekdaysOnly: "วันธรรมดา",
    .weekendsOnly: "วันหยุดสุดสัปดาห์",
    .pickArrival: "เลือกวันเข้าพัก", .pickDeparture: "ตอนนี้เลือกวันออก",
    .pickLaterDeparture: "เลือกวันออกที่ช้ากว่านี้",
    .nights: [.other: "{count} คืน"],
    .pickADay: "เลือกวัน", .pickDays: "เลือกวัน",
    .dayCount: [.other: "{count} วัน"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "เลือกวันที่ก่อนหน้านี้ไม่ได้", .noLaterDay: "เลือกวันที่หลังจากนี้ไม่ได้",
    .noDayThere: "เลือกวันตรงนั้นไม่ได้", .noSuchMonth: "ไม่มีเดือนนี้ในปฏิทินนี้",
    .typeDate: "พิมพ์วันที่เป็น YYYY-MM-DD", .noSuchDay: "ไม่มีวันนี้: {day}",
    .pressSpaceForArrival: "กด Space เพื่อเลือกวันเข้าพัก แล้วกด Enter ที่วันออก",
    .pressSpaceForDays: "กด Space เพื่อเลือกวัน แล้วกด Enter",
    .pressSpaceForWeekdays: "กด Space เพื่อเลือกวันในสัปดาห์ แล้วกด Enter",
    .skippedByTimeZone: "ถูกข้ามเนื่องจากเขตเวลา",
    .keyMove: "ย้าย", .keyPage: "หน้า", .keyDate: "วันที่", .keyJump: "ข้าม", .keyPick: "เลือก",
    .keyConfirm: "ตกลง", .keyQuit: "ออก", .keyToggle: "สลับ", .keyTypeDate: "พิมพ์ YYYY-MM-DD",
    .keyGo: "ไป", .keyErase: "ลบ", .keyClose: "ปิด", .keyChoose: "เลือก",
    .goToDate: "ไปยังวันที่", .repeatOn: "ทำซ้ำทุก", .terminalTooSmall: "เทอร์มินัลเล็กเกินไป",
    .terminalNeeds: "ต้องการ {size}", .moreEvents: "+อีก {count}",
    .allDay: "ทั้งวัน", .noTitle: "(ไม่มีชื่อ)",
    .maximumDays: [.other: "เลือกได้สูงสุด {count} วัน"],
    .minimumNights: [.other: "เข้าพักขั้นต่ำ {count} คืน"],
    .maximumNights: [.other: "เข้าพักสูงสุด {count} คืน"],
    .crossesUnavailableDay: "การเข้าพักจะรวม {date} ซึ่งไม่พร้อมใช้งาน",
    .closedToArrival: "ไม่มีการเข้าพักในวันนี้", .closedToDeparture: "ไม่มีการออกในวันนี้",
    .cannotDeselect: "ยกเลิกการเลือกวันนี้ไม่ได้", .notPossibleInMode: "ทำไม่ได้ในโหมดการเลือกนี้",
    .weekNumber: "สัปดาห์", .weekdayRow: "วันในสัปดาห์",
    .accessNotDetermined: "ยังไม่ได้อนุญาตให้เข้าถึงปฏิทิน",
    .accessWriteOnly:
      .plain(
        "แอปนี้เพิ่มกิจกรรมลงในปฏิทินของคุณได้แต่อ่านไม่ได้ หากต้องการดูกิจกรรมของคุณที่นี่ ให้อนุญาตการเข้าถึง"
          + "เต็มรูปแบบในการตั้งค่า › ความเป็นส่วนตัวและความปลอดภัย › ปฏิทิน"),
    .accessDenied:
      .plain(
        "การเข้าถึงปฏิทินปิดอยู่ หากต้องการดูกิจกรรมของคุณที่นี่ ให้อนุญาตการเข้าถึงเต็มรูปแบบในการตั้งค่า › "
          + "ความเป็นส่วนตัวและความปลอดภัย › ปฏิทิน"),
    .accessRestricted:
      "การเข้าถึงปฏิทินถูกจำกัดบนอุปกรณ์นี้ (เวลาหน้าจอหรือโปรไฟล์การจัดการอุปกรณ์) จึงแสดงกิจกรรมของคุณไม่ได้",
    .accessMissing: "ไม่มีสิทธิ์เข้าถึงปฏิทิน",
    .missingUsageDescription: "Info.plist ของแอปไม่มี {key} iOS จึงขอสิทธิ์เข้าถึงปฏิทินไม่ได้",
    .pickADate: "เลือกวันที่", .done: "เสร็จสิ้น",
    .droppedValue: "ไม่สามารถเลือก {value} ได้อีกต่อไป: {reason}",
    .otherMonthsOffline: "ไม่สามารถแสดงเดือนอื่นในหน้านี้ได้",
  ]
}
