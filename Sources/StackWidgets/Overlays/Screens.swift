import StackUI

/// The stack of screens an app draws: its root widget, the screens and dialogs pushed over
/// it, and the toasts above everything (Textual's `push_screen`, `ModalScreen` and `notify`).
///
/// Wrap the app's root widget once, and hand the app's events and frames to the host:
///
/// ```swift
/// let screens = Screens(root: group)   // group: the app's FocusGroup
/// func handle(_ event: InputEvent) -> AppResponse { screens.handle(event) ?? .unchanged }
/// func render(in surface: inout Surface) { screens.render(in: &surface) }
/// var isAnimating: Bool { screens.isAnimating }
/// func advanceAnimations() -> AppResponse { screens.isAnimating ? .redraw : .unchanged }
///
/// screens.confirm("Delete notes.txt?") { ok in if ok { delete() } }
/// screens.notify("Saved", kind: .success)
/// ```
///
/// **Modal screens.** The top screen takes every key, paste and click: the screens below
/// get none (the focus is trapped in it), and Tab past its last part comes back to its first.
/// A key the top screen does not use ends there; Esc ends a screen that
/// `PresentedScreen.cancelsOnEscape` with no result (nil, `false` for a confirm). A click
/// outside the top screen does nothing (decision 0581), a click inside reaches its widgets in
/// their own coordinates. The screens below are still drawn (``Backdrop/dimmed`` by default).
///
/// **Results.** ``push(_:returning:placement:panel:backdrop:cancelsOnEscape:completion:)``
/// takes a completion, ``present(_:returning:placement:panel:backdrop:cancelsOnEscape:)``
/// the same as `async`; ``pop(with:)`` ends the top screen with a value. A completion runs
/// after its screen is off the stack, so it may push the next one.
///
/// **Toasts** (``notify(_:kind:duration:)``) show in the bottom-right corner and disappear
/// on the loop's clock (`surface.context.milliseconds`): a headless script's virtual time
/// moves them as a terminal's real time does. ``isAnimating`` is true while one is up.
public final class Screens: Widget {
  /// The app's own widget, at the bottom of the stack.
  public let root: any Widget
  /// The toasts up now, oldest first.
  public package(set) var toasts: [Toast] = []
  /// At most this many toasts are shown; a newer one pushes the oldest out. Default: 4.
  public var maximumToasts = 4
  /// Room kept free along the edges by toasts (by default the last line: a footer's).
  public var toastInsets = EdgeInsets(bottom: 1)
  /// The screens over the root, bottom first.
  package private(set) var stack: [PresentedScreen] = []
  /// The area the host last drew in or handled an event in.
  public private(set) var bounds = Rect.zero
  /// True while the last press went to the top screen: its release goes there too.
  var pressWentToScreen = false

  /// A host showing `root` with nothing over it.
  public init(root: any Widget) {
    self.root = root
  }

  deinit {
    // A screen still waiting hands back "cancelled", so no awaiting task is left hanging.
    for screen in stack.reversed() { screen.finish(with: nil) }
  }

  /// The number of screens over the root.
  public var depth: Int { stack.count }

  /// The top screen's widget; nil when only the root is shown.
  public var topScreen: (any Widget)? { stack.last?.widget }

  /// True while a screen is over the root.
  public var isPresenting: Bool { !stack.isEmpty }

  // MARK: - The stack

  /// Pushes `widget` as a screen whose result is a `Result`; `completion` gets it when the
  /// screen ends (``pop(with:)``), or nil when it is cancelled (Esc, ``cancel()``,
  /// ``dismissAll()``, the host going away).
  ///
  /// - Parameters:
  ///   - widget: the screen's content; it gets every event while it is on top.
  ///   - returning: the type of the screen's result (what ``pop(with:)`` must be given).
  ///   - placement: where the screen sits; default: centred at the size it asks for.
  ///   - panel: its frame and title; nil draws none.
  ///   - backdrop: what becomes of the screens below; default: dimmed.
  ///   - cancelsOnEscape: whether Esc, when the widget does not use it, cancels the screen.
  ///   - completion: called with the result once the screen is off the stack (nil when it
  ///     was cancelled).
  public func push<Result>(
    _ widget: any Widget, returning: Result.Type = Result.self,
    placement: ScreenPlacement = .fitted, panel: Panel? = Screens.dialogPanel(),
    backdrop: Backdrop = .dimmed, cancelsOnEscape: Bool = true,
    completion: @escaping (Result?) -> Void
  ) {
    stack.append(
      PresentedScreen(
        widget: widget, placement: placement, panel: panel, backdrop: backdrop,
        cancelsOnEscape: cancelsOnEscape, accepts: { $0 is Result },
        complete: { completion($0 as? Result) }))
    pressWentToScreen = false
  }

  /// Pushes `widget` as ``push(_:returning:placement:panel:backdrop:cancelsOnEscape:completion:)``
  /// does and waits for its result (nil when cancelled). Call it from a task on the app's
  /// actor (`loop.task { … }`); the events that end the screen come through ``handle(_:)``.
  nonisolated(nonsending) public func present<Result: Sendable>(
    _ widget: any Widget, returning: Result.Type = Result.self,
    placement: ScreenPlacement = .fitted, panel: Panel? = Screens.dialogPanel(),
    backdrop: Backdrop = .dimmed, cancelsOnEscape: Bool = true
  ) async -> Result? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
      push(
        widget, returning: Result.self, placement: placement, panel: panel, backdrop: backdrop,
        cancelsOnEscape: cancelsOnEscape
      ) { continuation.resume(returning: $0) }
    }
  }

  /// Ends the top screen with `result`. False (and nothing happens) when no screen is up or
  /// the top one does not return a `Result`.
  @discardableResult
  public func pop<Result>(with result: Result) -> Bool {
    guard let top = stack.last, top.accepts(result) else { return false }
    stack.removeLast()
    pressWentToScreen = false
    top.finish(with: result)
    return true
  }

  /// Ends the top screen with no result (nil); false when no screen is up.
  @discardableResult
  public func cancel() -> Bool {
    guard let top = stack.popLast() else { return false }
    pressWentToScreen = false
    top.finish(with: nil)
    return true
  }

  /// Ends every screen, top first, with no result.
  public func dismissAll() {
    while cancel() {}
  }

  /// The default frame of a dialog: a rounded border titled `title`, in the focus role.
  public static func dialogPanel(title: String = "") -> Panel {
    Panel(title: title, border: .rounded, focusedBorder: .rounded)
  }

  // MARK: - Top level

  /// Draws the whole stack on `surface` and puts the terminal's cursor where the top
  /// screen's focused widget wants it (the root's when no screen is up).
  public func render(in surface: inout Surface) {
    render(in: &surface, isFocused: true)
    surface.setCursor(cursorPosition(in: surface.bounds))
  }

  /// Hands `event` to the top screen (the root when none is up); a resize lays everything
  /// out again. nil when nothing used it (only possible with no screen up).
  public func handle(_ event: InputEvent) -> AppResponse? {
    if case .resize(let size) = event {
      bounds = Rect(origin: .zero, size: size)
      _ = root.handle(event, in: bounds)
      return .redraw
    }
    return handle(event, in: bounds)
  }

  /// The help of what has the keys now: the top screen's (with Esc), or the root's
  /// (`FocusGroup.helpSections` when the root is a group).
  public var helpSections: [KeyHelpSection] {
    guard let top = stack.last else {
      if let group = root as? FocusGroup { return group.helpSections }
      return root.keyHelp.map { [$0] } ?? []
    }
    var sections: [KeyHelpSection] = []
    if let group = top.widget as? FocusGroup {
      sections = group.helpSections
    } else if let help = top.widget.keyHelp {
      sections = [help]
    }
    if top.cancelsOnEscape {
      let escape = KeyHelpLine(keys: "Esc", help: "cancel")
      let tab = KeyHelpLine(keys: "Tab Shift-Tab", help: "next / previous control")
      sections.append(KeyHelpSection(title: "Dialog", lines: [escape, tab]))
    }
    return sections
  }

  // MARK: - Widget

  /// True when the root or a screen takes the focus.
  public var acceptsFocus: Bool { root.acceptsFocus || !stack.isEmpty }

  /// Draws the root, each screen over it (dimming what is below when it asks), then the
  /// toasts. Only the top screen is drawn focused.
  public func render(in surface: inout Surface, isFocused: Bool) {
    bounds = surface.bounds
    root.render(in: &surface, isFocused: isFocused && stack.isEmpty)
    for (index, screen) in stack.enumerated() {
      if screen.backdrop == .dimmed { Self.dim(&surface) }
      let focused = isFocused && index == stack.count - 1
      screen.frame = screen.placement.rect(
        in: surface.bounds, widget: screen.widget, panel: screen.panel)
      surface.fill(screen.frame, style: surface.baseStyle)
      screen.panel?.render(in: &surface, region: screen.frame, isFocused: focused)
      surface.withRegion(screen.contentFrame) { screen.widget.render(in: &$0, isFocused: focused) }
    }
    renderToasts(in: &surface)
  }

  /// Routes `event` to the top screen, trapping the focus in it, or to the root.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    bounds = region
    guard let top = stack.last else {
      if let response = root.handle(event, in: region) { return response }
      guard case .key(let key) = event else { return nil }
      return Self.wrapFocus(key, in: root)
    }
    if top.frame.isEmpty {
      top.frame = top.placement.rect(in: region, widget: top.widget, panel: top.panel)
    }
    let content = top.contentFrame
    let local = Rect(origin: .zero, size: content.size)
    switch event {
    case .key(let key):
      if let response = top.widget.handle(event, in: local) { return response }
      return handleUnused(key, on: top)
    case .paste:
      return top.widget.handle(event, in: local) ?? .unchanged
    case .mouse(let mouse):
      return handleMouse(mouse, on: top)
    case .resize:
      return top.widget.handle(event, in: local) ?? .redraw
    }
  }

  /// The top screen's cursor (in its frame), or the root's.
  public func cursorPosition(in region: Rect) -> Point? {
    guard let top = stack.last else { return root.cursorPosition(in: region) }
    let content = top.contentFrame
    guard
      let point = top.widget.cursorPosition(in: Rect(origin: .zero, size: content.size))
    else { return nil }
    return Point(x: point.x.saturatingAdd(content.minX), y: point.y.saturatingAdd(content.minY))
  }

  /// The keys of what has them now: the top screen's, or the root's.
  public var keyHelp: KeyHelpSection? { stack.last?.widget.keyHelp ?? root.keyHelp }

  /// True while the root or a screen moves on its own, or a toast is up.
  public var isAnimating: Bool {
    !toasts.isEmpty || root.isAnimating || stack.contains { $0.widget.isAnimating }
  }
}
