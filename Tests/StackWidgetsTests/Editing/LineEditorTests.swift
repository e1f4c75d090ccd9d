import StackWidgets
import Testing

struct LineEditorTests {
  /// An editor holding `text` with the cursor after `cursorAfter` characters.
  func editor(_ text: String, cursorAfter count: Int? = nil) -> LineEditor {
    var editor = LineEditor(text: text)
    if let count {
      editor.apply(.moveToStart)
      for _ in 0..<count { editor.apply(.moveRight) }
    }
    return editor
  }

  @Test func typingInsertsAtTheCursorAndMovesIt() {
    var line = editor("held", cursorAfter: 2)
    line.insert("l")
    line.insert("lo wor")
    #expect(line.text == "hello world")
    #expect(line.cursorColumn == 9)
  }

  @Test func aCombiningMarkJoinsTheLetterBeforeIt() {
    var line = editor("")
    line.insert("e")
    line.insert("\u{301}")
    line.insert("x")
    #expect(line.text == "e\u{301}x")
    #expect(line.cursorColumn == 2)
    line.apply(.moveLeft)
    line.apply(.moveLeft)
    #expect(line.cursorOffset == 0)
    line.apply(.deleteForward)
    #expect(line.text == "x")  // The letter and its mark go together.
  }

  @Test func wideCharactersTakeTwoColumns() {
    var line = editor("a中文b", cursorAfter: 3)
    #expect(line.cursorColumn == 5)
    line.apply(.deleteBackward)
    #expect(line.text == "a中b")
    #expect(line.cursorColumn == 3)
  }

  @Test func anEmojiSequenceMovesAndDeletesAsOneCharacter() {
    var line = editor("a👍🏽b", cursorAfter: 2)
    line.apply(.deleteBackward)
    #expect(line.text == "ab")
    #expect(line.cursorOffset == 1)
  }

  @Test func homeEndAndArrowsStopAtTheEnds() {
    var line = editor("abc")
    let movedRight = line.apply(.moveRight)
    #expect(!movedRight)
    line.apply(.moveToStart)
    let movedLeft = line.apply(.moveLeft)
    #expect(!movedLeft)
    let deletedBackward = line.apply(.deleteBackward)
    #expect(!deletedBackward)
    line.apply(.moveToEnd)
    let deletedForward = line.apply(.deleteForward)
    #expect(!deletedForward)
    #expect(line.cursorColumn == 3)
  }

  @Test func ctrlUDeletesToTheStartAndCtrlKToTheEnd() {
    var line = editor("hello world", cursorAfter: 5)
    line.apply(.deleteToEnd)
    #expect(line.text == "hello")
    line = editor("hello world", cursorAfter: 6)
    line.apply(.deleteToStart)
    #expect(line.text == "world")
    #expect(line.cursorOffset == 0)
  }

  @Test func ctrlWDeletesTheWhitespaceSeparatedWordBeforeTheCursor() {
    var line = editor("cd /usr/local/bin  ")
    line.apply(.deleteWordBackward)
    #expect(line.text == "cd ")
    line.apply(.deleteWordBackward)
    #expect(line.text == "")
    line = editor("one two three", cursorAfter: 7)
    line.apply(.deleteWordBackward)
    #expect(line.text == "one  three")
    #expect(line.cursorOffset == 4)
  }

  @Test func wordMovesSkipSpacesThenTheWord() {
    var line = editor("ab  cd ef", cursorAfter: 0)
    line.apply(.moveWordRight)
    #expect(line.cursorOffset == 2)
    line.apply(.moveWordRight)
    #expect(line.cursorOffset == 6)
    line.apply(.moveWordLeft)
    #expect(line.cursorOffset == 4)
  }

  @Test func newlinesBecomeSpacesOrAreRefused() {
    #expect(LineEditor.sanitized("a\r\nb\nc\rd", newlines: .spaces) == "a b c d")
    #expect(LineEditor.sanitized("a\nb", newlines: .refuse) == nil)
    #expect(LineEditor.sanitized("a\tb\u{1B}[31mc\u{7F}\u{202E}", newlines: .refuse) == "a b[31mc")
    var line = editor("x")
    let insertedRefused = line.insert("one\ntwo", newlines: .refuse)
    #expect(!insertedRefused)
    #expect(line.text == "x")
    let inserted = line.insert("one\ntwo")
    #expect(inserted)
    #expect(line.text == "xone two")
  }

  @Test func aLongTextScrollsToKeepTheCursorVisible() {
    var line = editor("0123456789abcdefghij")
    line.scrollToShowCursor(width: 8)
    var view = line.visibleText(width: 8)
    #expect(view.text == "defghij")
    #expect(view.cursorColumn == 7)
    line.apply(.moveToStart)
    line.scrollToShowCursor(width: 8)
    view = line.visibleText(width: 8)
    #expect(view.text == "01234567")
    #expect(view.cursorColumn == 0)
    // Moving right inside the field does not scroll.
    for _ in 0..<5 { line.apply(.moveRight) }
    line.scrollToShowCursor(width: 8)
    #expect(line.scrollColumn == 0)
  }

  @Test func aWideCharacterCutByTheLeftEdgeLeavesABlankColumn() {
    var line = editor("中文中文中", cursorAfter: 5)  // 10 columns
    line.scrollToShowCursor(width: 4)
    let view = line.visibleText(width: 4)
    #expect(line.scrollColumn == 7)
    #expect(view.leadingColumns == 1)
    #expect(view.text == "中")
    #expect(view.cursorColumn == 3)
  }

  @Test func aClickPutsTheCursorAtTheNearestBoundary() {
    var line = editor("a中b")
    line.moveCursor(toColumn: 1)
    #expect(line.cursorOffset == 1)
    line.moveCursor(toColumn: 2)
    #expect(line.cursorOffset == 4)
    line.moveCursor(toColumn: 99)
    #expect(line.cursorOffset == line.text.utf8.count)
  }

  @Test func aQueryOfAHundredThousandCharactersEditsAndScrolls() {
    var line = editor("")
    line.insert(String(repeating: "ab c", count: 25_000))
    #expect(line.text.count == 100_000)
    line.scrollToShowCursor(width: 40)
    #expect(line.visibleText(width: 40).cursorColumn == 39)
    line.apply(.deleteWordBackward)
    #expect(line.text.count == 99_999)  // The last word, "c".
  }
}
