import Testing

@testable import StackWidgets

/// A form's text field edits its value in place and draws from its view, never from the start
/// of the text: a key costs the same with a megabyte in the field as with a word (counted by
/// where the text's bytes are and by what is shown, not timed; `table-bench form` times it).
@MainActor
@Suite struct FormTextFieldInPlaceTests {
  static let region = Rect(x: 0, y: 0, width: 40, height: 12)
  static let megabyte = String(repeating: "a", count: 1 << 20)

  /// Where the text's bytes are now.
  static func storage(of text: String) -> UInt? {
    text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil
  }

  /// A form whose name field holds a pasted megabyte.
  static func formWithAMegabyte() -> Form<Order> {
    let form = Form.order()
    #expect(form.handle(.paste(megabyte), in: region) == .redraw)
    #expect(form.value.name.utf8.count == 1 << 20)
    return form
  }

  @Test func typingIntoAMegabyteValueChangesItInPlace() {
    let form = Self.formWithAMegabyte()
    var moves = 0
    var last = Self.storage(of: form.value.name)
    for index in 0..<1000 {
      form.type("x")
      if index % 10 == 0 { _ = form.canvas(width: 40, height: 12) }  // Frames between keys.
      let now = Self.storage(of: form.value.name)
      if now != last { moves += 1 }
      last = now
    }
    #expect(form.value.name.utf8.count == (1 << 20) + 1000)
    // The buffer grows (by doubling) a few times at most; a copy a key would be 1,000 moves.
    #expect(moves <= 4, "\(moves) moves")
  }

  @Test func deletingAndMovingInAMegabyteValueKeepsItsStorage() {
    let form = Self.formWithAMegabyte()
    let start = Self.storage(of: form.value.name)
    form.press(Array(repeating: .backspace, count: 500))
    form.press([.home] + Array(repeating: .right, count: 100) + [.delete, .delete])
    form.type("b")  // One byte in, three out: no growth.
    _ = form.canvas(width: 40, height: 12)
    #expect(form.value.name.utf8.count == (1 << 20) - 500 - 2 + 1)
    #expect(form.value.name.utf8.dropFirst(100).first == UInt8(ascii: "b"))
    #expect(Self.storage(of: form.value.name) == start)
  }

  @Test func aMegabyteValueShowsThePartAroundTheCursor() {
    let form = Self.formWithAMegabyte()
    form.type("END")
    // Name field from column 13 (the label column), 27 columns: the tail, the cursor's cell
    // left free at the end.
    var line = form.canvas(width: 40, height: 12).line(0)
    #expect(line.hasSuffix("aaaEND"))
    #expect(form.cursorPosition(in: Self.region) == Point(x: 39, y: 0))
    form.press([.home])
    line = form.canvas(width: 40, height: 12).line(0)
    #expect(line.hasSuffix(String(repeating: "a", count: 27)))
    #expect(form.cursorPosition(in: Self.region) == Point(x: 13, y: 0))
    form.press(Array(repeating: .right, count: 30))
    #expect(form.cursorPosition(in: Self.region) == Point(x: 39, y: 0))
  }

  @Test func theWindowScrollsAsTheLineEditorDoesForNarrowText() {
    // A seeded walk of edits and moves: for one-column characters the field's view and
    // cursor column are the editor's (`LineEditor.visibleText`), whatever the history.
    var random = SplitMix(seed: 30)
    for _ in 0..<200 {
      var editor = LineEditor()
      var window = TextFieldWindow()
      let width = 1 + Int(random.next() % 12)
      for _ in 0..<40 {
        switch random.next() % 6 {
        case 0, 1: editor.insert(String(repeating: "abc", count: 1 + Int(random.next() % 5)))
        case 2: editor.apply(.moveLeft)
        case 3: editor.apply(.deleteBackward)
        case 4: editor.apply(.moveToStart)
        default: editor.apply(.moveToEnd)
        }
        editor.scrollToShowCursor(width: width)
        let expected = editor.visibleText(width: width)
        let view = window.view(of: editor.text, cursor: editor.cursor, width: width) {
          TextWidth.of($0)
        }
        #expect(String(view.text) == String(expected.text), "\(editor.text) width \(width)")
        #expect(view.cursorColumn == expected.cursorColumn)
      }
    }
  }
}

/// A small seeded generator (SplitMix64) for repeatable walks.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
