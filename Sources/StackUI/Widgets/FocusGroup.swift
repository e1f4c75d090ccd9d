import StackCore

/// The parts of a screen: where each one is (a layout function, run again on every resize),
/// which one has the focus, and where keys and mouse events go.
///
/// ```swift
/// let folders = StackWidget(title: "Folders"), files = StackWidget(title: "Files")
/// let group = FocusGroup([folders, files]) { area in
///   Layout.columns([.fraction(1, of: 3), .fill()]).split(area)
/// }
/// group.layers = [KeyLayer("App", keys: appKeys) { action in perform(action) }]
/// // In the TerminalApp:
/// func handle(_ event: InputEvent) -> AppResponse { group.handle(event) ?? .unchanged }
/// func render(into canvas: inout Canvas) { group.render(into: &canvas) }
/// func resize(to size: Size) { group.resize(to: size) }
/// ```
///
/// **Focus.** The parts are in focus order. Tab and Shift-Tab (``focusKeys``) move the focus
/// to the next and previous part that ``Widget/acceptsFocus`` and is shown (its region is not
/// empty), wrapping around; a click on a part focuses it. The focused part is drawn with
/// `isFocused` true, and shows it its own way (a ``StackWidget``'s `Panel` turns thick and
/// bold).
///
/// **Keys** are tried in order, and the first that uses a key ends its way: the focused part,
/// then ``focusKeys``, then each of ``layers`` (the screen's keys, the app's). ``helpSections``
/// lists the same layers in the same order.
///
/// **Mouse events** go to the part under the pointer (the last one in ``parts`` when regions
/// overlap): the wheel scrolls that part, focused or not; a press focuses it first. A release
/// goes to the part that got the press, wherever the pointer is, so that part can end it.
///
/// **Nesting.** A group is itself a ``Widget``: put one in another's parts to split a region
/// again. Tab then goes through the inner group's parts before moving on.
public final class FocusGroup: Widget {
  /// The parts, in focus order.
  public let parts: [any Widget]
  /// Each part's region from the last layout, in the order of ``parts`` (empty: not shown).
  public private(set) var regions: [Rect]
  /// The region the parts were last laid out in.
  public private(set) var bounds = Rect.zero
  /// The index of the focused part in ``parts``; nil when no part takes the focus.
  public private(set) var focusedIndex: Int?
  /// Gives the regions of the parts (in the order of ``parts``) for the group's region.
  /// Regions are clipped to the group's; a part without one is not shown.
  public var arrange: (Rect) -> [Rect]
  /// The keys that move the focus, tried after the focused part: ``KeyMap/focus`` (Tab,
  /// Shift-Tab).
  public var focusKeys = KeyMap<FocusMove>.focus
  /// Further layers of keys, tried in order after ``focusKeys``: the screen's, then the app's.
  public var layers: [KeyLayer] = []
  /// The title of the help section of ``focusKeys``.
  public var title = "Screen"
  /// True once the parts were laid out.
  private var hasLaidOut = false
  /// The part the last press went to: the release goes there too (nil: none).
  package var pressTarget: Int?

  /// A group of `parts` (in focus order; the first that takes the focus has it), placed in
  /// the regions `arrange` gives.
  public init(_ parts: [any Widget], arrange: @escaping (Rect) -> [Rect]) {
    self.parts = parts
    self.arrange = arrange
    regions = Array(repeating: .zero, count: parts.count)
    focusedIndex = parts.firstIndex { $0.acceptsFocus }
  }

  /// Lays the parts out in `bounds` (``arrange``).
  public func layout(in bounds: Rect) {
    self.bounds = bounds
    hasLaidOut = true
    let arranged = arrange(bounds)
    regions = parts.indices.map { index in
      index < arranged.count
        ? arranged[index].intersection(bounds) : Rect(origin: bounds.origin, size: .zero)
    }
    if let index = focusedIndex, !takesFocus(index) { _ = moveFocus(.next, wrapping: true) }
  }

  /// Lays the parts out in a screen of `size` (call it from `TerminalApp.resize(to:)`).
  public func resize(to size: Size) { layout(in: Rect(origin: .zero, size: size)) }

  /// The focused part.
  public var focusedPart: (any Widget)? { focusedIndex.map { parts[$0] } }

  /// The region of `part` from the last layout; nil when it is not one of ``parts``.
  public func region(of part: any Widget) -> Rect? { index(of: part).map { regions[$0] } }

  /// Gives `part` the focus; false when it is not one of ``parts``, does not take the focus
  /// or already has it.
  @discardableResult
  public func focus(_ part: any Widget) -> Bool {
    guard let index = index(of: part), parts[index].acceptsFocus, focusedIndex != index else {
      return false
    }
    focusedIndex = index
    return true
  }

  /// Moves the focus as Tab (``FocusMove/next``) or Shift-Tab does, wrapping around; false
  /// when it stayed where it was.
  @discardableResult
  public func moveFocus(_ move: FocusMove) -> Bool { moveFocus(move, wrapping: true) }

  /// Draws every shown part into `canvas`, laid out in the whole canvas first when it has
  /// another size than the last layout (or none was made), and puts the terminal's cursor
  /// where the focused part wants it (an input line's caret; none otherwise).
  public func render(in surface: inout Surface) {
    render(in: &surface, isFocused: true)
    surface.setCursor(cursorPosition)
  }

  /// Hands `event` to the parts and key layers (see the type's description); nil when none
  /// used it. A resize lays the parts out again.
  public func handle(_ event: InputEvent) -> AppResponse? {
    if case .resize(let size) = event {
      resize(to: size)
      return .redraw
    }
    return route(event, wrapping: true)
  }

  /// Where the terminal's cursor goes: the focused part's ``Widget/cursorPosition(in:)``.
  public var cursorPosition: Point? { cursorPosition(in: bounds) }

  /// The help, in the order keys are tried: the focused part's keys (an inner group's
  /// sections), the focus keys and the click under ``title``, then each layer's
  /// (``layerHelpSections``: without the keys the focused part types while it takes text).
  public var helpSections: [KeyHelpSection] {
    var sections: [KeyHelpSection] = []
    if let group = focusedPart as? FocusGroup {
      sections += group.helpSections.dropLast(group.layers.count + 1)
    } else if let help = focusedPart?.keyHelp {
      sections.append(help)
    }
    let click = KeyHelpLine(keys: "click", help: "focus the part under the pointer")
    let focusLines = takesTypedText ? focusKeys.helpLinesWhileTyping : focusKeys.helpLines
    sections.append(KeyHelpSection(title: title, lines: focusLines + [click]))
    return sections + layerHelpSections
  }

  /// The help of ``layers``, each a section. While the focused part takes typed text
  /// (``takesTypedText``), the printable keys pressed without a modifier are left out —
  /// they type into the part: `q ^C quit` shows as `^C quit`, `/ filter` not at all
  /// (``KeyMapEntry/helpLineWhileTyping``). Esc, Enter, Ctrl keys and arrows stay.
  public var layerHelpSections: [KeyHelpSection] {
    takesTypedText ? layers.map(\.helpSectionWhileTyping) : layers.map(\.helpSection)
  }

  /// True while the focused part takes typed text (an inner group's focused part included).
  public var takesTypedText: Bool { focusedPart?.takesTypedText ?? false }

  // MARK: - Widget

  /// True when one of the parts takes the focus.
  public var acceptsFocus: Bool { parts.contains { $0.acceptsFocus } }

  /// Draws the parts laid out in `region` (again only when it changed); the focused part is
  /// drawn focused while the group is.
  public func render(in surface: inout Surface, isFocused: Bool) {
    if !hasLaidOut || surface.bounds != bounds { layout(in: surface.bounds) }
    for index in parts.indices where !regions[index].isEmpty {
      surface.withRegion(regions[index]) { region in
        parts[index].render(in: &region, isFocused: isFocused && index == focusedIndex)
      }
    }
  }

  /// Routes `event` as ``handle(_:)`` does, except that Tab past the last part (Shift-Tab
  /// before the first) is left to the enclosing group.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    if !hasLaidOut || region != bounds { layout(in: region) }
    return route(event, wrapping: false)
  }

  /// The focused part's cursor position.
  public func cursorPosition(in region: Rect) -> Point? {
    guard let index = focusedIndex else { return nil }
    let child = regions[index]
    guard let point = parts[index].cursorPosition(in: Rect(origin: .zero, size: child.size))
    else { return nil }
    return Point(x: point.x.saturatingAdd(child.minX), y: point.y.saturatingAdd(child.minY))
  }

  /// The animating state of the group: true while any of its widgets moves on its own.
  public var isAnimating: Bool { parts.contains { $0.isAnimating } }

  // MARK: - Internals

  /// The index of `part` in ``parts`` (by identity).
  private func index(of part: any Widget) -> Int? { parts.firstIndex { $0 === part } }

  /// True when the part at `index` can have the focus: it takes it and is shown.
  private func takesFocus(_ index: Int) -> Bool {
    parts[index].acceptsFocus && (!hasLaidOut || !regions[index].isEmpty)
  }

  /// Moves the focus (first inside a focused inner group); without `wrapping`, false at the
  /// last part (the first for ``FocusMove/previous``).
  package func moveFocus(_ move: FocusMove, wrapping: Bool) -> Bool {
    if let index = focusedIndex, let inner = parts[index] as? FocusGroup,
      inner.moveFocus(move, wrapping: false)
    {
      return true
    }
    let count = parts.count
    guard count > 0 else { return false }
    let start = focusedIndex ?? (move == .next ? count - 1 : 0)
    let step = move == .next ? 1 : count - 1
    for distance in 1...count {
      let candidate = (start + step * distance) % count
      let wrapped = move == .next ? candidate <= start : candidate >= start
      if wrapped && !wrapping && focusedIndex != nil { return false }
      guard takesFocus(candidate) else { continue }
      if candidate == focusedIndex { return false }
      focusedIndex = candidate
      (parts[candidate] as? FocusGroup)?.focusEdge(first: move == .next)
      return true
    }
    return false
  }

  /// Focuses the first part that takes the focus (the last one unless `first`).
  private func focusEdge(first: Bool) {
    let order = first ? Array(parts.indices) : parts.indices.reversed()
    guard let index = order.first(where: takesFocus) else { return }
    focusedIndex = index
    (parts[index] as? FocusGroup)?.focusEdge(first: first)
  }
}
