@_spi(Testing) import StackTerminal
import StackWidgets

/// A small app on `Screens`, for the scripted tests: `d` asks (completion), `a` asks (awaited
/// in a loop task), `s` shows a toast; the root line says the last answer.
@MainActor
final class ScreensApp: TerminalApp {
  let root = RecordingRoot(letter: " ")
  lazy var screens = Screens(root: root)
  var answer = "none"
  /// `loop.hasBusyTasks` at each key handled while a dialog was up.
  var busyWhileAsking: [Bool] = []
  var loop: AppLoop?

  func start(in loop: AppLoop) { self.loop = loop }

  func handle(_ event: InputEvent) -> AppResponse {
    if screens.isPresenting {
      busyWhileAsking.append(loop?.hasBusyTasks ?? true)
      return screens.handle(event) ?? .unchanged
    }
    switch event {
    case .key(.character("d")):
      // The confirm dialog of an app, in the lines it takes:
      screens.confirm("Delete notes.txt?", title: "Delete") { [self] ok in
        answer = ok ? "deleted" : "kept"
      }
    case .key(.character("a")):
      guard let loop else { return .unchanged }
      loop.task { [self] in
        let name = await loop.waitForUser { await screens.prompt("Name:", text: "x") }
        answer = "named \(name ?? "nil")"
      }
    case .key(.character("s")):
      screens.notify("Saved", kind: .success)
    case .key(.character("q")):
      return .quit
    default:
      return screens.handle(event) ?? .unchanged
    }
    return .redraw
  }

  func render(in surface: inout Surface) {
    screens.render(in: &surface)
    surface.write("answer: \(answer)", at: Point(x: 0, y: 1), role: .text)
  }

  func resize(to size: Size) { _ = screens.handle(.resize(size)) }

  var isAnimating: Bool { screens.isAnimating }
  func advanceAnimations() -> AppResponse { screens.isAnimating ? .redraw : .unchanged }
}
