import StackDrawing

/// Adding rows for models (see ``RowModel``).
extension ScrollStack {
  /// Adds a row for `model` at `point`, shown by its ``RowModel/rowContentType``, and returns
  /// it.
  ///
  /// With an `animation`, the new row grows from nothing.
  @discardableResult
  public func addRow(
    model: any RowModel, at point: InsertionPoint = .bottom,
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> Row {
    try addRows(models: [model], at: point, animation: animation, completion: completion)[0]
  }

  /// Adds a row for `model` at `point`, shown by `type` instead of the model's own choice.
  /// Throws ``StackError/modelNotSupported(model:rowType:)`` when `type` cannot show it.
  ///
  /// With an `animation`, the new row grows from nothing.
  @discardableResult
  public func addRow<Content: ModelRowContent>(
    model: any RowModel, as type: Content.Type, at point: InsertionPoint = .bottom,
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> Row {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      try addRows(specs: [RowSpec(try Content.make(for: model))], at: point)[0]
    }
  }

  /// Adds rows for `models`, in order, at `point`, and returns them. One model no row type can
  /// show adds none.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func addRows(
    models: [any RowModel], at point: InsertionPoint = .bottom,
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try changing(animation: animation, completion: completion) { () throws(StackError) in
      var specs: [RowSpec] = []
      for model in models { specs.append(RowSpec(try model.rowContentType.make(for: model))) }
      return try addRows(specs: specs, at: point)
    }
  }
}
