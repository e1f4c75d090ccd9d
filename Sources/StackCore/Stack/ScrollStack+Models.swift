import StackDrawing

/// Adding rows for models (see ``RowModel``).
extension ScrollStack {
  /// Adds a row for `model`, shown by its ``RowModel/rowContentType``.
  @discardableResult
  public func append(model: any RowModel) throws(StackError) -> Row {
    try insert(models: [model], at: .bottom)[0]
  }

  /// Adds a row for `model` shown by `type` instead of the model's own choice. Throws
  /// ``StackError/modelNotSupported(model:rowType:)`` when `type` cannot show it.
  @discardableResult
  public func append<Content: ModelRowContent>(model: any RowModel, as type: Content.Type)
    throws(StackError) -> Row
  {
    try addRows(specs: [RowSpec(try Content.make(for: model))], at: .bottom)[0]
  }

  /// Adds rows for `models`, in order, at the end.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func append(
    models: [any RowModel], animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) -> [Row] {
    try insert(models: models, at: .bottom, animation: animation, completion: completion)
  }

  /// Adds rows for `models`, in order, at `point`. One model no row type can show adds none.
  ///
  /// With an `animation`, the new rows grow from nothing.
  @discardableResult
  public func insert(
    models: [any RowModel], at point: InsertionPoint, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError)
    -> [Row]
  {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      var specs: [RowSpec] = []
      for model in models { specs.append(RowSpec(try model.rowContentType.make(for: model))) }
      return try addRows(specs: specs, at: point)
    }
  }
}
