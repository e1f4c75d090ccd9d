import StackCore
import StackTerminal
import StackTesting
import Testing

/// The terminal's real cursor: `Canvas.cursor` is shown with `cnorm` at its cell and hidden
/// with `civis`, each sent only when it changes.
@MainActor
@Suite(.serialized)
struct CursorOutputTests {
  /// What `body` makes the terminal write.
  func written(_ headless: HeadlessNcurses, _ body: () -> Void) -> String {
    headless.outputPipe.drain()
    headless.outputPipe.keepsBytes = true
    headless.outputPipe.keptBytes = []
    body()
    headless.outputPipe.drain()
    headless.outputPipe.keepsBytes = false
    return String(decoding: headless.outputPipe.keptBytes, as: UTF8.self)
  }

  @Test func theCursorIsShownAtItsCellAndHiddenAgainOnlyWhenItChanges() throws {
    try withHeadlessTerminal { headless in
      let terminal = headless.terminal
      var canvas = Canvas(size: NcursesTerminalTests.size)
      canvas.write("> abc", at: .zero, style: .plain)
      terminal.present(canvas)
      canvas.cursor = Point(x: 5, y: 0)
      let shown = written(headless) { terminal.present(canvas) }
      // xterm-256color's cnorm; the cursor is already after "> abc": no move.
      #expect(shown == "\u{1B}[?12l\u{1B}[?25h")
      #expect(written(headless) { terminal.present(canvas) }.isEmpty)
      canvas.write("d", at: Point(x: 5, y: 0), style: .plain)
      canvas.cursor = Point(x: 6, y: 0)
      let typed = written(headless) { terminal.present(canvas) }
      #expect(!typed.contains("\u{1B}[?25h"))  // Still shown: no cnorm again.
      #expect(typed == "d")  // Writing "d" leaves the cursor where it belongs.
      canvas.cursor = Point(x: 2, y: 1)
      #expect(written(headless) { terminal.present(canvas) } == "\u{1B}[2;3H")
      canvas.cursor = nil
      #expect(written(headless) { terminal.present(canvas) } == "\u{1B}[?25l")
      #expect(written(headless) { terminal.present(canvas) }.isEmpty)
    }
  }

  @Test func aCursorOutsideTheScreenIsHidden() throws {
    try withHeadlessTerminal { headless in
      var canvas = Canvas(size: NcursesTerminalTests.size)
      canvas.cursor = Point(x: 99, y: 0)
      headless.terminal.present(canvas)
      let hidden = written(headless) {
        canvas.cursor = Point(x: 0, y: 99)
        headless.terminal.present(canvas)
      }
      #expect(hidden.isEmpty)
    }
  }

  @Test func bracketedPasteIsTurnedOnAtStartAndOffAtStop() throws {
    try withHeadlessTerminal { headless in
      let start = written(headless) {
        headless.terminal.present(Canvas(size: NcursesTerminalTests.size))
      }
      #expect(start.contains("\u{1B}[?2004h"))
      let stop = written(headless) { headless.terminal.stop() }
      #expect(stop.contains("\u{1B}[?2004l"))
    }
  }
}
