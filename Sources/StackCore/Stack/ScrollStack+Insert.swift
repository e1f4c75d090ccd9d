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
        transaction.pending.layoutChanged = true
      }
    }
    return section
  }

  // MARK: Helpers

  /// Throws if a content appears twice in the batch or (with `againstStack`) is already in
  /// the stack.
  func checkBatch(_ contents: [any RowContent], againstStack: Bool) throws(StackError) {
    var seen: [ObjectIdentifier: Int] = [:]
    for (position, content) in contents.enumerated() {
      let id = ObjectIdentifier(content)
      if againstStack, let existing = storage.contentRows[id],
        let index = storage.index(of: existing)
      {
        throw .contentAlreadyInStack(existingIndex: index)
      }
      if let first = seen.updateValue(position, forKey: id) {
        throw .duplicateContentInBatch(first: first, second: position)
      }
    }
  }

  /// Replaces every row with rows for `specs` in one update; a bad batch changes nothing.
  func replaceRows(with specs: [RowSpec]) throws(StackError) -> [Row] {
    try checkBatch(specs.map(\.content), againstStack: false)
    return performUpdate {
      removeAllChecked()
      return insertChecked(specs, at: 0)
    }
  }

  /// Inserts rows for already checked specs. Call inside an update. No spec, no change (and
  /// so no event).
  func insertChecked(_ specs: [RowSpec], at index: Int) -> [Row] {
    guard !specs.isEmpty else { return [] }
    let rows = specs.map(makeRow(for:))
    storage.insert(rows.map(makeSlot(for:)), at: index)
    for (offset, row) in rows.enumerated() {
      storage.contentRows[ObjectIdentifier(row.content)] = row
      enqueue(.rowAdded(row, index: index + offset))
      touch(row, prior: .offscreen)
    }
    transaction.pending.layoutChanged = true
    return rows
  }

  /// A configured, unmeasured row for `spec`.
  func makeRow(for spec: RowSpec) -> Row {
    let row = Row(content: spec.content, insets: spec.insets ?? defaultInsets)
    row.separatorOverride = spec.separator
    row.sizingOverride = spec.sizing
    row.sizeBounds = spec.sizeBounds
    if let collapsibility = spec.collapsibility { row.collapsibility = collapsibility }
    row.onTap = spec.onTap
    row.isHidden = spec.isHidden
    return row
  }
}
