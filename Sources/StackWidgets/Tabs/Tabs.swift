/// A tab bar switching between widgets (Textual's `TabbedContent`, ratatui's `Tabs`): the bar
/// on the first line, the selected tab's widget below it. Tabs that are not selected are
/// neither laid out nor drawn, and get no events: a hidden tab costs nothing.
///
/// ```swift
/// let tabs = Tabs([Tab("Files", files), Tab("Log", log), Tab("Settings", settings)])
/// tabs.onSelect = { index in status.text = "tab \(index + 1)" }
/// ```
///
/// **Keys** go to the selected widget first; those it does not use switch tabs: `[` and `]`
/// (or ← →) the previous and next tab, `1`…`9` the first nine. (Ctrl-PgUp/PgDn would be
/// the usual pair, but terminals send no distinct key for them.) **Mouse**: a click on a
/// title selects its tab, on `‹` or `›` the previous or next one; the wheel over the bar
/// moves between tabs; events below the bar go to the selected widget.
///
/// **A bar too short for every title** scrolls: it shows a run of titles that holds the
/// selected one, with `‹` and `›` where titles are hidden. The selected title is drawn in
/// the `.selection` role while the tabs have the focus (reverse without colours),
/// `.unfocusedSelection` otherwise (underlined).
public final class Tabs: Widget {
  /// The tabs, in bar order. Changing them keeps the selection in range.
  public var tabs: [Tab] {
    didSet { selectedIndex = Self.clamp(selectedIndex, count: tabs.count) }
  }
  /// The selected tab; nil only when there are no tabs.
  public private(set) var selectedIndex: Int?
  /// Runs after the selection changed, with the new index.
  public var onSelect: ((Int) -> Void)?
  /// The first title shown in the bar (moved to keep the selected one shown).
  public private(set) var firstVisibleTab = 0
  /// The bar as last drawn.
  private(set) var bar = TabBarLayout()

  /// Tabs showing `tabs`, the one at `selected` first.
  public init(_ tabs: [Tab], selected: Int = 0) {
    self.tabs = tabs
    selectedIndex = Self.clamp(selected, count: tabs.count)
  }

  /// The selected tab's widget.
  public var selectedContent: (any Widget)? { selectedIndex.map { tabs[$0].content } }

  /// Selects tab `index` (cut to the tabs there are); false when nothing changed.
  @discardableResult
  public func select(_ index: Int) -> Bool {
    let new = Self.clamp(index, count: tabs.count)
    guard new != selectedIndex, let new else { return false }
    selectedIndex = new
    onSelect?(new)
    return true
  }

  /// Selects the tab `step` places away, wrapping round; false when nothing changed.
  @discardableResult
  public func move(by step: Int) -> Bool {
    guard let current = selectedIndex, !tabs.isEmpty else { return false }
    let count = tabs.count
    return select(((current + step % count) % count + count) % count)
  }

  // MARK: - Widget

  /// Takes the focus when a tab exists (the bar's keys work even over a widget that takes none).
  public var acceptsFocus: Bool { !tabs.isEmpty }

  /// Draws the bar and the selected widget below it.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let width = surface.size.width
    guard width > 0, surface.size.height > 0 else { return }
    layoutBar(width: width)
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), role: .text)
    for item in bar.items {
      let role: StyleRole =
        item.index == selectedIndex ? (isFocused ? .selection : .unfocusedSelection) : .text
      surface.write(item.text, at: Point(x: item.x, y: 0), role: role)
      if item.index != bar.items.first?.index {
        surface.write("│", at: Point(x: item.x - 1, y: 0), role: .border)
      }
    }
    if bar.hasMoreBefore { surface.write("‹", at: .zero, role: .accent) }
    if bar.hasMoreAfter { surface.write("›", at: Point(x: width - 1, y: 0), role: .accent) }
    guard let content = selectedContent else { return }
    surface.withRegion(contentRect(in: surface.bounds)) {
      content.render(in: &$0, isFocused: isFocused)
    }
  }

  /// The selected widget's events first, then the tab keys and clicks on the bar.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    let content = contentRect(in: region)
    switch event {
    case .key(let key):
      if let response = deliver(event, in: content) { return response }
      return handleTabKey(key)
    case .paste, .resize:
      return deliver(event, in: content)
    case .mouse(let mouse):
      guard mouse.point.y == region.minY else {
        return deliver(.mouse(mouse.relative(to: content.origin)), in: content)
      }
      return handleBarMouse(mouse, width: region.size.width)
    }
  }

  /// The selected widget's cursor, below the bar.
  public func cursorPosition(in region: Rect) -> Point? {
    let content = contentRect(in: region)
    guard let point = selectedContent?.cursorPosition(in: Rect(origin: .zero, size: content.size))
    else { return nil }
    return Point(x: point.x + content.minX, y: point.y + content.minY)
  }

  /// The selected widget's keys, then the tab keys, under the selected tab's title.
  public var keyHelp: KeyHelpSection? {
    let own = [
      KeyHelpLine(keys: "[ ] ← →", help: "previous / next tab"),
      KeyHelpLine(keys: "1-9", help: "tab 1 to 9"),
      KeyHelpLine(keys: "click", help: "select a tab"),
    ]
    let title = selectedIndex.map { tabs[$0].title } ?? "Tabs"
    return KeyHelpSection(title: title, lines: (selectedContent?.keyHelp?.lines ?? []) + own)
  }

  /// True while the selected widget moves on its own (hidden ones do not count).
  public var isAnimating: Bool { selectedContent?.isAnimating ?? false }

  // MARK: - Internals

  /// `index` cut to `0..<count`; nil when `count` is 0.
  private static func clamp(_ index: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    return min(max(0, index ?? 0), count - 1)
  }

  /// Lays the bar out on `width` columns, keeping the selected title shown.
  private func layoutBar(width: Int) {
    (bar, firstVisibleTab) = TabBarLayout.make(
      titles: tabs.map(\.title), selected: selectedIndex, first: firstVisibleTab, width: width)
  }

  /// The region below the bar.
  private func contentRect(in region: Rect) -> Rect {
    Rect(
      x: region.minX, y: region.minY + 1, width: region.size.width,
      height: max(0, region.size.height - 1))
  }

  /// `event` handed to the selected widget in `content`'s coordinates.
  private func deliver(_ event: InputEvent, in content: Rect) -> AppResponse? {
    selectedContent?.handle(event, in: Rect(origin: .zero, size: content.size))
  }

  /// `[` `]` ← → and the digits.
  private func handleTabKey(_ key: Key) -> AppResponse? {
    switch key {
    case .character("["), .left: return move(by: -1) ? .redraw : .unchanged
    case .character("]"), .right: return move(by: 1) ? .redraw : .unchanged
    case .character(let digit) where ("1"..."9").contains(digit):
      guard let number = digit.wholeNumberValue, number <= tabs.count else { return nil }
      return select(number - 1) ? .redraw : .unchanged
    default: return nil
    }
  }

  /// A click on a title or a marker; the wheel over the bar.
  private func handleBarMouse(_ mouse: MouseEvent, width: Int) -> AppResponse? {
    layoutBar(width: width)
    switch mouse {
    case .press(let point):
      if point.x == 0 && bar.hasMoreBefore { return move(by: -1) ? .redraw : .unchanged }
      if point.x == width - 1 && bar.hasMoreAfter { return move(by: 1) ? .redraw : .unchanged }
      guard let index = bar.index(at: point.x) else { return .unchanged }
      return select(index) ? .redraw : .unchanged
    case .release: return .unchanged
    case .wheelUp: return move(by: -1) ? .redraw : .unchanged
    case .wheelDown: return move(by: 1) ? .redraw : .unchanged
    }
  }
}
