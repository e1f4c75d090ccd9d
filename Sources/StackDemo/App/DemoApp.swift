import StackCore
import StackTerminal

/// The interactive demo: screens, global keys, event log, help overlay and status line.
/// A plain client of StackCore and StackTerminal: every row operation goes through
/// `ScrollStack`'s public API.
@MainActor
final class DemoApp: TerminalApp {
  /// Screen names in Tab order.
  static let screenNames = [
    ShowcaseScreen.name, CheckoutScreen.name, GoalScreen.name, ChatScreen.name, ListScreen.name,
  ]

  let screens: [any DemoScreen]
  private(set) var currentIndex: Int
  private(set) var size: Size
  let isMonochrome: Bool
  var showsHelp = false
  /// The first help entry shown when the help does not fit.
  var helpOffset = 0
  var showsLog = false
  var log = EventLog()
  var lastEvent = "—"
  /// True once the current input did something (added a row, tapped, switched screen…): the
  /// status line then keeps naming that, not the visibility changes it caused on the way.
  var statusNamesAnAction = false
  var hiddenRows: [[Row]]
  var addedCount = 0
  /// A keyboard tap in progress: the row is pressed and drawn highlighted until `idle()`.
  var pendingRelease: Int?
  /// Receives every demo event (used by `--events`).
  var eventSink: ((DemoEvent) -> Void)?
  let bindings = KeyBindings.standard

  var screen: any DemoScreen { screens[currentIndex] }
  var stack: ScrollStack { screen.stack }

  /// Builds every screen and starts on `screenName`, one of ``screenNames`` (another name
  /// throws a ``DemoFailure``).
  init(screenName: String, rows: Int, size: Size, isMonochrome: Bool) throws {
    screens = [
      try ShowcaseScreen(), try CheckoutScreen(), try GoalScreen(), try ChatScreen(),
      try ListScreen(rows: rows),
    ]
    currentIndex = 0
    self.size = size
    self.isMonochrome = isMonochrome
    hiddenRows = Array(repeating: [], count: screens.count)
    // Every screen gets the terminal's size and a selection before it is observed: setting
    // up is not an event to show (the first frame's status line would otherwise report the
    // rows a larger viewport made visible).
    for index in screens.indices {
      currentIndex = index
      layoutStack()
      if stack.selectedIndex == nil { stack.selectNext() }
    }
    guard let index = Self.screenNames.firstIndex(of: screenName) else {
      throw DemoFailure(
        message: "stack-demo: unknown screen '\(screenName)' "
          + "(screens: \(Self.screenNames.joined(separator: ", ")))")
    }
    currentIndex = index
    for screen in screens {
      let name = screen.name
      screen.stack.addObserver { [weak self] event in
        self?.report(.stack(event, screen: name))
      }
    }
  }

  // MARK: TerminalApp

  func resize(to size: Size) {
    let changed = size != self.size
    self.size = size
    layoutStack()
    // The run loop also calls this for the first frame, at the size the app started with:
    // that is not a resize the user made, so it is not reported. It is reported after the
    // layout (and the events the layout caused), so the status line names the resize.
    if changed { report(.resized(size)) }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    statusNamesAnAction = false
    var response = finishPendingTap()
    switch event {
    case .resize(let size):
      resize(to: size)
      return .redraw
    case .mouse(let mouse):
      return handleMouse(mouse) == .redraw ? .redraw : response
    case .key(let key):
      if showsHelp { return handleHelpKey(key) }
      let keyResponse = handleKey(key)
      if keyResponse != .unchanged { response = keyResponse }
      return response
    }
  }

  var idleTimeoutMilliseconds: Int? { pendingRelease == nil ? nil : 150 }

  func idle() -> AppResponse { finishPendingTap() }

  // MARK: Keys

  private func handleKey(_ key: Key) -> AppResponse {
    switch key {
    case .character("q"), .escape: return .quit
    case .tab: switchScreen(by: 1)
    case .backTab: switchScreen(by: -1)
    case .character("?"): showsHelp = true
    case .character("e"):
      showsLog.toggle()
      layoutStack()
    case .enter, .character(" "): return activateSelection()
    default:
      if performRowOperation(key) || screen.handle(key) { return .redraw }
      guard let action = bindings.actions[.key(key)] else { return .unchanged }
      return stack.perform(action) ? .redraw : .unchanged
    }
    return .redraw
  }

  private func activateSelection() -> AppResponse {
    guard let index = stack.selectedIndex else { return .unchanged }
    guard (try? stack.pressRow(at: index)) != nil else { return .unchanged }
    if stack.pressed?.content.isHighlightable == true {
      pendingRelease = index
    } else {
      stack.releasePress(at: index)
    }
    return .redraw
  }

  /// Completes a keyboard tap: releases the press on the same row, which taps it.
  private func finishPendingTap() -> AppResponse {
    guard let index = pendingRelease else { return .unchanged }
    pendingRelease = nil
    stack.releasePress(at: index)
    return .redraw
  }

  private func handleMouse(_ mouse: MouseEvent) -> AppResponse {
    if showsHelp {
      // The help covers the rows: a click or the wheel closes it instead of acting on a row
      // the user cannot see.
      if case .release = mouse {
        guard stack.pressed != nil else { return .unchanged }
        stack.cancelPress()
        return .redraw
      }
      showsHelp = false
      return .redraw
    }
    guard let action = bindings.action(for: mouse, origin: stackOrigin) else { return .unchanged }
    if case .release(let point) = action, let row = stack.pressed {
      // A click that taps a row also selects it, so the keyboard carries on from there.
      if stack.releasePress(at: stack.indexOfRow(atViewportPoint: point)),
        let index = stack.index(of: row), row.content.isSelectable
      {
        try? stack.select(rowAt: index)
      }
      return .redraw
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  private func switchScreen(by step: Int) {
    stack.cancelPress()
    currentIndex = (currentIndex + step + screens.count) % screens.count
    layoutStack()
    report(.screenSwitched(to: screen.name))
  }

  // MARK: Events

  func report(_ event: DemoEvent) {
    if let line = event.logLine {
      log.append(line)
      if event.isAction || !statusNamesAnAction { lastEvent = line }
      if event.isAction { statusNamesAnAction = true }
    }
    eventSink?(event)
  }
}
