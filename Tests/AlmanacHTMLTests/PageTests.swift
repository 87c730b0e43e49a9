import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

/// What a page needs beyond the picking: a stale value dropped with its reason, a language tag
/// validators accept, markup a strict Content Security Policy allows, the focus after a click
/// without the script, weekday headers that fit, and a page's own content in a day's cell.
@Suite("HTML pages")
struct PageTests {
  @Test("a value the rules refuse at the request is dropped and said; the action still applies")
  func repaired() throws {
    let picker = Fixtures.stay(locale: "ja_JP")
    let items = try FormQuery.items("stay.start=2026-03-11&stay.pick=2026-03-14")
    let state = try picker.repairedState(from: items)
    #expect(state.isRejected)
    #expect(state.pendingStart == day("2026-03-14"))
    let message = try #require(state.message)
    #expect(message.hasPrefix("2026年3月11日は選択できなくなりました：Fully booked"), "\(message)")
    let range = try picker.repairedState(from: FormQuery.items("stay=2026-03-09/2026-03-13"))
    #expect(range.ranges.isEmpty)
    #expect(range.message?.contains("2026年3月9日 – 2026年3月13日") == true)
    #expect(picker.fragment(for: range).contains("almanac-status almanac-rejected"))
    // What nothing refuses is what state(from:) gives; what is not a date is still an error.
    let fine = try FormQuery.items("stay.pick=2026-03-05")
    #expect(try picker.repairedState(from: fine) == picker.state(from: fine))
    #expect(throws: HTMLQueryError.self) {
      try picker.repairedState(from: FormQuery.items("stay=2026-02-30/2026-03-02"))
    }
    #expect(throws: HTMLQueryError.self) {
      try picker.state(from: FormQuery.items("stay.start=2026-03-11"))
    }
  }

  @Test(
    "lang is a BCP 47 tag without extensions; the POSIX locale is English",
    arguments: [
      ("en_US_POSIX", "en"), ("en_US", "en-US"), ("fa_IR@calendar=persian", "fa-IR"),
      ("sr-Latn-RS", "sr-Latn-RS"), ("de_DE@collation=phonebook", "de-DE"), ("iw_IL", "he-IL"),
      ("", "en"),
    ])
  func languageTag(identifier: String, tag: String) {
    let picker = HTMLPicker(
      name: "d", mode: .single,
      context: CalendarContext(
        locale: Locale(identifier: identifier), timeZone: TimeZone(identifier: "UTC") ?? .gmt),
      today: Fixtures.today)
    #expect(picker.fragment(for: HTMLPickerState()).contains(" lang=\"\(tag)\""))
    #expect(picker.document(for: HTMLPickerState()).contains("<html lang=\"\(tag)\""))
  }

  @Test("no style attribute; a nonce on the page's style and script; a bevel's radius as a rule")
  func contentSecurityPolicy() {
    var picker = Fixtures.stay(months: 2)
    let start = context(.gregorian, "en_US").startDate(of: day("2026-03-18"))
    picker.events = [
      CalendarEvent(
        id: "a", title: "Fair", startDate: start, endDate: start.addingTimeInterval(3_600),
        color: SRGBColor(hex: "#1E90FF"))
    ]
    picker.style.cellShape = .bevel(radius: 6)
    let page = picker.document(for: HTMLPickerState(), nonce: "abc+/=\"><x")
    #expect(!page.contains(" style="))
    #expect(page.contains("<style nonce=\"abc+/=x\">"))
    #expect(page.contains("<script nonce=\"abc+/=x\">"))
    #expect(page.contains("#stay-picker{--almanac-radius:6px}"))
    #expect(page.contains("class=\"almanac almanac-bevel\""))
    #expect(page.contains("<circle cx=\"1\" cy=\"1\" r=\"1\" fill=\"#1e90ff\"/>"))
    #expect(Fixtures.stay().themeRules.isEmpty)
    #expect(HTMLPicker.script.contains("trustedTypes.createPolicy(\"almanac\""))
  }

  @Test("after a click without the script the page focuses the control that was used")
  func autofocus() throws {
    let picker = Fixtures.stay()
    let picked = try picker.state(fromQuery: "stay.pick=2026-03-05")
    let html = picker.fragment(for: picked)
    #expect(Fixtures.count(" autofocus", in: html) == 1)
    #expect(html.contains("data-focused=\"true\" autofocus data-day=\"2026-03-05\""))
    let next = picker.fragment(for: try picker.state(fromQuery: "stay.scroll=1"))
    #expect(next.contains("class=\"almanac-next\" name=\"stay.scroll\" value=\"1\""))
    #expect(Fixtures.count(" autofocus", in: next) == 1)
    #expect(next.contains("aria-label=\"Next month\" autofocus>"))
    // Scrolling back to the first month disables the button: the day takes the focus.
    let first = picker.fragment(
      for: try picker.state(fromQuery: "stay.month=2026-04-01&stay.scroll=-1"))
    #expect(first.contains("data-focused=\"true\" autofocus"))
    #expect(!picker.fragment(for: HTMLPickerState()).contains("autofocus"))
  }

  @Test("weekday headers: short names where they fit, CLDR's narrow ones where they do not")
  func weekdayHeaders() {
    let persian = HTMLPicker(
      name: "d", mode: .single, context: context(.persian, "fa_IR"), today: Fixtures.today)
    let html = persian.fragment(for: HTMLPickerState())
    #expect(!html.contains("almanac-short"))
    #expect(html.contains("<th scope=\"col\"><span aria-hidden=\"true\">ش</span>"))
    #expect(html.contains("<span class=\"almanac-vh\">شنبه</span>"))
    let english = Fixtures.stay().fragment(for: HTMLPickerState())
    #expect(english.contains("class=\"almanac-short\">Sun</span>"))
    #expect(english.contains("class=\"almanac-narrow\">S</span>"))
  }

  @Test("a page's content in a day's cell is shown and said")
  func dayContent() {
    var picker = Fixtures.stay()
    picker.dayContent = { day in
      day.description.hasPrefix("2026-03-2")
        ? HTMLDayContent("€120", spokenText: "120 euros", kind: "price\"<") : nil
    }
    let html = picker.fragment(for: HTMLPickerState())
    #expect(Fixtures.count("almanac-extra almanac-extra-price\"", in: html) == 10)
    #expect(html.contains("aria-label=\"Friday, March 20, 2026, 120 euros\""))
    #expect(
      html.contains(
        ">20<span class=\"almanac-extra almanac-extra-price\" aria-hidden=\"true\">€120</span>"))
  }
}

@Suite("HTML day labels the script says again")
struct LabelPartsTests {
  @Test("the root carries the separator and the selection's words; a day what follows them")
  func parts() throws {
    let picker = Fixtures.stay(locale: "ja_JP")
    var withContent = picker
    withContent.dayContent = { _ in HTMLDayContent("¥9000") }
    let html = withContent.fragment(
      for: try picker.state(fromQuery: "stay=2026-03-05/2026-03-09&stay.focus=2026-03-09"))
    #expect(html.contains(" data-sep=\"、\""))
    #expect(html.contains(" data-role-start=\"範囲の開始\" data-role-middle=\"範囲内\""))
    #expect(html.contains(" data-role-end=\"範囲の終了\" data-role-single=\"選択済み\""))
    // The start's label is its name, its role and the page's content; only the content is
    // written apart, for the script to keep.
    #expect(html.contains("data-rest=\"¥9000\" aria-label=\"2026年3月5日 木曜日、範囲の開始、¥9000\""))
    #expect(html.contains("data-rest=\"Fully booked、¥9000\""))
    #expect(Fixtures.count("data-rest=", in: Fixtures.stay().fragment(for: HTMLPickerState())) == 3)
  }
}

@Suite("HTML in a language the table lacks")
struct EnglishStandInTests {
  @Test("controls in the table's English are marked lang=\"en\"; the page's own words are not")
  func marked() {
    let ukrainian = HTMLPicker(
      name: "d", mode: .single, context: context(.gregorian, "uk_UA"), today: Fixtures.today,
      showsWeekNumbers: true)
    let page = ukrainian.document(for: HTMLPickerState())
    #expect(page.contains("<html lang=\"uk-UA\""))
    #expect(page.contains("<button lang=\"en\" type=\"submit\" class=\"almanac-prev\""))
    #expect(page.contains("<button lang=\"en\" type=\"submit\" class=\"almanac-next\""))
    #expect(page.contains("<title lang=\"en\">Pick a date</title>"))
    #expect(page.contains("<h1 lang=\"en\">Pick a date</h1>"))
    #expect(page.contains("class=\"almanac-submit\" lang=\"en\">Done</button>"))
    #expect(page.contains("<span class=\"almanac-vh\" lang=\"en\">Week</span>"))
    #expect(!ukrainian.document(for: HTMLPickerState(), title: "Бронювання").contains("<h1 lang"))
    let german = Fixtures.stay(locale: "de_DE").document(for: HTMLPickerState())
    #expect(!german.contains("lang=\"en\""))
  }
}
