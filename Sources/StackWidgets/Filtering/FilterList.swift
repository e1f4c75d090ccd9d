import StackUI

/// A list of lines filtered by a query: a `Widget` showing the matches of a `LineFilter` as
/// lazy rows of a `ScrollStack` (matched characters highlighted), best first, with the
/// selection; the building block of a picker (an `InputLine` above it sets the query).
///
/// Filtering runs in slices (see `LineFilter.run(for:clock:slice:)`): call ``advance(for:clock:)``
/// once per frame while ``isFiltering`` (from the app's `advanceAnimations()`), and the rows
/// follow the matches found so far. Lines appended to ``store`` (streamed input) are picked
/// up the same way.
///
/// Keys: ↑ ↓ (Ctrl-P, Ctrl-N) move the selection, Page Up/Down page; the wheel scrolls and a
/// click (press and release on one row) selects. Everything else goes on (to the input line or the app).
///
/// ```swift
/// let list = FilterList(store: store)
/// query.onChange = { list.search($0) }
/// // render: list.render(in: &surface, region: listRegion, isFocused: false)
/// // advanceAnimations: list.advance(for: .milliseconds(8), clock: clock) ? .redraw : .unchanged
/// // on Enter: list.selectedLine.map { store.line($0) }   // the original bytes
/// ```
public final class FilterList: Widget {
  /// The lines.
  public let store: LineStore
  /// The filter over them.
  public let filter: LineFilter
  /// The stack showing the matches.
  public let stack: ScrollStack
  /// Fuzzy (default) or substring matching for ``search(_:)``.
  public var kind = FilterQuery.Kind.fuzzy
  /// Merged onto matched characters.
  public var highlightRole = StyleRole.match
  /// The number of lines the rows show (the filter may have found more since).
  public private(set) var shownCount = 0
  /// Whether the rows show the filter's final ranking (not the matches found so far).
  private var showsRanking = false

  /// The list never takes the focus: its keys come from the screen (an input line above it
  /// keeps the focus, as in a picker).
  public var acceptsFocus: Bool { false }

  /// Creates a list of every line of `store`.
  public init(store: LineStore) {
    self.store = store
    self.filter = LineFilter(store: store)
    self.stack = ScrollStack(viewport: .zero)
    rebuildRows(keepingSelection: false)
    showsRanking = true
  }

  /// The lines examined at once by ``search(_:)``: a short list is filtered before the key
  /// returns (Enter right after a key picks from its result); a long one costs the key about
  /// a millisecond more.
  public static let immediateSlice = 10_000

  /// Filters by `text` (smart case, ``kind``): the first ``immediateSlice`` lines at once,
  /// the rest as ``advance(for:clock:)`` runs. The selection goes back to the best match.
  public func search(_ text: String) {
    filter.search(FilterQuery(text, kind: kind))
    filter.step(budget: Self.immediateSlice)
    rebuildRows(keepingSelection: false)
    showsRanking = !filter.isRunning
  }

  /// True while filtering is unfinished, or new lines or matches are not shown yet.
  public var isFiltering: Bool {
    filter.isRunning || shownCount != filter.matchCount || !showsRanking
  }

  /// Filters for about `duration` and updates the rows; true when they changed.
  @discardableResult
  public func advance(for duration: Duration, clock: any AnimationClock) -> Bool {
    if filter.isRunning { filter.run(for: duration, clock: clock) }
    let ranked = !filter.isRunning
    guard shownCount != filter.matchCount || ranked != showsRanking else { return false }
    // Once ranked, the best match comes first and is selected (the order changed).
    rebuildRows(keepingSelection: !ranked || showsRanking)
    showsRanking = ranked
    return true
  }

  /// `"matches / lines"`.
  public var countText: String { filter.countText }

  /// The selected line's index in ``store``, or nil when nothing matches.
  public var selectedLine: Int? {
    guard let rank = stack.selectedIndex, rank < shownCount else { return nil }
    return filter.lineIndex(atRank: rank)
  }

  /// Draws the matches in `region`.
  public func render(in surface: inout Surface, isFocused: Bool) {
    if stack.viewport != surface.size { stack.viewport = surface.size }
    stack.render(in: &surface)
  }

  /// Selection keys, the wheel and clicks; nil for the rest.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    let action: StackAction
    switch event {
    case .key(.up), .key(.ctrl("p")): action = .selectPrevious
    case .key(.down), .key(.ctrl("n")): action = .selectNext
    case .key(.pageUp): action = .pageBack
    case .key(.pageDown): action = .pageForward
    case .mouse(let mouse):
      // The points are the list's own: `(0, 0)` is its top-left cell. The release of a press
      // on the list comes here wherever it is, so a press dragged off the list ends.
      let isRelease = if case .release = mouse { true } else { false }
      let endsAPress = isRelease && stack.pressed != nil
      guard endsAPress || region.contains(mouse.point) else { return nil }
      action = MouseBindings.standard.action(for: mouse, origin: .zero)
    default: return nil
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  /// Shows the filter's current matches as lazy rows.
  private func rebuildRows(keepingSelection: Bool) {
    let selected = keepingSelection ? stack.selectedIndex : nil
    stack.removeAllRows()
    let count = filter.matchCount
    let filter = self.filter
    let store = self.store
    let query = filter.query
    let highlightRole = self.highlightRole
    try? stack.addLazyRows(count: count) { rank in
      MatchedLineContent(
        store: store, line: filter.lineIndex(atRank: rank), query: query,
        highlightRole: highlightRole)
    }
    shownCount = count
    if let selected, count > 0 {
      try? stack.select(rowAt: min(selected, count - 1))
    } else {
      _ = stack.selectFirst()
    }
  }
}
