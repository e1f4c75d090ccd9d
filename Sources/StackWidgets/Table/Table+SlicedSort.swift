import StackUI

extension Table {
  /// The sort being worked out a slice at a time (``startSort(_:)``), or nil. The rows keep
  /// the order of ``sort`` meanwhile.
  public var pendingSort: TableSort? { sortInProgress?.sort }

  /// The share of the pending sort done, 0…1 (1 when none is pending).
  public var pendingSortFraction: Double { sortInProgress?.steps.fractionDone() ?? 1 }

  /// True while a sort is pending: the loop draws frames, and each frame does a slice of it.
  public var isAnimating: Bool { sortInProgress != nil }

  /// Sorts by `sort`: at once when the table has fewer than ``slicedSortThreshold`` rows
  /// (or `sort` is nil), else a slice at a time (``startSort(_:)``). The sort keys and header
  /// clicks ask for sorts through this.
  public func requestSort(_ sort: TableSort?) {
    guard let sort, models.count >= slicedSortThreshold else {
      sortInProgress = nil
      setSort(sort)
      return
    }
    startSort(sort)
  }

  /// Starts sorting by `sort` a slice at a time, in place of a pending sort (which is
  /// dropped): each frame drawn does about ``sortSliceWork`` units of it (``advanceSort()``),
  /// so keys are answered meanwhile — they move the selection in the order still shown. The
  /// header shows the column with a spinner until the result lands; it lands keeping the
  /// selected row (by its id) on its screen line. A column that does not exist or is not
  /// sortable starts nothing.
  public func startSort(_ sort: TableSort) {
    guard columns.indices.contains(sort.column), columns[sort.column].isSortable else { return }
    sortInProgress = (sort, columns[sort.column].slicedOrder(models, sort.ascending))
  }

  /// Does one slice of the pending sort; true when its result landed.
  @discardableResult
  public func advanceSort() -> Bool {
    guard let (sort, steps) = sortInProgress, let order = steps.step(sortSliceWork) else {
      return false
    }
    sortInProgress = nil
    apply(sort, order: order)
    return true
  }

  /// Ends the pending sort at once (the rest of its work done now).
  public func finishSort() {
    guard let (sort, steps) = sortInProgress else { return }
    sortInProgress = nil
    while true {
      if let order = steps.step(Int.max) {
        apply(sort, order: order)
        return
      }
    }
  }

  /// Drops the pending sort; the rows keep the order shown.
  public func cancelSort() {
    sortInProgress = nil
  }

  /// The sort the next sort key starts from: the pending one, else the one in force.
  var latestSort: TableSort? { sortInProgress?.sort ?? sort }
}
