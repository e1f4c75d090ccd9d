/// Adding rows.
extension ScrollStack {
  /// Adds one row showing `content` at `point` and returns it.
  ///
  /// Throws ``StackError/contentAlreadyInStack(existingIndex:)`` if the content is shown by
  /// another row, or an index error for a bad insertion point; nothing changes then.
  @discardableResult
  public func addRow(_ content: any RowContent, at point: InsertionPoint = .bottom)
    throws(StackError) -> Row
  {
    try addRows([content], at: point)[0]
  }

  /// Adds rows for `contents`, in order, starting at `point`, and returns them.
  /// Either every row is added or, on error, none.
  @discardableResult
  public func addRows(_ contents: [any RowContent], at point: InsertionPoint = .bottom)
    throws(StackError) -> [Row]
  {
    try addRows(specs: contents.map(RowSpec.init), at: point)
  }

  /// Replaces every row with rows for `contents`.
  @discardableResult
  public func setRows(_ contents: [any RowContent]) throws(StackError) -> [Row] {
    try replaceRows(with: contents.map(RowSpec.init))
  }

  /// Adds `count` rows made on demand by `make(i)` (i in `0..<count`) at `point`.
  ///
  /// Rows are made when they come near the viewport and released again when far away
  /// (up to ``lazyCacheLimit`` are kept); until measured, a row's content length is taken to
  /// be `estimatedLength` (at least 1). `make` must return a new content each call.
  @discardableResult
  public func addLazyRows(
    count: Int, estimatedLength: Int = 1, at point: InsertionPoint = .bottom,
    make: @escaping (Int) -> any RowContent
  ) throws(StackError) -> LazySection {
    guard count >= 0, count <= Int(Int32.max) else { throw .invalidCount(count) }
    let index = try resolve(point)
    let section = LazySection(
      id: Int32(storage.sections.count), count: count, estimatedLength: estimatedLength,
      insets: defaultInsets, make: make)
    storage.sections.append(section)
    let extent = estimatedExtent(for: section)
    performUpdate {
      storage.insertLazyRows(sectionID: section.id, count: count, extent: extent, at: index)
      if count > 0 {
        enqueue(.lazyRowsAdded(indexes: index..<(index + count)))
        noteRowsAdded(at: index, count: count)  // Following/: rows beyond the view.
        transaction.pending.layoutChanged = true
      }
    }
    return section
  }
}
