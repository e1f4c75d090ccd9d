import StackCore
import StackTerminal

/// The smallest useful ``TerminalApp``: a ``ScrollStack`` of numbered rows above a one-line
/// status (`row N/COUNT`), moved with ``KeyBindings/standard`` (keys, clicks and the wheel);
/// `q` quits. The StackTesting tests run it headless and in tmux with the same script.
@MainActor
final class FixtureApp: TerminalApp {
  /// The rows.
  let stack: ScrollStack
  /// The terminal's size.
  private(set) var size: Size

  /// An app with `rows` rows (`Row 0`, `Row 1`…) on a terminal of `size`; the first row is
  /// selected.
  init(rows: Int, size: Size) throws {
    self.size = size
    stack = ScrollStack(viewport: Self.stackViewport(on: size))
    stack.defaultSeparator = .line
    try stack.addLazyRows(count: rows) { index in TextRowContent("Row \(index)") }
    _ = stack.selectFirst()
  }

  /// `q` quits; everything else goes through the standard key bindings.
  func handle(_ event: InputEvent) -> AppResponse {
    if event == .key(.character("q")) { return .quit }
    guard let action = KeyBindings.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  /// The stack, then the status line on the last line.
  func render(into canvas: inout Canvas) {
    stack.render(into: &canvas)
    let selected = stack.selectedIndex.map { "\($0 + 1)" } ?? "-"
    canvas.write(
      " row \(selected)/\(stack.count) ", at: Point(x: 0, y: size.height - 1),
      style: CellStyle(attributes: .reverse))
  }

  /// The stack takes every line but the status line.
  func resize(to size: Size) {
    self.size = size
    stack.viewport = Self.stackViewport(on: size)
  }

  /// The part of a terminal of `size` the stack draws in.
  static func stackViewport(on size: Size) -> Size {
    Size(width: size.width, height: max(0, size.height - 1))
  }
}
