import Almanac

extension MonthTextRenderer {
  /// Renders pages in BSD cal's layout (see ``MonthTextStyle/isBSDLayout``): BSD cal shows a
  /// year heading, and titles months by name alone, when at least one row of months is shown
  /// and the first month starts a row of its year (January, April, July or October with three
  /// a row); a later row whose year differs gets its own heading. Otherwise every month is
  /// titled with its year.
  func renderBSD(pages: [MonthPage], marksToday: Bool, columns: Int?) -> String {
    guard let first = pages.first?.month else { return "" }
    let perRow = max(1, columns ?? (style.numbersDaysOfYear ? 2 : 3))
    let yearHeadings = pages.count >= perRow && (first.month - 1) % perRow == 0
    let titles = MonthTextRenderer.titles(of: pages, namesIn: yearHeadings ? context : nil)
    let titleWidths = titles.map(Self.columns(of:))
    let extra = max(0, (titleWidths.max() ?? 0) - gridWidth)
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    var output = ByteWriter(capacity: pages.count * (gridWidth + extra + 8) * 8 + 64)
    var labels = labelCache()
    var row = BlockRow(blocks: min(perRow, pages.count))
    var headedYear: (era: Int, year: Int)?
    var start = 0
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      let month = pages[start].month
      if yearHeadings, headedYear.map({ $0 != (month.era, month.year) }) ?? true {
        // Centred over the row's grids by leading spaces alone, as BSD cal writes it.
        let heading = context.yearText(month)
        let room = perRow * (weekPrefix + gridWidth + extra)
        output.append(0x20, count: max(0, room - Self.columns(of: heading)) / 2)
        output.append(utf8: heading)
        output.append(0x0A)
        headedYear = (month.era, month.year)
      }
      makeBlocks(
        of: pages, start..<min(start + perRow, pages.count), titles: titles,
        titleWidths: titleWidths, extra: extra, marksToday: marksToday, labels: &labels,
        into: &row)
      // A title, the weekday header and six weeks, whatever the month's length.
      let height = max(8, row.blocks.map(\.height).max() ?? 0)
      for line in 0..<height {
        for block in row.blocks {
          append(line: line, of: block, in: row, labels: labels, to: &output)
        }
        output.append(0x0A)
      }
      start += perRow
    }
    return output.string()
  }
}
