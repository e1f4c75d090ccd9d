import StackCore
import Testing

@testable import StackDemo

/// The status line is written part by part when it fits and joined and truncated when it does
/// not (``StatusPart``): either way the screen must show what writing the joined, truncated
/// text shows, for any width.
@Suite struct StatusPartTests {
  /// Lines of every kind of part: numbers of one and many digits, zero, negative numbers,
  /// wide characters and text wider than some screens.
  static let lines: [[StatusPart]] = [
    [.text(" list │ row "), .number(5), .text("/"), .number(1_000_000), .text(" │ "), .number(0)],
    [.number(-42), .text(" 中文 "), .number(9), .text("…"), .number(10)],
    [.text("row "), .number(Int.max), .text(" fully visible")],
    [.text(""), .number(Int.min + 1)],
    [],
  ]

  @Test(arguments: 0..<lines.count)
  func partsDrawWhatTheirJoinedTruncatedTextDraws(line index: Int) {
    let parts = Self.lines[index]
    let joined = parts.map { part -> String in
      var text = ""
      part.append(to: &text)
      return text
    }.joined()
    #expect(parts.reduce(0) { $0 + $1.width } == TextWidth.of(joined))
    for width in 0...TextWidth.of(joined) + 2 {
      var written = Canvas(size: Size(width: width + 3, height: 1))
      var buffer = "left over"
      Surface.draw(on: &written, context: RenderContext()) { surface in
        StatusPart.drawLine(
          { body in parts.forEach(body) }, at: Point(x: 1, y: 0), width: width, style: .plain,
          into: &surface, buffer: &buffer)
      }
      var expected = Canvas(size: Size(width: width + 3, height: 1))
      expected.write(
        TextLayout.truncate(joined, width: width), at: Point(x: 1, y: 0), style: .plain)
      #expect(written.line(0) == expected.line(0), "\(joined) at width \(width)")
    }
  }

  @Test func eventLinesGiveTheSameTextPartByPart() {
    let lines: [EventLine] = [
      .text("—"), .visibility(index: 26, wasHidden: true, to: .entire),
      .visibility(index: 0, wasHidden: false, to: .removed),
    ]
    for line in lines {
      var parts = ""
      line.forEachPart { $0.append(to: &parts) }
      #expect(parts == line.text)
    }
    #expect(
      EventLine.visibility(index: 26, wasHidden: true, to: .entire).text
        == "row 27 shown, fully visible")
  }
}
