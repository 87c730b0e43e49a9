import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML answer into a ``DAVNode`` tree with FoundationXML's namespace-aware parser.
/// Depth and size are bounded; before the parser sees them, the bytes are checked to be valid
/// UTF-8 (or transcoded from a declared UTF-16 or ISO-8859-1), a document type declaration
/// (and with it every entity but the predefined five) is refused and processing instructions
/// are dropped; and a failure says where (line, column) and why.
package struct DAVXMLParser: Sendable {
  /// The deepest nesting accepted.
  package var maxDepth = 64
  /// The most elements accepted.
  package var maxElements = 2_000_000
  /// The largest body accepted, in bytes.
  package var maxBytes = 256 << 20

  /// A parser with the default limits.
  package init() {}

  /// Parses a document.
  ///
  /// - Parameters:
  ///   - bytes: The XML.
  ///   - url: Where it came from, for messages.
  /// - Returns: The root element.
  /// - Throws: ``CalDAVError/badXML(url:line:column:reason:)``.
  /// - Complexity: O(*n*) in the size of the document.
  package func parse(_ bytes: [UInt8], url: String) throws(CalDAVError) -> DAVNode {
    guard bytes.count <= maxBytes else {
      throw .badXML(
        url: url, line: 0, column: 0,
        reason: "answer of \(bytes.count) bytes is larger than the \(maxBytes)-byte limit")
    }
    guard bytes.contains(where: { $0 == UInt8(ascii: "<") }) else {
      throw .badXML(url: url, line: 1, column: 1, reason: "not XML (no element); empty answer?")
    }
    let utf8: [UInt8]
    do {
      utf8 = try XMLPreflight.prepared(bytes)
    } catch {
      throw .badXML(url: url, line: error.line, column: error.column, reason: error.reason)
    }
    let builder = TreeBuilder(maxDepth: maxDepth, maxElements: maxElements)
    let parser = XMLParser(data: Data(utf8))
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    let parsed = parser.parse()
    if let limit = builder.limitProblem {
      throw .badXML(url: url, line: builder.limitLine, column: 0, reason: limit)
    }
    guard parsed, let root = builder.root else {
      let error = parser.parserError.map { ($0 as NSError).localizedDescription }
      throw .badXML(
        url: url, line: parser.lineNumber, column: parser.columnNumber,
        reason: error.map { "malformed (\($0))" } ?? "malformed")
    }
    return root
  }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
  let maxDepth: Int
  let maxElements: Int
  var stack: [DAVNode] = []
  var root: DAVNode?
  var elements = 0
  var limitProblem: String?
  var limitLine = 0

  init(maxDepth: Int, maxElements: Int) {
    self.maxDepth = maxDepth
    self.maxElements = maxElements
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements += 1
    guard stack.count < maxDepth, elements <= maxElements else {
      limitProblem =
        stack.count >= maxDepth
        ? "nested deeper than \(maxDepth) elements" : "more than \(maxElements) elements"
      limitLine = parser.lineNumber
      parser.abortParsing()
      return
    }
    var attributes: [String: String] = [:]
    for (key, value) in attributeDict {
      let local = key.split(separator: ":").last.map(String.init) ?? key
      attributes[local] = value
    }
    stack.append(
      DAVNode(namespace: namespaceURI ?? "", name: elementName, attributes: attributes))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard let node = stack.popLast() else { return }
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
  }
}
