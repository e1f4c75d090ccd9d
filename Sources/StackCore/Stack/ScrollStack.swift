import StackDrawing

/// A scrollable stack of rows measured in terminal cells: the heart of StackTUI.
///
/// A stack holds rows (each showing a ``RowContent``), lays them out along an `Axis` with
/// insets, separators and spacing, scrolls a viewport over them, keeps a selection, tracks
/// every row's ``RowVisibility`` and reports what happened through ``StackEvent``s. It draws
/// its viewport into a `Canvas` with ``render(in:)``. It never touches a
/// terminal.
///
/// ```swift
/// let stack = ScrollStack(viewport: Size(width: 80, height: 24))
/// try stack.addRows([TextRowContent("Hello"), TextRowContent("World")])
/// stack.addObserver { event in print(event) }
/// stack.selectNext()
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// stack.render(into: &canvas)
/// ```
///
/// Every mutating call is one *update*: the change is applied, the layout is completed, the
/// selection is kept valid and in view, and then the update's events are delivered.
/// Observers may change the stack from inside a callback: the change is applied at once (so
/// queries see it and invalid input still throws) and its events are delivered after the
/// events already being delivered.
public final class ScrollStack {
  // MARK: Parts (each with one job; none refers back to the stack)
  /// The rows: chunks, Fenwick trees, lazy sections and the rows made from them.
  let storage = RowStorage()
  /// The update in progress, its events and the observers.
  let transaction = UpdateTransaction()
  /// The selected and the pressed row.
  let selectionState = SelectionState()
  /// Which rows observers know as visible.
  var visibilityTracker = VisibilityTracker()
  /// The clock, what moves on screen and the completions waiting (see `Animation/`).
  let animator = StackAnimator()
  /// Following the end: the setting and the rows not seen yet.
  var following = EndFollowing()

  /// The layout: its settings, the offset and what was measured and settled.
  let layout: StackLayout

  /// Offset along the axis of the first visible cell. Rows changing above the viewport move
  /// it as ``anchoring`` says.
  public internal(set) var offset: Int {
    get { layout.offset }
    set { layout.offset = newValue }
  }

  // MARK: Configuration

  /// The size of the area the stack shows, in cells. Changing it lays out again. Each side
  /// is capped at 2^28 cells.
  public var viewport: Size {
    didSet {
      if viewport != Self.capped(viewport) { viewport = Self.capped(viewport) }
      guard viewport != oldValue else { return }
      performUpdate {
        transaction.pending.layoutChanged = true
        if viewport.length(along: axis.cross) != oldValue.length(along: axis.cross) {
          remeasureAll()
        }
      }
    }
  }

  /// The direction rows run in. Switching keeps every per-row setting, and brings the
  /// selected row entirely into view when it fits (offsets along the old axis mean nothing
  /// along the new one).
  public var axis: Axis {
    get { layout.axis }
    set {
      guard newValue != layout.axis else { return }
      performUpdate {
        changeLayoutSetting(\.axis, to: newValue, remeasure: true)
        selectionState.scrollIntoView(in: self)
      }
    }
  }

  /// Insets given to rows added from now on.
  public var defaultInsets: EdgeInsets = .zero

  /// The separator of rows without their own. Changing it lays out again.
  public var defaultSeparator: Separator {
    get { layout.defaultSeparator }
    set { changeLayoutSetting(\.defaultSeparator, to: newValue, remeasure: true) }
  }

  /// Empty cells between consecutive shown rows (after a row's separator). Negative values
  /// are stored as zero, values above 2^28 as 2^28.
  public var spacing: Int {
    get { layout.spacing }
    set { changeLayoutSetting(\.spacing, to: clampedLength(newValue), remeasure: true) }
  }

  /// Hides the separator of the last shown row (recomputed after every change). Default: true.
  public var autoHidesLastSeparator: Bool {
    get { layout.autoHidesLastSeparator }
    set { changeLayoutSetting(\.autoHidesLastSeparator, to: newValue, remeasure: false) }
  }

  /// Draws a scroll indicator in the last column (last line on a horizontal stack): a thumb
  /// on a track shows where the viewport is, and a bare track that everything fits. Rows are
  /// laid out one cell narrower. Default: false.
  public var showsScrollIndicator: Bool {
    get { layout.showsScrollIndicator }
    set { changeLayoutSetting(\.showsScrollIndicator, to: newValue, remeasure: true) }
  }

  /// Changes a layout setting as one update: the value changes inside the update (so the
  /// update starts from the old layout and reports e.g. the right `contentSizeChanged(from:)`),
  /// then the stack lays out again, re-measuring every row when the setting affects sizes.
  /// Setting the current value does nothing.
  private func changeLayoutSetting<Value: Equatable>(
    _ setting: ReferenceWritableKeyPath<StackLayout, Value>, to newValue: Value,
    remeasure: Bool
  ) {
    guard layout[keyPath: setting] != newValue else { return }
    performUpdate {
      layout[keyPath: setting] = newValue
      transaction.pending.layoutChanged = true
      if remeasure { remeasureAll() }
    }
  }

  /// What stays put on screen when rows above the viewport change.
  /// Default: ``ViewportAnchoring/offset``.
  ///
  /// With ``ViewportAnchoring/firstVisibleRow``, rows inserted, removed or moved above the
  /// viewport, and rows above expanding, collapsing or reloaded with a new length, leave the
  /// first visible row on its screen line. Following the end (``followsEnd``) wins over it,
  /// and so does an offset set in the same update (a scroll); a scroll target (a row
  /// selected) is applied from the anchored view.
  public var anchoring: ViewportAnchoring = .offset

  /// How rows are styled when selected, highlighted, and how the indicator looks.
  public var appearance = StackAppearance()

  /// Lazily made rows kept alive beyond those near the viewport. Negative values are
  /// stored as zero.
  public var lazyCacheLimit: Int = 256 {
    didSet { lazyCacheLimit = clampedLength(lazyCacheLimit) }
  }

  /// Creates an empty stack showing `viewport`.
  public init(viewport: Size = Size(width: 80, height: 24), axis: Axis = .vertical) {
    self.viewport = Self.capped(viewport)
    layout = StackLayout(axis: axis)
  }

  private static func capped(_ size: Size) -> Size {
    Size(width: clampedLength(size.width), height: clampedLength(size.height))
  }

  // MARK: Observing

  /// Calls `handler` for every event from now on. Keep the token to remove it.
  @discardableResult
  public func addObserver(_ handler: @escaping (StackEvent) -> Void) -> ObserverToken {
    transaction.observers.add(handler)
  }

  /// Stops calling the observer registered with `token`.
  public func removeObserver(_ token: ObserverToken) {
    transaction.observers.remove(token)
  }

  // MARK: Updates

  /// Runs `body` as one update: events of all changes inside are delivered once, after the
  /// layout is complete. Use it to batch several calls.
  ///
  /// ```swift
  /// try stack.performUpdate {
  ///   try stack.removeRow(at: 0)
  ///   try stack.addRow(TextRowContent("new"), at: .top)
  /// }
  /// ```
  public func performUpdate<T>(_ body: () throws -> T) rethrows -> T {
    try withinUpdate(body)
  }

  /// Runs `body` inside one update: the outermost call begins it and commits it (layout,
  /// visibility, events) when `body` returns or throws.
  func withinUpdate<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    enterUpdate()
    defer { exitUpdate() }
    return try body()
  }

  /// Enters an update: the outermost begins it.
  func enterUpdate() {
    if transaction.depth == 0 { beginUpdate() }
    transaction.depth += 1
  }

  /// Leaves an update: the outermost commits it (layout, visibility, events).
  func exitUpdate() {
    transaction.depth -= 1
    if transaction.depth == 0 { commitUpdate() }
  }

  /// Queues `event` for delivery when the current update completes.
  func enqueue(_ event: StackEvent) { transaction.enqueue(event) }
}
