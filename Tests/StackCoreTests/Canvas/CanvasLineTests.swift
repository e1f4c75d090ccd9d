import TestSupport
import Testing

@testable import StackCore

/// The whole-line helpers terminals scroll with (`Canvas+Lines`): line hashes (equal for
/// equal lines, different for the differences that matter), line equality across canvases,
/// blank lines, and scrolling a region as a terminal does.
@Suite struct CanvasLineTests {
  static let size = Size(width: 12, height: 10)

  /// A canvas whose line y holds `texts[y]` (plain unless `styles` says).
  static func canvas(_ texts: [String], styles: [CellStyle] = []) -> Canvas {
    var canvas = Canvas(size: size)
    for (y, text) in texts.enumerated() {
      canvas.write(text, at: Point(x: 0, y: y), style: y < styles.count ? styles[y] : .plain)
    }
    return canvas
  }

  @Test func equalLinesHashEqualWithinAndAcrossCanvases() {
    let first = Self.canvas(["Row 1 中文", "other", "", "Row 1 中文"])
    let second = Self.canvas(["x", "", "Row 1 中文"])
    #expect(first.lineHash(0) == first.lineHash(3))
    #expect(first.lineHash(0) == second.lineHash(2))
    #expect(first.line(0, equals: 3, of: first))
    #expect(first.line(3, equals: 2, of: second))
    // Blank lines are equal lines too.
    #expect(first.lineHash(2) == second.lineHash(1))
    #expect(first.line(2, equals: 1, of: second))
  }

  @Test func linesThatDifferInAnyCellPropertyHashDifferently() {
    let bold = CellStyle(attributes: .bold)
    let red = CellStyle(foreground: .ansi(1))
    let lines = Self.canvas(
      ["Row 1", "Row 2", "Row 1", "Row 1", " Row 1", "Row 1 ", "中", " 中", "e\u{301}", "e"],
      styles: [.plain, .plain, bold, red])
    var hashes: Set<Int> = []
    for y in 0..<Self.size.height where y != 5 {
      hashes.insert(lines.lineHash(y))
    }
    // Every line but "Row 1 " (the same cells as "Row 1": trailing blanks) is different.
    #expect(hashes.count == Self.size.height - 1)
    #expect(lines.lineHash(0) == lines.lineHash(5))
    #expect(lines.line(0, equals: 5, of: lines))
    for y in 1..<5 { #expect(!lines.line(0, equals: y, of: lines), "line \(y)") }
    #expect(!lines.line(6, equals: 7, of: lines))
  }

  @Test func canonicallyEquivalentLinesAreEqualThoughTheirHashesMayDiffer() {
    // Equal hashes are a hint; equality is confirmed cell by cell (as strings compare).
    let lines = Self.canvas(["caf\u{E9}", "cafe\u{301}"])
    #expect(lines.line(0, equals: 1, of: lines))
  }

  @Test func linesOfCanvasesOfOtherWidthsAreNeverEqual() {
    let narrow = Canvas(size: Size(width: 5, height: 1))
    let wide = Canvas(size: Size(width: 6, height: 1))
    #expect(!narrow.line(0, equals: 0, of: wide))
  }

  @Test func aLineIsBlankOnlyWhenEveryCellIsAPlainSpace() {
    var canvas = Self.canvas(["", "x", "           x", "   "])
    #expect(canvas.lineIsBlank(0))
    #expect(!canvas.lineIsBlank(1))
    #expect(!canvas.lineIsBlank(2))
    #expect(canvas.lineIsBlank(3))
    canvas.write("  ", at: Point(x: 3, y: 0), style: CellStyle(attributes: .reverse))
    #expect(!canvas.lineIsBlank(0))
    canvas.clear(style: CellStyle(background: .ansi(4)))
    #expect(!canvas.lineIsBlank(3))
    canvas.clear()
    #expect((0..<Self.size.height).allSatisfy { canvas.lineIsBlank($0) })
  }

  @Test func scrollingARegionUpMovesItsLinesAndBlanksTheBottom() {
    let original = Self.canvas((0..<10).map { "line \($0)" })
    var scrolled = original
    scrolled.scroll(2..<8, by: 2)
    #expect(
      scrolled.lines == [
        "line 0", "line 1", "line 4", "line 5", "line 6", "line 7", "", "", "line 8", "line 9",
      ])
    #expect(scrolled.lineIsBlank(6) && scrolled.lineIsBlank(7))
  }

  @Test func scrollingARegionDownMovesItsLinesAndBlanksTheTop() {
    let original = Self.canvas((0..<10).map { "line \($0)" })
    var scrolled = original
    scrolled.scroll(1..<10, by: -3)
    #expect(
      scrolled.lines == [
        "line 0", "", "", "", "line 1", "line 2", "line 3", "line 4", "line 5", "line 6",
      ])
  }

  @Test func scrollingByNothingOrAnEmptyRegionChangesNothingAndTooFarBlanksAll() {
    let original = Self.canvas((0..<10).map { "line \($0) 中" })
    var unchanged = original
    unchanged.scroll(0..<10, by: 0)
    unchanged.scroll(4..<4, by: 2)
    #expect(unchanged == original)
    var cleared = original
    cleared.scroll(3..<6, by: 5)
    #expect((3..<6).allSatisfy { cleared.lineIsBlank($0) })
    #expect(cleared.line(2) == original.line(2) && cleared.line(6) == original.line(6))
  }

  @Test func scrollingMatchesLineByLineCopiesForRandomRegionsAndOffsets() {
    var generator = SeededGenerator(state: 12)
    let words = ["a", "中", "─", "e\u{301}", "Row", " ", "😀"]
    for round in 0..<300 {
      var original = Canvas(size: Self.size)
      for y in 0..<Self.size.height {
        let text = (0..<generator.next(6)).map { _ in words[generator.next(words.count)] }.joined()
        let style = CellStyle(attributes: generator.next(3) == 0 ? .bold : [])
        original.write(text, at: Point(x: 0, y: y), style: style)
      }
      let top = generator.next(Self.size.height)
      let bottom = top + generator.next(Self.size.height - top + 1)
      let offset = generator.next(25) - 12
      var scrolled = original
      scrolled.scroll(top..<bottom, by: offset)
      for y in 0..<Self.size.height {
        let context = "round \(round) region \(top)..<\(bottom) by \(offset) line \(y)"
        let source = y + offset
        if !(top..<bottom).contains(y) || offset == 0 {
          #expect(scrolled.line(y, equals: y, of: original), "\(context)")
        } else if (top..<bottom).contains(source) {
          #expect(scrolled.line(y, equals: source, of: original), "\(context)")
          #expect(scrolled.lineHash(y) == original.lineHash(source), "\(context)")
        } else {
          #expect(scrolled.lineIsBlank(y), "\(context)")
        }
      }
    }
  }
}
