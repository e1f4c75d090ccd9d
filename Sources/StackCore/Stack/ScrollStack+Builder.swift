import StackDrawing

/// Adding rows written with the ``StackBuilder`` or as ``RowSpec``s.
extension ScrollStack {
  /// Replaces every row with the rows the builder produces.
  ///
  /// With an `animation`, the old rows shrink away and the new ones grow from nothing.
  @discardableResult
  public func setRows(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil,
    @StackBuilder _ build: () -> [RowSpec]
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try replaceRows(with: build())
    }
  }

  /// Adds the rows the builder produces at `point`.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func addRows(
    at point: InsertionPoint = .bottom, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil, @StackBuilder _ build: () -> [RowSpec]
  ) throws(StackError) -> [Row] {
    try addRows(specs: build(), at: point, animation: animation, completion: completion)
  }

  /// Adds rows for `specs` at `point`. Either every row is added or, on error, none.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func addRows(
    specs: [RowSpec], at point: InsertionPoint = .bottom, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      let index = try resolve(point)
      try checkBatch(specs.map(\.content), againstStack: true)
      return performUpdate { insertChecked(specs, at: index) }
    }
  }
}
