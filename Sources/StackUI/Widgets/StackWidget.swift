import StackCore

/// A `ScrollStack` as a ``Widget``: drawn in its region (inside a `Panel` when it has
/// one), with its own viewport, moved by its key map while focused and by the mouse under
/// the pointer.
///
/// ```swift
/// let files = StackWidget(title: "Files")
/// try files.stack.addRows(names.map { TextRowContent($0, wraps: false) })
/// files.onTap = { index in open(names[index]); return .redraw }
/// ```
///
/// - The stack's viewport follows the region: it is set to the panel's inner size each time
///   the part is drawn or handles an event, so a resize needs nothing more.
/// - Keys: ``keys`` (``KeyMap/standard``); a key it does not bind is left to the screen.
/// - Mouse: ``mouse`` (``MouseBindings/standard``): the wheel scrolls by its
///   ``MouseBindings/wheelStep`` lines; a press selects the row under the
///   pointer and presses it, the release on the same row taps it (Enter and Space tap the
///   selected row). ``onTap`` then runs, after the stack is done with the tap, so it may
///   change the stack's rows.
/// - Focus: the panel is drawn focused (thick and bold); without the focus the selected row
///   is marked with ``unfocusedSelectionRole`` (underlined) instead of the stack's
///   selection style, so only the focused part shows a full selection bar.
public final class StackWidget: Widget {
  /// The stack shown.
  public let stack: ScrollStack
  /// The border and title around the stack; nil draws the stack in the whole region.
  public var panel: Panel?
  /// The keys the part uses while focused.
  public var keys: KeyMap<StackAction>
  /// What the mouse does over the stack (the lines one wheel notch scrolls).
  public var mouse = MouseBindings.standard
  /// Marks the selected row while the part does not have the focus (colour or not).
  public var unfocusedSelectionRole = StyleRole.unfocusedSelection
  /// Runs when a row was tapped (Enter, Space, a click), with its index; its answer is the
  /// part's answer to the event.
  public var onTap: ((Int) -> AppResponse)?
  /// The taps of the event being handled, reported after the stack is done with it.
  private var taps: [Int] = []
  /// Keeps the stack's observer registered.
  private var observation: ObserverToken?

  /// A part showing `stack`, framed by `panel`, using `keys`.
  public init(
    _ stack: ScrollStack = ScrollStack(), panel: Panel? = Panel(),
    keys: KeyMap<StackAction> = .standard
  ) {
    self.stack = stack
    self.panel = panel
    self.keys = keys
    observation = stack.addObserver { [weak self] event in
      if case .tapped(_, let index) = event { self?.taps.append(index) }
    }
  }

  /// A part showing `stack` in a plain panel titled `title`.
  public convenience init(title: String, stack: ScrollStack = ScrollStack()) {
    self.init(stack, panel: Panel(title: title))
  }

  /// The region inside the panel.
  package func innerRegion(of region: Rect) -> Rect { panel?.innerRegion(of: region) ?? region }

  public func render(in surface: inout Surface, isFocused: Bool) {
    let region = surface.bounds
    let inner = panel?.render(in: &surface, region: region, isFocused: isFocused) ?? region
    fitViewport(to: inner)
    guard !isFocused else {
      surface.withRegion(inner) { stack.render(in: &$0) }
      return
    }
    let focusedAppearance = stack.appearance
    stack.appearance.selectionRole = unfocusedSelectionRole
    surface.withRegion(inner) { stack.render(in: &$0) }
    stack.appearance = focusedAppearance
  }

  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    let inner = innerRegion(of: region)
    fitViewport(to: inner)
    let action: StackAction?
    switch event {
    case .key(let key):
      guard let bound = keys.command(for: key)?.action else { return nil }
      action = bound
    case .mouse(.press(let point)):
      let local = Point(x: point.x - inner.minX, y: point.y - inner.minY)
      guard inner.contains(point) else { return .unchanged }  // On the panel: focus only.
      if let index = stack.indexOfRow(atViewportPoint: local) { try? stack.select(rowAt: index) }
      action = .press(at: local)
    case .mouse(let event):
      action = mouse.action(for: event, origin: inner.origin)
    case .resize, .paste: return nil
    }
    taps.removeAll()
    let changed = action.map { stack.perform($0) } ?? false
    let tapped = taps
    taps.removeAll()
    var response: AppResponse = changed ? .redraw : .unchanged
    for index in tapped {
      if let onTap { response = FocusGroup.combine(response, onTap(index)) ?? response }
    }
    return response
  }

  /// The keys of ``keys`` and the mouse, under the panel's title.
  public var keyHelp: KeyHelpSection? {
    let mouseLine = KeyHelpLine(
      keys: "wheel, click", help: "scroll \(mouse.wheelStep) lines, tap a row")
    let title = panel.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? "List"
    return KeyHelpSection(title: title, lines: keys.helpLines + [mouseLine])
  }

  /// Sets the stack's viewport to the size of `inner` when it differs.
  private func fitViewport(to inner: Rect) {
    if stack.viewport != inner.size { stack.viewport = inner.size }
  }
}
