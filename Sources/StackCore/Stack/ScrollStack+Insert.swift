import StackDrawing

/// Adding rows.
extension ScrollStack {
  /// Adds one row showing `content` at `point` and returns it.
  ///
  /// Throws ``StackError/contentAlreadyInStack(existingIndex:)`` if the content is shown by
  /// another row, or an index error for a bad insertion point; nothing changes then.
  ///
  /// With an `animation`, the new row grows from nothing.
  @discardableResult
  public func addRow(
    _ content: any RowContent, at point: InsertionPoint = .bottom,
    animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  )
    throws(StackError) -> Row
  {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try addRows(specs: [RowSpec(content)], at: point)[0]
    }
  }

  /// Adds rows for `contents`, in order, starting at `point`, and returns them.
  /// Either every row is added or, on error, none.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func addRows(
    _ contents: [any RowContent], at point: InsertionPoint = .bottom,
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  )
    throws(StackError) -> [Row]
  {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try addRows(specs: contents.map(RowSpec.init), at: point)
    }
  }

  /// Replaces every row with rows for `contents`.
  ///
  /// With an `animation`, the old rows shrink away and the new ones grow from nothing.
  @discardableResult
  public func setRows(
    _ contents: [any RowContent], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      return try replaceRows(with: contents.map(RowSpec.init))
    }
  }

  /// Adds `count` rows made on demand by `make(i)` (i in `0..<count`) at `point`.
  ///
  /// Rows are made when they come near the viewport and released again when far away
  /// (up to ``lazyCacheLimit`` are kept); until measured, a row's content length is taken to
  /// be `estimatedLength` (at least 1). `make` must return a new content each call. The
  /// section costs the same whatever `count` is (up to `Int32.max`): only the rows something
  /// looks at take memory. Once all its rows have left the stack, the stack lets go of `make`
  /// (``LazySection/isReleased``).
  ///
  /// With `selectable: false` the section's rows are never selected, whatever their contents
  /// say, and moving the selection steps over the whole section without making a content (a
  /// million headings or log lines cost nothing to skip).
  ///
  /// ```swift
  /// try stack.addLazyRows(count: 1_000_000) { TextRowContent("Row \($0)") }
  /// try stack.addLazyRows(count: lines.count, selectable: false) { TextRowContent(lines[$0]) }
  /// try? stack.addLazyRows(count: 10) { TextRowContent("Row \($0)") }
  /// ```
  ///
  /// It has no result, so `try?` needs no `_ =`;
  /// ``addLazySection(count:estimatedLength:at:selectable:animation:completion:make:)`` is
  /// the same call returning the ``LazySection`` (to watch it being released).
  ///
  /// With an `animation`, the rows appear at once (none is made by the change); the offset moves to where the change puts it.
  public func addLazyRows(
    count: Int, estimatedLength: Int = 1, at point: InsertionPoint = .bottom,
    selectable: Bool = true, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil,
    make: @escaping (Int) -> any RowContent
  ) throws(StackError) {
    try addLazySection(
      count: count, estimatedLength: estimatedLength, at: point, selectable: selectable,
      animation: animation, completion: completion, make: make)
  }

  /// ``addLazyRows(count:estimatedLength:at:selectable:animation:completion:make:)``,
  /// returning the section the rows belong to (``LazySection/isReleased`` tells when the
  /// stack let go of `make`).
  ///
  /// ```swift
  /// let section = try stack.addLazySection(count: 1_000) { TextRowContent("Row \($0)") }
  /// ```
  @discardableResult
  public func addLazySection(
    count: Int, estimatedLength: Int = 1, at point: InsertionPoint = .bottom,
    selectable: Bool = true, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil,
    make: @escaping (Int) -> any RowContent
  ) throws(StackError) -> LazySection {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      guard count >= 0, count <= Int(Int32.max) else { throw .invalidCount(count) }
      let index = try resolve(point)
      let section = storage.addSection(
        count: count, estimatedLength: estimatedLength, insets: defaultInsets,
        rowsAreSelectable: selectable, make: make)
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
}
