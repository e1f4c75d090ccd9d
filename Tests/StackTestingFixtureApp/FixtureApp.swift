import StackCore
import StackTerminal
import StackWidgets

/// The smallest useful ``TerminalApp``: a ``ScrollStack`` of numbered rows above a one-line
/// status (`row N/COUNT`), moved with the standard keys and mouse (`KeyMap.standard`: keys,
/// clicks and the wheel);
/// `g` fills a ten-cell bar on the status line over ``barDuration`` (an animation on the
/// app's clock); `q` quits. The StackTesting tests run it headless and in tmux with the same
/// script.
@MainActor
final class FixtureApp: TerminalApp {
  /// The rows.
  let stack: ScrollStack
  /// The terminal's size.
  private(set) var size: Size
  /// The time animations are measured against.
  let clock: any AnimationClock
  /// How long the bar takes to fill.
  static let barDuration: Duration = .milliseconds(200)
  /// The bar's cells.
  static let barLength = 10
  /// When the bar started filling; nil when it is full or was never started.
  private var barStart: Duration?
  /// How many cells of the bar are filled; nil before the first `g`.
  private(set) var barFill: Int?
  /// An input line shown on the last line instead of the status, with the terminal's
  /// cursor; it takes the keys it uses first (Enter and Esc quit).
  var input: InputLine?
  /// The input line's text when Enter ended the app.
  private(set) var submitted: String?

  /// An app with `rows` rows (`Row 0`, `Row 1`…) on a terminal of `size`; the first row is
  /// selected.
  init(rows: Int, size: Size, clock: any AnimationClock) throws {
    self.size = size
    self.clock = clock
    stack = ScrollStack(viewport: Self.stackViewport(on: size))
    stack.defaultSeparator = .line
    try stack.addLazyRows(count: rows) { index in TextRowContent("Row \(index)") }
    _ = stack.selectFirst()
  }

  /// `q` quits; everything else goes through the standard key bindings.
  func handle(_ event: InputEvent) -> AppResponse {
    if let input {
      if event == .key(.escape) { return .quit }
      if event == .key(.enter) {
        submitted = input.text
        return .quit
      }
      if let response = input.handle(event, placedAt: inputRegion) { return response }
    } else if event == .key(.character("q")) {
      return .quit
    }
    if event == .key(.character("g")) {
      barStart = clock.now
      barFill = 0
      return .redraw
    }
    guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  /// The stack, then the status line on the last line.
  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    if let input {
      input.render(in: &surface, region: inputRegion, isFocused: true)
      surface.setCursor(input.cursorPosition(placedAt: inputRegion))
      return
    }
    let selected = stack.selectedIndex.map { "\($0 + 1)" } ?? "-"
    surface.write(
      " row \(selected)/\(stack.count) ", at: Point(x: 0, y: size.height - 1),
      style: CellStyle(attributes: .reverse))
    if let barFill {
      let bar =
        "[" + String(repeating: "#", count: barFill)
        + String(repeating: ".", count: Self.barLength - barFill) + "]"
      surface.write(
        bar, at: Point(x: size.width - Self.barLength - 2, y: size.height - 1), style: .plain)
    }
  }

  /// True while the bar fills.
  var isAnimating: Bool { barStart != nil }

  /// Fills the bar as far as the time since `g` says.
  func advanceAnimations() -> AppResponse {
    guard let barStart else { return .unchanged }
    let fill = min(
      Self.barLength, Int((clock.now - barStart) / Self.barDuration * Double(Self.barLength)))
    if fill == Self.barLength { self.barStart = nil }
    guard fill != barFill else { return .unchanged }
    barFill = fill
    return .redraw
  }

  /// Fills the bar at once.
  func finishAnimations() {
    guard barStart != nil else { return }
    barStart = nil
    barFill = Self.barLength
  }

  /// The last line.
  private var inputRegion: Rect {
    Rect(x: 0, y: max(0, size.height - 1), width: size.width, height: 1)
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
