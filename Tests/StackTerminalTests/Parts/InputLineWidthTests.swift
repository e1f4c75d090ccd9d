import StackCore
import StackTerminal
import StackWidgets
import Testing

/// Text as wide as the input field, or wider: the cursor stays inside the field, after the
/// last character shown.
@MainActor
struct InputLineWidthTests {
  @Test func textExactlyAsWideAsTheFieldKeepsTheCursorInsideIt() {
    for text in ["abcde", "abcdef", "中文字", "abcdefghij"] {
      let input = InputLine(prompt: "> ")
      let region = Rect(x: 0, y: 0, width: 7, height: 1)  // A field of 5 columns.
      _ = input.handle(.paste(text), in: region)
      var canvas = Canvas(size: Size(width: 7, height: 1))
      input.render(into: &canvas, in: region, isFocused: true)
      let cursor = input.cursorPosition(in: region)
      #expect(
        cursor.map { $0.x >= 2 && $0.x < 7 } == true, "\(text): \(String(describing: cursor))")
      // The cell under the cursor is free: the text shown ends before it.
      if let cursor { #expect(canvas[cursor.x, 0].grapheme == " ", "\(text)") }
    }
  }
}
