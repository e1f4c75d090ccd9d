import StackCore
import StackTerminal

/// An app that redraws on every event and draws `key N`, N the events it has handled. It
/// does not animate: it keeps the protocol's defaults for that.
@MainActor
final class CountingApp: TerminalApp {
  /// How many events ``handle(_:)`` has been given.
  private(set) var handled = 0

  func handle(_ event: InputEvent) -> AppResponse {
    handled += 1
    return .redraw
  }

  func render(in surface: inout Surface) {
    surface.write("key \(handled)", at: .zero, style: .plain)
  }

  func resize(to size: Size) {}
}
