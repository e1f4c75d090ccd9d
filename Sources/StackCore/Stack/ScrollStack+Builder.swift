import StackDrawing

/// Adding rows written with the ``StackBuilder`` or as ``RowSpec``s.
extension ScrollStack {
  /// Replaces every row with the rows the builder produces.
  @discardableResult
  public func setRows(@StackBuilder _ build: () -> [RowSpec]) throws(StackError) -> [Row] {
    try replaceRows(with: build())
  }

  /// Adds the rows the builder produces at `point`.
  @discardableResult
  public func addRows(at point: InsertionPoint = .bottom, @StackBuilder _ build: () -> [RowSpec])
    throws(StackError) -> [Row]
  {
    try addRows(specs: build(), at: point)
  }

  /// Adds rows for `specs` at `point`. Either every row is added or, on error, none.
  @discardableResult
  public func addRows(specs: [RowSpec], at point: InsertionPoint = .bottom) throws(StackError)
    -> [Row]
  {
    let index = try resolve(point)
    try checkBatch(specs.map(\.content), againstStack: true)
    return performUpdate { insertChecked(specs, at: index) }
  }
}
