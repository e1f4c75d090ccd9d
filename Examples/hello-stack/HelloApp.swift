import StackCore
import StackTerminal

/// The smallest interactive StackTUI app: a stack of rows you move through with the arrow
/// keys (or `j`/`k`, PgUp/PgDn, Home/End, the mouse wheel), Enter to pick the selected row,
/// `q` to quit. The last line of the screen says what was picked.
@MainActor
final class HelloApp: TerminalApp {
  /// The rows: one text row per item.
  let stack = ScrollStack()
  /// The items the rows show.
  let items: [String]
  /// The status line, at the bottom of the screen.
  private(set) var status = "↑↓ move · Enter pick · q quit"

  /// An app showing `items`, the first one selected.
  init(items: [String]) throws {
    self.items = items
    stack.defaultSeparator = .line
    for item in items {
      try stack.addRow(TextRowContent(item))
    }
    stack.selectFirst()
  }

  /// `q` quits, Enter picks; every other key (and the mouse) goes to the standard bindings.
  func handle(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.character("q")):
      return .quit
    case .key(.enter):
      guard let index = stack.selectedIndex else { return .unchanged }
      status = "You picked \(items[index])."
      return .redraw
    default:
      guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      return stack.perform(action) ? .redraw : .unchanged
    }
  }

  /// The stack, then the status line on the last line.
  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    let lastLine = Point(x: 0, y: surface.size.height - 1)
    // Padded: the bar spans the whole line.
    let bar = TextLayout.pad(status, toWidth: surface.size.width)
    surface.write(bar, at: lastLine, role: .status)
  }

  /// The stack gets every line but the last one.
  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
