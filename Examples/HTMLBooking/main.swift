import Almanac
import Foundation

// Runs the handler as a CGI program (RFC 3875): the server passes the request in the
// environment and on standard input, and the program writes a `Status:` line, headers and the
// body. `scripts/suites/html/serve.py` runs it this way for the browser suite; a framework's route
// calls `BookingHandler.respond(to:)` instead.
let environment = ProcessInfo.processInfo.environment
let length = Int(environment["CONTENT_LENGTH"] ?? "") ?? 0
let input =
  length > 0 ? FileHandle.standardInput.readData(ofLength: min(length, 1_000_000)) : Data()
let booked = (environment["BOOKED_NIGHTS"] ?? "").split(separator: ",").compactMap {
  Day(String($0))
}
let handler = BookingHandler(
  bookedNights: { booked }, today: Day(environment["TODAY"] ?? "") ?? Day("2026-03-18") ?? .earliest
)
let response = handler.respond(
  to: BookingHandler.Request(
    method: environment["REQUEST_METHOD"] ?? "GET", path: environment["PATH_INFO"] ?? "/calendar",
    query: environment["QUERY_STRING"] ?? "", body: String(decoding: input, as: UTF8.self)))
var head = "Status: \(response.status)\r\nContent-Type: \(response.contentType)\r\n"
for header in response.headers { head += "\(header.name): \(header.value)\r\n" }
FileHandle.standardOutput.write(Data((head + "\r\n" + response.body).utf8))
