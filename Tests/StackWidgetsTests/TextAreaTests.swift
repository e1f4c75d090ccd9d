import Testing

@testable import StackWidgets

/// `TextArea` and `TextDocument`: editing across lines, undo and redo, selection, pastes,
/// limits, wrapping and sideways scrolling, line numbers, wide and control characters.
@Suite struct TextAreaTests {
  @Test func typingEnterAndBackspaceEditAcrossLines() {
    let area = TextArea()
    area.type("ab")
    area.press(.enter)
    area.type("cd")
    #expect(area.text == "ab\ncd")
    area.press(.home, .backspace)
    #expect(area.text == "abcd")
    #expect(area.document.cursor == TextPosition(line: 0, offset: 2))
    area.press(.end, .delete)
    #expect(area.text == "abcd")
  }

  @Test func upAndDownKeepTheColumnTheyStartedWith() {
    let area = TextArea(text: "abcdef\nx\nabcdef")
    area.press(.end, .down, .down)
    #expect(area.document.cursor == TextPosition(line: 2, offset: 6))
    area.press(.up)
    #expect(area.document.cursor == TextPosition(line: 1, offset: 1))
  }

  @Test func aCharacterWithCombiningMarksIsDeletedWhole() {
    let area = TextArea()
    _ = area.handle(.paste("ae\u{301}"), in: Rect(x: 0, y: 0, width: 10, height: 2))
    area.press(.backspace)
    #expect(area.text == "a")
  }

  @Test func typedRunsAreOneUndoStepAndRedoRestoresThem() {
    let area = TextArea()
    area.type("hello world")
    area.press(.ctrl("z"))
    #expect(area.text == "hello")
    area.press(.ctrl("z"))
    #expect(area.text == "")
    #expect(area.press(.ctrl("z")) == .unchanged)
    area.press(.ctrl("y"), .ctrl("y"))
    #expect(area.text == "hello world")
  }

  @Test func aMovingCursorEndsTheTypedRun() {
    let area = TextArea()
    area.type("ab")
    area.press(.left, .right)
    area.type("cd")
    area.press(.ctrl("z"))
    #expect(area.text == "ab")
  }

  @Test func aMegabytePasteIsOneEditAndOneUndoStep() {
    let line = String(repeating: "x", count: 99) + "\n"
    let paste = String(repeating: line, count: 10_486)  // 1 MiB and a bit.
    let area = TextArea(text: "<>")
    area.press(.right)
    _ = area.handle(.paste(paste), in: Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(area.document.lines.count == 10_487)
    #expect(area.document.byteCount == paste.utf8.count + 2)
    #expect(area.document.lines.last == ">")
    area.press(.ctrl("z"))
    #expect(area.text == "<>")
    area.press(.ctrl("y"))
    #expect(area.text == "<" + paste + ">")
  }

  @Test func textPastTheLimitIsRefusedWholeWithAMessage() {
    let area = TextArea(text: "keep", maximumBytes: 1_000)
    let response = area.handle(
      .paste(String(repeating: "y", count: 2_000)), in: Rect(x: 0, y: 0, width: 60, height: 3))
    #expect(response == .redraw)
    #expect(area.text == "keep")
    #expect(area.message?.contains("2.0 KB") == true)
    let canvas = area.canvas(width: 60, height: 3)
    #expect(canvas.line(2).hasPrefix("Refused"))
    #expect(canvas[0, 2].style == RenderContext().style(.error))
    area.press(.end)
    #expect(area.message == nil)
  }

  @Test func aPasteOfHundredMegabytesIsRefusedAtTheDefaultLimit() {
    let area = TextArea(text: "small")
    let response = area.handle(
      .paste(String(repeating: "z", count: 100 << 20)), in: Rect(x: 0, y: 0, width: 80, height: 3))
    #expect(response == .redraw)
    #expect(area.text == "small")
    #expect(area.message?.contains("100.0 MB") == true)
    #expect(area.press(.character("a")) == .redraw, "keys still work")
  }

  @Test func settingAHundredMegabytesIsRefusedAtTheDefaultLimit() {
    let area = TextArea(text: "small")
    area.text = String(repeating: "z", count: 100 << 20)
    #expect(area.text == "small")
    #expect(area.message?.contains("100.0 MB") == true)
  }

  @Test func aSelectionIsDrawnAndReplacedByTyping() {
    let area = TextArea(text: "hello\nworld")
    area.document.move(.right)
    area.document.move(.down, selecting: true)
    #expect(area.document.selectedText == "ello\nw")
    let canvas = area.canvas(width: 10, height: 3)
    let selection = RenderContext().style(.selection)
    #expect(canvas[0, 0].style != selection)
    #expect(canvas[1, 0].style == selection)
    #expect(canvas[5, 0].style == selection, "the selected line break")
    #expect(canvas[0, 1].style == selection)
    #expect(canvas[1, 1].style != selection)
    area.type("X")
    #expect(area.text == "hXorld")
    area.press(.ctrl("z"))
    #expect(area.text == "hello\nworld")
  }

  @Test func shiftArrowsGrowTheSelectionAndAnArrowDropsIt() {
    let area = TextArea(text: "abc\ndef")
    area.press(.right, .shiftRight, .shiftDown)
    #expect(area.document.selectedText == "bc\nde")
    area.press(.shiftLeft)
    #expect(area.document.selectedText == "bc\nd")
    area.press(.backspace)
    #expect(area.text == "aef")
    #expect(Key(name: "shift-up") == .shiftUp)
    #expect(Key.shiftLeft.helpLabel == "Shift-←")
  }

  @Test func ctrlAThenBackspaceDeletesEverything() {
    let area = TextArea(text: "a\nb\nc")
    area.press(.ctrl("a"), .backspace)
    #expect(area.text == "")
  }

  @Test func wideCharactersWrapWholeAndTheCaretSitsAtTheirColumns() {
    let area = TextArea(text: "中文中文x")
    #expect(area.lines(width: 5, height: 3) == ["中文", "中文x", ""])
    area.press(.right, .right, .right)
    #expect(area.cursorPosition(in: Rect(x: 0, y: 0, width: 5, height: 3)) == Point(x: 2, y: 1))
  }

  @Test func withoutWrappingTheViewScrollsSidewaysToTheCursor() {
    let area = TextArea(text: "0123456789abcdef", wraps: false)
    area.press(.end, width: 8, height: 2)
    let lines = area.lines(width: 8, height: 2)
    #expect(lines[0] == "9abcdef")
    #expect(area.cursorPosition(in: Rect(x: 0, y: 0, width: 8, height: 2)) == Point(x: 7, y: 0))
  }

  @Test func theViewFollowsTheCursorDown() {
    let area = TextArea(text: (1...20).map(String.init).joined(separator: "\n"))
    area.press(.pageDown, .pageDown, width: 10, height: 4)
    let lines = area.lines(width: 10, height: 4)
    #expect(lines.last == "7")
    #expect(area.cursorPosition(in: Rect(x: 0, y: 0, width: 10, height: 4)) == Point(x: 0, y: 3))
  }

  @Test func lineNumbersAreMutedAndWrappedRowsHaveNone() {
    let area = TextArea(text: "abcdef\ng")
    area.showsLineNumbers = true
    let canvas = area.canvas(width: 6, height: 4)
    #expect(canvas.lines == ["1 abcd", "  ef", "2 g", ""])
    #expect(canvas[0, 0].style == RenderContext().style(.muted))
    #expect(area.cursorPosition(in: Rect(x: 0, y: 0, width: 6, height: 4)) == Point(x: 2, y: 0))
  }

  @Test func controlCharactersAreShownEscaped() {
    let area = TextArea()
    _ = area.handle(.paste("a\u{1B}[31mb\tc"), in: Rect(x: 0, y: 0, width: 20, height: 2))
    #expect(area.lines(width: 20, height: 2)[0] == "a^[[31mb    c")
  }

  @Test func tabInsertsSpacesToTheNextStopOrLeavesTheFocus() {
    let area = TextArea()
    area.type("ab")
    area.press(.tab)
    #expect(area.text == "ab  ")
    area.tabMovesFocus = true
    #expect(area.press(.tab) == nil)
    #expect(area.press(.backTab) == nil)
    #expect(area.press(.escape) == nil)
  }

  @Test func aClickPutsTheCursor() {
    let area = TextArea(text: "abc\n中文x")
    _ = area.handle(.mouse(.press(Point(x: 3, y: 1))), in: Rect(x: 0, y: 0, width: 10, height: 3))
    #expect(area.document.cursor == TextPosition(line: 1, offset: 3))
  }

  @Test(arguments: [ColorDepth.none, .ansi8])
  func selectionAndCaretShowWithoutColoursAndInEightColours(depth: ColorDepth) {
    let context = RenderContext(colorDepth: depth, showsCursor: false)
    let area = TextArea(text: "abc")
    area.document.move(.right, selecting: true)
    let canvas = area.canvas(width: 10, height: 2, context: context)
    #expect(canvas[0, 0].style == context.style(.selection))
    #expect(canvas[0, 0].style != canvas[2, 0].style, "the selection is visible")
    #expect(canvas[1, 0].style.attributes.contains(.reverse), "the caret")
    if depth == .none { #expect(canvas[1, 0].style.foreground == .default) }
  }

  @Test func emptyAndTinyRegionsDoNotTrap() {
    let area = TextArea(text: "abc")
    area.showsLineNumbers = true
    for (width, height) in [(0, 0), (1, 1), (2, 0), (0, 3)] {
      _ = area.canvas(width: width, height: height)
      _ = area.cursorPosition(in: Rect(x: 0, y: 0, width: width, height: height))
      _ = area.press(.pageDown, .pageUp, width: width, height: height)
    }
    #expect(area.text == "abc")
  }
}
