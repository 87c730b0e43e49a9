import Almanac
import AlmanacHTML
import Foundation

/// A booking page's server side, written against no web framework: a request in, a response
/// out, so that its body drops into a Vapor or Hummingbird route (or any other) as it is.
///
/// - `GET /calendar` (and `POST /calendar`, a click without JavaScript) is the picker's round
///   trip: the fields become the next state, and a value the rules refuse when the request comes (a night booked
///   since the page was written) is dropped with the reason rather than answered with an error
///   page. The script asks for `NAME.part=fragment` and gets the component alone.
/// - `POST /book` is the form's final post: the value is checked again, strictly, against the
///   bookings of the moment, because the page's rules are only a convenience.
struct BookingHandler: Sendable {
  /// What the handler needs of a request.
  struct Request {
    var method: String
    var path: String
    var query: String
    var body: String
  }

  /// What it answers.
  struct Response {
    var status: Int
    var contentType = "text/html; charset=utf-8"
    var headers: [(name: String, value: String)] = []
    var body: String
  }

  /// The nights that are taken, read for every request: the rules are the server's.
  var bookedNights: @Sendable () -> [Day]
  /// The day the calendar starts on.
  var today: Day

  /// The picker of a request: a stay of 2 to 14 nights, booked nights marked "Booked".
  func picker() -> HTMLPicker {
    let context = CalendarContext(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
    let availability = Availability(
      firstDay: today, lastDay: today.adding(days: 365),
      rangeRules: RangeRules(minimumNights: 2, maximumNights: 14)
    ).disabling(bookedNights(), label: "Booked")
    return HTMLPicker(
      name: "stay", mode: .range(.forward), context: context, today: today,
      availability: availability, monthCount: 2, action: "/calendar")
  }

  func respond(to request: Request) -> Response {
    let fields = request.method == "POST" ? request.body : request.query
    do {
      let items = try FormQuery.items(fields)
      switch (request.method, request.path) {
      case ("GET", "/calendar"), ("POST", "/calendar"):
        let picker = picker()
        let state = try picker.repairedState(from: items)
        if picker.wantsFragment(items) {
          return Response(status: 200, body: picker.fragment(for: state))
        }
        return Response(status: 200, body: page(picker, state))
      case ("POST", "/book"):
        return book(items)
      default:
        return Response(status: 404, contentType: "text/plain; charset=utf-8", body: "not found")
      }
    } catch {
      // A request that is not well formed: the developer's error, in English.
      return Response(
        status: 400, contentType: "text/plain; charset=utf-8",
        headers: [("Content-Language", "en")], body: error.description)
    }
  }

  /// The final post: the stay is checked again against the nights booked when it comes.
  func book(_ items: [(name: String, value: String)]) -> Response {
    let picker = picker()
    do {
      let state = try picker.state(from: items)
      guard let stay = state.ranges.first else {
        // Incomplete: the engine's words for what is missing ("Now pick your departure").
        return Response(status: 422, body: page(picker, picker.applying(.confirm, to: state)))
      }
      let nights = stay.lowerBound.days(to: stay.upperBound)
      let text = "Booked \(stay.lowerBound) to \(stay.upperBound), \(nights) nights."
      return Response(
        status: 200,
        body: "<!DOCTYPE html>\n<html lang=\"en\"><head>"
          + "<meta charset=\"utf-8\"><title>Booked</title></head><body><main>"
          + "<p id=\"booked\">\(text)</p></main></body></html>\n")
    } catch {
      // Taken since the page was shown: the picker again, without the stale value.
      let state = (try? picker.repairedState(from: items)) ?? HTMLPickerState()
      return Response(status: 409, body: page(picker, state))
    }
  }

  /// The page around the picker: its style sheet and script once, the form posting to /book.
  func page(_ picker: HTMLPicker, _ state: HTMLPickerState) -> String {
    picker.document(
      for: state, title: "Book a stay", formAction: "/book", formMethod: "post",
      submitLabel: "Book")
  }
}
