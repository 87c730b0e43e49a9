import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Announcements")
struct AnnouncerTests {
  let english = Announcer(context: context(.gregorian, "en_US"))

  @Test func completedSelectionsInEnglish() {
    #expect(
      english.selectionCompleted(.range(day("2026-03-05"), day("2026-03-09")))
        == "Selected range: March 5 to March 9, 2026")
    #expect(
      english.selectionCompleted(.range(day("2026-03-09"), day("2026-03-05")))
        == "Selected range: March 5 to March 9, 2026")
    #expect(
      english.selectionCompleted(.range(day("2025-12-30"), day("2026-01-02")))
        == "Selected range: December 30, 2025 to January 2, 2026")
    #expect(english.selectionCompleted(.day(day("2026-03-05"))) == "Selected March 5, 2026")
    #expect(
      english.selectionCompleted(.range(day("2026-03-05"), day("2026-03-05")))
        == "Selected March 5, 2026")
    #expect(english.selectionCompleted(.days(3)) == "Selected 3 days")
    #expect(english.selectionCompleted(.days(1)) == "Selected 1 day")
    #expect(english.selectionCompleted(.cleared) == "Selection cleared")
  }

  @Test func completedSelectionsInOtherLanguages() {
    let french = Announcer(context: context(.gregorian, "fr_FR"))
    #expect(
      french.selectionCompleted(.range(day("2026-03-05"), day("2026-03-09")))
        == "Période sélectionnée\u{A0}: du 5 mars au 9 mars 2026")
    #expect(french.selectionCompleted(.days(1)) == "1 jour sélectionné")
    #expect(french.selectionCompleted(.days(3)) == "3 jours sélectionnés")
    let german = Announcer(context: context(.gregorian, "de_DE"))
    #expect(
      german.selectionCompleted(.range(day("2026-03-05"), day("2026-03-09")))
        == "Ausgewählter Zeitraum: 5. März bis 9. März 2026")
    let arabic = Announcer(context: context(nil, "ar_SA"))
    #expect(arabic.selectionCompleted(.days(3)) == "تم تحديد ٣ أيام")
    let persian = Announcer(context: context(.persian, "fa_IR"))
    #expect(persian.selectionCompleted(.days(12)) == "۱۲ روز انتخاب شد")
  }

  @Test func monthTitles() {
    let march = context().month(containing: day("2026-03-15"))
    let may = context().month(containing: day("2026-05-15"))
    #expect(english.monthChanged([march]) == "March 2026")
    #expect(english.monthChanged([march, may]) == "March 2026 – May 2026")
    #expect(english.monthChanged([]) == "")
    // 2026 is Reiwa 8.
    let japan = context(.japanese, "ja_JP")
    #expect(japan.title(of: japan.month(containing: day("2026-03-15"))) == "令和8年3月")
    // 2026-03-02 lies in the first month of the bing-wu (丙午) year.
    let china = context(.chinese, "zh_CN")
    #expect(china.title(of: china.month(containing: day("2026-03-02"))).contains("丙午"))
  }

  @Test func announcementsFollowFocusEvents() {
    var focus = FocusModel(context: context(), today: day("2026-03-30"))
    #expect(english.announcement(for: focus.handle(.right), in: focus) == nil)
    #expect(english.announcement(for: focus.handle(.right), in: focus) == "April 2026")
    var triple = FocusModel(context: context(), today: day("2026-03-30"), visibleMonthCount: 3)
    #expect(english.announcement(for: triple.handle(.nextMonth), in: triple) == nil)
    #expect(
      english.announcement(for: triple.handle(.goToDay(day("2026-06-01"))), in: triple)
        == "April 2026 – June 2026")
  }

  @Test func weekdaySets() {
    // en_US weeks start on Sunday, de_DE weeks on Monday.
    #expect(
      english.weekdaysChanged([5, 2, 1]) == "Selected weekdays: Sunday, Monday, and Thursday")
    let german = Announcer(context: context(.gregorian, "de_DE"))
    #expect(
      german.weekdaysChanged([5, 2, 1]) == "Ausgewählte Wochentage: Montag, Donnerstag und Sonntag")
    #expect(english.weekdaysChanged([]) == "No weekdays selected")
  }
}
