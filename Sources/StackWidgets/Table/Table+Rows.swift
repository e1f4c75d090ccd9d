import StackUI

extension Table {
  /// Replaces the models: sorted again by ``sort``, the selection kept on the same id on the
  /// same screen line (when the id is gone, the row now at the same position — the last row
  /// when fewer are left — on that line), the rows made lazily.
  public func setRows(_ models: [Model]) {
    let kept = keptSelection()
    self.models = models
    order = sort.map { columns[$0.column].order(models, $0.ascending) }
    rebuild(keeping: kept)
    // A pending sort was of the old models: it starts again on these.
    if let pending = pendingSort { startSort(pending) }
  }

  /// Sorts by `sort` (nil: the models' own order), keeping the selected row and its line.
  /// A column that does not exist or is not sortable leaves the order as it is. A pending
  /// sort (``startSort(_:)``) is dropped.
  public func setSort(_ sort: TableSort?) {
    if let sort {
      guard columns.indices.contains(sort.column), columns[sort.column].isSortable else { return }
    }
    cancelSort()
    apply(sort, order: sort.map { columns[$0.column].order(models, $0.ascending) })
  }

  /// Shows the rows in `order` (model indexes; nil: the models' own) sorted by `sort`,
  /// keeping the selected row and its line.
  func apply(_ sort: TableSort?, order: [Int]?) {
    let kept = keptSelection()
    self.sort = sort
    self.order = order
    rebuild(keeping: kept)
  }

  /// Sorts by the next sortable column after the current one (the pending sort's when one
  /// is pending; the first when none), ascending, through ``requestSort(_:)``.
  @discardableResult
  public func sortByNextColumn() -> Bool {
    let sortable = columns.indices.filter { columns[$0].isSortable }
    guard !sortable.isEmpty else { return false }
    let next =
      latestSort.flatMap { current in sortable.first { $0 > current.column } } ?? sortable[0]
    requestSort(TableSort(column: next))
    return true
  }

  /// Reverses the sort (the pending one when one is pending; sorts by the first sortable
  /// column, descending, when unsorted), through ``requestSort(_:)``.
  @discardableResult
  public func reverseSort() -> Bool {
    if let sort = latestSort {
      requestSort(TableSort(column: sort.column, ascending: !sort.ascending))
      return true
    }
    guard let first = columns.indices.first(where: { columns[$0].isSortable }) else { return false }
    requestSort(TableSort(column: first, ascending: false))
    return true
  }

  /// Sorts by `column`, or reverses the order when it is already the sort column (a click on
  /// its title), through ``requestSort(_:)``.
  @discardableResult
  public func toggleSort(column: Int) -> Bool {
    let latest = latestSort
    let ascending = latest?.column == column ? !(latest?.ascending ?? false) : true
    let before = (sort, pendingSort)
    requestSort(TableSort(column: column, ascending: ascending))
    return sort != before.0 || pendingSort != before.1
  }

  /// Gives the body its size. The first size (the table was never drawn) makes the rows
  /// again for it: a stack of a million rows given its first viewport measures them all
  /// again, made for its viewport it does not (the selection and its line are kept).
  ///
  /// When the rows were never made (nothing read ``stack`` before the table was drawn), they
  /// are made once, for this size, looking at the rows on screen only.
  func fitStack(to size: Size) {
    guard rowStack.viewport != size else { return }
    // Not `viewport == .zero`: a size of zero later (a region of nothing) is no first size.
    let isFirstSize = !hasSizedStack
    hasSizedStack = true
    guard !rowsArePending else {
      // One update: the layout settles once, with the rows and the selection.
      rowStack.performUpdate {
        rowStack.viewport = size
        makePendingRows()
      }
      return
    }
    guard isFirstSize, rowStack.count > 0 else {
      rowStack.viewport = size
      return
    }
    let kept = keptSelection()
    rowStack.removeAllRows()
    rowStack.viewport = size
    rebuild(keeping: kept)
  }

  /// Makes the models' rows when they were never made (see ``stack``), selecting the first.
  func makePendingRows() {
    guard rowsArePending else { return }
    rowsArePending = false
    rebuild(keeping: nil)
  }

  /// What to restore after the rows change: the selected id and its line in the view.
  private func keptSelection() -> (id: Model.ID, row: Int, line: Int)? {
    guard let row = rowStack.selectedIndex, let model = model(atRow: row) else { return nil }
    let start = (try? rowStack.startOfRow(at: row)) ?? row
    return (model.id, row, start - rowStack.offset)
  }

  /// Makes the lazy rows for the current order and restores `kept` (nothing while the rows
  /// are pending: they are made for the current order when first asked for).
  private func rebuild(keeping kept: (id: Model.ID, row: Int, line: Int)?) {
    guard !rowsArePending else { return }
    let stack = rowStack
    stack.removeAllRows()
    let count = models.count
    guard count > 0 else { return }
    _ = try? stack.addLazyRows(count: count, estimatedLength: 1) { [rowSource] row in
      guard let table = rowSource.current else { return TextRowContent("") }
      return TableRowContent(source: rowSource, model: table.modelIndex(ofRow: row))
    }
    guard let kept else {
      _ = stack.selectFirst()
      return
    }
    let row = self.row(of: kept.id) ?? min(kept.row, count - 1)
    try? stack.select(rowAt: row)
    // The row back on its line when it was on screen; else (selected before the first size,
    // or scrolled away) brought into view — a scroll leaving it off screen would move the
    // selection to a row in view.
    guard (0..<stack.viewport.height).contains(kept.line) else {
      try? stack.scrollToRow(at: row)
      return
    }
    let start = (try? stack.startOfRow(at: row)) ?? row
    stack.scroll(to: start - kept.line)
  }
}
