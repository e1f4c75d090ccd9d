import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

/// `StackWidget`: a stack drawn clipped inside its panel with its own viewport, moved by keys
/// while focused and by the mouse relative to its region, and its focus shown without
/// colour.
@MainActor
@Suite struct StackWidgetTests {
  /// Two stack parts side by side (12 and 12 columns) in a 24×6 screen, each with `count`
  /// rows `L0…` / `R0…`.
  final class TwoLists: TerminalApp {
    let left = StackWidget(title: "Left"), right = StackWidget(title: "Right")
    lazy var group = FocusGroup([left, right]) { Layout.columns([.fill(), .fill()]).split($0) }
    var taps: [Int] = []

    init(count: Int = 20) throws {
      try left.stack.addRows(
        (0..<count).map { TextRowContent("L\($0) a long row text", wraps: false) })
      try right.stack.addRows((0..<count).map { TextRowContent("R\($0)", wraps: false) })
      left.stack.selectFirst()
      right.stack.selectFirst()
      right.onTap = { [unowned self] index in
        taps.append(index)
        return .redraw
      }
    }

    func handle(_ event: InputEvent) -> AppResponse { group.handle(event) ?? .unchanged }
    func render(in surface: inout Surface) { group.render(in: &surface) }
    func resize(to size: Size) { group.resize(to: size) }
  }

  static func run(_ app: TwoLists, _ events: [InputEvent], terminal: VirtualTerminal) {
    let loop = AppLoop(terminal: terminal, app: app)
    terminal.enqueue(events)
    loop.runUntilIdle()
  }

  @Test func eachStackIsDrawnClippedInsideItsFrame() throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    Self.run(app, [], terminal: terminal)
    #expect(
      terminal.screen.lines == [
        "┏ Left ━━━━┓┌ Right ───┐", "┃L0 a long…┃│R0        │", "┃L1 a long…┃│R1        │",
        "┃L2 a long…┃│R2        │", "┃L3 a long…┃│R3        │", "┗━━━━━━━━━━┛└──────────┘",
      ])
    #expect(app.left.stack.viewport == Size(width: 10, height: 4))
  }

  @Test func theViewportFollowsTheRegionOnResize() throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    Self.run(app, [], terminal: terminal)
    terminal.resize(to: Size(width: 40, height: 10))
    Self.run(app, [], terminal: terminal)
    #expect(app.right.stack.viewport == Size(width: 18, height: 8))
    #expect(terminal.screen.line(8).hasSuffix("│R7                │"))
  }

  @Test func keysMoveOnlyTheFocusedStack() throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    Self.run(app, [.key(.down), .key(.down), .key(.tab), .key(.end)], terminal: terminal)
    #expect(app.left.stack.selectedIndex == 2)
    #expect(app.right.stack.selectedIndex == 19)
    // `v` is not a standard key: the stack stays vertical, the key is left to the app.
    #expect(app.group.handle(.key(.character("v"))) == nil)
    #expect(app.right.stack.axis == .vertical)
  }

  @Test func aClickSelectsTheRowUnderThePointerAndTapsIt() throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    let point = Point(x: 15, y: 3)  // Right list, third line inside: R2.
    Self.run(app, [.mouse(.press(point)), .mouse(.release(point))], terminal: terminal)
    #expect(app.group.focusedPart === app.right)
    #expect(app.right.stack.selectedIndex == 2)
    #expect(app.taps == [2])
    // Enter taps the selected row too.
    Self.run(app, [.key(.down), .key(.enter)], terminal: terminal)
    #expect(app.taps == [2, 3])
  }

  @Test func aClickOnTheFrameOnlyFocuses() throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    let point = Point(x: 15, y: 0)
    Self.run(app, [.mouse(.press(point)), .mouse(.release(point))], terminal: terminal)
    #expect(app.group.focusedPart === app.right)
    #expect(app.right.stack.selectedIndex == 0)
    #expect(app.taps.isEmpty)
  }

  @Test func theWheelScrollsTheStackUnderThePointerByItsStep() throws {
    let app = try TwoLists()
    app.right.mouse.wheelStep = 2
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6))
    Self.run(app, [.mouse(.wheelDown(Point(x: 20, y: 2)))], terminal: terminal)
    #expect(app.right.stack.offset == 2)
    #expect(app.left.stack.offset == 0)
    #expect(terminal.screen.line(1) == "┃L0 a long…┃│R2        │")
  }

  /// The focus shows on a monochrome screen as in colour: the focused frame (``StyleRole/focus``)
  /// is thick and bold, the other (``StyleRole/border``) thin and not bold. No cell is ever
  /// both dim and reversed (unreadable on many terminals).
  @Test(arguments: [false, true])
  func theFocusShowsWithoutColourAndNothingIsDimAndReversed(monochrome: Bool) throws {
    let app = try TwoLists()
    let terminal = VirtualTerminal(size: Size(width: 24, height: 6), isMonochrome: monochrome)
    Self.run(app, [], terminal: terminal)
    let screen = terminal.screen
    #expect(screen[0, 0].grapheme == "┏" && screen[12, 0].grapheme == "┌")
    #expect(screen[0, 0].style.attributes.contains(.bold))
    #expect(!screen[12, 0].style.attributes.contains(.bold))
    let context = terminal.renderContext
    #expect(screen[0, 0].style == context.style(.focus))
    #expect(screen[12, 0].style == context.style(.border))
    // The focused list's selection is a full bar; the other's is underlined.
    #expect(!screen[1, 1].style.attributes.contains(.underline))
    #expect(screen[13, 1].style.attributes == .underline)
    for y in 0..<6 {
      for x in 0..<24 {
        let attributes = screen[x, y].style.attributes
        #expect(!attributes.isSuperset(of: [.dim, .reverse]), "(\(x), \(y))")
      }
    }
  }

  @Test func theHelpListsTheStackKeysUnderThePanelTitle() throws {
    let app = try TwoLists()
    let help = try #require(app.left.keyHelp)
    #expect(help.title == "Left")
    #expect(help.lines.first == KeyHelpLine(keys: "↑↓ k j", help: "move the selection"))
    #expect(help.lines.last == KeyHelpLine(keys: "wheel, click", help: "scroll 3 lines, tap a row"))
  }
}
