import Testing

@testable import AlmanacICS

@Suite struct ICSWriterTests {
  @Test func foldsAt75OctetsWithoutSplittingCharactersOrEscapes() throws {
    let text = String(repeating: "é", count: 30) + "\\," + String(repeating: "日本", count: 40)
    let property = ICSProperty(name: "SUMMARY", rawValue: text)
    let output = ICSWriter().string([ICSComponent(name: "VEVENT", properties: [property])])
    let lines = output.split(separator: "\r\n", omittingEmptySubsequences: false)
    #expect(lines.count > 4)
    for line in lines {
      #expect(line.utf8.count <= 75, "line too long: \(line.utf8.count)")
      // Every line is valid UTF-8 on its own.
      #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
      #expect(!line.hasSuffix("\\") || line.hasSuffix("\\\\"))
    }
    let back = try ICSParser(options: .strict).parse(output)
    #expect(back.components.first?.property("SUMMARY")?.rawValue == text)
  }

  @Test func exactly75OctetsIsNotFolded() {
    let value = String(repeating: "x", count: 75 - "SUMMARY:".utf8.count)
    let output = ICSWriter().string([
      ICSComponent(name: "VEVENT", properties: [ICSProperty(name: "SUMMARY", rawValue: value)])
    ])
    #expect(output == "BEGIN:VEVENT\r\nSUMMARY:\(value)\r\nEND:VEVENT\r\n")
  }

  @Test func parameterValuesWithSpecialCharactersAreQuoted() {
    let property = ICSProperty(
      name: "ATTENDEE", parameters: [ICSParameter(name: "CN", value: "Doe; John")],
      rawValue: "mailto:j@x")
    #expect(ICSWriter().contentLine(property) == "ATTENDEE;CN=\"Doe; John\":mailto:j@x")
  }
}
