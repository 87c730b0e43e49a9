import AlmanacPrimitives

extension EventInstance {
  /// Writes `events` as a JSON array, one object per line (docs/json.md, "Events"), in blocks
  /// of about 64 KiB that each end after an object's line.
  ///
  /// The text is made in one byte buffer, with no `String` per field and no Foundation
  /// formatting, so that the agenda's JSON is written at memory speed.
  ///
  /// - Parameters:
  ///   - events: The events, in agenda order.
  ///   - write: Called with each block (valid UTF-8).
  package static func writeJSONArray(_ events: [EventInstance], to write: ([UInt8]) -> Void) {
    var out: [UInt8] = []
    if events.isEmpty {
      out.append(contentsOf: "[]\n".utf8)
      write(out)
      return
    }
    let block = 1 << 16
    out.reserveCapacity(block + 4096)
    out.append(contentsOf: "[\n".utf8)
    // Read in place: a copy of each instance would retain and release its strings.
    events.withUnsafeBufferPointer { events in
      for position in events.indices {
        out.append(contentsOf: "  ".utf8)
        events[position].appendJSONObject(to: &out)
        out.append(contentsOf: position + 1 < events.count ? ",\n".utf8 : "\n".utf8)
        if out.count >= block {
          write(out)
          out.removeAll(keepingCapacity: true)
        }
      }
    }
    out.append(contentsOf: "]\n".utf8)
    write(out)
  }

  /// Appends the event as a JSON object on one line: `uid`, `summary`, `start`, `end`,
  /// `allDay`, `location`, `description` (`null` when missing), `collection`,
  /// `recurrenceId` for an instance of a recurring event, and `status` (`tentative`,
  /// `confirmed`, `cancelled` or `null`) (docs/json.md).
  ///
  /// - Parameter out: The buffer.
  package func appendJSONObject(to out: inout [UInt8]) {
    out.append(contentsOf: "{\"uid\": ".utf8)
    ByteText.appendJSONQuoted(uid, to: &out)
    out.append(contentsOf: ", \"summary\": ".utf8)
    ByteText.appendJSONQuoted(summary, to: &out)
    out.append(contentsOf: ", \"start\": \"".utf8)
    appendStartText(to: &out)
    out.append(contentsOf: "\", \"end\": \"".utf8)
    appendEndText(to: &out)
    out.append(contentsOf: isAllDay ? "\", \"allDay\": true".utf8 : "\", \"allDay\": false".utf8)
    out.append(contentsOf: ", \"location\": ".utf8)
    Self.appendJSON(location, to: &out)
    out.append(contentsOf: ", \"description\": ".utf8)
    Self.appendJSON(notes, to: &out)
    out.append(contentsOf: ", \"collection\": ".utf8)
    ByteText.appendJSONQuoted(collection.title, to: &out)
    if let recurrenceID {
      out.append(contentsOf: ", \"recurrenceId\": \"".utf8)
      recurrenceID.appendISOText(to: &out)
      out.append(0x22)
    }
    out.append(contentsOf: ", \"status\": ".utf8)
    switch status {
    case "TENTATIVE": out.append(contentsOf: "\"tentative\"".utf8)
    case "CONFIRMED": out.append(contentsOf: "\"confirmed\"".utf8)
    case "CANCELLED": out.append(contentsOf: "\"cancelled\"".utf8)
    default: out.append(contentsOf: "null".utf8)
    }
    out.append(0x7D)
  }

  private static func appendJSON(_ text: String?, to out: inout [UInt8]) {
    if let text {
      ByteText.appendJSONQuoted(text, to: &out)
    } else {
      out.append(contentsOf: "null".utf8)
    }
  }
}
