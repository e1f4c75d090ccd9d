import StackUI

extension Table {
  /// Replaces the models: sorted again by ``sort``, the selection kept on the same id on the
  /// same screen line (when the id is gone, at the same position), the rows made lazily.
  public func setRows(_ models: [Model]) {
    let kept = keptSelection()
    self.models = models
    order = sort.map { columns[$0.column].order(models, $0.ascending) }
    rebuild(keeping: kept)
  }

  /// Sorts by `sort` (nil: the models' own order), keeping the selected row and its line.
  /// A column that does not exist or is not sortable leaves the order as it is.
  public func setSort(_ sort: TableSort?) {
    if let sort {
      guard columns.indices.contains(sort.column), columns[sort.column].isSortable else { return }
    }
    let kept = keptSelection()
    self.sort = sort
    order = sort.map { columns[$0.column].order(models, $0.ascending) }
    rebuild(keeping: kept)
  }

  /// Sorts by the next sortable column after the current one (the first when none), ascending.
  @discardableResult
  public func sortByNextColumn() -> Bool {
    let sortable = columns.indices.filter { columns[$0].isSortable }
    guard !sortable.isEmpty else { return false }
    let next = sort.flatMap { current in sortable.first { $0 > current.column } } ?? sortable[0]
    setSort(TableSort(column: next))
    return true
  }

  /// Reverses the sort (sorts by the first sortable column, descending, when unsorted).
  @discardableResult
  public func reverseSort() -> Bool {
    if let sort {
      setSort(TableSort(column: sort.column, ascending: !sort.ascending))
      return true
    }
    guard let first = columns.indices.first(where: { columns[$0].isSortable }) else { return false }
    setSort(TableSort(column: first, ascending: false))
    return true
  }

  /// Sorts by `column`, or reverses the order when it is already the sort column (a click on
  /// its title).
  @discardableResult
  public func toggleSort(column: Int) -> Bool {
    let ascending = sort?.column == column ? !(sort?.ascending ?? false) : true
    let before = sort
    setSort(TableSort(column: column, ascending: ascending))
    return sort != before
  }

  /// What to restore after the rows change: the selected id and its line in the view.
  private func keptSelection() -> (id: Model.ID, row: Int, line: Int)? {
    guard let row = stack.selectedIndex, let model = model(atRow: row) else { return nil }
    let start = (try? stack.startOfRow(at: row)) ?? row
    return (model.id, row, start - stack.offset)
  }

  /// Makes the lazy rows for the current order and restores `kept`.
  private func rebuild(keeping kept: (id: Model.ID, row: Int, line: Int)?) {
    stack.removeAllRows()
    let count = models.count
    guard count > 0 else { return }
    _ = try? stack.addLazyRows(count: count, estimatedLength: 1) { [weak self] row in
      guard let self else { return TextRowContent("") }
      return TableRowContent(table: self, model: self.modelIndex(ofRow: row))
    }
    guard let kept else {
      _ = stack.selectFirst()
      return
    }
    let row = self.row(of: kept.id) ?? min(kept.row, count - 1)
    try? stack.select(rowAt: row)
    let start = (try? stack.startOfRow(at: row)) ?? row
    stack.scroll(to: start - max(0, kept.line))
  }
}
