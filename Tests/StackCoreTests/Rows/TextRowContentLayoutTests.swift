import Testing

@testable import StackCore

/// A text row keeps its lines per width and makes them again only when its text, its
/// wrapping or the width changes; a row taller than the screen draws its visible lines.
@MainActor
struct TextRowContentLayoutTests {
  @Test func linesAreKeptForAWidthAndMadeAgainWhenTheTextOrWrappingChanges() {
    let row = TextRowContent("one two three")
    #expect(row.lines(width: 7) == ["one two", "three"])
    #expect(row.lines(width: 4) == ["one", "two", "thre", "e"])
    #expect(row.lines(width: 7) == ["one two", "three"])
    row.text = "four five"
    #expect(row.lines(width: 7) == ["four", "five"])
    row.wraps = false
    #expect(row.lines(width: 7) == ["four f…"])
    row.wraps = true
    #expect(row.lines(width: 7) == ["four", "five"])
  }

  @Test func onlyTheLastFewWidthsAreKept() {
    var layouts = TextRowLayouts()
    for width in 1...(TextRowLayouts.capacity + 1) { layouts.keep(["\(width)"], width: width) }
    #expect(layouts.lines(width: 1) == nil)
    #expect(layouts.lines(width: TextRowLayouts.capacity + 1) == ["\(TextRowLayouts.capacity + 1)"])
    layouts.removeAll()
    #expect(layouts.lines(width: 2) == nil)
  }

  @Test func aRowTallerThanTheScreenDrawsItsVisibleLines() {
    let text = (0..<1000).map { "line \($0)" }.joined(separator: "\n")
    let stack = ScrollStack(viewport: Size(width: 12, height: 3))
    let row = TextRowContent(text)
    _ = try? stack.addRow(row)
    stack.scroll(to: 500)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    #expect(
      (0..<3).map { canvas.line($0).trimmingTrailingSpaces } == [
        "line 500", "line 501", "line 502",
      ])
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
