import Testing

@testable import StackWidgets

/// Lines with bytes a terminal must not get raw are shown escaped, and the store keeps the
/// original bytes for output.
struct MatchedLineContentTests {
  /// The stack's screen with the filter's matches as lazy rows.
  func screen(lines: [[UInt8]], query: String, width: Int = 30, monochrome: Bool = false) -> (
    Canvas, LineStore
  ) {
    let store = LineStore()
    for line in lines { store.append(line: line) }
    let filter = LineFilter(store: store)
    filter.search(FilterQuery(query))
    filter.finish()
    let stack = ScrollStack(viewport: Size(width: width, height: lines.count))
    _ = try? stack.addLazyRows(count: filter.matchCount) { rank in
      MatchedLineContent(store: store, line: filter.lineIndex(atRank: rank), query: filter.query)
    }
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas, monochrome: monochrome)
    return (canvas, store)
  }

  @Test func controlBytesInvalidUTF8AndTabsAreShownEscapedAndKeptForOutput() {
    let lines: [[UInt8]] = [
      [0xFF, 0x61, 0xC3], Array("a\u{0}b".utf8), Array("a\tb".utf8), Array("\u{1B}[31ma".utf8),
    ]
    let (canvas, store) = screen(lines: lines, query: "")
    #expect(canvas.line(0) == "\\xFFa\\xC3")
    #expect(canvas.line(1) == "a^@b")  // The one control-character rule (ControlCharacter).
    #expect(canvas.line(2) == "a       b")
    #expect(canvas.line(3) == "^[[31ma")
    #expect(lines.indices.allSatisfy { Array(store.line($0)) == lines[$0] })
  }

  /// The matched characters take the ``StyleRole/match`` style (colour and bold; bold and
  /// underlined without colour), the others the text's.
  @Test(arguments: [false, true])
  func matchedCharactersAreHighlighted(monochrome: Bool) {
    let (canvas, _) = screen(
      lines: [Array("src/foo/bar".utf8)], query: "fb", monochrome: monochrome)
    let context = RenderContext(colorDepth: monochrome ? .none : .palette256)
    let match = context.style(.match)
    #expect(match != context.style(.text))
    #expect(canvas.line(0) == "src/foo/bar")
    let highlighted = (0..<11).filter { canvas[$0, 0].style == match }
    #expect(highlighted == [4, 8])
    let plain = (0..<11).filter { canvas[$0, 0].style == context.style(.text) }
    #expect(plain == [0, 1, 2, 3, 5, 6, 7, 9, 10])
  }

  @Test func aTenMegabyteLineIsCutAtTheWidth() {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000) + Array("end".utf8)
    let (canvas, _) = screen(lines: [long], query: "xend")
    #expect(canvas.line(0) == String(repeating: "x", count: 30))
  }
}
