#if os(Linux)
  import AlmanacSystem
  import Foundation

  /// Requests through libcurl's easy interface (`AlmanacHTTPTransfer.h`): each waits in one
  /// `poll` until the server answers, so a sync that waits for a slow server costs no CPU, and
  /// the body is read only as fast as it is stored, so one over the limit stops at the limit.
  ///
  /// Connections are kept between requests, one per thread that sends at once. libcurl is
  /// opened at run time; `init()` fails where `libcurl.so.4` cannot be loaded.
  package final class CurlTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []

    /// Opens a first connection; `nil` when libcurl cannot be loaded.
    package init?() {
      guard let connection = try? Self.open() else { return nil }
      idle = [connection]
    }

    deinit {
      for connection in idle { almanac_http_connection_close(connection) }
    }

    private static func open() throws(CalDAVError) -> OpaquePointer {
      var error = [CChar](repeating: 0, count: 256)
      guard let connection = almanac_http_connection_open(&error, error.count) else {
        let reason = String(
          decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw .transport(url: "", reason: "libcurl could not be loaded: \(reason)")
      }
      return connection
    }

    private func acquire() throws(CalDAVError) -> OpaquePointer {
      lock.lock()
      if let connection = idle.popLast() {
        lock.unlock()
        return connection
      }
      lock.unlock()
      return try Self.open()
    }

    private func release(_ connection: OpaquePointer) {
      lock.lock()
      idle.append(connection)
      lock.unlock()
    }

    /// The interrupt check, reachable from C through an unretained pointer.
    private final class Check {
      let isInterrupted: @Sendable () -> Bool
      init(_ isInterrupted: @escaping @Sendable () -> Bool) { self.isInterrupted = isInterrupted }
    }

    package func perform(
      _ request: HTTPRequest, limit: Int, timeout: Int,
      isInterrupted: @escaping @Sendable () -> Bool
    ) throws(CalDAVError) -> HTTPTransportOutcome {
      let url = request.url.absoluteString
      let connection = try acquire()
      defer { release(connection) }
      // Header values come from the user and the server (hrefs, ETags): a line break in one
      // would start another header, so none is sent.
      let lines = request.headers.sorted { $0.key < $1.key }.map { name, value in
        "\(name): \(value)".filter { $0 != "\r" && $0 != "\n" }
      }
      let copies = lines.map { strdup($0) }
      defer { for copy in copies { free(copy) } }
      let pointers = copies.map { UnsafePointer($0) }
      let hasBody = !request.body.isEmpty || ["PUT", "POST"].contains(request.method)
      let check = Check(isInterrupted)
      var response = almanac_http_response()
      withExtendedLifetime(check) {
        let context = Unmanaged.passUnretained(check).toOpaque()
        request.method.withCString { method in
          url.withCString { address in
            request.body.withUnsafeBufferPointer { body in
              pointers.withUnsafeBufferPointer { headers in
                var transfer = almanac_http_request(
                  method: method, url: address, headers: headers.baseAddress,
                  header_count: headers.count, body: body.baseAddress, body_size: body.count,
                  has_body: hasBody ? 1 : 0, timeout_seconds: timeout, body_limit: limit,
                  interrupted: { context in
                    guard let context else { return 0 }
                    return Unmanaged<Check>.fromOpaque(context).takeUnretainedValue()
                      .isInterrupted() ? 1 : 0
                  },
                  interrupt_context: context)
                almanac_http_perform(connection, &transfer, &response)
              }
            }
          }
        }
      }
      defer { almanac_http_response_free(&response) }
      let message = withUnsafeBytes(of: response.message) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      switch Int(response.outcome) {
      case Int(ALMANAC_HTTP_OK):
        break
      case Int(ALMANAC_HTTP_TIMEOUT):
        throw .timeout(url: url, seconds: timeout)
      case Int(ALMANAC_HTTP_INTERRUPTED):
        throw .interrupted(request.url)
      case Int(ALMANAC_HTTP_TOO_LARGE_DECLARED):
        throw .tooLarge(request, bytes: response.declared_size, declared: true, limit: limit)
      case Int(ALMANAC_HTTP_TOO_LARGE):
        throw .tooLarge(request, bytes: Int64(response.body_size), declared: false, limit: limit)
      case Int(ALMANAC_HTTP_CANNOT_CONNECT):
        throw .transport(url: url, reason: "cannot connect (is the server running?)")
      case Int(ALMANAC_HTTP_UNKNOWN_HOST):
        throw .transport(url: url, reason: "unknown host")
      case Int(ALMANAC_HTTP_TLS):
        throw .transport(url: url, reason: "TLS failed: \(message)")
      default:
        throw .transport(url: url, reason: message.isEmpty ? "the request failed" : message)
      }
      let headerBytes =
        response.headers.map { UnsafeBufferPointer(start: $0, count: response.headers_size) }
      let body =
        response.body.map { [UInt8](UnsafeBufferPointer(start: $0, count: response.body_size)) }
        ?? []
      return .response(
        HTTPResponse(
          status: Int(response.status), headers: Self.headers(headerBytes.map(Array.init) ?? []),
          body: body, url: request.url))
    }

    /// The header fields of a response's header block (its status line and the blank line
    /// after it skipped), names lower-cased; a field sent twice is joined with ", " (RFC 9110
    /// §5.3), and a folded line continues the one before it.
    static func headers(_ block: [UInt8]) -> [String: String] {
      var fields: [String: String] = [:]
      var last: String?
      for raw in block.split(separator: UInt8(ascii: "\n")) {
        var line = String(decoding: raw, as: UTF8.self)
        if line.hasSuffix("\r") { line.removeLast() }
        if line.isEmpty || line.hasPrefix("HTTP/") { continue }
        if line.first == " " || line.first == "\t", let name = last {
          fields[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
          continue
        }
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if let existing = fields[name] {
          fields[name] = existing + ", " + value
        } else {
          fields[name] = value
        }
        last = name
      }
      return fields
    }
  }
#endif
