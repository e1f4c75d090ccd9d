import StackCore
import StackTerminal

// The interactive app of README.md and the Getting Started article, word for word (a test,
// DocumentationCodeTests, checks that their code blocks are copies of this file's lines).

/// Three fruit rows: arrows move, Enter taps, q quits; the last line says what was tapped.
@MainActor
final class HelloApp: TerminalApp {
  let stack = ScrollStack(viewport: Size(width: 80, height: 23))
  private(set) var status = "Enter picks a fruit, q quits"

  init() throws {
    stack.defaultSeparator = .line
    try stack.setRows {
      for fruit in ["Apples", "Bananas", "Cherries"] {
        TextRowContent(fruit).onTap { [unowned self] _ in self.status = "You picked \(fruit)" }
      }
    }
    stack.selectFirst()
  }

  func handle(_ event: InputEvent) -> AppResponse {
    if event == .key(.character("q")) { return .quit }
    guard let action = KeyBindings.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  func render(into canvas: inout Canvas) {
    stack.render(into: &canvas)
    let statusLine = Point(x: 0, y: canvas.size.height - 1)
    canvas.write(status, at: statusLine, style: CellStyle(attributes: .reverse))
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}

/// The app's `main.swift`, as a function (a test target has no top-level code).
@MainActor
func runHelloApp() {
  do {
    try TerminalError.checkInteractive()
    let app = try HelloApp()
    let terminal = try NcursesTerminal()
    RunLoop(terminal: terminal, app: app).run()
    terminal.stop()
  } catch {
    print("hello: \(error)")
  }
}
