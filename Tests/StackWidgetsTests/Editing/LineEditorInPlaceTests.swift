import StackCore
import StackWidgets
import Testing

/// Editing a long line changes it in place: no edit keeps a second reference to the text
/// while it changes it, which would copy the whole text each key (copy-on-write; issue 27).
/// Counted by where the text's bytes are, not timed.
@MainActor
struct LineEditorInPlaceTests {
  /// Where the text's bytes are now.
  private static func storage(of text: String) -> UInt? {
    text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil
  }

  @Test func typingAtTheEndMovesTheTextOnlyWhenItGrows() {
    var editor = LineEditor()
    var moves = 0
    var last = Self.storage(of: editor.text)
    for _ in 0..<100_000 {
      editor.insert("x")
      let now = Self.storage(of: editor.text)
      if now != last { moves += 1 }
      last = now
    }
    #expect(editor.text.utf8.count == 100_000)
    // Inline up to 15 bytes, then doubling: about 30 moves, not one a key.
    #expect(moves <= 48, "\(moves) moves")
  }

  @Test func deletingFromALongLineKeepsItsStorage() {
    var editor = LineEditor(text: String(repeating: "word ", count: 20_000))
    let start = Self.storage(of: editor.text)
    for _ in 0..<1000 { editor.apply(.deleteBackward) }
    for _ in 0..<100 { editor.apply(.deleteWordBackward) }
    #expect(editor.text.utf8.count < 100_000 - 1000)
    #expect(Self.storage(of: editor.text) == start)
  }

  @Test func backspaceInAnInputLineKeepsTheTextsStorage() {
    let input = InputLine()
    var changes = 0
    input.onChange = { _ in changes += 1 }
    input.text = String(repeating: "a", count: 100_000)
    let region = Rect(x: 0, y: 0, width: 20, height: 1)
    let start = Self.storage(of: input.editor.text)
    for _ in 0..<1000 { _ = input.handle(.key(.backspace), in: region) }
    #expect(input.editor.text.utf8.count == 99_000)
    #expect(changes == 1001)
    #expect(Self.storage(of: input.editor.text) == start)
  }
}
