import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The demo's screens in Tab order (``ScreenName``'s names, usable as test arguments).
let demoScreens = ScreenName.allCases.map(\.rawValue)

/// Drives a ``DemoApp`` on a ``VirtualTerminal`` the way a user drives the real demo: keys by
/// their script names (`"j"`, `"pgdn"`, `"ctrl-f"`), mouse events and resizes, one burst per
/// call, and reads back what the screen shows.
@MainActor
final class DemoHarness {
  let terminal: VirtualTerminal
  /// ``terminal`` wrapped to count the bytes it would send (its estimate).
  let counting: CountingTerminal<VirtualTerminal>
  let app: DemoApp
  let loop: AppLoop
  /// The virtual time of an animated demo (nil: the demo does not animate, every change
  /// lands at once, as with `--no-animation`).
  let clock: ManualClock?

  /// Starts the demo on the screen named `screen` at `width`x`height` and draws the first
  /// frame; `keyMap` replaces the demo's key table. With `animated`, the demo animates on
  /// ``clock``, which only moves with ``wait(milliseconds:)``.
  init(
    screen: String = "showcase", rows: Int = 1000, width: Int = 80, height: Int = 24,
    monochrome: Bool = false, keyMap: KeyMap<DemoAction>? = nil, animated: Bool = false,
    context: RenderContext? = nil
  ) throws {
    terminal = VirtualTerminal(size: Size(width: width, height: height), isMonochrome: monochrome)
    if let context { terminal.renderContext = context }
    counting = CountingTerminal(terminal)
    let name = try #require(ScreenName(rawValue: screen), "no screen named \(screen)")
    let clock = animated ? ManualClock() : nil
    self.clock = clock
    app = try DemoApp(
      screen: name, rows: rows, size: terminal.size, isMonochrome: monochrome, keyMap: keyMap,
      clock: clock)
    loop = AppLoop(terminal: terminal, app: app, clock: clock ?? ManualClock())
    loop.runUntilIdle()
  }

  /// Lets `milliseconds` of virtual time pass, a frame (16 ms) at a time, drawing each frame
  /// (an animated demo only).
  func wait(milliseconds: Int) {
    guard let clock else { return }
    var remaining = milliseconds
    while remaining > 0 {
      let step = min(16, remaining)
      clock.advance(by: .milliseconds(step))
      remaining -= step
      loop.runUntilIdle()
    }
  }

  // MARK: Input

  /// Presses each key (by its script name, see `Key.name`), each as its own burst.
  func press(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) {
    for name in names {
      guard let key = Key(name: name) else {
        Issue.record("not a key name: \(name)", sourceLocation: sourceLocation)
        return
      }
      send(.key(key))
    }
  }

  /// Presses each key in turn, checking the screen after each (``expectSane(_:sourceLocation:)``)
  /// with `note(key)` in the messages.
  func pressEachCheckingTheScreen(
    _ names: [String], note: (String) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for name in names {
      press(name, sourceLocation: sourceLocation)
      expectSane(note(name), sourceLocation: sourceLocation)
    }
  }

  /// Presses `name` `count` times.
  func press(_ name: String, times count: Int) {
    for _ in 0..<count { press(name) }
  }

  /// Delivers `events` as one burst (the way a fast typist or a paste arrives).
  func send(_ events: InputEvent...) {
    terminal.enqueue(events)
    loop.runUntilIdle()
  }

  /// A left click (press and release) at a terminal cell.
  func click(x: Int, y: Int) {
    send(.mouse(.press(Point(x: x, y: y))))
    send(.mouse(.release(Point(x: x, y: y))))
  }

  /// Resizes the terminal, as when the user resizes the window.
  func resize(_ width: Int, _ height: Int) {
    terminal.resize(to: Size(width: width, height: height))
    loop.runUntilIdle()
  }

  // MARK: What the user sees

  var size: Size { terminal.size }
  var screen: Canvas { terminal.screen }
  var lines: [String] { terminal.screen.lines }
  var text: String { terminal.screenText }
  /// The status line (the last line).
  var status: String { terminal.screen.line(size.height - 1) }
  /// The title line.
  var title: String { terminal.screen.line(0) }

  /// The selection shown in the status line, "row i/n" → (i, n); i is nil for "–".
  var statusSelection: (row: Int?, count: Int)? {
    guard let match = status.firstMatch(of: /row (\d+|–)\/(\d+)/) else { return nil }
    return (Int(match.1), Int(match.2) ?? -1)
  }

  /// The scroll position shown in the status line, in percent.
  var statusPercent: Int? {
    guard let match = status.firstMatch(of: /│ (\d+)% │/) else { return nil }
    return Int(match.1)
  }

  /// The stack's lines (between the title and the status line or log), without the scroll
  /// indicator column.
  var stackLines: [String] {
    let viewport = app.stack.viewport
    let width = viewport.width - (app.stack.showsScrollIndicator ? 1 : 0)
    return (0..<viewport.height).map { y in textOf(line: y + 1, columns: 0..<max(0, width)) }
  }

  /// The text of `columns` of `line`, wide characters once, trailing spaces trimmed.
  func textOf(line y: Int, columns: Range<Int>) -> String {
    var text = ""
    for x in columns where x < size.width && !screen[x, y].isContinuation {
      text += screen[x, y].grapheme.isEmpty ? " " : screen[x, y].grapheme
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The first screen line containing `text`, or nil.
  func line(containing text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }

  /// The column where `text` starts in line `y` (counting display columns), or nil.
  func column(of text: String, inLine y: Int) -> Int? {
    let line = screen.line(y)
    guard let range = line.firstRange(of: text) else { return nil }
    return TextWidth.of(String(line[..<range.lowerBound]))
  }

  /// True when line `y` is drawn in the selection style (checked at the first column).
  func isSelected(line y: Int) -> Bool {
    if terminal.isMonochrome { return screen[0, y].style.attributes.contains(.reverse) }
    // A row's own colours survive the selection: its uncoloured cells carry it.
    return hasCell(onLine: y, styled: style(of: app.stack.appearance.selectionRole))
  }

  /// True when line `y` is drawn in the press highlight style.
  func isHighlighted(line y: Int) -> Bool {
    if terminal.isMonochrome {
      return screen[0, y].style.attributes.contains([.reverse, .underline])
    }
    return hasCell(onLine: y, styled: style(of: app.stack.appearance.highlightRole))
  }

  /// `role` as the terminal's theme and colour depth draw it.
  func style(of role: StyleRole) -> CellStyle {
    var context = terminal.renderContext
    context.theme = DemoPalette.withDemoRoles(context.theme)
    return context.style(role)
  }

  /// True when a cell of line `y` (left of the scroll indicator) has `overlay`'s colours and
  /// attributes (a role may be attributes only: the press highlight is reverse video).
  private func hasCell(onLine y: Int, styled overlay: CellStyle) -> Bool {
    (0..<max(0, size.width - 1)).contains { x in
      let style = screen[x, y].style
      return style.background == overlay.background && style.foreground == overlay.foreground
        && style.attributes.isSuperset(of: overlay.attributes)
    }
  }

  /// The stack lines drawn as selected (screen line numbers).
  var selectedLines: [Int] {
    (1...max(1, app.stack.viewport.height)).filter { $0 < size.height - 1 && isSelected(line: $0) }
  }

  /// The lines of the event log panel below its rule, oldest first.
  var logLines: [String] {
    guard let rule = line(containing: "─ events (e hides)") else { return [] }
    return Array(lines[(rule + 1)..<(size.height - 1)]).filter { !$0.isEmpty }
  }

  /// What the app draws now into a new canvas of the terminal's size, shown on a new
  /// terminal: the screen without any history of earlier frames.
  func freshScreen() -> Canvas {
    let fresh = VirtualTerminal(size: size, isMonochrome: terminal.isMonochrome)
    var canvas = Canvas(size: size)
    app.render(into: &canvas, context: terminal.renderContext)
    fresh.present(canvas)
    return fresh.screen
  }

  /// The screen as the app draws it right now, without ending a pending keyboard tap (to
  /// see the press highlight).
  func renderNow() -> Canvas {
    var canvas = Canvas(size: size)
    app.render(into: &canvas, context: terminal.renderContext)
    return canvas
  }

  // MARK: Checks

  /// Checks what must hold on every screen: it is exactly what a fresh render shows (no stale
  /// cells), no cell carries a control character, every wide character is followed by its
  /// continuation cell, and the selected row (if any) is on screen.
  func expectSane(_ note: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(screen == freshScreen(), "stale cells \(note)", sourceLocation: sourceLocation)
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = screen[x, y]
        let controls = cell.grapheme.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        #expect(
          controls.isEmpty, "control character at \(x),\(y) \(note)", sourceLocation: sourceLocation
        )
        if cell.width == 2 {
          #expect(
            x + 1 < size.width && screen[x + 1, y].isContinuation,
            "wide character at \(x),\(y) without its second half \(note)",
            sourceLocation: sourceLocation)
        }
      }
    }
    let minimum = DemoApp.minimumSize
    if size.width >= minimum.width, size.height >= minimum.height,
      let selected = app.stack.selectedIndex
    {
      let visibility = try? app.stack.visibilityOfRow(at: selected)
      #expect(
        visibility?.isVisible == true,
        "selected row \(selected) is \(String(describing: visibility)) \(note)",
        sourceLocation: sourceLocation)
      // An overlay (the checkout form) covers the stack and its selection.
      if app.stack.viewport.height > 0, app.stack.viewport.width > 0, !app.showsHelp,
        app.stack.axis == .vertical, app.screen.overlay == nil
      {
        #expect(
          !selectedLines.isEmpty, "no selected line drawn \(note)", sourceLocation: sourceLocation)
      }
    }
  }
}
