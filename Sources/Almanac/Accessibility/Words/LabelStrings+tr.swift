extension LabelStrings {
  /// Turkish, worded as Apple's Takvim: "Önceki ay", "2 gece". CLDR gives Turkish a one and
  /// an other category, but a noun after a number stays singular, so both forms are alike.
  static let tr: [LabelKey: Phrase] = [
    .today: "Bugün", .keyToday: "bugün",
    .startOfRange: "Aralık başlangıcı", .inRange: "Aralıkta", .endOfRange: "Aralık sonu",
    .selected: "Seçili", .unavailable: "Kullanılamaz", .beforeFirstDay: "Henüz kullanılamaz",
    .afterLastDay: "Artık kullanılamaz", .excludedWeekday: "Haftanın bu gününde kullanılamaz",
    .eventCount: [.one: "{count} etkinlik", .other: "{count} etkinlik"],
    .selectedDay: "Seçilen tarih: {date}", .selectedRange: "Seçilen aralık: {start} – {end}",
    .selectedDays: [.one: "{count} gün seçildi", .other: "{count} gün seçildi"],
    .selectionCleared: "Seçim temizlendi", .selectedWeekdays: "Seçilen günler: {list}",
    .noWeekdays: "Hiçbir gün seçilmedi", .separator: ", ",
    .previousMonth: "Önceki ay", .nextMonth: "Sonraki ay",
    .chooseMonthAndYear: "Ay ve yıl seç", .showCalendar: "Takvimi göster",
    .month: "Ay", .year: "Yıl", .events: "Etkinlikler", .noEvents: "Etkinlik yok",
    .never: "Hiçbir zaman", .everyDay: "Her gün", .weekdaysOnly: "Hafta içi",
    .weekendsOnly: "Hafta sonu",
    .pickArrival: "Varış gününü seçin", .pickDeparture: "Şimdi ayrılış gününü seçin",
    .pickLaterDeparture: "Daha sonraki bir ayrılış günü seçin",
    .nights: [.one: "{count} gece", .other: "{count} gece"],
    .pickADay: "Bir gün seçin", .pickDays: "Günleri seçin",
    .dayCount: [.one: "{count} gün", .other: "{count} gün"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "Daha önceki bir gün seçilemez", .noLaterDay: "Daha sonraki bir gün seçilemez",
    .noDayThere: "Orada gün seçilemez", .noSuchMonth: "Bu takvimde böyle bir ay yok",
    .typeDate: "Tarihi YYYY-AA-GG olarak yazın", .noSuchDay: "Böyle bir gün yok: {day}",
    .pressSpaceForArrival: "Varış için Boşluk, sonra ayrılışta Enter",
    .pressSpaceForDays: "Günler için Boşluk, sonra Enter",
    .pressSpaceForWeekdays: "Hafta günleri için Boşluk, sonra Enter",
    .skippedByTimeZone: "Saat dilimi nedeniyle atlandı",
    .keyMove: "taşı", .keyPage: "sayfa", .keyDate: "tarih", .keyJump: "atla", .keyPick: "seç",
    .keyConfirm: "tamam", .keyQuit: "çık", .keyToggle: "aç/kapat", .keyTypeDate: "YYYY-AA-GG yaz",
    .keyGo: "git", .keyErase: "sil", .keyClose: "kapat", .keyChoose: "seç",
    .goToDate: "Tarihe git", .repeatOn: "Tekrarla", .terminalTooSmall: "Terminal çok küçük",
    .terminalNeeds: "{size} gerekli", .moreEvents: "+{count} daha",
    .allDay: "tüm gün", .noTitle: "(başlıksız)",
    .maximumDays: [
      .one: "En fazla {count} gün seçebilirsiniz", .other: "En fazla {count} gün seçebilirsiniz",
    ],
    .minimumNights: [
      .one: "En kısa konaklama {count} gece", .other: "En kısa konaklama {count} gece",
    ],
    .maximumNights: [
      .one: "En uzun konaklama {count} gece", .other: "En uzun konaklama {count} gece",
    ],
    .crossesUnavailableDay: "Konaklama kullanılamayan {date} gününü içerir",
    .closedToArrival: "Bu günde varış yok", .closedToDeparture: "Bu günde ayrılış yok",
    .cannotDeselect: "Bu günün seçimi kaldırılamaz",
    .notPossibleInMode: "Bu seçim modunda mümkün değil",
    .weekNumber: "Hafta", .weekdayRow: "Haftanın günleri",
    .accessNotDetermined: "Takvimlere erişim henüz verilmedi.",
    .accessWriteOnly:
      .plain(
        "Bu uygulama takvimlerinize etkinlik ekleyebilir ama onları okuyamaz. Etkinliklerinizi "
          + "burada görmek için Ayarlar › Gizlilik ve Güvenlik › Takvimler’de Tam Erişim’e izin "
          + "verin."),
    .accessDenied:
      .plain(
        "Takvim erişimi kapalı. Etkinliklerinizi burada görmek için Ayarlar › Gizlilik ve "
          + "Güvenlik › Takvimler’de Tam Erişim’e izin verin."),
    .accessRestricted:
      .plain(
        "Bu aygıtta takvim erişimi kısıtlı (Ekran Süresi veya bir aygıt yönetimi profili), bu "
          + "yüzden etkinlikleriniz gösterilemiyor."),
    .accessMissing: "Takvim erişimi yok.",
    .missingUsageDescription:
      "Uygulamanın Info.plist dosyasında {key} yok, bu yüzden iOS takvim erişimi isteyemiyor.",
    .pickADate: "Bir tarih seçin", .done: "Bitti",
    .droppedValue: "{value} artık seçilemez: {reason}",
    .otherMonthsOffline: "Bu sayfada başka aylar gösterilemez",
  ]
}
