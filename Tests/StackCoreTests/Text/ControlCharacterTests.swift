import Testing

@testable import StackCore

/// The one rule for control characters in the library's text (``ControlCharacter``): tabs to
/// 8-column stops, controls in a visible, dim form, the CR of a CRLF line not shown.
@Suite struct ControlCharacterTests {
  /// `content` drawn in a stack `width` columns wide.
  static func drawn(_ content: TextRowContent, width: Int = 24, height: Int = 3) throws -> Canvas {
    let stack = ScrollStack(viewport: Size(width: width, height: height))
    try stack.addRow(content)
    var canvas = Canvas(size: stack.viewport)
    stack.render(into: &canvas)
    return canvas
  }

  @Test func aTextRowExpandsTabsToStopsOfEightColumnsAfterWideCharacters() throws {
    let canvas = try Self.drawn(TextRowContent("中\tx\n\tab\tc\n1234567\t|", wraps: false))
    #expect(canvas.lines == ["中      x", "        ab      c", "1234567 |"])
    #expect(canvas[8, 0].grapheme == "x")
    // Wrapped the same way: the tab becomes the spaces to its stop, then wraps as spaces.
    #expect(try Self.drawn(TextRowContent("中\tx")).line(0) == "中      x")
    #expect(TextLayout.wrap("a\tb c", width: 20) == ["a       b c"])
    #expect(TextLayout.wrap("a\tb", width: 4) == ["a", "b"])
  }

  @Test func escapeIsShownAsCaretBracketAndDim() throws {
    let canvas = try Self.drawn(TextRowContent("a\u{1B}[31mb"))
    #expect(canvas.line(0) == "a^[[31mb")
    #expect(canvas[1, 0].style.attributes.contains(.dim))
    #expect(canvas[2, 0].style.attributes.contains(.dim))
    #expect(!canvas[0, 0].style.attributes.contains(.dim))
    #expect(!canvas[3, 0].style.attributes.contains(.dim))  // the text's own "["
    #expect(canvas.holdsNoControlCharacters)
  }

  @Test func everyControlHasAVisibleForm() {
    #expect(ControlCharacter.visibleForm(of: "\u{0}") == "^@")
    #expect(ControlCharacter.visibleForm(of: "\u{1B}") == "^[")
    #expect(ControlCharacter.visibleForm(of: "\u{1F}") == "^_")
    #expect(ControlCharacter.visibleForm(of: "\r") == "^M")
    #expect(ControlCharacter.visibleForm(of: "\u{7F}") == "^?")
    #expect(ControlCharacter.visibleForm(of: "\u{9B}") == "<9B>")
    #expect(ControlCharacter.visibleForm(of: "\u{85}") == "<85>")
    #expect(ControlCharacter.visibleForm(of: "a") == "a")
    #expect(!ControlCharacter.isControl("\t"))
    for value in UInt32(0)...0x9F {
      guard let scalar = Unicode.Scalar(value), ControlCharacter.isControl(scalar) else { continue }
      let form = ControlCharacter.visibleForm(of: scalar)
      #expect(form.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
      #expect(TextWidth.of(scalar) == form.count)
      #expect(TextWidth.of(String(scalar)) == form.count)
    }
  }

  @Test func theCarriageReturnThatEndsALineIsNotShown() throws {
    let wrapped = try Self.drawn(TextRowContent("one\r\ntwo\r"))
    #expect(wrapped.lines == ["one", "two", ""])
    let truncated = try Self.drawn(TextRowContent("one\r\ntwo\r", wraps: false))
    #expect(truncated.lines == ["one", "two", ""])
    #expect(TextLayout.paragraphs(of: "one\r\ntwo\r") == ["one", "two"])
    #expect(TextRowContent("a\r\nb").measure(along: .vertical, crossLength: 10) == 2)
    // A CR anywhere else is shown.
    #expect(try Self.drawn(TextRowContent("a\rb")).line(0) == "a^Mb")
  }

  @Test func delAndC1ControlsAreShownVisiblyInText() throws {
    let canvas = try Self.drawn(TextRowContent("x\u{7F}y\u{9B}2Jz"))
    #expect(canvas.line(0) == "x^?y<9B>2Jz")
    #expect(TextWidth.of("x\u{7F}y\u{9B}2Jz") == 11)
  }

  @Test func aControlInReverseVideoIsNotDimmed() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("\u{1B}x", at: .zero, style: CellStyle(attributes: .reverse))
    #expect(canvas.line(0) == "^[x")
    #expect(canvas[0, 0].style == CellStyle(attributes: .reverse))
  }

  @Test func aSingleCellHoldsTheControlPicture() {
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.set(Cell(grapheme: "\u{1B}"), at: .zero)
    canvas.set(Cell(grapheme: "\u{85}"), at: Point(x: 1, y: 0))
    #expect(canvas.line(0) == "\u{241B}\u{FFFD}")
  }
}
