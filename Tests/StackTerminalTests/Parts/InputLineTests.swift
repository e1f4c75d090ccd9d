import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// An app made of one input line on the first row, showing the terminal's cursor at its
/// caret.
@MainActor
final class InputLineApp: TerminalApp {
  let input = InputLine(prompt: "> ", placeholder: "type here")
  var changes: [String] = []
  var submitted: String?
  var region = Rect(x: 0, y: 0, width: 0, height: 1)

  init() {
    input.onChange = { [unowned self] text in changes.append(text) }
    input.onSubmit = { [unowned self] text in
      submitted = text
      return .quit
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    input.handle(event, placedAt: region) ?? .unchanged
  }
  func render(in surface: inout Surface) {
    input.render(in: &surface, region: region, isFocused: true)
    surface.setCursor(input.cursorPosition(placedAt: region))
  }
  func resize(to size: Size) {
    region = Rect(x: 0, y: 0, width: size.width, height: 1)
  }
}

@MainActor
struct InputLineTests {
  func run(_ events: [InputEvent], width: Int = 20) -> (InputLineApp, VirtualTerminal) {
    let terminal = VirtualTerminal(size: Size(width: width, height: 3))
    let app = InputLineApp()
    terminal.enqueue(events)
    AppLoop(terminal: terminal, app: app).runUntilIdle()
    return (app, terminal)
  }

  func typing(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func anEmptyLineShowsThePlaceholderAndTheCursorAfterThePrompt() {
    let (_, terminal) = run([])
    #expect(terminal.screen.line(0) == "> type here")
    #expect(terminal.cursor == Point(x: 2, y: 0))
  }

  @Test func typingShowsTheTextMovesTheCursorAndReportsEachChange() {
    let (app, terminal) = run(typing("héllo") + [.key(.left), .key(.left)])
    #expect(terminal.screen.line(0) == "> héllo")
    #expect(terminal.cursor == Point(x: 5, y: 0))
    #expect(app.changes == ["h", "hé", "hél", "héll", "héllo"])
  }

  @Test func wideCharactersPutTheCursorTwoColumnsOn() {
    let (_, terminal) = run(typing("中文"))
    #expect(terminal.cursor == Point(x: 6, y: 0))
  }

  @Test func shellKeysEditTheLine() {
    let (app, _) = run(
      typing("one two three") + [.key(.ctrl("w")), .key(.ctrl("a")), .key(.ctrl("k"))]
        + typing("x") + [.key(.ctrl("e")), .key(.backspace)])
    #expect(app.input.text == "")
    #expect(app.changes.last == "")
  }

  @Test func aLongLineScrollsAndTheCursorStaysInTheField() {
    let (_, terminal) = run(typing("abcdefghijklmnopqrstuvwxyz"), width: 12)
    #expect(terminal.screen.line(0) == "> rstuvwxyz")  // And the caret's cell.
    #expect(terminal.cursor == Point(x: 11, y: 0))
  }

  @Test func aPasteIsInsertedWholeWithItsNewlinesAsSpaces() {
    let (app, _) = run([.paste("a\nb\r\nc")])
    #expect(app.input.text == "a b c")
    #expect(app.changes == ["a b c"])
  }

  @Test func aPasteWithNewlinesIsRefusedWhenTheRuleSaysSo() {
    let app = InputLineApp()
    app.input.newlines = .refuse
    let region = Rect(x: 0, y: 0, width: 20, height: 1)
    #expect(app.input.handle(.paste("a\nb"), placedAt: region) == nil)
    #expect(app.input.text == "")
  }

  @Test func enterSubmitsTheText() {
    let (app, _) = run(typing("pick me") + [.key(.enter)] + typing("lost"))
    #expect(app.submitted == "pick me")
    #expect(app.input.text == "pick me")
  }

  @Test func keysTheLineDoesNotUseGoOn() {
    let line = InputLine()
    let region = Rect(x: 0, y: 0, width: 20, height: 1)
    for key in [Key.up, .down, .tab, .escape, .pageDown] {
      #expect(line.handle(.key(key), placedAt: region) == nil)
    }
    #expect(line.handle(.key(.enter), placedAt: region) == nil)  // No onSubmit.
  }

  @Test func aClickMovesTheCursor() {
    let (_, terminal) = run(typing("abcdef") + [.mouse(.press(Point(x: 4, y: 0)))])
    #expect(terminal.cursor == Point(x: 4, y: 0))
  }
}
