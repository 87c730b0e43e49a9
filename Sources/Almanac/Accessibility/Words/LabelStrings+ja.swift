extension LabelStrings {
  /// Japanese, worded as Apple's カレンダー: "前の月", "2泊". Japanese has no plural forms.
  static let ja: [LabelKey: Phrase] = [
    .today: "今日", .keyToday: "今日",
    .startOfRange: "範囲の開始", .inRange: "範囲内", .endOfRange: "範囲の終了",
    .selected: "選択済み", .unavailable: "選択できません", .beforeFirstDay: "まだ選択できません",
    .afterLastDay: "もう選択できません", .excludedWeekday: "この曜日は選択できません",
    .eventCount: [.other: "予定{count}件"],
    .selectedDay: "選択した日付：{date}", .selectedRange: "選択した期間：{start}〜{end}",
    .selectedDays: [.other: "{count}日を選択しました"],
    .selectionCleared: "選択を解除しました", .selectedWeekdays: "選択した曜日：{list}",
    .noWeekdays: "曜日が選択されていません", .separator: "、",
    .previousMonth: "前の月", .nextMonth: "次の月", .chooseMonthAndYear: "年と月を選択",
    .showCalendar: "カレンダーを表示", .month: "月", .year: "年", .events: "予定",
    .noEvents: "予定なし", .never: "なし", .everyDay: "毎日", .weekdaysOnly: "平日",
    .weekendsOnly: "週末",
    .pickArrival: "到着日を選択してください", .pickDeparture: "次に出発日を選択してください",
    .pickLaterDeparture: "もっと後の出発日を選択してください",
    .nights: [.other: "{count}泊"],
    .pickADay: "日付を選択", .pickDays: "日付を選択",
    .dayCount: [.other: "{count}日間"],
    .daySummary: "{days}：{first}", .daysSummary: "{days}：{first}〜{last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "これより前の日は選択できません", .noLaterDay: "これより後の日は選択できません",
    .noDayThere: "そこには選択できる日がありません", .noSuchMonth: "このカレンダーにその月はありません",
    .typeDate: "日付をYYYY-MM-DDの形式で入力", .noSuchDay: "その日はありません：{day}",
    .pressSpaceForArrival: "スペースで到着日を選び、出発日でEnter",
    .pressSpaceForDays: "スペースで日付を選び、Enter", .pressSpaceForWeekdays: "スペースで曜日を選び、Enter",
    .skippedByTimeZone: "タイムゾーンにより存在しない日",
    .keyMove: "移動", .keyPage: "ページ", .keyDate: "日付", .keyJump: "ジャンプ",
    .keyPick: "選択", .keyConfirm: "OK", .keyQuit: "終了", .keyToggle: "切替",
    .keyTypeDate: "YYYY-MM-DDを入力", .keyGo: "移動", .keyErase: "削除", .keyClose: "閉じる",
    .keyChoose: "選択", .goToDate: "日付へ移動", .repeatOn: "繰り返す曜日",
    .terminalTooSmall: "端末が小さすぎます", .terminalNeeds: "{size}が必要",
    .moreEvents: "他{count}件",
    .allDay: "終日", .noTitle: "（タイトルなし）",
    .maximumDays: [.other: "選択できるのは最大{count}日です"],
    .minimumNights: [.other: "最短{count}泊からです"],
    .maximumNights: [.other: "最長{count}泊までです"],
    .crossesUnavailableDay: "この滞在には選択できない日（{date}）が含まれます",
    .closedToArrival: "この日は到着できません", .closedToDeparture: "この日は出発できません",
    .cannotDeselect: "この日の選択は解除できません", .notPossibleInMode: "この選択モードではできません",
    .weekNumber: "週", .weekdayRow: "曜日",
    .accessNotDetermined: "カレンダーへのアクセスはまだ許可されていません。",
    .accessWriteOnly:
      .plain(
        "このアプリはカレンダーに予定を追加できますが、読み取ることはできません。ここに予定を表示するには、"
          + "“設定”›“プライバシーとセキュリティ”›“カレンダー”でフルアクセスを許可してください。"),
    .accessDenied:
      .plain(
        "カレンダーへのアクセスがオフになっています。ここに予定を表示するには、“設定”›“プライバシーと"
          + "セキュリティ”›“カレンダー”でフルアクセスを許可してください。"),
    .accessRestricted:
      .plain(
        "このデバイスではカレンダーへのアクセスが制限されているため（スクリーンタイムまたは管理プロファイル）、"
          + "予定を表示できません。"),
    .accessMissing: "カレンダーへのアクセス権がありません。",
    .missingUsageDescription:
      "AppのInfo.plistに{key}がないため、iOSはカレンダーへのアクセスを求めることができません。",
    .pickADate: "日付を選択", .done: "完了",
    .droppedValue: "{value}は選択できなくなりました：{reason}",
    .otherMonthsOffline: "このページでは他の月を表示できません",
  ]
}
