import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// CJK, emoji and combining characters land on the right columns of the canvas (the same
/// columns ncurses and tmux use: glibc `wcwidth`), and colour is optional.
@MainActor
@Suite struct DemoUnicodeTests {
  /// The cells of `text` written from column `x` of line `y`: each wide character is a lead
  /// cell followed by a continuation cell.
  func expectCells(
    _ demo: DemoHarness, _ text: String, x: Int, y: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var column = x
    for scalar in text.unicodeScalars {
      let width = TextWidth.of(scalar)
      if width == 0 {
        #expect(
          demo.screen[column - 1, y].grapheme.unicodeScalars.contains(scalar),
          "U+\(String(scalar.value, radix: 16)) joins column \(column - 1)",
          sourceLocation: sourceLocation)
        continue
      }
      let cell = demo.screen[column, y]
      #expect(
        cell.grapheme.unicodeScalars.first == scalar,
        "column \(column): \(cell.grapheme) for \(scalar)", sourceLocation: sourceLocation)
      if width == 2 {
        #expect(
          demo.screen[column + 1, y].isContinuation, "column \(column + 1)",
          sourceLocation: sourceLocation)
      }
      column += width
    }
  }

  @Test func notesPlacesWideCharactersOnTwoColumns() throws {
    let demo = try DemoHarness()
    let notes = try #require(demo.line(containing: "Notes — 笔记"))
    expectCells(demo, "Notes — 笔记 📝 This row", x: 1, y: notes)
    #expect(demo.screen[9, notes].grapheme == "笔")
    #expect(demo.screen[11, notes].grapheme == "记")
    #expect(demo.screen[14, notes].grapheme == "📝")
    #expect(demo.screen[17, notes].grapheme == "T")
    let second = notes + 1
    let line = demo.lines[second]
    let x = try #require(demo.column(of: "(中文, 日本語, 한국어) and emoji (🎉🚀)", inLine: second))
    expectCells(demo, "(中文, 日本語, 한국어) and emoji (🎉🚀)", x: x, y: second)
    #expect(TextWidth.of(line) <= 80)
    // The combining acute accent shares the cell of its "e".
    let third = notes + 2
    let accent = try #require(demo.column(of: "(e\u{301})", inLine: third))
    #expect(demo.screen[accent + 1, third].grapheme.unicodeScalars.map(\.value) == [0x65, 0x301])
    #expect(demo.screen[accent + 2, third].grapheme == ")")
  }

  @Test func pricesLineUpWhateverTheItemNames() throws {
    let demo = try DemoHarness(screen: "checkout")
    var ends: [Int] = []
    for name in [
      "Mechanical keyboard", "USB-C cable", "Desk lamp 💡", "Notebook (A5)", "抹茶 Matcha tea",
    ] {
      let y = try #require(demo.line(containing: name))
      expectCells(demo, name, x: 3, y: y)
      let text = demo.textOf(line: y, columns: 0..<79)
      ends.append(TextWidth.of(text))
    }
    #expect(Set(ends).count == 1, "price columns: \(ends)")
    #expect(ends.first == 76)
  }

  @Test func cartItemsTruncateCleanlyAtNarrowWidths() throws {
    for width in 16...40 {
      let demo = try DemoHarness(screen: "checkout", width: width, height: 20)
      for (y, line) in demo.lines.enumerated() {
        #expect(TextWidth.of(line) <= width, "width \(width) line \(y): \(line)")
      }
      demo.expectSane("width \(width)")
    }
  }

  @Test func tagsWithWideCharactersWrapInsideTheRow() throws {
    for width in [16, 21, 33, 80, 300] {
      let demo = try DemoHarness(width: width, height: 30)
      demo.press("j", "j", "l")
      #expect(demo.line(containing: "中文") != nil, "width \(width)")
      #expect(demo.line(containing: "🎉") != nil, "width \(width)")
      let y = try #require(demo.line(containing: "[中文]"))
      let x = try #require(demo.column(of: "[中文]", inLine: y))
      expectCells(demo, "[中文]", x: x, y: y)
      demo.expectSane("width \(width)")
    }
  }

  @Test func aWideCharacterCutByTheEdgeBecomesASpace() throws {
    // At width 15+1 the Notes line is cut in the middle of wide characters at some widths.
    for width in 16...60 {
      let demo = try DemoHarness(width: width, height: 24)
      demo.expectSane("width \(width)")
    }
  }

  @Test func noColorKeepsTheSelectionVisibleWithAttributesOnly() throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen, monochrome: true)
      demo.press("j", "e", "?")
      demo.press("space")
      for y in 0..<demo.size.height {
        for x in 0..<demo.size.width {
          let style = demo.screen[x, y].style
          #expect(
            style.foreground == .default && style.background == .default, "colour at \(x),\(y)")
        }
      }
      let selected = demo.selectedLines
      #expect(!selected.isEmpty, "\(screen)")
      for y in selected {
        #expect(demo.screen[0, y].style.attributes.contains(.reverse))
      }
      #expect(demo.screen[0, demo.size.height - 1].style.attributes.contains(.reverse))  // Status.
      demo.expectSane(screen)
    }
  }
}
