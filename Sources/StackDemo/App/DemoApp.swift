import StackCore
import StackTerminal

/// The interactive demo: screens, global keys, event log, help overlay and status line.
/// A plain client of StackCore and StackTerminal: every row operation goes through
/// `ScrollStack`'s public API.
///
/// Keys go one way: ``handle(_:)`` looks the key up in ``keyMap`` (the demo's table plus the
/// current screen's, or the help overlay's while it is shown) and ``perform(_:)`` carries out
/// the action; the help overlay lists the same table.
@MainActor
final class DemoApp: TerminalApp {
  /// The screens, in ``ScreenName`` (Tab) order.
  let screens: [any DemoScreen]
  /// The keys on each screen: the demo's table followed by the screen's own lines.
  let screenKeyMaps: [KeyMap<DemoAction>]
  /// The keys while the help overlay is shown.
  let helpKeyMap: KeyMap<DemoAction>
  private(set) var currentIndex: Int
  private(set) var size: Size
  let isMonochrome: Bool
  var showsHelp = false
  /// The first help entry shown when the help does not fit.
  var helpOffset = 0
  var showsLog = false
  var log = EventLog()
  /// What the status line names last.
  var lastEvent = EventLine.text("—")
  /// Reused for the status and log lines drawn every frame (see `takeLineBuffer()`).
  var lineBuffer = ""
  /// True once the current input did something (added a row, tapped, switched screen…): the
  /// status line then keeps naming that, not the visibility changes it caused on the way.
  var statusNamesAnAction = false
  var hiddenRows: [[Row]]
  var addedCount = 0
  /// A keyboard tap in progress: the row is pressed and drawn highlighted until `idle()`.
  var pendingRelease: Int?
  /// Receives every demo event (used by `--events`).
  var eventSink: ((DemoEvent) -> Void)?
  /// What the mouse does (keys go through ``keyMap``).
  let mouseBindings = MouseBindings.standard
  /// The clock every screen's animations and the chat's answers are timed on; nil: no time
  /// passes, everything lands at once (most tests).
  let clock: (any AnimationClock)?
  /// False with `--no-animation` or reduced motion: changes land at once, even with a clock.
  let animates: Bool
  /// Visibility changes held back per screen (in ``screens`` order) while a motion runs (see
  /// ``LandedVisibility``).
  var landedVisibility: [LandedVisibility]

  var screen: any DemoScreen { screens[currentIndex] }
  var stack: ScrollStack { screen.stack }

  /// Builds every screen and starts on `screen`. `keyMap` replaces the demo's key table
  /// (`KeyMap.demo()`); a key a screen binds as well throws a `KeyMapError`. `clock`
  /// times the animations and the chat's answers (give the run loop the same one); nil:
  /// nothing waits for time. `animates: false` keeps the clock for timed content only.
  init(
    screen start: ScreenName, rows: Int, size: Size, isMonochrome: Bool,
    keyMap: KeyMap<DemoAction>? = nil, clock: (any AnimationClock)? = nil,
    animates: Bool = true
  ) throws {
    screens = try ScreenName.allCases.map { try $0.makeScreen(rows: rows) }
    self.clock = clock
    self.animates = animates
    for screen in screens { screen.useClock(clock, animates: animates) }
    let keys = try keyMap ?? KeyMap.demo()
    screenKeyMaps = try screens.map { screen in
      try keys.adding(screen.keyEntries.map { $0.mapActions(DemoAction.screen) })
    }
    helpKeyMap = try KeyMap.helpOverlay()
    currentIndex = 0
    self.size = size
    self.isMonochrome = isMonochrome
    hiddenRows = Array(repeating: [], count: screens.count)
    landedVisibility = Array(repeating: LandedVisibility(), count: screens.count)
    // Every screen gets the terminal's size and a selection before it is observed: setting
    // up is not an event to show (the first frame's status line would otherwise report the
    // rows a larger viewport made visible).
    for index in screens.indices {
      currentIndex = index
      layoutStack()
      if stack.selectedIndex == nil { stack.selectNext() }
    }
    currentIndex = screens.firstIndex { $0.name == start } ?? 0
    for (index, screen) in screens.enumerated() {
      let name = screen.name.rawValue
      screen.stack.addObserver { [weak self] event in
        self?.report(.stack(event, screen: name), fromScreenAt: index)
      }
      screen.onAnimation = { [weak self] change, phase in
        switch phase {
        case .started: self?.report(.animationStarted(change: change, screen: name))
        case .finished(let finished):
          self?.report(.animationFinished(change: change, screen: name, finished: finished))
        }
      }
    }
  }

  // MARK: TerminalApp

  func resize(to size: Size) {
    defer { landMotions() }
    let changed = size != self.size
    self.size = size
    layoutStack()
    // The run loop also calls this for the first frame, at the size the app started with:
    // that is not a resize the user made, so it is not reported. It is reported after the
    // layout (and the events the layout caused), so the status line names the resize.
    if changed { report(.resized(size)) }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    defer { landMotions() }
    statusNamesAnAction = false
    let response = finishPendingTap()
    if !showsHelp, let overlay = screen.overlay {
      switch event {
      case .key, .paste, .mouse:
        // The overlay takes every input while it is there (Esc closes it).
        let answer = overlay.handle(
          event, placedAt: Rect(origin: stackOrigin, size: stack.viewport))
        return answer ?? response
      case .resize: break
      }
    }
    switch event {
    case .resize(let size):
      resize(to: size)
      return .redraw
    case .mouse(let mouse):
      return handleMouse(mouse) == .redraw ? .redraw : response
    case .paste:
      return response
    case .key:
      let keyResponse: AppResponse
      if let action = keyMap.action(for: event) {
        keyResponse = perform(action)
      } else {
        // The help closes on any key it does not use; elsewhere an unbound key does nothing.
        keyResponse = showsHelp ? closeHelp() : .unchanged
      }
      return keyResponse == .unchanged ? response : keyResponse
    }
  }

  var idleTimeoutMilliseconds: Int? { pendingRelease == nil ? nil : 150 }

  func idle() -> AppResponse { finishPendingTap() }

  // MARK: Keys

  /// The keys in effect: the help overlay's while it is shown, otherwise the current
  /// screen's.
  var keyMap: KeyMap<DemoAction> { showsHelp ? helpKeyMap : screenKeyMap }

  /// The current screen's keys (the demo's and the screen's own): what the help lists.
  var screenKeyMap: KeyMap<DemoAction> { screenKeyMaps[currentIndex] }

  /// Carries out `action` (the action of a key, or one a test performs directly).
  func perform(_ action: DemoAction) -> AppResponse {
    switch action {
    case .quit: return .quit
    case .nextScreen: switchScreen(by: 1)
    case .previousScreen: switchScreen(by: -1)
    case .showHelp: showsHelp = true
    case .toggleEventLog:
      showsLog.toggle()
      layoutStack()
    case .stack(.activateSelection): return activateSelection()
    case .stack(let stackAction):
      let changed = screen.animating("\(stackAction)") { animation, completion in
        stack.perform(stackAction, animation: animation, completion: completion)
      }
      return changed ? .redraw : .unchanged
    case .row(let operation): performRowOperation(operation)
    case .screen(let screenAction): return screen.perform(screenAction) ? .redraw : .unchanged
    case .scrollHelp(let scroll): return scrollHelp(scroll)
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
    releasePress(at: index)
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
    let action = mouseBindings.action(for: mouse, origin: stackOrigin)
    if case .release(let point) = action, let row = stack.pressed {
      // A click that taps a row also selects it, so the keyboard carries on from there.
      if releasePress(at: stack.indexOfRow(atViewportPoint: point)),
        let index = stack.index(of: row), row.content.isSelectable
      {
        try? stack.select(rowAt: index)
      }
      return .redraw
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  /// Releases the press on the row at `index` (nil: off the rows), which taps it when it is
  /// the pressed row; what the tap changes (a collapsible row toggling) animates. True when
  /// it tapped.
  @discardableResult
  private func releasePress(at index: Int?) -> Bool {
    screen.animating("tap") { animation, completion in
      stack.performUpdate(animation: animation, completion: completion) {
        stack.releasePress(at: index)
      }
    }
  }

  private func switchScreen(by step: Int) {
    stack.cancelPress()
    currentIndex = (currentIndex + step + screens.count) % screens.count
    layoutStack()
    report(.screenSwitched(to: screen.name.rawValue))
  }

  // MARK: Events

  /// Logs `event` and hands it to ``eventSink``. A stack event comes with the index of its
  /// screen in ``screens``.
  func report(_ event: DemoEvent, fromScreenAt screenIndex: Int? = nil) {
    if case .stack(.visibilityChanged(let transition), _) = event, let screenIndex,
      landedVisibility[screenIndex].hold(
        transition, stackIsAnimating: screens[screenIndex].stack.isAnimating)
    {
      // Listed once it lands (`landMotions()`); `--events` gets every frame.
      eventSink?(event)
      return
    }
    if let line = event.logLine {
      log.append(line)
      if event.isAction || !statusNamesAnAction { lastEvent = line }
      if event.isAction { statusNamesAnAction = true }
    }
    eventSink?(event)
  }
}
