import StackDrawing

/// Reading the stack: rows, lookups and visibility.
extension ScrollStack {
  /// Every row, hidden ones included, in order. Reading a lazy row makes it; reading more
  /// than about twice ``lazyCacheLimit`` lazy rows (here or with ``row(at:)``) outside an
  /// update releases the older ones again (their ``Row/index`` becomes nil; read the row
  /// again for the current object), so `for row in stack.rows` over a million lazy rows
  /// keeps memory bounded.
  public var rows: StackRows { StackRows(stack: self) }

  /// The number of rows, hidden ones included.
  public var count: Int { storage.count }

  /// True when the stack has no row.
  public var isEmpty: Bool { storage.count == 0 }

  /// The first row, or nil when empty.
  public var firstRow: Row? { isEmpty ? nil : readRow(at: 0) }

  /// The last row, or nil when empty.
  public var lastRow: Row? { isEmpty ? nil : readRow(at: storage.count - 1) }

  /// The row at `index`.
  public func row(at index: Int) throws(StackError) -> Row {
    try validate(index)
    return readRow(at: index)
  }

  /// The index of `row`, or nil when it is not in this stack.
  public func index(of row: Row) -> Int? { storage.index(of: row) }

  /// The row showing `content`, or nil when the content is not in the stack.
  public func row(for content: any RowContent) -> Row? {
    guard let row = storage.contentRows[ObjectIdentifier(content)], storage.index(of: row) != nil
    else { return nil }
    return row
  }

  /// The first row whose content is a `type`. The contents of lazy rows not made are made
  /// as the search passes them, but a row is kept only for the one found.
  public func firstRow<T: RowContent>(ofType type: T.Type) -> Row? {
    var found: Row?
    storage.forEachSlot(from: 0) { index, slot in
      if let row = slot.row {
        if row.content is T { found = row }
      } else if slot.sectionID >= 0 {
        let content = storage.lazyContent(for: slot)
        if content is T { found = materialize(at: index, content: content) }
      }
      return found == nil
    }
    return found
  }

  /// The selected row's index, or nil when nothing is selected.
  public var selectedIndex: Int? { selectionState.selected.flatMap { storage.index(of: $0) } }

  /// The selected row, or nil.
  public var selection: Row? { selectionState.selected }

  /// The row held highlighted by a press, or nil.
  public var pressed: Row? { selectionState.pressed }

  /// Where row `index` starts along the axis (its first inset cell), in content coordinates.
  /// During an animation: where it is drawn in the frame on screen.
  public func startOfRow(at index: Int) throws(StackError) -> Int {
    try validate(index)
    guard animator.isPresented else { return storage.start(of: index) }
    return storage.start(of: index) + animator.presentedLead(of: materialize(at: index))
  }

  /// The row's frame along the axis: insets plus content, without separator and spacing.
  public func frameOfRow(at index: Int) throws(StackError) -> Range<Int> {
    try validate(index)
    let row = materialize(at: index)
    let start = storage.start(of: index) + animator.presentedLead(of: row)
    let frame = animator.presentedFrameLength(of: row) ?? row.frameLength  // Animation: as drawn.
    return start..<(start + (row.isHidden ? 0 : frame))
  }

  /// The visibility of the row at `index` right now.
  public func visibilityOfRow(at index: Int) throws(StackError) -> RowVisibility {
    try validate(index)
    let slot = storage.slot(at: index)
    var frame = slot.row?.frameLength ?? (Int(slot.extent) - trailingExtent(ofRowAt: index))
    var start = storage.start(of: index)
    if let row = slot.row {  // Animation: the frame drawn.
      frame = animator.presentedFrameLength(of: row) ?? frame
      start += animator.presentedLead(of: row)
    }
    return visibilityState(start: start, frame: frame, isHidden: slot.isHidden)
  }

  /// Rows at least partly inside the viewport, in order.
  public var visibleRows: [Row] {
    var rows: [Row] = []
    forEachRowInViewport { _, row, state in if state.isVisible { rows.append(row) } }
    return rows
  }

  /// True when at least one row is at least partly inside the viewport: `!visibleRows.isEmpty`
  /// without building the array (a screen asks it every frame).
  package var hasVisibleRows: Bool {
    var found = false
    scanRowsInViewport { _, _, state in
      found = state.isVisible
      return !found
    }
    return found
  }

  /// Rows entirely inside the viewport, in order.
  public var entirelyVisibleRows: [Row] {
    var rows: [Row] = []
    forEachRowInViewport { _, row, state in if state == .entire { rows.append(row) } }
    return rows
  }

  /// Indexes of the rows at least partly inside the viewport.
  public var visibleIndexes: [Int] {
    var indexes: [Int] = []
    forEachRowInViewport { index, _, state in if state.isVisible { indexes.append(index) } }
    return indexes
  }

  /// The row under a point of the viewport (0-based, viewport coordinates), if any. Points on
  /// a separator, spacing or outside every row give nil.
  public func indexOfRow(atViewportPoint point: Point) -> Int? {
    let along = axis == .vertical ? point.y : point.x
    let across = axis == .vertical ? point.x : point.y
    guard along >= 0, along < viewportLength, across >= 0, across < crossLength,
      let (index, start) = storage.row(atOffset: offset + along)
    else { return nil }
    let row = materialize(at: index)
    guard !row.isHidden else { return nil }  // Animation: a hidden row shrinking away.
    let rowStart = start + animator.presentedLead(of: row)
    let frame = animator.presentedFrameLength(of: row) ?? row.frameLength
    return (rowStart..<(rowStart + frame)).contains(offset + along) ? index : nil
  }
  func validate(_ index: Int) throws(StackError) {
    guard index >= 0, index < storage.count else {
      throw .indexOutOfRange(index: index, validRange: 0..<storage.count)
    }
  }

  /// Throws for the first of `indexes` that is not a row, before anything changes.
  func validate(_ indexes: [Int]) throws(StackError) {
    for index in indexes { try validate(index) }
  }
}
