extension LabelStrings {
  /// Korean, worded as Apple's 캘린더: "이전 달", "2박". Korean has no plural forms.
  static let ko: [LabelKey: Phrase] = [
    .today: "오늘", .keyToday: "오늘",
    .startOfRange: "범위 시작", .inRange: "범위 내", .endOfRange: "범위 끝", .selected: "선택됨",
    .unavailable: "선택 불가", .beforeFirstDay: "아직 선택할 수 없음", .afterLastDay: "더 이상 선택할 수 없음",
    .excludedWeekday: "이 요일은 선택할 수 없음",
    .eventCount: [.other: "이벤트 {count}개"],
    .selectedDay: "선택한 날짜: {date}", .selectedRange: "선택한 기간: {start}~{end}",
    .selectedDays: [.other: "{count}일 선택됨"],
    .selectionCleared: "선택 해제됨", .selectedWeekdays: "선택한 요일: {list}",
    .noWeekdays: "선택한 요일 없음", .separator: ", ",
    .previousMonth: "이전 달", .nextMonth: "다음 달", .chooseMonthAndYear: "연도 및 월 선택",
    .showCalendar: "캘린더 보기", .month: "월", .year: "연도", .events: "이벤트",
    .noEvents: "이벤트 없음", .never: "안 함", .everyDay: "매일", .weekdaysOnly: "평일",
    .weekendsOnly: "주말",
    .pickArrival: "도착일을 선택하세요", .pickDeparture: "이제 출발일을 선택하세요",
    .pickLaterDeparture: "더 늦은 출발일을 선택하세요",
    .nights: [.other: "{count}박"],
    .pickADay: "날짜를 선택하세요", .pickDays: "날짜들을 선택하세요",
    .dayCount: [.other: "{count}일"],
    .daySummary: "{days}: {first}", .daysSummary: "{days}: {first} … {last}",
    .pendingRange: "{start} → … · {phrase}", .rangeAndPhrase: "{range} · {phrase}",
    .noEarlierDay: "더 이른 날짜는 선택할 수 없습니다", .noLaterDay: "더 늦은 날짜는 선택할 수 없습니다",
    .noDayThere: "그곳에는 선택할 수 있는 날짜가 없습니다",
    .noSuchMonth: "이 캘린더에는 그런 달이 없습니다",
    .typeDate: "날짜를 YYYY-MM-DD 형식으로 입력하세요", .noSuchDay: "그런 날짜가 없습니다: {day}",
    .pressSpaceForArrival: "스페이스로 도착일을 고르고 출발일에서 Enter",
    .pressSpaceForDays: "스페이스로 날짜를 고르고 Enter",
    .pressSpaceForWeekdays: "스페이스로 요일을 고르고 Enter",
    .skippedByTimeZone: "시간대 때문에 건너뜀",
    .keyMove: "이동", .keyPage: "페이지", .keyDate: "날짜", .keyJump: "점프", .keyPick: "선택",
    .keyConfirm: "확인", .keyQuit: "종료", .keyToggle: "전환", .keyTypeDate: "YYYY-MM-DD 입력",
    .keyGo: "이동", .keyErase: "지우기", .keyClose: "닫기", .keyChoose: "선택",
    .goToDate: "날짜로 이동", .repeatOn: "반복 요일", .terminalTooSmall: "터미널이 너무 작음",
    .terminalNeeds: "{size} 필요", .moreEvents: "+{count}개 더",
    .allDay: "하루 종일", .noTitle: "(제목 없음)",
    .maximumDays: [.other: "최대 {count}일까지 선택할 수 있습니다"],
    .minimumNights: [.other: "최소 숙박 기간은 {count}박입니다"],
    .maximumNights: [.other: "최대 숙박 기간은 {count}박입니다"],
    .crossesUnavailableDay: "숙박 기간에 선택할 수 없는 날짜({date})가 포함됩니다",
    .closedToArrival: "이 날은 도착할 수 없습니다", .closedToDeparture: "이 날은 출발할 수 없습니다",
    .cannotDeselect: "이 날짜는 선택 해제할 수 없습니다",
    .notPossibleInMode: "이 선택 모드에서는 할 수 없습니다",
    .weekNumber: "주", .weekdayRow: "요일",
    .accessNotDetermined: "아직 캘린더 접근이 허용되지 않았습니다.",
    .accessWriteOnly:
      .plain(
        "이 앱은 캘린더에 이벤트를 추가할 수 있지만 읽을 수는 없습니다. 여기에서 이벤트를 보려면 설정 › "
          + "개인정보 보호 및 보안 › 캘린더에서 전체 접근을 허용하십시오."),
    .accessDenied:
      .plain(
        "캘린더 접근이 꺼져 있습니다. 여기에서 이벤트를 보려면 설정 › 개인정보 보호 및 보안 › 캘린더에서 "
          + "전체 접근을 허용하십시오."),
    .accessRestricted:
      .plain(
        "이 기기에서는 캘린더 접근이 제한되어 있어(스크린 타임 또는 기기 관리 프로파일) 이벤트를 표시할 수 "
          + "없습니다."),
    .accessMissing: "캘린더 접근 권한이 없습니다.",
    .missingUsageDescription: "앱의 Info.plist에 {key}이(가) 없어 iOS가 캘린더 접근을 요청할 수 없습니다.",
    .pickADate: "날짜 선택", .done: "완료",
    .droppedValue: "{value}은(는) 더 이상 선택할 수 없습니다: {reason}",
    .otherMonthsOffline: "이 페이지에서는 다른 달을 표시할 수 없습니다",
  ]
}
